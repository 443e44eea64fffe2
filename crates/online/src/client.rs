//! The online client: who this player is, the state of the link, the lobby, and every game
//! followed, kept in step with the server's messages. It says hello (with its token and the
//! games to resume) on every connection, resends unacknowledged moves after a reconnection,
//! resyncs a game when its event stream has a gap, and sends a premove when its turn comes.
//! Polled once a frame; it never blocks.

use crate::connection::{Connection, NetEvent};
use crate::mirror::{Applied, GameMirror, PendingMove, Premove};
use std::collections::BTreeMap;
use tabula_protocol::{
    ChallengeCode, ClientMessage, ErrorCode, GameId, GameSummary, LobbyChange, OfferKind, PROTOCOL_VERSION, PlayerId,
    RejectReason, Resume, Role, SeekId, SeekInfo, ServerMessage,
};
use tabula_rules::{PieceKind, Seat, Variant};
use tabula_table::ClockSetup;
use web_time::{Duration, Instant};

/// The state of the link to the server.
#[derive(Debug, Clone, PartialEq)]
pub enum Link {
    Connecting,
    /// Connected and greeted.
    Online,
    /// Lost; the next attempt is at `retry_at`.
    Reconnecting {
        reason: String,
        attempt: u32,
        retry_at: Instant,
    },
    /// The server refused this client for good (another protocol version).
    Refused(String),
}

impl Link {
    /// The time until the next attempt, while reconnecting.
    pub fn retry_in(&self) -> Option<Duration> {
        match self {
            Link::Reconnecting { retry_at, .. } => Some(retry_at.saturating_duration_since(Instant::now())),
            Link::Connecting | Link::Online | Link::Refused(_) => None,
        }
    }
}

/// The lobby as the server last described it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Lobby {
    pub seeks: Vec<SeekInfo>,
    pub games: Vec<GameSummary>,
    /// This player's open seek.
    pub my_seek: Option<SeekId>,
    /// The code of this player's open challenge.
    pub my_challenge: Option<ChallengeCode>,
}

/// What changed, for whoever shows it.
#[derive(Debug, Clone, PartialEq)]
pub enum Update {
    LinkChanged,
    /// A new guest identity: keep the token to be the same player next time.
    SignedIn {
        name: String,
        token: String,
    },
    LobbyChanged,
    /// A game began for this client (as a player) or was joined (as a spectator).
    GameStarted {
        game: GameId,
    },
    GameChanged {
        game: GameId,
    },
    /// The server refused a move; the game shows the confirmed position again.
    MoveRefused {
        game: GameId,
        reason: RejectReason,
        detail: String,
    },
    /// A premove could not be played when its turn came.
    PremoveCancelled {
        game: GameId,
    },
    /// Anything else the server refused or reported.
    Notice(Notice),
}

/// What the server refused or reported besides moves, as data: the client words it in the
/// player's language. Texts inside are the server's or the rules' English details.
#[derive(Debug, Clone, PartialEq)]
pub enum Notice {
    /// A message that could not be read (the reason).
    Unreadable(String),
    /// The player's challenge (its code) was declined.
    ChallengeDeclined(String),
    /// A game's state did not fit the rules here (the game, the reason).
    GameNotShown { game: GameId, why: String },
    /// A request about a game was refused.
    Refused { reason: RejectReason, detail: String },
    /// The server's error, with its message.
    Error { code: ErrorCode, message: String },
}

/// Why the client would not send a move.
#[derive(Debug, Clone, PartialEq)]
pub enum PlayRefusal {
    NoSuchGame,
    /// The player watches this game.
    Watching,
    GameOver,
    /// The rules or the table refused it here.
    Table(tabula_table::TableError),
}

impl std::fmt::Display for PlayRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayRefusal::NoSuchGame => f.write_str("no such game"),
            PlayRefusal::Watching => f.write_str("you are watching this game"),
            PlayRefusal::GameOver => f.write_str("the game is over"),
            PlayRefusal::Table(error) => error.fmt(f),
        }
    }
}

