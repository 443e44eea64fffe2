//! A connection's queue of messages to send, bounded: a reader that falls behind (a full queue)
//! is cut off, as lila-ws does with slow consumers, instead of holding the server's memory.

use std::sync::Arc;
use tabula_protocol::ServerMessage;
use tokio::sync::{Notify, mpsc};

/// Messages one connection may have waiting. A burst of events (a resync of a long game) fits;
/// a connection that stops reading fills it within seconds.
pub const OUTBOX_CAPACITY: usize = 1024;

/// The sending half, cloned wherever a connection must be told something.
#[derive(Clone)]
pub struct Outbox {
    tx: mpsc::Sender<ServerMessage>,
    overflow: Arc<Notify>,
}

/// The connection's half: the messages, and the signal that the queue overflowed.
pub struct Inbox {
    pub rx: mpsc::Receiver<ServerMessage>,
    pub overflow: Arc<Notify>,
}

pub fn outbox(capacity: usize) -> (Outbox, Inbox) {
    let (tx, rx) = mpsc::channel(capacity.max(1));
    let overflow = Arc::new(Notify::new());
    (Outbox { tx, overflow: overflow.clone() }, Inbox { rx, overflow })
}

impl Outbox {
    /// Queues a message; a full queue marks the connection for closing (the message is lost,
    /// and so is the connection: its client resyncs when it comes back).
    pub fn send(&self, message: ServerMessage) {
        match self.tx.try_send(message) {
            Ok(()) => {}
            // A closed connection's messages go nowhere; its reader ends the connection.
            Err(mpsc::error::TrySendError::Closed(_)) => {}
            Err(mpsc::error::TrySendError::Full(_)) => self.overflow.notify_one(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_full_queue_signals_overflow() {
        let (tx, mut inbox) = outbox(2);
        let ping = || ServerMessage::Pong { id: 1, server_time_ms: 0 };
        tx.send(ping());
        tx.send(ping());
        let overflowed = tokio::time::timeout(std::time::Duration::from_millis(50), inbox.overflow.notified());
        assert!(overflowed.await.is_err(), "no overflow yet");
        tx.send(ping());
        let overflowed = tokio::time::timeout(std::time::Duration::from_millis(50), inbox.overflow.notified());
        assert!(overflowed.await.is_ok(), "the third message overflows");
        assert!(inbox.rx.recv().await.is_some());
    }
}
