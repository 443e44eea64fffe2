//! The engine's state between commands (variant, game, level, threads, a running search) and
//! the reply to each command.

use crate::bench;
use crate::commands::{self, Command, Go, Start};
use crate::output::Output;
use std::thread::JoinHandle;
use std::time::Duration;
use tabula_ai::{DynInfo, Level, Rng, levels, start_dyn_search};
use tabula_rules::chess::default_threads;
use tabula_rules::{DynGame, Variant};

/// Upper bound of the `Threads` option.
const MAX_THREADS: usize = 64;
/// Upper bound of the `MultiPV` option.
const MAX_LINES: usize = 16;
/// The level used until `setoption name Level` picks another.
const DEFAULT_LEVEL: &str = "Master";

struct Running {
    stop: std::sync::Arc<dyn Fn() + Send + Sync>,
    /// `None` in the browser, where the search and its report ran before `go` returned.
    reporter: Option<JoinHandle<()>>,
    /// `go infinite` never ends by itself; every other search does.
    infinite: bool,
}

pub struct Session {
    out: Output,
    variant: Variant,
    game: Box<dyn DynGame>,
    threads: usize,
    /// Set by `setoption name Threads`: then searches use that many threads too, whatever
    /// the level's own number (levels that make mistakes still search on one).
    threads_chosen: bool,
    level: Level,
    /// Best lines reported at each depth (`setoption name MultiPV`).
    lines: usize,
    search: Option<Running>,
}

impl Session {
    pub fn new(out: Output) -> Session {
        let level = tabula_ai::level(DEFAULT_LEVEL).unwrap_or_else(|_| Level::full_strength());
        Session {
            out,
            variant: Variant::ALL[0],
            game: Variant::ALL[0].new_game(),
            threads: default_threads().clamp(1, MAX_THREADS),
            threads_chosen: false,
            level,
            lines: 1,
            search: None,
        }
    }

    /// Handles one input line; `false` when the engine should exit.
    pub fn handle(&mut self, line: &str) -> bool {
        let command = match commands::parse(line) {
            None => return true,
            Some(Ok(command)) => command,
            Some(Err(error)) => {
                self.out.error(&error.to_string());
                return true;
            }
        };
        // `stop` and `quit` end a running search now. Other commands (scripts piping commands
        // in) first let a bounded search finish by its own limits; an infinite one is stopped.
        // Either way its bestmove comes before the command's reply. `isready` answers at once.
        match command {
            Command::IsReady => {}
            Command::Stop | Command::Quit => self.finish_search(true),
            _ => self.finish_search(false),
        }
        match command {
            Command::Uci => self.identify(),
            Command::IsReady => self.out.line("readyok"),
            Command::NewGame => self.reset(),
            Command::SetOption { name, value } => self.set_option(&name, &value),
            Command::Position { start, moves } => self.set_position(start, &moves),
            Command::Perft { depth } => self.perft(depth),
            Command::Go(go) => self.go(go),
            Command::Stop => {}
            Command::Display => self.display(),
            Command::Bench => bench::run(&self.out),
            Command::Quit => return false,
        }
        true
    }

    fn identify(&self) {
        let out = &self.out;
        out.line(&format!("id name Tabula {}", env!("CARGO_PKG_VERSION")));
        out.line("id author the Tabula developers");
        let names: Vec<String> = Variant::ALL.iter().map(|v| format!("var {v}")).collect();
        out.line(&format!("option name UCI_Variant type combo default {} {}", Variant::ALL[0], names.join(" ")));
        if let Ok(all) = levels() {
            let names: Vec<String> = all.iter().map(|l| format!("var {}", l.name)).collect();
            out.line(&format!("option name Level type combo default {DEFAULT_LEVEL} {}", names.join(" ")));
        }
        out.line(&format!("option name Threads type spin default {} min 1 max {MAX_THREADS}", self.threads));
        out.line(&format!("option name MultiPV type spin default 1 min 1 max {MAX_LINES}"));
        out.line("uciok");
    }

