//! Helpers shared by the rules tests: a seeded random generator for reproducible random games.

/// The rules crate's SplitMix64: tiny, seedable, good enough to pick moves.
pub struct Rng(pub u64);

impl Rng {
    pub fn next_u64(&mut self) -> u64 {
        tabula_rules::splitmix(&mut self.0)
    }

    /// A number in 0..n (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
