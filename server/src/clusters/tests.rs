use super::*;
use crate::protection::Protection;

fn env(name: &str) -> Option<String> {
    match name {
        "ES_PASSWORD" => Some("s3cr\"et".to_owned()),
        "HOST" => Some("es.internal".to_owned()),
        "USE_PROXY" => Some("true".to_owned()),
        _ => None,
    }
}

fn served(text: &str) -> String {
    let parsed = parse(text, "clusters.json", &env).unwrap();
    serde_json::to_string(&parsed.clusters).unwrap()
}

#[test]
fn every_field_that_can_hold_a_secret_counts_as_a_credential() {
    let plain = PredefinedCluster {
        name: Some("a".into()),
        uri: "http://a:9200".into(),
        s3_region: Some("eu-west-1".into()),
        ..Default::default()
    };
    assert!(!plain.has_credentials());
    let secrets: [fn(&mut PredefinedCluster); 6] = [
        |c| c.username = Some("u".into()),
        |c| c.password = Some("p".into()),
        |c| c.api_key = Some("k".into()),
        |c| c.s3_access_key_id = Some("id".into()),
        |c| c.s3_secret_access_key = Some("s".into()),
        |c| c.s3_session_token = Some("t".into()),
    ];
    for set in secrets {
        let mut cluster = plain.clone();
        set(&mut cluster);
        assert!(cluster.has_credentials(), "{cluster:?}");
        assert!(cluster.serves_credentials(), "{cluster:?}");
        cluster.proxy = true;
        assert!(cluster.has_credentials(), "{cluster:?}");
        assert!(!cluster.serves_credentials(), "{cluster:?}");
    }
}

#[test]
fn a_direct_cluster_is_served_its_fields_with_placeholders_replaced_inside_strings() {
    let text = r#"[{"name":"prod","uri":"https://${HOST}:9200","username":"elastic",
        "password":"${ES_PASSWORD}","apiKey":"k","S3accessKeyId":"a",
        "S3secretAccessKey":"s","S3sessionToken":"t","S3region":"eu-west-1",
        "label":" PRODUCTION ","color":"red","protection":"confirm-writes"}]"#;
    let parsed = parse(text, "clusters.json", &env).unwrap();
    let cluster = &parsed.clusters[0];
    assert_eq!(cluster.uri, "https://es.internal:9200");
    // A quote in the secret stays a character of the value, not JSON syntax.
    assert_eq!(cluster.password.as_deref(), Some("s3cr\"et"));
    let served = serde_json::to_value(&parsed.clusters).unwrap();
    let keys: Vec<&str> = served[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    let mut expected = vec![
        "name",
        "uri",
        "username",
        "password",
        "apiKey",
        "S3accessKeyId",
        "S3secretAccessKey",
        "S3sessionToken",
        "S3region",
        "label",
        "color",
        "protection",
    ];
    expected.sort_unstable();
    assert_eq!(keys, expected);
    assert_eq!(served[0]["label"], "PRODUCTION");
    assert_eq!(served[0]["protection"], "confirm-writes");
    assert!(parsed.warnings.is_empty());
}

#[test]
fn fields_are_served_in_their_order_and_absent_ones_left_out() {
    let cluster = PredefinedCluster {
        s3_region: Some("r".into()),
        uri: "http://a".into(),
        name: Some("n".into()),
        id: "n-1".into(),
        ..Default::default()
    };
    assert_eq!(
        serde_json::to_string(&cluster).unwrap(),
        r#"{"name":"n","uri":"http://a","S3region":"r"}"#
    );
    // A proxied cluster is named by its id, and its protection is always said.
    let proxied = PredefinedCluster {
        proxy: true,
        ..cluster
    };
    assert_eq!(
        serde_json::to_string(&proxied).unwrap(),
        r#"{"id":"n-1","name":"n","protection":"none","proxy":true}"#
    );
}

