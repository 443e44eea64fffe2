//! Named levels (Beginner, Casual, Club, Expert, Master) as data: levels/ai.ron, compiled in.
//! One list serves every game unless the file gives a game its own list (same names, same order):
//! depth buys different strength in different games.

use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Level {
    pub name: String,
    pub max_depth: u32,
    pub movetime_ms: u64,
    pub noise_cp: i32,
    pub blunder_chance: f64,
    pub blunder_margin_cp: i32,
    /// How a level reads two opponents (three-seat games only).
    #[serde(default)]
    pub opponents: Opponents,
    /// Check the chosen move against the mates the search's model of the opponents cannot see
    /// (games with such a check: Trichess). Default: levels that search a whole round, three
    /// plies or more.
    #[serde(default)]
    pub guard: Option<bool>,
    /// Threads searching together (one by default): the others share the transposition
    /// table and take the root moves in another order (docs/ai.md). Levels that make
    /// mistakes search on one thread.
    #[serde(default)]
    pub threads: Option<u32>,
    /// An approximate rating, where one is measured (chess: against Stockfish's `UCI_Elo`
    /// settings, docs/performance.md); shown beside the level's name.
    #[serde(default)]
    pub rating: Option<u32>,
}

/// How the search models the two opponents of a three-seat game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
pub enum Opponents {
    /// Both opponents play against the root, one after the other (a coalition).
    Paranoid,
    /// Only the stronger single reply of either opponent, while the other waits.
    #[default]
    BestReply,
}

impl Level {
    /// Full strength with no time limit of its own (bench, analysis): only the caller's limits.
    pub fn full_strength() -> Level {
        Level {
            name: "Full".to_owned(),
            max_depth: 64,
            movetime_ms: u64::MAX,
            noise_cp: 0,
            blunder_chance: 0.0,
            blunder_margin_cp: 0,
            opponents: Opponents::default(),
            guard: None,
            threads: None,
            rating: None,
        }
    }

    /// Does this level check its move with the game's `root_move_unsafe`?
    pub fn guards(&self) -> bool {
        self.guard.unwrap_or(self.max_depth >= 3)
    }

    /// How many threads search for this level: at least one, and one for a level that makes
    /// mistakes (its root scores must all come from one search).
    pub fn search_threads(&self) -> usize {
        if self.makes_mistakes() { 1 } else { self.threads.unwrap_or(1).clamp(1, 64) as usize }
    }

    /// Does this level ever choose a move other than the best it found?
    pub fn makes_mistakes(&self) -> bool {
        self.noise_cp > 0 || self.blunder_chance > 0.0
    }
}

#[derive(Debug, Clone, Deserialize)]
struct LevelsFile {
    levels: Vec<Level>,
    /// Variant name -> that game's own levels.
    #[serde(default)]
    games: BTreeMap<String, Vec<Level>>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum LevelError {
    File(String),
    Unknown { name: String, known: Vec<String> },
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::File(message) => write!(f, "levels file: {message}"),
            LevelError::Unknown { name, known } => write!(f, "unknown level '{name}' (known: {})", known.join(", ")),
        }
    }
}

impl std::error::Error for LevelError {}

const LEVELS_RON: &str = include_str!("../../../levels/ai.ron");

/// Names a levels file to use instead of the compiled-in one, for tuning levels without a
/// rebuild (`TABULA_LEVELS=my-levels.ron tabula-engine match ...`).
pub const LEVELS_ENV: &str = "TABULA_LEVELS";

/// The levels file's text: the one `TABULA_LEVELS` names, else the compiled-in one.
fn levels_text() -> Result<std::borrow::Cow<'static, str>, LevelError> {
    levels_text_from(std::env::var_os(LEVELS_ENV))
}

fn levels_text_from(path: Option<std::ffi::OsString>) -> Result<std::borrow::Cow<'static, str>, LevelError> {
    match path {
        Some(path) => std::fs::read_to_string(&path)
            .map(std::borrow::Cow::Owned)
            .map_err(|e| LevelError::File(format!("{}: {e}", path.to_string_lossy()))),
        None => Ok(std::borrow::Cow::Borrowed(LEVELS_RON)),
    }
}

/// Every level of the shared list, weakest first.
pub fn levels() -> Result<Vec<Level>, LevelError> {
    parse_levels(&levels_text()?)
}

/// Every level as `variant` plays it, weakest first.
pub fn levels_for(variant: &str) -> Result<Vec<Level>, LevelError> {
    parse_levels_for(&levels_text()?, variant)
}

/// The shared list of a levels file.
pub fn parse_levels(text: &str) -> Result<Vec<Level>, LevelError> {
    Ok(parse_file(text)?.levels)
}

/// The list a levels file gives `variant` (its own, or the shared one).
pub fn parse_levels_for(text: &str, variant: &str) -> Result<Vec<Level>, LevelError> {
    let mut file = parse_file(text)?;
    Ok(file.games.remove(variant).unwrap_or(file.levels))
}

