//! Animation of moves: the board before and after a move is compared, so any game animates the
//! same way: movers slide with easing (both pieces of a castling), captured pieces fade out
//! (every pinched piece of a tafl capture), promoted pieces change on arrival.

use super::{BoardAssets, BoardLayout, Piece, Z_PIECE, spawn_piece};
use crate::app::AppSet;
use crate::session::{MovePlayed, MoveRefused};
use crate::settings::Settings;
use bevy::prelude::*;
use tabula_rules::PieceView;

/// Moves an entity along an eased path.
#[derive(Component, Debug, Clone)]
pub struct Slide {
    curve: EasingCurve<Vec3>,
    /// The piece's size changes on the way when the cells draw pieces at different sizes.
    scale: EasingCurve<f32>,
    elapsed: f32,
    duration: f32,
}

impl Slide {
    pub fn new(from: Vec3, to: Vec3, seconds: f32) -> Slide {
        Slide::with_scale(from, to, 1.0, 1.0, seconds)
    }

    pub fn with_scale(from: Vec3, to: Vec3, from_scale: f32, to_scale: f32, seconds: f32) -> Slide {
        Slide {
            curve: EasingCurve::new(from, to, EaseFunction::CubicInOut),
            scale: EasingCurve::new(from_scale, to_scale, EaseFunction::CubicInOut),
            elapsed: 0.0,
            duration: seconds,
        }
    }
}

/// A captured piece on its way out.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Fading {
    pub elapsed: f32,
    pub duration: f32,
    /// The piece's size when it started fading.
    pub scale: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (animate_moves, snap_back).in_set(AppSet::View).before(super::rebuild_board));
    app.add_systems(Update, (run_slides, run_fades).in_set(AppSet::View));
}

/// Which before-piece became which after-piece: (from, to) pairs, plus pieces that left and
/// pieces that appeared from nowhere.
pub fn diff(
    before: &[PieceView],
    after: &[PieceView],
    from: Option<u8>,
    to: Option<u8>,
) -> (Vec<(PieceView, PieceView)>, Vec<PieceView>, Vec<PieceView>) {
    let mut gone: Vec<PieceView> = before.iter().filter(|p| !after.contains(p)).copied().collect();
    let arrived: Vec<PieceView> = after.iter().filter(|p| !before.contains(p)).copied().collect();
    let mut moves = Vec::new();
    let mut appeared = Vec::new();
    // The moving piece first, so that a capture by a same-kind piece is not mistaken for it.
    let mut ordered = arrived.clone();
    ordered.sort_by_key(|p| Some(p.cell) != to);
    for piece in ordered {
        let rank = |g: &PieceView| {
            let is_mover = Some(g.cell) == from && Some(piece.cell) == to;
            (g.seat != piece.seat, !is_mover, g.kind != piece.kind)
        };
        let source =
            gone.iter().enumerate().filter(|(_, g)| g.seat == piece.seat).min_by_key(|(_, g)| rank(g)).map(|(i, _)| i);
        match source {
            Some(i) => moves.push((gone.remove(i), piece)),
            None => appeared.push(piece),
        }
    }
    (moves, gone, appeared)
}

fn animate_moves(
    mut played: MessageReader<MovePlayed>,
    mut commands: Commands,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    mut assets: ResMut<BoardAssets>,
    drawing: super::MeshDrawing,
    mut pieces: Query<(Entity, &mut Piece, &Transform)>,
    children: Query<&Children>,
    scales: Query<&Transform>,
    child_materials: Query<&MeshMaterial2d<ColorMaterial>>,
) {
    let super::MeshDrawing { mut meshes, mut materials } = drawing;
    let seconds = settings.animation.seconds();
    for mv in played.read() {
        let (moves, captured, appeared) = diff(&mv.before, &mv.after, mv.from, mv.to);
        let entity_at = |cell: u8, pieces: &Query<(Entity, &mut Piece, &Transform)>| {
            pieces.iter().find(|(_, p, _)| p.cell == cell).map(|(e, _, t)| (e, t.translation))
        };
        // Resolve every entity before changing any cell, so chains of moves stay unambiguous.
        let movers: Vec<_> = moves.iter().map(|(old, new)| (entity_at(old.cell, &pieces), *old, *new)).collect();
        let victims: Vec<_> = captured.iter().filter_map(|old| entity_at(old.cell, &pieces)).collect();
        for (found, old, new) in movers {
            let Some((entity, position)) = found else { continue };
            let target = layout.center(new.cell).extend(Z_PIECE);
            let moving = if new.kind != old.kind {
                // Promotion: the new piece takes over the old one's journey.
                commands.entity(entity).despawn();
                let replacement = spawn_piece(&mut commands, &layout, &mut assets, &mut meshes, &new);
                commands.entity(replacement).insert(Transform::from_translation(position));
                replacement
            } else {
                if let Ok((_, mut piece, _)) = pieces.get_mut(entity) {
                    piece.cell = new.cell;
                }
                entity
            };
            let (from_scale, to_scale) = (layout.piece_scale(old.cell), layout.piece_scale(new.cell));
            if seconds > 0.0 {
                // Slide from where the piece is now (a dragged piece starts from its drop point).
                let start = Vec3::new(position.x, position.y, Z_PIECE + 0.5);
                commands.entity(moving).insert((
                    Transform::from_translation(start).with_scale(Vec3::splat(from_scale)),
                    Slide::with_scale(start, target, from_scale, to_scale, seconds),
                ));
            } else {
                commands.entity(moving).insert(Transform::from_translation(target).with_scale(Vec3::splat(to_scale)));
            }
        }
        for (entity, _) in victims {
            // Give the victim its own materials so only it fades.
            for child in children.get(entity).map(|c| c.to_vec()).unwrap_or_default() {
                if let Ok(handle) = child_materials.get(child)
                    && let Some(material) = materials.get(&handle.0).cloned()
                {
                    // Blended, or the fading piece would stay opaque to the end.
                    let material = ColorMaterial { alpha_mode: bevy::sprite_render::AlphaMode2d::Blend, ..material };
                    commands.entity(child).insert(MeshMaterial2d(materials.add(material)));
                }
            }
            let scale = scales.get(entity).map_or(1.0, |t| t.scale.x);
            commands.entity(entity).remove::<Piece>().insert(Fading {
                elapsed: 0.0,
                duration: seconds.max(0.05) * 1.2,
                scale,
            });
        }
        for new in appeared {
            spawn_piece(&mut commands, &layout, &mut assets, &mut meshes, &new);
        }
    }
}

