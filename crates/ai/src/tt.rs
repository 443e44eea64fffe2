//! The transposition table: a fixed array of entries indexed by the position hash.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
pub struct Entry<M: Copy> {
    pub key: u64,
    pub depth: i16,
    pub score: i32,
    pub bound: Bound,
    pub best: Option<M>,
}

pub struct Table<M: Copy> {
    entries: Vec<Option<Entry<M>>>,
    mask: usize,
}

impl<M: Copy> Table<M> {
    /// A table of 2^bits entries.
    pub fn new(bits: u32) -> Table<M> {
        let size = 1usize << bits.clamp(10, 26);
        Table { entries: vec![None; size], mask: size - 1 }
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Keeps the deeper entry for the same position; always replaces another position.
    pub fn store(&mut self, entry: Entry<M>) {
        let slot = &mut self.entries[entry.key as usize & self.mask];
        match slot {
            Some(old) if old.key == entry.key && old.depth > entry.depth && entry.bound != Bound::Exact => {}
            _ => *slot = Some(entry),
        }
    }
}
