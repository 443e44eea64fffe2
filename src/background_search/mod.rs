//! A search off the frame loop, for the computer's moves and the analysis: on a thread of its
//! own on the desktop (`threads.rs`), in the engine's Web Worker in the browser (`worker.rs`),
//! which has no threads a search could run on. The frame only polls.

#[cfg(not(target_arch = "wasm32"))]
mod threads;
#[cfg(target_arch = "wasm32")]
mod worker;

#[cfg(not(target_arch = "wasm32"))]
use threads as platform;
#[cfg(target_arch = "wasm32")]
use worker as platform;

use crate::engines::EnginePosition;
use std::sync::Arc;
use tabula_ai::{DynInfo, Level, Limits};
use tabula_rules::DynGame;
use tabula_table::EngineSeat;

/// A finished search: the best move (`None` when there is none) and the last report, or why
/// the search failed.
pub type SearchOutcome = Result<(Option<String>, DynInfo), String>;

/// A running search. Dropping it lets a desktop search run on to its own end unheard, and ends
/// the browser's worker.
pub struct BackgroundSearch(platform::Running);

impl BackgroundSearch {
    /// Starts searching `game` at `level` under `limits`; `on_info` hears each completed depth
    /// (in the browser, all of them when the search ends). `history` is the game from its start
    /// where there is one: the browser's worker is told it, so that it sees repetitions (the
    /// desktop's search has them in `game`).
    pub fn start(
        game: &dyn DynGame,
        history: Option<EnginePosition>,
        limits: Limits,
        level: Level,
        on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> BackgroundSearch {
        BackgroundSearch(platform::Running::start(game, history, limits, level, on_info))
    }

    /// Asks an installed engine for its move in the game `position` tells (desktop only: in the
    /// browser this fails at once).
    pub fn start_engine(
        seat: EngineSeat,
        position: EnginePosition,
        on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> BackgroundSearch {
        BackgroundSearch(platform::Running::start_engine(seat, position, on_info))
    }

    /// Ends the search from anywhere: the outcome is then the best move found so far.
    pub fn stopper(&self) -> Arc<dyn Fn() + Send + Sync> {
        self.0.stopper()
    }

    pub fn is_finished(&self) -> bool {
        self.0.is_finished()
    }

    /// The outcome; waits for the end where the platform can (call it once finished).
    pub fn finish(self) -> SearchOutcome {
        self.0.finish()
    }
}
