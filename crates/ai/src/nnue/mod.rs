//! The chess network (NNUE-style): 768 piece-square inputs seen from each side, one hidden
//! layer of `HIDDEN` units per side kept as integer accumulators that follow the board,
//! clipped ReLU, one output in centipawns for the side to move (docs/nnue.md).

mod accumulator;
mod eval;
mod file;
mod network;
pub mod train;

#[cfg(test)]
mod tests;

pub use accumulator::Accumulator;
pub use eval::{Backend, backend, evaluate, network};
pub use file::{NetworkError, read_network, write_network};
pub use network::Network;

use tabula_rules::chess::{Color, Role, Square};

/// Inputs per side: (own or enemy) × six roles × 64 squares.
pub const INPUTS: usize = 768;
/// Hidden units per side. Few, because the data is small (about 750,000 positions): with
/// 256, 64 and 32 units the network fitted the held-out positions better but lost more games
/// to the hand-written evaluation (docs/nnue.md, "Strength and speed").
pub const HIDDEN: usize = 16;
/// The accumulator's scale: a float weight of 1.0 is `QA` in the integer network, and the
/// clipped ReLU's ceiling is `QA`.
pub const QA: i32 = 255;
/// The output weights' scale: finer than the usual 64, since the rounding errors of all the
/// output weights add up in the output; weights stay within ±127 so that they still fit an i16.
pub const QB: i32 = 256;
/// Centipawns per unit of the float network's output (the logistic scale of training: a
/// prediction is 1 / (1 + e^(-cp / SCALE))).
pub const SCALE: i32 = 400;

/// The input index of `color`'s `role` on `square` as `view` sees the board: its own pieces
/// first, the board turned so that its own side is at the bottom.
#[inline]
pub fn feature(view: Color, color: Color, role: Role, square: Square) -> usize {
    let relative = usize::from(color != view);
    let square = if view == Color::White { square.index() } else { square.index() ^ 56 };
    (relative * 6 + role.index()) * 64 + square
}

/// The same input seen from the other side: colours swapped, board turned.
#[inline]
pub fn mirrored(feature: usize) -> usize {
    let (piece, square) = (feature / 64, feature % 64);
    let (relative, role) = (piece / 6, piece % 6);
    ((1 - relative) * 6 + role) * 64 + (square ^ 56)
}
