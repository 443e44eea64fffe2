//! A server address as a player types it, made the WebSocket URL the client opens: `host`,
//! `host:port`, `ws://host:port`, `http://host:port/`, `https://host` and the full
//! `ws://host:port/ws` all reach the same server.

/// The port a Tabula server listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7470;

/// The WebSocket URL for what the player typed, or why it is not an address.
pub fn server_url(typed: &str) -> Result<String, String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err("type the server's address, like example.org or 127.0.0.1:7470".to_owned());
    }
    if typed.chars().any(char::is_whitespace) {
        return Err(format!("'{typed}' is not a server address: it has spaces"));
    }
    let (scheme, rest) = match typed.split_once("://") {
        Some(("ws" | "http", rest)) => ("ws", rest),
        Some(("wss" | "https", rest)) => ("wss", rest),
        Some((other, _)) => {
            return Err(format!("'{other}://' is not a way to reach a Tabula server (ws, wss, http or https)"));
        }
        None => ("ws", typed),
    };
    let (host, path) = rest.split_once('/').map_or((rest, ""), |(host, path)| (host, path));
    if host.is_empty() {
        return Err(format!("'{typed}' names no host"));
    }
    // A port is added only where the player typed none and no scheme chose the usual one.
    let has_port = host.rsplit_once(':').is_some_and(|(_, port)| port.parse::<u16>().is_ok()) && !host.ends_with(']');
    let host = if has_port || typed.contains("://") { host.to_owned() } else { format!("{host}:{DEFAULT_PORT}") };
    let path = path.trim_end_matches('/');
    let path = if path.is_empty() { "ws" } else { path };
    Ok(format!("{scheme}://{host}/{path}"))
}

#[cfg(test)]
mod tests {
    use super::server_url;

    #[test]
    fn addresses_as_players_type_them() {
        for (typed, url) in [
            ("127.0.0.1", "ws://127.0.0.1:7470/ws"),
            ("example.org", "ws://example.org:7470/ws"),
            ("example.org:9000", "ws://example.org:9000/ws"),
            ("ws://127.0.0.1:7470", "ws://127.0.0.1:7470/ws"),
            ("ws://127.0.0.1:7470/ws", "ws://127.0.0.1:7470/ws"),
            ("http://127.0.0.1:7470/", "ws://127.0.0.1:7470/ws"),
            ("https://tabula.example.org", "wss://tabula.example.org/ws"),
            ("wss://tabula.example.org/play/ws", "wss://tabula.example.org/play/ws"),
            ("  localhost:7470  ", "ws://localhost:7470/ws"),
        ] {
            assert_eq!(server_url(typed).as_deref(), Ok(url), "{typed}");
        }
        for bad in ["", "ftp://example.org", "exa mple.org", "ws:///ws"] {
            assert!(server_url(bad).is_err(), "{bad}");
        }
    }
}
