//! Silence on the wire: a cluster that sends nothing times out, one that stops mid-answer has
//! it cut, and a slow but moving upload or answer is not silence.

use std::convert::Infallible;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Router;
use futures_util::{stream, StreamExt as _};
use shardscope::proxy::ProxySettings;

use super::settings;
use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request, serve};

/// An upstream that answers after `delay`, or sends `first` and then nothing.
async fn silent_upstream(delay: Duration, first: Option<&'static str>) -> String {
    let router = Router::new().fallback(move || async move {
        tokio::time::sleep(delay).await;
        let chunks = stream::iter(first.map(|text| Ok::<_, Infallible>(Bytes::from(text))))
            .chain(stream::pending());
        Response::new(Body::from_stream(chunks))
    });
    format!("http://{}", serve(router).await)
}

#[tokio::test]
async fn a_cluster_that_sends_no_answer_times_out_with_504() {
    let address = silent_upstream(Duration::from_secs(30), None).await;
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::GATEWAY_TIMEOUT);
    let reason = json(response).await["error"]["reason"].to_string();
    assert!(reason.contains("--proxy-read-timeout"), "{reason}");
}

#[tokio::test]
async fn a_cluster_that_goes_silent_mid_answer_has_its_answer_cut() {
    let address = silent_upstream(Duration::ZERO, Some(r#"{"hits":["#)).await;
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_search", &[], "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    let mut body = response.into_body().into_data_stream();
    let first = body.next().await.unwrap().unwrap();
    assert_eq!(first, r#"{"hits":["#);
    let next = tokio::time::timeout(Duration::from_secs(10), body.next())
        .await
        .expect("the idle timeout ends the answer");
    assert!(matches!(next, Some(Err(_))), "{next:?}");
}

#[tokio::test]
async fn a_slow_upload_is_not_silence_and_reaches_the_cluster_whole() {
    let upstream = echo().await;
    let app = console(
        &[proxied("prod", &upstream.uri())],
        ProxySettings {
            body_limit: 1 << 20,
            ..settings()
        },
    );
    // Eight parts, 200 ms apart: 1.6 s in all against a read timeout of 500 ms.
    let parts = stream::unfold(0, |sent| async move {
        if sent == 8 {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
        Some((Ok::<_, Infallible>(Bytes::from_static(b"x")), sent + 1))
    });
    let slow = axum::http::Request::post("/api/proxy/prod/logs/_doc")
        .body(Body::from_stream(parts))
        .unwrap();
    let response = send(&app, slow).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json(response).await["body"], "xxxxxxxx");
}

#[tokio::test]
async fn an_answer_that_trickles_is_passed_on_whole() {
    let router = Router::new().fallback(|| async {
        let parts = stream::unfold(0, |sent| async move {
            if sent == 6 {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(200)).await;
            Some((Ok::<_, Infallible>(Bytes::from_static(b"y")), sent + 1))
        });
        Response::new(Body::from_stream(parts))
    });
    let address = format!("http://{}", serve(router).await);
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_search", &[], "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    let whole = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    assert_eq!(whole, "yyyyyy");
}

#[tokio::test]
async fn a_timeout_names_the_cluster_not_its_address() {
    let address = silent_upstream(Duration::from_secs(30), None).await;
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::GATEWAY_TIMEOUT);
    let reason = json(response).await["error"]["reason"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        reason.starts_with("The cluster \"prod\" sent no answer"),
        "{reason}"
    );
    let port = address.rsplit(':').next().unwrap();
    assert!(
        !reason.contains(port) && !reason.contains("127.0.0.1"),
        "{reason}"
    );
}

/// A cluster that answers its head one byte at a time, `gap` apart, then a short body.
async fn trickling_head(gap: Duration) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut request = vec![0; 4096];
                let _ = socket.read(&mut request).await;
                let head = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n";
                for byte in head {
                    tokio::time::sleep(gap).await;
                    if socket.write_all(&[*byte]).await.is_err() {
                        return;
                    }
                }
                let _ = socket.write_all(b"ok").await;
            });
        }
    });
    format!("http://{address}")
}

#[tokio::test]
async fn an_answer_head_that_trickles_is_not_silence() {
    // 38 bytes, 100 ms apart: almost 4 s against a read timeout of 500 ms.
    let address = trickling_head(Duration::from_millis(100)).await;
    let app = console(&[proxied("prod", &address)], settings());
    let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    let whole = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    assert_eq!(whole, "ok");
}
