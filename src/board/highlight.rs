//! Cell highlights: last moves, the selection, kings in check, hover, legal-move dots for the
//! selected piece (rings on captures), and the keyboard cursor (a ring of its own colour).

use super::input::HoveredCell;
use super::{BoardEntity, BoardLayout, Selection, Z_DOT, Z_HIGHLIGHT};
use crate::app::{AppSet, Screen};
use crate::session::Snapshot;
use crate::settings::Settings;
use crate::theme::palette;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabula_rules::CellKind;

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HighlightEntity;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        refresh_highlights.in_set(AppSet::View).after(super::rebuild_board).run_if(in_state(Screen::Playing)),
    );
}

/// Meshes and materials reused by every refresh (rebuilt when the layout or theme changes).
#[derive(Default)]
struct OverlayAssets {
    cells: Vec<Handle<Mesh>>,
    dot: Handle<Mesh>,
    ring: Handle<Mesh>,
    /// Last move, check, selected, hover, legal dot.
    colors: [Handle<ColorMaterial>; 5],
    cursor: Handle<ColorMaterial>,
}

/// Where the player's attention is on the board: the picked piece, the cell under the pointer,
/// the keyboard's cursor.
#[derive(SystemParam)]
struct BoardFocus<'w> {
    selection: Res<'w, Selection>,
    hovered: Res<'w, HoveredCell>,
    cursor: Res<'w, super::keyboard::KeyboardCursor>,
}

fn refresh_highlights(
    mut commands: Commands,
    snapshot: Option<Res<Snapshot>>,
    focus: BoardFocus,
    layout: Res<BoardLayout>,
    settings: Res<Settings>,
    drawing: super::MeshDrawing,
    existing: Query<Entity, With<HighlightEntity>>,
    cells: Query<(), With<super::Cell>>,
    mut cache: Local<OverlayAssets>,
) {
    let BoardFocus { selection, hovered, cursor } = focus;
    let super::MeshDrawing { mut meshes, mut materials } = drawing;
    let Some(snapshot) = snapshot else { return };
    let stale = existing.is_empty() && !cells.is_empty();
    if !(stale
        || snapshot.is_changed()
        || selection.is_changed()
        || hovered.is_changed()
        || cursor.is_changed()
        || layout.is_changed()
        || settings.is_changed())
    {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    if layout.cells.is_empty() {
        return;
    }
    if layout.is_changed() || settings.is_changed() || cache.cells.len() != layout.cells.len() {
        let colors = palette(settings.theme);
        cache.cells = layout
            .cells
            .iter()
            .enumerate()
            .map(|(index, view)| {
                let center = layout.centers[index];
                let mesh = match view.kind {
                    CellKind::Square | CellKind::Hex | CellKind::Triangle => {
                        let local: Vec<Vec2> =
                            view.outline.iter().map(|&p| layout.to_world(p, index) - center).collect();
                        let triangles: Vec<[Vec2; 3]> =
                            (1..local.len().saturating_sub(1)).map(|i| [local[0], local[i], local[i + 1]]).collect();
                        super::art::mesh_of(&triangles)
                    }
                    CellKind::Vertex | CellKind::Edge => Mesh::from(Circle::new(layout.pick_radius * 0.7)),
                };
                meshes.add(mesh)
            })
            .collect();
        // Small boards (Trigame) still get dots big enough to see.
        cache.dot = meshes.add(Circle::new((layout.piece_size * 0.16).max(7.0)));
        cache.ring = meshes.add(Annulus::new(layout.piece_size * 0.44, layout.piece_size * 0.52));
        cache.colors =
            [colors.last_move, colors.check, colors.selected, colors.hover, colors.legal_dot].map(|c| materials.add(c));
        // A blue that stands out on every theme's cells and on both armies.
        cache.cursor = materials.add(Color::srgb(0.2, 0.55, 1.0));
    }
    let overlay = |cell: u8, color: usize, z: f32, commands: &mut Commands| {
        let Some(mesh) = cache.cells.get(cell as usize) else { return };
        commands.spawn((
            HighlightEntity,
            BoardEntity,
            Mesh2d(mesh.clone()),
            MeshMaterial2d(cache.colors[color].clone()),
            Transform::from_translation(layout.center(cell).extend(z)),
        ));
    };
    for (_, from, to) in &snapshot.last_moves {
        for cell in [from, to].into_iter().flatten() {
            overlay(*cell, 0, Z_HIGHLIGHT, &mut commands);
        }
    }
    for &cell in &snapshot.checked {
        overlay(cell, 1, Z_HIGHLIGHT + 0.1, &mut commands);
    }
    if let Some(cell) = selection.0 {
        overlay(cell, 2, Z_HIGHLIGHT + 0.2, &mut commands);
    }
    if let Some(cell) = hovered.0
        && !snapshot.moves.is_empty()
    {
        overlay(cell, 3, Z_HIGHLIGHT + 0.3, &mut commands);
    }
    if settings.legal_move_dots
        && let Some(from) = selection.0
    {
        let mut targets: Vec<u8> =
            snapshot.moves.iter().filter(|m| m.from == Some(from)).filter_map(|m| m.to).collect();
        targets.dedup();
        for to in targets {
            let occupied = snapshot.pieces.iter().any(|p| p.cell == to);
            let mesh = if occupied { cache.ring.clone() } else { cache.dot.clone() };
            commands.spawn((
                HighlightEntity,
                BoardEntity,
                Mesh2d(mesh),
                MeshMaterial2d(cache.colors[4].clone()),
                Transform::from_translation(layout.center(to).extend(Z_DOT)),
            ));
        }
    }
    if let Some(cell) = cursor.0
        && (cell as usize) < layout.centers.len()
    {
        commands.spawn((
            HighlightEntity,
            BoardEntity,
            Mesh2d(cache.ring.clone()),
            MeshMaterial2d(cache.cursor.clone()),
            Transform::from_translation(layout.center(cell).extend(Z_DOT + 0.1)),
        ));
    }
}
