//! The server's shared state and what each message does: players and tokens, the lobby's
//! seeks and challenges, the games and who follows them. What is done to a game itself (moves,
//! offers, endings, the clocks) is in `play.rs`. Everything a stranger can make the server hold
//! is bounded: seeks and challenges per player, watchers per connection, messages per outbox,
//! sign-ins per address.

use crate::game::{LiveGame, MAX_PRESENCE_EVENTS};
use crate::guard;
use crate::limits::SignInLimiter;
use crate::outbox::Outbox;
use crate::store::Store;
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tabula_protocol::{
    ChallengeCode, ClientMessage, ErrorCode, GameEvent, GameId, GameSummary, LobbyChange, PROTOCOL_VERSION, PlayerId,
    RejectReason, SeekId, SeekInfo, ServerMessage,
};
use tabula_rules::Variant;
use tabula_table::{ClockSetup, GameSetup};

/// The games one `hello` may resume.
pub const MAX_RESUMED_GAMES: usize = 32;

/// Open seeks and challenges one player may hold at once.
pub const MAX_SEEKS_PER_PLAYER: usize = 3;
pub const MAX_CHALLENGES_PER_PLAYER: usize = 5;

/// How the hub treats players who go quiet; the server's defaults are in [`HubSettings::default`].
#[derive(Debug, Clone)]
pub struct HubSettings {
    /// How long a finished game stays in memory.
    pub finished_kept: Duration,
    /// An open seek or challenge lapses after this long.
    pub seek_lifetime: Duration,
    /// A player whose last connection closed is reported gone (`seat_gone`) only after this
    /// long: a reconnection within it leaves no trace in the game's record.
    pub presence_grace: Duration,
    /// An untimed game whose player to move has been away this long may be claimed as a win by
    /// the others (correspondence: a week).
    pub abandoned_after: Duration,
    /// A game in which some seat has not moved yet is aborted when its player to move has been
    /// away this long.
    pub unstarted_abort_after: Duration,
    /// New accounts one address may make in [`HubSettings::sign_in_window`].
    pub sign_ins_per_window: u32,
    pub sign_in_window: Duration,
    /// Messages one connection may have waiting (crate::outbox).
    pub outbox_capacity: usize,
    /// The shortest base time a clock may have (guard::MIN_BASE; tests shorten it to see
    /// flags fall).
    pub min_clock_base: Duration,
}

impl Default for HubSettings {
    fn default() -> HubSettings {
        HubSettings {
            finished_kept: Duration::from_secs(300),
            seek_lifetime: Duration::from_secs(30 * 60),
            presence_grace: Duration::from_secs(10),
            abandoned_after: Duration::from_secs(7 * 24 * 60 * 60),
            unstarted_abort_after: Duration::from_secs(3 * 60),
            sign_ins_per_window: 10,
            sign_in_window: Duration::from_secs(10 * 60),
            outbox_capacity: crate::outbox::OUTBOX_CAPACITY,
            min_clock_base: guard::MIN_BASE,
        }
    }
}

/// One connection's identity.
pub struct Conn {
    pub id: u64,
    pub player: Option<(u64, String)>,
    pub greeted: bool,
    pub tx: Outbox,
    /// This connection's lag, measured by the server's pings.
    pub lag: crate::lag::LagEstimate,
    /// The client's address (behind a trusted proxy, the one it forwarded), and whether the
    /// per-address limits apply to it (loopback is exempt unless told otherwise).
    pub ip: IpAddr,
    pub limited: bool,
}

/// What the connection does after a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    /// Send what is queued, then close (a client of another protocol version).
    Close,
}

pub(crate) struct Seek {
    pub info: SeekInfo,
    /// Players who took a seat, the seeker first: (player, name).
    pub joined: Vec<(u64, String)>,
    pub made: Instant,
}

#[derive(Default)]
pub(crate) struct State {
    next_conn: u64,
    next_seek: u64,
    seeks: BTreeMap<u64, Seek>,
    /// Private games waiting for a friend, by code.
    challenges: HashMap<String, Seek>,
    pub games: HashMap<GameId, Arc<tokio::sync::Mutex<LiveGame>>>,
    /// Connections following each game, and the lobby.
    pub watchers: HashMap<GameId, Vec<(u64, Outbox)>>,
    lobby: Vec<(u64, Outbox)>,
    /// Connected players: player -> connections.
    pub online: HashMap<u64, Vec<(u64, Outbox)>>,
    /// Players whose last connection closed, since when: reported gone once the grace passes.
    leaving: HashMap<u64, Instant>,
}

