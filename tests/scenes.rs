//! Headless tests of the scenes' moments and marks: a mate rings the checked king, dims the board
//! for the reveal and topples the mated king; a tafl double capture throws sparks; an escaped tafl
//! king rings its corner; Marseillais's turn marker counts the half-moves; Trichess's armies
//! stand on bases of three shapes; none of it plays with animations off.

use bevy::prelude::*;
use std::time::Duration;
use tabula::board::{Effect, Piece, Revealing, Toppling};
use tabula::session::{GameSetup, MoveAttempt, Session, SessionRequest};
use tabula::settings::{AnimationSpeed, Settings};
use tabula_rules::{PieceKind, Variant};

mod common;

fn app(name: &str) -> App {
    common::app_with_frames(&common::temp_dir(name), Duration::from_millis(50))
}

fn start(app: &mut App, variant: Variant, position: Option<&str>) {
    let setup = GameSetup { start: position.map(str::to_owned), ..GameSetup::hot_seat(variant) };
    app.world_mut().write_message(SessionRequest::NewGame(setup));
    for _ in 0..4 {
        app.update();
    }
}

fn cell(app: &App, name: &str) -> u8 {
    let session = app.world().resource::<Session>();
    session.game().cells().iter().find(|c| c.name == name).map(|c| c.id).unwrap_or_else(|| panic!("no cell {name}"))
}

fn play(app: &mut App, from: &str, to: &str) {
    let (from, to) = (cell(app, from), cell(app, to));
    app.world_mut().write_message(MoveAttempt { from, to, promotion: None });
    app.update();
}

fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

fn names(app: &mut App, name: &str) -> usize {
    app.world_mut().query::<&Name>().iter(app.world()).filter(|n| n.as_str() == name).count()
}

fn frames(app: &mut App, count: usize) {
    for _ in 0..count {
        app.update();
    }
}

/// The rotation of the king of `seat` (radians about the view's axis).
fn king_turn(app: &mut App, seat: u8) -> f32 {
    let mut kings = app.world_mut().query::<(&Piece, &Transform)>();
    let (_, transform) = kings
        .iter(app.world())
        .find(|(p, _)| p.kind == PieceKind::King && p.seat == seat)
        .expect("the king is on the board");
    transform.rotation.to_euler(EulerRot::XYZ).2
}

#[test]
fn a_mate_rings_the_king_dims_the_board_and_topples_the_mated_king() {
    let mut app = app("scene-mate");
    start(&mut app, Variant::Chess, None);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4")] {
        play(&mut app, from, to);
    }
    assert_eq!(count::<Effect>(&mut app), 0, "quiet moves make no moments");
    play(&mut app, "d8", "h4");
    assert!(app.world().resource::<Session>().is_over());
    frames(&mut app, 1);
    assert!(names(&mut app, "ring") >= 1, "the check rings the king");
    assert!(count::<Revealing>(&mut app) >= 1, "the reveal plays");
    assert_eq!(count::<Toppling>(&mut app), 1, "the white king falls");
    frames(&mut app, 30);
    assert!(king_turn(&mut app, 0).abs() > 1.0, "the mated king lies on its side");
    assert!(king_turn(&mut app, 1).abs() < 1e-3, "the winner's king stands");
    frames(&mut app, 40);
    assert_eq!(count::<Revealing>(&mut app), 0, "the reveal ends, for the game-over dialog");
    assert_eq!(count::<Effect>(&mut app), 0);

    // Taking the mate back stands the king up again.
    app.world_mut().write_message(SessionRequest::Takeback);
    frames(&mut app, 3);
    assert!(king_turn(&mut app, 0).abs() < 1e-3);
}

#[test]
fn with_animations_off_a_mate_plays_no_moment_but_the_king_still_lies_down() {
    let mut app = app("scene-still");
    app.world_mut().resource_mut::<Settings>().animation = AnimationSpeed::Off;
    start(&mut app, Variant::Chess, None);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        play(&mut app, from, to);
    }
    frames(&mut app, 2);
    assert_eq!(count::<Effect>(&mut app), 0);
    assert_eq!(count::<Toppling>(&mut app), 0);
    assert!(king_turn(&mut app, 0).abs() > 1.0, "the position still shows who was mated");
}

#[test]
fn a_tafl_double_capture_throws_sparks_and_an_escape_rings_the_corner() {
    let mut app = app("scene-tafl");
    // Attackers to move: c5-c2 pinches b2 against a2 and d2 against e2.
    start(&mut app, Variant::Brandubh, Some("7/7/2t4/6K/7/tT1Tt2/7 a"));
    play(&mut app, "c5", "c2");
    frames(&mut app, 1);
    assert_eq!(names(&mut app, "spark"), 20, "ten sparks from each captured defender");
    assert_eq!(names(&mut app, "words"), 1, "the count of the captures");

    let mut app = self::app("scene-escape");
    start(&mut app, Variant::Brandubh, Some("7/7/7/7/7/3t3/1K5 d"));
    play(&mut app, "b1", "a1");
    assert!(app.world().resource::<Session>().is_over());
    frames(&mut app, 1);
    assert_eq!(names(&mut app, "ring"), 3, "three golden waves from the corner");
    assert!(count::<Revealing>(&mut app) >= 1);
}

#[test]
fn the_marseillais_turn_marker_counts_half_moves() {
    let mut app = app("scene-marseillais");
    start(&mut app, Variant::Marseillais, None);
    let pips = |app: &App| tabula::board::stage::turn_pips(app.world().resource::<Session>());
    assert_eq!(pips(&app), (1, 1), "White's first turn is a single move");
    play(&mut app, "e2", "e4");
    assert_eq!(pips(&app), (2, 1), "Black's first half-move");
    play(&mut app, "e7", "e5");
    assert_eq!(pips(&app), (2, 2), "Black's second half-move");
    play(&mut app, "d7", "d5");
    assert_eq!(pips(&app), (2, 1), "White's turns have two half-moves from the second on");
    app.world_mut().write_message(SessionRequest::Takeback);
    frames(&mut app, 2);
    assert_eq!(pips(&app), (2, 2), "a takeback goes back to the half-move before");
}

#[test]
fn trichess_armies_stand_on_bases_of_three_shapes_and_chess_pieces_on_none() {
    let layers = |variant: Variant, name: &str| {
        let mut app = app(name);
        start(&mut app, variant, None);
        let mut pieces = app.world_mut().query::<(&Piece, &Children)>();
        let mut by_seat: Vec<(u8, usize)> = pieces
            .iter(app.world())
            .filter(|(p, _)| p.kind == PieceKind::Pawn)
            .map(|(p, c)| (p.seat, c.len()))
            .collect();
        by_seat.sort_unstable();
        by_seat.dedup();
        by_seat
    };
    // A pawn is an outline and a fill; in Trichess a base under them.
    assert_eq!(layers(Variant::Chess, "scene-chess-layers"), vec![(0, 2), (1, 2)]);
    assert_eq!(layers(Variant::Trichess, "scene-trichess-layers"), vec![(0, 3), (1, 3), (2, 3)]);
}
