//! Who attacks a cell: one seat or several, counted or just found, on the position as it is or
//! with one cell vacated (a king's step); whole attack maps for evaluations.

use super::board::{BOARD, CELLS};
use super::frame::FRAMES;
use super::pieces::{SEATS, TriRole};
use super::position::TrichessPosition;

/// A cell number no cell has: "no cell" where a cell is asked for.
const NO_CELL: u8 = u8::MAX;

/// Does the first piece met `distance` steps along direction `d` (0-5 straight, 6-11
/// diagonal) attack back along it: a rook or bishop of that line, a queen, or a king next to it?
pub(super) fn slider_reaches(d: usize, role: TriRole, distance: u32) -> bool {
    let slider = if d < 6 { TriRole::Rook } else { TriRole::Bishop };
    role == slider || role == TriRole::Queen || (distance == 1 && role == TriRole::King)
}

impl TrichessPosition {
    /// Pieces of `attacker` that attack `target` (pawns attack empty cells too).
    pub fn attackers(&self, target: u8, attacker: u8) -> usize {
        self.count_attackers(target, |seat| seat == attacker, usize::MAX)
    }

    /// For every seat and cell, how many of that seat's pieces attack the cell: the counts
    /// [`attackers`](Self::attackers) gives one cell at a time, for all cells in one pass over
    /// the pieces (evaluations want whole maps).
    pub fn attack_maps(&self) -> [[u8; CELLS]; SEATS] {
        let board = &*BOARD;
        let mut maps = [[0u8; CELLS]; SEATS];
        for from in self.occupied_cells() {
            let Some(piece) = self.piece_at(from) else { continue };
            let map = &mut maps[piece.seat as usize % SEATS];
            let mut mark = |cell: u8| map[cell as usize] = map[cell as usize].saturating_add(1);
            match piece.role {
                TriRole::Pawn => {
                    for to in FRAMES[piece.seat as usize % SEATS].capture_cells[from as usize].into_iter().flatten() {
                        mark(to);
                    }
                }
                TriRole::Knight => board.knight[from as usize].iter().for_each(|&to| mark(to)),
                TriRole::King => board.steps[from as usize].iter().flatten().for_each(|&to| mark(to)),
                TriRole::Rook | TriRole::Bishop | TriRole::Queen => {
                    for d in piece.role.directions() {
                        for &next in board.ray(from, d) {
                            mark(next);
                            if self.cells[next as usize].is_some() {
                                break;
                            }
                        }
                    }
                }
            }
        }
        maps
    }

    pub fn is_attacked_by(&self, target: u8, attacker: u8) -> bool {
        self.attacked_by_any(target, |seat| seat == attacker)
    }

    /// Is `seat`'s king attacked by either opponent?
    pub fn in_check(&self, seat: u8) -> bool {
        self.king(seat).is_some_and(|king| self.attacked_by_any(king, |other| other != seat))
    }

    /// Does a piece of any seat `counts` accepts attack `target`? Legality tests ask it of every
    /// king move and every move out of check, so it stops at the first attacker.
    pub(super) fn attacked_by_any(&self, target: u8, counts: impl Fn(u8) -> bool) -> bool {
        self.count_attackers(target, counts, 1) > 0
    }

    /// Would `target` be attacked by a seat `counts` accepts once the piece on `vacated` left
    /// it? What a king's step asks: the king no longer shields the cells behind it.
    pub(super) fn attacked_after_leaving(&self, target: u8, vacated: u8, counts: impl Fn(u8) -> bool) -> bool {
        self.count_attackers_past(target, counts, 1, vacated) > 0
    }

    /// The cells of `seat`'s pawns that attack `target`.
    pub(super) fn pawns_attacking(&self, target: u8, seat: u8) -> impl Iterator<Item = u8> + '_ {
        FRAMES[seat as usize % SEATS].attacker_cells[target as usize]
            .into_iter()
            .flatten()
            .filter(move |&from| self.piece_at(from).is_some_and(|p| p.seat == seat && p.role == TriRole::Pawn))
    }

    /// Pieces of the seats `counts` accepts that attack `target`, counted up to `limit` (one
    /// scan for several seats; the cheap knight and pawn lookups first, then the rays).
    pub(super) fn count_attackers(&self, target: u8, counts: impl Fn(u8) -> bool, limit: usize) -> usize {
        self.count_attackers_past(target, counts, limit, NO_CELL)
    }

    /// [`count_attackers`](Self::count_attackers) with the cell `vacated` seen as empty.
    pub(super) fn count_attackers_past(
        &self,
        target: u8,
        counts: impl Fn(u8) -> bool,
        limit: usize,
        vacated: u8,
    ) -> usize {
        let board = &*BOARD;
        let counted = |cell: u8, role: TriRole| self.piece_at(cell).is_some_and(|p| p.role == role && counts(p.seat));
        let mut count = board.knight[target as usize].iter().filter(|&&cell| counted(cell, TriRole::Knight)).count();
        for seat in (0..SEATS as u8).filter(|&seat| counts(seat)) {
            count += self.pawns_attacking(target, seat).count();
        }
        for d in 0..12 {
            if count >= limit {
                return count;
            }
            for (distance, &next) in (1..).zip(board.ray(target, d)) {
                if next != vacated
                    && let Some(piece) = self.piece_at(next)
                {
                    if slider_reaches(d, piece.role, distance) && counts(piece.seat) {
                        count += 1;
                    }
                    break;
                }
            }
        }
        count
    }
}
