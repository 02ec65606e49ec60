//! Caching and content coding: cache lifetimes, entity tags, and the encoding each client
//! accepts.

use axum::http::StatusCode;

use super::SCRIPT;
use crate::common::{body, fixture_app, get, gunzip, header, script, unbrotli};

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