pub struct OnlineClient {
    connection: Connection,
    pub url: String,
    /// The name to sign in with when the server does not know this client yet.
    pub name: String,
    pub token: Option<String>,
    pub player: Option<PlayerId>,
    pub link: Link,
    pub lobby: Lobby,
    pub games: BTreeMap<GameId, GameMirror>,
    /// Seats told by `game_started`, waiting for the game's snapshot.
    starting: BTreeMap<GameId, u8>,
    watching_lobby: bool,
    next_id: u64,
    /// Server time minus local time, from the last pong (for display).
    pub server_offset_ms: i64,
}

impl OnlineClient {
    /// Connects to `url` as `name`, with the token of an earlier sign-in if there is one.
    pub fn connect(url: &str, name: &str, token: Option<String>) -> Result<OnlineClient, String> {
        Ok(OnlineClient {
            connection: Connection::open(url)?,
            url: url.to_owned(),
            name: name.to_owned(),
            token,
            player: None,
            link: Link::Connecting,
            lobby: Lobby::default(),
            games: BTreeMap::new(),
            starting: BTreeMap::new(),
            watching_lobby: false,
            // Ids start from the clock, so that two devices of one player seldom share them (the
            // server tells a resend from a new move by its text as well).
            next_id: web_time::SystemTime::now()
                .duration_since(web_time::UNIX_EPOCH)
                .map_or(1, |d| d.as_millis() as u64),
            server_offset_ms: 0,
        })
    }

    /// Whom to wake when the network brings something (see `connection::Waker`).
    pub fn set_waker(&self, waker: crate::connection::Waker) {
        self.connection.set_waker(waker);
    }

    /// Handles everything the network brought since the last call.
    pub fn poll(&mut self) -> Vec<Update> {
        let mut updates = Vec::new();
        for event in self.connection.poll() {
            self.handle(event, &mut updates);
        }
        updates
    }

    /// Like [`poll`](Self::poll), but waits up to `timeout` for the first event (tools and
    /// tests; a frame never calls this).
    pub fn poll_wait(&mut self, timeout: Duration) -> Vec<Update> {
        let mut updates = Vec::new();
        if let Some(event) = self.connection.wait(timeout) {
            self.handle(event, &mut updates);
        }
        updates.extend(self.poll());
        updates
    }

    fn send(&self, message: ClientMessage) {
        self.connection.send(message);
    }

    fn handle(&mut self, event: NetEvent, updates: &mut Vec<Update>) {
        match event {
            NetEvent::Connected => {
                let resume = self.games.values().map(|g| Resume { game: g.id.clone(), seq: g.seq }).collect::<Vec<_>>();
                self.send(ClientMessage::Hello { version: PROTOCOL_VERSION, token: self.token.clone(), resume });
                // Moves made while the link was down, or sent and never acknowledged, go again
                // (same ply and id): the server plays each at most once, and refuses a stale one.
                let ids: Vec<GameId> = self.games.keys().cloned().collect();
                for id in ids {
                    self.resend_pending(&id);
                }
            }
            NetEvent::Lost { reason, attempt, retry_in } => {
                if !matches!(self.link, Link::Refused(_)) {
                    self.link = Link::Reconnecting { reason, attempt, retry_at: Instant::now() + retry_in };
                    updates.push(Update::LinkChanged);
                }
            }
            NetEvent::Unreadable(why) => updates.push(Update::Notice(Notice::Unreadable(why))),
            NetEvent::Message(message) => self.receive(message, updates),
        }
    }

