//! The client's table of games: each game's army colours and how the
//! board turns to a seat. One exhaustive match over the rules crate's `Variant`, so a new game
//! is a compile error here until it has all of them (docs/adding-a-game.md).

use tabula_rules::Variant;

/// The colour family a seat's pieces wear; the theme gives the exact colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Army {
    Ivory,
    Ebony,
    Crimson,
}

/// What the client shows of a game (its name and blurb are words: `i18n::words`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct GameInfo {
    /// The army of each seat.
    pub armies: &'static [Army],
    /// The turn between neighbouring seats around the board, in radians.
    pub seat_turn: f32,
}

/// The games in the select screen's order.
pub const SHOWN: [Variant; 5] =
    [Variant::Chess, Variant::Marseillais, Variant::Brandubh, Variant::Trichess, Variant::Trigame];

pub fn info(variant: Variant) -> GameInfo {
    use std::f32::consts::{PI, TAU};
    match variant {
        Variant::Chess => GameInfo { armies: &[Army::Ivory, Army::Ebony], seat_turn: PI },
        Variant::Marseillais => GameInfo { armies: &[Army::Ivory, Army::Ebony], seat_turn: PI },
        Variant::Brandubh => GameInfo {
            // The attackers (seat 0) are dark, the defenders light.
            armies: &[Army::Ebony, Army::Ivory],
            seat_turn: PI,
        },
        Variant::Trichess => GameInfo {
            armies: &[Army::Ivory, Army::Crimson, Army::Ebony],
            // The three seats sit 120 degrees apart.
            seat_turn: TAU / 3.0,
        },
        Variant::Trigame => GameInfo {
            // Black (seat 0) and red.
            armies: &[Army::Ebony, Army::Crimson],
            seat_turn: PI,
        },
    }
}

/// The army of a seat (the last army for a seat past the list, which no game has).
pub fn army(variant: Variant, seat: u8) -> Army {
    let armies = info(variant).armies;
    armies.get(seat as usize).or(armies.last()).copied().unwrap_or(Army::Ivory)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_shown_once_with_an_army_per_seat() {
        for variant in Variant::ALL {
            assert_eq!(SHOWN.iter().filter(|v| **v == variant).count(), 1, "{variant}");
            let info = info(variant);
            assert_eq!(info.armies.len(), variant.seats() as usize, "{variant}");
            assert!((info.seat_turn * variant.seats() as f32 - std::f32::consts::TAU).abs() < 1e-4);
        }
    }
}
