//! The HTTP/1.1 client of one proxied cluster configuration: connections made over TCP (and
//! TLS for `https`), kept for the next request when an answer is done. Each connection's bytes,
//! read or written, count as activity of the request it serves, so the read timeout is silence
//! on the wire, the answer's head included (a client that only sees whole heads cannot tell a
//! head that trickles in from a silent cluster).

use std::collections::HashMap;
use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::http::{Request, Response};
use hyper::body::Incoming;
use hyper::client::conn::http1::SendRequest;
use hyper_util::rt::TokioIo;
use rustls::ClientConfig;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio::time::Instant;
use url::Url;

use super::activity::Activity;
use super::body::{BodyError, OutBody};
use super::tls;

/// Connections kept for the next request, per origin.
const MAX_IDLE_PER_ORIGIN: usize = 16;
/// How long an unused connection is kept.
const IDLE_FOR: Duration = Duration::from_mins(1);

/// Why a request got no answer.
#[derive(Debug)]
pub enum SendError {
    /// No connection could be made (the next address may be tried).
    Connect {
        timed_out: bool,
        /// For the server log.
        detail: String,
        /// For the browser: what went wrong, naming no address.
        words: &'static str,
    },
    /// A kept connection had been closed by the cluster before the request went out: it may
    /// be sent again on a new connection.
    Stale(String),
    /// The request or the answer's head failed once the connection was made.
    Request { detail: String, words: &'static str },
    /// The browser's body failed (too large, or broken off).
    Body(BodyError),
    /// Nothing moved for the read timeout.
    Silent,
}

/// `scheme`, host and port.
type Origin = (String, String, u16);

/// The request a connection serves: its bytes are that request's activity.
#[derive(Default)]
struct Watch(Mutex<Option<Activity>>);

impl Watch {
    fn serve(&self, activity: Option<Activity>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = activity;
    }

    fn touch(&self) {
        if let Some(activity) = &*self.0.lock().unwrap_or_else(PoisonError::into_inner) {
            activity.touch();
        }
    }
}

struct Idle {
    sender: SendRequest<OutBody>,
    watch: Arc<Watch>,
    since: Instant,
}

/// The client of one cluster configuration.
pub struct Client {
    tls: Arc<ClientConfig>,
    connect_timeout: Duration,
    idle: Arc<Mutex<HashMap<Origin, Vec<Idle>>>>,
}

impl Client {
    pub fn new(tls: ClientConfig, connect_timeout: Duration) -> Self {
        Self {
            tls: Arc::new(tls),
            connect_timeout,
            idle: Arc::default(),
        }
    }

    /// Sends `request` to `url`'s origin (the request's URI is its path and query), on a kept
    /// connection unless `fresh`, and waits for the answer's head while bytes move: at most
    /// `read_timeout` of silence.
    pub async fn send(
        &self,
        url: &Url,
        request: Request<OutBody>,
        activity: &Activity,
        read_timeout: Duration,
        fresh: bool,
    ) -> Result<Response<Incoming>, SendError> {
        let origin = origin(url);
        let kept = if fresh { None } else { self.checkout(&origin) };
        let reused = kept.is_some();
        let (mut sender, watch) = if let Some(idle) = kept {
            (idle.sender, idle.watch)
        } else {
            let watch = Arc::new(Watch::default());
            let sender = self.connect(&origin, Arc::clone(&watch)).await?;
            (sender, watch)
        };
        watch.serve(Some(activity.clone()));
        activity.touch();
        let answer = activity
            .within(read_timeout, sender.send_request(request))
            .await
            .map_err(|_| SendError::Silent)?;
        let response = answer.map_err(|error| request_error(&error, reused))?;
        self.keep_when_done(origin, sender, watch);
        Ok(response)
    }

    /// A kept connection that is still open, dropping those that closed or waited too long.
    fn checkout(&self, origin: &Origin) -> Option<Idle> {
        let mut idle = self.idle.lock().unwrap_or_else(PoisonError::into_inner);
        let kept = idle.get_mut(origin)?;
        while let Some(candidate) = kept.pop() {
            let usable = !candidate.sender.is_closed()
                && candidate.sender.is_ready()
                && candidate.since.elapsed() < IDLE_FOR;
            if usable {
                return Some(candidate);
            }
        }
        None
    }

    /// Once the answer has been read to its end, the connection is kept for the next request.
    fn keep_when_done(&self, origin: Origin, mut sender: SendRequest<OutBody>, watch: Arc<Watch>) {
        let idle = Arc::clone(&self.idle);
        tokio::spawn(async move {
            if sender.ready().await.is_err() {
                return;
            }
            watch.serve(None);
            let mut idle = idle.lock().unwrap_or_else(PoisonError::into_inner);
            let kept = idle.entry(origin).or_default();
            kept.retain(|candidate| !candidate.sender.is_closed());
            if kept.len() < MAX_IDLE_PER_ORIGIN {
                kept.push(Idle {
                    sender,
                    watch,
                    since: Instant::now(),
                });
            }
        });
    }

