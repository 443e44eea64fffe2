//! The puzzle trainer's side panel: the game's puzzles and the player's rating, the puzzle's
//! task, the result with the rating change, the solution on request, and the latest tries.

use crate::puzzles::progress::PuzzleProgress;
use crate::puzzles::{ActivePuzzle, PuzzleRequest};
use crate::session::{LevelJudge, capitalise};
use crate::tr;
use bevy_egui::egui;
use tabula_lessons::Progress;

/// Tries listed under the puzzle.
const HISTORY_SHOWN: usize = 8;

/// The solution in the players' notation.
fn solution_text(active: &ActivePuzzle) -> String {
    let Ok(mut game) = active.variant.from_position(&active.puzzle.position) else { return String::new() };
    let mut words = Vec::new();
    for text in &active.puzzle.solution {
        match game.play_view(text) {
            Ok(view) => words.push(crate::i18n::notation::shown_move(active.variant, &view.display)),
            Err(_) => break,
        }
    }
    words.join("  ")
}

pub fn puzzle_panel(
    ui: &mut egui::Ui,
    active: &ActivePuzzle,
    judge: &LevelJudge,
    progress: &PuzzleProgress,
    requests: &mut Vec<PuzzleRequest>,
) {
    let mine = progress.of(active.variant);
    ui.add_space(6.0);
    ui.label(
        egui::RichText::new(tr!("learn-game-puzzles", game = super::game_title(active.variant))).size(20.0).strong(),
    );
    // Like lichess, a rating still this unsure is shown as provisional.
    let rating = format!("{:.0}", mine.rating.rating);
    let line = if mine.rating.deviation > 110.0 {
        tr!("learn-your-rating-provisional", rating = rating)
    } else {
        tr!("learn-your-rating", rating = rating)
    };
    ui.label(egui::RichText::new(line).size(16.0));
    ui.weak(tr!("learn-puzzle-difficulty", id = active.puzzle.id, difficulty = active.puzzle.difficulty));
    ui.separator();
    ui.add(egui::Label::new(egui::RichText::new(&judge.run.level().intro).size(16.0)).wrap());
    ui.add_space(6.0);
    let ended = judge.is_over();
    let shown = ui.ctx().animate_bool_with_time(egui::Id::new(("puzzle-end", &active.puzzle.id)), ended, 0.35);
    let fade = |color: egui::Color32| color.gamma_multiply(shown);
    let change = active.change.map_or(String::new(), |c| format!("  ({c:+.0})"));
    match judge.run.progress() {
        Progress::Won { .. } => {
            let text = egui::RichText::new(tr!("learn-solved-change", change = change))
                .size(14.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(250, 210, 90)));
            ui.label(text);
        }
        Progress::Failed(why) => {
            let text = egui::RichText::new(tr!("learn-not-time-change", change = change))
                .size(12.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(240, 110, 90)));
            ui.label(text);
            let why = capitalise(&crate::i18n::words::level_failure(active.variant, why));
            ui.add(egui::Label::new(egui::RichText::new(why).color(egui::Color32::LIGHT_GRAY)).wrap());
        }
        _ if judge.solution_shown => {
            ui.label(egui::RichText::new(tr!("learn-solution-shown-change", change = change)).strong());
        }
        _ => {
            let moves = judge.run.moves();
            ui.label(
                egui::RichText::new(if moves == 0 { tr!("learn-your-move") } else { tr!("learn-right-go") }).strong(),
            );
            if judge.hint_shown {
                ui.add(
                    egui::Label::new(
                        egui::RichText::new(tr!("learn-hint", hint = crate::i18n::themes::hint(&active.puzzle.themes)))
                            .italics(),
                    )
                    .wrap(),
                );
            }
        }
    }
    if ended || judge.solution_shown {
        ui.add(egui::Label::new(tr!("learn-solution", active = solution_text(active))).wrap());
        ui.weak(tr!(
            "learn-themes",
            themes =
                active.puzzle.themes.iter().map(|t| crate::i18n::themes::theme_name(t)).collect::<Vec<_>>().join(", ")
        ));
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let playing = matches!(judge.run.progress(), Progress::Playing) && !judge.solution_shown;
        if playing && !judge.hint_shown && ui.button(tr!("learn-hint-h")).clicked() {
            requests.push(PuzzleRequest::Hint);
        }
        if playing && ui.button(tr!("learn-solution-s")).clicked() {
            requests.push(PuzzleRequest::ShowSolution);
        }
        if ui.button(tr!("learn-retry-r")).clicked() {
            requests.push(PuzzleRequest::Retry);
        }
        if ui.button(tr!("learn-next-puzzle-n")).clicked() {
            requests.push(PuzzleRequest::Next(active.variant));
        }
        if ui.button(tr!("learn-back")).clicked() {
            requests.push(PuzzleRequest::Exit);
        }
    });
    ui.separator();
    ui.label(egui::RichText::new(tr!("learn-latest-tries")).strong());
    if mine.history.is_empty() {
        ui.weak(tr!("learn-none-yet-first-puzzle"));
    }
    for attempt in mine.history.iter().rev().take(HISTORY_SHOWN) {
        ui.horizontal(|ui| {
            let (mark, color) = if attempt.solved {
                ("✔", egui::Color32::from_rgb(120, 200, 120))
            } else {
                ("✖", egui::Color32::from_rgb(230, 110, 90))
            };
            ui.colored_label(color, mark);
            ui.label(&attempt.id);
            ui.weak(format!("{:.0}", attempt.rating));
        });
    }
}
