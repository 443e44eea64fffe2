//! The player's puzzle rating per game and the puzzles tried, kept as RON in the user's data
//! directory (`puzzles.ron`). A file that does not read gives a fresh start, never a crash.

use crate::storage::{StorageDirs, read_ron_or_default, write_ron};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabula_coach::Rating;
use tabula_rules::Variant;

/// How sure the trainer is of a puzzle's difficulty (the opponent's deviation in the update).
const PUZZLE_DEVIATION: f64 = 80.0;
/// Tries kept per game.
const HISTORY_KEPT: usize = 500;

/// One puzzle tried.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Attempt {
    pub id: String,
    pub solved: bool,
    /// The rating after it.
    pub rating: f64,
}

#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct GamePuzzles {
    pub rating: Rating,
    /// Oldest first.
    pub history: Vec<Attempt>,
    /// Only puzzles of this theme come next (the trainer's filter, remembered); none: all.
    pub theme: Option<String>,
}

#[derive(Resource, Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleProgress {
    pub games: BTreeMap<String, GamePuzzles>,
}

impl PuzzleProgress {
    fn path(dirs: &StorageDirs) -> std::path::PathBuf {
        dirs.data.join("puzzles.ron")
    }

    pub fn load(dirs: &StorageDirs) -> PuzzleProgress {
        read_ron_or_default(&Self::path(dirs))
    }

    pub fn save(&self, dirs: &StorageDirs) -> Result<(), String> {
        write_ron(&Self::path(dirs), self)
    }

    pub fn of(&self, variant: Variant) -> GamePuzzles {
        self.games.get(variant.name()).cloned().unwrap_or_default()
    }

    /// Has this puzzle been tried (solved or not)?
    pub fn tried(&self, variant: Variant, id: &str) -> bool {
        self.games.get(variant.name()).is_some_and(|g| g.history.iter().any(|a| a.id == id))
    }

    /// Chooses the theme the next puzzles of a game have (None: any).
    pub fn set_theme(&mut self, variant: Variant, theme: Option<String>) {
        self.games.entry(variant.name().to_owned()).or_default().theme = theme;
    }

    /// Rates a try against the puzzle's difficulty (Glicko-2, one puzzle a rating period) and
    /// keeps it; the new rating.
    pub fn record(&mut self, variant: Variant, id: &str, difficulty: u32, solved: bool) -> Rating {
        let game = self.games.entry(variant.name().to_owned()).or_default();
        let score = if solved { 1.0 } else { 0.0 };
        game.rating = game.rating.after(&[(f64::from(difficulty), PUZZLE_DEVIATION, score)]);
        game.history.push(Attempt { id: id.to_owned(), solved, rating: game.rating.rating });
        if game.history.len() > HISTORY_KEPT {
            let extra = game.history.len() - HISTORY_KEPT;
            game.history.drain(..extra);
        }
        game.rating
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_move_and_survive_a_restart() {
        let dir = std::env::temp_dir().join(format!("tabula-puzzle-progress-{}", std::process::id()));
        let dirs = StorageDirs::in_folder(&dir);
        let mut progress = PuzzleProgress::default();
        let up = progress.record(Variant::Chess, "chess-0001", 1500, true);
        assert!(up.rating > 1500.0);
        let down = progress.record(Variant::Chess, "chess-0002", 1500, false);
        assert!(down.rating < up.rating);
        assert!(progress.tried(Variant::Chess, "chess-0001"));
        assert!(!progress.tried(Variant::Brandubh, "chess-0001"));
        progress.save(&dirs).expect("saves");
        assert_eq!(PuzzleProgress::load(&dirs), progress);
        std::fs::write(dir.join("puzzles.ron"), "not ron").expect("write");
        assert_eq!(PuzzleProgress::load(&dirs), PuzzleProgress::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
