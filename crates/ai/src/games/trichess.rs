//! Trichess for the search (paranoid: the root seat against the other two): material, the
//! safety of the root's king against both opponents, pressure on theirs, mobility; captures
//! and promotions are noisy (captures that risk a piece for less only in the full-width search).

use crate::search_game::SearchGame;
use crate::weights::{Layout, Sum, Terms, Trace, load};
use std::sync::OnceLock;
use tabula_rules::trichess::{BOARD, CELLS, TriMoveKind, TriRole, TrichessGame, TrichessMove, TrichessPosition};
use tabula_rules::{EndReason, Game, Outcome, Points, Seat};

/// What a one-point share of a mate (one attacker each) is worth to the search, in centipawns.
/// On the points' own scale (+5,000) a share outweighed any position, so every level took any
/// shared mate and steered for the ones the other opponent finishes: Master scored 0.95 a game
/// against two Casuals over 19 games, nearly all shares. Worth a few pawns, a share is taken
/// when the position promises nothing better, and a level well ahead plays on for the mate
/// alone (1.47 over 12 games on the same openings; docs/performance.md).
const SHARED_MATE_SCORE: i32 = 400;

fn value(role: TriRole) -> i32 {
    match role {
        TriRole::Pawn => 100,
        TriRole::Knight => 300,
        TriRole::Bishop => 320,
        TriRole::Rook => 480,
        TriRole::Queen => 900,
        TriRole::King => 0,
    }
}

/// Do the two seats to move in `position` have a move each, in turn, that leaves `seat`
/// checkmated, the first of them a check or a capture? (A seat left without a move on the way
/// ends the game there instead.) The first seat's quiet moves are left out: a quiet move that
/// only opens the way for the other seat's mate is one a player finds by chance, and with
/// queens out nearly every position has one, so counting them would call nearly every move
/// unsafe. Checks and captures are the moves players look at first.
fn opponents_can_mate(position: &TrichessPosition, seat: u8) -> bool {
    let mut first = Vec::new();
    let mut second = Vec::new();
    let mut replies = Vec::new();
    position.legal_moves(&mut first);
    for &m1 in &first {
        let captures = position.piece_at(m1.to).is_some();
        let mut middle = position.clone();
        middle.play(m1);
        if !captures && !middle.in_check(seat) {
            continue;
        }
        middle.legal_moves(&mut second);
        for &m2 in &second {
            let mut end = middle.clone();
            end.play(m2);
            if end.in_check(seat) {
                end.legal_moves(&mut replies);
                if replies.is_empty() {
                    return true;
                }
            }
        }
    }
    false
}

/// Where each term's numbers start in the weights (levels/weights/trichess.ron).
const MATERIAL: usize = 0;
const PAWN_ADVANCE: usize = 10;
const KING_DANGER: usize = 12;
const MOBILITY: usize = 14;

/// Every term, for the root seat against the other two: each as the root's, then as the two
/// opponents' together.
pub const LAYOUT: &Layout = &[
    // Pawns, knights, bishops, rooks, queens: the root's, then the opponents'.
    ("material", 10),
    // Steps pawns have advanced beyond their first, summed.
    ("pawn_advance", 2),
    // Attacks by a king's opponents on the cells around it.
    ("king_danger", 2),
    // Cells a seat attacks.
    ("mobility", 2),
];

pub(crate) fn weights() -> &'static [i32] {
    static WEIGHTS: OnceLock<Vec<i32>> = OnceLock::new();
    WEIGHTS.get_or_init(|| load("trichess", LAYOUT, include_str!("../../../../levels/weights/trichess.ron")))
}

/// Counts every term for `root` against the other two.
fn count_terms(position: &TrichessPosition, root: Seat, terms: &mut impl Terms) {
    let me = root.0 as usize % 3;
    let others = [(me + 1) % 3, (me + 2) % 3];
    let side = |seat: usize| usize::from(seat != me);
    let mut material = [[0i32; 5]; 2];
    let mut advance = [0i32; 2];
    for cell in position.occupied_cells() {
        let Some(piece) = position.piece_at(cell) else { continue };
        let seat = piece.seat as usize % 3;
        if piece.role != TriRole::King {
            material[side(seat)][piece.role as usize] += 1;
        }
        // Pawns gain as they advance (away from their home edge).
        if piece.role == TriRole::Pawn {
            let (q, r) = BOARD.coords(cell);
            let home_distance = match piece.seat {
                0 => 7 - r,
                1 => 7 - (-q - r),
                _ => 7 - q,
            };
            advance[side(seat)] += (home_distance as i32 - 1).max(0);
        }
    }
    for (team, counts) in material.iter().enumerate() {
        for (role, &count) in counts.iter().enumerate() {
            terms.add(MATERIAL + team * 5 + role, count);
        }
        terms.add(PAWN_ADVANCE + team, advance[team]);
    }
    // One pass over the pieces gives every seat's attacks: king safety (cells around each
    // king attacked by that king's opponents) and mobility (cells each seat attacks).
    let maps = position.attack_maps();
    let danger = |seat: usize| -> i32 {
        let Some(king) = position.king(seat as u8) else { return 0 };
        let opponents = [(seat + 1) % 3, (seat + 2) % 3];
        BOARD.steps[king as usize]
            .iter()
            .flatten()
            .map(|&next| opponents.iter().map(|&o| i32::from(maps[o][next as usize])).sum::<i32>())
            .sum()
    };
    let mobility = |seat: usize| maps[seat].iter().filter(|&&n| n > 0).count() as i32;
    terms.add(KING_DANGER, danger(me));
    terms.add(KING_DANGER + 1, danger(others[0]) + danger(others[1]));
    terms.add(MOBILITY, mobility(me));
    terms.add(MOBILITY + 1, mobility(others[0]) + mobility(others[1]));
}

