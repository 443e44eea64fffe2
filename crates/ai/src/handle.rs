//! Searching on a thread of its own: start, poll progress, stop at any moment, take the move.
//! Nothing here blocks a caller that polls (the client's frame loop). In the browser (wasm32)
//! there are no threads: the search runs at once, inside `start`, which is why the browser runs
//! it in the engine's own Web Worker (crates/engine-web), never on the page's thread.

use crate::levels::Level;
use crate::limits::Limits;
use crate::rng::Rng;
use crate::search::{SearchInfo, SearchResult, Searcher};
use crate::search_game::SearchGame;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

/// A running (or finished) search.
pub struct SearchHandle<M: Send + 'static> {
    stop: Arc<AtomicBool>,
    progress: Arc<Mutex<Option<SearchInfo<M>>>>,
    result: Arc<Mutex<Option<SearchResult<M>>>>,
    thread: Option<JoinHandle<()>>,
}

impl<M: Clone + Send + 'static> SearchHandle<M> {
    /// Starts searching `game` on a new thread. `on_info` also receives every completed depth
    /// (the engine prints them); pass `|_| {}` to only poll.
    pub fn start<G>(
        game: G,
        limits: Limits,
        level: Level,
        rng: Rng,
        mut on_info: impl FnMut(&SearchInfo<M>) + Send + 'static,
    ) -> SearchHandle<M>
    where
        G: SearchGame<Move = M>,
    {
        let stop = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Mutex::new(None));
        let result = Arc::new(Mutex::new(None));
        let (thread_stop, thread_progress, thread_result) = (stop.clone(), progress.clone(), result.clone());
        let search = move || {
            let mut rng = rng;
            let mut report = |info: &SearchInfo<M>| {
                if let Ok(mut slot) = thread_progress.lock() {
                    *slot = Some(info.clone());
                }
                on_info(info);
            };
            let root = game.to_move();
            let outcome =
                Searcher::<G>::new(root, thread_stop).with_info(&mut report).search(&game, &limits, &level, &mut rng);
            if let Ok(mut slot) = thread_result.lock() {
                *slot = Some(outcome);
            }
        };
        #[cfg(not(target_arch = "wasm32"))]
        let thread = std::thread::Builder::new().name("tabula-search".to_owned()).spawn(search).ok();
        #[cfg(target_arch = "wasm32")]
        let thread = {
            search();
            None
        };
        SearchHandle { stop, progress, result, thread }
    }

    /// The latest completed depth, if any.
    pub fn progress(&self) -> Option<SearchInfo<M>> {
        self.progress.lock().ok().and_then(|p| p.clone())
    }

    /// Asks the search to finish now; the result follows promptly.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// The flag `stop` sets, for stopping from a thread that does not own the handle.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.stop.clone()
    }

    pub fn is_finished(&self) -> bool {
        self.result.lock().map(|r| r.is_some()).unwrap_or(true)
    }

    /// The result once finished; `None` while still searching.
    pub fn try_result(&self) -> Option<SearchResult<M>> {
        self.result.lock().ok().and_then(|r| r.clone())
    }

    /// Waits for the search to end and returns its result (`None` if the thread failed).
    pub fn wait(mut self) -> Option<SearchResult<M>> {
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        self.try_result()
    }
}

impl<M: Send + 'static> Drop for SearchHandle<M> {
    /// A dropped handle stops its search rather than leaving a thread running.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
