//! The closed list of Tabula's games. Every layer that treats games differently matches on
//! [`Variant`] (or on [`GameRef`] for the concrete rules), so adding a game is a compile error
//! in each place that must handle it.

use crate::chess::ChessGame;
use crate::descriptor::GameDescriptor;
use crate::dynamic::{DynError, DynGame};
use crate::game::Game;
use crate::marseillais::MarseillaisGame;
use crate::tafl::Brandubh;
use crate::trichess::TrichessGame;
use crate::trigame::TrigameGame;
use crate::view::BoardFace;
use std::fmt;
use std::str::FromStr;

/// One of Tabula's games.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    Chess,
    Marseillais,
    Trichess,
    Brandubh,
    Trigame,
}

/// A variant name nobody knows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownVariant(pub String);

impl fmt::Display for UnknownVariant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
        write!(f, "unknown game '{}' (known: {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownVariant {}

impl Variant {
    /// Every game, the engine protocol's default first.
    pub const ALL: [Variant; 5] =
        [Variant::Chess, Variant::Marseillais, Variant::Trichess, Variant::Brandubh, Variant::Trigame];

    /// The game's description, from its own module: the closed list's one line per game.
    pub const fn descriptor(self) -> &'static GameDescriptor {
        match self {
            Variant::Chess => &crate::chess::DESCRIPTOR,
            Variant::Marseillais => &crate::marseillais::DESCRIPTOR,
            Variant::Trichess => &crate::trichess::DESCRIPTOR,
            Variant::Brandubh => &crate::tafl::DESCRIPTOR,
            Variant::Trigame => &crate::trigame::DESCRIPTOR,
        }
    }

    /// The name the engine protocol (`UCI_Variant`), saves and data files use.
    pub const fn name(self) -> &'static str {
        self.descriptor().name
    }

    pub const fn seats(self) -> u8 {
        self.descriptor().seats
    }

    /// What players call each seat (`white`, `black` in chess).
    pub const fn seat_names(self) -> &'static [&'static str] {
        self.descriptor().seat_names
    }

    /// The game at its usual start.
    pub fn new_game(self) -> Box<dyn DynGame> {
        (self.descriptor().new_game)()
    }

    /// The game from a position in its own notation (FEN for chess and Marseillais).
    pub fn from_position(self, text: &str) -> Result<Box<dyn DynGame>, DynError> {
        (self.descriptor().from_position)(text)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Variant {
    type Err = UnknownVariant;

    /// Case-insensitive, as the engine protocol's option values are.
    fn from_str(text: &str) -> Result<Variant, UnknownVariant> {
        Variant::ALL
            .into_iter()
            .find(|v| v.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| UnknownVariant(text.to_owned()))
    }
}

/// Saves and data files write the variant as its name (`"chess"`), as they always have.
impl serde::Serialize for Variant {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Variant {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Variant, D::Error> {
        let name = String::deserialize(deserializer)?;
        name.parse().map_err(serde::de::Error::custom)
    }
}

/// The concrete rules behind a [`DynGame`], for code that treats each game its own way (the
/// search, PGN, Trigame's countdown). A closed enum, so such code names every game.
#[derive(Debug, Clone, Copy)]
pub enum GameRef<'a> {
    Chess(&'a ChessGame),
    Marseillais(&'a MarseillaisGame),
    Trichess(&'a TrichessGame),
    Brandubh(&'a Brandubh),
    Trigame(&'a TrigameGame),
}

/// A game of the closed list: which [`Variant`] it is and a typed reference to it.
pub trait Listed: Game + BoardFace {
    const KIND: Variant;
    fn game_ref(&self) -> GameRef<'_>;
}

impl Listed for ChessGame {
    const KIND: Variant = Variant::Chess;
    fn game_ref(&self) -> GameRef<'_> {
        GameRef::Chess(self)
    }
}

impl Listed for MarseillaisGame {
    const KIND: Variant = Variant::Marseillais;
    fn game_ref(&self) -> GameRef<'_> {
        GameRef::Marseillais(self)
    }
}

impl Listed for TrichessGame {
    const KIND: Variant = Variant::Trichess;
    fn game_ref(&self) -> GameRef<'_> {
        GameRef::Trichess(self)
    }
}

impl Listed for Brandubh {
    const KIND: Variant = Variant::Brandubh;
    fn game_ref(&self) -> GameRef<'_> {
        GameRef::Brandubh(self)
    }
}

impl Listed for TrigameGame {
    const KIND: Variant = Variant::Trigame;
    fn game_ref(&self) -> GameRef<'_> {
        GameRef::Trigame(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_games_know_their_variant() {
        for variant in Variant::ALL {
            assert_eq!(variant.name().parse::<Variant>(), Ok(variant));
            assert_eq!(variant.name().to_uppercase().parse::<Variant>(), Ok(variant));
            let game = variant.new_game();
            assert_eq!(game.variant(), variant);
            assert_eq!(game.seats(), variant.seats());
            assert_eq!(game.seat_names(), variant.seat_names());
            let again = variant.from_position(&game.position_string()).map(|g| g.position_string());
            assert_eq!(again.ok(), Some(game.position_string()), "{variant}");
        }
        let error = "go".parse::<Variant>().err().map(|e| e.to_string()).unwrap_or_default();
        assert!(error.contains("unknown game 'go'") && error.contains("trigame"), "{error}");
    }

    #[test]
    fn every_game_can_wait_a_turn_and_take_it_back() {
        for variant in Variant::ALL {
            let mut game = variant.new_game();
            let (before, seat) = (game.position_string(), game.to_move());
            assert!(game.wait(), "{variant}");
            assert_ne!(game.to_move(), seat, "{variant}");
            assert!(game.legal_move_strings().iter().all(|m| game.clone_box().play_str(m).is_ok()));
            assert!(game.undo(), "{variant}");
            assert_eq!(game.position_string(), before, "{variant}");
        }
        let checked = Variant::Chess.from_position("4k3/8/8/8/8/8/8/4R2K b - - 0 1");
        assert_eq!(checked.map(|mut g| g.wait()).ok(), Some(false), "a king in check cannot wait");
        let mut marseillais = Variant::Marseillais.new_game();
        for half in ["e2e4", "e7e5"] {
            assert!(marseillais.play_str(half).is_ok());
        }
        assert!(!marseillais.wait(), "not in the middle of a turn");
    }

    #[test]
    fn variants_are_written_as_their_names() {
        let text = ron::to_string(&Variant::Trichess).unwrap_or_default();
        assert_eq!(text, "\"trichess\"");
        assert_eq!(ron::from_str::<Variant>("\"brandubh\"").ok(), Some(Variant::Brandubh));
        assert!(ron::from_str::<Variant>("\"go\"").is_err());
    }
}
