//! The page served for a screen's address lists that screen's code in a JSON block (which the
//! page's early script turns into preloads), from the build's `route-code.json`, and is
//! otherwise the same page with the same start-up data.

use std::sync::Arc;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::Router;
use serde_json::{json, Value};
use shardscope::app;
use shardscope::assets::Assets;
use shardscope::config::{ClusterSource, CLUSTERS_VAR};
use shardscope::default_clusters::DefaultClusters;

use crate::common::{
    body, boot_data, config, get, header, plain, send, temp_dir, unbrotli, without_boot_data, INDEX,
};

const HOME_JS: &str = "assets/HomeScreen-B6EWjcsp.js";
const SCREENS_JS: &str = "assets/screens-iVGWkz2-.js";
const SCREENS_CSS: &str = "assets/screens-ctTEeWNL.css";
const INDICES_JS: &str = "assets/IndicesScreen-Lo4Kn-2B.js";
const INDICES_CSS: &str = "assets/IndicesScreen-H2bf-hhZ.css";
const RECOVERY_JS: &str = "assets/ShardRecoveryScreen-D5bRuqXB.js";

/// The `id` of the block of a screen's code.
const BLOCK_ID: &str = "shardscope-route-code";

/// The block the indices screen's page carries: the list's order, each file once.
const INDICES_BLOCK: &str = concat!(
    r#"<script type="application/json" id="shardscope-route-code">"#,
    r#"["assets/IndicesScreen-Lo4Kn-2B.js","assets/IndicesScreen-H2bf-hhZ.css","#,
    r#""assets/screens-iVGWkz2-.js","assets/screens-ctTEeWNL.css"]</script>"#,
);

/// The build's list, with names the page must never carry among the indices screen's files.
fn route_list() -> String {
    json!({ "routes": [
        { "path": "/cluster/:clusterIndex", "files": [HOME_JS, SCREENS_JS, SCREENS_CSS] },
        { "path": "/cluster/:clusterIndex/indices", "files": [
            INDICES_JS, INDICES_CSS, SCREENS_JS, "assets/x\"><script src=\"evil.js\">.js",
            "assets/<b>.js", "assets/../index.html", "index.html", "assets/logo.png",
            "assets/Missing-00000000.js", SCREENS_CSS, INDICES_JS,
        ] },
        { "path": "/cluster/:clusterIndex/shards/recovery", "files": [RECOVERY_JS, SCREENS_JS] },
    ] })
    .to_string()
}

/// The test app's files with `route-code.json` holding `list` when it is given.
fn assets(list: Option<&str>) -> Assets {
    let code = [
        HOME_JS,
        SCREENS_JS,
        SCREENS_CSS,
        INDICES_JS,
        INDICES_CSS,
        RECOVERY_JS,
    ];
    let files = code
        .iter()
        .map(|path| plain(path, b"export {};"))
        .chain([
            plain("index.html", INDEX.as_bytes()),
            plain("assets/logo.png", b"png"),
        ])
        .chain(list.map(|json| plain("route-code.json", json.as_bytes())));
    Assets::from_files(files)
}

fn clusters(json: &str) -> DefaultClusters {
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: json.to_owned(),
    };
    DefaultClusters::load(source, Arc::new(|_: &str| None)).unwrap()
}

fn app_of(assets: Assets, clusters: DefaultClusters, base_path: &str) -> Router {
    let mut settings = config(base_path);
    settings.assets = assets;
    settings.clusters = clusters;
    app(settings)
}

fn app_with_list(base_path: &str) -> Router {
    app_of(
        assets(Some(&route_list())),
        DefaultClusters::empty(),
        base_path,
    )
}

async fn page(app: &Router, path: &str) -> String {
    let response = get(app, path, &[]).await;
    assert_eq!(response.status(), StatusCode::OK, "{path}");
    String::from_utf8(body(response).await).unwrap()
}

/// The page as the build wrote it with `block` before `</head>`.
fn index_with(block: &str) -> String {
    INDEX.replace("</head>", &format!("{block}\n  </head>"))
}

