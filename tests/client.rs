//! Headless tests of the client (no window, no GPU, no sound): the board's entities, input
//! through the rules, animation, computer turns, saving and loading, and bad files.

use bevy::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tabula::Screen;
use tabula::board::{BoardLayout, BoardPointer, Cell, PendingPromotion, Piece, Selection, Slide};
use tabula::session::save::SaveRequest;
use tabula::session::{GameSetup, Session, SessionRequest, StatusLine};
use tabula::settings::{Notice, Settings};
use tabula_rules::Variant;
use tabula_table::SavedGame;

mod common;

use common::temp_dir;

fn app_in(dir: &std::path::Path) -> App {
    common::app_with_frames(dir, Duration::from_millis(50))
}

fn start(app: &mut App, setup: GameSetup) {
    app.world_mut().write_message(SessionRequest::NewGame(setup));
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
}

fn cell(app: &App, name: &str) -> u8 {
    let session = app.world().resource::<Session>();
    session.game().cells().iter().find(|c| c.name == name).map(|c| c.id).unwrap_or_else(|| panic!("no cell {name}"))
}

fn pointer(app: &mut App, event: BoardPointer) {
    app.world_mut().write_message(event);
    app.update();
}

fn click(app: &mut App, cell: u8) {
    pointer(app, BoardPointer::Press(Some(cell)));
    pointer(app, BoardPointer::Release(Some(cell)));
}

fn click_named(app: &mut App, name: &str) {
    let id = cell(app, name);
    click(app, id);
}

fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

fn settle(app: &mut App) {
    for _ in 0..30 {
        app.update();
    }
}

fn moves(app: &App) -> Vec<String> {
    app.world().resource::<Session>().moves().iter().map(|m| m.text.clone()).collect()
}

fn piece_on(app: &mut App, cell: u8) -> Option<(Entity, Vec3)> {
    app.world_mut()
        .query::<(Entity, &Piece, &Transform)>()
        .iter(app.world())
        .find(|(_, p, _)| p.cell == cell)
        .map(|(e, _, t)| (e, t.translation))
}

#[test]
fn every_board_spawns_one_entity_per_cell_and_per_piece() {
    let dir = temp_dir("spawn");
    let mut app = app_in(&dir);
    for (variant, cells, pieces) in [
        (Variant::Chess, 64, 32),
        (Variant::Marseillais, 64, 32),
        (Variant::Brandubh, 49, 13),
        (Variant::Trichess, 169, 51),
        (Variant::Trigame, 113, 12),
    ] {
        start(&mut app, GameSetup::hot_seat(variant));
        assert_eq!(count::<Cell>(&mut app), cells, "{variant} cells");
        assert_eq!(count::<Piece>(&mut app), pieces, "{variant} pieces");
    }
    // Trigame's 113 locations are 25 vertices, 56 edges and 32 triangles.
    let session = app.world().resource::<Session>();
    let kinds = session.game().cells().iter().fold([0; 3], |mut acc, c| {
        acc[match c.kind {
            tabula_rules::CellKind::Vertex => 0,
            tabula_rules::CellKind::Edge => 1,
            _ => 2,
        }] += 1;
        acc
    });
    assert_eq!(kinds, [25, 56, 32]);
}

#[test]
fn click_a_piece_then_its_target_plays_the_move_and_slides_the_piece() {
    let dir = temp_dir("click");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::hot_seat(Variant::Chess));
    let (e2, e4) = (cell(&app, "e2"), cell(&app, "e4"));
    let (pawn, _) = piece_on(&mut app, e2).expect("a pawn on e2");
    click(&mut app, e2);
    assert_eq!(app.world().resource::<Selection>().0, Some(e2));
    click(&mut app, e4);
    assert_eq!(moves(&app), ["e2e4"]);
    assert!(app.world().get::<Slide>(pawn).is_some(), "the pawn slides");
    settle(&mut app);
    let target = app.world().resource::<BoardLayout>().center(e4);
    let (moved, at) = piece_on(&mut app, e4).expect("the pawn on e4");
    assert_eq!(moved, pawn, "the same entity moved");
    assert!(at.truncate().distance(target) < 1e-3);
    assert!(piece_on(&mut app, e2).is_none());
}

