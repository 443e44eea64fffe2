//! `tabula-engine lessons [PATH...]`: checks lesson files the way CI does. Each path is a lesson
//! file, a game's folder or the tutorials folder (default: the source tree's
//! levels/tutorials). Every level's written solution is played through the rules, with the
//! computer's seats searched reproducibly; exit status 1 when any level fails.

use crate::output::Output;
use std::path::{Path, PathBuf};
use tabula_lessons::{lesson_texts, load_course, parse_lesson, play_solution, source_root, to_fluent};
use tabula_rules::Variant;

/// `tabula-engine lesson-texts GAME [TUTORIALS]`: prints the English texts of a game's lessons as
/// a Fluent file, the source a translation (`assets/locales/<lang>/lessons/<game>.ftl`) starts
/// from.
pub fn texts(args: &[String], out: &Output) -> Result<(), String> {
    let game = args.first().ok_or("name a game: lesson-texts chess")?;
    let variant: Variant = game.parse().map_err(|_| format!("'{game}' is not a game"))?;
    let root = args.get(1).map(PathBuf::from).unwrap_or_else(source_root);
    let course = load_course(&root, variant);
    if let Some(error) = course.errors.first() {
        return Err(error.to_string());
    }
    for loaded in &course.lessons {
        out.line(&format!("\n## {}\n", loaded.lesson.title));
        out.line(to_fluent(lesson_texts(variant.name(), &loaded.key, &loaded.lesson)).trim_end());
    }
    Ok(())
}

pub fn run(args: &[String], out: &Output) -> bool {
    let paths: Vec<PathBuf> =
        if args.is_empty() { vec![source_root()] } else { args.iter().map(PathBuf::from).collect() };
    let mut files = Vec::new();
    for path in &paths {
        collect(path, &mut files);
    }
    let (mut passed, mut failed) = (0, 0);
    for file in files {
        let name = file.display().to_string();
        let variant = file.parent().and_then(|d| d.file_name()).and_then(|n| n.to_str()).map(str::parse::<Variant>);
        let Some(Ok(variant)) = variant else {
            out.line(&format!("FAIL {name}: a lesson lives in a folder named after its game"));
            failed += 1;
            continue;
        };
        let lesson = std::fs::read_to_string(&file).map_err(|e| e.to_string()).and_then(|t| parse_lesson(&t, variant));
        let lesson = match lesson {
            Ok(lesson) => lesson,
            Err(error) => {
                out.line(&format!("FAIL {name}: {error}"));
                failed += 1;
                continue;
            }
        };
        for (index, level) in lesson.levels.iter().enumerate() {
            // Seeded by the position, as the lesson test seeds it: both play the same game.
            let mut search = |game: &dyn tabula_rules::DynGame, level: &str, depth: u32| {
                tabula_ai::reproducible_move(game, level, depth, game.hash())
            };
            match play_solution(variant, level, &mut search) {
                Ok(stars) => {
                    out.line(&format!("ok   {name} level {}: {stars} stars", index + 1));
                    passed += 1;
                }
                Err(error) => {
                    out.line(&format!("FAIL {name} level {}: {error}", index + 1));
                    failed += 1;
                }
            }
        }
    }
    out.line(&format!("{passed} passed, {failed} failed"));
    failed == 0
}

fn collect(path: &Path, files: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> =
            std::fs::read_dir(path).map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect()).unwrap_or_default();
        entries.sort();
        for entry in entries {
            collect(&entry, files);
        }
    } else if path.extension().is_some_and(|e| e == "ron") {
        files.push(path.to_path_buf());
    }
}
