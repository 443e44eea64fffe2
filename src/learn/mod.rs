//! Tutorials in the app: the courses read from levels/tutorials, the player's stars, and the
//! lesson being played. A lesson is one source of levels for the session's level player: its
//! board is an ordinary session table refereed by the level's judge (`Referee::Level`, which
//! plays the player's and the computer's moves and decides success or failure), and the board,
//! animation and sound follow the same messages as in a game. Here: opening levels, the keys,
//! and the stars a won level earns.

pub mod progress;

use crate::app::{AppSet, Screen};
use crate::data_files::{DataRoot, describe, read, ron_files_in};
use crate::session::{
    LevelEnded, LevelJudge, LevelSource, Referee, RefereeKind, Session, StatusLine, begin, refereed_by,
};
use crate::storage::StorageDirs;
use crate::tr;
use bevy::prelude::*;
use progress::LessonProgress;
use tabula_lessons::{Course, Lesson, LevelRun, course_from_files};
use tabula_rules::Variant;

/// Every game's lessons in the player's language (what the screens show and levels play).
#[derive(Resource, Debug, Clone, Default)]
pub struct Courses(pub Vec<(Variant, Course)>);

/// Every game's lessons as their files say, in English: read once at start-up, and translated
/// into [`Courses`] whenever the language changes.
#[derive(Resource, Debug, Clone, Default)]
pub struct LessonFiles(pub Vec<(Variant, Course)>);

impl LessonFiles {
    /// The courses in `language`: each text with a translation replaced by it.
    pub fn translated(&self, language: crate::i18n::Language) -> Courses {
        let translation = crate::i18n::content::lesson_translation(language);
        let mut courses = self.0.clone();
        for (variant, course) in &mut courses {
            for loaded in &mut course.lessons {
                tabula_lessons::translate_lesson(variant.name(), &loaded.key, &mut loaded.lesson, |key| {
                    translation.get(key).cloned()
                });
            }
        }
        Courses(courses)
    }
}

impl Courses {
    pub fn of(&self, variant: Variant) -> Option<&Course> {
        self.0.iter().find(|(v, _)| *v == variant).map(|(_, course)| course)
    }
}

/// The lesson being played (its level's judge is the session's referee).
#[derive(Resource, Debug, Clone)]
pub struct ActiveLesson {
    pub variant: Variant,
    pub key: String,
    pub lesson: Lesson,
    /// The level being played, from 0.
    pub level: usize,
}

/// The game the course screen shows.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct CourseShown(pub Variant);

impl Default for CourseShown {
    fn default() -> Self {
        CourseShown(Variant::Chess)
    }
}

/// What the course screen, the lesson panel and the command line ask for.
#[derive(Message, Debug, Clone, PartialEq, Eq)]
pub enum LessonRequest {
    /// Play level `level` (from 0) of a lesson.
    Open {
        variant: Variant,
        key: String,
        level: usize,
    },
    Retry,
    /// The next level, or the next lesson's first.
    Next,
    Hint,
    /// Back to the course screen.
    Exit,
}

/// A game's course from the data files (`levels/tutorials/<game>/`).
fn read_course(variant: Variant) -> Course {
    let folder = format!("tutorials/{}", variant.name());
    match ron_files_in(DataRoot::Levels, &folder) {
        Ok(names) => course_from_files(
            variant,
            names.into_iter().map(|name| {
                let relative = format!("{folder}/{name}");
                (describe(DataRoot::Levels, &relative).into(), read(DataRoot::Levels, &relative))
            }),
        ),
        Err(message) => Course {
            errors: vec![tabula_lessons::LessonError { file: describe(DataRoot::Levels, &folder).into(), message }],
            ..Course::default()
        },
    }
}

pub fn plugin(app: &mut App) {
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    let files = LessonFiles(Variant::ALL.iter().map(|&v| (v, read_course(v))).collect());
    app.insert_resource(files.translated(crate::i18n::language()))
        .insert_resource(files)
        .insert_resource(LessonProgress::load(&dirs))
        .init_resource::<CourseShown>()
        .add_message::<LessonRequest>();
    app.add_systems(
        Update,
        (
            drop_stale_lesson.run_if(resource_exists::<ActiveLesson>.and_then(not(refereed_by(RefereeKind::Lesson)))),
            handle_requests,
            record_stars.run_if(resource_exists::<ActiveLesson>),
        )
            .chain()
            .in_set(AppSet::Rules)
            .after(crate::session::SessionRules),
    );
    app.add_systems(OnEnter(Screen::Title), leave_lesson);
    app.add_systems(PreUpdate, follow_language.after(crate::settings::LanguageSet));
    app.add_systems(Update, lesson_keys.in_set(AppSet::Input).run_if(resource_exists::<ActiveLesson>));
}

/// The lessons follow the language: the courses are translated again, and so is the lesson
/// being played (its level's messages change with its next start).
fn follow_language(
    mut shown: Local<Option<crate::i18n::Language>>,
    files: Res<LessonFiles>,
    mut courses: ResMut<Courses>,
    active: Option<ResMut<ActiveLesson>>,
) {
    let language = crate::i18n::language();
    if *shown == Some(language) {
        return;
    }
    *shown = Some(language);
    *courses = files.translated(language);
    if let Some(mut active) = active
        && let Some(loaded) = courses.of(active.variant).and_then(|c| c.lesson(&active.key))
    {
        active.lesson = loaded.lesson.clone();
    }
}

