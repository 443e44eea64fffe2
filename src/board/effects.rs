//! Moments on the board: a ring from every king a move checks, sparks from each piece of a
//! multi-capture, Trigame's countdown counting its last plies over the board, and the game-over
//! reveal: the board dims while the result rises over it, a mated king (Trichess: the mated
//! seat's) topples, an escaped tafl king glows in its corner, a captured one leaves a red ring.
//! None of it plays with animations off.

use super::animate::diff;
use super::layout::BOARD_WORLD_SIZE;
use super::{BoardLayout, Piece};
use crate::app::{AppSet, Screen};
use crate::session::countdown::COUNTDOWN_WARNING;
use crate::session::{GameOver, GameStarted, MovePlayed, Session};
use crate::settings::{AnimationSpeed, Settings};
use crate::tr;
use bevy::prelude::*;
use tabula_rules::{EndReason, PieceKind, Seat};

const Z_RING: f32 = 4.0;
const Z_VEIL: f32 = 11.0;
const Z_WORDS: f32 = 12.0;

/// A passing effect: it waits `delay`, plays for `duration`, then is gone.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Effect {
    kind: EffectKind,
    delay: f32,
    elapsed: f32,
    duration: f32,
}

#[derive(Debug, Clone, PartialEq)]
enum EffectKind {
    /// A ring growing from one radius to another as it fades.
    Ring { from: f32, to: f32 },
    /// A spark flying out and fading.
    Spark { velocity: Vec2 },
    /// Words that rise a little, hold and fade, up to an opacity.
    Words { rise: f32, peak: f32 },
    /// The board dimmed for the reveal: up, held, and back down.
    Veil { alpha: f32 },
}

/// The game-over reveal is playing (the game-over dialog waits for it).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revealing;

/// A king falling over.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Toppling {
    elapsed: f32,
}

/// A king lying where it fell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Toppled;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (spark_moments, reveal_ending, topple_mated_kings, clear_on_new_game)
            .in_set(AppSet::View)
            .after(super::rebuild_board)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(Update, (run_effects, run_topples).in_set(AppSet::View));
}

/// Where the game ended and how the board tells it.
pub fn ending_words(reason: EndReason) -> String {
    match reason {
        EndReason::Checkmate => tr!("game-checkmate"),
        EndReason::Stalemate => tr!("game-stalemate"),
        EndReason::KingEscaped => tr!("game-king-escapes"),
        EndReason::KingCaptured => tr!("game-king-taken"),
        EndReason::AllPiecesCaptured => tr!("game-every-piece-taken"),
        EndReason::CountdownMajority | EndReason::CountdownsEqual => tr!("game-countdown-ends"),
        EndReason::NoLegalMoves => tr!("game-no-move-left"),
        EndReason::Resignation => tr!("game-resigned"),
        EndReason::Timeout | EndReason::TimeoutVsInsufficientMaterial => tr!("game-time"),
        EndReason::Agreement
        | EndReason::DeadPosition
        | EndReason::FivefoldRepetition
        | EndReason::SeventyFiveMoveRule
        | EndReason::QuietRounds
        | EndReason::Claimed(_)
        | EndReason::Repetition => tr!("game-draw"),
        _ => tr!("game-over-banner"),
    }
}

struct Spawner<'a, 'w, 's> {
    commands: &'a mut Commands<'w, 's>,
    meshes: &'a mut Assets<Mesh>,
    materials: &'a mut Assets<ColorMaterial>,
}

impl Spawner<'_, '_, '_> {
    fn ring(&mut self, at: Vec2, from: f32, to: f32, colour: Color, delay: f32, duration: f32) {
        let mesh = self.meshes.add(Annulus::new(0.86, 1.0));
        let material = self.materials.add(colour.with_alpha(0.0));
        self.commands.spawn((
            Effect { kind: EffectKind::Ring { from, to }, delay, elapsed: 0.0, duration },
            DespawnOnExit(Screen::Playing),
            Name::new("ring"),
            Mesh2d(mesh),
            MeshMaterial2d(material),
            Transform::from_translation(at.extend(Z_RING)).with_scale(Vec3::splat(from)),
        ));
    }

    fn sparks(&mut self, at: Vec2, size: f32, colour: Color) {
        let mesh = self.meshes.add(Circle::new(size * 0.06));
        for i in 0..10 {
            let angle = i as f32 / 10.0 * std::f32::consts::TAU + 0.3;
            let velocity = Vec2::from_angle(angle) * size * (1.4 + 0.3 * (i % 3) as f32);
            self.commands.spawn((
                Effect { kind: EffectKind::Spark { velocity }, delay: 0.0, elapsed: 0.0, duration: 0.55 },
                DespawnOnExit(Screen::Playing),
                Name::new("spark"),
                Mesh2d(mesh.clone()),
                // Blended (a plain colour would be opaque), so that the spark can fade.
                MeshMaterial2d(self.materials.add(ColorMaterial { color: colour, ..default() })),
                Transform::from_translation(at.extend(Z_RING)),
            ));
        }
    }

    fn words(&mut self, text: &str, at: Vec2, size: f32, colour: Color, duration: f32) -> Entity {
        let peak = colour.alpha();
        self.commands
            .spawn((
                Effect { kind: EffectKind::Words { rise: size * 0.5, peak }, delay: 0.0, elapsed: 0.0, duration },
                DespawnOnExit(Screen::Playing),
                Name::new("words"),
                Text2d::new(text.to_owned()),
                TextFont::from_font_size(size),
                TextColor(colour.with_alpha(0.0)),
                Transform::from_translation(at.extend(Z_WORDS)),
            ))
            .id()
    }

    fn veil(&mut self, duration: f32) {
        let mesh = self.meshes.add(Rectangle::new(BOARD_WORLD_SIZE * 3.0, BOARD_WORLD_SIZE * 3.0));
        self.commands.spawn((
            Effect { kind: EffectKind::Veil { alpha: 0.45 }, delay: 0.0, elapsed: 0.0, duration },
            DespawnOnExit(Screen::Playing),
            Revealing,
            Name::new("veil"),
            Mesh2d(mesh),
            MeshMaterial2d(self.materials.add(Color::BLACK.with_alpha(0.0))),
            Transform::from_translation(Vec3::Z * Z_VEIL),
        ));
    }
}

