//! Security headers and request limits that apply to every response.

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use std::sync::Arc;
use tower_http::set_header::SetResponseHeaderLayer;

use crate::errors::RequestError;
use crate::hosts::{self, HostCheck};

/// Sent with every HTML page. Scripts only from the console itself (no inline script);
/// inline styles because Mantine and `CodeMirror` inject them; clusters anywhere over http(s).
const DIRECT_CLUSTERS_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
    worker-src 'self' blob:; connect-src 'self' http: https:; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The same, but the page may connect to the console only: every cluster is reached through
/// its proxy, and no script on the page can send data anywhere else.
const MANAGED_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; \
    worker-src 'self' blob:; connect-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The Content-Security-Policy of HTML pages: with `no_direct_clusters` (managed mode) the
/// browser connects to nothing but the console.
pub const fn content_security_policy(no_direct_clusters: bool) -> &'static str {
    if no_direct_clusters {
        MANAGED_POLICY
    } else {
        DIRECT_CLUSTERS_POLICY
    }
}

/// Adds the headers every response carries, refuses request bodies (except under
/// `proxy_prefix`, where the proxy limits them) and `Host` names that are not allowed.
pub fn protect(router: Router, hosts: HostCheck, proxy_prefix: String) -> Router {
    router
        .layer(axum::middleware::from_fn_with_state(
            Arc::from(proxy_prefix),
            refuse_bodies,
        ))
        .layer(axum::middleware::from_fn_with_state(
            Arc::new(hosts),
            hosts::check,
        ))
        // For browsers that predate the CSP's frame-ancestors.
        .layer(SetResponseHeaderLayer::overriding(
            header::X_FRAME_OPTIONS,
            HeaderValue::from_static("DENY"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
}

/// Only proxied requests take a body; any other request announcing one is refused before
/// routing.
async fn refuse_bodies(
    State(proxy_prefix): State<Arc<str>>,
    request: Request,
    next: Next,
) -> Response {
    if request.uri().path().starts_with(&*proxy_prefix) {
        return next.run(request).await;
    }
    let headers = request.headers();
    let has_body = headers.contains_key(header::TRANSFER_ENCODING)
        || headers
            .get(header::CONTENT_LENGTH)
            .is_some_and(|length| length != "0");
    if has_body {
        return RequestError::BodyNotAllowed.into_response();
    }
    next.run(request).await
}
