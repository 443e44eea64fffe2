//! The browser build in a real browser: headless Chromium, driven over WebDriver (Debian's
//! chromium-driver), opens the bundle served by a real `tabula-server` started here. One test
//! follows a `?join=` link to a challenge made by a native client (`tabula-online`), signs in and
//! plays Black's moves of a short game typed into the Move box, and checks the game as the
//! server recorded it, move by move; the other plays a move against the computer and checks that
//! the page kept drawing while the engine's Web Worker searched, with no long task on the page.
//!
//! They run when given a bundle: `TABULA_WEB_BUNDLE=<the bundle>` (`tools/build-web.sh` builds it)
//! with `chromedriver` and Chromium installed. Otherwise each test says so and passes, unless
//! `TABULA_REQUIRE_BROWSER=1` is set, when a missing part is a failure: `.ci/run` builds the
//! bundle and sets both. One browser at a time: two would share this machine's two cores.

use serde_json::{Value, json};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use tabula_online::{Link, OnlineClient, Update};
use tabula_rules::Variant;

mod common;

/// The viewport headless Chromium gives a 1280x800 window, and where the tests click in it.
const NAME_FIELD: (i64, i64) = (510, 98);
const CONNECT: (i64, i64) = (637, 102);
const TITLE_PLAY: (i64, i64) = (640, 236);
const CHESS_PLAY: (i64, i64) = (160, 389);
const SETUP_START: (i64, i64) = (554, 609);
const ENTER: &str = "\u{E007}";

/// The bundle and the driver, or why the test cannot run.
/// Held by the test that has the browser.
static ONE_BROWSER: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn browser_parts() -> Result<(PathBuf, PathBuf), String> {
    let bundle = std::env::var_os("TABULA_WEB_BUNDLE")
        .map(PathBuf::from)
        .ok_or("TABULA_WEB_BUNDLE is not set (the browser tests run only when asked)")?;
    if !bundle.join("index.html").is_file() || !bundle.join("engine-worker.js").is_file() {
        return Err(format!("no browser bundle in {} (tools/build-web.sh builds it)", bundle.display()));
    }
    let driver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .iter()
        .map(PathBuf::from)
        .find(|path| path.is_file())
        .ok_or("no chromedriver (apt-get install chromium chromium-driver)")?;
    Ok((bundle, driver))
}

/// The parts, or `None` after saying why the test does not run (a failure when required).
fn parts_or_skip(test: &str) -> Option<(PathBuf, PathBuf)> {
    match browser_parts() {
        Ok(parts) => Some(parts),
        Err(why) if std::env::var_os("TABULA_REQUIRE_BROWSER").is_some_and(|v| v == "1") => {
            panic!("{test}: {why}, and TABULA_REQUIRE_BROWSER=1")
        }
        Err(why) => {
            eprintln!("{test}: not run: {why}");
            None
        }
    }
}

/// A Chromium session over the WebDriver protocol (JSON over HTTP to chromedriver).
struct Browser {
    driver: Child,
    port: u16,
    session: String,
}

