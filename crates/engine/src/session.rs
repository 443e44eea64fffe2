//! The engine's state between commands (variant and current game) and the reply to each command.

use crate::commands::{self, Command, Start};
use std::io::Write;
use tabula_rules::chess::default_threads;
use tabula_rules::{DynGame, VARIANTS, new_game, new_game_from_position};

pub struct Session {
    variant: &'static str,
    game: Box<dyn DynGame>,
    threads: usize,
}

/// Upper bound of the `Threads` option.
const MAX_THREADS: usize = 64;

impl Session {
    pub fn new() -> Session {
        let variant = VARIANTS[0].name;
        Session { variant, game: (VARIANTS[0].new)(), threads: default_threads().clamp(1, MAX_THREADS) }
    }

    /// Handles one input line; `false` when the engine should exit.
    /// Write errors are ignored here: a closed stdout ends the loop in `main`.
    pub fn handle(&mut self, line: &str, out: &mut impl Write) -> bool {
        let command = match commands::parse(line) {
            None => return true,
            Some(Ok(command)) => command,
            Some(Err(error)) => {
                report(out, &error.to_string());
                return true;
            }
        };
        match command {
            Command::Uci => {
                let names: Vec<String> = VARIANTS.iter().map(|v| format!("var {}", v.name)).collect();
                let _ = writeln!(out, "id name Tabula {}", env!("CARGO_PKG_VERSION"));
                let _ = writeln!(out, "id author the Tabula developers");
                let _ = writeln!(
                    out,
                    "option name UCI_Variant type combo default {} {}",
                    VARIANTS[0].name,
                    names.join(" ")
                );
                let _ = writeln!(out, "option name Threads type spin default {} min 1 max {MAX_THREADS}", self.threads);
                let _ = writeln!(out, "uciok");
            }
            Command::IsReady => {
                let _ = writeln!(out, "readyok");
            }
            Command::NewGame => self.reset(),
            Command::SetOption { name, value } => self.set_option(&name, &value, out),
            Command::Position { start, moves } => self.set_position(start, &moves, out),
            Command::Perft { depth } => self.perft(depth, out),
            Command::Display => self.display(out),
            Command::Quit => return false,
        }
        true
    }

    fn reset(&mut self) {
        if let Some(game) = new_game(self.variant) {
            self.game = game;
        }
    }

    fn set_option(&mut self, name: &str, value: &str, out: &mut impl Write) {
        if name.eq_ignore_ascii_case("Threads") {
            match value.parse::<usize>() {
                Ok(threads @ 1..=MAX_THREADS) => self.threads = threads,
                _ => report(out, &format!("Threads must be a number from 1 to {MAX_THREADS}, not '{value}'")),
            }
            return;
        }
        if !name.eq_ignore_ascii_case("UCI_Variant") {
            report(out, &format!("unknown option '{name}'"));
            return;
        }
        match VARIANTS.iter().find(|v| v.name.eq_ignore_ascii_case(value)) {
            Some(variant) => {
                self.variant = variant.name;
                self.game = (variant.new)();
            }
            None => {
                let names: Vec<&str> = VARIANTS.iter().map(|v| v.name).collect();
                report(out, &format!("unknown variant '{value}' (known: {})", names.join(", ")));
            }
        }
    }

    /// Builds the new position aside and only replaces the current one if every part is valid.
    fn set_position(&mut self, start: Start, moves: &[String], out: &mut impl Write) {
        let game = match start {
            Start::StartPos => new_game(self.variant).ok_or_else(|| format!("unknown variant '{}'", self.variant)),
            Start::Position(text) => match new_game_from_position(self.variant, &text) {
                Some(Ok(game)) => Ok(game),
                Some(Err(error)) => Err(format!("invalid position: {error}")),
                None => Err(format!("unknown variant '{}'", self.variant)),
            },
        };
        let mut game = match game {
            Ok(game) => game,
            Err(message) => return report(out, &message),
        };
        for (index, text) in moves.iter().enumerate() {
            if let Err(error) = game.play_str(text) {
                return report(out, &format!("move {} ({text}): {error}; position unchanged", index + 1));
            }
        }
        self.game = game;
    }

    fn perft(&self, depth: u32, out: &mut impl Write) {
        let divided = self.game.perft_divide(depth, self.threads);
        let mut total = 0;
        for (mv, nodes) in &divided {
            let _ = writeln!(out, "{mv}: {nodes}");
            total += nodes;
        }
        if depth == 0 {
            total = 1;
        }
        let _ = writeln!(out);
        let _ = writeln!(out, "Nodes searched: {total}");
        let _ = writeln!(out);
    }

    fn display(&self, out: &mut impl Write) {
        let game = &self.game;
        let to_move = game.seat_names().get(game.to_move().0 as usize).copied().unwrap_or("?");
        let _ = writeln!(out, "Variant: {}", game.variant());
        let _ = writeln!(out, "Fen: {}", game.position_string());
        let _ = writeln!(out, "Key: {:016X}", game.hash());
        let _ = writeln!(out, "To move: {to_move}");
        if let Some(detail) = game.detail() {
            let _ = writeln!(out, "Detail: {detail}");
        }
        let _ = writeln!(out, "Legal: {}", game.legal_move_strings().join(" "));
        let _ = writeln!(out, "Status: {}", game.status().describe(game.seat_names()));
    }
}

fn report(out: &mut impl Write, message: &str) {
    let _ = writeln!(out, "info string error: {message}");
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(lines: &[&str]) -> String {
        let mut session = Session::new();
        let mut out = Vec::new();
        for line in lines {
            session.handle(line, &mut out);
        }
        String::from_utf8(out).expect("utf-8")
    }

    #[test]
    fn error_leaves_position_unchanged() {
        let out = run(&["position startpos moves e2e4", "position startpos moves e2e4 e2e4", "d"]);
        assert!(out.contains("info string error: move 2 (e2e4)"), "{out}");
        assert!(out.contains("Fen: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"), "{out}");
    }

    #[test]
    fn unknown_variant_and_option_are_reported() {
        let out = run(&[
            "setoption name UCI_Variant value nosuch",
            "setoption name Hash value 16",
            "setoption name Threads value 0",
        ]);
        assert!(out.contains("unknown variant 'nosuch'"));
        assert!(out.contains("unknown option 'Hash'"));
        assert!(out.contains("Threads must be a number from 1 to 64, not '0'"), "{out}");
    }

    #[test]
    fn perft_zero_counts_the_root() {
        let out = run(&["go perft 0"]);
        assert!(out.contains("Nodes searched: 1"), "{out}");
    }
}
