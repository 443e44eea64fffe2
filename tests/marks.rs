//! Headless tests of the player's own marks (src/board/drawing.rs) on every kind of board:
//! squares, hexagons and Trigame's points, lines and triangles. A right-drag draws an arrow and
//! a right-click circles a cell, the modifier keys choose the colour, a left click clears them;
//! the marks belong to the position on show, so reviewing earlier moves shows each position's
//! own, and a move from an earlier position drops those of the positions it replaced. The K key
//! draws from the keyboard's cursor.

use bevy::prelude::*;
use tabula::board::drawing::{DrawPointer, Mark, MarkColour, PlayerMarks};
use tabula::board::input::BoardPointer;
use tabula::board::keyboard::KeyboardCursor;
use tabula::session::{Session, SessionRequest};
use tabula_rules::Variant;

mod common;

fn marks_on(app: &App, ply: usize) -> Vec<Mark> {
    app.world().resource::<PlayerMarks>().on(ply).to_vec()
}

fn right_drag(app: &mut App, from: u8, to: u8) {
    app.world_mut().write_message(DrawPointer::Press(Some(from)));
    app.world_mut().write_message(DrawPointer::Release(Some(to)));
    app.update();
}

fn shown_ply(app: &App) -> usize {
    let session = app.world().resource::<Session>();
    session.review().unwrap_or(session.moves().len())
}

/// Two cells of the board that are not the same, found by name.
fn cells(app: &App, a: &str, b: &str) -> (u8, u8) {
    let session = app.world().resource::<Session>();
    let id = |name: &str| tabula_lessons::cell_id(session.game(), name).unwrap_or_else(|e| panic!("{name}: {e}"));
    (id(a), id(b))
}

#[test]
fn arrows_and_circles_on_every_kind_of_board() {
    for (variant, a, b) in
        [(Variant::Chess, "e2", "e4"), (Variant::Trichess, "e2", "e5"), (Variant::Trigame, "v00", "v02")]
    {
        let mut app = common::hot_seat_app(variant, &format!("marks-{variant}"));
        let (from, to) = cells(&app, a, b);
        right_drag(&mut app, from, to);
        right_drag(&mut app, to, to);
        let ply = shown_ply(&app);
        assert_eq!(
            marks_on(&app, ply),
            [Mark { from, to, colour: MarkColour::Green }, Mark { from: to, to, colour: MarkColour::Green }],
            "{variant}"
        );
        // Shift makes the arrow red; the red arrow again takes it away.
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ShiftLeft);
        right_drag(&mut app, from, to);
        assert_eq!(marks_on(&app, ply)[0].colour, MarkColour::Red, "{variant}");
        right_drag(&mut app, from, to);
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().release(KeyCode::ShiftLeft);
        assert_eq!(marks_on(&app, ply).len(), 1, "{variant}: the circle stays");
        // A left click clears the position's marks.
        app.world_mut().write_message(BoardPointer::Press(Some(from)));
        app.update();
        assert!(marks_on(&app, ply).is_empty(), "{variant}");
    }
}

#[test]
fn marks_belong_to_the_position_on_show() {
    let mut app = common::hot_seat_app(Variant::Chess, "marks-review");
    for text in ["e2e4", "e7e5", "g1f3"] {
        app.world_mut().write_message(tabula::session::typed::TypedMove(text.to_owned()));
        app.update();
        app.update();
    }
    let (e4, e5) = cells(&app, "e4", "e5");
    right_drag(&mut app, e4, e5);
    assert_eq!(marks_on(&app, 3).len(), 1);
    // Back one move: that position has none; forward again, the arrow is there.
    app.world_mut().write_message(SessionRequest::Review(Some(2)));
    app.update();
    assert_eq!(shown_ply(&app), 2);
    right_drag(&mut app, e5, e5);
    assert_eq!(marks_on(&app, 2).len(), 1);
    app.world_mut().write_message(SessionRequest::Review(None));
    app.update();
    assert_eq!(marks_on(&app, 3).len(), 1, "the live position keeps its arrow while another was reviewed");
    // A new game starts clean.
    app.world_mut().write_message(SessionRequest::NewGame(tabula_table::GameSetup::hot_seat(Variant::Chess)));
    for _ in 0..3 {
        app.update();
    }
    assert!(app.world().resource::<PlayerMarks>().0.is_empty());
}

#[test]
fn the_keyboard_cursor_draws_with_k() {
    let mut app = common::hot_seat_app(Variant::Chess, "marks-keys");
    let (e2, e4) = cells(&app, "e2", "e4");
    let press = |app: &mut App, key: KeyCode| {
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
        app.update();
        let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
        keys.release(key);
        keys.clear();
        app.update();
    };
    app.world_mut().resource_mut::<KeyboardCursor>().0 = Some(e2);
    press(&mut app, KeyCode::KeyK);
    app.world_mut().resource_mut::<KeyboardCursor>().0 = Some(e4);
    press(&mut app, KeyCode::KeyK);
    assert_eq!(marks_on(&app, 0), [Mark { from: e2, to: e4, colour: MarkColour::Green }]);
}
