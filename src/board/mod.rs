//! The board scene: cells and pieces as entities spawned from the rules' topology, laid out for
//! the viewer, with input, highlights and animation. One view serves every board family.

mod animate;
pub mod art;
mod camera;
mod highlight;
pub mod input;
pub mod layout;

pub use animate::{Fading, Slide};
pub use camera::{CoveredRight, CoveredTop};
pub use input::{BoardPointer, Dragging, HoveredCell, PendingPromotion, Selection};
pub use layout::BoardLayout;

use crate::Screen;
use crate::session::{BoardChanged, Session, Snapshot};
use crate::settings::Settings;
use crate::theme::{palette, piece_colors};
use bevy::prelude::*;
use std::collections::HashMap;
use tabula_rules::{CellKind, PieceKind, PieceView};

/// The order of the frame: input becomes requests, the rules apply them, views follow.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardSet {
    Input,
    Rules,
    View,
}

/// Everything spawned for the board (removed when it is rebuilt or the game screen closes).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardEntity;

/// A place on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub id: u8,
}

/// A piece standing on a cell.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece {
    pub cell: u8,
    pub kind: PieceKind,
    pub seat: u8,
}

/// The board's turn: the seat at the bottom, and a manual flip on top.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Default)]
pub struct Orientation {
    pub bottom_seat: u8,
    /// Extra turns by the flip button (one seat further each press).
    pub flips: u8,
}

impl Orientation {
    pub fn seat_at_bottom(&self, seats: u8) -> u8 {
        (self.bottom_seat + self.flips) % seats.max(1)
    }
}

/// Cached meshes and materials for pieces and cells.
#[derive(Resource, Default)]
pub struct BoardAssets {
    piece_meshes: HashMap<PieceKind, [Handle<Mesh>; 3]>,
    /// Fill and outline material per seat.
    seat_materials: Vec<[Handle<ColorMaterial>; 2]>,
    pub dot: Handle<Mesh>,
    pub ring: Handle<Mesh>,
}

pub const Z_CELL: f32 = 0.0;
pub const Z_HIGHLIGHT: f32 = 1.0;
pub const Z_PIECE: f32 = 2.0;
pub const Z_DOT: f32 = 3.0;
pub const Z_DRAGGED: f32 = 10.0;

pub fn plugin(app: &mut App) {
    app.configure_sets(Update, (BoardSet::Input, BoardSet::Rules, BoardSet::View).chain());
    app.init_resource::<BoardLayout>()
        .init_resource::<Orientation>()
        .init_resource::<BoardAssets>()
        .add_message::<RebuildBoard>();
    app.add_plugins((input::plugin, animate::plugin, highlight::plugin));
    app.add_systems(
        Update,
        (orient_for_new_games, request_rebuild, rebuild_board)
            .chain()
            .in_set(BoardSet::View)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(OnExit(Screen::Playing), despawn_board);
}

pub fn view_plugin(app: &mut App) {
    app.add_plugins(camera::plugin);
}

/// Rebuild the board entities (layout, theme or position changed).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RebuildBoard;

fn orient_for_new_games(
    session: Res<Session>,
    settings: Res<Settings>,
    mut orientation: ResMut<Orientation>,
    mut started: MessageReader<crate::session::GameStarted>,
    mut played: MessageReader<crate::session::MovePlayed>,
) {
    let new_game = started.read().count() > 0;
    let moved = played.read().count() > 0;
    if new_game {
        *orientation = Orientation { bottom_seat: session.setup.local_seat().unwrap_or(0), flips: 0 };
    }
    // Hot-seat with auto-flip: the player to move sits at the bottom.
    if (new_game || moved)
        && settings.auto_flip
        && session.setup.local_seat().is_none()
        && !session.setup.has_computer()
    {
        let target = Orientation { bottom_seat: session.to_move().0, flips: 0 };
        if *orientation != target {
            *orientation = target;
        }
    }
}

fn request_rebuild(
    mut changed: MessageReader<BoardChanged>,
    orientation: Res<Orientation>,
    settings: Res<Settings>,
    entered: Query<(), With<Cell>>,
    mut rebuild: MessageWriter<RebuildBoard>,
    mut drawn_with: Local<Option<(crate::settings::ThemeName, bool)>>,
) {
    let position_changed = changed.read().count() > 0;
    // Only the settings that change how the board looks (not the volume, say).
    let looks = (settings.theme, settings.coordinates);
    let looks_changed = *drawn_with != Some(looks);
    *drawn_with = Some(looks);
    if position_changed || orientation.is_changed() || looks_changed || entered.is_empty() {
        rebuild.write(RebuildBoard);
    }
}

#[allow(clippy::too_many_arguments)]
fn rebuild_board(
    mut requests: MessageReader<RebuildBoard>,
    mut commands: Commands,
    session: Res<Session>,
    snapshot: Res<Snapshot>,
    orientation: Res<Orientation>,
    settings: Res<Settings>,
    mut layout: ResMut<BoardLayout>,
    mut assets: ResMut<BoardAssets>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    existing: Query<Entity, With<BoardEntity>>,
) {
    if requests.read().count() == 0 {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let variant = session.variant();
    let seats = session.game.seats();
    let rotation = layout::rotation_for_seat(variant, orientation.seat_at_bottom(seats));
    *layout = BoardLayout::new(session.game.cells(), rotation);
    let colors = palette(settings.theme);

    if assets.piece_meshes.is_empty() {
        assets.dot = meshes.add(Circle::new(1.0));
        assets.ring = meshes.add(Annulus::new(0.82, 1.0));
    }
    assets.seat_materials = (0..seats)
        .map(|seat| {
            let (fill, ink) = piece_colors(variant, seat, settings.theme);
            [materials.add(fill), materials.add(ink)]
        })
        .collect();

    spawn_cells(&mut commands, &layout, &colors, &mut meshes, &mut materials, settings.coordinates);
    for piece in &snapshot.pieces {
        spawn_piece(&mut commands, &layout, &mut assets, &mut meshes, piece);
    }
}

fn spawn_cells(
    commands: &mut Commands,
    layout: &BoardLayout,
    colors: &crate::theme::Palette,
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
                } else {
                    shade_materials[cell.shade as usize % shade_materials.len()].clone()
                };
                (convex_mesh(&local), material, Z_CELL)
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
fn spawn_coordinates(commands: &mut Commands, layout: &BoardLayout, colors: &crate::theme::Palette) {
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
    let handles = assets
        .piece_meshes
        .entry(piece.kind)
        .or_insert_with(|| {
            let m = art::piece_meshes(piece.kind);
            [meshes.add(m.outline), meshes.add(m.fill), meshes.add(m.details)]
        })
        .clone();
    let seat = piece.seat.0 as usize;
    let [fill, ink] = assets.seat_materials.get(seat).cloned().unwrap_or_default();
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
            parent.spawn((Mesh2d(handles[0].clone()), MeshMaterial2d(ink.clone()), Transform::from_scale(scale)));
            parent.spawn((
                Mesh2d(handles[1].clone()),
                MeshMaterial2d(fill),
                Transform::from_scale(scale).with_translation(Vec3::Z * 0.01),
            ));
            parent.spawn((
                Mesh2d(handles[2].clone()),
                MeshMaterial2d(ink),
                Transform::from_scale(scale).with_translation(Vec3::Z * 0.02),
            ));
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

fn despawn_board(mut commands: Commands, existing: Query<Entity, With<BoardEntity>>) {
    for entity in &existing {
        commands.entity(entity).despawn();
    }
}