#[test]
fn an_illegal_target_is_refused_with_a_reason_and_nothing_changes() {
    let dir = temp_dir("illegal");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::hot_seat(Variant::Chess));
    let before = app.world().resource::<Session>().game().position_string();
    click_named(&mut app, "e2");
    click_named(&mut app, "e5");
    settle(&mut app);
    assert!(moves(&app).is_empty());
    assert_eq!(app.world().resource::<Session>().game().position_string(), before);
    let status = app.world().resource::<StatusLine>().0.clone();
    assert!(status.contains("cannot move there"), "{status}");
    let e2 = cell(&app, "e2");
    let (_, at) = piece_on(&mut app, e2).expect("still on e2");
    assert!(at.truncate().distance(app.world().resource::<BoardLayout>().center(e2)) < 1e-3);
    // Pieces of the side not to move cannot be picked up.
    click_named(&mut app, "e7");
    assert_eq!(app.world().resource::<Selection>().0, None);
}

#[test]
fn drag_and_drop_plays_a_move() {
    let dir = temp_dir("drag");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::hot_seat(Variant::Brandubh));
    let session = app.world().resource::<Session>();
    let mv = session.game().move_views().into_iter().next().expect("a move");
    let (from, to) = (mv.from.expect("from"), mv.to.expect("to"));
    let layout = app.world().resource::<BoardLayout>().clone();
    pointer(&mut app, BoardPointer::Move(layout.center(from)));
    pointer(&mut app, BoardPointer::Press(Some(from)));
    pointer(&mut app, BoardPointer::Move(layout.center(from).lerp(layout.center(to), 0.5)));
    let (_, dragged) = piece_on(&mut app, from).expect("the dragged piece");
    assert!(dragged.z > 5.0, "a dragged piece is lifted");
    pointer(&mut app, BoardPointer::Move(layout.center(to)));
    pointer(&mut app, BoardPointer::Release(Some(to)));
    assert_eq!(moves(&app), [mv.text]);
    settle(&mut app);
    assert!(piece_on(&mut app, to).is_some());
}

#[test]
fn promotion_waits_for_the_players_choice() {
    let dir = temp_dir("promote");
    let mut app = app_in(&dir);
    let mut setup = GameSetup::hot_seat(Variant::Chess);
    setup.start = Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1".to_owned());
    start(&mut app, setup);
    click_named(&mut app, "a7");
    click_named(&mut app, "a8");
    let pending = app.world().resource::<PendingPromotion>().0.clone().expect("the picker is open");
    assert_eq!(pending.choices.len(), 4);
    assert!(moves(&app).is_empty());
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().press(KeyCode::KeyN);
    app.update();
    app.world_mut().resource_mut::<ButtonInput<KeyCode>>().clear();
    app.update();
    assert_eq!(moves(&app), ["a7a8n"]);
    settle(&mut app);
    let a8 = cell(&app, "a8");
    let knight = app.world_mut().query::<&Piece>().iter(app.world()).find(|p| p.cell == a8).map(|p| p.kind);
    assert_eq!(knight, Some(tabula_rules::PieceKind::Knight));
}

/// Runs frames until `done` or the wall-clock limit; returns the frames run.
fn run_until(app: &mut App, limit: Duration, done: impl Fn(&App) -> bool) -> u32 {
    let start = Instant::now();
    let mut frames = 0;
    while !done(app) && start.elapsed() < limit {
        app.update();
        frames += 1;
        std::thread::sleep(Duration::from_millis(5));
    }
    frames
}

