//! Tabula's game server: authoritative, persistent play of Tabula's games over WebSockets
//! (axum on tokio). Every move is checked by the table and the rules crate and committed to the
//! store before it is acknowledged; the wire format is `tabula-protocol` (docs/protocol.md).
//! It also serves the browser build of the client, when given one (src/web.rs).

mod game;
pub mod guard;
mod hub;
pub mod lag;
pub mod limits;
mod listen;
pub mod outbox;
mod play;
pub mod store;
pub mod web;

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::IntoResponse;
use axum::routing::get;
pub use hub::HubSettings;
use hub::{Flow, Hub};
use std::collections::HashMap;
use std::net::IpAddr;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use store::SqlStore;
use tokio::net::TcpListener;

/// The largest frame a client may send (a move is a few dozen bytes): a larger one is answered
/// `too_large` and the connection closes.
pub const MAX_FRAME_BYTES: usize = 16 * 1024;

/// What the WebSocket layer reads at most before giving up on a frame (past
/// [`MAX_FRAME_BYTES`] the server still reads the frame, to answer it properly).
const READ_LIMIT_BYTES: usize = 64 * 1024;

/// Requests not yet answered or upgraded that the server holds at once, from all addresses.
pub const MAX_PENDING_REQUESTS: usize = 4096;

/// What a connection's WebSocket layer may hold unsent (answers to pings among it) before the
/// connection is closed.
const MAX_UNSENT_BYTES: usize = 256 * 1024;

/// A write to a client that does not finish in this long (it stopped reading) closes the
/// connection.
pub const WRITE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(5);

/// Messages a connection may send in one second; more get `rate_limited` and are dropped.
pub const MAX_MESSAGES_PER_SECOND: u32 = 30;

/// A connection that shows no sign of life (no message, no answer to the server's pings) for
/// this long is closed.
pub const IDLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// Connections one address may hold at once (loopback is exempt unless told otherwise: a local
/// load generator or a reverse proxy connects from there).
pub const DEFAULT_CONNECTIONS_PER_ADDRESS: usize = 32;

/// How often the server pings each connection (WebSocket ping frames, which every client
/// answers by itself): the round trips measure its lag (crate::lag).
pub const PING_EVERY: std::time::Duration = std::time::Duration::from_secs(10);

/// The port the server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7470;

/// How to run a server.
#[derive(Debug, Clone)]
pub struct Config {
    /// Address and port to listen on (port 0 picks a free one).
    pub listen: String,
    /// `sqlite:PATH`, `sqlite::memory:` or `postgres://USER:PASSWORD@HOST/NAME`.
    pub database: String,
    pub connections_per_address: usize,
    /// Whether loopback addresses are held to `connections_per_address` too.
    pub limit_loopback: bool,
    /// A reverse proxy whose `X-Forwarded-For` names the client (`--trusted-proxy ADDR`): the
    /// per-address limits then count the forwarded address.
    pub trusted_proxy: Option<IpAddr>,
    /// How the hub treats quiet players, seeks and outboxes.
    pub hub: HubSettings,
    /// The browser build to serve at `/` (`--web DIR`; a folder holding `index.html`), or none.
    pub web: Option<PathBuf>,
}

impl Config {
    pub fn new(listen: &str, database: &str) -> Config {
        Config {
            listen: listen.to_owned(),
            database: database.to_owned(),
            connections_per_address: DEFAULT_CONNECTIONS_PER_ADDRESS,
            limit_loopback: false,
            trusted_proxy: None,
            hub: HubSettings::default(),
            web: None,
        }
    }
}

/// A server running on a background task.
pub struct Running {
    pub addr: SocketAddr,
    pub task: tokio::task::JoinHandle<()>,
    /// The browser build's folder as served (canonical), if there is one.
    pub web: Option<PathBuf>,
}