/// The tuner's features, for `root` against the other two.
pub fn features(position: &TrichessPosition, root: Seat, out: &mut Vec<(u32, f32)>) {
    let mut trace = Trace::default();
    count_terms(position, root, &mut trace);
    out.extend(trace.counts.into_iter().map(|(index, count)| (index as u32, count as f32)));
}

impl SearchGame for TrichessGame {
    const MOVE_INDEX_SPACE: usize = CELLS * CELLS;
    // Scores at or beyond +19,000 and -9,000 are decided results on the points scale below.
    const COACHING: crate::Coaching = crate::Coaching {
        scores: crate::ScoreMeaning::ThreeSeats { won: 19_000, lost: -9_000 },
        // Best-reply lines are not the real turn order: the generator searches each seat's reply,
        // and finds its long puzzles as mates in two rounds proved against every pair of replies
        // (tabula-coach's mate_rounds.rs): after both replies a second move is seldom unique.
        hunt: crate::PuzzleHunt {
            screen_depth: 2,
            verify_depth: 4,
            play_depth: 2,
            max_own_moves: 2,
            long_percent: 34,
            max_plies: 240,
            ..crate::USUAL_HUNT
        },
        ..crate::TWO_SEAT_COACHING
    };
    const EXTEND_CHECKS: bool = false;
    const GUARDS_ROOT: bool = true;

    /// Below the even share (2/3), 15,000 a point (mated: -10,000); a mate alone (2 points):
    /// +20,000; a share of a mate in between: `SHARED_MATE_SCORE` for 1 point, in proportion.
    fn points_score(mine: f64) -> i32 {
        const EVEN: f64 = 2.0 / 3.0;
        if mine < EVEN - 1e-9 {
            ((mine - EVEN) * 15_000.0) as i32
        } else if mine > 2.0 - 1e-9 {
            20_000
        } else {
            ((mine - EVEN) * 3.0 * f64::from(SHARED_MATE_SCORE)) as i32
        }
    }

    fn evaluate(&self, root: Seat) -> i32 {
        let mut score = Sum { weights: weights(), total: 0 };
        count_terms(self.position(), root, &mut score);
        score.total
    }

    fn noisy_score(&self, mv: TrichessMove) -> Option<i32> {
        let position = self.position();
        if position.piece_at(mv.to).is_none() && !matches!(mv.kind, TriMoveKind::Promotion(_)) {
            return None;
        }
        let victim = position.piece_at(mv.to).map_or(0, |p| value(p.role));
        let attacker = position.piece_at(mv.from).map_or(0, |p| p.role as i32);
        let promotion = if let TriMoveKind::Promotion(role) = mv.kind { value(role) } else { 0 };
        Some(victim * 8 + promotion - attacker)
    }

    fn move_index(&self, mv: TrichessMove) -> usize {
        mv.from as usize * CELLS + mv.to as usize
    }

    /// From, to and a promotion's piece.
    fn move_key(&self, mv: TrichessMove) -> u32 {
        let promotion = if let TriMoveKind::Promotion(role) = mv.kind { role as u32 + 1 } else { 0 };
        (mv.from as usize * CELLS + mv.to as usize) as u32 + promotion * (CELLS * CELLS) as u32
    }

    /// Can the two opponents, each moving once in turn, checkmate the mover right after `mv`?
    fn root_move_unsafe(&self, mv: TrichessMove) -> bool {
        let mover = self.position().to_move();
        let mut after = self.position().clone();
        after.play(mv);
        opponents_can_mate(&after, mover)
    }

    /// A capture by a piece worth more than its victim, onto a cell another seat attacks,
    /// risks the piece for less: left to the full-width search.
    fn worth_in_quiescence(&self, mv: TrichessMove) -> bool {
        let position = self.position();
        let (Some(attacker), Some(victim)) = (position.piece_at(mv.from), position.piece_at(mv.to)) else {
            return true;
        };
        if value(attacker.role) <= value(victim.role) {
            return true;
        }
        let mover = attacker.seat;
        !(1..3).any(|k| position.is_attacked_by(mv.to, (mover + k) % 3))
    }

    fn in_check(&self) -> bool {
        let position = self.position();
        position.in_check(position.to_move())
    }

    /// In check, every move (a mate must be seen); otherwise the captures and promotions.
    fn quiescence_moves(&self, out: &mut Vec<TrichessMove>) -> bool {
        let position = self.position();
        if position.in_check(position.to_move()) {
            position.legal_moves(out);
            return true;
        }
        out.clear();
        position.append_noisy_moves_of(position.to_move(), out);
        false
    }

    fn search_outcome(&self, no_moves: bool) -> Option<Outcome> {
        if no_moves {
            return match self.status() {
                tabula_rules::Status::Over(outcome) => Some(outcome),
                tabula_rules::Status::Ongoing { .. } => None,
            };
        }
        if self.repetition_count() >= 2 || self.position().quiet_plies() >= tabula_rules::trichess::QUIET_PLY_LIMIT {
            return Some(Outcome::Scores { points: vec![Points::new(2, 3); 3], reason: EndReason::Repetition });
        }
        None
    }
}

// The tuner's view of the evaluation (crate::tune).
impl crate::tune::Tunable for TrichessGame {
    fn layout() -> &'static Layout {
        LAYOUT
    }
    fn current() -> &'static [i32] {
        weights()
    }
    fn features_for(&self, root: Seat, out: &mut Vec<(u32, f32)>) -> bool {
        features(self.position(), root, out);
        true
    }
}