pub struct Hub<S: Store> {
    pub(crate) store: S,
    state: Mutex<State>,
    pub(crate) settings: HubSettings,
    sign_ins: SignInLimiter,
    /// Stored games that could not be loaded (named in the log), for /health.
    set_aside: usize,
}

pub(crate) fn hash_token(token: &str) -> String {
    Sha256::digest(token.as_bytes()).iter().map(|b| format!("{b:02x}")).collect()
}

pub(crate) fn random_text(bytes: usize) -> Result<String, String> {
    let mut buffer = vec![0u8; bytes];
    getrandom::fill(&mut buffer).map_err(|e| e.to_string())?;
    Ok(buffer.iter().map(|b| format!("{b:02x}")).collect())
}

fn now_ms() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

pub(crate) fn send(tx: &Outbox, message: ServerMessage) {
    tx.send(message);
}

pub(crate) fn error(tx: &Outbox, code: ErrorCode, message: &str) {
    send(tx, ServerMessage::Error { code, message: message.to_owned() });
}

pub(crate) fn reject(tx: &Outbox, game: &GameId, id: Option<u64>, reason: RejectReason, detail: String) {
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
    if let Some(problem) = stored.problem {
        return Err(problem);
    }
    let setup: GameSetup = serde_json::from_str(&stored.setup).map_err(|e| format!("its setup is unreadable: {e}"))?;
    let mut seats = Vec::new();
    for id in stored.seats {
        let name = store.player_name(id).await?.unwrap_or_else(|| format!("player {id}"));
        seats.push((id, name));
    }
    let events: Vec<GameEvent> = stored
        .events
        .iter()
        .enumerate()
        .map(|(index, e)| serde_json::from_str(e).map_err(|why| format!("event {} is unreadable: {why}", index + 1)))
        .collect::<Result<_, _>>()?;
    LiveGame::replay(GameId(stored.id), setup, seats, events)
}

impl<S: Store> Hub<S> {
    /// A hub over `store`, with every stored game loaded back (clocks start again now: the
    /// downtime is given back). A game that cannot be read back is set aside, named in the
    /// log, and every other game still loads.
    pub async fn load(store: S, settings: HubSettings) -> Result<Hub<S>, String> {
        let mut games = HashMap::new();
        let mut set_aside = 0;
        for stored in store.load_games().await? {
            let id = stored.id.clone();
            let game = match revive(&store, stored).await {
                Ok(game) => game,
                Err(why) => {
                    tracing::error!("game {id} set aside, not loaded: {why}");
                    set_aside += 1;
                    continue;
                }
            };
            if game.table.is_over() {
                // Ended before its end was marked: mark it now.
                store.finish_game(&game.id.0).await?;
            }
            games.insert(game.id.clone(), Arc::new(tokio::sync::Mutex::new(game)));
        }
        let sign_ins = SignInLimiter::new(settings.sign_ins_per_window, settings.sign_in_window);
        Ok(Hub { store, state: Mutex::new(State { games, ..State::default() }), settings, sign_ins, set_aside })
    }

    pub(crate) fn state(&self) -> std::sync::MutexGuard<'_, State> {
        // A panic while the lock was held cannot leave the maps half-changed in a way that
        // matters more than stopping the server would: keep serving.
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    pub fn connect(&self, tx: Outbox, ip: IpAddr, limited: bool) -> Conn {
        let mut state = self.state();
        state.next_conn += 1;
        Conn { id: state.next_conn, player: None, greeted: false, tx, lag: Default::default(), ip, limited }
    }

    /// A connection closed: it follows nothing any more, and when it was its player's last,
    /// the player's seeks and challenges go and (after the grace) its seats are reported gone.
    pub async fn disconnect(&self, conn: &Conn) {
        {
            let mut state = self.state();
            for watchers in state.watchers.values_mut() {
                watchers.retain(|(id, _)| *id != conn.id);
            }
            state.lobby.retain(|(id, _)| *id != conn.id);
        }
        self.unregister(conn);
    }

