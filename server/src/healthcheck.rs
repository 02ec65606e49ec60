//! `shardscope healthcheck`: asks the running console for `{base}healthz`, for container
//! health checks in images that have no shell or curl. Passes only on a 200 that carries
//! the console's own health header, so another server (or a wrong base path) fails it.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::time::Duration;

use crate::config::BasePath;
use crate::health_route::{self, HEALTH_HEADER};

const TIMEOUT: Duration = Duration::from_secs(3);
/// More than any health answer's head; a longer one is not ours.
const MAX_HEAD: usize = 8 * 1024;

/// Ok when the console listening on `listen` answers its health check.
pub fn check(listen: SocketAddr, base_path: &BasePath) -> Result<(), String> {
    let target = SocketAddr::new(reachable(listen.ip()), listen.port());
    let mut stream = TcpStream::connect_timeout(&target, TIMEOUT)
        .map_err(|error| format!("cannot connect to {target}: {error}"))?;
    stream
        .set_read_timeout(Some(TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(TIMEOUT)))
        .map_err(|error| error.to_string())?;
    let path = health_route::path(base_path);
    let request = format!("GET {path} HTTP/1.1\r\nHost: {target}\r\nConnection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .map_err(|error| format!("cannot send to {target}: {error}"))?;
    let head =
        read_head(&mut stream).map_err(|error| format!("no answer from {target}: {error}"))?;
    verdict(&head).map_err(|problem| format!("{target}{path}: {problem}"))
}

/// Reads until the end of the response head, however many reads it arrives in.
fn read_head(stream: &mut impl Read) -> std::io::Result<String> {
    let mut head = Vec::with_capacity(256);
    let mut chunk = [0_u8; 512];
    while head.len() < MAX_HEAD && !head.windows(4).any(|window| window == b"\r\n\r\n") {
        let read = stream.read(&mut chunk)?;
        if read == 0 {
            break;
        }
        head.extend_from_slice(&chunk[..read]);
    }
    Ok(String::from_utf8_lossy(&head).into_owned())
}

/// Whether a response head is the console's healthy answer.
fn verdict(head: &str) -> Result<(), String> {
    let head = head.split("\r\n\r\n").next().unwrap_or_default();
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    if status_line.split_whitespace().nth(1) != Some("200") {
        return Err(format!("answered {status_line:?}"));
    }
    let marked = lines.any(|line| {
        line.split_once(':').is_some_and(|(name, value)| {
            name.trim().eq_ignore_ascii_case(HEALTH_HEADER) && value.trim() == "ok"
        })
    });
    if marked {
        Ok(())
    } else {
        Err("answered 200 without the Shardscope health header: not this console, or not its base path".to_owned())
    }
}

/// A wildcard listen address is reached through the loopback of the same family.
fn reachable(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(v4) if v4.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(v6) if v6.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hands out its data a few bytes per read, as a slow network may.
    struct Trickle<'a>(&'a [u8]);

    impl Read for Trickle<'_> {
        fn read(&mut self, buffer: &mut [u8]) -> std::io::Result<usize> {
            let n = self.0.len().min(3).min(buffer.len());
            buffer[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    const HEALTHY: &str = "HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\nX-Shardscope-Health: ok\r\ncontent-length: 14\r\n\r\nshardscope ok\n";

    #[test]
    fn a_head_arriving_in_many_reads_is_read_whole() {
        let head = read_head(&mut Trickle(HEALTHY.as_bytes())).unwrap();
        assert!(verdict(&head).is_ok(), "{head:?}");
    }

    #[test]
    fn a_200_without_the_health_header_fails() {
        let other = "HTTP/1.1 200 OK\r\ncontent-type: text/html\r\n\r\n<!doctype html>";
        let error = verdict(other).unwrap_err();
        assert!(error.contains("health header"), "{error}");
        // The header name inside a body does not count.
        let in_body = "HTTP/1.1 200 OK\r\n\r\nx-shardscope-health: ok";
        assert!(verdict(in_body).is_err());
    }

    #[test]
    fn other_statuses_fail_naming_the_status_line() {
        let error =
            verdict("HTTP/1.1 404 Not Found\r\nx-shardscope-health: ok\r\n\r\n").unwrap_err();
        assert!(error.contains("404 Not Found"), "{error}");
        assert!(verdict("").is_err());
    }
}
