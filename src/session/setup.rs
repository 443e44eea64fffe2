//! How a game is set up: the variant, who plays each seat, the clock, and per-game options.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use tabula_rules::DynGame;
use tabula_rules::trigame::{Side, TrigameGame};

/// Who plays a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    /// The computer at a named level of levels/ai.ron.
    Computer(String),
}

impl Player {
    pub fn label(&self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Computer(level) => format!("Computer ({level})"),
        }
    }
}

/// A clock: base time per player and an increment added after each of their moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSetup {
    pub base_secs: u32,
    pub increment_secs: u32,
}

impl ClockSetup {
    pub const PRESETS: [(&'static str, ClockSetup); 6] = [
        ("1+0 bullet", ClockSetup { base_secs: 60, increment_secs: 0 }),
        ("3+2 blitz", ClockSetup { base_secs: 180, increment_secs: 2 }),
        ("5+3 blitz", ClockSetup { base_secs: 300, increment_secs: 3 }),
        ("10+5 rapid", ClockSetup { base_secs: 600, increment_secs: 5 }),
        ("15+10 rapid", ClockSetup { base_secs: 900, increment_secs: 10 }),
        ("30+20 classical", ClockSetup { base_secs: 1800, increment_secs: 20 }),
    ];

    pub fn label(&self) -> String {
        format!("{}+{}", fmt_minutes(self.base_secs), self.increment_secs)
    }
}

fn fmt_minutes(secs: u32) -> String {
    if secs.is_multiple_of(60) { (secs / 60).to_string() } else { format!("{:.1}", secs as f32 / 60.0) }
}

/// Everything needed to start (or restart) a game.
#[derive(Resource, Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSetup {
    pub variant: String,
    /// One per seat.
    pub players: Vec<Player>,
    pub clock: Option<ClockSetup>,
    /// Trigame: which seat moves first (0 black, 1 red).
    #[serde(default)]
    pub first_seat: u8,
    /// A start position in the game's own notation (FEN for chess); `None` for the usual start.
    #[serde(default)]
    pub start: Option<String>,
}

impl Default for GameSetup {
    fn default() -> Self {
        GameSetup::vs_computer("chess", "Casual", 0)
    }
}

impl GameSetup {
    /// Everybody at the table is a human.
    pub fn hot_seat(variant: &str) -> GameSetup {
        let seats = seats_of(variant);
        GameSetup {
            variant: variant.to_owned(),
            players: vec![Player::Human; seats],
            clock: None,
            first_seat: 0,
            start: None,
        }
    }

    /// One human in `human_seat`, the computer at `level` everywhere else.
    pub fn vs_computer(variant: &str, level: &str, human_seat: u8) -> GameSetup {
        let mut setup = GameSetup::hot_seat(variant);
        for (seat, player) in setup.players.iter_mut().enumerate() {
            if seat != human_seat as usize {
                *player = Player::Computer(level.to_owned());
            }
        }
        setup
    }

    /// The same game with the seats turned one place (a rematch with colours swapped).
    pub fn rotated(&self) -> GameSetup {
        let mut setup = self.clone();
        setup.players.rotate_right(1);
        setup
    }

    /// A new rules object for this setup.
    pub fn new_rules(&self) -> Result<Box<dyn DynGame>, String> {
        if let Some(start) = &self.start {
            return match tabula_rules::new_game_from_position(&self.variant, start) {
                Some(Ok(game)) => Ok(game),
                Some(Err(error)) => Err(format!("bad start position: {error}")),
                None => Err(format!("unknown game '{}'", self.variant)),
            };
        }
        if self.variant == "trigame" {
            let first = if self.first_seat == 1 { Side::Red } else { Side::Black };
            return Ok(Box::new(TrigameGame::with_first_player(first)));
        }
        tabula_rules::new_game(&self.variant).ok_or_else(|| format!("unknown game '{}'", self.variant))
    }

    /// The seat a single human plays, for orienting the board; `None` in hot-seat or watch games.
    pub fn local_seat(&self) -> Option<u8> {
        let humans: Vec<usize> = (0..self.players.len()).filter(|&s| self.players[s] == Player::Human).collect();
        match humans.as_slice() {
            [seat] => Some(*seat as u8),
            _ => None,
        }
    }

    pub fn has_computer(&self) -> bool {
        self.players.iter().any(|p| matches!(p, Player::Computer(_)))
    }

    /// Is anybody at the table a human? (Not when the computer plays every seat: watching.)
    pub fn has_human(&self) -> bool {
        self.players.contains(&Player::Human)
    }
}

/// Seats of a variant (2 when the name is unknown; `new_rules` reports that error).
pub fn seats_of(variant: &str) -> usize {
    tabula_rules::new_game(variant).map_or(2, |game| game.seats() as usize)
}
