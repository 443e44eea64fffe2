//! The search hooks and evaluation of each game.

mod chess;
pub mod chess_eval;
mod tafl;
mod trichess;
pub mod trichess_brs;
mod trigame;
