//! The search: iterative deepening, principal-variation alpha-beta with a transposition table,
//! quiescence on noisy moves, null-move pruning, late-move reductions, check extensions, and
//! move ordering by hash move, captures (MVV-LVA), killers and history. A level may search on
//! more than one thread: helpers share the table and take the root moves in another order
//! (lazy SMP), and the deepest completed iteration of any thread gives the move.
//!
//! Scores are seen from the side to move at each node; a child's score changes sign only when
//! the mover's team changes, so Marseillais' two half-moves, Trigame's passes and Trichess'
//! three seats (paranoid: the root against the other two) all use the same code.

use crate::levels::Level;
use crate::limits::Limits;
use crate::refinements::{Refinements, late_move_count, log_reduction, refinements};
use crate::rng::Rng;
use crate::search_game::{SearchGame, keep_quiescence_moves, same_team};
use crate::tt::{Bound, Entry, Table};
use std::sync::atomic::AtomicU64;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tabula_rules::{Outcome, Seat};
use web_time::Instant;

pub const MATE: i32 = 30_000;
const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
const MAX_PLY: usize = 96;
/// What the danger `SearchGame::root_move_unsafe` reports is taken to cost: the chosen move
/// gives way to the best safe one unless that scores worse by more than this. The danger is a
/// mate the opponents may not find, a lost piece is certain.
const UNSAFE_MARGIN: i32 = 300;
/// The share of a guarded level's time its first search may use; the rest is for a second
/// look among the safe moves.
const GUARDED_SHARE_PERCENT: u32 = 80;
/// The deepest remaining depth at which reverse futility pruning applies.
const FUTILITY_DEPTH: i32 = 6;
/// The first aspiration window's half-width around the last iteration's score; it doubles at
/// each failure.
const ASPIRATION_WINDOW: i32 = 30;
/// The first depth searched in an aspiration window.
const ASPIRATION_DEPTH: u32 = 5;
/// The deepest remaining depth at which late-move pruning applies.
const LATE_MOVE_DEPTH: i32 = 4;
/// The deepest remaining depth at which quiet moves that lose the exchange are pruned, and
/// the loss allowed per ply.
const EXCHANGE_PRUNING_DEPTH: i32 = 6;
const EXCHANGE_MARGIN_PER_PLY: i32 = 60;

/// Progress after each completed depth.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchInfo<M> {
    pub depth: u32,
    /// From the side to move at the root, in centipawn-like units; `mate_in` is set for mates.
    pub score: i32,
    pub mate_in: Option<i32>,
    pub nodes: u64,
    pub elapsed: Duration,
    pub pv: Vec<M>,
    /// Which of the best lines this is (MultiPV): 1 for the best, 2 for the next...
    pub line: u32,
}

impl<M> SearchInfo<M> {
    /// The report before any depth is complete.
    pub fn before_search() -> SearchInfo<M> {
        SearchInfo { depth: 0, score: 0, mate_in: None, nodes: 0, elapsed: Duration::ZERO, pv: Vec::new(), line: 1 }
    }

    pub fn nps(&self) -> u64 {
        let micros = self.elapsed.as_micros().max(1) as u64;
        self.nodes.saturating_mul(1_000_000) / micros
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct SearchResult<M> {
    /// `None` only when the root has no legal move.
    pub best: Option<M>,
    pub info: SearchInfo<M>,
}

/// Converts a score to "mate in n moves" when it is a mate score.
fn mate_in(score: i32) -> Option<i32> {
    if score > MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score < -MATE_BOUND {
        Some(-(MATE + score + 1) / 2)
    } else {
        None
    }
}

/// Called with each completed depth.
pub type InfoCallback<'a, M> = &'a mut dyn FnMut(&SearchInfo<M>);

pub struct Searcher<'a, G: SearchGame> {
    root: Seat,
    table: Arc<Table>,
    killers: Vec<[Option<G::Move>; 2]>,
    history: Vec<i32>,
    /// Each ply's static evaluation for the side to move, where one was taken (not in check).
    evals: Vec<Option<i32>>,
    /// The refinements in force where the game takes them (none otherwise).
    refined: Refinements,
    buffers: Vec<Vec<G::Move>>,
    /// Each ply's ordering keys, in step with its moves.
    keys: Vec<Vec<i32>>,
    pv: Vec<Vec<G::Move>>,
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Arc<AtomicBool>,
    /// Set by a helper thread that completed the deepest iteration asked for: the main
    /// thread's own is then no longer needed.
    helper_finished: Arc<AtomicBool>,
    stopped: bool,
    /// Checks extend the search only above this ply (twice the iteration's depth): where both
    /// sides can check at every move (Trichess' queens) extensions would otherwise never end.
    extension_limit: usize,
    started: Instant,
    on_info: Option<InfoCallback<'a, G::Move>>,
}

impl<'a, G: SearchGame> Searcher<'a, G> {
    pub fn new(root: Seat, stop: Arc<AtomicBool>) -> Searcher<'a, G> {
        Searcher::sharing(root, stop, Arc::new(Table::new(20)))
    }

