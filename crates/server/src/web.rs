//! The browser build of the client (`tools/build-web.sh`'s bundle) served from a folder, so that
//! one server hosts the site and its games: GET and HEAD only, paths kept inside the folder,
//! Brotli or gzip files written beside the originals sent to browsers that take them, and an
//! ETag on every file with `Cache-Control: no-cache` so that a new bundle is never stale.

use axum::body::Body;
use axum::http::header::{self, HeaderMap, HeaderValue};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use std::path::{Component, Path, PathBuf};
use std::time::UNIX_EPOCH;
use tokio::io::AsyncReadExt;

/// What a file is sent in: big enough that a 25 MB module is a hundred reads, small enough that
/// many downloads at once hold little memory.
const CHUNK_BYTES: usize = 256 * 1024;

/// Said at `/` when there is no bundle to serve.
pub const NOT_BUILT: &str = "The browser build of Tabula is not built here.\n\
tools/build-web.sh builds it (into $CARGO_TARGET_DIR/web, default target/web), \
and tabula-server --web DIR serves it.\n";

/// A bundle's folder, canonical, so that every file served can be checked to lie inside it.
#[derive(Debug, Clone)]
pub struct Bundle {
    root: PathBuf,
}

impl Bundle {
    /// The bundle in `dir`: refused when the folder cannot be read or holds no `index.html`.
    pub fn open(dir: &Path) -> Result<Bundle, String> {
        let root = dir.canonicalize().map_err(|e| format!("--web {}: {e}", dir.display()))?;
        if !root.join("index.html").is_file() {
            return Err(format!("--web {}: no index.html in it (tools/build-web.sh builds the bundle)", dir.display()));
        }
        Ok(Bundle { root })
    }

    /// The folder served.
    pub fn root(&self) -> &Path {
        &self.root
    }
}

/// The bundle that is served when no `--web` is given: a folder named `web` beside the
/// server's executable, or beside the folder it is in (the cargo target folder, where
/// `tools/build-web.sh` puts it, so `cargo run --release -p tabula-server` finds it), when it
/// holds an `index.html`.
pub fn default_folder() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    bundle_near(exe.parent()?)
}

/// The first `web` folder with an `index.html` in `folder` or its parent.
pub fn bundle_near(folder: &Path) -> Option<PathBuf> {
    [Some(folder), folder.parent()]
        .into_iter()
        .flatten()
        .map(|place| place.join("web"))
        .find(|web| web.join("index.html").is_file())
}

/// The answer to a request that no other route took.
pub async fn answer(bundle: Option<&Bundle>, method: &Method, path: &str, headers: &HeaderMap) -> Response {
    if method != Method::GET && method != Method::HEAD {
        let mut response = text(StatusCode::METHOD_NOT_ALLOWED, "only GET and HEAD are served here\n");
        response.headers_mut().insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        return response;
    }
    let Some(bundle) = bundle else {
        let body = if path == "/" { NOT_BUILT } else { "not found\n" };
        return text(StatusCode::NOT_FOUND, body);
    };
    let Some(relative) = relative_path(path) else {
        tracing::debug!("web: refused path {path:?}");
        return not_found();
    };
    match send(bundle, &relative, method == Method::HEAD, headers).await {
        Ok(response) => response,
        Err(Failure::Missing) => not_found(),
        Err(Failure::Unreadable(why)) => {
            tracing::warn!("web: {}: {why}", relative.display());
            text(StatusCode::INTERNAL_SERVER_ERROR, "this file cannot be read\n")
        }
    }
}

fn text(status: StatusCode, body: &'static str) -> Response {
    (status, [(header::CONTENT_TYPE, HeaderValue::from_static("text/plain; charset=utf-8"))], body).into_response()
}

fn not_found() -> Response {
    text(StatusCode::NOT_FOUND, "not found\n")
}

/// Why a file is not sent.
enum Failure {
    /// Not there, not a file, or outside the bundle: 404.
    Missing,
    /// There but not readable: 500, and a line in the log.
    Unreadable(String),
}

impl From<std::io::Error> for Failure {
    fn from(error: std::io::Error) -> Failure {
        match error.kind() {
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory => Failure::Missing,
            _ => Failure::Unreadable(error.to_string()),
        }
    }
}

/// The file a request path names, relative to the bundle (`/` and a folder's `/` are its
/// `index.html`), or `None` for a path that could leave the folder: `..` or `.` segments,
/// empty ones (`//etc` would join as an absolute path), backslashes, NUL, a percent-encoding
/// that is not UTF-8. The path is checked after decoding, so `%2e%2e` is `..` too.
pub fn relative_path(path: &str) -> Option<PathBuf> {
    let decoded = String::from_utf8(percent_decode(path.strip_prefix('/')?)?).ok()?;
    if decoded.contains(['\\', '\0']) {
        return None;
    }
    let mut relative = PathBuf::new();
    if !decoded.is_empty() {
        let folder = decoded.strip_suffix('/');
        for segment in folder.unwrap_or(&decoded).split('/') {
            let mut components = Path::new(segment).components();
            match (components.next(), components.next()) {
                (Some(Component::Normal(name)), None) if name == segment => relative.push(name),
                _ => return None,
            }
        }
        if folder.is_none() {
            return Some(relative);
        }
    }
    relative.push("index.html");
    Some(relative)
}

