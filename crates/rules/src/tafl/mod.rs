//! Tafl games (Brandubh first): rook-moving pieces, custodial captures, a king racing to the
//! corners. One engine, rule options as data ([`TaflRules`]), one preset per variant.

mod game;
mod position;
mod rules;
mod view;

pub use game::{Brandubh, BrandubhVariant, Tafl, TaflIllegal, TaflMoveError, TaflVariant};
pub use position::{Side, TaflMove, TaflPiece, TaflPosition, TaflPositionError};
pub use rules::{KingCapture, MAX_SIZE, Repetition, RulesError, TaflRules};

use crate::descriptor::{GameDescriptor, TurnShape};

/// Brandubh, described for every layer (`Variant::descriptor`).
pub const DESCRIPTOR: GameDescriptor = GameDescriptor::of::<Brandubh>(TurnShape::ONE_MOVE, None);
