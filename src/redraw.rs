//! When to draw: the app sleeps between inputs (a board game is idle most of the time) and keeps
//! drawing only while something moves, the computer thinks or a clock runs. This rule looks at
//! the board and the session both, so it lives above them. It also keeps egui from asking for
//! a frame every frame (see `drop_repeated_modifiers`).

use crate::board::{Dragging, Effect, Fading, Slide, Toppling};
use crate::session::{Session, Thinking};
use bevy::prelude::*;
use bevy::window::RequestRedraw;

pub fn plugin(app: &mut App) {
    app.add_systems(Update, keep_redrawing);
    app.add_systems(
        PreUpdate,
        drop_repeated_modifiers
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(bevy_egui::EguiPreUpdateSet::BeginPass),
    );
}

/// bevy_egui 0.42 hands egui a `ModifiersChanged` event on every frame, changed or not; egui
/// takes any event as input and asks for another frame at once, so the app would never sleep
/// (measured: about 35 frames a second on a still rules screen). The event is kept only when
/// the modifier keys did change (egui keeps the state the last one gave).
fn drop_repeated_modifiers(
    mut inputs: Query<(Entity, &mut bevy_egui::EguiInput)>,
    mut last: Local<std::collections::HashMap<Entity, bevy_egui::egui::Modifiers>>,
) {
    use bevy_egui::egui::Event;
    for (entity, mut input) in &mut inputs {
        input.events.retain(|event| match event {
            Event::ModifiersChanged(modifiers) => last.insert(entity, *modifiers) != Some(*modifiers),
            _ => true,
        });
    }
}
/// Anything on the board still moving.
type Moving = Or<(With<Slide>, With<Fading>, With<Effect>, With<Toppling>)>;

fn keep_redrawing(
    busy: Query<(), Moving>,
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
