//! Game clocks: base time plus an increment per seat, run by elapsed times the caller passes in
//! (never the system clock), so the client, the server and tests drive the same code.

use crate::setup::ClockSetup;
use std::time::Duration;
use tabula_rules::Seat;

/// Below this a clock shows its warning colour and the low-time sound plays once.
pub const LOW_TIME: Duration = Duration::from_secs(20);

#[derive(Debug, Clone, PartialEq)]
pub struct Clocks {
    setup: Option<ClockSetup>,
    remaining: Vec<Duration>,
    /// Seats whose low-time warning has been given.
    warned: Vec<bool>,
}

impl Clocks {
    pub fn new(setup: Option<ClockSetup>, seats: u8) -> Clocks {
        let base = setup.map_or(Duration::ZERO, |s| Duration::from_secs(u64::from(s.base_secs)));
        Clocks { setup, remaining: vec![base; seats as usize], warned: vec![false; seats as usize] }
    }

    pub fn setup(&self) -> Option<ClockSetup> {
        self.setup
    }

    pub fn enabled(&self) -> bool {
        self.setup.is_some()
    }

    pub fn increment(&self) -> Duration {
        self.setup.map_or(Duration::ZERO, |s| Duration::from_secs(u64::from(s.increment_secs)))
    }

    /// Time left per seat (all zero without a clock).
    pub fn remaining(&self) -> &[Duration] {
        &self.remaining
    }

    pub fn left(&self, seat: Seat) -> Option<Duration> {
        self.enabled().then(|| self.remaining.get(seat.0 as usize).copied()).flatten()
    }

    /// Sets every seat's time left (a restored save); `false` when the count of seats differs.
    pub fn set_remaining(&mut self, remaining: Vec<Duration>) -> bool {
        if remaining.len() != self.remaining.len() {
            return false;
        }
        self.warned = remaining.iter().map(|left| *left < LOW_TIME).collect();
        self.remaining = remaining;
        true
    }

    /// Adds the increment to the seat that just moved, once per turn: after a Marseillais
    /// turn's second half-move, not its first.
    pub fn moved(&mut self, seat: Seat, turn_ended: bool) {
        if !turn_ended {
            return;
        }
        let increment = self.increment();
        if let Some(left) = self.remaining.get_mut(seat.0 as usize) {
            *left += increment;
        }
    }

    /// Runs `seat`'s clock for `elapsed`; true when its flag falls now (once).
    pub fn run(&mut self, seat: Seat, elapsed: Duration) -> bool {
        if !self.enabled() {
            return false;
        }
        let Some(left) = self.remaining.get_mut(seat.0 as usize) else { return false };
        if left.is_zero() {
            return false;
        }
        *left = left.saturating_sub(elapsed);
        left.is_zero()
    }

    /// True once per seat when its time first drops below [`LOW_TIME`].
    pub fn take_low_time_warning(&mut self, seat: Seat) -> bool {
        let index = seat.0 as usize;
        let low = self.enabled() && self.remaining.get(index).is_some_and(|left| *left < LOW_TIME);
        match self.warned.get_mut(index) {
            Some(warned) if low && !*warned => {
                *warned = true;
                true
            }
            _ => false,
        }
    }
}

/// `m:ss`, with tenths under ten seconds.
pub fn format_clock(left: Duration) -> String {
    let secs = left.as_secs();
    if left < Duration::from_secs(10) {
        format!("0:{:02}.{}", secs, left.subsec_millis() / 100)
    } else {
        format!("{}:{:02}", secs / 60, secs % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn increment_low_time_and_flag_fall() {
        let mut clocks = Clocks::new(Some(ClockSetup { base_secs: 2, increment_secs: 1 }), 2);
        assert!(!clocks.run(Seat(0), Duration::from_millis(1500)));
        clocks.moved(Seat(0), false);
        assert_eq!(clocks.remaining()[0], Duration::from_millis(500), "no increment inside a turn");
        clocks.moved(Seat(0), true);
        assert_eq!(clocks.remaining()[0], Duration::from_millis(1500));
        assert!(clocks.take_low_time_warning(Seat(0)));
        assert!(!clocks.take_low_time_warning(Seat(0)));
        assert!(clocks.run(Seat(0), Duration::from_secs(5)));
        assert!(!clocks.run(Seat(0), Duration::from_secs(5)), "a fallen flag falls once");
        assert_eq!(clocks.left(Seat(1)), Some(Duration::from_secs(2)));
        assert!(!clocks.set_remaining(vec![Duration::ZERO]));
        assert_eq!(format_clock(Duration::from_millis(9_400)), "0:09.4");
        assert_eq!(format_clock(Duration::from_secs(605)), "10:05");
    }

    #[test]
    fn without_a_clock_nothing_runs_or_warns() {
        let mut clocks = Clocks::new(None, 3);
        assert!(!clocks.run(Seat(2), Duration::from_secs(1000)));
        assert!(!clocks.take_low_time_warning(Seat(2)));
        assert_eq!(clocks.left(Seat(0)), None);
    }
}
