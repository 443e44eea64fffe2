//! What players do to a game on the server: moves, offers and answers, resignations, claims,
//! and the endings the server itself rules (a flag, an abandoned game, a game never begun).
//! Each change is made under the game's own lock and committed to the store before anyone
//! hears of it; a change that cannot be stored leaves the game exactly as it was.
//!
//! The clocks: a seat's time runs from the moment its turn began, and is charged only when the
//! turn really changes hands (a move played, a takeback accepted). A refused move touches
//! nothing, so no stream of bad moves can win time back.

use crate::game::LiveGame;
use crate::hub::{Conn, Hub, error, reject, send};
use crate::store::Store;
use std::time::{Duration, Instant};
use tabula_protocol::{ClientMessage, ErrorCode, GameEvent, GameId, RejectReason, ServerMessage};
use tabula_rules::Seat;
use tabula_table::{Resolution, Table, TableError};

/// How many plies back a resent move is still recognised and acknowledged again.
const RESEND_WINDOW: u32 = 8;

/// What a game held before a change, to put back if the change cannot be stored.
struct Before {
    clocks: Vec<Duration>,
    lag: Vec<crate::lag::LagQuota>,
    turn_started: Instant,
    last_offer: Vec<Option<usize>>,
}

impl Before {
    fn of(game: &LiveGame) -> Before {
        Before {
            clocks: game.table.clocks().remaining().to_vec(),
            lag: game.lag.clone(),
            turn_started: game.turn_started,
            last_offer: game.last_offer.clone(),
        }
    }

    /// Puts the game back as it was (its table rebuilt from what the store holds).
    fn restore(self, game: &mut LiveGame) {
        if let Err(e) = game.rebuild_table(self.clocks) {
            tracing::error!("game {}: not rebuilt after a failed commit: {e}", game.id);
        }
        game.lag = self.lag;
        game.turn_started = self.turn_started;
        game.last_offer = self.last_offer;
    }
}

impl<S: Store> Hub<S> {
    /// A message about one game from a signed-in player.
    pub(crate) async fn game_message(&self, conn: &Conn, player: u64, message: ClientMessage) {
        match message {
            ClientMessage::Move { game, ply, text, id } => self.play(conn, player, &game, ply, &text, id).await,
            ClientMessage::Resign { game } => self.resign(conn, player, &game).await,
            ClientMessage::Offer { game, offer } => {
                self.act(conn, player, &game, |game, seat| {
                    let ply = game.table.moves().len();
                    if game.last_offer[usize::from(seat.0)] == Some(ply) {
                        return Err(RefusedAction::NotNow("one offer a move: play a move first".to_owned()));
                    }
                    game.table.make_offer(seat, offer.into())?;
                    game.last_offer[usize::from(seat.0)] = Some(ply);
                    Ok(vec![GameEvent::Offered { seat: seat.0, offer }])
                })
                .await
            }
            ClientMessage::Withdraw { game } => {
                self.act(conn, player, &game, |game, seat| {
                    let offer = game.table.offer().map(|o| o.kind.into());
                    game.table.withdraw_offer(seat)?;
                    Ok(offer.map(|offer| GameEvent::OfferClosed { offer }).into_iter().collect())
                })
                .await
            }
            ClientMessage::Answer { game, yes } => self.answer(conn, player, &game, yes).await,
            ClientMessage::ClaimDraw { game } => {
                self.act(conn, player, &game, |game, seat| {
                    if !game.table.can_claim(seat) {
                        let why = if game.table.claimable().is_empty() {
                            "there is no draw to claim"
                        } else {
                            "only the seat to move may claim the draw"
                        };
                        return Err(RefusedAction::NotNow(why.to_owned()));
                    }
                    game.table.claim_draw()?;
                    Ok(Vec::new())
                })
                .await
            }
            ClientMessage::ClaimVictory { game } => self.claim_victory(conn, player, &game).await,
            _ => error(&conn.tx, ErrorCode::Invalid, "this server does not offer that yet"),
        }
    }

