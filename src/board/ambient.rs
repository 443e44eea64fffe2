//! The scene's ambient motion: specks drifting through the light over the board, and the light
//! pool breathing. Motion stops when the player turns animations or scene motion off, and the
//! app draws ambient frames at most ten times a second (the specks drift under a pixel a frame),
//! only while its window has the focus.

use super::layout::BOARD_WORLD_SIZE;
use super::stage::LightPool;
use crate::app::{AppSet, Screen};
use crate::scene::{Motes, Scenes};
use crate::session::Session;
use crate::settings::{AnimationSpeed, Settings};
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use std::time::Duration;

/// Over the cells and their highlights, under the pieces.
pub const Z_MOTE: f32 = 1.5;

/// How often ambient motion is drawn while nothing else moves.
pub const AMBIENT_FRAME: Duration = Duration::from_millis(100);

/// Does the scene keep still (animations or scene motion turned off)?
fn still(settings: &Settings) -> bool {
    settings.animation == AnimationSpeed::Off || !settings.scene_motion
}

/// A speck drifting over the board.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Mote {
    velocity: Vec2,
    /// Where in its flicker the speck is.
    phase: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (respawn_motes, drift_motes, breathe_light).chain().in_set(AppSet::View).run_if(in_state(Screen::Playing)),
    );
    app.add_systems(Update, pace_ambient_frames);
}

/// A small deterministic sequence in 0..1 (the specks' places need not be random, only varied).
fn scatter(seed: u32) -> f32 {
    let mut x = seed.wrapping_mul(0x9E37_79B9).wrapping_add(0x7F4A_7C15);
    x ^= x >> 15;
    x = x.wrapping_mul(0x2C1B_3C6D);
    x ^= x >> 12;
    (x & 0xFFFF) as f32 / 65535.0
}

/// The box the specks wander in, a little larger than the board.
const REACH: f32 = BOARD_WORLD_SIZE * 0.56;

/// Where each speck starts and how it moves.
pub fn mote_paths(motes: &Motes) -> Vec<(Vec2, Vec2, f32)> {
    let speed = motes.speed.max(0.0) * BOARD_WORLD_SIZE;
    (0..motes.count.min(200))
        .map(|i| {
            let start = Vec2::new(scatter(i * 4) * 2.0 - 1.0, scatter(i * 4 + 1) * 2.0 - 1.0) * REACH;
            let wobble = scatter(i * 4 + 2) - 0.5;
            let pace = 0.6 + 0.8 * scatter(i * 4 + 3);
            let velocity = if motes.rise {
                Vec2::new(wobble * 0.6, 1.0) * speed * pace
            } else {
                Vec2::new(1.0, wobble * 0.6) * speed * pace
            };
            (start, velocity, scatter(i * 7 + 5) * std::f32::consts::TAU)
        })
        .collect()
}

fn respawn_motes(
    mut commands: Commands,
    session: Res<Session>,
    settings: Res<Settings>,
    scenes: Res<Scenes>,
    existing: Query<Entity, With<Mote>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut drawn: Local<Option<(tabula_rules::Variant, crate::settings::ThemeName)>>,
) {
    let key = (session.variant(), settings.theme);
    let motes = scenes.stage(settings.theme, session.variant()).motes;
    // Drawn already, unless the screen was left (which removes them) or the scene changed.
    if *drawn == Some(key) && existing.is_empty() == (motes.count == 0) {
        return;
    }
    *drawn = Some(key);
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    if motes.count == 0 {
        return;
    }
    let (r, g, b) = motes.colour;
    let mesh = meshes.add(Circle::new((motes.size * BOARD_WORLD_SIZE).max(1.0)));
    for (start, velocity, phase) in mote_paths(&motes) {
        commands.spawn((
            Mote { velocity, phase },
            DespawnOnExit(Screen::Playing),
            Name::new("mote"),
            Mesh2d(mesh.clone()),
            MeshMaterial2d(materials.add(Color::srgba(r, g, b, motes.alpha.clamp(0.0, 1.0)))),
            Transform::from_translation(start.extend(Z_MOTE)),
        ));
    }
}

fn drift_motes(time: Res<Time>, settings: Res<Settings>, mut motes: Query<(&Mote, &mut Transform)>) {
    if still(&settings) {
        return;
    }
    let dt = time.delta_secs().min(0.1);
    let now = time.elapsed_secs();
    for (mote, mut transform) in &mut motes {
        let mut at = transform.translation.truncate() + mote.velocity * dt;
        // Past the edge a speck comes back on the other side.
        for axis in 0..2 {
            if at[axis] > REACH {
                at[axis] -= 2.0 * REACH;
            } else if at[axis] < -REACH {
                at[axis] += 2.0 * REACH;
            }
        }
        transform.translation = at.extend(Z_MOTE);
        let flicker = 0.75 + 0.25 * (now * 0.9 + mote.phase).sin();
        transform.scale = Vec3::splat(flicker);
    }
}

fn breathe_light(
    time: Res<Time>,
    settings: Res<Settings>,
    pools: Query<(&LightPool, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if still(&settings) {
        return;
    }
    for (pool, handle) in &pools {
        if pool.breath <= 0.0 {
            continue;
        }
        // A slow swell (seven seconds) with a faint faster flutter on top.
        let t = time.elapsed_secs();
        let swell = 0.5 + 0.5 * (t * std::f32::consts::TAU / 7.0).sin();
        let flutter = 0.08 * (t * 2.3).sin() * (t * 3.7).sin();
        let strength = (1.0 - pool.breath * (1.0 - swell) + flutter * pool.breath).clamp(0.0, 1.0);
        if let Some(mut material) = materials.get_mut(&handle.0) {
            material.color = Color::WHITE.with_alpha(strength);
        }
    }
}

/// While a game's scene moves on its own, the app wakes for it a few times a second (in focus
/// only); otherwise it sleeps until input as before. Runs that draw every frame are left alone.
fn pace_ambient_frames(
    settings: Res<Settings>,
    screen: Res<State<Screen>>,
    motes: Query<(), With<Mote>>,
    pools: Query<&LightPool>,
    winit: Option<ResMut<WinitSettings>>,
) {
    // Headless apps have no window to pace.
    let Some(mut winit) = winit else { return };
    if winit.focused_mode == UpdateMode::Continuous {
        return;
    }
    let moving = *screen.get() == Screen::Playing
        && !still(&settings)
        && (!motes.is_empty() || pools.iter().any(|p| p.breath > 0.0));
    let wanted = if moving { UpdateMode::reactive(AMBIENT_FRAME) } else { WinitSettings::desktop_app().focused_mode };
    if winit.focused_mode != wanted {
        winit.focused_mode = wanted;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn motes_start_spread_over_the_board_and_move_their_way() {
        let motes = Motes { count: 40, colour: (1.0, 1.0, 1.0), alpha: 0.2, size: 0.003, speed: 0.01, rise: true };
        let paths = mote_paths(&motes);
        assert_eq!(paths.len(), 40);
        assert!(paths.iter().all(|(start, _, _)| start.x.abs() <= REACH && start.y.abs() <= REACH));
        assert!(paths.iter().all(|(_, velocity, _)| velocity.y > 0.0), "rising specks go up");
        let quadrants: std::collections::HashSet<(bool, bool)> =
            paths.iter().map(|(s, _, _)| (s.x > 0.0, s.y > 0.0)).collect();
        assert_eq!(quadrants.len(), 4, "spread over the whole board");
        let sideways = mote_paths(&Motes { rise: false, ..motes });
        assert!(sideways.iter().all(|(_, velocity, _)| velocity.x > velocity.y.abs()));
    }
}
