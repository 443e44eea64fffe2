//! A small seedable generator (the rules crate's SplitMix64) for the levels' deliberate mistakes (reproducible in tests).

#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// A seed from the clock, for play.
    pub fn from_time() -> Rng {
        let nanos = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(1, |d| d.as_nanos() as u64);
        Rng::new(nanos)
    }

    pub fn next_u64(&mut self) -> u64 {
        tabula_rules::splitmix(&mut self.0)
    }

    /// Uniform in 0..n (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}