    /// A searcher on `table`, which other threads may be searching too.
    fn sharing(root: Seat, stop: Arc<AtomicBool>, table: Arc<Table>) -> Searcher<'a, G> {
        Searcher {
            root,
            table,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: vec![0; G::MOVE_INDEX_SPACE],
            evals: vec![None; MAX_PLY + 1],
            refined: if G::REFINED_PRUNING { refinements() } else { Refinements::NONE },
            buffers: vec![Vec::new(); MAX_PLY + 1],
            keys: vec![Vec::new(); MAX_PLY + 1],
            pv: vec![Vec::new(); MAX_PLY + 1],
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            stop,
            helper_finished: Arc::new(AtomicBool::new(false)),
            stopped: false,
            extension_limit: 0,
            started: Instant::now(),
            on_info: None,
        }
    }

    pub fn with_info(mut self, on_info: &'a mut dyn FnMut(&SearchInfo<G::Move>)) -> Self {
        self.on_info = Some(on_info);
        self
    }

    /// Searches `game` under `limits` and `level`; `rng` drives the level's mistakes.
    pub fn search(&mut self, game: &G, limits: &Limits, level: &Level, rng: &mut Rng) -> SearchResult<G::Move> {
        self.started = Instant::now();
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        let level_time = Duration::from_millis(level.movetime_ms);
        let budget = match limits.time_budget() {
            Some(time) => Some(time.min(level_time)),
            None if limits.infinite || limits.depth.is_some() || limits.nodes.is_some() => None,
            None => Some(level_time),
        };
        // A guarded level (by default one that searches a whole round, three plies) also
        // checks its move against the round as the opponents really play it.
        let guarded = G::GUARDS_ROOT && level.guards();
        let first_budget = if guarded { budget.map(|b| b * GUARDED_SHARE_PERCENT / 100) } else { budget };
        self.deadline = first_budget.and_then(|b| self.started.checked_add(b));
        let max_depth = limits.depth.unwrap_or(u32::MAX).min(level.max_depth).clamp(1, MAX_PLY as u32 - 8);

        let mut game = game.clone();
        let mut root_moves = Vec::new();
        game.legal_moves(&mut root_moves);
        if !limits.search_moves.is_empty() {
            let chosen: Vec<G::Move> =
                root_moves.iter().copied().filter(|&mv| limits.search_moves.contains(&game.move_string(mv))).collect();
            if !chosen.is_empty() {
                root_moves = chosen;
            }
        }
        let info = SearchInfo::before_search();
        if root_moves.is_empty() {
            return SearchResult { best: None, info };
        }
        let threads = level.search_threads();
        let helpers_found: Mutex<Option<Completed<G::Move>>> = Mutex::new(None);
        let helper_nodes = AtomicU64::new(0);
        let helper_stop = Arc::new(AtomicBool::new(false));
        let Deepened { mut best, root_scores, mut info, mut completed } = std::thread::scope(|scope| {
            for _ in 1..threads {
                let (game, moves, table) = (game.clone(), root_moves.clone(), self.table.clone());
                let (root, stop, found, nodes) = (self.root, helper_stop.clone(), &helpers_found, &helper_nodes);
                let finished = self.helper_finished.clone();
                scope.spawn(move || {
                    let mut helper = Searcher::<G>::sharing(root, stop, table);
                    if helper.help(game, moves, max_depth, found) {
                        finished.store(true, Ordering::Relaxed);
                    }
                    nodes.fetch_add(helper.nodes, Ordering::Relaxed);
                });
            }
            let outcome = self.deepen(&mut game, &mut root_moves, max_depth, level, budget, limits.lines.max(1));
            helper_stop.store(true, Ordering::Relaxed);
            outcome
        });
        self.helper_finished.store(false, Ordering::Relaxed);
        // A helper that completed a deeper iteration than the main thread gives the move.
        if let Some(found) = helpers_found.into_inner().ok().flatten()
            && found.depth > completed
        {
            completed = found.depth;
            best = found.best;
            info.depth = found.depth;
            info.score = found.score;
            info.mate_in = mate_in(found.score);
            info.pv = found.pv;
            if let Some(callback) = self.on_info.as_mut() {
                callback(&info);
            }
        }
        self.nodes += helper_nodes.load(Ordering::Relaxed);
        info.nodes = self.nodes;
        info.elapsed = self.started.elapsed();
        if level.makes_mistakes() && !root_scores.is_empty() {
            best = choose_with_mistakes(&root_scores, level, rng);
        }
        if guarded && game.root_move_unsafe(best) {
            let chosen_score = root_scores.iter().find(|(mv, _)| *mv == best).map_or(info.score, |&(_, score)| score);
            self.deadline = budget.and_then(|b| self.started.checked_add(b));
            let safer = self.best_safe_move(&mut game, &root_moves, best, completed);
            info.nodes = self.nodes;
            info.elapsed = self.started.elapsed();
            if let Some((safer, score, line)) = safer
                && score >= chosen_score - UNSAFE_MARGIN
            {
                best = safer;
                info.score = score;
                info.mate_in = mate_in(score);
                info.pv = line;
                if let Some(callback) = self.on_info.as_mut() {
                    callback(&info);
                }
            }
        }
        SearchResult { best: Some(best), info }
    }

    /// Iterative deepening on the main thread.
    fn deepen(
        &mut self,
        game: &mut G,
        root_moves: &mut [G::Move],
        max_depth: u32,
        level: &Level,
        budget: Option<Duration>,
        lines: usize,
    ) -> Deepened<G::Move> {
        let mut info = SearchInfo::before_search();
        let mut best = root_moves[0];
        let mut root_scores: Vec<(G::Move, i32)> = Vec::new();
        let mut completed = 0;
        for depth in 1..=max_depth {
            if G::EVEN_DEPTHS && depth > 2 && depth % 2 == 1 && depth != max_depth {
                continue;
            }
            let exact_root = level.makes_mistakes();
            self.extension_limit = 2 * depth as usize;
            let previous_best = root_moves[0];
            let aspirate =
                !exact_root && depth >= ASPIRATION_DEPTH && self.refined.aspiration && info.mate_in.is_none();
            let (score, scores) = if aspirate {
                self.aspirated_root_search(game, root_moves, depth as i32, info.score)
            } else {
                self.root_search(game, root_moves, depth as i32, exact_root)
            };
            let finished = !(self.stopped && depth > 1);
            // An unfinished iteration still counts when it searched the previous best move in
            // full (it comes first) and another move scored above it: that move is better at
            // this depth. A level that chooses among all scores waits for all.
            let improved =
                !exact_root && scores.len() > 1 && scores[0].0 == previous_best && root_moves[0] != previous_best;
            if !finished && !improved {
                break;
            }
            if finished {
                completed = depth;
            }
            best = root_moves[0];
            root_scores = scores;
            info = self.report(depth, score, 1);
            if !finished {
                break;
            }
            // MultiPV: the next best lines, each the best of the root moves not yet reported
            // (searched in full, after the best).
            for line in 1..lines.min(root_moves.len()) {
                let (score, _) = self.root_search(game, &mut root_moves[line..], depth as i32, false);
                if self.stopped {
                    break;
                }
                self.report(depth, score, line as u32 + 1);
            }
            if self.stopped || info.mate_in.is_some_and(|m| m > 0 && (m * 2) as u32 <= depth) {
                break;
            }
            // Another iteration costs several times this one: do not start what cannot finish.
            // Two plies deeper, it rarely finishes, but its first moves can change the choice
            // (an unfinished iteration counts, above), so it runs until the deadline.
            if let (Some(deadline), Some(budget)) = (self.deadline, budget)
                && !G::EVEN_DEPTHS
                && Instant::now() + budget / 2 > deadline
            {
                break;
            }
        }
        Deepened { best, root_scores, info, completed }
    }

    /// The root searched in a window around `guess` (the last iteration's score), widened
    /// on the side that failed until the score falls inside it.
    fn aspirated_root_search(
        &mut self,
        game: &mut G,
        root_moves: &mut [G::Move],
        depth: i32,
        guess: i32,
    ) -> (i32, Vec<(G::Move, i32)>) {
        let mut delta = ASPIRATION_WINDOW;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            let (score, scores) = self.root_search_within(game, root_moves, depth, false, (alpha, beta));
            if self.stopped || (score > alpha && score < beta) || (alpha <= -INFINITY && beta >= INFINITY) {
                return (score, scores);
            }
            delta *= 2;
            if delta > 8 * ASPIRATION_WINDOW {
                (alpha, beta) = (-INFINITY, INFINITY);
            } else if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else {
                beta = (score + delta).min(INFINITY);
            }
        }
    }

    /// A helper thread's iterative deepening: the main thread's first move first, the others
    /// from the far end of its order, so that the two meet in the middle through the table.
    /// Each completed depth deeper than any before is published in `found`; `true` when the
    /// last depth asked for was completed (or a mate found within the depth searched).
    fn help(
        &mut self,
        mut game: G,
        mut moves: Vec<G::Move>,
        max_depth: u32,
        found: &Mutex<Option<Completed<G::Move>>>,
    ) -> bool {
        for depth in 1..=max_depth {
            if G::EVEN_DEPTHS && depth > 2 && depth % 2 == 1 && depth != max_depth {
                continue;
            }
            self.extension_limit = 2 * depth as usize;
            moves[1..].reverse();
            let (score, _) = self.root_search(&mut game, &mut moves, depth as i32, false);
            if self.stopped {
                return false;
            }
            if let Ok(mut slot) = found.lock()
                && slot.as_ref().is_none_or(|old| old.depth < depth)
            {
                *slot = Some(Completed { depth, best: moves[0], score, pv: self.pv[0].clone() });
            }
            if mate_in(score).is_some_and(|m| m > 0 && (m * 2) as u32 <= depth) {
                return true;
            }
        }
        true
    }

    /// The progress report after an iteration to `depth` that scored `score` (for MultiPV, the
    /// `line`-th best), passed on.
    fn report(&mut self, depth: u32, score: i32, line: u32) -> SearchInfo<G::Move> {
        let info = SearchInfo {
            depth,
            score,
            mate_in: mate_in(score),
            nodes: self.nodes,
            elapsed: self.started.elapsed(),
            pv: self.pv[0].clone(),
            line,
        };
        if let Some(callback) = self.on_info.as_mut() {
            callback(&info);
        }
        info
    }

    /// The best of the root moves other than `unsafe_move` that `root_move_unsafe` passes,
    /// searched again to `depth` (the table still holds the first search, so this is quick):
    /// move, score and line.
    fn best_safe_move(
        &mut self,
        game: &mut G,
        root_moves: &[G::Move],
        unsafe_move: G::Move,
        depth: u32,
    ) -> Option<(G::Move, i32, Vec<G::Move>)> {
        let mut safe: Vec<G::Move> =
            root_moves.iter().copied().filter(|&mv| mv != unsafe_move && !game.root_move_unsafe(mv)).collect();
        if safe.is_empty() || self.stop.load(Ordering::Relaxed) {
            return None;
        }
        self.stopped = false;
        let mut found = None;
        for depth in 1..=depth.max(1) {
            let (score, _) = self.root_search(game, &mut safe, depth as i32, false);
            if self.stopped && depth > 1 {
                break;
            }
            found = Some((safe[0], score, self.pv[0].clone()));
        }
        found
    }

    /// Counts a node and clears its line; `false` once the search must stop (limits are
    /// checked every 1024 nodes, cheap enough and within a millisecond).
    fn enter_node(&mut self, ply: usize) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 {
            self.check_limits();
        }
        self.pv[ply].clear();
        !self.stopped
    }

    fn check_limits(&mut self) {
        if self.nodes >= self.node_limit
            || self.stop.load(Ordering::Relaxed)
            || self.helper_finished.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.stopped = true;
        }
    }

    /// Searches every root move; reorders `moves` best first. With `exact`, every move gets a
    /// full-window score (levels that choose among them need true scores).
    fn root_search(
        &mut self,
        game: &mut G,
        moves: &mut [G::Move],
        depth: i32,
        exact: bool,
    ) -> (i32, Vec<(G::Move, i32)>) {
        self.root_search_within(game, moves, depth, exact, (-INFINITY, INFINITY))
    }

    /// `root_search` in the window `(alpha, beta)`: a score at or below alpha is only an upper
    /// bound, and the search stops at the first move scoring at or above beta.
    fn root_search_within(
        &mut self,
        game: &mut G,
        moves: &mut [G::Move],
        depth: i32,
        exact: bool,
        (mut alpha, beta): (i32, i32),
    ) -> (i32, Vec<(G::Move, i32)>) {
        let mover = game.to_move();
        let mut scored: Vec<(G::Move, i32)> = Vec::with_capacity(moves.len());
        for (index, &mv) in moves.iter().enumerate() {
            game.play(mv);
            let same = same_team(self.root, game.to_move()) == same_team(self.root, mover);
            let score = if exact {
                self.child(game, depth - 1, -INFINITY, INFINITY, 1, same)
            } else if index == 0 {
                self.child(game, depth - 1, alpha, beta, 1, same)
            } else {
                let probe = self.child(game, depth - 1, alpha, alpha + 1, 1, same);
                if probe > alpha && !self.stopped { self.child(game, depth - 1, alpha, beta, 1, same) } else { probe }
            };
            game.undo();
            if self.stopped && depth > 1 {
                break;
            }
            scored.push((mv, score));
            if score > alpha || index == 0 {
                alpha = alpha.max(score);
                let mut line = vec![mv];
                line.extend_from_slice(&self.pv[1]);
                self.pv[0] = line;
            }
            if alpha >= beta {
                break;
            }
        }
        // Best first for the next iteration; unsearched moves keep their order after.
        let mut ordered: Vec<(G::Move, i32)> = scored.clone();
        ordered.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let searched: Vec<G::Move> = ordered.iter().map(|(m, _)| *m).collect();
        let rest: Vec<G::Move> = moves.iter().copied().filter(|m| !searched.contains(m)).collect();
        for (slot, mv) in moves.iter_mut().zip(searched.into_iter().chain(rest)) {
            *slot = mv;
        }
        (alpha, scored)
    }

    /// The score of a child node seen from its parent's mover.
    fn child(&mut self, game: &mut G, depth: i32, alpha: i32, beta: i32, ply: usize, same_team_moves: bool) -> i32 {
        if same_team_moves {
            self.negamax(game, depth, alpha, beta, ply)
        } else {
            -self.negamax(game, depth, -beta, -alpha, ply)
        }
    }

    /// The sign that turns a root-team score into the side to move's.
    fn sign(&self, game: &G) -> i32 {
        if same_team(self.root, game.to_move()) { 1 } else { -1 }
    }

    /// A finished game's score for the side to move at `ply`.
    fn outcome_score(&self, game: &G, outcome: &Outcome, ply: usize) -> i32 {
        let for_root = match outcome {
            Outcome::Win { winner, .. } if same_team(self.root, *winner) => MATE - ply as i32,
            Outcome::Win { .. } => -(MATE - ply as i32),
            Outcome::Draw { .. } => -G::CONTEMPT,
            Outcome::Scores { points, .. } => {
                let mine = points.get(self.root.0 as usize).map_or(0.0, |p| p.as_f64());
                // 2/3 is the draw share: above it the root gained, below it lost. A gain
                // sooner and a loss later are better (as for mates), so the ply counts.
                let share = G::points_score(mine);
                share - share.signum() * ply as i32
            }
        };
        self.sign(game) * for_root
    }

    fn negamax(&mut self, game: &mut G, depth: i32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        if !self.enter_node(ply) {
            return 0;
        }
        if ply >= MAX_PLY {
            return self.sign(game) * game.evaluate(self.root);
        }

        let mut moves = std::mem::take(&mut self.buffers[ply]);
        // At the horizon, quiescence's moves (where a game can give the noisy ones alone).
        let all_moves = if depth <= 0 {
            game.quiescence_moves(&mut moves)
        } else {
            game.legal_moves(&mut moves);
            true
        };
        if let Some(outcome) = game.search_outcome(all_moves && moves.is_empty()) {
            self.buffers[ply] = moves;
            return self.outcome_score(game, &outcome, ply);
        }
        if depth <= 0 {
            return self.quiescence_with(game, alpha, beta, ply, moves);
        }

        let key = game.hash();
        let original_alpha = alpha;
        let mut hash_move = None;
        if let Some(entry) = self.table.probe(key) {
            hash_move = entry.best;
            if entry.depth as i32 >= depth && beta - alpha == 1 {
                let score = from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => score >= beta,
                    Bound::Upper => score <= alpha,
                };
                if usable {
                    self.buffers[ply] = moves;
                    return score;
                }
            }
        }

        let in_check = game.in_check();
        let pv_node = beta - alpha > 1;
        let quiet_node = !in_check && !pv_node && beta.abs() < MATE_BOUND;
        let refined = self.refined;
        // Evaluated only where a pruning below reads it (evaluations can be costly: Trichess').
        let futility_node = G::FUTILITY_MARGIN > 0 && depth <= FUTILITY_DEPTH;
        let static_eval =
            if (quiet_node && (futility_node || depth >= G::NULL_MOVE_DEPTH)) || (refined.improving && !in_check) {
                self.sign(game) * game.evaluate(self.root)
            } else {
                0
            };
        self.evals[ply] = (!in_check).then_some(static_eval);
        let improving = refined.improving && self.improving(ply);
        // Reverse futility: far enough above beta near the horizon, a real move will hold it.
        if quiet_node
            && futility_node
            && static_eval - G::FUTILITY_MARGIN * (depth - i32::from(improving)) >= beta
            && game.static_pruning_allowed()
        {
            self.buffers[ply] = moves;
            return static_eval;
        }
        // Null move: if passing still holds beta, a real move will too (not in check, not at
        // a null-window-less PV node, and only where the game allows passing).
        if quiet_node && depth >= G::NULL_MOVE_DEPTH && static_eval >= beta && game.play_null() {
            let reduction = 2 + depth / 6;
            let score = -self.negamax(game, depth - 1 - reduction, -beta, -beta + 1, ply + 1);
            game.undo();
            if self.stopped {
                self.buffers[ply] = moves;
                return 0;
            }
            if score >= beta {
                self.buffers[ply] = moves;
                return beta;
            }
        }

        let mut keys = std::mem::take(&mut self.keys[ply]);
        self.order_keys(game, &moves, hash_move, ply, &mut keys);
        let mover = game.to_move();
        let mut best_score = -INFINITY;
        let mut best_move = None;
        let mut quiets_seen = 0;
        // Moves are pruned, and reduced by the formula, only where static judgement is a guide:
        // not with a lone king to mate or in zugzwang-prone endings (the tutorials' mates
        // and pawn endings missed their goals otherwise).
        let judged = G::REFINED_PRUNING && game.static_pruning_allowed();
        let moves_prunable = judged && (refined.late_move_pruning || refined.exchange_pruning) && !pv_node && !in_check;
        for index in 0..moves.len() {
            let mv = next_best(&mut moves, &mut keys, index);
            let noisy = game.noisy_score(mv).is_some();
            let killer = self.killers[ply].contains(&Some(mv));
            if !noisy {
                quiets_seen += 1;
            }
            // Late quiet moves near the horizon, and quiet moves that lose the exchange on
            // their square, are not searched once a move has been (never when in check).
            // A move that gives check is searched all the same (tactics often start with one).
            let prunable = moves_prunable && !noisy && index > 0 && best_score > -MATE_BOUND;
            let prune = prunable
                && ((refined.late_move_pruning
                    && depth <= LATE_MOVE_DEPTH
                    && quiets_seen > late_move_count(depth, improving))
                    || (refined.exchange_pruning
                        && depth <= EXCHANGE_PRUNING_DEPTH
                        && !killer
                        && game.quiet_move_loses(mv, EXCHANGE_MARGIN_PER_PLY * depth)));
            game.play(mv);
            let same = same_team(self.root, game.to_move()) == same_team(self.root, mover);
            if prune && (same || !game.in_check()) {
                game.undo();
                continue;
            }
            let gives_check = G::EXTEND_CHECKS && !same && ply < self.extension_limit && game.in_check();
            let new_depth = depth - 1 + i32::from(gives_check);
            let reduction = if index >= 3 && depth >= 3 && !noisy && !in_check && !gives_check {
                if refined.log_reductions && judged {
                    let adjusted = log_reduction(depth, index) - i32::from(pv_node) - i32::from(killer)
                        + i32::from(refined.improving && !improving);
                    adjusted.clamp(0, (new_depth - 1).max(0))
                } else {
                    1 + i32::from(index >= 8 && depth >= 5)
                }
            } else {
                0
            };
            let score = if index == 0 {
                self.child(game, new_depth, alpha, beta, ply + 1, same)
            } else {
                let mut score = self.child(game, new_depth - reduction, alpha, alpha + 1, ply + 1, same);
                if score > alpha && !self.stopped && (reduction > 0 || score < beta) {
                    score = self.child(game, new_depth, alpha, beta, ply + 1, same);
                }
                score
            };
            game.undo();
            if self.stopped {
                self.buffers[ply] = moves;
                self.keys[ply] = keys;
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    let tail = std::mem::take(&mut self.pv[ply + 1]);
                    let line = &mut self.pv[ply];
                    line.clear();
                    line.push(mv);
                    line.extend_from_slice(&tail);
                    self.pv[ply + 1] = tail;
                }
            }
            if alpha >= beta {
                if !noisy {
                    let killers = &mut self.killers[ply];
                    if killers[0] != Some(mv) {
                        killers[1] = killers[0];
                        killers[0] = Some(mv);
                    }
                    let slot = &mut self.history[game.move_index(mv) % G::MOVE_INDEX_SPACE];
                    *slot = (*slot + depth * depth).min(1 << 20);
                }
                break;
            }
        }
        self.buffers[ply] = moves;
        self.keys[ply] = keys;

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        let best = best_move.map(|mv| game.move_key(mv));
        self.table.store(Entry { key, depth: depth as i16, score: to_table(best_score, ply), bound, best });
        best_score
    }

    /// Is the side to move's static evaluation at `ply` better than at its last move two
    /// plies up (or four, when it was in check then)? True when neither is known.
    fn improving(&self, ply: usize) -> bool {
        let Some(now) = self.evals[ply] else { return false };
        let earlier = [2, 4].iter().filter(|&&back| ply >= back).find_map(|&back| self.evals[ply - back]);
        earlier.is_none_or(|before| now > before)
    }

    fn quiescence(&mut self, game: &mut G, alpha: i32, beta: i32, ply: usize) -> i32 {
        if !self.enter_node(ply) {
            return 0;
        }
        let stand_pat = self.sign(game) * game.evaluate(self.root);
        if stand_pat >= beta || ply >= MAX_PLY {
            return stand_pat;
        }
        let mut moves = std::mem::take(&mut self.buffers[ply]);
        let all_moves = game.quiescence_moves(&mut moves);
        if let Some(outcome) = game.search_outcome(all_moves && moves.is_empty()) {
            self.buffers[ply] = moves;
            return self.outcome_score(game, &outcome, ply);
        }
        self.captures_from(game, alpha.max(stand_pat), beta, ply, moves, stand_pat)
    }

    /// Quiescence at the full-width search's horizon, whose quiescence `moves` are known and
    /// whose end was checked (the node was counted there too).
    fn quiescence_with(&mut self, game: &mut G, alpha: i32, beta: i32, ply: usize, moves: Vec<G::Move>) -> i32 {
        let stand_pat = self.sign(game) * game.evaluate(self.root);
        if stand_pat >= beta || ply >= MAX_PLY {
            self.buffers[ply] = moves;
            return stand_pat;
        }
        self.captures_from(game, alpha.max(stand_pat), beta, ply, moves, stand_pat)
    }

    /// Quiescence's search of the noisy ones among a node's legal `moves`, from its stand-pat.
    fn captures_from(
        &mut self,
        game: &mut G,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        mut moves: Vec<G::Move>,
        stand_pat: i32,
    ) -> i32 {
        keep_quiescence_moves(game, &mut moves);
        let mover = game.to_move();
        let mut best = stand_pat;
        for &mv in moves.iter() {
            game.play(mv);
            let same = same_team(self.root, game.to_move()) == same_team(self.root, mover);
            let score = if same {
                self.quiescence(game, alpha, beta, ply + 1)
            } else {
                -self.quiescence(game, -beta, -alpha, ply + 1)
            };
            game.undo();
            if self.stopped {
                break;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        self.buffers[ply] = moves;
        best
    }

    /// Ordering keys for `moves`, higher first: the hash move, noisy moves by their score,
    /// killers, then history. Moves are taken in that order one at a time (`next_best`): most
    /// nodes cut off after a few, and sorting them all cost an eighth of the Trichess search.
    fn order_keys(&self, game: &G, moves: &[G::Move], hash_move: Option<u32>, ply: usize, keys: &mut Vec<i32>) {
        let killers = self.killers[ply];
        keys.clear();
        keys.extend(moves.iter().map(|&mv| {
            if hash_move.is_some_and(|key| key == game.move_key(mv)) {
                i32::MAX
            } else if let Some(score) = game.noisy_score(mv) {
                1 << 28 | score.clamp(0, 1 << 20)
            } else if killers[0] == Some(mv) {
                1 << 27
            } else if killers[1] == Some(mv) {
                (1 << 27) - 1
            } else {
                self.history[game.move_index(mv) % G::MOVE_INDEX_SPACE]
            }
        }));
    }
}

/// What the main thread's iterative deepening ends with.
struct Deepened<M> {
    best: M,
    /// Every root move's score at the last depth used.
    root_scores: Vec<(M, i32)>,
    info: SearchInfo<M>,
    /// The deepest iteration completed.
    completed: u32,
}

/// A helper thread's completed iteration.
struct Completed<M> {
    depth: u32,
    best: M,
    score: i32,
    pv: Vec<M>,
}

/// Brings the move with the highest key among `moves[index..]` to `index` and returns it; of
/// equal keys the earliest, and the rest keep their order (as a stable sort would leave them).
fn next_best<M: Copy>(moves: &mut [M], keys: &mut [i32], index: usize) -> M {
    let mut best = index;
    for candidate in index + 1..keys.len() {
        if keys[candidate] > keys[best] {
            best = candidate;
        }
    }
    moves[index..=best].rotate_right(1);
    keys[index..=best].rotate_right(1);
    moves[index]
}

/// Mate scores are stored relative to the node, so they stay right when found at another ply.
fn to_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score + ply as i32
    } else if score < -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score > MATE_BOUND {
        score - ply as i32
    } else if score < -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A level's choice: the best move after each root score is shaken by up to `noise_cp`, or now
/// and then a random move among those close enough to the best to look reasonable.
fn choose_with_mistakes<M: Copy>(scores: &[(M, i32)], level: &Level, rng: &mut Rng) -> M {
    let best_score = scores.iter().map(|(_, s)| *s).max().unwrap_or(0);
    if best_score.abs() < MATE_BOUND && level.blunder_chance > 0.0 && rng.unit() < level.blunder_chance {
        let candidates: Vec<M> =
            scores.iter().filter(|(_, s)| *s >= best_score - level.blunder_margin_cp).map(|(m, _)| *m).collect();
        if !candidates.is_empty() {
            return candidates[rng.below(candidates.len() as u64) as usize];
        }
    }
    let noise = level.noise_cp.max(0) as u64;
    let shaken = |score: i32, rng: &mut Rng| {
        // Never trade a found mate for a shaken score: mates stay as they are.
        if score.abs() > MATE_BOUND || noise == 0 {
            score
        } else {
            score + rng.below(2 * noise + 1) as i32 - noise as i32
        }
    };
    let mut best = scores[0].0;
    let mut best_value = i32::MIN;
    for &(mv, score) in scores {
        let value = shaken(score, rng);
        if value > best_value {
            best_value = value;
            best = mv;
        }
    }
    best
}
