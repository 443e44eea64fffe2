//! The title screen: play, resume the autosaved game, rules, settings, quit.

use super::{menu_button, root_ui};
use crate::Screen;
use crate::menus::Overlay;
use crate::session::StatusLine;
use crate::session::save::{Resumable, SaveRequest};
use crate::settings::Notice;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, title_ui.run_if(in_state(Screen::Title)));
}

#[allow(clippy::too_many_arguments)]
fn title_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    resumable: Res<Resumable>,
    mut saves: MessageWriter<SaveRequest>,
    mut overlay: ResMut<Overlay>,
    mut exit: MessageWriter<AppExit>,
    notice: Res<Notice>,
    status: Res<StatusLine>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "title");
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space((ui.available_height() * 0.16).max(20.0));
            ui.label(egui::RichText::new("Tabula").size(72.0).strong().color(egui::Color32::from_rgb(232, 205, 160)));
            ui.label(egui::RichText::new("Five board games, one table").size(20.0).italics());
            ui.add_space(36.0);
            if menu_button(ui, "Play").clicked() {
                next.set(Screen::Select);
            }
            if let Some(saved) = &resumable.0 {
                let label = format!("Resume {} ({} moves)", super::game_title(&saved.setup.variant), saved.moves.len());
                if menu_button(ui, &label).clicked() {
                    saves.write(SaveRequest::Resume);
                }
            }
            if menu_button(ui, "Load a saved game").clicked() {
                overlay.load = true;
            }
            if menu_button(ui, "Rules").clicked() {
                next.set(Screen::Rules);
            }
            if menu_button(ui, "Settings").clicked() {
                overlay.settings = true;
            }
            if menu_button(ui, "Quit").clicked() {
                exit.write(AppExit::Success);
            }
            ui.add_space(20.0);
            if let Some(message) = &notice.0 {
                ui.colored_label(egui::Color32::from_rgb(240, 180, 80), message);
            }
            if !status.0.is_empty() {
                ui.label(&status.0);
            }
            ui.add_space(10.0);
            ui.weak("F1: keyboard shortcuts");
        });
    });
    Ok(())
}
