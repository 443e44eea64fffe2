//! Tutorials in the app: the courses read from levels/tutorials, the player's stars, and the
//! lesson being played. A lesson's board is an ordinary session table; while a lesson runs
//! (`LessonMode`), its judge (`tabula-lessons`) plays the player's and the computer's moves on
//! that table and decides success or failure, and the board, animation and sound follow the
//! same messages as in a game.

pub mod progress;

use crate::board::BoardMarks;
use crate::session::{
    ComputerMoveReady, LessonMode, MoveAttempt, MovePlayed, MoveRefused, Session, StatusLine, begin, capitalise,
};
use crate::storage::StorageDirs;
use crate::{AppSet, Screen};
use bevy::prelude::*;
use progress::LessonProgress;
use tabula_lessons::{Course, Lesson, LevelRun, Progress, cell_id, load_course};
use tabula_rules::Variant;

/// Every game's lessons, read at start-up.
#[derive(Resource, Debug, Clone, Default)]
pub struct Courses(pub Vec<(Variant, Course)>);

impl Courses {
    pub fn of(&self, variant: Variant) -> Option<&Course> {
        self.0.iter().find(|(v, _)| *v == variant).map(|(_, course)| course)
    }
}

/// The lesson being played.
#[derive(Resource, Debug, Clone)]
pub struct ActiveLesson {
    pub variant: Variant,
    pub key: String,
    pub lesson: Lesson,
    /// The level being played, from 0.
    pub level: usize,
    pub run: LevelRun,
    pub hint_shown: bool,
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

/// A level just ended (the audio plays success or failure).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelEnded {
    pub won: bool,
}

