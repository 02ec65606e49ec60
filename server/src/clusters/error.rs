//! Why predefined clusters are rejected; messages name the source, the entry and the field,
//! and never a value that could be a secret (only ids, names and file paths).

use std::fmt;
use std::io;
use std::path::PathBuf;

use super::limits::{COLORS, ID_MAX_CHARS, LABEL_MAX_CHARS};
use super::Field;
use crate::protection::Protection;

/// Why a predefined clusters configuration was rejected.
#[derive(Debug, thiserror::Error)]
pub enum ClustersError {
    #[error("cannot read predefined clusters file {path}: {error}")]
    Read { path: PathBuf, error: io::Error },
    #[error(
        "predefined clusters file {path} is {size} bytes, more than the {limit} bytes (10 MiB) \
         a clusters file may have"
    )]
    TooLarge {
        path: PathBuf,
        size: u64,
        limit: u64,
    },
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
    #[error(
        "field \"{uri}\" must be an address or a non-empty list of addresses, not {0}",
        uri = Field::Uri
    )]
    NotAddresses(&'static str),
    #[error("field {0} must start with http:// or https://")]
    UriScheme(UriAt),
    #[error("field {0} has no host or contains spaces")]
    UriHost(UriAt),
    #[error(
        "field {0} holds credentials: put credentials in {username} and {password}, not in the {uri}",
        username = Field::Username,
        password = Field::Password,
        uri = Field::Uri
    )]
    UriCredentials(UriAt),
    #[error("field \"{field}\" must be a string, not {found}")]
    NotAString { field: Field, found: &'static str },
    #[error("field \"{field}\" must be true or false, not {found}")]
    NotAFlag { field: Field, found: &'static str },
    #[error("field \"{field}\": {problem}")]
    Placeholder { field: Field, problem: Placeholder },
    #[error(
        "field \"{}\" must be 1 to {ID_MAX_CHARS} letters, digits, '.', '_' or '-'",
        Field::Id
    )]
    BadId,
    #[error("{}", duplicate_id(id, *other, other_name.as_deref(), *derived))]
    DuplicateId {
        id: String,
        other: usize,
        other_name: Option<String>,
        derived: bool,
    },
    #[error(
        "field \"{label}\" has {0} characters; at most {LABEL_MAX_CHARS} fit the banner",
        label = Field::Label
    )]
    LabelTooLong(usize),
    #[error("field \"{}\" must be one of {}", Field::Color, COLORS.join(", "))]
    UnknownColor,
    #[error(
        "field \"{}\" must be one of {}",
        Field::Protection,
        Protection::ALL.map(Protection::as_str).join(", ")
    )]
    UnknownProtection,
    #[error("field \"{}\" must name a file", Field::CaFile)]
    EmptyCaFile,
    #[error(
        "field \"{}\" names {name:?}, which {why}: the proxy never forwards it",
        Field::ForwardHeaders
    )]
    Unforwardable { name: String, why: &'static str },
    #[error("field \"{}\": cannot read {}: {error}", Field::CaFile, path.display())]
    CaFile { path: PathBuf, error: io::Error },
}

/// Which address of the `uri` field a problem is about: the only one, or one of a list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UriAt(pub Option<usize>);

impl fmt::Display for UriAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            None => write!(f, "\"{}\"", Field::Uri),
            Some(index) => write!(f, "\"{}\" (address {})", Field::Uri, index + 1),
        }
    }
}

fn duplicate_id(id: &str, other: usize, other_name: Option<&str>, derived: bool) -> String {
    let hint = if derived {
        "; set \"id\" on one of them (an entry without one gets an id made from its name)"
    } else {
        ""
    };
    format!(
        "its id {id:?} is also the id of clusters[{other}]{}: ids must be unique{hint}",
        display_name(other_name)
    )
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
