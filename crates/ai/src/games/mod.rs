//! The search hooks and evaluation of each game.

mod chess;
pub mod chess_eval;
mod chess_see;
pub(crate) mod tafl;
pub(crate) mod trichess;
pub mod trichess_brs;
pub(crate) mod trigame;
