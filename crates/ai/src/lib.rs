//! Tabula's computer opponents: one alpha-beta search over the rules crate's `Game` trait, an
//! evaluation per game, named levels from levels/ai.ron, and a threaded handle that never
//! blocks its caller.

mod coaching;
mod dynamic;
pub mod games;
mod handle;
mod levels;
mod limits;
pub mod nnue;
mod refinements;
mod rng;
mod search;
mod search_game;
mod tt;
mod tune;
mod weights;

pub use coaching::{Coaching, PuzzleHunt, ScoreMeaning, TWO_SEAT_COACHING, USUAL_HUNT, coaching};
pub use dynamic::{DynInfo, DynSearch, reproducible_move, start_dyn_search, static_evaluation};
pub use handle::SearchHandle;
pub use levels::{Level, LevelError, Opponents, level, level_for, levels, levels_for, parse_levels, parse_levels_for};
pub use limits::Limits;
pub use rng::Rng;
pub use search::{MATE, SearchInfo, SearchResult, Searcher};
pub use search_game::{SearchGame, same_team};
pub use tune::{TuneOptions, TuneReport, tune};
pub use weights::{WEIGHTS_ENV, WeightsError, parse_weights};

/// Searches `game` on the calling thread (tests, bench, matches).
pub fn search_now<G: SearchGame>(game: &G, limits: &Limits, level: &Level, rng: &mut Rng) -> SearchResult<G::Move> {
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    Searcher::<G>::new(game.to_move(), stop).search(game, limits, level, rng)
}
