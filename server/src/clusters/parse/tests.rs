use super::*;

mod entry_errors;

fn env(name: &str) -> Option<String> {
    match name {
        "ES_PASSWORD" => Some("s3cr\"et".to_owned()),
        "HOST" => Some("es.internal".to_owned()),
        _ => None,
    }
}

fn error_of(text: &str) -> String {
    parse(text, "clusters.json", &env).unwrap_err().to_string()
}

#[test]
fn unknown_keys_are_dropped_with_a_warning_naming_them() {
    let parsed = parse(r#"[{"uri":"http://a:9200","passwrod":"x"}]"#, "f", &env).unwrap();
    assert_eq!(parsed.warnings.len(), 1);
    assert!(parsed.warnings[0].contains("clusters[0]"));
    assert!(parsed.warnings[0].contains("\"passwrod\""));
    let served = serde_json::to_string(&parsed.clusters).unwrap();
    assert_eq!(served, r#"[{"uri":"http://a:9200"}]"#);
}

#[test]
fn file_level_errors_name_the_source() {
    assert!(error_of("{}").contains("must be a JSON array, not an object"));
    let error = error_of("[{\"uri\": ]");
    assert!(error.contains("line 1"), "{error}");
    // The position is said once, not again at the end of serde's own message.
    assert_eq!(error.matches("line 1").count(), 1, "{error}");
}

#[test]
fn a_byte_order_mark_is_accepted() {
    let parsed = parse("\u{feff}[{\"uri\":\"http://a:9200\"}]", "f", &env).unwrap();
    assert_eq!(parsed.clusters[0].uri, "http://a:9200");
}

#[test]
fn a_question_mark_or_at_sign_after_the_host_is_not_a_credential() {
    let parsed = parse(r#"[{"uri":"http://es:9200/a@b?c=d@e"}]"#, "f", &env).unwrap();
    assert_eq!(parsed.clusters.len(), 1);
}

#[test]
fn duplicate_names_are_warned_about_naming_both_entries() {
    let text = r#"[{"name":"prod","uri":"http://a"},{"uri":"http://b"},
        {"uri":"http://c"},{"name":"prod","uri":"http://d"}]"#;
    let parsed = parse(text, "clusters.json", &env).unwrap();
    assert_eq!(parsed.clusters.len(), 4);
    assert_eq!(
        parsed.warnings,
        vec!["clusters.json: clusters[0] and clusters[3] are both named \"prod\"".to_owned()]
    );
}

#[test]
fn empty_array_and_nulls_are_valid() {
    assert!(parse("[]", "f", &env).unwrap().clusters.is_empty());
    let parsed = parse(r#"[{"uri":"http://a:9200","name":null}]"#, "f", &env).unwrap();
    assert_eq!(parsed.clusters[0].name, None);
}

#[test]
fn ids_must_be_unique_and_the_error_names_both_entries() {
    let error = error_of(
        r#"[{"name":"one","id":"prod","uri":"http://a"},{"name":"two","id":"prod","uri":"http://b","proxy":true}]"#,
    );
    assert_eq!(
        error,
        "clusters.json: clusters[1] (\"two\"): its id \"prod\" is also the id of clusters[0] \
         (\"one\"): ids must be unique"
    );
    // Ids made from names collide too, and then the way out is to set one.
    let error = error_of(
        r#"[{"name":"Prod EU","uri":"http://a","proxy":true},{"uri":"http://b"},{"name":"prod/eu","uri":"http://c"}]"#,
    );
    assert!(error.starts_with("clusters.json: clusters[2] (\"prod/eu\"): its id \"prod-eu\" is also the id of clusters[0] (\"Prod EU\")"), "{error}");
    assert!(error.contains("set \"id\" on one of them"), "{error}");
    // A made id may meet a given one.
    let error =
        error_of(r#"[{"id":"cluster-2","uri":"http://a"},{"uri":"http://b","proxy":true}]"#);
    assert!(
        error.contains("clusters[1]: its id \"cluster-2\" is also the id of clusters[0]"),
        "{error}"
    );
}

#[test]
fn direct_clusters_may_share_an_id_nobody_uses() {
    let parsed = parse(
        r#"[{"name":"logs","uri":"http://a"},{"name":"logs","uri":"http://b"}]"#,
        "clusters.json",
        &env,
    )
    .unwrap();
    assert_eq!(parsed.clusters.len(), 2);
}

#[test]
fn what_only_the_proxy_uses_is_ignored_with_a_warning_on_a_direct_cluster() {
    let parsed = parse(
        r#"[{"name":"d","uri":["http://a","http://b"],"insecure":true,"caFile":"/ca.pem"}]"#,
        "clusters.json",
        &env,
    )
    .unwrap();
    let cluster = &parsed.clusters[0];
    assert!(!cluster.insecure);
    assert_eq!(cluster.ca_file, None);
    assert_eq!(cluster.uri, "http://a");
    assert_eq!(parsed.warnings.len(), 3, "{:?}", parsed.warnings);
    for (warning, field) in parsed.warnings.iter().zip(["insecure", "caFile", "uri"]) {
        assert!(
            warning.starts_with("clusters.json: clusters[0]: field"),
            "{warning}"
        );
        assert!(warning.contains(&format!("\"{field}\"")), "{warning}");
    }
}

#[test]
fn each_proxied_cluster_that_skips_certificate_checks_is_warned_about() {
    let parsed = parse(
        r#"[{"id":"lab","uri":"https://lab:9200","proxy":true,"insecure":true},
            {"id":"prod","uri":"https://prod:9200","proxy":true,"insecure":false}]"#,
        "clusters.json",
        &env,
    )
    .unwrap();
    assert_eq!(
        parsed.warnings,
        ["cluster lab: TLS certificates are not verified (insecure: true); use it for labs only"]
    );
}

#[test]
fn every_ca_file_is_checked_when_loading_and_a_missing_one_names_its_entry() {
    let parsed = parse(
        r#"[{"uri":"http://a"},{"name":"p","uri":"https://p","proxy":true,"caFile":"/nowhere/ca.pem"}]"#,
        "clusters.json",
        &env,
    )
    .unwrap();
    let error = crate::clusters::check_ca_files(
        &parsed.clusters,
        "clusters.json",
        &crate::clusters::open_for_reading,
    )
    .unwrap_err()
    .to_string();
    assert!(
        error.starts_with(
            "clusters.json: clusters[1] (\"p\"): field \"caFile\": cannot read /nowhere/ca.pem: "
        ),
        "{error}"
    );
    let dir = std::env::temp_dir().join(format!("shardscope-ca-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pem = dir.join("ca.pem");
    std::fs::write(&pem, include_str!("../../../tests/fixtures/test-ca.pem")).unwrap();
    let mut clusters = parsed.clusters;
    clusters[1].ca_file = Some(pem.clone());
    assert!(
        crate::clusters::check_ca_files(&clusters, "f", &crate::clusters::open_for_reading).is_ok()
    );
    for (content, expected) in [
        ("", "holds no PEM certificate"),
        ("not a certificate\n", "holds no PEM certificate"),
        (
            "-----BEGIN CERTIFICATE-----\n",
            "not a PEM certificate bundle",
        ),
    ] {
        std::fs::write(&pem, content).unwrap();
        let error =
            crate::clusters::check_ca_files(&clusters, "f", &crate::clusters::open_for_reading)
                .unwrap_err()
                .to_string();
        assert!(error.contains(expected), "{content:?}: {error}");
    }
    clusters[1].ca_file = Some(dir.clone());
    let error = crate::clusters::check_ca_files(&clusters, "f", &crate::clusters::open_for_reading)
        .unwrap_err();
    assert!(error.to_string().contains("is a directory"), "{error}");
    std::fs::remove_dir_all(&dir).unwrap();
}
