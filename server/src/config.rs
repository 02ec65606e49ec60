//! Command line and environment configuration, validated once into typed values.

use std::fmt;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand, ValueEnum};

use crate::errors::StartupError;

/// Where the image (and any installation) keeps its predefined clusters by default.
pub const WELL_KNOWN_CLUSTERS_FILE: &str = "/etc/shardscope/clusters.json";
/// Inline predefined clusters, as JSON.
pub const CLUSTERS_VAR: &str = "SHARDSCOPE_CLUSTERS";
/// Inline predefined clusters under the name used by the console Shardscope replaces.
pub const LEGACY_CLUSTERS_VAR: &str = "ELASTICVUE_CLUSTERS";

/// Shardscope: administration console for Elasticsearch and OpenSearch clusters.
// The doc lines are the --help text, where backticks would show as they are.
#[allow(clippy::doc_markdown)]
#[derive(Debug, Parser)]
#[command(name = "shardscope", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Address to listen on, as IP:port (0.0.0.0:8080 to accept connections from other hosts).
    #[arg(
        long,
        env = "SHARDSCOPE_LISTEN",
        default_value = "127.0.0.1:8080",
        global = true
    )]
    pub listen: SocketAddr,
    /// JSON file with the predefined clusters; changes are picked up without a restart.
    /// Default: /etc/shardscope/clusters.json when that file exists.
    /// Without a file, SHARDSCOPE_CLUSTERS (or ELASTICVUE_CLUSTERS) may hold the same JSON.
    #[arg(long, env = "SHARDSCOPE_CLUSTERS_FILE", global = true)]
    pub clusters_file: Option<PathBuf>,
    /// Serve the console under this sub-path (e.g. /shardscope/), applied at run time.
    #[arg(long, env = "SHARDSCOPE_BASE_PATH", default_value = "/", global = true)]
    pub base_path: String,
    /// Update host the console asks for new versions; without it there is no update check.
    #[arg(long, env = "SHARDSCOPE_UPDATE_URL", global = true)]
    pub update_url: Option<String>,
    /// Log format: text or json. The level filter comes from RUST_LOG (default: info).
    #[arg(
        long,
        env = "SHARDSCOPE_LOG_FORMAT",
        value_enum,
        default_value_t = LogFormat::Text,
        global = true
    )]
    pub log_format: LogFormat,
    /// Host names the console answers to, comma-separated ("*" for any); other names get
    /// 421, the health check answers any. Default: loopback names (localhost, 127.0.0.1,
    /// [::1]) when listening on a loopback address, any name otherwise.
    #[arg(long, env = "SHARDSCOPE_ALLOWED_HOSTS", global = true)]
    pub allowed_hosts: Option<String>,
    /// Connections served at once; beyond it the health check still answers and other
    /// requests get 503. Lowered to fit the process's open file limit.
    #[arg(
        long,
        env = "SHARDSCOPE_MAX_CONNECTIONS",
        default_value_t = 1024,
        value_parser = clap::value_parser!(u32).range(1..),
        global = true
    )]
    pub max_connections: u32,
    /// Seconds shutdown waits for requests in flight (keep it below the container's stop
    /// timeout: Docker's default is 10, Kubernetes' terminationGracePeriodSeconds 30).
    #[arg(
        long,
        env = "SHARDSCOPE_SHUTDOWN_GRACE",
        default_value_t = 8,
        global = true
    )]
    pub shutdown_grace: u64,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Exit 0 when the console at --listen answers its health check (for container probes).
    Healthcheck,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

/// The sub-path the console is served under: starts and ends with `/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BasePath(String);

