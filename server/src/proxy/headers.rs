//! Which headers cross the proxy, by allow-list both ways. To a cluster go the headers the
//! app sends (what it accepts, what its body is) and those a cluster's `forwardHeaders`
//! names; never the console's own (cookies, the browser's `Authorization`, `Origin`), those of
//! one connection, nor the trusted user header. To the browser come what describes the body,
//! the engines' own headers and little else; answers are made inert as documents of the
//! console's origin: a cluster (or a login page in front of it) never runs script there.

use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};

use crate::header_names::{unforwardable, HOP_BY_HOP};

/// The browser's headers every cluster gets: those the app sends, and what describes a body.
pub const FROM_BROWSER: [&str; 6] = [
    "accept",
    "accept-encoding",
    "content-encoding",
    "content-length",
    "content-type",
    "x-opaque-id",
];

/// The cluster's headers the browser gets (besides `x-elastic-*`): what describes the body,
/// the engines' warnings and request id, and when to ask again.
const TO_BROWSER: [&str; 6] = [
    "content-encoding",
    "content-length",
    "content-type",
    "retry-after",
    "warning",
    "x-opaque-id",
];

/// Sent with every proxied answer: a document opened from the proxy has no script, no
/// resources and an origin of its own.
pub const ANSWER_POLICY: &str = "sandbox; default-src 'none'; frame-ancestors 'none'";

/// The browser's headers that go to the cluster: [`FROM_BROWSER`], and those `forward` lists
/// (comma-separated, any case) and the console may forward, never `trusted_user` (the
/// header an authenticating proxy sets, which stays with the console).
pub fn to_cluster(
    incoming: &HeaderMap,
    trusted_user: Option<&HeaderName>,
    forward: Option<&str>,
) -> HeaderMap {
    let forwarded: Vec<String> = forward
        .unwrap_or_default()
        .split(',')
        .map(|name| name.trim().to_ascii_lowercase())
        .filter(|name| !name.is_empty() && unforwardable(name).is_none())
        .collect();
    kept(incoming, |name| {
        (FROM_BROWSER.contains(&name) || forwarded.iter().any(|allowed| allowed == name))
            && trusted_user.is_none_or(|user| user.as_str() != name)
    })
}

/// The cluster's headers that go to the browser, with the policy that keeps them inert.
pub fn to_browser(upstream: &HeaderMap) -> HeaderMap {
    let mut out = kept(upstream, |name| {
        TO_BROWSER.contains(&name) || name.starts_with("x-elastic-")
    });
    out.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(ANSWER_POLICY),
    );
    if renders_as_page(&out) {
        // Opened directly, such an answer is downloaded, never shown as a page.
        out.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment"),
        );
    }
    out.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    out
}

/// Whether a browser could show the answer as a page: no type, more than one (browsers differ
/// on which counts), or one naming HTML, XML or SVG.
fn renders_as_page(headers: &HeaderMap) -> bool {
    let types: Vec<&HeaderValue> = headers.get_all(header::CONTENT_TYPE).iter().collect();
    let [only] = types.as_slice() else {
        return true;
    };
    only.to_str().map_or(true, |value| {
        let value = value.to_ascii_lowercase();
        value.contains("html") || value.contains("xml") || value.contains("svg")
    })
}

/// The headers of `headers` that `keep` allows (given lower-case names), except those of one
/// connection: hop-by-hop ones, `Proxy-*` and those named in `Connection`.
fn kept(headers: &HeaderMap, keep: impl Fn(&str) -> bool) -> HeaderMap {
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
        let connection_only = HOP_BY_HOP.contains(&lower)
            || lower.starts_with("proxy-")
            || listed.iter().any(|listed| listed == lower);
        if keep(lower) && !connection_only {
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
            ("Authorization", "Basic YnJvd3Nlcjp4"),
        ]);
        assert_eq!(names(&to_cluster(&incoming, None, None)), ["accept"]);
        let out = to_cluster(
            &incoming,
            None,
            Some(" ES-Security-RunAs-User , x-real-ip, authorization"),
        );
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

    #[test]
    fn a_second_content_type_makes_an_answer_a_download() {
        let twice = to_browser(&map(&[
            ("Content-Type", "application/json"),
            ("Content-Type", "text/html"),
        ]));
        assert_eq!(twice["content-disposition"], "attachment");
        assert_eq!(
            to_browser(&HeaderMap::new())["content-disposition"],
            "attachment"
        );
    }
}
