//! The messages: what a client sends and what the server sends, one JSON object per WebSocket
//! text frame, told apart by their `type` (docs/protocol.md).

use crate::game::{GameEvent, GameSetupInfo, GameState, OfferKind};
use crate::ids::{ChallengeCode, GameId, PlayerId, SeekId};
use serde::{Deserialize, Serialize};
use tabula_rules::Variant;
use tabula_table::ClockSetup;

/// A game the client follows and the last event it has of it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resume {
    pub game: GameId,
    pub seq: u64,
}

/// How a client joins a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Take back one's own seat (the server knows which from the token).
    Player,
    /// Watch: the same stream, nothing to send but `resync`.
    Spectator,
}

/// Client to server.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message of every connection.
    Hello {
        version: u32,
        /// The token a previous `signed_in` gave; none for a newcomer.
        token: Option<String>,
        /// Games to pick up again after a reconnection.
        #[serde(default)]
        resume: Vec<Resume>,
    },
    /// Becomes a guest with this name (a new player and token).
    SignIn {
        name: String,
    },
    /// Follow the lobby: a `lobby` now and `lobby_changed` after.
    WatchLobby,
    /// An open seek for anyone to accept.
    Seek {
        game: Variant,
        clock: Option<ClockSetup>,
        seats: u8,
    },
    CancelSeek {
        seek: SeekId,
    },
    AcceptSeek {
        seek: SeekId,
    },
    /// A private game: the server answers with a code for a friend.
    Challenge {
        game: Variant,
        clock: Option<ClockSetup>,
        seats: u8,
    },
    AcceptChallenge {
        code: ChallengeCode,
    },
    DeclineChallenge {
        code: ChallengeCode,
    },
    Join {
        game: GameId,
        role: Role,
    },
    Leave {
        game: GameId,
    },
    /// A move: `ply` is the number of moves the sender has seen (a stale one is refused), `id`
    /// the sender's own number for the message (a resend with the same ply and id is
    /// acknowledged again, never played twice).
    Move {
        game: GameId,
        ply: u32,
        text: String,
        id: u64,
    },
    Offer {
        game: GameId,
        offer: OfferKind,
    },
    Answer {
        game: GameId,
        yes: bool,
    },
    Withdraw {
        game: GameId,
    },
    Resign {
        game: GameId,
    },
    ClaimDraw {
        game: GameId,
    },
    /// Claims the win of an untimed game whose player to move has been away for long
    /// (docs/server.md, "Abandoned games").
    ClaimVictory {
        game: GameId,
    },
    /// Events after `seq`, or a snapshot when they are too old.
    Resync {
        game: GameId,
        seq: u64,
    },
    Ping {
        id: u64,
    },
}

/// Why the server refused a game action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RejectReason {
    /// The rules refused the move (the detail says why).
    Illegal,
    NotYourTurn,
    /// The sender has not seen the latest moves.
    StalePly,
    GameOver,
    /// The sender holds no seat in this game (or watches it).
    NotYourSeat,
    UnknownGame,
    /// The table refused the action (an offer now, a claim without a draw...).
    NotNow,
}

/// Why the server refused a message outside a game, or closes the connection.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The client speaks another protocol version (the connection closes).
    Version,
    /// Not JSON, or not a message this version knows.
    Malformed,
    /// A frame over the size limit (the connection closes).
    TooLarge,
    /// Too many messages a second.
    RateLimited,
    /// `hello` first, and `sign_in` before playing.
    Unauthorized,
    /// The token is not known (sign in again).
    UnknownToken,
    UnknownSeek,
    UnknownChallenge,
    /// The request is valid but cannot be met (a seat count the game does not have...).
    Invalid,
}

/// An open seek as the lobby lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeekInfo {
    pub seek: SeekId,
    pub by: PlayerId,
    pub name: String,
    pub game: Variant,
    pub clock: Option<ClockSetup>,
    pub seats: u8,
}

/// A game in progress as the lobby lists it (to watch).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSummary {
    pub game: GameId,
    pub setup: GameSetupInfo,
    pub ply: u32,
}

/// A change of the lobby.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "snake_case")]
pub enum LobbyChange {
    SeekAdded { seek: SeekInfo },
    SeekRemoved { seek: SeekId },
    GameAdded { game: GameSummary },
    GameRemoved { game: GameId },
}

/// Server to client.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to `hello`: the server's time (for clocks) and, with a known token, who the
    /// client is. The resumed games' events or snapshots follow.
    Welcome {
        version: u32,
        server_time_ms: u64,
        player: Option<PlayerId>,
        name: Option<String>,
    },
    /// A new guest: keep the token to be the same player after a restart.
    SignedIn {
        player: PlayerId,
        name: String,
        token: String,
    },
    Lobby {
        seeks: Vec<SeekInfo>,
        games: Vec<GameSummary>,
    },
    LobbyChanged {
        change: LobbyChange,
    },
    SeekCreated {
        seek: SeekId,
    },
    ChallengeCreated {
        code: ChallengeCode,
    },
    ChallengeDeclined {
        code: ChallengeCode,
    },
    /// A game with the client in a seat began; its snapshot follows the same way as on join.
    GameStarted {
        game: GameId,
        seat: u8,
    },
    /// A move of this client's was committed: `seq` is its event's number.
    Ack {
        game: GameId,
        id: u64,
        ply: u32,
        seq: u64,
    },
    /// An action was refused; `id` names the move it answers, if it answers one.
    Reject {
        game: GameId,
        id: Option<u64>,
        reason: RejectReason,
        detail: String,
    },
    /// One event of a game's stream.
    Event {
        game: GameId,
        seq: u64,
        event: GameEvent,
    },
    /// A game's whole state, replacing what the client has.
    Snapshot {
        state: GameState,
    },
    Pong {
        id: u64,
        server_time_ms: u64,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
}

impl ClientMessage {
    /// Reads one frame's text; a message this version does not know is an error, never a panic.
    /// A message is a JSON object (serde would also read a struct from an array).
    pub fn from_json(text: &str) -> Result<ClientMessage, String> {
        if !text.trim_start().starts_with('{') {
            return Err("a message is one JSON object".to_owned());
        }
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}

impl ServerMessage {
    pub fn from_json(text: &str) -> Result<ServerMessage, String> {
        serde_json::from_str(text).map_err(|e| e.to_string())
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
