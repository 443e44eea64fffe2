//! Command-line options: start straight into a game, take a screenshot, measure frame times.

use crate::app::Screen;
use crate::board::{Orientation, Selection};
use crate::session::{ClockSetup, GameSetup, Player, Score, Session, StatusLine};
use bevy::prelude::*;
use std::path::PathBuf;
use tabula_rules::Variant;

pub const USAGE: &str = "\
usage: tabula [options]

  --game VARIANT        start a game at once: chess, marseillais, brandubh, trichess, trigame
  --moves M1,M2,...     play these moves first (engine notation: e2e4, d1-d3, v00-e0001)
  --position TEXT       with --game: start from this position (FEN for chess)
  --analysis            with --game: open the game on the analysis board instead
  --review              with --game and the --moves of a finished game: review it at once
  --computer LEVEL      the computer plays every seat but --seat (Beginner .. Master)
  --watch LEVEL         the computer plays every seat
  --seat N              the human's seat against the computer (default 0)
  --clock MIN+INC       a clock, e.g. 5+3
  --select CELL         select the piece on CELL (shows its legal moves)
  --flip                turn the board by one seat
  --screen NAME         open a screen: title, select, setup, rules, learn, lobby
                        (with --game, setup opens that game's setup)
  --window NAME         open a window over the screen: menu, settings, keys, load, new-game,
                        puzzles, analysis-board
  --server URL          the online server (ws://HOST:PORT/ws); with --name, connects at once
  --name NAME           the name to play under online
  --join-code CODE      with --server: accept a friend's challenge code once connected
  --lesson GAME/KEY     open a lesson, e.g. chess/05-knight (files in levels/tutorials)
  --level N             with --lesson: open its level N (default 1)
  --puzzles GAME        open the puzzle trainer of a game (files in levels/puzzles)
  --puzzle ID           with --puzzles: open this puzzle, e.g. chess-0042
  --screenshot FILE     render, save a PNG of the window, and exit
  --frames N            frames to run before the screenshot or the end of --frame-stats (default 40)
  --frame-stats FILE    write frame-time statistics to FILE and exit after --frames frames
  --help                this text

Files: settings in ~/.config/tabula, saves in ~/.local/share/tabula ($TABULA_HOME overrides both).";

#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct LaunchOptions {
    pub game: Option<Variant>,
    pub moves: Vec<String>,
    /// The start position, in the game's notation.
    pub position: Option<String>,
    /// Open on the analysis board.
    pub analysis: bool,
    /// Review the finished game at once.
    pub review: bool,
    pub computer: Option<String>,
    pub watch: Option<String>,
    pub seat: u8,
    pub clock: Option<ClockSetup>,
    pub select: Option<String>,
    pub flip: bool,
    pub screen: Option<Screen>,
    pub screenshot: Option<PathBuf>,
    pub frames: u32,
    /// A lesson to open, and its level (from 1).
    pub lesson: Option<(Variant, String)>,
    pub level: usize,
    /// The puzzle trainer to open, and a puzzle in it.
    pub puzzles: Option<Variant>,
    pub puzzle: Option<String>,
    pub frame_stats: Option<PathBuf>,
    pub help: bool,
    /// The online server and the name to play under.
    pub server: Option<String>,
    pub name: Option<String>,
    pub join_code: Option<String>,
    /// A window to open over the screen (`--window settings`).
    pub window: Option<Window>,
}

/// The windows `--window` opens (each a flag of [`crate::ui_state::Overlay`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Window {
    Menu,
    Settings,
    Keys,
    Load,
    NewGame,
    Puzzles,
    AnalysisBoard,
}

impl Window {
    fn parse(name: &str) -> Result<Window, String> {
        Ok(match name {
            "menu" => Window::Menu,
            "settings" => Window::Settings,
            "keys" => Window::Keys,
            "load" => Window::Load,
            "new-game" => Window::NewGame,
            "puzzles" => Window::Puzzles,
            "analysis-board" => Window::AnalysisBoard,
            other => return Err(format!("unknown window '{other}'")),
        })
    }

    fn open(self, overlay: &mut crate::ui_state::Overlay) {
        let flag = match self {
            Window::Menu => &mut overlay.pause,
            Window::Settings => &mut overlay.settings,
            Window::Keys => &mut overlay.help,
            Window::Load => &mut overlay.load,
            Window::NewGame => &mut overlay.new_game,
            Window::Puzzles => &mut overlay.puzzles,
            Window::AnalysisBoard => &mut overlay.analysis_board,
        };
        *flag = true;
    }
}

