//! Which `Host` names the console answers to. A web page can rebind its own name to
//! 127.0.0.1 and then read a console running on the same laptop, predefined clusters and
//! their passwords included; the browser still sends the page's name as `Host`, so
//! checking it stops the attack. The health check answers any name (it reveals nothing
//! and probes address pods by IP).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::header;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::errors::{ConfigError, RequestError};

const SETTING: &str = "--allowed-hosts (SHARDSCOPE_ALLOWED_HOSTS)";

/// The names a request's `Host` may carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AllowedHosts {
    Any,
    /// `localhost`, `*.localhost` and loopback addresses: the default on a loopback listener.
    Loopback,
    /// Exactly these names or addresses (lower case, without port).
    List(Arc<[String]>),
}

impl AllowedHosts {
    /// The setting's value, or the default for the listen address: loopback names when
    /// listening on a loopback address, any name otherwise.
    pub fn parse(raw: Option<&str>, listen: SocketAddr) -> Result<Self, ConfigError> {
        let Some(raw) = raw.filter(|raw| !raw.trim().is_empty()) else {
            return Ok(if listen.ip().is_loopback() {
                Self::Loopback
            } else {
                Self::Any
            });
        };
        let mut names = Vec::new();
        for entry in raw.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            if entry == "*" {
                return Ok(Self::Any);
            }
            names.push(parse_entry(entry)?);
        }
        Ok(Self::List(names.into()))
    }

    /// Whether a request naming `host` (a `Host` header value, port included) is answered.
    pub fn allows(&self, host: Option<&str>) -> bool {
        if *self == Self::Any {
            return true;
        }
        let Some(name) = host.and_then(host_name) else {
            return false;
        };
        let name = name.to_ascii_lowercase();
        match self {
            Self::Any => true,
            Self::Loopback => is_loopback_name(&name),
            Self::List(names) => names.contains(&name),
        }
    }
}

fn parse_entry(entry: &str) -> Result<String, ConfigError> {
    let invalid = |reason: &str| ConfigError {
        setting: SETTING,
        reason: format!("{entry:?} {reason}"),
    };
    let name = entry.to_ascii_lowercase();
    let bare = name.trim_start_matches('[').trim_end_matches(']');
    if bare.parse::<IpAddr>().is_ok() {
        return Ok(bare.to_owned());
    }
    if name.contains(':') {
        return Err(invalid("must be a host name or address without a port"));
    }
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '.' || c == '_';
    if !name.chars().all(allowed) {
        return Err(invalid(
            "is not a host name (letters, digits, '-', '_' and '.'; '*' alone for any)",
        ));
    }
    Ok(name)
}

/// The name part of a `Host` value: `[::1]:8080` -> `::1`, `example.com:80` -> `example.com`.
fn host_name(host: &str) -> Option<&str> {
    let host = host.trim();
    if let Some(rest) = host.strip_prefix('[') {
        return rest.split_once(']').map(|(address, _)| address);
    }
    let name = host.split_once(':').map_or(host, |(name, _)| name);
    let name = name.strip_suffix('.').unwrap_or(name);
    (!name.is_empty()).then_some(name)
}

fn is_loopback_name(name: &str) -> bool {
    if name == "localhost" || name.ends_with(".localhost") {
        return true;
    }
    match name.parse::<IpAddr>() {
        Ok(IpAddr::V6(v6)) => {
            v6.is_loopback() || v6.to_ipv4_mapped().is_some_and(|v4| v4.is_loopback())
        }
        Ok(ip) => ip.is_loopback(),
        Err(_) => false,
    }
}

/// What the middleware needs: the names and the one path that answers every name.
#[derive(Debug, Clone)]
pub struct HostCheck {
    pub allowed: AllowedHosts,
    pub health_path: String,
}

/// Refuses requests for a name not allowed with 421 Misdirected Request.
pub async fn check(State(check): State<Arc<HostCheck>>, request: Request, next: Next) -> Response {
    if check.allowed == AllowedHosts::Any || request.uri().path() == check.health_path {
        return next.run(request).await;
    }
    let host = request
        .headers()
        .get(header::HOST)
        .and_then(|value| value.to_str().ok());
    // An absolute-form target names its host too; both must be allowed.
    let target_allowed = request
        .uri()
        .authority()
        .is_none_or(|authority| check.allowed.allows(Some(authority.as_str())));
    if check.allowed.allows(host) && target_allowed {
        next.run(request).await
    } else {
        RequestError::MisdirectedHost.into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listen(address: &str) -> SocketAddr {
        address.parse().unwrap()
    }

    #[test]
    fn the_default_follows_the_listen_address() {
        assert_eq!(
            AllowedHosts::parse(None, listen("127.0.0.1:8080")).unwrap(),
            AllowedHosts::Loopback
        );
        assert_eq!(
            AllowedHosts::parse(Some(" "), listen("[::1]:8080")).unwrap(),
            AllowedHosts::Loopback
        );
        assert_eq!(
            AllowedHosts::parse(None, listen("0.0.0.0:8080")).unwrap(),
            AllowedHosts::Any
        );
        assert_eq!(
            AllowedHosts::parse(None, listen("192.0.2.7:8080")).unwrap(),
            AllowedHosts::Any
        );
    }

    #[test]
    fn loopback_allows_local_names_and_addresses_only() {
        let loopback = AllowedHosts::Loopback;
        for host in [
            "localhost",
            "localhost:8080",
            "LOCALHOST:8080",
            "console.localhost:8080",
            "127.0.0.1:8080",
            "127.1.2.3",
            "[::1]:8080",
            "[::ffff:127.0.0.1]:80",
            "localhost.:8080",
        ] {
            assert!(loopback.allows(Some(host)), "{host}");
        }
        for host in [
            "attacker.example:8080",
            "localhost.attacker.example",
            "127.0.0.1.nip.io:8080",
            "10.0.0.1:8080",
            "[::2]:8080",
            "",
        ] {
            assert!(!loopback.allows(Some(host)), "{host}");
        }
        assert!(!loopback.allows(None));
    }

    #[test]
    fn an_explicit_list_allows_exactly_its_names_with_any_port() {
        let list = AllowedHosts::parse(
            Some("Console.Example.com, 10.0.0.5,[fd00::1]"),
            listen("0.0.0.0:8080"),
        )
        .unwrap();
        for host in [
            "console.example.com",
            "console.example.com:443",
            "10.0.0.5:8080",
            "[fd00::1]:8080",
        ] {
            assert!(list.allows(Some(host)), "{host}");
        }
        for host in ["localhost:8080", "example.com", "other.console.example.com"] {
            assert!(!list.allows(Some(host)), "{host}");
        }
        let any = AllowedHosts::parse(Some("a.example,*"), listen("127.0.0.1:1")).unwrap();
        assert_eq!(any, AllowedHosts::Any);
        assert!(any.allows(None));
    }

    #[test]
    fn entries_with_ports_or_odd_characters_are_refused_naming_the_setting() {
        for raw in ["example.com:8080", "exa mple.com", "a/b", "*.example.com"] {
            let error = AllowedHosts::parse(Some(raw), listen("0.0.0.0:1"))
                .unwrap_err()
                .to_string();
            assert!(error.contains("--allowed-hosts"), "{error}");
        }
    }
}
