//! Methods: HEAD answers as GET without a body, other methods and request bodies are refused.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};

use super::SCRIPT;
use crate::common::{body, fixture_app, get, header, send};

#[tokio::test]
async fn head_gives_the_headers_of_get_without_a_body() {
    let app = fixture_app();
    for path in [
        "/",
        SCRIPT,
        "/cluster/0",
        "/api/default_clusters.json",
        "/api/config.json",
        "/healthz",
    ] {
        let full = get(&app, path, &[("accept-encoding", "br")]).await;
        let request = Request::head(path).header("accept-encoding", "br");
        let head = send(&app, request.body(Body::empty()).unwrap()).await;
        assert_eq!(head.status(), StatusCode::OK, "{path}");
        for name in ["content-type", "content-encoding", "etag", "cache-control"] {
            assert_eq!(header(&head, name), header(&full, name), "{path} {name}");
        }
        if path == SCRIPT {
            assert_eq!(
                header(&head, "content-length"),
                header(&full, "content-length")
            );
        }
        assert!(body(head).await.is_empty(), "{path}");
    }
    let missing = send(
        &app,
        Request::head("/assets/x.js").body(Body::empty()).unwrap(),
    )
    .await;
    assert_eq!(missing.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn other_methods_on_static_paths_get_405_with_allow() {
    let app = fixture_app();
    for method in [
        Method::POST,
        Method::PUT,
        Method::DELETE,
        Method::PATCH,
        Method::OPTIONS,
    ] {
        for path in ["/", SCRIPT, "/cluster/0/nodes", "/assets/nope.js"] {
            let request = Request::builder().method(method.clone()).uri(path);
            let response = send(&app, request.body(Body::empty()).unwrap()).await;
            assert_eq!(
                response.status(),
                StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path}"
            );
            assert_eq!(header(&response, "allow"), "GET, HEAD");
        }
    }
    let post = Request::post("/api/config.json")
        .body(Body::empty())
        .unwrap();
    assert_eq!(
        send(&app, post).await.status(),
        StatusCode::METHOD_NOT_ALLOWED
    );
}

#[tokio::test]
async fn requests_with_a_body_are_refused() {
    let app = fixture_app();
    let request = Request::post("/api/default_clusters.json")
        .header("content-length", "5")
        .body(Body::from("hello"))
        .unwrap();
    assert_eq!(
        send(&app, request).await.status(),
        StatusCode::PAYLOAD_TOO_LARGE
    );
    let chunked = Request::get("/")
        .header("transfer-encoding", "chunked")
        .body(Body::from("x"))
        .unwrap();
    assert_eq!(
        send(&app, chunked).await.status(),
        StatusCode::PAYLOAD_TOO_LARGE
    );
}
