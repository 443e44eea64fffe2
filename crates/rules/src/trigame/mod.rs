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

use crate::descriptor::{GameDescriptor, TurnShape};
use crate::dynamic::DynGame;

/// Trigame: either side may start, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor::of::<TrigameGame>(
    TurnShape::ONE_MOVE,
    Some(|seat| match seat {
        0 => Some(Box::new(TrigameGame::with_first_player(Side::Black)) as Box<dyn DynGame>),
        1 => Some(Box::new(TrigameGame::with_first_player(Side::Red))),
        _ => None,
    }),
);
