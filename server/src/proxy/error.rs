//! What the proxy answers when it cannot pass a request on: JSON shaped like an
//! Elasticsearch error, so the app shows the reason as it shows a cluster's.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

/// A request the proxy answered itself.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProxyError {
    pub status: StatusCode,
    /// `shardscope_proxy_error`, `shardscope_read_only`, …
    pub kind: &'static str,
    pub reason: String,
}

impl ProxyError {
    pub fn new(status: StatusCode, kind: &'static str, reason: impl Into<String>) -> Self {
        Self {
            status,
            kind,
            reason: reason.into(),
        }
    }

    /// The cluster could not be reached or answered wrongly (502).
    pub fn bad_gateway(reason: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_GATEWAY, "shardscope_proxy_error", reason)
    }

    /// The cluster did not answer in time (504).
    pub fn timeout(reason: impl Into<String>) -> Self {
        Self::new(
            StatusCode::GATEWAY_TIMEOUT,
            "shardscope_proxy_error",
            reason,
        )
    }

    pub fn not_found(id: &str) -> Self {
        Self::new(
            StatusCode::NOT_FOUND,
            "shardscope_unknown_cluster",
            format!("No predefined cluster with the id \"{id}\" is reached through this server."),
        )
    }

    pub fn too_large(limit: u64) -> Self {
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "shardscope_body_too_large",
            format!(
                "The request body is larger than the proxy accepts ({limit} bytes, \
                 see --proxy-body-limit)."
            ),
        )
    }
}

impl IntoResponse for ProxyError {
    fn into_response(self) -> Response {
        let body = serde_json::json!({
            "error": { "type": self.kind, "reason": self.reason },
            "status": self.status.as_u16(),
        });
        let mut response = (self.status, body.to_string()).into_response();
        let headers = response.headers_mut();
        headers.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        response
    }
}
