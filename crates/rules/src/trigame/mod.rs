//! Trigame: two sides of pieces a, b, c on the vertices, edges and triangles of a triangle-grid
//! rhombus, with a capture countdown (docs/trigame.md).

mod game;
mod notation;
mod position;
mod topology;
mod view;

pub use game::{TriIllegal, TriMoveError, TrigameGame};
pub use notation::TriPositionError;
pub use position::{COUNTDOWN, EQUAL_COUNTDOWNS_TO_DRAW, Kind, Side, TriMove, TriPiece, TriPosition};
pub use topology::{EDGES, LOCATIONS, LocationKind, TOPOLOGY, TRIANGLES, Topology, VERTICES, is_bold, kind};

use crate::descriptor::{GameDescriptor, TurnShape, boxed};
use crate::game::Game;

/// Trigame: either side may start, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    name: <TrigameGame as Game>::VARIANT,
    seats: <TrigameGame as Game>::SEATS,
    seat_names: <TrigameGame as Game>::SEAT_NAMES,
    turn: TurnShape::ONE_MOVE,
    new_game: || boxed(TrigameGame::new()),
    from_position: |text| Ok(boxed(TrigameGame::from_position(text)?)),
    first_seat: Some(|seat| match seat {
        0 => Some(boxed(TrigameGame::with_first_player(Side::Black))),
        1 => Some(boxed(TrigameGame::with_first_player(Side::Red))),
        _ => None,
    }),
};
