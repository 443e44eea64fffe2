//! The title screen: play, learn, online, resume the autosaved game, rules, settings, quit.

use super::{menu_button, root_ui};
use crate::app::Screen;
use crate::session::StatusLine;
use crate::session::save::{Resumable, SaveRequest};
use crate::settings::Notice;
use crate::tr;
use crate::ui_state::Overlay;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<MenuFoot>();
    app.add_systems(EguiPrimaryContextPass, title_ui.run_if(in_state(Screen::Title)));
    app.add_systems(OnEnter(Screen::Title), spawn_parade);
    app.add_systems(Update, (bob, keep_parade_clear).run_if(in_state(Screen::Title)));
}

/// Where the menu and its messages end on the window, in logical pixels from the top.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
struct MenuFoot(f32);

/// The parade stands under the menu; on a window too short for both (a browser's page, a
/// small laptop), it steps aside rather than be drawn over by buttons and messages.
fn keep_parade_clear(
    foot: Res<MenuFoot>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut pieces: Query<(&Bob, &mut Visibility)>,
) {
    let (camera, at) = *camera;
    for (bob, mut visibility) in &mut pieces {
        // The top of a piece: half its 70 units above its centre, at the top of its bob.
        let top = camera.world_to_viewport(at, bob.base + Vec3::Y * 43.0).map_or(f32::MAX, |p| p.y);
        let wanted = if top > foot.0 + 4.0 { Visibility::Inherited } else { Visibility::Hidden };
        if *visibility != wanted {
            *visibility = wanted;
        }
    }
}

/// A piece of the title's parade: one of each game's pieces, gently bobbing.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
struct Bob {
    base: Vec3,
    phase: f32,
}

fn spawn_parade(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    settings: Res<crate::settings::Settings>,
) {
    use tabula_rules::PieceKind::*;
    use tabula_rules::Variant::*;
    let parade = [
        (Chess, 0, King),
        (Chess, 1, Queen),
        (Marseillais, 0, Knight),
        (Brandubh, 0, Attacker),
        (Brandubh, 1, TaflKing),
        (Trichess, 1, Bishop),
        (Trichess, 2, Rook),
        (Trigame, 1, TriA),
        (Trigame, 0, TriC),
    ];
    let count = parade.len() as f32;
    for (index, (variant, seat, kind)) in parade.into_iter().enumerate() {
        let (fill, ink) = crate::theme::piece_colors(variant, seat, settings.theme);
        let art = crate::board::art::piece_meshes(kind, settings.piece_set);
        let base = Vec3::new((index as f32 - (count - 1.0) / 2.0) * 88.0, -330.0, 5.0);
        let scale = Vec3::splat(70.0);
        commands
            .spawn((
                Name::new(format!("title {}", kind.name())),
                Bob { base, phase: index as f32 * 0.7 },
                Transform::from_translation(base),
                Visibility::default(),
                DespawnOnExit(Screen::Title),
            ))
            .with_children(|parent| {
                for (z, (mesh, layer_ink)) in art.layers().into_iter().enumerate() {
                    let color = if layer_ink == crate::board::art::Ink::Fill { fill } else { ink };
                    parent.spawn((
                        Mesh2d(meshes.add(mesh)),
                        MeshMaterial2d(materials.add(color)),
                        Transform::from_scale(scale).with_translation(Vec3::Z * z as f32 * 0.01),
                    ));
                }
            });
    }
}

fn bob(
    time: Res<Time>,
    mut pieces: Query<(&Bob, &mut Transform)>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let t = time.elapsed_secs();
    for (bob, mut transform) in &mut pieces {
        transform.translation = bob.base + Vec3::Y * 8.0 * (1.6 * t + bob.phase).sin();
    }
    redraw.write(bevy::window::RequestRedraw);
}

fn title_ui(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    resumable: Res<Resumable>,
    mut saves: MessageWriter<SaveRequest>,
    mut overlay: ResMut<Overlay>,
    mut exit: MessageWriter<AppExit>,
    notice: Res<Notice>,
    status: Res<StatusLine>,
    mut foot: ResMut<MenuFoot>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = root_ui(ctx, "title");
    egui::CentralPanel::no_frame().show(&mut root, |ui| {
        // A window or page shorter than the menu scrolls it rather than cutting it off.
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() * 0.10).max(20.0));
                ui.label(
                    egui::RichText::new("Tabula").size(72.0).strong().color(egui::Color32::from_rgb(232, 205, 160)),
                );
                ui.label(egui::RichText::new(tr!("title-tagline")).size(20.0).italics());
                ui.add_space(28.0);
                if menu_button(ui, &tr!("title-play")).clicked() {
                    next.set(Screen::Select);
                }
                if menu_button(ui, &tr!("title-learn")).clicked() {
                    next.set(Screen::Learn);
                }
                if menu_button(ui, &tr!("title-puzzles")).clicked() {
                    overlay.puzzles = true;
                }
                if menu_button(ui, &tr!("title-online")).clicked() {
                    next.set(Screen::Lobby);
                }
                if let Some(saved) = &resumable.0 {
                    let label = tr!(
                        "title-resume",
                        game = super::game_title(saved.setup.variant),
                        number = saved.moves.len() + 1
                    );
                    if menu_button(ui, &label).clicked() {
                        saves.write(SaveRequest::Resume);
                    }
                }
                if menu_button(ui, &tr!("title-load")).clicked() {
                    overlay.load = true;
                }
                if menu_button(ui, &tr!("title-analysis-board")).clicked() {
                    overlay.analysis_board = true;
                }
                if menu_button(ui, &tr!("title-rules")).clicked() {
                    next.set(Screen::Rules);
                }
                if menu_button(ui, &tr!("title-settings")).clicked() {
                    overlay.settings = true;
                }
                // A page is closed by its browser.
                if !cfg!(target_arch = "wasm32") && menu_button(ui, &tr!("title-quit")).clicked() {
                    exit.write(AppExit::Success);
                }
                let mut bottom = ui.min_rect().bottom();
                ui.add_space(20.0);
                if let Some(message) = &notice.0 {
                    ui.colored_label(egui::Color32::from_rgb(240, 180, 80), message);
                }
                if !status.0.is_empty() {
                    ui.label(&status.0);
                }
                if notice.0.is_some() || !status.0.is_empty() {
                    bottom = ui.min_rect().bottom();
                }
                let bottom = bottom * ui.ctx().zoom_factor();
                if foot.0 != bottom {
                    foot.0 = bottom;
                }
                // Under the row of pieces, at the window's foot, where the menu leaves room for it.
                let screen = ui.ctx().viewport_rect();
                if ui.min_rect().bottom() + 32.0 < screen.bottom() {
                    ui.painter().text(
                        egui::pos2(screen.center().x, screen.bottom() - 16.0),
                        egui::Align2::CENTER_CENTER,
                        tr!("title-shortcuts-hint"),
                        egui::FontId::proportional(14.0),
                        ui.visuals().weak_text_color(),
                    );
                }
            });
        });
    });
    Ok(())
}
