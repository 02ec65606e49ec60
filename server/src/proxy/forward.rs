//! Sending an allowed request: the cluster's client and credentials, the body within its
//! limit, failover over the cluster's addresses, and the answer streamed back.

use std::sync::Arc;

use axum::response::Response;

use super::{activity, audit, body, credentials, error, headers, response, send, target};
use super::{Proxy, ProxyError};
use crate::clusters::PredefinedCluster;

/// Sends the request to the cluster (an address after another while none answers) and
/// streams its answer.
pub async fn forward(
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
