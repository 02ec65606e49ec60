//! Command line and environment configuration, validated once into typed values:
//! [`Config::from_cli`] for serving, [`ProbeConfig::from_cli`] for `shardscope healthcheck`.

mod base_path;
mod byte_size;
mod cli;
mod cluster_source;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

pub use base_path::BasePath;
pub use cli::{Cli, Command, LogFormat};
pub use cluster_source::{
    ClusterSource, CLUSTERS_VAR, LEGACY_CLUSTERS_VAR, WELL_KNOWN_CLUSTERS_FILE,
};

use crate::errors::ConfigError;
use crate::hosts::AllowedHosts;

/// The settings the console is served with, each one checked.
#[derive(Debug, Clone)]
pub struct Config {
    pub listen: SocketAddr,
    pub base_path: BasePath,
    /// The update host, without a trailing slash; without it there is no update check.
    pub update_url: Option<String>,
    pub log_format: LogFormat,
    pub allowed_hosts: AllowedHosts,
    /// Where the predefined clusters come from (their content is checked when they load).
    pub clusters: ClusterSource,
    /// Cluster sources that were set but lost to `clusters`, to be warned about.
    pub ignored_cluster_sources: Vec<&'static str>,
    /// Connections served at once, before it is fitted to the open file limit.
    pub max_connections: usize,
    /// How long shutdown waits for requests in flight.
    pub shutdown_grace: Duration,
    /// Managed mode: only the predefined clusters are offered, and the page connects only to
    /// the console.
    pub no_direct_clusters: bool,
    /// Largest request body passed to a proxied cluster, in bytes.
    pub proxy_body_limit: u64,
    /// Largest body of a proxied cluster with AWS request signing.
    pub proxy_signed_body_limit: u64,
    pub proxy_connect_timeout: Duration,
    /// Longest wait for a cluster's answer and between its parts.
    pub proxy_read_timeout: Duration,
    /// Certificate authorities trusted for every proxied cluster (read at start-up).
    pub ca_file: Option<PathBuf>,
    /// The header naming the user in the audit log of proxied writes.
    pub trusted_user_header: Option<axum::http::HeaderName>,
}

impl Config {
    /// Checks what clap parsed. `env` looks up the variables that are not flags (the inline
    /// clusters); `well_known_clusters_file` is used when no other source is set and it exists.
    /// The first invalid setting is the error.
    pub fn from_cli(
        cli: Cli,
        env: &dyn Fn(&str) -> Option<String>,
        well_known_clusters_file: &Path,
    ) -> Result<Self, ConfigError> {
        let base_path = BasePath::parse(&cli.base_path)?;
        let update_url = cli.update_url.as_deref().map(update_url).transpose()?;
        let (clusters, ignored_cluster_sources) =
            ClusterSource::resolve(cli.clusters_file, env, well_known_clusters_file);
        let allowed_hosts = AllowedHosts::parse(cli.allowed_hosts.as_deref(), cli.listen)?;
        let proxy_body_limit = size(
            &cli.proxy_body_limit,
            "--proxy-body-limit (SHARDSCOPE_PROXY_BODY_LIMIT)",
        )?;
        let proxy_signed_body_limit = size(
            &cli.proxy_signed_body_limit,
            "--proxy-signed-body-limit (SHARDSCOPE_PROXY_SIGNED_BODY_LIMIT)",
        )?;
        let trusted_user_header = cli
            .trusted_user_header
            .as_deref()
            .map(trusted_user_header)
            .transpose()?;
        Ok(Self {
            listen: cli.listen,
            base_path,
            update_url,
            log_format: cli.log_format,
            allowed_hosts,
            clusters,
            ignored_cluster_sources,
            max_connections: usize::try_from(cli.max_connections).unwrap_or(usize::MAX),
            shutdown_grace: Duration::from_secs(cli.shutdown_grace),
            no_direct_clusters: cli.no_direct_clusters,
            proxy_body_limit,
            proxy_signed_body_limit,
            proxy_connect_timeout: Duration::from_secs(cli.proxy_connect_timeout),
            proxy_read_timeout: Duration::from_secs(cli.proxy_read_timeout),
            ca_file: cli.ca_file,
            trusted_user_header,
        })
    }
}

/// What `shardscope healthcheck` needs. Only these settings are checked, so the probe does
/// not fail on a setting that only serving uses.
#[derive(Debug, Clone)]
pub struct ProbeConfig {
    pub listen: SocketAddr,
    pub base_path: BasePath,
}

impl ProbeConfig {
    pub fn from_cli(cli: &Cli) -> Result<Self, ConfigError> {
        Ok(Self {
            listen: cli.listen,
            base_path: BasePath::parse(&cli.base_path)?,
        })
    }
}

/// A positive size setting: bytes or a number with kb, mb or gb.
fn size(text: &str, setting: &'static str) -> Result<u64, ConfigError> {
    byte_size::parse(text)
        .filter(|limit| *limit > 0)
        .ok_or_else(|| ConfigError {
            setting,
            reason: format!("{text:?} is not a size: give bytes or a number with kb, mb or gb"),
        })
}
/// A header name, as an authenticating proxy sends it.
fn trusted_user_header(raw: &str) -> Result<axum::http::HeaderName, ConfigError> {
    axum::http::HeaderName::from_bytes(raw.trim().as_bytes()).map_err(|_| ConfigError {
        setting: "--trusted-user-header (SHARDSCOPE_TRUSTED_USER_HEADER)",
        reason: format!("{raw:?} is not an HTTP header name"),
    })
}

