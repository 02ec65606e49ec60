//! The sub-path the console is served under.

use std::fmt;

use crate::errors::ConfigError;

/// The sub-path the console is served under: starts and ends with `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BasePath(String);

impl BasePath {
    /// Normalises `shardscope`, `/shardscope` and `/shardscope/` alike to `/shardscope/`.
    pub fn parse(raw: &str) -> Result<Self, ConfigError> {
        let invalid = |reason: &str| ConfigError {
            setting: "--base-path (SHARDSCOPE_BASE_PATH)",
            reason: format!("{raw:?} {reason}"),
        };
        let trimmed = raw.trim().trim_matches('/');
        if trimmed.is_empty() {
            return Ok(Self::root());
        }
        for segment in trimmed.split('/') {
            if segment.is_empty() || segment == "." || segment == ".." {
                return Err(invalid("has an empty, '.' or '..' segment"));
            }
            let allowed = |c: char| c.is_ascii_alphanumeric() || "-._~".contains(c);
            if !segment.chars().all(allowed) {
                return Err(invalid(
                    "may only contain letters, digits, '-', '.', '_', '~' and '/'",
                ));
            }
        }
        Ok(Self(format!("/{trimmed}/")))
    }

    pub fn root() -> Self {
        Self("/".to_owned())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The prefix without its trailing slash (`/sub`), empty for the root.
    pub fn without_trailing_slash(&self) -> &str {
        &self.0[..self.0.len() - 1]
    }
}

impl fmt::Display for BasePath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_path_is_normalised_with_both_slashes() {
        for raw in ["console", "/console", "/console/", " console/ "] {
            assert_eq!(BasePath::parse(raw).unwrap().as_str(), "/console/");
        }
        assert_eq!(BasePath::parse("/").unwrap().as_str(), "/");
        assert_eq!(BasePath::parse("").unwrap().as_str(), "/");
        assert_eq!(
            BasePath::parse("/a/b").unwrap().without_trailing_slash(),
            "/a/b"
        );
    }

    #[test]
    fn base_path_rejects_traversal_and_markup() {
        for raw in [
            "/a/../b",
            "/a//b",
            "/\"><script>",
            "/a b/",
            "/a?x=1",
            "/%2e%2e/",
        ] {
            let error = BasePath::parse(raw).unwrap_err().to_string();
            assert!(error.contains("--base-path"), "{error}");
        }
    }
}
