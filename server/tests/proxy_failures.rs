//! The proxy when things go wrong: bodies over the limit, clusters that cannot be connected
//! to or go silent, and failover to a cluster's further addresses.

mod common;

use std::convert::Infallible;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::StatusCode;
use axum::response::Response;
use axum::Router;
use common::send;
use common::upstream::{console, echo, json, proxied, request, serve};
use futures_util::stream;
use shardscope::clusters::PredefinedCluster;
use shardscope::proxy::ProxySettings;

fn settings() -> ProxySettings {
    ProxySettings {
        body_limit: 1024,
        // Shorter than the read timeout, which also runs while connecting.
        connect_timeout: Duration::from_millis(200),
        read_timeout: Duration::from_millis(500),
        ..ProxySettings::default()
    }
}

/// An address where nothing listens.
fn closed_address() -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{address}")
}

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

use futures_util::StreamExt as _;

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
