//! Computer seats: a search from tabula-ai runs in the background (`background_search`: a thread,
//! or the engine's worker in the browser); the frame only polls it, so the app keeps drawing at
//! full rate while the computer thinks.

use super::referee::{MoveReports, Referee, play_computer_move};
use super::requests::describe;
use super::{OfferKind, Session, StatusLine};
use crate::background_search::{BackgroundSearch, SearchOutcome};
use crate::tr;
use bevy::platform::time::Instant;
use bevy::prelude::*;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tabula_ai::{DynInfo, Limits};
use tabula_rules::Seat;
use tabula_table::Answer;

/// A computer move is shown no sooner than this after its turn began, so that moves in a game
/// between computers can be followed.
const MIN_THINK: Duration = Duration::from_millis(350);

/// The search in progress, if any.
#[derive(Resource, Default)]
pub struct Thinking {
    running: Option<RunningSearch>,
    /// The latest score each computer seat gave its position (for answering draw offers).
    pub last_score: Vec<Option<i32>>,
}

struct RunningSearch {
    seat: Seat,
    /// Moves played when the search began: a result for another position is discarded.
    ply: usize,
    started: Instant,
    stop: Arc<dyn Fn() + Send + Sync>,
    progress: Arc<Mutex<Option<DynInfo>>>,
    search: BackgroundSearch,
    /// The installed engine's name, when one plays this seat.
    engine: Option<String>,
}

impl Thinking {
    pub fn is_thinking(&self) -> bool {
        self.running.is_some()
    }

    /// Seconds thought so far and the latest progress line.
    pub fn progress(&self) -> Option<(f32, Option<DynInfo>)> {
        let running = self.running.as_ref()?;
        let info = running.progress.lock().ok().and_then(|guard| guard.clone());
        Some((running.started.elapsed().as_secs_f32(), info))
    }

    pub fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            (running.stop)();
            // The thread ends on its own; nobody waits for it.
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Thinking>();
}

pub(super) fn cancel_search(mut thinking: ResMut<Thinking>) {
    thinking.stop();
}

pub(super) fn start_search(session: Res<Session>, mut thinking: ResMut<Thinking>, mut status: ResMut<StatusLine>) {
    let stale = thinking.running.as_ref().is_some_and(|r| r.ply != session.moves().len() || session.is_over());
    if stale {
        thinking.stop();
    }
    if thinking.running.is_some() || session.review().is_some() {
        return;
    }
    let seat = session.to_move();
    let progress = Arc::new(Mutex::new(None));
    let sink = progress.clone();
    let on_info = move |info: &DynInfo| {
        if let Ok(mut slot) = sink.lock() {
            *slot = Some(info.clone());
        }
    };
    if let Some(engine) = session.engine_to_move() {
        let mut engine = engine.clone();
        if let Some(left) = session.clocks().left(seat) {
            let clock = Limits { clock: Some((left, session.clocks().increment())), ..Limits::default() };
            if let Some(budget) = clock.time_budget() {
                engine.movetime_ms = engine.movetime_ms.min(budget.as_millis() as u32).max(10);
            }
        }
        let name = Some(engine.name.clone());
        let position = crate::engines::EnginePosition::of_table(session.table());
        let search = BackgroundSearch::start_engine(engine, position, on_info);
        let stop = search.stopper();
        let ply = session.moves().len();
        thinking.running =
            Some(RunningSearch { seat, ply, started: Instant::now(), stop, progress, search, engine: name });
        return;
    }
    let Some(level_name) = session.computer_to_move() else { return };
    let mut level = match tabula_ai::level_for(session.variant().name(), level_name) {
        Ok(level) => level,
        Err(error) => {
            status.0 = tr!("msg-computer-full-strength", error = error);
            tabula_ai::Level::full_strength()
        }
    };
    level.threads = Some(client_search_threads(level.search_threads(), machine_cores()) as u32);
    let mut limits = Limits::default();
    if let Some(left) = session.clocks().left(seat) {
        limits.clock = Some((left, session.clocks().increment()));
    }
    let history = Some(crate::engines::EnginePosition::of_table(session.table()));
    let search = BackgroundSearch::start(session.game(), history, limits, level, on_info);
    let stop = search.stopper();
    let ply = session.moves().len();
    thinking.running = Some(RunningSearch { seat, ply, started: Instant::now(), stop, progress, search, engine: None });
}

