//! Attack tables: leapers by lookup, sliders by magic bitboards, filled on first use.
//!
//! The magic multipliers come from the build script's fixed-seed search (see magic_search.rs),
//! so the project ships no copied constants and start-up does no search.

use super::bitboard::Bitboard;
use super::types::{Color, Square};
use std::sync::LazyLock;

#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    multiplier: u64,
    shift: u32,
    offset: usize,
}

struct Tables {
    knight: [Bitboard; 64],
    king: [Bitboard; 64],
    pawn: [[Bitboard; 64]; 2],
    rook: [Magic; 64],
    bishop: [Magic; 64],
    sliding: Vec<Bitboard>,
    between: Vec<Bitboard>,
    line: Vec<Bitboard>,
}

static TABLES: LazyLock<Tables> = LazyLock::new(build_tables);

use super::magic_search::{self, BISHOP_DIRECTIONS, ROOK_DIRECTIONS};

mod generated {
    include!(concat!(env!("OUT_DIR"), "/magics.rs"));
}

#[inline]
pub fn knight_attacks(square: Square) -> Bitboard {
    TABLES.knight[square.index()]
}

#[inline]
pub fn king_attacks(square: Square) -> Bitboard {
    TABLES.king[square.index()]
}

/// Squares a pawn of `color` on `square` attacks.
#[inline]
pub fn pawn_attacks(color: Color, square: Square) -> Bitboard {
    TABLES.pawn[color.index()][square.index()]
}

#[inline]
fn magic_lookup(tables: &Tables, magic: &Magic, occupied: Bitboard) -> Bitboard {
    let index = ((occupied.0 & magic.mask).wrapping_mul(magic.multiplier) >> magic.shift) as usize;
    tables.sliding[magic.offset + index]
}

#[inline]
pub fn rook_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let tables = &*TABLES;
    magic_lookup(tables, &tables.rook[square.index()], occupied)
}

#[inline]
pub fn bishop_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    let tables = &*TABLES;
    magic_lookup(tables, &tables.bishop[square.index()], occupied)
}

#[inline]
pub fn queen_attacks(square: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(square, occupied) | bishop_attacks(square, occupied)
}

/// Squares strictly between `a` and `b` when they share a line; empty otherwise.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    TABLES.between[a.index() * 64 + b.index()]
}

/// The whole line (rank, file or diagonal, edge to edge) through `a` and `b`; empty if none.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    TABLES.line[a.index() * 64 + b.index()]
}

/// Forces the tables to be built now rather than on first use (e.g. before timing).
pub fn warm_up() {
    LazyLock::force(&TABLES);
}

fn step(square: Square, file_delta: i8, rank_delta: i8) -> Option<Square> {
    magic_search::step(square.index() as u8, file_delta, rank_delta).map(Square::new)
}

fn leaper(square: Square, deltas: &[(i8, i8)]) -> Bitboard {
    deltas.iter().filter_map(|&(df, dr)| step(square, df, dr)).fold(Bitboard::EMPTY, Bitboard::with)
}

fn slide(square: Square, occupied: Bitboard, directions: &[(i8, i8)]) -> Bitboard {
    Bitboard(magic_search::slide(square.index() as u8, occupied.0, directions))
}

/// Fills one slider's part of the shared table from the build script's multipliers.
fn fill_magics(multipliers: &[u64; 64], directions: &[(i8, i8)], table: &mut Vec<Bitboard>) -> [Magic; 64] {
    let mut magics = [Magic::default(); 64];
    for square in Square::all() {
        let mask = magic_search::relevant_mask(square.index() as u8, directions);
        let bits = mask.count_ones();
        let shift = 64 - bits;
        let multiplier = multipliers[square.index()];
        let offset = table.len();
        table.resize(offset + (1 << bits), Bitboard::EMPTY);
        for occupancy in magic_search::subsets(mask) {
            table[offset + (occupancy.wrapping_mul(multiplier) >> shift) as usize] =
                slide(square, Bitboard(occupancy), directions);
        }
        magics[square.index()] = Magic { mask, multiplier, shift, offset };
    }
    magics
}

fn build_tables() -> Tables {
    const KNIGHT: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
    const KING: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];
    let mut knight = [Bitboard::EMPTY; 64];
    let mut king = [Bitboard::EMPTY; 64];
    let mut pawn = [[Bitboard::EMPTY; 64]; 2];
    for square in Square::all() {
        knight[square.index()] = leaper(square, &KNIGHT);
        king[square.index()] = leaper(square, &KING);
        pawn[Color::White.index()][square.index()] = leaper(square, &[(-1, 1), (1, 1)]);
        pawn[Color::Black.index()][square.index()] = leaper(square, &[(-1, -1), (1, -1)]);
    }

    let mut sliding = Vec::with_capacity(110_000);
    let rook = fill_magics(&generated::ROOK_MAGICS, &ROOK_DIRECTIONS, &mut sliding);
    let bishop = fill_magics(&generated::BISHOP_MAGICS, &BISHOP_DIRECTIONS, &mut sliding);

    let mut between = vec![Bitboard::EMPTY; 64 * 64];
    let mut line = vec![Bitboard::EMPTY; 64 * 64];
    for a in Square::all() {
        for directions in [&ROOK_DIRECTIONS, &BISHOP_DIRECTIONS] {
            for &(df, dr) in directions.iter() {
                let ray = slide(a, Bitboard::EMPTY, &[(df, dr)]);
                let back = slide(a, Bitboard::EMPTY, &[(-df, -dr)]);
                for b in ray {
                    let index = a.index() * 64 + b.index();
                    between[index] = slide(a, Bitboard::from_square(b), &[(df, dr)]).without(b);
                    line[index] = (ray | back).with(a);
                }
            }
        }
    }

    Tables { knight, king, pawn, rook, bishop, sliding, between, line }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks() {
        let mut rng = magic_search::XorShift(12345);
        for square in Square::all() {
            for _ in 0..200 {
                let occupied = Bitboard(rng.next() & rng.next());
                assert_eq!(rook_attacks(square, occupied), slide(square, occupied, &ROOK_DIRECTIONS));
                assert_eq!(bishop_attacks(square, occupied), slide(square, occupied, &BISHOP_DIRECTIONS));
            }
        }
    }

    #[test]
    fn between_and_line() {
        let a1 = Square::from_coords(0, 0);
        let h8 = Square::from_coords(7, 7);
        let b2 = Square::from_coords(1, 1);
        let c2 = Square::from_coords(2, 1);
        assert_eq!(between(a1, h8).count(), 6);
        assert!(between(a1, h8).contains(b2));
        assert!(between(a1, c2).is_empty());
        assert!(line(a1, c2).is_empty());
        assert_eq!(line(b2, h8).count(), 8);
        assert_eq!(knight_attacks(a1).count(), 2);
        assert_eq!(king_attacks(b2).count(), 8);
    }
}
