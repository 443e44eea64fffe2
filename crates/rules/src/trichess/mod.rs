//! Trichess: three-player chess on a 169-cell hexagonal board (specs/trichess.md,
//! docs/trichess.md).

mod board;
mod game;
mod notation;
mod position;
mod view;

pub use board::{BOARD, Board, CELLS, DIAGONAL, KNIGHT, STRAIGHT, exists, rotate, rotate_times};
pub use game::{TrichessGame, TrichessIllegal, TrichessMoveError};
pub use notation::TrichessPositionError;
pub use position::{
    FRAMES, Frame, QUIET_PLY_LIMIT, SEATS, TriChessPiece, TriMoveKind, TriRole, TrichessMove, TrichessPosition,
};
