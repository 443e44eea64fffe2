//! Windows over the screens: pause menu, settings, keyboard help, loading a saved game, the
//! new-game choice, the game-over dialog, the puzzles and analysis board choosers; and the
//! keyboard shortcuts that open them.

mod coach_dialogs;
mod dialogs;
mod settings_window;
mod shortcuts;

use crate::session::ClockPaused;
use bevy::prelude::*;

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

pub fn plugin(app: &mut App) {
    app.init_resource::<Overlay>();
    app.add_plugins((dialogs::plugin, coach_dialogs::plugin, settings_window::plugin, shortcuts::plugin));
    app.add_systems(Update, pause_while_menus_open);
}

/// Clocks stop while a menu covers the game.
fn pause_while_menus_open(overlay: Res<Overlay>, mut paused: ResMut<ClockPaused>) {
    let now = overlay.pause || overlay.settings || overlay.help || overlay.load || overlay.new_game;
    if paused.0 != now {
        paused.0 = now;
    }
}
