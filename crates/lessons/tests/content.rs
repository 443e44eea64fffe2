//! Checks on what the lessons say, beyond "the written solution works": every line a script
//! accepts goes on to the goal (a learner never reads "the lesson's line is over"), a mate is
//! never refused in a mating lesson, a "give check" level cannot be solved by mate, a mate in
//! one has one mate, a wrong-move text that says a move mates is true after every move it
//! answers, a stated material balance ("You are a rook and two pawns behind") is the board's,
//! and a success text announcing mate or stalemate follows a solution that ends in it.

use tabula_lessons::{Failure, Goal, Level, LevelRun, Opponent, Progress, Solution, load_course, source_root};
use tabula_rules::{DynGame, EndReason, Outcome, PieceKind, Status, Variant};
use tabula_table::Table;

/// Every level of every game, named for messages.
fn all_levels() -> Vec<(Variant, String, Level)> {
    let mut all = Vec::new();
    for variant in Variant::ALL {
        let course = load_course(&source_root(), variant);
        assert!(course.errors.is_empty(), "{:#?}", course.errors);
        for lesson in course.lessons {
            for (index, level) in lesson.lesson.levels.into_iter().enumerate() {
                all.push((variant, format!("{variant}/{} level {}", lesson.key, index + 1), level));
            }
        }
    }
    all
}

fn mated_by(game: &dyn DynGame) -> Option<tabula_rules::Seat> {
    match game.status() {
        Status::Over(Outcome::Win { winner, reason: EndReason::Checkmate }) => Some(winner),
        Status::Over(Outcome::Scores { points, reason: EndReason::Checkmate }) => {
            points.iter().position(|p| p.as_f64() > 0.0).map(|s| tabula_rules::Seat(s as u8))
        }
        _ => None,
    }
}

/// The game after `mv`, or None when it is not legal.
fn after(game: &dyn DynGame, mv: &str) -> Option<Box<dyn DynGame>> {
    let mut next = game.clone_box();
    next.play_str(mv).ok().map(|()| next)
}

/// Moves named in a wrong-move text as mating after the move it answers: "Qxf7 is mate",
/// "does not stop Qxf7 mate", "answer Qxg2, and that is mate".
fn claimed_mates(text: &str) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let san = |w: &str| {
        let w = w.trim_end_matches([',', '.', '!', ':']);
        let mut chars = w.chars();
        let ok = w.len() >= 2
            && w.chars().all(|c| c.is_ascii_alphanumeric() || "x=+#".contains(c))
            && w.chars().any(|c| c.is_ascii_digit())
            && chars.next().is_some_and(|c| "KQRBNabcdefgh".contains(c));
        ok.then(|| w.to_owned())
    };
    let mut claims = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let Some(mv) = san(word) else { continue };
        let rest = words[i + 1..].iter().take(4).map(|w| w.trim_end_matches([',', '.'])).collect::<Vec<_>>();
        let is_claim = rest.first() == Some(&"is") && rest.get(1) == Some(&"mate")
            || rest.first() == Some(&"mate")
                && i >= 1
                && (words[i - 1] == "stop" || words[i - 1] == "allows" || words[i - 1] == "prevent")
            || words.get(i.wrapping_sub(1)) == Some(&"answer")
                && rest[..rest.len().min(4)] == ["and", "that", "is", "mate"];
        if is_claim {
            claims.push(mv);
        }
    }
    claims
}

