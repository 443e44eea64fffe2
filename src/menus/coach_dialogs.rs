//! The windows that open the engine's teaching: choosing a game's puzzles (with the player's
//! rating there), and opening a position on the analysis board (pasted in the game's notation,
//! checked before it opens, its error shown in place).

use super::dialogs::centered;
use crate::puzzles::progress::PuzzleProgress;
use crate::puzzles::{PuzzleRequest, PuzzleSets, theme_counts};
use crate::session::OpenAnalysisBoard;
use crate::session::analysis_board::check_position;
use crate::storage::StorageDirs;
use crate::tr;
use crate::ui_state::Overlay;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_rules::Variant;

/// What the analysis board window holds between frames.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub struct AnalysisDraft {
    pub variant: Variant,
    pub text: String,
    pub error: Option<String>,
}

impl Default for AnalysisDraft {
    fn default() -> Self {
        AnalysisDraft { variant: Variant::Chess, text: String::new(), error: None }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnalysisDraft>();
    app.add_systems(EguiPrimaryContextPass, (puzzles_ui, analysis_board_ui));
}

fn puzzles_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    sets: Res<PuzzleSets>,
    mut progress: ResMut<PuzzleProgress>,
    dirs: Res<StorageDirs>,
    mut requests: MessageWriter<PuzzleRequest>,
) -> Result {
    if !overlay.puzzles {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    centered(&tr!("menu-puzzles")).open(&mut open).show(ctx, |ui| {
        ui.label(tr!("menu-positions-from-tabula-s"));
        ui.add_space(6.0);
        let mut chosen_theme = None;
        egui::Grid::new("puzzle-games").num_columns(4).spacing([16.0, 8.0]).show(ui, |ui| {
            for variant in Variant::ALL {
                let count = sets.of(variant).len();
                let mine = progress.of(variant);
                let button = ui.add_enabled(
                    count > 0,
                    egui::Button::new(egui::RichText::new(crate::screens::game_title(variant)).size(17.0))
                        .min_size(egui::vec2(170.0, 32.0)),
                );
                if button.clicked() {
                    requests.write(PuzzleRequest::Next(variant));
                    overlay.puzzles = false;
                }
                ui.label(tr!("menu-puzzle-count", count = count));
                if mine.history.is_empty() {
                    ui.weak(tr!("menu-not-rated-yet"));
                } else {
                    let solved = mine.history.iter().filter(|a| a.solved).count();
                    ui.label(tr!(
                        "menu-puzzle-rating",
                        rating = mine.rating.rating.round() as i64,
                        solved = solved,
                        tried = mine.history.len()
                    ));
                }
                if let Some(theme) = theme_choice(ui, variant, sets.of(variant), mine.theme.as_deref()) {
                    chosen_theme = Some((variant, theme));
                }
                ui.end_row();
            }
        });
        if let Some((variant, theme)) = chosen_theme {
            progress.set_theme(variant, theme);
            if let Err(error) = progress.save(&dirs) {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 150, 110),
                    tr!("menu-could-not-save-choice", error = error),
                );
            }
        }
        for problem in &sets.problems {
            ui.colored_label(egui::Color32::from_rgb(240, 150, 110), problem);
        }
    });
    if !open {
        overlay.puzzles = false;
    }
    Ok(())
}

/// The theme filter of one game's row: "All themes" or one the game's puzzles name, with its
/// count. The new choice, when the player made one.
fn theme_choice(
    ui: &mut egui::Ui,
    variant: Variant,
    puzzles: &[tabula_coach::Puzzle],
    current: Option<&str>,
) -> Option<Option<String>> {
    let counts = theme_counts(puzzles);
    let mut choice = current.map(str::to_owned);
    let shown = match current {
        Some(theme) => {
            let count = counts.iter().find(|(t, _)| t == theme).map_or(0, |(_, n)| *n);
            format!("{} ({count})", crate::i18n::themes::theme_name(theme))
        }
        None => tr!("menu-all-themes"),
    };
    egui::ComboBox::from_id_salt(("puzzle-theme", variant.name())).selected_text(shown).width(170.0).show_ui(
        ui,
        |ui| {
            ui.selectable_value(&mut choice, None, tr!("menu-all-themes"));
            for (theme, count) in &counts {
                let label = format!("{} ({count})", crate::i18n::themes::theme_name(theme));
                ui.selectable_value(&mut choice, Some(theme.clone()), label);
            }
        },
    );
    (choice.as_deref() != current).then_some(choice)
}

fn analysis_board_ui(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut draft: ResMut<AnalysisDraft>,
    mut requests: MessageWriter<OpenAnalysisBoard>,
) -> Result {
    if !overlay.analysis_board {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    centered(&tr!("menu-analysis-board")).open(&mut open).show(ctx, |ui| {
        ui.horizontal(|ui| {
            for variant in Variant::ALL {
                if ui.selectable_label(draft.variant == variant, crate::screens::game_title(variant)).clicked() {
                    draft.variant = variant;
                    draft.error = None;
                }
            }
        });
        ui.label(tr!("menu-paste-position-game-s"));
        let edit = egui::TextEdit::multiline(&mut draft.text)
            .desired_rows(3)
            .desired_width(520.0)
            .font(egui::TextStyle::Monospace);
        if ui.add(edit).changed() {
            draft.error = None;
        }
        if let Some(error) = &draft.error {
            ui.colored_label(egui::Color32::from_rgb(240, 120, 100), error);
        }
        ui.horizontal(|ui| {
            if ui.button(tr!("menu-open")).clicked() {
                let text = draft.text.trim().to_owned();
                let checked = if text.is_empty() { Ok(()) } else { check_position(draft.variant, &text) };
                match checked {
                    Ok(()) => {
                        requests.write(OpenAnalysisBoard {
                            variant: draft.variant,
                            position: (!text.is_empty()).then_some(text),
                            moves: Vec::new(),
                            shown: None,
                        });
                        overlay.analysis_board = false;
                        overlay.pause = false;
                    }
                    Err(error) => {
                        draft.error = Some(tr!(
                            "menu-not-position-error",
                            variant = crate::i18n::words::game_title(draft.variant),
                            error = error
                        ))
                    }
                }
            }
            if ui.button(tr!("menu-cancel")).clicked() {
                overlay.analysis_board = false;
            }
        });
    });
    if !open {
        overlay.analysis_board = false;
    }
    Ok(())
}
