//! The engine as an analyst: with analysis on (A, or the Analyse button), the position on show
//! (the live one, or the one being reviewed) is searched without end on its own thread for its
//! three best lines, restarted whenever the position changes. The panel shows the lines in the
//! game's notation with depth and score, and the board the best move as an arrow (arrows.rs). Offered where
//! it cannot help anyone against the computer or online: hot-seat games, and games that are over.

use super::{Referee, RefereeKind, Session};
use crate::background_search::BackgroundSearch;
use crate::tr;
use bevy::prelude::*;
use std::sync::{Arc, Mutex};
use tabula_ai::{DynInfo, Limits};
use tabula_rules::DynGame;

/// Best lines analysed at once.
pub const LINES: usize = 3;

/// Turn analysis on or off.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ToggleAnalysis;

/// One analysed line, ready to show.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub depth: u32,
    /// From the side to move, in hundredths of a pawn (or the game's like unit).
    pub score: i32,
    pub mate_in: Option<i32>,
    /// The moves as players write them.
    pub moves: Vec<String>,
    /// The first move's cells, for the arrow.
    pub from: Option<u8>,
    pub to: Option<u8>,
}

struct Running {
    stop: Arc<dyn Fn() + Send + Sync>,
    reports: Arc<Mutex<Reports>>,
    /// The position searched: it is what the reports are about.
    game: Box<dyn DynGame>,
    /// Kept while the reports matter (in the browser, dropping it ends the engine's worker).
    _search: BackgroundSearch,
}

/// The search's reports, kept by depth: lines of one depth are shown together, never mixed
/// with another depth's (where the second line may still start with today's best move).
#[derive(Default)]
struct Reports {
    /// Counts reports, so that the lines are written for players only when one came.
    received: u64,
    /// Lines a depth has (the root's moves, at most [`LINES`]).
    expected: usize,
    /// The deepest depth whose lines have all come, best first.
    complete: Vec<DynInfo>,
    /// The lines of the depth in progress.
    partial: Vec<DynInfo>,
}

impl Reports {
    fn add(&mut self, info: &DynInfo) {
        self.received += 1;
        if info.line <= 1 {
            self.partial.clear();
        } else if self.partial.first().is_none_or(|first| first.depth != info.depth) {
            return;
        }
        self.partial.push(info.clone());
        if self.partial.len() >= self.expected {
            self.complete = self.partial.clone();
        }
    }

    fn best_known(&self) -> Vec<DynInfo> {
        if self.complete.is_empty() { self.partial.clone() } else { self.complete.clone() }
    }
}

#[derive(Resource, Default)]
pub struct Analysis {
    pub on: bool,
    /// Turn on when the game screen is (re)entered: the analysis board starts with it, and
    /// putting a game on the table passes through leaving the screen, which stops analysis.
    pub start_on_entry: bool,
    running: Option<Running>,
    /// The position being analysed: its hash and the seat to move.
    key: Option<(u64, u8)>,
    /// The best lines found so far, best first, as of report `seen`.
    lines: Vec<Line>,
    /// Every seat's expected share by the best line, for the evaluation bar.
    shares: Vec<f64>,
    seen: u64,
}

impl Analysis {
    /// The best lines found so far, best first.
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// Every seat's expected share of the result by the best line (empty before the first).
    pub fn shares(&self) -> &[f64] {
        &self.shares
    }

    /// Writes the search's latest reports for players, when new ones came (once a frame at
    /// most: each line is walked move by move through the rules).
    fn take_reports(&mut self) {
        let Some(running) = &self.running else { return };
        let Ok(reports) = running.reports.lock() else { return };
        if reports.received == self.seen {
            return;
        }
        self.seen = reports.received;
        let game = running.game.as_ref();
        self.lines = reports.best_known().iter().map(|info| line_of(game, info)).collect();
        self.shares = self.lines.first().map_or_else(Vec::new, |best| {
            let expected = match best.mate_in {
                Some(moves) => f64::from(u8::from(moves > 0)),
                None => tabula_coach::expected::expected_of_score(game.variant(), best.score),
            };
            tabula_coach::shares(game, expected)
        });
    }

    fn stop(&mut self) {
        if let Some(running) = self.running.take() {
            (running.stop)();
        }
        self.key = None;
        self.lines.clear();
        self.shares.clear();
        self.seen = 0;
    }
}

/// A report written for players: each move in its own position's notation.
fn line_of(game: &dyn DynGame, info: &DynInfo) -> Line {
    let mut walker = game.clone_box();
    let mut moves = Vec::new();
    let mut first = (None, None);
    for (index, text) in info.pv.iter().enumerate() {
        let views = walker.move_views();
        let Some(view) = views.iter().find(|m| &m.text == text) else { break };
        if index == 0 {
            first = (view.from, view.to);
        }
        moves.push(crate::i18n::notation::shown_move(game.variant(), &view.display));
        if walker.play_str(text).is_err() {
            break;
        }
    }
    Line { depth: info.depth, score: info.score, mate_in: info.mate_in, moves, from: first.0, to: first.1 }
}

/// Whether analysis may run on this table: hot-seat games and finished games, never online and
/// never while the computer plays a game in progress.
pub fn analysis_allowed(session: &Session, online: bool) -> bool {
    !online && (session.is_over() || !session.setup().has_computer())
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<ToggleAnalysis>().init_resource::<Analysis>();
}

pub(super) fn run_analysis(
    mut toggles: MessageReader<ToggleAnalysis>,
    session: Res<Session>,
    referee: Res<Referee>,
    mut analysis: ResMut<Analysis>,
    mut status: ResMut<super::StatusLine>,
) {
    let online = referee.kind() == RefereeKind::Online;
    let allowed = referee.level().is_none() && analysis_allowed(&session, online);
    for _ in toggles.read() {
        analysis.on = !analysis.on && allowed;
        if !allowed {
            status.0 = tr!("msg-analysis-hot-seat-finished");
        }
    }
    if !analysis.on || !allowed {
        analysis.on &= allowed;
        analysis.stop();
        return;
    }
    let shown = session.shown();
    let key = (shown.hash(), shown.to_move().0);
    if analysis.key == Some(key) {
        analysis.take_reports();
        return;
    }
    analysis.stop();
    analysis.key = Some(key);
    let moves = shown.legal_move_strings().len();
    if moves == 0 {
        return;
    }
    let mut level = match tabula_ai::level_for(session.variant().name(), "Master") {
        Ok(level) => level,
        Err(_) => tabula_ai::Level::full_strength(),
    };
    // One thread: the other core draws the frames.
    level.threads = Some(1);
    let limits = Limits { infinite: true, lines: LINES, ..Limits::default() };
    let reports = Arc::new(Mutex::new(Reports { expected: moves.min(LINES), ..Reports::default() }));
    let sink = reports.clone();
    let search = BackgroundSearch::start(shown.as_ref(), None, limits, level, move |info| {
        if let Ok(mut reports) = sink.lock() {
            reports.add(info);
        }
    });
    let stop = search.stopper();
    // Nobody waits for the result: the reports are the analysis; the search ends when stopped.
    analysis.running = Some(Running { stop, reports, game: shown, _search: search });
}

/// The analysis asked for with the game on the table starts once its screen is entered.
pub(super) fn start_requested_analysis(mut analysis: ResMut<Analysis>) {
    if std::mem::take(&mut analysis.start_on_entry) {
        analysis.on = true;
    }
}

pub(super) fn stop_analysis(mut analysis: ResMut<Analysis>) {
    analysis.on = false;
    analysis.stop();
}
