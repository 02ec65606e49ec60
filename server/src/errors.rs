//! The two error types: what stops the process at start-up, and what a request can get.

use std::io;
use std::path::PathBuf;

use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};

use crate::clusters::Placeholder;

/// A configuration or environment problem that stops the process at start-up.
#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("invalid {setting}: {reason}")]
    Setting {
        setting: &'static str,
        reason: String,
    },
    #[error(transparent)]
    Clusters(#[from] ClustersError),
    // The io::Error is part of the message, not a `source`: printed once.
    #[error("cannot listen on {address}: {error}")]
    Listen {
        address: std::net::SocketAddr,
        error: io::Error,
    },
}

/// Why a predefined clusters configuration was rejected.
#[derive(Debug, thiserror::Error)]
pub enum ClustersError {
    #[error("cannot read predefined clusters file {path}: {error}")]
    Read { path: PathBuf, error: io::Error },
    #[error("{source_name}: not valid UTF-8 (first bad byte at offset {offset})")]
    Utf8 { source_name: String, offset: usize },
    #[error("{source_name}: invalid JSON at line {line}, column {column}: {message}")]
    Json {
        source_name: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{source_name}: predefined clusters must be a JSON array, not {found}")]
    NotArray {
        source_name: String,
        found: &'static str,
    },
    #[error("{source_name}: clusters[{index}]{}: {problem}", display_name(name.as_deref()))]
    Entry {
        source_name: String,
        index: usize,
        name: Option<String>,
        problem: EntryProblem,
    },
}

fn display_name(name: Option<&str>) -> String {
    name.map(|name| format!(" ({name:?})")).unwrap_or_default()
}

/// What is wrong with one entry; messages name the field and never echo values.
#[derive(Debug, thiserror::Error)]
pub enum EntryProblem {
    #[error("must be an object, not {0}")]
    NotAnObject(&'static str),
    #[error("field \"uri\" is missing")]
    MissingUri,
    #[error("field \"uri\" must start with http:// or https://")]
    UriScheme,
    #[error("field \"uri\" has no host or contains spaces")]
    UriHost,
    #[error(
        "field \"uri\" holds credentials: put credentials in username and password, not in the uri"
    )]
    UriCredentials,
    #[error("field {field:?} must be a string, not {found}")]
    NotAString { field: String, found: &'static str },
    #[error("field {field:?}: {}", describe_placeholder(problem))]
    Placeholder { field: String, problem: Placeholder },
}

fn describe_placeholder(problem: &Placeholder) -> String {
    match problem {
        Placeholder::Missing(name) => format!("environment variable {name} is not set"),
        Placeholder::BadName(name) => format!("\"${{{name}}}\" is not a valid variable name"),
        Placeholder::Unterminated => "unterminated \"${\" (write \"$${\" for a literal one)".into(),
    }
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
