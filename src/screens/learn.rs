//! The course screen: pick a game, see its lessons with the stars earned per level and what
//! comes next, start or continue a lesson, reset stars per lesson or per game.

use super::root_ui;
use crate::app::Screen;
use crate::games::SHOWN;
use crate::learn::progress::LessonProgress;
use crate::learn::{CourseShown, Courses, LessonRequest};
use crate::storage::StorageDirs;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, learn_ui.run_if(in_state(Screen::Learn)));
}

/// `★★☆` for a level's stars out of three.
pub fn stars_text(stars: u8) -> String {
    (0..3).map(|i| if i < stars { '★' } else { '☆' }).collect()
}

fn learn_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut shown: ResMut<CourseShown>,
    courses: Res<Courses>,
    mut progress: ResMut<LessonProgress>,
    mut requests: MessageWriter<LessonRequest>,
    keys: Res<ButtonInput<KeyCode>>,
    dirs: Res<StorageDirs>,
) -> Result {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Title);
    }
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "learn");
    let mut reset = false;
    egui::Panel::left("learn-games").exact_size(230.0).show(&mut root, |ui| {
        ui.add_space(10.0);
        ui.heading(tr!("learn-learn"));
        ui.add_space(6.0);
        for variant in SHOWN {
            ui.selectable_value(&mut shown.0, variant, crate::i18n::words::game_title(variant));
        }
        ui.add_space(20.0);
        if ui.button(tr!("learn-back-esc")).clicked() {
            next.set(Screen::Title);
        }
    });
    egui::CentralPanel::default_margins().show(&mut root, |ui| {
        let variant = shown.0;
        ui.heading(tr!("learn-game-lessons", game = crate::i18n::words::game_title(variant)));
        let Some(course) = courses.of(variant) else { return };
        for error in &course.errors {
            ui.colored_label(egui::Color32::from_rgb(240, 120, 90), tr!("learn-not-loaded-error", error = error));
        }
        if course.lessons.is_empty() {
            ui.label(tr!("learn-no-lessons-game-yet"));
            return;
        }
        // The first lesson with a level not done is where to go on.
        let next_up = course
            .lessons
            .iter()
            .position(|l| (0..l.lesson.levels.len()).any(|level| progress.of(variant, &l.key, &l.lesson, level) == 0));
        egui::ScrollArea::vertical().show(ui, |ui| {
            for (index, loaded) in course.lessons.iter().enumerate() {
                let levels = loaded.lesson.levels.len();
                let earned: Vec<u8> =
                    (0..levels).map(|l| progress.of(variant, &loaded.key, &loaded.lesson, l)).collect();
                let first_open = earned.iter().position(|&s| s == 0).unwrap_or(0);
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        let title = format!("{}. {}", index + 1, loaded.lesson.title);
                        ui.label(egui::RichText::new(title).size(18.0).strong());
                        if next_up == Some(index) {
                            ui.colored_label(egui::Color32::from_rgb(240, 200, 110), tr!("learn-next-up"));
                        }
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            let label =
                                if earned.iter().all(|&s| s == 0) { tr!("learn-start") } else { tr!("learn-continue") };
                            if ui.button(label).clicked() {
                                requests.write(LessonRequest::Open {
                                    variant,
                                    key: loaded.key.clone(),
                                    level: first_open,
                                });
                            }
                            if earned.iter().any(|&s| s > 0) && ui.small_button(tr!("learn-reset")).clicked() {
                                progress.reset_lesson(variant, &loaded.key);
                                reset = true;
                            }
                        });
                    });
                    ui.weak(&loaded.lesson.summary);
                    ui.horizontal_wrapped(|ui| {
                        for (level, stars) in earned.iter().enumerate() {
                            let text = format!("{} {}", level + 1, stars_text(*stars));
                            if ui.small_button(text).on_hover_text(tr!("learn-play-level")).clicked() {
                                requests.write(LessonRequest::Open { variant, key: loaded.key.clone(), level });
                            }
                        }
                    });
                });
            }
            ui.add_space(10.0);
            if ui.button(tr!("learn-reset-every-star", variant = crate::i18n::words::game_title(variant))).clicked() {
                progress.reset_game(variant);
                reset = true;
            }
        });
    });
    if reset {
        // Progress is a convenience: a failed write leaves the stars shown as they are.
        let _ = progress.save(&dirs);
    }
    Ok(())
}
