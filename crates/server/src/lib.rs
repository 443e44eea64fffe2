//! Tabula's game server: authoritative, persistent play of Tabula's games over WebSockets
//! (axum on tokio). Every move is checked by the table and the rules crate and committed to the
//! store before it is acknowledged; the wire format is `tabula-protocol` (docs/protocol.md).

mod game;
mod hub;
pub mod store;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::response::IntoResponse;
use axum::routing::get;
use hub::Hub;
use std::net::SocketAddr;
use std::sync::Arc;
use store::SqliteStore;
use tokio::net::TcpListener;

/// The largest frame a client may send (a move is a few dozen bytes).
pub const MAX_FRAME_BYTES: usize = 16 * 1024;

/// Messages a connection may send in one second; more get `rate_limited` and are dropped.
pub const MAX_MESSAGES_PER_SECOND: u32 = 30;

/// A connection that sends nothing (not even a ping) for this long is closed.
pub const IDLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(120);

/// The port the server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7470;

/// A server running on a background task.
pub struct Running {
    pub addr: SocketAddr,
    pub task: tokio::task::JoinHandle<()>,
}

/// Opens the store at `database` (`sqlite:PATH`), loads its games and serves on `listen`
/// (port 0 picks a free port: see [`Running::addr`]).
pub async fn start(listen: &str, database: &str) -> Result<Running, String> {
    let store = SqliteStore::open(database).await?;
    let hub = Arc::new(Hub::load(store).await?);
    let app = Router::new()
        .route("/ws", get(upgrade))
        .route("/health", get(|| async { axum::Json(serde_json::json!({"status": "ok"})) }))
        .with_state(hub.clone());
    let listener = TcpListener::bind(listen).await.map_err(|e| format!("{listen}: {e}"))?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    // One task for the listener and the flag watch, so that stopping it stops both.
    let task = tokio::spawn(async move {
        let flags = async {
            let mut every = tokio::time::interval(std::time::Duration::from_millis(100));
            loop {
                every.tick().await;
                hub.watch_flags().await;
            }
        };
        tokio::select! {
            served = axum::serve(listener, app) => {
                if let Err(error) = served {
                    tracing::error!("server stopped: {error}");
                }
            }
            () = flags => {}
        }
    });
    Ok(Running { addr, task })
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub<SqliteStore>>>) -> impl IntoResponse {
    // Messages are small: 4 KiB buffers instead of the default 128 KiB each way keep an idle
    // connection cheap (the read buffer is allocated whole for every connection).
    ws.max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .read_buffer_size(4 * 1024)
        .write_buffer_size(4 * 1024)
        .on_upgrade(move |socket| connection(socket, hub))
}

/// One client: frames in are handled in order; messages out go through a channel so that any
/// task (a move by another player) can write to this client.
async fn connection(mut socket: WebSocket, hub: Arc<Hub<SqliteStore>>) {
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let mut conn = hub.connect(tx);
    let mut window = (tokio::time::Instant::now(), 0u32);
    let mut last_heard = tokio::time::Instant::now();
    loop {
        tokio::select! {
            _ = tokio::time::sleep_until(last_heard + IDLE_TIMEOUT) => break,
            outgoing = rx.recv() => {
                let Some(message) = outgoing else { break };
                if socket.send(Message::Text(message.to_json().into())).await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                match incoming {
                    Some(Ok(Message::Text(text))) => {
                        last_heard = tokio::time::Instant::now();
                        if window.0.elapsed() >= std::time::Duration::from_secs(1) {
                            window = (last_heard, 0);
                        }
                        window.1 += 1;
                        if window.1 > MAX_MESSAGES_PER_SECOND {
                            let message = format!("more than {MAX_MESSAGES_PER_SECOND} messages a second");
                            let error = tabula_protocol::ServerMessage::Error {
                                code: tabula_protocol::ErrorCode::RateLimited,
                                message,
                            };
                            if socket.send(Message::Text(error.to_json().into())).await.is_err() {
                                break;
                            }
                            continue;
                        }
                        hub.handle(&mut conn, text.as_str()).await;
                    }
                    Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => {}
                }
            }
        }
    }
    hub.disconnect(&conn).await;
}
