//! Tafl for the search: material, the king's open roads to the corners, attackers around the
//! king and on the squares that guard corners; captures and escapes are noisy.

use crate::search_game::SearchGame;
use tabula_rules::tafl::{Repetition, Side, Tafl, TaflMove, TaflPiece, TaflPosition, TaflVariant};
use tabula_rules::{EndReason, Outcome, Seat};

const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

/// Where the king can get to along rook lines over empty squares.
#[derive(Debug, Default, PartialEq)]
struct KingRoads {
    /// Corners one king move away.
    corners_in_one: u32,
    /// Further corners two king moves away.
    corners_in_two: u32,
    /// Squares one king move away.
    reach: i32,
}

/// The squares a slide from `from` passes over, stopping at the first piece or the edge.
fn slide(position: &TaflPosition, from: u8, (df, dr): (i8, i8), mut visit: impl FnMut(u8)) {
    let size = position.size() as i8;
    let (file, rank) = position.file_rank(from);
    let (mut f, mut r) = (file as i8 + df, rank as i8 + dr);
    while (0..size).contains(&f) && (0..size).contains(&r) {
        let square = position.square(f as u8, r as u8);
        if position.piece_at(square).is_some() {
            return;
        }
        visit(square);
        f += df;
        r += dr;
    }
}

fn corner_bit(position: &TaflPosition, square: u8) -> u32 {
    let (file, rank) = position.file_rank(square);
    1 << (u32::from(file != 0) + 2 * u32::from(rank != 0))
}

fn king_roads(position: &TaflPosition, king: u8) -> KingRoads {
    let mut first = [0u8; 32];
    let mut count = 0;
    let mut in_one = 0u32;
    for direction in DIRECTIONS {
        slide(position, king, direction, |square| {
            if position.is_corner(square) {
                in_one |= corner_bit(position, square);
            } else if count < first.len() {
                first[count] = square;
                count += 1;
            }
        });
    }
    let mut in_two = 0u32;
    for &square in &first[..count] {
        for direction in DIRECTIONS {
            slide(position, square, direction, |next| {
                if position.is_corner(next) {
                    in_two |= corner_bit(position, next);
                }
            });
        }
    }
    KingRoads {
        corners_in_one: in_one.count_ones(),
        corners_in_two: (in_two & !in_one).count_ones(),
        reach: count as i32 + in_one.count_ones() as i32,
    }
}

/// The evaluation from the attackers' point of view.
fn evaluate_attackers<V: TaflVariant>(game: &Tafl<V>) -> i32 {
    let position = game.position();
    let size = position.size();
    let Some(king) = position.king() else { return 10_000 };
    let attackers = position.count(TaflPiece::Attacker) as i32;
    let defenders = position.count(TaflPiece::Defender) as i32;
    let mut score = attackers * 100 - defenders * 160;

    // The king's roads to the corners. One open corner with the attackers to move must be
    // blocked at once; two cannot both be blocked. Corners two moves away are the threats of
    // next turn, the king's reach its room to make them.
    let roads = king_roads(position, king);
    let attackers_to_move = position.to_move() == Side::Attackers;
    score -= match (roads.corners_in_one, attackers_to_move) {
        (0, _) => 0,
        (_, false) => 900,
        (1, true) => 150,
        (_, true) => 700,
    };
    score -= roads.corners_in_two as i32 * if attackers_to_move { 150 } else { 300 };
    score -= roads.reach * 4;

    // Attackers next to the king and on the diagonal guards of the corners.
    let (king_file, king_rank) = position.file_rank(king);
    let last = size - 1;
    for (df, dr) in DIRECTIONS {
        let (f, r) = (king_file as i8 + df, king_rank as i8 + dr);
        if f >= 0
            && r >= 0
            && f <= last as i8
            && r <= last as i8
            && position.piece_at(position.square(f as u8, r as u8)) == Some(TaflPiece::Attacker)
        {
            score += 45;
        }
    }
    for (f, r) in [(1, 1), (1, last - 1), (last - 1, 1), (last - 1, last - 1)] {
        if position.piece_at(position.square(f, r)) == Some(TaflPiece::Attacker) {
            score += 30;
        }
    }
    // The king far from the centre is closer to escaping.
    let centre = (size / 2) as i32;
    let distance = (king_file as i32 - centre).abs() + (king_rank as i32 - centre).abs();
    score -= distance * 12;
    score
}

impl<V: TaflVariant> SearchGame for Tafl<V> {
    const MOVE_INDEX_SPACE: usize = 121 * 121;

    fn evaluate(&self, root: Seat) -> i32 {
        let attackers = evaluate_attackers(self);
        if root.0 == Side::Attackers as u8 { attackers } else { -attackers }
    }

    fn noisy_score(&self, mv: TaflMove) -> Option<i32> {
        let position = self.position();
        let corner = position.is_corner(mv.to);
        let escape = corner && position.piece_at(mv.from) == Some(TaflPiece::King);
        let captures = self.captures_of(mv).len() as i32;
        (escape || captures > 0).then_some(captures * 100 + i32::from(corner) * 1000)
    }

    fn move_index(&self, mv: TaflMove) -> usize {
        mv.from as usize * 121 + mv.to as usize
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        if let Some(outcome) = self.decided() {
            return Some(outcome.clone());
        }
        let to_move = self.position().to_move();
        if no_moves {
            return Some(Outcome::Win { winner: Seat(to_move.other() as u8), reason: EndReason::NoLegalMoves });
        }
        if self.rules().repetition != Repetition::Ignore && self.repetition_count() >= 2 {
            return Some(match self.rules().repetition {
                Repetition::RepeaterLoses => {
                    Outcome::Win { winner: Seat(to_move as u8), reason: EndReason::Repetition }
                }
                _ => Outcome::Draw { reason: EndReason::Repetition },
            });
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roads(text: &str) -> KingRoads {
        let position = TaflPosition::parse(text, 7).expect("position");
        king_roads(&position, position.king().expect("king"))
    }

    #[test]
    fn king_roads_count_corners_one_and_two_moves_away() {
        // The start: the king is walled in by its own defenders.
        assert_eq!(roads("3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3 a"), KingRoads::default());
        // A lone king on b2 reaches no corner at once (its lines end on b1, a2, b7 and g2), and
        // all four in two moves (a1 by way of a2, a7 by a2, g1 by b1, g7 by b7).
        let lone = roads("7/7/7/7/7/1K5/7 d");
        assert_eq!((lone.corners_in_one, lone.corners_in_two), (0, 4));
        // On the edge at a4 with a clear edge both ways: two corners in one move.
        let edge = roads("7/7/7/K6/7/7/7 d");
        assert_eq!((edge.corners_in_one, edge.corners_in_two), (2, 2));
        // An attacker on a3 blocks the road to a1.
        let blocked = roads("7/7/7/K6/t6/7/7 d");
        assert_eq!(blocked.corners_in_one, 1);
    }
}