fn spark_moments(
    mut played: MessageReader<MovePlayed>,
    mut commands: Commands,
    session: Res<Session>,
    settings: Res<Settings>,
    layout: Res<BoardLayout>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let moves: Vec<MovePlayed> = played.read().cloned().collect();
    if settings.animation == AnimationSpeed::Off || moves.is_empty() {
        return;
    }
    let check = crate::theme::palette(settings.theme).check.with_alpha(1.0);
    let cell = layout.piece_size.max(10.0);
    let mut spawner = Spawner { commands: &mut commands, meshes: &mut meshes, materials: &mut materials };
    for mv in &moves {
        if mv.check {
            for king in session.game().checked_cells() {
                spawner.ring(layout.center(king), cell * 0.45, cell * 1.1, check, 0.0, 0.7);
            }
        }
        let (_, captured, _) = diff(&mv.before, &mv.after, mv.from, mv.to);
        if captured.len() >= 2 {
            let spark = Color::srgb(1.0, 0.80, 0.30);
            for victim in &captured {
                spawner.sparks(layout.center(victim.cell), cell, spark);
            }
            if let Some(to) = mv.to {
                let at = layout.center(to) + Vec2::Y * cell * 0.6;
                spawner.words(&format!("×{}", captured.len()), at, cell * 0.55, spark, 1.1);
            }
        }
    }
    if let Some((left, _)) = session.countdown()
        && left <= COUNTDOWN_WARNING
        && !session.is_over()
    {
        let red = Color::srgb(1.0, 0.35, 0.28);
        spawner.words(&left.to_string(), Vec2::ZERO, BOARD_WORLD_SIZE * 0.22, red.with_alpha(0.55), 0.9);
    }
}

fn reveal_ending(
    mut over: MessageReader<GameOver>,
    mut commands: Commands,
    session: Res<Session>,
    settings: Res<Settings>,
    layout: Res<BoardLayout>,
    referee: Res<crate::session::Referee>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(ending) = over.read().last().cloned() else { return };
    // A lesson or a puzzle tells its own ending in its panel.
    if settings.animation == AnimationSpeed::Off || referee.level().is_some() {
        return;
    }
    let Some(outcome) = ending.ending.outcome else { return };
    let reason = outcome.reason();
    let cell = layout.piece_size.max(10.0);
    let mut spawner = Spawner { commands: &mut commands, meshes: &mut meshes, materials: &mut materials };
    spawner.veil(2.2);
    let words = spawner.words(&ending_words(reason), Vec2::ZERO, BOARD_WORLD_SIZE * 0.085, Color::WHITE, 2.2);
    spawner.commands.entity(words).insert(Revealing);
    let king_cell = |kind: PieceKind| session.game().pieces().into_iter().find(|p| p.kind == kind).map(|p| p.cell);
    match reason {
        EndReason::KingEscaped => {
            if let Some(corner) = king_cell(PieceKind::TaflKing) {
                let gold = Color::srgb(1.0, 0.84, 0.30);
                for wave in 0..3 {
                    spawner.ring(layout.center(corner), cell * 0.4, cell * 1.8, gold, wave as f32 * 0.35, 1.0);
                }
            }
        }
        EndReason::KingCaptured => {
            let last = session.moves().last().and_then(|m| m.to);
            let fallen = last.map(|to| layout.center(to)).unwrap_or_default();
            let red = Color::srgb(0.95, 0.20, 0.15);
            for wave in 0..2 {
                spawner.ring(fallen, cell * 0.4, cell * 1.6, red, wave as f32 * 0.4, 1.0);
            }
        }
        _ => {}
    }
}

