//! What each path gets: the app's page, a 404 that is never HTML, and the headers every
//! response carries.

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};

use super::SCRIPT;
use crate::common::{body, fixture_app, get, header, send, without_boot_data, INDEX};

#[tokio::test]
async fn app_routes_without_extension_get_index_html() {
    let app = fixture_app();
    for path in [
        "/",
        "/welcome",
        "/cluster/0/nodes",
        "/cluster/3/shards/recovery/",
        "/cluster/0/snapshot_repositories/backups.2024",
        "/cluster/0/search?query=a.b",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(response.status(), StatusCode::OK, "{path}");
        assert_eq!(
            header(&response, "content-type"),
            "text/html; charset=utf-8"
        );
        assert_eq!(without_boot_data(&body(response).await), INDEX, "{path}");
    }
}

#[tokio::test]
async fn missing_files_are_404_and_never_html() {
    let app = fixture_app();
    for path in [
        "/assets/nope.js",
        "/assets/app-4f2a9c",
        "/missing.png",
        "/nested/robots.txt",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert!(
            !header(&response, "content-type").contains("html"),
            "{path}"
        );
        assert!(!String::from_utf8(body(response).await)
            .unwrap()
            .contains("<html"));
    }
}

#[tokio::test]
async fn unknown_api_paths_are_json_404_for_any_method() {
    let app = fixture_app();
    for (method, path) in [
        (Method::GET, "/api/nope"),
        (Method::GET, "/api"),
        (Method::DELETE, "/api/clusters"),
    ] {
        let request = Request::builder().method(method).uri(path);
        let response = send(&app, request.body(Body::empty()).unwrap()).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        assert_eq!(header(&response, "content-type"), "application/json");
        let json: serde_json::Value = serde_json::from_slice(&body(response).await).unwrap();
        assert_eq!(json["status"], 404);
    }
}

#[tokio::test]
async fn traversal_in_any_encoding_never_reaches_a_file() {
    let app = fixture_app();
    for path in [
        "/../Cargo.toml",
        "/assets/../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/%2E%2E%2Fsrc%2Fmain.rs",
        "/assets%2fapp-4f2a9c.js",
        "/..%5c..%5cwindows%5cwin.ini",
        "/..\\..\\etc\\passwd",
        "/%252e%252e/etc/passwd",
        "/assets/./app-4f2a9c.js",
        "/%00.js",
        "/%ff%fe",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(response.status(), StatusCode::NOT_FOUND, "{path}");
        let data = body(response).await;
        assert_eq!(data, b"Not Found", "{path}");
    }
}

#[tokio::test]
async fn html_carries_the_content_security_policy_and_every_response_the_basics() {
    let app = fixture_app();
    let page = get(&app, "/cluster/0", &[]).await;
    let csp = header(&page, "content-security-policy");
    for directive in [
        "script-src 'self';",
        "style-src 'self' 'unsafe-inline';",
        "img-src 'self' data:;",
        "font-src 'self' data:;",
        "worker-src 'self' blob:;",
        "connect-src 'self' http: https:;",
        "object-src 'none';",
        "base-uri 'self';",
        "frame-ancestors 'none'",
    ] {
        assert!(csp.contains(directive), "{csp} lacks {directive}");
    }
    assert!(!csp.contains("unsafe-eval") && !csp.contains("script-src 'self' 'unsafe-inline'"));
    for path in [
        "/",
        SCRIPT,
        "/assets/nope.js",
        "/api/nope",
        "/api/default_clusters.json",
        "/healthz",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(
            header(&response, "x-content-type-options"),
            "nosniff",
            "{path}"
        );
        assert_eq!(
            header(&response, "referrer-policy"),
            "no-referrer",
            "{path}"
        );
        assert_eq!(header(&response, "x-frame-options"), "DENY", "{path}");
    }
    let script = get(&app, SCRIPT, &[]).await;
    assert_eq!(header(&script, "content-security-policy"), "");
}
