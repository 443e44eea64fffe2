//! Tafl games (Brandubh first): rook-moving pieces, custodial captures, a king racing to the
//! corners. One engine, rule options as data ([`TaflRules`]), one preset per variant.

mod game;
mod position;
mod rules;
mod view;

pub use game::{Brandubh, BrandubhVariant, Tafl, TaflIllegal, TaflMoveError, TaflVariant};
pub use position::{Side, TaflMove, TaflPiece, TaflPosition, TaflPositionError};
pub use rules::{KingCapture, MAX_SIZE, Repetition, RulesError, TaflRules};

use crate::descriptor::{GameDescriptor, TurnShape, boxed};
use crate::game::Game;

/// Brandubh, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor {
    name: <Brandubh as Game>::VARIANT,
    seats: <Brandubh as Game>::SEATS,
    seat_names: <Brandubh as Game>::SEAT_NAMES,
    turn: TurnShape::ONE_MOVE,
    new_game: || boxed(Brandubh::new()),
    from_position: |text| Ok(boxed(Brandubh::from_position(text)?)),
    first_seat: None,
};
