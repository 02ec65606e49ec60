//! A client that makes the proxy fail again and again cannot flood the server log: failed
//! requests to clusters are logged at most once a second, with a count. (A test binary of its
//! own: the throttle is one for the whole process.)

mod common;

use axum::http::StatusCode;
use common::logs::Logs;
use common::send;
use common::upstream::{console, proxied, request};
use shardscope::proxy::ProxySettings;

#[tokio::test]
async fn failed_upstream_requests_are_logged_at_most_once_a_second_with_a_count() {
    let (logs, _default) = Logs::capture();
    let closed = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        format!("http://{}", listener.local_addr().unwrap())
    };
    let app = console(&[proxied("down", &closed)], ProxySettings::default());
    let started = std::time::Instant::now();
    for _ in 0..200 {
        let response = send(&app, request("GET", "/api/proxy/down/_cat/health", &[], "")).await;
        assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    }
    let elapsed = started.elapsed().as_secs();
    let lines: Vec<serde_json::Value> = logs
        .lines()
        .into_iter()
        .filter(|line| {
            line["message"]
                .as_str()
                .is_some_and(|message| message.contains("request to a proxied cluster failed"))
        })
        .collect();
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
