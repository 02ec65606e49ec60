//! Sending a request to a cluster: its first address, then each fallback address in turn
//! when no connection could be made (a node restarting). Once a connection is made, its
//! answer or failure is final: a request is never sent twice.

use std::error::Error as _;
use std::time::Duration;

use axum::http::{header, HeaderMap, HeaderValue, Method};

use super::body::{self, BodyError, Outgoing, Sendable};
use super::credentials::Credentials;
use super::error::ProxyError;
use super::target;
use crate::clusters::PredefinedCluster;

/// What is sent, whichever address takes it.
pub struct Request<'a> {
    pub method: &'a Method,
    /// The cluster path, percent-encoded, without its leading '/'.
    pub path: &'a str,
    pub query: Option<&'a str>,
    pub headers: HeaderMap,
    pub credentials: &'a Credentials<'a>,
    pub body: &'a Outgoing,
}

/// The cluster's answer and the address that gave it.
pub struct Answer {
    pub response: reqwest::Response,
    pub address: String,
}

pub async fn with_failover(
    client: &reqwest::Client,
    cluster: &PredefinedCluster,
    request: &Request<'_>,
    timeouts: (Duration, Duration),
) -> Result<Answer, ProxyError> {
    let (connect_timeout, read_timeout) = timeouts;
    let addresses = std::iter::once(&cluster.uri).chain(&cluster.fallback_uris);
    let mut failures: Vec<String> = Vec::new();
    let mut all_timed_out = true;
    for address in addresses {
        let url = match target::upstream_url(address, request.path, request.query) {
            Ok(url) => url,
            Err(reason) => {
                failures.push(reason);
                all_timed_out = false;
                continue;
            }
        };
        let body = match request.body.attempt() {
            Sendable::Spent => break,
            Sendable::Empty => None,
            Sendable::Body(body) => Some(body),
        };
        let mut headers = request.headers.clone();
        if let Ok(host) = HeaderValue::from_str(&target::host_header(&url)) {
            headers.insert(header::HOST, host);
        }
        request.credentials.apply(
            &mut headers,
            request.method.as_str(),
            &url,
            request.body.bytes(),
        );
        let mut builder = client
            .request(request.method.clone(), url.clone())
            .headers(headers);
        if let Some(body) = body {
            builder = builder.body(body);
        }
        let described = target::describe(&url);
        match builder.send().await {
            Ok(response) => {
                return Ok(Answer {
                    response,
                    address: described,
                })
            }
            Err(error) => {
                if let Some(problem) = body::cause(&error) {
                    return Err(body_error(problem));
                }
                if !error.is_connect() {
                    return Err(if error.is_timeout() {
                        ProxyError::timeout(format!(
                            "The cluster at {described} sent no answer within {} s \
                             (--proxy-read-timeout).",
                            read_timeout.as_secs_f64()
                        ))
                    } else {
                        ProxyError::bad_gateway(format!(
                            "The request to the cluster at {described} failed: {}",
                            reason(&error)
                        ))
                    });
                }
                let failure = if error.is_timeout() {
                    format!(
                        "no connection to {described} within {} s (--proxy-connect-timeout)",
                        connect_timeout.as_secs_f64()
                    )
                } else {
                    all_timed_out = false;
                    format!("cannot connect to {described}: {}", reason(&error))
                };
                tracing::warn!(cluster = %cluster.id, "{failure}");
                failures.push(failure);
            }
        }
    }
    let reason = format!(
        "No address of the cluster could be reached: {}.",
        failures.join("; ")
    );
    Err(if all_timed_out && !failures.is_empty() {
        ProxyError::timeout(reason)
    } else {
        ProxyError::bad_gateway(reason)
    })
}

pub fn body_error(problem: &BodyError) -> ProxyError {
    match problem {
        BodyError::TooLarge(limit) => ProxyError::too_large(*limit),
        BodyError::Read(_) => ProxyError::new(
            axum::http::StatusCode::BAD_REQUEST,
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
/// names) is left out.
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
