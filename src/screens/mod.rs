//! The app's screens, drawn with egui: title, game select, new-game setup, the game's panel and
//! the rules pages.

mod game;
mod rules;
mod select;
mod setup;
pub mod thumbnail;
mod title;

pub use rules::rules_text;
pub use setup::SetupDraft;

use bevy::prelude::*;
use bevy_egui::egui;

/// Descriptions of the five games, in the select screen's order.
pub const GAMES: [(&str, &str, &str); 5] = [
    ("chess", "Chess", "The classic: two armies, checkmate the king."),
    ("marseillais", "Marseillais chess", "Chess where each side moves twice per turn."),
    ("brandubh", "Brandubh", "7x7 tafl: the king races for a corner, attackers pinch to capture."),
    ("trichess", "Trichess", "Three players, one hexagonal board of 169 cells."),
    ("trigame", "Trigame", "Pieces on points, lines and triangles; a 50-move countdown decides."),
];

pub fn game_title(variant: &str) -> &'static str {
    GAMES.iter().find(|g| g.0 == variant).map_or("Game", |g| g.1)
}

pub fn plugin(app: &mut App) {
    app.add_plugins((title::plugin, select::plugin, setup::plugin, game::plugin, rules::plugin));
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
