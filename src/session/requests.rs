//! Turning requests into table calls: new games, takebacks, resignation, offers and their
//! answers, claims, a pass, review. Moves themselves go to the referee (referee.rs).

use super::OfferKind;
use super::referee::commit;
use super::{BoardChanged, MovePlayed, Referee, Score, Session, SessionRequest, StatusLine, begin};
use crate::tr;
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
            Err(error) => status.0 = tr!("msg-could-not-start-game", error = error),
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
                    Ok(_) => tr!("msg-move-taken-back"),
                    Err(error) => crate::i18n::words::table_refusal(table.variant(), &error),
                };
                changed.write(BoardChanged);
            }
            SessionRequest::Resign => {
                if table.can_resign()
                    && let Err(error) = table.resign(seat)
                {
                    status.0 = crate::i18n::words::table_refusal(table.variant(), &error);
                }
            }
            SessionRequest::Offer(kind) => {
                status.0 = match table.make_offer(seat, *kind) {
                    Ok(_) => crate::i18n::words::seat_offers(table.variant(), seat, *kind),
                    Err(error) => crate::i18n::words::table_refusal(table.variant(), &error),
                };
            }
            SessionRequest::Answer(answering, yes) => match table.answer_offer(*answering, *yes) {
                Ok(resolution) => status.0 = describe(&resolution),
                Err(error) => status.0 = crate::i18n::words::table_refusal(table.variant(), &error),
            },
            SessionRequest::ClaimDraw => {
                if table.claim_draw().is_err() {
                    status.0 = tr!("msg-no-draw-can-claimed");
                }
            }
            SessionRequest::Pass => {
                if table.human_to_move()
                    && let Err(error) = commit(table.variant(), table.play("pass"), &mut played)
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
        Resolution::Open => tr!("msg-waiting-other-answers"),
        Resolution::Declined(OfferKind::Draw) => tr!("msg-draw-offer-declined"),
        Resolution::Declined(kind) => tr!("msg-offer-was-declined", offer = crate::i18n::words::offer(*kind)),
        Resolution::Drawn => tr!("msg-drawn-agreement"),
        Resolution::TakenBack(moves) => tr!("msg-moves-taken-back", count = *moves),
        Resolution::Aborted => tr!("msg-game-aborted"),
        Resolution::Rematch(_) => tr!("msg-rematch-agreed"),
    }
}
