//! Fast perft on `Position`: copy-make, leaf moves counted in bulk, root moves shared among threads.

use super::moves::{Move, MoveList};
use super::position::Position;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Leaf nodes `depth` plies below `position`, on one thread.
pub fn perft(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => return 1,
        1 => return position.count_legal_moves() as u64,
        _ => {}
    }
    let mut list = MoveList::new();
    position.legal_moves_into(&mut list);
    let mut nodes = 0;
    for &mv in &list {
        let mut child = position.clone();
        child.play_unchecked(mv);
        nodes += perft(&child, depth - 1);
    }
    nodes
}

/// The count below each legal move ("divide"), in move generation order. Root moves are handed
/// out to `threads` workers one at a time, so a slow subtree does not leave a core idle.
pub fn perft_divide(position: &Position, depth: u32, threads: usize) -> Vec<(Move, u64)> {
    let moves: Vec<Move> = position.legal_moves().iter().copied().collect();
    let results = Mutex::new(vec![0u64; moves.len()]);
    let next = AtomicUsize::new(0);
    let work = || {
        loop {
            let index = next.fetch_add(1, Ordering::Relaxed);
            let Some(&mv) = moves.get(index) else { break };
            let mut child = position.clone();
            child.play_unchecked(mv);
            let count = perft(&child, depth.saturating_sub(1));
            if let Ok(mut results) = results.lock() {
                results[index] = count;
            }
        }
    };
    let threads = threads.clamp(1, moves.len().max(1));
    if threads == 1 || depth <= 2 {
        work();
    } else {
        std::thread::scope(|scope| {
            for _ in 0..threads {
                scope.spawn(work);
            }
        });
    }
    let counts = results.into_inner().unwrap_or_default();
    moves.into_iter().zip(counts).collect()
}

/// Number of hardware threads on this machine (the engine's default for `Threads`).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1)
}
