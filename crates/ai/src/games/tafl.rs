//! Tafl for the search: material, the king's open roads to the corners, attackers around the
//! king and on the squares that guard corners; captures and escapes are noisy.

use crate::search_game::SearchGame;
use crate::weights::{Layout, Sum, Terms, Trace, load};
use std::sync::OnceLock;
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

/// Where each term's numbers start in the weights (levels/weights/brandubh.ron).
const PIECES: usize = 0;
const OPEN_CORNERS: usize = 2;
const CORNERS_IN_TWO: usize = 5;
const REACH: usize = 7;
const BESIDE_KING: usize = 8;
const CORNER_GUARDS: usize = 13;
const KING_DISTANCE: usize = 18;
const TEMPO: usize = 19;
pub(crate) const BALANCE: usize = 20;
const SQUARES: usize = 21;
/// Squares alike under the board's symmetries (the corner, the edge, ... the throne).
const SQUARE_KINDS: usize = 10;

/// Every term, from the attackers' side.
pub const LAYOUT: &Layout = &[
    // Attackers, defenders on the board.
    ("pieces", 2),
    // Corners one king move away: some with the defenders to move, one or two and more with
    // the attackers to move (one open corner must be blocked at once, two cannot both be).
    ("open_corners", 3),
    // Further corners two king moves away: the attackers to move, the defenders to move.
    ("corners_in_two", 2),
    // Squares the king reaches in one move.
    ("king_reach", 1),
    // Attackers next to the king: 0 to 4.
    ("attackers_beside_king", 5),
    // Attackers on the squares diagonally in front of the corners: 0 to 4.
    ("corner_guards", 5),
    // The king's distance from the centre, in steps.
    ("king_distance", 1),
    // The attackers to move (+1) or the defenders (-1).
    ("tempo", 1),
    // What the attackers score on average whatever the position (their share of the games:
    // it makes a draw by repetition better or worse than playing on).
    ("balance", 1),
    // Where each attacker, defender and the king stands, by the kind of square: from the
    // corner (0) along the edge to its middle (3), then the second ring (4 to 6), the third
    // (7, 8) and the throne (9), on a 7x7 board.
    ("attacker_squares", SQUARE_KINDS),
    ("defender_squares", SQUARE_KINDS),
    ("king_squares", SQUARE_KINDS),
];

/// The kind of a square on a 7x7 board: its distances from the nearest edges, folded by the
/// board's symmetries (larger boards fold onto the 7x7 kinds by capping the distances).
fn square_kind(file: u8, rank: u8, size: u8) -> usize {
    let near = |x: u8| x.min(size - 1 - x).min(3) as usize;
    let (a, b) = (near(file), near(rank));
    let (low, high) = (a.min(b), a.max(b));
    // Rings: low = 0 has 4 kinds (high 0..3), low = 1 has 3 (1..3), low = 2 has 2, low = 3 one.
    match low {
        0 => high,
        1 => 4 + high - 1,
        2 => 7 + high - 2,
        _ => 9,
    }
}

pub(crate) fn weights() -> &'static [i32] {
    static WEIGHTS: OnceLock<Vec<i32>> = OnceLock::new();
    WEIGHTS.get_or_init(|| load("brandubh", LAYOUT, include_str!("../../../../levels/weights/brandubh.ron")))
}

