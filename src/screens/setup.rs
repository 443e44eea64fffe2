//! The new-game setup: who plays each seat (a human or the computer at a level), the clock, and
//! per-game options.

use super::{game_title, root_ui, thumbnail::board_picture};
use crate::app::Screen;
use crate::engines::{EngineInfo, InstalledEngines};
use crate::session::{ClockSetup, GameSetup, Player, SessionRequest};
use crate::settings::Settings;
use crate::storage::StorageDirs;
use crate::tr;
use crate::ui_state::{CUSTOM_CLOCK, SetupDraft, draft_path, load_draft};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use tabula_rules::Variant;
use tabula_table::EngineSeat;

pub(super) fn plugin(app: &mut App) {
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    app.insert_resource(load_draft(&dirs));
    // Offered when found (engines::plugin looks); an app without it offers none.
    app.init_resource::<InstalledEngines>();
    app.add_systems(EguiPrimaryContextPass, setup_ui.run_if(in_state(Screen::Setup)));
    // The status line shows only what this screen has to say (a game that could not start).
    app.add_systems(OnEnter(Screen::Setup), |mut status: ResMut<crate::session::StatusLine>| status.0.clear());
}

/// Each level's name, what the list shows for it (the name in the player's language, with its
/// measured rating where the game has one: "Club · about 1500") and whether it has a rating.
fn level_choices(variant: Variant) -> LevelChoices {
    tabula_ai::levels_for(variant.name())
        .map(|levels| {
            levels
                .into_iter()
                .map(|level| {
                    let shown = match level.rating {
                        Some(rating) => tr!("setup-level-rated", level = level_title(&level.name), rating = rating),
                        None => level_title(&level.name),
                    };
                    (level.name, shown, level.rating.is_some())
                })
                .collect()
        })
        .unwrap_or_default()
}

/// A level's name in the player's language (the levels file names them in English, and the
/// setup keeps that name); a level this does not know shows its name as written.
fn level_title(name: &str) -> String {
    match name {
        "Beginner" => tr!("setup-level-beginner"),
        "Casual" => tr!("setup-level-casual"),
        "Club" => tr!("setup-level-club"),
        "Expert" => tr!("setup-level-expert"),
        "Master" => tr!("setup-level-master"),
        other => other.to_owned(),
    }
}

/// Each level's name, its line in the list, and whether it has a rating.
type LevelChoices = Vec<(String, String, bool)>;

/// The player's theme and the games' scenes, which the screen wears, and the installed
/// engines it offers.
#[derive(bevy::ecs::system::SystemParam)]
struct SetupLook<'w> {
    settings: Res<'w, Settings>,
    scenes: Res<'w, crate::scene::Scenes>,
    engines: Res<'w, InstalledEngines>,
}

fn setup_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut draft: ResMut<SetupDraft>,
    mut requests: MessageWriter<SessionRequest>,
    look: SetupLook,
    keys: Res<ButtonInput<KeyCode>>,
    dirs: Res<StorageDirs>,
    mut learn: ResMut<crate::learn::CourseShown>,
    status: Res<crate::session::StatusLine>,
    mut level_list: Local<Option<(Variant, crate::i18n::Language, LevelChoices)>>,
) -> Result {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Select);
    }
    let ctx = contexts.ctx_mut()?;
    let variant = draft.setup.variant;
    // The levels file is parsed when the game (or the language) changes, not every frame.
    let language = crate::i18n::language();
    if level_list.as_ref().is_none_or(|(shown, words, _)| *shown != variant || *words != language) {
        *level_list = Some((variant, language, level_choices(variant)));
    }
    let levels: &[(String, String, bool)] = level_list.as_ref().map_or(&[], |(_, _, levels)| levels.as_slice());
    let mut root = root_ui(ctx, "setup");
    let mut go = keys.just_pressed(KeyCode::Enter);
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        ui.vertical_centered(|ui| heading(ui, variant, &look));
        ui.vertical_centered(|ui| {
            egui::Frame::group(ui.style()).inner_margin(16.0).show(ui, |ui| {
                ui.set_max_width(560.0);
                quick_modes(ui, &mut draft, variant);
                ui.separator();
                seat_rows(ui, &mut draft, levels, &look.engines.for_game(variant.name()));
                ui.separator();
                clock_choice(ui, &mut draft);
                first_seat_choice(ui, &mut draft);
            });
            // A game that could not start says why here, where the player is.
            if !status.0.is_empty() {
                ui.colored_label(egui::Color32::from_rgb(240, 180, 80), &status.0);
            }
            ui.add_space(8.0);
            if ui.link(tr!("setup-new-learn", variant = game_title(variant))).clicked() {
                learn.0 = variant;
                next.set(Screen::Learn);
            }
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                ui.add_space((ui.available_width() - 330.0).max(0.0) / 2.0);
                if ui
                    .add_sized(
                        [160.0, 40.0],
                        egui::Button::new(egui::RichText::new(tr!("setup-start-enter")).size(18.0)),
                    )
                    .clicked()
                {
                    go = true;
                }
                if ui.add_sized([160.0, 40.0], egui::Button::new(tr!("setup-back-esc"))).clicked() {
                    next.set(Screen::Select);
                }
            });
        });
    });
    if go {
        start_game(&mut draft, &dirs, &mut requests);
    }
    Ok(())
}

