//! The trait every Tabula game implements, and the vocabulary it speaks (seats, outcomes).

use std::fmt;
use std::hash::Hash;

/// A player's place at the table, numbered from 0 in the order each game names its seats
/// (chess: white, black). Usually seat 0 moves first; Trigame lets either side start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Seat(pub u8);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Why a game ended. Shared by all games so the client can word every ending the same way.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EndReason {
    Checkmate,
    Stalemate,
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoveRule,
    /// Trichess: 150 plies (50 rounds) without a capture or a pawn move (the spec's decision).
    QuietRounds,
    /// A claimed draw (threefold repetition or the fifty-move rule).
    Claimed(ClaimableDraw),
    Resignation,
    Agreement,
    Timeout,
    /// Timeout, but the opponent could never mate: a draw.
    TimeoutVsInsufficientMaterial,
    /// Tafl: the king reached an escape square.
    KingEscaped,
    /// Tafl: the king was captured.
    KingCaptured,
    /// The side to move has no legal move and that loses (tafl).
    NoLegalMoves,
    /// A position occurred as often as the rules allow (draw, or a loss for the repeater).
    Repetition,
    /// Trigame: the other side has no pieces left.
    AllPiecesCaptured,
    /// Trigame: a countdown ran out with one side ahead on pieces.
    CountdownMajority,
    /// Trigame: two countdowns in a row ran out with equal pieces.
    CountdownsEqual,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::DeadPosition => "dead position",
            EndReason::FivefoldRepetition => "fivefold repetition",
            EndReason::SeventyFiveMoveRule => "seventy-five-move rule",
            EndReason::QuietRounds => "50 rounds without a capture or pawn move",
            EndReason::Claimed(claim) => return write!(f, "{claim} (claimed)"),
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
            EndReason::Timeout => "timeout",
            EndReason::TimeoutVsInsufficientMaterial => "timeout vs insufficient material",
            EndReason::KingEscaped => "king escaped",
            EndReason::KingCaptured => "king captured",
            EndReason::NoLegalMoves => "no legal moves",
            EndReason::Repetition => "repetition",
            EndReason::AllPiecesCaptured => "all pieces captured",
            EndReason::CountdownMajority => "more pieces when the countdown ran out",
            EndReason::CountdownsEqual => "two equal countdowns",
        };
        f.write_str(text)
    }
}

/// A draw a player may claim; the game goes on until somebody does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum ClaimableDraw {
    ThreefoldRepetition,
    FiftyMoveRule,
}

impl fmt::Display for ClaimableDraw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ClaimableDraw::ThreefoldRepetition => "threefold repetition",
            ClaimableDraw::FiftyMoveRule => "fifty-move rule",
        })
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win {
        winner: Seat,
        reason: EndReason,
    },
    Draw {
        reason: EndReason,
    },
    /// Games of more than two seats: points per seat, indexed by seat.
    Scores {
        points: Vec<Points>,
        reason: EndReason,
    },
}

/// An exact, non-negative number of points (Trichess splits 2 points by attacker counts: 4/3
/// and 2/3, 3/2 and 1/2...). Always stored in lowest terms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Points {
    numerator: u32,
    denominator: u32,
}

impl Points {
    pub const ZERO: Points = Points { numerator: 0, denominator: 1 };

    /// `numerator / denominator` in lowest terms; a zero denominator gives zero.
    pub fn new(numerator: u32, denominator: u32) -> Points {
        if denominator == 0 {
            return Points::ZERO;
        }
        let divisor = gcd(numerator, denominator);
        Points { numerator: numerator / divisor, denominator: denominator / divisor }
    }

    pub fn whole(points: u32) -> Points {
        Points::new(points, 1)
    }

    pub fn numerator(self) -> u32 {
        self.numerator
    }

    pub fn denominator(self) -> u32 {
        self.denominator
    }

    pub fn as_f64(self) -> f64 {
        f64::from(self.numerator) / f64::from(self.denominator)
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        let denominator = self.denominator / gcd(self.denominator, other.denominator) * other.denominator;
        let numerator =
            self.numerator * (denominator / self.denominator) + other.numerator * (denominator / other.denominator);
        Points::new(numerator, denominator)
    }
}

fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(f, "{}", self.numerator)
        } else {
            write!(f, "{}/{}", self.numerator, self.denominator)
        }
    }
}

