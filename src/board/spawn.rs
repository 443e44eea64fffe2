//! Spawning the board's entities: a mesh per cell (squares, hexagons, triangles, Trigame's lines
//! and points), coordinates along square boards, and pieces drawn from their art.

use super::{BoardAssets, BoardEntity, BoardLayout, Cell, Piece, Z_CELL, Z_HIGHLIGHT, Z_PIECE, art};
use crate::theme::Palette;
use bevy::prelude::*;
use tabula_rules::{CellKind, PieceView};

pub(super) fn spawn_cells(
    commands: &mut Commands,
    layout: &BoardLayout,
    colors: &Palette,
    checkered: bool,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
    coordinates: bool,
) {
    let shade_materials: Vec<Handle<ColorMaterial>> = colors.cells.iter().map(|&c| materials.add(c)).collect();
    let marked = materials.add(colors.marked);
    let line = materials.add(colors.lines);
    let bold = materials.add(colors.bold_lines);
    let line_width = 0.05 * layout.unit;
    for (index, cell) in layout.cells.iter().enumerate() {
        let center = layout.centers[index];
        let local: Vec<Vec2> = cell.outline.iter().map(|&p| layout.to_world(p, index) - center).collect();
        let (mesh, material, z) = match cell.kind {
            CellKind::Square | CellKind::Hex | CellKind::Triangle => {
                let material = if cell.kind == CellKind::Triangle {
                    if cell.marked { materials.add(colors.cells[2]) } else { shade_materials[0].clone() }
                } else if cell.marked {
                    marked.clone()
                } else if !checkered {
                    shade_materials[0].clone()
                } else {
                    shade_materials[cell.shade as usize % shade_materials.len()].clone()
                };
                // One-colour squares are set a little apart: the background between them is the
                // board's grooves.
                let outline: Vec<Vec2> = if checkered || cell.kind != CellKind::Square {
                    local
                } else {
                    local.iter().map(|p| *p * 0.93).collect()
                };
                (convex_mesh(&outline), material, Z_CELL)
            }
            CellKind::Edge => {
                let width = if cell.marked { line_width * 1.8 } else { line_width };
                let material = if cell.marked { bold.clone() } else { line.clone() };
                (segment_mesh(&local, width), material, Z_CELL + 0.1)
            }
            CellKind::Vertex => {
                let radius = if cell.marked { line_width * 1.9 } else { line_width * 1.3 };
                let material = if cell.marked { bold.clone() } else { line.clone() };
                (Mesh::from(Circle::new(radius)), material, Z_CELL + 0.2)
            }
        };
        commands.spawn((
            Cell { id: cell.id },
            BoardEntity,
            Name::new(format!("cell {}", cell.name)),
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(material),
            Transform::from_translation(center.extend(z)),
        ));
    }
    if coordinates {
        spawn_coordinates(commands, layout, colors);
    }
}

/// File letters and rank numbers along the bottom and left edges of square boards.
fn spawn_coordinates(commands: &mut Commands, layout: &BoardLayout, colors: &Palette) {
    if layout.cells.first().map(|c| c.kind) != Some(CellKind::Square) {
        // Hex and triangle boards label every cell by name on hover instead (status line).
        return;
    }
    let half = layout.unit * 0.5;
    let min = layout.centers.iter().fold(Vec2::splat(f32::MAX), |acc, c| acc.min(*c));
    for (index, cell) in layout.cells.iter().enumerate() {
        let center = layout.centers[index];
        let (file, rank) = cell.name.split_at(1);
        let font = TextFont::from_font_size(layout.unit * 0.2);
        if (center.y - min.y).abs() < 1.0 {
            commands.spawn((
                BoardEntity,
                Text2d::new(file.to_owned()),
                font.clone(),
                TextColor(colors.coordinates),
                Transform::from_translation((center + Vec2::new(0.0, -half - layout.unit * 0.16)).extend(Z_HIGHLIGHT)),
            ));
        }
        if (center.x - min.x).abs() < 1.0 {
            commands.spawn((
                BoardEntity,
                Text2d::new(rank.to_owned()),
                font,
                TextColor(colors.coordinates),
                Transform::from_translation((center + Vec2::new(-half - layout.unit * 0.16, 0.0)).extend(Z_HIGHLIGHT)),
            ));
        }
    }
}

pub fn spawn_piece(
    commands: &mut Commands,
    layout: &BoardLayout,
    assets: &mut BoardAssets,
    meshes: &mut Assets<Mesh>,
    piece: &PieceView,
) -> Entity {
    let set = assets.piece_set;
    let handles = assets
        .piece_meshes
        .entry((piece.kind, set))
        .or_insert_with(|| {
            art::piece_meshes(piece.kind, set).layers().into_iter().map(|(mesh, ink)| (meshes.add(mesh), ink)).collect()
        })
        .clone();
    let seat = piece.seat.0 as usize;
    let [fill, ink] = assets.seat_materials.get(seat).cloned().unwrap_or_default();
    let base = assets.seat_bases.get(seat).cloned().flatten();
    let scale = Vec3::splat(layout.piece_size);
    commands
        .spawn((
            Piece { cell: piece.cell, kind: piece.kind, seat: piece.seat.0 },
            BoardEntity,
            Name::new(format!("{} {}", piece.kind.name(), piece.cell)),
            Transform::from_translation(layout.center(piece.cell).extend(Z_PIECE))
                .with_scale(Vec3::splat(layout.piece_scale(piece.cell))),
            Visibility::default(),
        ))
        .with_children(|parent| {
            if let Some(base) = base {
                parent.spawn((
                    Mesh2d(base),
                    MeshMaterial2d(ink.clone()),
                    Transform::from_scale(scale).with_translation(Vec3::Z * -0.01),
                ));
            }
            for (z, (mesh, layer_ink)) in handles.into_iter().enumerate() {
                let material = if layer_ink == art::Ink::Fill { fill.clone() } else { ink.clone() };
                parent.spawn((
                    Mesh2d(mesh),
                    MeshMaterial2d(material),
                    Transform::from_scale(scale).with_translation(Vec3::Z * z as f32 * 0.01),
                ));
            }
        })
        .id()
}

/// A filled convex polygon around the origin.
fn convex_mesh(points: &[Vec2]) -> Mesh {
    let triangles: Vec<[Vec2; 3]> =
        (1..points.len().saturating_sub(1)).map(|i| [points[0], points[i], points[i + 1]]).collect();
    // Outlines may be clockwise once y is flipped; the 2D pipeline draws both windings.
    art::mesh_of(&triangles)
}

/// A thick line between two points around the origin.
fn segment_mesh(points: &[Vec2], width: f32) -> Mesh {
    let [a, b] = [points.first().copied().unwrap_or_default(), points.get(1).copied().unwrap_or_default()];
    let normal = (b - a).perp().normalize_or_zero() * width / 2.0;
    art::mesh_of(&[[a - normal, b - normal, b + normal], [a - normal, b + normal, a + normal]])
}