    /// The connection no longer speaks for its player (it closed, or greeted or signed in
    /// again); the player's last connection gone, its open seeks go too.
    fn unregister(&self, conn: &Conn) {
        let Some((player, _)) = &conn.player else { return };
        let removed = {
            let mut state = self.state();
            let last = state.online.get_mut(player).is_some_and(|conns| {
                conns.retain(|(id, _)| *id != conn.id);
                conns.is_empty()
            });
            if !last {
                return;
            }
            state.online.remove(player);
            state.leaving.insert(*player, Instant::now());
            state.challenges.retain(|_, c| c.info.by.0 != *player);
            for challenge in state.challenges.values_mut() {
                challenge.joined.retain(|(p, _)| p != player);
            }
            let gone: Vec<u64> =
                state.seeks.iter().filter(|(_, s)| s.info.by.0 == *player).map(|(id, _)| *id).collect();
            for id in &gone {
                state.seeks.remove(id);
            }
            for seek in state.seeks.values_mut() {
                seek.joined.retain(|(p, _)| p != player);
            }
            gone
        };
        for seek in removed {
            self.lobby_changed(LobbyChange::SeekRemoved { seek: SeekId(seek) });
        }
    }

    /// Reports a player's seats in ongoing games gone or back (each change once; past
    /// [`MAX_PRESENCE_EVENTS`] in a game, only in memory).
    async fn presence(&self, player: u64, here: bool) {
        let games: Vec<_> = self.state().games.values().cloned().collect();
        for game in games {
            let mut game = game.lock().await;
            let Some(seat) = game.seat_of(player) else { continue };
            let away = game.away.iter().any(|(s, _)| *s == seat.0);
            if game.table.is_over() || away != here {
                continue;
            }
            let event = if here {
                game.away.retain(|(s, _)| *s != seat.0);
                GameEvent::SeatBack { seat: seat.0 }
            } else {
                game.away.push((seat.0, Instant::now()));
                GameEvent::SeatGone { seat: seat.0 }
            };
            if game.presence_events >= MAX_PRESENCE_EVENTS {
                continue;
            }
            game.presence_events += 1;
            if let Err(e) = self.commit(&mut game, vec![event]).await {
                tracing::warn!("game {}: presence not stored: {e}", game.id);
            }
        }
    }

    pub(crate) fn is_online(&self, player: u64) -> bool {
        self.state().online.get(&player).is_some_and(|c| !c.is_empty())
    }

