//! The WebSocket to the server, behind one seam with two sides: on the desktop a thread of its
//! own (native.rs), in the browser the page's WebSocket (web.rs). Either way nobody who polls it
//! waits on the network, it reconnects by itself with growing pauses, and it wakes whoever
//! sleeps between polls. What to say after a reconnection (hello, resync, resent moves) is the
//! client's business, not the connection's.

use std::time::Duration;
use tabula_protocol::ServerMessage;

#[cfg(not(target_arch = "wasm32"))]
mod native;
#[cfg(target_arch = "wasm32")]
mod web;

#[cfg(not(target_arch = "wasm32"))]
pub use native::Connection;
#[cfg(target_arch = "wasm32")]
pub use web::Connection;

/// What the network thread reports.
#[derive(Debug, Clone, PartialEq)]
pub enum NetEvent {
    /// The socket is open (again): time to say hello.
    Connected,
    Message(ServerMessage),
    /// A frame that is not a message of this protocol version.
    Unreadable(String),
    /// The connection failed or broke; the next attempt comes after `retry_in`.
    Lost {
        reason: String,
        attempt: u32,
        retry_in: Duration,
    },
}

/// How long without any frame (the server pings every 10 s) before the link counts as broken.
pub const SILENCE_LIMIT: Duration = Duration::from_secs(30);

/// The pause before reconnection attempt `attempt` (1, 2, ...): 0.5 s doubling up to 10 s.
pub fn backoff(attempt: u32) -> Duration {
    let doublings = attempt.saturating_sub(1).min(5);
    (Duration::from_millis(500) * (1 << doublings)).min(Duration::from_secs(10))
}

/// Called by the network thread after each report, so that an app that sleeps between inputs
/// wakes up to poll (a frame never waits on the network, and the network never waits for a
/// frame).
pub type Waker = std::sync::Arc<dyn Fn() + Send + Sync>;
