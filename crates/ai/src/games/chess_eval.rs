//! Chess evaluation (also Marseillais', with weights of its own): tapered material and
//! piece-square tables, mobility by count of safe squares, rooks on open files, the bishop
//! pair, doubled, isolated and passed pawns, the king's pawn shield and the move. The weights
//! are data (levels/weights/chess.ron, marseillais.ron), tuned on self-play (docs/ai.md).

use crate::weights::{Layout, Tapered, Terms, Trace, layout_len, load};
use std::sync::OnceLock;
use tabula_rules::chess::{
    Bitboard, Color, Position, Role, Square, bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks,
    rook_attacks,
};

/// Middlegame and endgame values of pawn, knight, bishop, rook, queen, for ordering captures
/// and judging exchanges (the evaluation's own values are in its weights).
pub const VALUES: [(i32, i32); 5] = [(100, 125), (320, 300), (335, 320), (480, 540), (960, 980)];
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

pub fn value(role: Role) -> i32 {
    match role {
        Role::King => 20_000,
        _ => VALUES[role.index()].0,
    }
}

/// Where each term's numbers start among the middlegame half of the weights.
const MATERIAL: usize = 0;
const PIECE_SQUARE: usize = 5;
/// Piece-square tables are left-right symmetric: a rank's four squares from the edge in.
const TABLE: usize = 32;
const KNIGHT_MOBILITY: usize = PIECE_SQUARE + 6 * TABLE;
const MOBILITY: [usize; 4] =
    [KNIGHT_MOBILITY, KNIGHT_MOBILITY + 9, KNIGHT_MOBILITY + 9 + 14, KNIGHT_MOBILITY + 9 + 14 + 15];
const ROOK_FILE: usize = MOBILITY[3] + 28;
const BISHOP_PAIR: usize = ROOK_FILE + 2;
const DOUBLED: usize = BISHOP_PAIR + 1;
const ISOLATED: usize = DOUBLED + 1;
const PASSED: usize = ISOLATED + 1;
const SHIELD: usize = PASSED + 8;
const KING_ZONE_ATTACKS: usize = SHIELD + 4;
const KING_ATTACKERS: usize = KING_ZONE_ATTACKS + 4;
const PAWN_THREATS: usize = KING_ATTACKERS + 8;
const FREE_PASSED: usize = PAWN_THREATS + 4;
const TEMPO: usize = FREE_PASSED + 8;
pub(crate) const BALANCE: usize = TEMPO + 1;
/// The middlegame half's length: the endgame values follow it in the same order.
pub const HALF: usize = BALANCE + 1;

/// Every term, middlegame values first. Piece-square tables are from White's side, the same on
/// both wings: four numbers a rank (the a or h file first, then b or g, c or f, d or e), rank 1
/// first; mobility is indexed by the number of safe squares a piece reaches. King
/// safety counts the squares of the enemy king's zone (its square and its neighbours) that
/// knights, bishops, rooks and queens attack, and how many pieces attack it (0 to 7); pawn
/// threats are knights, bishops, rooks and queens attacked by enemy pawns; a free passed
/// pawn has an empty square in front of it. The balance is what White scores on average
/// whatever the position.
pub const LAYOUT: &Layout = &[
    ("material_mg", 5),
    ("pawn_mg", TABLE),
    ("knight_mg", TABLE),
    ("bishop_mg", TABLE),
    ("rook_mg", TABLE),
    ("queen_mg", TABLE),
    ("king_mg", TABLE),
    ("knight_mobility_mg", 9),
    ("bishop_mobility_mg", 14),
    ("rook_mobility_mg", 15),
    ("queen_mobility_mg", 28),
    ("rook_open_half_open_mg", 2),
    ("bishop_pair_mg", 1),
    ("doubled_mg", 1),
    ("isolated_mg", 1),
    ("passed_by_rank_mg", 8),
    ("shield_by_pawns_mg", 4),
    ("king_zone_attacks_mg", 4),
    ("king_attackers_mg", 8),
    ("pawn_threats_mg", 4),
    ("free_passed_by_rank_mg", 8),
    ("tempo_mg", 1),
    ("balance_mg", 1),
    ("material_eg", 5),
    ("pawn_eg", TABLE),
    ("knight_eg", TABLE),
    ("bishop_eg", TABLE),
    ("rook_eg", TABLE),
    ("queen_eg", TABLE),
    ("king_eg", TABLE),
    ("knight_mobility_eg", 9),
    ("bishop_mobility_eg", 14),
    ("rook_mobility_eg", 15),
    ("queen_mobility_eg", 28),
    ("rook_open_half_open_eg", 2),
    ("bishop_pair_eg", 1),
    ("doubled_eg", 1),
    ("isolated_eg", 1),
    ("passed_by_rank_eg", 8),
    ("shield_by_pawns_eg", 4),
    ("king_zone_attacks_eg", 4),
    ("king_attackers_eg", 8),
    ("pawn_threats_eg", 4),
    ("free_passed_by_rank_eg", 8),
    ("tempo_eg", 1),
    ("balance_eg", 1),
];

