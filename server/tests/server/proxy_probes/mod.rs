//! The proxy probed as an attacker would: paths that a URL parser would rewrite (backslashes,
//! encoded dots, slashes and underscores), a cluster address's path prefix, reads that act,
//! and headers that would make a cluster act as another user. Each is decided on the path as
//! the cluster would receive it, against a recording stand-in cluster.

mod headers;
mod paths;
mod writes;

use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;

use crate::common::upstream::proxied;

/// A read-only cluster reached through the proxy at `uri`.
fn read_only(id: &str, uri: &str) -> PredefinedCluster {
    PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied(id, uri)
    }
}