    fn receive(&mut self, message: ServerMessage, updates: &mut Vec<Update>) {
        match message {
            ServerMessage::Welcome { player, name, server_time_ms, .. } => {
                self.note_server_time(server_time_ms);
                self.link = Link::Online;
                updates.push(Update::LinkChanged);
                match (player, name) {
                    (Some(player), Some(name)) => {
                        self.player = Some(player);
                        self.name = name;
                        self.after_greeting();
                    }
                    // Unknown here (or a token the server refused): a new guest.
                    _ if self.token.is_none() => self.send(ClientMessage::SignIn { name: self.name.clone() }),
                    _ => {}
                }
            }
            ServerMessage::SignedIn { player, name, token } => {
                self.player = Some(player);
                self.token = Some(token.clone());
                self.name = name.clone();
                updates.push(Update::SignedIn { name, token });
                self.after_greeting();
            }
            ServerMessage::Pong { server_time_ms, .. } => self.note_server_time(server_time_ms),
            ServerMessage::Lobby { seeks, games } => {
                self.lobby.seeks = seeks;
                self.lobby.games = games;
                updates.push(Update::LobbyChanged);
            }
            ServerMessage::LobbyChanged { change } => {
                match change {
                    LobbyChange::SeekAdded { seek } => self.lobby.seeks.push(seek),
                    LobbyChange::SeekRemoved { seek } => {
                        self.lobby.seeks.retain(|s| s.seek != seek);
                        if self.lobby.my_seek == Some(seek) {
                            self.lobby.my_seek = None;
                        }
                    }
                    LobbyChange::GameAdded { game } => self.lobby.games.push(game),
                    LobbyChange::GameRemoved { game } => self.lobby.games.retain(|g| g.game != game),
                }
                updates.push(Update::LobbyChanged);
            }
            ServerMessage::SeekCreated { seek } => {
                self.lobby.my_seek = Some(seek);
                updates.push(Update::LobbyChanged);
            }
            ServerMessage::ChallengeCreated { code } => {
                self.lobby.my_challenge = Some(code);
                updates.push(Update::LobbyChanged);
            }
            ServerMessage::ChallengeDeclined { code } => {
                if self.lobby.my_challenge.as_ref() == Some(&code) {
                    self.lobby.my_challenge = None;
                }
                updates.push(Update::Notice(Notice::ChallengeDeclined(code.0)));
            }
            ServerMessage::GameStarted { game, seat } => {
                self.starting.insert(game, seat);
                self.lobby.my_seek = None;
                self.lobby.my_challenge = None;
            }
            ServerMessage::Snapshot { state } => {
                let id = state.game.clone();
                let result = match self.games.get_mut(&id) {
                    Some(mirror) => mirror.reset(&state).map(|()| false),
                    None => {
                        let seat = self.starting.remove(&id).or_else(|| {
                            // A game resumed after a restart: our seat is where our player sits.
                            let me = self.player?;
                            state.setup.seats.iter().position(|s| s.player == me).map(|s| s as u8)
                        });
                        GameMirror::from_state(&state, seat.map(Seat)).map(|mirror| {
                            self.games.insert(id.clone(), mirror);
                            true
                        })
                    }
                };
                match result {
                    Ok(new) => {
                        updates.push(if new {
                            Update::GameStarted { game: id.clone() }
                        } else {
                            Update::GameChanged { game: id.clone() }
                        });
                        self.fire_premove(&id, updates);
                    }
                    Err(why) => updates.push(Update::Notice(Notice::GameNotShown { game: id, why: why.to_string() })),
                }
            }
            ServerMessage::Event { game, seq, event } => {
                let Some(mirror) = self.games.get_mut(&game) else { return };
                match mirror.apply(seq, &event) {
                    Ok(Applied::Next) => {
                        updates.push(Update::GameChanged { game: game.clone() });
                        self.fire_premove(&game, updates);
                    }
                    Ok(Applied::Old) => {}
                    Ok(Applied::Gap { have }) => self.send(ClientMessage::Resync { game, seq: have }),
                    // Our copy disagrees with the server: ask for the whole state.
                    Err(_) => self.send(ClientMessage::Resync { game, seq: 0 }),
                }
            }
            ServerMessage::Ack { game, id, .. } => {
                if let Some(mirror) = self.games.get_mut(&game) {
                    mirror.pending.retain(|p| p.id != id);
                }
            }
            ServerMessage::Reject { game, id, reason, detail } => {
                let Some(mirror) = self.games.get_mut(&game) else {
                    return updates.push(Update::Notice(Notice::Refused { reason, detail }));
                };
                match id.and_then(|id| mirror.pending.iter().position(|p| p.id == id)) {
                    Some(index) => {
                        mirror.pending.truncate(index);
                        updates.push(Update::MoveRefused { game: game.clone(), reason, detail });
                        updates.push(Update::GameChanged { game });
                    }
                    // A resent move the server had already played comes back stale: nothing
                    // to tell.
                    None if reason == RejectReason::StalePly => {}
                    None => updates.push(Update::Notice(Notice::Refused { reason, detail })),
                }
            }
            ServerMessage::Error { code, message } => {
                match code {
                    ErrorCode::Version => self.link = Link::Refused(message.clone()),
                    // The server does not know our token (another server, or its data was
                    // reset): the welcome that follows signs in a new guest.
                    ErrorCode::UnknownToken => self.token = None,
                    _ => {}
                }
                updates.push(Update::Notice(Notice::Error { code, message }));
            }
        }
    }