impl Outcome {
    pub fn reason(&self) -> EndReason {
        match self {
            Outcome::Win { reason, .. } | Outcome::Draw { reason } | Outcome::Scores { reason, .. } => *reason,
        }
    }
}

impl Outcome {
    /// One line for people: `checkmate, white wins`, `stalemate`, `draw by dead position`.
    pub fn describe(&self, seat_names: &[&str]) -> String {
        let name = |seat: Seat| seat_names.get(seat.0 as usize).map_or_else(|| seat.to_string(), |n| (*n).to_owned());
        match self {
            Outcome::Win { winner, reason } => {
                // Seats named as a group ("attackers") take the plural verb.
                let winner = name(*winner);
                let verb = if winner.ends_with('s') { "win" } else { "wins" };
                format!("{reason}, {winner} {verb}")
            }
            Outcome::Draw { reason: EndReason::Stalemate } => "stalemate".to_owned(),
            Outcome::Draw { reason } => format!("draw by {reason}"),
            Outcome::Scores { points, reason } => {
                let scores: Vec<String> =
                    points.iter().enumerate().map(|(seat, p)| format!("{} {p}", name(Seat(seat as u8)))).collect();
                format!("{reason}, scores: {}", scores.join(", "))
            }
        }
    }
}

impl Status {
    /// One line for people and the engine's `d` command.
    pub fn describe(&self, seat_names: &[&str]) -> String {
        match self {
            Status::Ongoing { claimable } if claimable.is_empty() => "ongoing".to_owned(),
            Status::Ongoing { claimable } => {
                let claims: Vec<String> = claimable.iter().map(ToString::to_string).collect();
                format!("ongoing; claimable draw: {}", claims.join(", "))
            }
            Status::Over(outcome) => outcome.describe(seat_names),
        }
    }
}

/// Why a move string was refused, in any game; `R` is the game's reason for an illegal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MoveError<R> {
    /// Not shaped like a move of the game.
    Malformed(String),
    Illegal {
        text: String,
        reason: R,
    },
}

/// A game's reasons for refusing a move, and how its moves are written.
pub trait IllegalMove: fmt::Display + fmt::Debug {
    /// What a move of the game looks like, for the message about a malformed one.
    const SHAPE: &'static str;
    /// The reason as a stable id (`cannot-move-there`), which programs that speak other
    /// languages look their own words up by. Games share an id where they share the reason.
    fn code(&self) -> &'static str;
}

/// A refused move's reason as a stable id (see [`IllegalMove::code`]; `malformed` for text that
/// is not a move of the game).
pub trait RefusalCode {
    fn code(&self) -> &'static str;
}

impl<R: IllegalMove> RefusalCode for MoveError<R> {
    fn code(&self) -> &'static str {
        match self {
            MoveError::Malformed(_) => "malformed",
            MoveError::Illegal { reason, .. } => reason.code(),
        }
    }
}

/// A refused move as a game without its type reports it ([`crate::DynGame::play_str`]): the
/// reason's id and its English words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RefusedMove {
    pub code: &'static str,
    pub message: String,
}

impl fmt::Display for RefusedMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for RefusedMove {}

impl<R: IllegalMove> fmt::Display for MoveError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Malformed(text) => write!(f, "'{text}' is not {}", R::SHAPE),
            MoveError::Illegal { text, reason } => write!(f, "illegal move {text}: {reason}"),
        }
    }
}

impl<R: IllegalMove> std::error::Error for MoveError<R> {}

/// Where a game stands: over, or going on with draws that could be claimed now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Ongoing { claimable: Vec<ClaimableDraw> },
    Over(Outcome),
}

