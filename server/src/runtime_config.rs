//! `/api/config.json`: what the app needs to know at run time.

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderValue};
use axum::response::{IntoResponse, Response};
use serde::Serialize;

use crate::config::BasePath;

/// The largest request bodies the proxy passes on, in bytes: to any proxied cluster, and to one
/// it signs requests for (AWS `SigV4`).
#[derive(Clone, Copy, Debug)]
pub struct ProxyLimits {
    pub body: u64,
    pub signed_body: u64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RuntimeConfig<'a> {
    version: &'a str,
    base_path: &'a str,
    update_url: Option<&'a str>,
    /// Managed mode: the app offers only the predefined clusters (no adding or editing).
    no_direct_clusters: bool,
    /// Largest request body the proxy passes on, in bytes.
    proxy_body_limit: u64,
    /// Largest request body the proxy passes on to a cluster it signs for (AWS `SigV4`), in
    /// bytes; such a cluster takes the smaller of this and `proxy_body_limit`.
    proxy_signed_body_limit: u64,
}

/// The JSON body, made once.
pub fn body(
    base_path: &BasePath,
    update_url: Option<&str>,
    no_direct_clusters: bool,
    proxy: ProxyLimits,
) -> Bytes {
    let config = RuntimeConfig {
        version: env!("CARGO_PKG_VERSION"),
        base_path: base_path.as_str(),
        update_url,
        no_direct_clusters,
        proxy_body_limit: proxy.body,
        proxy_signed_body_limit: proxy.signed_body,
    };
    Bytes::from(serde_json::to_vec(&config).unwrap_or_default())
}

pub async fn serve(State(body): State<Bytes>) -> Response {
    json_no_store(body)
}

/// A JSON response that no cache may keep (it may hold credentials or change any time).
pub fn json_no_store(body: Bytes) -> Response {
    (
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            ),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
        ],
        body,
    )
        .into_response()
}
