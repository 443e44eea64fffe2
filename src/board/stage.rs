//! The board's surroundings from its scene: the pool of light on the table, the frame around the
//! board's outline, each seat's home side marked on the frame, and the turn marker on the frame
//! by the home side of the seat to move (Marseillais: one pip per half-move of the turn).

use super::layout::BOARD_WORLD_SIZE;
use super::{BoardEntity, BoardLayout, art};
use crate::app::{AppSet, Screen};
use crate::scene::Stage;
use crate::session::{Session, Snapshot};
use crate::settings::Settings;
use crate::theme::piece_colors;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use tabula_rules::{Seat, Variant};

pub const Z_LIGHT: f32 = -3.0;
pub const Z_FRAME: f32 = -2.0;
/// The frame's inner line and the bed under the cells (the grooves of a tafl board).
pub const Z_BED: f32 = -1.9;
pub const Z_HOME: f32 = -1.8;
pub const Z_TURN: f32 = -1.7;

/// Where each seat's turn marker goes: the frame band's corner at the (counter-clockwise) end of
/// the seat's home side, and the direction along that side, by seat.
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct HomeSides {
    pub sides: Vec<Option<(Vec2, Vec2)>>,
    /// Width of the frame band in world units.
    pub band: f32,
}

/// The light pool and how strongly it breathes.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct LightPool {
    pub breath: f32,
}

/// The turn marker (rebuilt when the turn changes).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
struct TurnMarker;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HomeSides>();
    app.add_systems(
        Update,
        draw_turn_marker.in_set(AppSet::View).after(super::rebuild_board).run_if(in_state(Screen::Playing)),
    );
}

/// The convex hull of points, counter-clockwise, without collinear points (monotone chain).
pub fn convex_hull(points: &[Vec2]) -> Vec<Vec2> {
    // Sorted on coordinates rounded to a thousandth: a turned board's corners differ from each
    // other in the last bits, and a chain walked in that noise's order keeps inner corners.
    let key = |p: &Vec2| ((p.x * 1000.0).round() as i64, (p.y * 1000.0).round() as i64);
    let mut sorted: Vec<Vec2> = points.to_vec();
    sorted.sort_by_key(key);
    sorted.dedup_by(|a, b| key(a) == key(b));
    if sorted.len() < 3 {
        return sorted;
    }
    let turn = |o: Vec2, a: Vec2, b: Vec2| (a - o).perp_dot(b - o);
    let mut hull: Vec<Vec2> = Vec::with_capacity(sorted.len() * 2);
    for pass in 0..2 {
        let start = hull.len();
        let points: Box<dyn Iterator<Item = &Vec2>> =
            if pass == 0 { Box::new(sorted.iter()) } else { Box::new(sorted.iter().rev()) };
        for &p in points {
            // A tolerance keeps points on a straight side from making corners of their own.
            while hull.len() >= start + 2 && turn(hull[hull.len() - 2], hull[hull.len() - 1], p) <= 1e-2 {
                hull.pop();
            }
            hull.push(p);
        }
        hull.pop();
    }
    hull
}

/// The board's outline in world coordinates: the hull of every cell's corners.
pub fn board_outline(layout: &BoardLayout) -> Vec<Vec2> {
    let points: Vec<Vec2> = layout
        .cells
        .iter()
        .enumerate()
        .flat_map(|(index, cell)| {
            let corners: Vec<Vec2> = cell.outline.iter().map(|&p| layout.to_world(p, index)).collect();
            if corners.is_empty() { vec![layout.centers[index]] } else { corners }
        })
        .collect();
    convex_hull(&points)
}

fn fan(points: &[Vec2]) -> Mesh {
    let triangles: Vec<[Vec2; 3]> =
        (1..points.len().saturating_sub(1)).map(|i| [points[0], points[i], points[i + 1]]).collect();
    art::mesh_of(&triangles)
}

/// A disc whose colour fades from `centre` to transparent at its rim.
fn light_disc(radius: f32, centre: Color) -> Mesh {
    let rings = [(0.0, 1.0), (0.45, 0.75), (0.75, 0.35), (1.0, 0.0)];
    let segments = 48;
    let mut positions = Vec::new();
    let mut colours = Vec::new();
    let base = centre.to_linear();
    for &(r, strength) in &rings {
        for s in 0..segments {
            let angle = s as f32 / segments as f32 * std::f32::consts::TAU;
            positions.push([angle.cos() * r * radius, angle.sin() * r * radius, 0.0]);
            colours.push([base.red, base.green, base.blue, base.alpha * strength]);
        }
    }
    let mut indices = Vec::new();
    for ring in 0..rings.len() - 1 {
        for s in 0..segments {
            let (a, b) = ((ring * segments + s) as u32, (ring * segments + (s + 1) % segments) as u32);
            let (c, d) = (a + segments as u32, b + segments as u32);
            indices.extend([a, c, d, a, d, b]);
        }
    }
    let count = positions.len();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
        .with_inserted_indices(Indices::U32(indices))
}