/// H for the hint, R to retry, N for the next level.
fn lesson_keys(keys: Res<ButtonInput<KeyCode>>, mut requests: MessageWriter<LessonRequest>) {
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl {
        return;
    }
    for (key, request) in [
        (KeyCode::KeyH, LessonRequest::Hint),
        (KeyCode::KeyR, LessonRequest::Retry),
        (KeyCode::KeyN, LessonRequest::Next),
    ] {
        if keys.just_pressed(key) {
            requests.write(request);
        }
    }
}

fn handle_requests(
    mut requests: MessageReader<LessonRequest>,
    mut commands: Commands,
    courses: Res<Courses>,
    active: Option<Res<ActiveLesson>>,
    mut referee: ResMut<Referee>,
    mut status: ResMut<StatusLine>,
    mut course_shown: ResMut<CourseShown>,
    mut progress: ResMut<LessonProgress>,
    dirs: Res<StorageDirs>,
) {
    for request in requests.read() {
        let target = match request {
            LessonRequest::Open { variant, key, level } => Some((*variant, key.clone(), *level)),
            LessonRequest::Retry => active.as_ref().map(|a| (a.variant, a.key.clone(), a.level)),
            LessonRequest::Next => active.as_ref().and_then(|a| {
                // A page read counts as done, with its stars, as the player moves on.
                if referee.level_mut().is_some_and(|judge| judge.run.finish_reading()) {
                    progress.record(a.variant, &a.key, &a.lesson, a.level, 3);
                    if let Err(error) = progress.save(&dirs) {
                        status.0 = tr!("msg-could-not-save-your", error = error);
                    }
                }
                next_level(&courses, a.variant, &a.key, a.level)
            }),
            LessonRequest::Hint => {
                if let Some(judge) = referee.level_mut().filter(|_| active.is_some()) {
                    judge.hint_shown = true;
                }
                None
            }
            LessonRequest::Exit => {
                if let Some(active) = &active {
                    course_shown.0 = active.variant;
                }
                leave(&mut commands, Screen::Learn);
                None
            }
        };
        let Some((variant, key, level)) = target else {
            if *request == LessonRequest::Next {
                // The course is done: back to it.
                leave(&mut commands, Screen::Learn);
            }
            continue;
        };
        match open(&courses, variant, &key, level) {
            Ok((lesson, run, table)) => {
                status.0 = String::new();
                course_shown.0 = variant;
                commands.insert_resource(ActiveLesson { variant, key, lesson, level });
                let judge = LevelJudge::new(LevelSource::Lesson, run);
                begin(&mut commands, Session::from_table(table), Referee::Level(Box::new(judge)));
            }
            Err(error) => status.0 = tr!("msg-could-not-open-lesson", error = error),
        }
    }
}

/// The level after this one: the next of the lesson, else the first of the next lesson.
fn next_level(courses: &Courses, variant: Variant, key: &str, level: usize) -> Option<(Variant, String, usize)> {
    let lessons = &courses.of(variant)?.lessons;
    let index = lessons.iter().position(|l| l.key == key)?;
    if level + 1 < lessons[index].lesson.levels.len() {
        return Some((variant, key.to_owned(), level + 1));
    }
    lessons.get(index + 1).map(|next| (variant, next.key.clone(), 0))
}

fn open(
    courses: &Courses,
    variant: Variant,
    key: &str,
    level: usize,
) -> Result<(Lesson, LevelRun, tabula_table::Table), String> {
    let course = courses.of(variant).ok_or_else(|| format!("no lessons for {variant}"))?;
    let loaded = course.lesson(key).ok_or_else(|| format!("no lesson {variant}/{key}"))?;
    let chosen = loaded
        .lesson
        .levels
        .get(level)
        .ok_or_else(|| format!("{variant}/{key} has {} levels", loaded.lesson.levels.len()))?;
    let (run, table) = LevelRun::start(variant, chosen)?;
    Ok((loaded.lesson.clone(), run, table))
}

/// A won level's stars, kept.
fn record_stars(
    mut ended: MessageReader<LevelEnded>,
    active: Res<ActiveLesson>,
    mut progress: ResMut<LessonProgress>,
    dirs: Res<StorageDirs>,
    mut status: ResMut<StatusLine>,
) {
    for end in ended.read().filter(|end| end.source == LevelSource::Lesson && end.won) {
        progress.record(active.variant, &active.key, &active.lesson, active.level, end.stars);
        if let Err(error) = progress.save(&dirs) {
            status.0 = tr!("msg-could-not-save-your", error = error);
        }
    }
}

/// The lesson goes, the table stays (a game of its own now), and the app goes to `screen`.
fn leave(commands: &mut Commands, screen: Screen) {
    commands.remove_resource::<ActiveLesson>();
    commands.insert_resource(Referee::Local);
    commands.insert_resource(NextState::Pending(screen));
}

/// A game started from a lesson's menus (new game, load) ends the lesson.
fn drop_stale_lesson(mut commands: Commands) {
    commands.remove_resource::<ActiveLesson>();
}

fn leave_lesson(mut commands: Commands, active: Option<Res<ActiveLesson>>) {
    if active.is_some() {
        commands.remove_resource::<ActiveLesson>();
        commands.insert_resource(Referee::Local);
    }
}
