//! The proxy probed as an attacker would: paths that a URL parser would rewrite (backslashes,
//! encoded dots, slashes and underscores), a cluster address's path prefix, reads that act,
//! and headers that would make a cluster act as another user. Each is decided on the path as
//! the cluster would receive it, against a recording stand-in cluster.

mod common;

use axum::http::StatusCode;
use common::send;
use common::upstream::{console, echo, json, proxied, request};
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

/// Paths (after `/api/proxy/{id}/`) that a URL parser would turn into another path, each
/// with the method that makes it a write where it lands.
const REWRITTEN: &[(&str, &str)] = &[
    ("DELETE", r"_search/scroll/x\..\..\..\logs"),
    ("POST", r"_render/template/x\..\..\..\_bulk"),
    ("POST", r"idx/_explain/x\..\..\_doc\1"),
    ("DELETE", r"_search/scroll/x%5C..%5C..%5C..%5Clogs"),
    ("DELETE", r"_search/scroll/x%5c..%5c..%5c..%5clogs"),
    (
        "POST",
        r"_render/template/x%5C%2e%2e%5C%2e%2e%5C%2e%2e%5C_bulk",
    ),
    ("POST", r"idx/_explain/x\%2e%2e\..\_doc\1"),
    ("POST", r"idx/_explain/x%5C%2E%2E%5C..%5C_doc%5C1"),
    ("DELETE", r"_search/scroll/%2e%2e/%2e%2e/%2e%2e/logs"),
    ("DELETE", r"_search/scroll/.%2e/.%2e/.%2e/logs"),
    ("DELETE", r"_search/scroll/x/../../../logs"),
    ("DELETE", r"_search/scroll/x%2f..%2f..%2f..%2flogs"),
    ("POST", r"idx/_explain/%2e%2e%2f%2e%2e%2f_bulk"),
    ("DELETE", r"_search//scroll/logs"),
    ("POST", r"idx/%5Fexplain/1"),
    ("POST", r"idx/%5fsearch"),
    ("GET", r"x\..\_flush"),
    ("GET", r"%5Fflush"),
];

#[tokio::test]
async fn paths_a_url_parser_would_rewrite_are_refused_on_every_cluster_and_never_sent() {
    let upstream = echo().await;
    let read_only = PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied("ro", &upstream.uri())
    };
    let prefixed = proxied("pfx", &format!("{}/prefix/", upstream.uri()));
    let app = console(
        &[read_only, proxied("rw", &upstream.uri()), prefixed],
        ProxySettings::default(),
    );
    for id in ["ro", "rw", "pfx"] {
        for (method, path) in REWRITTEN {
            let uri = format!("/api/proxy/{id}/{path}");
            let response = send(&app, request(method, &uri, &[], "{}")).await;
            let status = response.status();
            assert!(
                status == StatusCode::BAD_REQUEST || status == StatusCode::FORBIDDEN,
                "{method} {uri}: {status}"
            );
            assert_eq!(json(response).await["status"], status.as_u16());
            assert_eq!(upstream.hits(), 0, "{method} {uri} reached the cluster");
        }
    }
}

#[tokio::test]
async fn an_address_path_prefix_is_a_boundary_like_the_host() {
    let upstream = echo().await;
    let app = console(
        &[proxied("pfx", &format!("{}/prefix/", upstream.uri()))],
        ProxySettings::default(),
    );
    for path in [
        r"..\..\..\internal\admin",
        r"%2e%2e/internal/admin",
        r"%2E%2E%5Cinternal%5Cadmin",
        r"../internal/admin",
        r"x/%2e%2e/%2e%2e/internal/admin",
    ] {
        let response = send(
            &app,
            request("GET", &format!("/api/proxy/pfx/{path}"), &[], ""),
        )
        .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{path}");
    }
    assert_eq!(upstream.hits(), 0);
    let response = send(&app, request("GET", "/api/proxy/pfx/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json(response).await["path"], "/prefix/_cat/health");
}

#[tokio::test]
async fn reads_that_act_are_refused_on_a_read_only_cluster() {
    let upstream = echo().await;
    let read_only = PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied("ro", &upstream.uri())
    };
    let app = console(&[read_only], ProxySettings::default());
    for (method, path) in [
        ("GET", "_flush"),
        ("GET", "logs/_flush"),
        ("HEAD", "logs/_flush"),
        ("GET", "_flush/synced"),
        ("GET", "_refresh"),
        ("GET", "logs,metrics/_refresh"),
        ("HEAD", "_refresh"),
        ("GET", "logs/_reload_search_analyzers"),
        ("GET", "_security/enroll/kibana"),
        ("GET", "_security/enroll/node"),
        ("GET", "_plugins/_knn/warmup/vectors"),
        ("GET", "_plugins/_notifications/feature/test/slack"),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], "")).await;
        assert_eq!(response.status(), StatusCode::FORBIDDEN, "{method} {uri}");
    }
    assert_eq!(upstream.hits(), 0);
    let stats = send(&app, request("GET", "/api/proxy/ro/logs/_stats", &[], "")).await;
    assert_eq!(stats.status(), StatusCode::OK);
}

#[tokio::test]
async fn impersonation_and_method_override_headers_go_only_where_a_cluster_allows_them() {
    let upstream = echo().await;
    let allowing = PredefinedCluster {
        forward_headers: Some("es-security-runas-user".to_owned()),
        ..proxied("runas", &upstream.uri())
    };
    let app = console(
        &[proxied("plain", &upstream.uri()), allowing],
        ProxySettings::default(),
    );
    let headers = [
        ("es-security-runas-user", "admin"),
        ("opendistro_security_impersonate_as", "admin"),
        ("x-http-method-override", "DELETE"),
        ("x-real-ip", "10.1.2.3"),
    ];
    let plain = send(
        &app,
        request("GET", "/api/proxy/plain/_cat/health", &headers, ""),
    )
    .await;
    let seen = json(plain).await;
    for (name, _) in headers {
        assert_eq!(seen["headers"].get(name), None, "{name} was forwarded");
    }
    let allowed = send(
        &app,
        request("GET", "/api/proxy/runas/_cat/health", &headers, ""),
    )
    .await;
    let seen = json(allowed).await;
    assert_eq!(seen["headers"]["es-security-runas-user"], "admin");
    assert_eq!(seen["headers"].get("x-http-method-override"), None);
    assert_eq!(
        seen["headers"].get("opendistro_security_impersonate_as"),
        None
    );
}
