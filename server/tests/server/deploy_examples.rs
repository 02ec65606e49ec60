//! The clusters files shipped for docker compose, Kubernetes and as the example pass the
//! server's own validation, with every placeholder they use resolved.

use std::path::Path;

use shardscope::clusters::{self, Field, PredefinedCluster};

fn read(relative: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative);
    std::fs::read_to_string(path).unwrap()
}

fn parsed(relative: &str) -> Vec<PredefinedCluster> {
    clusters::parse(&read(relative), relative, &|name| {
        Some(format!("value-of-{name}"))
    })
    .unwrap()
    .clusters
}

fn check(relative: &str) -> Vec<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(relative);
    let text = std::fs::read_to_string(&path).unwrap();
    let mut asked = Vec::new();
    let parsed = clusters::parse(&text, relative, &|name| Some(format!("value-of-{name}")))
        .unwrap_or_else(|error| panic!("{error}"));
    assert!(
        parsed.warnings.is_empty(),
        "{relative}: {:?}",
        parsed.warnings
    );
    assert!(!parsed.clusters.is_empty(), "{relative}");
    for cluster in &parsed.clusters {
        assert!(!cluster.uri.contains("${"), "{relative}: {}", cluster.uri);
        for value in [&cluster.password, &cluster.username, &cluster.api_key]
            .into_iter()
            .flatten()
        {
            if let Some(name) = value.strip_prefix("value-of-") {
                asked.push(name.to_owned());
            }
        }
    }
    asked
}

#[test]
fn example_file_is_valid_and_shows_every_field_and_a_proxied_cluster() {
    let path = "config/clusters.example.json";
    check(path);
    let entries: Vec<serde_json::Map<String, serde_json::Value>> =
        serde_json::from_str(&read(path)).unwrap();
    for field in Field::ALL {
        assert!(
            entries
                .iter()
                .any(|entry| entry.contains_key(field.as_str())),
            "{path} does not show {field}"
        );
    }
    let clusters = parsed(path);
    assert!(clusters
        .iter()
        .any(|c| c.proxy && !c.fallback_uris.is_empty() && c.ca_file.is_some()));
    assert!(clusters.iter().any(|c| !c.proxy));
}

#[test]
fn compose_clusters_get_the_elastic_password_from_the_environment() {
    assert!(check("config/compose/clusters.json").contains(&"ELASTIC_PASSWORD".to_owned()));
}

#[test]
fn kubernetes_clusters_get_their_credentials_from_the_secret() {
    let asked = check("config/k8s/clusters.json");
    // Through the proxy: the credentials never reach a browser.
    assert!(parsed("config/k8s/clusters.json").iter().all(|c| c.proxy));
    let secret = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../config/k8s/secret.yaml"),
    )
    .unwrap();
    assert!(!asked.is_empty());
    for name in asked {
        assert!(
            secret.contains(&format!("{name}:")),
            "{name} is not in secret.yaml"
        );
    }
}
