//! Keyboard shortcuts (listed in the help window, F1).

use crate::app::Screen;
use crate::board::{Orientation, PendingPromotion};
use crate::session::save::SaveRequest;
use crate::session::{Referee, Session, SessionRequest, refereed_by_level};
use crate::tr;
use crate::ui_state::Overlay;
use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;

/// (keys, what they do), shown in the help window.
pub fn shortcuts() -> Vec<(String, String)> {
    let key = |k: &str| k.to_owned();
    let ctrl = |k: &str| tr!("menu-key-ctrl", key = k);
    vec![
        (ctrl("N"), tr!("menu-shortcut-new-game")),
        (ctrl("Z"), tr!("menu-shortcut-take-back")),
        (key("F"), tr!("menu-shortcut-flip")),
        (ctrl("S"), tr!("menu-shortcut-save")),
        (ctrl("O"), tr!("menu-shortcut-load")),
        (tr!("menu-key-arrows"), tr!("menu-shortcut-cursor")),
        (key("/"), tr!("menu-shortcut-type-move")),
        (tr!("menu-key-pages"), tr!("menu-shortcut-step")),
        (tr!("menu-key-home-end"), tr!("menu-shortcut-first-last")),
        (key("Q R B N"), tr!("menu-shortcut-promotion")),
        (key("A"), tr!("menu-shortcut-analyse")),
        (key("H"), tr!("menu-shortcut-hint")),
        (key("V"), tr!("menu-shortcut-review")),
        (key("D"), tr!("menu-shortcut-read-out")),
        (key("H R N S"), tr!("menu-shortcut-puzzle")),
        (tr!("menu-key-esc"), tr!("menu-shortcut-menu")),
        (key("F1"), tr!("menu-shortcut-help")),
        (key("M"), tr!("menu-shortcut-sound")),
        (ctrl("Q"), tr!("menu-shortcut-quit")),
        (tr!("menu-key-right-click"), tr!("menu-shortcut-right-click")),
        (tr!("menu-key-right-drag"), tr!("menu-shortcut-right-drag")),
        (key("K"), tr!("menu-shortcut-mark")),
    ]
}

pub(super) fn plugin(app: &mut App) {
    let in_game = in_state(Screen::Playing).and_then(resource_exists::<Session>);
    app.add_systems(
        Update,
        (
            app_shortcuts,
            game_shortcuts.run_if(in_game.clone()),
            // In a lesson or a puzzle H, R, N and S are the level's own (src/learn, src/puzzles).
            study_shortcuts.run_if(in_game.and_then(not(refereed_by_level))),
        )
            .run_if(not(egui_wants_any_keyboard_input)),
    );
    // Before the shortcuts, which would take the same Escape for the pause menu, and whatever
    // widget has the focus: a window must always close from the keyboard.
    app.add_systems(Update, close_windows_on_escape.before(game_shortcuts));
    app.add_systems(Update, close_windows_on_new_screen.run_if(state_changed::<Screen>));
}

fn close_windows_on_escape(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut overlay: ResMut<Overlay>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    referee: Res<Referee>,
) {
    if !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    // The game-over dialog (not shown for lessons, puzzles and the analysis board) closes too.
    let game_over_shown = *screen.get() == Screen::Playing
        && session.is_some_and(|s| s.is_over())
        && !overlay.game_over_closed
        && super::dialogs::ending_dialog_for(&referee);
    if overlay.any_window() {
        overlay.close_windows();
    } else if game_over_shown {
        overlay.game_over_closed = true;
    } else {
        return;
    }
    // Taken: the pause menu and the screens' "back" do not see this Escape.
    keys.clear_just_pressed(KeyCode::Escape);
}

/// A window opened over one screen does not follow the player to the next.
fn close_windows_on_new_screen(mut overlay: ResMut<Overlay>) {
    if overlay.any_window() {
        overlay.close_windows();
    }
}

/// Keys that work on every screen: help, sound, quit, load.
fn app_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    mut overlay: ResMut<Overlay>,
    mut exit: MessageWriter<AppExit>,
    mut settings: ResMut<crate::settings::Settings>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if keys.just_pressed(KeyCode::F1) {
        overlay.help = !overlay.help;
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyM) {
        settings.sound = !settings.sound;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyQ) {
        exit.write(AppExit::Success);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyO) {
        overlay.load = true;
    }
}

/// Keys of the game screen: the menu, new game, takeback, save, flip, reading out, and
/// stepping through the moves.
fn game_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session>,
    promotion: Res<PendingPromotion>,
    mut overlay: ResMut<Overlay>,
    mut orientation: ResMut<Orientation>,
    mut requests: MessageWriter<SessionRequest>,
    mut saves: MessageWriter<SaveRequest>,
    mut describe: MessageWriter<crate::speech::DescribePosition>,
) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    // Escape with a window open closes it (close_windows_on_escape); with none, it pauses.
    if keys.just_pressed(KeyCode::Escape) && promotion.0.is_none() && !overlay.any_window() {
        overlay.pause = true;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyN) {
        overlay.new_game = true;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        requests.write(SessionRequest::Takeback);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyD) {
        describe.write(crate::speech::DescribePosition);
    }
    if ctrl && keys.just_pressed(KeyCode::KeyS) {
        saves.write(SaveRequest::Save);
    }
    if !ctrl && keys.just_pressed(KeyCode::KeyF) && promotion.0.is_none() {
        orientation.flips = orientation.flips.wrapping_add(1);
    }
    let current = session.review().unwrap_or(session.moves().len());
    // The arrows move the board's cursor (board/keyboard.rs).
    if keys.just_pressed(KeyCode::PageUp) {
        requests.write(SessionRequest::Review(Some(current.saturating_sub(1))));
    }
    if keys.just_pressed(KeyCode::PageDown) {
        requests.write(SessionRequest::Review(Some(current + 1)));
    }
    if keys.just_pressed(KeyCode::Home) {
        requests.write(SessionRequest::Review(Some(0)));
    }
    if keys.just_pressed(KeyCode::End) {
        requests.write(SessionRequest::Review(None));
    }
}

/// The engine's keys in a game (not in a level): review, analysis, a hint.
fn study_shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    settings: Res<crate::settings::Settings>,
    mut hints: MessageWriter<crate::session::hint::HintRequest>,
    mut analyse: MessageWriter<crate::session::analysis::ToggleAnalysis>,
    mut review: MessageWriter<crate::session::review::ToggleReview>,
) {
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyV) {
        review.write(crate::session::review::ToggleReview);
    }
    if keys.just_pressed(KeyCode::KeyA) {
        analyse.write(crate::session::analysis::ToggleAnalysis);
    }
    if keys.just_pressed(KeyCode::KeyH) && settings.hints {
        hints.write(crate::session::hint::HintRequest);
    }
}
