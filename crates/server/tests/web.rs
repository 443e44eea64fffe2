//! The browser build served by the real server (port 0, a temporary database): files and their
//! types, Brotli and gzip forms chosen by `Accept-Encoding`, ETags and 304s, paths that try to
//! leave the folder, HEAD, and the WebSocket and `/health` untouched beside the site.

mod common;

use common::*;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// An HTTP answer as it came over the wire.
struct Answer {
    status: u16,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
}

/// One request on its own connection; `extra` are header lines (`Name: value`).
async fn ask(addr: SocketAddr, method: &str, path: &str, extra: &[&str]) -> Answer {
    let mut stream = tokio::net::TcpStream::connect(addr).await.expect("connects");
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    for line in extra {
        request.push_str(line);
        request.push_str("\r\n");
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).await.expect("asks");
    let mut raw = Vec::new();
    tokio::time::timeout(std::time::Duration::from_secs(10), stream.read_to_end(&mut raw))
        .await
        .expect("an answer within 10 s")
        .expect("reads");
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").expect("headers end");
    let head = String::from_utf8(raw[..split].to_vec()).expect("text headers");
    let mut lines = head.split("\r\n");
    let status = lines.next().and_then(|l| l.split(' ').nth(1)).and_then(|s| s.parse().ok()).expect("a status");
    let headers: Vec<(String, String)> =
        lines.filter_map(|l| l.split_once(':')).map(|(n, v)| (n.trim().to_owned(), v.trim().to_owned())).collect();
    let answer = Answer { status, headers, body: raw[split + 4..].to_vec() };
    assert_eq!(answer.header("transfer-encoding"), None, "every answer here has a length");
    answer
}