/// `%XX` sequences decoded; `None` for one that is cut short or not hexadecimal.
fn percent_decode(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            decoded.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            decoded.push(bytes[i]);
            i += 1;
        }
    }
    Some(decoded)
}

/// The content type for a file name, by its extension.
pub fn content_type(path: &Path) -> &'static str {
    let extension = path.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
    match extension.as_str() {
        "html" | "htm" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "svg" => "image/svg+xml",
        "ico" => "image/x-icon",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        "woff2" => "font/woff2",
        "ron" | "txt" | "md" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// The compressed forms a file may have beside it (`FILE.br`, `FILE.gz`), best first.
const ENCODINGS: [(&str, &str); 2] = [("br", "br"), ("gzip", "gz")];

/// How much the request's `Accept-Encoding` wants `coding` (its q-value; 0 is "not at all").
fn acceptance(headers: &HeaderMap, coding: &str) -> f32 {
    let mut wildcard = None;
    for item in
        headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(','))
    {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        // A q-value that cannot be read counts as a refusal: sending the plain file is never wrong.
        let q = parts
            .find_map(|p| p.trim().strip_prefix("q=").or_else(|| p.trim().strip_prefix("Q=")))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
            .unwrap_or(0.0);
        if name.eq_ignore_ascii_case(coding) || (coding == "gzip" && name.eq_ignore_ascii_case("x-gzip")) {
            return q;
        }
        if name == "*" {
            wildcard = Some(q);
        }
    }
    wildcard.unwrap_or(0.0)
}

/// Whether the request's `If-None-Match` names `etag` (weakly compared, as RFC 9110 says for it).
fn matches(headers: &HeaderMap, etag: &str) -> bool {
    headers.get_all(header::IF_NONE_MATCH).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |tag| {
            let tag = tag.trim();
            tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag
        },
    )
}

/// `path`'s canonical form and metadata, if it is a file inside the bundle (a link that leads
/// out of the folder is as good as missing).
async fn file_inside(bundle: &Bundle, path: &Path) -> Result<(PathBuf, std::fs::Metadata), Failure> {
    let canonical = tokio::fs::canonicalize(path).await?;
    if !canonical.starts_with(&bundle.root) {
        tracing::debug!("web: {} leads out of the bundle", path.display());
        return Err(Failure::Missing);
    }
    let metadata = tokio::fs::metadata(&canonical).await?;
    if !metadata.is_file() {
        return Err(Failure::Missing);
    }
    Ok((canonical, metadata))
}

/// When a file was last changed, in whole seconds: brotli gives its copy the file's time
/// without the fraction, so a finer comparison would take every fresh copy for an old one.
fn seconds(metadata: &std::fs::Metadata) -> Option<u64> {
    Some(metadata.modified().ok()?.duration_since(UNIX_EPOCH).ok()?.as_secs())
}

