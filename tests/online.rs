//! Headless client apps (no window, GPU or sound) playing each other through a real
//! `tabula-server` started here on 127.0.0.1 with a temporary database: they meet in the lobby,
//! click their moves on the board, see each other's moves arrive on their own boards, a
//! spectator app watches, and the game ends on every table the same way.

use bevy::prelude::*;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use tabula::Screen;
use tabula::board::BoardPointer;
use tabula::online::{Online, OnlineRequest};
use tabula::session::{Referee, Session};
use tabula_online::Link;
use tabula_rules::Variant;

mod common;

use common::temp_dir;

fn app_in(dir: &std::path::Path) -> App {
    common::app_with_frames(dir, Duration::from_millis(20))
}

/// Runs frames of every app until `done` holds for all of them (10 s at most).
fn frames_until(apps: &mut [&mut App], what: &str, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        for app in apps.iter_mut() {
            app.update();
        }
        if apps.iter().all(|app| done(app)) {
            return;
        }
        assert!(Instant::now() < deadline, "{what}: not within 10 s");
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The seat `app`'s player holds in the online game on its table.
fn seat_of(app: &App) -> Option<usize> {
    let game = online_game(app).expect("an online game on the table");
    client(app).games[&game].seat.map(|s| usize::from(s.0))
}

fn client(app: &App) -> &tabula_online::OnlineClient {
    app.world().resource::<Online>().0.as_ref().expect("connected")
}

fn moves(app: &App) -> Vec<String> {
    app.world()
        .get_resource::<Session>()
        .map(|s| s.moves().iter().map(|m| m.text.clone()).collect())
        .unwrap_or_default()
}

fn click_move(app: &mut App, from: &str, to: &str) {
    let cell = |app: &App, name: &str| {
        let session = app.world().resource::<Session>();
        session.game().cells().iter().find(|c| c.name == name).map(|c| c.id).expect("a cell")
    };
    let (from, to) = (cell(app, from), cell(app, to));
    click_cells(app, from, to);
}

/// A click on a piece, then on its target.
fn click_cells(app: &mut App, from: u8, to: u8) {
    for event in [
        BoardPointer::Press(Some(from)),
        BoardPointer::Release(Some(from)),
        BoardPointer::Press(Some(to)),
        BoardPointer::Release(Some(to)),
    ] {
        app.world_mut().write_message(event);
        app.update();
    }
}

#[test]
fn two_apps_meet_in_the_lobby_click_their_moves_and_a_third_watches() {
    let TestServer { runtime: _runtime, url, .. } = TestServer::start("online-server");

    let (mut ada, mut bo, mut cy) =
        (app_in(&temp_dir("online-ada")), app_in(&temp_dir("online-bo")), app_in(&temp_dir("online-cy")));
    for (app, name) in [(&mut ada, "Ada"), (&mut bo, "Bo"), (&mut cy, "Cy")] {
        app.world_mut().write_message(OnlineRequest::Connect { url: url.clone(), name: name.to_owned() });
    }
    frames_until(&mut [&mut ada, &mut bo, &mut cy], "signed in", |app| {
        app.world().resource::<Online>().0.as_ref().is_some_and(|c| c.link == Link::Online && c.token.is_some())
    });
    // The token is kept for the next start.
    let kept = std::fs::read_to_string(temp_dir_path("online-ada").join("online-tokens.ron")).expect("a token file");
    assert!(kept.contains(client(&ada).token.as_deref().expect("a token")));

    ada.world_mut().write_message(OnlineRequest::Seek { game: Variant::Chess, clock: None });
    frames_until(&mut [&mut ada, &mut bo], "the seek in Bo's lobby", |app| !client(app).lobby.seeks.is_empty());
    let seek = client(&bo).lobby.seeks[0].seek;
    bo.world_mut().write_message(OnlineRequest::AcceptSeek(seek));
    frames_until(&mut [&mut ada, &mut bo], "both at the table", |app| {
        online_game(app).is_some() && *app.world().resource::<State<Screen>>().get() == Screen::Playing
    });
    frames_until(&mut [&mut cy], "the game in Cy's lobby", |app| !client(app).lobby.games.is_empty());
    let game = client(&cy).lobby.games[0].game.clone();
    cy.world_mut().write_message(OnlineRequest::Watch(game.clone()));
    frames_until(&mut [&mut cy], "Cy watching", |app| online_game(app).is_some());

    // Bo cannot move for White; Ada's click shows at once and reaches Bo's board.
    click_move(&mut bo, "e2", "e4");
    assert!(moves(&bo).is_empty(), "Bo moved for White");
    // Bo plans his reply before Ada has moved: a premove, drawn as an arrow, sent on his turn.
    click_move(&mut bo, "e7", "e5");
    let game_id = online_game(&bo).expect("on the table");
    assert!(client(&bo).games[&game_id].premove.is_some(), "a premove");
    assert_eq!(bo.world().resource::<tabula::board::BoardMarks>().arrows.len(), 1);
    click_move(&mut ada, "f2", "f3");
    assert_eq!(moves(&ada), ["f2f3"], "shown at once, before the server answers");
    frames_until(&mut [&mut ada, &mut bo, &mut cy], "f3, then the premove e5, everywhere", |app| {
        moves(app) == ["f2f3", "e7e5"]
    });
    click_move(&mut ada, "g2", "g4");
    frames_until(&mut [&mut ada, &mut bo, &mut cy], "g4 everywhere", |app| moves(app).len() == 3);
    click_move(&mut bo, "d8", "h4");
    frames_until(&mut [&mut ada, &mut bo, &mut cy], "the mate on every table", |app| {
        app.world().resource::<Session>().is_over()
    });
    for app in [&ada, &bo, &cy] {
        assert_eq!(moves(app), ["f2f3", "e7e5", "g2g4", "d8h4"]);
        let ending = app.world().resource::<Session>().ending().expect("over");
        assert!(ending.describe(&["white", "black"]).to_lowercase().contains("checkmate"), "{ending:?}");
    }
    // An online game is not the autosave's to resume, but a finished one saves like any other.
    assert!(!temp_dir_path("online-ada").join("autosave.ron").exists());
    ada.world_mut().write_message(tabula::session::save::SaveRequest::Save);
    ada.update();
    let saves: Vec<String> = std::fs::read_dir(temp_dir_path("online-ada").join("saves"))
        .expect("a saves folder")
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    assert!(saves.iter().any(|f| f.ends_with(".ron")) && saves.iter().any(|f| f.ends_with(".pgn")), "{saves:?}");
    let pgn_name = saves.iter().find(|f| f.ends_with(".pgn")).expect("a PGN");
    let pgn = std::fs::read_to_string(temp_dir_path("online-ada").join("saves").join(pgn_name)).expect("readable");
    assert!(pgn.contains("Qh4#") && pgn.contains("0-1"), "{pgn}");

    // A rematch: Ada offers from her table, Bo agrees at his; both sit at a new game, seats turned.
    ada.world_mut().write_message(tabula::session::SessionRequest::Offer(tabula::session::OfferKind::Rematch));
    frames_until(&mut [&mut ada, &mut bo], "the offer on Bo's table", |app| {
        app.world().resource::<Session>().offer().is_some()
    });
    bo.world_mut().write_message(tabula::session::SessionRequest::Answer(tabula_rules::Seat(1), true));
    frames_until(&mut [&mut ada, &mut bo], "the rematch on both tables", |app| {
        online_game(app).as_ref() != Some(&game) && moves(app).is_empty()
    });
    assert_eq!((seat_of(&ada), seat_of(&bo)), (Some(1), Some(0)), "the seats turned");
}

fn temp_dir_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("tabula-test-{name}-{}", std::process::id()))
}

