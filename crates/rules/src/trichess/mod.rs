//! Trichess: three-player chess on a 169-cell hexagonal board (docs/trichess.md).

mod attacks;
mod board;
mod cells;
mod frame;
mod game;
mod movegen;
mod notation;
mod pieces;
mod position;
mod view;
mod zobrist;

pub use board::{BOARD, Board, CELLS, DIAGONAL, KNIGHT, STRAIGHT, exists, rotate, rotate_times};
pub use frame::{FRAMES, Frame};
pub use game::{TrichessGame, TrichessIllegal, TrichessMoveError};
pub use notation::TrichessPositionError;
pub use pieces::{QUIET_PLY_LIMIT, SEATS, TriChessPiece, TriMoveKind, TriRole, TrichessMove};
pub use position::TrichessPosition;

use crate::descriptor::{GameDescriptor, TurnShape};

/// Trichess, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor::of::<TrichessGame>(TurnShape::ONE_MOVE, None);
