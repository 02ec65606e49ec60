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

const TABLE_JSON: &str = include_str!("../../protection/read-requests.json");

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Table {
    read_methods: Vec<String>,
    writes: Vec<Rule>,
    reads: Vec<Rule>,
}

#[derive(Deserialize)]
struct Rule {
    method: String,
    path: String,
}

struct ReadTable {
    read_methods: Vec<String>,
    /// Requests of a read method that act (`GET _flush`).
    writes: Vec<Pattern>,
    reads: Vec<Pattern>,
}

/// A rule's method and its path's segments.
type Pattern = (String, Vec<String>);

fn patterns(rules: Vec<Rule>) -> Vec<Pattern> {
    rules
        .into_iter()
        .map(|rule| {
            (
                rule.method,
                rule.path.split('/').map(str::to_owned).collect(),
            )
        })
        .collect()
}

static READS: LazyLock<ReadTable> = LazyLock::new(|| {
    // The file is part of the source; a test parses it, so this cannot fail at run time.
    let table: Table = serde_json::from_str(TABLE_JSON).expect("protection/read-requests.json");
    ReadTable {
        read_methods: table.read_methods,
        writes: patterns(table.writes),
        reads: patterns(table.reads),
    }
});

/// Whether `method` on `path` (relative to the cluster, with or without a leading '/' and a
/// query string, percent-encoded as the cluster receives it) is a read by the shared table.
pub fn is_read(method: &str, path: &str) -> bool {
    let table = &*READS;
    let Some(segments) = clean_segments(path) else {
        return false;
    };
    // The engines answer a HEAD with the handler of the GET.
    let method = if method == "HEAD" { "GET" } else { method };
    let matches = |rules: &[Pattern]| {
        rules.iter().any(|(rule_method, pattern)| {
            rule_method == method
                && pattern.len() == segments.len()
                && pattern
                    .iter()
                    .zip(&segments)
                    .all(|(want, got)| is_placeholder(want) || want == got)
        })
    };
    if table.read_methods.iter().any(|m| m == method) {
        return !matches(&table.writes);
    }
    matches(&table.reads)
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

/// Escapes that make a segment read differently once decoded: '/', '\', '.' and '_' (an
/// engine's API names are made of these and letters).
const AMBIGUOUS_ESCAPES: [&str; 4] = ["%2f", "%5c", "%2e", "%5f"];

/// Whether a raw path segment means the same to every reader: not empty, `.` or `..`, no
/// backslash (a URL parser reads it as '/'), none of [`AMBIGUOUS_ESCAPES`], and well-formed
/// percent-encoding of UTF-8 text.
pub fn is_clean_segment(segment: &str) -> bool {
    if segment.is_empty() || segment == "." || segment == ".." || segment.contains('\\') {
        return false;
    }
    let lower = segment.to_ascii_lowercase();
    !AMBIGUOUS_ESCAPES
        .iter()
        .any(|escape| lower.contains(escape))
        && percent_decode(segment).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Cases {
        cases: Vec<(String, String, bool)>,
    }

    #[test]
    fn every_shared_example_is_classified_as_the_table_says() {
        let cases: Cases =
            serde_json::from_str(include_str!("../../protection/read-request-cases.json")).unwrap();
        assert!(cases.cases.len() > 40);
        for (method, path, read) in cases.cases {
            assert_eq!(is_read(&method, &path), read, "{method} {path}");
        }
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
        assert!(!is_read("POST", "logs/%5_search"));
        assert!(!is_read("POST", "%ff/_search"));
        assert!(!is_read("GET", "%ff/_cat"));
    }

    #[test]
    fn every_write_rule_is_a_read_method_and_names_a_real_segment() {
        let table = &*READS;
        assert!(!table.writes.is_empty());
        for (method, pattern) in &table.writes {
            assert!(table.read_methods.contains(method), "{method}");
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
            assert!(!is_read("GET", &path), "GET {path}");
            assert!(!is_read("HEAD", &path), "HEAD {path}");
        }
    }
}