/// The update host: an http(s) URL, kept without a trailing slash.
fn update_url(raw: &str) -> Result<String, ConfigError> {
    let trimmed = raw.trim().trim_end_matches('/');
    let host = trimmed
        .strip_prefix("https://")
        .or_else(|| trimmed.strip_prefix("http://"));
    match host {
        Some(rest) if !rest.is_empty() && !rest.contains(char::is_whitespace) => {
            Ok(trimmed.to_owned())
        }
        _ => Err(ConfigError {
            setting: "--update-url (SHARDSCOPE_UPDATE_URL)",
            reason: format!("{raw:?} is not an http:// or https:// URL"),
        }),
    }
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    const NOWHERE: &str = "/nonexistent/clusters.json";

    fn config(args: &[&str], env: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let cli = Cli::try_parse_from([&["shardscope"], args].concat()).unwrap();
        let env = |name: &str| {
            env.iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        };
        Config::from_cli(cli, &env, Path::new(NOWHERE))
    }

    #[test]
    fn update_url_must_be_http() {
        assert_eq!(
            update_url("https://updates.example.com/").unwrap(),
            "https://updates.example.com"
        );
        assert!(update_url("ftp://x").is_err());
        assert!(update_url("https://").is_err());
    }

    // Flags win over the variables clap reads from the test's own environment.
    #[test]
    fn every_setting_is_typed() {
        let config = config(
            &[
                "--listen=0.0.0.0:9000",
                "--base-path=console",
                "--update-url=https://updates.example.com/",
                "--log-format=json",
                "--allowed-hosts=console.example.com",
                "--clusters-file=c.json",
                "--max-connections=10",
                "--shutdown-grace=3",
                "--no-direct-clusters",
                "--proxy-body-limit=1gib",
                "--proxy-connect-timeout=2",
                "--proxy-read-timeout=30",
                "--ca-file=/etc/ssl/corp.pem",
                "--trusted-user-header=X-Forwarded-User",
            ],
            &[(CLUSTERS_VAR, "[]")],
        )
        .unwrap();
        assert_eq!(config.base_path.as_str(), "/console/");
        assert_eq!(
            config.update_url.as_deref(),
            Some("https://updates.example.com")
        );
        assert_eq!(config.log_format, LogFormat::Json);
        assert!(config.allowed_hosts.allows(Some("console.example.com")));
        assert!(!config.allowed_hosts.allows(Some("other.example.com")));
        assert_eq!(config.clusters, ClusterSource::File("c.json".into()));
        assert_eq!(config.ignored_cluster_sources, vec![CLUSTERS_VAR]);
        assert_eq!(config.max_connections, 10);
        assert_eq!(config.shutdown_grace, Duration::from_secs(3));
        assert!(config.no_direct_clusters);
        assert_eq!(config.proxy_body_limit, 1 << 30);
        assert_eq!(config.proxy_connect_timeout, Duration::from_secs(2));
        assert_eq!(config.proxy_read_timeout, Duration::from_secs(30));
        assert_eq!(config.ca_file, Some(PathBuf::from("/etc/ssl/corp.pem")));
        assert_eq!(
            config.trusted_user_header.unwrap().as_str(),
            "x-forwarded-user"
        );
    }

    #[test]
    fn proxy_settings_have_defaults() {
        let config = config(&[], &[]).unwrap();
        assert_eq!(config.proxy_body_limit, 100 * 1024 * 1024);
        assert_eq!(config.proxy_connect_timeout, Duration::from_secs(10));
        assert_eq!(config.proxy_read_timeout, Duration::from_mins(2));
        assert_eq!(config.ca_file, None);
        assert_eq!(config.trusted_user_header, None);
    }

    #[test]
    fn an_invalid_setting_is_named_in_the_error() {
        let cases = [
            (
                "--base-path=/a/../b",
                "invalid --base-path (SHARDSCOPE_BASE_PATH): ",
            ),
            ("--update-url=updates.example.com", "invalid --update-url"),
            (
                "--allowed-hosts=example.com:8080",
                "invalid --allowed-hosts",
            ),
            (
                "--proxy-body-limit=lots",
                "invalid --proxy-body-limit (SHARDSCOPE_PROXY_BODY_LIMIT): ",
            ),
            ("--proxy-body-limit=0", "invalid --proxy-body-limit"),
            (
                "--trusted-user-header=X User",
                "invalid --trusted-user-header (SHARDSCOPE_TRUSTED_USER_HEADER): ",
            ),
        ];
        for (arg, start) in cases {
            let error = config(&[arg], &[]).unwrap_err().to_string();
            assert!(error.starts_with(start), "{arg}: {error}");
        }
    }

    #[test]
    fn the_probe_checks_only_its_address_and_base_path() {
        let cli = Cli::try_parse_from([
            "shardscope",
            "healthcheck",
            "--base-path=hc",
            "--update-url=not a url",
        ])
        .unwrap();
        let probe = ProbeConfig::from_cli(&cli).unwrap();
        assert_eq!(probe.base_path.as_str(), "/hc/");
        let cli =
            Cli::try_parse_from(["shardscope", "healthcheck", "--base-path=/a/../b"]).unwrap();
        assert!(ProbeConfig::from_cli(&cli).is_err());
    }
}
