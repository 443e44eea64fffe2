//! Lag compensation in the spirit of lichess's: the time a move spends on the wire is not
//! charged to the player's clock. The server measures each connection's lag itself (WebSocket
//! pings, so a client cannot claim more than it has), and each seat draws its compensation from
//! a quota that refills a little every move, so a slow line is forgiven but a faked one cannot
//! stop a clock for long.

use std::time::Duration;

/// The lag assumed for a connection not yet measured.
pub const UNMEASURED_LAG: Duration = Duration::from_millis(100);

/// The most one move is compensated, however slow the line.
pub const MAX_PER_MOVE: Duration = Duration::from_millis(500);

/// What the quota gains each move, and the most it holds (it starts full).
pub const QUOTA_GAIN: Duration = Duration::from_millis(150);
pub const QUOTA_MAX: Duration = Duration::from_millis(1000);

/// A connection's one-way lag: half the round trip of its pings, smoothed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct LagEstimate(Option<Duration>);

impl LagEstimate {
    /// Takes in one ping's round trip.
    pub fn observe(&mut self, round_trip: Duration) {
        let one_way = round_trip / 2;
        // A quarter of each new measurement: one slow ping moves the estimate, not jerks it.
        self.0 = Some(match self.0 {
            Some(old) => (old * 3 + one_way) / 4,
            None => one_way,
        });
    }

    /// The estimate, or [`UNMEASURED_LAG`] before the first pong.
    pub fn get(self) -> Duration {
        self.0.unwrap_or(UNMEASURED_LAG)
    }
}

/// One seat's compensation quota.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LagQuota {
    quota: Duration,
    /// The seat's lag as last seen with a move (the flag watch compensates by it).
    pub last_lag: Duration,
}

impl Default for LagQuota {
    fn default() -> LagQuota {
        LagQuota { quota: QUOTA_MAX, last_lag: UNMEASURED_LAG }
    }
}

impl LagQuota {
    /// What a move sent with `lag` may be compensated now.
    pub fn allowance(&self, lag: Duration) -> Duration {
        lag.min(self.quota).min(MAX_PER_MOVE)
    }

    /// A move was played with `used` compensation: the quota pays it and gains its refill.
    pub fn spend(&mut self, used: Duration, lag: Duration) {
        self.quota = (self.quota.saturating_sub(used) + QUOTA_GAIN).min(QUOTA_MAX);
        self.last_lag = lag;
    }

    /// What the flag watch allows the seat to move: its last lag, within the quota.
    pub fn flag_allowance(&self) -> Duration {
        self.allowance(self.last_lag)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn the_estimate_is_half_the_round_trip_smoothed() {
        let mut lag = LagEstimate::default();
        assert_eq!(lag.get(), UNMEASURED_LAG);
        lag.observe(ms(80));
        assert_eq!(lag.get(), ms(40));
        // One slow ping (400 ms round trip) moves it a quarter of the way.
        lag.observe(ms(400));
        assert_eq!(lag.get(), ms(80));
    }

    #[test]
    fn a_slow_line_is_forgiven_while_a_faked_one_runs_dry() {
        let mut seat = LagQuota::default();
        // 120 ms each way, move after move: within the refill, always forgiven in full.
        for _ in 0..50 {
            let allowed = seat.allowance(ms(120));
            assert_eq!(allowed, ms(120));
            seat.spend(allowed, ms(120));
        }
        // A client that holds its pongs to claim 2 s: at most 500 ms at once while the quota
        // lasts, then only the refill of 150 ms a move.
        let mut cheat = LagQuota::default();
        let claimed = ms(2000);
        let given: Vec<Duration> = (0..5)
            .map(|_| {
                let allowed = cheat.allowance(claimed);
                cheat.spend(allowed, claimed);
                allowed
            })
            .collect();
        assert_eq!(given, [ms(500), ms(500), ms(300), ms(150), ms(150)]);
        assert_eq!(cheat.flag_allowance(), ms(150));
    }
}
