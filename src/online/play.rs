//! An online game on the table: the player's moves and requests go to the server, and the
//! server's game comes onto the table. New moves are played on the table (so they animate and
//! sound like any move); anything else (a refused move rolled back, a takeback, an offer, an
//! ending, a resync) replaces the table with the server's; the clocks follow the server's every
//! frame.

use super::{Online, OnlineUpdate};
use crate::board::{BoardMarks, BoardPointer, PremoveSeat};
use crate::session::{
    MoveReports, OfferKind, Referee, Session, SessionRequest, Snapshot, StatusLine, begin, follow_server_clocks,
    follow_server_table,
};
use crate::tr;
use bevy::prelude::*;
use tabula_online::{Link, OnlineClient, Update};
use tabula_protocol::GameId;
use tabula_rules::Variant;

/// The link's state in words, for the lobby and the game's panel.
pub fn link_text(client: &OnlineClient) -> String {
    match &client.link {
        Link::Connecting => tr!("msg-connecting", url = client.url),
        Link::Online => tr!("msg-online", url = client.url, name = client.name),
        Link::Reconnecting { reason, attempt, .. } => {
            let wait = client.link.retry_in().unwrap_or_default().as_secs_f32();
            tr!(
                "msg-connection-lost-reason-reconnecting",
                reason = reason,
                wait = format!("{:.0}", wait),
                attempt = attempt
            )
        }
        Link::Refused(why) => tr!("msg-server-refused-client-why", why = why),
    }
}

/// The online game's line for the game screen: the link, and a move waiting for the server.
/// Each part is a sentence of its own, so they follow one another.
pub fn game_line(client: &OnlineClient, game: &GameId) -> String {
    let mut parts = Vec::new();
    if !matches!(client.link, Link::Online) {
        parts.push(link_text(client));
    }
    if let Some(mirror) = client.games.get(game) {
        if !mirror.pending.is_empty() {
            parts.push(tr!("online-sending-move"));
        }
        if mirror.seat.is_none() {
            parts.push(tr!("online-watching"));
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
            parts.push(tr!("online-players-away", count = away.len(), names = away.join(", ")));
        }
    }
    parts.retain(|part: &String| !part.is_empty());
    parts.join(" ")
}

/// A right-click (a press on no cell) forgets the premove. (The moves themselves go to the
/// server through the referee, session/referee.rs.)
pub(super) fn cancel_premoves(
    referee: Res<Referee>,
    mut online: ResMut<Online>,
    mut status: ResMut<StatusLine>,
    mut pointer: MessageReader<BoardPointer>,
) {
    let (Some(game), Some(client)) = (referee.online_game(), online.0.as_mut()) else {
        pointer.clear();
        return;
    };
    if pointer.read().any(|p| matches!(p, BoardPointer::Press(None)))
        && client.games.get(game).is_some_and(|g| g.premove.is_some())
    {
        client.cancel_premove(game);
        status.0 = tr!("msg-premove-cancelled");
    }
}

pub(super) fn send_session_requests(
    referee: Res<Referee>,
    mut online: ResMut<Online>,
    mut requests: MessageReader<SessionRequest>,
    mut status: ResMut<StatusLine>,
) {
    let (Some(game), Some(client)) = (referee.online_game(), online.0.as_mut()) else {
        requests.clear();
        return;
    };
    for request in requests.read() {
        match request {
            SessionRequest::Offer(kind) => {
                client.offer(game, (*kind).into());
                status.0 = tr!("msg-you-offer", offer = crate::i18n::words::offer(*kind));
            }
            SessionRequest::Takeback => {
                client.offer(game, OfferKind::Takeback.into());
                status.0 = tr!("msg-you-ask-take-back");
            }
            SessionRequest::Answer(_, yes) => client.answer(game, *yes),
            SessionRequest::Resign => client.resign(game),
            SessionRequest::ClaimDraw => client.claim_draw(game),
            SessionRequest::Pass => {
                if let Err(error) = client.play_text(game, "pass") {
                    let variant = client.games.get(game).map_or(Variant::Chess, |m| m.confirmed().variant());
                    status.0 = crate::i18n::words::play_refusal(variant, &error);
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
    referee: Res<Referee>,
    online: Res<Online>,
    mut updates: MessageReader<OnlineUpdate>,
    session: Option<ResMut<Session>>,
    mut snapshot: ResMut<Snapshot>,
    mut reports: MoveReports,
) {
    let Some(client) = online.0.as_ref() else { return };
    let on_table = referee.online_game();
    let mut started = None;
    let mut dirty = false;
    for OnlineUpdate(update) in updates.read() {
        match update {
            Update::GameStarted { game } => started = Some(game.clone()),
            Update::GameChanged { game } | Update::MoveRefused { game, .. } | Update::PremoveCancelled { game } => {
                dirty |= on_table == Some(game);
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
    let (Some(game), Some(mut session)) = (on_table, session) else { return };
    let Some(mirror) = client.games.get(game) else { return };
    let shown = mirror.shown();
    if dirty {
        follow_server_table(&mut session, shown, &mut reports);
        *snapshot = Snapshot::of(&session);
    } else {
        follow_server_clocks(&mut session, &shown);
    }
}

/// Puts an online game on the table, in place of whatever was there.
pub(super) fn put_on_table(commands: &mut Commands, mirror: &tabula_online::GameMirror) {
    begin(commands, Session::from_table(mirror.shown()), Referee::Online(mirror.id.clone()));
}

/// Who may premove on the board now, and the premove drawn as an arrow.
pub(super) fn show_premove(
    referee: Res<Referee>,
    online: Res<Online>,
    mut seat: ResMut<PremoveSeat>,
    mut marks: ResMut<BoardMarks>,
    mut status: ResMut<StatusLine>,
) {
    let mirror = referee.online_game().and_then(|game| online.0.as_ref()?.games.get(game));
    let planning = mirror.filter(|g| g.is_player() && !g.is_over() && !g.my_turn()).and_then(|g| g.seat);
    if seat.0 != planning {
        seat.0 = planning;
    }
    // The marks are another referee's otherwise (board/mark_sources.rs).
    if referee.online_game().is_none() {
        return;
    }
    let arrows: Vec<(u8, u8)> = mirror.and_then(|g| g.premove).map(|p| vec![(p.from, p.to)]).unwrap_or_default();
    // The premove's line goes with the premove (played, or cancelled with its own message).
    if arrows.is_empty() && status.0 == tr!("msg-premove-played-when-your") {
        status.0.clear();
    }
    if marks.arrows != arrows || !marks.stars.is_empty() || !marks.highlight.is_empty() {
        *marks = BoardMarks { arrows, ..BoardMarks::default() };
    }
}