/// Clicks the first legal move of the position on `app`'s board (its own seat's turn).
fn click_first_legal(app: &mut App) {
    let snapshot = app.world().resource::<tabula::session::Snapshot>();
    let mv =
        snapshot.moves.iter().find(|m| m.from.is_some() && m.to.is_some() && m.promotion.is_none()).expect("a move");
    let (from, to) = (mv.from.expect("from"), mv.to.expect("to"));
    click_cells(app, from, to);
}

/// A real server on 127.0.0.1 with a new SQLite file, on a runtime of its own (dropping or
/// shutting down the runtime kills it, with every connection).
struct TestServer {
    runtime: tokio::runtime::Runtime,
    addr: std::net::SocketAddr,
    url: String,
    database: String,
}

impl TestServer {
    fn start(name: &str) -> TestServer {
        let database = format!("sqlite:{}", temp_dir(name).join("server.db").display());
        let (runtime, addr) = start_server("127.0.0.1:0", &database);
        TestServer { runtime, addr, url: format!("ws://{addr}/ws"), database }
    }
}

fn start_server(listen: &str, database: &str) -> (tokio::runtime::Runtime, std::net::SocketAddr) {
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let server = runtime.block_on(tabula_server::start(listen, database)).expect("the server starts");
    (runtime, server.addr)
}

