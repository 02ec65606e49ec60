//! `/api/default_clusters.json`: the predefined clusters, validated at start-up and, when
//! they come from a file, reloaded on change while the last good version keeps being served.
//! Each version is compressed once (brotli and gzip) when it is loaded, not per request.

use std::collections::HashMap;
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::Response;

mod clusters_file;
mod compressed;
mod reload;
mod version;

use crate::clusters::{ClustersError, PredefinedCluster};
use crate::config::ClusterSource;
use crate::negotiation::{self, Encoding};
use crate::runtime_config::json_no_store;

use clusters_file::{check_size, utf8, Stamp};
pub(crate) use compressed::compressed_variants;
use compressed::Compressed;
use version::{validate, Version};

/// Looks up an environment variable for `${NAME}` placeholders.
pub type EnvLookup = Arc<dyn Fn(&str) -> Option<String> + Send + Sync>;

/// How often a clusters file is checked for changes.
pub const RELOAD_INTERVAL: Duration = Duration::from_secs(2);

/// The largest clusters file read: a thousand clusters take some 500 KB.
pub const MAX_FILE_SIZE: u64 = 10 * 1024 * 1024;

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
    body: Arc<Compressed>,
    /// The clusters of that version reached through the proxy, by id.
    proxied: Proxied,
    /// Ids of the clusters the browser reaches itself.
    direct: Arc<Vec<String>>,
    /// How many clusters that version holds.
    count: usize,
    /// Counts the versions served, so pages made from one know when they are out of date.
    generation: u64,
    /// The file content last looked at, good or bad, so that a bad version is reported once.
    seen: Option<Vec<u8>>,
    /// The file's metadata when it was last looked at.
    stamp: Option<Stamp>,
    read_failed: bool,
}

/// Clusters reached through the proxy, by id; replaced whole by each reload.
type Proxied = Arc<HashMap<String, Arc<PredefinedCluster>>>;

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
        Self::of(&[])
    }

    /// Serves `clusters`, as they are: never reloaded.
    pub fn of(clusters: &[PredefinedCluster]) -> Self {
        Self::with(
            ClusterSource::None,
            Arc::new(|_: &str| None),
            Version::of(clusters),
            None,
        )
    }

    /// Reads and validates the source; any problem is an error naming the entry and field.
    pub fn load(source: ClusterSource, env: EnvLookup) -> Result<Self, ClustersError> {
        let (text, seen) = match &source {
            ClusterSource::None => return Ok(Self::empty()),
            ClusterSource::Inline { json, .. } => (json.clone(), None),
            ClusterSource::File(path) => {
                let read_error = |error| ClustersError::Read {
                    path: path.clone(),
                    error,
                };
                let size = std::fs::metadata(path).map_err(read_error)?.len();
                check_size(path, size)?;
                let data = std::fs::read(path).map_err(read_error)?;
                check_size(path, data.len() as u64)?;
                (utf8(&data, &source)?.to_owned(), Some(data))
            }
        };
        let version = validate(&text, &source, &env)?;
        tracing::info!(count = version.count, source = %source.describe(), "predefined clusters loaded");
        Ok(Self::with(source, env, version, seen))
    }

    fn with(
        source: ClusterSource,
        env: EnvLookup,
        version: Version,
        seen: Option<Vec<u8>>,
    ) -> Self {
        let state = RwLock::new(Loaded {
            body: Arc::new(Compressed::new(version.body, version.secret)),
            proxied: version.proxied,
            direct: version.direct,
            count: version.count,
            generation: 0,
            seen,
            stamp: None,
            read_failed: false,
        });
        Self(Arc::new(Inner { source, env, state }))
    }

    /// The JSON array currently served.
    pub fn json(&self) -> Bytes {
        self.current().identity.clone()
    }

    /// The JSON array currently served, its version number (it grows with every reload that
    /// changed it) and whether any entry carries a credential.
    pub fn versioned_json(&self) -> (u64, Bytes, bool) {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        let body = &state.body;
        (
            state.generation,
            body.identity.clone(),
            body.holds_credentials,
        )
    }

    /// How many predefined clusters are served now.
    pub fn count(&self) -> usize {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        state.count
    }

    /// The cluster with this id when it is reached through the proxy, as currently loaded.
    pub fn proxied(&self, id: &str) -> Option<Arc<PredefinedCluster>> {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        state.proxied.get(id).cloned()
    }

    /// Ids of the loaded clusters that are not proxied (the browser connects to them itself).
    pub fn direct_ids(&self) -> Arc<Vec<String>> {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(&state.direct)
    }

    fn current(&self) -> Arc<Compressed> {
        let state = self.0.state.read().unwrap_or_else(PoisonError::into_inner);
        Arc::clone(&state.body)
    }
}

pub async fn serve(State(clusters): State<DefaultClusters>, request: HeaderMap) -> Response {
    let body = clusters.current();
    let accept = request
        .get(header::ACCEPT_ENCODING)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    let usable = |variant: &Option<Bytes>| variant.as_ref().is_some_and(|bytes| !bytes.is_empty());
    let encoding = negotiation::choose(accept, usable(&body.brotli), usable(&body.gzip));
    let chosen = match encoding {
        Encoding::Brotli => body.brotli.clone(),
        Encoding::Gzip => body.gzip.clone(),
        Encoding::Identity => None,
    };
    let mut response = json_no_store(chosen.unwrap_or_else(|| body.identity.clone()));
    let headers = response.headers_mut();
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    if let Some(token) = encoding.token() {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(token));
    }
    response
}
