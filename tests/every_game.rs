//! A game's checklist (docs/adding-a-game.md), checked for every game in the closed list: its
//! descriptor, its search's levels, coaching and weights, its lessons, puzzles, scene, sounds
//! and rules page, the client's description, and its page in docs/. A sixth game that lacks any
//! part fails here by name. (Its bench position is checked in `tabula-engine`'s own tests, and
//! everything the compiler lists, by the compiler.)

use std::path::{Path, PathBuf};
use std::str::FromStr;
use tabula_rules::Variant;

fn repository() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The parts of `variant` that are missing or broken, in words.
fn missing_parts(variant: Variant) -> Vec<String> {
    let root = repository();
    let name = variant.name();
    let mut missing = Vec::new();
    let mut check = |ok: bool, what: String| {
        if !ok {
            missing.push(what);
        }
    };

    // 1. The rules and their descriptor.
    let descriptor = variant.descriptor();
    check(descriptor.seat_names.len() == usize::from(descriptor.seats), "a name for each seat".into());
    check(Variant::from_str(name) == Ok(variant), format!("the name '{name}' parses back"));
    let game = variant.new_game();
    check(game.variant() == variant, "new_game makes this game".into());
    check(!game.legal_move_strings().is_empty(), "moves at the start".into());
    check(variant.from_position(&game.position_string()).is_ok(), "its start position reads back".into());
    check(descriptor.turn.moves >= 1 && descriptor.turn.first_turn_moves >= 1, "a turn of one move or more".into());
    if let Some(first_seat) = descriptor.first_seat {
        for seat in 0..descriptor.seats {
            check(first_seat(seat).is_some_and(|g| g.to_move().0 == seat), format!("a game with seat {seat} first"));
        }
    }

    // 2. The search: levels, coaching, weights.
    let levels = tabula_ai::levels_for(name).map(|levels| levels.into_iter().map(|l| l.name).collect::<Vec<_>>());
    let chess_levels =
        tabula_ai::levels_for("chess").map(|levels| levels.into_iter().map(|l| l.name).collect::<Vec<_>>());
    check(levels.is_ok() && levels == chess_levels, "levels/ai.ron: the five levels, named as chess's".into());
    let coaching = tabula_ai::coaching(variant);
    check(
        coaching.winning_expectation > 0.5 && coaching.winning_expectation < 1.0 && coaching.min_margin > 0,
        "COACHING: a winning expectation above one half and a puzzle margin".into(),
    );
    check(coaching.hunt.count > 0 && coaching.hunt.max_own_moves > 0, "COACHING.hunt: puzzles to look for".into());
    check(
        tabula_ai::levels_for(name).is_ok_and(|l| l.iter().any(|l| l.name == coaching.hunt.weak)),
        "COACHING.hunt.weak is a level".into(),
    );
    check(root.join(format!("levels/weights/{name}.ron")).is_file(), format!("levels/weights/{name}.ron"));

    // 3. Teaching: lessons and puzzles.
    let course = tabula_lessons::load_course(&root.join("levels/tutorials"), variant);
    check(
        !course.lessons.is_empty() && course.errors.is_empty(),
        format!("levels/tutorials/{name}/: lessons that load"),
    );
    let puzzles = tabula_coach::load_puzzles(&root.join("levels/puzzles"), variant);
    check(
        puzzles.is_ok_and(|(set, errors)| !set.puzzles.is_empty() && errors.is_empty()),
        format!("levels/puzzles/{name}.ron: puzzles that load"),
    );

    // 4. The client: description, rules page, scene and sounds.
    let info = tabula::games::info(variant);
    let (title, blurb) = (tabula::i18n::words::game_title(variant), tabula::i18n::words::game_blurb(variant));
    check(
        !title.starts_with("game-") && !blurb.starts_with("game-"),
        "assets/locales/en/common.ftl: a title and a blurb (src/i18n/words.rs)".into(),
    );
    check(info.armies.len() == usize::from(descriptor.seats), "src/games.rs: an army for each seat".into());
    check(tabula::games::SHOWN.contains(&variant), "src/games.rs: a place in SHOWN".into());
    check(
        root.join(format!("assets/locales/en/rules/{name}.md")).is_file(),
        format!("assets/locales/en/rules/{name}.md"),
    );
    let scenes = tabula::scene::load_scenes(&root.join("assets/scenes"));
    match scenes.of(variant) {
        Some(scene) => {
            let sounds = root.join("assets/sounds").join(&scene.sounds);
            check(sounds.is_dir(), format!("assets/sounds/{}/ (the scene's sounds)", scene.sounds));
        }
        None => check(false, format!("assets/scenes/{name}.ron")),
    }

    // 5. The documents.
    check(root.join(format!("docs/{name}.md")).is_file(), format!("docs/{name}.md"));
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_default().to_lowercase();
    check(readme.contains(name), "README.md names the game".into());
    missing
}

#[test]
fn every_game_has_every_part_of_the_checklist() {
    let report: Vec<String> = Variant::ALL
        .into_iter()
        .flat_map(|variant| missing_parts(variant).into_iter().map(move |part| format!("{variant}: {part}")))
        .collect();
    assert!(report.is_empty(), "see docs/adding-a-game.md:\n{}", report.join("\n"));
}

#[test]
fn the_checklist_page_names_each_part() {
    let page = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/adding-a-game.md"))
        .expect("docs/adding-a-game.md reads");
    for part in [
        "DESCRIPTOR",
        "Variant::descriptor",
        "SearchGame",
        "COACHING",
        "Tunable",
        "levels/ai.ron",
        "levels/weights/",
        "levels/tutorials/",
        "levels/puzzles/",
        "assets/scenes/",
        "assets/sounds/",
        "assets/locales/en/rules/",
        "src/games.rs",
        "bench.rs",
        "docs/<game>.md",
        "tests/every_game.rs",
    ] {
        assert!(page.contains(part), "docs/adding-a-game.md does not name {part}");
    }
}
