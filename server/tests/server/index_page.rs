//! The start page carries the run-time configuration and the predefined clusters, so the app
//! asks for neither before its first paint; its caching follows what it holds.

use std::sync::Arc;

use axum::http::StatusCode;
use serde_json::{json, Value};
use shardscope::app;
use shardscope::config::{ClusterSource, CLUSTERS_VAR};
use shardscope::default_clusters::{DefaultClusters, EnvLookup};

use crate::common::{
    body, boot_data, config, get, header, temp_dir, unbrotli, without_boot_data, INDEX,
};

fn no_env() -> EnvLookup {
    Arc::new(|_: &str| None)
}

fn inline(json: &str) -> DefaultClusters {
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: json.to_owned(),
    };
    DefaultClusters::load(source, no_env()).unwrap()
}

fn app_with(clusters: &DefaultClusters, base_path: &str) -> axum::Router {
    let mut settings = config(base_path);
    settings.clusters = clusters.clone();
    settings.update_url = Some("https://updates.example/".to_owned());
    app(settings)
}

async fn json_at(app: &axum::Router, path: &str) -> Value {
    serde_json::from_slice(&body(get(app, path, &[]).await).await).unwrap()
}

#[tokio::test]
async fn the_page_carries_what_the_two_api_files_serve() {
    let clusters = inline(r#"[{"name":"logs","uri":"http://logs:9200"}]"#);
    let app = app_with(&clusters, "/");
    for path in ["/", "/cluster/0/indices", "/index.html", "/welcome"] {
        let page = get(&app, path, &[]).await;
        assert_eq!(page.status(), StatusCode::OK, "{path}");
        let data = boot_data(&body(page).await);
        assert_eq!(
            data["clusters"],
            json_at(&app, "/api/default_clusters.json").await,
            "{path}"
        );
        assert_eq!(
            data["config"],
            json_at(&app, "/api/config.json").await,
            "{path}"
        );
    }
    let data = boot_data(&body(get(&app, "/", &[]).await).await);
    assert_eq!(
        data["clusters"],
        json!([{ "name": "logs", "uri": "http://logs:9200" }])
    );
    assert_eq!(data["config"]["updateUrl"], "https://updates.example/");
}

#[tokio::test]
async fn a_cluster_name_cannot_end_the_data_block_or_add_markup() {
    let name = "</script><script>alert(1)</script><!-- & -->";
    let clusters = inline(&json!([{ "name": name, "uri": "http://a:9200" }]).to_string());
    let html = body(get(&app_with(&clusters, "/"), "/", &[]).await).await;
    let text = String::from_utf8(html.clone()).unwrap();
    // The build's entry script and the data block: no script element came from the name.
    assert_eq!(text.matches("<script").count(), 2, "{text}");
    assert!(!text.contains("alert(1)</script>"));
    assert_eq!(boot_data(&html)["clusters"][0]["name"], name);
    assert_eq!(without_boot_data(&html), INDEX);
}

#[tokio::test]
async fn a_page_with_credentials_is_never_stored_and_one_without_is_revalidated() {
    let secret = inline(r#"[{"uri":"http://a:9200","username":"elastic","password":"pw"}]"#);
    let page = get(&app_with(&secret, "/"), "/", &[]).await;
    assert_eq!(header(&page, "cache-control"), "no-store");
    let api_key = inline(r#"[{"uri":"http://a:9200","apiKey":"k"}]"#);
    let page = get(&app_with(&api_key, "/"), "/cluster/0", &[]).await;
    assert_eq!(header(&page, "cache-control"), "no-store");
    for open in [
        inline(r#"[{"uri":"http://a:9200"}]"#),
        DefaultClusters::empty(),
    ] {
        let page = get(&app_with(&open, "/"), "/", &[]).await;
        assert_eq!(header(&page, "cache-control"), "no-cache");
        let etag = header(&page, "etag").to_owned();
        let again = get(&app_with(&open, "/"), "/", &[("if-none-match", &etag)]).await;
        assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    }
}

#[tokio::test]
async fn a_changed_clusters_file_changes_the_page_and_its_entity_tag() {
    let dir = temp_dir("page-reload");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"name":"one","uri":"http://one:9200"}]"#).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), no_env()).unwrap();
    let app = app_with(&clusters, "/");
    let first = get(&app, "/", &[]).await;
    let first_tag = header(&first, "etag").to_owned();
    assert_eq!(boot_data(&body(first).await)["clusters"][0]["name"], "one");

    std::fs::write(&path, r#"[{"name":"two","uri":"http://two:9200"}]"#).unwrap();
    clusters.reload().await;
    let stale = get(&app, "/", &[("if-none-match", &first_tag)]).await;
    assert_eq!(
        stale.status(),
        StatusCode::OK,
        "the old tag no longer matches"
    );
    assert_ne!(header(&stale, "etag"), first_tag);
    assert_eq!(boot_data(&body(stale).await)["clusters"][0]["name"], "two");
}

#[tokio::test]
async fn under_a_base_path_the_page_has_its_base_and_compressed_variants_match() {
    let names: Vec<Value> = (0..40)
        .map(|i| json!({ "name": format!("cluster {i}"), "uri": format!("http://node{i}:9200") }))
        .collect();
    let clusters = inline(&Value::Array(names).to_string());
    let app = app_with(&clusters, "/console/");
    let plain = body(get(&app, "/console/cluster/0/shards", &[]).await).await;
    assert!(String::from_utf8_lossy(&plain).contains(r#"<base href="/console/""#));
    assert_eq!(boot_data(&plain)["config"]["basePath"], "/console/");
    let compressed = get(&app, "/console/", &[("accept-encoding", "br")]).await;
    assert_eq!(header(&compressed, "content-encoding"), "br");
    assert_eq!(header(&compressed, "vary"), "accept-encoding");
    assert_eq!(unbrotli(&body(compressed).await), plain);
}
