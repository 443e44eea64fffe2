//! The server's shared state and what each message does: players and tokens, the lobby's
//! seeks, the games and who follows them. Game changes are made under the game's own lock and
//! committed to the store before anyone hears of them.

use crate::game::LiveGame;
use crate::store::Store;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tabula_protocol::{
    ChallengeCode, ClientMessage, ErrorCode, GameEvent, GameId, GameSummary, LobbyChange, PROTOCOL_VERSION, PlayerId,
    RejectReason, SeekId, SeekInfo, ServerMessage,
};
use tabula_rules::{Seat, Variant};
use tabula_table::{ClockSetup, GameSetup, Resolution, TableError};
use tokio::sync::mpsc::UnboundedSender;

pub type Outbox = UnboundedSender<ServerMessage>;

/// One connection's identity.
pub struct Conn {
    pub id: u64,
    pub player: Option<(u64, String)>,
    pub greeted: bool,
    pub tx: Outbox,
    /// This connection's lag, measured by the server's pings.
    pub lag: crate::lag::LagEstimate,
}

struct Seek {
    info: SeekInfo,
    /// Players who took a seat, the seeker first: (player, name).
    joined: Vec<(u64, String)>,
}

#[derive(Default)]
struct State {
    next_conn: u64,
    next_seek: u64,
    seeks: BTreeMap<u64, Seek>,
    /// Private games waiting for a friend, by code.
    challenges: HashMap<String, Seek>,
    games: HashMap<GameId, Arc<tokio::sync::Mutex<LiveGame>>>,
    /// Connections following each game, and the lobby.
    watchers: HashMap<GameId, Vec<(u64, Outbox)>>,
    lobby: Vec<(u64, Outbox)>,
    /// Connected players: player -> connections.
    online: HashMap<u64, Vec<(u64, Outbox)>>,
}

pub struct Hub<S: Store> {
    store: S,
    state: Mutex<State>,
    /// How long a finished game stays in memory.
    finished_kept: Duration,
}

fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

fn random_text(bytes: usize) -> Result<String, String> {
    let mut buffer = vec![0u8; bytes];
    getrandom::fill(&mut buffer).map_err(|e| e.to_string())?;
    Ok(buffer.iter().map(|b| format!("{b:02x}")).collect())
}

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

fn send(tx: &Outbox, message: ServerMessage) {
    // A closed connection's messages go nowhere; its reader ends the connection.
    let _ = tx.send(message);
}

fn error(tx: &Outbox, code: ErrorCode, message: &str) {
    send(tx, ServerMessage::Error { code, message: message.to_owned() });
}

fn reject(tx: &Outbox, game: &GameId, id: Option<u64>, reason: RejectReason, detail: String) {
    send(tx, ServerMessage::Reject { game: game.clone(), id, reason, detail });
}

/// Seats `player` at an open seek or challenge (`missing` when there is none): `Ok(true)` once
/// every seat is taken.
fn sit(
    open: Option<&mut Seek>,
    player: u64,
    name: String,
    missing: (ErrorCode, &'static str),
    already: &'static str,
) -> Result<bool, (ErrorCode, &'static str)> {
    let open = open.ok_or(missing)?;
    if open.joined.iter().any(|(p, _)| *p == player) {
        return Err((ErrorCode::Invalid, already));
    }
    open.joined.push((player, name));
    Ok(open.joined.len() >= open.info.seats as usize)
}

/// Rebuilds a stored game: its players' names and its events replayed through a new table.
async fn revive<S: Store>(store: &S, stored: crate::store::StoredGame) -> Result<LiveGame, String> {
    let setup: GameSetup = serde_json::from_str(&stored.setup).map_err(|e| format!("game {}: {e}", stored.id))?;
    let mut seats = Vec::new();
    for id in stored.seats {
        let name = store.player_name(id).await?.unwrap_or_else(|| format!("player {id}"));
        seats.push((id, name));
    }
    let events: Vec<GameEvent> = stored
        .events
        .iter()
        .map(|e| serde_json::from_str(e))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("game {}: {e}", stored.id))?;
    let id = GameId(stored.id);
    LiveGame::replay(id.clone(), setup, seats, events).map_err(|e| format!("game {id}: {e}"))
}

