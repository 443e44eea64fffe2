//! The real server on 127.0.0.1 port 0 with a temporary database (SQLite, and PostgreSQL for
//! the restart test when one is given), played by real WebSocket clients: whole games, refused
//! moves with their reasons, a resent move, a resign, offers, clocks, limits, and restarts on
//! the same database that keep every game.

mod common;

use common::*;
use std::time::Duration;
use tabula_protocol::*;
use tabula_rules::Variant;

#[tokio::test]
async fn a_whole_game_refused_moves_and_a_restart_that_keeps_it() {
    whole_game_and_restart(&temp_database("game")).await;
}

#[tokio::test]
async fn the_same_on_postgresql() {
    if let Some(database) = temp_postgres("game").await {
        whole_game_and_restart(&database).await;
    }
}

/// Fool's mate with every kind of refusal on the way, watched by a spectator; then a restart on
/// the same database, after which the finished game (no longer loaded at start-up) is still
/// there to resume.
async fn whole_game_and_restart(database: &str) {
    let database = database.to_owned();
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let Pair { mut ada, mut bo, game, ada_token: token, .. } =
        two_players_in_a_game(server.addr, Variant::Chess, None).await;
    let mut cy = Client::connect(server.addr).await;
    cy.sign_in("Cy").await;
    cy.send(ClientMessage::Join { game: game.clone(), role: Role::Spectator }).await;
    cy.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;

    assert!(matches!(play(&mut ada, &game, 0, "f2f3", 1).await, ServerMessage::Ack { seq: 1, ply: 0, .. }));
    // The same move resent is acknowledged again, not played twice.
    assert!(matches!(play(&mut ada, &game, 0, "f2f3", 1).await, ServerMessage::Ack { seq: 1, .. }));
    let refused = |m: ServerMessage| if let ServerMessage::Reject { reason, .. } = m { Some(reason) } else { None };
    assert_eq!(refused(play(&mut ada, &game, 1, "e2e4", 2).await), Some(RejectReason::NotYourTurn));
    assert_eq!(refused(play(&mut bo, &game, 0, "e7e5", 1).await), Some(RejectReason::StalePly));
    assert_eq!(refused(play(&mut bo, &game, 1, "e7e4", 1).await), Some(RejectReason::Illegal));
    let unknown = GameId("nope".into());
    assert_eq!(refused(play(&mut bo, &unknown, 1, "e7e5", 1).await), Some(RejectReason::UnknownGame));
    // Garbage and unknown messages get an error, and the connection stays usable.
    bo.send_raw("{\"type\":\"teleport\"}").await;
    assert!(matches!(bo.recv().await, ServerMessage::Error { code: ErrorCode::Malformed, .. }));
    assert!(matches!(play(&mut bo, &game, 1, "e7e5", 2).await, ServerMessage::Ack { seq: 2, .. }));
    assert!(matches!(play(&mut ada, &game, 2, "g2g4", 3).await, ServerMessage::Ack { seq: 3, .. }));
    assert!(matches!(play(&mut bo, &game, 3, "d8h4", 3).await, ServerMessage::Ack { seq: 4, .. }));

    // A spectator saw every event, in order, numbered without gaps: four moves and the mate.
    let mut seen = Vec::new();
    while seen.len() < 5 {
        if let ServerMessage::Event { seq, event, .. } = cy.recv().await {
            seen.push((seq, event));
        }
    }
    assert_eq!(seen.iter().map(|(seq, _)| *seq).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    let texts: Vec<&str> = seen
        .iter()
        .filter_map(|(_, e)| if let GameEvent::Moved { display, .. } = e { Some(display.as_str()) } else { None })
        .collect();
    assert_eq!(texts, ["f3", "e5", "g4", "Qh4#"]);
    ada.send(ClientMessage::Resync { game: game.clone(), seq: 0 }).await;
    let state = ada.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert_eq!(state.moves, ["f2f3", "e7e5", "g2g4", "d8h4"]);
    let Some(ended) = state.ended.as_deref() else { panic!("the game is over") };
    assert!(matches!(ended, GameEvent::Ended { by: EndedBy::Board, scores, .. } if scores == &["0", "1"]));

    // Restart on the same database: the game is there, and Ada is still Ada.
    server.task.abort();
    drop((ada, bo, cy));
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("restarts");
    let mut back = Client::connect(server.addr).await;
    back.send(ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        token: Some(token),
        resume: vec![Resume { game: game.clone(), seq: 2 }],
    })
    .await;
    assert!(matches!(back.recv().await, ServerMessage::Welcome { name: Some(n), .. } if n == "Ada"));
    // The events after 2 come back: g2g4, d8h4 and the end.
    let mut resumed = Vec::new();
    for _ in 0..3 {
        if let ServerMessage::Event { seq, event, .. } = back.recv().await {
            resumed.push((seq, event));
        }
    }
    assert_eq!(resumed.iter().map(|(seq, _)| *seq).collect::<Vec<_>>(), [3, 4, 5]);
    assert!(matches!(&resumed[2].1, GameEvent::Ended { .. }));
    server.task.abort();
}