/// What every request handler shares.
#[derive(Clone)]
struct Shared {
    hub: Arc<Hub<SqlStore>>,
    connections: Arc<std::sync::Mutex<HashMap<IpAddr, usize>>>,
    config: Arc<Config>,
    web: Option<Arc<web::Bundle>>,
}

/// One counted connection of an address; dropping it frees the place.
struct AddressSlot {
    ip: IpAddr,
    connections: Arc<std::sync::Mutex<HashMap<IpAddr, usize>>>,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut connections = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(count) = connections.get_mut(&self.ip) {
            *count -= 1;
            if *count == 0 {
                connections.remove(&self.ip);
            }
        }
    }
}

impl Shared {
    /// Do the per-address limits apply to `ip`? (Loopback is exempt unless told otherwise.)
    fn limited(&self, ip: IpAddr) -> bool {
        !ip.is_loopback() || self.config.limit_loopback
    }

    /// A place for one more connection from `ip`, unless it holds its limit already.
    fn admit(&self, ip: IpAddr) -> Result<Option<AddressSlot>, String> {
        if !self.limited(ip) {
            return Ok(None);
        }
        let mut connections = self.connections.lock().unwrap_or_else(|p| p.into_inner());
        let count = connections.entry(ip).or_insert(0);
        if *count >= self.config.connections_per_address {
            return Err(format!("{ip} already holds {count} connections, the most one address may"));
        }
        *count += 1;
        Ok(Some(AddressSlot { ip, connections: self.connections.clone() }))
    }
}

/// Opens the store at `database`, loads its games and serves on `listen` (port 0 picks a free
/// port: see [`Running::addr`]).
pub async fn start(listen: &str, database: &str) -> Result<Running, String> {
    start_with(Config::new(listen, database)).await
}

/// [`start`] with every setting.
pub async fn start_with(config: Config) -> Result<Running, String> {
    // Checked first: a wrong folder is said before the store is touched.
    let bundle = config.web.as_deref().map(web::Bundle::open).transpose()?.map(Arc::new);
    let store = SqlStore::open(&config.database).await?;
    match store.durability().await {
        Ok(settings) => tracing::info!("store: {:?}, {settings}", store.backend()),
        Err(e) => tracing::warn!("store: settings not read: {e}"),
    }
    let hub = Arc::new(Hub::load(store, config.hub.clone()).await?);
    let listener = TcpListener::bind(&config.listen).await.map_err(|e| format!("{}: {e}", config.listen))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    let config = Arc::new(config);
    let admission = {
        let per_address = config.connections_per_address;
        let config = config.clone();
        let limited =
            move |ip: IpAddr| (!ip.is_loopback() || config.limit_loopback) && config.trusted_proxy != Some(ip);
        Arc::new(listen::Admission::new(per_address, MAX_PENDING_REQUESTS, Box::new(limited)))
    };
    let served = bundle.as_ref().map(|bundle| bundle.root().to_path_buf());
    let shared = Shared { hub: hub.clone(), connections: Arc::default(), config, web: bundle };
    // The site is the fallback: every named route comes first.
    let app = Router::new().route("/ws", get(upgrade)).route("/health", get(health)).fallback(site).with_state(shared);
    // One task for the listener and the clock watch, so that stopping it stops both.
    let task = tokio::spawn(async move {
        let flags = async {
            let mut every = tokio::time::interval(std::time::Duration::from_millis(100));
            every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                every.tick().await;
                hub.watch_games().await;
                hub.sweep().await;
            }
        };
        tokio::select! {
            () = listen::serve(listener, app, admission) => {}
            () = flags => {}
        }
    });
    Ok(Running { addr, task, web: served })
}

async fn site(State(shared): State<Shared>, method: Method, uri: Uri, headers: HeaderMap) -> axum::response::Response {
    web::answer(shared.web.as_deref(), &method, uri.path(), &headers).await
}