fn parse_file(text: &str) -> Result<LevelsFile, LevelError> {
    let file: LevelsFile = ron::from_str(text).map_err(|e| LevelError::File(e.to_string()))?;
    if file.levels.is_empty() {
        return Err(LevelError::File("no levels".to_owned()));
    }
    let names = |list: &[Level]| list.iter().map(|l| l.name.to_lowercase()).collect::<Vec<_>>();
    for (variant, list) in &file.games {
        if names(list) != names(&file.levels) {
            return Err(LevelError::File(format!(
                "{variant}'s levels must have the shared list's names, in its order"
            )));
        }
    }
    Ok(file)
}

/// The shared level with this name (case-insensitive).
pub fn level(name: &str) -> Result<Level, LevelError> {
    find(levels()?, name)
}

/// The level with this name as `variant` plays it (case-insensitive).
pub fn level_for(variant: &str, name: &str) -> Result<Level, LevelError> {
    find(levels_for(variant)?, name)
}

fn find(all: Vec<Level>, name: &str) -> Result<Level, LevelError> {
    let known = all.iter().map(|l| l.name.clone()).collect();
    all.into_iter()
        .find(|l| l.name.eq_ignore_ascii_case(name))
        .ok_or(LevelError::Unknown { name: name.to_owned(), known })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_five_levels_in_order_of_strength() {
        for variant in ["chess", "marseillais", "brandubh", "trigame", "trichess"] {
            let all = levels_for(variant).expect("levels/ai.ron parses");
            let names: Vec<&str> = all.iter().map(|l| l.name.as_str()).collect();
            assert_eq!(names, ["Beginner", "Casual", "Club", "Expert", "Master"], "{variant}");
            for pair in all.windows(2) {
                assert!(pair[0].max_depth <= pair[1].max_depth, "{variant}: depth grows with the level");
                assert!(pair[0].noise_cp >= pair[1].noise_cp, "{variant}: mistakes shrink with the level");
            }
            assert!(all[4].movetime_ms <= 2000, "{variant}: Master thinks at most 2 s a move");
            assert!(!all[4].makes_mistakes() && all[0].makes_mistakes(), "{variant}");
            assert_eq!(level_for(variant, "master").map(|l| l.name), Ok("Master".to_owned()));
        }
        assert_eq!(level("master").map(|l| l.name), Ok("Master".to_owned()));
        assert!(matches!(level("grandmaster"), Err(LevelError::Unknown { .. })));
        assert!(matches!(level_for("trigame", "grandmaster"), Err(LevelError::Unknown { .. })));
    }

    #[test]
    fn chess_levels_carry_their_measured_ratings_in_order() {
        let chess = levels_for("chess").expect("levels/ai.ron parses");
        let ratings: Vec<u32> = chess.iter().filter_map(|l| l.rating).collect();
        assert!(ratings.len() >= 4, "{ratings:?}");
        assert!(ratings.windows(2).all(|pair| pair[0] < pair[1]), "ratings rise with the level: {ratings:?}");
        assert_eq!(levels().expect("shared list").iter().filter(|l| l.rating.is_some()).count(), 0);
    }

    #[test]
    fn a_levels_file_named_in_the_environment_is_read_or_reported() {
        assert!(matches!(levels_text_from(None), Ok(std::borrow::Cow::Borrowed(_))));
        let missing = levels_text_from(Some("/nonexistent/levels.ron".into()));
        assert!(matches!(&missing, Err(LevelError::File(m)) if m.contains("/nonexistent/levels.ron")), "{missing:?}");
        let path = std::env::temp_dir().join(format!("tabula-levels-{}.ron", std::process::id()));
        std::fs::write(&path, LEVELS_RON).expect("write");
        let read = levels_text_from(Some(path.clone().into_os_string())).expect("read");
        assert_eq!(parse_levels(&read).map(|l| l.len()), Ok(5));
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn broken_levels_files_are_refused() {
        assert!(parse_levels("(levels: [])").is_err());
        assert!(parse_levels("not ron").is_err());
        let one = |name: &str| {
            format!(
                "(name: \"{name}\", max_depth: 1, movetime_ms: 1, noise_cp: 0, blunder_chance: 0.0, blunder_margin_cp: 0)"
            )
        };
        let shared = format!("levels: [{}, {}]", one("A"), one("B"));
        let good = format!("({shared}, games: {{\"chess\": [{}, {}]}})", one("A"), one("b"));
        assert_eq!(parse_levels_for(&good, "chess").map(|l| l.len()), Ok(2));
        assert_eq!(parse_levels_for(&good, "trigame").map(|l| l[1].name.clone()), Ok("B".to_owned()));
        let renamed = format!("({shared}, games: {{\"chess\": [{}, {}]}})", one("A"), one("C"));
        assert!(matches!(parse_levels_for(&renamed, "trigame"), Err(LevelError::File(_))));
    }
}
