//! The desktop's WebSocket: on a thread of its own (a small tokio runtime with
//! tokio-tungstenite), so that nobody who polls it ever waits on the network. It reconnects by
//! itself with growing pauses.

use super::{NetEvent, SILENCE_LIMIT, Waker, backoff};
use futures_util::{SinkExt, StreamExt};
use std::sync::mpsc;
use std::time::Duration;
use tabula_protocol::{ClientMessage, ServerMessage};
use tokio::sync::mpsc as async_mpsc;
use tokio_tungstenite::tungstenite::Message;

enum Command {
    Send(ClientMessage),
    Close,
}

/// The network thread's side of the reports: the channel, and whoever is to be woken.
struct Reports {
    sender: mpsc::Sender<NetEvent>,
    waker: std::sync::Arc<std::sync::Mutex<Option<Waker>>>,
}

impl Reports {
    /// Sends a report and wakes the poller; `Err` when nobody listens any more.
    fn send(&self, event: NetEvent) -> Result<(), ()> {
        self.sender.send(event).map_err(|_| ())?;
        if let Some(wake) = self.waker.lock().ok().and_then(|slot| slot.clone()) {
            wake();
        }
        Ok(())
    }
}

/// A connection to one server, kept open (and reopened) until dropped.
pub struct Connection {
    commands: async_mpsc::UnboundedSender<Command>,
    /// Behind a lock only so that a `Connection` can be shared (a Bevy resource must be `Sync`);
    /// one owner polls it.
    events: std::sync::Mutex<mpsc::Receiver<NetEvent>>,
    waker: std::sync::Arc<std::sync::Mutex<Option<Waker>>>,
}

impl Connection {
    /// Starts the network thread for `url` (`ws://HOST:PORT/ws`); it connects at once.
    pub fn open(url: &str) -> Result<Connection, String> {
        let (commands, incoming) = async_mpsc::unbounded_channel();
        let (events, receiver) = mpsc::channel();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| format!("network thread: {e}"))?;
        let url = url.to_owned();
        let waker = std::sync::Arc::new(std::sync::Mutex::new(None));
        let reports = Reports { sender: events, waker: waker.clone() };
        std::thread::Builder::new()
            .name("tabula-network".into())
            .spawn(move || runtime.block_on(run(url, incoming, reports)))
            .map_err(|e| format!("network thread: {e}"))?;
        Ok(Connection { commands, events: std::sync::Mutex::new(receiver), waker })
    }

    /// Whom the network thread wakes after each report (the app's event loop).
    pub fn set_waker(&self, waker: Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(waker);
        }
    }

    /// Queues a message; while the link is down it is dropped (the client resends what must
    /// not be lost after the next `Connected`).
    pub fn send(&self, message: ClientMessage) {
        let _ = self.commands.send(Command::Send(message));
    }

    /// Everything the thread reported since the last call, without waiting.
    pub fn poll(&self) -> Vec<NetEvent> {
        self.events.lock().map(|events| events.try_iter().collect()).unwrap_or_default()
    }

    /// The next report, waiting at most `timeout` (for tools and tests; a frame never waits).
    pub fn wait(&self, timeout: Duration) -> Option<NetEvent> {
        self.events.lock().ok()?.recv_timeout(timeout).ok()
    }
}

impl Drop for Connection {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Close);
    }
}

/// Why a session on one socket ended.
enum Ended {
    Lost(String),
    /// Closed on purpose (the connection was dropped): the thread ends.
    Closed,
}

async fn run(url: String, mut commands: async_mpsc::UnboundedReceiver<Command>, events: Reports) {
    let mut attempt = 0u32;
    loop {
        let connecting = tokio_tungstenite::connect_async_with_config(url.as_str(), None, true);
        let reason = match tokio::time::timeout(Duration::from_secs(10), connecting).await {
            Ok(Ok((socket, _))) => {
                attempt = 0;
                if events.send(NetEvent::Connected).is_err() {
                    return;
                }
                match session(socket, &mut commands, &events).await {
                    Ended::Closed => return,
                    Ended::Lost(reason) => reason,
                }
            }
            Ok(Err(error)) => error.to_string(),
            Err(_) => "no answer within 10 s".to_owned(),
        };
        attempt += 1;
        let retry_in = backoff(attempt);
        if events.send(NetEvent::Lost { reason, attempt, retry_in }).is_err() {
            return;
        }
        // While waiting, messages have nowhere to go; a close ends the thread at once.
        let pause = tokio::time::sleep(retry_in);
        tokio::pin!(pause);
        loop {
            tokio::select! {
                () = &mut pause => break,
                command = commands.recv() => match command {
                    None | Some(Command::Close) => return,
                    Some(Command::Send(_)) => {}
                },
            }
        }
    }
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn session(mut socket: Socket, commands: &mut async_mpsc::UnboundedReceiver<Command>, events: &Reports) -> Ended {
    let mut last_heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            () = tokio::time::sleep_until(last_heard + SILENCE_LIMIT) => {
                return Ended::Lost(format!("no word from the server for {} s", SILENCE_LIMIT.as_secs()));
            }
            command = commands.recv() => match command {
                None | Some(Command::Close) => {
                    let _ = socket.close(None).await;
                    return Ended::Closed;
                }
                Some(Command::Send(message)) => {
                    if let Err(error) = socket.send(Message::Text(message.to_json().into())).await {
                        return Ended::Lost(error.to_string());
                    }
                }
            },
            frame = socket.next() => {
                last_heard = tokio::time::Instant::now();
                let event = match frame {
                    Some(Ok(Message::Text(text))) => match ServerMessage::from_json(text.as_str()) {
                        Ok(message) => NetEvent::Message(message),
                        Err(why) => NetEvent::Unreadable(why),
                    },
                    // Pings are answered by the WebSocket layer as it reads.
                    Some(Ok(Message::Close(frame))) => {
                        let why = frame.map_or_else(|| "the server closed the connection".to_owned(), |f| f.reason.to_string());
                        return Ended::Lost(why);
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(error)) => return Ended::Lost(error.to_string()),
                    None => return Ended::Lost("the server closed the connection".to_owned()),
                };
                if events.send(event).is_err() {
                    let _ = socket.close(None).await;
                    return Ended::Closed;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reconnection_pauses_double_up_to_ten_seconds() {
        let pauses: Vec<u64> = (1..=8).map(|a| backoff(a).as_millis() as u64).collect();
        assert_eq!(pauses, [500, 1000, 2000, 4000, 8000, 10000, 10000, 10000]);
    }
}
