//! The puzzle trainer: each game's puzzles (levels/puzzles, made by `tabula-engine puzzles`),
//! one at a time, as the other source of levels for the session's level player (a puzzle is a
//! lesson level with a script, refereed by `Referee::Level`); the player's Glicko-2 rating
//! rises and falls with each puzzle's difficulty, and the tries are kept. The next puzzle is
//! the untried one nearest the rating.

pub mod progress;

use crate::app::{AppSet, Screen};
use crate::session::{
    LevelEnded, LevelJudge, LevelSource, Referee, RefereeKind, Session, StatusLine, begin, refereed_by,
};
use crate::storage::StorageDirs;
use crate::tr;
use bevy::prelude::*;
use progress::PuzzleProgress;
use tabula_coach::{Puzzle, puzzle_level};
use tabula_lessons::LevelRun;
use tabula_rules::Variant;

/// Every game's puzzles, read at start-up; a game whose file does not read has none and says why.
#[derive(Resource, Debug, Clone, Default)]
pub struct PuzzleSets {
    pub sets: Vec<(Variant, Vec<Puzzle>)>,
    /// What went wrong reading them (a file, or single puzzles left out).
    pub problems: Vec<String>,
}

impl PuzzleSets {
    pub fn of(&self, variant: Variant) -> &[Puzzle] {
        self.sets.iter().find(|(v, _)| *v == variant).map_or(&[], |(_, p)| p.as_slice())
    }
}

/// The puzzle on the board (its level's judge is the session's referee).
#[derive(Resource, Clone)]
pub struct ActivePuzzle {
    pub variant: Variant,
    pub puzzle: Puzzle,
    /// Rated once: the first try of a puzzle counts, retries and shown solutions do not.
    pub rated: bool,
    /// The rating change the try made, for the panel.
    pub change: Option<f64>,
    /// Practising a reviewed game's mistakes instead of rated puzzles.
    pub practice: Option<Practice>,
}

/// "Learn from your mistakes": the positions still to play, and the game to go back to.
#[derive(Clone)]
pub struct Practice {
    pub left: Vec<Puzzle>,
    pub total: usize,
    pub game: tabula_table::Table,
}

/// What the puzzle panel, the keys and the command line ask for.
#[derive(Message, Debug, Clone, PartialEq)]
pub enum PuzzleRequest {
    /// Practise these positions of the game on the table (unrated), then return to it.
    Practise(Vec<Puzzle>),
    /// The next puzzle of this game for the player's rating.
    Next(Variant),
    /// A puzzle by id.
    Open(Variant, String),
    Retry,
    Hint,
    /// Gives up: the try counts as missed and the line is shown.
    ShowSolution,
    Exit,
}

pub fn plugin(app: &mut App) {
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    app.insert_resource(load_sets()).insert_resource(PuzzleProgress::load(&dirs)).add_message::<PuzzleRequest>();
    app.add_systems(
        Update,
        (
            drop_stale_puzzle.run_if(resource_exists::<ActivePuzzle>.and_then(not(refereed_by(RefereeKind::Puzzle)))),
            handle_requests,
            rate_tries.run_if(resource_exists::<ActivePuzzle>),
        )
            .chain()
            .in_set(AppSet::Rules)
            .after(crate::session::SessionRules),
    );
    app.add_systems(OnEnter(Screen::Title), leave_puzzle);
    app.add_systems(Update, puzzle_keys.in_set(AppSet::Input).run_if(resource_exists::<ActivePuzzle>));
}

/// Every game's puzzles from the data files (`levels/puzzles/<game>.ron`).
pub fn load_sets() -> PuzzleSets {
    use crate::data_files::{DataRoot, describe, read};
    let mut sets = PuzzleSets::default();
    for variant in Variant::ALL {
        let relative = format!("puzzles/{}.ron", variant.name());
        let file = describe(DataRoot::Levels, &relative);
        match tabula_coach::puzzles_from_text(&file, read(DataRoot::Levels, &relative), variant) {
            Ok((set, errors)) => {
                sets.problems.extend(errors.iter().map(ToString::to_string));
                sets.sets.push((variant, set.puzzles));
            }
            Err(error) => {
                sets.problems.push(error.to_string());
                sets.sets.push((variant, Vec::new()));
            }
        }
    }
    for problem in &sets.problems {
        warn!("puzzles: {problem}");
    }
    sets
}