/// Answers with the file at `relative` in the bundle, or its best compressed form.
async fn send(bundle: &Bundle, relative: &Path, head: bool, headers: &HeaderMap) -> Result<Response, Failure> {
    let asked = bundle.root.join(relative);
    let (plain, plain_metadata) = file_inside(bundle, &asked).await?;
    let plain_modified = seconds(&plain_metadata);
    // Compressed forms older than the file are left over from an earlier build: never sent.
    let mut variants = Vec::new();
    for (coding, suffix) in ENCODINGS {
        let mut name = asked.clone().into_os_string();
        name.push(".");
        name.push(suffix);
        match file_inside(bundle, Path::new(&name)).await {
            Ok((path, metadata)) if seconds(&metadata) >= plain_modified => variants.push((coding, path)),
            Ok(_) => tracing::debug!("web: {} is older than its file, not sent", Path::new(&name).display()),
            Err(Failure::Missing) => {}
            Err(Failure::Unreadable(why)) => tracing::warn!("web: {}: {why}", Path::new(&name).display()),
        }
    }
    let mut chosen: Option<(&str, PathBuf, f32)> = None;
    for (coding, path) in &variants {
        let q = acceptance(headers, coding);
        // Ties go to the first, Brotli: smaller for the same wait.
        if q > 0.0 && chosen.as_ref().is_none_or(|(_, _, best)| q > *best) {
            chosen = Some((coding, path.clone(), q));
        }
    }
    let (coding, path) = match chosen {
        Some((coding, path, _)) => (Some(coding), path),
        None => (None, plain),
    };
    // The ETag and length come from the opened file, so that they describe what is sent even
    // if a new bundle replaces it meanwhile.
    let file = tokio::fs::File::open(&path).await?;
    let metadata = file.metadata().await?;
    let length = metadata.len();
    let modified = metadata.modified().ok().and_then(|t| t.duration_since(UNIX_EPOCH).ok()).unwrap_or_default();
    let etag =
        format!("\"{length:x}-{:x}{}\"", modified.as_nanos(), coding.map(|c| format!("-{c}")).unwrap_or_default());

    let mut response = Response::new(Body::empty());
    let response_headers = response.headers_mut();
    response_headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    if !variants.is_empty() {
        response_headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    }
    if let Ok(value) = HeaderValue::from_str(&etag) {
        response_headers.insert(header::ETAG, value);
    }
    // On a 304 too: RFC 9110 allows there only the length a 200 would have sent (left out,
    // the length of the empty body, 0, would be filled in).
    response_headers.insert(header::CONTENT_LENGTH, HeaderValue::from(length));
    if matches(headers, &etag) {
        *response.status_mut() = StatusCode::NOT_MODIFIED;
        return Ok(response);
    }
    response_headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(relative)));
    response_headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    if let Some(coding) = coding {
        response_headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    if !head {
        *response.body_mut() = stream(file, length, path);
    }
    Ok(response)
}

/// The file's first `length` bytes, read as the client takes them: a large module never sits
/// whole in memory, and the reads run off the async threads (tokio::fs).
fn stream(file: tokio::fs::File, length: u64, path: PathBuf) -> Body {
    let reader = Some(file.take(length));
    Body::from_stream(futures_util::stream::unfold(reader, move |reader| {
        let path = path.clone();
        async move {
            let mut reader = reader?;
            let mut chunk = vec![0; CHUNK_BYTES];
            match reader.read(&mut chunk).await {
                Ok(0) => None,
                Ok(n) => {
                    chunk.truncate(n);
                    Some((Ok(chunk), Some(reader)))
                }
                Err(e) => {
                    tracing::warn!("web: {} failed while sent: {e}", path.display());
                    Some((Err(e), None))
                }
            }
        }
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_inside_the_bundle() {
        assert_eq!(relative_path("/"), Some(PathBuf::from("index.html")));
        assert_eq!(relative_path("/app.js"), Some(PathBuf::from("app.js")));
        assert_eq!(relative_path("/assets/sounds/"), Some(PathBuf::from("assets/sounds/index.html")));
        assert_eq!(relative_path("/a%20b.txt"), Some(PathBuf::from("a b.txt")));
        for bad in [
            "/../Cargo.toml",
            "/%2e%2e/Cargo.toml",
            "/%2E%2E/Cargo.toml",
            "/assets/../../x",
            "/./index.html",
            "//etc/passwd",
            "/%2fetc/passwd",
            "/a%5c..%5cb",
            "/a\\b",
            "/a%00b",
            "/%zz",
            "/%2",
            "/%ff",
            "/a//b",
            "",
        ] {
            assert_eq!(relative_path(bad), None, "{bad}");
        }
    }

    #[test]
    fn encodings_are_read_with_their_weights() {
        let with = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
            headers
        };
        assert_eq!(acceptance(&with("gzip, deflate, br, zstd"), "br"), 1.0);
        assert_eq!(acceptance(&with("gzip;q=0.5, br;q=0"), "br"), 0.0);
        assert_eq!(acceptance(&with("gzip;q=0.5, br;q=0"), "gzip"), 0.5);
        assert_eq!(acceptance(&with("*;q=0.2"), "br"), 0.2);
        assert_eq!(acceptance(&with("identity"), "gzip"), 0.0);
        assert_eq!(acceptance(&with("br;q=oops"), "br"), 0.0);
        assert_eq!(acceptance(&HeaderMap::new(), "gzip"), 0.0);
    }

    #[test]
    fn etags_match_as_listed() {
        let mut headers = HeaderMap::new();
        headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static("\"a\", W/\"b-br\""));
        assert!(matches(&headers, "\"a\""));
        assert!(matches(&headers, "\"b-br\""));
        assert!(!matches(&headers, "\"b\""));
        assert!(!matches(&HeaderMap::new(), "\"a\""));
    }

    #[test]
    fn types_follow_the_extension() {
        assert_eq!(content_type(Path::new("index.html")), "text/html; charset=utf-8");
        assert_eq!(content_type(Path::new("x/tabula_bg.WASM")), "application/wasm");
        assert_eq!(content_type(Path::new("scene.ron")), "text/plain; charset=utf-8");
        assert_eq!(content_type(Path::new("noext")), "application/octet-stream");
    }
}
