//! `/api/default_clusters.json`: inline or file sources, interpolation, hot reload.

use std::sync::Arc;

use axum::http::StatusCode;
use serde_json::{json, Value};
use shardscope::app;
use shardscope::config::{ClusterSource, CLUSTERS_VAR};
use shardscope::default_clusters::{DefaultClusters, EnvLookup, Reload};

use crate::common::{body, config, get, gunzip, header, temp_dir, unbrotli};

fn env() -> EnvLookup {
    Arc::new(|name: &str| (name == "ES_PASSWORD").then(|| "from-secret".to_owned()))
}

async fn served(clusters: &DefaultClusters) -> (StatusCode, String, Value) {
    let mut settings = config("/");
    settings.clusters = clusters.clone();
    let response = get(&app(settings), "/api/default_clusters.json", &[]).await;
    let status = response.status();
    let cache = header(&response, "cache-control").to_owned();
    assert_eq!(header(&response, "content-type"), "application/json");
    (
        status,
        cache,
        serde_json::from_slice(&body(response).await).unwrap(),
    )
}

#[tokio::test]
async fn without_configuration_the_list_is_empty_and_not_stored() {
    let (status, cache, value) = served(&DefaultClusters::empty()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(cache, "no-store");
    assert_eq!(value, json!([]));
}

#[tokio::test]
async fn inline_json_is_served_after_interpolation_with_core_field_names() {
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: r#"[{"name":"prod","uri":"https://es:9200","username":"elastic",
                  "password":"${ES_PASSWORD}","S3region":"eu-west-1","passwrod":"typo"}]"#
            .to_owned(),
    };
    let clusters = DefaultClusters::load(source, env()).unwrap();
    let (_, cache, value) = served(&clusters).await;
    assert_eq!(cache, "no-store");
    assert_eq!(
        value,
        json!([{ "name": "prod", "uri": "https://es:9200", "username": "elastic",
                 "password": "from-secret", "S3region": "eu-west-1" }])
    );
}

#[tokio::test]
async fn a_missing_variable_is_an_error_naming_entry_field_and_variable() {
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: r#"[{"uri":"http://a:9200"},{"name":"b","uri":"http://b","apiKey":"${B_KEY}"}]"#
            .to_owned(),
    };
    let Err(error) = DefaultClusters::load(source, env()) else {
        panic!("a missing variable must be refused");
    };
    let message = error.to_string();
    for fragment in [CLUSTERS_VAR, "clusters[1]", "\"apiKey\"", "B_KEY"] {
        assert!(message.contains(fragment), "{message} lacks {fragment}");
    }
}

#[tokio::test]
async fn a_file_is_reloaded_on_change_and_a_bad_version_keeps_the_last_good_one() {
    let dir = temp_dir("reload");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"name":"one","uri":"http://one:9200"}]"#).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    assert_eq!(served(&clusters).await.2[0]["name"], "one");
    assert!(matches!(clusters.reload().await, Reload::Unchanged));

    std::fs::write(
        &path,
        r#"[{"name":"two","uri":"http://two:9200","password":"${ES_PASSWORD}"}]"#,
    )
    .unwrap();
    assert!(matches!(
        clusters.reload().await,
        Reload::Updated { count: 1 }
    ));
    let value = served(&clusters).await.2;
    assert_eq!(value[0]["name"], "two");
    assert_eq!(value[0]["password"], "from-secret");

    for bad in [
        "[{\"name\":\"three\"}]",
        "{ not json",
        "[{\"uri\":\"http://x\",\"password\":\"${NOPE}\"}]",
        "[{\"uri\":\"http://elastic:pw@x:9200\"}]",
    ] {
        std::fs::write(&path, bad).unwrap();
        assert!(
            matches!(clusters.reload().await, Reload::Rejected(_)),
            "{bad}"
        );
        assert_eq!(served(&clusters).await.2[0]["name"], "two", "{bad}");
        // The same bad content is reported once, not on every check.
        assert!(matches!(clusters.reload().await, Reload::Unchanged));
    }

    std::fs::remove_file(&path).unwrap();
    assert!(matches!(clusters.reload().await, Reload::Unchanged));
    assert_eq!(served(&clusters).await.2[0]["name"], "two");
    std::fs::write(&path, "[]").unwrap();
    assert!(matches!(
        clusters.reload().await,
        Reload::Updated { count: 0 }
    ));
    assert_eq!(served(&clusters).await.2, json!([]));
}

