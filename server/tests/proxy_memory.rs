//! A large answer passes through the proxy chunk by chunk: the server's memory does not grow
//! with its size. Alone in its test binary so no other test's allocations blur the figures.

mod common;

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Router;
use common::send;
use common::upstream::{console, proxied, request, serve};
use futures_util::{stream, StreamExt};
use shardscope::proxy::ProxySettings;

const CHUNK: usize = 64 * 1024;
const CHUNKS: usize = 800; // 50 MiB in all
const MIB: usize = 1024 * 1024;

/// The resident set size of this process, in bytes.
fn resident_bytes() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap();
    let pages: usize = statm.split_whitespace().nth(1).unwrap().parse().unwrap();
    pages * 4096
}

#[tokio::test]
async fn a_50_mib_answer_streams_through_without_growing_memory() {
    let chunk = Bytes::from(vec![b' '; CHUNK]);
    let router = Router::new().fallback(move || {
        let chunk = chunk.clone();
        async move {
            let body = stream::repeat(chunk).take(CHUNKS).map(Ok::<_, Infallible>);
            Response::builder()
                .header("content-type", "application/json")
                .header("content-length", CHUNK * CHUNKS)
                .body(Body::from_stream(body))
                .unwrap()
        }
    });
    let address = format!("http://{}", serve(router).await);
    let app = console(&[proxied("big", &address)], ProxySettings::default());

    // A first small exchange sets up the client, its pool and the runtime's buffers.
    let warm = send(&app, request("HEAD", "/api/proxy/big/_search", &[], "")).await;
    assert_eq!(warm.status(), StatusCode::OK);
    let before = resident_bytes();

    let response = send(&app, request("POST", "/api/proxy/big/_search", &[], "{}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(
        response.headers()["content-length"],
        (CHUNK * CHUNKS).to_string()
    );
    let mut body = response.into_body().into_data_stream();
    let (mut received, mut peak) = (0, resident_bytes());
    while let Some(chunk) = body.next().await {
        // Measured while the chunk is still held.
        let chunk = chunk.unwrap();
        peak = peak.max(resident_bytes());
        received += chunk.len();
    }
    assert_eq!(received, CHUNK * CHUNKS);
    let growth = peak.saturating_sub(before);
    assert!(
        growth < 10 * MIB,
        "memory grew by {} MiB while 50 MiB passed through",
        growth / MIB
    );
}
