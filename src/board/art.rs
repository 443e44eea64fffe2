//! Piece art drawn in code, in two sets. Classic: Staunton silhouettes as turned profiles (every
//! horizontal slice of a turned piece is symmetric), the knight's head as a polygon, and tokens
//! for tafl and Trigame. Flat: every piece a token seen from above, told apart by its outline
//! and the emblem on it (a cross for a king, a star for a queen, a tower's square...).
//! Each piece is a list of shapes, drawn as an outline (the shape inflated) under a fill, with
//! details in the outline colour on top. Coordinates fit a unit box centred on the origin, y up.

use crate::settings::PieceSet;
use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;
use tabula_rules::PieceKind;

/// One piece of a piece's drawing.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A turned profile: (height, half-width) from the bottom up.
    Lathe(Vec<(f32, f32)>),
    Rect {
        min: Vec2,
        max: Vec2,
    },
    Circle {
        center: Vec2,
        radius: f32,
    },
    /// A simple polygon, counter-clockwise.
    Polygon(Vec<Vec2>),
}

/// A piece drawing: body shapes (outlined and filled) and details (in the outline colour).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PieceArt {
    pub body: Vec<Shape>,
    pub details: Vec<Shape>,
}

/// Outline thickness in the unit box.
pub const OUTLINE: f32 = 0.035;

const BASE: [(f32, f32); 5] = [(-0.46, 0.34), (-0.38, 0.34), (-0.36, 0.30), (-0.30, 0.28), (-0.27, 0.22)];

fn lathe(rest: &[(f32, f32)]) -> Shape {
    Shape::Lathe(BASE.iter().chain(rest).copied().collect())
}

fn rect(x0: f32, y0: f32, x1: f32, y1: f32) -> Shape {
    Shape::Rect { min: Vec2::new(x0, y0), max: Vec2::new(x1, y1) }
}

fn circle(x: f32, y: f32, radius: f32) -> Shape {
    Shape::Circle { center: Vec2::new(x, y), radius }
}

fn polygon(points: &[(f32, f32)]) -> Shape {
    Shape::Polygon(points.iter().map(|&(x, y)| Vec2::new(x, y)).collect())
}

/// A regular polygon of `corners` corners, counter-clockwise, the first at `start` radians.
fn regular(corners: usize, radius: f32, start: f32) -> Shape {
    Shape::Polygon(
        (0..corners)
            .map(|i| Vec2::from_angle(start + i as f32 / corners as f32 * std::f32::consts::TAU) * radius)
            .collect(),
    )
}

/// A star of `points` points, counter-clockwise, one point straight up.
fn star(points: usize, outer: f32, inner: f32) -> Shape {
    Shape::Polygon(
        (0..points * 2)
            .map(|i| {
                let radius = if i % 2 == 0 { outer } else { inner };
                Vec2::from_angle(std::f32::consts::FRAC_PI_2 + i as f32 / (points * 2) as f32 * std::f32::consts::TAU)
                    * radius
            })
            .collect(),
    )
}

pub fn piece_art(kind: PieceKind, set: PieceSet) -> PieceArt {
    match set {
        PieceSet::Classic => classic_art(kind),
        PieceSet::Flat => flat_art(kind),
    }
}

