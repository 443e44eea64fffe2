//! A hostile player against the real server (port 0, temporary SQLite): the clock cannot be
//! cheated with refused moves or a takeback, clocks have bounds, only the seat to move claims a
//! draw, abandoned and never-begun games end, offers cannot flood a game's record, and a
//! commit that fails leaves the game as it was.

mod common;

use common::*;
use std::time::{Duration, Instant};
use tabula_protocol::*;
use tabula_rules::Variant;
use tabula_table::ClockSetup;

fn clock(base_secs: u32, increment_secs: u32) -> Option<ClockSetup> {
    Some(ClockSetup { base_secs, increment_secs })
}

fn moved_clocks(event: &GameEvent) -> Vec<u64> {
    match event {
        GameEvent::Moved { clocks_ms, .. } => clocks_ms.clone(),
        other => panic!("not a move: {other:?}"),
    }
}

/// Two players seated at a game, where Ada's pongs came back late (her line looks slow, so
/// each of her messages could claim the most lag allowance).
async fn game_with_a_slow_looking_line(addr: std::net::SocketAddr, base_secs: u32) -> Pair {
    let mut ada = Client::connect(addr).await;
    // The server pings at once; Ada reads (and so answers) only after 1.2 s: a 600 ms lag.
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let ada_token = ada.sign_in("Ada").await;
    let mut bo = Client::connect(addr).await;
    let bo_token = bo.sign_in("Bo").await;
    ada.send(ClientMessage::Seek { game: Variant::Chess, clock: clock(base_secs, 0), seats: 2 }).await;
    let seek = ada.until(|m| if let ServerMessage::SeekCreated { seek } = m { Some(*seek) } else { None }).await;
    bo.send(ClientMessage::AcceptSeek { seek }).await;
    let game = ada
        .until(|m| if let ServerMessage::GameStarted { game, seat: 0 } = m { Some(game.clone()) } else { None })
        .await;
    bo.until(|m| matches!(m, ServerMessage::Snapshot { .. }).then_some(())).await;
    Pair { ada, bo, game, ada_token, bo_token }
}

#[tokio::test]
async fn refused_moves_win_no_time_back() {
    let server = start_quick(&temp_database("refused-time")).await;
    let Pair { mut ada, mut bo, game, .. } = game_with_a_slow_looking_line(server.addr, 10).await;
    let turn_began = Instant::now();
    // Ten illegal moves over two seconds, each of which could claim 500 ms of lag allowance.
    for id in 0..10 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert_eq!(next_refusal_of(&mut ada, &game, "e2e5", id).await, "Illegal");
    }
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 99).await, ServerMessage::Ack { .. }));
    let thought = turn_began.elapsed().as_millis() as u64;
    let (_, moved) = next_event(&mut bo, |e| matches!(e, GameEvent::Moved { .. })).await;
    let white_left = moved_clocks(&moved)[0];
    // Charged for all her thinking, less at most one move's lag allowance (500 ms).
    assert!(white_left <= 10_000 - thought + 500 + 100, "{white_left} ms left after thinking {thought} ms");
    server.task.abort();
}

async fn next_refusal_of(client: &mut Client, game: &GameId, text: &str, id: u64) -> String {
    match play(client, game, 0, text, id).await {
        ServerMessage::Reject { reason, .. } => format!("{reason:?}"),
        other => format!("{other:?}"),
    }
}