/// A scratch folder for one test, with a bundle folder in it and a secret beside the bundle.
fn scratch(name: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("tabula-web-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let bundle = dir.join("bundle");
    std::fs::create_dir_all(bundle.join("assets/sounds")).expect("makes the bundle folder");
    std::fs::write(dir.join("secret.txt"), "not for the web").expect("writes");
    (dir, bundle)
}

fn write(path: &Path, bytes: &[u8]) {
    std::fs::write(path, bytes).expect("writes a bundle file");
}

const INDEX: &[u8] = b"<!doctype html><title>Tabula</title>";
const WASM: &[u8] = b"\0asm\x01\0\0\0 the plain module";
const WASM_BR: &[u8] = b"pretend brotli bytes";
const WASM_GZ: &[u8] = b"pretend gzip bytes";

fn a_bundle(bundle: &Path) {
    write(&bundle.join("index.html"), INDEX);
    write(&bundle.join("app.js"), b"export default function init() {}");
    write(&bundle.join("app.wasm"), WASM);
    write(&bundle.join("app.wasm.br"), WASM_BR);
    write(&bundle.join("app.wasm.gz"), WASM_GZ);
    write(&bundle.join("assets/sounds/move.wav"), b"RIFF....WAVE");
}

async fn serving(name: &str, bundle: &Path) -> tabula_server::Running {
    let bundle = bundle.to_path_buf();
    start_with(&temp_database(name), move |config| config.web = Some(bundle)).await
}

#[tokio::test]
async fn the_bundle_is_served_with_its_types() {
    let (_dir, bundle) = scratch("types");
    a_bundle(&bundle);
    let server = serving("web-types", &bundle).await;
    assert_eq!(server.web.as_deref(), Some(bundle.canonicalize().expect("canonical").as_path()));

    let index = ask(server.addr, "GET", "/", &[]).await;
    assert_eq!(index.status, 200);
    assert_eq!(index.header("content-type"), Some("text/html; charset=utf-8"));
    assert_eq!(index.body, INDEX);
    assert_eq!(index.header("cache-control"), Some("no-cache"));
    assert!(index.header("etag").is_some_and(|t| t.starts_with('"')), "{:?}", index.headers);
    assert_eq!(index.header("vary"), None, "index.html has no compressed forms");
    assert_eq!(ask(server.addr, "GET", "/index.html", &[]).await.body, INDEX);

    let script = ask(server.addr, "GET", "/app.js", &[]).await;
    assert_eq!(script.header("content-type"), Some("text/javascript; charset=utf-8"));
    let sound = ask(server.addr, "GET", "/assets/sounds/move.wav", &[]).await;
    assert_eq!((sound.status, sound.header("content-type")), (200, Some("audio/wav")));
    assert_eq!(sound.body, b"RIFF....WAVE");
    let module = ask(server.addr, "GET", "/app.wasm", &[]).await;
    assert_eq!(module.header("content-type"), Some("application/wasm"));

    // HEAD: the same headers, the length of what GET would send, no body.
    let head = ask(server.addr, "HEAD", "/", &[]).await;
    assert_eq!(head.status, 200);
    assert_eq!(head.header("content-length"), Some(INDEX.len().to_string().as_str()));
    assert_eq!(head.header("content-type"), Some("text/html; charset=utf-8"));
    assert_eq!(head.header("etag"), index.header("etag"));
    assert!(head.body.is_empty());

    let missing = ask(server.addr, "GET", "/nothing.js", &[]).await;
    assert_eq!(missing.status, 404);
    let folder = ask(server.addr, "GET", "/assets", &[]).await;
    assert_eq!(folder.status, 404, "a folder is not a file");
    let post = ask(server.addr, "POST", "/", &["Content-Length: 0"]).await;
    assert_eq!((post.status, post.header("allow")), (405, Some("GET, HEAD")));
    server.task.abort();
}

#[tokio::test]
async fn compressed_forms_follow_accept_encoding() {
    let (_dir, bundle) = scratch("encodings");
    a_bundle(&bundle);
    // A compressed form older than its file is left from an earlier build: never sent.
    write(&bundle.join("stale.js.gz"), b"old gzip");
    let file = std::fs::File::options().write(true).open(bundle.join("stale.js.gz")).expect("opens");
    file.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(3600)).expect("sets the time");
    write(&bundle.join("stale.js"), b"new script");
    // brotli gives its copy the file's time without the fraction of a second: still fresh.
    let whole_second = |path: &Path| {
        let time = std::fs::metadata(path).and_then(|m| m.modified()).expect("a time");
        let since = time.duration_since(std::time::UNIX_EPOCH).expect("after 1970");
        std::time::UNIX_EPOCH + std::time::Duration::from_secs(since.as_secs())
    };
    let copy = std::fs::File::options().write(true).open(bundle.join("app.wasm.br")).expect("opens");
    copy.set_modified(whole_second(&bundle.join("app.wasm"))).expect("sets the time");
    let server = serving("web-encodings", &bundle).await;

    let brotli = ask(server.addr, "GET", "/app.wasm", &["Accept-Encoding: gzip, deflate, br, zstd"]).await;
    assert_eq!(brotli.status, 200);
    assert_eq!(brotli.body, WASM_BR);
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    assert_eq!(brotli.header("content-type"), Some("application/wasm"), "the type of what is inside");
    assert_eq!(brotli.header("vary"), Some("Accept-Encoding"));
    assert_eq!(brotli.header("content-length"), Some(WASM_BR.len().to_string().as_str()));

    let gzip = ask(server.addr, "GET", "/app.wasm", &["Accept-Encoding: gzip"]).await;
    assert_eq!((gzip.body.as_slice(), gzip.header("content-encoding")), (WASM_GZ, Some("gzip")));
    assert_eq!(gzip.header("vary"), Some("Accept-Encoding"));
    let refused = ask(server.addr, "GET", "/app.wasm", &["Accept-Encoding: br;q=0, gzip;q=0.8"]).await;
    assert_eq!(refused.header("content-encoding"), Some("gzip"));

    let plain = ask(server.addr, "GET", "/app.wasm", &[]).await;
    assert_eq!((plain.body.as_slice(), plain.header("content-encoding")), (WASM, None));
    assert_eq!(plain.header("vary"), Some("Accept-Encoding"), "the answer depends on the header");
    let identity = ask(server.addr, "GET", "/app.wasm", &["Accept-Encoding: identity"]).await;
    assert_eq!(identity.body, WASM);

    let stale = ask(server.addr, "GET", "/stale.js", &["Accept-Encoding: gzip"]).await;
    assert_eq!((stale.body.as_slice(), stale.header("content-encoding")), (b"new script".as_slice(), None));

    // Each form has its own ETag, and only a matching one gets 304.
    let tags = [&brotli, &gzip, &plain].map(|a| a.header("etag").expect("an ETag").to_owned());
    assert!(tags[0] != tags[1] && tags[1] != tags[2] && tags[0] != tags[2], "{tags:?}");
    let again =
        ask(server.addr, "GET", "/app.wasm", &["Accept-Encoding: br", &format!("If-None-Match: {}", tags[0])]).await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), Some(tags[0].as_str()));
    assert_eq!(again.header("vary"), Some("Accept-Encoding"));
    assert_eq!(again.header("cache-control"), Some("no-cache"));
    if let Some(length) = again.header("content-length") {
        assert_eq!(length, WASM_BR.len().to_string(), "a 304's length is the 200's or none");
    }
    let weak = ask(server.addr, "GET", "/app.wasm", &[&format!("If-None-Match: \"x\", W/{}", tags[2])]).await;
    assert_eq!(weak.status, 304);
    let other_form = ask(server.addr, "GET", "/app.wasm", &[&format!("If-None-Match: {}", tags[0])]).await;
    assert_eq!((other_form.status, other_form.body.as_slice()), (200, WASM));

    // A new build changes the ETag: the browser's revalidation fetches it.
    std::thread::sleep(std::time::Duration::from_millis(20));
    write(&bundle.join("index.html"), b"<!doctype html><title>Tabula 2</title>");
    let first = ask(server.addr, "GET", "/", &[]).await;
    let index_tag = first.header("etag").expect("an ETag").to_owned();
    assert_eq!(ask(server.addr, "GET", "/", &[&format!("If-None-Match: {index_tag}")]).await.status, 304);
    std::thread::sleep(std::time::Duration::from_millis(20));
    write(&bundle.join("index.html"), b"<!doctype html><title>Tabula 3</title>");
    let rebuilt = ask(server.addr, "GET", "/", &[&format!("If-None-Match: {index_tag}")]).await;
    assert_eq!((rebuilt.status, rebuilt.body.as_slice()), (200, b"<!doctype html><title>Tabula 3</title>".as_slice()));
    server.task.abort();
}

