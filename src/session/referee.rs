//! Who decides the game on the table, and the one place a move enters it. The referee is set
//! with the table (`begin`) and is one of five kinds: the local table (hot-seat and games against
//! the computer), a level's judge (a lesson's or a puzzle's: one level player, two sources), the
//! server (an online game, whose mirror the table follows), or the analysis board. A player's
//! move attempt and the computer's move both go through here, and every `MovePlayed` is written
//! here.

use super::{BoardChanged, MoveAttempt, MovePlayed, MoveRefused, Session, Snapshot, StatusLine};
use crate::i18n::words::table_refusal;
use crate::link::Online;
use crate::tr;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use tabula_lessons::{LevelRun, Progress};
use tabula_protocol::GameId;
use tabula_rules::Seat;
use tabula_table::{Played, Table, TableError};

/// Who decides the game on the table.
#[derive(Resource, Debug, Clone, Default)]
pub enum Referee {
    /// The session's own table: hot-seat and games against the computer.
    #[default]
    Local,
    /// A lesson's level or a puzzle, judged move by move.
    Level(Box<LevelJudge>),
    /// An online game: the server decides, the table follows its mirror.
    Online(GameId),
    /// The analysis board: any seat moves, from any position on show.
    Analysis,
}

/// The kinds of referee, for run conditions and for the views' words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefereeKind {
    Local,
    Lesson,
    Puzzle,
    Online,
    Analysis,
}

/// Where a level comes from: the level player is the same for both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LevelSource {
    Lesson,
    Puzzle,
}

/// A level being played: its judge (`tabula-lessons`) and what the player has been shown.
#[derive(Debug, Clone)]
pub struct LevelJudge {
    pub source: LevelSource,
    pub run: LevelRun,
    pub hint_shown: bool,
    /// A puzzle's line is on show: the board takes no more moves.
    pub solution_shown: bool,
}

impl LevelJudge {
    pub fn new(source: LevelSource, run: LevelRun) -> LevelJudge {
        LevelJudge { source, run, hint_shown: false, solution_shown: false }
    }

    /// Whether the level ended, won or lost.
    pub fn is_over(&self) -> bool {
        matches!(self.run.progress(), Progress::Won { .. } | Progress::Failed(_))
    }
}

impl Referee {
    pub fn kind(&self) -> RefereeKind {
        match self {
            Referee::Local => RefereeKind::Local,
            Referee::Level(judge) => match judge.source {
                LevelSource::Lesson => RefereeKind::Lesson,
                LevelSource::Puzzle => RefereeKind::Puzzle,
            },
            Referee::Online(_) => RefereeKind::Online,
            Referee::Analysis => RefereeKind::Analysis,
        }
    }

    pub fn level(&self) -> Option<&LevelJudge> {
        match self {
            Referee::Level(judge) => Some(judge),
            _ => None,
        }
    }

    pub fn level_mut(&mut self) -> Option<&mut LevelJudge> {
        match self {
            Referee::Level(judge) => Some(judge),
            _ => None,
        }
    }

    /// The server's game on the table.
    pub fn online_game(&self) -> Option<&GameId> {
        match self {
            Referee::Online(game) => Some(game),
            _ => None,
        }
    }

    /// The seat a level is played from (the board is seen from it).
    pub fn level_player(&self) -> Option<Seat> {
        self.level().map(|judge| judge.run.player())
    }

    /// Whether the session keeps the whole game: offers, takebacks, claims and clocks (a level
    /// judges only moves, the server decides the rest of an online game).
    pub fn keeps_the_game(&self) -> bool {
        matches!(self, Referee::Local | Referee::Analysis)
    }
}

/// A run condition: the table is refereed by this kind.
pub fn refereed_by(kind: RefereeKind) -> impl FnMut(Res<Referee>) -> bool + Clone {
    move |referee: Res<Referee>| referee.kind() == kind
}

/// A run condition: the table is a level (a lesson's or a puzzle).
pub fn refereed_by_level(referee: Res<Referee>) -> bool {
    referee.level().is_some()
}

/// A run condition: the session keeps the whole game (see [`Referee::keeps_the_game`]).
pub fn session_keeps_the_game(referee: Res<Referee>) -> bool {
    referee.keeps_the_game()
}

/// A level just ended: its source records it (stars, a rating), the audio plays it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelEnded {
    pub source: LevelSource,
    pub won: bool,
    /// Stars earned (0 when lost).
    pub stars: u8,
}

/// What a move leads to, for the views: played moves, refusals, a level's end, the status line.
#[derive(SystemParam)]
pub struct MoveReports<'w> {
    pub played: MessageWriter<'w, MovePlayed>,
    pub refused: MessageWriter<'w, MoveRefused>,
    pub ended: MessageWriter<'w, LevelEnded>,
    pub changed: MessageWriter<'w, BoardChanged>,
    pub status: ResMut<'w, StatusLine>,
}

impl MoveReports<'_> {
    fn refuse(&mut self, reason: String) {
        self.status.0 = reason.clone();
        self.refused.write(MoveRefused { reason });
    }

    fn played(&mut self, moves: Vec<Played>) {
        self.status.0 = String::new();
        self.played.write_batch(moves.into_iter().map(MovePlayed));
    }
}

/// Tells the views about a move the table accepted.
pub(super) fn commit(
    variant: tabula_rules::Variant,
    result: Result<Played, TableError>,
    played: &mut MessageWriter<MovePlayed>,
) -> Result<(), String> {
    let mv = result.map_err(|error| table_refusal(variant, &error))?;
    played.write(MovePlayed(mv));
    Ok(())
}

