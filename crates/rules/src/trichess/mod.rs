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

use crate::descriptor::{GameDescriptor, TurnShape, boxed};
use crate::game::Game;

/// Trichess, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    name: <TrichessGame as Game>::VARIANT,
    seats: <TrichessGame as Game>::SEATS,
    seat_names: <TrichessGame as Game>::SEAT_NAMES,
    turn: TurnShape::ONE_MOVE,
    new_game: || boxed(TrichessGame::new()),
    from_position: |text| Ok(boxed(TrichessGame::from_position(text)?)),
    first_seat: None,
};
