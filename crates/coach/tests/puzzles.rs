//! Every shipped puzzle plays: its file loads, its solution is legal through the rules and ends
//! on the solver's move (a mate theme in the solver's mate), its recorded uniqueness margin is
//! at least the minimum, and as a lesson level the written line wins. Each game ships enough.

use tabula_coach::generate::is_long;
use tabula_coach::puzzles::{load_puzzles, min_margin, own_moves, shape, source_root};
use tabula_coach::themes;
use tabula_coach::{Puzzle, puzzle_level};
use tabula_lessons::play_solution;
use tabula_rules::Variant;

fn wanted(variant: Variant) -> usize {
    if variant == Variant::Chess { 500 } else { 60 }
}

/// The depth of the search that found a file's candidates (`--screen-depth` in its command):
/// every verifying search must have looked deeper.
fn screen_depth(generated_by: &str) -> u32 {
    let words: Vec<&str> = generated_by.split_whitespace().collect();
    words
        .windows(2)
        .find(|pair| pair[0] == "--screen-depth" || pair[0] == "screen")
        .and_then(|pair| pair[1].parse().ok())
        .unwrap_or_else(|| panic!("no screening depth in '{generated_by}'"))
}

#[test]
fn chess_puzzles_are_verified_deeper_distinct_and_named() {
    let (set, _) = load_puzzles(&source_root(), Variant::Chess).unwrap_or_else(|e| panic!("{e}"));
    let screened = screen_depth(&set.generated_by);
    let mut shapes = std::collections::HashMap::new();
    for puzzle in &set.puzzles {
        let id = &puzzle.id;
        assert!(puzzle.depth > screened, "{id}: verified at depth {}, not deeper than {screened}", puzzle.depth);
        let game = Variant::Chess.from_position(&puzzle.position).expect("reads");
        assert!(game.legal_move_strings().len() >= 5, "{id}: the solver has fewer than five moves");
        let shape = shape(Variant::Chess, puzzle).expect("plays");
        if let Some(other) = shapes.insert(shape.clone(), id.clone()) {
            panic!("{id} and {other} have the same shape: {shape}");
        }
        assert!(!puzzle.themes.iter().any(|t| t == "advantage"), "{id}: name what the puzzle is about");
    }
}

#[test]
fn each_game_has_its_share_of_long_puzzles() {
    // Chess 60%; Marseillais half using both half-moves of a turn; Brandubh and Trigame a third.
    for variant in Variant::ALL {
        let (set, _) = load_puzzles(&source_root(), variant).unwrap_or_else(|e| panic!("{e}"));
        let long = set.puzzles.iter().filter(|p| is_long(variant, p)).count();
        let wanted = tabula_ai::coaching(variant).hunt.long_percent as usize;
        // Trichess asks none: its generator finds no two-move line in the real turn order.
        let least = match variant {
            Variant::Chess => 60,
            Variant::Marseillais => 50,
            Variant::Trichess => 0,
            Variant::Brandubh | Variant::Trigame => 34,
        };
        assert!(wanted >= least, "{variant}: {wanted}%");
        assert!(
            long * 100 >= wanted * set.puzzles.len(),
            "{variant}: {long} of {} puzzles are long, {wanted}% wanted",
            set.puzzles.len()
        );
    }
}

#[test]
fn themes_are_known_and_match_the_line() {
    for variant in Variant::ALL {
        let (set, _) = load_puzzles(&source_root(), variant).unwrap_or_else(|e| panic!("{e}"));
        for puzzle in &set.puzzles {
            let id = &puzzle.id;
            assert!(!puzzle.themes.is_empty(), "{id}: no theme");
            for theme in &puzzle.themes {
                assert!(themes::is_known(theme), "{id}: unknown theme '{theme}'");
            }
            let own = own_moves(variant, puzzle).expect("plays");
            for theme in &puzzle.themes {
                if let Some(n) = theme.strip_prefix("mate in ") {
                    assert_eq!(n.parse::<usize>().ok(), Some(own), "{id}: '{theme}' in {own} moves");
                }
            }
            if variant == Variant::Chess {
                // The line's own facts: a promotion, a mate, a check to start.
                let promotes = puzzle.solution.iter().step_by(2).any(|m| m.len() == 5);
                let named = puzzle.themes.iter().any(|t| t == "promotion");
                assert_eq!(promotes, named, "{id}: a promotion is named exactly when the solver promotes");
            }
        }
    }
}

