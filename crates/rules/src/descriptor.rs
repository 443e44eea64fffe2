//! What every layer needs to know of a game beyond its moves, written once, next to its rules:
//! its name and seats, how a turn is made, whether the players choose who starts, and how to
//! set it up. Each game's module holds its `DESCRIPTOR`; `Variant::descriptor` is the closed
//! list's one line per game.

use crate::dynamic::{DynError, DynGame};
use crate::variant::Listed;

/// A game, described.
#[derive(Debug, Clone, Copy)]
pub struct GameDescriptor {
    /// The name the engine protocol (`UCI_Variant`), saves and data files use.
    pub name: &'static str,
    pub seats: u8,
    /// What players call each seat (`white`, `black` in chess).
    pub seat_names: &'static [&'static str],
    /// How many moves a seat makes in a turn.
    pub turn: TurnShape,
    /// The game at its usual start.
    pub new_game: fn() -> Box<dyn DynGame>,
    /// The game from a position in its own notation (FEN for chess and Marseillais).
    pub from_position: fn(&str) -> Result<Box<dyn DynGame>, DynError>,
    /// Where the players may choose who moves first (Trigame's custom): the game with this
    /// seat first, `None` for a seat that cannot start. Games that always start with seat 0
    /// have no such choice.
    pub first_seat: Option<FirstSeatSetup>,
}

/// The game with a chosen seat first, `None` for a seat that cannot start.
pub type FirstSeatSetup = fn(u8) -> Option<Box<dyn DynGame>>;

/// How many moves make a turn: one in most games; Marseillais chess two, except White's first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TurnShape {
    pub moves: u8,
    /// The moves of the game's very first turn.
    pub first_turn_moves: u8,
}

impl TurnShape {
    pub const ONE_MOVE: TurnShape = TurnShape { moves: 1, first_turn_moves: 1 };

    /// The moves of the turn in progress and which of them is to be played (from 1), given
    /// the moves played so far and how many of the last ones the seat to move made.
    pub fn progress(self, played: usize, mover_just_played: usize) -> (u8, u8) {
        if played == 0 {
            return (self.first_turn_moves, 1);
        }
        let done = mover_just_played.min(usize::from(self.moves.saturating_sub(1))) as u8;
        (self.moves, done + 1)
    }
}

impl GameDescriptor {
    /// The description of `G`: its name and seats from its `Game` constants, set up through
    /// its `Game` constructors; how a turn is made and who may start are the game's to say.
    pub const fn of<G: Listed>(turn: TurnShape, first_seat: Option<FirstSeatSetup>) -> GameDescriptor {
        GameDescriptor {
            name: G::VARIANT,
            seats: G::SEATS,
            seat_names: G::SEAT_NAMES,
            turn,
            new_game: new_game::<G>,
            from_position: from_position::<G>,
            first_seat,
        }
    }

    /// Whether the players choose who moves first.
    pub fn first_seat_choice(&self) -> bool {
        self.first_seat.is_some()
    }
}

fn new_game<G: Listed>() -> Box<dyn DynGame> {
    Box::new(G::new())
}

fn from_position<G: Listed>(text: &str) -> Result<Box<dyn DynGame>, DynError> {
    Ok(Box::new(G::from_position(text)?))
}

#[cfg(test)]
mod tests {
    use super::TurnShape;

    #[test]
    fn a_turn_of_two_moves_counts_its_moves() {
        let two = TurnShape { moves: 2, first_turn_moves: 1 };
        assert_eq!(two.progress(0, 0), (1, 1), "White's first turn is one move");
        assert_eq!(two.progress(1, 0), (2, 1));
        assert_eq!(two.progress(2, 1), (2, 2));
        assert_eq!(TurnShape::ONE_MOVE.progress(0, 0), (1, 1));
        assert_eq!(TurnShape::ONE_MOVE.progress(7, 0), (1, 1));
    }
}