/// A game's rules: the one interface the AI, the engine binary, the server and the client use.
///
/// Implementors are the whole game record (position plus the history that rules such as
/// repetition need), so `play` then `undo` restores everything.
pub trait Game: Clone + Send + Sync + 'static {
    /// A move: small and `Copy`, meaningful only in the position it was generated for.
    type Move: Copy + Eq + Hash + fmt::Debug + Send + Sync + 'static;
    /// Why a position string did not parse.
    type PositionError: std::error::Error + Send + Sync + 'static;
    /// Why a move string was not a legal move here.
    type MoveError: std::error::Error + RefusalCode + Send + Sync + 'static;

    /// The variant's name as the engine protocol spells it (`UCI_Variant`).
    const VARIANT: &'static str;
    /// How many players sit at the table.
    const SEATS: u8;
    /// What players call each seat, by seat index (`white`, `black` in chess).
    const SEAT_NAMES: &'static [&'static str];

    /// The standard starting position.
    fn new() -> Self;
    /// A game starting from a position string in the game's own notation (FEN for chess).
    fn from_position(text: &str) -> Result<Self, Self::PositionError>;
    /// The current position in the game's own notation.
    fn position_string(&self) -> String;

    /// Who moves now.
    fn to_move(&self) -> Seat;
    /// Every move the rules allow now, into `out` (cleared first). This ignores endings that do
    /// not remove moves (dead position, repetition): ask `status` whether the game is over.
    fn legal_moves(&self, out: &mut Vec<Self::Move>);
    /// Plays a move from `legal_moves`. Behaviour with any other move is unspecified (but safe).
    fn play(&mut self, mv: Self::Move);
    /// Takes back the last move played; `false` when there is none.
    fn undo(&mut self) -> bool;
    /// The hash of the current position, equal for positions that repetition rules treat alike.
    fn hash(&self) -> u64;

    /// The game's status by rule alone (no resignation, agreement or clocks).
    fn status(&self) -> Status;
    /// The outcome when `seat`'s clock runs out now.
    fn timeout_outcome(&self, seat: Seat) -> Outcome;

    /// The outcome when `seat` resigns. Two seats: the other wins.
    fn resignation_outcome(&self, seat: Seat) -> Outcome {
        Outcome::Win { winner: Seat(if seat.0 == 0 { 1 } else { 0 }), reason: EndReason::Resignation }
    }

    /// The outcome when every seat agrees to a draw.
    fn agreement_outcome(&self) -> Outcome {
        Outcome::Draw { reason: EndReason::Agreement }
    }

    /// Reads a move in the engine protocol's notation and checks it is legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, Self::MoveError>;
    /// Writes a move in the engine protocol's notation.
    fn move_string(&self, mv: Self::Move) -> String;
    /// Writes a move in the notation players read (SAN for chess).
    fn move_display(&self, mv: Self::Move) -> String {
        self.move_string(mv)
    }

    /// The seat to move lets its turn go by and the next seat is to move: for lessons in which
    /// the other side waits while the player practises. Not a move of the game (no game of
    /// Tabula's passes at will), and `false` where the position forbids it: the seat to move
    /// is in check, or is in the middle of a turn. `undo` takes it back.
    fn wait(&mut self) -> bool {
        false
    }

    /// Game-specific state worth showing next to the position (Marseillais: which half-move;
    /// Trigame: the countdown). `None` when there is nothing beyond the position string.
    fn detail(&self) -> Option<String> {
        None
    }

    /// Rounds (every seat one turn) played since the last capture or pawn move, where the game
    /// has a draw rule that counts them (the 50- and 75-move rules and their kin). `None` in
    /// games without one.
    fn quiet_rounds(&self) -> Option<u32> {
        None
    }

    /// A countdown that ends the game, where the game has one (Trigame): its value and how
    /// many times in a row it has started from the same number. `None` in most games.
    fn countdown(&self) -> Option<(u8, u8)> {
        None
    }

    /// Number of leaf nodes `depth` moves deep. Games may override with a faster walk.
    fn perft(&self, depth: u32) -> u64 {
        perft_generic(self, depth)
    }

    /// The leaf count below each legal move ("divide"), using up to `threads` threads. Games may
    /// override with a parallel walk; the default walks on the calling thread.
    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(Self::Move, u64)> {
        let _ = threads;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let mut game = self.clone();
        moves
            .into_iter()
            .map(|mv| {
                game.play(mv);
                let count = game.perft(depth.saturating_sub(1));
                game.undo();
                (mv, count)
            })
            .collect()
    }
}

/// Perft through the trait alone: the reference every specialised perft is tested against.
pub fn perft_generic<G: Game>(game: &G, depth: u32) -> u64 {
    fn walk<G: Game>(game: &mut G, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
        let Some((moves, deeper)) = buffers.split_first_mut() else {
            return 1;
        };
        game.legal_moves(moves);
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for &mv in moves.iter() {
            game.play(mv);
            nodes += walk(game, depth - 1, deeper);
            game.undo();
        }
        nodes
    }
    if depth == 0 {
        return 1;
    }
    let mut game = game.clone();
    let mut buffers = vec![Vec::new(); depth as usize];
    walk(&mut game, depth, &mut buffers)
}
