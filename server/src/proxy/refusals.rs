//! The proxy's own answers to requests it does not pass on, and the audit of those that may
//! be writes.

use axum::http::{HeaderName, StatusCode};
use axum::response::{IntoResponse, Response};

use super::{audit, ProxyError};
use crate::clusters::PredefinedCluster;

/// The proxy's own answer to a request it did not send, audited when it may be a write.
pub fn refuse(write: Option<audit::Write>, error: ProxyError) -> Response {
    if let Some(write) = write {
        write.finish(error.status.as_u16(), Some(error.kind));
    }
    error.into_response()
}

pub fn cross_site() -> ProxyError {
    ProxyError::new(
        StatusCode::FORBIDDEN,
        "shardscope_cross_site",
        "Requests to clusters through this server are accepted from the console's own pages \
         only.",
    )
}

/// The trusted user header cannot name one user: refused, and logged, as a proxy in front
/// that appends instead of replacing, or a name that prints as another, would be.
pub fn untrusted_user(
    header: Option<&HeaderName>,
    problem: audit::UserProblem,
    method: &str,
    cluster: &str,
) -> ProxyError {
    let name = header.map_or("", HeaderName::as_str);
    tracing::warn!(
        target: "shardscope::audit",
        cluster,
        method,
        header = name,
        "request refused: the trusted user header {}",
        problem.words()
    );
    ProxyError::new(
        StatusCode::BAD_REQUEST,
        "shardscope_untrusted_user",
        format!(
            "The header {name}, which names the user for the audit log, {}; the request is not \
             passed on.",
            problem.words()
        ),
    )
}

pub fn ambiguous() -> ProxyError {
    ProxyError::new(
        StatusCode::BAD_REQUEST,
        "shardscope_proxy_error",
        "The path has an empty, '.' or '..' segment, a backslash, an encoded '/' or '\\', or \
         an escape of a letter, digit, '-', '.', '_' or '~', which a gateway could decode into \
         another name; such paths are not passed on.",
    )
}

pub fn read_only(cluster: &PredefinedCluster, method: &str, path: &str) -> ProxyError {
    let name = cluster.name.as_deref().unwrap_or(&cluster.id);
    ProxyError::new(
        StatusCode::FORBIDDEN,
        "shardscope_read_only",
        format!("The cluster \"{name}\" is read-only: {method} /{path} is not a read"),
    )
}
