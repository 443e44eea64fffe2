//! The board scene: cells and pieces as entities spawned from the rules' topology, laid out for
//! the viewer, with input, highlights and animation. One view serves every board family.

mod ambient;
mod animate;
pub mod art;
mod camera;
pub mod drawing;
mod effects;
mod highlight;
pub mod input;
pub mod keyboard;
pub mod layout;
mod mark_sources;
mod marks;
mod spawn;
pub mod stage;

pub use animate::{Fading, Slide};
pub use camera::{CoveredRight, CoveredTop};
pub use effects::{Effect, Revealing, Toppling, mated_seat};
pub use input::{BoardPointer, Dragging, HoveredCell, PendingPromotion, PremoveSeat, Selection};
pub use layout::BoardLayout;
pub use marks::BoardMarks;
use spawn::spawn_cells;
pub use spawn::spawn_piece;

use crate::app::{AppSet, Screen};
use crate::session::{BoardChanged, Session, Snapshot};
use crate::settings::Settings;
use crate::theme::piece_colors;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use std::collections::HashMap;
use tabula_rules::PieceKind;

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

/// A piece's meshes, each with the ink it is drawn in.
type PieceMeshes = Vec<(Handle<Mesh>, art::Ink)>;

/// Cached meshes and materials for pieces and cells.
#[derive(Resource, Default)]
pub struct BoardAssets {
    piece_meshes: HashMap<(PieceKind, crate::settings::PieceSet), PieceMeshes>,
    /// The set pieces are drawn in.
    piece_set: crate::settings::PieceSet,
    /// Fill and outline material per seat.
    seat_materials: Vec<[Handle<ColorMaterial>; 2]>,
    /// The base each seat's pieces stand on, where the scene sets armies apart by shape.
    seat_bases: Vec<Option<Handle<Mesh>>>,
}

pub const Z_CELL: f32 = 0.0;
pub const Z_HIGHLIGHT: f32 = 1.0;
pub const Z_PIECE: f32 = 2.0;
pub const Z_DOT: f32 = 3.0;
pub const Z_DRAGGED: f32 = 10.0;

pub fn plugin(app: &mut App) {
    app.init_resource::<BoardLayout>()
        .init_resource::<Orientation>()
        .init_resource::<BoardAssets>()
        .add_message::<RebuildBoard>();
    app.add_plugins((
        input::plugin,
        keyboard::plugin,
        animate::plugin,
        highlight::plugin,
        marks::plugin,
        mark_sources::plugin,
        drawing::plugin,
        stage::plugin,
        ambient::plugin,
        effects::plugin,
    ));
    app.add_systems(
        Update,
        (orient_for_new_games, request_rebuild, rebuild_board)
            .chain()
            .in_set(AppSet::View)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>)),
    );
    app.add_systems(OnExit(Screen::Playing), despawn_board);
}

pub fn view_plugin(app: &mut App) {
    app.add_plugins(camera::plugin);
}

/// The mesh and material stores every board drawing adds to.
#[derive(SystemParam)]
pub struct MeshDrawing<'w> {
    pub meshes: ResMut<'w, Assets<Mesh>>,
    pub materials: ResMut<'w, Assets<ColorMaterial>>,
}

/// How the board is drawn: which seat sits at the bottom, the player's settings, the scenes.
#[derive(SystemParam)]
pub struct BoardLooks<'w> {
    pub orientation: Res<'w, Orientation>,
    pub settings: Res<'w, Settings>,
    pub scenes: Res<'w, crate::scene::Scenes>,
}

/// Rebuild the board entities (layout, theme or position changed).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct RebuildBoard;

fn orient_for_new_games(
    session: Res<Session>,
    settings: Res<Settings>,
    referee: Res<crate::session::Referee>,
    mut orientation: ResMut<Orientation>,
    mut started: MessageReader<crate::session::GameStarted>,
    mut played: MessageReader<crate::session::MovePlayed>,
) {
    let new_game = started.read().count() > 0;
    let moved = played.read().count() > 0;
    if new_game {
        // A puzzle or a lesson is seen from the player's side, whoever else is human.
        let player = referee.level_player().map(|seat| seat.0);
        let bottom_seat = player.or(session.setup().local_seat()).unwrap_or(0);
        *orientation = Orientation { bottom_seat, flips: 0 };
    }
    // Hot-seat with auto-flip: the player to move sits at the bottom.
    if (new_game || moved)
        && settings.auto_flip
        && session.setup().local_seat().is_none()
        && !session.setup().has_computer()
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
    mut drawn_with: Local<Option<(crate::settings::ThemeName, bool, crate::settings::PieceSet)>>,
) {
    let position_changed = changed.read().count() > 0;
    // Only the settings that change how the board looks (not the volume, say).
    let looks = (settings.theme, settings.coordinates, settings.piece_set);
    let looks_changed = *drawn_with != Some(looks);
    *drawn_with = Some(looks);
    if position_changed || orientation.is_changed() || looks_changed || entered.is_empty() {
        rebuild.write(RebuildBoard);
    }
}

fn rebuild_board(
    mut requests: MessageReader<RebuildBoard>,
    mut commands: Commands,
    session: Res<Session>,
    snapshot: Res<Snapshot>,
    looks: BoardLooks,
    mut layout: ResMut<BoardLayout>,
    mut home_sides: ResMut<stage::HomeSides>,
    mut assets: ResMut<BoardAssets>,
    drawing: MeshDrawing,
    existing: Query<Entity, With<BoardEntity>>,
) {
    let BoardLooks { orientation, settings, scenes } = looks;
    let MeshDrawing { mut meshes, mut materials } = drawing;
    if requests.read().count() == 0 {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let variant = session.variant();
    let seats = session.seats();
    let rotation = layout::rotation_for_seat(variant, orientation.seat_at_bottom(seats));
    *layout = BoardLayout::new(session.game().cells(), rotation);
    let colors = scenes.palette(settings.theme, variant);
    let checkered = scenes.checkered(settings.theme, variant);

    assets.seat_materials = (0..seats)
        .map(|seat| {
            let (fill, ink) = piece_colors(variant, seat, settings.theme);
            [materials.add(fill), materials.add(ink)]
        })
        .collect();

    spawn_cells(&mut commands, &layout, &colors, checkered, &mut meshes, &mut materials, settings.coordinates);
    let scene_stage = scenes.stage(settings.theme, variant);
    assets.piece_set = settings.piece_set;
    assets.seat_bases =
        (0..seats).map(|seat| scene_stage.seat_bases.then(|| meshes.add(art::seat_base(seat)))).collect();
    let bottom = orientation.seat_at_bottom(seats);
    *home_sides = stage::spawn_stage(
        &mut commands,
        &layout,
        &scene_stage,
        variant,
        bottom,
        &settings,
        &mut meshes,
        &mut materials,
    );
    for piece in &snapshot.pieces {
        spawn_piece(&mut commands, &layout, &mut assets, &mut meshes, piece);
    }
}

fn despawn_board(mut commands: Commands, existing: Query<Entity, With<BoardEntity>>) {
    for entity in &existing {
        commands.entity(entity).despawn();
    }
}
