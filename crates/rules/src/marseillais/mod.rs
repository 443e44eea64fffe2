//! Marseillais chess: each side moves twice per turn (White's first turn once), on the chess
//! core's board and move generation, with its own en passant and turn rules.

mod fen;
mod game;
mod pgn;
mod position;
mod view;

pub use fen::MarseillaisFenError;
pub use game::{MarseillaisGame, TurnError};
pub use pgn::MarseillaisPgn;
pub use position::{EnPassantTarget, MarseillaisPosition, SubMove};

use crate::descriptor::{GameDescriptor, TurnShape};

/// Marseillais chess: two moves a turn, White's first turn one, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor =
    GameDescriptor::of::<MarseillaisGame>(TurnShape { moves: 2, first_turn_moves: 1 }, None);