/// The flat set: tokens seen from above with emblems.
fn flat_art(kind: PieceKind) -> PieceArt {
    let token = |radius: f32| vec![circle(0.0, 0.0, radius)];
    match kind {
        PieceKind::Pawn => PieceArt { body: token(0.30), details: vec![circle(0.0, 0.0, 0.09)] },
        PieceKind::Knight => PieceArt {
            body: token(0.40),
            details: vec![polygon(&[
                (-0.16, -0.22),
                (0.0, -0.22),
                (0.0, 0.06),
                (0.20, 0.06),
                (0.20, 0.20),
                (-0.16, 0.20),
            ])],
        },
        PieceKind::Bishop => PieceArt {
            body: token(0.40),
            details: vec![polygon(&[(0.0, -0.26), (0.14, 0.0), (0.0, 0.26), (-0.14, 0.0)])],
        },
        PieceKind::Rook => PieceArt { body: token(0.40), details: vec![rect(-0.17, -0.17, 0.17, 0.17)] },
        PieceKind::Queen => PieceArt { body: token(0.43), details: vec![star(5, 0.27, 0.11)] },
        PieceKind::King => PieceArt {
            body: vec![regular(8, 0.46, std::f32::consts::PI / 8.0)],
            details: vec![rect(-0.05, -0.25, 0.05, 0.25), rect(-0.20, 0.03, 0.20, 0.12)],
        },
        PieceKind::Attacker => {
            PieceArt { body: vec![rect(-0.32, -0.32, 0.32, 0.32)], details: vec![rect(-0.10, -0.10, 0.10, 0.10)] }
        }
        PieceKind::Defender => PieceArt { body: vec![regular(6, 0.38, 0.0)], details: vec![regular(6, 0.13, 0.0)] },
        PieceKind::TaflKing => {
            PieceArt { body: vec![regular(8, 0.45, std::f32::consts::PI / 8.0)], details: vec![star(4, 0.28, 0.09)] }
        }
        PieceKind::TriA => PieceArt { body: token(0.40), details: vec![regular(3, 0.22, std::f32::consts::FRAC_PI_2)] },
        PieceKind::TriB => PieceArt { body: token(0.40), details: vec![rect(-0.15, -0.15, 0.15, 0.15)] },
        PieceKind::TriC => PieceArt { body: token(0.40), details: vec![star(6, 0.24, 0.12)] },
    }
}

/// The classic set: Staunton profiles for chess, turned tokens for tafl and Trigame.
fn classic_art(kind: PieceKind) -> PieceArt {
    match kind {
        PieceKind::Pawn => PieceArt {
            body: vec![
                lathe(&[(-0.22, 0.16), (-0.05, 0.10), (0.0, 0.09), (0.02, 0.17), (0.07, 0.17), (0.09, 0.09)]),
                circle(0.0, 0.21, 0.15),
            ],
            details: vec![],
        },
        PieceKind::Rook => PieceArt {
            body: vec![
                lathe(&[(-0.22, 0.20), (0.12, 0.17), (0.17, 0.25), (0.29, 0.25)]),
                rect(-0.25, 0.27, -0.13, 0.40),
                rect(-0.06, 0.27, 0.06, 0.40),
                rect(0.13, 0.27, 0.25, 0.40),
            ],
            details: vec![rect(-0.17, 0.12, 0.17, 0.14)],
        },
        PieceKind::Knight => PieceArt {
            body: vec![
                lathe(&[(-0.22, 0.25), (-0.17, 0.23)]),
                polygon(&[
                    (-0.21, -0.20),
                    (0.24, -0.20),
                    (0.25, 0.02),
                    (0.20, 0.20),
                    (0.10, 0.34),
                    (0.02, 0.40),
                    (-0.01, 0.445),
                    (-0.06, 0.39),
                    (-0.14, 0.35),
                    (-0.27, 0.20),
                    (-0.33, 0.08),
                    (-0.31, 0.02),
                    (-0.24, 0.0),
                    (-0.14, 0.07),
                    (-0.05, 0.07),
                    (-0.16, -0.08),
                ]),
            ],
            details: vec![
                circle(-0.09, 0.24, 0.035),
                polygon(&[(0.20, 0.14), (0.23, 0.05), (0.10, 0.32), (0.07, 0.33)]),
            ],
        },
        PieceKind::Bishop => PieceArt {
            body: vec![
                lathe(&[(-0.22, 0.16), (-0.02, 0.09), (0.0, 0.17), (0.04, 0.17), (0.06, 0.10)]),
                Shape::Lathe(vec![(0.05, 0.11), (0.12, 0.17), (0.20, 0.17), (0.28, 0.12), (0.34, 0.05), (0.36, 0.0)]),
                circle(0.0, 0.40, 0.055),
            ],
            details: vec![polygon(&[(-0.01, 0.15), (0.02, 0.15), (0.12, 0.27), (0.09, 0.29)])],
        },
        PieceKind::Queen => PieceArt {
            body: vec![
                lathe(&[
                    (-0.22, 0.18),
                    (0.04, 0.09),
                    (0.08, 0.18),
                    (0.12, 0.18),
                    (0.14, 0.11),
                    (0.22, 0.16),
                    (0.31, 0.25),
                ]),
                circle(-0.235, 0.33, 0.05),
                circle(-0.12, 0.345, 0.05),
                circle(0.0, 0.35, 0.05),
                circle(0.12, 0.345, 0.05),
                circle(0.235, 0.33, 0.05),
                circle(0.0, 0.42, 0.06),
            ],
            details: vec![],
        },
        PieceKind::King => PieceArt {
            body: vec![
                lathe(&[
                    (-0.22, 0.18),
                    (0.02, 0.10),
                    (0.06, 0.19),
                    (0.10, 0.19),
                    (0.12, 0.11),
                    (0.20, 0.16),
                    (0.27, 0.22),
                    (0.30, 0.14),
                    (0.32, 0.05),
                ]),
                rect(-0.03, 0.28, 0.03, 0.48),
                rect(-0.09, 0.37, 0.09, 0.43),
            ],
            details: vec![rect(-0.16, 0.19, 0.16, 0.21)],
        },
        PieceKind::Attacker => PieceArt {
            body: vec![circle(0.0, 0.0, 0.36)],
            details: vec![polygon(&[(0.0, -0.2), (0.2, 0.0), (0.0, 0.2), (-0.2, 0.0)])],
        },
        PieceKind::Defender => PieceArt { body: vec![circle(0.0, 0.0, 0.36)], details: vec![circle(0.0, 0.0, 0.12)] },
        PieceKind::TaflKing => PieceArt {
            body: vec![circle(0.0, 0.0, 0.42)],
            details: vec![polygon(&[
                (-0.24, -0.16),
                (0.24, -0.16),
                (0.26, 0.18),
                (0.13, 0.04),
                (0.0, 0.22),
                (-0.13, 0.04),
                (-0.26, 0.18),
            ])],
        },
        PieceKind::TriA => PieceArt {
            body: vec![polygon(&[(-0.42, -0.3), (0.42, -0.3), (0.0, 0.43)])],
            details: vec![circle(0.0, -0.06, 0.08)],
        },
        PieceKind::TriB => PieceArt {
            body: vec![polygon(&[(0.0, -0.45), (0.45, 0.0), (0.0, 0.45), (-0.45, 0.0)])],
            details: vec![polygon(&[(0.0, -0.1), (0.1, 0.0), (0.0, 0.1), (-0.1, 0.0)])],
        },
        PieceKind::TriC => PieceArt { body: vec![circle(0.0, 0.0, 0.4)], details: vec![circle(0.0, 0.0, 0.1)] },
    }
}

