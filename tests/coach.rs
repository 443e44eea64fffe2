//! Headless tests of the engine as a teacher in the client: the puzzle trainer (a puzzle
//! solved by clicks raises the rating and is saved; a wrong move fails and lowers it) and game
//! review (a finished game reviewed with its blunder found, its mistakes practised as puzzles,
//! and the game back on the table afterwards).

use bevy::prelude::*;
use std::time::{Duration, Instant};
use tabula::puzzles::progress::PuzzleProgress;
use tabula::puzzles::{ActivePuzzle, PuzzleRequest, PuzzleSets};
use tabula::session::review::{GameReview, ToggleReview};
use tabula::session::{GameSetup, Session, SessionRequest};
use tabula::storage::StorageDirs;
use tabula_coach::{Judgement, Puzzle};
use tabula_lessons::Progress;
use tabula_rules::Variant;

mod common;

fn app_in(dir: &std::path::Path) -> App {
    common::app_with_frames(dir, Duration::from_millis(50))
}

fn frames(app: &mut App, count: usize) {
    for _ in 0..count {
        app.update();
    }
}

fn click_named(app: &mut App, name: &str) {
    let id = {
        let session = app.world().resource::<Session>();
        session.game().cells().iter().find(|c| c.name == name).map(|c| c.id).expect("cell")
    };
    for event in [tabula::board::BoardPointer::Press(Some(id)), tabula::board::BoardPointer::Release(Some(id))] {
        app.world_mut().write_message(event);
        app.update();
    }
}

fn back_rank() -> Puzzle {
    Puzzle {
        id: "chess-test-1".to_owned(),
        position: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1".to_owned(),
        solution: vec!["d1d8".to_owned()],
        themes: vec!["mate in 1".to_owned()],
        difficulty: 1500,
        margin: 10_000,
        depth: 4,
    }
}

fn open_puzzle(app: &mut App) {
    app.world_mut().write_message(PuzzleRequest::Open(Variant::Chess, "chess-test-1".to_owned()));
    frames(app, 4);
    assert!(app.world().get_resource::<ActivePuzzle>().is_some(), "the puzzle is open");
}

#[test]
fn a_puzzle_solved_by_clicks_raises_the_rating_and_a_wrong_move_lowers_it() {
    let dir = common::temp_dir("puzzle-trainer");
    let mut app = app_in(&dir);
    app.insert_resource(PuzzleSets { sets: vec![(Variant::Chess, vec![back_rank()])], problems: Vec::new() });
    open_puzzle(&mut app);
    click_named(&mut app, "d1");
    click_named(&mut app, "d8");
    assert!(app.world().get_resource::<ActivePuzzle>().is_some());
    assert_eq!(judge(&app).progress(), &Progress::Won { stars: 3 });
    let rating = app.world().resource::<PuzzleProgress>().of(Variant::Chess).rating.rating;
    assert!(rating > 1500.0, "{rating}");
    // Kept on disk.
    let saved = PuzzleProgress::load(&StorageDirs::in_folder(&dir));
    assert_eq!(saved.of(Variant::Chess).history.len(), 1);

    // The same puzzle again counts no more; a fresh copy missed lowers the rating.
    app.world_mut().write_message(PuzzleRequest::Retry);
    frames(&mut app, 4);
    click_named(&mut app, "d1");
    click_named(&mut app, "d7");
    assert!(matches!(judge(&app).progress(), Progress::Failed(_)));
    assert_eq!(app.world().resource::<PuzzleProgress>().of(Variant::Chess).history.len(), 1, "a retry is not rated");
    let mut other = back_rank();
    other.id = "chess-test-2".to_owned();
    app.insert_resource(PuzzleSets { sets: vec![(Variant::Chess, vec![back_rank(), other])], problems: Vec::new() });
    app.world_mut().write_message(PuzzleRequest::Next(Variant::Chess));
    frames(&mut app, 4);
    assert_eq!(app.world().resource::<ActivePuzzle>().puzzle.id, "chess-test-2", "the untried one comes next");
    click_named(&mut app, "g1");
    click_named(&mut app, "h1");
    assert!(matches!(judge(&app).progress(), Progress::Failed(_)));
    let after = app.world().resource::<PuzzleProgress>().of(Variant::Chess).rating.rating;
    assert!(after < rating, "{after} < {rating}");
}

#[test]
fn the_shipped_puzzles_load_in_the_app() {
    let dir = common::temp_dir("puzzle-sets");
    let app = app_in(&dir);
    let sets = app.world().resource::<PuzzleSets>();
    assert!(sets.problems.is_empty(), "{:?}", sets.problems);
    for variant in Variant::ALL {
        assert!(!sets.of(variant).is_empty(), "{variant} has puzzles");
    }
}

