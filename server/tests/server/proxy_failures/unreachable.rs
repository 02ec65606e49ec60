//! Addresses that cannot be reached: failover to the next, and errors that name the cluster
//! and the reason, never the address or a file.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use futures_util::stream;
use shardscope::clusters::PredefinedCluster;

use super::settings;
use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request};

/// An address where nothing listens.
fn closed_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}")
}

#[tokio::test]
async fn a_closed_first_address_fails_over_to_the_next_with_the_body_intact() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        fallback_uris: vec![closed_address(), upstream.uri()],
        ..proxied("prod", &closed_address())
    };
    let app = console(&[cluster], settings());
    let chunks = [r#"{"index":{}}"#, "\n", r#"{"a":1}"#, "\n"]
        .map(|chunk| Ok::<_, Infallible>(Bytes::from_static(chunk.as_bytes())));
    let streamed = axum::http::Request::post("/api/proxy/prod/logs/_bulk?refresh=true")
        .body(Body::from_stream(stream::iter(chunks)))
        .unwrap();
    let response = send(&app, streamed).await;
    assert_eq!(response.status(), StatusCode::OK);
    let seen = json(response).await;
    assert_eq!(seen["path"], "/logs/_bulk");
    assert_eq!(seen["query"], "refresh=true");
    assert_eq!(seen["body"], "{\"index\":{}}\n{\"a\":1}\n");
    assert_eq!(upstream.hits(), 1);
}

#[tokio::test]
async fn when_no_address_answers_the_error_names_the_cluster_and_the_reason_not_the_address() {
    let (first, second) = (closed_address(), closed_address());
    let cluster = PredefinedCluster {
        fallback_uris: vec![second.clone()],
        ..proxied("prod", &first)
    };
    let app = console(&[cluster], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    let answer = json(response).await;
    assert_eq!(answer["status"], 502);
    assert_eq!(answer["error"]["type"], "shardscope_proxy_error");
    let reason = answer["error"]["reason"].as_str().unwrap();
    assert_eq!(
        reason,
        "The cluster \"prod\" could not be reached: the connection was refused."
    );
    // The addresses are the server's to know (its log has them), not the browser's.
    for address in [&first, &second] {
        let port = address.rsplit(':').next().unwrap();
        assert!(!reason.contains(port), "{reason}");
    }
}

/// A listener whose accept queue (of one) is full and is never accepted from: further
/// connections to it are never established. Both values must live while it is used.
async fn unanswering_address() -> (String, (tokio::net::TcpListener, tokio::net::TcpStream)) {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
    let address = socket.local_addr().unwrap();
    let listener = socket.listen(0).unwrap();
    let queued = tokio::net::TcpStream::connect(address).await.unwrap();
    (format!("http://{address}"), (listener, queued))
}

#[tokio::test]
async fn a_connection_that_is_never_established_times_out_with_504() {
    let (address, _queued) = unanswering_address().await;
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::GATEWAY_TIMEOUT);
    let answer = json(response).await;
    assert_eq!(answer["status"], 504);
    let reason = answer["error"]["reason"].as_str().unwrap();
    assert!(reason.contains("--proxy-connect-timeout"), "{reason}");
}

#[tokio::test]
async fn a_ca_file_that_cannot_be_used_is_not_named_to_the_browser() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        ca_file: Some("/nowhere/secret-ca.pem".into()),
        ..proxied("prod", &upstream.uri())
    };
    let app = console(&[cluster], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    let reason = json(response).await["error"]["reason"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(reason.contains("\"prod\""), "{reason}");
    assert!(
        !reason.contains("nowhere") && !reason.contains(".pem"),
        "{reason}"
    );
    assert_eq!(upstream.hits(), 0);
}
