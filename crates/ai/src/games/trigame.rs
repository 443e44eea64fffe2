//! Trigame for the search: pieces counted (the countdown decides by count), pressed harder as
//! the countdown runs low when ahead; captures are noisy.

use crate::search_game::SearchGame;
use tabula_rules::trigame::{COUNTDOWN, Kind, Side, TriMove, TrigameGame};
use tabula_rules::{Outcome, Seat};

const LOCATIONS: usize = tabula_rules::trigame::LOCATIONS;

impl SearchGame for TrigameGame {
    const MOVE_INDEX_SPACE: usize = LOCATIONS * LOCATIONS + 1;

    fn evaluate(&self, root: Seat) -> i32 {
        let position = self.position();
        let (mine, theirs) = if root.0 == 0 { (Side::Black, Side::Red) } else { (Side::Red, Side::Black) };
        let lead = position.count(mine) as i32 - position.count(theirs) as i32;
        // A lead matters more the closer the countdown is to deciding by count.
        let urgency = (COUNTDOWN as i32 - position.countdown() as i32) * 3;
        let mut score = lead * (100 + urgency);
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