#[tokio::test]
async fn resigning_and_the_rules_of_the_handshake() {
    let database = temp_database("resign");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let mut early = Client::connect(server.addr).await;
    early.send(ClientMessage::Ping { id: 1 }).await;
    assert!(matches!(early.recv().await, ServerMessage::Error { code: ErrorCode::Unauthorized, .. }));
    early.send(ClientMessage::Hello { version: 99, token: None, resume: vec![] }).await;
    assert!(matches!(early.recv().await, ServerMessage::Error { code: ErrorCode::Version, .. }));
    // Another version's client is told why, then the connection closes.
    assert!(early.closed().await, "the connection closes after a version error");
    let mut early = Client::connect(server.addr).await;
    early.send(ClientMessage::Hello { version: PROTOCOL_VERSION, token: Some("forged".into()), resume: vec![] }).await;
    assert!(matches!(early.recv().await, ServerMessage::Error { code: ErrorCode::UnknownToken, .. }));

    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Brandubh, None).await;
    let mut watcher = Client::connect(server.addr).await;
    watcher.sign_in("Cy").await;
    watcher.send(ClientMessage::Join { game: game.clone(), role: Role::Spectator }).await;
    watcher.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;
    // A spectator holds no seat.
    assert!(matches!(
        play(&mut watcher, &game, 0, "d2-b2", 1).await,
        ServerMessage::Reject { reason: RejectReason::NotYourSeat, .. }
    ));
    bo.send(ClientMessage::Resign { game: game.clone() }).await;
    let ended = watcher.until(|m| match m {
        ServerMessage::Event { event: event @ GameEvent::Ended { .. }, seq, .. } => Some((*seq, event.clone())),
        _ => None,
    });
    let (seq, event) = ended.await;
    assert_eq!(seq, 1);
    assert!(matches!(event, GameEvent::Ended { by: EndedBy::Resignation, scores, .. } if scores == ["1", "0"]));
    assert!(matches!(
        play(&mut ada, &game, 0, "d2-b2", 1).await,
        ServerMessage::Reject { reason: RejectReason::GameOver, .. }
    ));
    server.task.abort();
}

