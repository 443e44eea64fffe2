//! Tabula's client-server protocol: every message between the desktop client (or any other
//! client) and the game server, as serde types written as JSON, one object per WebSocket text
//! frame. The wire format is pinned by golden tests (tests/golden.rs) and described for client
//! writers in docs/protocol.md. Bump [`PROTOCOL_VERSION`] with any change a client could notice.

mod game;
mod ids;
mod messages;
mod replay;

pub use game::{EndedBy, GameEvent, GameSetupInfo, GameState, OfferKind, OpenOffer, SeatInfo};
pub use ids::{ChallengeCode, GameId, PlayerId, SeekId};
pub use messages::{
    ClientMessage, ErrorCode, GameSummary, LobbyChange, RejectReason, Resume, Role, SeekInfo, ServerMessage,
};

pub use replay::{Viewer, apply_event, new_online_table, online_setup, resigned_seat, table_of_state};

use tabula_rules::Points;

/// The version `hello` and `welcome` carry; a server refuses clients of another.
pub const PROTOCOL_VERSION: u32 = 1;

/// Points as the wire writes them: "1", "0", "1/2", "4/3".
pub fn points_text(points: Points) -> String {
    points.to_string()
}

/// Points from their wire text; `None` for anything else.
pub fn parse_points(text: &str) -> Option<Points> {
    let (numerator, denominator) = text.split_once('/').unwrap_or((text, "1"));
    let (numerator, denominator): (u32, u32) = (numerator.parse().ok()?, denominator.parse().ok()?);
    (denominator > 0).then(|| Points::new(numerator, denominator))
}