#[test]
fn three_apps_play_trichess_and_carry_on_when_the_server_is_killed_and_restarted() {
    let TestServer { runtime, addr, url, database } = TestServer::start("online-trichess-server");
    let mut apps: Vec<App> = ["ada", "bo", "cy"].iter().map(|n| app_in(&temp_dir(&format!("online-3-{n}")))).collect();
    for (app, name) in apps.iter_mut().zip(["Ada", "Bo", "Cy"]) {
        app.world_mut().write_message(OnlineRequest::Connect { url: url.clone(), name: name.to_owned() });
    }
    let mut refs: Vec<&mut App> = apps.iter_mut().collect();
    frames_until(&mut refs, "signed in", |app| {
        app.world().resource::<Online>().0.as_ref().is_some_and(|c| c.link == Link::Online && c.token.is_some())
    });
    let clock = Some(tabula_table::ClockSetup { base_secs: 600, increment_secs: 0 });
    refs[0].world_mut().write_message(OnlineRequest::Seek { game: Variant::Trichess, clock });
    frames_until(&mut refs, "the seek everywhere", |app| !client(app).lobby.seeks.is_empty());
    let seek = client(refs[1]).lobby.seeks[0].seek;
    refs[1].world_mut().write_message(OnlineRequest::AcceptSeek(seek));
    refs[2].world_mut().write_message(OnlineRequest::AcceptSeek(seek));
    frames_until(&mut refs, "three at the table", |app| online_game(app).is_some());
    // Bo and Cy accepted at once: the server seated them in the order it heard them.
    refs.sort_by_key(|app| seat_of(app));
    for ply in 0..3 {
        assert_eq!(seat_of(refs[ply]), Some(ply));
        click_first_legal(refs[ply]);
        frames_until(&mut refs, "the move on every table", |app| moves(app).len() == ply + 1);
    }
    let clocks_before = refs[0].world().resource::<Session>().clocks().remaining().to_vec();

    // The server dies (every connection drops) and comes back on the same port and database.
    runtime.shutdown_background();
    frames_until(&mut refs, "the link lost", |app| !matches!(client(app).link, Link::Online));
    let (_runtime, _) = start_server(&addr.to_string(), &database);
    frames_until(&mut refs, "back, with the same game", |app| {
        client(app).link == Link::Online && moves(app).len() == 3
    });
    // The seats that were not to move kept their time exactly; play goes on.
    let clocks_after = refs[1].world().resource::<Session>().clocks().remaining().to_vec();
    assert_eq!(clocks_after[1..], clocks_before[1..], "{clocks_before:?} {clocks_after:?}");
    click_first_legal(refs[0]);
    frames_until(&mut refs, "the fourth move on every table", |app| moves(app).len() == 4);
    let all: Vec<Vec<String>> = refs.iter().map(|app| moves(app)).collect();
    assert!(all.windows(2).all(|w| w[0] == w[1]), "{all:?}");
}

/// Plays the seat to move's first legal move on `app`: clicked on the board when it goes from a
/// cell to a cell, else (a placement, a pass) sent as text through the online client.
fn play_first_legal(app: &mut App) {
    let snapshot = app.world().resource::<tabula::session::Snapshot>();
    if snapshot.moves.iter().any(|m| m.from.is_some() && m.to.is_some() && m.promotion.is_none()) {
        return click_first_legal(app);
    }
    let game = online_game(app).expect("on the table");
    let text = app.world().resource::<Session>().game().legal_move_strings().first().cloned().expect("a move");
    let mut online = app.world_mut().resource_mut::<Online>();
    online.0.as_mut().expect("connected").play_text(&game, &text).expect("legal");
}

#[test]
fn every_game_is_played_online_between_apps_with_clocks() {
    let TestServer { runtime: _runtime, url, .. } = TestServer::start("online-all-server");
    for variant in Variant::ALL {
        let seats = usize::from(variant.seats());
        let mut apps: Vec<App> = (0..seats).map(|s| app_in(&temp_dir(&format!("online-all-{variant}-{s}")))).collect();
        for (seat, app) in apps.iter_mut().enumerate() {
            let name = format!("{variant}{seat}");
            app.world_mut().write_message(OnlineRequest::Connect { url: url.clone(), name });
        }
        let mut refs: Vec<&mut App> = apps.iter_mut().collect();
        frames_until(&mut refs, "signed in", |app| client(app).link == Link::Online && client(app).token.is_some());
        let clock = Some(tabula_table::ClockSetup { base_secs: 300, increment_secs: 2 });
        refs[0].world_mut().write_message(OnlineRequest::Challenge { game: variant, clock });
        frames_until(&mut refs[..1], "a challenge code", |app| client(app).lobby.my_challenge.is_some());
        let code = client(refs[0]).lobby.my_challenge.clone().expect("a code").0;
        for app in refs.iter_mut().skip(1) {
            // Typed as a friend would: lower case, with a space.
            app.world_mut().write_message(OnlineRequest::AcceptChallenge(format!(" {}", code.to_lowercase())));
        }
        frames_until(&mut refs, "everyone at the table", |app| online_game(app).is_some());
        // Friends who accept at once are seated in the order the server hears them.
        refs.sort_by_key(|app| seat_of(app));
        let mut ply = 0;
        while ply < 30 && !refs[0].world().resource::<Session>().is_over() {
            let seat = usize::from(refs[0].world().resource::<Session>().to_move().0);
            play_first_legal(refs[seat]);
            ply += 1;
            frames_until(&mut refs, "the move on every table", |app| moves(app).len() == ply);
        }
        if !refs[0].world().resource::<Session>().is_over() {
            let seat = usize::from(refs[0].world().resource::<Session>().to_move().0);
            refs[seat].world_mut().write_message(tabula::session::SessionRequest::Resign);
        }
        frames_until(&mut refs, "the end on every table", |app| app.world().resource::<Session>().is_over());
        let all: Vec<Vec<String>> = refs.iter().map(|app| moves(app)).collect();
        assert!(all.windows(2).all(|w| w[0] == w[1]), "{variant}: {all:?}");
        assert!(refs[0].world().resource::<Session>().clocks().enabled(), "{variant} has the server's clock");
    }
}

