//! Proxied clusters over TLS: a certificate signed by the cluster's own authority is trusted
//! with `caFile`, refused without it (naming no address or file to the browser), and not
//! checked with `insecure`. The stand-in cluster's certificate is for 127.0.0.1 and localhost,
//! signed by `fixtures/test-ca.pem`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use axum::http::StatusCode;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper_util::rt::TokioIo;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use shardscope::clusters::PredefinedCluster;
use shardscope::proxy::ProxySettings;

use crate::common::send;
use crate::common::upstream::{console, json, proxied, request};

const CA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/test-ca.pem");

/// A TLS cluster that answers each request with its method and path.
async fn tls_upstream() -> u16 {
    tls_upstream_counting().await.0
}

/// The same, with the count of connections it accepted.
async fn tls_upstream_counting() -> (u16, Arc<AtomicUsize>) {
    let accepted = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&accepted);
    let certificate =
        CertificateDer::from_pem_slice(include_bytes!("../fixtures/test-server.pem")).unwrap();
    let key = PrivateKeyDer::from_pem_slice(include_bytes!("../fixtures/test-server.key")).unwrap();
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .unwrap()
    .with_no_client_auth()
    .with_single_cert(vec![certificate], key)
    .unwrap();
    let acceptor = tokio_rustls::TlsAcceptor::from(Arc::new(config));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            counter.fetch_add(1, Ordering::SeqCst);
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(stream) = acceptor.accept(socket).await else {
                    return;
                };
                let service = service_fn(
                    |request: hyper::Request<hyper::body::Incoming>| async move {
                        let text = serde_json::json!({
                            "method": request.method().as_str(),
                            "path": request.uri().path(),
                        })
                        .to_string();
                        Ok::<_, std::convert::Infallible>(hyper::Response::new(
                            http_body_util::Full::new(axum::body::Bytes::from(text)),
                        ))
                    },
                );
                let _ = http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    (port, accepted)
}

#[tokio::test]
async fn a_cluster_certificate_is_trusted_with_its_ca_file_by_ip_and_by_name() {
    let port = tls_upstream().await;
    let by_ip = PredefinedCluster {
        ca_file: Some(CA.into()),
        ..proxied("ip", &format!("https://127.0.0.1:{port}"))
    };
    let by_name = PredefinedCluster {
        ca_file: Some(CA.into()),
        ..proxied("name", &format!("https://localhost:{port}"))
    };
    let app = console(&[by_ip, by_name], ProxySettings::default());
    for id in ["ip", "name", "ip"] {
        let response = send(
            &app,
            request("GET", &format!("/api/proxy/{id}/_cat/health"), &[], ""),
        )
        .await;
        assert_eq!(response.status(), StatusCode::OK, "{id}");
        assert_eq!(json(response).await["path"], "/_cat/health");
    }
}

#[tokio::test]
async fn an_untrusted_certificate_is_refused_and_insecure_skips_the_check() {
    let port = tls_upstream().await;
    let address = format!("https://127.0.0.1:{port}");
    let insecure = PredefinedCluster {
        insecure: true,
        ..proxied("lab", &address)
    };
    let app = console(
        &[proxied("prod", &address), insecure],
        ProxySettings::default(),
    );
    let refused = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
    assert_eq!(refused.status(), StatusCode::BAD_GATEWAY);
    let reason = json(refused).await["error"]["reason"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(reason.contains("TLS handshake failed"), "{reason}");
    assert!(!reason.contains(&port.to_string()), "{reason}");
    let lab = send(&app, request("GET", "/api/proxy/lab/_cat/health", &[], "")).await;
    assert_eq!(lab.status(), StatusCode::OK);
}

#[tokio::test]
async fn the_ca_file_flag_trusts_an_authority_for_every_cluster() {
    let port = tls_upstream().await;
    let settings = ProxySettings {
        extra_roots: shardscope::proxy::read_roots(CA.as_ref()).unwrap(),
        ..ProxySettings::default()
    };
    let app = console(
        &[proxied("prod", &format!("https://localhost:{port}"))],
        settings,
    );
    let response = send(&app, request("POST", "/api/proxy/prod/_search", &[], "{}")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json(response).await["method"], "POST");
}

#[tokio::test]
async fn a_connection_is_kept_for_the_next_request_once_an_answer_is_read() {
    let (port, accepted) = tls_upstream_counting().await;
    let cluster = PredefinedCluster {
        ca_file: Some(CA.into()),
        ..proxied("prod", &format!("https://localhost:{port}"))
    };
    let app = console(&[cluster], ProxySettings::default());
    for _ in 0..5 {
        let response = send(&app, request("GET", "/api/proxy/prod/_cat/health", &[], "")).await;
        assert_eq!(response.status(), StatusCode::OK);
        json(response).await;
        // The connection goes back once the client sees the answer's end.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(accepted.load(Ordering::SeqCst), 1);
}
