//! Windows over the screens: pause menu, settings, keyboard help, loading a saved game, the
//! new-game choice, the game-over dialog, the puzzles and analysis board choosers; and the
//! keyboard shortcuts that open them.

mod coach_dialogs;
mod dialogs;
mod settings_window;
mod shortcuts;

use crate::session::ClockPaused;
use crate::ui_state::Overlay;
use bevy::prelude::*;

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
