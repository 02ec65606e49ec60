//! How a request is classified by the shared table: a read, a write, or a read only when a
//! check passes on its query string and body.

use super::inspect::Check;
use super::path_segments::clean_segments;
use super::read_table::{inspect_limit, is_placeholder, Pattern, READS};

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
