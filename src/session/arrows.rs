//! The engine's arrow on the board: a hint's move, or analysis' best move. The board's marks
//! belong to a lesson or an online game when one is on the table; otherwise to this.

use super::OnlineMode;
use super::analysis::{Analysis, Line};
use super::hint::Hint;
use crate::board::BoardMarks;
use bevy::prelude::*;

pub(super) fn draw_engine_arrow(
    hint: Res<Hint>,
    analysis: Res<Analysis>,
    lesson: Option<Res<super::LessonMode>>,
    online: Option<Res<OnlineMode>>,
    mut marks: ResMut<BoardMarks>,
    mut had: Local<bool>,
) {
    if lesson.is_some() || online.is_some() {
        *had = false;
        return;
    }
    let hinted = match &hint.shown {
        Some((_, _, Some(from), Some(to))) => Some((*from, *to)),
        _ => None,
    };
    let analysed = match analysis.lines().first() {
        Some(Line { from: Some(from), to: Some(to), .. }) if analysis.on => Some((*from, *to)),
        _ => None,
    };
    let arrows: Vec<(u8, u8)> = hinted.or(analysed).into_iter().collect();
    // Only an arrow of ours is taken away: the marks may be nobody's.
    if !arrows.is_empty() || *had {
        let fresh = BoardMarks { arrows, ..BoardMarks::default() };
        if *marks != fresh {
            *marks = fresh;
        }
        *had = !marks.arrows.is_empty();
    }
}
