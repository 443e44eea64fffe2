//! The online client against the real server, started here on 127.0.0.1 with a temporary
//! SQLite database (nothing mocked): players find each other in the lobby and play, with
//! premoves, pending moves, a refused move that rolls back, a spectator, three players of
//! Trichess, and a server killed and restarted mid-game that the clients carry on with.

use std::time::{Duration, Instant};
use tabula_online::{Link, OnlineClient, Update};
use tabula_protocol::{GameEvent, GameId, RejectReason};
use tabula_rules::Variant;
use tabula_table::ClockSetup;

/// A server on its own runtime, so that dropping it closes every connection at once.
struct Server {
    runtime: Option<tokio::runtime::Runtime>,
    addr: std::net::SocketAddr,
    database: String,
}

impl Server {
    fn start(name: &str) -> Server {
        let dir = std::env::temp_dir().join(format!("tabula-online-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        let database = format!("sqlite:{}", dir.join("server.db").display());
        Server::on("127.0.0.1:0", database)
    }

    fn on(listen: &str, database: String) -> Server {
        let runtime =
            tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
        let running = runtime.block_on(tabula_server::start(listen, &database)).expect("the server starts");
        Server { runtime: Some(runtime), addr: running.addr, database }
    }

    fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }

    /// Kills the server (every connection drops) and starts it again on the same port and data.
    fn restart(&mut self) {
        if let Some(runtime) = self.runtime.take() {
            runtime.shutdown_background();
        }
        let again = Server::on(&self.addr.to_string(), self.database.clone());
        self.runtime = again.runtime;
    }
}

/// Polls `client` until `done` holds, collecting the updates; fails after 10 s.
fn until(client: &mut OnlineClient, what: &str, done: impl Fn(&OnlineClient, &[Update]) -> bool) -> Vec<Update> {
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut seen = Vec::new();
    loop {
        seen.extend(client.poll_wait(Duration::from_millis(20)));
        if done(client, &seen) {
            return seen;
        }
        assert!(Instant::now() < deadline, "{what}: not within 10 s (updates: {seen:?})");
    }
}

fn signed_in(url: &str, name: &str) -> OnlineClient {
    let mut client = OnlineClient::connect(url, name, None).expect("connects");
    until(&mut client, "signed in", |c, _| c.token.is_some() && c.link == Link::Online);
    client
}

/// The only game `client` follows.
fn game_of(client: &OnlineClient) -> GameId {
    client.games.keys().next().cloned().expect("a game")
}

fn moves_of(client: &OnlineClient, game: &GameId) -> Vec<String> {
    client.games[game].confirmed().moves().iter().map(|m| m.text.clone()).collect()
}

/// Seats `names` at a seek of `variant` found through the lobby (the first makes it); returns
/// the clients in seat order and the game.
fn through_the_lobby(
    url: &str,
    variant: Variant,
    clock: Option<ClockSetup>,
    names: &[&str],
) -> (Vec<OnlineClient>, GameId) {
    let mut clients: Vec<OnlineClient> = names.iter().map(|n| signed_in(url, n)).collect();
    for client in &mut clients {
        client.watch_lobby();
    }
    clients[0].seek(variant, clock);
    until(&mut clients[0], "own seek", |c, _| c.lobby.my_seek.is_some());
    let seek = clients[0].lobby.my_seek.expect("a seek");
    for client in clients.iter_mut().skip(1) {
        until(client, "the seek in the lobby", |c, _| {
            c.lobby.seeks.iter().any(|s| s.seek == seek && s.game == variant)
        });
        client.accept_seek(seek);
    }
    for client in &mut clients {
        until(client, "the game starts", |c, _| !c.games.is_empty());
    }
    let game = game_of(&clients[0]);
    // Those who accept at once are seated in the order the server hears them: sort by seat.
    clients.sort_by_key(|c| c.games[&game].seat.map(|s| s.0));
    for (seat, client) in clients.iter().enumerate() {
        assert_eq!(game_of(client), game);
        assert_eq!(client.games[&game].seat.map(|s| s.0 as usize), Some(seat));
    }
    (clients, game)
}

/// Square index of a chess square name (a1 = 0, h8 = 63).
fn sq(name: &str) -> u8 {
    let bytes = name.as_bytes();
    (bytes[1] - b'1') * 8 + (bytes[0] - b'a')
}

#[test]
fn two_players_meet_in_the_lobby_and_play_to_mate_with_a_premove_and_a_spectator() {
    let server = Server::start("mate");
    let url = server.url();
    let (mut clients, game) =
        through_the_lobby(&url, Variant::Chess, Some(ClockSetup { base_secs: 180, increment_secs: 2 }), &["Ada", "Bo"]);
    let mut cy = signed_in(&url, "Cy");
    cy.watch_lobby();
    until(&mut cy, "the game in the lobby", |c, _| c.lobby.games.iter().any(|g| g.game == game));
    cy.watch(&game);
    until(&mut cy, "watching", |c, _| c.games.contains_key(&game));
    assert_eq!(cy.games[&game].seat, None, "a spectator holds no seat");
    assert!(cy.play_text(&game, "e2e4").is_err(), "a spectator cannot move");

    let (ada, bo) = clients.split_at_mut(1);
    let (ada, bo) = (&mut ada[0], &mut bo[0]);
    // Bo's premove before Ada has moved: kept, and sent when his turn comes.
    bo.play_cells(&game, sq("e7"), sq("e5"), None).expect("a premove");
    assert!(bo.games[&game].premove.is_some());
    // Ada's move shows at once, pending, before the server has said anything.
    ada.play_cells(&game, sq("f2"), sq("f3"), None).expect("legal");
    assert_eq!(ada.games[&game].shown().moves().len(), 1);
    assert_eq!(ada.games[&game].confirmed().moves().len(), 0);
    assert_eq!(ada.games[&game].pending.len(), 1);
    // An illegal move never leaves the client: it is refused with the rules' reason.
    assert!(ada.play_text(&game, "e2e5").is_err());
    until(ada, "f3 confirmed", |c, _| c.games[&game].pending.is_empty() && c.games[&game].seq >= 1);
    until(bo, "the premove e5 sent and confirmed", |c, _| c.games[&game].confirmed().moves().len() == 2);
    assert_eq!(moves_of(bo, &game), ["f2f3", "e7e5"]);
    until(ada, "e5 seen", |c, _| c.games[&game].confirmed().moves().len() == 2);
    ada.play_text(&game, "g2g4").expect("legal");
    until(bo, "g4 seen", |c, _| c.games[&game].confirmed().moves().len() == 3);
    bo.play_text(&game, "d8h4").expect("legal");
    until(bo, "the mate", |c, _| c.games[&game].ended.is_some());
    until(ada, "the mate", |c, _| c.games[&game].ended.is_some());
    let ended = ada.games[&game].ended.clone();
    assert!(matches!(ended, Some(GameEvent::Ended { ref scores, .. }) if scores == &["0", "1"]), "{ended:?}");
    // The clocks came from the server: Ada's is under 3 minutes, plus her increments.
    let left = ada.games[&game].confirmed().clocks().remaining().to_vec();
    assert!(left.iter().all(|d| *d <= Duration::from_secs(184)), "{left:?}");

    until(&mut cy, "the spectator saw the mate", |c, _| c.games[&game].ended.is_some());
    assert_eq!(moves_of(&cy, &game), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    until(&mut cy, "the game leaves the lobby", |c, _| !c.lobby.games.iter().any(|g| g.game == game));
}

#[test]
fn a_move_the_server_refuses_is_taken_back_with_its_reason() {
    let server = Server::start("refused");
    let url = server.url();
    let (mut clients, game) = through_the_lobby(&url, Variant::Brandubh, None, &["Ada", "Bo"]);
    // Ada again, on a second device with the same token: both think it is Ada's turn.
    let token = clients[0].token.clone();
    let mut other = OnlineClient::connect(&url, "Ada", token).expect("connects");
    until(&mut other, "the second device resumes the game", |c, _| c.games.contains_key(&game));
    let legal: Vec<String> = clients[0].games[&game].shown().game().legal_move_strings();
    assert!(legal.len() >= 2, "two legal first moves for the attackers: {legal:?}");
    clients[0].play_text(&game, &legal[0]).expect("legal");
    until(&mut clients[0], "the first device's move confirmed", |c, _| c.games[&game].confirmed().moves().len() == 1);
    // The second device has not heard of it yet and plays another move for the same ply.
    other.play_text(&game, &legal[1]).expect("legal where it stands");
    assert_eq!(other.games[&game].shown().moves().len(), 1);
    let updates = until(&mut other, "the refusal", |_, u| u.iter().any(|u| matches!(u, Update::MoveRefused { .. })));
    let refusal = updates.iter().find_map(|u| match u {
        Update::MoveRefused { reason, detail, .. } => Some((*reason, detail.clone())),
        _ => None,
    });
    assert!(matches!(refusal, Some((RejectReason::StalePly, ref detail)) if detail.contains("moves")), "{refusal:?}");
    // Rolled back to the server's game: the first device's move, not its own.
    let mirror = &other.games[&game];
    assert!(mirror.pending.is_empty());
    assert_eq!(mirror.shown().moves().iter().map(|m| m.text.clone()).collect::<Vec<_>>(), [legal[0].clone()]);
}

#[test]
fn three_players_of_trichess_meet_in_the_lobby_and_play_a_round() {
    let server = Server::start("trichess");
    let url = server.url();
    let (mut clients, game) = through_the_lobby(&url, Variant::Trichess, None, &["Ada", "Bo", "Cy"]);
    for ply in 0..6 {
        let seat = ply % 3;
        let text = {
            let shown = clients[seat].games[&game].shown();
            let legal = shown.game().legal_move_strings();
            legal.first().cloned().expect("a legal move")
        };
        clients[seat].play_text(&game, &text).expect("legal");
        for client in &mut clients {
            until(client, "the move seen", |c, _| c.games[&game].confirmed().moves().len() == ply + 1);
        }
    }
    assert_eq!(moves_of(&clients[0], &game), moves_of(&clients[2], &game));
}

#[test]
fn a_server_killed_mid_game_comes_back_and_nothing_is_lost() {
    let mut server = Server::start("restart");
    let url = server.url();
    let clock = Some(ClockSetup { base_secs: 300, increment_secs: 0 });
    let (mut clients, game) = through_the_lobby(&url, Variant::Chess, clock, &["Ada", "Bo"]);
    clients[0].play_text(&game, "e2e4").expect("legal");
    until(&mut clients[1], "e4 seen", |c, _| c.games[&game].confirmed().moves().len() == 1);
    let before = clients[1].games[&game].confirmed().clocks().remaining().to_vec();

    server.restart();
    for client in &mut clients {
        until(client, "the link lost", |c, _| matches!(c.link, Link::Reconnecting { .. }));
    }
    // A move made while the server is away is kept and sent when it is back.
    clients[1].play_text(&game, "e7e5").expect("legal");
    // Both are polled together: each says hello (and resends) only when polled.
    let deadline = Instant::now() + Duration::from_secs(10);
    while !clients.iter().all(|c| c.link == Link::Online && c.games[&game].confirmed().moves().len() == 2) {
        for client in &mut clients {
            client.poll_wait(Duration::from_millis(10));
        }
        assert!(Instant::now() < deadline, "back online with the move: not within 10 s");
    }
    assert_eq!(moves_of(&clients[0], &game), ["e2e4", "e7e5"]);
    assert!(clients[1].games[&game].pending.is_empty());
    // The clocks survived: White's time is what it was after e4 (the downtime given back).
    let after = clients[0].games[&game].confirmed().clocks().remaining().to_vec();
    assert_eq!(after[0], before[0], "White's clock");
    assert!(
        after[1] <= before[1] && after[1] + Duration::from_secs(5) > before[1],
        "Black's clock: {after:?} {before:?}"
    );
    // And play goes on.
    clients[0].play_text(&game, "g1f3").expect("legal");
    until(&mut clients[1], "Nf3 seen", |c, _| c.games[&game].confirmed().moves().len() == 3);
}

#[test]
fn the_network_wakes_whoever_sleeps_between_polls() {
    let server = Server::start("waker");
    let woken = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let mut ada = OnlineClient::connect(&server.url(), "Ada", None).expect("connects");
    let counter = woken.clone();
    ada.set_waker(std::sync::Arc::new(move || {
        counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }));
    // Nobody polls: the wake-up alone says that the server has spoken.
    let deadline = Instant::now() + Duration::from_secs(10);
    while woken.load(std::sync::atomic::Ordering::SeqCst) == 0 {
        assert!(Instant::now() < deadline, "no wake-up within 10 s");
        std::thread::sleep(Duration::from_millis(10));
    }
    let updates = until(&mut ada, "signed in", |client, _| client.link == Link::Online && client.player.is_some());
    assert!(!updates.is_empty());
}
