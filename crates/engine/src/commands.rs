//! Parsing of the engine protocol's commands into typed values, with an error for anything else.

use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Uci,
    IsReady,
    NewGame,
    SetOption { name: String, value: String },
    Position { start: Start, moves: Vec<String> },
    Perft { depth: u32 },
    Display,
    Quit,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    StartPos,
    Position(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CommandError {
    Unknown(String),
    Malformed { command: &'static str, usage: &'static str },
    NotYet(&'static str),
    DepthTooLarge(u32),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown(word) => write!(f, "unknown command '{word}'"),
            CommandError::Malformed { command, usage } => write!(f, "malformed '{command}', usage: {usage}"),
            CommandError::NotYet(what) => write!(f, "{what} is not available in this version"),
            CommandError::DepthTooLarge(depth) => write!(f, "perft depth {depth} is more than {MAX_PERFT_DEPTH}"),
        }
    }
}

/// Deep enough for every published table; deeper would run for days.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// `None` for a blank line.
pub fn parse(line: &str) -> Option<Result<Command, CommandError>> {
    let mut words = line.split_whitespace();
    let first = words.next()?;
    let rest: Vec<&str> = words.collect();
    Some(match first {
        "uci" => Ok(Command::Uci),
        "isready" => Ok(Command::IsReady),
        "ucinewgame" => Ok(Command::NewGame),
        "setoption" => parse_setoption(&rest),
        "position" => parse_position(&rest),
        "go" => parse_go(&rest),
        "d" => Ok(Command::Display),
        "quit" => Ok(Command::Quit),
        other => Err(CommandError::Unknown(other.to_owned())),
    })
}

fn parse_setoption(words: &[&str]) -> Result<Command, CommandError> {
    let malformed = CommandError::Malformed { command: "setoption", usage: "setoption name <name> value <value>" };
    if words.first() != Some(&"name") {
        return Err(malformed);
    }
    let value_at = words.iter().position(|w| *w == "value").unwrap_or(words.len());
    let name = words[1..value_at].join(" ");
    let value = words.get(value_at + 1..).map(|w| w.join(" ")).unwrap_or_default();
    if name.is_empty() {
        return Err(malformed);
    }
    Ok(Command::SetOption { name, value })
}

fn parse_position(words: &[&str]) -> Result<Command, CommandError> {
    let malformed =
        CommandError::Malformed { command: "position", usage: "position startpos|fen <position> [moves <move>...]" };
    let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
    let moves = words.get(moves_at + 1..).unwrap_or_default().iter().map(|w| (*w).to_owned()).collect();
    let start = match words.first() {
        Some(&"startpos") if moves_at == 1 => Start::StartPos,
        Some(&"fen") if moves_at > 1 => Start::Position(words[1..moves_at].join(" ")),
        _ => return Err(malformed),
    };
    Ok(Command::Position { start, moves })
}

fn parse_go(words: &[&str]) -> Result<Command, CommandError> {
    match words {
        ["perft", depth] => {
            let depth: u32 = depth
                .parse()
                .map_err(|_| CommandError::Malformed { command: "go perft", usage: "go perft <depth>" })?;
            if depth > MAX_PERFT_DEPTH {
                return Err(CommandError::DepthTooLarge(depth));
            }
            Ok(Command::Perft { depth })
        }
        ["perft", ..] => Err(CommandError::Malformed { command: "go perft", usage: "go perft <depth>" }),
        _ => Err(CommandError::NotYet("searching (go depth/movetime/...)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_positions_with_moves() {
        assert_eq!(
            parse("position startpos moves e2e4 e7e5"),
            Some(Ok(Command::Position { start: Start::StartPos, moves: vec!["e2e4".into(), "e7e5".into()] }))
        );
        let fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1";
        assert_eq!(
            parse(&format!("position fen {fen}")),
            Some(Ok(Command::Position { start: Start::Position(fen.into()), moves: vec![] }))
        );
    }

    #[test]
    fn rejects_malformed_commands() {
        assert!(matches!(parse("position"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("position fen moves e2e4"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("position startpos e2e4"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go perft x"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go perft 99"), Some(Err(CommandError::DepthTooLarge(99)))));
        assert!(matches!(parse("setoption value x"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("bogus"), Some(Err(CommandError::Unknown(_)))));
        assert_eq!(parse("   "), None);
    }

    #[test]
    fn parses_setoption_with_spaces() {
        assert_eq!(
            parse("setoption name UCI_Variant value chess"),
            Some(Ok(Command::SetOption { name: "UCI_Variant".into(), value: "chess".into() }))
        );
    }
}
