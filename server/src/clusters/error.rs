//! Why predefined clusters are rejected; messages name the source, the entry and the field,
//! never a value.

use std::io;
use std::path::PathBuf;

use super::Field;

/// Why a predefined clusters configuration was rejected.
#[derive(Debug, thiserror::Error)]
pub enum ClustersError {
    #[error("cannot read predefined clusters file {path}: {error}")]
    Read { path: PathBuf, error: io::Error },
    #[error("{source_name}: not valid UTF-8 (first bad byte at offset {offset})")]
    Utf8 { source_name: String, offset: usize },
    #[error("{source_name}: invalid JSON at line {line}, column {column}: {message}")]
    Json {
        source_name: String,
        line: usize,
        column: usize,
        message: String,
    },
    #[error("{source_name}: predefined clusters must be a JSON array, not {found}")]
    NotArray {
        source_name: String,
        found: &'static str,
    },
    #[error("{source_name}: clusters[{index}]{}: {problem}", display_name(name.as_deref()))]
    Entry {
        source_name: String,
        index: usize,
        name: Option<String>,
        problem: EntryProblem,
    },
}

fn display_name(name: Option<&str>) -> String {
    name.map(|name| format!(" ({name:?})")).unwrap_or_default()
}

/// What is wrong with one entry.
#[derive(Debug, thiserror::Error)]
pub enum EntryProblem {
    #[error("must be an object, not {0}")]
    NotAnObject(&'static str),
    #[error("field \"{}\" is missing", Field::Uri)]
    MissingUri,
    #[error("field \"{}\" must start with http:// or https://", Field::Uri)]
    UriScheme,
    #[error("field \"{}\" has no host or contains spaces", Field::Uri)]
    UriHost,
    #[error(
        "field \"{uri}\" holds credentials: put credentials in {username} and {password}, not in the {uri}",
        uri = Field::Uri,
        username = Field::Username,
        password = Field::Password
    )]
    UriCredentials,
    #[error("field \"{field}\" must be a string, not {found}")]
    NotAString { field: Field, found: &'static str },
    #[error("field \"{field}\": {problem}")]
    Placeholder { field: Field, problem: Placeholder },
}

/// Why a `${...}` placeholder could not be replaced.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Placeholder {
    #[error("environment variable {0} is not set")]
    Missing(String),
    #[error("\"${{{0}}}\" is not a valid variable name")]
    BadName(String),
    #[error("unterminated \"${{\" (write \"$${{\" for a literal one)")]
    Unterminated,
}