async fn health(State(shared): State<Shared>) -> impl IntoResponse {
    let connections: usize = shared.connections.lock().unwrap_or_else(|p| p.into_inner()).values().sum();
    axum::Json(serde_json::json!({
        "status": "ok",
        "protocol": tabula_protocol::PROTOCOL_VERSION,
        "games_in_memory": shared.hub.games_in_memory(),
        "games_set_aside": shared.hub.games_set_aside(),
        "counted_connections": connections,
    }))
}

async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    State(shared): State<Shared>,
) -> axum::response::Response {
    let ip = limits::client_address(peer.ip(), &headers, shared.config.trusted_proxy);
    let slot = match shared.admit(ip) {
        Ok(slot) => slot,
        Err(why) => return (StatusCode::TOO_MANY_REQUESTS, why).into_response(),
    };
    let hub = shared.hub.clone();
    let limited = shared.limited(ip);
    // Messages are small: 4 KiB buffers instead of the default 128 KiB each way keep an idle
    // connection cheap (the read buffer is allocated whole for every connection).
    ws.max_message_size(READ_LIMIT_BYTES)
        .max_frame_size(READ_LIMIT_BYTES)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(4 * 1024)
        .max_write_buffer_size(MAX_UNSENT_BYTES)
        .on_upgrade(move |socket| async move {
            connection(socket, hub, ip, limited).await;
            drop(slot);
        })
        .into_response()
}

/// An error the server says before it closes the connection.
fn closing_error(code: tabula_protocol::ErrorCode, message: String) -> tabula_protocol::ServerMessage {
    tabula_protocol::ServerMessage::Error { code, message }
}