#[tokio::test]
async fn three_seats_vote_on_a_draw_over_the_wire() {
    let database = temp_database("vote");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let mut players = Vec::new();
    for name in ["P0", "P1", "P2"] {
        let mut client = Client::connect(server.addr).await;
        client.sign_in(name).await;
        players.push(client);
    }
    players[0].send(ClientMessage::Seek { game: Variant::Trichess, clock: None, seats: 3 }).await;
    let seek = players[0].until(|m| if let ServerMessage::SeekCreated { seek } = m { Some(*seek) } else { None }).await;
    for client in players.iter_mut().skip(1) {
        client.send(ClientMessage::AcceptSeek { seek }).await;
    }
    let game = players[0]
        .until(|m| if let ServerMessage::GameStarted { game, .. } = m { Some(game.clone()) } else { None })
        .await;
    for client in players.iter_mut().skip(1) {
        client.until(|m| matches!(m, ServerMessage::GameStarted { .. }).then_some(())).await;
    }
    let offer = ClientMessage::Offer { game: game.clone(), offer: OfferKind::Draw };
    players[0].send(offer.clone()).await;
    next_event(&mut players[2], |e| matches!(e, GameEvent::Offered { seat: 0, .. })).await;
    players[1].send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    players[2].send(ClientMessage::Answer { game: game.clone(), yes: false }).await;
    let (_, closed) = next_event(&mut players[0], |e| matches!(e, GameEvent::OfferClosed { .. })).await;
    assert_eq!(closed, GameEvent::OfferClosed { offer: OfferKind::Draw }, "one refusal declines");

    // One offer a seat a move: the same seat may not ask again at once, another seat may.
    players[0].send(offer.clone()).await;
    let refused = players[0].until(|m| match m {
        ServerMessage::Reject { reason, .. } => Some(*reason),
        _ => None,
    });
    assert_eq!(refused.await, RejectReason::NotNow);
    players[1].send(offer).await;
    next_event(&mut players[2], |e| matches!(e, GameEvent::Offered { seat: 1, .. })).await;
    players[0].send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    players[2].send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    let (seq, ended) = next_event(&mut players[0], |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(
        matches!(ended, GameEvent::Ended { by: EndedBy::Agreement, ref scores, .. } if scores == &["2/3", "2/3", "2/3"])
    );
    assert_eq!(seq, 8, "offered, two answers, closed, offered, two answers, ended: numbered without gaps");
    server.task.abort();
}

#[tokio::test]
async fn a_challenge_by_code_and_a_takeback_by_consent_survive_a_restart() {
    let database = temp_database("challenge");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let mut ada = Client::connect(server.addr).await;
    ada.sign_in("Ada").await;
    let mut bo = Client::connect(server.addr).await;
    bo.sign_in("Bo").await;
    ada.send(ClientMessage::Challenge { game: Variant::Chess, clock: None, seats: 2 }).await;
    let code =
        ada.until(|m| if let ServerMessage::ChallengeCreated { code } = m { Some(code.clone()) } else { None }).await;
    bo.send(ClientMessage::AcceptChallenge { code: ChallengeCode("WRONG".into()) }).await;
    assert!(matches!(bo.recv().await, ServerMessage::Error { code: ErrorCode::UnknownChallenge, .. }));
    bo.send(ClientMessage::AcceptChallenge { code }).await;
    let game = bo
        .until(|m| if let ServerMessage::GameStarted { game, seat: 1 } = m { Some(game.clone()) } else { None })
        .await;
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { .. }));
    assert!(matches!(play(&mut bo, &game, 1, "e7e5", 1).await, ServerMessage::Ack { .. }));
    bo.send(ClientMessage::Offer { game: game.clone(), offer: OfferKind::Takeback }).await;
    next_event(&mut ada, |e| matches!(e, GameEvent::Offered { .. })).await;
    ada.send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    let (_, back) = next_event(&mut bo, |e| matches!(e, GameEvent::TakenBack { .. })).await;
    assert_eq!(back, GameEvent::TakenBack { ply: 1 });

    server.task.abort();
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("restarts");
    let mut watcher = Client::connect(server.addr).await;
    watcher.sign_in("Cy").await;
    watcher.send(ClientMessage::Join { game: game.clone(), role: Role::Spectator }).await;
    let state =
        watcher.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert_eq!(state.moves, ["e2e4"], "the takeback was replayed");
    assert_eq!(state.to_move, 1);
    server.task.abort();
}

#[tokio::test]
async fn a_player_who_leaves_is_reported_gone_and_back_and_floods_are_refused() {
    let database = temp_database("presence");
    let server = start_quick(&database).await;
    let Pair { mut ada, bo, game, bo_token, .. } = two_players_in_a_game(server.addr, Variant::Trigame, None).await;

    drop(bo);
    assert_eq!(
        next_event(&mut ada, |e| matches!(e, GameEvent::SeatGone { .. })).await.1,
        GameEvent::SeatGone { seat: 1 }
    );
    let mut bo = Client::connect(server.addr).await;
    bo.send(ClientMessage::Hello {
        version: PROTOCOL_VERSION,
        token: Some(bo_token),
        resume: vec![Resume { game, seq: 1 }],
    })
    .await;
    assert!(matches!(bo.recv().await, ServerMessage::Welcome { name: Some(n), .. } if n == "Bo"));
    assert_eq!(
        next_event(&mut ada, |e| matches!(e, GameEvent::SeatBack { .. })).await.1,
        GameEvent::SeatBack { seat: 1 }
    );

    for id in 0..40 {
        bo.send(ClientMessage::Ping { id }).await;
    }
    let limited =
        bo.until(|m| matches!(m, ServerMessage::Error { code: ErrorCode::RateLimited, .. }).then_some(())).await;
    assert_eq!(limited, ());
    server.task.abort();
}

