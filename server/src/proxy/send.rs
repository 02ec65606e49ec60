//! Sending a request to a cluster: its first address, then each fallback address in turn
//! when no connection could be made (a node restarting). Once a connection is made, its
//! answer or failure is final: a request is never sent twice.
//!
//! The browser is told the cluster's id and what went wrong in words; the cluster's address
//! and the client's own message go to the server log only, at most one line a second.

use std::error::Error as _;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};

use super::activity::Activity;
use super::body::{self, BodyError, Outgoing, Sendable};
use super::credentials::Credentials;
use super::error::ProxyError;
use super::target::{self, UrlProblem};
use crate::clusters::PredefinedCluster;
use crate::server::Throttle;

/// What is sent, whichever address takes it.
pub struct Request<'a> {
    pub method: &'a Method,
    /// The cluster path, percent-encoded, without its leading '/'.
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub headers: HeaderMap,
    pub credentials: &'a Credentials<'a>,
    pub body: &'a Outgoing,
    /// Whether the body is held whole to be signed (its limit is the signed one).
    pub signs: bool,
    /// Moved bytes of this request, for the read timeout.
    pub activity: &'a Activity,
}

/// The cluster's answer and the address that gave it.
pub struct Answer {
    pub response: reqwest::Response,
    pub address: String,
}

/// Why an address took no request.
enum Failure {
    /// A connection could not be made: the next address is tried.
    Connect { timed_out: bool, words: String },
    /// Final: the answer, or the proxy's own.
    Final(ProxyError),
}

pub async fn with_failover(
    client: &reqwest::Client,
    cluster: &PredefinedCluster,
    request: &Request<'_>,
    timeouts: (Duration, Duration),
) -> Result<Answer, ProxyError> {
    let addresses = std::iter::once(&cluster.uri).chain(&cluster.fallback_uris);
    let mut failures: Vec<String> = Vec::new();
    let mut all_timed_out = true;
    for address in addresses {
        let url = match target::upstream_url(address, request.path, request.query) {
            Ok(url) => url,
            Err(UrlProblem::Path) => {
                return Err(ProxyError::new(
                    StatusCode::BAD_REQUEST,
                    "shardscope_proxy_error",
                    "The path would not reach the cluster as it was sent.",
                ))
            }
            Err(UrlProblem::Address(reason)) => {
                log_failure(&cluster.id, "(an address of the clusters file)", &reason);
                failures.push("an address the server cannot use".to_owned());
                all_timed_out = false;
                continue;
            }
        };
        let body = match request.body.attempt(request.activity) {
            Sendable::Spent => break,
            Sendable::Empty => None,
            Sendable::Body(body) => Some(body),
        };
        match send_once(client, cluster, request, &url, body, timeouts).await {
            Ok(response) => {
                return Ok(Answer {
                    response,
                    address: target::describe(&url),
                })
            }
            Err(Failure::Final(error)) => return Err(error),
            Err(Failure::Connect { timed_out, words }) => {
                all_timed_out &= timed_out;
                failures.push(words);
            }
        }
    }
    failures.dedup();
    let reason = format!(
        "The cluster \"{}\" could not be reached: {}.",
        cluster.id,
        if failures.is_empty() {
            "its request body was already sent".to_owned()
        } else {
            failures.join("; ")
        }
    );
    Err(if all_timed_out && !failures.is_empty() {
        ProxyError::timeout(reason)
    } else {
        ProxyError::bad_gateway(reason)
    })
}