#[test]
fn a_finished_game_is_reviewed_and_its_mistakes_practised() {
    let dir = common::temp_dir("review");
    let mut app = app_in(&dir);
    // 1. f3 e5 2. g4?? Qh4#: White's second move loses at once.
    let moves: Vec<String> = ["f2f3", "e7e5", "g2g4", "d8h4"].iter().map(|m| m.to_string()).collect();
    let session = Session::start(GameSetup::hot_seat(Variant::Chess), &moves).expect("plays");
    assert!(session.is_over());
    tabula::session::begin(&mut app.world_mut().commands(), session, tabula::session::Referee::Local);
    frames(&mut app, 4);
    app.world_mut().write_message(ToggleReview);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        app.update();
        if app.world().resource::<GameReview>().review().is_some() {
            break;
        }
        assert!(Instant::now() < deadline, "no review within 60 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    let review = app.world().resource::<GameReview>().review().cloned().expect("done");
    assert_eq!(review.moves.len(), 4);
    assert_eq!(review.moves[2].played_display, "g4");
    assert_eq!(review.moves[2].judgement, Some(Judgement::Blunder), "{:?}", review.moves[2]);
    assert_eq!(review.curve.last(), Some(&vec![0.0, 1.0]));

    let start = Variant::Chess.new_game();
    let practice = review.practice(start.as_ref(), &[tabula_rules::Seat(0)]);
    assert!(!practice.is_empty());
    app.world_mut().write_message(PuzzleRequest::Practise(practice));
    frames(&mut app, 4);
    let active = app.world().resource::<ActivePuzzle>();
    assert!(active.practice.is_some());
    assert_eq!(judge(&app).player(), tabula_rules::Seat(0));
    // Practice is not rated; leaving it puts the reviewed game back, review and all.
    app.world_mut().write_message(PuzzleRequest::Exit);
    frames(&mut app, 4);
    assert!(app.world().get_resource::<ActivePuzzle>().is_none());
    let session = app.world().resource::<Session>();
    let back: Vec<String> = session.moves().iter().map(|m| m.text.clone()).collect();
    assert_eq!(back, moves);
    assert!(app.world().resource::<GameReview>().review().is_some());
    assert!(app.world().resource::<PuzzleProgress>().games.is_empty());
}

#[test]
fn review_waits_for_the_end_of_the_game() {
    let dir = common::temp_dir("review-early");
    let mut app = app_in(&dir);
    app.world_mut().write_message(SessionRequest::NewGame(GameSetup::hot_seat(Variant::Brandubh)));
    frames(&mut app, 4);
    app.world_mut().write_message(ToggleReview);
    frames(&mut app, 2);
    assert!(app.world().resource::<GameReview>().progress().is_none());
    assert!(app.world().resource::<tabula::session::StatusLine>().0.contains("after the game"));
}

#[test]
fn the_analysis_board_moves_for_any_seat_and_branches_from_an_earlier_position() {
    use tabula::session::analysis::Analysis;
    use tabula::session::{OpenAnalysisBoard, Referee, RefereeKind};
    let dir = common::temp_dir("analysis-board");
    let mut app = app_in(&dir);
    let moves: Vec<String> = ["f2f3", "e7e5", "g2g4", "d8h4"].iter().map(|m| m.to_string()).collect();
    app.world_mut().write_message(OpenAnalysisBoard { variant: Variant::Chess, position: None, moves, shown: None });
    frames(&mut app, 4);
    assert_eq!(app.world().resource::<Referee>().kind(), RefereeKind::Analysis);
    assert!(app.world().resource::<Analysis>().on, "the analysis runs from the start");
    assert!(app.world().resource::<Session>().is_over());
    // Back to after 1. f3 e5, and a different second move for White: the mate goes.
    app.world_mut().write_message(SessionRequest::Review(Some(2)));
    frames(&mut app, 2);
    click_named(&mut app, "g1");
    click_named(&mut app, "h3");
    let session = app.world().resource::<Session>();
    let now: Vec<&str> = session.moves().iter().map(|m| m.text.as_str()).collect();
    assert_eq!(now, ["f2f3", "e7e5", "g1h3"]);
    assert!(!session.is_over());
    // Black's move too: every seat is the player's.
    click_named(&mut app, "b8");
    click_named(&mut app, "c6");
    assert_eq!(app.world().resource::<Session>().moves().len(), 4);
    // The analysis board is never the autosave.
    assert!(!StorageDirs::in_folder(&dir).autosave_path().exists());

    // A pasted position: a bad one is refused with the game's reason, a good one opens.
    let bad = tabula::session::analysis_board::check_position(Variant::Chess, "8/8/8 w - - 0 1");
    assert!(bad.is_err());
    let fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1".to_owned();
    assert!(tabula::session::analysis_board::check_position(Variant::Chess, &fen).is_ok());
    app.world_mut().write_message(OpenAnalysisBoard {
        variant: Variant::Chess,
        position: Some(fen.clone()),
        moves: Vec::new(),
        shown: None,
    });
    frames(&mut app, 4);
    assert_eq!(app.world().resource::<Session>().game().position_string(), fen);
    // Opened from the game screen (which a new table leaves and enters again), it still analyses.
    assert!(app.world().resource::<Analysis>().on, "the analysis runs on the new board too");
    // A new game leaves the analysis board.
    app.world_mut().write_message(SessionRequest::NewGame(GameSetup::hot_seat(Variant::Chess)));
    frames(&mut app, 4);
    assert_eq!(app.world().resource::<Referee>().kind(), RefereeKind::Local);
}

#[test]
fn a_puzzle_is_seen_from_the_solvers_side() {
    let dir = common::temp_dir("puzzle-side");
    let mut app = app_in(&dir);
    // Black mates on the back rank: Black's side at the bottom.
    let black = Puzzle {
        id: "chess-test-black".to_owned(),
        position: "3r2k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1".to_owned(),
        solution: vec!["d8d1".to_owned()],
        ..back_rank()
    };
    app.insert_resource(PuzzleSets { sets: vec![(Variant::Chess, vec![black])], problems: Vec::new() });
    app.world_mut().write_message(PuzzleRequest::Open(Variant::Chess, "chess-test-black".to_owned()));
    frames(&mut app, 4);
    assert_eq!(app.world().resource::<tabula::board::Orientation>().bottom_seat, 1);
}

/// The judge of the level on the table.
fn judge(app: &App) -> &tabula_lessons::LevelRun {
    let referee = app.world().resource::<tabula::session::Referee>();
    &referee.level().expect("a level is on the table").run
}
