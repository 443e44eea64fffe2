//! The accept loop: HTTP/1.1 connections that must finish their request headers within
//! [`HEADER_TIMEOUT`] (a client that trickles them in or never sends them is dropped), counted
//! per address until they are answered or upgraded, with Nagle's algorithm off, a bounded send
//! buffer, and each request told its peer's address.

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client has to send its request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// The kernel's send buffer for each connection. Messages are small: this is hundreds of them,
/// and it bounds what a client that stops reading pins in the kernel before its writes stall
/// and the server cuts it off (the default grows to megabytes).
pub const SEND_BUFFER_BYTES: usize = 64 * 1024;

/// Connections that have not finished their request (or upgrade) one address may hold, and all
/// addresses together: a client cannot hold sockets open without ever being counted.
pub struct Admission {
    pub per_address: usize,
    pub total: usize,
    /// Whether an address is held to `per_address` (loopback and a trusted proxy are not).
    pub limited: Box<dyn Fn(IpAddr) -> bool + Send + Sync>,
    pending: Mutex<(usize, HashMap<IpAddr, usize>)>,
}

impl Admission {
    pub fn new(per_address: usize, total: usize, limited: Box<dyn Fn(IpAddr) -> bool + Send + Sync>) -> Admission {
        Admission { per_address, total, limited, pending: Mutex::default() }
    }

    /// A place for one more unfinished request from `ip`, or none.
    fn enter(self: &Arc<Self>, ip: IpAddr) -> Option<Pending> {
        let mut pending = self.pending.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_address) = &mut *pending;
        if *total >= self.total {
            return None;
        }
        let limited = (self.limited)(ip);
        if limited {
            let count = by_address.entry(ip).or_insert(0);
            if *count >= self.per_address {
                return None;
            }
            *count += 1;
        }
        *total += 1;
        Some(Pending { ip, limited, admission: self.clone() })
    }
}

/// One unfinished request's place; dropping it frees the place.
struct Pending {
    ip: IpAddr,
    limited: bool,
    admission: Arc<Admission>,
}

impl Drop for Pending {
    fn drop(&mut self) {
        let mut pending = self.admission.pending.lock().unwrap_or_else(|p| p.into_inner());
        let (total, by_address) = &mut *pending;
        *total = total.saturating_sub(1);
        if self.limited
            && let Some(count) = by_address.get_mut(&self.ip)
        {
            *count -= 1;
            if *count == 0 {
                by_address.remove(&self.ip);
            }
        }
    }
}

pub async fn serve(listener: TcpListener, app: Router, admission: Arc<Admission>) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors, say: wait a little instead of spinning.
                tracing::warn!("accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(pending) = admission.enter(peer.ip()) else {
            // Closed at once: this address already holds its share of unfinished requests.
            drop(stream);
            continue;
        };
        // Small messages must leave at once: with Nagle's algorithm an ack could wait ~40 ms
        // for the peer's delayed ACK.
        if let Err(e) = stream.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY not set: {e}");
        }
        if let Err(e) = socket2::SockRef::from(&stream).set_send_buffer_size(SEND_BUFFER_BYTES) {
            tracing::debug!("send buffer not set: {e}");
        }
        let app = app.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(ConnectInfo(peer));
            app.clone().oneshot(request.map(axum::body::Body::new))
        });
        tokio::spawn(async move {
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .serve_connection(TokioIo::new(stream), service)
                .with_upgrades();
            // The request's place is held until it is answered or upgraded (a WebSocket is
            // then counted by the upgrade's own limit).
            if let Err(e) = connection.await {
                tracing::debug!("connection from {peer}: {e}");
            }
            drop(pending);
        });
    }
}