async fn send_once(
    client: &reqwest::Client,
    cluster: &PredefinedCluster,
    request: &Request<'_>,
    url: &reqwest::Url,
    body: Option<reqwest::Body>,
    (connect_timeout, read_timeout): (Duration, Duration),
) -> Result<reqwest::Response, Failure> {
    let mut headers = request.headers.clone();
    if let Ok(host) = HeaderValue::from_str(&target::host_header(url)) {
        headers.insert(header::HOST, host);
    }
    request.credentials.apply(
        &mut headers,
        request.method.as_str(),
        url,
        request.body.bytes(),
    );
    let mut builder = client
        .request(request.method.clone(), url.clone())
        .headers(headers);
    if let Some(body) = body {
        builder = builder.body(body);
    }
    let described = target::describe(url);
    request.activity.touch();
    let sent = request.activity.within(read_timeout, builder.send()).await;
    let Ok(outcome) = sent else {
        let seconds = read_timeout.as_secs_f64();
        log_failure(
            &cluster.id,
            &described,
            &format!("no byte moved for {seconds} s (--proxy-read-timeout)"),
        );
        return Err(Failure::Final(ProxyError::timeout(format!(
            "The cluster \"{}\" sent no answer within {seconds} s of silence \
             (--proxy-read-timeout).",
            cluster.id
        ))));
    };
    let error = match outcome {
        Ok(response) => return Ok(response),
        Err(error) => error,
    };
    if let Some(problem) = body::cause(&error) {
        return Err(Failure::Final(body_error(problem, request.signs)));
    }
    log_failure(&cluster.id, &described, &reason(&error));
    if error.is_connect() {
        let timed_out = error.is_timeout();
        let words = if timed_out {
            format!(
                "no connection within {} s (--proxy-connect-timeout)",
                connect_timeout.as_secs_f64()
            )
        } else {
            words(&error).to_owned()
        };
        return Err(Failure::Connect { timed_out, words });
    }
    Err(Failure::Final(ProxyError::bad_gateway(format!(
        "The request to the cluster \"{}\" failed: {}.",
        cluster.id,
        words(&error)
    ))))
}

/// What went wrong, in words that name no address.
fn words(error: &reqwest::Error) -> &'static str {
    let mut current = error.source();
    while let Some(cause) = current {
        if let Some(io) = cause.downcast_ref::<std::io::Error>() {
            use std::io::ErrorKind;
            match io.kind() {
                ErrorKind::ConnectionRefused => return "the connection was refused",
                ErrorKind::ConnectionReset
                | ErrorKind::ConnectionAborted
                | ErrorKind::BrokenPipe
                | ErrorKind::UnexpectedEof => return "the connection was closed",
                _ => {}
            }
        }
        let text = cause.to_string().to_ascii_lowercase();
        if text.contains("dns error") {
            return "its host name could not be resolved";
        }
        if text.contains("certificate") || text.contains("tls") || text.contains("handshake") {
            return "the TLS handshake failed (is its certificate trusted? see caFile)";
        }
        if text.contains("closed") {
            return "the connection was closed before the answer was complete";
        }
        if text.contains("parse") || text.contains("invalid") {
            return "its answer was not valid HTTP";
        }
        current = cause.source();
    }
    "the connection failed"
}

/// Failed requests to clusters, logged at most once a second with a count of the others.
// One throttle for the whole process, as for accept errors: the log is the one resource.
static FAILURE_LOG: Mutex<Option<Throttle>> = Mutex::new(None);

pub fn log_failure(cluster: &str, address: &str, problem: &str) {
    let due = FAILURE_LOG
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
        .get_or_insert_with(Throttle::default)
        .record(std::time::Instant::now());
    if let Some(count) = due {
        tracing::warn!(
            cluster,
            address,
            failed_requests = count,
            "a request to a proxied cluster failed: {problem}"
        );
    }
}

pub fn body_error(problem: &BodyError, signed: bool) -> ProxyError {
    match problem {
        BodyError::TooLarge(limit) => ProxyError::too_large(*limit, signed),
        BodyError::Read(_) => ProxyError::new(
            StatusCode::BAD_REQUEST,
            "shardscope_proxy_error",
            format!("{}{}", capitalised(&problem.to_string()), "."),
        ),
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}

/// What went wrong, from the client error's causes: the URL (which the top-level message
/// names) is left out. For the server log.
pub fn reason(error: &reqwest::Error) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut current = error.source();
    while let Some(cause) = current {
        let text = cause.to_string();
        if !parts.iter().any(|part| part.contains(&text)) {
            parts.push(text);
        }
        current = cause.source();
    }
    if parts.is_empty() {
        "the connection failed".to_owned()
    } else {
        parts.join(": ")
    }
}
