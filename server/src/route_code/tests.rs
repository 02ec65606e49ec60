use axum::body::Bytes;
use serde_json::json;

use super::*;
use crate::assets::AssetFile;

const BUILT: &[&str] = &[
    "assets/HomeScreen-B6EWjcsp.js",
    "assets/screens-iVGWkz2-.js",
    "assets/screens-ctTEeWNL.css",
    "assets/IndicesScreen-Lo4Kn-2B.js",
    "assets/ShardsScreen-Bm28yqog.js",
    "assets/ShardRecoveryScreen-D5bRuqXB.js",
    "assets/RepositoriesScreen-CoFiiBYi.js",
    "assets/SnapshotsScreen-CEI47CWC.js",
    "assets/chartDraw.worker-DAE0uoY8.js",
    "assets/logo-1a2b3c.png",
    "index.js",
];

fn file(path: &str, body: &[u8]) -> AssetFile {
    AssetFile {
        path: path.to_owned(),
        body: Bytes::copy_from_slice(body),
        brotli: None,
        gzip: None,
    }
}

/// The built files plus `route-code.json` holding `list` when it is given.
fn assets_with(list: Option<&[u8]>) -> Assets {
    let built = BUILT.iter().map(|path| file(path, b"x"));
    let list = list.map(|json| file(ROUTE_CODE_FILE, json));
    Assets::from_files(built.chain(list))
}

fn code_of(routes: &serde_json::Value) -> RouteCode {
    let list = json!({ "routes": routes }).to_string();
    RouteCode::from_assets(&assets_with(Some(list.as_bytes())))
}

/// The app's routes in the order the build lists them.
fn app_routes() -> RouteCode {
    code_of(&json!([
        { "path": "/cluster/:clusterIndex", "files": ["assets/HomeScreen-B6EWjcsp.js"] },
        { "path": "/cluster/:clusterIndex/indices", "files": ["assets/IndicesScreen-Lo4Kn-2B.js"] },
        { "path": "/cluster/:clusterIndex/shards", "files": ["assets/ShardsScreen-Bm28yqog.js"] },
        { "path": "/cluster/:clusterIndex/shards/recovery", "files": ["assets/ShardRecoveryScreen-D5bRuqXB.js"] },
        { "path": "/cluster/:clusterIndex/snapshot_repositories", "files": ["assets/RepositoriesScreen-CoFiiBYi.js"] },
        { "path": "/cluster/:clusterIndex/snapshot_repositories/:repositoryName", "files": ["assets/SnapshotsScreen-CEI47CWC.js"] },
    ]))
}

#[test]
fn a_cluster_home_matches_with_or_without_its_trailing_slash() {
    let code = app_routes();
    assert_eq!(code.len(), 6);
    for rest in ["cluster/0", "cluster/0/", "cluster/12//"] {
        assert_eq!(code.route_of(rest, false), Some(0), "{rest}");
    }
}

#[test]
fn a_screen_matches_its_own_route_and_nested_ones_their_deeper_route() {
    let code = app_routes();
    assert_eq!(code.route_of("cluster/0/indices", false), Some(1));
    assert_eq!(code.route_of("cluster/0/indices/", true), Some(1));
    assert_eq!(code.route_of("cluster/3/shards", false), Some(2));
    assert_eq!(code.route_of("cluster/3/shards/recovery", false), Some(3));
}

#[test]
fn a_parameter_takes_one_non_empty_segment() {
    let code = app_routes();
    for rest in [
        "cluster/0/snapshot_repositories/backups",
        "cluster/0/snapshot_repositories/backups.2024/",
        "cluster/0/snapshot_repositories/s3 #1",
    ] {
        assert_eq!(code.route_of(rest, false), Some(5), "{rest}");
    }
    // An empty name is the repository list, not a repository's snapshots.
    assert_eq!(
        code.route_of("cluster/0/snapshot_repositories/", false),
        Some(4)
    );
    assert_eq!(code.route_of("cluster//indices", false), None);
    assert_eq!(
        code.route_of("cluster/0/snapshot_repositories/a/b", false),
        None
    );
}

#[test]
fn addresses_without_a_route_have_none() {
    let code = app_routes();
    for rest in [
        "welcome",
        "cluster",
        "cluster/0/nope",
        "cluster/0/indices/x",
    ] {
        assert_eq!(code.route_of(rest, true), None, "{rest}");
    }
}

#[test]
fn the_start_address_is_the_home_route_only_with_a_predefined_cluster() {
    let code = app_routes();
    for rest in ["", "index.html"] {
        assert_eq!(code.route_of(rest, true), Some(0), "{rest}");
        assert_eq!(code.route_of(rest, false), None, "{rest}");
    }
    let without_home = code_of(&json!([
        { "path": "/cluster/:clusterIndex/indices", "files": [] },
    ]));
    assert_eq!(without_home.route_of("", true), None);
}