/// Which game's weights: chess and Marseillais share the terms, not the numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    Chess,
    Marseillais,
}

impl Flavour {
    pub fn name(self) -> &'static str {
        match self {
            Flavour::Chess => "chess",
            Flavour::Marseillais => "marseillais",
        }
    }
}

/// The weights the evaluation uses for `flavour`.
pub fn weights(flavour: Flavour) -> &'static [i32] {
    static CHESS: OnceLock<Vec<i32>> = OnceLock::new();
    static MARSEILLAIS: OnceLock<Vec<i32>> = OnceLock::new();
    match flavour {
        Flavour::Chess => {
            CHESS.get_or_init(|| load("chess", LAYOUT, include_str!("../../../../levels/weights/chess.ron")))
        }
        Flavour::Marseillais => MARSEILLAIS
            .get_or_init(|| load("marseillais", LAYOUT, include_str!("../../../../levels/weights/marseillais.ron"))),
    }
}

/// The evaluation from White's point of view, with `flavour`'s weights.
pub fn evaluate_white_as(position: &Position, flavour: Flavour) -> i32 {
    evaluate_with(position, weights(flavour))
}

/// The evaluation from White's point of view, with chess's weights.
pub fn evaluate_white(position: &Position) -> i32 {
    evaluate_white_as(position, Flavour::Chess)
}

/// The evaluation from White's point of view with these weights.
pub fn evaluate_with(position: &Position, weights: &[i32]) -> i32 {
    debug_assert_eq!(weights.len(), layout_len(LAYOUT));
    let mut score = Tapered { weights, half: HALF, mg: 0, eg: 0 };
    let phase = count_terms(position, &mut score);
    (score.mg * phase + score.eg * (FULL_PHASE - phase)) / FULL_PHASE + mop_up(position)
}

/// Against a bare king, the way to the mate: the lone king driven to the edge and a corner,
/// the other king brought close. Not a tuned term: self-play games rarely reach such endings,
/// and the search alone does not find these mates within a few plies.
fn mop_up(position: &Position) -> i32 {
    let others = position.occupied() & !position.by_role(Role::King);
    let edge_distance = |square: Square| {
        let (file, rank) = (square.file() as i32, square.rank() as i32);
        file.min(7 - file) + rank.min(7 - rank)
    };
    for color in Color::ALL {
        let lone = color.other();
        if (others & position.by_color(lone)).is_empty() && (others & position.by_color(color)).nonempty() {
            let (winner, loser) = (position.king(color), position.king(lone));
            let apart = (winner.file() as i32 - loser.file() as i32)
                .abs()
                .max((winner.rank() as i32 - loser.rank() as i32).abs());
            let push = 40 * (6 - edge_distance(loser)) + 20 * (7 - apart);
            return if color == Color::White { push } else { -push };
        }
    }
    0
}

/// The tuner's features: each weight's coefficient in the evaluation from White's point of
/// view (middlegame weights scaled by the phase, endgame weights by the rest).
pub fn features(position: &Position, out: &mut Vec<(u32, f32)>) {
    let mut trace = Trace::default();
    let phase = count_terms(position, &mut trace);
    let mg = phase as f32 / FULL_PHASE as f32;
    for (index, count) in trace.counts {
        out.push((index as u32, count as f32 * mg));
        out.push(((HALF + index) as u32, count as f32 * (1.0 - mg)));
    }
}

/// The table entry of a square as White sees it (Black's pieces count on the mirrored rank),
/// folded onto the queen's wing.
fn table_entry(square: Square, color: Color) -> usize {
    let rank = square.relative_rank(color) as usize;
    let file = square.file() as usize;
    rank * 4 + file.min(7 - file)
}

