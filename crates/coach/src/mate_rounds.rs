//! Mates in two rounds for games of three seats, proved by trying every reply: the solver's
//! move, then every move of the next seat and every move of the one after, each answered by a
//! move that ends the game in the solver's favour. A best-reply search cannot show this (it
//! lets one opponent pass), so the proof is exhaustive.

use crate::puzzles::{solver_won, wins_at_once};
use tabula_rules::{DynGame, Status};

/// A proved mate in two rounds: the solver's first move, the replies the line shows (the
/// defence that leaves the fewest winning answers), and a winning answer to them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MateInTwoRounds {
    pub first: String,
    pub replies: Vec<String>,
    pub answer: String,
}

/// How many of the solver's moves end the game in its favour at once.
fn winning_answers(game: &dyn DynGame) -> Vec<String> {
    game.legal_move_strings().into_iter().filter(|mv| wins_at_once(game, mv)).collect()
}

/// Whether a finished game went the solver's way; `None` while it goes on.
fn ended(game: &dyn DynGame, solver: tabula_rules::Seat) -> Option<bool> {
    matches!(game.status(), Status::Over(_)).then(|| solver_won(game, solver))
}

/// After the solver's `first` move, does every pair of replies allow a winning answer? The
/// hardest defence (fewest answers) comes back, or `None` when some defence holds.
fn forces(game: &dyn DynGame, first: &str) -> Option<(Vec<String>, Vec<String>)> {
    let solver = game.to_move();
    let mut after = game.clone_box();
    after.play_str(first).ok()?;
    if matches!(after.status(), Status::Over(_)) {
        return None;
    }
    let mut hardest: Option<(Vec<String>, Vec<String>)> = None;
    for reply in after.legal_move_strings() {
        let mut one = after.clone_box();
        one.play_str(&reply).ok()?;
        match ended(one.as_ref(), solver) {
            Some(false) => return None,
            Some(true) => continue,
            None => {}
        }
        for second in one.legal_move_strings() {
            let mut two = one.clone_box();
            two.play_str(&second).ok()?;
            match ended(two.as_ref(), solver) {
                Some(false) => return None,
                Some(true) => continue,
                None => {}
            }
            if two.to_move() != solver {
                return None;
            }
            let answers = winning_answers(two.as_ref());
            if answers.is_empty() {
                return None;
            }
            if hardest.as_ref().is_none_or(|(_, best)| answers.len() < best.len()) {
                hardest = Some((vec![reply.clone(), second], answers));
            }
        }
    }
    hardest
}

/// The position's unique mate in two rounds, if it has exactly one first move that forces it
/// and no mate at once (which would make the puzzle a single move).
pub fn mate_in_two_rounds(game: &dyn DynGame) -> Option<MateInTwoRounds> {
    if game.legal_move_strings().iter().any(|mv| wins_at_once(game, mv)) {
        return None;
    }
    let mut found = None;
    for first in game.legal_move_strings() {
        if let Some((replies, answers)) = forces(game, &first) {
            if found.is_some() {
                return None;
            }
            let answer = answers.into_iter().next()?;
            found = Some(MateInTwoRounds { first, replies, answer });
        }
    }
    found
}
