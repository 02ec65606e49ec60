//! The audit log, at info level with the target `shardscope::audit`: every proxied request the
//! read table does not call a read gets its lines, whatever becomes of it.
//!
//! - `proxied write`: written just before the request goes to an address (again for each
//!   address tried after one that could not be connected to), naming that address and the
//!   path as that address receives it (after its path prefix, if any).
//! - `proxied write ended`: the outcome once the answer's head arrives (`answered`, with the
//!   status), the proxy answered itself (`failed`, with its status), or the browser left or
//!   cancelled first (`cancelled`: the cluster may have received the request).
//! - `proxied write refused`: not sent at all (a path that could mean something else, another
//!   site's page, an unknown cluster, a read-only cluster, a body too large), with the status.
//!
//! The lines of one request share its `request` number. The query string is left out: it can
//! hold values (scroll ids, routing keys) that do not belong in logs.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use axum::http::{HeaderMap, HeaderName};

/// One audit line of `write`: the request's number, user, method and cluster, then `fields`.
macro_rules! line {
    ($write:expr, $message:literal, $($field:tt)*) => {
        tracing::info!(
            target: "shardscope::audit",
            request = $write.request,
            user = $write.user.as_deref(),
            method = $write.method,
            cluster = $write.cluster,
            $($field)*
            $message
        )
    };
}

/// Numbers the audited requests of this process.
static NEXT_REQUEST: AtomicU64 = AtomicU64::new(1);

/// Who wants what of which cluster: a write on its way.
pub struct Write {
    request: u64,
    /// From the trusted user header, when that flag is set and the header was sent.
    user: Option<String>,
    method: String,
    cluster: String,
    /// The path as received, for refusals (percent-encoded as received).
    path: String,
    /// Set once the request went to an address.
    sent: AtomicBool,
    ended: bool,
}

impl Write {
    pub fn new(user: Option<String>, method: &str, cluster: &str, path: &str) -> Self {
        Self {
            request: NEXT_REQUEST.fetch_add(1, Ordering::Relaxed),
            user,
            method: method.to_owned(),
            cluster: cluster.to_owned(),
            path: format!("/{}", path.trim_start_matches('/')),
            sent: AtomicBool::new(false),
            ended: false,
        }
    }

    /// The request goes to `address` as `path` (from its leading '/', percent-encoded as sent).
    pub fn sending(&self, address: &str, path: &str) {
        self.sent.store(true, Ordering::SeqCst);
        line!(self, "proxied write", address, path,);
    }

    /// The request ended with `status`: the cluster's (`proxy_error` `None`) or the proxy's
    /// own, of that kind. A request never sent to an address was refused.
    pub fn finish(mut self, status: u16, proxy_error: Option<&str>) {
        self.ended = true;
        if self.sent.load(Ordering::SeqCst) {
            let outcome = if proxy_error.is_some() {
                "failed"
            } else {
                "answered"
            };
            self.outcome(outcome, Some(status));
            return;
        }
        line!(
            self,
            "proxied write refused",
            path = self.path,
            status,
            reason = proxy_error,
        );
    }

    fn outcome(&self, outcome: &str, status: Option<u16>) {
        line!(self, "proxied write ended", outcome, status,);
    }
}

impl Drop for Write {
    /// Dropped before an outcome: the browser left, cancelled or timed out first.
    fn drop(&mut self) {
        if !self.ended {
            self.outcome("cancelled", None);
        }
    }
}

/// Why the trusted user header cannot name a user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserProblem {
    /// Sent more than once: a proxy in front appended its value instead of replacing it.
    Repeated,
    /// Not UTF-8, or with control, invisible (zero-width, format) or bidirectional characters.
    Unreadable,
}

impl UserProblem {
    pub const fn words(self) -> &'static str {
        match self {
            Self::Repeated => "is sent more than once",
            Self::Unreadable => {
                "holds control, invisible or bidirectional characters, or is not UTF-8"
            }
        }
    }
}

/// The user named by the trusted header, when that flag is set and the header was sent once
/// with a name that reads as it prints.
pub fn user(
    headers: &HeaderMap,
    trusted: Option<&HeaderName>,
) -> Result<Option<String>, UserProblem> {
    let Some(trusted) = trusted else {
        return Ok(None);
    };
    let mut values = headers.get_all(trusted).iter();
    let Some(value) = values.next() else {
        return Ok(None);
    };
    if values.next().is_some() {
        return Err(UserProblem::Repeated);
    }
    let text = std::str::from_utf8(value.as_bytes()).map_err(|_| UserProblem::Unreadable)?;
    if text.chars().any(is_invisible) {
        return Err(UserProblem::Unreadable);
    }
    let text = text.trim();
    Ok((!text.is_empty()).then(|| text.to_owned()))
}

/// Control characters, and the format, separator and filler characters that print as
/// nothing or reorder text: a name holding one can read as another name.
fn is_invisible(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{00AD}'
                | '\u{034F}'
                | '\u{061C}'
                | '\u{115F}'
                | '\u{1160}'
                | '\u{17B4}'
                | '\u{17B5}'
                | '\u{180B}'..='\u{180F}'
                | '\u{200B}'..='\u{200F}'
                | '\u{2028}'..='\u{202E}'
                | '\u{2060}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FE00}'..='\u{FE0F}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0000}'..='\u{E0FFF}'
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn user_of(values: &[&[u8]]) -> Result<Option<String>, UserProblem> {
        let name = HeaderName::from_static("x-forwarded-user");
        let mut headers = HeaderMap::new();
        for value in values {
            headers.append(name.clone(), HeaderValue::from_bytes(value).unwrap());
        }
        user(&headers, Some(&name))
    }

    #[test]
    fn one_plain_name_is_the_user() {
        assert_eq!(user_of(&[b"alice"]), Ok(Some("alice".to_owned())));
        assert_eq!(user_of(&["zoë".as_bytes()]), Ok(Some("zoë".to_owned())));
        assert_eq!(user_of(&[]), Ok(None));
        assert_eq!(user(&HeaderMap::new(), None), Ok(None));
    }

    #[test]
    fn repeated_or_invisible_names_are_refused() {
        assert_eq!(user_of(&[b"mallory", b"alice"]), Err(UserProblem::Repeated));
        for name in [
            "al\u{200B}ice",
            "\u{202E}ecila",
            "alice\u{2066}",
            "a\u{FEFF}",
            "a\tb",
        ] {
            assert_eq!(
                user_of(&[name.as_bytes()]),
                Err(UserProblem::Unreadable),
                "{name:?}"
            );
        }
        assert_eq!(user_of(&[b"\xff"]), Err(UserProblem::Unreadable));
    }
}
