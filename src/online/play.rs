//! An online game on the table: the player's moves and requests go to the server, and the
//! server's game comes onto the table. New moves are played on the table (so they animate and
//! sound like any move); anything else (a refused move rolled back, a takeback, an offer, an
//! ending, a resync) replaces the table with the server's; the clocks follow the server's every
//! frame.

use super::{Online, OnlineUpdate};
use crate::board::{BoardMarks, BoardPointer, PremoveSeat};
use crate::session::{
    BoardChanged, MoveAttempt, MovePlayed, MoveRefused, OfferKind, OnlineMode, Session, SessionRequest, Snapshot,
    StatusLine, begin, commit,
};
use bevy::prelude::*;
use tabula_online::{Link, OnlineClient, Update};
use tabula_protocol::GameId;
use tabula_table::Table;

/// The link's state in words, for the lobby and the game's panel.
pub fn link_text(client: &OnlineClient) -> String {
    match &client.link {
        Link::Connecting => format!("Connecting to {}...", client.url),
        Link::Online => format!("Online at {} as {}.", client.url, client.name),
        Link::Reconnecting { reason, attempt, retry_at } => {
            let wait = retry_at.saturating_duration_since(std::time::Instant::now()).as_secs_f32();
            format!("Connection lost ({reason}). Reconnecting in {wait:.0} s (attempt {attempt})...")
        }
        Link::Refused(why) => format!("The server refused this client: {why}"),
    }
}

/// The online game's line for the game screen: the link, and a move waiting for the server.
pub fn game_line(client: &OnlineClient, game: &GameId) -> String {
    let mut line = match client.link {
        Link::Online => String::new(),
        _ => link_text(client),
    };
    if let Some(mirror) = client.games.get(game) {
        if !mirror.pending.is_empty() {
            line = format!("{line} Sending your move...").trim().to_owned();
        }
        if mirror.seat.is_none() {
            line = format!("{line} Watching.").trim().to_owned();
        }
        let away: Vec<&str> = mirror
            .setup
            .seats
            .iter()
            .zip(&mirror.present)
            .filter(|(_, here)| !**here)
            .map(|(seat, _)| seat.name.as_str())
            .collect();
        if !away.is_empty() && !mirror.is_over() {
            line = format!("{line} Disconnected: {}.", away.join(", ")).trim().to_owned();
        }
    }
    line
}

pub(super) fn send_attempts(
    mode: Option<Res<OnlineMode>>,
    mut online: ResMut<Online>,
    mut attempts: MessageReader<MoveAttempt>,
    mut refused: MessageWriter<MoveRefused>,
    mut status: ResMut<StatusLine>,
    mut updates: MessageWriter<OnlineUpdate>,
    mut pointer: MessageReader<BoardPointer>,
) {
    let (Some(mode), Some(client)) = (mode, online.0.as_mut()) else {
        attempts.clear();
        pointer.clear();
        return;
    };
    // A right-click (a press on no cell) forgets the premove.
    if pointer.read().any(|p| matches!(p, BoardPointer::Press(None)))
        && client.games.get(&mode.game).is_some_and(|g| g.premove.is_some())
    {
        client.cancel_premove(&mode.game);
        status.0 = "Premove cancelled.".to_owned();
    }
    for attempt in attempts.read() {
        let planned = client.games.get(&mode.game).is_some_and(|g| g.is_player() && !g.my_turn());
        match client.play_cells(&mode.game, attempt.from, attempt.to, attempt.promotion) {
            // Shown at once, pending until the server acknowledges it.
            Ok(()) if planned => {
                status.0 = "Premove: played when your turn comes (right-click cancels).".to_owned();
                continue;
            }
            Ok(()) => updates.write(OnlineUpdate(Update::GameChanged { game: mode.game.clone() })),
            Err(reason) => {
                status.0 = crate::session::capitalise(&reason);
                refused.write(MoveRefused { reason });
                continue;
            }
        };
    }
}

pub(super) fn send_session_requests(
    mode: Option<Res<OnlineMode>>,
    mut online: ResMut<Online>,
    mut requests: MessageReader<SessionRequest>,
    mut status: ResMut<StatusLine>,
) {
    let (Some(mode), Some(client)) = (mode, online.0.as_mut()) else {
        requests.clear();
        return;
    };
    let game = &mode.game;
    for request in requests.read() {
        match request {
            SessionRequest::Offer(kind) => {
                client.offer(game, (*kind).into());
                status.0 = format!("You offer {}.", kind.noun());
            }
            SessionRequest::Takeback => {
                client.offer(game, OfferKind::Takeback.into());
                status.0 = "You ask to take back your move.".to_owned();
            }
            SessionRequest::Answer(_, yes) => client.answer(game, *yes),
            SessionRequest::Resign => client.resign(game),
            SessionRequest::ClaimDraw => client.claim_draw(game),
            SessionRequest::Pass => {
                if let Err(error) = client.play_text(game, "pass") {
                    status.0 = crate::session::capitalise(&error);
                }
            }
            // Looking back is the table's own business; a new game is not made here.
            SessionRequest::Review(_) | SessionRequest::NewGame(_) => {}
        }
    }
}