impl Browser {
    fn start(driver: &std::path::Path) -> Browser {
        let port = std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).expect("a free port").port();
        let child = Command::new(driver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let mut browser = Browser { driver: child, port, session: String::new() };
        let deadline = Instant::now() + Duration::from_secs(10);
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "chromedriver did not listen");
            std::thread::sleep(Duration::from_millis(50));
        }
        let args = [
            "--headless=new",
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--window-size=1280,800",
        ];
        // Navigation returns once the document is parsed ("eager"): the wasm app's own start is
        // waited for by `wait_for_app`, each wait bounded.
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "pageLoadStrategy": "eager",
            "timeouts": {"script": 30_000, "pageLoad": 60_000},
            "goog:chromeOptions": {"binary": "/usr/bin/chromium", "args": args}
        }}});
        let reply = browser.request("POST", "/session", Some(capabilities));
        browser.session = reply["sessionId"].as_str().expect("a session").to_owned();
        browser
    }

    fn request(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).expect("chromedriver");
        // Nothing may wait forever: a browser that stops answering fails the test with its request.
        stream.set_read_timeout(Some(Duration::from_secs(120))).expect("a read timeout");
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        );
        stream.write_all(head.as_bytes()).and_then(|()| stream.write_all(body.as_bytes())).expect("sent");
        // chromedriver keeps the connection open whatever the request asks, so the reply is
        // read by its Content-Length, not to the end of the stream.
        let reply = read_reply(&mut stream).unwrap_or_else(|e| panic!("{method} {path}: no reply within 120 s: {e}"));
        let json = reply.split_once("\r\n\r\n").map_or("", |(_, json)| json);
        let value: Value = serde_json::from_str(json).unwrap_or_else(|e| panic!("{method} {path}: {e}: {reply}"));
        assert!(value["value"]["error"].is_null(), "{method} {path}: {}", value["value"]);
        value["value"].clone()
    }

    fn session_path(&self, rest: &str) -> String {
        format!("/session/{}{rest}", self.session)
    }

    fn open(&self, url: &str) {
        self.request("POST", &self.session_path("/url"), Some(json!({"url": url})));
    }

    fn script(&self, script: &str) -> Value {
        self.request("POST", &self.session_path("/execute/sync"), Some(json!({"script": script, "args": []})))
    }

    /// Waits (30 s at most) until `condition` (JavaScript) is true.
    fn wait_for(&self, what: &str, condition: &str) {
        let deadline = Instant::now() + Duration::from_secs(30);
        while self.script(&format!("return Boolean({condition})")) != json!(true) {
            assert!(Instant::now() < deadline, "{what}: not within 30 s");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// A click at a point of the page.
    fn click(&self, (x, y): (i64, i64)) {
        let pointer = json!({"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": 50}, {"type": "pointerUp", "button": 0}
        ]});
        self.request("POST", &self.session_path("/actions"), Some(json!({"actions": [pointer]})));
        std::thread::sleep(Duration::from_millis(600));
    }

    /// Real key events, one key after another.
    fn type_keys(&self, text: &str) {
        let mut actions = Vec::new();
        for key in text.chars() {
            actions.push(json!({"type": "keyDown", "value": key.to_string()}));
            actions.push(json!({"type": "keyUp", "value": key.to_string()}));
            actions.push(json!({"type": "pause", "duration": 60}));
        }
        let keys = json!({"type": "key", "id": "keyboard", "actions": actions});
        self.request("POST", &self.session_path("/actions"), Some(json!({"actions": [keys]})));
        std::thread::sleep(Duration::from_millis(600));
    }

    /// A move typed into the Move box: `/`, the move, Enter.
    fn type_move(&self, text: &str) {
        self.type_keys("/");
        self.type_keys(text);
        self.type_keys(ENTER);
    }

    /// Waits for the app to draw its first screen (the page's loading line goes then).
    fn wait_for_app(&self) {
        self.wait_for("the title screen", "document.getElementById('loading') === null");
        std::thread::sleep(Duration::from_secs(2));
    }
}

