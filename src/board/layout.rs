//! Board geometry in world space: where each cell of the rules' topology sits once the board is
//! scaled and turned to the viewer, and which cell a point is over.

use bevy::prelude::*;
use tabula_rules::{CellKind, CellView, Variant};

/// The board fits a square of this many world units.
pub const BOARD_WORLD_SIZE: f32 = 760.0;

/// The laid-out board.
#[derive(Resource, Debug, Clone, PartialEq, Default)]
pub struct BoardLayout {
    pub cells: Vec<CellView>,
    /// World position of each cell's centre, by cell id.
    pub centers: Vec<Vec2>,
    /// World units per board unit.
    pub unit: f32,
    /// Counter-clockwise turn of the board, in radians.
    pub rotation: f32,
    /// Diameter a piece is drawn at, in world units.
    pub piece_size: f32,
    /// How far from a centre a point still counts as over that cell.
    pub pick_radius: f32,
    /// Half-extent of the board (for the camera and the coordinates).
    pub half_extent: Vec2,
}

impl BoardLayout {
    pub fn new(cells: Vec<CellView>, rotation: f32) -> BoardLayout {
        let turn = Rot2::radians(rotation);
        let points: Vec<Vec2> = cells
            .iter()
            .flat_map(|c| c.outline.iter().chain(std::iter::once(&c.center)))
            .map(|&(x, y)| Vec2::new(x, -y))
            .collect();
        let (min, max) =
            points.iter().fold((Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)), |(lo, hi), p| (lo.min(*p), hi.max(*p)));
        let middle = (min + max) / 2.0;
        // The extent after turning, so a turned board still fits.
        let turned: Vec<Vec2> = points.iter().map(|p| turn * (*p - middle)).collect();
        let half = turned.iter().fold(Vec2::ZERO, |acc, p| acc.max(p.abs()));
        let unit = BOARD_WORLD_SIZE / (2.0 * half.x.max(half.y)).max(f32::EPSILON);
        let centers: Vec<Vec2> =
            cells.iter().map(|c| turn * (Vec2::new(c.center.0, -c.center.1) - middle) * unit).collect();
        let spacing = min_spacing(&cells);
        let piece_size = match cells.first().map(|c| c.kind) {
            Some(CellKind::Square) => 0.88 * spacing,
            Some(CellKind::Hex) => 0.85 * spacing,
            // Trigame's locations are close together; pieces may touch but not overlap.
            _ => 0.98 * spacing,
        } * unit;
        BoardLayout {
            cells,
            centers,
            unit,
            rotation,
            piece_size,
            pick_radius: 0.75 * spacing * unit,
            half_extent: half * unit,
        }
    }

    /// How much larger than `piece_size` a piece on this cell is drawn: Trigame's points have
    /// room for bigger pieces than its line middles and triangles (a point is at least 0.5 from
    /// its neighbours, a line middle only 0.29 from a triangle's centre).
    pub fn piece_scale(&self, cell: u8) -> f32 {
        match self.cells.get(cell as usize).map(|c| c.kind) {
            Some(CellKind::Vertex) => 1.6,
            _ => 1.0,
        }
    }

    /// Board coordinates (y down) to world, for outlines.
    pub fn to_world(&self, point: (f32, f32), cell: usize) -> Vec2 {
        let c = &self.cells[cell];
        let offset = Vec2::new(point.0 - c.center.0, -(point.1 - c.center.1));
        self.centers[cell] + Rot2::radians(self.rotation) * offset * self.unit
    }

    pub fn center(&self, cell: u8) -> Vec2 {
        self.centers.get(cell as usize).copied().unwrap_or_default()
    }

    /// The cell under a world point, if any.
    pub fn cell_at(&self, point: Vec2) -> Option<u8> {
        let (index, distance) =
            self.centers.iter().enumerate().map(|(i, c)| (i, c.distance(point))).min_by(|a, b| a.1.total_cmp(&b.1))?;
        (distance <= self.pick_radius).then_some(self.cells[index].id)
    }
}

/// The smallest distance between two cell centres, in board units.
fn min_spacing(cells: &[CellView]) -> f32 {
    let mut best = f32::MAX;
    for (i, a) in cells.iter().enumerate() {
        for b in &cells[i + 1..] {
            let d = ((a.center.0 - b.center.0).powi(2) + (a.center.1 - b.center.1).powi(2)).sqrt();
            if d > 1e-4 {
                best = best.min(d);
            }
        }
    }
    if best == f32::MAX { 1.0 } else { best }
}

/// The turn that puts `seat` at the bottom of the screen.
pub fn rotation_for_seat(variant: Variant, seat: u8) -> f32 {
    (seat % variant.seats().max(1)) as f32 * crate::games::info(variant).seat_turn
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_found_under_their_centres_on_every_board() {
        for variant in Variant::ALL {
            let game = variant.new_game();
            for rotation in [0.0, std::f32::consts::PI, 2.0] {
                let layout = BoardLayout::new(game.cells(), rotation);
                for cell in &layout.cells {
                    assert_eq!(layout.cell_at(layout.center(cell.id)), Some(cell.id), "{variant} {}", cell.name);
                }
                assert!(layout.centers.iter().all(|c| c.x.abs() <= BOARD_WORLD_SIZE / 2.0 + 1.0 && c.y.abs() <= BOARD_WORLD_SIZE / 2.0 + 1.0));
                assert_eq!(layout.cell_at(Vec2::splat(10_000.0)), None);
            }
        }
    }

    #[test]
    fn flipping_a_chess_board_puts_a1_top_right() {
        let game = Variant::Chess.new_game();
        let upright = BoardLayout::new(game.cells(), 0.0);
        let flipped = BoardLayout::new(game.cells(), rotation_for_seat(Variant::Chess, 1));
        assert!(upright.center(0).x < 0.0 && upright.center(0).y < 0.0);
        assert!(flipped.center(0).x > 0.0 && flipped.center(0).y > 0.0);
    }
}
