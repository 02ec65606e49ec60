//! Bodies over the limit, declared or streamed, never reach the cluster; the app is told the
//! limits, so that it makes no body the proxy would refuse.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use futures_util::stream;

use super::settings;
use crate::common::upstream::{console, echo, json, proxied, request};
use crate::common::{get, send};

#[tokio::test]
async fn bodies_over_the_limit_get_413_without_reaching_the_cluster() {
    let upstream = echo().await;
    let app = console(&[proxied("prod", &upstream.uri())], settings());
    let big = "x".repeat(2000);
    let declared = request(
        "POST",
        "/api/proxy/prod/logs/_bulk",
        &[("content-length", "2000")],
        &big,
    );
    let response = send(&app, declared).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
    let answer = json(response).await;
    assert_eq!(answer["status"], 413);
    assert!(answer["error"]["reason"]
        .as_str()
        .unwrap()
        .contains("1024 bytes"));
    assert_eq!(upstream.hits(), 0);

    // Without a declared length the body is cut when it passes the limit.
    let chunks = (0..4).map(|_| Ok::<_, Infallible>(Bytes::from(vec![b'x'; 500])));
    let streamed = axum::http::Request::post("/api/proxy/prod/logs/_bulk")
        .header("transfer-encoding", "chunked")
        .body(Body::from_stream(stream::iter(chunks)))
        .unwrap();
    let response = send(&app, streamed).await;
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);

    // A body within the limit, announced with its length, goes through.
    let small = request(
        "POST",
        "/api/proxy/prod/logs/_doc",
        &[("content-length", "7")],
        r#"{"a":1}"#,
    );
    let response = send(&app, small).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json(response).await["body"], r#"{"a":1}"#);
}

#[tokio::test]
async fn the_app_is_told_both_body_limits() {
    let app = console(
        &[],
        shardscope::proxy::ProxySettings {
            signed_body_limit: 512,
            ..settings()
        },
    );
    let config = json(get(&app, "/api/config.json", &[]).await).await;
    assert_eq!(config["proxyBodyLimit"], 1024);
    assert_eq!(config["proxySignedBodyLimit"], 512);
}
