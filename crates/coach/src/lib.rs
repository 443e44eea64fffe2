//! Tabula's engine as a teacher, for every game and without Bevy: what a score means to a player
//! (expected results), a game reviewed move by move, puzzles (their files, their generator, and
//! a puzzle as a lesson level), and the Glicko-2 rating a puzzle solver earns. The client, the
//! engine binary and the tests share it.

pub mod expected;
pub mod generate;
pub mod glicko;
pub mod mate_rounds;
pub mod probe;
pub mod puzzles;
pub mod review;
pub mod themes;

pub use expected::{Expectation, expected_for_mover, shares};
pub use glicko::Rating;
pub use probe::{Probe, probe};
pub use puzzles::{Puzzle, PuzzleError, PuzzleSet, load_puzzles, puzzle_level, puzzles_from_text};
pub use review::{Judgement, MoveReview, Review, ReviewError, ReviewOptions, review_game};
