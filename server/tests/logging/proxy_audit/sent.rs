//! Writes sent: the line before each names the method, the address and the path the cluster
//! receives, and the line after says how it ended.

use std::time::Duration;

use axum::http::StatusCode;
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

use super::{audit, ok};
use crate::common::logs::Logs;
use crate::common::send;
use crate::common::upstream::{closed_address, console, echo, json, proxied, request, scripted};

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
    let lines = audit(&logs);
    let recorded: Vec<(&str, &str, &str, &str)> = lines
        .iter()
        .map(|line| {
            (
                line["message"].as_str().unwrap(),
                line["method"].as_str().unwrap(),
                line["path"].as_str().unwrap_or(""),
                line["cluster"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        recorded,
        [
            (
                "proxied write refused",
                "DELETE",
                r"/_search/scroll/x\..\..\..\logs",
                "rw"
            ),
            ("proxied write", "DELETE", "/prefix/logs", "pfx"),
            ("proxied write ended", "DELETE", "", "pfx"),
            ("proxied write", "GET", "/logs/_flush", "rw"),
            ("proxied write ended", "GET", "", "rw"),
        ]
    );
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

    let audit = audit(&logs);
    assert_eq!(audit.len(), 3, "reads are not audited: {audit:?}");
    assert_eq!(audit[0]["message"], "proxied write refused");
    assert_eq!(audit[0]["user"], "alice");
    assert_eq!(audit[0]["method"], "PUT");
    assert_eq!(audit[0]["path"], "/logs");
    assert_eq!(audit[0]["cluster"], "ro");
    assert_eq!(audit[0]["status"], 403);
    assert_eq!(audit[0]["reason"], "shardscope_read_only");
    assert_eq!(audit[1]["message"], "proxied write");
    assert_eq!(audit[1]["method"], "DELETE");
    assert_eq!(audit[1]["cluster"], "rw");
    assert_eq!(audit[1]["address"], upstream.uri());
    assert_eq!(audit[2]["message"], "proxied write ended");
    assert_eq!(audit[2]["outcome"], "answered");
    assert_eq!(audit[2]["status"], 200);
    assert_eq!(audit[2]["request"], audit[1]["request"]);
    assert!(audit[1].get("user").is_none());
    assert!(!format!("{audit:?}").contains("secret"));
}

/// P1: the line is written before the request is sent, so a client that leaves, cancels or
/// times out before the answer still leaves it, with the outcome "cancelled".
#[tokio::test]
async fn a_write_is_audited_before_it_is_sent_and_a_client_that_leaves_is_recorded() {
    let (logs, _default) = Logs::capture();
    let slow = scripted(ok(), Duration::from_secs(2), false).await;
    let app = console(&[proxied("rw", &slow.uri())], ProxySettings::default());
    let pending = send(&app, request("DELETE", "/api/proxy/rw/logs", &[], ""));
    let gave_up = tokio::time::timeout(Duration::from_millis(500), pending).await;
    assert!(gave_up.is_err(), "the cluster answers after 2 s");
    assert_eq!(
        slow.seen(),
        ["DELETE /logs"],
        "the cluster received the write"
    );
    let audit = audit(&logs);
    assert_eq!(audit.len(), 2, "{audit:?}");
    assert_eq!(audit[0]["message"], "proxied write");
    assert_eq!(audit[0]["method"], "DELETE");
    assert_eq!(audit[0]["path"], "/logs");
    assert_eq!(audit[0]["address"], slow.uri());
    assert_eq!(audit[1]["message"], "proxied write ended");
    assert_eq!(audit[1]["outcome"], "cancelled");
    assert_eq!(audit[1]["request"], audit[0]["request"]);
}

/// P10: with a first address down and a second with another path prefix, the lines name
/// each address tried and the path it was sent.
#[tokio::test]
async fn failover_audits_the_address_and_the_path_that_took_the_write() {
    let (logs, _default) = Logs::capture();
    let upstream = echo().await;
    let down = closed_address().await;
    let cluster = PredefinedCluster {
        fallback_uris: vec![format!("{}/secondary", upstream.uri())],
        ..proxied("fo", &format!("http://{down}/primary"))
    };
    let app = console(&[cluster], ProxySettings::default());
    let deleted = send(&app, request("DELETE", "/api/proxy/fo/logs", &[], "")).await;
    assert_eq!(json(deleted).await["path"], "/secondary/logs");
    let sent: Vec<(String, String)> = audit(&logs)
        .iter()
        .filter(|line| line["message"] == "proxied write")
        .map(|line| (line["address"].to_string(), line["path"].to_string()))
        .collect();
    assert_eq!(
        sent,
        [
            (format!("\"http://{down}\""), "\"/primary/logs\"".to_owned()),
            (
                format!("\"{}\"", upstream.uri()),
                "\"/secondary/logs\"".to_owned()
            ),
        ]
    );
    let ended = audit(&logs).pop().unwrap();
    assert_eq!(ended["outcome"], "answered");
    assert_eq!(ended["status"], 200);
}
