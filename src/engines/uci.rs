//! Talking to an installed UCI engine (Stockfish, Fairy-Stockfish...) as a child process: what
//! it is and can play (`probe`), and one move from it (`play`). Every wait has a deadline: an
//! engine that crashes, hangs or never answers is an error with a message, never a frozen game.

use super::info_line::parse_info;
use super::{EngineInfo, EnginePosition};
use crate::tr;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};
use tabula_ai::{DynInfo, SearchInfo};
use tabula_rules::Variant;
use tabula_table::EngineSeat;

// The errors below end an engine's game or explain why a program is not offered: the player
// reads them (the game's status line, the settings window), so they are in the player's
// language, each naming the engine (its path until it has said its name).

/// How long an engine may take to say who it is (`uciok`) or that it is ready (`readyok`).
const ANSWER_TIME: Duration = Duration::from_secs(5);
/// How long past its time a move may be late before the engine counts as hung.
const GRACE: Duration = Duration::from_secs(5);

/// A running engine: its input, and its output lines as they come.
struct Engine {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    name: String,
}

impl Engine {
    fn start(path: &str) -> Result<Engine, String> {
        let spawn = || Command::new(path).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null()).spawn();
        // A program still being copied into place, or held open for writing by another
        // process's fork, is briefly "busy"; a few short waits let the copy finish.
        let mut tries = 0;
        let mut child = loop {
            match spawn() {
                Err(e) if e.kind() == std::io::ErrorKind::ExecutableFileBusy && tries < 5 => {
                    tries += 1;
                    std::thread::sleep(Duration::from_millis(50));
                }
                started => break started.map_err(|e| tr!("menu-engine-not-started", engine = path, error = e))?,
            }
        };
        let input = child.stdin.take().ok_or_else(|| tr!("menu-engine-no-input"))?;
        let output = child.stdout.take().ok_or_else(|| tr!("menu-engine-no-output"))?;
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Engine { child, input, lines, name: path.to_owned() })
    }

    fn send(&mut self, command: &str) -> Result<(), String> {
        writeln!(self.input, "{command}")
            .and_then(|()| self.input.flush())
            .map_err(|_| tr!("menu-engine-closed-input", engine = self.name))
    }

    /// The next line before `deadline`: an error when the engine ended or stayed silent.
    fn line(&mut self, deadline: Instant) -> Result<String, String> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait) {
            Ok(line) => Ok(line),
            Err(RecvTimeoutError::Timeout) => Err(tr!("menu-engine-stopped-answering", engine = self.name)),
            Err(RecvTimeoutError::Disconnected) => Err(tr!("menu-engine-crashed", engine = self.name)),
        }
    }

    /// Reads lines until one starts with `word`, handing each to `heard`.
    fn until(&mut self, word: &str, deadline: Instant, mut heard: impl FnMut(&str)) -> Result<String, String> {
        loop {
            let line = self.line(deadline)?;
            if line.split_whitespace().next() == Some(word) {
                return Ok(line);
            }
            heard(&line);
        }
    }

    fn introduce(&mut self) -> Result<EngineInfo, String> {
        self.send("uci")?;
        let mut info =
            EngineInfo { name: String::new(), path: self.name.clone(), variants: Vec::new(), elo: None, skill: None };
        let mut limit_strength = false;
        let mut elo = None;
        self.until("uciok", Instant::now() + ANSWER_TIME, |line| {
            if let Some(name) = line.strip_prefix("id name ") {
                info.name = name.trim().to_owned();
            } else if let Some(option) = line.strip_prefix("option name ") {
                read_option(option, &mut info, &mut limit_strength, &mut elo);
            }
        })?;
        info.elo = elo.filter(|_| limit_strength);
        if info.name.is_empty() {
            info.name = std::path::Path::new(&info.path)
                .file_name()
                .map_or_else(|| info.path.clone(), |n| n.to_string_lossy().into_owned());
        }
        self.name = info.name.clone();
        Ok(info)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        // A moment to quit by itself, then it is ended.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One `option name ...` line: the variants, the strength options.
fn read_option(option: &str, info: &mut EngineInfo, limit_strength: &mut bool, elo: &mut Option<(u32, u32)>) {
    let (name, rest) = option.split_once(" type ").unwrap_or((option, ""));
    let words: Vec<&str> = rest.split_whitespace().collect();
    let value_after = |key: &str| words.iter().position(|w| *w == key).and_then(|at| words.get(at + 1));
    match name.trim() {
        "UCI_Variant" => {
            info.variants = words.windows(2).filter(|w| w[0] == "var").map(|w| w[1].to_owned()).collect();
        }
        "UCI_LimitStrength" => *limit_strength = true,
        "UCI_Elo" => {
            if let (Some(min), Some(max)) = (value_after("min"), value_after("max")) {
                *elo = min.parse().ok().zip(max.parse().ok());
            }
        }
        "Skill Level" => {
            if let (Some(min), Some(max)) = (value_after("min"), value_after("max")) {
                info.skill = min.parse().ok().zip(max.parse().ok());
            }
        }
        _ => {}
    }
}

/// Starts the program at `path` and asks what it is.
pub fn probe(path: &str) -> Result<EngineInfo, String> {
    Engine::start(path)?.introduce()
}

/// One move from `seat`'s engine in `position`; `on_info` hears its reports. `stop` ends the
/// search early (the engine's `bestmove` still counts).
pub fn play(
    seat: &EngineSeat,
    position: &EnginePosition,
    stop: &Arc<AtomicBool>,
    mut on_info: impl FnMut(&DynInfo),
) -> Result<(Option<String>, DynInfo), String> {
    let variant = position.variant.as_str();
    let mut engine = Engine::start(&seat.path)?;
    let info = engine.introduce()?;
    if !info.plays(variant) {
        // The game by its name in the player's language (the engine knows Tabula's code for it).
        let game = variant.parse::<Variant>().map_or_else(|_| variant.to_owned(), crate::i18n::words::game_title);
        return Err(tr!("menu-engine-wrong-game", engine = info.name, game = game));
    }
    if !info.variants.is_empty() {
        engine.send(&format!("setoption name UCI_Variant value {variant}"))?;
    }
    if let (Some(elo), Some((min, max))) = (seat.elo, info.elo) {
        engine.send("setoption name UCI_LimitStrength value true")?;
        engine.send(&format!("setoption name UCI_Elo value {}", elo.clamp(min, max)))?;
    } else if let (Some(skill), Some((min, max))) = (seat.skill, info.skill) {
        engine.send(&format!("setoption name Skill Level value {}", skill.clamp(min, max)))?;
    }
    engine.send("isready")?;
    engine.until("readyok", Instant::now() + ANSWER_TIME, |_| {})?;
    engine.send(&position.command())?;
    engine.send(&format!("go movetime {}", seat.movetime_ms.max(10)))?;
    let deadline = Instant::now() + Duration::from_millis(u64::from(seat.movetime_ms)) + GRACE;
    let mut last = SearchInfo::before_search();
    let mut stop_sent = false;
    loop {
        if stop.load(Ordering::Relaxed) && !stop_sent {
            engine.send("stop")?;
            stop_sent = true;
        }
        // Short waits, so that a stop is heard within a moment.
        let line = match engine.lines.recv_timeout(Duration::from_millis(50)) {
            Ok(line) => line,
            Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => continue,
            Err(RecvTimeoutError::Timeout) => {
                return Err(tr!("menu-engine-stopped-answering", engine = engine.name));
            }
            Err(RecvTimeoutError::Disconnected) => return Err(tr!("menu-engine-crashed", engine = engine.name)),
        };
        if let Some(report) = parse_info(&line) {
            on_info(&report);
            last = report;
        } else if let Some(best) = line.strip_prefix("bestmove") {
            let best = best.split_whitespace().next().filter(|m| *m != "(none)" && *m != "0000");
            return Ok((best.map(str::to_owned), last));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fake engines: shell scripts whose `go` answer differs (their other answers are a
    /// proper engine's; `echo` answers with the last move it was told). All are written once,
    /// before any is started: a script still open for writing while another test thread forks
    /// cannot be run ("Text file busy").
    fn fake_engine(name: &str) -> String {
        static FOLDER: std::sync::OnceLock<std::path::PathBuf> = std::sync::OnceLock::new();
        let folder = FOLDER.get_or_init(|| {
            let dir = std::env::temp_dir().join(format!("tabula-fake-engines-{}", std::process::id()));
            std::fs::create_dir_all(&dir).expect("temp dir");
            let engines = [
                ("echo", "echo \"bestmove ${last##* }\""),
                ("good", "echo 'info depth 3 score cp 20 nodes 50 time 5 pv e2e4 e7e5'; echo 'bestmove e2e4'"),
                ("crash", "exit 3"),
                ("hang", "sleep 30"),
                ("chess-only", "echo 'bestmove a1a2'"),
            ];
            for (name, on_go) in engines {
                let script = format!(
                    "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    position*) last=\"$line\" ;;\n    \
                     uci) echo 'id name Fake {name}'; \
                     echo 'option name UCI_LimitStrength type check default false'; \
                     echo 'option name UCI_Elo type spin default 1500 min 1320 max 3190'; echo uciok ;;\n    \
                     isready) echo readyok ;;\n    go*) {on_go} ;;\n    quit) exit 0 ;;\n  esac\ndone\n"
                );
                let path = dir.join(name);
                std::fs::write(&path, script).expect("script");
                #[cfg(unix)]
                {
                    use std::os::unix::fs::PermissionsExt;
                    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
                }
            }
            dir
        });
        folder.join(name).to_string_lossy().into_owned()
    }

    fn seat(path: &str) -> EngineSeat {
        EngineSeat { name: "Fake".into(), path: path.into(), elo: Some(1000), skill: None, movetime_ms: 100 }
    }

    fn start(variant: &str) -> EnginePosition {
        EnginePosition { variant: variant.to_owned(), start: None, moves: Vec::new() }
    }

    #[test]
    fn the_engine_hears_the_game_from_its_start() {
        let mut position = start("chess");
        assert_eq!(position.command(), "position startpos");
        position.moves = vec!["e2e4".into(), "e7e5".into()];
        assert_eq!(position.command(), "position startpos moves e2e4 e7e5");
        position.start = Some("8/8/8/8/8/8/4k3/4K3 w - - 0 1".into());
        assert_eq!(position.command(), "position fen 8/8/8/8/8/8/4k3/4K3 w - - 0 1 moves e2e4 e7e5");
        let mut table = tabula_table::Table::new(tabula_table::GameSetup::hot_seat(Variant::Chess)).expect("a table");
        table.play_as(tabula_rules::Seat(0), "g1f3").expect("a move");
        assert_eq!(EnginePosition::of_table(&table).command(), "position startpos moves g1f3");
        // Trigame with its other seat first is not the usual start: the start is written out.
        let mut setup = tabula_table::GameSetup::hot_seat(Variant::Trigame);
        setup.first_seat = 1;
        let table = tabula_table::Table::new(setup).expect("a table");
        let told = EnginePosition::of_table(&table);
        assert_eq!(told.start, Some(table.game().position_string()));
    }

    /// An engine that answers `go` with the move it was last told, so a test sees what it heard.
    #[test]
    fn a_fake_engine_is_sent_the_moves() {
        let path = fake_engine("echo");
        let position = EnginePosition { moves: vec!["e2e4".into(), "c7c5".into()], ..start("chess") };
        let (best, _) = play(&seat(&path), &position, &Arc::default(), |_| {}).expect("a move");
        assert_eq!(best.as_deref(), Some("c7c5"), "the engine heard the moves");
    }

    #[test]
    fn an_engine_says_what_it_is_and_plays_a_move() {
        let path = fake_engine("good");
        let info = probe(&path).expect("probed");
        assert_eq!(info.name, "Fake good");
        assert_eq!(info.elo, Some((1320, 3190)));
        assert!(info.plays("chess") && !info.plays("trichess"));
        let mut heard = Vec::new();
        let (best, last) =
            play(&seat(&path), &start("chess"), &Arc::default(), |i| heard.push(i.depth)).expect("a move");
        assert_eq!(best.as_deref(), Some("e2e4"));
        assert_eq!((last.depth, last.score, heard), (3, 20, vec![3]));
    }

    #[test]
    fn a_crashing_a_silent_and_a_missing_engine_are_errors_with_a_message() {
        let crash = fake_engine("crash");
        assert!(play(&seat(&crash), &start("chess"), &Arc::default(), |_| {}).unwrap_err().contains("quit or crashed"));
        let hang = fake_engine("hang");
        let started = Instant::now();
        let mut slow = seat(&hang);
        slow.movetime_ms = 10;
        let error = play(&slow, &start("chess"), &Arc::default(), |_| {}).unwrap_err();
        assert!(error.contains("stopped answering"), "{error}");
        assert!(started.elapsed() < GRACE + Duration::from_secs(3));
        assert!(probe("/nonexistent/engine").unwrap_err().contains("could not be started"));
        let other = fake_engine("chess-only");
        assert!(
            play(&seat(&other), &start("trichess"), &Arc::default(), |_| {}).unwrap_err().contains("does not play")
        );
    }

    #[test]
    fn variants_and_skill_are_read_from_the_options() {
        let mut info =
            EngineInfo { name: String::new(), path: String::new(), variants: vec![], elo: None, skill: None };
        let (mut limit, mut elo) = (false, None);
        read_option(
            "UCI_Variant type combo default chess var chess var brandubh var shogi",
            &mut info,
            &mut limit,
            &mut elo,
        );
        read_option("Skill Level type spin default 20 min 0 max 20", &mut info, &mut limit, &mut elo);
        assert_eq!(info.variants, ["chess", "brandubh", "shogi"]);
        assert_eq!(info.skill, Some((0, 20)));
        assert!(info.plays("brandubh") && !info.plays("trigame"));
    }
}
