//! Serves the embedded app: files with caching and content coding, web-history fallback
//! to index.html for app routes, and the redirect into the base path.

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Redirect, Response};

use crate::assets::{Asset, Assets, INDEX_HTML};
use crate::config::BasePath;
use crate::errors::RequestError;
use crate::health_route;
use crate::index_page::IndexPage;
use crate::negotiation::{self, Encoding};
use crate::request_path;

/// What the static handler needs: the files and where they are mounted.
#[derive(Clone)]
pub struct Site {
    pub assets: Assets,
    pub base_path: BasePath,
    /// index.html with its start-up data; the plain file when None.
    pub page: Option<IndexPage>,
    /// The Content-Security-Policy sent with HTML pages.
    pub content_security_policy: HeaderValue,
}

/// Every request no other route took.
pub async fn serve(
    State(site): State<Site>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let path = uri.path();
    let Some(rest) = path.strip_prefix(site.base_path.as_str()) else {
        return outside_base_path(&site.base_path, path);
    };
    if rest == "api" || rest.starts_with("api/") {
        return RequestError::ApiNotFound.into_response();
    }
    if method != Method::GET && method != Method::HEAD {
        return RequestError::MethodNotAllowed.into_response();
    }
    let head_only = method == Method::HEAD;
    let csp = &site.content_security_policy;
    match find(&site.assets, rest) {
        Some(Found::Page(name)) => match (&site.page, site.assets.get(INDEX_HTML)) {
            (Some(page), _) => {
                let route = page.route_of(&name);
                respond(&page.current(route), head_only, &headers, csp)
            }
            (None, Some(asset)) => respond(asset, head_only, &headers, csp),
            (None, None) => RequestError::NotFound.into_response(),
        },
        Some(Found::File(asset)) => respond(asset, head_only, &headers, csp),
        None => RequestError::NotFound.into_response(),
    }
}

/// What a path below the base path names.
enum Found<'a> {
    /// The start page (the root, an app route, or index.html itself), with the decoded name
    /// that led to it, which says the screen whose code the page lists.
    Page(String),
    File(&'a Asset),
}

fn outside_base_path(base_path: &BasePath, path: &str) -> Response {
    if path == "/" || path == base_path.without_trailing_slash() {
        Redirect::temporary(base_path.as_str()).into_response()
    } else {
        RequestError::NotFound.into_response()
    }
}

/// The file for a path below the base path; app routes get index.html. A health path
/// anywhere but at the base path is not found, so a probe or `shardscope healthcheck`
/// with the wrong base path fails instead of getting the app.
fn find<'a>(assets: &'a Assets, raw: &str) -> Option<Found<'a>> {
    let name = request_path::decode(raw)?;
    if name.is_empty() || name == INDEX_HTML {
        return Some(Found::Page(name));
    }
    if health_route::is_health_path(name.trim_end_matches('/')) {
        return None;
    }
    match assets.get(&name) {
        Some(asset) => Some(Found::File(asset)),
        None if request_path::is_file_request(&name) => None,
        None => Some(Found::Page(name)),
    }
}

fn respond(
    asset: &Asset,
    head_only: bool,
    request: &HeaderMap,
    content_security_policy: &HeaderValue,
) -> Response {
    let accept = header_text(request, header::ACCEPT_ENCODING);
    let encoding = negotiation::choose(
        accept,
        asset.has(Encoding::Brotli),
        asset.has(Encoding::Gzip),
    );
    let Some(variant) = asset.variant(encoding) else {
        return RequestError::NotFound.into_response();
    };
    let mut headers = HeaderMap::with_capacity(8);
    headers.insert(header::ETAG, variant.etag.clone());
    headers.insert(header::CACHE_CONTROL, asset.cache_control.clone());
    if asset.varies() {
        headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    let etag = variant.etag.to_str().unwrap_or_default();
    if negotiation::none_match(header_text(request, header::IF_NONE_MATCH), etag) {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    headers.insert(header::CONTENT_TYPE, asset.content_type.clone());
    headers.insert(
        header::CONTENT_LENGTH,
        HeaderValue::from(variant.body.len()),
    );
    if let Some(token) = encoding.token() {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(token));
    }
    if asset.is_html {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            content_security_policy.clone(),
        );
    }
    let body = if head_only {
        Body::empty()
    } else {
        Body::from(variant.body.clone())
    };
    (headers, body).into_response()
}

fn header_text(headers: &HeaderMap, name: header::HeaderName) -> &str {
    headers
        .get(name)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
}