#[test]
fn a_proxied_cluster_signed_with_aws_keys_is_served_signed() {
    let aws = PredefinedCluster {
        id: "aws".into(),
        proxy: true,
        s3_access_key_id: Some("AKIAEXAMPLE".into()),
        s3_secret_access_key: Some("aws-secret".into()),
        ..Default::default()
    };
    assert_eq!(
        serde_json::to_string(&aws).unwrap(),
        r#"{"id":"aws","protection":"none","proxy":true,"signed":true}"#
    );
    // A user name or an API key comes first: the proxy sends it instead of signing.
    let basic = PredefinedCluster {
        username: Some("elastic".into()),
        ..aws.clone()
    };
    assert!(!serde_json::to_string(&basic).unwrap().contains("signed"));
    // The browser signs a direct cluster's requests itself, with the keys it is sent.
    let direct = PredefinedCluster {
        proxy: false,
        uri: "http://a".into(),
        ..aws
    };
    assert!(!serde_json::to_string(&direct).unwrap().contains("signed"));
}

#[test]
fn a_proxied_cluster_is_served_only_what_names_and_marks_it() {
    let text = r#"[{"id":"prod-eu","name":"Prod","proxy":true,"insecure":true,
        "uri":["https://node-1.internal:9200","https://node-2.internal:9200"],
        "username":"elastic","password":"${ES_PASSWORD}","apiKey":"api-key-value",
        "S3accessKeyId":"AKIAEXAMPLE","S3secretAccessKey":"aws-secret","S3sessionToken":"aws-token",
        "S3region":"eu-west-1","caFile":"/etc/shardscope/ca.pem",
        "label":"PRODUCTION","color":"red","protection":"read-only"}]"#;
    assert_eq!(
        served(text),
        r#"[{"id":"prod-eu","name":"Prod","label":"PRODUCTION","color":"red","protection":"read-only","proxy":true,"insecure":true}]"#
    );
    let parsed = parse(text, "clusters.json", &env).unwrap();
    let cluster = &parsed.clusters[0];
    // The server keeps all of it for the proxy.
    assert_eq!(cluster.uri, "https://node-1.internal:9200");
    assert_eq!(cluster.fallback_uris, ["https://node-2.internal:9200"]);
    assert_eq!(cluster.password.as_deref(), Some("s3cr\"et"));
    assert_eq!(
        cluster.ca_file.as_deref(),
        Some(std::path::Path::new("/etc/shardscope/ca.pem"))
    );
    assert_eq!(cluster.protection, Protection::ReadOnly);
    assert!(cluster.insecure);
}

#[test]
fn flags_accept_the_strings_true_and_false_so_a_placeholder_can_set_them() {
    let parsed = parse(
        r#"[{"name":"a","uri":"http://a","proxy":"${USE_PROXY}"},
            {"name":"b","uri":"http://b","proxy":"false"},
            {"name":"c","uri":"http://c","proxy":null}]"#,
        "f",
        &env,
    )
    .unwrap();
    let proxied: Vec<bool> = parsed.clusters.iter().map(|c| c.proxy).collect();
    assert_eq!(proxied, [true, false, false]);
}

#[test]
fn ids_are_kept_or_made_from_the_name_or_the_position() {
    let parsed = parse(
        r#"[{"id":"Prod_1","name":"x","uri":"http://a"},{"name":"Logs (EU)","uri":"http://b"},
            {"uri":"http://c"}]"#,
        "f",
        &env,
    )
    .unwrap();
    let ids: Vec<&str> = parsed.clusters.iter().map(|c| c.id.as_str()).collect();
    assert_eq!(ids, ["Prod_1", "logs-eu", "cluster-3"]);
}

#[test]
fn forward_headers_cannot_name_what_the_proxy_never_forwards() {
    let entry = |names: &str| {
        format!(r#"[{{"uri":"http://es:9200","proxy":true,"forwardHeaders":"{names}"}}]"#)
    };
    let parsed = parse(
        &entry("securitytenant, X-Proxy-User"),
        "clusters.json",
        &env,
    )
    .unwrap();
    assert_eq!(
        parsed.clusters[0].forward_headers.as_deref(),
        Some("securitytenant, X-Proxy-User")
    );
    for names in [
        "Authorization",
        "x-opaque-id, cookie",
        "Host",
        "proxy-authorization",
        "x-amz-date",
        "bad name",
    ] {
        let error = parse(&entry(names), "clusters.json", &env)
            .unwrap_err()
            .to_string();
        assert!(error.contains("forwardHeaders"), "{names}: {error}");
        assert!(error.contains("never forwards"), "{names}: {error}");
    }
}
