//! Trigame's countdown warning: a message when it reaches its last plies.

use super::{MovePlayed, Session};
use bevy::prelude::*;

/// From this many plies left the countdown shows in red and warns once.
pub const COUNTDOWN_WARNING: u8 = 10;

/// The countdown ran low (the audio plays its warning).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountdownLow(pub u8);

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CountdownLow>();
}

pub(super) fn warn_when_low(
    session: Res<Session>,
    mut played: MessageReader<MovePlayed>,
    mut low: MessageWriter<CountdownLow>,
) {
    if played.read().count() == 0 || session.is_over() {
        return;
    }
    if let Some((left, _)) = session.countdown()
        && left == COUNTDOWN_WARNING
    {
        low.write(CountdownLow(left));
    }
}