#[test]
fn the_computer_answers_while_frames_keep_running() {
    let dir = temp_dir("computer");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::vs_computer(Variant::Chess, "Beginner", 0));
    click_named(&mut app, "d2");
    click_named(&mut app, "d4");
    assert_eq!(moves(&app).len(), 1);
    let frames =
        run_until(&mut app, Duration::from_secs(20), |app| app.world().resource::<Session>().moves().len() == 2);
    assert_eq!(moves(&app).len(), 2, "the computer replied");
    assert!(frames > 10, "frames kept running while it thought ({frames})");
    assert!(app.world().resource::<Session>().human_to_move());
}

#[test]
fn a_three_seat_game_with_two_computers_comes_back_to_the_human() {
    let dir = temp_dir("trichess");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::vs_computer(Variant::Trichess, "Beginner", 0));
    let session = app.world().resource::<Session>();
    let first = session.game().move_views().into_iter().next().expect("a move");
    click(&mut app, first.from.expect("from"));
    click(&mut app, first.to.expect("to"));
    run_until(&mut app, Duration::from_secs(30), |app| app.world().resource::<Session>().moves().len() == 3);
    let session = app.world().resource::<Session>();
    assert_eq!(session.moves().len(), 3);
    assert_eq!(session.moves().iter().map(|m| m.seat.0).collect::<Vec<_>>(), [0, 1, 2]);
    assert!(session.human_to_move());
}

#[test]
fn trigame_locations_of_every_kind_take_clicks() {
    let dir = temp_dir("trigame");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::hot_seat(Variant::Trigame));
    use tabula_rules::CellKind;
    for wanted in [CellKind::Edge, CellKind::Triangle, CellKind::Vertex] {
        let session = app.world().resource::<Session>();
        let cells = session.game().cells();
        let mv = session
            .game()
            .move_views()
            .into_iter()
            .find(|m| m.to.is_some_and(|to| cells[to as usize].kind == wanted))
            .unwrap_or_else(|| panic!("a move to a {wanted:?}"));
        let played = moves(&app).len();
        click(&mut app, mv.from.expect("from"));
        click(&mut app, mv.to.expect("to"));
        assert_eq!(moves(&app).len(), played + 1, "move to a {wanted:?}");
        settle(&mut app);
        assert!(piece_on(&mut app, mv.to.expect("to")).is_some());
    }
}

#[test]
fn save_then_load_gives_back_the_same_game() {
    let dir = temp_dir("save");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::hot_seat(Variant::Marseillais));
    for (from, to) in [("e2", "e4"), ("d2", "d4"), ("e7", "e5")] {
        click_named(&mut app, from);
        click_named(&mut app, to);
    }
    let position = app.world().resource::<Session>().game().position_string();
    app.world_mut().write_message(SaveRequest::Save);
    app.update();
    let saves: Vec<PathBuf> =
        std::fs::read_dir(dir.join("saves")).expect("saves folder").map(|e| e.expect("entry").path()).collect();
    assert!(saves.iter().any(|p| p.extension().is_some_and(|e| e == "pgn")), "a PGN too: {saves:?}");
    let ron = saves.iter().find(|p| p.extension().is_some_and(|e| e == "ron")).expect("a RON save").clone();
    start(&mut app, GameSetup::hot_seat(Variant::Chess));
    app.world_mut().write_message(SaveRequest::Load(ron));
    settle(&mut app);
    let session = app.world().resource::<Session>();
    assert_eq!(session.variant(), Variant::Marseillais, "{}", app.world().resource::<StatusLine>().0);
    assert_eq!(session.moves().len(), 2, "{} / review {:?}", app.world().resource::<StatusLine>().0, session.review());
    assert_eq!(session.game().position_string(), position);
    assert_eq!(count::<Piece>(&mut app), 32);
    // The autosave holds the same game.
    let autosave = std::fs::read_to_string(dir.join("autosave.ron")).expect("autosave");
    let saved = SavedGame::from_ron(&autosave).expect("parses");
    assert_eq!(saved.restore().expect("replays").game().position_string(), position);
}