    fn note_server_time(&mut self, server_time_ms: u64) {
        let local =
            web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
        self.server_offset_ms = server_time_ms as i64 - local;
    }

    /// Once the server knows who we are: follow the lobby again if we did.
    fn after_greeting(&mut self) {
        if self.watching_lobby {
            self.send(ClientMessage::WatchLobby);
        }
    }

    /// Sends the game's unacknowledged moves again (same ply and id: never played twice).
    fn resend_pending(&self, id: &GameId) {
        let Some(mirror) = self.games.get(id) else { return };
        for pending in &mirror.pending {
            self.send(ClientMessage::Move {
                game: id.clone(),
                ply: pending.ply,
                text: pending.text.clone(),
                id: pending.id,
            });
        }
    }

    /// Plays the game's premove if its turn has come; cancels it if it is not legal then.
    fn fire_premove(&mut self, id: &GameId, updates: &mut Vec<Update>) {
        let Some(mirror) = self.games.get(id) else { return };
        let Some(premove) = mirror.premove else { return };
        if mirror.is_over() {
            return;
        }
        if !mirror.my_turn() {
            return;
        }
        if let Some(mirror) = self.games.get_mut(id) {
            mirror.premove = None;
        }
        if self.send_move(id, premove.from, premove.to, premove.promotion).is_err() {
            updates.push(Update::PremoveCancelled { game: id.clone() });
        }
        updates.push(Update::GameChanged { game: id.clone() });
    }

    /// Follows the lobby (now and after every reconnection).
    pub fn watch_lobby(&mut self) {
        self.watching_lobby = true;
        if self.link == Link::Online {
            self.send(ClientMessage::WatchLobby);
        }
    }

    pub fn seek(&self, game: Variant, clock: Option<ClockSetup>) {
        self.send(ClientMessage::Seek { game, clock, seats: game.seats() });
    }

    pub fn cancel_seek(&self) {
        if let Some(seek) = self.lobby.my_seek {
            self.send(ClientMessage::CancelSeek { seek });
        }
    }

    pub fn accept_seek(&self, seek: SeekId) {
        self.send(ClientMessage::AcceptSeek { seek });
    }

    pub fn challenge(&self, game: Variant, clock: Option<ClockSetup>) {
        self.send(ClientMessage::Challenge { game, clock, seats: game.seats() });
    }

