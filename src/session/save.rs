//! Saving and loading games: RON for every game, PGN for chess and Marseillais, and the
//! autosave offered for resuming at the next launch. A bad file gives an error, never a crash.

use super::{Clocks, GameSetup, Player, Session, StatusLine};
use crate::settings::StorageDirs;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Duration;
use tabula_rules::chess::Pgn;
use tabula_rules::marseillais::MarseillaisPgn;
use tabula_rules::{EndReason, Outcome, Seat};

const FORMAT: u32 = 1;

/// How a game ended that its moves alone do not show.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SavedEnding {
    Resigned(u8),
    FlagFell(u8),
    Agreed,
    Claimed,
}

/// A saved game as it is written to disk.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub format: u32,
    pub setup: GameSetup,
    /// Moves in engine notation.
    pub moves: Vec<String>,
    /// Time left per seat, in milliseconds (empty without a clock).
    #[serde(default)]
    pub clock_ms: Vec<u64>,
    #[serde(default)]
    pub ending: Option<SavedEnding>,
}

impl SavedGame {
    pub fn of(session: &Session, clocks: &Clocks) -> SavedGame {
        let ending = session.ended_by_players.as_ref().map(|outcome| match (outcome, outcome.reason()) {
            (Outcome::Win { winner, .. }, EndReason::Resignation) => SavedEnding::Resigned(loser_of(session, *winner)),
            (Outcome::Win { winner, .. }, EndReason::Timeout) => SavedEnding::FlagFell(loser_of(session, *winner)),
            (_, EndReason::Claimed(_)) => SavedEnding::Claimed,
            _ => SavedEnding::Agreed,
        });
        SavedGame {
            format: FORMAT,
            setup: session.setup.clone(),
            moves: session.moves.iter().map(|m| m.text.clone()).collect(),
            clock_ms: if clocks.enabled() {
                clocks.remaining.iter().map(|d| d.as_millis() as u64).collect()
            } else {
                Vec::new()
            },
            ending,
        }
    }

    pub fn to_ron(&self) -> Result<String, String> {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default()).map_err(|e| e.to_string())
    }

    pub fn from_ron(text: &str) -> Result<SavedGame, String> {
        let saved: SavedGame = ron::from_str(text).map_err(|e| format!("not a Tabula save: {e}"))?;
        if saved.format != FORMAT {
            return Err(format!("save format {} is not supported (this version reads {FORMAT})", saved.format));
        }
        Ok(saved)
    }

    /// Replays the save into a session; every move is checked by the rules.
    pub fn restore(&self) -> Result<(Session, Clocks), String> {
        let mut session = Session::start(self.setup.clone(), &self.moves)?;
        let mut clocks = Clocks::new(self.setup.clock, session.game.seats());
        if clocks.enabled() && self.clock_ms.len() == clocks.remaining.len() {
            clocks.remaining = self.clock_ms.iter().map(|&ms| Duration::from_millis(ms)).collect();
        }
        let outcome = match self.ending {
            Some(SavedEnding::Resigned(seat)) => Some(session.game.resignation_outcome(Seat(seat))),
            Some(SavedEnding::FlagFell(seat)) => Some(session.game.timeout_outcome(Seat(seat))),
            Some(SavedEnding::Agreed) => Some(session.game.agreement_outcome()),
            Some(SavedEnding::Claimed) => {
                session.claimable().first().map(|&claim| Outcome::Draw { reason: EndReason::Claimed(claim) })
            }
            None => None,
        };
        if let Some(outcome) = outcome {
            session.end(outcome);
        }
        Ok((session, clocks))
    }
}

fn loser_of(session: &Session, winner: Seat) -> u8 {
    // Two-seat games only reach here (Trichess endings by players are scored, not won).
    (0..session.game.seats()).find(|&s| s != winner.0).unwrap_or(0)
}

