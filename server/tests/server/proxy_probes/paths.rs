//! Paths a URL parser would rewrite, and the path prefix of a cluster's address.

use axum::http::StatusCode;
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request};

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