    /// Accepts a friend's code (spaces, dashes and case do not matter).
    pub fn accept_challenge(&self, code: &str) -> Result<(), String> {
        let code: String = code.chars().filter(|c| !c.is_whitespace() && *c != '-').collect::<String>().to_uppercase();
        if code.is_empty() || code.len() > 16 || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err("A challenge code is eight letters and digits, like 7KQ2M9XD.".to_owned());
        }
        self.send(ClientMessage::AcceptChallenge { code: ChallengeCode(code) });
        Ok(())
    }

    /// Watches a game in progress.
    pub fn watch(&self, game: &GameId) {
        self.send(ClientMessage::Join { game: game.clone(), role: Role::Spectator });
    }

    /// Stops following a game (it is forgotten here too).
    pub fn leave(&mut self, game: &GameId) {
        self.send(ClientMessage::Leave { game: game.clone() });
        self.games.remove(game);
    }

    /// A move from one cell to another: sent at once (and shown as pending) on this seat's
    /// turn, kept as the premove otherwise. An illegal move is refused here with the rules'
    /// reason, before it reaches the network.
    pub fn play_cells(
        &mut self,
        game: &GameId,
        from: u8,
        to: u8,
        promotion: Option<PieceKind>,
    ) -> Result<(), PlayRefusal> {
        let mirror = self.games.get_mut(game).ok_or(PlayRefusal::NoSuchGame)?;
        let seat = mirror.seat.ok_or(PlayRefusal::Watching)?;
        if mirror.is_over() {
            return Err(PlayRefusal::GameOver);
        }
        if mirror.shown().to_move() != seat {
            mirror.premove = Some(Premove { from, to, promotion });
            return Ok(());
        }
        self.send_move(game, from, to, promotion)
    }

    /// A move in the game's notation, on this seat's turn.
    pub fn play_text(&mut self, game: &GameId, text: &str) -> Result<(), PlayRefusal> {
        let mirror = self.games.get_mut(game).ok_or(PlayRefusal::NoSuchGame)?;
        let seat = mirror.seat.ok_or(PlayRefusal::Watching)?;
        let mut shown = mirror.shown();
        let played = shown.play_as(seat, text).map_err(PlayRefusal::Table)?;
        self.push_pending(game, played.text)
    }

    fn send_move(&mut self, game: &GameId, from: u8, to: u8, promotion: Option<PieceKind>) -> Result<(), PlayRefusal> {
        let mirror = self.games.get_mut(game).ok_or(PlayRefusal::NoSuchGame)?;
        let mut shown = mirror.shown();
        let played = shown.play_cells(from, to, promotion).map_err(PlayRefusal::Table)?;
        self.push_pending(game, played.text)
    }

    fn push_pending(&mut self, game: &GameId, text: String) -> Result<(), PlayRefusal> {
        let id = self.next_id;
        self.next_id += 1;
        let mirror = self.games.get_mut(game).ok_or(PlayRefusal::NoSuchGame)?;
        let ply = (mirror.confirmed().moves().len() + mirror.pending.len()) as u32;
        mirror.pending.push(PendingMove { ply, text: text.clone(), id });
        self.send(ClientMessage::Move { game: game.clone(), ply, text, id });
        Ok(())
    }

    /// Forgets the premove (a right-click).
    pub fn cancel_premove(&mut self, game: &GameId) {
        if let Some(mirror) = self.games.get_mut(game) {
            mirror.premove = None;
        }
    }

    pub fn offer(&self, game: &GameId, offer: OfferKind) {
        self.send(ClientMessage::Offer { game: game.clone(), offer });
    }

    pub fn answer(&self, game: &GameId, yes: bool) {
        self.send(ClientMessage::Answer { game: game.clone(), yes });
    }

    pub fn withdraw(&self, game: &GameId) {
        self.send(ClientMessage::Withdraw { game: game.clone() });
    }

    pub fn resign(&self, game: &GameId) {
        self.send(ClientMessage::Resign { game: game.clone() });
    }

    pub fn claim_draw(&self, game: &GameId) {
        self.send(ClientMessage::ClaimDraw { game: game.clone() });
    }

    /// Asks for the server's time (the answer corrects [`server_offset_ms`](Self::server_offset_ms)).
    pub fn ping(&mut self) {
        let id = self.next_id;
        self.next_id += 1;
        self.send(ClientMessage::Ping { id });
    }
}
