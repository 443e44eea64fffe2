//! The player's stars per lesson level, kept as RON in the user's data directory
//! (`lessons.ron`). A file that does not read gives empty progress, never a crash.

use crate::storage::{StorageDirs, read_ron_or_default, write_ron};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use tabula_rules::Variant;

#[derive(Resource, Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// `"chess/07-forks"` -> stars per level (0 = not done yet).
    pub stars: BTreeMap<String, Vec<u8>>,
}

/// The key of a lesson: `chess/07-forks`.
pub fn lesson_key(variant: Variant, key: &str) -> String {
    format!("{variant}/{key}")
}

impl LessonProgress {
    pub fn load(dirs: &StorageDirs) -> LessonProgress {
        read_ron_or_default(&dirs.data.join("lessons.ron"))
    }

    pub fn save(&self, dirs: &StorageDirs) -> Result<(), String> {
        write_ron(&dirs.data.join("lessons.ron"), self)
    }

    pub fn of(&self, variant: Variant, key: &str, level: usize) -> u8 {
        self.stars.get(&lesson_key(variant, key)).and_then(|levels| levels.get(level)).copied().unwrap_or(0)
    }

    /// Keeps the best result of a level.
    pub fn record(&mut self, variant: Variant, key: &str, level: usize, stars: u8) {
        let levels = self.stars.entry(lesson_key(variant, key)).or_default();
        if levels.len() <= level {
            levels.resize(level + 1, 0);
        }
        levels[level] = levels[level].max(stars);
    }

    pub fn reset_lesson(&mut self, variant: Variant, key: &str) {
        self.stars.remove(&lesson_key(variant, key));
    }

    pub fn reset_game(&mut self, variant: Variant) {
        let prefix = format!("{variant}/");
        self.stars.retain(|key, _| !key.starts_with(&prefix));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn best_stars_are_kept_saved_and_reset() {
        let dir = std::env::temp_dir().join(format!("tabula-progress-{}", std::process::id()));
        let dirs = StorageDirs::in_folder(&dir);
        let mut progress = LessonProgress::default();
        progress.record(Variant::Chess, "01-rook", 2, 3);
        progress.record(Variant::Chess, "01-rook", 2, 1);
        progress.record(Variant::Trigame, "01-places", 0, 2);
        assert_eq!(progress.of(Variant::Chess, "01-rook", 2), 3);
        assert_eq!(progress.of(Variant::Chess, "01-rook", 0), 0);
        progress.save(&dirs).expect("saves");
        assert_eq!(LessonProgress::load(&dirs), progress);
        progress.reset_game(Variant::Chess);
        assert_eq!(progress.of(Variant::Chess, "01-rook", 2), 0);
        assert_eq!(progress.of(Variant::Trigame, "01-places", 0), 2);
        std::fs::write(dir.join("lessons.ron"), "garbage").expect("write");
        assert_eq!(LessonProgress::load(&dirs), LessonProgress::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
