//! The `shardscope` binary: reads its configuration, installs logging and serves the console.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use shardscope::assets::Assets;
use shardscope::config::{Cli, Command, Config, LogFormat, ProbeConfig, WELL_KNOWN_CLUSTERS_FILE};
use shardscope::default_clusters::{DefaultClusters, EnvLookup, RELOAD_INTERVAL};
use shardscope::errors::{ConfigError, StartupError};
use shardscope::proxy::{read_roots, ProxySettings};
use shardscope::server::{self, Limits};
use shardscope::{app, healthcheck, AppConfig};
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Healthcheck) = cli.command {
        return health(&cli);
    }
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // Plain text on stderr whatever the log format: read by a person, once.
            eprintln!("shardscope: {error:#}");
            ExitCode::FAILURE
        }
    }
}

fn health(cli: &Cli) -> ExitCode {
    let checked = ProbeConfig::from_cli(cli)
        .map_err(|error| error.to_string())
        .and_then(|probe| healthcheck::check(probe.listen, &probe.base_path));
    match checked {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("shardscope healthcheck: {message}");
            ExitCode::FAILURE
        }
    }
}

fn install_tracing(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    match format {
        LogFormat::Text => builder.with_ansi(std::io::stdout().is_terminal()).init(),
        LogFormat::Json => builder.json().init(),
    }
}

/// In managed mode the page may connect to the console only, so a cluster that is not proxied
/// cannot be reached from the browser.
fn warn_unreachable_direct_clusters(clusters: &DefaultClusters) {
    for id in clusters.direct_ids().iter() {
        tracing::warn!(
            "cluster {id}: browsers cannot reach it with --no-direct-clusters \
             (SHARDSCOPE_NO_DIRECT_CLUSTERS); set \"proxy\": true"
        );
    }
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let env: EnvLookup = Arc::new(|name: &str| std::env::var(name).ok());
    let config = Config::from_cli(cli, env.as_ref(), Path::new(WELL_KNOWN_CLUSTERS_FILE))?;
    install_tracing(config.log_format);
    for name in &config.ignored_cluster_sources {
        tracing::warn!(
            "{name} is ignored: predefined clusters come from {}",
            config.clusters.describe()
        );
    }
    let proxy = proxy_settings(&config)?;
    let clusters = DefaultClusters::load(config.clusters, env).map_err(StartupError::from)?;
    if config.no_direct_clusters {
        warn_unreachable_direct_clusters(&clusters);
    }
    let limits = Limits {
        max_connections: fit_file_limit(config.max_connections),
        shutdown_grace: config.shutdown_grace,
        ..Limits::default()
    };
    let listen = config.listen;
    let base_path = config.base_path.clone();
    let app_config = AppConfig {
        base_path: config.base_path,
        update_url: config.update_url,
        clusters: clusters.clone(),
        assets: Assets::embedded(),
        allowed_hosts: config.allowed_hosts,
        no_direct_clusters: config.no_direct_clusters,
        proxy,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(listen)
            .await
            .map_err(|error| StartupError::Listen {
                address: listen,
                error,
            })?;
        let address = listener.local_addr().unwrap_or(listen);
        // Before the console says it listens, so a stop right after it is a clean one.
        let shutdown = server::shutdown_signal();
        tracing::info!(
            "Shardscope {} console at http://{address}{base_path}",
            env!("CARGO_PKG_VERSION")
        );
        let _watcher = clusters.watch(RELOAD_INTERVAL);
        server::serve(listener, app(app_config), limits, shutdown).await;
        Ok(())
    })
}

/// The proxy's settings; the --ca-file certificates are read here, once.
fn proxy_settings(config: &Config) -> Result<ProxySettings, StartupError> {
    let extra_roots = match &config.ca_file {
        None => Vec::new(),
        Some(path) => read_roots(path).map_err(|reason| ConfigError {
            setting: "--ca-file (SHARDSCOPE_CA_FILE)",
            reason,
        })?,
    };
    Ok(ProxySettings {
        body_limit: config.proxy_body_limit,
        signed_body_limit: config.proxy_signed_body_limit,
        connect_timeout: config.proxy_connect_timeout,
        read_timeout: config.proxy_read_timeout,
        extra_roots,
        trusted_user_header: config.trusted_user_header.clone(),
    })
}

/// The connection cap, lowered when the open file limit could not hold it: the soft limit
/// is raised towards the hard one first, as a server that needs descriptors should.
#[cfg(unix)]
fn fit_file_limit(wanted: usize) -> usize {
    use rustix::process::{getrlimit, setrlimit, Resource};
    use shardscope::server::RESERVED_DESCRIPTORS;

    let needed = wanted.saturating_add(RESERVED_DESCRIPTORS);
    let mut limit = getrlimit(Resource::Nofile);
    let soft = limit
        .current
        .map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
    if soft >= needed {
        return wanted;
    }
    let hard = limit
        .maximum
        .map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
    let raised = needed.min(hard);
    limit.current = u64::try_from(raised).ok();
    let available = if raised > soft && setrlimit(Resource::Nofile, limit).is_ok() {
        raised
    } else {
        soft
    };
    let fitted = available
        .saturating_sub(RESERVED_DESCRIPTORS)
        .clamp(1, wanted);
    if fitted < wanted {
        tracing::warn!(
            max_connections = fitted,
            open_file_limit = available,
            "--max-connections {wanted} lowered to fit the open file limit (ulimit -n)"
        );
    }
    fitted
}

#[cfg(not(unix))]
fn fit_file_limit(wanted: usize) -> usize {
    wanted
}