pub fn plugin(app: &mut App) {
    let dirs = app.world_mut().get_resource_or_insert_with(StorageDirs::default).clone();
    let root = std::path::PathBuf::from(crate::levels_dir()).join("tutorials");
    let courses = Variant::ALL.iter().map(|&v| (v, load_course(&root, v))).collect();
    app.insert_resource(Courses(courses))
        .insert_resource(LessonProgress::load(&dirs))
        .init_resource::<CourseShown>()
        .add_message::<LessonRequest>()
        .add_message::<LevelEnded>();
    app.add_systems(
        Update,
        (drop_stale_lesson, handle_requests, play_attempts, play_computer_moves, show_marks)
            .chain()
            .in_set(AppSet::Rules),
    );
    app.add_systems(OnEnter(Screen::Title), leave_lesson);
    app.add_systems(Update, lesson_keys.in_set(AppSet::Input).run_if(resource_exists::<ActiveLesson>));
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
    active: Option<ResMut<ActiveLesson>>,
    mut status: ResMut<StatusLine>,
    mut course_shown: ResMut<CourseShown>,
) {
    let mut active = active;
    for request in requests.read() {
        let target = match request {
            LessonRequest::Open { variant, key, level } => Some((*variant, key.clone(), *level)),
            LessonRequest::Retry => active.as_ref().map(|a| (a.variant, a.key.clone(), a.level)),
            LessonRequest::Next => active.as_ref().and_then(|a| next_level(&courses, a.variant, &a.key, a.level)),
            LessonRequest::Hint => {
                if let Some(active) = active.as_mut() {
                    active.hint_shown = true;
                }
                None
            }
            LessonRequest::Exit => {
                if let Some(active) = &active {
                    course_shown.0 = active.variant;
                }
                commands.remove_resource::<ActiveLesson>();
                commands.remove_resource::<LessonMode>();
                commands.insert_resource(NextState::Pending(Screen::Learn));
                None
            }
        };
        let Some((variant, key, level)) = target else {
            if *request == LessonRequest::Next {
                // The course is done: back to it.
                commands.remove_resource::<ActiveLesson>();
                commands.remove_resource::<LessonMode>();
                commands.insert_resource(NextState::Pending(Screen::Learn));
            }
            continue;
        };
        match open(&courses, variant, &key, level) {
            Ok((lesson, run, table)) => {
                status.0 = String::new();
                course_shown.0 = variant;
                commands.insert_resource(LessonMode { player: run.player() });
                commands.insert_resource(ActiveLesson { variant, key, lesson, level, run, hint_shown: false });
                begin(&mut commands, Session::from_table(table));
            }
            Err(error) => status.0 = format!("Could not open the lesson: {error}"),
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

/// The player's clicks and drags, judged by the lesson.
fn play_attempts(
    mut attempts: MessageReader<MoveAttempt>,
    active: Option<ResMut<ActiveLesson>>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut ended: MessageWriter<LevelEnded>,
    mut status: ResMut<StatusLine>,
    mut progress: ResMut<LessonProgress>,
    dirs: Res<StorageDirs>,
) {
    let (Some(mut active), Some(mut session)) = (active, session) else {
        attempts.clear();
        return;
    };
    for attempt in attempts.read() {
        let before = active.run.progress().clone();
        judge_attempt(&mut active.run, &mut session, attempt, &mut played, &mut refused, &mut status);
        settle(&mut active, &before, &mut progress, &dirs, &mut ended, &mut status);
    }
}

/// A click or drag played through a level's judge (a lesson's or a puzzle's): the moves it
/// made for the views, or the reason it was refused.
pub fn judge_attempt(
    run: &mut LevelRun,
    session: &mut Session,
    attempt: &MoveAttempt,
    played: &mut MessageWriter<MovePlayed>,
    refused: &mut MessageWriter<MoveRefused>,
    status: &mut StatusLine,
) {
    match run.play_cells(session.table_mut(), attempt.from, attempt.to, attempt.promotion) {
        Ok(moves) => {
            status.0 = String::new();
            played.write_batch(moves.into_iter().map(MovePlayed));
        }
        Err(reason) => {
            let reason = capitalise(&reason);
            status.0 = reason.clone();
            refused.write(MoveRefused { reason });
        }
    }
}

/// The computer's moves in a lesson against it.
fn play_computer_moves(
    mut ready: MessageReader<ComputerMoveReady>,
    active: Option<ResMut<ActiveLesson>>,
    session: Option<ResMut<Session>>,
    mut played: MessageWriter<MovePlayed>,
    mut ended: MessageWriter<LevelEnded>,
    mut status: ResMut<StatusLine>,
    mut progress: ResMut<LessonProgress>,
    dirs: Res<StorageDirs>,
) {
    let (Some(mut active), Some(mut session)) = (active, session) else {
        ready.clear();
        return;
    };
    for ComputerMoveReady(text) in ready.read() {
        let before = active.run.progress().clone();
        match active.run.opponent_move(session.table_mut(), text) {
            Ok(moves) => played.write_batch(moves.into_iter().map(MovePlayed)),
            Err(error) => {
                status.0 = format!("The computer's move {text} was refused: {error}");
                continue;
            }
        };
        settle(&mut active, &before, &mut progress, &dirs, &mut ended, &mut status);
    }
}

/// After a move: record a won level's stars and announce the level's end once.
fn settle(
    active: &mut ActiveLesson,
    before: &Progress,
    progress: &mut LessonProgress,
    dirs: &StorageDirs,
    ended: &mut MessageWriter<LevelEnded>,
    status: &mut StatusLine,
) {
    let now = active.run.progress().clone();
    if now == *before {
        return;
    }
    match now {
        Progress::Won { stars } => {
            progress.record(active.variant, &active.key, active.level, stars);
            if let Err(error) = progress.save(dirs) {
                status.0 = format!("Could not save your stars: {error}");
            }
            ended.write(LevelEnded { won: true });
        }
        Progress::Failed(_) => {
            ended.write(LevelEnded { won: false });
        }
        Progress::Playing | Progress::ComputerToMove { .. } => {}
    }
}

/// Stars still to collect, the level's highlighted cells and arrows, drawn by the board.
fn show_marks(
    active: Option<Res<ActiveLesson>>,
    session: Option<Res<Session>>,
    online: Option<Res<crate::session::OnlineMode>>,
    mut marks: ResMut<BoardMarks>,
    mut mine: Local<bool>,
) {
    // An online game draws its own marks (the premove's arrow).
    if online.is_some() {
        *mine = false;
        return;
    }
    let (Some(active), Some(session)) = (active, session) else {
        // The lesson's marks go with it; others' (a hint's arrow) are theirs.
        if std::mem::take(&mut *mine) && *marks != BoardMarks::default() {
            *marks = BoardMarks::default();
        }
        return;
    };
    *mine = true;
    // Cell names are looked up only when the lesson or its board changed, not every frame.
    if !active.is_changed() && !session.is_changed() {
        return;
    }
    let game = session.game();
    let level = active.run.level();
    let cell = |name: &String| cell_id(game, name).ok();
    let fresh = BoardMarks {
        stars: active.run.stars_left().iter().chain(active.run.captures_left()).copied().collect(),
        highlight: level.marks.highlight.iter().filter_map(cell).collect(),
        arrows: level.marks.arrows.iter().filter_map(|(a, b)| Some((cell(a)?, cell(b)?))).collect(),
    };
    if *marks != fresh {
        *marks = fresh;
    }
}

/// A game started from a lesson's menus (new game, load) ends lesson mode: the lesson goes too.
fn drop_stale_lesson(mut commands: Commands, active: Option<Res<ActiveLesson>>, mode: Option<Res<LessonMode>>) {
    if active.is_some() && mode.is_none() {
        commands.remove_resource::<ActiveLesson>();
    }
}

fn leave_lesson(mut commands: Commands) {
    commands.remove_resource::<ActiveLesson>();
    commands.remove_resource::<LessonMode>();
}
