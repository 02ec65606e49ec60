//! Shardscope: serves the embedded administration console for Elasticsearch and
//! `OpenSearch` clusters, with its predefined clusters and run-time configuration.

pub mod assets;
pub mod clusters;
pub mod config;
mod content_type;
pub mod default_clusters;
pub mod errors;
mod header_names;
pub mod health_route;
pub mod healthcheck;
pub mod hosts;
pub mod index_page;
pub mod negotiation;
pub mod protection;
pub mod proxy;
mod request_path;
pub mod route_code;
pub mod runtime_config;
pub mod security;
pub mod server;
mod static_files;
mod write_stall;

use axum::http::HeaderValue;
use axum::routing::get;
use axum::Router;

use crate::assets::{Assets, INDEX_HTML};
use crate::config::BasePath;
use crate::default_clusters::DefaultClusters;
use crate::hosts::{AllowedHosts, HostCheck};
use crate::index_page::IndexPage;
use crate::negotiation::Encoding;
use crate::proxy::ProxySettings;
use crate::route_code::RouteCode;
use crate::static_files::Site;

/// Everything the HTTP application is built from.
#[derive(Clone)]
pub struct AppConfig {
    pub base_path: BasePath,
    pub update_url: Option<String>,
    pub clusters: DefaultClusters,
    pub assets: Assets,
    /// `Host` names answered; others get 421 (the health check answers any).
    pub allowed_hosts: AllowedHosts,
    /// Managed mode: the app offers only the predefined clusters and its page may connect to
    /// the console only.
    pub no_direct_clusters: bool,
    /// How predefined clusters marked `proxy` are reached (`api/proxy/{id}/…`).
    pub proxy: ProxySettings,
}

/// Builds the whole HTTP application; starts no task and touches no file.
pub fn app(config: AppConfig) -> Router {
    let base = config.base_path.as_str();
    let runtime = runtime_config::body(
        &config.base_path,
        config.update_url.as_deref(),
        config.no_direct_clusters,
        runtime_config::ProxyLimits {
            body: config.proxy.body_limit,
            signed_body: config.proxy.signed_body_limit,
        },
    );
    let assets = config.assets.with_base_href(&config.base_path);
    let page = assets
        .get(INDEX_HTML)
        .and_then(|asset| asset.variant(Encoding::Identity))
        .and_then(|html| {
            let routes = RouteCode::from_assets(&assets);
            IndexPage::new(&html.body, runtime.clone(), config.clusters.clone(), routes)
        });
    let site = Site {
        assets,
        base_path: config.base_path.clone(),
        page,
        content_security_policy: HeaderValue::from_static(security::content_security_policy(
            config.no_direct_clusters,
        )),
    };
    let proxied = proxy::routes(&config.base_path, config.clusters.clone(), config.proxy);
    let router = Router::new()
        .merge(proxied)
        .route(
            &format!("{base}api/default_clusters.json"),
            get(default_clusters::serve).with_state(config.clusters),
        )
        .route(
            &format!("{base}api/config.json"),
            get(runtime_config::serve).with_state(runtime),
        )
        .route(
            &health_route::path(&config.base_path),
            get(health_route::serve),
        )
        .fallback(static_files::serve)
        .with_state(site);
    let hosts = HostCheck {
        allowed: config.allowed_hosts,
        health_path: health_route::path(&config.base_path),
    };
    security::protect(router, hosts, proxy::prefix(&config.base_path))
}
