//! Trigame's countdown: read from the rules for the panel, with a warning when it runs low.

use super::{MovePlayed, Session};
use bevy::prelude::*;
use tabula_rules::trigame::TrigameGame;

/// From this many plies left the countdown shows in red and warns once.
pub const COUNTDOWN_WARNING: u8 = 10;

/// The countdown ran low (the audio plays its warning).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CountdownLow(pub u8);

/// Trigame's countdown and equal streak, if this is a Trigame game.
pub fn countdown(session: &Session) -> Option<(u8, u8)> {
    let game = session.game.as_any().downcast_ref::<TrigameGame>()?;
    Some((game.position().countdown(), game.position().equal_streak()))
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<CountdownLow>();
    app.add_systems(Update, warn_when_low.run_if(resource_exists::<Session>));
}

fn warn_when_low(session: Res<Session>, mut played: MessageReader<MovePlayed>, mut low: MessageWriter<CountdownLow>) {
    if played.read().count() == 0 || session.is_over() {
        return;
    }
    if let Some((left, _)) = countdown(&session)
        && left == COUNTDOWN_WARNING
    {
        low.write(CountdownLow(left));
    }
}
