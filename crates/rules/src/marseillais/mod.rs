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
