//! The certificate authority files of proxied clusters, checked when the clusters are loaded
//! so that a wrong path stops the start (or is refused by a reload) instead of failing later.

use std::io;
use std::path::Path;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::CertificateDer;

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

/// CA files larger than this are refused (a bundle of every public CA is some 250 KB).
const MAX_CA_FILE: u64 = 10 * 1024 * 1024;

/// Whether a file can be read and holds at least one PEM certificate (a directory, an empty
/// file or one of other text cannot be used).
pub fn open_for_reading(path: &Path) -> io::Result<()> {
    let file = std::fs::File::open(path)?;
    let metadata = file.metadata()?;
    if metadata.is_dir() {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "it is a directory, not a PEM file",
        ));
    }
    if metadata.len() > MAX_CA_FILE {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            "it is larger than 10 MiB, too large for a PEM file of certificate authorities",
        ));
    }
    let pem = std::fs::read(path)?;
    parse_pem(&pem)
        .map(|_| ())
        .map_err(|problem| io::Error::new(io::ErrorKind::InvalidData, format!("it {problem}")))
}

/// The certificates of a PEM bundle; an error (in words, to follow the file's name) when it
/// is malformed or holds none.
pub fn parse_pem(pem: &[u8]) -> Result<Vec<CertificateDer<'static>>, String> {
    let roots = CertificateDer::pem_slice_iter(pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|error| format!("is not a PEM certificate bundle: {error}"))?;
    if roots.is_empty() {
        return Err("holds no PEM certificate (-----BEGIN CERTIFICATE-----)".to_owned());
    }
    Ok(roots)
}
