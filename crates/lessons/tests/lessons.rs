//! Every lesson in levels/tutorials loads, and every level's written solution reaches its goal
//! through the rules (with its scripted replies, and the computer where the level has one); a
//! level nobody can finish cannot ship. Also: how a level is played, and bad lesson files.

use tabula_ai::reproducible_move;
use tabula_lessons::{
    Failure, Level, LevelRun, Progress, Refusal, Solution, load_course, parse_lesson, play_solution, source_root,
};
use tabula_rules::Variant;
use tabula_table::TableError;

/// Plays a level's solution as `tabula-engine lessons` does: the stars it earns, or why it
/// failed. Each search is seeded by its position, so both give the same game.
fn solve(variant: Variant, level: &Level) -> Result<u8, String> {
    play_solution(variant, level, &mut |game, level, depth| reproducible_move(game, level, depth, game.hash()))
}

#[test]
fn every_lesson_loads_and_every_solution_reaches_its_goal() {
    let mut levels = 0;
    for variant in Variant::ALL {
        let course = load_course(&source_root(), variant);
        assert!(course.errors.is_empty(), "{:#?}", course.errors);
        for lesson in &course.lessons {
            for (index, level) in lesson.lesson.levels.iter().enumerate() {
                let solved = solve(variant, level);
                assert!(solved.is_ok(), "{variant}/{} level {}: {:?}", lesson.key, index + 1, solved);
                if let Solution::Moves(_) = level.solution {
                    assert_eq!(
                        solved,
                        Ok(3),
                        "{variant}/{} level {}: the written solution earns three stars",
                        lesson.key,
                        index + 1
                    );
                }
                levels += 1;
            }
        }
    }
    assert!(levels > 0, "no lessons found under {}", source_root().display());
}

#[test]
fn every_game_has_its_course() {
    // (game, lessons, levels) at the least.
    for (variant, lessons, levels) in [
        (Variant::Chess, 24, 108),
        (Variant::Marseillais, 8, 29),
        (Variant::Trichess, 7, 26),
        (Variant::Trigame, 6, 26),
        (Variant::Brandubh, 8, 33),
    ] {
        let course = load_course(&source_root(), variant);
        let count: usize = course.lessons.iter().map(|l| l.lesson.levels.len()).sum();
        assert!(course.lessons.len() >= lessons, "{variant}: {} lessons", course.lessons.len());
        assert!(count >= levels, "{variant}: {count} levels");
    }
}

const ROOK_STARS: &str = r#"(
    title: "The rook",
    summary: "Rows and columns.",
    levels: [(
        intro: "Collect the stars.",
        position: "7k/8/8/8/8/8/8/R6K w - - 0 1",
        goal: Stars(["a5", "e5"]),
        hint: "Up first.",
        success: "Good.",
        solution: Moves(["a1a5", "a5e5"]),
    )],
)"#;

fn first_level(text: &str, variant: Variant) -> Level {
    let lesson = parse_lesson(text, variant).unwrap_or_else(|e| panic!("{e}"));
    lesson.levels[0].clone()
}

#[test]
fn stars_are_collected_while_the_other_side_waits() {
    let level = first_level(ROOK_STARS, Variant::Chess);
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    let code = |refusal: Result<_, Refusal>| match refusal {
        Err(Refusal::Table(TableError::Illegal { code, .. })) => code,
        other => panic!("refused by the rules: {other:?}"),
    };
    assert_eq!(code(run.play(&mut table, "a1a9")), "malformed", "not a move");
    assert_eq!(code(run.play(&mut table, "h8g8")), "not-your-piece");
    assert_eq!(code(run.play(&mut table, "a1b2")), "cannot-move-there");
    let played = run.play(&mut table, "a1a5").expect("legal");
    assert_eq!(played.iter().map(|p| p.text.as_str()).collect::<Vec<_>>(), ["a1a5", "wait"]);
    assert_eq!(run.progress(), &Progress::Playing);
    assert_eq!(run.stars_left().len(), 1);
    assert_eq!(table.to_move().0, 0, "black waited");
    run.play(&mut table, "a5e5").expect("legal");
    assert_eq!(run.progress(), &Progress::Won { stars: 3 });
    assert_eq!(run.play(&mut table, "e5e6").err(), Some(Refusal::LevelOver));
    // A detour costs stars, and checking a waiting king fails the level.
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    for mv in ["a1a2", "a2a3", "a3a5", "a5e5"] {
        run.play(&mut table, mv).expect("legal");
    }
    assert_eq!(run.progress(), &Progress::Won { stars: 2 });
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    run.play(&mut table, "a1a8").expect("legal");
    assert!(matches!(run.progress(), Progress::Failed(_)));
}

