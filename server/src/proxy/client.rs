//! The HTTP/1.1 client of one proxied cluster configuration: connections made over TCP (and
//! TLS for `https`), kept for the next request when an answer is done. Each connection's bytes,
//! read or written, count as activity of the request it serves, so the read timeout is silence
//! on the wire, the answer's head included (a client that only sees whole heads cannot tell a
//! head that trickles in from a silent cluster).

mod connect;
mod send_error;
mod watched;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use axum::http::{Request, Response};
use hyper::body::Incoming;
use hyper::client::conn::http1::SendRequest;
use rustls::ClientConfig;
use tokio::time::Instant;
use url::Url;

use super::activity::Activity;
use super::body::OutBody;
use send_error::request_error;
use watched::Watch;

pub use send_error::SendError;

/// Connections kept for the next request, per origin.
const MAX_IDLE_PER_ORIGIN: usize = 16;
/// How long an unused connection is kept.
const IDLE_FOR: Duration = Duration::from_mins(1);

/// `scheme`, host and port.
type Origin = (String, String, u16);

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
}

fn origin(url: &Url) -> Origin {
    let host = url.host_str().unwrap_or_default().to_owned();
    let port = url.port_or_known_default().unwrap_or(80);
    (url.scheme().to_owned(), host, port)
}
