//! The certificate authority files of proxied clusters, checked when the clusters are loaded
//! so that a wrong path stops the start (or is refused by a reload) instead of failing later.

use std::io;
use std::path::Path;

use super::{ClustersError, EntryProblem, PredefinedCluster};

/// Checks each `caFile` with `readable` (which opens the file); the first that cannot be read
/// is the error, naming its entry.
pub fn check_ca_files(
    clusters: &[PredefinedCluster],
    source: &str,
    readable: &dyn Fn(&Path) -> io::Result<()>,
) -> Result<(), ClustersError> {
    for (index, cluster) in clusters.iter().enumerate() {
        let Some(path) = cluster.ca_file.as_deref() else {
            continue;
        };
        readable(path).map_err(|error| ClustersError::Entry {
            source_name: source.to_owned(),
            index,
            name: cluster.name.clone(),
            problem: EntryProblem::CaFile {
                path: path.to_owned(),
                error,
            },
        })?;
    }
    Ok(())
}

/// Whether a file can be opened and read (a directory cannot).
pub fn open_for_reading(path: &Path) -> io::Result<()> {
    let file = std::fs::File::open(path)?;
    if file.metadata()?.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "it is a directory, not a PEM file",
        ));
    }
    Ok(())
}
