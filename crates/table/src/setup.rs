//! How a game is set up: the variant, who plays each seat, the clock, and per-game options.

use serde::{Deserialize, Serialize};
use tabula_rules::{DynGame, Variant};

/// Who plays a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Player {
    Human,
    /// The computer at a named level of levels/ai.ron.
    Computer(String),
    /// Somebody playing from elsewhere (online), by name: their moves come from the server.
    Remote(String),
    /// A UCI engine installed on this computer (Stockfish...), run as a child process.
    Engine(EngineSeat),
}

/// An installed UCI engine at a seat: its name, its program and the strength asked of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EngineSeat {
    /// As the engine names itself (`id name`).
    pub name: String,
    pub path: String,
    /// `UCI_LimitStrength` with this `UCI_Elo`, where the engine has them.
    #[serde(default)]
    pub elo: Option<u32>,
    /// `Skill Level`, where the engine has it and no Elo is asked.
    #[serde(default)]
    pub skill: Option<i32>,
    /// Thinking time per move, in milliseconds.
    pub movetime_ms: u32,
}

impl EngineSeat {
    pub fn label(&self) -> String {
        match (self.elo, self.skill) {
            (Some(elo), _) => format!("{} (Elo {elo})", self.name),
            (None, Some(skill)) => format!("{} (skill {skill})", self.name),
            (None, None) => self.name.clone(),
        }
    }
}

impl Player {
    pub fn label(&self) -> String {
        match self {
            Player::Human => "Human".to_owned(),
            Player::Computer(level) => format!("Computer ({level})"),
            Player::Remote(name) => name.clone(),
            Player::Engine(engine) => engine.label(),
        }
    }

    /// Is a program choosing this seat's moves (a level or an installed engine)?
    pub fn is_program(&self) -> bool {
        matches!(self, Player::Computer(_) | Player::Engine(_))
    }
}

/// A clock: base time per player and an increment added after each of their turns.
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameSetup {
    pub variant: Variant,
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
        GameSetup::vs_computer(Variant::Chess, "Casual", 0)
    }
}

impl GameSetup {
    /// Everybody at the table is a human.
    pub fn hot_seat(variant: Variant) -> GameSetup {
        GameSetup {
            variant,
            players: vec![Player::Human; variant.seats() as usize],
            clock: None,
            first_seat: 0,
            start: None,
        }
    }

    /// One human in `human_seat`, the computer at `level` everywhere else.
    pub fn vs_computer(variant: Variant, level: &str, human_seat: u8) -> GameSetup {
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

    /// A new rules object for this setup, or why the setup cannot be played.
    pub fn new_rules(&self) -> Result<Box<dyn DynGame>, SetupError> {
        let seats = self.variant.seats() as usize;
        if self.players.len() != seats {
            return Err(SetupError::Players { variant: self.variant, needed: seats, given: self.players.len() });
        }
        if let Some(clock) = self.clock
            && clock.base_secs == 0
        {
            return Err(SetupError::NoTime);
        }
        if let Some(start) = &self.start {
            return self.variant.from_position(start).map_err(|error| SetupError::Start(error.to_string()));
        }
        match (self.variant.descriptor().first_seat, self.first_seat) {
            (Some(first_seat), seat) => first_seat(seat).ok_or(SetupError::FirstSeat(seat)),
            (None, 0) => Ok(self.variant.new_game()),
            (None, seat) => Err(SetupError::FirstSeat(seat)),
        }
    }

    /// The seat a single human plays, for orienting the board; `None` in hot-seat or watch games.
    pub fn local_seat(&self) -> Option<u8> {
        let mut humans = (0..self.players.len()).filter(|&s| self.players[s] == Player::Human);
        match (humans.next(), humans.next()) {
            (Some(seat), None) => Some(seat as u8),
            _ => None,
        }
    }

    pub fn has_computer(&self) -> bool {
        self.players.iter().any(Player::is_program)
    }

    /// Is anybody at the table a human? (Not when the computer plays every seat: watching.)
    pub fn has_human(&self) -> bool {
        self.players.contains(&Player::Human)
    }
}

/// Why a setup cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    Players {
        variant: Variant,
        needed: usize,
        given: usize,
    },
    /// A clock with no base time.
    NoTime,
    /// Only Trigame lets another seat than the first start.
    FirstSeat(u8),
    /// The start position does not parse (the rules' reason).
    Start(String),
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::Players { variant, needed, given } => {
                write!(f, "{variant} needs {needed} players, the setup has {given}")
            }
            SetupError::NoTime => f.write_str("a clock needs some base time"),
            SetupError::FirstSeat(seat) => write!(f, "seat {seat} cannot move first in this game"),
            SetupError::Start(reason) => write!(f, "bad start position: {reason}"),
        }
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setups_check_what_the_rules_cannot() {
        assert!(GameSetup::hot_seat(Variant::Trichess).new_rules().is_ok());
        let mut setup = GameSetup::vs_computer(Variant::Chess, "Club", 1);
        assert_eq!(setup.local_seat(), Some(1));
        assert!(setup.has_computer() && setup.has_human());
        setup.players.pop();
        assert!(matches!(setup.new_rules(), Err(SetupError::Players { needed: 2, given: 1, .. })));
        let mut red_first = GameSetup::hot_seat(Variant::Trigame);
        red_first.first_seat = 1;
        assert_eq!(red_first.new_rules().map(|g| g.to_move().0).ok(), Some(1));
        let mut chess_black_first = GameSetup::hot_seat(Variant::Chess);
        chess_black_first.first_seat = 1;
        assert_eq!(chess_black_first.new_rules().err(), Some(SetupError::FirstSeat(1)));
        let mut untimed = GameSetup::hot_seat(Variant::Brandubh);
        untimed.clock = Some(ClockSetup { base_secs: 0, increment_secs: 5 });
        assert_eq!(untimed.new_rules().err(), Some(SetupError::NoTime));
        assert_eq!(GameSetup::hot_seat(Variant::Chess).local_seat(), None);
        assert_eq!(ClockSetup { base_secs: 90, increment_secs: 1 }.label(), "1.5+1");
    }
}
