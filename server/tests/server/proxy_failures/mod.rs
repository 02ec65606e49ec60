//! The proxy when things go wrong: bodies over the limit, clusters that cannot be connected
//! to or go silent, and failover to a cluster's further addresses.

mod body_limit;
mod silence;
mod unreachable;

use std::time::Duration;

use shardscope::proxy::ProxySettings;

/// A small body limit and short timeouts, so that each failure shows quickly.
fn settings() -> ProxySettings {
    ProxySettings {
        body_limit: 1024,
        // Shorter than the read timeout, which also runs while connecting.
        connect_timeout: Duration::from_millis(200),
        read_timeout: Duration::from_millis(500),
        ..ProxySettings::default()
    }
}
