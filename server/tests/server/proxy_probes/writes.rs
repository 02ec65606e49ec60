//! Reads that act or carry a write, refused on a read-only cluster; the bodies read to decide
//! are sent whole.

use axum::http::StatusCode;
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

use super::read_only;
use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request};

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

/// P3: `OpenSearch` SQL deletes when its delete setting is on; a statement is a read only when
/// it cannot change data, whichever route, method or place carries it. P5: the Open Distro
/// route of a declared write. P6: clearing every scroll or point in time.
#[tokio::test]
async fn reads_that_carry_a_write_are_refused_on_a_read_only_cluster() {
    let upstream = echo().await;
    let app = console(
        &[read_only("ro", &upstream.uri())],
        ProxySettings::default(),
    );
    let delete = r#"{"query":"DELETE FROM logs WHERE 1=1"}"#;
    for (method, path, body) in [
        ("POST", "_plugins/_sql", delete),
        ("POST", "_opendistro/_sql", delete),
        ("GET", "_plugins/_sql", delete),
        (
            "POST",
            "_plugins/_sql?format=json",
            r#"{"query":"SELECT 1; DELETE FROM logs"}"#,
        ),
        ("GET", "_opendistro/_sql?sql=DELETE%20FROM%20logs", ""),
        ("POST", "_plugins/_sql?sql=delete+from+logs", ""),
        ("GET", "_opendistro/_knn/warmup/vectors", ""),
        ("DELETE", "_search/scroll/_all", ""),
        ("DELETE", "_search/scroll", r#"{"scroll_id":["a","_all"]}"#),
        ("DELETE", "_search/scroll?scroll_id=_all", ""),
        ("DELETE", "_search/point_in_time/_all", ""),
        ("GET", "logs/_doc/1?refresh=true", ""),
        (
            "POST",
            "_scripts/_pit",
            r#"{"script":{"lang":"painless","source":"1"}}"#,
        ),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], body)).await;
        assert_eq!(
            response.status(),
            StatusCode::FORBIDDEN,
            "{method} {uri} {body}"
        );
    }
    assert_eq!(upstream.hits(), 0);
    for (method, path, body) in [
        (
            "POST",
            "_plugins/_sql",
            r#"{"query":"SELECT * FROM logs LIMIT 5"}"#,
        ),
        (
            "GET",
            "_opendistro/_sql?sql=SHOW%20TABLES%20LIKE%20logs",
            "",
        ),
        ("POST", "_plugins/_sql", r#"{"cursor":"d:eyJhIjp7fX0="}"#),
        ("DELETE", "_search/scroll", r#"{"scroll_id":["a","b"]}"#),
        ("GET", "logs/_doc/1?refresh=false", ""),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], body)).await;
        assert_eq!(response.status(), StatusCode::OK, "{method} {uri} {body}");
        let seen = json(response).await;
        let sent_body = if method == "GET" { "" } else { body };
        assert_eq!(
            seen["body"], sent_body,
            "the body read to decide is sent whole"
        );
    }
}

/// A statement too long to read (past the table's limit) is no read; sent to a cluster that
/// allows writes, it arrives whole.
#[tokio::test]
async fn an_sql_body_past_the_limit_is_a_write_and_is_sent_whole() {
    let upstream = echo().await;
    let app = console(
        &[
            read_only("ro", &upstream.uri()),
            proxied("rw", &upstream.uri()),
        ],
        ProxySettings::default(),
    );
    let long = format!(
        r#"{{"query":"SELECT * FROM logs WHERE message = '{}'"}}"#,
        "x".repeat(shardscope::protection::inspect_limit())
    );
    let refused = send(
        &app,
        request("POST", "/api/proxy/ro/_plugins/_sql", &[], &long),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(upstream.hits(), 0);
    let sent = send(
        &app,
        request("POST", "/api/proxy/rw/_plugins/_sql", &[], &long),
    )
    .await;
    assert_eq!(sent.status(), StatusCode::OK);
    assert_eq!(json(sent).await["body"], long.as_str());
}
