//! What fills the board's marks, by referee: a level's stars, highlights and arrows; in a game
//! the session keeps, the engine's arrow (a hint's move, or the analysis' best move); an online
//! game's premove arrow is src/online's. A new game starts with none.

use super::BoardMarks;
use crate::app::AppSet;
use crate::session::analysis::{Analysis, Line};
use crate::session::hint::Hint;
use crate::session::{GameStarted, Referee, Session, refereed_by_level, session_keeps_the_game};
use bevy::prelude::*;
use tabula_lessons::cell_id;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (clear_for_new_games, level_marks.run_if(refereed_by_level), engine_arrow.run_if(session_keeps_the_game))
            .chain()
            .in_set(AppSet::Rules)
            .after(crate::session::SessionRules)
            .run_if(resource_exists::<Session>),
    );
}

fn clear_for_new_games(mut started: MessageReader<GameStarted>, mut marks: ResMut<BoardMarks>) {
    if started.read().count() > 0 && *marks != BoardMarks::default() {
        *marks = BoardMarks::default();
    }
}

/// Stars still to collect, the level's highlighted cells and arrows.
fn level_marks(referee: Res<Referee>, session: Res<Session>, mut marks: ResMut<BoardMarks>) {
    // Cell names are looked up only when the level or its board changed, not every frame.
    if !referee.is_changed() && !session.is_changed() {
        return;
    }
    let Some(judge) = referee.level() else { return };
    let game = session.game();
    let level = judge.run.level();
    let cell = |name: &String| cell_id(game, name).ok();
    let fresh = BoardMarks {
        stars: judge.run.stars_left().iter().chain(judge.run.captures_left()).copied().collect(),
        highlight: level.marks.highlight.iter().filter_map(cell).collect(),
        arrows: level.marks.arrows.iter().filter_map(|(a, b)| Some((cell(a)?, cell(b)?))).collect(),
    };
    if *marks != fresh {
        *marks = fresh;
    }
}

/// A hint's move, else the analysis' best move, as an arrow.
fn engine_arrow(hint: Res<Hint>, analysis: Res<Analysis>, mut marks: ResMut<BoardMarks>) {
    let hinted = match &hint.shown {
        Some((_, _, Some(from), Some(to))) => Some((*from, *to)),
        _ => None,
    };
    let analysed = match analysis.lines().first() {
        Some(Line { from: Some(from), to: Some(to), .. }) if analysis.on => Some((*from, *to)),
        _ => None,
    };
    let fresh = BoardMarks { arrows: hinted.or(analysed).into_iter().collect(), ..BoardMarks::default() };
    if *marks != fresh {
        *marks = fresh;
    }
}
