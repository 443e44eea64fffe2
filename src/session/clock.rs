//! Game clocks: base time plus increment per seat, running for the seat to move; a flag fall ends
//! the game through the rules' timeout outcome.

use super::{ClockSetup, Session};
use crate::menus::Paused;
use bevy::prelude::*;
use std::time::Duration;
use tabula_rules::Seat;

/// Below this a clock shows its warning colour and the low-time sound plays once.
pub const LOW_TIME: Duration = Duration::from_secs(20);

#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Clocks {
    pub setup: Option<ClockSetup>,
    pub remaining: Vec<Duration>,
    /// Seats whose low-time warning has sounded.
    pub warned: Vec<bool>,
}

impl Clocks {
    pub fn new(setup: Option<ClockSetup>, seats: u8) -> Clocks {
        let base = setup.map_or(Duration::ZERO, |s| Duration::from_secs(u64::from(s.base_secs)));
        Clocks { setup, remaining: vec![base; seats as usize], warned: vec![false; seats as usize] }
    }

    pub fn enabled(&self) -> bool {
        self.setup.is_some()
    }

    /// Adds the increment to the seat that just moved, once per turn.
    pub fn moved(&mut self, seat: Seat, turn_ended: bool) {
        if !turn_ended {
            return;
        }
        if let (Some(setup), Some(left)) = (self.setup, self.remaining.get_mut(seat.0 as usize)) {
            *left += Duration::from_secs(u64::from(setup.increment_secs));
        }
    }

    /// Runs `seat`'s clock for `elapsed`; true when its flag falls now.
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
        let low = self.remaining.get(index).is_some_and(|left| *left < LOW_TIME);
        match self.warned.get_mut(index) {
            Some(warned) if low && !*warned && self.setup.is_some() => {
                *warned = true;
                true
            }
            _ => false,
        }
    }
}

/// A seat's time is running low (the audio plays a warning).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LowTime(pub Seat);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LowTime>();
    app.add_systems(Update, tick.run_if(resource_exists::<Session>.and_then(resource_exists::<Clocks>)));
}

fn tick(
    time: Res<Time>,
    paused: Option<Res<Paused>>,
    mut clocks: ResMut<Clocks>,
    mut session: ResMut<Session>,
    mut low: MessageWriter<LowTime>,
) {
    if !clocks.enabled() || session.is_over() || paused.is_some_and(|p| p.0) {
        return;
    }
    let seat = session.to_move();
    if clocks.run(seat, time.delta()) {
        let outcome = session.game.timeout_outcome(seat);
        session.end(outcome);
    }
    if clocks.take_low_time_warning(seat) {
        low.write(LowTime(seat));
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
    fn increment_and_flag_fall() {
        let mut clocks = Clocks::new(Some(ClockSetup { base_secs: 2, increment_secs: 1 }), 2);
        assert!(!clocks.run(Seat(0), Duration::from_millis(1500)));
        clocks.moved(Seat(0), true);
        assert_eq!(clocks.remaining[0], Duration::from_millis(1500));
        assert!(clocks.take_low_time_warning(Seat(0)));
        assert!(!clocks.take_low_time_warning(Seat(0)));
        assert!(clocks.run(Seat(0), Duration::from_secs(5)));
        assert!(!clocks.run(Seat(0), Duration::from_secs(5)), "a fallen flag falls once");
        assert_eq!(format_clock(Duration::from_millis(9_400)), "0:09.4");
        assert_eq!(format_clock(Duration::from_secs(605)), "10:05");
    }
}
