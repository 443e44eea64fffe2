//! The accept loop: HTTP/1.1 connections that must finish their request headers within
//! [`HEADER_TIMEOUT`] (a client that trickles them in or never sends them is dropped), with
//! Nagle's algorithm off, a bounded send buffer, and each request told its peer's address.

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::time::Duration;
use tokio::net::TcpListener;
use tower::ServiceExt;

/// How long a client has to send its request's headers.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);

/// The kernel's send buffer for each connection. Messages are small: this is hundreds of them,
/// and it bounds what a client that stops reading pins in the kernel before its writes stall
/// and the server cuts it off (the default grows to megabytes).
pub const SEND_BUFFER_BYTES: usize = 64 * 1024;

pub async fn serve(listener: TcpListener, app: Router) {
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
            if let Err(e) = connection.await {
                tracing::debug!("connection from {peer}: {e}");
            }
        });
    }
}
