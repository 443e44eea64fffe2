//! Turning requests into table calls: new games, takebacks, resignation, offers and their
//! answers, claims, a pass, review. Moves themselves go to the referee (referee.rs).

use super::referee::commit;
use super::{BoardChanged, MovePlayed, Referee, Score, Session, SessionRequest, StatusLine, begin};
use super::{OfferKind, capitalise};
use bevy::prelude::*;
use tabula_rules::Seat;
use tabula_table::Resolution;

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
                begin(&mut commands, session, Referee::Local);
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

/// Looking back, whoever referees the game: the table shows an earlier position.
pub(super) fn handle_reviews(
    mut requests: MessageReader<SessionRequest>,
    mut session: ResMut<Session>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for request in requests.read() {
        if let SessionRequest::Review(ply) = request {
            session.table_mut().set_review(*ply);
            changed.write(BoardChanged);
        }
    }
}

/// The rest of a game the session keeps (see `Referee::keeps_the_game`): a level is judged
/// move by move, and an online game's requests go to the server (src/online).
pub(super) fn handle_requests(
    mut requests: MessageReader<SessionRequest>,
    mut session: ResMut<Session>,
    mut played: MessageWriter<MovePlayed>,
    mut status: ResMut<StatusLine>,
    mut changed: MessageWriter<BoardChanged>,
) {
    for request in requests.read() {
        let seat = acting_seat(&session);
        let table = session.table_mut();
        match request {
            SessionRequest::NewGame(_) | SessionRequest::Review(_) => {}
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