/// The one place a player's move attempt goes: the current referee judges it.
pub(super) fn play_attempts(
    mut attempts: MessageReader<MoveAttempt>,
    mut referee: ResMut<Referee>,
    mut session: ResMut<Session>,
    mut link: ResMut<Online>,
    mut snapshot: ResMut<Snapshot>,
    mut reports: MoveReports,
) {
    for attempt in attempts.read() {
        match &mut *referee {
            Referee::Local => match play_local(&mut session, attempt) {
                Ok(played) => reports.played(vec![played]),
                Err(reason) => reports.refuse(reason),
            },
            Referee::Analysis => match play_on_shown(&mut session, attempt) {
                Ok(played) => reports.played(vec![played]),
                Err(reason) => reports.refuse(reason),
            },
            // The line on show takes no moves.
            Referee::Level(judge) if judge.solution_shown => {}
            Referee::Level(judge) => {
                let before = judge.run.progress().clone();
                let judged = judge.run.play_cells(session.table_mut(), attempt.from, attempt.to, attempt.promotion);
                match judged {
                    Ok(moves) => reports.played(moves),
                    Err(refusal) => reports.refuse(crate::i18n::words::level_refusal(session.variant(), &refusal)),
                }
                announce_level_end(judge, &before, &mut reports.ended);
            }
            Referee::Online(game) => {
                let Some(client) = link.0.as_mut() else {
                    reports.refuse(tr!("msg-not-connected-server"));
                    continue;
                };
                let planned = client.games.get(game).is_some_and(|g| g.is_player() && !g.my_turn());
                match client.play_cells(game, attempt.from, attempt.to, attempt.promotion) {
                    // Shown at once, pending until the server acknowledges it.
                    Ok(()) if planned => {
                        reports.status.0 = tr!("msg-premove-played-when-your");
                    }
                    Ok(()) => {
                        reports.status.0 = String::new();
                        if let Some(mirror) = client.games.get(game) {
                            follow_server_table(&mut session, mirror.shown(), &mut reports);
                            *snapshot = Snapshot::of(&session);
                        }
                    }
                    Err(refusal) => reports.refuse(crate::i18n::words::play_refusal(session.variant(), &refusal)),
                }
            }
        }
    }
}

fn play_local(session: &mut Session, attempt: &MoveAttempt) -> Result<Played, String> {
    if !session.human_to_move() {
        return Err(tr!("msg-not-your-turn"));
    }
    let variant = session.variant();
    let result = session.table_mut().play_cells(attempt.from, attempt.to, attempt.promotion);
    result.map_err(|error| table_refusal(variant, &error))
}

/// On the analysis board a move is played on the position on show: from an earlier one, the
/// later moves go first.
fn play_on_shown(session: &mut Session, attempt: &MoveAttempt) -> Result<Played, String> {
    let table = session.table_mut();
    let shown = table.shown();
    let text = shown.attempt_text(attempt.from, attempt.to, attempt.promotion);
    if shown.move_view(&text).is_none() {
        return Err(tr!("msg-not-legal-move-here"));
    }
    // The board already shows that position: no rebuild, only the move's slide.
    if let Some(ply) = table.review() {
        table.truncate(ply);
    }
    let variant = table.variant();
    table.play(&text).map_err(|error| table_refusal(variant, &error))
}

/// The computer's move, found for the seat to move: a level's judge plays it in a level (its
/// script may answer), the table otherwise.
pub(super) fn play_computer_move(
    referee: &mut Referee,
    session: &mut Session,
    text: &str,
    reports: &mut MoveReports,
) -> Result<(), String> {
    match referee {
        Referee::Level(judge) => {
            let before = judge.run.progress().clone();
            let moves = judge.run.opponent_move(session.table_mut(), text)?;
            reports.played.write_batch(moves.into_iter().map(MovePlayed));
            announce_level_end(judge, &before, &mut reports.ended);
            Ok(())
        }
        _ => commit(session.variant(), session.table_mut().play(text), &mut reports.played),
    }
}

/// Writes `LevelEnded` when a move ended the level (once: a click after the end changes nothing).
fn announce_level_end(judge: &LevelJudge, before: &Progress, ended: &mut MessageWriter<LevelEnded>) {
    let now = judge.run.progress();
    if now == before {
        return;
    }
    match now {
        Progress::Won { stars } => {
            ended.write(LevelEnded { source: judge.source, won: true, stars: *stars });
        }
        Progress::Failed(_) => {
            ended.write(LevelEnded { source: judge.source, won: false, stars: 0 });
        }
        Progress::Playing | Progress::ComputerToMove { .. } => {}
    }
}

/// Makes the table the server's game: new moves are played on it (animated), then the table is
/// replaced by the server's (clocks, offers, ending exact), keeping the player's review.
pub fn follow_server_table(session: &mut Session, shown: Table, reports: &mut MoveReports) {
    let old: Vec<String> = session.moves().iter().map(|m| m.text.clone()).collect();
    let new: Vec<String> = shown.moves().iter().map(|m| m.text.clone()).collect();
    let review = session.review();
    if new.len() > old.len() && new.starts_with(&old) && review.is_none() {
        for text in &new[old.len()..] {
            let seat = session.to_move();
            if commit(session.variant(), session.table_mut().play_as(seat, text), &mut reports.played).is_err() {
                break;
            }
        }
    } else if new != old {
        reports.changed.write(BoardChanged);
    }
    let mut table = shown;
    if let Some(ply) = review.filter(|&ply| ply < table.moves().len()) {
        table.set_review(Some(ply));
    }
    *session.table_mut() = table;
}

/// The server's clocks on the table (an online game's clocks are the server's).
pub fn follow_server_clocks(session: &mut Session, shown: &Table) {
    if shown.clocks().enabled() && shown.clocks().remaining() != session.clocks().remaining() {
        session.table_mut().set_time_left(shown.clocks().remaining().to_vec());
    }
}
