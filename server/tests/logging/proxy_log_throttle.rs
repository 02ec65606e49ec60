//! A client that makes the proxy fail again and again cannot flood the server log: failed
//! requests to clusters are logged at most once a second, with a count. The throttle is one
//! for the whole process, and another test of this binary may have had this second's line
//! (on its own thread's log): the failures go on until one reaches this test's log.

use std::time::{Duration, Instant};

use axum::http::StatusCode;
use serde_json::Value;
use shardscope::proxy::ProxySettings;

use crate::common::logs::Logs;
use crate::common::send;
use crate::common::upstream::{console, proxied, request};

/// The lines logged for failed requests to clusters.
fn failure_lines(logs: &Logs) -> Vec<Value> {
    logs.lines()
        .into_iter()
        .filter(|line| {
            line["message"]
                .as_str()
                .is_some_and(|message| message.contains("request to a proxied cluster failed"))
        })
        .collect()
}

#[tokio::test]
async fn failed_upstream_requests_are_logged_at_most_once_a_second_with_a_count() {
    let (logs, _default) = Logs::capture();
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}", listener.local_addr().unwrap())
    };
    let app = console(&[proxied("down", &closed)], ProxySettings::default());
    let started = Instant::now();
    let mut failed = 0;
    while failed < 200
        || (failure_lines(&logs).is_empty() && started.elapsed() < Duration::from_secs(5))
    {
        let response = send(&app, request("GET", "/api/proxy/down/_cat/health", &[], "")).await;
        assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
        failed += 1;
    }
    let elapsed = started.elapsed().as_secs();
    let lines = failure_lines(&logs);
    assert!(!lines.is_empty());
    assert!(
        lines.len() as u64 <= elapsed + 1,
        "{} lines in {elapsed} s",
        lines.len()
    );
    assert!(lines[0]["address"]
        .as_str()
        .unwrap()
        .starts_with("http://127.0.0.1:"));
}