#[test]
fn a_move_the_server_refuses_is_taken_back_on_the_board_with_its_reason() {
    let TestServer { runtime: _runtime, url, .. } = TestServer::start("online-refused-server");
    let (ada_dir, bo_dir) = (temp_dir("online-refused-ada"), temp_dir("online-refused-bo"));
    let (mut ada, mut bo) = (app_in(&ada_dir), app_in(&bo_dir));
    for (app, name) in [(&mut ada, "Ada"), (&mut bo, "Bo")] {
        app.world_mut().write_message(OnlineRequest::Connect { url: url.clone(), name: name.to_owned() });
    }
    frames_until(&mut [&mut ada, &mut bo], "signed in", |app| {
        client(app).link == Link::Online && client(app).token.is_some()
    });
    ada.world_mut().write_message(OnlineRequest::Seek { game: Variant::Chess, clock: None });
    frames_until(&mut [&mut ada, &mut bo], "the seek", |app| !client(app).lobby.seeks.is_empty());
    let seek = client(&bo).lobby.seeks[0].seek;
    bo.world_mut().write_message(OnlineRequest::AcceptSeek(seek));
    frames_until(&mut [&mut ada, &mut bo], "at the table", |app| online_game(app).is_some());

    // Ada on a second device: the same token (copied from the first), so the same seat.
    let other_dir = temp_dir("online-refused-ada-2");
    std::fs::copy(ada_dir.join("online-tokens.ron"), other_dir.join("online-tokens.ron")).expect("the token copied");
    let mut other = app_in(&other_dir);
    other.world_mut().write_message(OnlineRequest::Connect { url: url.clone(), name: "Ada".to_owned() });
    frames_until(&mut [&mut other], "the second device back at the table", |app| online_game(app).is_some());
    // Both devices move for White. The first's move is played; the second device, not updated
    // since, still shows White to move and sends its own move for the same ply.
    click_move(&mut ada, "e2", "e4");
    frames_until(&mut [&mut ada, &mut bo], "e4 played", |app| moves(app) == ["e2e4"]);
    let cell = |app: &App, name: &str| {
        let session = app.world().resource::<Session>();
        session.game().cells().iter().find(|c| c.name == name).map(|c| c.id).expect("a cell")
    };
    let (from, to) = (cell(&other, "d2"), cell(&other, "d4"));
    other.world_mut().write_message(tabula::session::MoveAttempt { from, to, promotion: None });
    other.update();
    // Sent as a move, not kept as a premove. (Whether it is still pending after this frame
    // depends on when the server's e4 reaches this device's socket, so that is not asked.)
    let mirror = client(&other).games.values().next().expect("a game");
    assert!(mirror.premove.is_none(), "sent as a move, not kept as a premove");
    frames_until(&mut [&mut ada, &mut bo, &mut other], "the server's game on every table", |app| {
        moves(app) == ["e2e4"]
    });
    // The server's answer may come a frame after its game.
    frames_until(&mut [&mut other], "the refusal said", |app| {
        app.world().resource::<tabula::session::StatusLine>().0.contains("refused")
    });
    let status = other.world().resource::<tabula::session::StatusLine>().0.clone();
    assert!(status.contains("refused") && status.contains("moves"), "{status}");
    assert_eq!(moves(&other), ["e2e4"], "the refused move taken back on the board");
}

/// The online game on `app`'s table, if one is.
fn online_game(app: &App) -> Option<tabula_protocol::GameId> {
    app.world().resource::<Referee>().online_game().cloned()
}
