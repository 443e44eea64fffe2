//! When to draw: the app sleeps between inputs (a board game is idle most of the time) and keeps
//! drawing only while something moves, the computer thinks or a clock runs. This rule looks at
//! the board and the session both, so it lives above them.

use crate::board::{Dragging, Effect, Fading, Slide, Toppling};
use crate::session::{Session, Thinking};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, keep_redrawing);
}

fn keep_redrawing(
    busy: Query<(), Or<(With<Slide>, With<Fading>, With<Effect>, With<Toppling>)>>,
    dragging: Res<Dragging>,
    thinking: Res<Thinking>,
    session: Option<Res<Session>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let clock_running = session.is_some_and(|s| s.clocks().enabled() && !s.is_over());
    if !busy.is_empty() || dragging.0.is_some() || thinking.is_thinking() || clock_running {
        redraw.write(RequestRedraw);
    }
}