#[test]
fn broken_files_give_messages_and_defaults_never_a_crash() {
    let dir = temp_dir("broken");
    std::fs::write(dir.join("settings.ron"), "(volume: 500, theme: Neon").expect("write");
    std::fs::write(dir.join("autosave.ron"), "garbage").expect("write");
    let mut app = app_in(&dir);
    app.update();
    assert_eq!(*app.world().resource::<Settings>(), Settings::default());
    let notice = app.world().resource::<Notice>().0.clone().expect("a notice");
    assert!(notice.contains("unreadable"), "{notice}");
    assert!(dir.join("settings.ron.broken").exists(), "the broken file is kept");
    assert!(app.world().resource::<tabula::session::save::Resumable>().0.is_none());

    start(&mut app, GameSetup::hot_seat(Variant::Chess));
    click_named(&mut app, "e2");
    click_named(&mut app, "e4");
    let bad = dir.join("bad.ron");
    std::fs::write(
        &bad,
        "(format: 1, setup: (variant: \"chess\", players: [Human, Human], clock: None), moves: [\"e2e5\"])",
    )
    .expect("write");
    app.world_mut().write_message(SaveRequest::Load(bad));
    app.update();
    let status = app.world().resource::<StatusLine>().0.clone();
    assert!(status.starts_with("Could not load") && status.contains("e2e5"), "{status}");
    assert_eq!(moves(&app), ["e2e4"], "the game in progress is untouched");
    // A file's text handed over by name (a file the browser's player picked): PGN by its ending.
    let text = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 *\n".to_owned();
    app.world_mut().write_message(SaveRequest::LoadText { name: "game.PGN".to_owned(), text: "1. e9 *".to_owned() });
    app.update();
    let status = app.world().resource::<StatusLine>().0.clone();
    assert!(status.starts_with("Could not load") && status.contains("game.PGN"), "{status}");
    assert_eq!(moves(&app), ["e2e4"], "the game in progress is untouched");
    app.world_mut().write_message(SaveRequest::LoadText { name: "game.pgn".to_owned(), text });
    settle(&mut app);
    assert_eq!(moves(&app), ["e2e4", "e7e5"], "{}", app.world().resource::<StatusLine>().0);
}

#[test]
fn takeback_against_the_computer_returns_to_the_humans_turn() {
    let dir = temp_dir("takeback");
    let mut app = app_in(&dir);
    start(&mut app, GameSetup::vs_computer(Variant::Brandubh, "Beginner", 0));
    let first = app.world().resource::<Session>().game().move_views()[0].clone();
    click(&mut app, first.from.expect("from"));
    click(&mut app, first.to.expect("to"));
    run_until(&mut app, Duration::from_secs(20), |app| app.world().resource::<Session>().moves().len() == 2);
    app.world_mut().write_message(SessionRequest::Takeback);
    settle(&mut app);
    assert!(moves(&app).is_empty());
    assert_eq!(count::<Piece>(&mut app), 13);
}

#[test]
fn the_autosave_is_offered_only_for_a_game_in_progress() {
    let dir = temp_dir("resume");
    let write = |moves: &[&str]| {
        let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
        let session = Session::start(GameSetup::hot_seat(Variant::Chess), &moves).expect("legal");
        let text = SavedGame::of(session.table()).to_ron();
        std::fs::write(dir.join("autosave.ron"), text).expect("write");
    };
    write(&["e2e4", "e7e5"]);
    let mut app = app_in(&dir);
    app.update();
    assert!(app.world().resource::<tabula::session::save::Resumable>().0.is_some());
    app.world_mut().write_message(SaveRequest::Resume);
    settle(&mut app);
    assert_eq!(moves(&app), ["e2e4", "e7e5"]);
    write(&["f2f3", "e7e5", "g2g4", "d8h4"]);
    let mut app = app_in(&dir);
    app.update();
    assert!(app.world().resource::<tabula::session::save::Resumable>().0.is_none(), "a finished game is not offered");
}

