//! Reads that are reads only by what they carry: an SQL statement (the SQL of `OpenSearch` can
//! delete), the scroll ids of a clear-scroll (`_all` clears every user's scrolls) and the
//! `refresh` of a get. The checks read the query string and a small body; anything they cannot
//! parse fails them.

use serde_json::{Map, Value};

use super::sql::is_read_statement;
use crate::request_path::percent_decode;

/// What decides whether an inspected request is a read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Check {
    /// Every SQL statement only reads, or only a cursor is given.
    Sql,
    /// No scroll id is `_all`.
    ScrollIds,
    /// Every `refresh` parameter is `false` (a refresh before a get acts as `_refresh`).
    NoRefresh,
}

impl Check {
    pub fn from_name(name: &str) -> Option<Self> {
        match name {
            "sql" => Some(Self::Sql),
            "scroll-ids" => Some(Self::ScrollIds),
            "no-refresh" => Some(Self::NoRefresh),
            _ => None,
        }
    }

    /// Whether the check reads the body (the others decide on the path and query alone).
    pub const fn reads_body(self) -> bool {
        matches!(self, Self::Sql | Self::ScrollIds)
    }

    /// Whether the request passes: `segments` are its raw path segments, `query` its query
    /// string, `body` its whole body (already known to be within the table's limit; ignored
    /// by a check that does not [read it](Self::reads_body)).
    pub fn passes(self, segments: &[&str], query: Option<&str>, body: &[u8]) -> bool {
        let Some(parameters) = parameters(query.unwrap_or_default()) else {
            return false;
        };
        if self == Self::NoRefresh {
            return parameters
                .iter()
                .all(|(name, value)| name != "refresh" || value == "false");
        }
        let Some(body) = object(body) else {
            return false;
        };
        if self == Self::Sql {
            sql_passes(&parameters, &body)
        } else {
            scroll_ids_pass(segments, &parameters, &body)
        }
    }
}

fn sql_passes(parameters: &[(String, String)], body: &Map<String, Value>) -> bool {
    let mut statements: Vec<&str> = parameters
        .iter()
        .filter(|(name, _)| name == "sql" || name == "query")
        .map(|(_, value)| value.as_str())
        .collect();
    match body.get("query") {
        None => {}
        Some(Value::String(query)) => statements.push(query),
        Some(_) => return false,
    }
    let cursor = match body.get("cursor") {
        None => false,
        Some(Value::String(_)) => true,
        Some(_) => return false,
    };
    if statements.is_empty() {
        return cursor;
    }
    statements.into_iter().all(is_read_statement)
}

fn scroll_ids_pass(
    segments: &[&str],
    parameters: &[(String, String)],
    body: &Map<String, Value>,
) -> bool {
    let mut lists: Vec<String> = Vec::new();
    if let [_, _, id] = segments {
        let Some(id) = percent_decode(id) else {
            return false;
        };
        lists.push(id);
    }
    lists.extend(
        parameters
            .iter()
            .filter(|(name, _)| name == "scroll_id")
            .map(|(_, value)| value.clone()),
    );
    match body.get("scroll_id") {
        None => {}
        Some(Value::String(ids)) => lists.push(ids.clone()),
        Some(Value::Array(ids)) => {
            for id in ids {
                let Value::String(id) = id else { return false };
                lists.push(id.clone());
            }
        }
        Some(_) => return false,
    }
    !lists
        .iter()
        .flat_map(|list| list.split(','))
        .any(|id| id.trim() == "_all")
}

/// The query string's parameters, form-decoded ('+' is a space); `None` for a malformed
/// escape or text that is not UTF-8.
fn parameters(query: &str) -> Option<Vec<(String, String)>> {
    query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            let decode = |text: &str| percent_decode(&text.replace('+', " "));
            Some((decode(name)?, decode(value)?))
        })
        .collect()
}

/// The body as a JSON object: an empty (or blank) body is an empty object; anything else
/// that is not an object is `None`.
fn object(body: &[u8]) -> Option<Map<String, Value>> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Some(Map::new());
    }
    match serde_json::from_slice(body).ok()? {
        Value::Object(object) => Some(object),
        _ => None,
    }
}