/// One HTTP reply: its head, then as many bytes of body as its Content-Length says.
fn read_reply(stream: &mut TcpStream) -> std::io::Result<String> {
    let mut bytes = Vec::new();
    let mut chunk = [0u8; 8192];
    loop {
        let read = stream.read(&mut chunk)?;
        if read == 0 {
            break;
        }
        bytes.extend_from_slice(&chunk[..read]);
        let Some(head_end) = bytes.windows(4).position(|w| w == b"\r\n\r\n") else { continue };
        let head = String::from_utf8_lossy(&bytes[..head_end]).to_ascii_lowercase();
        let length = head
            .lines()
            .find_map(|line| line.strip_prefix("content-length:"))
            .and_then(|value| value.trim().parse::<usize>().ok());
        if length.is_some_and(|length| bytes.len() >= head_end + 4 + length) {
            break;
        }
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

impl Drop for Browser {
    fn drop(&mut self) {
        if !self.session.is_empty() {
            let _ = std::panic::catch_unwind(|| self.request("DELETE", &self.session_path(""), None));
        }
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

/// The server on a free port with a temporary database, serving `bundle`.
fn start_server(bundle: PathBuf, name: &str) -> (tokio::runtime::Runtime, std::net::SocketAddr) {
    let database = format!("sqlite:{}", common::temp_dir(name).join("server.db").display());
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
    let mut config = tabula_server::Config::new("127.0.0.1:0", &database);
    config.web = Some(bundle);
    let server = runtime.block_on(tabula_server::start_with(config)).expect("the server starts");
    (runtime, server.addr)
}

/// Polls `client` until `done` holds (60 s at most: the page draws slowly in software).
fn poll_until(client: &mut OnlineClient, what: &str, done: impl Fn(&OnlineClient) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(60);
    while !done(client) {
        assert!(Instant::now() < deadline, "{what}: not within 60 s");
        let _: Vec<Update> = client.poll_wait(Duration::from_millis(100));
    }
}

fn moves_of(client: &OnlineClient) -> Vec<String> {
    client
        .games
        .values()
        .next()
        .map(|game| game.confirmed().moves().iter().map(|m| m.text.clone()).collect())
        .unwrap_or_default()
}

#[test]
fn a_join_link_opens_a_native_challenge_and_the_page_plays_its_moves_to_mate() {
    let Some((bundle, driver)) = parts_or_skip("browser join") else { return };
    let _browser_held = ONE_BROWSER.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let (_runtime, addr) = start_server(bundle, "browser-join");
    let url = format!("ws://{addr}/ws");
    let mut native = OnlineClient::connect(&url, "Native", None).expect("the native client connects");
    poll_until(&mut native, "signed in", |c| c.link == Link::Online && c.token.is_some());
    native.challenge(Variant::Chess, None);
    poll_until(&mut native, "a challenge code", |c| c.lobby.my_challenge.is_some());
    let code = native.lobby.my_challenge.clone().expect("a code").0;

    let browser = Browser::start(&driver);
    browser.open(&format!("http://{addr}/?join={code}"));
    browser.wait_for_app();
    browser.click(NAME_FIELD);
    browser.type_keys("Web");
    browser.click(CONNECT);
    poll_until(&mut native, "the page accepted the challenge", |c| !c.games.is_empty());
    let game = native.games.keys().next().cloned().expect("a game");

    // The quickest mate: 1. f3 e5 2. g4 Qh4#, the page playing Black.
    for (white, black) in [("f2f3", "e7e5"), ("g2g4", "d8h4")] {
        native.play_text(&game, white).expect("the native move");
        let count = moves_of(&native).len() + 1;
        poll_until(&mut native, "the native move confirmed", |c| moves_of(c).len() >= count);
        // The page sees the move arrive before it types its own.
        std::thread::sleep(Duration::from_secs(2));
        browser.type_move(black);
        poll_until(&mut native, &format!("the page's {black}"), |c| moves_of(c).len() > count);
    }
    poll_until(&mut native, "the mate", |c| c.games.get(&game).is_some_and(|g| g.is_over()));

    // The server's record, as a spectator who joins now replays it.
    let mut watcher = OnlineClient::connect(&url, "Watcher", None).expect("a spectator connects");
    poll_until(&mut watcher, "signed in", |c| c.link == Link::Online);
    watcher.watch(&game);
    poll_until(&mut watcher, "the record", |c| c.games.contains_key(&game));
    assert_eq!(moves_of(&watcher), ["f2f3", "e7e5", "g2g4", "d8h4"]);
    assert!(watcher.games[&game].is_over(), "the record ends in the mate");
}

/// Counts the engine worker's messages and the page's frames and long tasks.
const WATCH_PAGE: &str = "
    window.__engine = []; window.__long = []; window.__frames = 0;
    const Plain = window.Worker;
    window.Worker = function (url) {
        const worker = new Plain(url);
        worker.addEventListener('message', (e) => window.__engine.push(String(e.data)));
        return worker;
    };
    new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => e.duration)))
        .observe({ type: 'longtask' });
    const frame = () => { window.__frames += 1; requestAnimationFrame(frame); };
    requestAnimationFrame(frame);
    return true;";

#[test]
fn the_computer_answers_from_its_worker_while_the_page_keeps_drawing() {
    let Some((bundle, driver)) = parts_or_skip("browser computer") else { return };
    let _browser_held = ONE_BROWSER.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let (_runtime, addr) = start_server(bundle, "browser-computer");
    let browser = Browser::start(&driver);
    browser.open(&format!("http://{addr}/"));
    browser.wait_for_app();
    browser.script(WATCH_PAGE);
    browser.click(TITLE_PLAY);
    browser.click(CHESS_PLAY);
    // The setup's default: the player White, the computer Black.
    browser.click(SETUP_START);
    std::thread::sleep(Duration::from_secs(2));
    // Long tasks count from here: opening the board is not the search.
    let frames_before = browser.script("window.__long = []; return window.__frames").as_i64().unwrap_or(0);
    browser.type_move("e2e4");
    browser.wait_for("the engine's bestmove", "window.__engine.some((m) => m.includes('bestmove'))");
    let frames = browser.script("return window.__frames").as_i64().unwrap_or(0) - frames_before;
    let long: Vec<f64> = serde_json::from_value(browser.script("return window.__long")).unwrap_or_default();
    assert!(frames >= 3, "the page drew {frames} frames while the computer thought");
    assert!(long.iter().all(|&ms| ms <= 50.0), "long tasks on the page's thread: {long:?}");
}