#[tokio::test]
async fn the_flag_falls_however_many_refused_moves_come() {
    let server = start_quick(&temp_database("refused-flag")).await;
    let Pair { mut ada, mut bo, game, .. } = game_with_a_slow_looking_line(server.addr, 2).await;
    let started = Instant::now();
    let mut id = 0;
    // Illegal moves every 150 ms for up to 5 s: the flag still falls at about 2 s.
    let ended = loop {
        assert!(started.elapsed() < Duration::from_secs(5), "the flag never fell");
        id += 1;
        ada.send(ClientMessage::Move { game: game.clone(), ply: 0, text: "e2e5".into(), id }).await;
        let answer = ada
            .until(|m| match m {
                ServerMessage::Reject { reason, .. } => Some(Some(*reason)),
                ServerMessage::Event { event: GameEvent::Ended { .. }, .. } => Some(None),
                _ => None,
            })
            .await;
        if answer.is_none() || answer == Some(RejectReason::GameOver) {
            break started.elapsed();
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    };
    assert!(ended < Duration::from_millis(3500), "fell after {ended:?}");
    let (_, end) = next_event(&mut bo, |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(matches!(end, GameEvent::Ended { by: EndedBy::Flag, ref scores, .. } if scores == &["0", "1"]));
    server.task.abort();
}

#[tokio::test]
async fn an_accepted_takeback_charges_the_seat_that_was_thinking() {
    let server = start_quick(&temp_database("takeback-time")).await;
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, clock(10, 0)).await;
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { .. }));
    ada.send(ClientMessage::Offer { game: game.clone(), offer: OfferKind::Takeback }).await;
    next_event(&mut bo, |e| matches!(e, GameEvent::Offered { .. })).await;
    // Bo, whose clock runs, thinks 1.5 s before he accepts; a snapshot meanwhile shows his
    // clock running.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    ada.send(ClientMessage::Resync { game: game.clone(), seq: 0 }).await;
    let state = ada.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert!(state.clocks_ms[1] <= 8_600, "the snapshot shows Black's time running: {:?}", state.clocks_ms);
    bo.send(ClientMessage::Answer { game: game.clone(), yes: true }).await;
    next_event(&mut ada, |e| matches!(e, GameEvent::TakenBack { .. })).await;
    // The move taken back is no longer played: sent again with its old numbers, it is played
    // anew (a new event, seq 5 after offered, answered, taken back), not echoed.
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { seq: 5, .. }));
    let (seq, moved) = next_event(&mut bo, |e| matches!(e, GameEvent::Moved { ply: 0, .. })).await;
    assert_eq!(seq, 5);
    let clocks = moved_clocks(&moved);
    assert!(clocks[1] <= 8_600, "Black paid for his 1.5 s: {clocks:?}");
    assert!(clocks[0] >= 9_500, "White's time ran only from the takeback: {clocks:?}");
    server.task.abort();
}

#[tokio::test]
async fn clocks_out_of_bounds_are_refused_when_offered() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("bounds")).await.expect("starts");
    let mut ada = Client::connect(server.addr).await;
    ada.sign_in("Ada").await;
    for bad in [clock(0, 0), clock(14, 0), clock(u32::MAX, 0), clock(60, u32::MAX), clock(60, 181), clock(10_801, 0)] {
        ada.send(ClientMessage::Seek { game: Variant::Chess, clock: bad, seats: 2 }).await;
        assert_eq!(next_refusal(&mut ada).await, "Invalid", "seek with {bad:?}");
        ada.send(ClientMessage::Challenge { game: Variant::Chess, clock: bad, seats: 2 }).await;
        assert_eq!(next_refusal(&mut ada).await, "Invalid", "challenge with {bad:?}");
    }
    ada.send(ClientMessage::Seek { game: Variant::Chess, clock: clock(15, 180), seats: 2 }).await;
    ada.until(|m| matches!(m, ServerMessage::SeekCreated { .. }).then_some(())).await;
    server.task.abort();
}

#[tokio::test]
async fn only_the_seat_to_move_claims_a_draw() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("claim")).await.expect("starts");
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    // The knights out and back twice: the start position for the third time, White to move.
    let dance = ["g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"];
    for (ply, text) in dance.iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ada } else { &mut bo };
        assert!(matches!(play(mover, &game, ply as u32, text, ply as u64).await, ServerMessage::Ack { .. }));
    }
    bo.send(ClientMessage::ClaimDraw { game: game.clone() }).await;
    assert_eq!(next_refusal(&mut bo).await, "NotNow", "Black is not to move");
    ada.send(ClientMessage::ClaimDraw { game: game.clone() }).await;
    let (_, ended) = next_event(&mut bo, |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(matches!(ended, GameEvent::Ended { by: EndedBy::Claim, .. }));
    server.task.abort();
}

#[tokio::test]
async fn an_abandoned_untimed_game_can_be_claimed_and_one_never_begun_is_aborted() {
    let server = start_with(&temp_database("abandoned"), |config| {
        config.hub.presence_grace = Duration::ZERO;
        config.hub.abandoned_after = Duration::from_secs(1);
        config.hub.unstarted_abort_after = Duration::from_secs(1);
    })
    .await;
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    for (ply, text) in ["e2e4", "e7e5", "g1f3"].iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ada } else { &mut bo };
        assert!(matches!(play(mover, &game, ply as u32, text, ply as u64).await, ServerMessage::Ack { .. }));
    }
    drop(bo);
    next_event(&mut ada, |e| matches!(e, GameEvent::SeatGone { seat: 1 })).await;
    ada.send(ClientMessage::ClaimVictory { game: game.clone() }).await;
    assert_eq!(next_refusal(&mut ada).await, "NotNow", "not yet: Black has only just left");
    tokio::time::sleep(Duration::from_millis(1100)).await;
    ada.send(ClientMessage::ClaimVictory { game: game.clone() }).await;
    let (_, ended) = next_event(&mut ada, |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(matches!(ended, GameEvent::Ended { by: EndedBy::Resignation, ref scores, .. } if scores == &["1", "0"]));

    // A game whose player to move left before every seat had moved ends without a result.
    let Pair { ada, mut bo, .. } = two_players_in_a_game(server.addr, Variant::Brandubh, None).await;
    drop(ada);
    let (_, ended) = next_event(&mut bo, |e| matches!(e, GameEvent::Ended { .. })).await;
    assert!(matches!(ended, GameEvent::Ended { by: EndedBy::Abort, .. }), "{ended:?}");
    server.task.abort();
}

