//! Header names the proxy treats apart whatever a clusters file says: those of one connection
//! and those that belong to the console. The clusters file refuses them in `forwardHeaders`;
//! the proxy never forwards them.

use axum::http::HeaderName;

/// Named by RFC 9110 as belonging to a single connection.
pub const HOP_BY_HOP: [&str; 7] = [
    "connection",
    "keep-alive",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "expect",
];

/// Never sent to a cluster, even when `forwardHeaders` names them: the console's own session
/// and the browser's identity (the server adds the cluster's credentials itself).
pub const NEVER_FORWARDED: [&str; 6] = [
    "authorization",
    "cookie",
    "host",
    "origin",
    "referer",
    "forwarded",
];

/// Why a name cannot be in `forwardHeaders`; `None` when it can.
pub fn unforwardable(name: &str) -> Option<&'static str> {
    let name = name.to_ascii_lowercase();
    if HeaderName::from_bytes(name.as_bytes()).is_err() {
        Some("is not a header name")
    } else if NEVER_FORWARDED.contains(&name.as_str()) {
        Some("belongs to the console (its session or the browser's identity)")
    } else if HOP_BY_HOP.contains(&name.as_str()) || name.starts_with("proxy-") {
        Some("belongs to one connection")
    } else if name.starts_with("x-amz-") {
        Some("is the server's to sign")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_names_a_cluster_may_receive_can_be_forwarded() {
        for name in ["X-Proxy-User", "securitytenant", "es-security-runas-user"] {
            assert_eq!(unforwardable(name), None, "{name}");
        }
        for name in [
            "Authorization",
            "cookie",
            "Host",
            "Connection",
            "Proxy-Authorization",
            "x-amz-date",
            "bad name",
        ] {
            assert!(unforwardable(name).is_some(), "{name}");
        }
    }
}
