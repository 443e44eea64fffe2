//! Chess evaluation (also Marseillais'): tapered material and piece-square terms computed from
//! simple principles (centralise knights, advance pawns, shelter the king until the endgame),
//! mobility, the bishop pair, passed, doubled and isolated pawns, and the king's pawn shield.

use tabula_rules::chess::{
    Bitboard, Color, Position, Role, Square, bishop_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};

/// Middlegame and endgame values of pawn, knight, bishop, rook, queen.
pub const VALUES: [(i32, i32); 5] = [(100, 125), (320, 300), (335, 320), (480, 540), (960, 980)];
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

pub fn value(role: Role) -> i32 {
    match role {
        Role::King => 20_000,
        _ => VALUES[role.index()].0,
    }
}

/// Distance-based centrality: 0 on the rim corners, 6 in the centre.
fn centrality(square: Square) -> i32 {
    let file = square.file() as i32;
    let rank = square.rank() as i32;
    let df = (2 * file - 7).abs(); // 1, 3, 5, 7
    let dr = (2 * rank - 7).abs();
    (14 - df - dr) / 2
}

/// Piece-square term (middlegame, endgame) for a piece of `color` on `square`.
fn square_bonus(role: Role, color: Color, square: Square, position: &Position) -> (i32, i32) {
    let rank = square.relative_rank(color) as i32;
    let file = square.file() as i32;
    let centre = centrality(square);
    match role {
        Role::Pawn => {
            let central_file = if file == 3 || file == 4 { 12 } else { 0 };
            let mg = rank * 4 + if rank >= 3 { central_file } else { 0 }
                - if rank == 1 && central_file > 0 { 10 } else { 0 };
            (mg, rank * rank * 3)
        }
        Role::Knight => (centre * 7 - 20, centre * 5 - 15),
        Role::Bishop => (centre * 4 - 8 - if rank == 0 { 10 } else { 0 }, centre * 3),
        Role::Rook => {
            let seventh = if rank == 6 { 20 } else { 0 };
            let pawns = position.by_role(Role::Pawn) & Bitboard::file(file as u8);
            let open = if pawns.is_empty() {
                20
            } else if (pawns & position.by_color(color)).is_empty() {
                10
            } else {
                0
            };
            (seventh + open, seventh + open / 2)
        }
        Role::Queen => (centre * 2, centre * 4),
        Role::King => {
            let home = if rank == 0 { 20 } else { -15 * rank.min(3) };
            let sheltered = if matches!(file, 1 | 2 | 6) {
                15
            } else if file == 4 || file == 3 {
                -10
            } else {
                0
            };
            (home + sheltered, centre * 8 - 20)
        }
    }
}

/// The evaluation from White's point of view.
pub fn evaluate_white(position: &Position) -> i32 {
    let occupied = position.occupied();
    let mut mg = 0;
    let mut eg = 0;
    let mut phase = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        let own = position.by_color(color);
        let own_pawns = position.pieces(color, Role::Pawn);
        let enemy_pawns = position.pieces(color.other(), Role::Pawn);
        let enemy_pawn_attacks = {
            let mut attacks = Bitboard::EMPTY;
            for square in enemy_pawns {
                attacks |= pawn_attacks(color.other(), square);
            }
            attacks
        };
        let (mut side_mg, mut side_eg) = (0, 0);
        for role in Role::ALL {
            for square in position.pieces(color, role) {
                phase += PHASE[role.index()];
                if role != Role::King {
                    let (vm, ve) = VALUES[role.index()];
                    side_mg += vm;
                    side_eg += ve;
                }
                let (bm, be) = square_bonus(role, color, square, position);
                side_mg += bm;
                side_eg += be;
                let safe = !own & !enemy_pawn_attacks;
                let mobility = match role {
                    Role::Knight => Some(((knight_attacks(square) & safe).count() as i32, 4, 4)),
                    Role::Bishop => Some(((bishop_attacks(square, occupied) & safe).count() as i32, 5, 5)),
                    Role::Rook => Some(((rook_attacks(square, occupied) & safe).count() as i32, 2, 4)),
                    Role::Queen => Some(((queen_attacks(square, occupied) & safe).count() as i32, 1, 2)),
                    _ => None,
                };
                if let Some((count, weight_mg, weight_eg)) = mobility {
                    side_mg += (count - 4) * weight_mg;
                    side_eg += (count - 4) * weight_eg;
                }
            }
        }
        if position.pieces(color, Role::Bishop).count() >= 2 {
            side_mg += 30;
            side_eg += 45;
        }
        // Pawn structure.
        for square in own_pawns {
            let file = square.file();
            let same_file = own_pawns & Bitboard::file(file);
            if same_file.more_than_one() {
                side_mg -= 6;
                side_eg -= 10;
            }
            let neighbours = (if file > 0 { Bitboard::file(file - 1) } else { Bitboard::EMPTY })
                | (if file < 7 { Bitboard::file(file + 1) } else { Bitboard::EMPTY });
            if (own_pawns & neighbours).is_empty() {
                side_mg -= 10;
                side_eg -= 12;
            }
            // Passed: no enemy pawn ahead on this or a neighbouring file.
            let ahead = ahead_mask(square, color);
            if (enemy_pawns & ahead & (neighbours | Bitboard::file(file))).is_empty() {
                let rank = square.relative_rank(color) as i32;
                side_mg += rank * rank * 2;
                side_eg += rank * rank * 6 + 10;
            }
        }
        // King shelter: own pawns just in front of the king.
        let king = position.king(color);
        let front = ahead_mask(king, color) & king_zone_files(king);
        side_mg += 8 * (own_pawns & front).count().min(3) as i32;
        mg += sign * side_mg;
        eg += sign * side_eg;
    }
    let phase = phase.min(FULL_PHASE);
    let tempo = if position.turn() == Color::White { 10 } else { -10 };
    (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE + tempo
}

fn king_zone_files(square: Square) -> Bitboard {
    let file = square.file();
    let mut files = Bitboard::file(file);
    if file > 0 {
        files |= Bitboard::file(file - 1);
    }
    if file < 7 {
        files |= Bitboard::file(file + 1);
    }
    files
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
    fn symmetric_and_sensible() {
        let start = Position::startpos();
        assert_eq!(evaluate_white(&start), 10, "only the tempo");
        let mirrored = |fen: &str| {
            let position = Position::from_fen(fen).expect("fen");
            evaluate_white(&position)
        };
        // White a knight up is clearly better; mirrored colours give the mirrored score.
        let up = mirrored("rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let down = mirrored("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b KQkq - 0 1");
        assert!(up > 250, "{up}");
        assert_eq!(up, -down);
    }
}