/// One client: frames in are handled in order; messages out go through a bounded outbox so
/// that any task (a move by another player) can write to this client, and a client that stops
/// reading is cut off (a full outbox, or a write that does not finish in [`WRITE_TIMEOUT`]).
async fn connection(mut socket: WebSocket, hub: Arc<Hub<SqlStore>>, ip: IpAddr, limited: bool) {
    let (tx, mut inbox) = outbox::outbox(hub.settings.outbox_capacity);
    let mut conn = hub.connect(tx, ip, limited);
    let mut window = (tokio::time::Instant::now(), 0u32);
    let mut last_heard = tokio::time::Instant::now();
    // The first ping goes at once, so that the first move already has a measured lag. One
    // timer serves both the pings and the idle limit: an idle connection costs little.
    let mut ping_at = tokio::time::Instant::now();
    let mut ping_sent: Option<(u64, tokio::time::Instant)> = None;
    let mut next_ping = 0u64;
    // Said last, before the connection closes (an error the client should read).
    let mut farewell = None;
    loop {
        tokio::select! {
            _ = tokio::time::sleep_until(ping_at.min(last_heard + IDLE_TIMEOUT)) => {
                let now = tokio::time::Instant::now();
                if now >= last_heard + IDLE_TIMEOUT {
                    break;
                }
                next_ping += 1;
                ping_sent = Some((next_ping, now));
                ping_at = now + PING_EVERY;
                let ping = socket.send(Message::Ping(next_ping.to_be_bytes().to_vec().into()));
                if !matches!(tokio::time::timeout(WRITE_TIMEOUT, ping).await, Ok(Ok(()))) {
                    break;
                }
            }
            () = inbox.overflow.notified() => {
                tracing::debug!("connection {}: outbox full, closed", conn.id);
                break;
            }
            outgoing = inbox.rx.recv() => {
                let Some(message) = outgoing else { break };
                // Whatever else is waiting (a move's event and its ack come together) goes out
                // in the same write.
                let mut burst = vec![message];
                while burst.len() < 64 {
                    match inbox.rx.try_recv() {
                        Ok(more) => burst.push(more),
                        Err(_) => break,
                    }
                }
                if !matches!(tokio::time::timeout(WRITE_TIMEOUT, Box::pin(send_all(&mut socket, burst))).await, Ok(Ok(()))) {
                    break;
                }
            }
            incoming = socket.recv() => {
                let frame = match incoming {
                    Some(Ok(frame)) => frame,
                    Some(Err(e)) => {
                        if is_too_long(&e) {
                            let why = format!("a frame holds at most {MAX_FRAME_BYTES} bytes");
                            farewell = Some(closing_error(tabula_protocol::ErrorCode::TooLarge, why));
                        }
                        break;
                    }
                    None => break,
                };
                // Pings count too: each is answered, so a flood of them is a flood of work.
                if matches!(frame, Message::Text(_) | Message::Binary(_) | Message::Ping(_)) {
                    last_heard = tokio::time::Instant::now();
                    if window.0.elapsed() >= std::time::Duration::from_secs(1) {
                        window = (last_heard, 0);
                    }
                    window.1 += 1;
                    if window.1 > 4 * MAX_MESSAGES_PER_SECOND {
                        // Far past the limit, whatever is said: the connection goes.
                        break;
                    }
                    if window.1 > MAX_MESSAGES_PER_SECOND {
                        if matches!(frame, Message::Ping(_)) {
                            // A client's pings are for keeping a line alive, not a stream.
                            break;
                        }
                        let message = format!("more than {MAX_MESSAGES_PER_SECOND} messages a second");
                        conn.tx.send(closing_error(tabula_protocol::ErrorCode::RateLimited, message));
                        continue;
                    }
                }
                match frame {
                    Message::Text(text) if text.len() > MAX_FRAME_BYTES => {
                        let why = format!("a frame holds at most {MAX_FRAME_BYTES} bytes, this one {}", text.len());
                        farewell = Some(closing_error(tabula_protocol::ErrorCode::TooLarge, why));
                        break;
                    }
                    Message::Text(text) => {
                        // Boxed: the handler's future is large (every message's state), and
                        // inline it would make every idle connection's task that large too.
                        if Box::pin(hub.handle(&mut conn, text.as_str())).await == Flow::Close {
                            break;
                        }
                    }
                    Message::Binary(_) => {
                        let why = "binary frames are not part of the protocol: send JSON text";
                        conn.tx.send(closing_error(tabula_protocol::ErrorCode::Malformed, why.to_owned()));
                    }
                    Message::Pong(payload) => {
                        last_heard = tokio::time::Instant::now();
                        // Only the answer to the latest ping counts: an old or made-up one says
                        // nothing about the line now.
                        if let Some((id, sent)) = ping_sent
                            && payload.as_ref() == id.to_be_bytes()
                        {
                            conn.lag.observe(sent.elapsed());
                            ping_sent = None;
                        }
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) => {}
                }
            }
        }
    }
    // What was queued before the end (a version error), and the farewell, go out if they can.
    let mut last: Vec<_> = std::iter::from_fn(|| inbox.rx.try_recv().ok()).take(64).collect();
    last.extend(farewell);
    if !last.is_empty() {
        let _ = tokio::time::timeout(WRITE_TIMEOUT, Box::pin(send_all(&mut socket, last))).await;
    }
    let _ = tokio::time::timeout(WRITE_TIMEOUT, socket.send(Message::Close(None))).await;
    Box::pin(hub.disconnect(&conn)).await;
}

/// Whether a read failed because the frame was over the WebSocket layer's limit.
fn is_too_long(error: &axum::Error) -> bool {
    let text = error.to_string().to_ascii_lowercase();
    text.contains("too long") || text.contains("too big") || text.contains("limit")
}

/// Writes messages to the socket and flushes once.
async fn send_all(socket: &mut WebSocket, messages: Vec<tabula_protocol::ServerMessage>) -> Result<(), axum::Error> {
    use futures_util::SinkExt;
    for message in messages {
        socket.feed(Message::Text(message.to_json().into())).await?;
    }
    socket.flush().await
}
