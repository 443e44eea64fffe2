//! Game review: the engine goes over every move of a game, from the mover's side, and says how
//! much of the expected result each move gave away, lichess's way: the best move's expectation
//! against the played move's, both from one search root (the played move searched alone when it
//! is not the best), so two-seat games, Marseillais' half-moves and Trichess' three seats are
//! judged alike. Drops of 0.05, 0.10 and 0.15 of the best result are inaccuracies, mistakes and
//! blunders (lichess's 0.1, 0.2 and 0.3 on its -1..1 scale).

use crate::expected::{expected_for_mover, outcome_shares, shares};
use crate::probe::probe;
use crate::puzzles::Puzzle;
use std::sync::atomic::{AtomicBool, Ordering};
use tabula_ai::Limits;
use tabula_rules::{DynGame, Seat, Variant};

/// How hard a move is looked at.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewOptions {
    /// Nodes per search (a position gets one search, two when the played move was not the best).
    pub nodes: u64,
    /// Depth cap.
    pub depth: u32,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions { nodes: 300_000, depth: 18 }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The judgement of a drop in expected result (of the best result, 0 to 1).
    pub fn of_drop(drop: f64) -> Option<Judgement> {
        if drop >= 0.15 {
            Some(Judgement::Blunder)
        } else if drop >= 0.10 {
            Some(Judgement::Mistake)
        } else if drop >= 0.05 {
            Some(Judgement::Inaccuracy)
        } else {
            None
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }

    /// The annotation players know (`?!`, `?`, `??`).
    pub fn symbol(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// One move, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct MoveReview {
    /// Moves before this one.
    pub ply: usize,
    pub seat: Seat,
    /// The move played, engine notation and as players write it.
    pub played: String,
    pub played_display: String,
    /// The engine's choice, and its line as players write it.
    pub best: String,
    pub best_display: String,
    pub best_line: Vec<String>,
    /// The mover's expected result with the best move and with the move played (0 to 1).
    pub best_expected: f64,
    pub played_expected: f64,
    pub judgement: Option<Judgement>,
}

impl MoveReview {
    pub fn drop(&self) -> f64 {
        (self.best_expected - self.played_expected).max(0.0)
    }
}

/// A reviewed game.
#[derive(Debug, Clone, PartialEq)]
pub struct Review {
    pub variant: Variant,
    pub seats: u8,
    pub moves: Vec<MoveReview>,
    /// Every seat's expected share (summing to 1) before each move and after the last: the
    /// graph's points.
    pub curve: Vec<Vec<f64>>,
}

impl Review {
    /// A seat's inaccuracies, mistakes and blunders.
    pub fn counts(&self, seat: Seat) -> [usize; 3] {
        let mut counts = [0; 3];
        for judged in self.moves.iter().filter(|m| m.seat == seat) {
            match judged.judgement {
                Some(Judgement::Inaccuracy) => counts[0] += 1,
                Some(Judgement::Mistake) => counts[1] += 1,
                Some(Judgement::Blunder) => counts[2] += 1,
                None => {}
            }
        }
        counts
    }

    /// The moves worth learning from: a seat's mistakes and blunders.
    pub fn mistakes_of(&self, seat: Seat) -> Vec<&MoveReview> {
        self.moves.iter().filter(|m| m.seat == seat && m.judgement >= Some(Judgement::Mistake)).collect()
    }

    /// "Learn from your mistakes": the positions where `seats` made a mistake or a blunder, as
    /// one-move puzzles whose answer is the engine's better move. `start` is the game's start.
    pub fn practice(&self, start: &dyn DynGame, seats: &[Seat]) -> Vec<Puzzle> {
        let mut game = start.clone_box();
        let mut puzzles = Vec::new();
        for judged in &self.moves {
            if seats.contains(&judged.seat) && judged.judgement >= Some(Judgement::Mistake) {
                let judgement = judged.judgement.map_or("", Judgement::name);
                puzzles.push(Puzzle {
                    id: format!("move {}", judged.ply + 1),
                    position: game.position_string(),
                    solution: vec![judged.best.clone()],
                    themes: vec![format!("the game went {} ({judgement})", judged.played_display)],
                    difficulty: 0,
                    margin: 0,
                    depth: 0,
                });
            }
            if game.play_str(&judged.played).is_err() {
                break;
            }
        }
        puzzles
    }
}

/// Why a review stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReviewError {
    /// Move `ply` (from 0) does not play.
    BadMove {
        ply: usize,
        text: String,
        reason: String,
    },
    Cancelled,
}

impl std::fmt::Display for ReviewError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReviewError::BadMove { ply, text, reason } => write!(f, "move {} '{text}': {reason}", ply + 1),
            ReviewError::Cancelled => write!(f, "the review was cancelled"),
        }
    }
}

impl std::error::Error for ReviewError {}

