//! Searching a game chosen at run time (the engine binary's `Box<dyn DynGame>`): the concrete
//! game is recovered by its variant and moves come back as protocol strings.

use crate::games::trichess_brs::BestReply;
use crate::handle::SearchHandle;
use crate::levels::{Level, Opponents};
use crate::limits::Limits;
use crate::rng::Rng;
use crate::search::SearchInfo;
use crate::search_game::SearchGame;
use tabula_rules::{DynGame, GameRef};

/// Search progress with the line in protocol strings.
pub type DynInfo = SearchInfo<String>;

/// A running search over some game, speaking strings.
pub struct DynSearch {
    stop: std::sync::Arc<dyn Fn() + Send + Sync>,
    wait: Box<dyn FnOnce() -> Option<(Option<String>, DynInfo)> + Send>,
}

impl DynSearch {
    pub fn stop(&self) {
        (self.stop)();
    }

    /// A handle that stops this search from elsewhere (another thread) while it is awaited.
    pub fn stopper(&self) -> std::sync::Arc<dyn Fn() + Send + Sync> {
        self.stop.clone()
    }

    /// Waits for the end: the best move (`None` with no legal move) and the last info.
    pub fn wait(self) -> Option<(Option<String>, DynInfo)> {
        (self.wait)()
    }
}

fn start<G: SearchGame>(
    game: &G,
    limits: Limits,
    level: Level,
    rng: Rng,
    on_info: impl FnMut(&DynInfo) + Send + 'static,
) -> DynSearch
where
    G::Move: Send,
{
    let writer = game.clone();
    let mut on_info = on_info;
    let handle = SearchHandle::start(game.clone(), limits, level, rng, move |info: &SearchInfo<G::Move>| {
        on_info(&to_strings(&writer, info));
    });
    // The stopper keeps the flag itself: `wait` moves the handle away, stopping must still work.
    let flag = handle.stop_flag();
    let reader = game.clone();
    DynSearch {
        stop: std::sync::Arc::new(move || flag.store(true, std::sync::atomic::Ordering::Relaxed)),
        wait: Box::new(move || {
            let result = handle.wait()?;
            let best = result.best.map(|mv| reader.move_string(mv));
            Some((best, to_strings(&reader, &result.info)))
        }),
    }
}

/// The principal variation written move by move, each in the position it is played in.
fn to_strings<G: SearchGame>(game: &G, info: &SearchInfo<G::Move>) -> DynInfo {
    let mut walker = game.clone();
    let mut pv = Vec::new();
    for &mv in &info.pv {
        pv.push(walker.move_string(mv));
        walker.play(mv);
    }
    SearchInfo {
        depth: info.depth,
        score: info.score,
        mate_in: info.mate_in,
        nodes: info.nodes,
        elapsed: info.elapsed,
        pv,
        line: info.line,
    }
}

/// Starts a search on whatever game `game` is. Each game's search hooks are chosen here (Trichess
/// picks its opponents' model from the level).
pub fn start_dyn_search(
    game: &dyn DynGame,
    limits: Limits,
    level: Level,
    rng: Rng,
    on_info: impl FnMut(&DynInfo) + Send + 'static,
) -> DynSearch {
    match game.concrete() {
        GameRef::Chess(g) => start(g, limits, level, rng, on_info),
        GameRef::Marseillais(g) => start(g, limits, level, rng, on_info),
        GameRef::Brandubh(g) => start(g, limits, level, rng, on_info),
        GameRef::Trichess(g) => match level.opponents {
            Opponents::Paranoid => start(g, limits, level, rng, on_info),
            Opponents::BestReply => start(&BestReply::new(g.clone()), limits, level, rng, on_info),
        },
        GameRef::Trigame(g) => start(g, limits, level, rng, on_info),
    }
}

/// The move a named level picks, searched to at most `depth_cap` plies on one thread with no
/// time limit: the same on every machine for the same `seed` (lesson checks, reproducible
/// tests). `Err` names an unknown level or a position without moves.
pub fn reproducible_move(game: &dyn DynGame, level_name: &str, depth_cap: u32, seed: u64) -> Result<String, String> {
    let mut level = crate::levels::level_for(game.variant().name(), level_name).map_err(|e| e.to_string())?;
    level.threads = Some(1);
    let limits = Limits::depth(level.max_depth.min(depth_cap));
    match start_dyn_search(game, limits, level, Rng::new(seed), |_| {}).wait() {
        Some((Some(best), _)) => Ok(best),
        _ => Err("the search found no move".to_owned()),
    }
}

/// The game's static evaluation of `game` for `seat`'s team (no search), in its score units.
pub fn static_evaluation(game: &dyn DynGame, seat: tabula_rules::Seat) -> i32 {
    match game.concrete() {
        GameRef::Chess(g) => g.evaluate(seat),
        GameRef::Marseillais(g) => g.evaluate(seat),
        GameRef::Brandubh(g) => g.evaluate(seat),
        GameRef::Trichess(g) => g.evaluate(seat),
        GameRef::Trigame(g) => g.evaluate(seat),
    }
}
