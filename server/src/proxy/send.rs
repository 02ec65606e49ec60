//! Sending a request to a cluster: its first address, then each fallback address in turn
//! when no connection could be made (a node restarting). Once a connection is made, its
//! answer or failure is final: a request is never sent twice.
//!
//! The browser is told the cluster's id and what went wrong in words; the cluster's address
//! and the client's own message go to the server log only, at most one line a second.

use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};

use url::Url;

use super::activity::Activity;
use super::audit::Write;
use super::body::{self, BodyError, OutBody, Outgoing, Sendable};
use super::client::{Client, SendError};
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
    /// The audit of a write, told of each address the request goes to.
    pub audit: Option<&'a Write>,
    pub credentials: &'a Credentials<'a>,
    pub body: &'a Outgoing,
    /// Whether the body is held whole to be signed (its limit is the signed one).
    pub signs: bool,
    /// Moved bytes of this request, for the read timeout.
    pub activity: &'a Activity,
}

/// The cluster's answer and the address that gave it.
pub struct Answer {
    pub response: axum::http::Response<hyper::body::Incoming>,
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
    client: &Client,
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
        match send_to(client, cluster, request, &url, timeouts).await {
            Ok(Some(response)) => {
                return Ok(Answer {
                    response,
                    address: target::describe(&url),
                })
            }
            // The body was (partly) read already: it cannot go to another address.
            Ok(None) => break,
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

/// One address: on a kept connection, then once more on a new one when the kept one turns
/// out to have been closed by the cluster before the request went out. `None` when the body
/// cannot be sent any more.
async fn send_to(
    client: &Client,
    cluster: &PredefinedCluster,
    request: &Request<'_>,
    url: &Url,
    (connect_timeout, read_timeout): (Duration, Duration),
) -> Result<Option<axum::http::Response<hyper::body::Incoming>>, Failure> {
    let described = target::describe(url);
    for fresh in [false, true] {
        let body = match request.body.attempt(request.activity) {
            Sendable::Spent => return Ok(None),
            Sendable::Empty => body::empty(),
            Sendable::Body(body) => body,
        };
        let outgoing = build(request, url, body).map_err(Failure::Final)?;
        if let (Some(audit), false) = (request.audit, fresh) {
            audit.sending(&described, url.path());
        }
        let error = match client
            .send(url, outgoing, request.activity, read_timeout, fresh)
            .await
        {
            Ok(response) => return Ok(Some(response)),
            Err(error) => error,
        };
        match error {
            SendError::Stale(detail) => {
                tracing::debug!(cluster = %cluster.id, "a kept connection was closed: {detail}");
            }
            SendError::Body(problem) => {
                return Err(Failure::Final(body_error(&problem, request.signs)))
            }
            SendError::Silent => {
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
            }
            SendError::Connect {
                timed_out,
                detail,
                words,
            } => {
                log_failure(&cluster.id, &described, &detail);
                let words = if timed_out {
                    format!(
                        "no connection within {} s (--proxy-connect-timeout)",
                        connect_timeout.as_secs_f64()
                    )
                } else {
                    words.to_owned()
                };
                return Err(Failure::Connect { timed_out, words });
            }
            SendError::Request { detail, words } => {
                log_failure(&cluster.id, &described, &detail);
                return Err(Failure::Final(ProxyError::bad_gateway(format!(
                    "The request to the cluster \"{}\" failed: {words}.",
                    cluster.id
                ))));
            }
        }
    }
    Err(Failure::Final(ProxyError::bad_gateway(format!(
        "The request to the cluster \"{}\" failed: the connection was closed.",
        cluster.id
    ))))
}

/// The request as the cluster gets it: origin-form URI, the browser's headers that cross,
/// `Host`, and the credentials.
fn build(
    request: &Request<'_>,
    url: &Url,
    body: OutBody,
) -> Result<axum::http::Request<OutBody>, ProxyError> {
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
    let mut path_and_query = url.path().to_owned();
    if let Some(query) = url.query() {
        path_and_query.push('?');
        path_and_query.push_str(query);
    }
    let mut outgoing = axum::http::Request::builder()
        .method(request.method.clone())
        .uri(path_and_query)
        .body(body)
        .map_err(|_| {
            ProxyError::new(
                StatusCode::BAD_REQUEST,
                "shardscope_proxy_error",
                "The path or query cannot be sent to a cluster.",
            )
        })?;
    *outgoing.headers_mut() = headers;
    Ok(outgoing)
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
