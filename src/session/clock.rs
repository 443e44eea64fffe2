//! The table's clocks on the frame's time: the seat to move runs while no menu pauses the game;
//! a flag fall ends the game inside the table, a low clock sounds a warning.

use super::Session;
use bevy::prelude::*;
use tabula_rules::Seat;

/// Clocks stop while this is set (a menu covers the game).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockPaused(pub bool);

/// A seat's time is running low (the audio plays a warning).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LowTime(pub Seat);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<LowTime>().init_resource::<ClockPaused>();
}

pub(super) fn tick(
    time: Res<Time>,
    paused: Res<ClockPaused>,
    mut session: ResMut<Session>,
    mut low: MessageWriter<LowTime>,
) {
    // Not run in an online game: its clocks are the server's (src/online sets them every frame).
    if paused.0 || !session.clocks().enabled() || session.is_over() {
        return;
    }
    let tick = session.table_mut().tick(time.delta());
    if let Some(seat) = tick.low_time {
        low.write(LowTime(seat));
    }
}
