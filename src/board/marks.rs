//! Teaching marks on the board: stars to reach (or pieces to take), highlighted cells and
//! arrows. Whoever teaches (a lesson) fills [`BoardMarks`]; the board draws them over the cells
//! and under the pieces' legal-move dots.

use super::{BoardEntity, BoardLayout, Z_DOT, Z_HIGHLIGHT};
use crate::app::{AppSet, Screen};
use bevy::prelude::*;

/// Marks to draw, by cell id.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct BoardMarks {
    pub stars: Vec<u8>,
    pub highlight: Vec<u8>,
    pub arrows: Vec<(u8, u8)>,
}

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkEntity;

const STAR: Color = Color::srgba(1.0, 0.82, 0.15, 0.92);
const HIGHLIGHT: Color = Color::srgba(0.25, 0.65, 1.0, 0.35);
const ARROW: Color = Color::srgba(0.15, 0.55, 0.95, 0.75);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardMarks>();
    app.add_systems(
        Update,
        draw_marks.in_set(AppSet::View).after(super::rebuild_board).run_if(in_state(Screen::Playing)),
    );
}

fn draw_marks(
    mut commands: Commands,
    marks: Res<BoardMarks>,
    layout: Res<BoardLayout>,
    existing: Query<Entity, With<MarkEntity>>,
    cells: Query<(), With<super::Cell>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    // The board's rebuild despawns every board entity, marks included: draw again then too.
    let missing = existing.is_empty() && !cells.is_empty() && *marks != BoardMarks::default();
    if !(missing || marks.is_changed() || layout.is_changed()) || layout.cells.is_empty() {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let size = layout.piece_size;
    let mut spawn = |mesh: Mesh, color: Color, at: Vec3, rotation: f32, commands: &mut Commands| {
        commands.spawn((
            MarkEntity,
            BoardEntity,
            Mesh2d(meshes.add(mesh)),
            MeshMaterial2d(materials.add(color)),
            Transform::from_translation(at).with_rotation(Quat::from_rotation_z(rotation)),
        ));
    };
    for &cell in &marks.highlight {
        spawn(
            Circle::new(size * 0.5).into(),
            HIGHLIGHT,
            layout.center(cell).extend(Z_HIGHLIGHT + 0.4),
            0.0,
            &mut commands,
        );
    }
    for &cell in &marks.stars {
        spawn(star_mesh(size * 0.34), STAR, layout.center(cell).extend(Z_DOT + 0.5), 0.0, &mut commands);
    }
    for &(from, to) in &marks.arrows {
        let (a, b) = (layout.center(from), layout.center(to));
        let length = a.distance(b);
        if length < 1.0 {
            continue;
        }
        let angle = (b - a).to_angle();
        let head = (size * 0.32).min(length * 0.5);
        let shaft = Rectangle::new(length - head, size * 0.12);
        let middle = a + (b - a).normalize() * (length - head) * 0.5;
        spawn(shaft.into(), ARROW, middle.extend(Z_DOT + 0.4), angle, &mut commands);
        let tip = Triangle2d::new(Vec2::new(head, 0.0), Vec2::new(0.0, head * 0.7), Vec2::new(0.0, -head * 0.7));
        let base = b - (b - a).normalize() * head;
        spawn(tip.into(), ARROW, base.extend(Z_DOT + 0.4), angle, &mut commands);
    }
}

/// A five-pointed star of outer radius `radius`, pointing up.
fn star_mesh(radius: f32) -> Mesh {
    let point = |i: usize| {
        let r = if i.is_multiple_of(2) { radius } else { radius * 0.45 };
        let angle = std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
        Vec2::new(r * angle.cos(), r * angle.sin())
    };
    let triangles: Vec<[Vec2; 3]> = (0..10).map(|i| [Vec2::ZERO, point(i), point((i + 1) % 10)]).collect();
    super::art::mesh_of(&triangles)
}
