//! A cluster reached through the server's proxy: the browser is sent what names and marks it,
//! never its addresses, credentials or CA file, in the API file and in the start page alike.

use std::sync::Arc;
use std::time::Duration;

use serde_json::json;
use shardscope::app;
use shardscope::config::{ClusterSource, CLUSTERS_VAR};
use shardscope::default_clusters::{DefaultClusters, EnvLookup, Reload};

use crate::common::console::Console;
use crate::common::{body, boot_data, config, get, header, temp_dir};

/// Every secret and upstream address the file below holds; none may reach the browser.
const HIDDEN: [&str; 9] = [
    "node-1.internal",
    "node-2.internal",
    "elastic-user",
    "pw-from-secret",
    "api-key-value",
    "AKIAEXAMPLE",
    "aws-secret-value",
    "aws-token-value",
    "ca.pem",
];

fn env() -> EnvLookup {
    Arc::new(|name: &str| (name == "ES_PASSWORD").then(|| "pw-from-secret".to_owned()))
}

fn proxied_file(ca_file: &str) -> String {
    json!([{
        "id": "prod", "name": "Production", "proxy": true, "insecure": true,
        "uri": ["https://node-1.internal:9200", "https://node-2.internal:9200"],
        "username": "elastic-user", "password": "${ES_PASSWORD}", "apiKey": "api-key-value",
        "S3accessKeyId": "AKIAEXAMPLE", "S3secretAccessKey": "aws-secret-value",
        "S3sessionToken": "aws-token-value", "S3region": "eu-west-1", "caFile": ca_file,
        "label": "PRODUCTION", "color": "red", "protection": "read-only"
    }])
    .to_string()
}

fn inline(json: String) -> DefaultClusters {
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json,
    };
    DefaultClusters::load(source, env()).unwrap()
}

fn ca_file() -> String {
    let path = temp_dir("proxied").join("ca.pem");
    std::fs::write(&path, include_str!("../fixtures/test-ca.pem")).unwrap();
    path.to_str().unwrap().to_owned()
}

fn app_with(clusters: &DefaultClusters) -> axum::Router {
    let mut settings = config("/");
    settings.clusters = clusters.clone();
    app(settings)
}

#[tokio::test]
async fn no_address_credential_or_file_of_a_proxied_cluster_reaches_the_browser() {
    let clusters = inline(proxied_file(&ca_file()));
    let app = app_with(&clusters);
    let served = body(get(&app, "/api/default_clusters.json", &[]).await).await;
    let page = body(get(&app, "/", &[]).await).await;
    for text in [&served, &page] {
        let text = String::from_utf8_lossy(text);
        for hidden in HIDDEN {
            assert!(!text.contains(hidden), "{hidden} was served: {text}");
        }
    }
    let expected = json!([{
        "id": "prod", "name": "Production", "label": "PRODUCTION", "color": "red",
        "protection": "read-only", "proxy": true, "insecure": true
    }]);
    assert_eq!(
        serde_json::from_slice::<serde_json::Value>(&served).unwrap(),
        expected
    );
    assert_eq!(boot_data(&page)["clusters"], expected);
}

#[tokio::test]
async fn only_credentials_that_are_served_keep_the_page_out_of_caches() {
    // The proxied cluster's password stays on the server: nothing secret is on the page.
    let proxied_only = inline(proxied_file(&ca_file()));
    let page = get(&app_with(&proxied_only), "/", &[]).await;
    assert_eq!(header(&page, "cache-control"), "no-cache");
    // A direct cluster with a password beside it: the page holds that password.
    let mut mixed: serde_json::Value = serde_json::from_str(&proxied_file(&ca_file())).unwrap();
    mixed.as_array_mut().unwrap().push(json!({
        "name": "direct", "uri": "http://direct:9200", "username": "u", "password": "p"
    }));
    let page = get(&app_with(&inline(mixed.to_string())), "/", &[]).await;
    assert_eq!(header(&page, "cache-control"), "no-store");
    // The API file is never stored, whatever it holds.
    let file = get(&app_with(&proxied_only), "/api/default_clusters.json", &[]).await;
    assert_eq!(header(&file, "cache-control"), "no-store");
}

#[tokio::test]
async fn a_ca_file_that_cannot_be_read_stops_the_start_and_is_refused_on_reload() {
    let missing = temp_dir("no-ca").join("missing.pem");
    let source = ClusterSource::Inline {
        variable: CLUSTERS_VAR,
        json: proxied_file(missing.to_str().unwrap()),
    };
    let error = DefaultClusters::load(source, env())
        .err()
        .unwrap()
        .to_string();
    assert!(
        error.starts_with(&format!(
            "{CLUSTERS_VAR}: clusters[0] (\"Production\"): field \"caFile\": cannot read {}",
            missing.display()
        )),
        "{error}"
    );

    let dir = temp_dir("ca-reload");
    let path = dir.join("clusters.json");
    std::fs::write(&path, proxied_file(&ca_file())).unwrap();
    let clusters = DefaultClusters::load(ClusterSource::File(path.clone()), env()).unwrap();
    let before = clusters.json();
    std::fs::write(&path, proxied_file(missing.to_str().unwrap())).unwrap();
    assert!(matches!(clusters.reload().await, Reload::Rejected(_)));
    assert_eq!(
        clusters.json(),
        before,
        "the last good version is still served"
    );
}

#[test]
fn a_cluster_without_certificate_checks_is_warned_about_at_start_up_and_on_each_reload() {
    let dir = temp_dir("insecure-log");
    let path = dir.join("clusters.json");
    let file = |name: &str| {
        json!([{ "id": "lab", "name": name, "uri": "https://lab:9200", "proxy": true,
                 "insecure": true }])
        .to_string()
    };
    std::fs::write(&path, file("lab")).unwrap();
    let warning =
        "cluster lab: TLS certificates are not verified (insecure: true); use it for labs only";
    let (console, before) = Console::start(&["--clusters-file", path.to_str().unwrap()], &[]);
    assert!(
        before.iter().any(|line| line.contains(warning)),
        "{before:#?}"
    );
    std::fs::write(&path, file("lab, renamed")).unwrap();
    let reloaded = console.wait_for(|line| line.contains(warning), Duration::from_secs(10));
    assert!(reloaded.is_some(), "no warning after the reload");
}