/// Brings the server's games onto the table: a game that starts (or is joined) is put on it,
/// the one on it follows every change, and its clocks follow the server's.
pub(super) fn follow_server(
    mut commands: Commands,
    mode: Option<Res<OnlineMode>>,
    online: Res<Online>,
    mut updates: MessageReader<OnlineUpdate>,
    session: Option<ResMut<Session>>,
    snapshot: Option<ResMut<Snapshot>>,
    mut played: MessageWriter<MovePlayed>,
    mut changed: MessageWriter<BoardChanged>,
) {
    let Some(client) = online.0.as_ref() else { return };
    let mut started = None;
    let mut dirty = false;
    for OnlineUpdate(update) in updates.read() {
        match update {
            Update::GameStarted { game } => started = Some(game.clone()),
            Update::GameChanged { game } | Update::MoveRefused { game, .. } | Update::PremoveCancelled { game } => {
                dirty |= mode.as_ref().is_some_and(|m| m.game == *game);
            }
            _ => {}
        }
    }
    if let Some(game) = started
        && let Some(mirror) = client.games.get(&game)
    {
        put_on_table(&mut commands, mirror);
        return;
    }
    let (Some(mode), Some(mut session), Some(mut snapshot)) = (mode, session, snapshot) else { return };
    let Some(mirror) = client.games.get(&mode.game) else { return };
    let shown = mirror.shown();
    if dirty {
        bring_onto_table(&mut session, shown, &mut played, &mut changed);
        *snapshot = Snapshot::of(&session);
    } else if shown.clocks().enabled() && shown.clocks().remaining() != session.clocks().remaining() {
        session.table_mut().set_time_left(shown.clocks().remaining().to_vec());
    }
}

/// Puts an online game on the table, in place of whatever was there.
pub(super) fn put_on_table(commands: &mut Commands, mirror: &tabula_online::GameMirror) {
    commands.remove_resource::<crate::session::LessonMode>();
    commands.insert_resource(OnlineMode { game: mirror.id.clone() });
    begin(commands, Session::from_table(mirror.shown()));
}

/// Makes the table the server's game: new moves are played on it (animated), then the table is
/// replaced by the server's (clocks, offers, ending exact), keeping the player's review.
fn bring_onto_table(
    session: &mut Session,
    shown: Table,
    played: &mut MessageWriter<MovePlayed>,
    changed: &mut MessageWriter<BoardChanged>,
) {
    let old: Vec<String> = session.moves().iter().map(|m| m.text.clone()).collect();
    let new: Vec<String> = shown.moves().iter().map(|m| m.text.clone()).collect();
    let review = session.review();
    if new.len() > old.len() && new.starts_with(&old) && review.is_none() {
        for text in &new[old.len()..] {
            let seat = session.to_move();
            if commit(session.table_mut().play_as(seat, text), played).is_err() {
                break;
            }
        }
    } else if new != old {
        changed.write(BoardChanged);
    }
    let mut table = shown;
    if let Some(ply) = review.filter(|&ply| ply < table.moves().len()) {
        table.set_review(Some(ply));
    }
    *session.table_mut() = table;
}

/// Who may premove on the board now, and the premove drawn as an arrow.
pub(super) fn show_premove(
    mode: Option<Res<OnlineMode>>,
    online: Res<Online>,
    mut seat: ResMut<PremoveSeat>,
    mut marks: ResMut<BoardMarks>,
) {
    let mirror = mode.as_ref().and_then(|m| online.0.as_ref()?.games.get(&m.game));
    let planning = mirror.filter(|g| g.is_player() && !g.is_over() && !g.my_turn()).and_then(|g| g.seat);
    if seat.0 != planning {
        seat.0 = planning;
    }
    // The marks are a lesson's otherwise: only an online game's are touched here.
    if mode.is_none() {
        return;
    }
    let arrows: Vec<(u8, u8)> = mirror.and_then(|g| g.premove).map(|p| vec![(p.from, p.to)]).unwrap_or_default();
    if marks.arrows != arrows || !marks.stars.is_empty() || !marks.highlight.is_empty() {
        *marks = BoardMarks { arrows, ..BoardMarks::default() };
    }
}
