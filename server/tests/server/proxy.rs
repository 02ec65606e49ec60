//! The proxy to predefined clusters, through the whole application, against a local
//! upstream: what is forwarded, what is dropped and what is refused (the audit log is checked
//! in `logging/proxy_audit/`).

use axum::http::StatusCode;
use shardscope::clusters::PredefinedCluster;
use shardscope::proxy::ProxySettings;

use crate::common::upstream::{console, echo, json, proxied, request};
use crate::common::{header, send};

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
    assert_eq!(
        header(&response, "x-upstream"),
        "",
        "only allowed headers come back"
    );
    assert_eq!(header(&response, "x-elastic-product"), "Elasticsearch");
    assert!(header(&response, "warning").contains("deprecated"));
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
