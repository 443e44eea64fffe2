//! The app's screens, drawn with egui: title, game select, new-game setup, the game's panel and
//! the rules pages.

pub mod accessible;
mod background;
mod fade;
mod game;
mod learn;
mod lesson_panel;
mod lobby;
mod puzzle_panel;
mod review_panel;
mod rules;
mod select;
mod setup;
pub mod thumbnail;
mod title;

pub use learn::stars_text;
pub use lobby::LobbyDraft;

use bevy::prelude::*;
use bevy_egui::egui;

/// A game's title, as menus show it.
pub fn game_title(variant: tabula_rules::Variant) -> String {
    crate::i18n::words::game_title(variant)
}

pub fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        select::plugin,
        setup::plugin,
        game::plugin,
        rules::plugin,
        learn::plugin,
        lobby::plugin,
        fade::plugin,
        background::plugin,
    ));
}

/// A full-window `Ui` for panels (egui 0.36 shows panels inside a `Ui`, not a `Context`).
pub fn root_ui(ctx: &egui::Context, name: &str) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        egui::Id::new(name),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    )
}

/// A big menu button of a fixed width.
pub fn menu_button(ui: &mut egui::Ui, text: &str) -> egui::Response {
    ui.add_sized([320.0, 40.0], egui::Button::new(egui::RichText::new(text).size(19.0)))
}
