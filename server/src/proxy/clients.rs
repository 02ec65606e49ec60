//! One HTTP client per proxied cluster configuration, made the first time the configuration
//! is used and kept until the clusters file changes it: connections to a cluster are reused
//! across requests, and a new CA file or `insecure` setting takes effect with the reload.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use crate::clusters::PredefinedCluster;

use super::client::Client;
use super::tls;
use super::ProxySettings;

/// The clients of the clusters in use, by cluster id.
#[derive(Default)]
pub struct Clients {
    by_id: Mutex<HashMap<String, Entry>>,
}

struct Entry {
    /// The configuration the client was made for.
    cluster: Arc<PredefinedCluster>,
    client: Result<Arc<Client>, String>,
}

impl Clients {
    /// The client for `cluster`; an error says why none can be made (a CA file that cannot
    /// be read, for example): it names the file, so it is for the server log only.
    pub fn get(
        &self,
        cluster: &Arc<PredefinedCluster>,
        settings: &ProxySettings,
    ) -> Result<Arc<Client>, String> {
        let mut by_id = self.by_id.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(entry) = by_id.get(&cluster.id) {
            if Arc::ptr_eq(&entry.cluster, cluster) || entry.cluster == *cluster {
                return entry.client.clone();
            }
        }
        let client = build(cluster, settings).map(Arc::new);
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

fn build(cluster: &PredefinedCluster, settings: &ProxySettings) -> Result<Client, String> {
    let mut roots = settings.extra_roots.clone();
    if let Some(path) = &cluster.ca_file {
        roots.extend(tls::read_roots(path)?);
    }
    let config = tls::client_config(&roots, cluster.insecure).map_err(|error| {
        format!(
            "The HTTP client for cluster \"{}\" cannot be set up: {error}",
            cluster.id
        )
    })?;
    Ok(Client::new(config, settings.connect_timeout))
}