#[tokio::test]
async fn the_watcher_picks_up_a_replaced_file_without_a_request() {
    let dir = temp_dir("watch");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"uri":"http://one:9200"}]"#).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    let watcher = clusters
        .watch(std::time::Duration::from_millis(20))
        .unwrap();
    // Replace the file the way a ConfigMap update does: write elsewhere, then rename over it.
    let next = dir.join("next.json");
    std::fs::write(&next, r#"[{"uri":"http://two:9200"}]"#).unwrap();
    std::fs::rename(&next, &path).unwrap();
    let mut seen = Value::Null;
    for _ in 0..200 {
        seen = serde_json::from_slice(&clusters.json()).unwrap();
        if seen[0]["uri"] == "http://two:9200" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    watcher.abort();
    assert_eq!(seen[0]["uri"], "http://two:9200");
}

#[tokio::test]
async fn an_unreadable_file_at_start_up_is_an_error_naming_it() {
    let path = temp_dir("missing").join("absent.json");
    let Err(error) = DefaultClusters::load(ClusterSource::File(path.clone()), env()) else {
        panic!("a missing file must be refused");
    };
    assert!(error.to_string().contains(&path.display().to_string()));
}

#[tokio::test]
async fn a_byte_order_mark_is_accepted_and_invalid_utf8_refused_naming_the_offset() {
    let dir = temp_dir("encoding");
    let path = dir.join("clusters.json");
    std::fs::write(
        &path,
        "\u{feff}[{\"name\":\"bom\",\"uri\":\"http://a:9200\"}]",
    )
    .unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    assert_eq!(served(&clusters).await.2[0]["name"], "bom");

    let mut latin1 = br#"[{"name":"caf"#.to_vec();
    let offset = latin1.len();
    latin1.extend_from_slice(b"\xe9\",\"uri\":\"http://a:9200\"}]");
    std::fs::write(&path, &latin1).unwrap();
    let Err(error) = DefaultClusters::load(ClusterSource::File(path.clone()), env()) else {
        panic!("invalid UTF-8 must be refused, not replaced");
    };
    let message = error.to_string();
    assert!(message.contains("not valid UTF-8"), "{message}");
    assert!(message.contains(&format!("offset {offset}")), "{message}");
    // On reload too: the last good version stays.
    assert!(matches!(clusters.reload().await, Reload::Rejected(_)));
    assert_eq!(served(&clusters).await.2[0]["name"], "bom");
}

/// A list of `count` clusters, as a large organisation might predefine.
fn many_clusters(count: usize) -> ClusterSource {
    let entries: Vec<String> = (0..count)
        .map(|i| format!(r#"{{"name":"cluster {i}","uri":"https://es-{i}.example.com:9200"}}"#))
        .collect();
    ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: format!("[{}]", entries.join(",")),
    }
}

type Decode = fn(&[u8]) -> Vec<u8>;

#[tokio::test]
async fn the_list_is_compressed_when_the_client_accepts_it() {
    let clusters = DefaultClusters::load(many_clusters(2_000), env()).unwrap();
    let identity = clusters.json();
    let mut settings = config("/");
    settings.clusters = clusters.clone();
    let app = app(settings);
    let cases: [(&str, &str, Decode); 3] = [
        ("gzip, deflate, br", "br", unbrotli),
        ("gzip", "gzip", gunzip),
        ("identity", "", <[u8]>::to_vec),
    ];
    for (accept, coding, decode) in cases {
        let response = get(
            &app,
            "/api/default_clusters.json",
            &[("accept-encoding", accept)],
        )
        .await;
        assert_eq!(header(&response, "content-encoding"), coding, "{accept}");
        assert_eq!(header(&response, "vary"), "accept-encoding", "{accept}");
        assert_eq!(header(&response, "cache-control"), "no-store", "{accept}");
        let bytes = body(response).await;
        if !coding.is_empty() {
            assert!(
                bytes.len() * 5 < identity.len(),
                "{accept}: {} bytes",
                bytes.len()
            );
        }
        assert_eq!(decode(&bytes), identity.to_vec(), "{accept}");
    }
}

#[tokio::test]
async fn a_small_list_is_sent_as_it_is() {
    let clusters = DefaultClusters::load(many_clusters(1), env()).unwrap();
    let mut settings = config("/");
    settings.clusters = clusters;
    let response = get(
        &app(settings),
        "/api/default_clusters.json",
        &[("accept-encoding", "br")],
    )
    .await;
    assert_eq!(header(&response, "content-encoding"), "");
    assert_eq!(
        body(response).await,
        br#"[{"name":"cluster 0","uri":"https://es-0.example.com:9200"}]"#
    );
}

#[tokio::test]
async fn a_clusters_file_past_10_mib_is_refused_at_start_and_on_reload() {
    let dir = temp_dir("too-large");
    let path = dir.join("clusters.json");
    let huge = format!("[{}]", " ".repeat(10 * 1024 * 1024));
    std::fs::write(&path, &huge).unwrap();
    let Err(error) = DefaultClusters::load(ClusterSource::File(path.clone()), env()) else {
        panic!("a clusters file past 10 MiB must be refused");
    };
    assert!(error.to_string().contains("10 MiB"), "{error}");

    std::fs::write(&path, r#"[{"name":"one","uri":"http://one:9200"}]"#).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    std::fs::write(&path, &huge).unwrap();
    assert!(matches!(clusters.reload().await, Reload::Rejected(_)));
    assert_eq!(served(&clusters).await.2[0]["name"], "one");
    assert!(matches!(clusters.reload().await, Reload::Unchanged));
}

#[tokio::test]
async fn a_file_is_read_again_only_when_its_metadata_changes() {
    let dir = temp_dir("stamp");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"name":"one","uri":"http://one:9200"}]"#).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    assert!(matches!(clusters.reload().await, Reload::Unchanged));
    let modified = std::fs::metadata(&path).unwrap().modified().unwrap();

    // Other content of the same length, written in place with the old modification time:
    // the file is not read again.
    std::fs::write(&path, r#"[{"name":"two","uri":"http://two:9200"}]"#).unwrap();
    let file = std::fs::File::options().write(true).open(&path).unwrap();
    file.set_modified(modified).unwrap();
    assert!(matches!(clusters.reload().await, Reload::Unchanged));
    assert_eq!(served(&clusters).await.2[0]["name"], "one");

    file.set_modified(modified + std::time::Duration::from_secs(1))
        .unwrap();
    assert!(matches!(
        clusters.reload().await,
        Reload::Updated { count: 1 }
    ));
    assert_eq!(served(&clusters).await.2[0]["name"], "two");
}
