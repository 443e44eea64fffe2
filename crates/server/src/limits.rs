//! Limits per client address: how many connections one address holds at once, how many new
//! players it may make in a while, and which address a connection counts against when it
//! comes through a reverse proxy the server trusts.

use axum::http::HeaderMap;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The address a connection counts against: its peer's, or, when the peer is the trusted
/// proxy, the last address in the `X-Forwarded-For` the proxy added (any earlier ones are the
/// client's own word). A header from anyone else is ignored.
pub fn client_address(peer: IpAddr, headers: &HeaderMap, trusted_proxy: Option<IpAddr>) -> IpAddr {
    if trusted_proxy != Some(peer) {
        return peer;
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .next_back()
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

/// Counts new players by address within a sliding window of fixed length.
pub struct SignInLimiter {
    most: u32,
    window: Duration,
    seen: Mutex<HashMap<IpAddr, (Instant, u32)>>,
}

impl SignInLimiter {
    pub fn new(most: u32, window: Duration) -> SignInLimiter {
        SignInLimiter { most, window, seen: Mutex::default() }
    }

    /// May `ip` make one more player now? Counts it if so.
    pub fn allow(&self, ip: IpAddr) -> bool {
        let mut seen = self.seen.lock().unwrap_or_else(|p| p.into_inner());
        let now = Instant::now();
        if seen.len() > 10_000 {
            // Old windows are only forgotten when the table grows: it never holds more than
            // the addresses of one window.
            let window = self.window;
            seen.retain(|_, (start, _)| now.duration_since(*start) < window);
        }
        let entry = seen.entry(ip).or_insert((now, 0));
        if now.duration_since(entry.0) >= self.window {
            *entry = (now, 0);
        }
        if entry.1 >= self.most {
            return false;
        }
        entry.1 += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_trusted_proxy_names_the_client() {
        let proxy: IpAddr = "10.0.0.1".parse().expect("address");
        let mut headers = HeaderMap::new();
        headers.insert("x-forwarded-for", "1.2.3.4, 203.0.113.9".parse().expect("header"));
        assert_eq!(client_address(proxy, &headers, Some(proxy)), "203.0.113.9".parse::<IpAddr>().expect("ip"));
        let stranger: IpAddr = "198.51.100.7".parse().expect("address");
        assert_eq!(client_address(stranger, &headers, Some(proxy)), stranger);
        assert_eq!(client_address(proxy, &headers, None), proxy);
        headers.insert("x-forwarded-for", "nonsense".parse().expect("header"));
        assert_eq!(client_address(proxy, &headers, Some(proxy)), proxy);
    }

    #[test]
    fn sign_ins_are_counted_per_address() {
        let limiter = SignInLimiter::new(2, Duration::from_secs(60));
        let (a, b): (IpAddr, IpAddr) = ("192.0.2.1".parse().expect("ip"), "192.0.2.2".parse().expect("ip"));
        assert!(limiter.allow(a) && limiter.allow(a));
        assert!(!limiter.allow(a));
        assert!(limiter.allow(b));
    }
}