    /// Stops (if `stop`, or if it is infinite) or waits for the running search, whose thread
    /// prints `bestmove`.
    pub fn finish_search(&mut self, stop: bool) {
        if let Some(running) = self.search.take() {
            if stop || running.infinite {
                (running.stop)();
            }
            if let Some(reporter) = running.reporter {
                let _ = reporter.join();
            }
        }
    }

    fn reset(&mut self) {
        self.game = self.variant.new_game();
    }

    fn set_option(&mut self, name: &str, value: &str) {
        if name.eq_ignore_ascii_case("Threads") {
            match value.parse::<usize>() {
                Ok(threads @ 1..=MAX_THREADS) => {
                    self.threads = threads;
                    self.threads_chosen = true;
                }
                _ => self.out.error(&format!("Threads must be a number from 1 to {MAX_THREADS}, not '{value}'")),
            }
        } else if name.eq_ignore_ascii_case("MultiPV") {
            match value.parse::<usize>() {
                Ok(lines @ 1..=MAX_LINES) => self.lines = lines,
                _ => self.out.error(&format!("MultiPV must be a number from 1 to {MAX_LINES}, not '{value}'")),
            }
        } else if name.eq_ignore_ascii_case("Level") {
            match tabula_ai::level(value) {
                Ok(level) => self.level = level,
                Err(error) => self.out.error(&error.to_string()),
            }
        } else if name.eq_ignore_ascii_case("UCI_Variant") {
            match value.parse::<Variant>() {
                Ok(variant) => {
                    self.variant = variant;
                    self.game = variant.new_game();
                }
                Err(_) => {
                    let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
                    self.out.error(&format!("unknown variant '{value}' (known: {})", names.join(", ")));
                }
            }
        } else {
            self.out.error(&format!("unknown option '{name}'"));
        }
    }

    /// Builds the new position aside and only replaces the current one if every part is valid.
    fn set_position(&mut self, start: Start, moves: &[String]) {
        let game = match start {
            Start::StartPos => Ok(self.variant.new_game()),
            Start::Position(text) => {
                self.variant.from_position(&text).map_err(|error| format!("invalid position: {error}"))
            }
        };
        let mut game = match game {
            Ok(game) => game,
            Err(message) => return self.out.error(&message),
        };
        for (index, text) in moves.iter().enumerate() {
            // `wait`: the seat to move lets its turn go by, as a waiting side does in a lesson.
            if text == "wait" {
                if !game.wait() {
                    return self
                        .out
                        .error(&format!("move {} (wait): this seat cannot wait here; position unchanged", index + 1));
                }
                continue;
            }
            if let Err(error) = game.play_str(text) {
                return self.out.error(&format!("move {} ({text}): {error}; position unchanged", index + 1));
            }
        }
        self.game = game;
    }

    fn perft(&self, depth: u32) {
        let divided = self.game.perft_divide(depth, self.threads);
        let mut total = 0;
        for (mv, nodes) in &divided {
            self.out.line(&format!("{mv}: {nodes}"));
            total += nodes;
        }
        if depth == 0 {
            total = 1;
        }
        self.out.line("");
        self.out.line(&format!("Nodes searched: {total}"));
        self.out.line("");
    }

    fn go(&mut self, go: Go) {
        let infinite = go.limits.infinite;
        let mut limits = go.limits_for(self.game.to_move().0);
        limits.lines = self.lines;
        // The named level as this game plays it (games may tune their own levels).
        let mut level =
            tabula_ai::level_for(self.variant.name(), &self.level.name).unwrap_or_else(|_| self.level.clone());
        if self.threads_chosen {
            level.threads = Some(self.threads as u32);
        }
        if go.is_unbounded() {
            // A bare `go` thinks for the level's time (at most 2 s at full strength).
            limits.movetime = Some(Duration::from_millis(level.movetime_ms.min(2_000)));
        }
        let info_out = self.out.clone();
        let on_info = move |info: &DynInfo| info_out.line(&info_line(info));
        let search = start_dyn_search(self.game.as_ref(), limits, level, Rng::from_time(), on_info);
        let stop = search.stopper();
        let out = self.out.clone();
        let report = move || match search.wait() {
            Some((Some(best), _)) => out.line(&format!("bestmove {best}")),
            // UCI's word for "no move": the game is over.
            Some((None, _)) => out.line("bestmove (none)"),
            None => {
                out.error("the search failed");
                out.line("bestmove (none)");
            }
        };
        #[cfg(not(target_arch = "wasm32"))]
        let reporter = Some(std::thread::spawn(report));
        #[cfg(target_arch = "wasm32")]
        let reporter = {
            report();
            None
        };
        self.search = Some(Running { stop, reporter, infinite });
    }