#[tokio::test]
async fn paths_that_leave_the_bundle_are_not_found() {
    let (dir, bundle) = scratch("traversal");
    a_bundle(&bundle);
    #[cfg(unix)]
    std::os::unix::fs::symlink(dir.join("secret.txt"), bundle.join("link.txt")).expect("links");
    let server = serving("web-traversal", &bundle).await;
    for path in [
        "/../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/assets/../../secret.txt",
        "/assets/%2e%2e/%2e%2e/secret.txt",
        "/..%2fsecret.txt",
        "/%2fetc/passwd",
        "//etc/passwd",
        "/..%5csecret.txt",
        "/index.html%00.js",
        "/link.txt",
    ] {
        let answer = ask(server.addr, "GET", path, &[]).await;
        assert_eq!(answer.status, 404, "{path}");
        assert!(!String::from_utf8_lossy(&answer.body).contains("not for the web"), "{path}");
    }
    server.task.abort();
}

#[tokio::test]
async fn the_game_routes_come_first() {
    let (_dir, bundle) = scratch("routes");
    a_bundle(&bundle);
    // Files named like the routes do not hide them.
    write(&bundle.join("health"), b"a file");
    write(&bundle.join("ws"), b"a file");
    let server = serving("web-routes", &bundle).await;
    assert_eq!(health(server.addr).await["status"], "ok");
    let mut client = Client::connect(server.addr).await;
    client.sign_in("Ada").await;
    assert_eq!(ask(server.addr, "GET", "/", &[]).await.status, 200);
    server.task.abort();
}

#[tokio::test]
async fn without_a_bundle_the_root_says_how_to_build_one() {
    let server = start_with(&temp_database("web-none"), |_| {}).await;
    assert_eq!(server.web, None);
    let root = ask(server.addr, "GET", "/", &[]).await;
    assert_eq!(root.status, 404);
    assert_eq!(root.header("content-type"), Some("text/plain; charset=utf-8"));
    let text = String::from_utf8(root.body).expect("text");
    assert!(text.contains("tools/build-web.sh") && text.contains("--web DIR"), "{text}");
    assert_eq!(ask(server.addr, "GET", "/app.js", &[]).await.status, 404);
    assert_eq!(health(server.addr).await["status"], "ok");
    let mut client = Client::connect(server.addr).await;
    client.sign_in("Bo").await;
    server.task.abort();
}

#[tokio::test]
async fn a_folder_that_is_no_bundle_is_refused_at_start() {
    let (dir, bundle) = scratch("refused");
    for (folder, why) in [(bundle.clone(), "no index.html"), (dir.join("absent"), "absent")] {
        let mut config = tabula_server::Config::new("127.0.0.1:0", &temp_database("web-refused"));
        config.web = Some(folder);
        match tabula_server::start_with(config).await {
            Ok(_) => panic!("a server started on a folder with {why}"),
            Err(error) => assert!(error.starts_with("--web "), "{why}: {error}"),
        }
    }
}

#[test]
fn the_default_bundle_is_found_beside_the_server_or_in_the_target_folder() {
    // tools/build-web.sh writes target/web; cargo puts the server in target/release.
    let target = std::env::temp_dir().join(format!("tabula-web-default-{}", std::process::id()));
    let release = target.join("release");
    std::fs::create_dir_all(&release).expect("folders");
    assert_eq!(tabula_server::web::bundle_near(&release), None, "no bundle yet");
    std::fs::create_dir_all(target.join("web")).expect("web");
    assert_eq!(tabula_server::web::bundle_near(&release), None, "a web folder without a page is not a bundle");
    std::fs::write(target.join("web/index.html"), "<!doctype html>").expect("page");
    assert_eq!(tabula_server::web::bundle_near(&release), Some(target.join("web")));
    // One beside the executable comes first.
    std::fs::create_dir_all(release.join("web")).expect("web");
    std::fs::write(release.join("web/index.html"), "<!doctype html>").expect("page");
    assert_eq!(tabula_server::web::bundle_near(&release), Some(release.join("web")));
    let _ = std::fs::remove_dir_all(&target);
}