/// A PGN text for chess and Marseillais games; `None` for the other games.
pub fn pgn_of(session: &Session) -> Option<String> {
    let any = session.game.as_any();
    let result = session.outcome().map(|o| tabula_rules::chess::result_token(&o).to_owned());
    let names: Vec<String> = session.setup.players.iter().map(Player::label).collect();
    let fill = |tags: &mut tabula_rules::chess::Tags| {
        tags.set("Event", "Tabula game");
        tags.set("Site", "Tabula");
        if let [white, black] = names.as_slice() {
            tags.set("White", white);
            tags.set("Black", black);
        }
        if let Some(result) = &result {
            tags.set("Result", result);
        }
    };
    if let Some(game) = any.downcast_ref::<tabula_rules::chess::ChessGame>() {
        let mut pgn = Pgn::new(game.clone());
        fill(&mut pgn.tags);
        return Some(pgn.to_string());
    }
    if let Some(game) = any.downcast_ref::<tabula_rules::marseillais::MarseillaisGame>() {
        let mut pgn = MarseillaisPgn::new(game.clone());
        fill(&mut pgn.tags);
        return Some(pgn.to_string());
    }
    None
}

/// Reads a PGN file as a hot-seat game (chess, or Marseillais when tagged so).
pub fn saved_from_pgn(text: &str) -> Result<SavedGame, String> {
    let is_marseillais = text.lines().any(|l| l.trim().eq_ignore_ascii_case("[Variant \"Marseillais\"]"));
    let (variant, start, moves) = if is_marseillais {
        let pgn = MarseillaisPgn::parse(text).map_err(|e| format!("PGN: {e}"))?;
        let start = pgn.tags.get("FEN").map(str::to_owned);
        ("marseillais", start, pgn.game.moves().map(|m| m.uci()).collect())
    } else {
        let pgn = Pgn::parse(text).map_err(|e| format!("PGN: {e}"))?;
        let start = pgn.tags.get("FEN").map(str::to_owned);
        ("chess", start, pgn.game.moves().map(|m| m.uci()).collect())
    };
    let mut setup = GameSetup::hot_seat(variant);
    setup.start = start;
    Ok(SavedGame { format: FORMAT, setup, moves, clock_ms: Vec::new(), ending: None })
}

/// Reads a save file of either kind.
pub fn read_file(path: &Path) -> Result<SavedGame, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let parsed = if path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")) {
        saved_from_pgn(&text)
    } else {
        SavedGame::from_ron(&text)
    };
    parsed.map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes a file whole or not at all: a crash mid-write never leaves half a save.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let temporary = path.with_extension("tmp");
    std::fs::write(&temporary, text).map_err(|e| format!("{}: {e}", temporary.display()))?;
    std::fs::rename(&temporary, path).map_err(|e| format!("{}: {e}", path.display()))
}

/// Saved games on disk, newest first.
pub fn list_saves(dirs: &StorageDirs) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dirs.saves_dir()) else { return Vec::new() };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ron" || e == "pgn"))
        .map(|p| (std::fs::metadata(&p).and_then(|m| m.modified()).unwrap_or(std::time::UNIX_EPOCH), p))
        .collect();
    files.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    files.into_iter().map(|(_, p)| p).collect()
}

/// Requests to the save system.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum SaveRequest {
    /// Save the current game in the saves folder (RON, plus PGN where the game has one).
    Save,
    Load(PathBuf),
    /// Resume the autosaved game.
    Resume,
}

/// The autosave, if one exists and reads back: shown on the title screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct Resumable(pub Option<SavedGame>);

pub fn plugin(app: &mut App) {
    app.add_message::<SaveRequest>();
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    app.insert_resource(Resumable(
        read_file(&dirs.autosave_path())
            .ok()
            .filter(|s| !s.moves.is_empty() && s.restore().is_ok_and(|(session, _)| !session.is_over())),
    ));
    app.add_systems(Update, handle_save_requests);
    app.add_systems(Update, autosave.run_if(resource_exists::<Session>.and_then(resource_exists::<Clocks>)));
}

