//! `/api/default_clusters.json`: the predefined clusters, validated at start-up and, when
//! they come from a file, reloaded on change while the last good version keeps being served.

use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::response::Response;

use crate::clusters;
use crate::config::ClusterSource;
use crate::errors::ClustersError;
use crate::runtime_config::json_no_store;

/// Looks up an environment variable for `${NAME}` placeholders.
pub type EnvLookup = Arc<dyn Fn(&str) -> Option<String> + Send + Sync>;

/// How often a clusters file is checked for changes.
pub const RELOAD_INTERVAL: Duration = Duration::from_secs(2);

/// The clusters being served. Cheap to clone; clones share the same list.
#[derive(Clone)]
pub struct DefaultClusters(Arc<Inner>);

struct Inner {
    source: ClusterSource,
    env: EnvLookup,
    state: RwLock<Loaded>,
}

struct Loaded {
    /// The JSON served: the last good version.
    body: Bytes,
    /// The file content last looked at, good or bad, so that a bad version is reported once.
    seen: Option<Vec<u8>>,
    read_failed: bool,
}

/// What a reload did.
#[derive(Debug)]
pub enum Reload {
    Unchanged,
    Updated { count: usize },
    Rejected(ClustersError),
}

impl DefaultClusters {
    /// Serves `[]`.
    pub fn empty() -> Self {
        Self::with(
            ClusterSource::None,
            Arc::new(|_: &str| None),
            Bytes::from_static(b"[]"),
            None,
        )
    }

    /// Reads and validates the source; any problem is an error naming the entry and field.
    pub fn load(source: ClusterSource, env: EnvLookup) -> Result<Self, ClustersError> {
        let (text, seen) = match &source {
            ClusterSource::None => return Ok(Self::empty()),
            ClusterSource::Inline { json, .. } => (json.clone(), None),
            ClusterSource::File(path) => {
                let data = std::fs::read(path).map_err(|source| ClustersError::Read {
                    path: path.clone(),
                    source,
                })?;
                (String::from_utf8_lossy(&data).into_owned(), Some(data))
            }
        };
        let (body, count) = validate(&text, &source, &env)?;
        tracing::info!(count, source = %source.describe(), "predefined clusters loaded");
        Ok(Self::with(source, env, body, seen))
    }

    fn with(source: ClusterSource, env: EnvLookup, body: Bytes, seen: Option<Vec<u8>>) -> Self {
        let state = RwLock::new(Loaded {
            body,
            seen,
            read_failed: false,
        });
        Self(Arc::new(Inner { source, env, state }))
    }

    /// The JSON array currently served.
    pub fn json(&self) -> Bytes {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        state.body.clone()
    }

    /// Re-reads a clusters file. A bad version is logged once and the last good one stays.
    pub async fn reload(&self) -> Reload {
        let ClusterSource::File(path) = &self.0.source else {
            return Reload::Unchanged;
        };
        let data = match tokio::fs::read(path).await {
            Ok(data) => data,
            Err(error) => return self.read_failed(path, &error),
        };
        if self.already_seen(&data) {
            return Reload::Unchanged;
        }
        let outcome = validate(&String::from_utf8_lossy(&data), &self.0.source, &self.0.env);
        let mut state = self.0.state.write().unwrap_or_else(PoisonError::into_inner);
        state.seen = Some(data);
        state.read_failed = false;
        match outcome {
            Ok((body, count)) => {
                state.body = body;
                tracing::info!(count, path = %path.display(), "predefined clusters reloaded");
                Reload::Updated { count }
            }
            Err(error) => {
                tracing::error!("{error}; still serving the previous predefined clusters");
                Reload::Rejected(error)
            }
        }
    }

    fn already_seen(&self, data: &[u8]) -> bool {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        !state.read_failed && state.seen.as_deref() == Some(data)
    }

    fn read_failed(&self, path: &std::path::Path, error: &std::io::Error) -> Reload {
        let mut state = self.0.state.write().unwrap_or_else(PoisonError::into_inner);
        if !state.read_failed {
            tracing::warn!(path = %path.display(), %error, "cannot read the predefined clusters file; still serving the previous version");
            state.read_failed = true;
        }
        Reload::Unchanged
    }

    /// Checks a clusters file for changes every `interval` (nothing to do for other sources).
    pub fn watch(&self, interval: Duration) -> Option<tokio::task::JoinHandle<()>> {
        if !matches!(self.0.source, ClusterSource::File(_)) {
            return None;
        }
        let clusters = self.clone();
        Some(tokio::spawn(async move {
            let mut ticks = tokio::time::interval(interval);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticks.tick().await;
                clusters.reload().await;
            }
        }))
    }
}

fn validate(
    text: &str,
    source: &ClusterSource,
    env: &EnvLookup,
) -> Result<(Bytes, usize), ClustersError> {
    let parsed = clusters::parse(text, &source.describe(), env.as_ref())?;
    for warning in &parsed.warnings {
        tracing::warn!("{warning}");
    }
    let body = serde_json::to_vec(&parsed.clusters).unwrap_or_else(|_| b"[]".to_vec());
    Ok((Bytes::from(body), parsed.clusters.len()))
}

pub async fn serve(State(clusters): State<DefaultClusters>) -> Response {
    json_no_store(clusters.json())
}
