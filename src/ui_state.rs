//! Interface state that several screens and windows share: which windows are open, and the
//! new-game setup being edited (remembered between runs). Data only; the screens and menus
//! that draw it sit above.

use crate::session::{ClockSetup, GameSetup, Player};
use crate::storage::StorageDirs;
use bevy::prelude::*;
use tabula_rules::Variant;

/// Which windows are open.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Overlay {
    pub pause: bool,
    pub settings: bool,
    pub help: bool,
    pub load: bool,
    pub new_game: bool,
    /// The game-over dialog was closed for this game (to review the final position).
    pub game_over_closed: bool,
    /// Choosing a game's puzzles.
    pub puzzles: bool,
    /// Opening a position on the analysis board.
    pub analysis_board: bool,
}

impl Overlay {
    /// Is a window open (the game-over dialog aside, which has its own buttons)?
    pub fn any_window(&self) -> bool {
        self.pause || self.settings || self.help || self.load || self.new_game || self.puzzles || self.analysis_board
    }

    pub fn close_windows(&mut self) {
        *self = Overlay { game_over_closed: self.game_over_closed, ..Overlay::default() };
    }
}

/// The setup being edited. It is kept in `last-setup.ron` in the config folder, so the setup
/// screen opens with the previous game's choices, also after a restart.
#[derive(Resource, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct SetupDraft {
    pub setup: GameSetup,
    /// Index into `ClockSetup::PRESETS`, `None` for no clock, `Some(usize::MAX)` for custom.
    pub clock_choice: Option<usize>,
    pub custom_minutes: u32,
    pub custom_increment: u32,
    /// Trigame: the seat that moves first, `None` to draw it at random (the game's own custom).
    pub first_player: Option<u8>,
}

impl Default for SetupDraft {
    fn default() -> Self {
        SetupDraft {
            setup: GameSetup::default(),
            clock_choice: None,
            custom_minutes: 10,
            custom_increment: 5,
            first_player: None,
        }
    }
}

/// The clock choice that stands for the custom clock.
pub const CUSTOM_CLOCK: usize = usize::MAX;

impl SetupDraft {
    /// Switches to another game, keeping the clock and the computer's level.
    pub fn choose(&mut self, variant: Variant) {
        if self.setup.variant == variant {
            return;
        }
        let level = self
            .setup
            .players
            .iter()
            .find_map(|p| if let Player::Computer(level) = p { Some(level.clone()) } else { None })
            .unwrap_or_else(|| "Casual".to_owned());
        let clock = self.setup.clock;
        self.setup = GameSetup::vs_computer(variant, &level, 0);
        self.setup.clock = clock;
    }

    /// The game to start: the clock chosen, and the first seat where the game lets the players
    /// choose it (Trigame: chosen, or drawn by `draw` when left to chance); every other game
    /// starts with its first seat.
    pub fn game_setup(&self, draw: impl FnOnce() -> u8) -> GameSetup {
        let mut setup = self.setup.clone();
        setup.clock = self.clock();
        setup.first_seat =
            if setup.variant.descriptor().first_seat_choice() { self.first_player.unwrap_or_else(draw) } else { 0 };
        setup
    }

    fn clock(&self) -> Option<ClockSetup> {
        match self.clock_choice {
            None => None,
            Some(CUSTOM_CLOCK) => {
                Some(ClockSetup { base_secs: self.custom_minutes.max(1) * 60, increment_secs: self.custom_increment })
            }
            Some(i) => ClockSetup::PRESETS.get(i).map(|p| p.1),
        }
    }
}

pub fn draft_path(dirs: &StorageDirs) -> std::path::PathBuf {
    dirs.config.join("last-setup.ron")
}

/// The remembered setup; the defaults when there is none or it does not read (it is only a
/// convenience, rewritten at the next game).
pub fn load_draft(dirs: &StorageDirs) -> SetupDraft {
    let text = crate::storage::read_text(&draft_path(dirs)).ok().flatten().unwrap_or_default();
    ron::from_str::<SetupDraft>(&text).ok().filter(|draft| draft.setup.new_rules().is_ok()).unwrap_or_default()
}