impl LaunchOptions {
    /// What a browser page's address asks for (`?join=CODE`): the lobby of `server` (the server
    /// that served the page), where the challenge is accepted once the player has given a name.
    pub fn from_page_query(query: &str, server: String) -> LaunchOptions {
        let mut options = LaunchOptions { frames: 40, level: 1, ..LaunchOptions::default() };
        let code = query.trim_start_matches('?').split('&').find_map(|pair| pair.strip_prefix("join="));
        let code: String = code.unwrap_or_default().chars().filter(char::is_ascii_alphanumeric).collect();
        if !code.is_empty() {
            options.join_code = Some(code);
            options.server = Some(server);
        }
        options
    }

    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<LaunchOptions, String> {
        let mut options = LaunchOptions { frames: 40, level: 1, ..LaunchOptions::default() };
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            match arg.as_str() {
                "--game" => {
                    options.game =
                        Some(value("--game")?.parse().map_err(|e: tabula_rules::UnknownVariant| e.to_string())?);
                }
                "--moves" => {
                    options.moves = value("--moves")?
                        .split(',')
                        .map(str::trim)
                        .filter(|m| !m.is_empty())
                        .map(str::to_owned)
                        .collect();
                }
                "--computer" => options.computer = Some(check_level(value("--computer")?)?),
                "--watch" => options.watch = Some(check_level(value("--watch")?)?),
                "--seat" => options.seat = value("--seat")?.parse().map_err(|_| "--seat needs a number".to_owned())?,
                "--clock" => options.clock = Some(parse_clock(&value("--clock")?)?),
                "--select" => options.select = Some(value("--select")?),
                "--flip" => options.flip = true,
                "--screen" => {
                    options.screen = Some(match value("--screen")?.as_str() {
                        "title" => Screen::Title,
                        "select" => Screen::Select,
                        "setup" => Screen::Setup,
                        "rules" => Screen::Rules,
                        "learn" => Screen::Learn,
                        "lobby" => Screen::Lobby,
                        other => return Err(format!("unknown screen '{other}'")),
                    })
                }
                "--window" => options.window = Some(Window::parse(&value("--window")?)?),
                "--screenshot" => options.screenshot = Some(PathBuf::from(value("--screenshot")?)),
                "--frames" => {
                    options.frames = value("--frames")?.parse().map_err(|_| "--frames needs a number".to_owned())?
                }
                "--lesson" => {
                    let text = value("--lesson")?;
                    let (game, key) = text.split_once('/').ok_or_else(|| format!("--lesson {text}: write GAME/KEY"))?;
                    let variant = game.parse::<Variant>().map_err(|e| e.to_string())?;
                    options.lesson = Some((variant, key.trim_end_matches(".ron").to_owned()));
                }
                "--level" => {
                    let level: usize = value("--level")?.parse().map_err(|_| "--level needs a number".to_owned())?;
                    options.level = level.max(1);
                }
                "--puzzles" => {
                    options.puzzles = Some(value("--puzzles")?.parse::<Variant>().map_err(|e| e.to_string())?)
                }
                "--puzzle" => options.puzzle = Some(value("--puzzle")?),
                "--position" => options.position = Some(value("--position")?),
                "--analysis" => options.analysis = true,
                "--review" => options.review = true,
                "--server" => options.server = Some(value("--server")?),
                "--name" => options.name = Some(value("--name")?),
                "--join-code" => options.join_code = Some(value("--join-code")?),
                "--frame-stats" => options.frame_stats = Some(PathBuf::from(value("--frame-stats")?)),
                "--help" | "-h" => options.help = true,
                other => return Err(format!("unknown option '{other}'")),
            }
        }
        if options.game.is_none()
            && (!options.moves.is_empty() || options.computer.is_some() || options.watch.is_some())
        {
            return Err("--moves, --computer and --watch need --game".to_owned());
        }
        if options.game.is_none() && (options.position.is_some() || options.analysis || options.review) {
            return Err("--position, --analysis and --review need --game".to_owned());
        }
        if options.puzzle.is_some() && options.puzzles.is_none() {
            return Err("--puzzle needs --puzzles GAME".to_owned());
        }
        Ok(options)
    }

    /// The game the options ask for, if any.
    pub fn setup(&self) -> Option<GameSetup> {
        let variant = self.game?;
        let mut setup = match (&self.watch, &self.computer) {
            (Some(level), _) => {
                let mut setup = GameSetup::hot_seat(variant);
                setup.players = vec![Player::Computer(level.clone()); setup.players.len()];
                setup
            }
            (None, Some(level)) => GameSetup::vs_computer(variant, level, self.seat),
            (None, None) => GameSetup::hot_seat(variant),
        };
        setup.clock = self.clock;
        setup.start = self.position.clone();
        Some(setup)
    }
}

fn check_level(name: String) -> Result<String, String> {
    tabula_ai::level(&name).map(|level| level.name).map_err(|e| e.to_string())
}

fn parse_clock(text: &str) -> Result<ClockSetup, String> {
    let (minutes, increment) = text.split_once('+').unwrap_or((text, "0"));
    let minutes: f32 = minutes.trim().parse().map_err(|_| format!("bad clock '{text}' (like 5+3)"))?;
    let increment: u32 = increment.trim().parse().map_err(|_| format!("bad clock '{text}' (like 5+3)"))?;
    if !(minutes > 0.0 && minutes <= 600.0) {
        return Err(format!("bad clock '{text}': minutes must be between 0 and 600"));
    }
    Ok(ClockSetup { base_secs: (minutes * 60.0).round() as u32, increment_secs: increment })
}