#[tokio::test]
async fn a_flag_falls_by_the_servers_clock_while_nobody_moves() {
    let database = temp_database("flag");
    let server = start_quick(&database).await;
    let clock = Some(tabula_table::ClockSetup { base_secs: 1, increment_secs: 0 });
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, clock).await;
    let started = std::time::Instant::now();
    // White thinks too long: Black is told the game is over, by the flag.
    let (_, ended) = next_event(&mut bo, |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(started.elapsed() >= Duration::from_millis(1000), "not before the second is up");
    assert!(matches!(ended, GameEvent::Ended { by: EndedBy::Flag, ref scores, .. } if scores == &["0", "1"]));
    assert!(matches!(
        play(&mut ada, &game, 0, "e2e4", 1).await,
        ServerMessage::Reject { reason: RejectReason::GameOver, .. }
    ));
    server.task.abort();
}

#[tokio::test]
async fn a_restart_keeps_the_time_used_and_gives_back_the_downtime() {
    let database = temp_database("clocks");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let clock = Some(tabula_table::ClockSetup { base_secs: 60, increment_secs: 0 });
    let Pair { mut ada, bo: _bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, clock).await;
    tokio::time::sleep(Duration::from_millis(400)).await;
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { .. }));
    server.task.abort();
    tokio::time::sleep(Duration::from_millis(300)).await;

    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("restarts");
    let mut cy = Client::connect(server.addr).await;
    cy.sign_in("Cy").await;
    cy.send(ClientMessage::Join { game, role: Role::Spectator }).await;
    let state = cy.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    let white = state.clocks_ms[0];
    assert!((59_000..59_800).contains(&white), "White's 0.3 s of thought are kept: {white} ms left");
    let black = state.clocks_ms[1];
    assert!(black >= 59_800, "Black's clock ran only since the restart, not while the server was down: {black} ms");
    server.task.abort();
}

/// Every client's events of a game, read until the game ends: (seq, event) in arrival order.
async fn stream_until_ended(client: &mut Client) -> Vec<(u64, GameEvent)> {
    let mut stream = Vec::new();
    loop {
        if let ServerMessage::Event { seq, event, .. } = client.recv().await {
            let ended = matches!(event, GameEvent::Ended { .. });
            stream.push((seq, event));
            if ended {
                return stream;
            }
        }
    }
}

#[tokio::test]
async fn every_game_is_played_to_its_end_by_real_clients() {
    let database = temp_database("all");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    for (index, variant) in Variant::ALL.into_iter().enumerate() {
        let seats = variant.seats() as usize;
        let mut clients = Vec::new();
        for seat in 0..seats {
            let mut client = Client::connect(server.addr).await;
            client.sign_in(&format!("{variant}{seat}")).await;
            clients.push(client);
        }
        clients[0].send(ClientMessage::Seek { game: variant, clock: None, seats: seats as u8 }).await;
        let seek =
            clients[0].until(|m| if let ServerMessage::SeekCreated { seek } = m { Some(*seek) } else { None }).await;
        for client in clients.iter_mut().skip(1) {
            client.send(ClientMessage::AcceptSeek { seek }).await;
        }
        let mut game = None;
        let mut seats = Vec::new();
        for client in clients.iter_mut() {
            let (id, seat) = client
                .until(|m| {
                    if let ServerMessage::GameStarted { game, seat } = m { Some((game.clone(), *seat)) } else { None }
                })
                .await;
            seats.push(seat);
            game = Some(id);
            client.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;
        }
        // Those who accept at once are seated in the order the server hears them.
        let mut seated: Vec<(u8, Client)> = seats.into_iter().zip(clients).collect();
        seated.sort_by_key(|(seat, _)| *seat);
        assert_eq!(
            seated.iter().map(|(seat, _)| usize::from(*seat)).collect::<Vec<_>>(),
            (0..seats_count(variant)).collect::<Vec<_>>()
        );
        let mut clients: Vec<Client> = seated.into_iter().map(|(_, client)| client).collect();
        let game = game.expect("a game");
        let mut watcher = Client::connect(server.addr).await;
        watcher.sign_in(&format!("{variant}-watcher")).await;
        watcher.send(ClientMessage::Join { game: game.clone(), role: Role::Spectator }).await;
        watcher.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;
        // The clients play random legal moves, read from their own copy of the rules.
        let mut rules = variant.new_game();
        let mut state = 0x9E37_79B9_u64 + index as u64;
        let mut ply = 0u32;
        while !matches!(rules.status(), tabula_rules::Status::Over(_)) && ply < 60 {
            let moves = rules.legal_move_strings();
            let choice = moves[(tabula_rules::splitmix(&mut state) % moves.len() as u64) as usize].clone();
            let seat = rules.to_move().0 as usize;
            let answer = play(&mut clients[seat], &game, ply, &choice, u64::from(ply)).await;
            assert!(matches!(answer, ServerMessage::Ack { .. }), "{variant} ply {ply} {choice}: {answer:?}");
            rules.play_str(&choice).expect("legal");
            ply += 1;
        }
        if !matches!(rules.status(), tabula_rules::Status::Over(_)) {
            let to_move = rules.to_move().0 as usize;
            clients[to_move].send(ClientMessage::Resign { game: game.clone() }).await;
        }
        // The watcher saw the whole stream, numbered from 1 without gaps, one move event per
        // move and the ending last.
        let stream = stream_until_ended(&mut watcher).await;
        let seqs: Vec<u64> = stream.iter().map(|(seq, _)| *seq).collect();
        assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>(), "{variant}");
        let moved = stream.iter().filter(|(_, e)| matches!(e, GameEvent::Moved { .. })).count();
        assert_eq!(moved as u32, ply, "{variant}");
        clients[0].send(ClientMessage::Resync { game: game.clone(), seq: 0 }).await;
        let snapshot = clients[0]
            .until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None })
            .await;
        assert_eq!(snapshot.moves.len() as u32, ply, "{variant}");
        assert_eq!(snapshot.ended.as_deref(), stream.last().map(|(_, e)| e), "{variant}");
    }
    server.task.abort();
}

