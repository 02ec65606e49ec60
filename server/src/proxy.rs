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
use crate::protection::{self, Protection, Verdict};

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
    let Some(target) = target::split(parts.uri.path(), &proxy.prefix) else {
        return ProxyError::not_found("").into_response();
    };
    let method = parts.method.as_str();
    let query = parts.uri.query();
    let trusted = proxy.settings.trusted_user_header.as_ref();
    let user = match audit::user(&parts.headers, trusted) {
        Ok(user) => user,
        Err(problem) => {
            return untrusted_user(trusted, problem, method, &target.id).into_response()
        }
    };
    // Every request that may be a write is audited, refused or sent.
    let audit = |relative: &str| {
        (protection::classify(method, &with_query(relative, query)) != Verdict::Read)
            .then(|| audit::Write::new(user.clone(), method, &target.id, &target.path))
    };
    if target::check_path(&target.path).is_err() {
        return refuse(audit(&target.path), ambiguous());
    }
    if !origin::same_site(&parts.headers) {
        return refuse(audit(&target.path), cross_site());
    }
    let Some(cluster) = proxy.clusters.proxied(&target.id) else {
        return refuse(audit(&target.path), ProxyError::not_found(&target.id));
    };
    // Decided on the path as the cluster will receive it, for every address it may go to.
    let sent = match sent_path(&cluster, &target.path) {
        Ok(sent) => sent,
        Err(refused) => return refuse(audit(&target.path), refused),
    };
    let path_and_query = with_query(&sent.relative, query);
    let (body, read) = match decide(method, &path_and_query, body, &parts.headers).await {
        Ok(decided) => decided,
        Err(problem) => return refuse(audit(&sent.relative), send::body_error(&problem, false)),
    };
    let write = (!read).then(|| audit::Write::new(user, method, &target.id, &target.path));
    if write.is_some() && cluster.protection == Protection::ReadOnly {
        return refuse(write, read_only(&cluster, method, &sent.relative));
    }
    let outcome = forward(&proxy, &cluster, &target, &parts, body, write.as_ref()).await;
    if let Some(write) = write {
        match &outcome {
            Ok(response) => write.finish(response.status().as_u16(), None),
            Err(error) => write.finish(error.status.as_u16(), Some(error.kind)),
        }
    }
    outcome.unwrap_or_else(IntoResponse::into_response)
}

/// Whether the request is a read, reading the body first when the table's check needs it;
/// with the body to send.
async fn decide(
    method: &str,
    path_and_query: &str,
    body: axum::body::Body,
    headers: &axum::http::HeaderMap,
) -> Result<(axum::body::Body, bool), body::BodyError> {
    match protection::classify(method, path_and_query) {
        Verdict::Read => Ok((body, true)),
        Verdict::Write => Ok((body, false)),
        Verdict::ReadIf(check) if !check.reads_body() => {
            Ok((body, protection::check_passes(check, path_and_query, b"")))
        }
        Verdict::ReadIf(check) => {
            let (body, whole) = body::peek(body, headers, protection::inspect_limit()).await?;
            let read =
                whole.is_some_and(|whole| protection::check_passes(check, path_and_query, &whole));
            Ok((body, read))
        }
    }
}

fn with_query(path: &str, query: Option<&str>) -> String {
    query.map_or_else(|| path.to_owned(), |query| format!("{path}?{query}"))
}

/// The proxy's own answer to a request it did not send, audited when it may be a write.
fn refuse(write: Option<audit::Write>, error: ProxyError) -> Response {
    if let Some(write) = write {
        write.finish(error.status.as_u16(), Some(error.kind));
    }
    error.into_response()
}

fn cross_site() -> ProxyError {
    ProxyError::new(
        StatusCode::FORBIDDEN,
        "shardscope_cross_site",
        "Requests to clusters through this server are accepted from the console's own pages \
         only.",
    )
}

/// The trusted user header cannot name one user: refused, and logged, as a proxy in front
/// that appends instead of replacing, or a name that prints as another, would be.
fn untrusted_user(
    header: Option<&HeaderName>,
    problem: audit::UserProblem,
    method: &str,
    cluster: &str,
) -> ProxyError {
    let name = header.map_or("", HeaderName::as_str);
    tracing::warn!(
        target: "shardscope::audit",
        cluster,
        method,
        header = name,
        "request refused: the trusted user header {}",
        problem.words()
    );
    ProxyError::new(
        StatusCode::BAD_REQUEST,
        "shardscope_untrusted_user",
        format!(
            "The header {name}, which names the user for the audit log, {}; the request is not \
             passed on.",
            problem.words()
        ),
    )
}

fn ambiguous() -> ProxyError {
    ProxyError::new(
        StatusCode::BAD_REQUEST,
        "shardscope_proxy_error",
        "The path has an empty, '.' or '..' segment, a backslash, an encoded '/' or '\\', or \
         an escape of a letter, digit, '-', '.', '_' or '~', which a gateway could decode into \
         another name; such paths are not passed on.",
    )
}

/// The path a request goes to on the cluster, below the address's path prefix (for the read
/// table; the audit log names the full path each address receives).
struct SentPath {
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
    Ok(SentPath { relative })
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
    audit: Option<&audit::Write>,
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
        audit,
        credentials: &credentials,
        body: &outgoing,
        signs,
        activity: &activity,
    };
    let timeouts = (settings.connect_timeout, settings.read_timeout);
    let answer = send::with_failover(&client, cluster, &request, timeouts).await?;
    response::check_status(&answer, &cluster.id)?;
    Ok(response::stream(
        answer.response,
        &cluster.id,
        answer.address,
        settings.read_timeout,
    ))
}
