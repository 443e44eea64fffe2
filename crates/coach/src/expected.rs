//! What a search's score means to a player: the expected result, as a share of the best result
//! the seat can get (1.0 a win, 0.5 a draw in two-seat games; in Trichess the points out of 2,
//! halved, so an even share is 1/3). Review judgements and the evaluation bar read these.

use tabula_ai::{DynInfo, ScoreMeaning};
use tabula_rules::{DynGame, Outcome, Seat, Status, Variant};

/// Score units (a pawn is 100) that move the expectation by one step of the logistic: 100 is
/// worth 60%, 300 77%, 500 88%. About the scale lichess fitted for chess; the other games use it
/// too, their evaluations being in pawn-like units.
pub const SCORE_SCALE: f64 = 250.0;

/// A seat's expected result, from 0 (the worst) to 1 (the best).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Expectation {
    pub seat: Seat,
    pub value: f64,
}

fn logistic(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// The expected result of the seat to move, given the search's report about its position.
pub fn expected_for_mover(variant: Variant, info: &DynInfo) -> f64 {
    if let Some(mate) = info.mate_in {
        return if mate > 0 { 1.0 } else { 0.0 };
    }
    expected_of_score(variant, info.score)
}

/// The expected result for a score in the search's units, from the mover's side.
pub fn expected_of_score(variant: Variant, score: i32) -> f64 {
    match tabula_ai::coaching(variant).scores {
        ScoreMeaning::Even => logistic(f64::from(score) / SCORE_SCALE),
        ScoreMeaning::ThreeSeats { won, .. } if score >= won => 1.0,
        ScoreMeaning::ThreeSeats { lost, .. } if score <= lost => 0.0,
        // Zero is the even share: a third of the best result.
        ScoreMeaning::ThreeSeats { .. } => logistic(f64::from(score) / SCORE_SCALE + (0.5f64).ln()),
    }
}

/// Each seat's share of the result of a finished game (two seats: 1, 0.5 or 0; Trichess: the
/// points out of 2, halved).
pub fn outcome_shares(game: &dyn DynGame) -> Option<Vec<f64>> {
    let Status::Over(outcome) = game.status() else { return None };
    let seats = game.seats() as usize;
    let mut shares = vec![0.0; seats];
    match outcome {
        Outcome::Win { winner, .. } => shares[winner.0 as usize] = 1.0,
        Outcome::Draw { .. } => shares.iter_mut().for_each(|s| *s = 1.0 / seats as f64),
        Outcome::Scores { points, .. } => {
            let total: f64 = points.iter().map(|p| p.as_f64()).sum::<f64>().max(1e-9);
            for (seat, p) in points.iter().enumerate().take(seats) {
                shares[seat] = p.as_f64() / total;
            }
        }
    }
    Some(shares)
}

/// Every seat's expected share, summing to 1, from the mover's searched expectation: in two-seat
/// games the other seat has the rest; in Trichess the search only speaks for the mover, so the
/// other two split the rest in proportion to their own static evaluations (each read as an
/// expectation the same way).
pub fn shares(game: &dyn DynGame, mover_expected: f64) -> Vec<f64> {
    if let Some(done) = outcome_shares(game) {
        return done;
    }
    let seats = game.seats() as usize;
    let mover = game.to_move().0 as usize;
    if seats == 2 {
        let mut shares = vec![1.0 - mover_expected; 2];
        shares[mover] = mover_expected;
        return shares;
    }
    let others: Vec<usize> = (0..seats).filter(|&s| s != mover).collect();
    let weights: Vec<f64> = others
        .iter()
        .map(|&s| expected_of_score(game.variant(), tabula_ai::static_evaluation(game, Seat(s as u8))))
        .collect();
    let total: f64 = weights.iter().sum::<f64>().max(1e-9);
    let mut shares = vec![0.0; seats];
    shares[mover] = mover_expected;
    for (&seat, weight) in others.iter().zip(&weights) {
        shares[seat] = (1.0 - mover_expected) * weight / total;
    }
    shares
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_expectations() {
        assert!((expected_of_score(Variant::Chess, 0) - 0.5).abs() < 1e-9);
        assert!(expected_of_score(Variant::Chess, 300) > 0.75);
        assert!(expected_of_score(Variant::Chess, -300) < 0.25);
        // Trichess: zero is the even share of 2/3 of 2 points.
        assert!((expected_of_score(Variant::Trichess, 0) - 1.0 / 3.0).abs() < 1e-9);
        assert_eq!(expected_of_score(Variant::Trichess, 20_000), 1.0);
        assert_eq!(expected_of_score(Variant::Trichess, -10_000), 0.0);
    }

    #[test]
    fn shares_add_up() {
        for variant in Variant::ALL {
            let game = variant.new_game();
            let split = shares(game.as_ref(), 0.4);
            assert!((split.iter().sum::<f64>() - 1.0).abs() < 1e-9, "{variant}: {split:?}");
            assert_eq!(split[game.to_move().0 as usize], 0.4);
        }
    }
}
