//! Playing from the keyboard: a cursor on the board, moved with the arrow keys to the nearest
//! place in that direction on screen (one rule for squares, hexagons and Trigame's vertices,
//! edges and triangles), and Enter or Space to pick up and put down, as a click would. The
//! cursor is drawn as a ring (highlight.rs) and named in the status bar.

use super::input::{BoardPointer, HandlePointer};
use super::{BoardLayout, Selection};
use crate::app::{AppSet, Screen};
use crate::session::{Session, Snapshot};
use bevy::prelude::*;

/// The keyboard's place on the board; `None` until an arrow key is pressed.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct KeyboardCursor(pub Option<u8>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeyboardCursor>();
    app.add_systems(
        Update,
        board_keys
            .before(HandlePointer)
            .in_set(AppSet::Input)
            .run_if(in_state(Screen::Playing).and_then(resource_exists::<Session>).and_then(board_has_the_keys)),
    );
    app.add_systems(OnExit(Screen::Playing), |mut cursor: ResMut<KeyboardCursor>| cursor.0 = None);
}

/// The keys are the board's unless a widget of the interface has the keyboard focus (Tab moved
/// into the panel, the move box is being typed in, a menu is open): Enter then presses that
/// widget, not the board.
pub(super) fn board_has_the_keys(wants: Option<Res<bevy_egui::input::EguiWantsInput>>) -> bool {
    wants.is_none_or(|wants| !wants.wants_any_keyboard_input())
}

/// The place an arrow leads to from `from`: among the places whose direction from it lies
/// within about 60 degrees of `direction`, the nearest, with distance off the line counted
/// double (so Right on a square board is the next square, not a diagonal).
pub fn neighbour(layout: &BoardLayout, from: u8, direction: Vec2) -> Option<u8> {
    let origin = layout.center(from);
    let direction = direction.normalize_or_zero();
    let mut best: Option<(f32, u8)> = None;
    for (index, center) in layout.centers.iter().enumerate() {
        let offset = *center - origin;
        let along = offset.dot(direction);
        let across = offset.perp_dot(direction).abs();
        if index == from as usize || along <= layout.unit * 0.01 || across > along * 1.8 {
            continue;
        }
        let cost = along + 2.0 * across;
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, index as u8));
        }
    }
    best.map(|(_, cell)| cell)
}

/// Where the cursor starts: the selected piece, else a piece of the seat to move, else the
/// middle of the board.
fn starting_cell(layout: &BoardLayout, snapshot: &Snapshot, selection: Option<u8>) -> Option<u8> {
    if selection.is_some() {
        return selection;
    }
    let own = snapshot.moves.iter().find_map(|m| m.from);
    own.or_else(|| {
        let middle = layout.centers.iter().fold(Vec2::ZERO, |sum, c| sum + *c) / layout.centers.len().max(1) as f32;
        (0..layout.centers.len())
            .min_by(|&a, &b| layout.centers[a].distance(middle).total_cmp(&layout.centers[b].distance(middle)))
            .map(|i| i as u8)
    })
}

fn board_keys(
    keys: Res<ButtonInput<KeyCode>>,
    layout: Res<BoardLayout>,
    snapshot: Res<Snapshot>,
    selection: Res<Selection>,
    mut cursor: ResMut<KeyboardCursor>,
    mut pointer: MessageWriter<BoardPointer>,
    typing: Option<Res<crate::session::typed::TypingFocus>>,
) {
    if layout.centers.is_empty() || typing.is_some_and(|t| t.0) {
        return;
    }
    if cursor.0.is_some_and(|cell| cell as usize >= layout.centers.len()) {
        cursor.0 = None;
    }
    for (key, direction) in [
        (KeyCode::ArrowUp, Vec2::Y),
        (KeyCode::ArrowDown, Vec2::NEG_Y),
        (KeyCode::ArrowLeft, Vec2::NEG_X),
        (KeyCode::ArrowRight, Vec2::X),
    ] {
        if !keys.just_pressed(key) {
            continue;
        }
        cursor.0 = match cursor.0 {
            None => starting_cell(&layout, &snapshot, selection.0),
            Some(at) => neighbour(&layout, at, direction).or(Some(at)),
        };
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(cell) = cursor.0
    {
        pointer.write(BoardPointer::Press(Some(cell)));
        pointer.write(BoardPointer::Release(Some(cell)));
    }
}