impl Shape {
    /// Triangles of this shape grown by `inflate` on every side.
    pub fn triangles(&self, inflate: f32) -> Vec<[Vec2; 3]> {
        match self {
            Shape::Lathe(profile) => {
                let last = profile.len().saturating_sub(1);
                let rows: Vec<(f32, f32)> = profile
                    .iter()
                    .enumerate()
                    .map(|(i, &(y, w))| {
                        let y = if i == 0 {
                            y - inflate
                        } else if i == last {
                            y + inflate
                        } else {
                            y
                        };
                        (y, w + inflate)
                    })
                    .collect();
                rows.windows(2)
                    .flat_map(|pair| {
                        let ((y0, w0), (y1, w1)) = (pair[0], pair[1]);
                        let (a, b, c, d) =
                            (Vec2::new(-w0, y0), Vec2::new(w0, y0), Vec2::new(w1, y1), Vec2::new(-w1, y1));
                        [[a, b, c], [a, c, d]]
                    })
                    .collect()
            }
            Shape::Rect { min, max } => {
                let (a, c) = (*min - Vec2::splat(inflate), *max + Vec2::splat(inflate));
                let (b, d) = (Vec2::new(c.x, a.y), Vec2::new(a.x, c.y));
                vec![[a, b, c], [a, c, d]]
            }
            Shape::Circle { center, radius } => {
                let r = radius + inflate;
                let segments = 32;
                (0..segments)
                    .map(|i| {
                        let angle = |k: usize| k as f32 / segments as f32 * std::f32::consts::TAU;
                        let p = |k: usize| *center + Vec2::new(angle(k).cos(), angle(k).sin()) * r;
                        [*center, p(i), p(i + 1)]
                    })
                    .collect()
            }
            Shape::Polygon(points) => {
                let grown = grow_polygon(points, inflate);
                ear_clip(&grown)
            }
        }
    }
}

