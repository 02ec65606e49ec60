//! Protection profiles: which writes a cluster allows, and which requests count as reads.
//! The read requests are one table, `protection/read-requests.json`, shared with the app.

use std::sync::LazyLock;

use serde::{Deserialize, Serialize};

use crate::request_path::percent_decode;

/// What writes a cluster allows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Protection {
    /// Every request is sent.
    #[default]
    None,
    /// The app asks before each write; the server forwards everything.
    ConfirmWrites,
    /// Only reads are sent; the server refuses anything else.
    ReadOnly,
}

impl Protection {
    pub const ALL: [Self; 3] = [Self::None, Self::ConfirmWrites, Self::ReadOnly];

    /// The name in the clusters file and in what the app is served.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::ConfirmWrites => "confirm-writes",
            Self::ReadOnly => "read-only",
        }
    }

    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.as_str() == name)
    }
}

mod inspect;
mod sql;

pub use inspect::Check;

const TABLE_JSON: &str = include_str!("../../protection/read-requests.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Table {
    read_methods: Vec<String>,
    inspect_limit: usize,
    writes: Vec<Rule>,
    reads: Vec<Rule>,
    inspected: Vec<Rule>,
}

#[derive(Deserialize)]
struct Rule {
    method: String,
    path: String,
    #[serde(default)]
    check: Option<String>,
}

struct ReadTable {
    read_methods: Vec<String>,
    inspect_limit: usize,
    /// Requests that act whatever their method (`GET _flush`, `DELETE _search/scroll/_all`).
    writes: Vec<Pattern>,
    reads: Vec<Pattern>,
    /// Reads that are reads only when their check passes.
    inspected: Vec<(Pattern, Check)>,
}

/// A rule's method and its path's segments.
type Pattern = (String, Vec<String>);

fn pattern(rule: &Rule) -> Pattern {
    (
        rule.method.clone(),
        rule.path.split('/').map(str::to_owned).collect(),
    )
}

static READS: LazyLock<ReadTable> = LazyLock::new(|| {
    // The file is part of the source; a test parses it, so this cannot fail at run time.
    let table: Table = serde_json::from_str(TABLE_JSON).expect("protection/read-requests.json");
    ReadTable {
        read_methods: table.read_methods,
        inspect_limit: table.inspect_limit,
        writes: table.writes.iter().map(pattern).collect(),
        reads: table.reads.iter().map(pattern).collect(),
        inspected: table
            .inspected
            .iter()
            .map(|rule| {
                let check = rule.check.as_deref().and_then(Check::from_name);
                (
                    pattern(rule),
                    check.expect("every inspected rule names a known check"),
                )
            })
            .collect(),
    }
});

/// What the table says of a request before its body is seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Read,
    Write,
    /// A read only when the check passes on its query string and body.
    ReadIf(Check),
}

/// How `method` on `path` (relative to the cluster, with or without a leading '/' and a query
/// string, percent-encoded as the cluster receives it) is classified by the shared table.
pub fn classify(method: &str, path: &str) -> Verdict {
    let table = &*READS;
    let Some(segments) = clean_segments(path) else {
        return Verdict::Write;
    };
    // The engines answer a HEAD with the handler of the GET.
    let method = if method == "HEAD" { "GET" } else { method };
    // Rules that restrict match broadly; rules that allow, narrowly (see `matches_segment`).
    let matches = |narrow: bool| {
        let segments = &segments;
        move |(rule_method, pattern): &Pattern| {
            rule_method == method
                && pattern.len() == segments.len()
                && pattern
                    .iter()
                    .zip(segments)
                    .all(|(want, got)| matches_segment(want, got, narrow))
        }
    };
    if table.writes.iter().any(matches(false)) {
        return Verdict::Write;
    }
    let inspected = table
        .inspected
        .iter()
        .find(|(rule, _)| matches(false)(rule));
    let read = table.read_methods.iter().any(|m| m == method)
        || table.reads.iter().any(matches(true))
        || inspected.is_some_and(|(rule, _)| matches(true)(rule));
    match inspected {
        _ if !read => Verdict::Write,
        Some((_, check)) => Verdict::ReadIf(*check),
        None => Verdict::Read,
    }
}

/// Bodies longer than this are not read to decide: the request is a write.
pub fn inspect_limit() -> usize {
    READS.inspect_limit
}

/// Whether `check` passes on `path`'s query string and `body` (a body over the limit fails).
pub fn check_passes(check: Check, path: &str, body: &[u8]) -> bool {
    let (path, query) = path
        .split_once('?')
        .map_or((path, None), |(p, q)| (p, Some(q)));
    let Some(segments) = clean_segments(path) else {
        return false;
    };
    (!check.reads_body() || body.len() <= inspect_limit()) && check.passes(&segments, query, body)
}

/// Whether `method` on `path` with `body` is a read by the shared table (see [`classify`]).
pub fn is_read(method: &str, path: &str, body: &[u8]) -> bool {
    match classify(method, path) {
        Verdict::Read => true,
        Verdict::Write => false,
        Verdict::ReadIf(check) => check_passes(check, path, body),
    }
}

/// Whether a path segment matches a rule's: itself, or any segment for a placeholder, except
/// that a `narrow` `{index}` never matches a name starting with '_' other than `_all` (no index
/// name does, and the engines route such paths elsewhere: `POST _scripts/_pit` stores a
/// script on `OpenSearch`).
fn matches_segment(want: &str, got: &str, narrow: bool) -> bool {
    if !is_placeholder(want) {
        return want == got;
    }
    !(narrow && want == "{index}" && got.starts_with('_') && got != "_all")
}

fn is_placeholder(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}

/// The path's segments as sent (not decoded: the engines route on the raw path); `None` when
/// the path could mean something else to the cluster than it reads here (see
/// [`is_clean_segment`]).
fn clean_segments(path: &str) -> Option<Vec<&str>> {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let path = path.strip_prefix('/').unwrap_or(path);
    let path = path.strip_suffix('/').unwrap_or(path);
    if path.is_empty() {
        return Some(Vec::new());
    }
    path.split('/')
        .map(|segment| is_clean_segment(segment).then_some(segment))
        .collect()
}

/// Whether a raw path segment means the same to every reader: not empty, `.` or `..`, no
/// backslash (a URL parser reads it as '/'), well-formed percent-encoding of UTF-8 text, and
/// no escape that a gateway in front of the cluster could decode into another name: '/', '\'
/// or an unreserved character (letter, digit, '-', '.', '_', '~'), which never needs one.
pub fn is_clean_segment(segment: &str) -> bool {
    if segment.is_empty() || segment == "." || segment == ".." || segment.contains('\\') {
        return false;
    }
    let bytes = segment.as_bytes();
    let decodes_ambiguously = bytes.iter().enumerate().any(|(at, byte)| {
        *byte == b'%'
            && segment
                .get(at + 1..at + 3)
                .and_then(|hex| u8::from_str_radix(hex, 16).ok())
                .is_some_and(|decoded| {
                    decoded.is_ascii_alphanumeric() || b"-._~/\\".contains(&decoded)
                })
    });
    !decodes_ambiguously && percent_decode(segment).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Cases {
        cases: Vec<(String, String, bool)>,
        body_cases: Vec<(String, String, String, bool)>,
    }

    #[test]
    fn every_shared_example_is_classified_as_the_table_says() {
        let cases: Cases =
            serde_json::from_str(include_str!("../../protection/read-request-cases.json")).unwrap();
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
}
