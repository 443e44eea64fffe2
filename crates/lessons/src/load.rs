//! Reading lessons: a course is the lesson files of one game, in file-name order. Every file is
//! parsed and checked on its own, so one bad file gives an error naming it and its field, and
//! the other lessons still load.

use crate::run::LevelRun;
use crate::schema::{Goal, Lesson, Opponent, Solution};
use std::path::{Path, PathBuf};
use tabula_rules::Variant;

/// A lesson read from its file.
#[derive(Debug, Clone, PartialEq)]
pub struct LoadedLesson {
    /// The file name without `.ron`: `07-forks`.
    pub key: String,
    pub lesson: Lesson,
}

/// A lesson file that could not be used, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LessonError {
    pub file: PathBuf,
    pub message: String,
}

impl std::fmt::Display for LessonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.message)
    }
}

impl std::error::Error for LessonError {}

/// One game's lessons, and the files that failed.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Course {
    pub lessons: Vec<LoadedLesson>,
    pub errors: Vec<LessonError>,
}

impl Course {
    pub fn lesson(&self, key: &str) -> Option<&LoadedLesson> {
        self.lessons.iter().find(|l| l.key == key)
    }
}

/// Reads `root/<game>/*.ron` (root is `levels/tutorials`).
pub fn load_course(root: &Path, variant: Variant) -> Course {
    let dir = root.join(variant.name());
    let mut course = Course::default();
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|e| e == "ron"))
            .collect(),
        // A game without lessons yet has an empty course.
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return course,
        Err(error) => {
            course.errors.push(LessonError { file: dir, message: error.to_string() });
            return course;
        }
    };
    files.sort();
    let texts = files.into_iter().map(|file| {
        let text = std::fs::read_to_string(&file).map_err(|e| e.to_string());
        (file, text)
    });
    course_from_files(variant, texts)
}

/// One game's lessons from its files' texts (each with the path it is known by, whose stem is
/// the lesson's key), in the order given: a file that does not read or parse is an error of the
/// course, the others still load. For a program without a file system (the browser build).
pub fn course_from_files(
    variant: Variant,
    files: impl IntoIterator<Item = (PathBuf, Result<String, String>)>,
) -> Course {
    let mut course = Course::default();
    for (file, text) in files {
        let key = file.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        match text.and_then(|text| parse_lesson(&text, variant)) {
            Ok(lesson) => course.lessons.push(LoadedLesson { key, lesson }),
            Err(message) => course.errors.push(LessonError { file, message }),
        }
    }
    course
}

/// Parses and checks one lesson of `variant`; the error names the level and the field.
pub fn parse_lesson(text: &str, variant: Variant) -> Result<Lesson, String> {
    let lesson: Lesson = ron::from_str(text).map_err(|e| e.to_string())?;
    if lesson.levels.is_empty() {
        return Err("levels: a lesson needs at least one level".to_owned());
    }
    for (index, level) in lesson.levels.iter().enumerate() {
        LevelRun::start(variant, level).map_err(|e| format!("level {}: {e}", index + 1))?;
        let field = |name: &str, problem: String| format!("level {}, {name}: {problem}", index + 1);
        match &level.goal {
            Goal::Stars(cells) | Goal::Capture(cells) if cells.is_empty() => {
                return Err(field("goal", "no cells".to_owned()));
            }
            Goal::Line if !matches!(level.opponent, Opponent::Script(_)) => {
                return Err(field("goal", "Line needs a Script opponent".to_owned()));
            }
            _ => {}
        }
        if level.goal == Goal::Read {
            if level.solution != Solution::None || level.intro.trim().is_empty() {
                return Err(field("page", "a page (goal Read) has an intro and no solution".to_owned()));
            }
            continue;
        }
        match (&level.solution, &level.opponent) {
            (Solution::None, _) => return Err(field("solution", "missing".to_owned())),
            (Solution::Moves(moves), _) if moves.is_empty() => {
                return Err(field("solution", "no moves".to_owned()));
            }
            (Solution::Search(_), Opponent::Computer(_)) => {}
            (Solution::Search(_), _) => {
                return Err(field("solution", "Search solves only levels against the computer".to_owned()));
            }
            _ => {}
        }
        if level.intro.trim().is_empty() || level.hint.trim().is_empty() || level.success.trim().is_empty() {
            return Err(field("intro, hint and success", "each needs some text".to_owned()));
        }
    }
    Ok(lesson)
}