/// Walks every line a script accepts (all branches at every step), and reports: an accepted
/// line that ends without the goal, a mating move a Checkmate level refuses, and a wrong-move
/// text naming a mate that the move it answers does not allow.
fn walk(
    variant: Variant,
    steps: &[tabula_lessons::Step],
    run: &LevelRun,
    table: &Table,
    path: &mut Vec<String>,
    problems: &mut Vec<String>,
) {
    let depth = path.len();
    if depth > 40 {
        problems.push(format!("line {path:?} does not end"));
        return;
    }
    let game = table.game();
    for mv in game.legal_move_strings() {
        let (mut run, mut table) = (run.clone(), table.clone());
        if let Err(error) = run.play(&mut table, &mv) {
            problems.push(format!("after {path:?}, the legal move {mv} is refused: {error}"));
            continue;
        }
        let wrong = steps.get(depth).map(|s| s.wrong.as_str());
        match run.progress().clone() {
            Progress::Failed(Failure::Wrong(why)) if Some(why.as_str()) == wrong => {
                // A wrong move: the mating move refused, and the text's claims.
                let next = after(game, &mv).expect("legal");
                if run.level().goal == Goal::Checkmate
                    && variant.seats() == 2
                    && mated_by(next.as_ref()) == Some(run.player())
                {
                    problems.push(format!("after {path:?}, {mv} mates but the script refuses it"));
                }
                if variant == Variant::Chess && matches!(next.status(), Status::Ongoing { .. }) {
                    for claim in claimed_mates(&why) {
                        let found = next
                            .move_views()
                            .into_iter()
                            .find(|v| v.display.trim_end_matches(['+', '#']) == claim.trim_end_matches(['+', '#']));
                        let mates = found
                            .and_then(|v| after(next.as_ref(), &v.text))
                            .is_some_and(|g| mated_by(g.as_ref()).is_some_and(|s| s != run.player()));
                        if !mates {
                            problems
                                .push(format!("after {path:?} {mv}, the wrong text says {claim} mates; it does not"));
                        }
                    }
                }
            }
            Progress::Failed(why) => {
                path.push(mv);
                problems.push(format!("the accepted line {path:?} fails: {why}"));
                path.pop();
            }
            Progress::Won { .. } => {}
            Progress::Playing => {
                path.push(mv);
                walk(variant, steps, &run, &table, path, problems);
                path.pop();
            }
            Progress::ComputerToMove { .. } => problems.push(format!("a scripted level asks the computer after {mv}")),
        }
    }
}

