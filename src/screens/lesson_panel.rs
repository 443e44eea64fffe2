//! The lesson player's side panel: the lesson and level, what to do, the moves so far against
//! the par, a hint, and the level's end (stars or what went wrong) with retry and next.

use crate::learn::{ActiveLesson, LessonRequest};
use crate::session::{LevelJudge, capitalise};
use bevy_egui::egui;
use tabula_lessons::{Goal, Progress};

/// One line saying what the goal asks, in the player's words.
fn goal_line(goal: &Goal, stars_left: usize) -> String {
    match goal {
        Goal::Stars(_) => format!("Reach every star: {stars_left} left."),
        Goal::Capture(_) => format!("Capture the marked pieces: {stars_left} left."),
        Goal::CaptureAll => "Capture every piece but the king.".to_owned(),
        Goal::Check => "Give check.".to_owned(),
        Goal::Checkmate => "Checkmate.".to_owned(),
        Goal::Promote => "Promote a pawn.".to_owned(),
        Goal::Castle => "Castle.".to_owned(),
        Goal::Escape => "Bring the king to a corner.".to_owned(),
        Goal::CaptureKing => "Capture the king.".to_owned(),
        Goal::Line => "Find the right moves.".to_owned(),
        Goal::Win => "Win the game.".to_owned(),
        Goal::CountdownWin => "Win when the countdown runs out.".to_owned(),
        Goal::Survive(moves) => format!("Hold for {moves} moves."),
        Goal::Read => "Read, then continue.".to_owned(),
    }
}

pub fn lesson_panel(ui: &mut egui::Ui, active: &ActiveLesson, judge: &LevelJudge, requests: &mut Vec<LessonRequest>) {
    let run = &judge.run;
    let level = run.level();
    ui.add_space(6.0);
    ui.label(egui::RichText::new(&active.lesson.title).size(20.0).strong());
    ui.weak(format!("Level {} of {}", active.level + 1, active.lesson.levels.len()));
    ui.separator();
    ui.add(egui::Label::new(egui::RichText::new(&level.intro).size(16.0)).wrap());
    ui.add_space(6.0);
    let left = run.stars_left().len() + run.captures_left().len();
    ui.label(egui::RichText::new(goal_line(&level.goal, left)).strong().color(egui::Color32::from_rgb(240, 205, 120)));
    let page = level.goal == Goal::Read;
    if !page {
        let limit = level.max_moves.map_or(String::new(), |m| format!(" (at most {m})"));
        ui.weak(format!("Moves: {}{limit}", run.moves()));
    }
    ui.add_space(8.0);
    // The level's end grows and fades in over a third of a second.
    let ended = matches!(run.progress(), Progress::Won { .. } | Progress::Failed(_));
    let shown = ui.ctx().animate_bool_with_time(egui::Id::new(("level-end", active.level, &active.key)), ended, 0.35);
    let fade = |color: egui::Color32| color.gamma_multiply(shown);
    match run.progress() {
        Progress::Won { stars } => {
            let text = egui::RichText::new(format!("Level complete  {}", super::learn::stars_text(*stars)))
                .size(14.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(250, 210, 90)));
            ui.label(text);
            let success = egui::RichText::new(&level.success).color(fade(egui::Color32::LIGHT_GRAY));
            ui.add(egui::Label::new(success).wrap());
        }
        Progress::Failed(why) => {
            let text = egui::RichText::new("Not this time")
                .size(12.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(240, 110, 90)));
            ui.label(text);
            let why = egui::RichText::new(capitalise(why)).color(fade(egui::Color32::LIGHT_GRAY));
            ui.add(egui::Label::new(why).wrap());
        }
        Progress::ComputerToMove { .. } => {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new());
                ui.label("The computer is thinking...");
            });
        }
        Progress::Playing => {
            if judge.hint_shown {
                ui.add(egui::Label::new(egui::RichText::new(format!("Hint: {}", level.hint)).italics()).wrap());
            }
        }
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let playing = matches!(run.progress(), Progress::Playing);
        if playing && !page && !judge.hint_shown && ui.button("Hint (H)").clicked() {
            requests.push(LessonRequest::Hint);
        }
        if !page && ui.button("Retry (R)").clicked() {
            requests.push(LessonRequest::Retry);
        }
        let next = match run.progress() {
            _ if page => "Continue (N)",
            Progress::Won { .. } => "Next (N)",
            _ => "Skip (N)",
        };
        if ui.button(next).clicked() {
            requests.push(LessonRequest::Next);
        }
        if ui.button("Lessons").clicked() {
            requests.push(LessonRequest::Exit);
        }
    });
}
