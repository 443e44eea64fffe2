//! Tabula's rules: one module per game behind the shared [`Game`] trait, plus a
//! game-agnostic [`DynGame`] face for the engine binary, the client and the server.
//!
//! Pure Rust: no I/O, no Bevy, and no panics on any input.

pub mod chess;
mod descriptor;
mod dynamic;
mod game;
mod keys;
pub mod marseillais;
pub mod pgn;
pub mod record;
pub mod tafl;
pub mod trichess;
pub mod trigame;
mod variant;
pub mod view;

pub use descriptor::{GameDescriptor, TurnShape};
pub use dynamic::{DynError, DynGame};
pub use game::{
    ClaimableDraw, EndReason, Game, IllegalMove, MoveError, Outcome, Points, RefusalCode, RefusedMove, Seat, Status,
    perft_generic,
};
pub use keys::splitmix;
pub use variant::{GameRef, Listed, UnknownVariant, Variant};
pub use view::{BoardFace, CellKind, CellView, MoveView, PieceKind, PieceView};
