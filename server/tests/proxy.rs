//! The proxy to predefined clusters, through the whole application, against a local
//! upstream: what is forwarded, what is dropped, what is refused and what the audit log says.

mod common;

use axum::http::StatusCode;
use common::logs::Logs;
use common::upstream::{console, echo, json, proxied, request};
use common::{header, send};
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

const SAME_ORIGIN: (&str, &str) = ("sec-fetch-site", "same-origin");

#[tokio::test]
async fn method_path_query_body_status_and_headers_are_forwarded_and_console_headers_dropped() {
    let upstream = echo().await;
    let app = console(
        &[proxied("prod", &upstream.uri())],
        ProxySettings::default(),
    );
    let response = send(
        &app,
        request(
            "PUT",
            "/api/proxy/prod/logs-%2A/_doc/1/status-201?refresh=true&routing=a%20b",
            &[
                SAME_ORIGIN,
                ("content-type", "application/json"),
                ("authorization", "Basic YnJvd3Nlcjpub3Q="),
                ("cookie", "session=console"),
                ("origin", "http://console.example.com"),
                ("referer", "http://console.example.com/cluster/0"),
                ("connection", "x-hop"),
                ("x-hop", "1"),
                ("x-opaque-id", "trace-7"),
            ],
            r#"{"message":"hello"}"#,
        ),
    )
    .await;
    assert_eq!(response.status(), StatusCode::CREATED);
    assert_eq!(header(&response, "x-upstream"), "echo");
    assert_eq!(header(&response, "set-cookie"), "");
    assert_eq!(header(&response, "keep-alive"), "");
    assert!(header(&response, "content-security-policy").contains("sandbox"));
    let seen = json(response).await;
    assert_eq!(seen["method"], "PUT");
    assert_eq!(seen["path"], "/logs-%2A/_doc/1/status-201");
    assert_eq!(seen["query"], "refresh=true&routing=a%20b");
    assert_eq!(seen["body"], r#"{"message":"hello"}"#);
    let headers = &seen["headers"];
    assert_eq!(headers["content-type"], "application/json");
    assert_eq!(headers["x-opaque-id"], "trace-7");
    assert_eq!(headers["host"], upstream.address.to_string());
    for dropped in ["authorization", "cookie", "origin", "referer", "x-hop"] {
        assert!(headers.get(dropped).is_none(), "{dropped} was forwarded");
    }
}

#[tokio::test]
async fn the_cluster_root_and_a_uri_with_a_path_prefix_are_reached() {
    let upstream = echo().await;
    let prefixed = format!("{}/es/", upstream.uri());
    let app = console(&[proxied("prod", &prefixed)], ProxySettings::default());
    for (path, seen_path) in [
        ("/api/proxy/prod", "/es/"),
        ("/api/proxy/prod/", "/es/"),
        ("/api/proxy/prod/_cat/indices", "/es/_cat/indices"),
    ] {
        let response = send(&app, request("GET", path, &[], "")).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(json(response).await["path"], seen_path, "{path}");
    }
}

#[tokio::test]
async fn unknown_ids_and_clusters_not_marked_proxy_are_not_found() {
    let upstream = echo().await;
    let direct = PredefinedCluster {
        proxy: false,
        ..proxied("direct", &upstream.uri())
    };
    let app = console(
        &[proxied("prod", &upstream.uri()), direct],
        ProxySettings::default(),
    );
    for path in ["/api/proxy/nope/_search", "/api/proxy/direct/_search"] {
        let response = send(&app, request("GET", path, &[], "")).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let answer = json(response).await;
        assert_eq!(answer["status"], 404);
        assert_eq!(answer["error"]["type"], "shardscope_unknown_cluster");
    }
    assert_eq!(upstream.hits(), 0);
}

#[tokio::test]
async fn ambiguous_paths_and_cross_site_requests_never_reach_the_cluster() {
    let upstream = echo().await;
    let app = console(
        &[proxied("prod", &upstream.uri())],
        ProxySettings::default(),
    );
    for path in [
        "/api/proxy/prod/a//_search",
        "/api/proxy/prod/%2e%2e/_search",
        "/api/proxy/prod/logs%2F_search",
    ] {
        let response = send(&app, request("GET", path, &[], "")).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{path}");
    }
    let cross = [("sec-fetch-site", "cross-site")];
    let response = send(
        &app,
        request("POST", "/api/proxy/prod/x/_doc", &cross, "{}"),
    )
    .await;
    assert_eq!(response.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        json(response).await["error"]["type"],
        "shardscope_cross_site"
    );
    assert_eq!(upstream.hits(), 0);
}

#[tokio::test]
async fn read_only_clusters_get_reads_only_and_every_write_is_audited() {
    let (logs, _default) = Logs::capture();

    let upstream = echo().await;
    let read_only = PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied("ro", &upstream.uri())
    };
    let settings = ProxySettings {
        trusted_user_header: Some("x-forwarded-user".parse().unwrap()),
        ..ProxySettings::default()
    };
    let app = console(&[read_only, proxied("rw", &upstream.uri())], settings);
    let alice = [("x-forwarded-user", "alice")];

    let refused = send(
        &app,
        request("PUT", "/api/proxy/ro/logs?secret=1", &alice, "{}"),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(
        json(refused).await,
        serde_json::json!({
            "error": {
                "type": "shardscope_read_only",
                "reason": "The cluster \"ro cluster\" is read-only: PUT /logs is not a read"
            },
            "status": 403
        })
    );
    assert_eq!(
        upstream.hits(),
        0,
        "a refused write never reaches the cluster"
    );

    let search = send(
        &app,
        request("POST", "/api/proxy/ro/logs/_search", &alice, "{}"),
    )
    .await;
    assert_eq!(search.status(), StatusCode::OK);
    let health = send(
        &app,
        request("GET", "/api/proxy/ro/_cluster/health", &[], ""),
    )
    .await;
    assert_eq!(health.status(), StatusCode::OK);
    assert_eq!(upstream.hits(), 2);

    let write = send(&app, request("DELETE", "/api/proxy/rw/logs", &[], "")).await;
    assert_eq!(write.status(), StatusCode::OK);
    assert_eq!(json(write).await["headers"].get("x-forwarded-user"), None);

    let audit = logs.of_target("shardscope::audit");
    assert_eq!(audit.len(), 2, "reads are not audited: {audit:?}");
    assert_eq!(audit[0]["user"], "alice");
    assert_eq!(audit[0]["method"], "PUT");
    assert_eq!(audit[0]["path"], "/logs");
    assert_eq!(audit[0]["cluster"], "ro");
    assert_eq!(audit[0]["status"], 403);
    assert_eq!(audit[1]["method"], "DELETE");
    assert_eq!(audit[1]["cluster"], "rw");
    assert_eq!(audit[1]["status"], 200);
    assert!(audit[1].get("user").is_none());
    assert!(!format!("{audit:?}").contains("secret"));
}