    fn display(&self) {
        let game = &self.game;
        let out = &self.out;
        let to_move = game.seat_names().get(game.to_move().0 as usize).copied().unwrap_or("?");
        out.line(&format!("Variant: {}", game.variant()));
        out.line(&format!("Fen: {}", game.position_string()));
        out.line(&format!("Key: {:016X}", game.hash()));
        out.line(&format!("To move: {to_move}"));
        if let Some(detail) = game.detail() {
            out.line(&format!("Detail: {detail}"));
        }
        out.line(&format!("Legal: {}", game.legal_move_strings().join(" ")));
        out.line(&format!("Status: {}", game.status().describe(game.seat_names())));
    }
}

/// `info depth 7 multipv 1 score cp 35 nodes 123456 nps 1000000 time 123 pv e2e4 e7e5`.
pub fn info_line(info: &DynInfo) -> String {
    let score = match info.mate_in {
        Some(moves) => format!("mate {moves}"),
        None => format!("cp {}", info.score),
    };
    // UCI names the line only when several are asked for; `multipv 1` is harmless either way.
    format!(
        "info depth {} multipv {} score {score} nodes {} nps {} time {} pv {}",
        info.depth,
        info.line,
        info.nodes,
        info.nps(),
        info.elapsed.as_millis(),
        info.pv.join(" ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// A sink the test can read back.
    #[derive(Clone, Default)]
    struct Captured(Arc<Mutex<Vec<u8>>>);

    impl std::io::Write for Captured {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().map_err(|_| std::io::Error::other("poisoned"))?.extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn run(lines: &[&str]) -> String {
        let captured = Captured::default();
        let mut session = Session::new(Output::new(captured.clone()));
        for line in lines {
            session.handle(line);
        }
        session.handle("quit");
        let bytes = captured.0.lock().map(|b| b.clone()).unwrap_or_default();
        String::from_utf8(bytes).expect("utf-8")
    }

    #[test]
    fn error_leaves_position_unchanged() {
        let out = run(&["position startpos moves e2e4", "position startpos moves e2e4 e2e4", "d"]);
        assert!(out.contains("info string error: move 2 (e2e4)"), "{out}");
        assert!(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "{out}");
    }

    #[test]
    fn unknown_variant_level_and_option_are_reported() {
        let out = run(&[
            "setoption name UCI_Variant value nosuch",
            "setoption name Hash value 16",
            "setoption name Threads value 0",
            "setoption name Level value Grandmaster",
        ]);
        assert!(out.contains("unknown variant 'nosuch'"));
        assert!(out.contains("unknown option 'Hash'"));
        assert!(out.contains("Threads must be a number from 1 to 64, not '0'"), "{out}");
        assert!(out.contains("unknown level 'Grandmaster'"), "{out}");
    }

    #[test]
    fn perft_zero_counts_the_root() {
        let out = run(&["go perft 0"]);
        assert!(out.contains("Nodes searched: 1"), "{out}");
    }

    #[test]
    fn a_search_on_the_threads_asked_for_finds_the_mate() {
        let out =
            run(&["setoption name Threads value 2", "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go depth 4"]);
        assert!(out.contains("score mate 1"), "{out}");
        assert!(out.contains("bestmove a1a8"), "{out}");
        assert!(!out.contains("error"), "{out}");
    }

    #[test]
    fn multipv_reports_the_best_lines_each_with_its_own_first_move() {
        // White mates with Ra8; the other lines are worse, and each starts with another move.
        let out = run(&[
            "setoption name MultiPV value 3",
            "setoption name Level value Master",
            "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "go depth 3",
        ]);
        // A found mate ends the deepening early (here after depth 2): take the last depth.
        let deepest =
            out.lines().filter_map(|l| l.strip_prefix("info depth ")?.split(' ').next()).next_back().unwrap_or("?");
        let last: Vec<&str> = out.lines().filter(|l| l.starts_with(&format!("info depth {deepest} "))).collect();
        assert_eq!(last.len(), 3, "{out}");
        let first_moves: Vec<&str> =
            last.iter().map(|l| l.split(" pv ").nth(1).and_then(|pv| pv.split(' ').next()).unwrap_or("")).collect();
        assert_eq!(first_moves[0], "a1a8", "{out}");
        assert!(last[0].contains("multipv 1 score mate 1"), "{out}");
        assert!(last[1].contains("multipv 2 ") && last[2].contains("multipv 3 "), "{out}");
        assert!(
            first_moves[1] != first_moves[0] && first_moves[2] != first_moves[1] && first_moves[2] != first_moves[0]
        );
        assert!(out.contains("bestmove a1a8"), "{out}");
        let refused = run(&["setoption name MultiPV value 0", "setoption name MultiPV value many"]);
        assert_eq!(refused.matches("MultiPV must be a number from 1 to 16").count(), 2, "{refused}");
    }

    #[test]
    fn go_depth_prints_info_and_bestmove() {
        let out = run(&["position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "go depth 3"]);
        assert!(out.contains("info depth 1 multipv 1 score"), "{out}");
        assert!(out.contains("score mate 1"), "{out}");
        assert!(out.contains("bestmove a1a8"), "{out}");
    }

    #[test]
    fn stop_ends_an_infinite_search_with_a_move() {
        let out = run(&["go infinite", "isready", "stop"]);
        assert!(out.contains("readyok"), "{out}");
        assert!(out.contains("bestmove "), "{out}");
    }

    #[test]
    fn a_finished_game_has_no_bestmove() {
        let out = run(&["position startpos moves f2f3 e7e5 g2g4 d8h4", "go depth 2"]);
        assert!(out.contains("bestmove (none)"), "{out}");
    }

    #[test]
    fn garbage_of_every_kind_is_answered_without_a_crash() {
        let words = [
            "position",
            "fen",
            "startpos",
            "moves",
            "go",
            "perft",
            "depth",
            "movetime",
            "setoption",
            "name",
            "value",
            "UCI_Variant",
            "Level",
            "Threads",
            "d",
            "e2e4",
            "d1-d3",
            "v20-e1011",
            "pass",
            "c2-c3",
            "K",
            "8/8/8",
            "-1",
            "99999999999999999999",
            "\u{0}",
            "é",
            "/",
            "*",
            "3t3",
            "a",
            "b",
            "r",
            "0",
            "1",
            "2",
        ];
        let variants = ["chess", "marseillais", "trichess", "brandubh", "trigame"];
        let mut state = 0x5EED_u64;
        let mut next = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let captured = Captured::default();
        let mut session = Session::new(Output::new(captured.clone()));
        for round in 0..400 {
            if round % 40 == 0 {
                session
                    .handle(&format!("setoption name UCI_Variant value {}", variants[(round / 40) % variants.len()]));
            }
            let length = (next() % 8) as usize;
            let line: Vec<&str> = (0..length).map(|_| words[(next() % words.len() as u64) as usize]).collect();
            let line = line.join(" ");
            // Keep searches and perft cheap: the point is the parsing.
            if line.contains("go") && !line.contains("perft") {
                session.handle(&format!("{line} depth 1"));
            } else if line.contains("perft") {
                session.handle("go perft 1");
            } else {
                assert!(session.handle(&line) || line.starts_with("quit"), "{line}");
            }
        }
        session.handle("isready");
        session.handle("quit");
        let text = String::from_utf8(captured.0.lock().map(|b| b.clone()).unwrap_or_default()).expect("utf-8");
        assert!(text.contains("readyok"), "the engine answered to the end");
    }
}
