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
