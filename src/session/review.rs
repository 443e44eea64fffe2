//! Game review in the app: after a game ends (played, loaded or from a PGN), V or the Review
//! button has the engine go over every move on its own thread, with progress; the result (the
//! graph's points, each move's judgement and the better move) stays until another game is on
//! the table. Mistakes can be practised as puzzles (src/puzzles).

use super::Session;
use crate::tr;
use bevy::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tabula_coach::{Review, ReviewOptions, review_game};

/// Start a review of the game on the table (or cancel the one running).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleReview;

/// A review under way on its thread.
pub struct ReviewJob {
    progress: Arc<Mutex<(usize, usize)>>,
    result: Arc<Mutex<Option<Result<Review, String>>>>,
    cancel: Arc<AtomicBool>,
}

#[derive(Default)]
pub enum ReviewState {
    #[default]
    None,
    Running(ReviewJob),
    Done(Review),
    Failed(String),
}

#[derive(Resource, Default)]
pub struct GameReview {
    pub state: ReviewState,
    /// The game reviewed (its moves' key, `game_key`).
    game: Option<u64>,
    /// The key of the game on the table, kept when the table changes (not worked out per frame).
    on_table: Option<u64>,
}

impl GameReview {
    /// Moves done and moves in all, while running.
    pub fn progress(&self) -> Option<(usize, usize)> {
        match &self.state {
            ReviewState::Running(job) => job.progress.lock().ok().map(|p| *p),
            _ => None,
        }
    }

    /// The finished review of the game on the table, if there is one.
    pub fn review(&self) -> Option<&Review> {
        match &self.state {
            ReviewState::Done(review) if self.game.is_some() && self.game == self.on_table => Some(review),
            _ => None,
        }
    }

    fn cancel(&mut self) {
        if let ReviewState::Running(job) = &self.state {
            job.cancel.store(true, Ordering::Relaxed);
        }
        self.state = ReviewState::None;
    }
}

impl Drop for GameReview {
    fn drop(&mut self) {
        self.cancel();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ToggleReview>().init_resource::<GameReview>();
}

/// The identity of a finished game: its moves (the review stays while they do).
fn game_key(session: &Session) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    session.variant().name().hash(&mut hasher);
    session.setup().start.hash(&mut hasher);
    for played in session.moves() {
        played.text.hash(&mut hasher);
    }
    hasher.finish()
}

pub(super) fn run_review(
    mut toggles: MessageReader<ToggleReview>,
    session: Res<Session>,
    mut review: ResMut<GameReview>,
    mut status: ResMut<super::StatusLine>,
) {
    if session.is_changed() || review.on_table.is_none() {
        review.on_table = Some(game_key(&session));
    }
    let key = review.on_table.unwrap_or_default();
    // A finished review stays (practising its mistakes puts other tables on for a while); a
    // running one is for this game only.
    if review.game != Some(key) && matches!(review.state, ReviewState::Running(_)) {
        review.cancel();
        review.game = None;
    }
    for _ in toggles.read() {
        if matches!(review.state, ReviewState::Running(_)) {
            review.cancel();
            review.game = None;
            status.0 = tr!("msg-review-cancelled");
            continue;
        }
        if !session.is_over() {
            status.0 = tr!("msg-review-comes-after-game");
            continue;
        }
        if session.moves().is_empty() {
            status.0 = tr!("msg-no-moves-review");
            continue;
        }
        review.state = ReviewState::Running(start(&session));
        review.game = Some(key);
    }
    let finished = match &review.state {
        ReviewState::Running(job) => job.result.lock().ok().and_then(|mut r| r.take()),
        _ => None,
    };
    match finished {
        Some(Ok(done)) => review.state = ReviewState::Done(done),
        Some(Err(error)) => {
            status.0 = tr!("msg-review-stopped-error", error = error);
            review.state = ReviewState::Failed(error);
        }
        None => {}
    }
}

fn start(session: &Session) -> ReviewJob {
    let moves: Vec<String> = session.moves().iter().map(|m| m.text.clone()).collect();
    let start = session.setup().new_rules();
    let progress = Arc::new(Mutex::new((0, moves.len())));
    let result = Arc::new(Mutex::new(None));
    let cancel = Arc::new(AtomicBool::new(false));
    let (thread_progress, thread_result, thread_cancel) = (progress.clone(), result.clone(), cancel.clone());
    std::thread::spawn(move || {
        let outcome = match start {
            Ok(start) => {
                review_game(start.as_ref(), &moves, &ReviewOptions::default(), &thread_cancel, &mut |done, all| {
                    if let Ok(mut slot) = thread_progress.lock() {
                        *slot = (done, all);
                    }
                })
                .map_err(|e| e.to_string())
            }
            Err(error) => Err(error.to_string()),
        };
        if let Ok(mut slot) = thread_result.lock() {
            *slot = Some(outcome);
        }
    });
    ReviewJob { progress, result, cancel }
}
