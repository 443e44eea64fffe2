//! Why a level failed and why a move was refused, as data: the app words them in the player's
//! language; `Display` gives the English the tools and tests print.

use std::fmt;
use tabula_rules::{Outcome, PieceKind};
use tabula_table::TableError;

/// Why a level failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// A move the script does not accept: the lesson's own words for it (translated with the
    /// lesson).
    Wrong(String),
    /// The script has no turn left (a mistake of the lesson).
    LineOver,
    /// The goal was not reached within this many moves.
    TooManyMoves(u32),
    /// The game ended before the goal, this way (and that in English, for tools).
    GameEnded { outcome: Outcome, described: String },
    /// A scripted reply could not be played (a mistake of the lesson): the reply, and why.
    ReplyFailed { reply: String, error: String },
    /// The player's move gives check where the other seats only wait, so they cannot.
    CheckWhileWaiting,
    /// A piece of the player's was taken in a level that keeps them: the piece and its cell.
    PieceLost { piece: PieceKind, cell: String },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Wrong(text) => f.write_str(text),
            Failure::LineOver => f.write_str("the lesson's line is over"),
            Failure::TooManyMoves(1) => f.write_str("The goal takes at most 1 move: try again."),
            Failure::TooManyMoves(moves) => write!(f, "The goal takes at most {moves} moves: try again."),
            Failure::GameEnded { described, .. } => write!(f, "The game ended ({described}) before the goal."),
            Failure::ReplyFailed { reply, error } => write!(f, "The lesson's reply {reply} failed: {error}"),
            Failure::CheckWhileWaiting => f.write_str(
                "That move gives check, and here the other side only waits: try a move that does not check.",
            ),
            Failure::PieceLost { piece, cell } => {
                write!(f, "Your {} on {cell} was taken: keep your pieces protected.", piece.name())
            }
        }
    }
}

/// Why a move of the player's was refused (nothing changed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The level has ended: retry it or go on.
    LevelOver,
    NotYourTurn,
    /// A page is read, not played.
    PageToRead,
    /// The rules or the table refused the move.
    Table(TableError),
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::LevelOver => f.write_str("the level is over: retry it or go on"),
            Refusal::NotYourTurn => f.write_str("it is not your turn"),
            Refusal::PageToRead => {
                f.write_str("this page is to read: the board is its picture. Continue when you are ready")
            }
            Refusal::Table(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for Refusal {}
