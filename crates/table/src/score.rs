//! The running score of a match: points per player summed over rematches (Trichess hands out
//! points in every game; two-player games count 1 for a win and 1/2 for a draw).

use crate::setup::GameSetup;
use tabula_rules::{Outcome, Points};

#[derive(Debug, Clone, Default, PartialEq)]
pub struct MatchScore {
    /// The setup of the latest game; seat `i` of `totals` belongs to its player `i`.
    pub setup: Option<GameSetup>,
    pub totals: Vec<Points>,
    pub games: u32,
}

/// Points each seat earns from an outcome.
pub fn points_of(outcome: &Outcome, seats: usize) -> Vec<Points> {
    match outcome {
        Outcome::Win { winner, .. } => {
            (0..seats).map(|s| if s == winner.0 as usize { Points::whole(1) } else { Points::ZERO }).collect()
        }
        // 1/2 each of two, 2/3 each of three (Trichess's draw).
        Outcome::Draw { .. } => vec![Points::new(seats.saturating_sub(1) as u32, seats as u32); seats],
        Outcome::Scores { points, .. } => points.clone(),
    }
}

impl MatchScore {
    /// A new game starts: the score carries over to a rematch of the same players (seats swapped
    /// or not) and starts afresh otherwise.
    pub fn new_game(&mut self, setup: &GameSetup) {
        let seats = setup.players.len();
        let carried = match &self.setup {
            Some(previous) if previous == setup => true,
            Some(previous) if previous.rotated() == *setup => {
                self.totals.rotate_right(1);
                true
            }
            _ => false,
        };
        if !carried || self.totals.len() != seats {
            self.totals = vec![Points::ZERO; seats];
            self.games = 0;
        }
        self.setup = Some(setup.clone());
    }

    pub fn record(&mut self, outcome: &Outcome) {
        let points = points_of(outcome, self.totals.len());
        for (total, add) in self.totals.iter_mut().zip(points) {
            *total = *total + add;
        }
        self.games += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::{EndReason, Seat, Variant};

    #[test]
    fn rematches_with_swapped_seats_keep_each_players_points() {
        let setup = GameSetup::vs_computer(Variant::Chess, "Club", 0);
        let mut score = MatchScore::default();
        score.new_game(&setup);
        score.record(&Outcome::Win { winner: Seat(0), reason: EndReason::Checkmate });
        let swapped = setup.rotated();
        score.new_game(&swapped);
        // The human now plays seat 1 and keeps the point.
        assert_eq!(score.totals, vec![Points::ZERO, Points::whole(1)]);
        score.record(&Outcome::Draw { reason: EndReason::Stalemate });
        assert_eq!(score.totals[1].to_string(), "3/2");
        score.new_game(&GameSetup::hot_seat(Variant::Brandubh));
        assert_eq!(score.games, 0);
        let three = points_of(&Outcome::Draw { reason: EndReason::Stalemate }, 3);
        assert_eq!(three[0], Points::new(2, 3));
    }
}
