//! Protection profiles: which writes a cluster allows, and which requests count as reads.
//! The read requests are one table, `protection/read-requests.json`, shared with the app.

mod inspect;
mod path_segments;
mod read_table;
mod sql;
mod verdict;

use serde::{Deserialize, Serialize};

pub use inspect::Check;
pub use path_segments::is_clean_segment;
pub use read_table::inspect_limit;
pub use verdict::{check_passes, classify, is_read, Verdict};

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

#[cfg(test)]
mod tests;