/// The game's name in its scene's accent over a picture of its board in the scene's frame.
fn heading(ui: &mut egui::Ui, variant: Variant, look: &SetupLook) {
    let (settings, scenes) = (&look.settings, &look.scenes);
    ui.add_space(24.0);
    // The game's scene: its accent on the heading, its frame around the board.
    let accent = crate::theme::egui_colour(scenes.accent(settings.theme, variant));
    let heading = egui::RichText::new(tr!("setup-new-game", variant = game_title(variant))).size(30.0).color(accent);
    ui.heading(heading);
    ui.add_space(10.0);
    let (r, g, b) = scenes.stage(settings.theme, variant).frame.colour;
    // A rectangle of the picture's size, so the frame hugs the picture in the centred column.
    let framed = egui::vec2(180.0 + 2.0 * 8.0 + 3.0, 180.0 + 2.0 * 8.0 + 3.0);
    ui.allocate_ui_with_layout(framed, egui::Layout::top_down(egui::Align::Center), |ui| {
        egui::Frame::new()
            .fill(crate::theme::egui_colour(Color::srgb(r, g, b)))
            .stroke(egui::Stroke::new(1.5, accent))
            .corner_radius(6.0)
            .inner_margin(8.0)
            .show(ui, |ui| board_picture(ui, variant, 180.0, settings.theme, scenes));
    });
    ui.add_space(10.0);
}

/// One click to the usual set-ups: hot-seat, against the computer, computers only.
fn quick_modes(ui: &mut egui::Ui, draft: &mut SetupDraft, variant: Variant) {
    // The mode the seats make now is shown chosen: all human, all machines, or a mix.
    let humans = draft.setup.players.iter().filter(|p| matches!(p, Player::Human)).count();
    let (hot_seat, watching) = (humans == draft.setup.players.len(), humans == 0);
    ui.horizontal(|ui| {
        ui.label(tr!("setup-mode"));
        let hot = ui.selectable_label(hot_seat, tr!("setup-hot-seat"));
        if hot.on_hover_text(tr!("setup-everybody-plays-computer")).clicked() {
            let clock = draft.setup.clock;
            draft.setup = GameSetup { clock, ..GameSetup::hot_seat(variant) };
        }
        if ui.selectable_label(!hot_seat && !watching, tr!("setup-against-computer")).clicked() {
            let clock = draft.setup.clock;
            draft.setup = GameSetup { clock, ..GameSetup::vs_computer(variant, "Casual", 0) };
        }
        let watch = ui.selectable_label(watching, tr!("setup-watch-computer"));
        if watch.on_hover_text(tr!("setup-every-seat-computer-try")).clicked() {
            let clock = draft.setup.clock;
            let mut setup = GameSetup::hot_seat(variant);
            setup.players = vec![Player::Computer("Club".to_owned()); variant.seats() as usize];
            draft.setup = GameSetup { clock, ..setup };
        }
    });
}