/// Reviews the game that starts at `start` and plays `moves` (engine notation). `on_progress`
/// hears (moves done, moves in all) after each; `cancel` stops it between searches.
pub fn review_game(
    start: &dyn DynGame,
    moves: &[String],
    options: &ReviewOptions,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(usize, usize),
) -> Result<Review, ReviewError> {
    let variant = start.variant();
    let limits = Limits { nodes: Some(options.nodes), depth: Some(options.depth), ..Limits::default() };
    let mut game = start.clone_box();
    let mut reviewed = Vec::with_capacity(moves.len());
    let mut curve = Vec::with_capacity(moves.len() + 1);
    for (ply, text) in moves.iter().enumerate() {
        if cancel.load(Ordering::Relaxed) {
            return Err(ReviewError::Cancelled);
        }
        let bad = |reason: String| ReviewError::BadMove { ply, text: text.clone(), reason };
        let view = game.move_view(text).ok_or_else(|| bad("not a legal move here".to_owned()))?;
        let seat = game.to_move();
        let found = probe(game.as_ref(), limits.clone()).ok_or_else(|| bad("no legal move".to_owned()))?;
        let best_expected = expected_for_mover(variant, found.first());
        let played_expected = if found.best == view.text {
            best_expected
        } else {
            let alone = Limits { search_moves: vec![view.text.clone()], ..limits.clone() };
            probe(game.as_ref(), alone).map_or(best_expected, |p| expected_for_mover(variant, p.first()))
        };
        curve.push(shares(game.as_ref(), best_expected));
        let best_line = written_line(game.as_ref(), &found.first().pv);
        let drop = (best_expected - played_expected).max(0.0);
        reviewed.push(MoveReview {
            ply,
            seat,
            played: view.text.clone(),
            played_display: view.display.clone(),
            best_display: best_line.first().cloned().unwrap_or_else(|| found.best.clone()),
            best: found.best,
            best_line,
            best_expected,
            played_expected: played_expected.min(best_expected),
            judgement: Judgement::of_drop(drop),
        });
        game.play_str(text).map_err(|e| bad(e.to_string()))?;
        on_progress(ply + 1, moves.len());
    }
    // The last point: the result if the game is over, else one more look.
    let last = match outcome_shares(game.as_ref()) {
        Some(result) => result,
        None => match probe(game.as_ref(), limits) {
            Some(found) => shares(game.as_ref(), expected_for_mover(variant, found.first())),
            None => vec![1.0 / f64::from(game.seats()); game.seats() as usize],
        },
    };
    curve.push(last);
    Ok(Review { variant, seats: start.seats(), moves: reviewed, curve })
}

/// A line in the players' notation, each move in its own position.
fn written_line(game: &dyn DynGame, pv: &[String]) -> Vec<String> {
    let mut walker = game.clone_box();
    let mut line = Vec::new();
    for text in pv {
        match walker.play_view(text) {
            Ok(view) => line.push(view.display),
            Err(_) => break,
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judgements_follow_the_drop() {
        assert_eq!(Judgement::of_drop(0.02), None);
        assert_eq!(Judgement::of_drop(0.07), Some(Judgement::Inaccuracy));
        assert_eq!(Judgement::of_drop(0.12), Some(Judgement::Mistake));
        assert_eq!(Judgement::of_drop(0.5), Some(Judgement::Blunder));
    }

    #[test]
    fn a_blunder_is_found_and_a_bad_move_named() {
        // 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7#: Black's third move loses at once.
        let start = Variant::Chess.new_game();
        let moves: Vec<String> =
            ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"].iter().map(|m| m.to_string()).collect();
        let options = ReviewOptions { nodes: 20_000, depth: 6 };
        let mut calls = 0;
        let review = review_game(start.as_ref(), &moves, &options, &AtomicBool::new(false), &mut |_, _| calls += 1)
            .expect("plays");
        assert_eq!(calls, moves.len());
        assert_eq!(review.curve.len(), moves.len() + 1);
        assert_eq!(review.curve.last(), Some(&vec![1.0, 0.0]));
        let nf6 = &review.moves[5];
        assert_eq!(nf6.played_display, "Nf6");
        assert_eq!(nf6.judgement, Some(Judgement::Blunder), "{nf6:?}");
        assert_eq!(review.counts(Seat(1))[2], 1);
        assert_eq!(review.mistakes_of(Seat(1)).len(), 1);
        let practice = review.practice(start.as_ref(), &[Seat(1)]);
        assert_eq!(practice.len(), 1);
        let level = crate::puzzle_level(Variant::Chess, &practice[0]).expect("a practice position plays");
        assert_eq!(level.player, 1);
        assert_ne!(practice[0].solution[0], "g8f6");
        assert_eq!(review.moves[6].judgement, None);

        let wrong: Vec<String> = vec!["e2e5".to_owned()];
        let error = review_game(start.as_ref(), &wrong, &options, &AtomicBool::new(false), &mut |_, _| {});
        assert!(matches!(error, Err(ReviewError::BadMove { ply: 0, .. })), "{error:?}");
    }
}