impl BasePath {
    /// Normalises `shardscope`, `/shardscope` and `/shardscope/` alike to `/shardscope/`.
    pub fn parse(raw: &str) -> Result<Self, StartupError> {
        let invalid = |reason: &str| StartupError::Setting {
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

/// Validates the update host: an http(s) URL, kept without a trailing slash.
pub fn parse_update_url(raw: &str) -> Result<String, StartupError> {
    let trimmed = raw.trim().trim_end_matches('/');
    let host = trimmed
        .strip_prefix("https://")
        .or_else(|| trimmed.strip_prefix("http://"));
    match host {
        Some(rest) if !rest.is_empty() && !rest.contains(char::is_whitespace) => {
            Ok(trimmed.to_owned())
        }
        _ => Err(StartupError::Setting {
            setting: "--update-url (SHARDSCOPE_UPDATE_URL)",
            reason: format!("{raw:?} is not an http:// or https:// URL"),
        }),
    }
}

/// Where the predefined clusters come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClusterSource {
    None,
    File(PathBuf),
    Inline {
        variable: &'static str,
        json: String,
    },
}

impl ClusterSource {
    /// Picks the source by precedence: the file setting, `SHARDSCOPE_CLUSTERS`,
    /// `ELASTICVUE_CLUSTERS`, then the well-known file when it exists. Returns the
    /// sources that were set but lost, so the caller can warn about them.
    pub fn resolve(
        file: Option<PathBuf>,
        env: &dyn Fn(&str) -> Option<String>,
        well_known: &Path,
    ) -> (Self, Vec<&'static str>) {
        let non_empty = |name: &str| env(name).filter(|value| !value.trim().is_empty());
        let mut candidates = Vec::new();
        if let Some(path) = file {
            candidates.push(("--clusters-file", Self::File(path)));
        }
        for variable in [CLUSTERS_VAR, LEGACY_CLUSTERS_VAR] {
            if let Some(json) = non_empty(variable) {
                candidates.push((variable, Self::Inline { variable, json }));
            }
        }
        let mut candidates = candidates.into_iter();
        match candidates.next() {
            Some((_, chosen)) => (chosen, candidates.map(|(name, _)| name).collect()),
            None if well_known.is_file() => (Self::File(well_known.to_path_buf()), Vec::new()),
            None => (Self::None, Vec::new()),
        }
    }

    /// How error messages name this source.
    pub fn describe(&self) -> String {
        match self {
            Self::None => "no clusters configured".to_owned(),
            Self::File(path) => path.display().to_string(),
            Self::Inline { variable, .. } => (*variable).to_owned(),
        }
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

    #[test]
    fn update_url_must_be_http() {
        assert_eq!(
            parse_update_url("https://updates.example.com/").unwrap(),
            "https://updates.example.com"
        );
        assert!(parse_update_url("ftp://x").is_err());
        assert!(parse_update_url("https://").is_err());
    }

    fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    #[test]
    fn cluster_file_wins_over_inline_variables_which_are_reported() {
        let env = env_of(&[(CLUSTERS_VAR, "[]"), (LEGACY_CLUSTERS_VAR, "[]")]);
        let (source, ignored) =
            ClusterSource::resolve(Some("c.json".into()), &env, Path::new("/nonexistent"));
        assert_eq!(source, ClusterSource::File("c.json".into()));
        assert_eq!(ignored, vec![CLUSTERS_VAR, LEGACY_CLUSTERS_VAR]);
    }

    #[test]
    fn legacy_variable_is_used_alone_and_blank_values_do_not_count() {
        let env = env_of(&[(CLUSTERS_VAR, "  "), (LEGACY_CLUSTERS_VAR, "[{}]")]);
        let (source, ignored) = ClusterSource::resolve(None, &env, Path::new("/nonexistent"));
        assert_eq!(
            source,
            ClusterSource::Inline {
                variable: LEGACY_CLUSTERS_VAR,
                json: "[{}]".to_owned()
            }
        );
        assert!(ignored.is_empty());
    }

    #[test]
    fn well_known_file_is_used_only_when_present() {
        let env = env_of(&[]);
        let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let (source, _) = ClusterSource::resolve(None, &env, &here);
        assert_eq!(source, ClusterSource::File(here));
        let (source, _) = ClusterSource::resolve(None, &env, Path::new("/nonexistent"));
        assert_eq!(source, ClusterSource::None);
    }
}
