//! Serving under a sub-path behind an ingress, set at run time.

use axum::http::StatusCode;
use shardscope::app;

use crate::common::{body, config, get, header};

#[tokio::test]
async fn everything_is_served_under_the_prefix() {
    let app = app(config("/console"));
    for path in [
        "/console/",
        "/console/cluster/0/nodes",
        "/console/index.html",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        let html = String::from_utf8(body(response).await).unwrap();
        assert!(
            html.contains(r#"<base href="/console/" />"#),
            "{path}: {html}"
        );
    }
    let script = get(&app, "/console/assets/app-4f2a9c.js", &[]).await;
    assert_eq!(script.status(), StatusCode::OK);
    for path in [
        "/console/api/default_clusters.json",
        "/console/api/config.json",
        "/console/healthz",
    ] {
        assert_eq!(
            get(&app, path, &[]).await.status(),
            StatusCode::OK,
            "{path}"
        );
    }
    let missing = get(&app, "/console/api/nope", &[]).await;
    assert_eq!(header(&missing, "content-type"), "application/json");
}

#[tokio::test]
async fn the_root_and_the_bare_prefix_redirect_into_it() {
    let app = app(config("/console/"));
    for path in ["/", "/console"] {
        let response = get(&app, path, &[]).await;
        assert!(response.status().is_redirection(), "{path}");
        assert_eq!(header(&response, "location"), "/console/");
    }
}

#[tokio::test]
async fn paths_outside_the_prefix_are_not_served() {
    let app = app(config("/console/"));
    for path in [
        "/assets/app-4f2a9c.js",
        "/api/default_clusters.json",
        "/healthz",
        "/consolex/",
        "/other/console/",
    ] {
        assert_eq!(
            get(&app, path, &[]).await.status(),
            StatusCode::NOT_FOUND,
            "{path}"
        );
    }
}

#[tokio::test]
async fn a_health_path_anywhere_but_the_base_path_is_not_found() {
    let root = app(config("/"));
    for path in ["/anything/healthz", "/cluster/0/healthz", "/healthz/"] {
        let response = get(&root, path, &[]).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let healthy = get(&root, "/healthz", &[]).await;
    assert_eq!(healthy.status(), StatusCode::OK);
    assert_eq!(header(&healthy, "x-shardscope-health"), "ok");
    let sub = app(config("/console/"));
    assert_eq!(
        get(&sub, "/console/x/healthz", &[]).await.status(),
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        header(
            &get(&sub, "/console/healthz", &[]).await,
            "x-shardscope-health"
        ),
        "ok"
    );
}

#[tokio::test]
async fn runtime_config_reports_the_base_path_and_update_url() {
    let mut settings = config("/a/b");
    settings.update_url = Some("https://updates.example.com".to_owned());
    let app = app(settings);
    let response = get(&app, "/a/b/api/config.json", &[]).await;
    assert_eq!(header(&response, "cache-control"), "no-store");
    let json: serde_json::Value = serde_json::from_slice(&body(response).await).unwrap();
    assert_eq!(
        json,
        serde_json::json!({
            "version": env!("CARGO_PKG_VERSION"),
            "basePath": "/a/b/",
            "updateUrl": "https://updates.example.com",
            "noDirectClusters": false,
            "proxyBodyLimit": 100 * 1024 * 1024,
            "proxySignedBodyLimit": 10 * 1024 * 1024
        })
    );
    let root = app_root_config().await;
    assert_eq!(root["basePath"], "/");
    assert_eq!(root["updateUrl"], serde_json::Value::Null);
}

async fn app_root_config() -> serde_json::Value {
    let response = get(&app(config("/")), "/api/config.json", &[]).await;
    serde_json::from_slice(&body(response).await).unwrap()
}

#[tokio::test]
async fn the_rewritten_index_gets_its_own_etag_and_still_revalidates() {
    let root = get(&app(config("/")), "/", &[]).await;
    let sub = get(
        &app(config("/console/")),
        "/console/",
        &[("accept-encoding", "br")],
    )
    .await;
    assert_ne!(header(&root, "etag"), header(&sub, "etag"));
    // The precompressed variants were made for the original page; the rewritten one is sent as is.
    assert_eq!(header(&sub, "content-encoding"), "");
    let etag = header(&sub, "etag").to_owned();
    let again = get(
        &app(config("/console/")),
        "/console/",
        &[("if-none-match", &etag)],
    )
    .await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
}