/// Moves each corner outwards along the bisector of its two edges (a polygon offset that is
/// exact for straight edges).
pub fn grow_polygon(points: &[Vec2], by: f32) -> Vec<Vec2> {
    if by == 0.0 {
        return points.to_vec();
    }
    let n = points.len();
    (0..n)
        .map(|i| {
            let (prev, here, next) = (points[(i + n - 1) % n], points[i], points[(i + 1) % n]);
            // Outward normals of a counter-clockwise polygon point to the right of each edge.
            let normal = |a: Vec2, b: Vec2| {
                let d = (b - a).normalize_or_zero();
                Vec2::new(d.y, -d.x)
            };
            let (n1, n2) = (normal(prev, here), normal(here, next));
            let bisector = (n1 + n2).normalize_or_zero();
            let cos = bisector.dot(n1).max(0.3);
            here + bisector * (by / cos)
        })
        .collect()
}

fn cross(o: Vec2, a: Vec2, b: Vec2) -> f32 {
    (a - o).perp_dot(b - o)
}

/// Triangulates a simple counter-clockwise polygon by cutting off ears.
pub fn ear_clip(points: &[Vec2]) -> Vec<[Vec2; 3]> {
    let mut remaining: Vec<Vec2> = points.to_vec();
    let mut triangles = Vec::new();
    let mut guard = 0;
    while remaining.len() > 3 && guard < 10_000 {
        guard += 1;
        let n = remaining.len();
        let ear = (0..n).find(|&i| {
            let (a, b, c) = (remaining[(i + n - 1) % n], remaining[i], remaining[(i + 1) % n]);
            cross(a, b, c) > 0.0
                && remaining.iter().all(|&p| {
                    p == a
                        || p == b
                        || p == c
                        || !(cross(a, b, p) >= 0.0 && cross(b, c, p) >= 0.0 && cross(c, a, p) >= 0.0)
                })
        });
        // A degenerate polygon has no ear: fall back to a fan so something is drawn.
        let i = ear.unwrap_or(0);
        triangles.push([remaining[(i + n - 1) % n], remaining[i], remaining[(i + 1) % n]]);
        remaining.remove(i);
    }
    if remaining.len() == 3 {
        triangles.push([remaining[0], remaining[1], remaining[2]]);
    }
    triangles
}

/// A 2D mesh from triangles.
pub fn mesh_of(triangles: &[[Vec2; 3]]) -> Mesh {
    let positions: Vec<[f32; 3]> = triangles.iter().flatten().map(|p| [p.x, p.y, 0.0]).collect();
    let count = positions.len();
    let uvs: Vec<[f32; 2]> = triangles.iter().flatten().map(|p| [p.x + 0.5, 0.5 - p.y]).collect();
    Mesh::new(PrimitiveTopology::TriangleList, RenderAssetUsages::default())
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, vec![[0.0, 0.0, 1.0]; count])
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
        .with_inserted_indices(Indices::U32((0..count as u32).collect()))
}

/// The base a seat's pieces stand on where armies are told apart by shape as well as colour
/// (Trichess): a disc, a square and a triangle for the first three seats, a hexagon after them.
pub fn seat_base_shape(seat: u8) -> Shape {
    match seat {
        0 => circle(0.0, 0.0, 0.50),
        1 => rect(-0.42, -0.42, 0.42, 0.42),
        2 => regular(3, 0.60, std::f32::consts::FRAC_PI_2),
        _ => regular(6, 0.50, 0.0),
    }
}

pub fn seat_base(seat: u8) -> Mesh {
    mesh_of(&seat_base_shape(seat).triangles(0.0))
}

/// The meshes of a piece: outline, fill and, for most pieces, details.
pub struct PieceMeshes {
    pub outline: Mesh,
    pub fill: Mesh,
    /// None for a piece drawn without details: Bevy's mesh allocator reserves nothing for an
    /// empty mesh and then logs a "use-after-free" error each time it is uploaded.
    pub details: Option<Mesh>,
}

/// Which material a layer of a piece is drawn in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    Outline,
    Fill,
}