#[tokio::test]
async fn an_address_holds_only_so_many_connections() {
    let mut config = tabula_server::Config::new("127.0.0.1:0", &temp_database("limit"));
    config.connections_per_address = 2;
    config.limit_loopback = true;
    let server = tabula_server::start_with(config).await.expect("starts");
    let first = Client::connect(server.addr).await;
    let _second = Client::connect(server.addr).await;
    let third = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await;
    match third {
        Err(tokio_tungstenite::tungstenite::Error::Http(response)) => {
            assert_eq!(response.status(), 429);
            let body = String::from_utf8_lossy(response.body().as_deref().unwrap_or_default()).into_owned();
            assert!(body.contains("connections"), "{body}");
        }
        other => panic!("a third connection was let in: {:?}", other.map(|_| ())),
    }
    // A place is free again once a connection closes.
    drop(first);
    let mut again = None;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(20)).await;
        if let Ok((socket, _)) = tokio_tungstenite::connect_async(format!("ws://{}/ws", server.addr)).await {
            again = Some(socket);
            break;
        }
    }
    assert!(again.is_some(), "the closed connection's place was not given back");
    server.task.abort();
}

#[tokio::test]
async fn a_finished_game_leaves_memory_and_comes_back_for_a_rematch() {
    let mut config = tabula_server::Config::new("127.0.0.1:0", &temp_database("evict"));
    config.hub.finished_kept = Duration::ZERO;
    let server = tabula_server::start_with(config).await.expect("starts");
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    assert_eq!(health(server.addr).await["games_in_memory"], 1);
    for (ply, text) in ["f2f3", "e7e5", "g2g4", "d8h4"].into_iter().enumerate() {
        let player = if ply % 2 == 0 { &mut ada } else { &mut bo };
        assert!(matches!(play(player, &game, ply as u32, text, ply as u64).await, ServerMessage::Ack { .. }));
    }
    let mut in_memory = serde_json::Value::Null;
    for _ in 0..50 {
        in_memory = health(server.addr).await["games_in_memory"].clone();
        if in_memory == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(in_memory, 0, "the finished game is still in memory");
    // A rematch offer loads it back; the other player hears of it and agrees.
    bo.send(ClientMessage::Offer { game: game.clone(), offer: OfferKind::Rematch }).await;
    ada.until(|m| {
        matches!(m, ServerMessage::Event { event: GameEvent::Offered { offer: OfferKind::Rematch, .. }, .. })
            .then_some(())
    })
    .await;
    ada.send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    let rematch = ada
        .until(|m| if let ServerMessage::GameStarted { game, seat: 1 } = m { Some(game.clone()) } else { None })
        .await;
    assert_ne!(rematch, game);
    server.task.abort();
}

fn seats_count(variant: Variant) -> usize {
    usize::from(variant.seats())
}
