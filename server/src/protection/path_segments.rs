//! The raw segments of a request's path, and which of them mean the same to every reader.

use crate::request_path::percent_decode;

/// The path's segments as sent (not decoded: the engines route on the raw path); `None` when
/// the path could mean something else to the cluster than it reads here (see
/// [`is_clean_segment`]).
pub fn clean_segments(path: &str) -> Option<Vec<&str>> {
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