/// The cores this process may use, asked once: on Linux the answer reads cgroup files.
fn machine_cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Threads a level may search on in the client: one core is left to drawing and input. With
/// Master's two threads on a two-core machine, frames took up to 37 ms of main-thread work
/// (p99 31 ms) against 28 ms (p99 24 ms) with one (docs/performance.md, the desktop client).
fn client_search_threads(level_threads: usize, cores: usize) -> usize {
    level_threads.min(cores.saturating_sub(1)).max(1)
}

/// The search's move goes to the referee, as a player's does.
pub(super) fn finish_search(
    mut referee: ResMut<Referee>,
    mut session: ResMut<Session>,
    mut thinking: ResMut<Thinking>,
    mut reports: MoveReports,
) {
    let ready = thinking.running.as_ref().is_some_and(|r| r.search.is_finished() && r.started.elapsed() >= MIN_THINK);
    if !ready {
        return;
    }
    let Some(running) = thinking.running.take() else { return };
    let result: SearchOutcome = running.search.finish();
    if running.ply != session.moves().len() {
        return;
    }
    let played = match result {
        Ok((Some(text), info)) => {
            let seat = running.seat.0 as usize;
            if thinking.last_score.len() <= seat {
                thinking.last_score.resize(seat + 1, None);
            }
            thinking.last_score[seat] = Some(info.score);
            play_computer_move(&mut referee, &mut session, &text, &mut reports)
                .map_err(|error| tr!("msg-computer-move-refused", notation = text, error = error))
        }
        Ok((None, _)) => Err(tr!("msg-computer-found-no-move")),
        Err(message) => Err(message),
    };
    let Err(why) = played else { return };
    match running.engine {
        // An installed engine that failed leaves the game as it is, its seat to a human.
        Some(name) => {
            session.table_mut().hand_seat_to_human(running.seat);
            reports.status.0 = tr!("msg-engine-failed", engine = name, why = super::capitalise(&why));
        }
        None => reports.status.0 = tr!("msg-computer-failed-why", why = why),
    }
}

/// Computer seats answer open offers at once: a draw when their last search judged their own
/// position worse than level, an abort or a rematch always, a takeback never (against the
/// computer the human takes back directly).
pub(super) fn answer_offers(mut session: ResMut<Session>, thinking: Res<Thinking>, mut status: ResMut<StatusLine>) {
    let Some(offer) = session.offer() else { return };
    let kind = offer.kind;
    let computers: Vec<Seat> =
        offer.waiting_for().into_iter().filter(|&seat| session.player(seat).is_program()).collect();
    for seat in computers {
        let yes = match kind {
            OfferKind::Draw => thinking.last_score.get(seat.0 as usize).copied().flatten().is_some_and(|s| s <= -30),
            OfferKind::Abort | OfferKind::Rematch => true,
            OfferKind::Takeback => false,
        };
        let still_open = session.offer().and_then(|o| o.answer_of(seat)) == Some(Answer::Waiting);
        if !still_open {
            break;
        }
        if let Ok(resolution) = session.table_mut().answer_offer(seat, yes) {
            status.0 = match (kind, yes) {
                (OfferKind::Draw, true) if session.is_over() => tr!("msg-computer-accepts-draw"),
                (OfferKind::Draw, false) => tr!("msg-computer-declines-draw"),
                _ => describe(&resolution),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::client_search_threads;

    #[test]
    fn a_core_is_left_to_the_interface() {
        assert_eq!(client_search_threads(2, 2), 1);
        assert_eq!(client_search_threads(2, 8), 2);
        assert_eq!(client_search_threads(4, 3), 2);
        assert_eq!(client_search_threads(1, 1), 1);
        assert_eq!(client_search_threads(3, 0), 1);
    }
}