/// Opens `--window` once the first screen has settled: a window opened over one screen closes
/// when the next is entered, and the options enter one at startup.
pub fn open_launch_window(
    options: Res<LaunchOptions>,
    mut overlay: ResMut<crate::ui_state::Overlay>,
    mut frames: Local<u32>,
) {
    const SETTLED: u32 = 3;
    *frames += 1;
    if *frames == SETTLED
        && let Some(window) = options.window
    {
        window.open(&mut overlay);
    }
}

/// Applies the options at startup: opens a screen or starts the game they describe.
pub fn apply_launch_options(commands: &mut Commands, options: &LaunchOptions) {
    if let Some(screen) = options.screen {
        commands.insert_resource(NextState::Pending(screen));
    }
    // The setup screen of a given game, for a game not started yet.
    if let (Some(Screen::Setup), Some(variant)) = (options.screen, options.game) {
        commands.queue(move |world: &mut World| {
            if let Some(mut draft) = world.get_resource_mut::<crate::ui_state::SetupDraft>() {
                draft.choose(variant);
            }
        });
        return;
    }
    if options.server.is_some() || options.name.is_some() {
        commands.insert_resource(crate::screens::LobbyDraft {
            server: options.server.clone().unwrap_or_default(),
            name: options.name.clone().unwrap_or_default(),
            connect_now: options.server.is_some() && options.name.is_some(),
            ..Default::default()
        });
    }
    if let Some(code) = &options.join_code {
        commands.insert_resource(crate::online::PendingJoin(Some(code.clone())));
        if options.screen.is_none() {
            commands.insert_resource(NextState::Pending(Screen::Lobby));
        }
    }
    if let Some(variant) = options.puzzles {
        let open = match &options.puzzle {
            Some(id) => crate::puzzles::PuzzleRequest::Open(variant, id.clone()),
            None => crate::puzzles::PuzzleRequest::Next(variant),
        };
        commands.write_message(open);
        return;
    }
    if let Some((variant, key)) = &options.lesson {
        let open = crate::learn::LessonRequest::Open { variant: *variant, key: key.clone(), level: options.level - 1 };
        commands.write_message(open);
        return;
    }
    if let (true, Some(variant)) = (options.analysis, options.game) {
        commands.write_message(crate::session::OpenAnalysisBoard {
            variant,
            position: options.position.clone(),
            moves: options.moves.clone(),
            shown: None,
        });
        return;
    }
    let Some(setup) = options.setup() else { return };
    match Session::start(setup.clone(), &options.moves) {
        Ok(session) => {
            let mut orientation = Orientation { bottom_seat: setup.local_seat().unwrap_or(0), flips: 0 };
            if options.flip {
                orientation.flips = 1;
            }
            let selection = options
                .select
                .as_ref()
                .and_then(|name| session.game().cells().iter().find(|c| &c.name == name).map(|c| c.id));
            let mut score = Score::default();
            score.new_game(&setup);
            commands.insert_resource(score);
            commands.insert_resource(Selection(selection));
            commands.insert_resource(orientation);
            crate::session::begin(commands, session, crate::session::Referee::Local);
            if options.review {
                commands.write_message(crate::session::review::ToggleReview);
            }
        }
        Err(error) => {
            eprintln!("tabula: {error}");
            commands.insert_resource(StatusLine(error.to_string()));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<LaunchOptions, String> {
        LaunchOptions::parse(line.split_whitespace().map(str::to_owned))
    }

    #[test]
    fn a_page_address_with_a_join_code_opens_that_challenge_on_the_pages_server() {
        let options = LaunchOptions::from_page_query("?lang=en&join=AB12cd", "ws://host:7470/ws".to_owned());
        assert_eq!(options.join_code.as_deref(), Some("AB12cd"));
        assert_eq!(options.server.as_deref(), Some("ws://host:7470/ws"));
        // Anything but letters and digits is dropped: the code is typed into the lobby as is.
        let odd = LaunchOptions::from_page_query("?join=%3Cb%3E", String::new());
        assert_eq!(odd.join_code.as_deref(), Some("3Cb3E"));
        for plain in ["", "?", "?join=", "?joined=x"] {
            let options = LaunchOptions::from_page_query(plain, "ws://h/ws".to_owned());
            assert!(options.join_code.is_none() && options.server.is_none(), "{plain}");
        }
    }

    #[test]
    fn options_parse_and_bad_ones_say_why() {
        let options = parse("--game chess --moves e2e4,e7e5 --computer master --clock 5+3").expect("valid");
        assert_eq!(options.moves, ["e2e4", "e7e5"]);
        let setup = options.setup().expect("a game");
        assert_eq!(setup.players, [Player::Human, Player::Computer("Master".to_owned())]);
        assert_eq!(setup.clock, Some(ClockSetup { base_secs: 300, increment_secs: 3 }));
        assert!(parse("--game go").unwrap_err().contains("unknown game"));
        assert!(parse("--computer Club").unwrap_err().contains("need --game"));
        assert!(parse("--game chess --computer Grandmaster").unwrap_err().contains("unknown level"));
        assert!(parse("--clock x+1").is_err());
        assert!(parse("--frames").is_err());
    }
}
