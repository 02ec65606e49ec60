//! The audit log names the method and the path as the cluster receives them. Alone in its
//! test binary: tracing decides once per call site whether anyone listens, and a test of the
//! same binary logging on another thread without a subscriber can make that answer "no".

mod common;

use axum::http::StatusCode;
use common::logs::Logs;
use common::send;
use common::upstream::{console, echo, json, proxied, request};
use shardscope::proxy::ProxySettings;

#[tokio::test]
async fn the_audit_records_the_method_and_the_path_the_cluster_receives() {
    let (logs, _default) = Logs::capture();
    let upstream = echo().await;
    let app = console(
        &[
            proxied("rw", &upstream.uri()),
            proxied("pfx", &format!("{}/prefix", upstream.uri())),
        ],
        ProxySettings::default(),
    );
    let refused = send(
        &app,
        request(
            "DELETE",
            r"/api/proxy/rw/_search/scroll/x\..\..\..\logs",
            &[],
            "",
        ),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::BAD_REQUEST);
    assert_eq!(upstream.hits(), 0);
    let deleted = send(&app, request("DELETE", "/api/proxy/pfx/logs", &[], "")).await;
    assert_eq!(json(deleted).await["path"], "/prefix/logs");
    let flushed = send(&app, request("GET", "/api/proxy/rw/logs/_flush", &[], "")).await;
    assert_eq!(flushed.status(), StatusCode::OK);
    let audit = logs.of_target("shardscope::audit");
    let recorded: Vec<(&str, &str, &str)> = audit
        .iter()
        .map(|line| {
            (
                line["method"].as_str().unwrap(),
                line["path"].as_str().unwrap(),
                line["cluster"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        recorded,
        [
            ("DELETE", "/prefix/logs", "pfx"),
            ("GET", "/logs/_flush", "rw")
        ]
    );
}
