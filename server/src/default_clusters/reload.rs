//! Reloading a clusters file: re-read when its metadata changed, a bad version logged once
//! while the last good one keeps being served, and the watch that checks it periodically.

use std::sync::{Arc, PoisonError};
use std::time::Duration;

use super::clusters_file::{read_capped, utf8, Stamp};
use super::compressed::Compressed;
use super::version::validate;
use super::{DefaultClusters, Reload};
use crate::clusters::ClustersError;
use crate::config::ClusterSource;

impl DefaultClusters {
    /// Re-reads a clusters file when its metadata changed. A bad version is logged once and
    /// the last good one stays.
    pub async fn reload(&self) -> Reload {
        let ClusterSource::File(path) = &self.0.source else {
            return Reload::Unchanged;
        };
        let stamp = match tokio::fs::metadata(path).await {
            Ok(metadata) => Stamp::of(&metadata),
            Err(error) => return self.read_failed(path, &error),
        };
        if self.same_stamp(&stamp) {
            return Reload::Unchanged;
        }
        let data = match read_capped(path, stamp.len).await {
            Ok(Ok(data)) => data,
            Ok(Err(too_large)) => return self.rejected(stamp, None, too_large),
            Err(error) => return self.read_failed(path, &error),
        };
        if self.already_seen(&data) {
            self.0
                .state
                .write()
                .unwrap_or_else(PoisonError::into_inner)
                .stamp = Some(stamp);
            return Reload::Unchanged;
        }
        let outcome = utf8(&data, &self.0.source)
            .and_then(|text| validate(text, &self.0.source, &self.0.env));
        let version = match outcome {
            Ok(version) => version,
            Err(error) => return self.rejected(stamp, Some(data), error),
        };
        let mut state = self.0.state.write().unwrap_or_else(PoisonError::into_inner);
        state.seen = Some(data);
        state.stamp = Some(stamp);
        state.read_failed = false;
        let count = version.count;
        state.body = Arc::new(Compressed::new(version.body, version.secret));
        state.proxied = version.proxied;
        state.direct = version.direct;
        state.count = count;
        state.generation += 1;
        tracing::info!(count, path = %path.display(), "predefined clusters reloaded");
        Reload::Updated { count }
    }

    /// A version that cannot be served: logged once (its stamp and content are remembered).
    fn rejected(&self, stamp: Stamp, data: Option<Vec<u8>>, error: ClustersError) -> Reload {
        let mut state = self.0.state.write().unwrap_or_else(PoisonError::into_inner);
        state.seen = data;
        state.stamp = Some(stamp);
        state.read_failed = false;
        tracing::error!("{error}; still serving the previous predefined clusters");
        Reload::Rejected(error)
    }

    fn same_stamp(&self, stamp: &Stamp) -> bool {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        !state.read_failed && state.stamp.as_ref() == Some(stamp)
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
