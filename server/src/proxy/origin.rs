//! Cross-site requests are refused: the proxy adds the cluster's credentials, so a page of
//! another site must not be able to make the browser send requests through it.

use axum::http::{header, HeaderMap};

/// Whether the request comes from the console's own pages (or from no page at all, like
/// curl). Browsers send `Sec-Fetch-Site`; older ones send `Origin`, compared with `Host`.
pub fn same_site(headers: &HeaderMap) -> bool {
    let text = |name| headers.get(name).and_then(|value| value.to_str().ok());
    if let Some(site) = text(header::HeaderName::from_static("sec-fetch-site")) {
        return matches!(site, "same-origin" | "none");
    }
    match (text(header::ORIGIN), text(header::HOST)) {
        (None, _) => true,
        (Some(origin), Some(host)) => origin
            .split_once("://")
            .is_some_and(|(_, authority)| authority.eq_ignore_ascii_case(host)),
        (Some(_), None) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        pairs
            .iter()
            .map(|(name, value)| {
                (
                    header::HeaderName::from_static(name),
                    value.parse().unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn only_the_consoles_own_pages_and_non_browsers_pass() {
        assert!(same_site(&headers(&[("sec-fetch-site", "same-origin")])));
        assert!(same_site(&headers(&[("sec-fetch-site", "none")])));
        assert!(!same_site(&headers(&[("sec-fetch-site", "cross-site")])));
        assert!(!same_site(&headers(&[("sec-fetch-site", "same-site")])));
        assert!(same_site(&headers(&[])));
        assert!(same_site(&headers(&[
            ("origin", "https://console.example.com:8443"),
            ("host", "console.example.com:8443"),
        ])));
        assert!(!same_site(&headers(&[
            ("origin", "https://evil.example.net"),
            ("host", "console.example.com"),
        ])));
        assert!(!same_site(&headers(&[("origin", "null")])));
    }
}
