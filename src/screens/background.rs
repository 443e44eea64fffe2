//! The window's background colour, which follows the game being set up or on the table.

use crate::app::Screen;
use crate::scene::Scenes;
use crate::session::Session;
use crate::settings::Settings;
use crate::ui_state::SetupDraft;
use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, clear_colour);
}

/// The window's background: the scene of the game being set up or on the table (it stays for
/// the menus after a game), else the theme's.
fn clear_colour(
    settings: Res<Settings>,
    scenes: Res<Scenes>,
    session: Option<Res<Session>>,
    screen: Option<Res<State<Screen>>>,
    draft: Option<Res<SetupDraft>>,
    mut clear: ResMut<ClearColor>,
) {
    let setting_up = screen.as_ref().is_some_and(|s| *s.get() == Screen::Setup);
    let variant = match (&draft, &session) {
        (Some(draft), _) if setting_up => Some(draft.setup.variant),
        (_, Some(session)) => Some(session.variant()),
        _ => None,
    };
    let background = variant
        .map_or(crate::theme::palette(settings.theme).background, |v| scenes.palette(settings.theme, v).background);
    if clear.0 != background {
        clear.0 = background;
    }
}
