//! Headless tests of keyboard play: a whole game of each of the five games played with the
//! arrow keys and Enter only (the cursor walks to each move's cells), and the same games typed
//! in the players' notation; every place on every board can be reached with the arrows. The
//! games (tests/games/<game>.txt) are Tabula's own, from `tabula-engine match <game> Club
//! Beginner games 1 movetime 50 moves 1`, each played to its end.

use bevy::prelude::*;
use std::collections::VecDeque;
use tabula::board::keyboard::{KeyboardCursor, neighbour};
use tabula::board::{BoardLayout, PendingPromotion};
use tabula::session::typed::TypedMove;
use tabula::session::{Session, Snapshot};
use tabula_rules::Variant;

mod common;

const ARROWS: [(KeyCode, Vec2); 4] = [
    (KeyCode::ArrowUp, Vec2::Y),
    (KeyCode::ArrowDown, Vec2::NEG_Y),
    (KeyCode::ArrowLeft, Vec2::NEG_X),
    (KeyCode::ArrowRight, Vec2::X),
];

fn game_moves(variant: Variant) -> Vec<String> {
    let path = format!("{}/tests/games/{}.txt", env!("CARGO_MANIFEST_DIR"), variant.name());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.trim().split(',').map(str::to_owned).collect()
}

fn start(variant: Variant, name: &str) -> App {
    common::hot_seat_app(variant, name)
}

fn press(app: &mut App, key: KeyCode) {
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(key);
    app.update();
    let mut keys = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    keys.release(key);
    keys.clear();
}

/// The arrow keys that take the cursor from one place to another (breadth first).
fn path(layout: &BoardLayout, from: u8, to: u8) -> Option<Vec<KeyCode>> {
    let mut came: Vec<Option<(u8, KeyCode)>> = vec![None; layout.centers.len()];
    let mut queue = VecDeque::from([from]);
    let mut seen = vec![false; layout.centers.len()];
    seen[from as usize] = true;
    while let Some(at) = queue.pop_front() {
        if at == to {
            let mut keys = Vec::new();
            let mut cell = to;
            while let Some((previous, key)) = came[cell as usize] {
                keys.push(key);
                cell = previous;
            }
            keys.reverse();
            return Some(keys);
        }
        for (key, direction) in ARROWS {
            if let Some(next) = neighbour(layout, at, direction)
                && !seen[next as usize]
            {
                seen[next as usize] = true;
                came[next as usize] = Some((at, key));
                queue.push_back(next);
            }
        }
    }
    None
}

/// Walks the cursor to `cell` with the arrows and presses Enter there.
fn walk_and_enter(app: &mut App, cell: u8) {
    if app.world().resource::<KeyboardCursor>().0.is_none() {
        press(app, KeyCode::ArrowUp);
    }
    let at = app.world().resource::<KeyboardCursor>().0.expect("the cursor is on the board");
    let keys = path(app.world().resource::<BoardLayout>(), at, cell).expect("every place can be reached");
    for key in keys {
        press(app, key);
    }
    assert_eq!(app.world().resource::<KeyboardCursor>().0, Some(cell));
    press(app, KeyCode::Enter);
}

fn played(app: &App) -> Vec<String> {
    app.world().resource::<Session>().moves().iter().map(|m| m.text.clone()).collect()
}

fn play_by_keys(variant: Variant) {
    let moves = game_moves(variant);
    let mut app = start(variant, &format!("keys-{}", variant.name()));
    for (index, text) in moves.iter().enumerate() {
        let view = app
            .world()
            .resource::<Snapshot>()
            .moves
            .iter()
            .find(|m| &m.text == text)
            .cloned()
            .unwrap_or_else(|| panic!("{variant} move {}: {text} is not offered", index + 1));
        let (Some(from), Some(to)) = (view.from, view.to) else { panic!("{text}: a move without cells") };
        walk_and_enter(&mut app, from);
        walk_and_enter(&mut app, to);
        if app.world().resource::<PendingPromotion>().0.is_some() {
            let key = match view.promotion {
                Some(tabula_rules::PieceKind::Rook) => KeyCode::KeyR,
                Some(tabula_rules::PieceKind::Bishop) => KeyCode::KeyB,
                Some(tabula_rules::PieceKind::Knight) => KeyCode::KeyN,
                _ => KeyCode::KeyQ,
            };
            press(&mut app, key);
        }
        app.update();
        assert_eq!(played(&app).len(), index + 1, "{variant} move {} ({text}) was not played", index + 1);
    }
    assert_eq!(played(&app), moves);
    assert!(app.world().resource::<Session>().is_over(), "{variant}: the game is played to its end");
}