/// Which side of the outline is each seat's home: the side facing where the seat's pieces start.
/// Seats whose pieces start around the middle (tafl) sit at the bottom if they are the seat at
/// the bottom, else at the top.
pub fn home_sides(variant: Variant, layout: &BoardLayout, outline: &[Vec2], bottom_seat: u8) -> Vec<Option<[Vec2; 2]>> {
    let start = variant.new_game().pieces();
    let reach = layout.half_extent.max_element().max(1.0);
    (0..variant.seats())
        .map(|seat| {
            let cells: Vec<Vec2> =
                start.iter().filter(|p| p.seat == Seat(seat)).map(|p| layout.center(p.cell)).collect();
            if cells.is_empty() || outline.len() < 3 {
                return None;
            }
            let centroid = cells.iter().copied().sum::<Vec2>() / cells.len() as f32;
            let direction = if centroid.length() > 0.15 * reach {
                centroid.normalize()
            } else if seat == bottom_seat {
                Vec2::NEG_Y
            } else {
                Vec2::Y
            };
            // Only the board's real sides: a hexagonal board of hexagons has short cut corners.
            let sides: Vec<[Vec2; 2]> =
                (0..outline.len()).map(|i| [outline[i], outline[(i + 1) % outline.len()]]).collect();
            let longest = sides.iter().map(|[a, b]| a.distance(*b)).fold(0.0, f32::max);
            sides.into_iter().filter(|[a, b]| a.distance(*b) >= 0.5 * longest).max_by(|a, b| {
                let facing = |side: &[Vec2; 2]| ((side[0] + side[1]) / 2.0).normalize_or_zero().dot(direction);
                facing(a).total_cmp(&facing(b))
            })
        })
        .collect()
}

/// Spawns the light, the frame and the home sides (part of the board: rebuilt with it).
pub(super) fn spawn_stage(
    commands: &mut Commands,
    layout: &BoardLayout,
    stage: &Stage,
    variant: Variant,
    bottom_seat: u8,
    settings: &Settings,
    meshes: &mut Assets<Mesh>,
    materials: &mut Assets<ColorMaterial>,
) -> HomeSides {
    let rgb = |(r, g, b): (f32, f32, f32)| Color::srgb(r, g, b);
    if stage.light.strength > 0.0 {
        let (r, g, b) = stage.light.colour;
        let centre = Color::srgba(r, g, b, stage.light.strength.clamp(0.0, 1.0));
        commands.spawn((
            BoardEntity,
            LightPool { breath: stage.light.breath.clamp(0.0, 1.0) },
            Mesh2d(meshes.add(light_disc(BOARD_WORLD_SIZE * 0.95, centre))),
            // Blended: the light's colour and strength are in its vertices.
            MeshMaterial2d(materials.add(ColorMaterial { color: Color::WHITE, ..default() })),
            Transform::from_translation(Vec3::Z * Z_LIGHT),
        ));
    }
    let outline = board_outline(layout);
    let band = stage.frame.width.max(0.0) * BOARD_WORLD_SIZE;
    let line = (0.004 * BOARD_WORLD_SIZE).max(2.0);
    if outline.len() >= 3 {
        if band > 0.0 {
            commands.spawn((
                BoardEntity,
                Mesh2d(meshes.add(fan(&art::grow_polygon(&outline, band)))),
                MeshMaterial2d(materials.add(rgb(stage.frame.colour))),
                Transform::from_translation(Vec3::Z * Z_FRAME),
            ));
        }
        commands.spawn((
            BoardEntity,
            Mesh2d(meshes.add(fan(&art::grow_polygon(&outline, line)))),
            MeshMaterial2d(materials.add(rgb(stage.frame.line))),
            Transform::from_translation(Vec3::Z * Z_BED),
        ));
    }
    let sides = home_sides(variant, layout, &outline, bottom_seat);
    let half_band = band.max(line * 4.0) / 2.0;
    if stage.home_sides {
        for (seat, side) in sides.iter().enumerate() {
            let Some([a, b]) = *side else { continue };
            let outward = (b - a).perp().normalize_or_zero() * -1.0;
            let (inner_a, inner_b) = (a + outward * line, b + outward * line);
            let (outer_a, outer_b) = (a + outward * half_band * 1.3, b + outward * half_band * 1.3);
            let (fill, ink) = piece_colors(variant, seat as u8, settings.theme);
            for (colour, grow, z) in [(ink, 2.0, 0.0), (fill, 0.0, 0.01)] {
                let along = (b - a).normalize_or_zero() * grow;
                let out = outward * grow;
                let quad = [inner_a - along - out, inner_b + along - out, outer_b + along + out, outer_a - along + out];
                commands.spawn((
                    BoardEntity,
                    Mesh2d(meshes.add(fan(&quad))),
                    MeshMaterial2d(materials.add(colour)),
                    Transform::from_translation(Vec3::Z * (Z_HOME + z)),
                ));
            }
        }
    }
    HomeSides {
        sides: sides
            .iter()
            .map(|side| {
                // The corner of the band at the side's end, clear of the coordinates along it.
                side.map(|[a, b]| {
                    let outward = (b - a).perp().normalize_or_zero() * -1.0;
                    let along = (b - a).normalize_or_zero();
                    (b + outward * half_band + along * half_band, along)
                })
            })
            .collect(),
        band: half_band * 2.0,
    }
}

