//! The browser's WebSocket (through `ewebsock`): the page's own socket, whose events the
//! browser delivers between frames; polling takes what came, and a lost link is opened again
//! after the same growing pauses as on the desktop. The browser answers the server's pings by
//! itself and never shows them, so there is no silence limit here: a dead link is found by the
//! browser, or by the server's next message failing to come.

use super::{NetEvent, Waker, backoff};
use send_wrapper::SendWrapper;
use std::sync::{Arc, Mutex};
use tabula_protocol::{ClientMessage, ServerMessage};
use web_time::{Duration, Instant};

/// An open (or opening) socket.
struct Live {
    sender: SendWrapper<ewebsock::WsSender>,
    receiver: ewebsock::WsReceiver,
}

/// Where the link stands between polls.
struct State {
    live: Option<Live>,
    /// Failed attempts since the last open link.
    attempt: u32,
    /// When to try again while no socket is open.
    retry_at: Option<Instant>,
}

/// A connection to one server, kept open (and reopened) until dropped.
pub struct Connection {
    url: String,
    state: Mutex<State>,
    waker: Arc<Mutex<Option<Waker>>>,
}

impl Connection {
    /// Opens the socket to `url` (`ws://HOST:PORT/ws`); it connects at once.
    pub fn open(url: &str) -> Result<Connection, String> {
        let connection = Connection {
            url: url.to_owned(),
            state: Mutex::new(State { live: None, attempt: 0, retry_at: None }),
            waker: Arc::new(Mutex::new(None)),
        };
        let live = connection.connect()?;
        if let Ok(mut state) = connection.state.lock() {
            state.live = Some(live);
        }
        Ok(connection)
    }

    fn connect(&self) -> Result<Live, String> {
        let slot = self.waker.clone();
        let wake = move || {
            if let Some(wake) = slot.lock().ok().and_then(|slot| slot.clone()) {
                wake();
            }
        };
        let (sender, receiver) = ewebsock::connect_with_wakeup(&self.url, ewebsock::Options::default(), wake)?;
        Ok(Live { sender: SendWrapper::new(sender), receiver })
    }

    /// Whom to wake when the socket brings something (the app's event loop).
    pub fn set_waker(&self, waker: Waker) {
        if let Ok(mut slot) = self.waker.lock() {
            *slot = Some(waker);
        }
    }

    /// Sends a message; while the link is down it is dropped (the client resends what must
    /// not be lost after the next `Connected`).
    pub fn send(&self, message: ClientMessage) {
        if let Ok(mut state) = self.state.lock()
            && let Some(live) = state.live.as_mut()
        {
            live.sender.send(ewebsock::WsMessage::Text(message.to_json()));
        }
    }

    /// Everything the socket reported since the last call, and a new attempt when one is due.
    pub fn poll(&self) -> Vec<NetEvent> {
        let Ok(mut state) = self.state.lock() else { return Vec::new() };
        let mut events = Vec::new();
        if state.live.is_none() && state.retry_at.is_some_and(|at| Instant::now() >= at) {
            state.retry_at = None;
            match self.connect() {
                Ok(live) => state.live = Some(live),
                Err(reason) => lose(&mut state, reason, &mut events),
            }
        }
        while let Some(event) = state.live.as_ref().and_then(|live| live.receiver.try_recv()) {
            match event {
                ewebsock::WsEvent::Opened => {
                    state.attempt = 0;
                    events.push(NetEvent::Connected);
                }
                ewebsock::WsEvent::Message(ewebsock::WsMessage::Text(text)) => {
                    events.push(match ServerMessage::from_json(&text) {
                        Ok(message) => NetEvent::Message(message),
                        Err(why) => NetEvent::Unreadable(why),
                    });
                }
                ewebsock::WsEvent::Message(_) => {}
                ewebsock::WsEvent::Error(reason) => lose(&mut state, reason, &mut events),
                ewebsock::WsEvent::Closed => {
                    lose(&mut state, "the server closed the connection".to_owned(), &mut events)
                }
            }
        }
        events
    }

    /// What the socket reported (the browser cannot wait: this is one poll's first report).
    pub fn wait(&self, _timeout: Duration) -> Option<NetEvent> {
        self.poll().into_iter().next()
    }
}

/// The socket is gone: the next attempt after a pause.
fn lose(state: &mut State, reason: String, events: &mut Vec<NetEvent>) {
    if state.live.take().is_none() && state.retry_at.is_some() {
        return;
    }
    state.attempt += 1;
    let retry_in = backoff(state.attempt);
    state.retry_at = Some(Instant::now() + retry_in);
    events.push(NetEvent::Lost { reason, attempt: state.attempt, retry_in });
}
