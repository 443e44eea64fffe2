//! Turning requests and clicks into table calls: new games, moves, takebacks, resignation,
//! offers and their answers, claims, review. `commit` is the one way a move enters the game.

use super::{BoardChanged, MoveAttempt, MovePlayed, MoveRefused, Score, Session, SessionRequest, StatusLine, begin};
use super::{OfferKind, capitalise};
use bevy::prelude::*;
use tabula_rules::Seat;
use tabula_table::{Played, Resolution, TableError};

/// Tells the views about a move the table accepted: every move, whoever made it, passes here.
pub fn commit(result: Result<Played, TableError>, played: &mut MessageWriter<MovePlayed>) -> Result<(), String> {
    let mv = result.map_err(|error| capitalise(&error.to_string()))?;
    played.write(MovePlayed(mv));
    Ok(())
}

/// `SessionRequest::NewGame` works from any screen, and also when no session exists yet.
pub(super) fn start_new_games(
    mut requests: MessageReader<SessionRequest>,
    mut commands: Commands,
    mut score: ResMut<Score>,
    mut status: ResMut<StatusLine>,
) {
    for request in requests.read() {
        let SessionRequest::NewGame(setup) = request else { continue };
        match Session::start(setup.clone(), &[]) {
            Ok(session) => {
                score.new_game(setup);
                status.0 = String::new();
                commands.remove_resource::<super::LessonMode>();
                commands.remove_resource::<super::OnlineMode>();
                commands.remove_resource::<super::AnalysisBoard>();
                begin(&mut commands, session);
            }
            Err(error) => status.0 = format!("Could not start the game: {error}"),
        }
    }
}

/// The seat a request speaks for: the one human against the computer (who may act when it is
/// not their turn), else the seat to move (hot-seat).
fn acting_seat(session: &Session) -> Seat {
    session.setup().local_seat().map_or(session.to_move(), Seat)
}

pub(super) fn handle_requests(
    mut requests: MessageReader<SessionRequest>,
    lesson: Option<Res<super::LessonMode>>,
    online: Option<Res<super::OnlineMode>>,
    mut session: ResMut<Session>,
    mut played: MessageWriter<MovePlayed>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for request in requests.read() {
        // A lesson is judged move by move, and an online game's requests go to the server
        // (src/online): only looking back is done here.
        if (lesson.is_some() || online.is_some()) && !matches!(request, SessionRequest::Review(_)) {
            continue;
        }
        let seat = acting_seat(&session);
        let table = session.table_mut();
        match request {
            SessionRequest::NewGame(_) => {}
            SessionRequest::Takeback => {
                status.0 = match table.takeback() {
                    Ok(_) => "Move taken back.".to_owned(),
                    Err(error) => format!("{}.", capitalise(&error.to_string())),
                };
                changed.write(BoardChanged);
            }
            SessionRequest::Resign => {
                if table.can_resign()
                    && let Err(error) = table.resign(seat)
                {
                    status.0 = capitalise(&error.to_string());
                }
            }
            SessionRequest::Offer(kind) => {
                status.0 = match table.make_offer(seat, *kind) {
                    Ok(_) => format!("{} offers {}.", capitalise(table.seat_name(seat)), kind.noun()),
                    Err(error) => capitalise(&error.to_string()),
                };
            }
            SessionRequest::Answer(answering, yes) => match table.answer_offer(*answering, *yes) {
                Ok(resolution) => status.0 = describe(&resolution),
                Err(error) => status.0 = capitalise(&error.to_string()),
            },
            SessionRequest::ClaimDraw => {
                if table.claim_draw().is_err() {
                    status.0 = "No draw can be claimed now.".to_owned();
                }
            }
            SessionRequest::Pass => {
                if table.human_to_move()
                    && let Err(error) = commit(table.play("pass"), &mut played)
                {
                    status.0 = error;
                }
            }
            SessionRequest::Review(ply) => {
                table.set_review(*ply);
                changed.write(BoardChanged);
            }
        }
    }
}

/// A status line for what an answer led to.
pub(super) fn describe(resolution: &Resolution) -> String {
    match resolution {
        Resolution::Open => "Waiting for the other answers.".to_owned(),
        Resolution::Declined(OfferKind::Draw) => "Draw offer declined.".to_owned(),
        Resolution::Declined(kind) => format!("The offer of {} was declined.", kind.noun()),
        Resolution::Drawn => "Drawn by agreement.".to_owned(),
        Resolution::TakenBack(moves) => format!("{moves} move(s) taken back."),
        Resolution::Aborted => "Game aborted.".to_owned(),
        Resolution::Rematch(_) => "Rematch agreed.".to_owned(),
    }
}

pub(super) fn apply_attempts(
    lesson: Option<Res<super::LessonMode>>,
    online: Option<Res<super::OnlineMode>>,
    board: Option<Res<super::AnalysisBoard>>,
    mut attempts: MessageReader<MoveAttempt>,
    mut session: ResMut<Session>,
    mut played: MessageWriter<MovePlayed>,
    mut refused: MessageWriter<MoveRefused>,
    mut status: ResMut<StatusLine>,
) {
    // The analysis board plays its moves itself (analysis_board.rs).
    if lesson.is_some() || online.is_some() || board.is_some() {
        return;
    }
    for attempt in attempts.read() {
        if !session.human_to_move() {
            refused.write(MoveRefused { reason: "It is not your turn.".to_owned() });
            continue;
        }
        let result = session.table_mut().play_cells(attempt.from, attempt.to, attempt.promotion);
        match commit(result, &mut played) {
            Ok(()) => status.0 = String::new(),
            Err(reason) => {
                status.0 = reason.clone();
                refused.write(MoveRefused { reason });
            }
        }
    }
}
