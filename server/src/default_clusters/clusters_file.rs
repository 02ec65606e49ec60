//! Reading a clusters file: what the file system says of it, its size within the limit and
//! its text as UTF-8.

use super::MAX_FILE_SIZE;
use crate::clusters::ClustersError;
use crate::config::ClusterSource;

/// What the file system says of a clusters file: when none of it changed, the file is not
/// read again. A file replaced by a link swap (a Kubernetes `ConfigMap`) is another inode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Stamp {
    pub(super) len: u64,
    modified: Option<std::time::SystemTime>,
    inode: u64,
    device: u64,
}

impl Stamp {
    pub(super) fn of(metadata: &std::fs::Metadata) -> Self {
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

/// Refuses a clusters file past [`MAX_FILE_SIZE`].
pub(super) fn check_size(path: &std::path::Path, size: u64) -> Result<(), ClustersError> {
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
pub(super) async fn read_capped(
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
pub(super) fn utf8<'a>(data: &'a [u8], source: &ClusterSource) -> Result<&'a str, ClustersError> {
    std::str::from_utf8(data).map_err(|error| ClustersError::Utf8 {
        source_name: source.describe(),
        offset: error.valid_up_to(),
    })
}
