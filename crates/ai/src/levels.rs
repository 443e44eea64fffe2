//! Named levels (Beginner, Casual, Club, Expert, Master) as data: levels/ai.ron, compiled in.

use serde::Deserialize;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Level {
    pub name: String,
    pub max_depth: u32,
    pub movetime_ms: u64,
    pub noise_cp: i32,
    pub blunder_chance: f64,
    pub blunder_margin_cp: i32,
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
        }
    }

    /// Does this level ever choose a move other than the best it found?
    pub fn makes_mistakes(&self) -> bool {
        self.noise_cp > 0 || self.blunder_chance > 0.0
    }
}

#[derive(Debug, Clone, Deserialize)]
struct LevelsFile {
    levels: Vec<Level>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum LevelError {
    File(String),
    Unknown { name: String, known: Vec<String> },
}

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LevelError::File(message) => write!(f, "levels/ai.ron: {message}"),
            LevelError::Unknown { name, known } => write!(f, "unknown level '{name}' (known: {})", known.join(", ")),
        }
    }
}

impl std::error::Error for LevelError {}

const LEVELS_RON: &str = include_str!("../../../levels/ai.ron");

/// Every level, weakest first.
pub fn levels() -> Result<Vec<Level>, LevelError> {
    parse_levels(LEVELS_RON)
}

pub fn parse_levels(text: &str) -> Result<Vec<Level>, LevelError> {
    let file: LevelsFile = ron::from_str(text).map_err(|e| LevelError::File(e.to_string()))?;
    if file.levels.is_empty() {
        return Err(LevelError::File("no levels".to_owned()));
    }
    Ok(file.levels)
}

/// The level with this name (case-insensitive).
pub fn level(name: &str) -> Result<Level, LevelError> {
    let all = levels()?;
    let known = all.iter().map(|l| l.name.clone()).collect();
    all.into_iter()
        .find(|l| l.name.eq_ignore_ascii_case(name))
        .ok_or(LevelError::Unknown { name: name.to_owned(), known })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_five_levels_load_in_order_of_strength() {
        let all = levels().expect("levels/ai.ron parses");
        let names: Vec<&str> = all.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Beginner", "Casual", "Club", "Expert", "Master"]);
        for pair in all.windows(2) {
            assert!(pair[0].max_depth <= pair[1].max_depth && pair[0].noise_cp >= pair[1].noise_cp);
        }
        assert!(all[4].movetime_ms <= 2000, "Master thinks at most 2 s a move");
        assert!(!all[4].makes_mistakes() && all[0].makes_mistakes());
        assert_eq!(level("master").map(|l| l.name), Ok("Master".to_owned()));
        assert!(matches!(level("grandmaster"), Err(LevelError::Unknown { .. })));
        assert!(parse_levels("(levels: [])").is_err());
        assert!(parse_levels("not ron").is_err());
    }
}