#[test]
fn a_script_accepts_its_moves_and_fails_any_other() {
    let text = r#"(title: "Fork", summary: "Two at once.", levels: [(
        intro: "Fork king and rook.",
        position: "r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1",
        goal: Line,
        opponent: Script([
            (accept: [(move: "b5c7", reply: ["e8d7"])], wrong: "Look for a check that also hits the rook."),
            (accept: [(move: "c7a8")], wrong: "Take the rook."),
        ]),
        keep_pieces: true,
        hint: "Knights fork.",
        success: "Forked!",
        solution: Moves(["b5c7", "c7a8"]),
    )])"#;
    let level = first_level(text, Variant::Chess);
    assert_eq!(solve(Variant::Chess, &level), Ok(3));
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    run.play(&mut table, "b5d6").expect("a move");
    assert_eq!(
        run.progress(),
        &Progress::Failed(Failure::Wrong("Look for a check that also hits the rook.".to_owned()))
    );
    assert!(table.moves().is_empty(), "a wrong move of the line is not played");
}

#[test]
fn keeping_pieces_and_the_computer_seat() {
    let text = r#"(title: "Hang", summary: "x", levels: [(
        intro: "Make three moves without losing the rook.",
        position: "4k3/3q4/8/8/R7/8/8/4K3 w - - 0 1",
        goal: Survive(3),
        opponent: Computer("Club"),
        keep_pieces: true,
        hint: "The queen eyes the rook.",
        success: "Safe.",
        solution: Search("Master"),
    )])"#;
    let level = first_level(text, Variant::Chess);
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    assert_eq!(table.computer_to_move(), None);
    run.play(&mut table, "a4h4").expect("legal");
    let asked = Progress::ComputerToMove { seat: tabula_rules::Seat(1), level: "Club".into() };
    assert_eq!(run.progress(), &asked);
    assert_eq!(table.computer_to_move(), Some("Club"), "the table's computer seat is to move");
    assert!(run.play(&mut table, "h4h5").is_err(), "the computer is to move");
    run.opponent_move(&mut table, "e8e7").expect("legal");
    assert_eq!(run.progress(), &Progress::Playing);
    let (mut hanging, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    hanging.play(&mut table, "e1f1").expect("legal");
    hanging.opponent_move(&mut table, "d7a4").expect("legal");
    assert!(matches!(hanging.progress(), Progress::Failed(_)), "the rook was left hanging");
    assert!(solve(Variant::Chess, &level).is_ok(), "Master keeps the rook");
}

