//! `Host` checking through the whole application: DNS rebinding protection.

use axum::http::StatusCode;
use shardscope::app;
use shardscope::hosts::AllowedHosts;

use crate::common::{body, config, get, header};

fn app_allowing(allowed: AllowedHosts, base: &str) -> axum::Router {
    let mut settings = config(base);
    settings.allowed_hosts = allowed;
    app(settings)
}

#[tokio::test]
async fn on_loopback_a_rebound_name_gets_421_for_every_path_but_the_health_check() {
    let app = app_allowing(AllowedHosts::Loopback, "/");
    for path in [
        "/",
        "/api/default_clusters.json",
        "/api/config.json",
        "/assets/app-4f2a9c.js",
    ] {
        let refused = get(&app, path, &[("host", "rebind.attacker.example:8080")]).await;
        assert_eq!(refused.status(), StatusCode::MISDIRECTED_REQUEST, "{path}");
        assert_eq!(header(&refused, "x-frame-options"), "DENY");
        let text = String::from_utf8(body(refused).await).unwrap();
        assert!(text.contains("--allowed-hosts"), "{text}");
        let local = get(&app, path, &[("host", "localhost:8080")]).await;
        assert_eq!(local.status(), StatusCode::OK, "{path}");
        let ip = get(&app, path, &[("host", "127.0.0.1:8080")]).await;
        assert_eq!(ip.status(), StatusCode::OK, "{path}");
    }
    // No Host at all is not a browser on a loopback console either.
    assert_eq!(
        get(&app, "/", &[]).await.status(),
        StatusCode::MISDIRECTED_REQUEST
    );
    let probe = get(&app, "/healthz", &[("host", "10.1.2.3:8080")]).await;
    assert_eq!(probe.status(), StatusCode::OK);
}

#[tokio::test]
async fn an_explicit_list_is_checked_under_a_base_path_too() {
    let allowed =
        AllowedHosts::parse(Some("console.example.com"), "0.0.0.0:8080".parse().unwrap()).unwrap();
    let app = app_allowing(allowed, "/sub/");
    let named = get(
        &app,
        "/sub/api/default_clusters.json",
        &[("host", "console.example.com")],
    )
    .await;
    assert_eq!(named.status(), StatusCode::OK);
    let other = get(
        &app,
        "/sub/api/default_clusters.json",
        &[("host", "localhost:8080")],
    )
    .await;
    assert_eq!(other.status(), StatusCode::MISDIRECTED_REQUEST);
    let probe = get(&app, "/sub/healthz", &[("host", "10.1.2.3:8080")]).await;
    assert_eq!(probe.status(), StatusCode::OK);
}

#[tokio::test]
async fn any_host_is_answered_when_allowed() {
    let app = app_allowing(AllowedHosts::Any, "/");
    let response = get(&app, "/", &[("host", "whatever.example")]).await;
    assert_eq!(response.status(), StatusCode::OK);
}
