//! `/healthz`: the health check the console answers at its base path, for container probes
//! and `shardscope healthcheck`. It answers any `Host` name, and also on connections beyond
//! the cap, where everything else gets 503.

use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};

use crate::config::BasePath;

/// The last segment of the health check's path.
const SEGMENT: &str = "healthz";

/// Sent by `/healthz` only, so `shardscope healthcheck` knows it reached this console and
/// not some other server (or the app's HTML) answering 200.
pub const HEALTH_HEADER: &str = "x-shardscope-health";

/// Where the health check answers: `{base}healthz`.
pub fn path(base_path: &BasePath) -> String {
    format!("{base_path}{SEGMENT}")
}

/// Whether a path ends in the health check's segment, under any prefix: elsewhere than at
/// the base path it is not found rather than the app, so a wrong base path fails a probe.
pub fn is_health_path(path: &str) -> bool {
    path.rsplit('/').next() == Some(SEGMENT)
}

pub async fn serve() -> Response {
    let mut response = "shardscope ok\n".into_response();
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(HEALTH_HEADER, HeaderValue::from_static("ok"));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_is_under_the_base_path_and_recognised_under_any_prefix() {
        let base = BasePath::parse("/console/").unwrap();
        assert_eq!(path(&base), "/console/healthz");
        assert_eq!(path(&BasePath::root()), "/healthz");
        for health in ["/healthz", "/console/healthz", "/x/y/healthz", "healthz"] {
            assert!(is_health_path(health), "{health}");
        }
        for other in ["/healthz/", "/healthzz", "/my-healthz", "/healthz/x", "/"] {
            assert!(!is_health_path(other), "{other}");
        }
    }
}
