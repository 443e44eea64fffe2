//! What bounds a search: depth, nodes, a fixed time, or a clock to budget from.

use std::time::Duration;

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime: Option<Duration>,
    /// The mover's remaining time and increment (`go wtime .. winc ..`).
    pub clock: Option<(Duration, Duration)>,
    /// Search until stopped (the depth cap still applies).
    pub infinite: bool,
    /// Best lines to report at each depth (MultiPV); 0 and 1 both mean one.
    pub lines: usize,
    /// Only these root moves, in the engine protocol's notation (`go searchmoves`); empty: all.
    /// Names that match no legal move are ignored, and if none matches, every move is searched.
    pub search_moves: Vec<String>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits { depth: Some(depth), ..Limits::default() }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits { movetime: Some(time), ..Limits::default() }
    }

    /// The time this move may use: a fixed movetime, or a share of the clock (a 30th of what is
    /// left plus most of the increment, never more than a third of what is left), whichever is
    /// smaller. `None`: no time limit.
    pub fn time_budget(&self) -> Option<Duration> {
        if self.infinite {
            return None;
        }
        let from_clock = self.clock.map(|(left, increment)| {
            let share = left / 30 + increment.mul_f64(0.8);
            share.min(left / 3).max(Duration::from_millis(1))
        });
        match (self.movetime, from_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_budget() {
        let limits = Limits { clock: Some((Duration::from_secs(60), Duration::from_secs(1))), ..Limits::default() };
        assert_eq!(limits.time_budget(), Some(Duration::from_millis(2000 + 800)));
        let short = Limits { clock: Some((Duration::from_millis(300), Duration::ZERO)), ..Limits::default() };
        assert_eq!(short.time_budget(), Some(Duration::from_millis(10)));
        let both = Limits { movetime: Some(Duration::from_millis(5)), ..limits };
        assert_eq!(both.time_budget(), Some(Duration::from_millis(5)));
        assert_eq!(Limits { infinite: true, ..both }.time_budget(), None);
    }
}
