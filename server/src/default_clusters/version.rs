//! One validated version of the predefined clusters: the JSON served, and the clusters by
//! how the browser reaches them.

use std::sync::Arc;

use axum::body::Bytes;

use super::{EnvLookup, Proxied};
use crate::clusters::{self, ClustersError, PredefinedCluster};
use crate::config::ClusterSource;

/// One validated version of the clusters.
pub(super) struct Version {
    pub(super) body: Bytes,
    pub(super) count: usize,
    pub(super) secret: bool,
    pub(super) proxied: Proxied,
    /// Ids of the clusters the browser reaches itself.
    pub(super) direct: Arc<Vec<String>>,
}

impl Version {
    pub(super) fn of(clusters: &[PredefinedCluster]) -> Self {
        let body = serde_json::to_vec(clusters).unwrap_or_else(|_| b"[]".to_vec());
        let secret = clusters.iter().any(PredefinedCluster::serves_credentials);
        let proxied = clusters
            .iter()
            .filter(|cluster| cluster.proxy)
            .map(|cluster| (cluster.id.clone(), Arc::new(cluster.clone())))
            .collect();
        Self {
            body: Bytes::from(body),
            count: clusters.len(),
            secret,
            proxied: Arc::new(proxied),
            direct: Arc::new(
                clusters
                    .iter()
                    .filter(|cluster| !cluster.proxy)
                    .map(|cluster| cluster.id.clone())
                    .collect(),
            ),
        }
    }
}

/// Parses and checks `text` (its CA files included), logging its warnings.
pub(super) fn validate(
    text: &str,
    source: &ClusterSource,
    env: &EnvLookup,
) -> Result<Version, ClustersError> {
    let parsed = clusters::parse(text, &source.describe(), env.as_ref())?;
    clusters::check_ca_files(
        &parsed.clusters,
        &source.describe(),
        &clusters::open_for_reading,
    )?;
    for warning in &parsed.warnings {
        tracing::warn!("{warning}");
    }
    Ok(Version::of(&parsed.clusters))
}