#[test]
fn every_line_a_script_accepts_goes_on_to_the_goal() {
    let mut problems = Vec::new();
    for (variant, name, level) in all_levels() {
        let Opponent::Script(steps) = &level.opponent else { continue };
        let (run, table) = LevelRun::start(variant, &level).expect("starts");
        let mut found = Vec::new();
        walk(variant, steps, &run, &table, &mut Vec::new(), &mut found);
        problems.extend(found.into_iter().map(|p| format!("{name}: {p}")));
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_check_level_cannot_be_won_by_mate_and_a_mate_in_one_has_one_mate() {
    let mut problems = Vec::new();
    for (variant, name, level) in all_levels() {
        let (_, table) = LevelRun::start(variant, &level).expect("starts");
        let game = table.game();
        let mates: Vec<String> = game
            .legal_move_strings()
            .into_iter()
            .filter(|mv| {
                after(game, mv).is_some_and(|g| mated_by(g.as_ref()) == Some(tabula_rules::Seat(level.player)))
            })
            .collect();
        match (&level.goal, &level.solution, &level.opponent) {
            (Goal::Check, _, _) if !mates.is_empty() => {
                problems.push(format!("{name}: a check lesson, but {mates:?} mate"));
            }
            (Goal::Checkmate, Solution::Moves(moves), Opponent::Waits) if moves.len() == 1 && mates.len() != 1 => {
                problems.push(format!("{name}: a mate in one with the mates {mates:?}"));
            }
            _ => {}
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// "a rook and two pawns" in pawns (1, 3, 3, 5, 9), or None when the words are not material.
fn material_words(words: &[&str]) -> Option<i32> {
    let mut total = 0;
    let mut count = None;
    let mut any = false;
    for word in words {
        match *word {
            "a" | "an" | "one" => count = Some(1),
            "two" => count = Some(2),
            "three" => count = Some(3),
            "and" => {}
            piece => {
                let value = match piece.trim_end_matches('s') {
                    "pawn" => 1,
                    "knight" | "bishop" => 3,
                    "rook" => 5,
                    "queen" => 9,
                    _ => return None,
                };
                total += value * count.take()?;
                any = true;
            }
        }
    }
    any.then_some(total)
}

fn value(kind: PieceKind) -> i32 {
    match kind {
        PieceKind::Pawn => 1,
        PieceKind::Knight | PieceKind::Bishop => 3,
        PieceKind::Rook => 5,
        PieceKind::Queen => 9,
        _ => 0,
    }
}

#[test]
fn a_stated_material_balance_is_the_boards() {
    let mut problems = Vec::new();
    for (variant, name, level) in all_levels() {
        if variant != Variant::Chess {
            continue;
        }
        let (_, table) = LevelRun::start(variant, &level).expect("starts");
        let mut balance = [0i32; 2];
        for piece in table.game().pieces() {
            balance[piece.seat.0 as usize] += value(piece.kind);
        }
        let mut texts = vec![level.intro.as_str(), level.hint.as_str()];
        if let Opponent::Script(steps) = &level.opponent
            && let Some(first) = steps.first()
        {
            texts.push(first.wrong.as_str());
        }
        for text in texts {
            for sentence in text.split(['.', ':', ';', ',']) {
                let words: Vec<&str> = sentence.split_whitespace().collect();
                for (i, subject) in words.iter().enumerate() {
                    let seat = match *subject {
                        "You" | "you" => level.player as usize,
                        "White" => 0,
                        "Black" => 1,
                        _ => continue,
                    };
                    if !matches!(words.get(i + 1), Some(&"are" | &"is")) {
                        continue;
                    }
                    let Some(end) = words.iter().skip(i + 2).position(|w| matches!(*w, "behind" | "up" | "ahead"))
                    else {
                        continue;
                    };
                    let Some(claimed) = material_words(&words[i + 2..i + 2 + end]) else { continue };
                    let sign = if words[i + 2 + end] == "behind" { -1 } else { 1 };
                    let actual = balance[seat] - balance[1 - seat];
                    if actual != sign * claimed {
                        problems.push(format!("{name}: \"{}\" but the difference is {actual}", sentence.trim()));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn the_claim_finders_read_what_the_texts_say() {
    assert_eq!(claimed_mates("That does not stop Qxf7 mate. Block it."), ["Qxf7"]);
    assert_eq!(claimed_mates("Qxf7 is mate again."), ["Qxf7"]);
    assert_eq!(claimed_mates("Black would answer Qxg2, and that is mate."), ["Qxg2"]);
    assert!(claimed_mates("White threatens Qxf7 mate, so defend.").is_empty());
    assert_eq!(material_words(&["a", "rook", "and", "two", "pawns"]), Some(7));
    assert_eq!(material_words(&["a", "long", "way"]), None);
}

/// Plays a written solution against the script or a waiting side: the table at the end, or None
/// for levels against the computer (their ending is checked by `tabula-engine lessons`).
fn played_out(variant: Variant, level: &Level) -> Option<Table> {
    let Solution::Moves(moves) = &level.solution else { return None };
    if matches!(level.opponent, Opponent::Computer(_)) {
        return None;
    }
    let (mut run, mut table) = LevelRun::start(variant, level).expect("starts");
    for mv in moves {
        if *run.progress() != Progress::Playing {
            break;
        }
        run.play(&mut table, mv).expect("the solution is legal");
    }
    Some(table)
}

#[test]
fn a_success_text_that_announces_mate_or_stalemate_ends_in_it() {
    let mut problems = Vec::new();
    for (variant, name, level) in all_levels() {
        let first = level.success.split([':', ',', '.', '!']).next().unwrap_or("").trim().to_lowercase();
        let claim = match first.as_str() {
            "stalemate" => EndReason::Stalemate,
            "mate" | "checkmate" => EndReason::Checkmate,
            _ if first.ends_with(" mate") && !first.contains("not") => EndReason::Checkmate,
            _ => continue,
        };
        let Some(table) = played_out(variant, &level) else { continue };
        let ended = match table.outcome() {
            Some(Outcome::Win { reason, .. } | Outcome::Draw { reason } | Outcome::Scores { reason, .. }) => {
                Some(reason)
            }
            None => None,
        };
        if ended != Some(claim) {
            problems.push(format!("{name}: the success text says {claim:?}, the solution ends in {ended:?}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}