/// What the turn markers were drawn for: the seat to move, the pips, the game over, the sides.
type PipsDrawn = (u8, (u8, u8), bool, usize);

/// How many pips the turn marker shows and which is to be played: one move a turn in most
/// games; the game's descriptor says otherwise (Marseillais: two, White's first turn one).
pub fn turn_pips(session: &Session) -> (u8, u8) {
    let shown = session.review().unwrap_or(session.moves().len());
    let to_move = session.shown().to_move();
    let mover_just_played =
        session.moves()[..shown.min(session.moves().len())].iter().rev().take_while(|m| m.seat == to_move).count();
    session.variant().descriptor().turn.progress(shown, mover_just_played)
}

fn draw_turn_marker(
    mut commands: Commands,
    session: Res<Session>,
    snapshot: Res<Snapshot>,
    sides: Res<HomeSides>,
    settings: Res<Settings>,
    existing: Query<Entity, With<TurnMarker>>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
    mut drawn: Local<Option<PipsDrawn>>,
) {
    let pips = turn_pips(&session);
    let over = session.is_over() && session.review().is_none();
    let key = (snapshot.to_move.0, pips, over, sides.sides.len());
    if *drawn == Some(key) && !sides.is_changed() {
        return;
    }
    *drawn = Some(key);
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    let Some(Some((corner, along))) = sides.sides.get(snapshot.to_move.0 as usize).copied() else { return };
    if over {
        return;
    }
    let variant = session.variant();
    let (fill, ink) = piece_colors(variant, snapshot.to_move.0, settings.theme);
    let radius = (sides.band * 0.3).clamp(5.0, 14.0);
    let (count, done) = pips;
    for pip in 0..count {
        // The last pip in the corner, the ones before it back along the side.
        let offset = (pip as f32 - (count as f32 - 1.0)) * radius * 2.6;
        let centre = corner + along * offset;
        let filled = pip < done;
        let rim = commands
            .spawn((
                BoardEntity,
                TurnMarker,
                Mesh2d(meshes.add(Circle::new(radius))),
                MeshMaterial2d(materials.add(ink)),
                Transform::from_translation(centre.extend(Z_TURN)),
            ))
            .id();
        // A half-move still to come is a ring: the seat's colour shows only once it is played.
        let inner = if filled { fill } else { ink.mix(&fill, 0.25) };
        let child = commands
            .spawn((
                Mesh2d(meshes.add(Circle::new(radius * 0.72))),
                MeshMaterial2d(materials.add(inner)),
                Transform::from_translation(Vec3::Z * 0.01),
            ))
            .id();
        commands.entity(rim).add_child(child);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hull_of_a_square_grid_is_its_four_corners() {
        let points: Vec<Vec2> = (0..5).flat_map(|x| (0..5).map(move |y| Vec2::new(x as f32, y as f32))).collect();
        let hull = convex_hull(&points);
        assert_eq!(hull.len(), 4, "{hull:?}");
    }

    #[test]
    fn home_sides_face_each_seats_army() {
        for variant in Variant::ALL {
            let layout = BoardLayout::new(variant.new_game().cells(), 0.0);
            let outline = board_outline(&layout);
            // The hexagonal board's corners are cut: six long sides and six short ones.
            let expected = match variant {
                Variant::Trichess => 12,
                // Trigame's triangles make a rhombus; the square boards have four sides too.
                _ => 4,
            };
            assert_eq!(outline.len(), expected, "{variant}: {outline:?}");
            let sides = home_sides(variant, &layout, &outline, 0);
            assert!(sides.iter().all(Option::is_some), "{variant}");
            let mut distinct: Vec<String> = sides.iter().map(|s| format!("{s:?}")).collect();
            distinct.dedup();
            assert_eq!(distinct.len(), variant.seats() as usize, "{variant}: each seat its own side");
        }
        // White sits at the bottom of an upright chess board.
        let layout = BoardLayout::new(Variant::Chess.new_game().cells(), 0.0);
        let sides = home_sides(Variant::Chess, &layout, &board_outline(&layout), 0);
        let [a, b] = sides[0].expect("white's side");
        assert!(a.y < 0.0 && b.y < 0.0 && (a.y - b.y).abs() < 1.0);
    }

    #[test]
    fn a_turned_square_board_has_four_corners() {
        let turn = Vec2::from_angle(std::f32::consts::PI);
        let points: Vec<Vec2> = (0..=7)
            .flat_map(|x| (0..=7).map(move |y| Vec2::new(x as f32 - 3.5, y as f32 - 3.5)))
            .map(|p| turn.rotate(p * 71.3))
            .collect();
        let hull = convex_hull(&points);
        assert_eq!(hull.len(), 4, "{hull:?}");
    }
}