    /// A new connection: the host's addresses in turn, TLS for `https`, within the connect
    /// timeout in all.
    async fn connect(
        &self,
        (scheme, host, port): &Origin,
        watch: Arc<Watch>,
    ) -> Result<SendRequest<OutBody>, SendError> {
        let dial =
            async {
                let tcp = dial(host, *port).await?;
                let stream =
                    if scheme == "https" {
                        let name = tls::server_name(host).map_err(|detail| SendError::Connect {
                            timed_out: false,
                            detail,
                            words: "its host name is not a valid TLS server name",
                        })?;
                        let connector = tokio_rustls::TlsConnector::from(Arc::clone(&self.tls));
                        let tls = connector.connect(name, tcp).await.map_err(|error| {
                            SendError::Connect {
                        timed_out: false,
                        detail: format!("TLS handshake: {error}"),
                        words: "the TLS handshake failed (is its certificate trusted? see caFile)",
                    }
                        })?;
                        Stream::Tls(Box::new(tls))
                    } else {
                        Stream::Plain(tcp)
                    };
                let io = TokioIo::new(Watched { stream, watch });
                let (sender, connection) = hyper::client::conn::http1::handshake(io)
                    .await
                    .map_err(|error| SendError::Connect {
                        timed_out: false,
                        detail: format!("HTTP handshake: {error}"),
                        words: "the connection failed",
                    })?;
                tokio::spawn(async move {
                    if let Err(error) = connection.await {
                        tracing::debug!(%error, "a connection to a proxied cluster ended");
                    }
                });
                Ok(sender)
            };
        tokio::time::timeout(self.connect_timeout, dial)
            .await
            .unwrap_or_else(|_| {
                Err(SendError::Connect {
                    timed_out: true,
                    detail: format!(
                        "no connection within {} s",
                        self.connect_timeout.as_secs_f64()
                    ),
                    words: "",
                })
            })
    }
}

fn origin(url: &Url) -> Origin {
    let host = url.host_str().unwrap_or_default().to_owned();
    let port = url.port_or_known_default().unwrap_or(80);
    (url.scheme().to_owned(), host, port)
}

/// A TCP connection to the first of the host's addresses that takes one.
async fn dial(host: &str, port: u16) -> Result<TcpStream, SendError> {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    let addresses = tokio::net::lookup_host((bare, port))
        .await
        .map_err(|error| SendError::Connect {
            timed_out: false,
            detail: format!("cannot resolve {bare}: {error}"),
            words: "its host name could not be resolved",
        })?;
    let mut last: Option<io::Error> = None;
    for address in addresses {
        match TcpStream::connect(address).await {
            Ok(stream) => {
                // Small requests and answers go at once.
                stream.set_nodelay(true).ok();
                return Ok(stream);
            }
            Err(error) => last = Some(error),
        }
    }
    let error = last.unwrap_or_else(|| io::Error::other("the host has no address"));
    let words = match error.kind() {
        io::ErrorKind::ConnectionRefused => "the connection was refused",
        io::ErrorKind::TimedOut => "the connection timed out",
        io::ErrorKind::HostUnreachable | io::ErrorKind::NetworkUnreachable => {
            "its network cannot be reached"
        }
        _ => "the connection failed",
    };
    Err(SendError::Connect {
        timed_out: false,
        detail: format!("cannot connect: {error}"),
        words,
    })
}

fn request_error(error: &hyper::Error, reused: bool) -> SendError {
    if let Some(problem) = super::body::cause(error) {
        return SendError::Body(problem.clone());
    }
    if reused && (error.is_canceled() || error.is_incomplete_message()) {
        return SendError::Stale(error.to_string());
    }
    let words = if error.is_incomplete_message() {
        "the connection was closed before the answer was complete"
    } else if error.is_parse() || error.is_parse_status() {
        "its answer was not valid HTTP"
    } else {
        "the connection failed"
    };
    SendError::Request {
        detail: detail(error),
        words,
    }
}

/// An error with its causes, for the server log.
fn detail(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut current = error.source();
    while let Some(cause) = current {
        let next = cause.to_string();
        if !text.contains(&next) {
            text.push_str(": ");
            text.push_str(&next);
        }
        current = cause.source();
    }
    text
}

/// A connection to a cluster, plain or TLS.
enum Stream {
    Plain(TcpStream),
    Tls(Box<tokio_rustls::client::TlsStream<TcpStream>>),
}

/// A connection whose bytes, read or written, count as the activity of the request it serves.
struct Watched {
    stream: Stream,
    watch: Arc<Watch>,
}

impl AsyncRead for Watched {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = match &mut this.stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_read(cx, buf),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_read(cx, buf),
        };
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            this.watch.touch();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = match &mut this.stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_write(cx, data),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_write(cx, data),
        };
        if matches!(polled, Poll::Ready(Ok(written)) if written > 0) {
            this.watch.touch();
        }
        polled
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_flush(cx),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_shutdown(cx),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_shutdown(cx),
        }
    }
}
