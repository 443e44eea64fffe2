//! The transposition table: a fixed array of entries indexed by the position hash, shared by
//! every thread of one search without locks.
//!
//! Each slot is two atomic words: the entry packed into one, and the position's key XORed
//! with it in the other. A slot torn by two threads writing at once fails that check on the
//! next probe and reads as empty, so a race costs a lookup, never a wrong score. The best move
//! is kept as the game's `SearchGame::move_key`, matched against the moves the node generates.

use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    pub key: u64,
    pub depth: i16,
    pub score: i32,
    pub bound: Bound,
    /// The best move's `SearchGame::move_key`.
    pub best: Option<u32>,
}

/// Packed: score in bits 0-31, depth 32-39, bound 40-41, "has a move" 42, move key 43-63.
const MOVE_KEY_BITS: u32 = 21;

impl Entry {
    /// Move keys must fit the 21 bits left for them; `SearchGame::move_key` keeps below that.
    pub const MAX_MOVE_KEY: u32 = (1 << MOVE_KEY_BITS) - 1;

    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 0u64,
            Bound::Lower => 1,
            Bound::Upper => 2,
        };
        let (has_move, key) = match self.best {
            Some(key) => (1u64, u64::from(key.min(Self::MAX_MOVE_KEY))),
            None => (0, 0),
        };
        u64::from(self.score as u32)
            | u64::from(self.depth.clamp(0, 255) as u8) << 32
            | bound << 40
            | has_move << 42
            | key << 43
    }

    fn unpack(key: u64, data: u64) -> Entry {
        let bound = match (data >> 40) & 3 {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        let best = ((data >> 42) & 1 == 1).then_some((data >> 43) as u32);
        Entry { key, depth: i16::from((data >> 32) as u8), score: data as u32 as i32, bound, best }
    }
}

struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of 2^bits entries.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits.clamp(10, 26);
        let slots = (0..size).map(|_| Slot { check: AtomicU64::new(0), data: AtomicU64::new(0) }).collect();
        Table { slots, mask: size - 1 }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        let data = slot.data.load(Ordering::Relaxed);
        // An empty slot is all zeros; the search stores nothing at depth 0, so no entry it
        // writes packs to zero.
        (slot.check.load(Ordering::Relaxed) ^ data == key && data != 0).then(|| Entry::unpack(key, data))
    }

    /// Keeps the deeper entry for the same position; always replaces another position.
    pub fn store(&self, entry: Entry) {
        let slot = &self.slots[entry.key as usize & self.mask];
        if let Some(old) = self.probe(entry.key)
            && old.depth > entry.depth
            && entry.bound != Bound::Exact
        {
            return;
        }
        let data = entry.pack();
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(entry.key ^ data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_come_back_as_stored() {
        let table = Table::new(10);
        for (key, score, bound, best) in [
            (12345u64, -29_950, Bound::Lower, Some(Entry::MAX_MOVE_KEY)),
            (777, 30_090, Bound::Exact, Some(0)),
            (1 << 40, 0, Bound::Upper, None),
        ] {
            let entry = Entry { key, depth: 7, score, bound, best };
            table.store(entry);
            assert_eq!(table.probe(key), Some(entry));
        }
        assert_eq!(table.probe(99), None);
    }

    #[test]
    fn a_torn_slot_reads_as_empty() {
        let table = Table::new(10);
        let entry = Entry { key: 5, depth: 3, score: 40, bound: Bound::Exact, best: Some(9) };
        table.store(entry);
        // Another thread's data under this key's check word.
        let other = Entry { key: 5 + 1024, depth: 1, score: -8, bound: Bound::Lower, best: None };
        table.slots[5].data.store(other.pack(), Ordering::Relaxed);
        assert_eq!(table.probe(5), None);
        assert_eq!(table.probe(5 + 1024), None);
    }

    #[test]
    fn a_shallower_bound_does_not_replace_a_deeper_entry() {
        let table = Table::new(10);
        let deep = Entry { key: 42, depth: 6, score: 10, bound: Bound::Lower, best: Some(1) };
        table.store(deep);
        table.store(Entry { depth: 2, score: 99, ..deep });
        assert_eq!(table.probe(42), Some(deep));
        let exact = Entry { depth: 2, score: 5, bound: Bound::Exact, ..deep };
        table.store(exact);
        assert_eq!(table.probe(42), Some(exact));
    }
}
