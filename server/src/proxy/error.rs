//! What the proxy answers when it cannot pass a request on: JSON shaped like an
//! Elasticsearch error, so the app shows the reason as it shows a cluster's.

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::clusters::PredefinedCluster;

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

    /// A body past the limit; `signed` for a cluster whose bodies are held whole to be
    /// signed (AWS `SigV4`).
    pub fn too_large(limit: u64, signed: bool) -> Self {
        let reason = if signed {
            format!(
                "The request body is larger than the proxy accepts for a cluster with AWS \
                 request signing, whose bodies are held whole to be signed ({limit} bytes, \
                 see --proxy-signed-body-limit)."
            )
        } else {
            format!(
                "The request body is larger than the proxy accepts ({limit} bytes, \
                 see --proxy-body-limit)."
            )
        };
        Self::new(
            StatusCode::PAYLOAD_TOO_LARGE,
            "shardscope_body_too_large",
            reason,
        )
    }
}

/// The cluster's address in the clusters file is not usable (why is in the server log).
pub fn unusable_address(cluster: &PredefinedCluster) -> ProxyError {
    ProxyError::bad_gateway(format!(
        "The cluster \"{}\" has no address the server can use; the server log says why.",
        cluster.id
    ))
}

/// No HTTP client could be made for the cluster, as its CA file cannot be used (why, and the
/// file's path, are in the server log).
pub fn no_client(cluster: &PredefinedCluster) -> ProxyError {
    ProxyError::bad_gateway(format!(
        "The connection settings of the cluster \"{}\" cannot be used (its certificate \
         authorities file); the server log says why.",
        cluster.id
    ))
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