#[test]
fn every_shipped_puzzle_plays() {
    for variant in Variant::ALL {
        let (set, errors) = load_puzzles(&source_root(), variant).unwrap_or_else(|e| panic!("{e}"));
        assert!(errors.is_empty(), "{}", errors.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n"));
        assert!(set.puzzles.len() >= wanted(variant), "{variant}: {} puzzles", set.puzzles.len());
        for puzzle in &set.puzzles {
            assert!(puzzle.margin >= min_margin(variant), "{}: margin {}", puzzle.id, puzzle.margin);
            assert!((600..=2600).contains(&puzzle.difficulty), "{}: difficulty {}", puzzle.id, puzzle.difficulty);
            let level = puzzle_level(variant, puzzle).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
            let mut no_search =
                |_: &dyn tabula_rules::DynGame, _: &str, _: u32| Err("no computer in a puzzle".to_owned());
            play_solution(variant, &level, &mut no_search).unwrap_or_else(|e| panic!("{}: {e}", puzzle.id));
        }
    }
}

fn sample() -> Puzzle {
    // Back-rank mate in one.
    Puzzle {
        id: "t-1".to_owned(),
        position: "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1".to_owned(),
        solution: vec!["d1d8".to_owned()],
        themes: vec!["mate in 1".to_owned()],
        difficulty: 700,
        margin: 10_000,
        depth: 4,
    }
}

#[test]
fn bad_puzzles_are_named() {
    let root = std::env::temp_dir().join(format!("tabula-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&root).expect("temp dir");
    let mut illegal = sample();
    illegal.id = "t-2".to_owned();
    illegal.solution = vec!["d1d9".to_owned()];
    let mut thin = sample();
    thin.id = "t-3".to_owned();
    thin.margin = 10;
    let mut not_mate = sample();
    not_mate.id = "t-4".to_owned();
    not_mate.solution = vec!["d1d7".to_owned()];
    let set = tabula_coach::PuzzleSet {
        game: Variant::Chess,
        generated_by: "test".to_owned(),
        puzzles: vec![sample(), illegal, thin, not_mate, sample()],
    };
    let text = tabula_coach::puzzles::write_puzzles(&set).expect("writes");
    std::fs::write(root.join("chess.ron"), text).expect("write");
    let (loaded, errors) = load_puzzles(&root, Variant::Chess).expect("reads");
    assert_eq!(loaded.puzzles.len(), 1);
    let faults: Vec<String> = errors.iter().map(ToString::to_string).collect();
    assert_eq!(faults.len(), 4, "{faults:?}");
    assert!(faults[0].contains("t-2") && faults[0].contains("d1d9"), "{faults:?}");
    assert!(faults[1].contains("t-3") && faults[1].contains("margin"), "{faults:?}");
    assert!(faults[2].contains("t-4") && faults[2].contains("mate"), "{faults:?}");
    assert!(faults[3].contains("t-1") && faults[3].contains("twice"), "{faults:?}");
    // A file that is not RON, and one of the wrong game, are one error each.
    std::fs::write(root.join("chess.ron"), "(game: chess").expect("write");
    assert!(load_puzzles(&root, Variant::Chess).is_err());
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn another_mate_at_the_end_is_accepted() {
    // Two rooks: Ra8 and Rb8 both mate; the line names one, the level accepts both.
    let puzzle = Puzzle {
        position: "6k1/5ppp/8/8/8/8/R4PPP/1R4K1 w - - 0 1".to_owned(),
        solution: vec!["a2a8".to_owned()],
        ..sample()
    };
    let level = puzzle_level(Variant::Chess, &puzzle).expect("plays");
    let tabula_lessons::Opponent::Script(steps) = &level.opponent else { panic!("a script") };
    let accepted: Vec<&str> = steps[0].accept.iter().map(|b| b.mv.as_str()).collect();
    assert!(accepted.contains(&"a2a8") && accepted.contains(&"b1b8"), "{accepted:?}");
}

/// Trichess's long puzzles are mates in two rounds: proved again here against every pair of
/// replies, and a first move other than the solution's forces nothing.
#[test]
fn trichess_long_puzzles_are_proved_against_every_reply() {
    use tabula_coach::mate_rounds::mate_in_two_rounds;
    let (set, problems) = load_puzzles(&source_root(), Variant::Trichess).expect("trichess puzzles");
    assert!(problems.is_empty(), "{problems:?}");
    let long: Vec<&Puzzle> = set.puzzles.iter().filter(|p| is_long(Variant::Trichess, p)).collect();
    assert!(long.len() * 100 >= set.puzzles.len() * 34, "{} long of {}", long.len(), set.puzzles.len());
    for puzzle in long {
        let game = Variant::Trichess.from_position(&puzzle.position).expect("a position");
        let proof = mate_in_two_rounds(game.as_ref()).unwrap_or_else(|| panic!("{}: no proof", puzzle.id));
        assert_eq!(proof.first, puzzle.solution[0], "{}", puzzle.id);
        assert_eq!(&proof.replies[..], &puzzle.solution[1..3], "{}: the hardest defence is shown", puzzle.id);
    }
}
