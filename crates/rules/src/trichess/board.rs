//! The Trichess board: 169 hexagonal cells in axial coordinates (q, r), max(|q|,|r|,|s|) <= 7,
//! indexed 0..169; straight and diagonal steps, knight leaps, cell colours, rotation between
//! the seats' frames, and cell names (files a..o for q = -7..7, ranks 1..15 for r = 7..-7).

use std::sync::LazyLock;

pub const CELLS: usize = 169;
pub const RADIUS: i8 = 7;

/// Straight steps (across a shared edge); a straight step changes the cell colour.
pub const STRAIGHT: [(i8, i8); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
/// Diagonal steps (through a corner); a diagonal step keeps the colour.
pub const DIAGONAL: [(i8, i8); 6] = [(1, 1), (-1, -1), (2, -1), (-2, 1), (1, -2), (-1, 2)];
pub const KNIGHT: [(i8, i8); 12] =
    [(-3, 1), (-3, 2), (-2, -1), (-2, 3), (-1, -2), (-1, 3), (1, -3), (1, 2), (2, -3), (2, 1), (3, -2), (3, -1)];

/// Rotates a cell or step from one seat's frame to the next: R(q, r) = (-q-r, q).
pub fn rotate((q, r): (i8, i8)) -> (i8, i8) {
    (-q - r, q)
}

/// `rotate` applied `times` times.
pub fn rotate_times(mut cell: (i8, i8), times: u8) -> (i8, i8) {
    for _ in 0..times {
        cell = rotate(cell);
    }
    cell
}

pub fn exists((q, r): (i8, i8)) -> bool {
    // Widened: any pair of coordinates is asked about without overflow.
    let (q, r, radius) = (i16::from(q), i16::from(r), i16::from(RADIUS));
    let s = -q - r;
    q.abs() <= radius && r.abs() <= radius && s.abs() <= radius
}

pub struct Board {
    coords: [(i8, i8); CELLS],
    /// Cell index per (q + 7, r + 7), or `None` off the board.
    grid: [[Option<u8>; 15]; 15],
    /// Per cell: the neighbour in each straight direction, then each diagonal direction.
    pub steps: [[Option<u8>; 12]; CELLS],
    pub knight: [Vec<u8>; CELLS],
    /// Per cell and direction (as `steps`): every cell along that line to the board's edge,
    /// nearest first. Sliders walk these slices instead of chaining `steps` one lookup at a
    /// time.
    rays: [[Vec<u8>; 12]; CELLS],
}

pub static BOARD: LazyLock<Board> = LazyLock::new(|| {
    let mut coords = [(0, 0); CELLS];
    let mut grid = [[None; 15]; 15];
    let mut index = 0;
    for r in -RADIUS..=RADIUS {
        for q in -RADIUS..=RADIUS {
            if exists((q, r)) {
                coords[index] = (q, r);
                grid[(q + RADIUS) as usize][(r + RADIUS) as usize] = Some(index as u8);
                index += 1;
            }
        }
    }
    let lookup = |(q, r): (i8, i8)| -> Option<u8> {
        exists((q, r)).then(|| grid[(q + RADIUS) as usize][(r + RADIUS) as usize]).flatten()
    };
    let mut steps = [[None; 12]; CELLS];
    let mut knight: [Vec<u8>; CELLS] = std::array::from_fn(|_| Vec::new());
    for (cell, &(q, r)) in coords.iter().enumerate() {
        for (d, &(dq, dr)) in STRAIGHT.iter().chain(DIAGONAL.iter()).enumerate() {
            steps[cell][d] = lookup((q + dq, r + dr));
        }
        knight[cell] = KNIGHT.iter().filter_map(|&(dq, dr)| lookup((q + dq, r + dr))).collect();
    }
    let rays = std::array::from_fn(|cell| {
        std::array::from_fn(|d| {
            let mut line = Vec::new();
            let mut current = cell;
            while let Some(next) = steps[current][d] {
                line.push(next);
                current = next as usize;
            }
            line
        })
    });
    Board { coords, grid, steps, knight, rays }
});

impl Board {
    pub fn coords(&self, cell: u8) -> (i8, i8) {
        self.coords[cell as usize % CELLS]
    }

    pub fn cell(&self, (q, r): (i8, i8)) -> Option<u8> {
        exists((q, r)).then(|| self.grid[(q + RADIUS) as usize][(r + RADIUS) as usize]).flatten()
    }

    /// The cells along direction `d` (0-5 straight, 6-11 diagonal) from `cell` to the edge,
    /// nearest first.
    pub fn ray(&self, cell: u8, d: usize) -> &[u8] {
        &self.rays[cell as usize % CELLS][d % 12]
    }

    /// The cell `step` away, if on the board.
    pub fn offset(&self, cell: u8, (dq, dr): (i8, i8)) -> Option<u8> {
        let (q, r) = self.coords(cell);
        self.cell((q + dq, r + dr))
    }

    /// 0, 1 or 2: (2q + r) mod 3.
    pub fn colour(&self, cell: u8) -> u8 {
        let (q, r) = self.coords(cell);
        (2 * q as i16 + r as i16).rem_euclid(3) as u8
    }

    /// `d1` for (-4, 7): file letter a..o for q = -7..7, rank 1..15 for r = 7..-7.
    pub fn name(&self, cell: u8) -> String {
        let (q, r) = self.coords(cell);
        format!("{}{}", (b'a' + (q + RADIUS) as u8) as char, RADIUS + 1 - r)
    }

    pub fn parse(&self, text: &str) -> Option<u8> {
        let mut chars = text.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        // Wide arithmetic: a rank of any size (or sign) names no cell, and must not overflow.
        let rank: i64 = chars.as_str().parse().ok()?;
        let q = i64::from((file as u8).checked_sub(b'a')?) - i64::from(RADIUS);
        let r = (i64::from(RADIUS) + 1).checked_sub(rank)?;
        self.cell((i8::try_from(q).ok()?, i8::try_from(r).ok()?))
    }

    /// Screen centre of a cell for a cell size of 1 (pointy-top hexagons, y down).
    pub fn screen_position(&self, cell: u8) -> (f32, f32) {
        let (q, r) = self.coords(cell);
        (3f32.sqrt() * (q as f32 + r as f32 / 2.0), 1.5 * r as f32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn geometry() {
        let board = &*BOARD;
        assert_eq!(board.coords.iter().filter(|&&c| exists(c)).count(), CELLS);
        assert_eq!(board.name(board.cell((-4, 7)).unwrap_or(0)), "d1");
        assert_eq!(board.parse("d1"), board.cell((-4, 7)));
        assert_eq!(board.name(board.cell((-7, 7)).unwrap_or(0)), "a1");
        assert_eq!(board.parse("a15"), None, "(-7, -7) has s = 14: off the board");
        for absurd in ["a-120", "a-128", "a127", "a128", "z9999999999", "a-2147483648"] {
            assert_eq!(board.parse(absurd), None, "{absurd}");
        }
        for cell in 0..CELLS as u8 {
            assert_eq!(board.parse(&board.name(cell)), Some(cell));
            for d in 0..6 {
                if let Some(next) = board.steps[cell as usize][d] {
                    assert_ne!(board.colour(next), board.colour(cell), "straight steps change colour");
                }
                if let Some(next) = board.steps[cell as usize][6 + d] {
                    assert_eq!(board.colour(next), board.colour(cell), "diagonal steps keep it");
                }
            }
        }
        assert_eq!(rotate_times((-4, 7), 1), (-3, -4));
        assert_eq!(rotate_times((-4, 7), 3), (-4, 7));
    }
}
