//! A hostile client against the real server (port 0, temporary SQLite): what one connection or
//! address can make the server hold is bounded (seeks, challenges, lobby watches, accounts,
//! connections behind a proxy, a reader that stops reading, a request that never ends its
//! headers), what it sends is checked (names, codes, binary and oversized frames), and one
//! corrupt game in the store does not stop the server.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use std::time::Duration;
use tabula_protocol::*;
use tabula_rules::Variant;
use tokio_tungstenite::tungstenite::Message;

/// Sends `message`: "created" for a seek or challenge made, else the error's code.
async fn answer_to(client: &mut Client, message: ClientMessage) -> String {
    client.send(message).await;
    client
        .until(|m| match m {
            ServerMessage::SeekCreated { .. } | ServerMessage::ChallengeCreated { .. } => Some("created".to_owned()),
            ServerMessage::Error { code, .. } => Some(format!("{code:?}")),
            _ => None,
        })
        .await
}

#[tokio::test]
async fn one_player_holds_few_seeks_and_challenges_and_they_go_with_the_player() {
    let server = start_with(&temp_database("seeks"), |c| c.hub.seek_lifetime = Duration::from_secs(2)).await;
    let mut ada = Client::connect(server.addr).await;
    ada.sign_in("Ada").await;
    for n in 0..4 {
        let seek = ClientMessage::Seek { game: Variant::Chess, clock: None, seats: 2 };
        assert_eq!(answer_to(&mut ada, seek).await, if n < 3 { "created" } else { "Invalid" }, "seek {n}");
    }
    for n in 0..6 {
        let challenge = ClientMessage::Challenge { game: Variant::Brandubh, clock: None, seats: 2 };
        assert_eq!(answer_to(&mut ada, challenge).await, if n < 5 { "created" } else { "Invalid" }, "challenge {n}");
    }
    // Watching the lobby twice watches it once.
    let mut cy = Client::connect(server.addr).await;
    cy.sign_in("Cy").await;
    for _ in 0..2 {
        cy.send(ClientMessage::WatchLobby).await;
        let seeks =
            cy.until(|m| if let ServerMessage::Lobby { seeks, .. } = m { Some(seeks.len()) } else { None }).await;
        assert_eq!(seeks, 3);
    }
    // Ada leaves: her seeks go, each told once.
    drop(ada);
    let mut removed = Vec::new();
    while removed.len() < 3 {
        if let ServerMessage::LobbyChanged { change } = cy.recv().await {
            match change {
                LobbyChange::SeekRemoved { seek } => removed.push(seek),
                other => panic!("only the removals: {other:?}"),
            }
        }
    }
    removed.sort_by_key(|s| s.0);
    removed.dedup();
    assert_eq!(removed.len(), 3, "each removal told once");

    // A seek lapses after its lifetime.
    let mut bo = Client::connect(server.addr).await;
    bo.sign_in("Bo").await;
    bo.send(ClientMessage::Seek { game: Variant::Trigame, clock: None, seats: 2 }).await;
    cy.until(|m| matches!(m, ServerMessage::LobbyChanged { change: LobbyChange::SeekAdded { .. } }).then_some(()))
        .await;
    let lapsed = cy
        .until(|m| matches!(m, ServerMessage::LobbyChanged { change: LobbyChange::SeekRemoved { .. } }).then_some(()));
    assert_eq!(tokio::time::timeout(Duration::from_secs(5), lapsed).await, Ok(()));
    server.task.abort();
}

#[tokio::test]
async fn signing_in_again_on_one_connection_replaces_the_player() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("resign-in")).await.expect("starts");
    let mut cy = Client::connect(server.addr).await;
    cy.sign_in("Cy").await;
    cy.send(ClientMessage::WatchLobby).await;
    cy.until(|m| matches!(m, ServerMessage::Lobby { .. }).then_some(())).await;
    let mut ada = Client::connect(server.addr).await;
    ada.sign_in("Ada").await;
    ada.send(ClientMessage::Seek { game: Variant::Chess, clock: None, seats: 2 }).await;
    ada.until(|m| matches!(m, ServerMessage::SeekCreated { .. }).then_some(())).await;
    // The same connection becomes another player: Ada no longer has a connection, so her seek
    // goes, and the connection does not speak for her any more.
    ada.send(ClientMessage::SignIn { name: "Ann".into() }).await;
    ada.until(|m| matches!(m, ServerMessage::SignedIn { .. }).then_some(())).await;
    cy.until(|m| matches!(m, ServerMessage::LobbyChanged { change: LobbyChange::SeekAdded { .. } }).then_some(()))
        .await;
    let removed = cy
        .until(|m| matches!(m, ServerMessage::LobbyChanged { change: LobbyChange::SeekRemoved { .. } }).then_some(()));
    assert_eq!(tokio::time::timeout(Duration::from_secs(3), removed).await, Ok(()));
    server.task.abort();
}

