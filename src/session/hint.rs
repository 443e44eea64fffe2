//! Hints against the computer (a setting, off by default): H or the Hint button asks the
//! strongest level for the human's best move, searched on its own thread for a second; it is
//! drawn as an arrow (arrows.rs), and a move made while a hint was shown is marked in the move
//! list.

use super::{MovePlayed, Referee, RefereeKind, Session, StatusLine};
use crate::settings::Settings;
use crate::tr;
use bevy::prelude::*;
use std::thread::JoinHandle;
use std::time::Duration;
use tabula_ai::{DynInfo, Limits, Rng};

/// How long a hint's search runs.
const HINT_TIME: Duration = Duration::from_millis(1000);

/// The level hints come from.
const HINT_LEVEL: &str = "Master";

/// Ask for a hint (the human to move, against the computer, with hints on in the settings).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintRequest;

type Outcome = Option<(Option<String>, DynInfo)>;

/// The hint being searched or shown, and the moves played with one on the board.
#[derive(Resource, Default)]
pub struct Hint {
    searching: Option<(usize, JoinHandle<Outcome>)>,
    /// The ply it is for and the move, with its cells.
    pub shown: Option<(usize, String, Option<u8>, Option<u8>)>,
    /// Plies (counted from 1, as the move list numbers them) of moves made after a hint.
    pub used: Vec<usize>,
}

impl Hint {
    pub fn is_searching(&self) -> bool {
        self.searching.is_some()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<HintRequest>().init_resource::<Hint>();
}

/// Whether hints may be asked for now.
pub fn hints_allowed(session: &Session, settings: &Settings, online: bool) -> bool {
    settings.hints && !online && session.setup().has_computer() && session.human_to_move()
}

pub(super) fn start_hint(
    mut requests: MessageReader<HintRequest>,
    session: Res<Session>,
    settings: Res<Settings>,
    referee: Res<Referee>,
    mut hint: ResMut<Hint>,
    mut status: ResMut<StatusLine>,
) {
    if requests.read().count() == 0 || hint.searching.is_some() {
        return;
    }
    let online = referee.kind() == RefereeKind::Online;
    if referee.level().is_some() || !hints_allowed(&session, &settings, online) {
        status.0 = if settings.hints { tr!("msg-hints-are-your-own") } else { tr!("msg-hints-are-off-turn") };
        return;
    }
    let mut level = match tabula_ai::level_for(session.variant().name(), HINT_LEVEL) {
        Ok(level) => level,
        Err(error) => {
            status.0 = tr!("msg-no-hint-error", error = error);
            return;
        }
    };
    level.threads = Some(1);
    let search =
        tabula_ai::start_dyn_search(session.game(), Limits::movetime(HINT_TIME), level, Rng::from_time(), |_| {});
    let ply = session.moves().len();
    let Ok(done) = std::thread::Builder::new().name("tabula-hint".into()).spawn(move || search.wait()) else {
        status.0 = tr!("msg-no-hint-search-could");
        return;
    };
    hint.searching = Some((ply, done));
    status.0 = tr!("msg-looking-hint");
}

pub(super) fn finish_hint(
    session: Res<Session>,
    snapshot: Res<super::Snapshot>,
    mut hint: ResMut<Hint>,
    mut status: ResMut<StatusLine>,
) {
    if !hint.searching.as_ref().is_some_and(|(_, done)| done.is_finished()) {
        return;
    }
    let Some((ply, done)) = hint.searching.take() else { return };
    // A hint for a position that is gone (a move, a takeback) is no hint.
    if ply != session.moves().len() {
        return;
    }
    match done.join().ok().flatten() {
        Some((Some(best), _)) => {
            let view = snapshot.moves.iter().find(|m| m.text == best);
            let display =
                view.map_or(best.clone(), |m| crate::i18n::notation::shown_move(session.variant(), &m.display));
            hint.shown = Some((ply, best, view.and_then(|m| m.from), view.and_then(|m| m.to)));
            status.0 = tr!("msg-hint-display", value = display);
        }
        _ => status.0 = tr!("msg-no-hint-no-move"),
    }
}

/// A move made with a hint on the board is noted; the hint goes with the position it was for.
pub(super) fn follow_moves(session: Res<Session>, mut played: MessageReader<MovePlayed>, mut hint: ResMut<Hint>) {
    for _ in played.read() {
        let plies = session.moves().len();
        if let Some((ply, ..)) = hint.shown.take()
            && ply + 1 == plies
        {
            hint.used.push(plies);
        }
    }
    if session.is_added() {
        *hint = Hint::default();
    } else if hint.shown.as_ref().is_some_and(|(ply, ..)| *ply != session.moves().len()) {
        hint.shown = None;
    }
}
