//! What the server's integration tests share: a real WebSocket client, temporary databases
//! (SQLite files, and PostgreSQL databases when a test server is given), and two players
//! seated in a game.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tabula_protocol::*;
use tabula_rules::Variant;
use tokio_tungstenite::tungstenite::Message;

pub type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

pub struct Client {
    pub socket: Socket,
    /// When the last moves were sent: [`play`] keeps under the server's flood limit.
    moves_sent: std::collections::VecDeque<tokio::time::Instant>,
}

impl Client {
    pub async fn connect(addr: std::net::SocketAddr) -> Client {
        let (socket, _) = tokio_tungstenite::connect_async_with_config(format!("ws://{addr}/ws"), None, true)
            .await
            .expect("connects");
        Client { socket, moves_sent: Default::default() }
    }

    pub async fn send(&mut self, message: ClientMessage) {
        self.socket.send(Message::Text(message.to_json().into())).await.expect("sends");
    }

    pub async fn send_raw(&mut self, text: &str) {
        self.socket.send(Message::Text(text.to_owned().into())).await.expect("sends");
    }

    pub async fn recv(&mut self) -> ServerMessage {
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(10), self.socket.next())
                .await
                .expect("an answer within 10 s")
                .expect("open")
                .expect("a frame");
            if let Message::Text(text) = frame {
                return ServerMessage::from_json(text.as_str()).expect("a server message");
            }
        }
    }

    /// Reads until a message `pick` accepts; the others are returned too, in order.
    pub async fn until<T>(&mut self, pick: impl Fn(&ServerMessage) -> Option<T>) -> T {
        for _ in 0..50 {
            let message = self.recv().await;
            if let Some(found) = pick(&message) {
                return found;
            }
        }
        panic!("the expected message never came");
    }

    /// Whether the server closes the connection within 5 s (whatever it says before).
    pub async fn closed(&mut self) -> bool {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            match tokio::time::timeout_at(deadline, self.socket.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    /// Greets and signs in; returns the token.
    pub async fn sign_in(&mut self, name: &str) -> String {
        self.send(ClientMessage::Hello { version: PROTOCOL_VERSION, token: None, resume: vec![] }).await;
        assert!(matches!(self.recv().await, ServerMessage::Welcome { player: None, .. }));
        self.send(ClientMessage::SignIn { name: name.into() }).await;
        match self.recv().await {
            ServerMessage::SignedIn { token, name: signed, .. } => {
                assert_eq!(signed, name);
                token
            }
            other => panic!("not signed in: {other:?}"),
        }
    }
}

pub fn temp_database(name: &str) -> String {
    let dir = std::env::temp_dir().join(format!("tabula-server-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    format!("sqlite:{}", dir.join("server.db").display())
}

/// Two signed-in players in a new game of `variant`: (white, black, game id).
/// Ada (seat 0) and Bo (seat 1) in a new game found by a seek, with their tokens.
pub struct Pair {
    pub ada: Client,
    pub bo: Client,
    pub game: GameId,
    pub ada_token: String,
    pub bo_token: String,
}

pub async fn two_players_in_a_game(
    addr: std::net::SocketAddr,
    variant: Variant,
    clock: Option<tabula_table::ClockSetup>,
) -> Pair {
    let mut ada = Client::connect(addr).await;
    let ada_token = ada.sign_in("Ada").await;
    let mut bo = Client::connect(addr).await;
    let bo_token = bo.sign_in("Bo").await;
    ada.send(ClientMessage::Seek { game: variant, clock, seats: 2 }).await;
    let seek = ada.until(|m| if let ServerMessage::SeekCreated { seek } = m { Some(*seek) } else { None }).await;
    bo.send(ClientMessage::AcceptSeek { seek }).await;
    let game = ada
        .until(|m| if let ServerMessage::GameStarted { game, seat: 0 } = m { Some(game.clone()) } else { None })
        .await;
    let state = ada.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert_eq!(state.seq, 0);
    assert_eq!(state.setup.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(), ["Ada", "Bo"]);
    bo.until(|m| matches!(m, ServerMessage::GameStarted { seat: 1, .. }).then_some(())).await;
    bo.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;
    Pair { ada, bo, game, ada_token, bo_token }
}

pub async fn play(client: &mut Client, game: &GameId, ply: u32, text: &str, id: u64) -> ServerMessage {
    // At most 25 moves in any second, as a person could never exceed: the server refuses more
    // than 30 messages a second from one connection.
    if client.moves_sent.len() >= 25
        && let Some(oldest) = client.moves_sent.pop_front()
    {
        tokio::time::sleep_until(oldest + Duration::from_secs(1)).await;
    }
    client.moves_sent.push_back(tokio::time::Instant::now());
    client.send(ClientMessage::Move { game: game.clone(), ply, text: text.into(), id }).await;
    client.until(|m| matches!(m, ServerMessage::Ack { .. } | ServerMessage::Reject { .. }).then(|| m.clone())).await
}

/// The PostgreSQL server the tests may use: `TABULA_TEST_POSTGRES` names it (a URL whose user
/// may create databases; `.ci/run` starts one). Without it the PostgreSQL tests say so and pass,
/// unless `TABULA_REQUIRE_POSTGRES` is set (CI sets it), when they fail.
pub fn postgres_server() -> Option<String> {
    match std::env::var("TABULA_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var_os("TABULA_REQUIRE_POSTGRES").is_some() => {
            panic!("TABULA_REQUIRE_POSTGRES is set but TABULA_TEST_POSTGRES names no server")
        }
        _ => {
            eprintln!("skipped: no PostgreSQL (set TABULA_TEST_POSTGRES=postgres://USER@HOST:PORT/postgres)");
            None
        }
    }
}

/// A new, empty PostgreSQL database for one test, or `None` without a test server.
pub async fn temp_postgres(name: &str) -> Option<String> {
    let server = postgres_server()?;
    sqlx::any::install_default_drivers();
    let admin = sqlx::AnyPool::connect(&server).await.expect("the test PostgreSQL answers");
    let mut suffix = [0u8; 4];
    getrandom::fill(&mut suffix).expect("random");
    let database = format!("tabula_{name}_{}", suffix.iter().map(|b| format!("{b:02x}")).collect::<String>());
    sqlx::query(&format!("CREATE DATABASE {database}")).execute(&admin).await.expect("creates a database");
    admin.close().await;
    let (base, _) = server.rsplit_once('/').expect("a URL ending in a database name");
    Some(format!("{base}/{database}"))
}

/// The server's `GET /health` answer, read over a plain TCP connection.
pub async fn health(addr: std::net::SocketAddr) -> serde_json::Value {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connects");
    let request = format!("GET /health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).await.expect("asks");
    let mut response = String::new();
    stream.read_to_string(&mut response).await.expect("an answer");
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    let (_, body) = response.split_once("\r\n\r\n").expect("a body");
    serde_json::from_str(body).expect("JSON")
}

/// A server whose clocks may be as short as a second and whose absent players are reported
/// gone at once, for tests that watch time run out.
pub async fn start_quick(database: &str) -> tabula_server::Running {
    start_with(database, |config| {
        config.hub.min_clock_base = Duration::from_secs(1);
        config.hub.presence_grace = Duration::ZERO;
    })
    .await
}

/// Reads messages until an event `pick` accepts; returns it with its sequence number.
pub async fn next_event(client: &mut Client, pick: impl Fn(&GameEvent) -> bool) -> (u64, GameEvent) {
    client
        .until(|m| match m {
            ServerMessage::Event { seq, event, .. } if pick(event) => Some((*seq, event.clone())),
            _ => None,
        })
        .await
}

/// Reads messages until an error or a refusal comes: its code or reason, as text.
pub async fn next_refusal(client: &mut Client) -> String {
    client
        .until(|m| match m {
            ServerMessage::Error { code, .. } => Some(format!("{code:?}")),
            ServerMessage::Reject { reason, .. } => Some(format!("{reason:?}")),
            _ => None,
        })
        .await
}

/// A server with settings changed by `change`.
pub async fn start_with(database: &str, change: impl FnOnce(&mut tabula_server::Config)) -> tabula_server::Running {
    let mut config = tabula_server::Config::new("127.0.0.1:0", database);
    change(&mut config);
    tabula_server::start_with(config).await.expect("starts")
}
