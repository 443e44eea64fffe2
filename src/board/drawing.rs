//! The player's own marks, as on lichess: a right-click on a cell circles it, a right-drag from
//! one cell to another draws an arrow, in green, or red with Shift, blue with Ctrl, yellow with
//! Alt; the same again takes it away, and a left click clears them. From the keyboard, K at the
//! cursor starts a mark and K again ends it (on the same cell: a circle). Marks belong to the
//! position on show: stepping through the moves shows each position's own, so they stay while
//! a position is reviewed and along an analysis board's line; a move drops those of the
//! positions it replaced, a new game all of them.

use super::input::BoardPointer;
use super::keyboard::KeyboardCursor;
use super::{BoardEntity, BoardLayout, Z_DOT};
use crate::app::{AppSet, Screen};
use crate::session::{GameStarted, MovePlayed, Session};
use bevy::prelude::*;
use std::collections::BTreeMap;

/// A mark's colour, chosen by the modifier key held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MarkColour {
    Green,
    Red,
    Blue,
    Yellow,
}

impl MarkColour {
    /// Shift red, Ctrl blue, Alt yellow, none green.
    pub fn from_keys(keys: &ButtonInput<KeyCode>) -> MarkColour {
        if keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]) {
            MarkColour::Red
        } else if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
            MarkColour::Blue
        } else if keys.any_pressed([KeyCode::AltLeft, KeyCode::AltRight]) {
            MarkColour::Yellow
        } else {
            MarkColour::Green
        }
    }

    fn color(self) -> Color {
        match self {
            MarkColour::Green => Color::srgba(0.18, 0.72, 0.30, 0.8),
            MarkColour::Red => Color::srgba(0.90, 0.20, 0.16, 0.8),
            MarkColour::Blue => Color::srgba(0.16, 0.45, 0.92, 0.8),
            MarkColour::Yellow => Color::srgba(0.95, 0.78, 0.12, 0.85),
        }
    }
}

/// One mark: a circled cell (`from == to`) or an arrow.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mark {
    pub from: u8,
    pub to: u8,
    pub colour: MarkColour,
}

/// The player's marks, by the position they were drawn on (moves from the start).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct PlayerMarks(pub BTreeMap<usize, Vec<Mark>>);

impl PlayerMarks {
    pub fn on(&self, ply: usize) -> &[Mark] {
        self.0.get(&ply).map_or(&[], Vec::as_slice)
    }

    /// Adds a mark, or takes away the same one (whatever its colour, a mark of another colour
    /// replaces it).
    pub fn toggle(&mut self, ply: usize, mark: Mark) {
        let marks = self.0.entry(ply).or_default();
        match marks.iter().position(|m| m.from == mark.from && m.to == mark.to) {
            Some(at) if marks[at].colour == mark.colour => {
                marks.remove(at);
            }
            Some(at) => marks[at] = mark,
            None => marks.push(mark),
        }
        if marks.is_empty() {
            self.0.remove(&ply);
        }
    }
}

/// A press or release of the button that draws (the right one), on a cell or off the board.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub enum DrawPointer {
    Press(Option<u8>),
    Release(Option<u8>),
}

/// Where a mark being drawn started.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MarkStart(pub Option<u8>);

#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
struct PlayerMarkEntity;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PlayerMarks>().init_resource::<MarkStart>().add_message::<DrawPointer>();
    let playing = in_state(Screen::Playing).and_then(resource_exists::<Session>);
    app.add_systems(
        Update,
        (
            forget_replaced_positions,
            keyboard_marks.run_if(super::keyboard::board_has_the_keys),
            draw_with_pointer,
            clear_on_left_click,
        )
            .chain()
            .in_set(AppSet::Input)
            .run_if(playing.clone()),
    );
    app.add_systems(Update, show_marks.in_set(AppSet::View).after(super::rebuild_board).run_if(playing));
}

/// The position on show, as moves from the start.
fn shown_ply(session: &Session) -> usize {
    session.review().unwrap_or(session.moves().len())
}

/// A new game starts without marks; a move drops the marks of the positions it replaced (the
/// later moves of an analysis board's old line).
fn forget_replaced_positions(
    mut started: MessageReader<GameStarted>,
    mut played: MessageReader<MovePlayed>,
    session: Res<Session>,
    mut marks: ResMut<PlayerMarks>,
) {
    if started.read().count() > 0 {
        marks.0.clear();
        played.clear();
        return;
    }
    if played.read().count() > 0 {
        let now = session.moves().len();
        marks.0.retain(|&ply, _| ply < now);
    }
}

