//! The command line and its environment variables, as clap reads them (the `--help` text).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::builder::BoolishValueParser;
use clap::{ArgAction, Parser, Subcommand, ValueEnum};

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
    /// Managed mode: users get only the predefined clusters (best reached with "proxy": true)
    /// and cannot add their own; the page may connect to the console only. The variable takes
    /// true/false or 1/0.
    #[arg(
        long,
        env = "SHARDSCOPE_NO_DIRECT_CLUSTERS",
        action = ArgAction::SetTrue,
        value_parser = BoolishValueParser::new(),
        global = true
    )]
    pub no_direct_clusters: bool,
    /// Largest request body passed to a proxied cluster: bytes, or a size like 100mb or
    /// 1gib (k, m and g count in 1024s, as in Elasticsearch). Larger bodies get 413.
    #[arg(
        long,
        env = "SHARDSCOPE_PROXY_BODY_LIMIT",
        default_value = "100mb",
        global = true
    )]
    pub proxy_body_limit: String,
    /// Largest request body passed to a cluster with AWS request signing, whose bodies are
    /// held whole in memory to be signed: bytes or a size like 10mb. Larger bodies get 413.
    #[arg(
        long,
        env = "SHARDSCOPE_PROXY_SIGNED_BODY_LIMIT",
        default_value = "10mb",
        global = true
    )]
    pub proxy_signed_body_limit: String,
    /// Seconds the proxy waits for a connection to a cluster before trying its next address.
    #[arg(
        long,
        env = "SHARDSCOPE_PROXY_CONNECT_TIMEOUT",
        default_value_t = 10,
        value_parser = clap::value_parser!(u64).range(1..),
        global = true
    )]
    pub proxy_connect_timeout: u64,
    /// Seconds of silence the proxy allows on a request to a cluster: no part of the request
    /// body sent and no answer, or no part of the answer (never a limit on the whole
    /// exchange); past it the request fails with 504, or a started answer is cut.
    #[arg(
        long,
        env = "SHARDSCOPE_PROXY_READ_TIMEOUT",
        default_value_t = 120,
        value_parser = clap::value_parser!(u64).range(1..),
        global = true
    )]
    pub proxy_read_timeout: u64,
    /// PEM file of certificate authorities the proxy trusts for every proxied cluster,
    /// besides the system's (a cluster's caFile adds its own).
    #[arg(long, env = "SHARDSCOPE_CA_FILE", global = true)]
    pub ca_file: Option<PathBuf>,
    /// Header that an authenticating proxy in front of the console sets to the user's name
    /// (e.g. X-Forwarded-User); the audit log of proxied writes names that user. Set it only
    /// when every request comes through that proxy: clients could send it themselves.
    #[arg(long, env = "SHARDSCOPE_TRUSTED_USER_HEADER", global = true)]
    pub trusted_user_header: Option<String>,
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
