//! What the coach (reviews, puzzles, the evaluation bar) needs to know of a game's search,
//! written next to each game's search as its `SearchGame::COACHING`: what a score means as an
//! expected result, and what makes a puzzle's answer a clear and unique win.

use crate::search_game::SearchGame;
use tabula_rules::Variant;

/// A game's search, as the coach reads it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Coaching {
    /// How a score maps to the expected share of the best result.
    pub scores: ScoreMeaning,
    /// The expectation a puzzle's best move must reach (a piece up, about).
    pub winning_expectation: f64,
    /// The least gap, in score units, between a puzzle's first move and the next best at the
    /// verifying depth: what makes the answer unique.
    pub min_margin: i32,
    /// What a puzzle whose line forces the game's end is called.
    pub forced_win: &'static str,
    /// How the puzzle generator looks for this game's puzzles.
    pub hunt: PuzzleHunt,
}

/// The puzzle generator's settings for a game (`tabula-engine puzzles`): how deep it looks,
/// what games it plays to find positions, how long a solution may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PuzzleHunt {
    /// Puzzles wanted.
    pub count: usize,
    /// Depth of the two-line search every position gets.
    pub screen_depth: u32,
    /// Depth of the search that confirms a candidate and each later move of its line.
    pub verify_depth: u32,
    /// The strong level's depth while playing (a cap; screening does the deep looking).
    pub play_depth: u32,
    /// The weaker level that plays the games (levels/ai.ron), against Master.
    pub weak: &'static str,
    /// Random moves that open each game, so games differ.
    pub opening_plies: usize,
    pub max_plies: usize,
    /// The solver's moves a solution may have (Marseillais counts half-moves).
    pub max_own_moves: usize,
    /// The share of the puzzles, in percent, that must be long: two solver moves or more (in
    /// Marseillais, both half-moves of the solver's turn). Shorter ones past the rest's share
    /// are passed over.
    pub long_percent: u32,
}

/// The generator's usual settings.
pub const USUAL_HUNT: PuzzleHunt = PuzzleHunt {
    count: 60,
    screen_depth: 5,
    verify_depth: 8,
    play_depth: 4,
    weak: "Casual",
    opening_plies: 4,
    max_plies: 160,
    max_own_moves: 3,
    long_percent: 34,
};

/// What zero means, and where scores stop being estimates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreMeaning {
    /// Two seats: zero is an even game, half the best result.
    Even,
    /// Three seats: zero is an even share, a third of the best result; at or beyond `won` and
    /// `lost` the result is decided.
    ThreeSeats { won: i32, lost: i32 },
}

/// The usual reading of a two-seat game: a clear win is 0.7 expected, two pawns clear of the
/// next move.
pub const TWO_SEAT_COACHING: Coaching = Coaching {
    scores: ScoreMeaning::Even,
    winning_expectation: 0.7,
    min_margin: 200,
    forced_win: "forced mate",
    hunt: USUAL_HUNT,
};

/// A game's coaching facts, by the closed list of games.
pub fn coaching(variant: Variant) -> Coaching {
    use tabula_rules::{chess, marseillais, tafl, trichess, trigame};
    match variant {
        Variant::Chess => <chess::ChessGame as SearchGame>::COACHING,
        Variant::Marseillais => <marseillais::MarseillaisGame as SearchGame>::COACHING,
        Variant::Trichess => <trichess::TrichessGame as SearchGame>::COACHING,
        Variant::Brandubh => <tafl::Brandubh as SearchGame>::COACHING,
        Variant::Trigame => <trigame::TrigameGame as SearchGame>::COACHING,
    }
}
