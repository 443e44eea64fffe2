//! Tabula's online client core, without Bevy: the connection to a `tabula-server` on its own
//! thread ([`Connection`]), and [`OnlineClient`], which keeps the player's identity, the lobby
//! and every followed game ([`GameMirror`]) in step with the server over the protocol of
//! `tabula-protocol`. The desktop client polls it once a frame; tools and tests can drive it
//! directly.

mod address;
mod client;
mod connection;
mod mirror;

pub use address::{DEFAULT_PORT, server_url};
pub use client::{Link, Lobby, Notice, OnlineClient, PlayRefusal, Update};
pub use connection::{Connection, NetEvent, SILENCE_LIMIT, Waker, backoff};
pub use mirror::{Applied, GameMirror, PendingMove, Premove};
