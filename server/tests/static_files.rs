//! The embedded app as a browser sees it: fallback, caching, content coding, methods.

mod common;

use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use common::{
    body, fixture_app, get, gunzip, header, script, send, unbrotli, without_boot_data, INDEX,
};

const SCRIPT: &str = "/assets/app-4f2a9c.js";

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
async fn hashed_assets_are_immutable_and_index_is_revalidated() {
    let app = fixture_app();
    let script = get(&app, SCRIPT, &[]).await;
    assert_eq!(
        header(&script, "cache-control"),
        "public, max-age=31536000, immutable"
    );
    assert_eq!(
        header(&script, "content-type"),
        "text/javascript; charset=utf-8"
    );
    for path in ["/", "/index.html", "/cluster/0", "/favicon.svg"] {
        let response = get(&app, path, &[]).await;
        assert_eq!(header(&response, "cache-control"), "no-cache", "{path}");
    }
    let png = get(&app, "/logo.png", &[]).await;
    assert_eq!(header(&png, "content-type"), "image/png");
}

#[tokio::test]
async fn matching_if_none_match_gives_304_and_others_the_file() {
    let app = fixture_app();
    for path in ["/", SCRIPT, "/logo.png", "/cluster/0/nodes"] {
        let first = get(&app, path, &[]).await;
        let etag = header(&first, "etag").to_owned();
        assert!(etag.starts_with('"') && etag.len() > 2, "{path}: {etag}");
        let again = get(&app, path, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED, "{path}");
        assert_eq!(header(&again, "etag"), etag);
        assert!(body(again).await.is_empty());
        let listed = format!("\"other\", W/{etag}");
        let weak = get(&app, path, &[("if-none-match", &listed)]).await;
        assert_eq!(weak.status(), StatusCode::NOT_MODIFIED, "{path}");
        let stale = get(&app, path, &[("if-none-match", "\"stale\"")]).await;
        assert_eq!(stale.status(), StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn different_files_have_different_etags() {
    let app = fixture_app();
    let index = get(&app, "/", &[]).await;
    let script = get(&app, SCRIPT, &[]).await;
    assert_ne!(header(&index, "etag"), header(&script, "etag"));
}

#[tokio::test]
async fn brotli_and_gzip_are_chosen_by_accept_encoding_and_decode_to_the_same_bytes() {
    let app = fixture_app();
    let original = script();
    let cases = [
        ("gzip, deflate, br, zstd", "br"),
        ("br;q=0.5, gzip", "gzip"),
        ("gzip", "gzip"),
        ("", ""),
        ("identity", ""),
    ];
    let mut etags = Vec::new();
    for (accept, expected) in cases {
        let response = get(&app, SCRIPT, &[("accept-encoding", accept)]).await;
        assert_eq!(header(&response, "content-encoding"), expected, "{accept}");
        assert_eq!(header(&response, "vary"), "accept-encoding");
        let length: usize = header(&response, "content-length").parse().unwrap();
        etags.push(header(&response, "etag").to_owned());
        let data = body(response).await;
        assert_eq!(data.len(), length);
        let decoded = match expected {
            "br" => unbrotli(&data),
            "gzip" => gunzip(&data),
            _ => data.clone(),
        };
        assert_eq!(decoded, original, "{accept}");
        if !expected.is_empty() {
            assert!(data.len() < original.len() / 3, "{accept}: {}", data.len());
        }
    }
    // Each coding is its own representation with its own tag.
    assert_ne!(etags[0], etags[1]);
    assert_ne!(etags[1], etags[3]);
    let br_tag = etags[0].clone();
    let stale = get(
        &app,
        SCRIPT,
        &[("accept-encoding", "gzip"), ("if-none-match", &br_tag)],
    )
    .await;
    assert_eq!(stale.status(), StatusCode::OK);
}

#[tokio::test]
async fn files_without_a_variant_fall_back_to_what_exists() {
    let app = fixture_app();
    let css = get(
        &app,
        "/assets/app-77e1b0.css",
        &[("accept-encoding", "br, gzip")],
    )
    .await;
    assert_eq!(header(&css, "content-encoding"), "gzip");
    let png = get(&app, "/logo.png", &[("accept-encoding", "br, gzip")]).await;
    assert_eq!(header(&png, "content-encoding"), "");
    assert_eq!(header(&png, "vary"), "");
}

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
