//! Parsing of the engine protocol's commands into typed values, with an error for anything else.

use std::fmt;
use std::time::Duration;
use tabula_ai::Limits;

#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    Uci,
    IsReady,
    NewGame,
    SetOption { name: String, value: String },
    Position { start: Start, moves: Vec<String> },
    Perft { depth: u32 },
    Go(Go),
    Stop,
    Display,
    Bench,
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
    DepthTooLarge(u32),
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CommandError::Unknown(word) => write!(f, "unknown command '{word}'"),
            CommandError::Malformed { command, usage } => write!(f, "malformed '{command}', usage: {usage}"),
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
        "stop" => Ok(Command::Stop),
        "d" => Ok(Command::Display),
        "bench" => Ok(Command::Bench),
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

const GO_USAGE: &str = "go perft <n> | go [depth <n>] [nodes <n>] [movetime <ms>] [wtime <ms> btime <ms> [winc <ms>] [binc <ms>]] [infinite] [searchmoves <move>...]";

/// The words `go` takes as the start of a limit (what ends a `searchmoves` list).
const GO_KEYWORDS: [&str; 11] =
    ["infinite", "depth", "nodes", "movetime", "wtime", "btime", "winc", "binc", "movestogo", "mate", "searchmoves"];

fn parse_go(words: &[&str]) -> Result<Command, CommandError> {
    let malformed = || CommandError::Malformed { command: "go", usage: GO_USAGE };
    if words.first() == Some(&"perft") {
        let [_, depth] = words else { return Err(malformed()) };
        let depth: u32 = depth.parse().map_err(|_| malformed())?;
        if depth > MAX_PERFT_DEPTH {
            return Err(CommandError::DepthTooLarge(depth));
        }
        return Ok(Command::Perft { depth });
    }
    let mut limits = Limits::default();
    let mut clocks: [Option<u64>; 4] = [None; 4]; // wtime btime winc binc
    let mut index = 0;
    while index < words.len() {
        let number = |i: usize| words.get(i + 1).and_then(|w| w.parse::<u64>().ok()).ok_or_else(malformed);
        match words[index] {
            "infinite" => {
                limits.infinite = true;
                index += 1;
                continue;
            }
            "searchmoves" => {
                index += 1;
                while index < words.len() && !GO_KEYWORDS.contains(&words[index]) {
                    limits.search_moves.push(words[index].to_owned());
                    index += 1;
                }
                if limits.search_moves.is_empty() {
                    return Err(malformed());
                }
                continue;
            }
            "depth" => limits.depth = Some(number(index)?.min(u64::from(u32::MAX)) as u32),
            "nodes" => limits.nodes = Some(number(index)?),
            "movetime" => limits.movetime = Some(Duration::from_millis(number(index)?)),
            "wtime" => clocks[0] = Some(number(index)?),
            "btime" => clocks[1] = Some(number(index)?),
            "winc" => clocks[2] = Some(number(index)?),
            "binc" => clocks[3] = Some(number(index)?),
            // Accepted and ignored, as UCI allows: the engine budgets from the clock.
            "movestogo" | "mate" => {
                number(index)?;
            }
            _ => return Err(malformed()),
        }
        index += 2;
    }
    let ms = |v: Option<u64>| v.map(Duration::from_millis);
    let clock = |time: Option<Duration>, increment: Option<Duration>| time.map(|t| (t, increment.unwrap_or_default()));
    Ok(Command::Go(Go {
        limits,
        white_clock: clock(ms(clocks[0]), ms(clocks[2])),
        black_clock: clock(ms(clocks[1]), ms(clocks[3])),
    }))
}

/// `go` limits, with both clocks kept until the session knows who is to move.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Go {
    pub limits: Limits,
    pub white_clock: Option<(Duration, Duration)>,
    pub black_clock: Option<(Duration, Duration)>,
}

impl Go {
    /// The limits for the seat to move: seat 0 uses White's clock, any other Black's (UCI
    /// has two clocks; a three-seat game passes each seat's time as `btime`).
    pub fn limits_for(&self, seat: u8) -> Limits {
        let mut limits = self.limits.clone();
        limits.clock = if seat == 0 { self.white_clock } else { self.black_clock };
        limits
    }

    /// No limit at all was given (a bare `go`).
    pub fn is_unbounded(&self) -> bool {
        let l = &self.limits;
        l.depth.is_none()
            && l.nodes.is_none()
            && l.movetime.is_none()
            && !l.infinite
            && self.white_clock.is_none()
            && self.black_clock.is_none()
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
    fn parses_go_limits_and_clocks() {
        let Some(Ok(Command::Go(go))) = parse("go wtime 60000 btime 30000 winc 1000 movestogo 20") else {
            panic!("go")
        };
        assert_eq!(go.limits_for(0).clock, Some((Duration::from_secs(60), Duration::from_secs(1))));
        assert_eq!(go.limits_for(1).clock, Some((Duration::from_secs(30), Duration::ZERO)));
        let Some(Ok(Command::Go(go))) = parse("go searchmoves e2e4 d2d4 depth 3") else { panic!("go") };
        assert_eq!(go.limits_for(0).search_moves, ["e2e4", "d2d4"]);
        assert_eq!(go.limits_for(0).depth, Some(3));
        assert!(matches!(parse("go searchmoves"), Some(Err(_))));
        let Some(Ok(Command::Go(go))) = parse("go depth 6 nodes 1000") else { panic!("go") };
        assert_eq!((go.limits.depth, go.limits.nodes), (Some(6), Some(1000)));
        assert!(matches!(parse("go infinite"), Some(Ok(Command::Go(g))) if g.limits.infinite));
        assert!(matches!(parse("go"), Some(Ok(Command::Go(g))) if g.is_unbounded()));
    }

    #[test]
    fn rejects_malformed_commands() {
        assert!(matches!(parse("position"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("position fen moves e2e4"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("position startpos e2e4"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go perft x"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go perft 99"), Some(Err(CommandError::DepthTooLarge(99)))));
        assert!(matches!(parse("go depth"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go movetime -5"), Some(Err(CommandError::Malformed { .. }))));
        assert!(matches!(parse("go sideways 5"), Some(Err(CommandError::Malformed { .. }))));
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