/// The block the page carries for `files`.
fn block_of(files: &[&str]) -> String {
    let list = files
        .iter()
        .map(|file| format!("\"{file}\""))
        .collect::<Vec<_>>()
        .join(",");
    format!("<script type=\"application/json\" id=\"shardscope-route-code\">[{list}]</script>")
}

/// The JSON array inside a route's block.
fn listed(block: &str) -> serde_json::Value {
    let open = format!("<script type=\"application/json\" id=\"{ROUTE_CODE_ID}\">");
    let list = block
        .strip_prefix(&open)
        .and_then(|rest| rest.strip_suffix("</script>"))
        .expect("a route code block");
    serde_json::from_str(list).unwrap()
}

#[test]
fn the_block_names_scripts_and_stylesheets_in_order_each_once() {
    let code = code_of(&json!([{ "path": "/cluster/:clusterIndex", "files": [
        "assets/HomeScreen-B6EWjcsp.js",
        "assets/screens-ctTEeWNL.css",
        "assets/screens-iVGWkz2-.js",
        "assets/HomeScreen-B6EWjcsp.js",
    ] }]));
    assert_eq!(
        code.block(0),
        "<script type=\"application/json\" id=\"shardscope-route-code\">\
         [\"assets/HomeScreen-B6EWjcsp.js\",\"assets/screens-ctTEeWNL.css\",\
         \"assets/screens-iVGWkz2-.js\"]</script>"
    );
    assert_eq!(code.block(1), "", "a route not in the list has no block");
}

#[test]
fn the_blocks_json_is_exactly_the_kept_files() {
    let code = code_of(
        &json!([{ "path": "/cluster/:clusterIndex/indices", "files": [
        "assets/IndicesScreen-Lo4Kn-2B.js",
        "assets/x\"]</script><script>alert(1)</script>.js",
        "assets/screens-ctTEeWNL.css",
        "assets/Missing-00000000.js",
        "assets/screens-iVGWkz2-.js",
        "assets/screens-ctTEeWNL.css",
        "assets/logo-1a2b3c.png",
    ] }]),
    );
    let block = code.block(0);
    assert_eq!(block.matches("</script>").count(), 1, "{block}");
    assert_eq!(
        listed(&block),
        json!([
            "assets/IndicesScreen-Lo4Kn-2B.js",
            "assets/screens-ctTEeWNL.css",
            "assets/screens-iVGWkz2-.js",
        ])
    );
}

#[test]
fn only_built_scripts_and_stylesheets_under_assets_are_named() {
    let code = code_of(&json!([{ "path": "/cluster/:clusterIndex", "files": [
        "assets/screens-iVGWkz2-.js\"><script>alert(1)</script>",
        "assets/screens\".js",
        "assets/<screens.js",
        "assets/../index.js",
        "assets/..js",
        "assets/x/../screens-iVGWkz2-.js",
        "index.js",
        "/assets/screens-iVGWkz2-.js",
        "./assets/screens-iVGWkz2-.js",
        "assets/logo-1a2b3c.png",
        "assets/screens-iVGWkz2-.mjs",
        "assets/.js",
        "assets/NotBuilt-12345678.js",
        "assets/chartDraw.worker-DAE0uoY8.js",
    ] }]));
    assert_eq!(
        code.block(0),
        block_of(&["assets/chartDraw.worker-DAE0uoY8.js"])
    );
}

#[test]
fn a_route_whose_files_were_all_left_out_still_matches_first() {
    let code = code_of(&json!([
        { "path": "/cluster/:clusterIndex/indices", "files": ["assets/Gone-1.js"] },
        { "path": "/cluster/:x/indices", "files": ["assets/IndicesScreen-Lo4Kn-2B.js"] },
        { "path": "relative/path", "files": ["assets/IndicesScreen-Lo4Kn-2B.js"] },
    ]));
    assert_eq!(
        code.len(),
        2,
        "a pattern without its leading slash is left out"
    );
    assert_eq!(code.route_of("cluster/0/indices", false), Some(0));
    assert_eq!(
        code.block(0),
        "",
        "a route with no usable file has no block"
    );
    assert_eq!(
        code.block(1),
        block_of(&["assets/IndicesScreen-Lo4Kn-2B.js"])
    );
    assert_eq!(code.route_of("relative/path", false), None);
}

#[test]
fn a_missing_or_broken_list_gives_no_routes() {
    assert!(RouteCode::from_assets(&assets_with(None)).is_empty());
    for broken in [
        &b"{\"routes\":[{\"path\":\"/cluster/:clusterIndex\""[..],
        b"not json",
        b"{\"routes\":{}}",
        b"{\"routes\":[{\"path\":\"/cluster/:clusterIndex\",\"files\":[1]}]}",
        b"[]",
    ] {
        let code = RouteCode::from_assets(&assets_with(Some(broken)));
        assert!(code.is_empty(), "{}", String::from_utf8_lossy(broken));
        assert_eq!(code.route_of("", true), None);
        assert_eq!(code.route_of("cluster/0", true), None);
    }
}