    /// A game by id: from memory, or (a finished game that left it) from the store.
    pub(crate) async fn game(&self, id: &GameId) -> Option<Arc<tokio::sync::Mutex<LiveGame>>> {
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

    /// The hub's housekeeping, a few times a second: finished games leave memory once
    /// `finished_kept` has passed (a later join or rematch offer loads them back), old seeks
    /// and challenges lapse, and players who stayed away past the grace are reported gone.
    pub async fn sweep(&self) {
        let (expired, gone) = {
            let mut state = self.state();
            let kept = self.settings.finished_kept;
            let evicted: Vec<GameId> = state
                .games
                .iter()
                .filter(|(_, game)| {
                    game.try_lock().is_ok_and(|game| game.finished_at.is_some_and(|at| at.elapsed() >= kept))
                })
                .map(|(id, _)| id.clone())
                .collect();
            for id in evicted {
                state.games.remove(&id);
                state.watchers.remove(&id);
            }
            let lifetime = self.settings.seek_lifetime;
            state.challenges.retain(|_, c| c.made.elapsed() < lifetime);
            let expired: Vec<u64> =
                state.seeks.iter().filter(|(_, s)| s.made.elapsed() >= lifetime).map(|(id, _)| *id).collect();
            for id in &expired {
                state.seeks.remove(id);
            }
            let grace = self.settings.presence_grace;
            let gone: Vec<u64> =
                state.leaving.iter().filter(|(_, at)| at.elapsed() >= grace).map(|(p, _)| *p).collect();
            for player in &gone {
                state.leaving.remove(player);
            }
            (expired, gone)
        };
        for seek in expired {
            self.lobby_changed(LobbyChange::SeekRemoved { seek: SeekId(seek) });
        }
        for player in gone {
            if !self.is_online(player) {
                self.presence(player, false).await;
            }
        }
    }

    /// How many games are in memory.
    pub fn games_in_memory(&self) -> usize {
        self.state().games.len()
    }

    /// How many stored games could not be loaded at start-up.
    pub fn games_set_aside(&self) -> usize {
        self.set_aside
    }

    pub(crate) fn watch(&self, game: &GameId, conn: &Conn) {
        let mut state = self.state();
        let watchers = state.watchers.entry(game.clone()).or_default();
        if !watchers.iter().any(|(id, _)| *id == conn.id) {
            watchers.push((conn.id, conn.tx.clone()));
        }
    }

    pub(crate) fn broadcast(&self, game: &GameId, seq: u64, event: &GameEvent) {
        let state = self.state();
        for (_, tx) in state.watchers.get(game).into_iter().flatten() {
            send(tx, ServerMessage::Event { game: game.clone(), seq, event: event.clone() });
        }
    }

    pub(crate) fn lobby_changed(&self, change: LobbyChange) {
        let state = self.state();
        for (_, tx) in &state.lobby {
            send(tx, ServerMessage::LobbyChanged { change: change.clone() });
        }
    }

    /// Handles one frame's text.
    pub async fn handle(&self, conn: &mut Conn, text: &str) -> Flow {
        let message = match ClientMessage::from_json(text) {
            Ok(message) => message,
            Err(why) => {
                error(&conn.tx, ErrorCode::Malformed, &why);
                return Flow::Continue;
            }
        };
        if !conn.greeted && !matches!(message, ClientMessage::Hello { .. }) {
            error(&conn.tx, ErrorCode::Unauthorized, "send hello first");
            return Flow::Continue;
        }
        match message {
            ClientMessage::Hello { version, token, resume } => return self.hello(conn, version, token, resume).await,
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
                    error(&conn.tx, ErrorCode::Unauthorized, "sign in first");
                    return Flow::Continue;
                };
                match other {
                    ClientMessage::Seek { game, clock, seats } => self.seek(conn, player, name, game, clock, seats),
                    ClientMessage::CancelSeek { seek } => self.cancel_seek(conn, player, seek),
                    ClientMessage::AcceptSeek { seek } => self.accept_seek(conn, player, name, seek).await,
                    ClientMessage::Challenge { game, clock, seats } => {
                        self.challenge(conn, player, name, game, clock, seats)
                    }
                    ClientMessage::AcceptChallenge { code } => self.accept_challenge(conn, player, name, &code).await,
                    ClientMessage::DeclineChallenge { code } => self.decline_challenge(conn, &code),
                    in_game => self.game_message(conn, player, in_game).await,
                }
            }
        }
        Flow::Continue
    }

    async fn hello(
        &self,
        conn: &mut Conn,
        version: u32,
        token: Option<String>,
        resume: Vec<tabula_protocol::Resume>,
    ) -> Flow {
        if version != PROTOCOL_VERSION {
            let why = format!("this server speaks version {PROTOCOL_VERSION}");
            error(&conn.tx, ErrorCode::Version, &why);
            return Flow::Close;
        }
        conn.greeted = true;
        let player = match token {
            Some(token) => match self.store.player_by_token(&hash_token(&token)).await {
                Ok(Some(player)) => Some(player),
                Ok(None) => {
                    error(&conn.tx, ErrorCode::UnknownToken, "unknown token: sign in again");
                    None
                }
                Err(e) => {
                    error(&conn.tx, ErrorCode::Invalid, &format!("store: {e}"));
                    None
                }
            },
            None => None,
        };
        // A second hello on the same connection replaces the player it speaks for (the same
        // player again keeps its place).
        if conn.player.as_ref().map(|(id, _)| *id) != player.as_ref().map(|(id, _)| *id) {
            self.unregister(conn);
            conn.player = None;
            if let Some(player) = player {
                self.set_player(conn, player);
            }
        }
        let (player, name) = conn.player.clone().map_or((None, None), |(id, name)| (Some(PlayerId(id)), Some(name)));
        send(&conn.tx, ServerMessage::Welcome { version: PROTOCOL_VERSION, server_time_ms: now_ms(), player, name });
        self.returned(conn).await;
        // A client follows a few games: a longer list is cut rather than answered in full.
        let resume = &resume[..resume.len().min(MAX_RESUMED_GAMES)];
        for entry in resume {
            self.resync(conn, &entry.game, entry.seq).await;
        }
        self.seat_again(conn, resume).await;
        Flow::Continue
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
        let mut state = self.state();
        state.leaving.remove(&player.0);
        state.online.entry(player.0).or_default().push((conn.id, conn.tx.clone()));
        conn.player = Some(player);
    }

    /// The player of `conn` is back: seats reported gone come back.
    async fn returned(&self, conn: &Conn) {
        if let Some((player, _)) = &conn.player {
            self.presence(*player, true).await;
        }
    }

    async fn sign_in(&self, conn: &mut Conn, name: String) {
        let name = match guard::player_name(&name) {
            Ok(name) => name,
            Err(why) => return error(&conn.tx, ErrorCode::Invalid, &why),
        };
        if conn.limited && !self.sign_ins.allow(conn.ip) {
            let why = "too many new players from your address: try again later, or greet with your token";
            return error(&conn.tx, ErrorCode::RateLimited, why);
        }
        let token = match random_text(24) {
            Ok(token) => token,
            Err(e) => return error(&conn.tx, ErrorCode::Invalid, &e),
        };
        match self.store.create_player(&name, &hash_token(&token)).await {
            Ok(id) => {
                // Signing in again on one connection replaces the player it spoke for.
                self.unregister(conn);
                self.set_player(conn, (id, name.clone()));
                send(&conn.tx, ServerMessage::SignedIn { player: PlayerId(id), name, token });
            }
            Err(e) => error(&conn.tx, ErrorCode::Invalid, &format!("store: {e}")),
        }
    }

    async fn watch_lobby(&self, conn: &Conn) {
        let (seeks, games): (Vec<SeekInfo>, Vec<_>) = {
            let mut state = self.state();
            if !state.lobby.iter().any(|(id, _)| *id == conn.id) {
                state.lobby.push((conn.id, conn.tx.clone()));
            }
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

    /// Checks a seek's or challenge's settings; the error text when they cannot be played.
    fn check_settings(&self, game: Variant, clock: Option<ClockSetup>, seats: u8) -> Result<(), String> {
        if seats != game.seats() {
            return Err(format!("{game} has {} seats", game.seats()));
        }
        guard::clock(clock, self.settings.min_clock_base)
    }

    fn seek(&self, conn: &Conn, player: u64, name: String, game: Variant, clock: Option<ClockSetup>, seats: u8) {
        if let Err(why) = self.check_settings(game, clock, seats) {
            return error(&conn.tx, ErrorCode::Invalid, &why);
        }
        let info = {
            let mut state = self.state();
            if state.seeks.values().filter(|s| s.info.by.0 == player).count() >= MAX_SEEKS_PER_PLAYER {
                drop(state);
                let why = format!("you have {MAX_SEEKS_PER_PLAYER} open seeks, the most one player may");
                return error(&conn.tx, ErrorCode::Invalid, &why);
            }
            state.next_seek += 1;
            let id = SeekId(state.next_seek);
            let info = SeekInfo { seek: id, by: PlayerId(player), name: name.clone(), game, clock, seats };
            state.seeks.insert(id.0, Seek { info: info.clone(), joined: vec![(player, name)], made: Instant::now() });
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
            // A seek whose player has left is gone, even if not swept yet.
            let seeker = state.seeks.get(&seek.0).map(|s| s.info.by.0);
            if seeker.is_some_and(|p| state.online.get(&p).is_none_or(|c| c.is_empty())) {
                drop(state);
                return error(&conn.tx, missing.0, missing.1);
            }
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
    pub(crate) async fn start_game(&self, setup: GameSetup, joined: Vec<(u64, String)>) -> Result<GameId, String> {
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
        if let Err(why) = self.check_settings(game, clock, seats) {
            return error(&conn.tx, ErrorCode::Invalid, &why);
        }
        let code = {
            let mut state = self.state();
            if state.challenges.values().filter(|c| c.info.by.0 == player).count() >= MAX_CHALLENGES_PER_PLAYER {
                drop(state);
                let why = format!("you have {MAX_CHALLENGES_PER_PLAYER} open challenges, the most one player may");
                return error(&conn.tx, ErrorCode::Invalid, &why);
            }
            // Never two open challenges with one code: a collision draws again.
            let code = loop {
                match guard::new_code() {
                    Ok(code) if !state.challenges.contains_key(&code) => break code,
                    Ok(_) => continue,
                    Err(e) => {
                        drop(state);
                        return error(&conn.tx, ErrorCode::Invalid, &e);
                    }
                }
            };
            let info = SeekInfo { seek: SeekId(0), by: PlayerId(player), name: name.clone(), game, clock, seats };
            state.challenges.insert(code.clone(), Seek { info, joined: vec![(player, name)], made: Instant::now() });
            code
        };
        send(&conn.tx, ServerMessage::ChallengeCreated { code: ChallengeCode(code) });
    }

    async fn accept_challenge(&self, conn: &Conn, player: u64, name: String, code: &ChallengeCode) {
        let code = guard::normal_code(&code.0);
        let full = {
            let mut state = self.state();
            let missing = (ErrorCode::UnknownChallenge, "no such challenge");
            match sit(state.challenges.get_mut(&code), player, name, missing, "you made this challenge") {
                Err((code, why)) => {
                    drop(state);
                    return error(&conn.tx, code, why);
                }
                Ok(false) => return,
                Ok(true) => state.challenges.remove(&code),
            }
        };
        if let Some(full) = full {
            self.start_full(conn, full).await;
        }
    }

    fn decline_challenge(&self, conn: &Conn, code: &ChallengeCode) {
        let code = ChallengeCode(guard::normal_code(&code.0));
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
}
