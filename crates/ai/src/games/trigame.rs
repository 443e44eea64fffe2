//! Trigame for the search: pieces counted (the countdown decides by count), pressed harder as
//! the countdown runs low when ahead; the freedom of each side's pieces and the pieces each
//! attacks, so a stronger side has a plan besides not losing a piece; captures are noisy.

use crate::search_game::SearchGame;
use crate::weights::{Layout, Sum, Terms, Trace, load};
use std::cell::RefCell;
use std::sync::OnceLock;
use tabula_rules::trigame::{COUNTDOWN, Kind, Side, TriMove, TriPosition, TrigameGame};
use tabula_rules::{Outcome, Seat};

const LOCATIONS: usize = tabula_rules::trigame::LOCATIONS;

thread_local! {
    static STEPS: RefCell<Vec<TriMove>> = RefCell::new(Vec::with_capacity(64));
}

/// How many steps `side` has, and how many enemy pieces those steps could capture.
fn activity(position: &TriPosition, side: Side) -> (i32, i32) {
    STEPS.with_borrow_mut(|steps| {
        steps.clear();
        position.steps_of(side, steps);
        let mut targets = 0u128;
        for &step in steps.iter() {
            for location in position.captures(step) {
                targets |= 1 << location;
            }
        }
        (steps.len() as i32, targets.count_ones() as i32)
    })
}

/// Where each term's numbers start in the weights (levels/weights/trigame.ron).
const LEAD: usize = 0;
const LEAD_LATE: usize = 1;
const STEP_COUNT: usize = 2;
const TARGETS: usize = 3;
const FORKS: usize = 4;
const KINDS: usize = 5;
const TEMPO: usize = 7;
pub(crate) const BALANCE: usize = 8;

/// Every term, from one side against the other.
pub const LAYOUT: &Layout = &[
    // Pieces more than the other side.
    ("lead", 1),
    // The lead times the plies of the countdown already gone: a lead matters more the closer
    // the countdown is to deciding by count.
    ("lead_late", 1),
    // Steps more than the other side.
    ("steps", 1),
    // Enemy pieces attacked, more than the other side attacks.
    ("targets", 1),
    // Attacks on two or more pieces by the side not to move (they cannot all be parried),
    // beyond the first: counted for the side that makes them.
    ("forks", 1),
    // b's and c's on the board, more than the other side's.
    ("b_and_c", 2),
    // The side to move.
    ("tempo", 1),
    // What Black (the first seat) scores on average whatever the position.
    ("balance", 1),
];

pub(crate) fn weights() -> &'static [i32] {
    static WEIGHTS: OnceLock<Vec<i32>> = OnceLock::new();
    WEIGHTS.get_or_init(|| load("trigame", LAYOUT, include_str!("../../../../levels/weights/trigame.ron")))
}

/// Counts every term from `root`'s side.
fn count_terms(position: &TriPosition, root: Seat, terms: &mut impl Terms) {
    let (mine, theirs) = if root.0 == 0 { (Side::Black, Side::Red) } else { (Side::Red, Side::Black) };
    let lead = position.count(mine) as i32 - position.count(theirs) as i32;
    terms.add(LEAD, lead);
    terms.add(LEAD_LATE, lead * (COUNTDOWN as i32 - position.countdown() as i32));
    // The side to move takes what it attacks (quiescence sees that); the other side's attacks
    // on two or more pieces cannot all be parried.
    let (my_steps, my_targets) = activity(position, mine);
    let (their_steps, their_targets) = activity(position, theirs);
    terms.add(STEP_COUNT, my_steps - their_steps);
    terms.add(TARGETS, my_targets - their_targets);
    let my_move = position.to_move() == mine;
    terms.add(FORKS, if my_move { -(their_targets - 1).max(0) } else { (my_targets - 1).max(0) });
    let mut kinds = [0i32; 2];
    for location in 0..LOCATIONS as u8 {
        if let Some(piece) = position.piece_at(location) {
            let sign = if piece.side == mine { 1 } else { -1 };
            match piece.kind {
                Kind::A => {}
                Kind::B => kinds[0] += sign,
                Kind::C => kinds[1] += sign,
            }
        }
    }
    terms.add(KINDS, kinds[0]);
    terms.add(KINDS + 1, kinds[1]);
    terms.add(TEMPO, if my_move { 1 } else { -1 });
    terms.add(BALANCE, if mine == Side::Black { 1 } else { -1 });
}

/// The tuner's features, from `root`'s side.
pub fn features(position: &TriPosition, root: Seat, out: &mut Vec<(u32, f32)>) {
    let mut trace = Trace::default();
    count_terms(position, root, &mut trace);
    out.extend(trace.counts.into_iter().map(|(index, count)| (index as u32, count as f32)));
}

impl SearchGame for TrigameGame {
    const MOVE_INDEX_SPACE: usize = LOCATIONS * LOCATIONS + 1;
    // Two equal countdowns end most games between careful sides; the side that searches deeper
    // should look for a win instead (a third of a piece).
    const CONTEMPT: i32 = 35;
    // A piece is 100 to 250 by the countdown and one piece usually decides: a clear win is
    // 0.64 expected, a piece clear of the next move.
    const COACHING: crate::Coaching = crate::Coaching {
        winning_expectation: 0.64,
        min_margin: 100,
        forced_win: "forced win",
        hunt: crate::PuzzleHunt { opening_plies: 2, weak: "Beginner", ..crate::USUAL_HUNT },
        ..crate::TWO_SEAT_COACHING
    };

    fn evaluate(&self, root: Seat) -> i32 {
        let mut score = Sum { weights: weights(), total: 0 };
        count_terms(self.position(), root, &mut score);
        score.total
    }

    fn noisy_score(&self, mv: TriMove) -> Option<i32> {
        let captures = self.position().captures(mv).len() as i32;
        (captures > 0).then_some(captures)
    }

    fn move_index(&self, mv: TriMove) -> usize {
        match mv {
            TriMove::Pass => LOCATIONS * LOCATIONS,
            TriMove::Step { from, to } => from as usize * LOCATIONS + to as usize,
        }
    }

    fn search_outcome(&self, _no_moves: bool) -> Option<Outcome> {
        self.position().decided().cloned()
    }
}

// The tuner's view of the evaluation (crate::tune).
impl crate::tune::Tunable for TrigameGame {
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
        features(self.position(), root, out);
        true
    }
}
