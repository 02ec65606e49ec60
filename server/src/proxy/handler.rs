//! One proxied request from start to end: its cluster and path, the checks that may refuse
//! it, whether it is a read, the audit of a write, and the answer.

use axum::extract::{Request, State};
use axum::response::{IntoResponse, Response};

use super::forward::forward;
use super::refusals::{ambiguous, cross_site, read_only, refuse, untrusted_user};
use super::{audit, body, error, origin, send, target, Proxy, ProxyError};
use crate::clusters::PredefinedCluster;
use crate::protection::{self, Protection, Verdict};

/// Answers one request below `{base}api/proxy/`, passed on or refused.
pub async fn serve(State(proxy): State<Proxy>, request: Request) -> Response {
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