/// The puzzle to play next: of the chosen theme if the player chose one, untried, nearest the
/// player's rating (ties to the earlier one); when all were tried, the nearest of all but the
/// one just played.
pub fn next_puzzle<'a>(
    puzzles: &'a [Puzzle],
    progress: &PuzzleProgress,
    variant: Variant,
    after: Option<&str>,
) -> Option<&'a Puzzle> {
    let mine = progress.of(variant);
    let rating = mine.rating.rating;
    let distance = |p: &&Puzzle| (f64::from(p.difficulty) - rating).abs() as u64;
    let of_theme = |p: &&Puzzle| mine.theme.as_ref().is_none_or(|theme| p.themes.contains(theme));
    puzzles
        .iter()
        .filter(of_theme)
        .filter(|p| !progress.tried(variant, &p.id))
        .min_by_key(distance)
        .or_else(|| puzzles.iter().filter(of_theme).filter(|p| Some(p.id.as_str()) != after).min_by_key(distance))
}

/// The themes a game's puzzles name, with how many puzzles have each, most common first.
pub fn theme_counts(puzzles: &[Puzzle]) -> Vec<(String, usize)> {
    let mut counts: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for theme in puzzles.iter().flat_map(|p| &p.themes) {
        *counts.entry(theme.as_str()).or_default() += 1;
    }
    let mut list: Vec<(String, usize)> = counts.into_iter().map(|(t, n)| (t.to_owned(), n)).collect();
    list.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    list
}

/// H for a hint, R to retry, N for the next puzzle, S to show the solution.
fn puzzle_keys(keys: Res<ButtonInput<KeyCode>>, active: Res<ActivePuzzle>, mut requests: MessageWriter<PuzzleRequest>) {
    if keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]) {
        return;
    }
    for (key, request) in [
        (KeyCode::KeyH, PuzzleRequest::Hint),
        (KeyCode::KeyR, PuzzleRequest::Retry),
        (KeyCode::KeyN, PuzzleRequest::Next(active.variant)),
        (KeyCode::KeyS, PuzzleRequest::ShowSolution),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<PuzzleRequest>,
    mut commands: Commands,
    sets: Res<PuzzleSets>,
    active: Option<Res<ActivePuzzle>>,
    session: Option<Res<Session>>,
    mut referee: ResMut<Referee>,
    progress: Res<PuzzleProgress>,
    mut status: ResMut<StatusLine>,
    mut ended: MessageWriter<LevelEnded>,
) {
    for request in requests.read() {
        let practice = active.as_ref().and_then(|a| a.practice.clone());
        let chosen = match (request, practice) {
            (PuzzleRequest::Practise(positions), _) => match (positions.split_first(), session.as_ref()) {
                (Some((first, rest)), Some(session)) => {
                    let practice =
                        Practice { left: rest.to_vec(), total: positions.len(), game: session.table().clone() };
                    Some((session.variant(), first.clone(), Some(practice)))
                }
                _ => {
                    status.0 = tr!("msg-no-mistakes-practise");
                    None
                }
            },
            (PuzzleRequest::Next(_), Some(practice)) => match practice.left.split_first() {
                Some((next, rest)) => {
                    let variant = active.as_ref().map_or(Variant::Chess, |a| a.variant);
                    Some((variant, next.clone(), Some(Practice { left: rest.to_vec(), ..practice })))
                }
                None => {
                    back_to_game(&mut commands, practice.game);
                    None
                }
            },
            (PuzzleRequest::Exit, Some(practice)) => {
                back_to_game(&mut commands, practice.game);
                None
            }
            (PuzzleRequest::Next(variant), _) => {
                let after = active.as_ref().map(|a| a.puzzle.id.as_str());
                match next_puzzle(sets.of(*variant), &progress, *variant, after) {
                    Some(puzzle) => Some((*variant, puzzle.clone(), None)),
                    None => {
                        status.0 = tr!("msg-no-puzzles-are-installed", game = crate::i18n::words::game_title(*variant));
                        None
                    }
                }
            }
            (PuzzleRequest::Open(variant, id), _) => match sets.of(*variant).iter().find(|p| &p.id == id) {
                Some(puzzle) => Some((*variant, puzzle.clone(), None)),
                None => {
                    status.0 = tr!("msg-no-puzzle-id", id = id);
                    None
                }
            },
            (PuzzleRequest::Retry, _) => active.as_ref().map(|a| (a.variant, a.puzzle.clone(), a.practice.clone())),
            (PuzzleRequest::Hint, _) => {
                if let Some(judge) = referee.level_mut().filter(|_| active.is_some()) {
                    judge.hint_shown = true;
                }
                None
            }
            (PuzzleRequest::ShowSolution, _) => {
                if let (Some(active), Some(judge)) = (active.as_ref(), referee.level_mut()) {
                    // Giving up counts as a miss (rated by `rate_tries`), once.
                    if !active.rated && active.practice.is_none() && !judge.is_over() && !judge.solution_shown {
                        ended.write(LevelEnded { source: LevelSource::Puzzle, won: false, stars: 0 });
                    }
                    judge.solution_shown = true;
                }
                None
            }
            (PuzzleRequest::Exit, _) => {
                commands.remove_resource::<ActivePuzzle>();
                commands.insert_resource(Referee::Local);
                commands.insert_resource(NextState::Pending(Screen::Title));
                None
            }
        };
        let Some((variant, puzzle, practice)) = chosen else { continue };
        let opened = puzzle_level(variant, &puzzle).and_then(|level| LevelRun::start(variant, &level));
        match opened {
            Ok((run, table)) => {
                status.0 = String::new();
                // A puzzle counts once: a retry of a rated one stays rated.
                let rated = active.as_ref().is_some_and(|a| a.rated && a.puzzle.id == puzzle.id);
                commands.insert_resource(ActivePuzzle { variant, puzzle, rated, change: None, practice });
                let judge = LevelJudge::new(LevelSource::Puzzle, run);
                begin(&mut commands, Session::from_table(table), Referee::Level(Box::new(judge)));
            }
            Err(error) => status.0 = tr!("msg-could-not-open-puzzle", id = puzzle.id, error = error),
        }
    }
}

