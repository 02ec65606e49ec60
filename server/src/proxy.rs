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
mod headers;
mod origin;
mod response;
mod send;
pub mod sigv4;
mod target;
mod tls;

use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Request, State};
use axum::http::{HeaderName, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::any;
use axum::Router;

use crate::clusters::PredefinedCluster;
use crate::config::BasePath;
use crate::default_clusters::DefaultClusters;
use crate::protection::{self, Protection};

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
        .route(&format!("{prefix}{{id}}"), any(serve))
        .route(&format!("{prefix}{{id}}/"), any(serve))
        .route(&format!("{prefix}{{id}}/{{*path}}"), any(serve))
        .with_state(state)
}

async fn serve(State(proxy): State<Proxy>, request: Request) -> Response {
    let (parts, body) = request.into_parts();
    let target = match target::split(parts.uri.path(), &proxy.prefix) {
        None => return ProxyError::not_found("").into_response(),
        Some(Err(target::PathProblem::Ambiguous)) => return ambiguous().into_response(),
        Some(Ok(target)) => target,
    };
    if !origin::same_site(&parts.headers) {
        return ProxyError::new(
            StatusCode::FORBIDDEN,
            "shardscope_cross_site",
            "Requests to clusters through this server are accepted from the console's own \
             pages only.",
        )
        .into_response();
    }
    let Some(cluster) = proxy.clusters.proxied(&target.id) else {
        return ProxyError::not_found(&target.id).into_response();
    };
    // Decided on the path as the cluster will receive it, for every address it may go to.
    let sent = match sent_path(&cluster, &target.path) {
        Ok(sent) => sent,
        Err(refused) => return refused.into_response(),
    };
    let method = parts.method.as_str();
    let write = (!protection::is_read(method, &sent.relative)).then(|| audit::Write {
        user: audit::user(&parts.headers, proxy.settings.trusted_user_header.as_ref()),
        method,
        path: &sent.full,
        cluster: &cluster.id,
    });
    if write.is_some() && cluster.protection == Protection::ReadOnly {
        let refused = read_only(&cluster, method, &sent.relative);
        if let Some(write) = &write {
            write.record(refused.status.as_u16());
        }
        return refused.into_response();
    }
    let response = forward(&proxy, &cluster, &target, &parts, body)
        .await
        .unwrap_or_else(IntoResponse::into_response);
    if let Some(write) = &write {
        write.record(response.status().as_u16());
    }
    response
}

fn ambiguous() -> ProxyError {
    ProxyError::new(
        StatusCode::BAD_REQUEST,
        "shardscope_proxy_error",
        "The path has an empty, '.' or '..' segment, a backslash, or an encoded '/', '\\', \
         '.' or '_'; such paths are not passed on.",
    )
}

/// The path a request goes to on the cluster: in full (with the address's path prefix, for
/// the audit log) and below the prefix (for the read table).
struct SentPath {
    full: String,
    relative: String,
}

fn sent_path(cluster: &PredefinedCluster, path: &str) -> Result<SentPath, ProxyError> {
    let mut sent = None;
    for address in std::iter::once(&cluster.uri).chain(&cluster.fallback_uris) {
        match target::sent_path(address, path) {
            Ok(full) => {
                sent.get_or_insert(full);
            }
            Err(target::UrlProblem::Path) => return Err(ambiguous()),
            // Reported by the send, which skips that address.
            Err(target::UrlProblem::Address(_)) => {}
        }
    }
    let Some(full) = sent else {
        return Err(error::unusable_address(cluster));
    };
    // `full` carries `path` segment for segment after the prefix (checked by `sent_path`).
    let relative = full
        .len()
        .checked_sub(path.len())
        .and_then(|start| full.get(start..))
        .filter(|tail| *tail == path)
        .map_or_else(|| path.to_owned(), str::to_owned);
    Ok(SentPath { full, relative })
}

fn read_only(cluster: &PredefinedCluster, method: &str, path: &str) -> ProxyError {
    let name = cluster.name.as_deref().unwrap_or(&cluster.id);
    ProxyError::new(
        StatusCode::FORBIDDEN,
        "shardscope_read_only",
        format!("The cluster \"{name}\" is read-only: {method} /{path} is not a read"),
    )
}

async fn forward(
    proxy: &Proxy,
    cluster: &Arc<PredefinedCluster>,
    target: &target::Target,
    parts: &axum::http::request::Parts,
    body: axum::body::Body,
) -> Result<Response, ProxyError> {
    let settings = &proxy.settings;
    let client = proxy
        .clients
        .get(cluster, settings)
        .map_err(|_| error::no_client(cluster))?;
    let credentials = credentials::Credentials::of(cluster).map_err(ProxyError::bad_gateway)?;
    let signs = credentials.signs_body();
    let limit = if signs {
        settings.body_limit.min(settings.signed_body_limit)
    } else {
        settings.body_limit
    };
    let activity = activity::Activity::new();
    let outgoing = body::Outgoing::prepare(body, &parts.headers, limit, signs)
        .await
        .map_err(|problem| send::body_error(&problem, signs))?;
    let request = send::Request {
        method: &parts.method,
        path: &target.path,
        query: parts.uri.query(),
        headers: headers::to_cluster(
            &parts.headers,
            settings.trusted_user_header.as_ref(),
            cluster.forward_headers.as_deref(),
        ),
        credentials: &credentials,
        body: &outgoing,
        signs,
        activity: &activity,
    };
    let timeouts = (settings.connect_timeout, settings.read_timeout);
    let answer = send::with_failover(&client, cluster, &request, timeouts).await?;
    Ok(response::stream(
        answer.response,
        &cluster.id,
        answer.address,
        settings.read_timeout,
    ))
}
