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

mod compressed;

use crate::clusters::{self, ClustersError, PredefinedCluster};
use crate::config::ClusterSource;
use crate::negotiation::{self, Encoding};
use crate::runtime_config::json_no_store;

pub(crate) use compressed::compressed_variants;
use compressed::Compressed;

/// Looks up an environment variable for `${NAME}` placeholders.
pub type EnvLookup = Arc<dyn Fn(&str) -> Option<String> + Send + Sync>;

/// How often a clusters file is checked for changes.
pub const RELOAD_INTERVAL: Duration = Duration::from_secs(2);

/// The largest clusters file read: a thousand clusters take some 500 KB.
pub const MAX_FILE_SIZE: u64 = 10 * 1024 * 1024;

/// What the file system says of a clusters file: when none of it changed, the file is not
/// read again. A file replaced by a link swap (a Kubernetes `ConfigMap`) is another inode.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Stamp {
    len: u64,
    modified: Option<std::time::SystemTime>,
    inode: u64,
    device: u64,
}

impl Stamp {
    fn of(metadata: &std::fs::Metadata) -> Self {
        #[cfg(unix)]
        let (inode, device) = {
            use std::os::unix::fs::MetadataExt;
            (metadata.ino(), metadata.dev())
        };
        #[cfg(not(unix))]
        let (inode, device) = (0, 0);
        Self {
            len: metadata.len(),
            modified: metadata.modified().ok(),
            inode,
            device,
        }
    }
}

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

/// One validated version of the clusters.
struct Version {
    body: Bytes,
    count: usize,
    secret: bool,
    proxied: Proxied,
    /// Ids of the clusters the browser reaches itself.
    direct: Arc<Vec<String>>,
}

impl Version {
    fn of(clusters: &[PredefinedCluster]) -> Self {
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

/// Refuses a clusters file past [`MAX_FILE_SIZE`].
fn check_size(path: &std::path::Path, size: u64) -> Result<(), ClustersError> {
    if size > MAX_FILE_SIZE {
        return Err(ClustersError::TooLarge {
            path: path.to_owned(),
            size,
            limit: MAX_FILE_SIZE,
        });
    }
    Ok(())
}

/// The file's bytes, or the size error when it holds more than [`MAX_FILE_SIZE`] (it may
/// have grown since its metadata was read): never more than that is read.
async fn read_capped(
    path: &std::path::Path,
    size: u64,
) -> std::io::Result<Result<Vec<u8>, ClustersError>> {
    use tokio::io::AsyncReadExt;
    if let Err(too_large) = check_size(path, size) {
        return Ok(Err(too_large));
    }
    let file = tokio::fs::File::open(path).await?;
    let mut data = Vec::new();
    file.take(MAX_FILE_SIZE + 1).read_to_end(&mut data).await?;
    Ok(check_size(path, data.len() as u64).map(|()| data))
}

/// The file's text; invalid UTF-8 is refused (not replaced) naming where it starts.
fn utf8<'a>(data: &'a [u8], source: &ClusterSource) -> Result<&'a str, ClustersError> {
    std::str::from_utf8(data).map_err(|error| ClustersError::Utf8 {
        source_name: source.describe(),
        offset: error.valid_up_to(),
    })
}

fn validate(text: &str, source: &ClusterSource, env: &EnvLookup) -> Result<Version, ClustersError> {
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