/// The seat whose king is mated in the game as it stands (the seat to move after checkmate).
pub fn mated_seat(session: &Session) -> Option<Seat> {
    if session.review().is_some() {
        return None;
    }
    let outcome = session.outcome()?;
    (outcome.reason() == EndReason::Checkmate).then(|| session.game().to_move())
}

/// Kings standing, and kings already lying on their side.
type StandingKings<'w, 's> =
    Query<'w, 's, (Entity, &'static Piece, &'static mut Transform), (Without<Toppling>, Without<Toppled>)>;
type FallenKings<'w, 's> = Query<'w, 's, (Entity, &'static Piece, &'static mut Transform), With<Toppled>>;
/// An effect with what it may fade: a mesh's material or a text's colour.
type EffectParts<'w, 's> = Query<
    'w,
    's,
    (
        Entity,
        &'static mut Effect,
        &'static mut Transform,
        Option<&'static MeshMaterial2d<ColorMaterial>>,
        Option<&'static mut TextColor>,
    ),
>;

/// A mated king lies on its side for as long as the final position is shown, including after the
/// board is rebuilt (then without falling again).
fn topple_mated_kings(
    mut commands: Commands,
    session: Res<Session>,
    settings: Res<Settings>,
    mut kings: StandingKings,
    mut fallen: FallenKings,
    mut fell_in: Local<Option<u64>>,
) {
    let mated = mated_seat(&session);
    for (entity, piece, mut transform) in &mut kings {
        if Some(Seat(piece.seat)) != mated || piece.kind != PieceKind::King {
            continue;
        }
        // The same ending seen again (the board rebuilt) shows the king already down.
        if settings.animation == AnimationSpeed::Off || *fell_in == Some(session.revision()) {
            transform.rotation = Quat::from_rotation_z(TOPPLE);
            commands.entity(entity).insert(Toppled);
        } else {
            commands.entity(entity).insert(Toppling { elapsed: 0.0 });
            *fell_in = Some(session.revision());
        }
    }
    // Back on its feet when the game is taken back or the final position left.
    for (entity, piece, mut transform) in &mut fallen {
        if mated != Some(Seat(piece.seat)) {
            transform.rotation = Quat::IDENTITY;
            commands.entity(entity).remove::<Toppled>();
        }
    }
}

/// How far a mated king falls (radians, to the right).
const TOPPLE: f32 = -1.35;

fn run_topples(time: Res<Time>, mut commands: Commands, mut kings: Query<(Entity, &mut Toppling, &mut Transform)>) {
    for (entity, mut toppling, mut transform) in &mut kings {
        toppling.elapsed += time.delta_secs();
        let t = (toppling.elapsed / 0.7).clamp(0.0, 1.0);
        // Slow to tip, quick to fall, with a small bounce where it lands.
        let fall = EaseFunction::BounceOut.sample_clamped(t);
        transform.rotation = Quat::from_rotation_z(TOPPLE * fall);
        if t >= 1.0 {
            commands.entity(entity).remove::<Toppling>().insert(Toppled);
        }
    }
}

fn run_effects(
    time: Res<Time>,
    mut commands: Commands,
    mut effects: EffectParts,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let dt = time.delta_secs().min(0.1);
    for (entity, mut effect, mut transform, material, text) in &mut effects {
        effect.elapsed += dt;
        let t = ((effect.elapsed - effect.delay) / effect.duration.max(1e-3)).clamp(0.0, 1.0);
        if effect.elapsed < effect.delay {
            continue;
        }
        let alpha = match effect.kind {
            EffectKind::Ring { from, to } => {
                transform.scale = Vec3::splat(from + (to - from) * EaseFunction::CubicOut.sample_clamped(t));
                0.9 * (1.0 - t)
            }
            EffectKind::Spark { velocity } => {
                transform.translation += (velocity * dt * (1.0 - t)).extend(0.0);
                1.0 - t * t
            }
            EffectKind::Words { rise, peak } => {
                transform.translation.y += rise * dt / effect.duration.max(1e-3);
                // In quickly, held, out at the end.
                peak * (t / 0.15).min(1.0).min((1.0 - t) / 0.3)
            }
            EffectKind::Veil { alpha } => alpha * (t / 0.2).min(1.0).min((1.0 - t) / 0.35),
        };
        let alpha = alpha.clamp(0.0, 1.0);
        if let Some(mut text) = text {
            text.0.set_alpha(alpha);
        } else if let Some(handle) = material
            && let Some(mut material) = materials.get_mut(&handle.0)
        {
            material.color.set_alpha(alpha);
        }
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

/// A new game (or a rematch) starts clean.
fn clear_on_new_game(
    mut started: MessageReader<GameStarted>,
    mut commands: Commands,
    effects: Query<Entity, With<Effect>>,
) {
    if started.read().count() > 0 {
        for entity in &effects {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_ending_has_words_and_wins_are_named() {
        assert_eq!(ending_words(EndReason::Checkmate), "Checkmate");
        assert_eq!(ending_words(EndReason::KingEscaped), "The king escapes");
        assert_eq!(ending_words(EndReason::FivefoldRepetition), "Draw");
    }
}
