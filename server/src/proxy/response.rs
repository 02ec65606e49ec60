//! The cluster's answer passed to the browser as it arrives: status, the headers that may
//! cross, and the body chunk by chunk (never held whole in memory).

use axum::body::Body;
use axum::response::Response;
use futures_util::StreamExt;
use http_body_util::BodyExt;

use std::time::Duration;

use super::activity::{IdleLimit, IdleTimeout};
use super::error::ProxyError;
use super::headers;
use super::send::{log_failure, Answer};

/// Refuses answers the browser must not act on: a redirect (which `fetch` would follow,
/// re-sending the request, body and all, wherever the cluster says) and a switch of
/// protocols or other informational status (after which the browser's connection is dead).
pub fn check_status(answer: &Answer, cluster: &str) -> Result<(), ProxyError> {
    let status = answer.response.status();
    if !status.is_redirection() && !status.is_informational() {
        return Ok(());
    }
    log_failure(
        cluster,
        &answer.address,
        &format!("the cluster answered {status}, which is not passed on"),
    );
    let what = if status.is_redirection() {
        "a redirect, which the console does not follow: requests go only to the cluster's own \
         address"
    } else {
        "an informational status, which the console does not pass on"
    };
    Err(ProxyError::bad_gateway(format!(
        "The cluster \"{cluster}\" answered {} with {what}.",
        status.as_u16()
    )))
}

/// The browser's response for `upstream`. A failure in the middle of the body (the cluster
/// went silent past the read timeout, or closed the connection) can only cut the answer
/// short; it is logged.
pub fn stream(
    upstream: axum::http::Response<hyper::body::Incoming>,
    cluster: &str,
    address: String,
    read_timeout: Duration,
) -> Response {
    let cluster = cluster.to_owned();
    let (head, incoming) = upstream.into_parts();
    let parts = IdleLimit::new(incoming.into_data_stream(), read_timeout);
    let body = parts.map(move |chunk| {
        chunk.inspect_err(|error| {
            let problem = if error.is::<IdleTimeout>() {
                "the cluster stopped sending in the middle of an answer for longer than \
                 --proxy-read-timeout; the answer was cut short"
                    .to_owned()
            } else {
                format!("the answer from the cluster broke off and was cut short: {error}")
            };
            log_failure(&cluster, &address, &problem);
        })
    });
    let mut response = Response::new(Body::from_stream(body));
    *response.status_mut() = head.status;
    *response.headers_mut() = headers::to_browser(&head.headers);
    response
}
