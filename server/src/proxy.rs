//! `{base}api/proxy/{id}/…`: requests to a predefined cluster marked `proxy`, sent by the
//! server with the cluster's credentials, so the browser never holds them. The upstream is
//! always the cluster's own address with the request's path and query; nothing in the
//! request can name another host. Read-only clusters get reads only, and every write is
//! written to the audit log.

mod activity;
mod audit;
mod body;
mod client;
mod clients;
mod credentials;
mod error;
mod forward;
mod handler;
mod headers;
mod origin;
mod refusals;
mod response;
mod send;
pub mod sigv4;
mod target;
mod tls;

use std::sync::Arc;
use std::time::Duration;

use axum::http::HeaderName;
use axum::routing::any;
use axum::Router;

use crate::config::BasePath;
use crate::default_clusters::DefaultClusters;

pub use error::ProxyError;
pub use tls::read_roots;

/// Request bodies accepted by default: 100 MiB, Elasticsearch's own `http.max_content_length`.
pub const DEFAULT_BODY_LIMIT: u64 = 100 * 1024 * 1024;
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
pub const DEFAULT_READ_TIMEOUT: Duration = Duration::from_mins(2);
/// Bodies of clusters that sign them (AWS `SigV4`) are held whole to be signed: 10 MiB by
/// default, so that a few clients at once cannot make the server hold gigabytes.
pub const DEFAULT_SIGNED_BODY_LIMIT: u64 = 10 * 1024 * 1024;

/// How the proxy talks to clusters.
#[derive(Clone)]
pub struct ProxySettings {
    /// Largest request body passed on, in bytes; larger ones get 413.
    pub body_limit: u64,
    /// Largest body of a cluster that signs bodies (held whole to be signed); larger get 413.
    pub signed_body_limit: u64,
    pub connect_timeout: Duration,
    /// Longest silence while waiting for the cluster's answer or between its bytes.
    pub read_timeout: Duration,
    /// Certificate authorities trusted for every proxied cluster, besides the system's.
    pub extra_roots: Vec<rustls::pki_types::CertificateDer<'static>>,
    /// The header an authenticating proxy in front sets to the user's name, for the audit log.
    pub trusted_user_header: Option<HeaderName>,
}

impl Default for ProxySettings {
    fn default() -> Self {
        Self {
            body_limit: DEFAULT_BODY_LIMIT,
            signed_body_limit: DEFAULT_SIGNED_BODY_LIMIT,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
            read_timeout: DEFAULT_READ_TIMEOUT,
            extra_roots: Vec::new(),
            trusted_user_header: None,
        }
    }
}

#[derive(Clone)]
struct Proxy {
    clusters: DefaultClusters,
    settings: Arc<ProxySettings>,
    clients: Arc<clients::Clients>,
    /// `{base}api/proxy/`.
    prefix: Arc<str>,
}

/// The path prefix of proxied requests.
pub fn prefix(base_path: &BasePath) -> String {
    format!("{}api/proxy/", base_path.as_str())
}

/// The proxy routes, every method.
pub fn routes<S: Clone + Send + Sync + 'static>(
    base_path: &BasePath,
    clusters: DefaultClusters,
    settings: ProxySettings,
) -> Router<S> {
    let prefix = prefix(base_path);
    let state = Proxy {
        clusters,
        settings: Arc::new(settings),
        clients: Arc::default(),
        prefix: Arc::from(prefix.as_str()),
    };
    Router::new()
        .route(&format!("{prefix}{{id}}"), any(handler::serve))
        .route(&format!("{prefix}{{id}}/"), any(handler::serve))
        .route(&format!("{prefix}{{id}}/{{*path}}"), any(handler::serve))
        .with_state(state)
}