/// Who plays each seat: a human, the computer at a level, or an installed engine.
fn seat_rows(ui: &mut egui::Ui, draft: &mut SetupDraft, levels: &[(String, String, bool)], engines: &[EngineInfo]) {
    let variant = draft.setup.variant;
    egui::Grid::new("seats").num_columns(3).spacing([12.0, 8.0]).show(ui, |ui| {
        let count = draft.setup.players.len();
        for seat in 0..count {
            let name = crate::i18n::words::seat_title(variant, tabula_rules::Seat(seat as u8));
            ui.label(egui::RichText::new(name).strong());
            let player = &mut draft.setup.players[seat];
            ui.horizontal(|ui| {
                if ui.radio(*player == Player::Human, tr!("setup-human")).clicked() {
                    *player = Player::Human;
                }
                if ui.radio(matches!(player, Player::Computer(_)), tr!("setup-computer")).clicked()
                    && !matches!(player, Player::Computer(_))
                {
                    *player = Player::Computer("Casual".to_owned());
                }
                if let Some(first) = engines.first()
                    && ui
                        .radio(matches!(player, Player::Engine(_)), tr!("setup-engine"))
                        .on_hover_text(tr!("setup-chess-engine-installed-computer"))
                        .clicked()
                    && !matches!(player, Player::Engine(_))
                {
                    *player = Player::Engine(engine_seat(first));
                }
            });
            if let Player::Engine(engine) = player {
                engine_choice(ui, seat, engine, engines);
            } else if let Player::Computer(level) = player {
                let shown = levels.iter().find(|(name, _, _)| name == level).map_or(level.as_str(), |(_, s, _)| s);
                let combo = egui::ComboBox::from_id_salt(("level", seat)).selected_text(shown).show_ui(ui, |ui| {
                    for (name, shown, _) in levels {
                        ui.selectable_value(level, name.clone(), shown);
                    }
                });
                if levels.iter().any(|(_, _, rated)| *rated) {
                    combo.response.on_hover_text(tr!("setup-approximate-ratings"));
                }
            } else {
                ui.label("");
            }
            ui.end_row();
        }
    });
}

/// An installed engine at a middling strength where it can be limited, a second a move.
fn engine_seat(info: &EngineInfo) -> EngineSeat {
    EngineSeat {
        name: info.name.clone(),
        path: info.path.clone(),
        elo: info.elo.map(|(min, max)| 1500.clamp(min, max)),
        skill: if info.elo.is_some() { None } else { info.skill.map(|(min, max)| ((min + max) / 2).clamp(min, max)) },
        movetime_ms: 1000,
    }
}

/// Which engine, its strength (Elo or skill, where it has them) and its time a move.
fn engine_choice(ui: &mut egui::Ui, seat: usize, engine: &mut EngineSeat, engines: &[EngineInfo]) {
    // Two lines, so that the setup keeps its width.
    ui.vertical(|ui| {
        egui::ComboBox::from_id_salt(("engine", seat)).selected_text(&engine.name).show_ui(ui, |ui| {
            for info in engines {
                if ui.selectable_label(info.path == engine.path, &info.name).clicked() {
                    *engine = engine_seat(info);
                }
            }
        });
        ui.horizontal(|ui| engine_strength(ui, engine, engines));
    });
}

/// The engine's Elo or skill, where it has one, and its time a move.
fn engine_strength(ui: &mut egui::Ui, engine: &mut EngineSeat, engines: &[EngineInfo]) {
    let info = engines.iter().find(|info| info.path == engine.path);
    if let (Some(elo), Some((min, max))) = (engine.elo.as_mut(), info.and_then(|i| i.elo)) {
        ui.add(egui::DragValue::new(elo).range(min..=max).prefix(format!("{} ", tr!("setup-elo"))));
    } else if let (Some(skill), Some((min, max))) = (engine.skill.as_mut(), info.and_then(|i| i.skill)) {
        ui.add(egui::DragValue::new(skill).range(min..=max).prefix(format!("{} ", tr!("setup-skill"))));
    }
    let mut seconds = engine.movetime_ms as f32 / 1000.0;
    let suffix = format!(" {}", tr!("setup-seconds-a-move"));
    if ui.add(egui::DragValue::new(&mut seconds).range(0.1..=30.0).speed(0.1).suffix(suffix)).changed() {
        engine.movetime_ms = (seconds * 1000.0).round() as u32;
    }
}