/// A refused move puts every piece back on its cell.
fn snap_back(
    mut refused: MessageReader<MoveRefused>,
    layout: Res<BoardLayout>,
    mut pieces: Query<(&Piece, &mut Transform), Without<Slide>>,
) {
    if refused.read().count() == 0 {
        return;
    }
    for (piece, mut transform) in &mut pieces {
        transform.translation = layout.center(piece.cell).extend(Z_PIECE);
    }
}

fn run_slides(time: Res<Time>, mut commands: Commands, mut slides: Query<(Entity, &mut Transform, &mut Slide)>) {
    for (entity, mut transform, mut slide) in &mut slides {
        slide.elapsed += time.delta_secs();
        let t = (slide.elapsed / slide.duration.max(1e-3)).clamp(0.0, 1.0);
        transform.translation = slide.curve.sample_clamped(t);
        transform.scale = Vec3::splat(slide.scale.sample_clamped(t));
        if t >= 1.0 {
            transform.translation.z = Z_PIECE;
            commands.entity(entity).remove::<Slide>();
        }
    }
}

fn run_fades(
    time: Res<Time>,
    mut commands: Commands,
    mut fading: Query<(Entity, &mut Fading, &mut Transform, Option<&Children>)>,
    child_materials: Query<&MeshMaterial2d<ColorMaterial>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    for (entity, mut fade, mut transform, children) in &mut fading {
        fade.elapsed += time.delta_secs();
        let t = (fade.elapsed / fade.duration).clamp(0.0, 1.0);
        transform.scale = Vec3::splat(fade.scale * (1.0 + 0.15 * t));
        for child in children.map(|c| c.to_vec()).unwrap_or_default() {
            if let Ok(handle) = child_materials.get(child)
                && let Some(mut material) = materials.get_mut(&handle.0)
            {
                material.color.set_alpha(1.0 - t);
            }
        }
        if t >= 1.0 {
            commands.entity(entity).despawn();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::{DynGame, Seat};

    fn after(game: &mut Box<dyn DynGame>, text: &str) -> (Vec<PieceView>, Vec<PieceView>) {
        let before = game.pieces();
        game.play_str(text).expect("legal");
        (before, game.pieces())
    }

    #[test]
    fn castling_moves_two_pieces_and_en_passant_removes_the_passed_pawn() {
        let mut game =
            tabula_rules::Variant::Chess.from_position("r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1").expect("fen");
        let (before, now) = after(&mut game, "d4e3");
        let (moves, captured, appeared) = diff(&before, &now, Some(27), Some(20));
        assert_eq!(moves.len(), 1);
        assert_eq!(captured.len(), 1, "the e4 pawn");
        assert_eq!(captured[0].cell, 28);
        assert!(appeared.is_empty());
        let (before, now) = after(&mut game, "e1g1");
        let (moves, captured, _) = diff(&before, &now, Some(4), Some(6));
        let mut cells: Vec<(u8, u8)> = moves.iter().map(|(a, b)| (a.cell, b.cell)).collect();
        cells.sort_unstable();
        assert_eq!(cells, vec![(4, 6), (7, 5)]);
        assert!(captured.is_empty());
        assert!(moves.iter().all(|(a, _)| a.seat == Seat(0)));
    }

    #[test]
    fn a_promotion_with_capture_keeps_the_mover() {
        let mut game = tabula_rules::Variant::Chess.from_position("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").expect("fen");
        let (before, now) = after(&mut game, "a7b8q");
        let (moves, captured, appeared) = diff(&before, &now, Some(48), Some(57));
        assert_eq!(moves.len(), 1);
        assert_eq!((moves[0].0.cell, moves[0].1.cell), (48, 57));
        assert_eq!(captured.len(), 1);
        assert!(appeared.is_empty());
    }
}
