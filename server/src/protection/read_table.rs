//! The shared table of read requests, `protection/read-requests.json`, read once: the
//! methods that only read, the rules by method and path, and the body size inspected.

use std::sync::LazyLock;

use serde::Deserialize;

use super::inspect::Check;

pub const TABLE_JSON: &str = include_str!("../../../protection/read-requests.json");

/// The file as written.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Table {
    pub read_methods: Vec<String>,
    pub inspect_limit: usize,
    pub writes: Vec<Rule>,
    pub reads: Vec<Rule>,
    pub inspected: Vec<Rule>,
}

#[derive(Deserialize)]
pub struct Rule {
    pub method: String,
    pub path: String,
    #[serde(default)]
    pub check: Option<String>,
}

/// The table as it is matched.
pub struct ReadTable {
    pub read_methods: Vec<String>,
    pub inspect_limit: usize,
    /// Requests that act whatever their method (`GET _flush`, `DELETE _search/scroll/_all`).
    pub writes: Vec<Pattern>,
    pub reads: Vec<Pattern>,
    /// Reads that are reads only when their check passes.
    pub inspected: Vec<(Pattern, Check)>,
}

/// A rule's method and its path's segments.
pub type Pattern = (String, Vec<String>);

fn pattern(rule: &Rule) -> Pattern {
    (
        rule.method.clone(),
        rule.path.split('/').map(str::to_owned).collect(),
    )
}

pub static READS: LazyLock<ReadTable> = LazyLock::new(|| {
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

/// Bodies longer than this are not read to decide: the request is a write.
pub fn inspect_limit() -> usize {
    READS.inspect_limit
}

/// Whether a rule's path segment stands for any segment (`{index}`, `{id}`).
pub fn is_placeholder(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}
