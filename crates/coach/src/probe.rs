//! One search on the calling thread, keeping every report: the best lines at the deepest depth
//! and the depth from which the best move stopped changing (how hard the move is to see).

use std::sync::{Arc, Mutex};
use tabula_ai::{DynInfo, Level, Limits, Rng, level_for, start_dyn_search};
use tabula_rules::DynGame;

/// What a search said about a position.
#[derive(Debug, Clone, PartialEq)]
pub struct Probe {
    /// The best move (engine notation).
    pub best: String,
    /// The deepest complete depth's lines, best first (as many as asked for and the position has).
    pub lines: Vec<DynInfo>,
    /// The first depth from which the best line's first move was `best` at every later depth.
    pub settled_at: u32,
    /// The nodes searched when it settled: with the depth, how hard the move is to find.
    pub settled_nodes: u64,
}

impl Probe {
    pub fn first(&self) -> &DynInfo {
        &self.lines[0]
    }

    pub fn second(&self) -> Option<&DynInfo> {
        self.lines.get(1)
    }
}

/// The level probes search with: the game's Master, on one thread, so a probe gives the same
/// answer on every machine for the same limits.
pub fn probe_level(game: &dyn DynGame) -> Level {
    let mut level = level_for(game.variant().name(), "Master").unwrap_or_else(|_| Level::full_strength());
    level.threads = Some(1);
    level
}

/// Searches `game` under `limits` (give it a depth or node bound) for `limits.lines` lines.
/// `None` when the position has no legal move.
pub fn probe(game: &dyn DynGame, limits: Limits) -> Option<Probe> {
    let wanted = limits.lines.max(1);
    let reports: Arc<Mutex<Vec<DynInfo>>> = Arc::default();
    let sink = reports.clone();
    let search = start_dyn_search(game, limits, probe_level(game), Rng::new(1), move |info| {
        if let Ok(mut all) = sink.lock() {
            all.push(info.clone());
        }
    });
    let (best, last) = search.wait()?;
    let best = best?;
    let reports = reports.lock().map(|r| r.clone()).unwrap_or_default();
    // The deepest depth whose lines all came (a depth cut short by a limit may have fewer).
    let available = game.legal_move_strings().len().min(wanted);
    let mut lines: Vec<DynInfo> = Vec::new();
    let depths: Vec<u32> = reports.iter().filter(|r| r.line <= 1).map(|r| r.depth).collect();
    for &depth in depths.iter().rev() {
        let at: Vec<DynInfo> = reports.iter().filter(|r| r.depth == depth).cloned().collect();
        let mut best_of_depth: Vec<DynInfo> = Vec::new();
        for line in 1..=available as u32 {
            if let Some(info) = at.iter().rev().find(|r| r.line.max(1) == line) {
                best_of_depth.push(info.clone());
            }
        }
        if best_of_depth.len() == available {
            lines = best_of_depth;
            break;
        }
    }
    if lines.is_empty() {
        lines.push(last);
    }
    // The search's own choice leads (a guarded level may replace the first line's move).
    if lines[0].pv.first() != Some(&best) {
        lines.retain(|l| l.pv.first() != Some(&best));
        let mut chosen = reports.iter().rev().find(|r| r.pv.first() == Some(&best)).cloned().unwrap_or_else(|| {
            let mut info = lines.first().cloned().unwrap_or_else(DynInfo::before_search);
            info.pv = vec![best.clone()];
            info
        });
        chosen.line = 1;
        lines.insert(0, chosen);
        lines.truncate(available);
    }
    let mut settled_at = lines[0].depth;
    let mut settled_nodes = lines[0].nodes;
    for report in reports.iter().rev().filter(|r| r.line <= 1) {
        if report.pv.first() != Some(&best) {
            break;
        }
        settled_at = report.depth;
        settled_nodes = report.nodes;
    }
    Some(Probe { best, lines, settled_at, settled_nodes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use tabula_rules::Variant;

    #[test]
    fn finds_a_mate_and_ranks_the_lines() {
        // A back-rank mate: Rd8 mates at once; no other move mates.
        let game = Variant::Chess.from_position("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1").expect("fen");
        let found = probe(game.as_ref(), Limits { depth: Some(4), lines: 2, ..Limits::default() }).expect("moves");
        assert_eq!(found.best, "d1d8");
        assert_eq!(found.first().mate_in, Some(1));
        let second = found.second().expect("two lines");
        assert!(second.mate_in.is_none(), "{second:?}");
        assert!(found.settled_at <= 2);
    }

    #[test]
    fn search_moves_restrict_the_root() {
        let game = Variant::Chess.new_game();
        let limits = Limits { depth: Some(3), search_moves: vec!["a2a3".to_owned()], ..Limits::default() };
        assert_eq!(probe(game.as_ref(), limits).expect("moves").best, "a2a3");
    }
}
