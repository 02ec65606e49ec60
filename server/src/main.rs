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
use shardscope::server::{self, Limits};
use shardscope::{app, healthcheck, AppConfig};
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
    let clusters = DefaultClusters::load(source, env).map_err(StartupError::from)?;
    let config = AppConfig {
        base_path: base_path.clone(),
        update_url,
        clusters: clusters.clone(),
        assets: Assets::embedded(),
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(cli.listen)
            .await
            .map_err(|source| StartupError::Listen {
                address: cli.listen,
                source,
            })?;
        let address = listener.local_addr().unwrap_or(cli.listen);
        tracing::info!(
            "Shardscope {} console at http://{address}{base_path}",
            env!("CARGO_PKG_VERSION")
        );
        let _watcher = clusters.watch(RELOAD_INTERVAL);
        server::serve(
            listener,
            app(config),
            Limits::default(),
            server::shutdown_signal(),
        )
        .await;
        Ok(())
    })
}
