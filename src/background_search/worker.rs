//! The browser's background search: a Web Worker running the engine (`web/engine-worker.js`
//! with crates/engine-web), spoken to in the engine protocol. Each search has a worker of its
//! own, ended when the search is over or stopped: a worker busy searching cannot hear `stop`,
//! so stopping ends it and keeps the best move reported so far.

use super::SearchOutcome;
use crate::engines::EnginePosition;
use crate::engines::info_line::parse_info;
use send_wrapper::SendWrapper;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tabula_ai::{DynInfo, Level, Limits, SearchInfo};
use tabula_rules::DynGame;
use tabula_table::EngineSeat;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// The worker's script, next to the page.
const WORKER_SCRIPT: &str = "engine-worker.js";
/// What an analysis asked to run until stopped searches in the browser: a worker cannot be
/// told to stop, so it is given an end (and the analysis restarts at the next position).
const BROWSER_ANALYSIS_TIME: Duration = Duration::from_secs(4);

#[derive(Default)]
struct Heard {
    last: Option<DynInfo>,
    outcome: Option<SearchOutcome>,
}

/// The worker (none when the browser would not start one) and its message handler, kept as
/// long as the search. The page's own thread is the only one, so the wrapper is never crossed.
struct Channel {
    worker: Option<web_sys::Worker>,
    _handler: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Channel {
    fn end(&self) {
        if let Some(worker) = &self.worker {
            worker.terminate();
        }
    }
}

pub struct Running {
    heard: Arc<Mutex<Heard>>,
    channel: Arc<SendWrapper<Channel>>,
}

impl Running {
    pub fn start(
        game: &dyn DynGame,
        history: Option<EnginePosition>,
        limits: Limits,
        level: Level,
        mut on_info: impl FnMut(&DynInfo) + Send + 'static,
    ) -> Running {
        let heard = Arc::new(Mutex::new(Heard::default()));
        let sink = heard.clone();
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let Some(text) = event.data().as_string() else { return };
            for line in text.lines() {
                if let Some(info) = parse_info(line) {
                    on_info(&info);
                    if let Ok(mut heard) = sink.lock() {
                        heard.last = Some(info);
                    }
                } else if let Some(best) = line.strip_prefix("bestmove ")
                    && let Ok(mut heard) = sink.lock()
                {
                    let best = (best.trim() != "(none)").then(|| best.trim().to_owned());
                    let info = heard.last.clone().unwrap_or_else(SearchInfo::before_search);
                    heard.outcome = Some(Ok((best, info)));
                }
            }
        });
        let worker = web_sys::Worker::new(WORKER_SCRIPT).ok();
        match &worker {
            Some(worker) => {
                worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
                for command in commands(game, history.as_ref(), &limits, &level) {
                    let _ = worker.post_message(&command.into());
                }
            }
            // No worker, no search: the outcome is a failure the caller reports.
            None => {
                if let Ok(mut heard) = heard.lock() {
                    heard.outcome = Some(Err("the browser would not start the engine's worker".to_owned()));
                }
            }
        }
        Running { heard, channel: Arc::new(SendWrapper::new(Channel { worker, _handler: on_message })) }
    }

    pub fn stopper(&self) -> Arc<dyn Fn() + Send + Sync> {
        let heard = self.heard.clone();
        let channel = self.channel.clone();
        Arc::new(move || {
            channel.end();
            if let Ok(mut heard) = heard.lock()
                && heard.outcome.is_none()
            {
                let last = heard.last.clone().unwrap_or_else(SearchInfo::before_search);
                let best = last.pv.first().cloned();
                heard.outcome = Some(Ok((best, last)));
            }
        })
    }

    pub fn is_finished(&self) -> bool {
        self.heard.lock().map(|h| h.outcome.is_some()).unwrap_or(true)
    }

    pub fn finish(self) -> SearchOutcome {
        self.channel.end();
        self.heard.lock().ok().and_then(|mut heard| heard.outcome.take()).unwrap_or_else(|| Err("no answer".to_owned()))
    }

    /// Installed engines are programs, which a page cannot run.
    pub fn start_engine(_: EngineSeat, _: EnginePosition, _: impl FnMut(&DynInfo) + Send + 'static) -> Running {
        let heard = Heard { last: None, outcome: Some(Err("installed engines play on the desktop only".to_owned())) };
        let handler = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(|_: web_sys::MessageEvent| {});
        Running {
            heard: Arc::new(Mutex::new(heard)),
            channel: Arc::new(SendWrapper::new(Channel { worker: None, _handler: handler })),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.channel.end();
    }
}

/// The engine protocol's commands for one search of `game`.
fn commands(game: &dyn DynGame, history: Option<&EnginePosition>, limits: &Limits, level: &Level) -> Vec<String> {
    let go = if let Some(depth) = limits.depth {
        format!("go depth {depth}")
    } else if let Some(nodes) = limits.nodes {
        format!("go nodes {nodes}")
    } else if limits.infinite {
        format!("go movetime {}", BROWSER_ANALYSIS_TIME.as_millis())
    } else if let Some(budget) = limits.time_budget() {
        format!("go movetime {}", budget.as_millis().max(1))
    } else {
        "go".to_owned()
    };
    vec![
        format!("setoption name UCI_Variant value {}", game.variant().name()),
        format!("setoption name Level value {}", level.name),
        format!("setoption name MultiPV value {}", limits.lines.max(1)),
        history.map_or_else(|| format!("position fen {}", game.position_string()), EnginePosition::command),
        go,
    ]
}
