//! The desktop's background search: tabula-ai's search on its threads, awaited by one more
//! thread so that the frame can poll whether it is done.

use super::SearchOutcome;
use std::sync::Arc;
use std::thread::JoinHandle;
use tabula_ai::{DynInfo, Level, Limits, Rng};
use tabula_rules::DynGame;

pub struct Running {
    stop: Arc<dyn Fn() + Send + Sync>,
    done: JoinHandle<SearchOutcome>,
}

impl Running {
    pub fn start(
        game: &dyn DynGame,
        limits: Limits,
        level: Level,
        on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> Running {
        let search = tabula_ai::start_dyn_search(game, limits, level, Rng::from_time(), on_info);
        let stop = search.stopper();
        Running { stop, done: std::thread::spawn(move || search.wait()) }
    }

    pub fn stopper(&self) -> Arc<dyn Fn() + Send + Sync> {
        self.stop.clone()
    }

    pub fn is_finished(&self) -> bool {
        self.done.is_finished()
    }

    pub fn finish(self) -> SearchOutcome {
        self.done.join().ok().flatten()
    }
}