/// Counts every term, White's as +1 and Black's as -1; returns the phase (24: all pieces on).
fn count_terms(position: &Position, terms: &mut impl Terms) -> i32 {
    let occupied = position.occupied();
    let mut phase = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let own = position.by_color(color);
        let own_pawns = position.pieces(color, Role::Pawn);
        let enemy_pawns = position.pieces(color.other(), Role::Pawn);
        let mut enemy_pawn_attacks = Bitboard::EMPTY;
        for square in enemy_pawns {
            enemy_pawn_attacks |= pawn_attacks(color.other(), square);
        }
        let safe = !own & !enemy_pawn_attacks;
        let enemy_king = position.king(color.other());
        let king_zone = king_attacks(enemy_king).with(enemy_king);
        let mut king_attackers = 0;
        for role in Role::ALL {
            let pieces = position.pieces(color, role);
            if role != Role::King {
                terms.add(MATERIAL + role.index(), sign * pieces.count() as i32);
            }
            for square in pieces {
                phase += PHASE[role.index()];
                terms.add(PIECE_SQUARE + role.index() * TABLE + table_entry(square, color), sign);
                let reach = match role {
                    Role::Knight => Some((0, knight_attacks(square))),
                    Role::Bishop => Some((1, bishop_attacks(square, occupied))),
                    Role::Rook => Some((2, rook_attacks(square, occupied))),
                    Role::Queen => Some((3, queen_attacks(square, occupied))),
                    _ => None,
                };
                if let Some((kind, attacks)) = reach {
                    terms.add(MOBILITY[kind] + (attacks & safe).count() as usize, sign);
                    let on_zone = (attacks & king_zone).count() as i32;
                    if on_zone > 0 {
                        terms.add(KING_ZONE_ATTACKS + kind, sign * on_zone);
                        king_attackers += 1;
                    }
                    if enemy_pawn_attacks.contains(square) {
                        terms.add(PAWN_THREATS + kind, sign);
                    }
                }
                if role == Role::Rook {
                    let pawns = position.by_role(Role::Pawn) & Bitboard::file(square.file());
                    if pawns.is_empty() {
                        terms.add(ROOK_FILE, sign);
                    } else if (pawns & own).is_empty() {
                        terms.add(ROOK_FILE + 1, sign);
                    }
                }
            }
        }
        terms.add(KING_ATTACKERS + king_attackers.min(7), sign);
        if position.pieces(color, Role::Bishop).count() >= 2 {
            terms.add(BISHOP_PAIR, sign);
        }
        for square in own_pawns {
            let file = square.file();
            if (own_pawns & Bitboard::file(file)).more_than_one() {
                terms.add(DOUBLED, sign);
            }
            let neighbours = neighbour_files(file);
            if (own_pawns & neighbours).is_empty() {
                terms.add(ISOLATED, sign);
            }
            // Passed: no enemy pawn ahead on this or a neighbouring file.
            if (enemy_pawns & ahead_mask(square, color) & (neighbours | Bitboard::file(file))).is_empty() {
                let rank = square.relative_rank(color) as usize;
                terms.add(PASSED + rank, sign);
                let ahead = if color == Color::White { square.offset(8) } else { square.offset(-8) };
                if ahead.is_some_and(|next| position.piece_at(next).is_none()) {
                    terms.add(FREE_PASSED + rank, sign);
                }
            }
        }
        // King shelter: own pawns just in front of the king.
        let king = position.king(color);
        let front = ahead_mask(king, color) & (neighbour_files(king.file()) | Bitboard::file(king.file()));
        terms.add(SHIELD + (own_pawns & front).count().min(3) as usize, sign);
    }
    terms.add(TEMPO, if position.turn() == Color::White { 1 } else { -1 });
    // What White scores on average, beyond the move (fitted with the rest; docs/ai.md).
    terms.add(BALANCE, 1);
    phase.min(FULL_PHASE)
}

fn neighbour_files(file: u8) -> Bitboard {
    (if file > 0 { Bitboard::file(file - 1) } else { Bitboard::EMPTY })
        | (if file < 7 { Bitboard::file(file + 1) } else { Bitboard::EMPTY })
}

/// Squares strictly ahead of `square` for `color`, any file.
fn ahead_mask(square: Square, color: Color) -> Bitboard {
    let rank = square.rank();
    let mut mask = Bitboard::EMPTY;
    match color {
        Color::White => {
            for r in rank + 1..8 {
                mask |= Bitboard::rank(r);
            }
        }
        Color::Black => {
            for r in 0..rank {
                mask |= Bitboard::rank(r);
            }
        }
    }
    mask
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_layout_and_its_offsets_agree() {
        assert_eq!(MOBILITY[1], MOBILITY[0] + 9);
        assert_eq!(MOBILITY[3], MOBILITY[2] + 15);
        assert_eq!(layout_len(LAYOUT), 2 * HALF);
        let mg_half: usize = LAYOUT.iter().take_while(|(name, _)| name.ends_with("_mg")).map(|&(_, len)| len).sum();
        assert_eq!(mg_half, HALF);
    }

    #[test]
    fn symmetric_and_sensible() {
        for flavour in [Flavour::Chess, Flavour::Marseillais] {
            let score = |fen: &str| evaluate_white_as(&Position::from_fen(fen).expect("fen"), flavour);
            // The balance (what White scores on average) is the one term colours do not mirror,
            // so a position and its mirror sum to twice it, a small number.
            let start = score("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
            let start_black = score("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1");
            assert!(start > start_black, "{flavour:?}: the move is worth something");
            assert!((-60..60).contains(&start), "{flavour:?}: the start is about even: {start}");
            // White a knight up is clearly better, Black a knight up clearly worse.
            let up = score("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
            let down = score("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 0 1");
            assert!(up > 200 && down < -200, "{flavour:?}: {up} and {down}");
            assert!((up + down).abs() <= 60, "{flavour:?}: {up} and {down}");
        }
    }

    #[test]
    fn the_features_give_the_evaluation() {
        let weights = weights(Flavour::Chess);
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R b KQ - 3 8",
            "8/5pk1/6p1/3P4/2K5/8/5P2/8 w - - 0 40",
        ] {
            let position = Position::from_fen(fen).expect("fen");
            let mut features = Vec::new();
            super::features(&position, &mut features);
            let modelled: f32 = features.iter().map(|&(i, c)| weights[i as usize] as f32 * c).sum();
            let evaluated = evaluate_white(&position) as f32;
            assert!((modelled - evaluated).abs() <= 1.0, "{fen}: {modelled} against {evaluated}");
        }
    }
}
