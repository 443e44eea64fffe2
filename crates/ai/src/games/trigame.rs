//! Trigame for the search: pieces counted (the countdown decides by count), pressed harder as
//! the countdown runs low when ahead; the freedom of each side's pieces and the pieces each
//! attacks, so a stronger side has a plan besides not losing a piece; captures are noisy.

use crate::search_game::SearchGame;
use std::cell::RefCell;
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

impl SearchGame for TrigameGame {
    const MOVE_INDEX_SPACE: usize = LOCATIONS * LOCATIONS + 1;
    // Two equal countdowns end most games between careful sides; the side that searches deeper
    // should look for a win instead (a third of a piece).
    const CONTEMPT: i32 = 35;

    fn evaluate(&self, root: Seat) -> i32 {
        let position = self.position();
        let (mine, theirs) = if root.0 == 0 { (Side::Black, Side::Red) } else { (Side::Red, Side::Black) };
        let lead = position.count(mine) as i32 - position.count(theirs) as i32;
        // A lead matters more the closer the countdown is to deciding by count.
        let urgency = (COUNTDOWN as i32 - position.countdown() as i32) * 3;
        let mut score = lead * (100 + urgency);
        // Freedom and attacks. The side to move takes what it attacks (quiescence sees that);
        // the other side's attacks on two or more pieces cannot all be parried.
        let (my_steps, my_targets) = activity(position, mine);
        let (their_steps, their_targets) = activity(position, theirs);
        score += (my_steps - their_steps) * 3 + (my_targets - their_targets) * 10;
        if position.to_move() == mine {
            score -= (their_targets - 1).max(0) * 45;
        } else {
            score += (my_targets - 1).max(0) * 45;
        }
        // Small preferences: b's and c's on the board keep more options than a's.
        for location in 0..LOCATIONS as u8 {
            if let Some(piece) = position.piece_at(location) {
                let worth = match piece.kind {
                    Kind::A => 0,
                    Kind::B => 6,
                    Kind::C => 10,
                };
                score += if piece.side == mine { worth } else { -worth };
            }
        }
        score
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