#[tokio::test]
async fn names_are_checked_and_sign_ins_are_limited_per_address() {
    let server = start_with(&temp_database("names"), |c| {
        c.limit_loopback = true;
        c.hub.sign_ins_per_window = 3;
    })
    .await;
    let mut client = Client::connect(server.addr).await;
    client.send(ClientMessage::Hello { version: PROTOCOL_VERSION, token: None, resume: vec![] }).await;
    client.until(|m| matches!(m, ServerMessage::Welcome { .. }).then_some(())).await;
    for bad in ["", "   ", "two\nlines", "bell\u{7}", "abc\u{202E}txt", "a-very-long-name-past-24-chars"] {
        client.send(ClientMessage::SignIn { name: bad.into() }).await;
        assert_eq!(next_refusal(&mut client).await, "Invalid", "{bad:?}");
    }
    for n in 0..4 {
        client.send(ClientMessage::SignIn { name: format!("  Guest {n} ") }).await;
        let answer = client
            .until(|m| match m {
                ServerMessage::SignedIn { name, .. } => Some(name.clone()),
                ServerMessage::Error { code, .. } => Some(format!("{code:?}")),
                _ => None,
            })
            .await;
        assert_eq!(answer, if n < 3 { format!("Guest {n}") } else { "RateLimited".to_owned() });
    }
    server.task.abort();
}

#[tokio::test]
async fn challenge_codes_carry_forty_bits_and_read_as_typed() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("codes")).await.expect("starts");
    let mut ada = Client::connect(server.addr).await;
    ada.sign_in("Ada").await;
    ada.send(ClientMessage::Challenge { game: Variant::Trigame, clock: None, seats: 2 }).await;
    let code =
        ada.until(|m| if let ServerMessage::ChallengeCreated { code } = m { Some(code.0.clone()) } else { None }).await;
    assert_eq!(code.len(), 8, "{code}");
    assert!(code.chars().all(|c| "0123456789ABCDEFGHJKMNPQRSTVWXYZ".contains(c)), "{code}");
    let mut bo = Client::connect(server.addr).await;
    bo.sign_in("Bo").await;
    let typed = format!("{}-{}", code[..4].to_lowercase(), &code[4..]);
    bo.send(ClientMessage::AcceptChallenge { code: ChallengeCode(typed) }).await;
    bo.until(|m| matches!(m, ServerMessage::GameStarted { seat: 1, .. }).then_some(())).await;
    server.task.abort();
}

#[tokio::test]
async fn binary_and_oversized_frames_are_answered() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("frames")).await.expect("starts");
    let mut client = Client::connect(server.addr).await;
    client.socket.send(Message::Binary(vec![1, 2, 3].into())).await.expect("sends");
    assert!(matches!(client.recv().await, ServerMessage::Error { code: ErrorCode::Malformed, .. }));
    client.send_raw(&format!("{{\"type\":\"ping\",\"id\":1,\"pad\":\"{}\"}}", "x".repeat(20_000))).await;
    assert!(matches!(client.recv().await, ServerMessage::Error { code: ErrorCode::TooLarge, .. }));
    assert!(client.closed().await, "the connection closes after a frame too large");
    server.task.abort();
}