impl PieceMeshes {
    /// The layers bottom to top, each with its material.
    pub fn layers(self) -> Vec<(Mesh, Ink)> {
        let mut layers = vec![(self.outline, Ink::Outline), (self.fill, Ink::Fill)];
        layers.extend(self.details.map(|details| (details, Ink::Outline)));
        layers
    }
}

pub fn piece_meshes(kind: PieceKind, set: PieceSet) -> PieceMeshes {
    let art = piece_art(kind, set);
    let collect = |shapes: &[Shape], inflate: f32| -> Vec<[Vec2; 3]> {
        shapes.iter().flat_map(|shape| shape.triangles(inflate)).collect()
    };
    PieceMeshes {
        outline: mesh_of(&collect(&art.body, OUTLINE)),
        fill: mesh_of(&collect(&art.body, 0.0)),
        details: (!art.details.is_empty()).then(|| mesh_of(&collect(&art.details, 0.0))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL_KINDS: [PieceKind; 12] = [
        PieceKind::Pawn,
        PieceKind::Knight,
        PieceKind::Bishop,
        PieceKind::Rook,
        PieceKind::Queen,
        PieceKind::King,
        PieceKind::Attacker,
        PieceKind::Defender,
        PieceKind::TaflKing,
        PieceKind::TriA,
        PieceKind::TriB,
        PieceKind::TriC,
    ];

    fn area(triangles: &[[Vec2; 3]]) -> f32 {
        triangles.iter().map(|[a, b, c]| cross(*a, *b, *c).abs() / 2.0).sum()
    }

    #[test]
    fn ear_clipping_keeps_the_area_of_a_concave_polygon() {
        // An L shape of area 3.
        let l = [(0.0, 0.0), (2.0, 0.0), (2.0, 1.0), (1.0, 1.0), (1.0, 2.0), (0.0, 2.0)].map(|(x, y)| Vec2::new(x, y));
        let triangles = ear_clip(&l);
        assert_eq!(triangles.len(), 4);
        assert!((area(&triangles) - 3.0).abs() < 1e-5);
    }

    #[test]
    fn no_piece_layer_is_an_empty_mesh() {
        for set in PieceSet::ALL {
            for kind in ALL_KINDS {
                for (mesh, _) in piece_meshes(kind, set).layers() {
                    assert!(mesh.count_vertices() > 0, "{kind:?} has an empty layer");
                }
            }
        }
        assert!(
            piece_meshes(PieceKind::Pawn, PieceSet::Classic).details.is_none(),
            "the pawn is drawn without details"
        );
    }

    #[test]
    fn the_flat_set_tells_every_piece_apart_by_outline_and_emblem() {
        let looks: Vec<(i32, i32)> = ALL_KINDS
            .iter()
            .map(|&kind| {
                let art = piece_art(kind, PieceSet::Flat);
                let size = |shapes: &[Shape]| {
                    (area(&shapes.iter().flat_map(|s| s.triangles(0.0)).collect::<Vec<_>>()) * 1000.0) as i32
                };
                (size(&art.body), size(&art.details))
            })
            .collect();
        let mut distinct = looks.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), ALL_KINDS.len(), "{looks:?}");
        for kind in ALL_KINDS {
            let art = piece_art(kind, PieceSet::Flat);
            let points: Vec<Vec2> =
                art.body.iter().chain(&art.details).flat_map(|s| s.triangles(OUTLINE)).flatten().collect();
            assert!(points.iter().all(|p| p.x.abs() <= 0.5 && p.y.abs() <= 0.52), "{kind:?} leaves its box");
        }
    }

    #[test]
    fn every_piece_fits_its_box_and_is_distinct() {
        let mut areas = Vec::new();
        for kind in ALL_KINDS {
            let art = piece_art(kind, PieceSet::Classic);
            let triangles: Vec<[Vec2; 3]> = art.body.iter().flat_map(|s| s.triangles(OUTLINE)).collect();
            assert!(
                triangles.iter().flatten().all(|p| p.x.abs() <= 0.5 && p.y.abs() <= 0.52),
                "{kind:?} leaves its box"
            );
            let fill: Vec<[Vec2; 3]> = art.body.iter().flat_map(|s| s.triangles(0.0)).collect();
            areas.push((area(&fill) * 1000.0) as i32);
        }
        let mut distinct = areas.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert!(distinct.len() >= 10, "pieces should differ in shape: {areas:?}");
    }
}