/// Opens level 1 of a game's first lesson and plays its written solution by clicks; a page
/// there is read first (N), which moves on to the next level and keeps the page as read.
fn play_first_lesson_by_clicks(variant: Variant) {
    use tabula::learn::{ActiveLesson, Courses, LessonRequest};
    use tabula_lessons::{Goal, Progress, Solution};
    let dir = temp_dir(&format!("lesson-{variant}"));
    let mut app = app_in(&dir);
    let key = app.world().resource::<Courses>().of(variant).and_then(|c| c.lessons.first()).map(|l| l.key.clone());
    let key = key.unwrap_or_else(|| panic!("{variant} has lessons"));
    app.world_mut().write_message(LessonRequest::Open { variant, key: key.clone(), level: 0 });
    for _ in 0..4 {
        app.update();
    }
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Playing);
    let referee = app.world().resource::<tabula::session::Referee>();
    if referee.level().expect("a level").run.level().goal == Goal::Read {
        let tried = app.world().resource::<Session>().game().legal_move_strings()[0].clone();
        let view = app.world().resource::<Session>().game().move_view(&tried).expect("a move");
        click(&mut app, view.from.expect("a piece"));
        click(&mut app, view.to.expect("a cell"));
        settle(&mut app);
        assert!(app.world().resource::<Session>().moves().is_empty(), "nothing is played on a page");
        app.world_mut().write_message(LessonRequest::Next);
        for _ in 0..4 {
            app.update();
        }
        assert_eq!(app.world().resource::<ActiveLesson>().level, 1, "{variant}/{key}: Continue opens the next level");
        let saved = std::fs::read_to_string(dir.join("lessons.ron")).expect("the page is saved as read");
        assert!(saved.contains(&format!("{variant}/{key}/0")), "{saved}");
    }
    let referee = app.world().resource::<tabula::session::Referee>();
    let Solution::Moves(solution) = referee.level().expect("a level").run.level().solution.clone() else {
        panic!("{variant}/{key}: the first level has written moves");
    };
    for mv in &solution {
        let view = app.world().resource::<Session>().game().move_view(mv).unwrap_or_else(|| panic!("{mv} is legal"));
        click(&mut app, view.from.expect("a piece moves"));
        click(&mut app, view.to.expect("to a cell"));
        settle(&mut app);
    }
    assert!(app.world().get_resource::<ActiveLesson>().is_some(), "{variant}/{key}: the lesson is open");
    let referee = app.world().resource::<tabula::session::Referee>();
    assert_eq!(referee.level().expect("a level").run.progress(), &Progress::Won { stars: 3 }, "{variant}/{key}");
    let saved = std::fs::read_to_string(dir.join("lessons.ron")).expect("the stars are saved");
    assert!(saved.contains(&format!("{variant}/{key}")), "{saved}");
    // The lesson's board is not a game to resume.
    assert!(!dir.join("autosave.ron").exists());
}

#[test]
fn a_chess_lesson_level_is_won_by_clicks() {
    play_first_lesson_by_clicks(Variant::Chess);
}

#[test]
fn a_trichess_lesson_level_is_won_by_clicks() {
    play_first_lesson_by_clicks(Variant::Trichess);
}

#[test]
fn a_trigame_lesson_level_is_won_by_clicks() {
    play_first_lesson_by_clicks(Variant::Trigame);
}

