//! `shardscope healthcheck`: asks the running console for `{base}healthz`, for container
//! health checks in images that have no shell or curl.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpStream};
use std::time::Duration;

use crate::config::BasePath;

const TIMEOUT: Duration = Duration::from_secs(3);

/// Ok when the console listening on `listen` answers 200.
pub fn check(listen: SocketAddr, base_path: &BasePath) -> Result<(), String> {
    let target = SocketAddr::new(reachable(listen.ip()), listen.port());
    let mut stream = TcpStream::connect_timeout(&target, TIMEOUT)
        .map_err(|error| format!("cannot connect to {target}: {error}"))?;
    stream
        .set_read_timeout(Some(TIMEOUT))
        .and_then(|()| stream.set_write_timeout(Some(TIMEOUT)))
        .map_err(|error| error.to_string())?;
    let request =
        format!("GET {base_path}healthz HTTP/1.1\r\nHost: {target}\r\nConnection: close\r\n\r\n");
    stream
        .write_all(request.as_bytes())
        .map_err(|error| format!("cannot send to {target}: {error}"))?;
    let mut head = [0_u8; 64];
    let read = stream
        .read(&mut head)
        .map_err(|error| format!("no answer from {target}: {error}"))?;
    let status_line = String::from_utf8_lossy(&head[..read]);
    let status_line = status_line.lines().next().unwrap_or_default();
    if status_line.split_whitespace().nth(1) == Some("200") {
        Ok(())
    } else {
        Err(format!("{target} answered {status_line:?}"))
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
