//! The connection loop: HTTP/1.1 with a header read timeout, a bounded header size, a
//! timeout for clients that stop reading, a cap on open connections that keeps the health
//! check answering, and graceful shutdown that lets requests in flight finish.

use std::future::Future;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::Request;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::server::graceful::GracefulShutdown;
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::errors::RequestError;
use crate::health_route;
use crate::write_stall::WriteStall;

/// Connections accepted beyond the cap to answer health checks (and 503 to the rest).
const OVERFLOW_CONNECTIONS: usize = 16;

/// Connection limits.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// Time a client has to send a complete request head, also on an idle kept-alive
    /// connection: a client sending one byte at a time cannot hold a connection.
    pub header_read_timeout: Duration,
    /// Upper bound of a request head in bytes (larger heads get 431).
    pub max_header_bytes: usize,
    /// A response that makes no write progress for this long closes its connection: a
    /// client that pipelines requests and never reads cannot hold it.
    pub write_stall_timeout: Duration,
    /// Connections served at once. Beyond it, up to 16 more get one answer each: the
    /// health check as usual, anything else 503 with `Retry-After`; more are closed at once.
    pub max_connections: usize,
    /// How long shutdown waits for requests in flight.
    pub shutdown_grace: Duration,
}

/// Below Docker's default stop timeout (10 s), so the drain ends before a SIGKILL.
pub const DEFAULT_SHUTDOWN_GRACE: Duration = Duration::from_secs(8);
pub const DEFAULT_MAX_CONNECTIONS: usize = 1024; // also the default of --max-connections

impl Default for Limits {
    fn default() -> Self {
        Self {
            header_read_timeout: Duration::from_secs(10),
            max_header_bytes: 32 * 1024,
            write_stall_timeout: Duration::from_secs(30),
            max_connections: DEFAULT_MAX_CONNECTIONS,
            shutdown_grace: DEFAULT_SHUTDOWN_GRACE,
        }
    }
}

/// File descriptors a process needs besides its connections: the listener, standard
/// streams, the clusters file, the overflow connections and some slack.
pub const RESERVED_DESCRIPTORS: usize = OVERFLOW_CONNECTIONS + 32;

/// Serves `router` on `listener` until `shutdown` completes.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) {
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .max_buf_size(limits.max_header_bytes.max(8192));
    let mut busy_http = http.clone();
    busy_http.keep_alive(false);
    let busy_router = router
        .clone()
        .layer(axum::middleware::from_fn(health_check_only));
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let overflow = Arc::new(Semaphore::new(OVERFLOW_CONNECTIONS));
    let mut accept_errors = Throttle::default();
    let mut turned_away = Throttle::default();
    let graceful = GracefulShutdown::new();
    tokio::pin!(shutdown);
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(error) => {
                    if let Some(count) = accept_errors.record(Instant::now()) {
                        tracing::warn!(%error, count, "accepting connections failed");
                    }
                    // Out of file descriptors and the like: back off instead of spinning.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let (builder, service, permit) = if let Ok(permit) = slots.clone().try_acquire_owned() {
            (&http, &router, permit)
        } else if let Ok(permit) = overflow.clone().try_acquire_owned() {
            (&busy_http, &busy_router, permit)
        } else {
            if let Some(count) = turned_away.record(Instant::now()) {
                tracing::warn!(
                    count,
                    max_connections = limits.max_connections,
                    "connections closed unanswered: too many open"
                );
            }
            continue;
        };
        let io = TokioIo::new(WriteStall::new(stream, limits.write_stall_timeout));
        let service = TowerToHyperService::new(service.clone());
        let connection = graceful.watch(builder.serve_connection(io, service));
        tokio::spawn(run_connection(connection, permit));
    }
    drop(listener);
    tracing::info!("shutting down");
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(limits.shutdown_grace) => {
            tracing::warn!("closing connections still open after the shutdown grace period");
        }
    }
}

async fn run_connection<E: std::fmt::Display>(
    connection: impl Future<Output = Result<(), E>>,
    _slot: OwnedSemaphorePermit,
) {
    if let Err(error) = connection.await {
        tracing::debug!(%error, "connection closed with an error");
    }
}

/// On a connection beyond the cap: the health check is answered, the rest get 503.
async fn health_check_only(request: Request, next: Next) -> Response {
    if health_route::is_health_path(request.uri().path()) {
        next.run(request).await
    } else {
        RequestError::Busy.into_response()
    }
}

/// Lets an event be logged at most once a second, counting the ones in between.
#[derive(Debug, Default)]
pub struct Throttle {
    last_logged: Option<Instant>,
    since: u64,
}

impl Throttle {
    /// Records one event; returns how many happened since the last line when a line is due.
    pub fn record(&mut self, now: Instant) -> Option<u64> {
        self.since += 1;
        let due = self
            .last_logged
            .is_none_or(|last| now.duration_since(last) >= Duration::from_secs(1));
        if !due {
            return None;
        }
        self.last_logged = Some(now);
        Some(std::mem::take(&mut self.since))
    }
}

/// Completes on SIGTERM or SIGINT (Ctrl-C). The handlers are installed when this is called,
/// not when the future is first polled, so a signal sent as soon as the console says it is
/// listening already shuts it down gracefully. Must be called inside the runtime.
pub fn shutdown_signal() -> impl std::future::Future<Output = ()> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let interrupt = signal(SignalKind::interrupt()).ok();
        let terminate = signal(SignalKind::terminate()).ok();
        async move {
            let wait = |stream: Option<tokio::signal::unix::Signal>| async move {
                match stream {
                    Some(mut stream) => {
                        stream.recv().await;
                    }
                    None => std::future::pending::<()>().await,
                }
            };
            tokio::select! {
                () = wait(interrupt) => {}
                () = wait(terminate) => {}
            }
        }
    }
    #[cfg(not(unix))]
    async {
        if tokio::signal::ctrl_c().await.is_err() {
            std::future::pending::<()>().await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn throttle_logs_the_first_event_then_once_a_second_with_a_count() {
        let start = Instant::now();
        let mut throttle = Throttle::default();
        assert_eq!(throttle.record(start), Some(1));
        for step in 1..10 {
            assert_eq!(
                throttle.record(start + Duration::from_millis(step * 100)),
                None
            );
        }
        assert_eq!(throttle.record(start + Duration::from_secs(1)), Some(10));
        assert_eq!(throttle.record(start + Duration::from_millis(1500)), None);
        assert_eq!(throttle.record(start + Duration::from_secs(5)), Some(2));
    }

    #[test]
    fn shutdown_grace_ends_before_dockers_stop_timeout() {
        assert!(Limits::default().shutdown_grace < Duration::from_secs(10));
    }
}
