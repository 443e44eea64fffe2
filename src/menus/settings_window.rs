//! The settings window: animation speed, legal-move dots, coordinates, sound and volume, theme,
//! hot-seat auto-flip, interface size and installed engines. Changes apply at once and are
//! saved.

use crate::settings::{AnimationSpeed, Settings, ThemeName};
use crate::tr;
use crate::ui_state::Overlay;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, settings_ui.run_if(|o: Res<Overlay>| o.settings));
}

fn settings_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut settings: ResMut<Settings>,
    dirs: Res<crate::storage::StorageDirs>,
    engines: Res<crate::engines::InstalledEngines>,
    mut engine_path: Local<String>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut draft = settings.clone();
    let mut open = true;
    egui::Window::new(tr!("menu-settings"))
        // One window whatever its title's language, which may change while it is open.
        .id(egui::Id::new("settings window"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            egui::Grid::new("settings").num_columns(2).spacing([16.0, 10.0]).show(ui, |ui| {
                ui.label(tr!("menu-language"));
                language_choice(ui, &mut draft.language);
                ui.end_row();
                // Only a language with letters of its own has a choice to offer.
                if crate::i18n::notation::has_own_letters() {
                    let letters = crate::i18n::notation::piece_letters().join(" ");
                    ui.label(tr!("menu-piece-letters"));
                    ui.horizontal(|ui| {
                        ui.selectable_value(&mut draft.local_piece_letters, false, "K Q R B N");
                        let local = tr!("menu-piece-letters-local", letters = letters);
                        ui.selectable_value(&mut draft.local_piece_letters, true, local);
                    });
                    ui.end_row();
                }
                ui.label(tr!("menu-animation"));
                ui.horizontal(|ui| {
                    for speed in AnimationSpeed::ALL {
                        ui.selectable_value(&mut draft.animation, speed, speed.label());
                    }
                });
                ui.end_row();
                ui.label(tr!("menu-board"));
                ui.vertical(|ui| {
                    ui.checkbox(&mut draft.legal_move_dots, tr!("menu-show-legal-moves-selected"));
                    ui.checkbox(&mut draft.coordinates, tr!("menu-show-coordinates"));
                    ui.checkbox(&mut draft.auto_flip, tr!("menu-hot-seat-turn-board"));
                    ui.checkbox(&mut draft.hints, tr!("menu-against-computer-hints-h"));
                });
                ui.end_row();
                ui.label(tr!("menu-sound"));
                ui.horizontal(|ui| {
                    ui.checkbox(&mut draft.sound, tr!("menu-on"));
                    ui.add_enabled(draft.sound, egui::Slider::new(&mut draft.volume, 0..=100).suffix("%"));
                });
                ui.end_row();
                ui.label(tr!("menu-theme"));
                ui.horizontal(|ui| {
                    for theme in ThemeName::ALL {
                        ui.selectable_value(&mut draft.theme, theme, theme.label());
                    }
                });
                ui.end_row();
                ui.label(tr!("menu-scene"));
                ui.checkbox(&mut draft.scene_motion, tr!("menu-drifting-specks-breathing-light"));
                ui.end_row();
                ui.label(tr!("menu-pieces"));
                ui.horizontal(|ui| {
                    for set in crate::settings::PieceSet::ALL {
                        ui.selectable_value(&mut draft.piece_set, set, set.label());
                    }
                });
                ui.end_row();
                ui.label(tr!("menu-interface-size"));
                ui.add(
                    egui::Slider::new(&mut draft.ui_scale, 0.75..=2.0)
                        .step_by(0.05)
                        // A percentage, as the volume beside it is shown.
                        .custom_formatter(|value, _| format!("{:.0}%", value * 100.0))
                        .custom_parser(|text| {
                            text.trim().trim_end_matches('%').trim().parse::<f64>().ok().map(|p| p / 100.0)
                        }),
                );
                ui.end_row();
                ui.label(tr!("menu-engines"));
                engine_rows(ui, &mut draft, &engines, &mut engine_path);
                ui.end_row();
            });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr!("menu-defaults")).clicked() {
                    draft = Settings::default();
                }
                if ui.button(tr!("menu-close")).clicked() {
                    overlay.settings = false;
                }
            });
            ui.weak(tr!("menu-saved", settings_path = dirs.settings_path().display()));
        });
    if !open {
        overlay.settings = false;
    }
    if draft != *settings {
        *settings = draft;
    }
    Ok(())
}

/// The engines found (on the PATH or added), each added path with a Remove, and a path to add:
/// asked at once whether it is an engine.
fn engine_rows(ui: &mut egui::Ui, draft: &mut Settings, engines: &crate::engines::InstalledEngines, path: &mut String) {
    ui.vertical(|ui| {
        let (found, problems) = engines.all();
        if found.is_empty() {
            ui.weak(tr!("menu-no-uci-engine-found"));
        }
        for engine in &found {
            ui.horizontal(|ui| {
                ui.label(format!("{} ({})", engine.name, engine.path));
                if draft.engines.contains(&engine.path) && ui.small_button(tr!("menu-remove")).clicked() {
                    draft.engines.retain(|p| *p != engine.path);
                }
            });
        }
        for problem in &problems {
            ui.colored_label(egui::Color32::from_rgb(240, 180, 80), problem);
        }
        ui.horizontal(|ui| {
            ui.add(egui::TextEdit::singleline(path).hint_text(tr!("menu-engine-path-hint")).desired_width(220.0));
            if ui.button(tr!("menu-add")).clicked() && !path.trim().is_empty() {
                let added = path.trim().to_owned();
                if !draft.engines.contains(&added) {
                    draft.engines.push(added.clone());
                }
                engines.probe_in_background(vec![added]);
                path.clear();
            }
        });
    });
}

/// The language menu: the desktop's (named in its own language), then each language in itself.
fn language_choice(ui: &mut egui::Ui, chosen: &mut Option<String>) {
    use crate::i18n::{Language, desktop_language};
    let system = tr!("menu-language-system", language = desktop_language().native_name());
    let shown =
        chosen.as_deref().and_then(Language::from_code).map_or_else(|| system.clone(), |l| l.native_name().to_owned());
    egui::ComboBox::from_id_salt("language").selected_text(shown).show_ui(ui, |ui| {
        ui.selectable_value(chosen, None, system);
        for language in Language::ALL {
            ui.selectable_value(chosen, Some(language.code().to_owned()), language.native_name());
        }
    });
}
