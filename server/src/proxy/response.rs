//! The cluster's answer passed to the browser as it arrives: status, the headers that may
//! cross, and the body chunk by chunk (never held whole in memory).

use axum::body::Body;
use axum::response::Response;
use futures_util::StreamExt;
use http_body_util::BodyExt;

use std::time::Duration;

use super::activity::{IdleLimit, IdleTimeout};
use super::headers;
use super::send::log_failure;

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
