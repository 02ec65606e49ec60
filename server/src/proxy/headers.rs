//! Which headers cross the proxy. Hop-by-hop headers belong to one connection; cookies, the
//! browser's `Authorization`, `Origin` and `Referer` belong to the console, and the cluster's
//! own credentials are added by the server. Answers are made inert as documents of the
//! console's origin: a cluster (or a login page in front of it) never runs script there.

use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};

/// Named by RFC 9110 as belonging to a single connection.
const HOP_BY_HOP: [&str; 7] = [
    "connection",
    "keep-alive",
    "te",
    "trailer",
    "transfer-encoding",
    "upgrade",
    "expect",
];

/// Never sent to a cluster: the console's own session and the browser's identity.
const CONSOLE_ONLY: [&str; 6] = [
    "authorization",
    "cookie",
    "host",
    "origin",
    "referer",
    "forwarded",
];

/// Held back unless a cluster's `forwardHeaders` names them: they make the cluster act as
/// another user than the proxy's credential (impersonation), with another method than the
/// one the read-only check saw, or for another client address.
pub const HELD_BACK: [&str; 7] = [
    "es-security-runas-user",
    "opendistro_security_impersonate_as",
    "x-http-method-override",
    "x-http-method",
    "x-method-override",
    "x-real-ip",
    "true-client-ip",
];

/// Sent with every proxied answer: a document opened from the proxy has no script, no
/// resources and an origin of its own.
pub const ANSWER_POLICY: &str = "sandbox; default-src 'none'; frame-ancestors 'none'";

/// The browser's headers that go to the cluster. `trusted_user` (the header an
/// authenticating proxy sets) stays with the console; of the [`HELD_BACK`] headers only those
/// `forward` lists (comma-separated, any case) go.
pub fn to_cluster(
    incoming: &HeaderMap,
    trusted_user: Option<&HeaderName>,
    forward: Option<&str>,
) -> HeaderMap {
    let allowed: Vec<String> = forward
        .unwrap_or_default()
        .split(',')
        .map(|name| name.trim().to_ascii_lowercase())
        .filter(|name| !name.is_empty())
        .collect();
    // Accept-Encoding goes through: the answer is passed on as it comes and the browser
    // decodes it. AWS headers are the server's to sign; X-Forwarded-* describe the console.
    filtered(incoming, |name| {
        CONSOLE_ONLY.contains(&name)
            || name.starts_with("x-amz-")
            || name.starts_with("x-forwarded-")
            || trusted_user.is_some_and(|user| user.as_str() == name)
            || (HELD_BACK.contains(&name) && !allowed.iter().any(|allowed| allowed == name))
    })
}

/// The cluster's headers that go to the browser, with the policy that keeps them inert.
pub fn to_browser(upstream: &HeaderMap) -> HeaderMap {
    let mut out = filtered(upstream, |name| name == "set-cookie");
    out.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(ANSWER_POLICY),
    );
    let renders_as_page = out
        .get(header::CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .is_none_or(|value| {
            let value = value.to_ascii_lowercase();
            value.contains("html") || value.contains("xml") || value.contains("svg")
        });
    if renders_as_page {
        // Opened directly, such an answer is downloaded, never shown as a page.
        out.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment"),
        );
    }
    if !out.contains_key(header::CACHE_CONTROL) {
        out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    out
}

/// `headers` without hop-by-hop ones, those named in `Connection`, `Proxy-*` and those
/// `drop` names (given lower-case).
fn filtered(headers: &HeaderMap, drop: impl Fn(&str) -> bool) -> HeaderMap {
    let listed: Vec<String> = headers
        .get_all(header::CONNECTION)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|name| name.trim().to_ascii_lowercase())
        .collect();
    let mut out = HeaderMap::with_capacity(headers.len());
    for (name, value) in headers {
        let lower = name.as_str();
        let skip = HOP_BY_HOP.contains(&lower)
            || lower.starts_with("proxy-")
            || listed.iter().any(|listed| listed == lower)
            || drop(lower);
        if !skip {
            out.append(name.clone(), value.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.append(
                HeaderName::from_bytes(name.as_bytes()).unwrap(),
                HeaderValue::from_str(value).unwrap(),
            );
        }
        headers
    }

    fn names(headers: &HeaderMap) -> Vec<&str> {
        let mut names: Vec<&str> = headers.keys().map(HeaderName::as_str).collect();
        names.sort_unstable();
        names
    }

    #[test]
    fn connection_and_console_headers_never_reach_the_cluster() {
        let incoming = map(&[
            ("Connection", "keep-alive, X-Secret-Hop"),
            ("X-Secret-Hop", "1"),
            ("Keep-Alive", "timeout=5"),
            ("Proxy-Authorization", "Basic eA=="),
            ("TE", "trailers"),
            ("Upgrade", "websocket"),
            ("Authorization", "Basic YnJvd3Nlcjp4"),
            ("Cookie", "session=1"),
            ("Host", "console.example.com"),
            ("Origin", "https://console.example.com"),
            ("Referer", "https://console.example.com/cluster/0"),
            ("X-Forwarded-User", "alice"),
            ("X-Amz-Security-Token", "t"),
            ("Content-Type", "application/json"),
            ("Accept", "application/json"),
            ("Accept-Encoding", "gzip"),
            ("X-Opaque-Id", "trace-1"),
        ]);
        let user = HeaderName::from_static("x-forwarded-user");
        let out = to_cluster(&incoming, Some(&user), None);
        assert_eq!(
            names(&out),
            ["accept", "accept-encoding", "content-type", "x-opaque-id"]
        );
    }

    #[test]
    fn impersonation_and_method_override_go_only_where_the_cluster_allows_them_by_name() {
        let incoming = map(&[
            ("es-security-runas-user", "admin"),
            ("opendistro_security_impersonate_as", "admin"),
            ("X-HTTP-Method-Override", "DELETE"),
            ("X-HTTP-Method", "DELETE"),
            ("X-Method-Override", "DELETE"),
            ("X-Real-IP", "10.0.0.1"),
            ("True-Client-IP", "10.0.0.1"),
            ("Accept", "application/json"),
        ]);
        assert_eq!(names(&to_cluster(&incoming, None, None)), ["accept"]);
        let out = to_cluster(&incoming, None, Some(" ES-Security-RunAs-User , x-real-ip"));
        assert_eq!(
            names(&out),
            ["accept", "es-security-runas-user", "x-real-ip"]
        );
        assert_eq!(out["es-security-runas-user"], "admin");
    }

    #[test]
    fn answers_lose_cookies_and_hop_headers_and_cannot_run_as_pages() {
        let upstream = map(&[
            ("Content-Type", "text/html; charset=utf-8"),
            ("Set-Cookie", "tracking=1"),
            ("Transfer-Encoding", "chunked"),
            ("X-Elastic-Product", "Elasticsearch"),
        ]);
        let out = to_browser(&upstream);
        assert_eq!(out["content-type"], "text/html; charset=utf-8");
        assert_eq!(out["content-disposition"], "attachment");
        assert_eq!(out["content-security-policy"], ANSWER_POLICY);
        assert_eq!(out["x-elastic-product"], "Elasticsearch");
        assert!(!out.contains_key("set-cookie"));
        assert!(!out.contains_key("transfer-encoding"));

        let json = to_browser(&map(&[("Content-Type", "application/json")]));
        assert!(!json.contains_key("content-disposition"));
        assert_eq!(json["cache-control"], "no-store");
    }
}