/// Counts every term from the attackers' side; `false` when the king is gone (the attackers
/// have won, and nothing is counted).
fn count_terms<V: TaflVariant>(game: &Tafl<V>, terms: &mut impl Terms) -> bool {
    let position = game.position();
    let size = position.size();
    let Some(king) = position.king() else { return false };
    terms.add(PIECES, position.count(TaflPiece::Attacker) as i32);
    terms.add(PIECES + 1, position.count(TaflPiece::Defender) as i32);

    let roads = king_roads(position, king);
    let attackers_to_move = position.to_move() == Side::Attackers;
    match (roads.corners_in_one, attackers_to_move) {
        (0, _) => {}
        (_, false) => terms.add(OPEN_CORNERS, 1),
        (1, true) => terms.add(OPEN_CORNERS + 1, 1),
        (_, true) => terms.add(OPEN_CORNERS + 2, 1),
    }
    terms.add(CORNERS_IN_TWO + usize::from(!attackers_to_move), roads.corners_in_two as i32);
    terms.add(REACH, roads.reach);

    let (king_file, king_rank) = position.file_rank(king);
    let last = size - 1;
    let beside = DIRECTIONS
        .iter()
        .filter(|&&(df, dr)| {
            let (f, r) = (king_file as i8 + df, king_rank as i8 + dr);
            f >= 0
                && r >= 0
                && f <= last as i8
                && r <= last as i8
                && position.piece_at(position.square(f as u8, r as u8)) == Some(TaflPiece::Attacker)
        })
        .count();
    terms.add(BESIDE_KING + beside, 1);
    let guards = [(1, 1), (1, last - 1), (last - 1, 1), (last - 1, last - 1)]
        .iter()
        .filter(|&&(f, r)| position.piece_at(position.square(f, r)) == Some(TaflPiece::Attacker))
        .count();
    terms.add(CORNER_GUARDS + guards, 1);
    let centre = (size / 2) as i32;
    terms.add(KING_DISTANCE, (king_file as i32 - centre).abs() + (king_rank as i32 - centre).abs());
    terms.add(TEMPO, if attackers_to_move { 1 } else { -1 });
    terms.add(BALANCE, 1);
    for square in 0..size * size {
        let Some(piece) = position.piece_at(square) else { continue };
        let (file, rank) = position.file_rank(square);
        let group = match piece {
            TaflPiece::Attacker => 0,
            TaflPiece::Defender => 1,
            TaflPiece::King => 2,
        };
        terms.add(SQUARES + group * SQUARE_KINDS + square_kind(file, rank, size), 1);
    }
    true
}

/// The evaluation from the attackers' point of view.
fn evaluate_attackers<V: TaflVariant>(game: &Tafl<V>) -> i32 {
    let mut score = Sum { weights: weights(), total: 0 };
    if count_terms(game, &mut score) { score.total } else { 10_000 }
}

/// The tuner's features, from `root`'s side (`None` once the king is taken).
pub fn features<V: TaflVariant>(game: &Tafl<V>, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
    let mut trace = Trace::default();
    if !count_terms(game, &mut trace) {
        return false;
    }
    let sign = if root.0 == Side::Attackers as u8 { 1.0 } else { -1.0 };
    out.extend(trace.counts.into_iter().map(|(index, count)| (index as u32, sign * count as f32)));
    true
}

impl<V: TaflVariant> SearchGame for Tafl<V> {
    const MOVE_INDEX_SPACE: usize = 121 * 121;
    // The game ends by the king's escape or capture, not by mate.
    const COACHING: crate::Coaching = crate::Coaching {
        forced_win: "forced win",
        hunt: crate::PuzzleHunt { opening_plies: 2, ..crate::USUAL_HUNT },
        ..crate::TWO_SEAT_COACHING
    };

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

// The tuner's view of the evaluation (crate::tune).
impl crate::tune::Tunable for tabula_rules::tafl::Brandubh {
    fn layout() -> &'static Layout {
        LAYOUT
    }
    fn current() -> &'static [i32] {
        weights()
    }
    fn balance() -> &'static [usize] {
        &[BALANCE]
    }
    fn features_for(&self, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
        features(self, root, out)
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
    fn squares_fold_into_ten_kinds() {
        let kinds: std::collections::BTreeSet<usize> =
            (0..7).flat_map(|f| (0..7).map(move |r| square_kind(f, r, 7))).collect();
        assert_eq!(kinds.len(), SQUARE_KINDS);
        assert_eq!(square_kind(0, 0, 7), 0);
        assert_eq!(square_kind(6, 3, 7), 3);
        assert_eq!(square_kind(3, 3, 7), 9);
        assert_eq!(square_kind(1, 5, 7), square_kind(5, 1, 7));
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
