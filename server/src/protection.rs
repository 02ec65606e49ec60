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
    reads: Vec<Rule>,
}

#[derive(Deserialize)]
struct Rule {
    method: String,
    path: String,
}

struct ReadTable {
    read_methods: Vec<String>,
    rules: Vec<(String, Vec<String>)>,
}

static READS: LazyLock<ReadTable> = LazyLock::new(|| {
    // The file is part of the source; a test parses it, so this cannot fail at run time.
    let table: Table = serde_json::from_str(TABLE_JSON).expect("protection/read-requests.json");
    ReadTable {
        read_methods: table.read_methods,
        rules: table
            .reads
            .into_iter()
            .map(|rule| {
                (
                    rule.method,
                    rule.path.split('/').map(str::to_owned).collect(),
                )
            })
            .collect(),
    }
});

/// Whether `method` on `path` (relative to the cluster, with or without a leading '/' and a
/// query string, still percent-encoded) is a read by the shared table.
pub fn is_read(method: &str, path: &str) -> bool {
    let table = &*READS;
    if table.read_methods.iter().any(|m| m == method) {
        return true;
    }
    let Some(segments) = decoded_segments(path) else {
        return false;
    };
    table.rules.iter().any(|(rule_method, pattern)| {
        rule_method == method
            && pattern.len() == segments.len()
            && pattern
                .iter()
                .zip(&segments)
                .all(|(want, got)| is_placeholder(want) || want == got)
    })
}

fn is_placeholder(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}

/// The path's segments, percent-decoded; `None` when one is empty, `.` or `..`, or decodes to
/// text holding a '/' or invalid UTF-8 (such a path is never a read).
fn decoded_segments(path: &str) -> Option<Vec<String>> {
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let path = path.strip_prefix('/').unwrap_or(path);
    let path = path.strip_suffix('/').unwrap_or(path);
    if path.is_empty() {
        return Some(Vec::new());
    }
    path.split('/')
        .map(|raw| {
            let segment = percent_decode(raw)?;
            let usable =
                !segment.is_empty() && segment != "." && segment != ".." && !segment.contains('/');
            usable.then_some(segment)
        })
        .collect()
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
    }
}