/// No clock, a preset, or a custom one.
fn clock_choice(ui: &mut egui::Ui, draft: &mut SetupDraft) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("setup-clock"));
        let choice = &mut draft.clock_choice;
        ui.selectable_value(choice, None, tr!("setup-none"));
        for (i, (label, _)) in ClockSetup::PRESETS.iter().enumerate() {
            ui.selectable_value(choice, Some(i), super::lobby::clock_preset_label(label));
        }
        ui.selectable_value(choice, Some(CUSTOM_CLOCK), tr!("setup-custom"));
    });
    if draft.clock_choice == Some(CUSTOM_CLOCK) {
        ui.horizontal(|ui| {
            let minutes = format!(" {}", tr!("setup-minutes"));
            ui.add(egui::DragValue::new(&mut draft.custom_minutes).range(1..=180).suffix(minutes));
            ui.label("+");
            let increment = format!(" {}", tr!("setup-seconds-per-move"));
            ui.add(egui::DragValue::new(&mut draft.custom_increment).range(0..=60).suffix(increment));
        });
    }
}

/// Who moves first, where the game lets the players choose (its descriptor says).
fn first_seat_choice(ui: &mut egui::Ui, draft: &mut SetupDraft) {
    let variant = draft.setup.variant;
    if !variant.descriptor().first_seat_choice() {
        return;
    }
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(tr!("setup-first-move"));
        ui.selectable_value(&mut draft.first_player, None, tr!("setup-drawn-random"));
        for seat in 0..variant.seats() {
            let name = crate::i18n::words::seat_title(variant, tabula_rules::Seat(seat));
            ui.selectable_value(&mut draft.first_player, Some(seat), name);
        }
    });
}

/// Starts the game set up, and remembers the choices for next time.
fn start_game(draft: &mut SetupDraft, dirs: &StorageDirs, requests: &mut MessageWriter<SessionRequest>) {
    let setup = draft.game_setup(|| tabula_ai::Rng::from_time().below(2) as u8);
    draft.setup.clock = setup.clock;
    if let Ok(text) = ron::ser::to_string_pretty(&*draft, ron::ser::PrettyConfig::default()) {
        // Remembering the choices is a convenience: a failure to write is not worth a message.
        let _ = crate::storage::write_atomically(&draft_path(dirs), &text);
    }
    requests.write(SessionRequest::NewGame(setup));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_starts_from_its_setup_whatever_the_draw_for_the_first_seat() {
        for variant in Variant::ALL {
            let mut draft = SetupDraft::default();
            draft.choose(variant);
            for drawn in [0, 1] {
                let setup = draft.game_setup(|| drawn);
                assert!(setup.new_rules().is_ok(), "{variant}, first seat drawn {drawn}");
            }
        }
        let mut trigame = SetupDraft::default();
        trigame.choose(Variant::Trigame);
        assert_eq!(trigame.game_setup(|| 1).first_seat, 1, "Trigame's first seat left to chance");
        trigame.first_player = Some(0);
        assert_eq!(trigame.game_setup(|| 1).first_seat, 0, "or chosen");
    }

    #[test]
    fn the_last_setup_is_remembered_and_a_bad_file_gives_the_defaults() {
        let dir = std::env::temp_dir().join(format!("tabula-setup-test-{}", std::process::id()));
        let dirs = StorageDirs::in_folder(&dir);
        let _ = std::fs::create_dir_all(&dir);
        let mut draft = SetupDraft::default();
        draft.choose(Variant::Trichess);
        draft.clock_choice = Some(2);
        let text = ron::ser::to_string_pretty(&draft, ron::ser::PrettyConfig::default()).expect("serialises");
        std::fs::write(draft_path(&dirs), text).expect("write");
        assert_eq!(load_draft(&dirs), draft);
        std::fs::write(draft_path(&dirs), "(setup: (variant: \"go\"))").expect("write");
        assert_eq!(load_draft(&dirs), SetupDraft::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