fn play_by_typing(variant: Variant) {
    let moves = game_moves(variant);
    let mut app = start(variant, &format!("typed-{}", variant.name()));
    for text in &moves {
        // Typed as players write it: SAN in chess, each game's own notation elsewhere.
        let display = {
            let snapshot = app.world().resource::<Snapshot>();
            snapshot.moves.iter().find(|m| &m.text == text).map(|m| m.display.clone()).expect("offered")
        };
        app.world_mut().write_message(TypedMove(display));
        app.update();
        app.update();
    }
    assert_eq!(played(&app), moves);
    assert!(app.world().resource::<Session>().is_over());
}

#[test]
fn every_game_is_played_to_its_end_with_the_arrows_and_enter() {
    for variant in Variant::ALL {
        play_by_keys(variant);
    }
}

#[test]
fn every_game_is_played_to_its_end_by_typed_moves() {
    for variant in Variant::ALL {
        play_by_typing(variant);
    }
}

#[test]
fn every_place_on_every_board_is_reached_with_the_arrows() {
    for variant in Variant::ALL {
        let app = start(variant, &format!("reach-{}", variant.name()));
        let layout = app.world().resource::<BoardLayout>();
        assert!(!layout.centers.is_empty());
        // Every place reaches the first and the first reaches every place: all reach all.
        for cell in 0..layout.centers.len() as u8 {
            assert!(path(layout, cell, 0).is_some(), "{variant}: no way from {cell} to 0");
            assert!(path(layout, 0, cell).is_some(), "{variant}: no way from 0 to {cell}");
        }
    }
}

#[test]
fn a_typed_move_that_is_not_legal_is_refused_with_a_reason() {
    let mut app = start(Variant::Chess, "typed-bad");
    app.world_mut().write_message(TypedMove("Qh5".to_owned()));
    app.update();
    app.update();
    assert!(played(&app).is_empty());
    let status = &app.world().resource::<tabula::session::StatusLine>().0;
    assert!(status.contains("No legal move"), "{status}");
}

/// A game with the menus' keys: the menus without their egui windows, no widget focused.
fn start_with_menus(name: &str) -> App {
    let mut app = start(Variant::Chess, name);
    app.init_resource::<bevy_egui::input::EguiWantsInput>();
    app.add_plugins(tabula::menus::plugin);
    app.update();
    app
}

#[test]
fn escape_closes_any_window_and_only_then_pauses() {
    use tabula::ui_state::Overlay;
    let mut app = start_with_menus("keyboard-escape");
    app.world_mut().resource_mut::<Overlay>().load = true;
    press(&mut app, KeyCode::Escape);
    let overlay = *app.world().resource::<Overlay>();
    assert!(!overlay.load, "the window closes");
    assert!(!overlay.pause, "the same Escape does not open the pause menu");
    press(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<Overlay>().pause, "with no window open, Escape pauses");
    press(&mut app, KeyCode::Escape);
    assert!(!app.world().resource::<Overlay>().any_window(), "and closes the pause menu again");

    // A window does not follow the player to another screen.
    app.world_mut().resource_mut::<Overlay>().settings = true;
    app.world_mut().resource_mut::<NextState<tabula::Screen>>().set(tabula::Screen::Title);
    app.update();
    app.update();
    assert!(!app.world().resource::<Overlay>().settings);
}

#[test]
fn escape_closes_the_game_over_dialog_before_it_pauses() {
    use tabula::ui_state::Overlay;
    let mut app = start_with_menus("keyboard-escape-over");
    for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let view = app.world().resource::<Snapshot>().moves.iter().find(|m| m.text == text).cloned().expect("legal");
        let (from, to) = (view.from.expect("from"), view.to.expect("to"));
        app.world_mut().write_message(tabula::session::MoveAttempt { from, to, promotion: None });
        app.update();
        app.update();
    }
    assert!(app.world().resource::<Session>().is_over());
    press(&mut app, KeyCode::Escape);
    let overlay = *app.world().resource::<Overlay>();
    assert!(overlay.game_over_closed, "Escape closes the game-over dialog");
    assert!(!overlay.pause);
    press(&mut app, KeyCode::Escape);
    assert!(app.world().resource::<Overlay>().pause);
}
