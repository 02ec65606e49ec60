//! The audit log: one line for every proxied write (a request the read table does not call a
//! read), forwarded or refused, at info level with the target `shardscope::audit`. It names the
//! method and the path as the cluster receives them (after the address's path prefix, if any).
//! The query string is left out: it can hold values (scroll ids, routing keys) that do not
//! belong in logs.

use axum::http::{HeaderMap, HeaderName};

/// Who did what to which cluster.
pub struct Write<'a> {
    /// From the trusted user header, when that flag is set and the header was sent.
    pub user: Option<String>,
    pub method: &'a str,
    /// The path sent to the cluster, from its leading '/', percent-encoded as sent.
    pub path: &'a str,
    pub cluster: &'a str,
}

impl Write<'_> {
    pub fn record(&self, status: u16) {
        tracing::info!(
            target: "shardscope::audit",
            user = self.user.as_deref(),
            method = self.method,
            path = self.path,
            cluster = self.cluster,
            status,
            "proxied write"
        );
    }
}

/// The user named by the trusted header, without control characters (a log line stays one
/// line whatever the header holds).
pub fn user(headers: &HeaderMap, trusted: Option<&HeaderName>) -> Option<String> {
    let value = headers.get(trusted?)?;
    let text = String::from_utf8_lossy(value.as_bytes());
    let clean: String = text.chars().filter(|c| !c.is_control()).collect();
    (!clean.is_empty()).then_some(clean)
}
