//! The `shardscope` binary: reads its configuration, installs logging and serves the console.

use std::io::IsTerminal;
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

use anyhow::Context;
use clap::Parser;
use shardscope::assets::Assets;
use shardscope::config::{
    parse_update_url, BasePath, Cli, ClusterSource, Command, LogFormat, WELL_KNOWN_CLUSTERS_FILE,
};
use shardscope::default_clusters::{DefaultClusters, EnvLookup, RELOAD_INTERVAL};
use shardscope::errors::StartupError;
use shardscope::hosts::AllowedHosts;
use shardscope::server::{self, Limits};
use shardscope::{app, healthcheck, AppConfig};
use std::time::Duration;
use tracing_subscriber::EnvFilter;

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(Command::Healthcheck) = cli.command {
        return health(&cli);
    }
    install_tracing(cli.log_format);
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
    let checked = BasePath::parse(&cli.base_path)
        .map_err(|error| error.to_string())
        .and_then(|base_path| healthcheck::check(cli.listen, &base_path));
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

fn run(cli: Cli) -> anyhow::Result<()> {
    let base_path = BasePath::parse(&cli.base_path)?;
    let update_url = cli
        .update_url
        .as_deref()
        .map(parse_update_url)
        .transpose()?;
    let env: EnvLookup = Arc::new(|name: &str| std::env::var(name).ok());
    let (source, ignored) = ClusterSource::resolve(
        cli.clusters_file,
        env.as_ref(),
        Path::new(WELL_KNOWN_CLUSTERS_FILE),
    );
    for name in ignored {
        tracing::warn!(
            "{name} is ignored: predefined clusters come from {}",
            source.describe()
        );
    }
    let allowed_hosts = AllowedHosts::parse(cli.allowed_hosts.as_deref(), cli.listen)?;
    let clusters = DefaultClusters::load(source, env).map_err(StartupError::from)?;
    let limits = Limits {
        max_connections: fit_file_limit(usize::try_from(cli.max_connections).unwrap_or(usize::MAX)),
        shutdown_grace: Duration::from_secs(cli.shutdown_grace),
        ..Limits::default()
    };
    let config = AppConfig {
        base_path: base_path.clone(),
        update_url,
        clusters: clusters.clone(),
        assets: Assets::embedded(),
        allowed_hosts,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(cli.listen)
            .await
            .map_err(|error| StartupError::Listen {
                address: cli.listen,
                error,
            })?;
        let address = listener.local_addr().unwrap_or(cli.listen);
        tracing::info!(
            "Shardscope {} console at http://{address}{base_path}",
            env!("CARGO_PKG_VERSION")
        );
        let _watcher = clusters.watch(RELOAD_INTERVAL);
        server::serve(listener, app(config), limits, server::shutdown_signal()).await;
        Ok(())
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
