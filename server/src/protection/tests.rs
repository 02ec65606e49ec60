use serde::Deserialize;

use super::read_table::{is_placeholder, Table, READS, TABLE_JSON};
use super::{inspect_limit, is_clean_segment, is_read, Protection};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Cases {
    cases: Vec<(String, String, bool)>,
    body_cases: Vec<(String, String, String, bool)>,
}

#[test]
fn every_shared_example_is_classified_as_the_table_says() {
    let cases: Cases =
        serde_json::from_str(include_str!("../../../protection/read-request-cases.json")).unwrap();
    assert!(cases.cases.len() > 40);
    assert!(cases.body_cases.len() > 20);
    for (method, path, read) in cases.cases {
        assert_eq!(is_read(&method, &path, b""), read, "{method} {path}");
    }
    for (method, path, body, read) in cases.body_cases {
        assert_eq!(
            is_read(&method, &path, body.as_bytes()),
            read,
            "{method} {path} {body}"
        );
    }
}

#[test]
fn a_body_over_the_limit_fails_every_check() {
    let long = format!(r#"{{"query":"SELECT 1 {}"}}"#, " ".repeat(inspect_limit()));
    assert!(!is_read("POST", "_plugins/_sql", long.as_bytes()));
    assert!(is_read("POST", "_plugins/_sql", br#"{"query":"SELECT 1"}"#));
}

#[test]
fn names_round_trip() {
    for protection in Protection::ALL {
        assert_eq!(Protection::from_name(protection.as_str()), Some(protection));
    }
    assert_eq!(Protection::from_name("readonly"), None);
}

#[test]
fn bad_percent_encoding_is_never_a_read() {
    assert!(!is_read("POST", "logs/%5_search", b""));
    assert!(!is_read("POST", "%ff/_search", b""));
    assert!(!is_read("GET", "%ff/_cat", b""));
}

#[test]
fn every_write_rule_names_real_segments_and_is_never_a_read() {
    let table = &*READS;
    assert!(!table.writes.is_empty());
    for (method, pattern) in &table.writes {
        assert!(pattern.iter().all(|segment| is_clean_segment(segment)));
        let example: Vec<&str> = pattern
            .iter()
            .map(|segment| {
                if is_placeholder(segment) {
                    "x"
                } else {
                    segment
                }
            })
            .collect();
        let path = example.join("/");
        assert!(!is_read(method, &path, b""), "{method} {path}");
        if method == "GET" {
            assert!(!is_read("HEAD", &path, b""), "HEAD {path}");
        }
    }
}

#[test]
fn every_plugin_route_has_its_open_distro_route_classified_alike() {
    let table: Table = serde_json::from_str(TABLE_JSON).unwrap();
    for (list, name) in [
        (&table.writes, "writes"),
        (&table.reads, "reads"),
        (&table.inspected, "inspected"),
    ] {
        let plugin_rules = list
            .iter()
            .filter(|rule| rule.path.starts_with("_plugins/"));
        for rule in plugin_rules {
            let legacy = rule.path.replacen("_plugins/", "_opendistro/", 1);
            assert!(
                list.iter().any(|other| other.method == rule.method
                    && other.path == legacy
                    && other.check == rule.check),
                "{name}: {} {legacy} is missing",
                rule.method
            );
        }
    }
}

#[test]
fn escapes_a_gateway_could_decode_into_a_name_are_never_clean() {
    for segment in [
        "_%66lush",
        "_r%65fresh",
        "%6Bibana",
        "a%2Db",
        "a%7eb",
        "a%30",
        "%2F",
        "%5c",
    ] {
        assert!(!is_clean_segment(segment), "{segment}");
    }
    for segment in [
        "logs-%2A",
        "my%20index",
        "a%2Bb",
        "%C3%A9t%C3%A9",
        "_search",
    ] {
        assert!(is_clean_segment(segment), "{segment}");
    }
}

#[derive(Deserialize)]
struct Reviewed {
    reviewed: Vec<ReviewedEndpoint>,
}

#[derive(Deserialize)]
struct ReviewedEndpoint {
    method: String,
    path: String,
    verdict: String,
    rule: Option<String>,
}

/// Every endpoint the review found to change state is refused (with the parameter that
/// makes it act, for an inspected one), and every one it found to be a read is one.
#[test]
fn every_reviewed_endpoint_is_classified_as_its_verdict() {
    let table: Reviewed = serde_json::from_str(TABLE_JSON).unwrap();
    assert!(table.reviewed.len() > 50);
    for endpoint in table.reviewed {
        let example: Vec<String> = endpoint
            .path
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "logs".to_owned()
                } else {
                    segment.to_owned()
                }
            })
            .collect();
        let mut path = example.join("/");
        let acts = endpoint.verdict == "changes state";
        if endpoint.rule.as_deref() == Some("inspected (no-refresh)") {
            path.push_str("?refresh=true");
        }
        let method = &endpoint.method;
        assert_eq!(is_read(method, &path, b""), !acts, "{method} {path}");
    }
}