#[tokio::test]
async fn comings_and_goings_within_the_grace_leave_no_trace() {
    let server = tabula_server::start("127.0.0.1:0", &temp_database("coalesced")).await.expect("starts");
    let Pair { mut ada, bo, game, bo_token, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    drop(bo);
    for _ in 0..5 {
        let mut again = Client::connect(server.addr).await;
        again
            .send(ClientMessage::Hello { version: PROTOCOL_VERSION, token: Some(bo_token.clone()), resume: vec![] })
            .await;
        again.until(|m| matches!(m, ServerMessage::Welcome { .. }).then_some(())).await;
    }
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { seq: 1, .. }));
    server.task.abort();
}

/// A SQLite trigger that refuses some events: the store fails the way a full disk would.
async fn refuse_events(database: &str, condition: &str) -> sqlx::AnyPool {
    sqlx::any::install_default_drivers();
    let pool = sqlx::AnyPool::connect(database).await.expect("opens the database");
    let trigger = format!(
        "CREATE TRIGGER refuse BEFORE INSERT ON events WHEN {condition} BEGIN SELECT RAISE(ABORT, 'refused by the test'); END"
    );
    sqlx::query(&trigger).execute(&pool).await.expect("trigger");
    pool
}

#[tokio::test]
async fn a_failed_commit_leaves_the_game_as_it_was() {
    let database = temp_database("failed-commit");
    let server = tabula_server::start("127.0.0.1:0", &database).await.expect("starts");
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, clock(60, 0)).await;
    assert!(matches!(play(&mut ada, &game, 0, "e2e4", 1).await, ServerMessage::Ack { .. }));
    assert!(matches!(play(&mut bo, &game, 1, "e7e5", 1).await, ServerMessage::Ack { .. }));
    let white_turn = Instant::now();
    let pool = refuse_events(&database, "NEW.seq = 3").await;
    let refused = |m: ServerMessage| if let ServerMessage::Reject { reason, .. } = m { Some(reason) } else { None };
    assert_eq!(refused(play(&mut ada, &game, 2, "g1f3", 7).await), Some(RejectReason::NotNow));
    // Not remembered as played: the resend is refused the same way, and the game still has
    // two moves.
    assert_eq!(refused(play(&mut ada, &game, 2, "g1f3", 7).await), Some(RejectReason::NotNow));
    ada.send(ClientMessage::Resync { game: game.clone(), seq: 0 }).await;
    let state = ada.until(|m| if let ServerMessage::Snapshot { state } = m { Some(state.clone()) } else { None }).await;
    assert_eq!((state.seq, state.moves.len(), state.to_move), (2, 2, 0));
    tokio::time::sleep(Duration::from_millis(700)).await;
    sqlx::query("DROP TRIGGER refuse").execute(&pool).await.expect("drops the trigger");
    assert!(matches!(play(&mut ada, &game, 2, "g1f3", 7).await, ServerMessage::Ack { seq: 3, .. }));
    let thought = white_turn.elapsed().as_millis() as u64;
    let (_, moved) = next_event(&mut bo, |e| matches!(e, GameEvent::Moved { ply: 2, .. })).await;
    let white_left = moved_clocks(&moved)[0];
    assert!(white_left <= 60_000 - thought + 500, "the failed attempt gave no time back: {white_left} ms");

    // A mate whose move is stored but whose ending is not: the move stands and is told.
    let Pair { mut ada, mut bo, game, .. } = two_players_in_a_game(server.addr, Variant::Chess, None).await;
    for (ply, text) in ["f2f3", "e7e5", "g2g4"].iter().enumerate() {
        let mover = if ply % 2 == 0 { &mut ada } else { &mut bo };
        assert!(matches!(play(mover, &game, ply as u32, text, ply as u64).await, ServerMessage::Ack { .. }));
    }
    let pool_mate = refuse_events(&database, "NEW.event LIKE '%\"ended\"%'").await;
    assert!(matches!(play(&mut bo, &game, 3, "d8h4", 9).await, ServerMessage::Ack { seq: 4, .. }));
    let (seq, _) = next_event(&mut ada, |e| matches!(e, GameEvent::Moved { ply: 3, .. })).await;
    assert_eq!(seq, 4);
    drop((pool, pool_mate));
    server.task.abort();
}