impl<S: Store> Hub<S> {
    /// A hub over `store`, with every stored game loaded back (clocks start again now: the
    /// downtime is given back).
    pub async fn load(store: S, finished_kept: Duration) -> Result<Hub<S>, String> {
        let mut games = HashMap::new();
        for stored in store.load_games().await? {
            let game = revive(&store, stored).await?;
            if game.table.is_over() {
                // Ended before its end was marked: mark it now.
                store.finish_game(&game.id.0).await?;
            }
            games.insert(game.id.clone(), Arc::new(tokio::sync::Mutex::new(game)));
        }
        Ok(Hub { store, state: Mutex::new(State { games, ..State::default() }), finished_kept })
    }

    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the maps half-changed in a way that
        // matters more than stopping the server would: keep serving.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn connect(&self, tx: Outbox) -> Conn {
        let mut state = self.state();
        state.next_conn += 1;
        Conn { id: state.next_conn, player: None, greeted: false, tx, lag: Default::default() }
    }

    /// A connection closed: it follows nothing any more, and when it was its player's last,
    /// the player's seats in games going on are reported gone.
    pub async fn disconnect(&self, conn: &Conn) {
        let last = {
            let mut state = self.state();
            for watchers in state.watchers.values_mut() {
                watchers.retain(|(id, _)| *id != conn.id);
            }
            state.lobby.retain(|(id, _)| *id != conn.id);
            match &conn.player {
                Some((player, _)) => state.online.get_mut(player).is_some_and(|conns| {
                    conns.retain(|(id, _)| *id != conn.id);
                    conns.is_empty()
                }),
                None => false,
            }
        };
        if let (true, Some((player, _))) = (last, &conn.player) {
            self.presence(*player, false).await;
        }
    }

    /// Reports a player's seats in ongoing games gone or back (each change once).
    async fn presence(&self, player: u64, here: bool) {
        let games: Vec<_> = self.state().games.values().cloned().collect();
        for game in games {
            let mut game = game.lock().await;
            let Some(seat) = game.seat_of(player) else { continue };
            if game.table.is_over() || game.away.contains(&seat.0) != here {
                continue;
            }
            let event = if here {
                game.away.retain(|&s| s != seat.0);
                GameEvent::SeatBack { seat: seat.0 }
            } else {
                game.away.push(seat.0);
                GameEvent::SeatGone { seat: seat.0 }
            };
            if let Err(e) = self.commit(&mut game, vec![event]).await {
                tracing::warn!("game {}: presence not stored: {e}", game.id);
            }
        }
    }

    fn is_online(&self, player: u64) -> bool {
        self.state().online.get(&player).is_some_and(|c| !c.is_empty())
    }

    /// A game by id: from memory, or (a finished game that left it) from the store.
    async fn game(&self, id: &GameId) -> Option<Arc<tokio::sync::Mutex<LiveGame>>> {
        if let Some(game) = self.state().games.get(id).cloned() {
            return Some(game);
        }
        // Ids are short hex: anything else cannot be a game, and needs no query.
        if id.0.is_empty() || id.0.len() > 32 || !id.0.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        let stored = match self.store.load_game(&id.0).await {
            Ok(stored) => stored?,
            Err(e) => {
                tracing::warn!("game {id}: not loaded: {e}");
                return None;
            }
        };
        let game = match revive(&self.store, stored).await {
            Ok(game) => game,
            Err(e) => {
                tracing::warn!("game {id}: not loaded: {e}");
                return None;
            }
        };
        let players: Vec<u64> = game.seats.iter().map(|(player, _)| *player).collect();
        let mut state = self.state();
        if let Some(loaded) = state.games.get(id) {
            // Loaded by someone else meanwhile: keep theirs.
            return Some(loaded.clone());
        }
        // Its players follow it again, as they did before it left memory.
        for player in players {
            let conns = state.online.get(&player).cloned().unwrap_or_default();
            let watchers = state.watchers.entry(id.clone()).or_default();
            for (conn_id, tx) in conns {
                if !watchers.iter().any(|(watcher, _)| *watcher == conn_id) {
                    watchers.push((conn_id, tx));
                }
            }
        }
        let game = Arc::new(tokio::sync::Mutex::new(game));
        state.games.insert(id.clone(), game.clone());
        Some(game)
    }

    /// Finished games leave memory once `finished_kept` has passed (a later join or
    /// rematch offer loads them back from the store).
    pub fn sweep(&self) {
        let mut state = self.state();
        let evicted: Vec<GameId> = state
            .games
            .iter()
            .filter(|(_, game)| {
                game.try_lock().is_ok_and(|game| game.finished_at.is_some_and(|at| at.elapsed() >= self.finished_kept))
            })
            .map(|(id, _)| id.clone())
            .collect();
        for id in evicted {
            state.games.remove(&id);
            state.watchers.remove(&id);
        }
    }

    /// How many games are in memory.
    pub fn games_in_memory(&self) -> usize {
        self.state().games.len()
    }

    fn watch(&self, game: &GameId, conn: &Conn) {
        let mut state = self.state();
        let watchers = state.watchers.entry(game.clone()).or_default();
        if !watchers.iter().any(|(id, _)| *id == conn.id) {
            watchers.push((conn.id, conn.tx.clone()));
        }
    }

    fn broadcast(&self, game: &GameId, seq: u64, event: &GameEvent) {
        let state = self.state();
        for (_, tx) in state.watchers.get(game).into_iter().flatten() {
            send(tx, ServerMessage::Event { game: game.clone(), seq, event: event.clone() });
        }
    }

    fn lobby_changed(&self, change: LobbyChange) {
        let state = self.state();
        for (_, tx) in &state.lobby {
            send(tx, ServerMessage::LobbyChanged { change: change.clone() });
        }
    }

    /// Handles one frame's text.
    pub async fn handle(&self, conn: &mut Conn, text: &str) {
        let message = match ClientMessage::from_json(text) {
            Ok(message) => message,
            Err(why) => return error(&conn.tx, ErrorCode::Malformed, &why),
        };
        if !conn.greeted && !matches!(message, ClientMessage::Hello { .. }) {
            return error(&conn.tx, ErrorCode::Unauthorized, "send hello first");
        }
        match message {
            ClientMessage::Hello { version, token, resume } => self.hello(conn, version, token, resume).await,
            ClientMessage::SignIn { name } => self.sign_in(conn, name).await,
            ClientMessage::Ping { id } => send(&conn.tx, ServerMessage::Pong { id, server_time_ms: now_ms() }),
            ClientMessage::WatchLobby => self.watch_lobby(conn).await,
            ClientMessage::Join { game, .. } => self.join(conn, &game).await,
            ClientMessage::Resync { game, seq } => self.resync(conn, &game, seq).await,
            ClientMessage::Leave { game } => {
                if let Some(watchers) = self.state().watchers.get_mut(&game) {
                    watchers.retain(|(id, _)| *id != conn.id);
                }
            }
            other => {
                let Some((player, name)) = conn.player.clone() else {
                    return error(&conn.tx, ErrorCode::Unauthorized, "sign in first");
                };
                match other {
                    ClientMessage::Seek { game, clock, seats } => self.seek(conn, player, name, game, clock, seats),
                    ClientMessage::CancelSeek { seek } => self.cancel_seek(conn, player, seek),
                    ClientMessage::AcceptSeek { seek } => self.accept_seek(conn, player, name, seek).await,
                    ClientMessage::Move { game, ply, text, id } => self.play(conn, player, &game, ply, &text, id).await,
                    ClientMessage::Resign { game } => self.resign(conn, player, &game).await,
                    ClientMessage::Offer { game, offer } => {
                        self.act(conn, player, &game, |table, seat| {
                            table.make_offer(seat, offer.into())?;
                            Ok(vec![GameEvent::Offered { seat: seat.0, offer }])
                        })
                        .await
                    }
                    ClientMessage::Withdraw { game } => {
                        self.act(conn, player, &game, |table, seat| {
                            let offer = table.offer().map(|o| o.kind.into());
                            table.withdraw_offer(seat)?;
                            Ok(offer.map(|offer| GameEvent::OfferClosed { offer }).into_iter().collect())
                        })
                        .await
                    }
                    ClientMessage::Answer { game, yes } => self.answer(conn, player, &game, yes).await,
                    ClientMessage::ClaimDraw { game } => {
                        self.act(conn, player, &game, |table, _| {
                            table.claim_draw()?;
                            Ok(Vec::new())
                        })
                        .await
                    }
                    ClientMessage::Challenge { game, clock, seats } => {
                        self.challenge(conn, player, name, game, clock, seats)
                    }
                    ClientMessage::AcceptChallenge { code } => self.accept_challenge(conn, player, name, &code).await,
                    ClientMessage::DeclineChallenge { code } => self.decline_challenge(conn, &code),
                    _ => error(&conn.tx, ErrorCode::Invalid, "this server does not offer that yet"),
                }
            }
        }
    }

    async fn hello(&self, conn: &mut Conn, version: u32, token: Option<String>, resume: Vec<tabula_protocol::Resume>) {
        if version != PROTOCOL_VERSION {
            return error(&conn.tx, ErrorCode::Version, &format!("this server speaks version {PROTOCOL_VERSION}"));
        }
        conn.greeted = true;
        if let Some(token) = token {
            match self.store.player_by_token(&hash_token(&token)).await {
                Ok(Some(player)) => self.set_player(conn, player),
                Ok(None) => error(&conn.tx, ErrorCode::UnknownToken, "unknown token: sign in again"),
                Err(e) => error(&conn.tx, ErrorCode::Invalid, &format!("store: {e}")),
            }
        }
        let (player, name) = conn.player.clone().map_or((None, None), |(id, name)| (Some(PlayerId(id)), Some(name)));
        send(&conn.tx, ServerMessage::Welcome { version: PROTOCOL_VERSION, server_time_ms: now_ms(), player, name });
        self.returned(conn).await;
        for entry in &resume {
            self.resync(conn, &entry.game, entry.seq).await;
        }
        self.seat_again(conn, &resume).await;
    }

    /// A known player's unfinished games that the hello did not resume (a restarted client, a
    /// second device): each comes as `game_started` with the seat, then its snapshot.
    async fn seat_again(&self, conn: &Conn, resumed: &[tabula_protocol::Resume]) {
        let Some((player, _)) = &conn.player else { return };
        let games: Vec<_> = self.state().games.values().cloned().collect();
        for game in games {
            let game = game.lock().await;
            let Some(seat) = game.seat_of(*player) else { continue };
            if game.table.is_over() || resumed.iter().any(|r| r.game == game.id) {
                continue;
            }
            self.watch(&game.id, conn);
            send(&conn.tx, ServerMessage::GameStarted { game: game.id.clone(), seat: seat.0 });
            send(&conn.tx, ServerMessage::Snapshot { state: game.state(|p| self.is_online(p)) });
        }
    }

    fn set_player(&self, conn: &mut Conn, player: (u64, String)) {
        self.state().online.entry(player.0).or_default().push((conn.id, conn.tx.clone()));
        conn.player = Some(player);
    }

    /// The player of `conn` is back: seats reported gone come back.
    async fn returned(&self, conn: &Conn) {
        if let Some((player, _)) = &conn.player {
            self.presence(*player, true).await;
        }
    }

    async fn sign_in(&self, conn: &mut Conn, name: String) {
        let name = name.trim().to_owned();
        if name.is_empty() || name.chars().count() > 24 {
            return error(&conn.tx, ErrorCode::Invalid, "a name has 1 to 24 characters");
        }
        let token = match random_text(24) {
            Ok(token) => token,
            Err(e) => return error(&conn.tx, ErrorCode::Invalid, &e),
        };
        match self.store.create_player(&name, &hash_token(&token)).await {
            Ok(id) => {
                self.set_player(conn, (id, name.clone()));
                send(&conn.tx, ServerMessage::SignedIn { player: PlayerId(id), name, token });
            }
            Err(e) => error(&conn.tx, ErrorCode::Invalid, &format!("store: {e}")),
        }
    }

    async fn watch_lobby(&self, conn: &Conn) {
        let (seeks, games): (Vec<SeekInfo>, Vec<_>) = {
            let mut state = self.state();
            state.lobby.push((conn.id, conn.tx.clone()));
            (state.seeks.values().map(|s| s.info.clone()).collect(), state.games.values().cloned().collect())
        };
        let mut summaries = Vec::new();
        for game in games {
            let game = game.lock().await;
            if !game.table.is_over() {
                let setup = game.setup_info(|p| self.is_online(p));
                summaries.push(GameSummary { game: game.id.clone(), setup, ply: game.table.moves().len() as u32 });
            }
        }
        send(&conn.tx, ServerMessage::Lobby { seeks, games: summaries });
    }

    fn seek(&self, conn: &Conn, player: u64, name: String, game: Variant, clock: Option<ClockSetup>, seats: u8) {
        if seats != game.seats() {
            return error(&conn.tx, ErrorCode::Invalid, &format!("{game} has {} seats", game.seats()));
        }
        let info = {
            let mut state = self.state();
            state.next_seek += 1;
            let id = SeekId(state.next_seek);
            let info = SeekInfo { seek: id, by: PlayerId(player), name: name.clone(), game, clock, seats };
            state.seeks.insert(id.0, Seek { info: info.clone(), joined: vec![(player, name)] });
            info
        };
        send(&conn.tx, ServerMessage::SeekCreated { seek: info.seek });
        self.lobby_changed(LobbyChange::SeekAdded { seek: info });
    }

    fn cancel_seek(&self, conn: &Conn, player: u64, seek: SeekId) {
        let removed = {
            let mut state = self.state();
            match state.seeks.get(&seek.0) {
                Some(s) if s.info.by.0 == player => state.seeks.remove(&seek.0).is_some(),
                _ => false,
            }
        };
        if removed {
            self.lobby_changed(LobbyChange::SeekRemoved { seek });
        } else {
            error(&conn.tx, ErrorCode::UnknownSeek, "no such seek of yours");
        }
    }

    async fn accept_seek(&self, conn: &Conn, player: u64, name: String, seek: SeekId) {
        let full = {
            let mut state = self.state();
            let missing = (ErrorCode::UnknownSeek, "that seek is gone");
            match sit(state.seeks.get_mut(&seek.0), player, name, missing, "you already sit at this seek") {
                Err((code, why)) => {
                    drop(state);
                    return error(&conn.tx, code, why);
                }
                Ok(false) => return,
                Ok(true) => state.seeks.remove(&seek.0),
            }
        };
        let Some(full) = full else { return };
        self.lobby_changed(LobbyChange::SeekRemoved { seek });
        self.start_full(conn, full).await;
    }

    /// Starts the game of a seek or challenge whose seats are all taken.
    async fn start_full(&self, conn: &Conn, full: Seek) {
        let setup = GameSetup { clock: full.info.clock, ..GameSetup::hot_seat(full.info.game) };
        if let Err(e) = self.start_game(setup, full.joined).await {
            error(&conn.tx, ErrorCode::Invalid, &e);
        }
    }

    /// Creates, stores and announces a game: each seated player's connections get
    /// `game_started` and the snapshot, and follow the game from then on.
    async fn start_game(&self, setup: GameSetup, joined: Vec<(u64, String)>) -> Result<GameId, String> {
        let id = GameId(random_text(5)?);
        let game = LiveGame::new(id.clone(), setup.clone(), joined.clone())?;
        let seats: Vec<u64> = joined.iter().map(|(p, _)| *p).collect();
        let text = serde_json::to_string(&setup).map_err(|e| e.to_string())?;
        self.store.create_game(&id.0, &text, &seats).await.map_err(|e| format!("store: {e}"))?;
        let state_now = game.state(|p| self.is_online(p));
        let summary = GameSummary { game: id.clone(), setup: state_now.setup.clone(), ply: 0 };
        self.state().games.insert(id.clone(), Arc::new(tokio::sync::Mutex::new(game)));
        for (seat, (seated, _)) in joined.iter().enumerate() {
            let conns = self.state().online.get(seated).cloned().unwrap_or_default();
            for (conn_id, tx) in conns {
                self.state().watchers.entry(id.clone()).or_default().push((conn_id, tx.clone()));
                send(&tx, ServerMessage::GameStarted { game: id.clone(), seat: seat as u8 });
                send(&tx, ServerMessage::Snapshot { state: state_now.clone() });
            }
        }
        self.lobby_changed(LobbyChange::GameAdded { game: summary });
        Ok(id)
    }

    fn challenge(&self, conn: &Conn, player: u64, name: String, game: Variant, clock: Option<ClockSetup>, seats: u8) {
        if seats != game.seats() {
            return error(&conn.tx, ErrorCode::Invalid, &format!("{game} has {} seats", game.seats()));
        }
        let code = match random_text(3) {
            Ok(code) => code.to_uppercase(),
            Err(e) => return error(&conn.tx, ErrorCode::Invalid, &e),
        };
        let info = SeekInfo { seek: SeekId(0), by: PlayerId(player), name: name.clone(), game, clock, seats };
        self.state().challenges.insert(code.clone(), Seek { info, joined: vec![(player, name)] });
        send(&conn.tx, ServerMessage::ChallengeCreated { code: ChallengeCode(code) });
    }

    async fn accept_challenge(&self, conn: &Conn, player: u64, name: String, code: &ChallengeCode) {
        let full = {
            let mut state = self.state();
            let missing = (ErrorCode::UnknownChallenge, "no such challenge");
            match sit(state.challenges.get_mut(&code.0), player, name, missing, "you made this challenge") {
                Err((code, why)) => {
                    drop(state);
                    return error(&conn.tx, code, why);
                }
                Ok(false) => return,
                Ok(true) => state.challenges.remove(&code.0),
            }
        };
        if let Some(full) = full {
            self.start_full(conn, full).await;
        }
    }

    fn decline_challenge(&self, conn: &Conn, code: &ChallengeCode) {
        let Some(declined) = self.state().challenges.remove(&code.0) else {
            return error(&conn.tx, ErrorCode::UnknownChallenge, "no such challenge");
        };
        let conns = self.state().online.get(&declined.info.by.0).cloned().unwrap_or_default();
        for (_, tx) in conns {
            send(&tx, ServerMessage::ChallengeDeclined { code: code.clone() });
        }
    }

    async fn join(&self, conn: &Conn, id: &GameId) {
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        self.watch(id, conn);
        let state = game.lock().await.state(|p| self.is_online(p));
        send(&conn.tx, ServerMessage::Snapshot { state });
    }

    /// Events after `seq`, or the whole state when `seq` is not a point of the stream.
    async fn resync(&self, conn: &Conn, id: &GameId, seq: u64) {
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        self.watch(id, conn);
        let game = game.lock().await;
        if seq == 0 || seq > game.seq() {
            send(&conn.tx, ServerMessage::Snapshot { state: game.state(|p| self.is_online(p)) });
            return;
        }
        for (index, event) in game.events.iter().enumerate().skip(seq as usize) {
            send(&conn.tx, ServerMessage::Event { game: id.clone(), seq: index as u64 + 1, event: event.clone() });
        }
    }

    /// Commits `events` in order, then tells the game's watchers; on a store failure the game
    /// is rebuilt from what was committed and the error returned.
    async fn commit(&self, game: &mut LiveGame, events: Vec<GameEvent>) -> Result<u64, String> {
        let mut seq = game.seq();
        for event in &events {
            let text = serde_json::to_string(event).map_err(|e| e.to_string())?;
            if let Err(e) = self.store.append_event(&game.id.0, seq + 1, &text).await {
                let committed = game.events.clone();
                *game = LiveGame::replay(game.id.clone(), game.setup.clone(), game.seats.clone(), committed)?;
                return Err(e);
            }
            seq += 1;
            game.events.push(event.clone());
        }
        if game.table.is_over() && game.finished_at.is_none() {
            game.finished_at = Some(Instant::now());
            if let Err(e) = self.store.finish_game(&game.id.0).await {
                // Harmless: start-up loads it, sees it over and marks it then.
                tracing::warn!("game {}: end not marked: {e}", game.id);
            }
            self.lobby_changed(LobbyChange::GameRemoved { game: game.id.clone() });
        }
        for (index, event) in events.iter().enumerate() {
            self.broadcast(&game.id, game.seq() - events.len() as u64 + index as u64 + 1, event);
        }
        Ok(seq)
    }

    async fn play(&self, conn: &Conn, player: u64, id: &GameId, ply: u32, text: &str, msg_id: u64) {
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, Some(msg_id), RejectReason::UnknownGame, "no such game".to_owned());
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
            return reject(&conn.tx, id, Some(msg_id), RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        if game.table.is_over() {
            return reject(&conn.tx, id, Some(msg_id), RejectReason::GameOver, "the game is over".to_owned());
        }
        let played = game.table.moves().len() as u32;
        if ply != played {
            let detail = format!("the game has {played} moves, the move was sent after {ply}");
            return reject(&conn.tx, id, Some(msg_id), RejectReason::StalePly, detail);
        }
        // The seat to move's clock ran since its turn began; a fallen flag ends the game first.
        // A move's time runs from the previous move's commit, less the time it spent on the
        // wire as this connection's lag says, within the seat's quota (crate::lag).
        let lag = conn.lag.get();
        let allowance =
            if seat == game.table.to_move() { game.lag[seat.0 as usize].allowance(lag) } else { Duration::ZERO };
        let elapsed = game.turn_started.elapsed().saturating_sub(allowance);
        let tick = game.table.tick(elapsed);
        game.turn_started = Instant::now();
        if tick.flag.is_some() {
            let ended = game.ended_event().into_iter().collect();
            let _ = self.commit(&mut game, ended).await;
            return reject(&conn.tx, id, Some(msg_id), RejectReason::GameOver, "a flag fell".to_owned());
        }
        let result = game.table.play_as(seat, text);
        let played = match result {
            Ok(played) => played,
            Err(error) => {
                let reason = match error {
                    TableError::NotYourTurn { .. } => RejectReason::NotYourTurn,
                    TableError::GameOver => RejectReason::GameOver,
                    _ => RejectReason::Illegal,
                };
                return reject(&conn.tx, id, Some(msg_id), reason, error.to_string());
            }
        };
        game.lag[seat.0 as usize].spend(allowance, lag);
        let mut events = vec![game.moved_event(&played)];
        events.extend(game.ended_event());
        match self.commit(&mut game, events).await {
            Ok(_) => {
                // The ack names the move's own event, the first committed.
                let seq = game.seq() - u64::from(game.table.is_over());
                game.acked.insert((player, ply, msg_id), (text.to_owned(), seq));
                send(&conn.tx, ServerMessage::Ack { game: id.clone(), id: msg_id, ply, seq });
            }
            Err(e) => reject(&conn.tx, id, Some(msg_id), RejectReason::NotNow, format!("not stored: {e}")),
        }
    }

    /// Ends the games whose seat to move has run out of time while nobody moved (called a few
    /// times a second). The flag falls by the server's clock, with the lag allowance a move
    /// from the seat would get.
    pub async fn watch_flags(&self) {
        let games: Vec<_> = self.state().games.values().cloned().collect();
        for game in games {
            // A game busy with a move is looked at on the next round.
            let Ok(mut game) = game.try_lock() else { continue };
            if game.table.is_over() {
                continue;
            }
            let Some(left) = game.table.clocks().left(game.table.to_move()) else { continue };
            let elapsed = game.turn_started.elapsed();
            let allowance = game.lag[game.table.to_move().0 as usize].flag_allowance();
            if elapsed < left + allowance {
                continue;
            }
            game.table.tick(elapsed);
            game.turn_started = Instant::now();
            let ended: Vec<GameEvent> = game.ended_event().into_iter().collect();
            if !ended.is_empty()
                && let Err(e) = self.commit(&mut game, ended).await
            {
                tracing::warn!("game {}: flag fall not stored: {e}", game.id);
            }
        }
    }

    /// A seat's action on its game through the table: `action` returns the events it made;
    /// an ending it caused adds the `ended` event. All are committed before anyone hears.
    async fn act(
        &self,
        conn: &Conn,
        player: u64,
        id: &GameId,
        action: impl FnOnce(&mut tabula_table::Table, Seat) -> Result<Vec<GameEvent>, TableError>,
    ) {
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        let mut game = game.lock().await;
        let Some(seat) = game.seat_of(player) else {
            return reject(&conn.tx, id, None, RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        let was_over = game.table.is_over();
        let mut events = match action(&mut game.table, seat) {
            Ok(events) => events,
            Err(error) => {
                let reason =
                    if matches!(error, TableError::GameOver) { RejectReason::GameOver } else { RejectReason::NotNow };
                return reject(&conn.tx, id, None, reason, error.to_string());
            }
        };
        if !was_over {
            events.extend(game.ended_event());
        }
        if let Err(e) = self.commit(&mut game, events).await {
            reject(&conn.tx, id, None, RejectReason::NotNow, format!("not stored: {e}"));
        }
    }

    /// A seat answers the open offer; its effect (a draw, a takeback, an abort, a rematch)
    /// follows from the table.
    async fn answer(&self, conn: &Conn, player: u64, id: &GameId, yes: bool) {
        let mut rematch = None;
        self.act(conn, player, id, |table, seat| {
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
        let Some(game) = self.game(id).await else {
            return reject(&conn.tx, id, None, RejectReason::UnknownGame, "no such game".to_owned());
        };
        let mut game = game.lock().await;
        let Some(seat) = game.seat_of(player) else {
            return reject(&conn.tx, id, None, RejectReason::NotYourSeat, "you hold no seat here".to_owned());
        };
        if let Err(error) = game.table.resign(Seat(seat.0)) {
            return reject(&conn.tx, id, None, RejectReason::GameOver, error.to_string());
        }
        let ended = game.ended_event().into_iter().collect();
        if let Err(e) = self.commit(&mut game, ended).await {
            reject(&conn.tx, id, None, RejectReason::NotNow, format!("not stored: {e}"));
        }
    }
}