/// Puts the reviewed game back on the table after practising its mistakes.
fn back_to_game(commands: &mut Commands, game: tabula_table::Table) {
    commands.remove_resource::<ActivePuzzle>();
    begin(commands, Session::from_table(game), Referee::Local);
}

/// The first try of a rated puzzle moves the player's rating (retries and practice do not).
fn rate_tries(
    mut ended: MessageReader<LevelEnded>,
    mut active: ResMut<ActivePuzzle>,
    mut progress: ResMut<PuzzleProgress>,
    dirs: Res<StorageDirs>,
    mut status: ResMut<StatusLine>,
) {
    for end in ended.read().filter(|end| end.source == LevelSource::Puzzle) {
        if active.rated || active.practice.is_some() {
            continue;
        }
        let before = progress.of(active.variant).rating.rating;
        let after = progress.record(active.variant, &active.puzzle.id, active.puzzle.difficulty, end.won);
        active.rated = true;
        active.change = Some(after.rating - before);
        if let Err(error) = progress.save(&dirs) {
            status.0 = tr!("msg-could-not-save-puzzle-rating", error = error);
        }
    }
}

/// A game started from the menus while a puzzle was on the table ends the trainer.
fn drop_stale_puzzle(mut commands: Commands) {
    commands.remove_resource::<ActivePuzzle>();
}

fn leave_puzzle(mut commands: Commands, active: Option<Res<ActivePuzzle>>) {
    if active.is_some() {
        commands.remove_resource::<ActivePuzzle>();
        commands.insert_resource(Referee::Local);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn puzzle(id: &str, difficulty: u32, themes: &[&str]) -> Puzzle {
        Puzzle {
            id: id.to_owned(),
            position: String::new(),
            solution: Vec::new(),
            themes: themes.iter().map(|t| (*t).to_owned()).collect(),
            difficulty,
            margin: 0,
            depth: 0,
        }
    }

    #[test]
    fn a_chosen_theme_picks_the_next_puzzle_and_counts_are_shown() {
        let puzzles =
            vec![puzzle("a", 1500, &["fork"]), puzzle("b", 1500, &["pin", "fork"]), puzzle("c", 1500, &["pin"])];
        let mut progress = PuzzleProgress::default();
        assert_eq!(next_puzzle(&puzzles, &progress, Variant::Chess, None).map(|p| p.id.as_str()), Some("a"));
        progress.set_theme(Variant::Chess, Some("pin".to_owned()));
        assert_eq!(next_puzzle(&puzzles, &progress, Variant::Chess, None).map(|p| p.id.as_str()), Some("b"));
        progress.record(Variant::Chess, "b", 1500, true);
        assert_eq!(next_puzzle(&puzzles, &progress, Variant::Chess, Some("b")).map(|p| p.id.as_str()), Some("c"));
        // Every pin puzzle tried: the nearest pin puzzle but the one just played.
        progress.record(Variant::Chess, "c", 1500, true);
        assert_eq!(next_puzzle(&puzzles, &progress, Variant::Chess, Some("c")).map(|p| p.id.as_str()), Some("b"));
        // Another game's choice is its own.
        assert_eq!(progress.of(Variant::Brandubh).theme, None);
        assert_eq!(theme_counts(&puzzles), vec![("fork".to_owned(), 2), ("pin".to_owned(), 2)]);
    }
}
