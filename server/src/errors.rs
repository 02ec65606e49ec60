//! The two error types: what stops the process at start-up, and what a request can get.

use std::io;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::clusters::ClustersError;

/// A configuration or environment problem that stops the process at start-up.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Clusters(#[from] ClustersError),
    // The io::Error is part of the message, not a `source`: printed once.
    #[error("cannot listen on {address}: {error}")]
    Listen {
        address: std::net::SocketAddr,
        error: io::Error,
    },
}

/// A command line or environment setting whose value cannot be used.
#[derive(Debug, thiserror::Error)]
#[error("invalid {setting}: {reason}")]
pub struct ConfigError {
    /// The flag and its variable, as users set them: `--base-path (SHARDSCOPE_BASE_PATH)`.
    pub setting: &'static str,
    pub reason: String,
}

/// What a request can fail with. Bodies say no more than the status does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RequestError {
    /// A missing file, or a path that could step outside the served files.
    NotFound,
    /// Anything unknown under `/api/`.
    ApiNotFound,
    /// Static files answer GET and HEAD only.
    MethodNotAllowed,
    /// No endpoint takes a request body.
    BodyNotAllowed,
    /// The `Host` is not one this console answers to (DNS rebinding protection).
    MisdirectedHost,
    /// Too many connections are open; the client should come back shortly.
    Busy,
}

impl IntoResponse for RequestError {
    fn into_response(self) -> Response {
        let (status, json) = match self {
            Self::NotFound => (StatusCode::NOT_FOUND, false),
            Self::ApiNotFound => (StatusCode::NOT_FOUND, true),
            Self::MethodNotAllowed => (StatusCode::METHOD_NOT_ALLOWED, false),
            Self::BodyNotAllowed => (StatusCode::PAYLOAD_TOO_LARGE, true),
            Self::MisdirectedHost => (StatusCode::MISDIRECTED_REQUEST, false),
            Self::Busy => (StatusCode::SERVICE_UNAVAILABLE, true),
        };
        let reason = match self {
            Self::MisdirectedHost => {
                "Misdirected Request: this host name is not allowed (see --allowed-hosts)"
            }
            _ => status.canonical_reason().unwrap_or("Error"),
        };
        let mut response = if json {
            let body = serde_json::json!({ "status": status.as_u16(), "error": reason });
            let mut response = (status, body.to_string()).into_response();
            response.headers_mut().insert(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            );
            response
        } else {
            (status, reason).into_response()
        };
        let headers = response.headers_mut();
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        match self {
            Self::MethodNotAllowed => {
                headers.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
            }
            Self::Busy => {
                headers.insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
                headers.insert(header::CONNECTION, HeaderValue::from_static("close"));
            }
            _ => {}
        }
        response
    }
}
