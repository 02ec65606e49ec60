//! One HTTP client per proxied cluster configuration, made the first time the configuration
//! is used and kept until the clusters file changes it: connections to a cluster are reused
//! across requests, and a new CA file or `insecure` setting takes effect with the reload.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::clusters::PredefinedCluster;

use super::ProxySettings;

/// The clients of the clusters in use, by cluster id.
#[derive(Default)]
pub struct Clients {
    by_id: Mutex<HashMap<String, Entry>>,
}

struct Entry {
    /// The configuration the client was made for.
    cluster: Arc<PredefinedCluster>,
    client: Result<reqwest::Client, String>,
}

impl Clients {
    /// The client for `cluster`; an error says why none can be made (a CA file that cannot
    /// be read, for example).
    pub fn get(
        &self,
        cluster: &Arc<PredefinedCluster>,
        settings: &ProxySettings,
    ) -> Result<reqwest::Client, String> {
        let mut by_id = self.by_id.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = by_id.get(&cluster.id) {
            if Arc::ptr_eq(&entry.cluster, cluster) || entry.cluster == *cluster {
                return entry.client.clone();
            }
        }
        let client = build(cluster, settings);
        if let Err(reason) = &client {
            tracing::error!(cluster = %cluster.id, "{reason}");
        }
        by_id.insert(
            cluster.id.clone(),
            Entry {
                cluster: Arc::clone(cluster),
                client: client.clone(),
            },
        );
        client
    }
}

fn build(cluster: &PredefinedCluster, settings: &ProxySettings) -> Result<reqwest::Client, String> {
    let mut builder = reqwest::Client::builder()
        .connect_timeout(settings.connect_timeout)
        // The read timeout is the proxy's own, as silence (see activity.rs): the client's
        // counts the whole wait for an answer's head, however busy the request is.
        // A redirect is the cluster's answer, passed to the app as it is.
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy();
    for root in &settings.extra_roots {
        builder = builder.add_root_certificate(root.clone());
    }
    if let Some(path) = &cluster.ca_file {
        for root in read_roots(path)? {
            builder = builder.add_root_certificate(root);
        }
    }
    if cluster.insecure {
        builder = builder.danger_accept_invalid_certs(true);
    }
    builder.build().map_err(|error| {
        format!(
            "The HTTP client for cluster \"{}\" cannot be set up: {error}",
            cluster.id
        )
    })
}

/// The certificates of a PEM file; an error names the file and what is wrong with it.
pub fn read_roots(path: &std::path::Path) -> Result<Vec<reqwest::Certificate>, String> {
    let pem = std::fs::read(path)
        .map_err(|error| format!("cannot read the CA file {}: {error}", path.display()))?;
    let roots = reqwest::Certificate::from_pem_bundle(&pem).map_err(|error| {
        format!(
            "the CA file {} is not a PEM certificate bundle: {error}",
            path.display()
        )
    })?;
    if roots.is_empty() {
        return Err(format!(
            "the CA file {} holds no PEM certificate",
            path.display()
        ));
    }
    Ok(roots)
}
