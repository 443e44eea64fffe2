//! The game select screen: five games, each with a picture of its board and one line.

use super::{root_ui, thumbnail::board_picture};
use crate::app::Screen;
use crate::games::SHOWN;
use crate::settings::Settings;
use crate::tr;
use crate::ui_state::SetupDraft;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, select_ui.run_if(in_state(Screen::Select)));
}

fn select_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut draft: ResMut<SetupDraft>,
    settings: Res<Settings>,
    scenes: Res<crate::scene::Scenes>,
    keys: Res<ButtonInput<KeyCode>>,
) -> Result {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "select");
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(24.0);
            ui.heading(egui::RichText::new(tr!("setup-choose-game")).size(34.0));
            ui.add_space(16.0);
        });
        let card_width = 220.0;
        let columns = ((ui.available_width() / (card_width + 16.0)).floor() as usize).clamp(1, 5);
        let total = columns as f32 * (card_width + 16.0);
        ui.horizontal(|ui| {
            ui.add_space(((ui.available_width() - total) / 2.0).max(0.0));
            egui::Grid::new("games").spacing([16.0, 16.0]).show(ui, |ui| {
                for (index, variant) in SHOWN.into_iter().enumerate() {
                    let (title, line) =
                        (crate::i18n::words::game_title(variant), crate::i18n::words::game_blurb(variant));
                    let card = egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
                        ui.set_width(card_width - 20.0);
                        ui.vertical_centered(|ui| {
                            board_picture(ui, variant, card_width - 40.0, settings.theme, &scenes);
                            ui.label(egui::RichText::new(title).size(20.0).strong());
                            ui.add(egui::Label::new(line).wrap());
                            ui.add_space(4.0);
                            ui.button(egui::RichText::new(tr!("setup-play")).size(17.0)).clicked()
                        })
                        .inner
                    });
                    let clicked = card.inner || card.response.interact(egui::Sense::click()).clicked();
                    if clicked {
                        draft.choose(variant);
                        next.set(Screen::Setup);
                    }
                    if (index + 1) % columns == 0 {
                        ui.end_row();
                    }
                }
            });
        });
        ui.add_space(20.0);
        ui.vertical_centered(|ui| {
            if ui.button(tr!("setup-back")).clicked() {
                next.set(Screen::Title);
            }
        });
    });
    Ok(())
}