/// The block naming `files`.
fn block_of(files: &[&str]) -> String {
    let list = serde_json::to_string(files).unwrap();
    format!(r#"<script type="application/json" id="{BLOCK_ID}">{list}</script>"#)
}

#[tokio::test]
async fn a_screen_page_lists_that_screens_code_and_keeps_its_start_up_data() {
    let app = app_with_list("/");
    let welcome = page(&app, "/welcome").await;
    assert_eq!(without_boot_data(welcome.as_bytes()), INDEX);
    assert!(!welcome.contains(BLOCK_ID), "{welcome}");
    for path in [
        "/cluster/0/indices",
        "/cluster/7/indices/",
        "/cluster/0/indices?filter=a.b",
    ] {
        let html = page(&app, path).await;
        assert_eq!(
            without_boot_data(html.as_bytes()),
            index_with(INDICES_BLOCK),
            "{path}"
        );
        assert_eq!(
            boot_data(html.as_bytes()),
            boot_data(welcome.as_bytes()),
            "{path}"
        );
    }
    let recovery = page(&app, "/cluster/3/shards/recovery").await;
    assert!(recovery.contains(&block_of(&[RECOVERY_JS, SCREENS_JS])));
    assert!(!recovery.contains(INDICES_JS));
    for path in ["/cluster/0/nodes", "/cluster/0/shards", "/index.html", "/"] {
        let html = page(&app, path).await;
        assert_eq!(without_boot_data(html.as_bytes()), INDEX, "{path}");
        assert!(!html.contains(BLOCK_ID), "{path}");
    }
}

#[tokio::test]
async fn the_start_address_lists_the_home_screens_code_only_with_a_predefined_cluster() {
    let list = route_list();
    let with_cluster = app_of(
        assets(Some(&list)),
        clusters(r#"[{"name":"logs","uri":"http://logs:9200"}]"#),
        "/",
    );
    let home = block_of(&[HOME_JS, SCREENS_JS, SCREENS_CSS]);
    for path in ["/", "/index.html", "/cluster/0"] {
        let html = page(&with_cluster, path).await;
        assert_eq!(
            without_boot_data(html.as_bytes()),
            index_with(&home),
            "{path}"
        );
        assert_eq!(boot_data(html.as_bytes())["clusters"][0]["name"], "logs");
    }
    let without = app_of(assets(Some(&list)), DefaultClusters::empty(), "/");
    for path in ["/", "/index.html"] {
        let html = page(&without, path).await;
        assert_eq!(without_boot_data(html.as_bytes()), INDEX, "{path}");
    }
    let cluster_home = page(&without, "/cluster/0/").await;
    assert_eq!(
        without_boot_data(cluster_home.as_bytes()),
        index_with(&home)
    );
}

#[tokio::test]
async fn the_start_address_follows_a_reloaded_clusters_file() {
    let path = temp_dir("route-code-reload").join("clusters.json");
    std::fs::write(&path, "[]").unwrap();
    let clusters =
        DefaultClusters::load(ClusterSource::File(path.clone()), Arc::new(|_: &str| None));
    let clusters = clusters.unwrap();
    let app = app_of(assets(Some(&route_list())), clusters.clone(), "/");
    assert!(!page(&app, "/").await.contains(BLOCK_ID));
    std::fs::write(&path, r#"[{"name":"one","uri":"http://one:9200"}]"#).unwrap();
    clusters.reload().await;
    let html = page(&app, "/").await;
    assert!(html.contains(&block_of(&[HOME_JS, SCREENS_JS, SCREENS_CSS])));
    assert_eq!(boot_data(html.as_bytes())["clusters"][0]["name"], "one");
}

#[tokio::test]
async fn each_routes_page_has_its_own_entity_tag_and_revalidates_with_it() {
    let app = app_with_list("/");
    let mut tags = Vec::new();
    for path in [
        "/cluster/0/indices",
        "/cluster/0/shards/recovery",
        "/welcome",
    ] {
        let response = get(&app, path, &[]).await;
        assert_eq!(header(&response, "cache-control"), "no-cache", "{path}");
        tags.push(header(&response, "etag").to_owned());
    }
    assert_ne!(tags[0], tags[1]);
    assert_ne!(tags[0], tags[2]);
    assert_ne!(tags[1], tags[2]);
    let indices = &tags[0];
    let again = get(&app, "/cluster/1/indices", &[("if-none-match", indices)]).await;
    assert_eq!(again.status(), StatusCode::NOT_MODIFIED);
    assert_eq!(header(&again, "etag"), indices);
    assert!(body(again).await.is_empty());
    let other = get(&app, "/welcome", &[("if-none-match", indices)]).await;
    assert_eq!(other.status(), StatusCode::OK);
    assert_eq!(header(&other, "etag"), tags[2]);
}

#[tokio::test]
async fn a_head_request_for_a_screen_describes_its_own_page() {
    let app = app_with_list("/");
    let full = get(&app, "/cluster/0/indices", &[]).await;
    let (tag, length) = (
        header(&full, "etag").to_owned(),
        header(&full, "content-length").to_owned(),
    );
    let head = Request::head("/cluster/0/indices")
        .body(Body::empty())
        .unwrap();
    let head = send(&app, head).await;
    assert_eq!(head.status(), StatusCode::OK);
    assert_eq!(header(&head, "etag"), tag);
    assert_eq!(header(&head, "content-length"), length);
    assert!(!header(&head, "content-security-policy").is_empty());
    assert!(body(head).await.is_empty());
}

#[tokio::test]
async fn under_a_base_path_screen_pages_list_their_code_relative_to_the_base() {
    let names: Vec<Value> = (0..40)
        .map(|i| json!({ "name": format!("cluster {i}"), "uri": format!("http://node{i}:9200") }))
        .collect();
    let app = app_of(
        assets(Some(&route_list())),
        clusters(&Value::Array(names).to_string()),
        "/console/",
    );
    let html = page(&app, "/console/cluster/0/indices").await;
    assert!(html.contains(r#"<base href="/console/" />"#), "{html}");
    assert!(html.contains(INDICES_BLOCK), "{html}");
    assert_eq!(
        boot_data(html.as_bytes())["config"]["basePath"],
        "/console/"
    );
    let compressed = get(
        &app,
        "/console/cluster/0/indices",
        &[("accept-encoding", "br")],
    )
    .await;
    assert_eq!(header(&compressed, "content-encoding"), "br");
    assert_eq!(unbrotli(&body(compressed).await), html.as_bytes());
    let welcome = page(&app, "/console/welcome").await;
    assert!(!welcome.contains(BLOCK_ID), "{welcome}");
}

#[tokio::test]
async fn without_a_usable_list_pages_carry_no_code_block_and_are_still_served() {
    for list in [
        None,
        Some("{\"routes\":[{\"path\":\"/cluster/:clusterIndex/indices\""),
        Some("{\"routes\":\"all\"}"),
    ] {
        let app = app_of(assets(list), DefaultClusters::empty(), "/");
        for path in ["/", "/cluster/0/indices", "/welcome"] {
            let html = page(&app, path).await;
            assert_eq!(without_boot_data(html.as_bytes()), INDEX, "{list:?} {path}");
            assert_eq!(boot_data(html.as_bytes())["clusters"], json!([]));
        }
    }
}
