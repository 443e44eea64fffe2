//! The player's stars per lesson level, kept as RON in the user's data directory
//! (`lessons.ron`). A file that does not read gives empty progress, never a crash. Stars are kept
//! by a level's place among the lesson's levels that are not pages, so a page put in front of
//! old levels leaves the stars a player earned on the levels that earned them; pages read are
//! kept apart.

use crate::storage::{StorageDirs, read_ron_or_default, write_ron};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use tabula_lessons::{Goal, Lesson};
use tabula_rules::Variant;

#[derive(Resource, Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    /// `"chess/07-forks"` -> stars per level that is not a page (0 = not done yet).
    pub stars: BTreeMap<String, Vec<u8>>,
    /// Pages read: `"chess/13-pins/0"`, the lesson and the page's place in it.
    pub pages_read: BTreeSet<String>,
}

/// Where a level's stars are kept: its place among the lesson's levels that are not pages;
/// `None` for a page.
fn slot(lesson: &Lesson, level: usize) -> Option<usize> {
    if lesson.levels.get(level).is_none_or(|l| l.goal == Goal::Read) {
        return None;
    }
    Some(lesson.levels[..level].iter().filter(|l| l.goal != Goal::Read).count())
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

    /// The stars of a lesson's level (a page read counts three).
    pub fn of(&self, variant: Variant, key: &str, lesson: &Lesson, level: usize) -> u8 {
        match slot(lesson, level) {
            Some(slot) => {
                self.stars.get(&lesson_key(variant, key)).and_then(|levels| levels.get(slot)).copied().unwrap_or(0)
            }
            None => {
                if self.pages_read.contains(&format!("{}/{level}", lesson_key(variant, key))) {
                    3
                } else {
                    0
                }
            }
        }
    }

    /// Keeps the best result of a level, or that a page was read.
    pub fn record(&mut self, variant: Variant, key: &str, lesson: &Lesson, level: usize, stars: u8) {
        let Some(level) = slot(lesson, level) else {
            self.pages_read.insert(format!("{}/{level}", lesson_key(variant, key)));
            return;
        };
        let levels = self.stars.entry(lesson_key(variant, key)).or_default();
        if levels.len() <= level {
            levels.resize(level + 1, 0);
        }
        levels[level] = levels[level].max(stars);
    }

    pub fn reset_lesson(&mut self, variant: Variant, key: &str) {
        let lesson = lesson_key(variant, key);
        self.stars.remove(&lesson);
        self.pages_read.retain(|page| !page.starts_with(&format!("{lesson}/")));
    }

    pub fn reset_game(&mut self, variant: Variant) {
        let prefix = format!("{variant}/");
        self.stars.retain(|key, _| !key.starts_with(&prefix));
        self.pages_read.retain(|page| !page.starts_with(&prefix));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A lesson of three levels, with a page in front when `page` is set.
    fn lesson(page: bool) -> Lesson {
        let level = |goal: &str| {
            format!(
                "(intro: \"i\", position: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\", goal: {goal}, hint: \"h\", \
                 success: \"s\", solution: Moves([\"a1a8\"])),"
            )
        };
        let page_text = "(intro: \"A page.\", position: \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\", goal: Read),";
        let levels = [level("Check"), level("Check"), level("Check")].concat();
        let text = format!("(title: \"t\", summary: \"s\", levels: [{}{levels}])", if page { page_text } else { "" });
        tabula_lessons::parse_lesson(&text, Variant::Chess).expect("a lesson")
    }

    #[test]
    fn best_stars_are_kept_saved_and_reset() {
        let dir = std::env::temp_dir().join(format!("tabula-progress-{}", std::process::id()));
        let dirs = StorageDirs::in_folder(&dir);
        let mut progress = LessonProgress::default();
        let rook = lesson(false);
        progress.record(Variant::Chess, "01-rook", &rook, 2, 3);
        progress.record(Variant::Chess, "01-rook", &rook, 2, 1);
        progress.record(Variant::Trigame, "01-places", &rook, 0, 2);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &rook, 2), 3);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &rook, 0), 0);
        // A page put in front: the stars stay on the level that earned them, and the page
        // counts once read.
        let with_page = lesson(true);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &with_page, 3), 3);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &with_page, 0), 0);
        progress.record(Variant::Chess, "01-rook", &with_page, 0, 3);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &with_page, 0), 3);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &with_page, 1), 0);
        progress.save(&dirs).expect("saves");
        assert_eq!(LessonProgress::load(&dirs), progress);
        progress.reset_game(Variant::Chess);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &rook, 2), 0);
        assert_eq!(progress.of(Variant::Chess, "01-rook", &with_page, 0), 0);
        assert_eq!(progress.of(Variant::Trigame, "01-places", &rook, 0), 2);
        std::fs::write(dir.join("lessons.ron"), "garbage").expect("write");
        assert_eq!(LessonProgress::load(&dirs), LessonProgress::default());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
