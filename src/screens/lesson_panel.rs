//! The lesson player's side panel: the lesson and level, what to do, the moves so far against
//! the par, a hint, and the level's end (stars or what went wrong) with retry and next.

use crate::learn::{ActiveLesson, LessonRequest};
use crate::session::{LevelJudge, capitalise};
use crate::tr;
use bevy_egui::egui;
use tabula_lessons::{Goal, Progress};

/// One line saying what the goal asks, in the player's words.
fn goal_line(goal: &Goal, stars_left: usize) -> String {
    match goal {
        Goal::Stars(_) => tr!("learn-reach-every-star-stars", stars_left = stars_left),
        Goal::Capture(_) => tr!("learn-capture-marked-pieces-stars", stars_left = stars_left),
        Goal::CaptureAll => tr!("learn-capture-every-piece-but"),
        Goal::Check => tr!("learn-give-check"),
        Goal::Checkmate => tr!("learn-checkmate"),
        Goal::Promote => tr!("learn-promote-pawn"),
        Goal::Castle => tr!("learn-castle"),
        Goal::Escape => tr!("learn-bring-king-corner"),
        Goal::CaptureKing => tr!("learn-capture-king"),
        Goal::Line => tr!("learn-find-right-moves"),
        Goal::Win => tr!("learn-win-game"),
        Goal::CountdownWin => tr!("learn-win-when-countdown-runs"),
        Goal::Survive(moves) => tr!("learn-hold-moves-moves", moves = *moves),
        Goal::Read => tr!("learn-read-then-continue"),
    }
}

pub fn lesson_panel(ui: &mut egui::Ui, active: &ActiveLesson, judge: &LevelJudge, requests: &mut Vec<LessonRequest>) {
    let run = &judge.run;
    let level = run.level();
    ui.add_space(6.0);
    ui.label(egui::RichText::new(&active.lesson.title).size(20.0).strong());
    ui.weak(tr!("learn-level", level = active.level + 1, levels = active.lesson.levels.len()));
    ui.separator();
    ui.add(egui::Label::new(egui::RichText::new(&level.intro).size(16.0)).wrap());
    ui.add_space(6.0);
    let left = run.stars_left().len() + run.captures_left().len();
    ui.label(egui::RichText::new(goal_line(&level.goal, left)).strong().color(egui::Color32::from_rgb(240, 205, 120)));
    let page = level.goal == Goal::Read;
    if !page {
        ui.weak(match level.max_moves {
            Some(limit) => tr!("learn-moves-limit", moves = run.moves(), limit = limit),
            None => tr!("learn-moves", moves = run.moves()),
        });
    }
    ui.add_space(8.0);
    // The level's end grows and fades in over a third of a second.
    let ended = matches!(run.progress(), Progress::Won { .. } | Progress::Failed(_));
    let shown = ui.ctx().animate_bool_with_time(egui::Id::new(("level-end", active.level, &active.key)), ended, 0.35);
    let fade = |color: egui::Color32| color.gamma_multiply(shown);
    match run.progress() {
        Progress::Won { stars } => {
            let text = egui::RichText::new(tr!("learn-level-complete", stars = super::learn::stars_text(*stars)))
                .size(14.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(250, 210, 90)));
            ui.label(text);
            let success = egui::RichText::new(&level.success).color(fade(egui::Color32::LIGHT_GRAY));
            ui.add(egui::Label::new(success).wrap());
        }
        Progress::Failed(why) => {
            let text = egui::RichText::new(tr!("learn-not-time"))
                .size(12.0 + 8.0 * shown)
                .strong()
                .color(fade(egui::Color32::from_rgb(240, 110, 90)));
            ui.label(text);
            let why = crate::i18n::words::level_failure(active.variant, why);
            let why = egui::RichText::new(capitalise(&why)).color(fade(egui::Color32::LIGHT_GRAY));
            ui.add(egui::Label::new(why).wrap());
        }
        Progress::ComputerToMove { .. } => {
            ui.horizontal(|ui| {
                ui.add(egui::Spinner::new());
                ui.label(tr!("learn-computer-thinking"));
            });
        }
        Progress::Playing => {
            if judge.hint_shown {
                ui.add(egui::Label::new(egui::RichText::new(tr!("learn-hint", hint = level.hint)).italics()).wrap());
            }
        }
    }
    ui.add_space(8.0);
    ui.horizontal_wrapped(|ui| {
        let playing = matches!(run.progress(), Progress::Playing);
        if playing && !page && !judge.hint_shown && ui.button(tr!("learn-hint-h")).clicked() {
            requests.push(LessonRequest::Hint);
        }
        if !page && ui.button(tr!("learn-retry-r")).clicked() {
            requests.push(LessonRequest::Retry);
        }
        let next = match run.progress() {
            _ if page => tr!("learn-continue-n"),
            Progress::Won { .. } => tr!("learn-next-n"),
            _ => tr!("learn-skip-n"),
        };
        if ui.button(next).clicked() {
            requests.push(LessonRequest::Next);
        }
        if ui.button(tr!("learn-lessons")).clicked() {
            requests.push(LessonRequest::Exit);
        }
    });
}