    /// Commits `events` in order, then tells the game's watchers. When the first cannot be
    /// stored, nothing happened: the error is returned, and the caller puts the game back as
    /// it was (`Before::restore`). When a later one fails (an `ended` after its
    /// move), what was stored stands and is told; the table knows the ending by itself.
    pub(crate) async fn commit(&self, game: &mut LiveGame, events: Vec<GameEvent>) -> Result<u64, String> {
        let first = game.seq() + 1;
        let mut stored = 0;
        for event in &events {
            let text = serde_json::to_string(event).map_err(|e| e.to_string())?;
            if let Err(e) = self.store.append_event(&game.id.0, game.seq() + 1, &text).await {
                if stored == 0 {
                    return Err(e);
                }
                tracing::warn!("game {}: event {} not stored: {e}", game.id, game.seq() + 1);
                break;
            }
            stored += 1;
            game.events.push(event.clone());
        }
        if game.table.is_over() && game.finished_at.is_none() {
            game.finished_at = Some(Instant::now());
            if let Err(e) = self.store.finish_game(&game.id.0).await {
                // Harmless: start-up loads it, sees it over and marks it then.
                tracing::warn!("game {}: end not marked: {e}", game.id);
            }
            self.lobby_changed(tabula_protocol::LobbyChange::GameRemoved { game: game.id.clone() });
        }
        for (index, event) in events.iter().take(stored).enumerate() {
            self.broadcast(&game.id, first + index as u64, event);
        }
        Ok(game.seq())
    }