fn stamp() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    secs.to_string()
}

#[allow(clippy::too_many_arguments)]
fn handle_save_requests(
    mut requests: MessageReader<SaveRequest>,
    mut commands: Commands,
    session: Option<Res<Session>>,
    clocks: Option<Res<Clocks>>,
    resumable: Res<Resumable>,
    dirs: Res<StorageDirs>,
    mut score: ResMut<super::MatchScore>,
    mut status: ResMut<StatusLine>,
) {
    for request in requests.read() {
        let loaded = match request {
            SaveRequest::Save => {
                let (Some(session), Some(clocks)) = (session.as_ref(), clocks.as_ref()) else { continue };
                status.0 = match save_now(session, clocks, &dirs) {
                    Ok(path) => format!("Saved to {}", path.display()),
                    Err(error) => format!("Could not save: {error}"),
                };
                continue;
            }
            SaveRequest::Load(path) => read_file(path),
            SaveRequest::Resume => resumable.0.clone().ok_or_else(|| "there is no game to resume".to_owned()),
        };
        match loaded.and_then(|saved| saved.restore()) {
            Ok((session, clocks)) => {
                *score = super::MatchScore::default();
                if !session.is_over() {
                    score.new_game(&session.setup);
                }
                status.0 = format!("Loaded a game of {} after {} moves.", session.variant(), session.moves.len());
                super::begin(&mut commands, session, clocks);
            }
            Err(error) => status.0 = format!("Could not load: {error}"),
        }
    }
}

fn save_now(session: &Session, clocks: &Clocks, dirs: &StorageDirs) -> Result<PathBuf, String> {
    let base = dirs.saves_dir().join(format!("{}-{}", session.variant(), stamp()));
    let ron_path = base.with_extension("ron");
    write_atomically(&ron_path, &SavedGame::of(session, clocks).to_ron()?)?;
    if let Some(pgn) = pgn_of(session) {
        write_atomically(&base.with_extension("pgn"), &pgn)?;
    }
    Ok(ron_path)
}

/// Keeps the autosave current after every change to the game (moves, takebacks, endings, a
/// new or loaded game), so a crash or quit loses nothing.
fn autosave(session: Res<Session>, clocks: Res<Clocks>, dirs: Res<StorageDirs>, mut status: ResMut<StatusLine>) {
    if !session.is_changed() {
        return;
    }
    let result =
        SavedGame::of(&session, &clocks).to_ron().and_then(|text| write_atomically(&dirs.autosave_path(), &text));
    if let Err(error) = result {
        status.0 = format!("Autosave failed: {error}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_save_reads_back_the_same_game() {
        let setup = GameSetup::vs_computer("brandubh", "Club", 1);
        let first = tabula_rules::new_game("brandubh").expect("known").move_views()[0].text.clone();
        let session = Session::start(setup, &[first]).expect("legal");
        let clocks = Clocks::new(None, 2);
        let saved = SavedGame::of(&session, &clocks);
        let text = saved.to_ron().expect("serialises");
        let back = SavedGame::from_ron(&text).expect("parses");
        assert_eq!(back, saved);
        let (restored, _) = back.restore().expect("replays");
        assert_eq!(restored.game.position_string(), session.game.position_string());
    }

    #[test]
    fn bad_saves_are_errors() {
        assert!(SavedGame::from_ron("(format: 1, setup: oops").is_err());
        assert!(SavedGame::from_ron("").is_err());
        let mut saved =
            SavedGame::of(&Session::start(GameSetup::hot_seat("chess"), &[]).expect("new"), &Clocks::new(None, 2));
        saved.moves = vec!["e2e5".to_owned()];
        let error = saved.restore().err().unwrap_or_default();
        assert!(error.contains("e2e5"), "{error}");
        assert!(saved_from_pgn("1. e4 e5 2. Ke3").is_err());
    }
}
