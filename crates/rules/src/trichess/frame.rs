//! Each seat's frame: the same rules turned 120 degrees per seat. Pawn steps and captures,
//! promotion edges, castling and the start position, with per-cell tables for move generation.

use super::board::{BOARD, CELLS, rotate_times};
use super::pieces::{SEATS, TriRole};

/// One seat's frame: its pawn steps and captures, promotion edges, castling, start position.
pub struct Frame {
    pub pawn_steps: [(i8, i8); 2],
    pub pawn_captures: [(i8, i8); 3],
    /// (king from, king to, rook from, rook to, cells that must be empty).
    pub castlings: [(u8, u8, u8, u8, Vec<u8>); 2],
    pub start: Vec<(u8, TriRole)>,
    /// Per cell, the steps and captures above as cells (None off the board), the cells from
    /// which a pawn of this seat attacks it, and whether this seat's pawns promote there:
    /// move generation asks these at every pawn, and the coordinate arithmetic cost 10% of a
    /// search.
    pub(super) step_cells: Vec<[Option<u8>; 2]>,
    pub(super) capture_cells: Vec<[Option<u8>; 3]>,
    pub(super) attacker_cells: Vec<[Option<u8>; 3]>,
    pub(super) promotes: Vec<bool>,
}

impl Frame {
    /// Does a pawn of this seat promote on `cell`? (P0: s = 7, r = -7 or q = 7; rotated.)
    pub fn promotes_on(seat: u8, cell: u8) -> bool {
        FRAMES[seat as usize % SEATS].promotes.get(cell as usize).copied().unwrap_or(false)
    }

    pub(super) fn promotes_on_computed(seat: u8, cell: u8) -> bool {
        let (q, r) = BOARD.coords(cell);
        // Rotate the cell back into P0's frame and test P0's edges.
        let (q0, r0) = rotate_times((q, r), (3 - seat % 3) % 3);
        let s0 = -q0 - r0;
        s0 == 7 || r0 == -7 || q0 == 7
    }
}

pub static FRAMES: std::sync::LazyLock<[Frame; SEATS]> =
    std::sync::LazyLock::new(|| std::array::from_fn(|seat| frame(seat as u8)));

fn frame(seat: u8) -> Frame {
    let turn = |cell: (i8, i8)| rotate_times(cell, seat);
    let at = |cell: (i8, i8)| BOARD.cell(turn(cell)).unwrap_or(0);
    let mut start = vec![
        (at((-7, 7)), TriRole::Rook),
        (at((-6, 7)), TriRole::Bishop),
        (at((-5, 7)), TriRole::Knight),
        (at((-4, 7)), TriRole::King),
        (at((-3, 7)), TriRole::Queen),
        (at((-2, 7)), TriRole::Knight),
        (at((-1, 7)), TriRole::Bishop),
        (at((0, 7)), TriRole::Rook),
        (at((-3, 6)), TriRole::Bishop),
    ];
    for q in [-7, -6, -5, -4, -2, -1, 0, 1] {
        start.push((at((q, 6)), TriRole::Pawn));
    }
    let pawn_steps = [turn((0, -1)), turn((1, -1))];
    let pawn_captures = [turn((-1, -1)), turn((1, -2)), turn((2, -1))];
    let cells = || 0..CELLS as u8;
    Frame {
        pawn_steps,
        pawn_captures,
        step_cells: cells().map(|cell| pawn_steps.map(|step| BOARD.offset(cell, step))).collect(),
        capture_cells: cells().map(|cell| pawn_captures.map(|capture| BOARD.offset(cell, capture))).collect(),
        attacker_cells: cells().map(|cell| pawn_captures.map(|(dq, dr)| BOARD.offset(cell, (-dq, -dr)))).collect(),
        promotes: cells().map(|cell| Frame::promotes_on_computed(seat, cell)).collect(),
        castlings: [
            (at((-4, 7)), at((-6, 7)), at((-7, 7)), at((-5, 7)), vec![at((-5, 7)), at((-6, 7))]),
            (at((-4, 7)), at((-2, 7)), at((0, 7)), at((-3, 7)), vec![at((-3, 7)), at((-2, 7)), at((-1, 7))]),
        ],
        start,
    }
}