    async fn play(&self, conn: &Conn, player: u64, id: &GameId, ply: u32, text: &str, msg_id: u64) {
        let refuse = |reason, detail: String| reject(&conn.tx, id, Some(msg_id), reason, detail);
        let Some(game) = self.game(id).await else {
            return refuse(RejectReason::UnknownGame, "no such game".to_owned());
        };
        let mut game = game.lock().await;
        // A resend is the same move again; the same numbers with another move (a second device
        // of the same player) are a new move, refused below as stale.
        if let Some((acked_text, seq)) = game.acked.get(&(player, ply, msg_id))
            && acked_text == text
        {
            let seq = *seq;
            return send(&conn.tx, ServerMessage::Ack { game: id.clone(), id: msg_id, ply, seq });
        }
        let Some(seat) = game.seat_of(player) else {
            return refuse(RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        if game.table.is_over() {
            return refuse(RejectReason::GameOver, "the game is over".to_owned());
        }
        let played = game.table.moves().len() as u32;
        if ply != played {
            return refuse(
                RejectReason::StalePly,
                format!("the game has {played} moves, the move was sent after {ply}"),
            );
        }
        let to_move = game.table.to_move();
        if seat != to_move {
            let why = TableError::NotYourTurn { seat, to_move }.to_string();
            return refuse(RejectReason::NotYourTurn, why);
        }
        // The seat's time since its turn began, less what the line took as this connection's
        // lag says, within the seat's quota (crate::lag). Spent only if the move is played.
        let lag = conn.lag.get();
        let allowance = game.lag[usize::from(seat.0)].allowance(lag);
        let elapsed = game.turn_started.elapsed().saturating_sub(allowance);
        let before = Before::of(&game);
        if game.table.clocks().left(seat).is_some_and(|left| elapsed >= left) {
            game.table.tick(elapsed);
            let ended = game.ended_event().into_iter().collect();
            if self.commit(&mut game, ended).await.is_err() {
                before.restore(&mut game);
            }
            return refuse(RejectReason::GameOver, "a flag fell".to_owned());
        }
        game.table.tick(elapsed);
        let played = match game.table.play_as(seat, text) {
            Ok(played) => played,
            Err(error) => {
                // Nothing happened: the clocks stand as they stood.
                game.table.set_time_left(before.clocks);
                let reason = match error {
                    TableError::NotYourTurn { .. } => RejectReason::NotYourTurn,
                    TableError::GameOver => RejectReason::GameOver,
                    _ => RejectReason::Illegal,
                };
                return refuse(reason, error.to_string());
            }
        };
        game.lag[usize::from(seat.0)].spend(allowance, lag);
        game.turn_started = Instant::now();
        let mut events = vec![game.moved_event(&played)];
        events.extend(game.ended_event());
        let move_seq = game.seq() + 1;
        match self.commit(&mut game, events).await {
            Ok(_) => {
                // The ack names the move's own event, the first committed.
                game.acked.insert((player, ply, msg_id), (text.to_owned(), move_seq));
                // Only a recent move is ever sent again (its ack was lost): older answers are
                // forgotten, so a long game holds a handful, not one for every move.
                if game.acked.len() > 2 * RESEND_WINDOW as usize {
                    let oldest = ply.saturating_sub(RESEND_WINDOW);
                    game.acked.retain(|(_, acked_ply, _), _| *acked_ply >= oldest);
                }
                send(&conn.tx, ServerMessage::Ack { game: id.clone(), id: msg_id, ply, seq: move_seq });
            }
            Err(e) => {
                before.restore(&mut game);
                refuse(RejectReason::NotNow, format!("not stored, try again: {e}"));
            }
        }
    }

    /// The endings the server rules by itself, in one pass over the games a few times a
    /// second: a flag that falls while nobody moves (by the server's clock, with the lag
    /// allowance a move from the seat would get), and a game that never began (some seat has
    /// not moved) whose player to move has been away for `unstarted_abort_after`.
    pub async fn watch_games(&self) {
        let games: Vec<_> = self.state().games.values().cloned().collect();
        for game in games {
            // A game busy with a move is looked at on the next round.
            let Ok(mut game) = game.try_lock() else { continue };
            if game.table.is_over() {
                continue;
            }
            let to_move = game.table.to_move();
            let flag_fell = game.table.clocks().left(to_move).is_some_and(|left| {
                game.turn_started.elapsed() >= left + game.lag[usize::from(to_move.0)].flag_allowance()
            });
            let abandoned_unbegun = game.table.moves().len() < game.seats.len()
                && game.away_for(to_move).is_some_and(|away| away >= self.settings.unstarted_abort_after);
            if !flag_fell && !abandoned_unbegun {
                continue;
            }
            let before = Before::of(&game);
            if flag_fell {
                let elapsed = game.turn_started.elapsed();
                game.table.tick(elapsed);
            } else if game.table.abort().is_err() {
                continue;
            }
            let ended: Vec<GameEvent> = game.ended_event().into_iter().collect();
            if let Err(e) = self.commit(&mut game, ended).await {
                before.restore(&mut game);
                tracing::warn!("game {}: its end not stored: {e}", game.id);
            }
        }
    }

    /// A seat's action on its game: `action` changes the game and returns the events it made;
    /// an ending it caused adds the `ended` event. The seat whose time was running is charged
    /// when the action changes whose turn it is (an accepted takeback). All is committed
    /// before anyone hears; what cannot be stored is undone.
    async fn act(
        &self,
        conn: &Conn,
        player: u64,
        id: &GameId,
        action: impl FnOnce(&mut LiveGame, Seat) -> Result<Vec<GameEvent>, RefusedAction>,
    ) {
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        let mut game = game.lock().await;
        let Some(seat) = game.seat_of(player) else {
            return reject(&conn.tx, id, None, RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        let was_over = game.table.is_over();
        let before = Before::of(&game);
        let turn = turn_of(&game.table);
        let elapsed = game.turn_started.elapsed();
        let mut events = match action(&mut game, seat) {
            Ok(events) => events,
            Err(refused) => {
                let (reason, detail) = refused.reason();
                return reject(&conn.tx, id, None, reason, detail);
            }
        };
        if !was_over && turn_of(&game.table) != turn {
            // The turn changed hands without a move: the seat that was thinking pays for it
            // (its clock as it stood, less the time since its turn began), then the new turn
            // starts now.
            let mut charged = before.clocks.clone();
            if let Some(left) = charged.get_mut(usize::from(turn.1.0)) {
                *left = left.saturating_sub(elapsed);
            }
            if game.table.clocks().enabled() {
                game.table.set_time_left(charged);
            }
            game.turn_started = Instant::now();
        }
        if !was_over {
            events.extend(game.ended_event());
        }
        if let Err(e) = self.commit(&mut game, events).await {
            before.restore(&mut game);
            reject(&conn.tx, id, None, RejectReason::NotNow, format!("not stored, try again: {e}"));
            return;
        }
        // Moves taken back are no longer played: a resend of one is a new move, not an echo.
        let played = game.table.moves().len();
        game.acked.retain(|(_, ply, _), _| (*ply as usize) < played);
    }

    /// A seat answers the open offer; its effect (a draw, a takeback, an abort, a rematch)
    /// follows from the table.
    async fn answer(&self, conn: &Conn, player: u64, id: &GameId, yes: bool) {
        let mut rematch = None;
        self.act(conn, player, id, |game, seat| {
            let table = &mut game.table;
            let resolution = table.answer_offer(seat, yes)?;
            let mut events = vec![GameEvent::Answered { seat: seat.0, yes }];
            match resolution {
                Resolution::Declined(kind) => events.push(GameEvent::OfferClosed { offer: kind.into() }),
                Resolution::TakenBack(_) => events.push(GameEvent::TakenBack { ply: table.moves().len() as u32 }),
                Resolution::Rematch(setup) => rematch = Some(setup),
                Resolution::Open | Resolution::Drawn | Resolution::Aborted => {}
            }
            Ok(events)
        })
        .await;
        if let Some(setup) = rematch {
            // The seats turn one place, as the table's rematch setup does.
            let Some(game) = self.game(id).await else { return };
            let mut seats = game.lock().await.seats.clone();
            seats.rotate_right(1);
            if let Err(e) = self.start_game(setup, seats).await {
                error(&conn.tx, ErrorCode::Invalid, &e);
            }
        }
    }

    async fn resign(&self, conn: &Conn, player: u64, id: &GameId) {
        self.act(conn, player, id, |game, seat| {
            game.table.resign(seat).map_err(|e| RefusedAction::GameOver(e.to_string()))?;
            Ok(Vec::new())
        })
        .await;
    }

    /// The others' claim on an untimed game whose player to move has been away for
    /// `abandoned_after`: the absent seat loses as if it had resigned.
    async fn claim_victory(&self, conn: &Conn, player: u64, id: &GameId) {
        let abandoned_after = self.settings.abandoned_after;
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        let mut game = game.lock().await;
        let Some(seat) = game.seat_of(player) else {
            return reject(&conn.tx, id, None, RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        if game.table.is_over() {
            return reject(&conn.tx, id, None, RejectReason::GameOver, "the game is over".to_owned());
        }
        let absent = game.table.to_move();
        let refusal = if game.table.clocks().enabled() {
            Some("a timed game ends by the clock".to_owned())
        } else if absent == seat {
            Some("it is your turn".to_owned())
        } else {
            match game.away_for(absent) {
                Some(away) if away >= abandoned_after => None,
                Some(away) => Some(format!(
                    "the player to move has been away {} s; a win can be claimed after {} s",
                    away.as_secs(),
                    abandoned_after.as_secs()
                )),
                None => Some("the player to move is here".to_owned()),
            }
        };
        if let Some(why) = refusal {
            return reject(&conn.tx, id, None, RejectReason::NotNow, why);
        }
        let before = Before::of(&game);
        if let Err(e) = game.table.resign(absent) {
            return reject(&conn.tx, id, None, RejectReason::GameOver, e.to_string());
        }
        let mut ended = game.ended_event();
        if let Some(GameEvent::Ended { reason, .. }) = &mut ended {
            let names = game.table.seat_names();
            *reason = format!(
                "{} left the game; {} claimed the win",
                names.get(usize::from(absent.0)).copied().unwrap_or("a player"),
                names.get(usize::from(seat.0)).copied().unwrap_or("a player")
            );
        }
        if let Err(e) = self.commit(&mut game, ended.into_iter().collect()).await {
            before.restore(&mut game);
            reject(&conn.tx, id, None, RejectReason::NotNow, format!("not stored, try again: {e}"));
        }
    }
}

/// Whose turn it is, told apart also when the same seat moves again (Marseillais' two
/// half-moves): the number of moves played and the seat to move.
fn turn_of(table: &Table) -> (usize, Seat) {
    (table.moves().len(), table.to_move())
}

/// Why an action was refused.
enum RefusedAction {
    NotNow(String),
    GameOver(String),
}

impl RefusedAction {
    fn reason(self) -> (RejectReason, String) {
        match self {
            RefusedAction::NotNow(why) => (RejectReason::NotNow, why),
            RefusedAction::GameOver(why) => (RejectReason::GameOver, why),
        }
    }
}

impl From<TableError> for RefusedAction {
    fn from(error: TableError) -> RefusedAction {
        match error {
            TableError::GameOver => RefusedAction::GameOver(error.to_string()),
            other => RefusedAction::NotNow(other.to_string()),
        }
    }
}
