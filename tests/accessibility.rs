//! Headless tests of the board in words (speech.rs): every place described, every move
//! announced as a sentence, the position read out on request, and the keyboard cursor's place
//! spoken. (The same words reaching egui's AccessKit tree is a unit test in
//! src/screens/accessible.rs.)

use bevy::prelude::*;
use tabula::session::Session;
use tabula::speech::{BoardSpeech, DescribePosition};
use tabula_rules::Variant;

mod common;

fn start(variant: Variant, name: &str) -> App {
    common::hot_seat_app(variant, name)
}

fn play(app: &mut App, text: &str) {
    let (from, to) = {
        let snapshot = app.world().resource::<tabula::session::Snapshot>();
        let view = snapshot.moves.iter().find(|m| m.text == text).expect("legal");
        (view.from.expect("from"), view.to.expect("to"))
    };
    app.world_mut().write_message(tabula::session::MoveAttempt { from, to, promotion: None });
    app.update();
    app.update();
}

fn words_of(app: &App, cell: &str) -> String {
    let speech = app.world().resource::<BoardSpeech>();
    let prefix = format!("{cell}, ");
    speech.cells.iter().find(|(_, w)| w.starts_with(&prefix)).map(|(_, w)| w.clone()).expect("described")
}

#[test]
fn places_moves_and_the_position_are_put_in_words() {
    let mut app = start(Variant::Chess, "speech-chess");
    assert_eq!(app.world().resource::<BoardSpeech>().cells.len(), 64);
    assert_eq!(words_of(&app, "g1"), "g1, white knight");
    play(&mut app, "g1f3");
    assert_eq!(words_of(&app, "f3"), "f3, white knight");
    assert_eq!(words_of(&app, "g1"), "g1, empty");
    assert_eq!(app.world().resource::<BoardSpeech>().announcement, "White plays knight f3");
    for mv in ["d7d5", "f3e5", "d8d6"] {
        play(&mut app, mv);
    }
    play(&mut app, "e5f7");
    assert_eq!(app.world().resource::<BoardSpeech>().announcement, "White plays knight takes f7");

    // The fool's mate, said as such.
    let mut app = start(Variant::Chess, "speech-mate");
    for mv in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        play(&mut app, mv);
    }
    assert_eq!(app.world().resource::<BoardSpeech>().announcement, "Black plays queen h4, checkmate");
    assert!(app.world().resource::<Session>().is_over());

    let before = app.world().resource::<BoardSpeech>().serial;
    app.world_mut().write_message(DescribePosition);
    app.update();
    let speech = app.world().resource::<BoardSpeech>();
    assert!(speech.serial > before);
    assert!(speech.announcement.starts_with("White to move. White: pawn a2"), "{}", speech.announcement);
    assert!(speech.announcement.contains("queen h4"), "{}", speech.announcement);
}

#[test]
fn the_cursor_says_where_it_is_in_every_game() {
    for variant in Variant::ALL {
        let mut app = start(variant, &format!("speech-cursor-{}", variant.name()));
        app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::ArrowUp);
        app.update();
        let cursor = app.world().resource::<tabula::board::keyboard::KeyboardCursor>().0.expect("on the board");
        let speech = app.world().resource::<BoardSpeech>();
        let expected = speech.cells.iter().find(|(cell, _)| *cell == cursor).map(|(_, w)| w.clone());
        assert_eq!(Some(speech.announcement.clone()), expected, "{variant}");
        // The cursor starts on a piece of the side to move.
        assert!(!speech.announcement.ends_with("empty"), "{variant}: {}", speech.announcement);
    }
}