#[tokio::test]
async fn a_reader_that_stops_reading_is_cut_off() {
    let server = start_with(&temp_database("slow-reader"), |c| c.hub.outbox_capacity = 64).await;
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    // Fourteen moves (knights out and back, short of a fivefold repetition).
    let shuffle = ["g1f3", "g8f6", "f3g1", "f6g8"];
    for ply in 0..14u32 {
        let mover = if ply % 2 == 0 { &mut ada } else { &mut bo };
        let text = shuffle[ply as usize % 4];
        assert!(matches!(play(mover, &game, ply, text, u64::from(ply)).await, ServerMessage::Ack { .. }));
    }
    // A spectator with a tiny receive window asks for the whole game again and again, and
    // never reads.
    let socket = tokio::net::TcpSocket::new_v4().expect("socket");
    socket.set_recv_buffer_size(4096).expect("buffer");
    let stream = socket.connect(server.addr).await.expect("connects");
    let (mut greedy, _) =
        tokio_tungstenite::client_async(format!("ws://{}/ws", server.addr), stream).await.expect("upgrades");
    let hello = ClientMessage::Hello { version: PROTOCOL_VERSION, token: None, resume: vec![] };
    greedy.send(Message::Text(hello.to_json().into())).await.expect("sends");
    for _ in 0..8 {
        for _ in 0..25 {
            let resync = ClientMessage::Resync { game: game.clone(), seq: 1 };
            if greedy.send(Message::Text(resync.to_json().into())).await.is_err() {
                break;
            }
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    // It was owed 200 x 13 events; the server gave up on it long before.
    let mut received = 0;
    let closed = tokio::time::timeout(Duration::from_secs(15), async {
        while let Some(Ok(frame)) = greedy.next().await {
            if matches!(frame, Message::Close(_)) {
                break;
            }
            received += 1;
        }
    })
    .await;
    assert!(closed.is_ok(), "the server still holds a connection that does not read ({received} messages read)");
    assert!(received < 200 * 13, "cut off after {received} messages");
    // The players go on.
    assert!(matches!(play(&mut ada, &game, 14, "e2e4", 100).await, ServerMessage::Ack { .. }));
    server.task.abort();
}

#[tokio::test]
async fn a_trusted_proxy_names_the_address_that_is_limited() {
    let server = start_with(&temp_database("proxy"), |c| {
        c.connections_per_address = 2;
        c.trusted_proxy = Some("127.0.0.1".parse().expect("address"));
    })
    .await;
    let through_proxy = |client: &'static str| {
        let url = format!("ws://{}/ws", server.addr);
        async move {
            use tokio_tungstenite::tungstenite::client::IntoClientRequest;
            let mut request = url.into_client_request().expect("request");
            request.headers_mut().insert("x-forwarded-for", format!("198.51.100.1, {client}").parse().expect("header"));
            tokio_tungstenite::connect_async(request).await.map(|(socket, _)| socket)
        }
    };
    let first = through_proxy("203.0.113.5").await.expect("first");
    let second = through_proxy("203.0.113.5").await.expect("second");
    assert!(through_proxy("203.0.113.5").await.is_err(), "a third from one client address is refused");
    let other = through_proxy("203.0.113.6").await.expect("another client address");
    drop((first, second, other));
    server.task.abort();
}

#[tokio::test]
async fn unfinished_requests_are_dropped_and_counted_per_address() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let server = start_with(&temp_database("slowloris"), |c| {
        c.limit_loopback = true;
        c.connections_per_address = 3;
    })
    .await;
    let mut held = Vec::new();
    for _ in 0..4 {
        let mut stream = tokio::net::TcpStream::connect(server.addr).await.expect("connects");
        stream.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n").await.expect("writes");
        held.push(stream);
    }
    // The fourth unfinished request from one address is closed at once.
    let mut buffer = [0u8; 256];
    let fourth = tokio::time::timeout(Duration::from_secs(2), held[3].read(&mut buffer)).await;
    assert!(matches!(fourth, Ok(Ok(0)) | Ok(Err(_))), "the fourth is closed at once: {fourth:?}");
    // The others are dropped when the header deadline passes.
    let first = tokio::time::timeout(Duration::from_secs(15), held[0].read(&mut buffer)).await;
    assert!(first.is_ok(), "the server still waits for the headers after 15 s");
    server.task.abort();
}

#[tokio::test]
async fn a_flood_of_ping_frames_closes_the_connection() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("ping-flood")).await.expect("starts");
    let mut client = Client::connect(server.addr).await;
    for _ in 0..200 {
        if client.socket.send(Message::Ping(vec![7; 125].into())).await.is_err() {
            break;
        }
    }
    assert!(client.closed().await, "the server still answers a flood of pings");
    server.task.abort();
}

#[tokio::test]
async fn a_corrupt_game_in_the_store_is_set_aside_and_the_others_load() {
    let database = temp_database("set-aside");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let mut games = Vec::new();
    for _ in 0..4 {
        let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
        assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { .. }));
        assert!(matches!(play(&mut bo, &game, 1, "e7e5", 1).await, ServerMessage::Ack { .. }));
        games.push(game);
    }
    server.task.abort();
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(&database).await.expect("opens");
    let corrupt = [
        format!("UPDATE events SET event = 'not json' WHERE game = '{}' AND seq = 2", games[0]),
        format!("DELETE FROM events WHERE game = '{}' AND seq = 1", games[1]),
        format!("UPDATE events SET event = replace(event, 'e7e5', 'e7e2') WHERE game = '{}' AND seq = 2", games[2]),
    ];
    for statement in corrupt {
        sqlx::query(&statement).execute(&pool).await.expect("corrupts");
    }
    pool.close().await;
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts with a corrupt store");
    assert_eq!(health(server.addr).await["games_set_aside"], 3);
    let mut cy = Client::connect(server.addr).await;
    cy.sign_in("Cy").await;
    cy.send(ClientMessage::Join { game: games[3].clone(), role: Role::Spectator }).await;
    let state = cy.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert_eq!(state.moves, ["e2e4", "e7e5"]);
    server.task.abort();
}
