//! Where a proxied request goes: the cluster id and path taken from the console's URL, and the
//! upstream URL made of the cluster's address, that path and the query, nothing else.

use crate::protection::is_clean_segment;
use crate::request_path::percent_decode;
use url::Url;

/// Why a proxy path is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathProblem {
    /// An empty, `.` or `..` segment, a backslash, an encoded '/' or '\', an escape of an
    /// unreserved character (which a decoding gateway would turn into a name), or a path the
    /// upstream URL would not carry as it is: the cluster could receive something else than
    /// what the read-only check and the audit log saw.
    Ambiguous,
}

/// A request's target below `{base}api/proxy/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The cluster id, percent-decoded.
    pub id: String,
    /// The path on the cluster without its leading '/', still percent-encoded as received.
    pub path: String,
}

/// Splits the URL path after `prefix` (`{base}api/proxy/`) into the id and the cluster path
/// (not checked yet: see [`check_path`]). `None` when the id is missing or not valid UTF-8
/// once decoded.
pub fn split(uri_path: &str, prefix: &str) -> Option<Target> {
    let rest = uri_path.strip_prefix(prefix)?;
    let (id, path) = rest.split_once('/').unwrap_or((rest, ""));
    let id = percent_decode(id)?;
    if id.is_empty() {
        return None;
    }
    Some(Target {
        id,
        path: path.to_owned(),
    })
}

/// A path is usable when every segment is clean
/// ([`is_clean_segment`](crate::protection::is_clean_segment)). One trailing '/' is allowed
/// (`_cat/indices/`).
pub fn check_path(path: &str) -> Result<(), PathProblem> {
    let path = path.strip_suffix('/').unwrap_or(path);
    if path.is_empty() || path.split('/').all(is_clean_segment) {
        Ok(())
    } else {
        Err(PathProblem::Ambiguous)
    }
}

/// Why no upstream URL is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UrlProblem {
    /// The cluster's address is not a usable http(s) URL (the text is for the server log).
    Address(String),
    /// The URL would not carry the path as received (see [`PathProblem::Ambiguous`]).
    Path,
}

/// The upstream URL: `address` (a cluster uri, maybe with a path prefix), then `path`, then
/// the query string when there is one. The URL is checked as it will be sent: its path must
/// be the address's path prefix followed by `path`, segment for segment (a URL parser turns
/// '\' into '/' and resolves dot segments, which could step out of the prefix or turn a read
/// into a write).
pub fn upstream_url(address: &str, path: &str, query: Option<&str>) -> Result<Url, UrlProblem> {
    let base = address.trim_end_matches('/');
    let mut text = format!("{base}/{path}");
    if let Some(query) = query {
        text.push('?');
        text.push_str(query);
    }
    let url = Url::parse(&text)
        .map_err(|error| UrlProblem::Address(format!("invalid cluster address: {error}")))?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(UrlProblem::Address(
            "the cluster address must be an http:// or https:// URL".to_owned(),
        ));
    }
    let prefix = Url::parse(base)
        .map(|url| url.path().trim_end_matches('/').to_owned())
        .map_err(|error| UrlProblem::Address(format!("invalid cluster address: {error}")))?;
    if !carries(url.path(), &prefix, path) {
        return Err(UrlProblem::Path);
    }
    Ok(url)
}

/// Whether `sent` (a URL's path) is `prefix` + '/' + `path`, allowing only for characters the
/// URL parser percent-encodes (a space as `%20`): the same segments, each decoding to the same
/// text, and no segment of the prefix given up.
fn carries(sent: &str, prefix: &str, path: &str) -> bool {
    let Some(rest) = sent.strip_prefix(prefix) else {
        return false;
    };
    let Some(rest) = rest.strip_prefix('/') else {
        return false;
    };
    let sent_segments: Vec<&str> = rest.split('/').collect();
    let wanted: Vec<&str> = path.split('/').collect();
    sent_segments.len() == wanted.len()
        && sent_segments
            .iter()
            .zip(&wanted)
            .all(|(sent, wanted)| sent == wanted || percent_decode(sent) == percent_decode(wanted))
}

/// The path a request sends to the cluster at `address`, from its URL, for the read-only
/// check and the audit log.
pub fn sent_path(address: &str, path: &str) -> Result<String, UrlProblem> {
    upstream_url(address, path, None).map(|url| url.path().to_owned())
}

/// The `Host` header for `url`: the host, and the port when it is not the scheme's default.
pub fn host_header(url: &Url) -> String {
    let host = url.host_str().unwrap_or_default();
    match url.port() {
        Some(port) => format!("{host}:{port}"),
        None => host.to_owned(),
    }
}

/// `scheme://host[:port]` of an address, for messages: never a path, a query or credentials.
pub fn describe(url: &Url) -> String {
    format!("{}://{}", url.scheme(), host_header(url))
}

#[cfg(test)]
mod tests {
    use super::*;

    const PREFIX: &str = "/api/proxy/";

    fn target(path: &str) -> Option<Result<Target, PathProblem>> {
        split(path, PREFIX).map(|target| check_path(&target.path).map(|()| target))
    }

    #[test]
    fn the_id_and_the_path_are_split_and_the_path_kept_encoded() {
        assert_eq!(
            target("/api/proxy/prod%20eu/logs-%2A/_search"),
            Some(Ok(Target {
                id: "prod eu".into(),
                path: "logs-%2A/_search".into()
            }))
        );
        assert_eq!(
            target("/api/proxy/prod"),
            Some(Ok(Target {
                id: "prod".into(),
                path: String::new()
            }))
        );
        assert_eq!(target("/api/proxy/prod/").unwrap().unwrap().path, "");
        assert_eq!(
            target("/api/proxy/prod/_cat/indices/")
                .unwrap()
                .unwrap()
                .path,
            "_cat/indices/"
        );
        assert_eq!(target("/api/other/prod"), None);
        assert_eq!(target("/api/proxy/%ff"), None);
    }

    #[test]
    fn paths_that_could_mean_something_else_upstream_are_refused() {
        for path in [
            "a//b",
            "a/./b",
            "../b",
            "a/..",
            "a/%2e%2E/b",
            "%2E",
            "a%2fb",
            "a%2F..",
            "a%5c..",
            "a/%zz",
            "_%66lush",
            "logs/_r%65fresh",
            "_security/enroll/%6Bibana",
        ] {
            assert_eq!(
                target(&format!("/api/proxy/prod/{path}")),
                Some(Err(PathProblem::Ambiguous)),
                "{path}"
            );
        }
    }

    #[test]
    fn the_upstream_url_is_the_address_the_path_and_the_query() {
        let url = upstream_url("https://es.internal:9243/prefix/", "logs-%2A/_search", None);
        assert_eq!(
            url.unwrap().as_str(),
            "https://es.internal:9243/prefix/logs-%2A/_search"
        );
        let url = upstream_url("http://10.0.0.1:9200", "", Some("pretty&v")).unwrap();
        assert_eq!(url.as_str(), "http://10.0.0.1:9200/?pretty&v");
        assert_eq!(host_header(&url), "10.0.0.1:9200");
        let url = upstream_url("https://es.example.com:443", "_cat/health", None).unwrap();
        assert_eq!(host_header(&url), "es.example.com");
        assert_eq!(describe(&url), "https://es.example.com");
        assert!(upstream_url("ftp://x", "", None).is_err());
        assert!(upstream_url("not a url", "", None).is_err());
    }
}
