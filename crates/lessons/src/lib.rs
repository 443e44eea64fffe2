//! Tabula's tutorials: lessons as data. `levels/tutorials/<game>/NN-<key>.ron` files hold the
//! lessons (schema in [`schema`], the format in docs/lessons.md); [`load_course`] reads a
//! game's lessons and checks each one; [`LevelRun`] plays a level through the rules, with the
//! other seats waiting, scripted or played by the computer. No Bevy and no search here: the
//! app asks its own search for computer moves, and so do the tests.

mod failure;
mod load;
mod run;
pub mod schema;
mod texts;

pub use failure::{Failure, Refusal};
pub use load::{Course, LessonError, LoadedLesson, course_from_files, load_course, parse_lesson};
pub use run::{LevelRun, MovePicker, Progress, cell_id, play_solution};
pub use schema::{Branch, Goal, Lesson, Level, Marks, Opponent, Solution, Step};
pub use texts::{lesson_texts, to_fluent, translate_lesson};

/// The lessons folder of the source tree (`levels/tutorials`), for tests and tools.
pub fn source_root() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../levels/tutorials")
}