#[test]
fn a_hint_shows_the_best_move_as_an_arrow_and_the_move_list_remembers_it() {
    use tabula::session::hint::{Hint, HintRequest};
    let mut app = app_in(&temp_dir("hint"));
    start(&mut app, GameSetup::vs_computer(Variant::Chess, "Casual", 0));
    // Off by default: asking says so.
    app.world_mut().write_message(HintRequest);
    app.update();
    assert!(app.world().resource::<StatusLine>().0.contains("Hints are off"));

    app.world_mut().resource_mut::<Settings>().hints = true;
    app.world_mut().write_message(HintRequest);
    let deadline = Instant::now() + Duration::from_secs(20);
    while app.world().resource::<Hint>().shown.is_none() {
        assert!(Instant::now() < deadline, "no hint within 20 s");
        app.update();
        std::thread::sleep(Duration::from_millis(20));
    }
    let (_, text, from, to) = app.world().resource::<Hint>().shown.clone().expect("a hint");
    let (from, to) = (from.expect("from"), to.expect("to"));
    assert_eq!(app.world().resource::<tabula::board::BoardMarks>().arrows, [(from, to)]);
    assert!(app.world().resource::<StatusLine>().0.starts_with("Hint: "));
    // Playing it: the arrow goes, and the move list knows the first move came with a hint.
    app.world_mut().write_message(tabula::session::MoveAttempt { from, to, promotion: None });
    app.update();
    app.update();
    assert_eq!(app.world().resource::<Session>().moves()[0].text, text);
    assert_eq!(app.world().resource::<Hint>().used, [1]);
    assert!(app.world().resource::<tabula::board::BoardMarks>().arrows.is_empty());
}

#[test]
fn analysis_shows_three_lines_follows_the_position_and_stays_out_of_games_against_the_computer() {
    use tabula::session::analysis::{Analysis, ToggleAnalysis};
    let mut app = app_in(&temp_dir("analysis"));
    start(&mut app, GameSetup::vs_computer(Variant::Chess, "Casual", 0));
    app.world_mut().write_message(ToggleAnalysis);
    app.update();
    assert!(!app.world().resource::<Analysis>().on, "no analysis while the computer plays a game in progress");
    assert!(app.world().resource::<StatusLine>().0.contains("Analysis is for"));

    start(&mut app, GameSetup::hot_seat(Variant::Chess));
    app.world_mut().write_message(ToggleAnalysis);
    let lines_at_depth = |app: &App, depth: u32| {
        let lines = app.world().resource::<Analysis>().lines();
        lines.len() == 3 && lines.iter().all(|l| l.depth >= depth)
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while !lines_at_depth(&app, 3) {
        assert!(Instant::now() < deadline, "no three lines within 20 s");
        app.update();
        std::thread::sleep(Duration::from_millis(20));
    }
    let lines = app.world().resource::<Analysis>().lines();
    let firsts: Vec<&String> = lines.iter().map(|l| &l.moves[0]).collect();
    assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2], "{firsts:?}");
    // The best move is drawn as an arrow (the lines may deepen between frames: any legal move).
    app.update();
    let arrows = app.world().resource::<tabula::board::BoardMarks>().arrows.clone();
    let legal = &app.world().resource::<tabula::session::Snapshot>().moves;
    assert_eq!(arrows.len(), 1, "{arrows:?}");
    assert!(legal.iter().any(|m| m.from == Some(arrows[0].0) && m.to == Some(arrows[0].1)), "{arrows:?}");

    // A move: the analysis starts again on the new position (Black's replies).
    click_named(&mut app, "e2");
    click_named(&mut app, "e4");
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        app.update();
        let lines = app.world().resource::<Analysis>().lines();
        let black_moves = [
            "e5", "c5", "e6", "c6", "d5", "Nf6", "Nc6", "d6", "g6", "b6", "a6", "h6", "f5", "g5", "a5", "h5", "b5",
            "f6", "Na6", "Nh6",
        ];
        if lines.len() == 3 && lines.iter().all(|l| black_moves.contains(&l.moves[0].as_str())) {
            break;
        }
        assert!(Instant::now() < deadline, "no analysis of the new position within 20 s");
        std::thread::sleep(Duration::from_millis(20));
    }
    app.world_mut().write_message(ToggleAnalysis);
    app.update();
    app.update();
    assert!(app.world().resource::<Analysis>().lines().is_empty());
    assert!(app.world().resource::<tabula::board::BoardMarks>().arrows.is_empty());
}
