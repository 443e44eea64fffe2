//! The desktop's background search: tabula-ai's search on its threads, awaited by one more
//! thread so that the frame can poll whether it is done.

use super::SearchOutcome;
use crate::engines::EnginePosition;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use tabula_ai::{DynInfo, Level, Limits, Rng};
use tabula_rules::DynGame;
use tabula_table::EngineSeat;

pub struct Running {
    stop: Arc<dyn Fn() + Send + Sync>,
    done: JoinHandle<SearchOutcome>,
}

impl Running {
    pub fn start(
        game: &dyn DynGame,
        _history: Option<EnginePosition>,
        limits: Limits,
        level: Level,
        on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> Running {
        let search = tabula_ai::start_dyn_search(game, limits, level, Rng::from_time(), on_info);
        let stop = search.stopper();
        Running { stop, done: std::thread::spawn(move || search.wait().ok_or_else(|| "the search failed".to_owned())) }
    }

    pub fn start_engine(
        seat: EngineSeat,
        position: EnginePosition,
        on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> Running {
        let flag = Arc::new(AtomicBool::new(false));
        let stop_flag = flag.clone();
        let done = std::thread::spawn(move || crate::engines::uci::play(&seat, &position, &flag, on_info));
        Running { stop: Arc::new(move || stop_flag.store(true, Ordering::Relaxed)), done }
    }

    pub fn stopper(&self) -> Arc<dyn Fn() + Send + Sync> {
        self.stop.clone()
    }

    pub fn is_finished(&self) -> bool {
        self.done.is_finished()
    }

    pub fn finish(self) -> SearchOutcome {
        self.done.join().unwrap_or_else(|_| Err("the search failed".to_owned()))
    }
}
