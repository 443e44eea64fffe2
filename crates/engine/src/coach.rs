//! `tabula-engine puzzles ...` and `tabula-engine review ...`: the puzzle generator and checker,
//! and game review from a saved game or PGN, on the command line (docs/ai.md, "Puzzles" and
//! "Game review").

use crate::output::Output;
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use tabula_coach::generate::{GenerateOptions, generate};
use tabula_coach::puzzles::{PuzzleSet, load_puzzles, puzzle_path, source_root, write_puzzles};
use tabula_coach::{ReviewOptions, review_game};
use tabula_rules::{Seat, Variant};
use tabula_table::SavedGame;

const PUZZLES_USAGE: &str = "usage: puzzles <game> [count N] [seed S] [games N] [screen DEPTH] [verify DEPTH] [strong LEVEL] [weak LEVEL] [out FILE] | puzzles check [FOLDER]";

/// `puzzles <game> ...` writes a game's puzzle file; `puzzles check` loads every game's file
/// and replays every solution. `Err` for bad arguments or a failed check.
pub fn puzzles(args: &[String], out: &Output) -> Result<(), String> {
    let Some(first) = args.first() else { return Err(PUZZLES_USAGE.to_owned()) };
    if first == "check" {
        let root = args.get(1).map_or_else(source_root, PathBuf::from);
        return check(&root, out);
    }
    let variant: Variant = first.parse().map_err(|_| format!("unknown game '{first}'"))?;
    let mut options = GenerateOptions::for_game(variant);
    let mut target = puzzle_path(&source_root(), variant);
    let mut rest = args[1..].iter();
    while let Some(key) = rest.next() {
        let value = rest.next().ok_or_else(|| format!("'{key}' needs a value; {PUZZLES_USAGE}"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("'{key}' takes a number, not '{value}'"));
        let level = || tabula_ai::level_for(variant.name(), value).map(|l| l.name).map_err(|e| e.to_string());
        match key.as_str() {
            "strong" => options.strong = level()?,
            "weak" => options.weak = level()?,
            "count" => options.count = number()? as usize,
            "seed" => options.seed = number()?,
            "games" => options.max_games = number()? as usize,
            "screen" => options.screen_depth = number()? as u32,
            "verify" => options.verify_depth = number()? as u32,
            "out" => target = PathBuf::from(value),
            _ => return Err(PUZZLES_USAGE.to_owned()),
        }
    }
    let started = Instant::now();
    let generated_by = format!(
        "tabula-engine puzzles {} count {} seed {} games {} screen {} verify {} strong {} weak {}",
        variant.name(),
        options.count,
        options.seed,
        options.max_games,
        options.screen_depth,
        options.verify_depth,
        options.strong,
        options.weak
    );
    // The file is written after every puzzle found, so a long run stopped early keeps its work.
    let mut failure = None;
    let puzzles = generate(&options, &mut |p, found| {
        out.line(&format!(
            "info games {} positions {} candidates {} puzzles {} time {:.0}s",
            p.games,
            p.positions,
            p.candidates,
            p.puzzles,
            started.elapsed().as_secs_f64()
        ));
        if let Some(found) = found {
            let set = PuzzleSet { game: variant, generated_by: generated_by.clone(), puzzles: found.to_vec() };
            if let Err(error) = save(&set, &target) {
                failure = Some(error);
            }
        }
    });
    if let Some(error) = failure {
        return Err(error);
    }
    let set = PuzzleSet { game: variant, generated_by, puzzles };
    save(&set, &target)?;
    out.line(&format!(
        "wrote {} puzzles to {} in {:.0} s",
        set.puzzles.len(),
        target.display(),
        started.elapsed().as_secs_f64()
    ));
    Ok(())
}

fn save(set: &PuzzleSet, target: &std::path::Path) -> Result<(), String> {
    let text = write_puzzles(set)?;
    std::fs::write(target, text).map_err(|e| format!("{}: {e}", target.display()))
}

fn check(root: &std::path::Path, out: &Output) -> Result<(), String> {
    let mut failed = 0;
    for variant in Variant::ALL {
        match load_puzzles(root, variant) {
            Ok((set, errors)) => {
                for error in &errors {
                    out.line(&format!("FAIL {error}"));
                }
                failed += errors.len();
                out.line(&format!("{}: {} puzzles play", variant.name(), set.puzzles.len()));
            }
            Err(error) => {
                out.line(&format!("FAIL {error}"));
                failed += 1;
            }
        }
    }
    if failed > 0 { Err(format!("{failed} failures")) } else { Ok(()) }
}

const REVIEW_USAGE: &str = "usage: review <saved game .ron or .pgn> [nodes N] [depth D]";

/// Reviews a saved game and prints every move's judgement, the counts per seat and the time.
pub fn review(args: &[String], out: &Output) -> Result<(), String> {
    let Some(path) = args.first() else { return Err(REVIEW_USAGE.to_owned()) };
    let mut options = ReviewOptions::default();
    let mut rest = args[1..].iter();
    while let Some(key) = rest.next() {
        let value = rest.next().and_then(|v| v.parse::<u64>().ok()).ok_or_else(|| REVIEW_USAGE.to_owned())?;
        match key.as_str() {
            "nodes" => options.nodes = value,
            "depth" => options.depth = value as u32,
            _ => return Err(REVIEW_USAGE.to_owned()),
        }
    }
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let saved = if path.ends_with(".pgn") { tabula_table::saved_from_pgn(&text) } else { SavedGame::from_ron(&text) }
        .map_err(|e| format!("{path}: {e}"))?;
    let variant = saved.setup.variant;
    let start = match &saved.setup.start {
        Some(position) => variant.from_position(position).map_err(|e| format!("{path}: start: {e}"))?,
        None => variant.new_game(),
    };
    let started = Instant::now();
    let review = review_game(start.as_ref(), &saved.moves, &options, &AtomicBool::new(false), &mut |done, all| {
        if done % 10 == 0 || done == all {
            out.line(&format!("info reviewed {done}/{all} time {:.1}s", started.elapsed().as_secs_f64()));
        }
    })
    .map_err(|e| format!("{path}: {e}"))?;
    let elapsed = started.elapsed();
    for judged in &review.moves {
        if let Some(judgement) = judged.judgement {
            out.line(&format!(
                "ply {} {}{} {} ({:.2} -> {:.2}); best {}",
                judged.ply + 1,
                judged.played_display,
                judgement.symbol(),
                judgement.name(),
                judged.best_expected,
                judged.played_expected,
                judged.best_display
            ));
        }
    }
    for seat in 0..review.seats {
        let [inaccuracies, mistakes, blunders] = review.counts(Seat(seat));
        out.line(&format!(
            "{}: {inaccuracies} inaccuracies, {mistakes} mistakes, {blunders} blunders",
            variant.seat_names()[seat as usize]
        ));
    }
    out.line(&format!("reviewed {} moves in {:.1} s", review.moves.len(), elapsed.as_secs_f64()));
    Ok(())
}