#[test]
fn a_malformed_lesson_names_the_file_and_the_field() {
    let dir = std::env::temp_dir().join(format!("tabula-lessons-{}", std::process::id()));
    let game_dir = dir.join("chess");
    std::fs::create_dir_all(&game_dir).expect("dir");
    std::fs::write(game_dir.join("01-good.ron"), ROOK_STARS).expect("write");
    std::fs::write(game_dir.join("02-typo.ron"), ROOK_STARS.replace("goal:", "gaol:")).expect("write");
    std::fs::write(game_dir.join("03-cell.ron"), ROOK_STARS.replace("\"e5\"", "\"z9\"")).expect("write");
    std::fs::write(game_dir.join("04-fen.ron"), ROOK_STARS.replace("7k/8", "7k/9")).expect("write");
    let course = load_course(&dir, Variant::Chess);
    assert_eq!(course.lessons.len(), 1, "the good lesson still loads");
    assert_eq!(course.lessons[0].key, "01-good");
    let messages: Vec<String> = course.errors.iter().map(ToString::to_string).collect();
    assert_eq!(messages.len(), 3, "{messages:#?}");
    assert!(messages[0].contains("02-typo.ron") && messages[0].contains("gaol"), "{}", messages[0]);
    assert!(
        messages[1].contains("03-cell.ron") && messages[1].contains("level 1: goal: no cell 'z9'"),
        "{}",
        messages[1]
    );
    assert!(messages[2].contains("04-fen.ron") && messages[2].contains("level 1: position"), "{}", messages[2]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_mate_the_script_does_not_list_still_wins_a_mating_level() {
    // The script names Qd8 mate; Qb7 mates too and wins, while Qc6, no mate, is refused.
    let text = r#"(title: "Mate", summary: "x", levels: [(
        intro: "Mate in one.",
        position: "1k6/3Q4/1K6/8/8/8/8/8 w - - 0 1",
        goal: Checkmate,
        opponent: Script([(accept: [(move: "d7d8")], wrong: "That is not mate.")]),
        hint: "Check on the back rank.",
        success: "Mate.",
        solution: Moves(["d7d8"]),
    )])"#;
    let level = first_level(text, Variant::Chess);
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    run.play(&mut table, "d7b7").expect("legal");
    assert_eq!(run.progress(), &Progress::Won { stars: 3 });
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    run.play(&mut table, "d7c6").expect("legal");
    assert_eq!(run.progress(), &Progress::Failed(Failure::Wrong("That is not mate.".to_owned())));
}

#[test]
fn a_piece_to_be_captured_is_followed_when_it_moves() {
    let text = r#"(title: "Chase", summary: "x", levels: [(
        intro: "Win the pawn.",
        position: "4k3/8/8/8/8/8/3p4/R5K1 w - - 0 1",
        goal: Capture(["d2"]),
        opponent: Script([
            (accept: [(move: "a1a2", reply: ["d2d1q"])], wrong: "No."),
            (accept: [(move: "g1h2")], wrong: "No."),
        ]),
        hint: "x",
        success: "x",
        solution: Moves(["a1a2", "g1h2"]),
    )])"#;
    let level = first_level(text, Variant::Chess);
    let (mut run, mut table) = LevelRun::start(Variant::Chess, &level).expect("starts");
    run.play(&mut table, "a1a2").expect("legal");
    assert_eq!(run.progress(), &Progress::Playing, "the pawn ran off and promoted: not captured");
    let d1 = tabula_lessons::cell_id(table.game(), "d1").expect("cell");
    assert_eq!(run.captures_left(), [d1], "the target is followed to d1");
}

#[test]
fn a_page_is_read_not_played() {
    let text = r#"(
        title: "Pins",
        summary: "A page, then a level.",
        levels: [
            (
                intro: "A pin: the bishop on b5 attacks the knight, and the king stands behind it.",
                position: "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3",
                player: 1,
                goal: Read,
                marks: (highlight: ["c6"], arrows: [("b5", "e8")]),
            ),
        ],
    )"#;
    let lesson = parse_lesson(text, Variant::Chess).expect("a page reads");
    let page = &lesson.levels[0];
    let (mut run, mut table) = LevelRun::start(Variant::Chess, page).expect("starts");
    let refused = run.play(&mut table, "a7a6").expect_err("nothing is played on a page");
    assert_eq!(refused, Refusal::PageToRead);
    assert!(run.finish_reading());
    assert_eq!(run.progress(), &Progress::Won { stars: 3 });
    assert!(!run.finish_reading(), "read once");
    assert_eq!(solve(Variant::Chess, page), Ok(3));
    // A page with moves, or a level without any, is refused by name.
    let with_moves = text.replace("goal: Read,", "goal: Read, solution: Moves([\"a7a6\"]),");
    assert!(parse_lesson(&with_moves, Variant::Chess).is_err_and(|e| e.contains("page")));
    let not_a_page = text.replace("goal: Read,", "goal: Check, hint: \"h\", success: \"s\",");
    assert!(parse_lesson(&not_a_page, Variant::Chess).is_err_and(|e| e.contains("solution")));
}
