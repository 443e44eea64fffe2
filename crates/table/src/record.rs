//! The record of a game: each move with its seat, both notations and its cells; and what one
//! move did, for views that animate it without knowing the rules.

use tabula_rules::{PieceKind, PieceView, Seat};

/// One move of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayedMove {
    pub seat: Seat,
    /// Engine notation (what saves and the protocol carry).
    pub text: String,
    /// Players' notation (what the move list shows).
    pub display: String,
    pub from: Option<u8>,
    pub to: Option<u8>,
}

/// A move the rules accepted and applied, with the board before and after it.
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    pub seat: Seat,
    pub text: String,
    pub display: String,
    pub from: Option<u8>,
    pub to: Option<u8>,
    /// The piece a pawn became.
    pub promotion: Option<PieceKind>,
    pub before: Vec<PieceView>,
    pub after: Vec<PieceView>,
    pub captured: bool,
    pub check: bool,
    /// The mover's turn is over (false after the first half of a Marseillais turn): clocks add
    /// their increment once per turn.
    pub turn_ended: bool,
}