/// K at the keyboard's cursor starts a mark, K again ends it.
fn keyboard_marks(
    keys: Res<ButtonInput<KeyCode>>,
    cursor: Res<KeyboardCursor>,
    typing: Res<crate::session::typed::TypingFocus>,
    start: Res<MarkStart>,
    mut draw: MessageWriter<DrawPointer>,
) {
    if !keys.just_pressed(KeyCode::KeyK) || typing.0 {
        return;
    }
    let Some(cell) = cursor.0 else { return };
    // A mark already started (by K or the right button) ends here.
    draw.write(if start.0.is_some() { DrawPointer::Release(Some(cell)) } else { DrawPointer::Press(Some(cell)) });
}

fn draw_with_pointer(
    mut pointer: MessageReader<DrawPointer>,
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session>,
    mut start: ResMut<MarkStart>,
    mut marks: ResMut<PlayerMarks>,
) {
    for event in pointer.read() {
        match *event {
            DrawPointer::Press(cell) => start.0 = cell,
            DrawPointer::Release(cell) => {
                let (Some(from), Some(to)) = (start.0.take(), cell) else { continue };
                let colour = MarkColour::from_keys(&keys);
                marks.toggle(shown_ply(&session), Mark { from, to, colour });
            }
        }
    }
}

/// A left click on the board clears the marks of the position on show.
fn clear_on_left_click(
    mut pointer: MessageReader<BoardPointer>,
    session: Res<Session>,
    mut marks: ResMut<PlayerMarks>,
) {
    let clicked = pointer.read().any(|event| matches!(event, BoardPointer::Press(Some(_))));
    let ply = shown_ply(&session);
    if clicked && !marks.on(ply).is_empty() {
        marks.0.remove(&ply);
    }
}

fn show_marks(
    mut commands: Commands,
    marks: Res<PlayerMarks>,
    session: Res<Session>,
    layout: Res<BoardLayout>,
    existing: Query<Entity, With<PlayerMarkEntity>>,
    cells: Query<(), With<super::Cell>>,
    mut drawing: super::MeshDrawing,
    mut drawn: Local<Option<(usize, Vec<Mark>)>>,
) {
    let ply = shown_ply(&session);
    let wanted = marks.on(ply);
    // The board's rebuild despawns every board entity: draw again then too.
    let missing = existing.is_empty() && !cells.is_empty() && !wanted.is_empty();
    let same = drawn.as_ref().is_some_and(|(p, m)| *p == ply && m.as_slice() == wanted);
    if (same && !missing && !layout.is_changed()) || layout.cells.is_empty() {
        return;
    }
    for entity in &existing {
        commands.entity(entity).despawn();
    }
    *drawn = Some((ply, wanted.to_vec()));
    let size = layout.piece_size;
    let mut spawn = |mesh: Mesh, colour: Color, at: Vec2, rotation: f32| {
        commands.spawn((
            PlayerMarkEntity,
            BoardEntity,
            Mesh2d(drawing.meshes.add(mesh)),
            MeshMaterial2d(drawing.materials.add(colour)),
            Transform::from_translation(at.extend(Z_DOT + 0.6)).with_rotation(Quat::from_rotation_z(rotation)),
        ));
    };
    for mark in wanted {
        let colour = mark.colour.color();
        let (a, b) = (layout.center(mark.from), layout.center(mark.to));
        if mark.from == mark.to {
            spawn(Annulus::new(size * 0.46, size * 0.54).into(), colour, a, 0.0);
            continue;
        }
        let length = a.distance(b);
        let angle = (b - a).to_angle();
        let head = (size * 0.36).min(length * 0.5);
        let direction = (b - a).normalize();
        let shaft = Rectangle::new(length - head, size * 0.14);
        spawn(shaft.into(), colour, a + direction * (length - head) * 0.5, angle);
        let tip = Triangle2d::new(Vec2::new(head, 0.0), Vec2::new(0.0, head * 0.75), Vec2::new(0.0, -head * 0.75));
        spawn(tip.into(), colour, b - direction * head, angle);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_mark_again_takes_it_away_and_another_colour_replaces_it() {
        let mut marks = PlayerMarks::default();
        let green = Mark { from: 12, to: 28, colour: MarkColour::Green };
        marks.toggle(0, green);
        assert_eq!(marks.on(0), [green]);
        let red = Mark { colour: MarkColour::Red, ..green };
        marks.toggle(0, red);
        assert_eq!(marks.on(0), [red]);
        marks.toggle(0, red);
        assert!(marks.on(0).is_empty() && marks.0.is_empty());
    }
}
