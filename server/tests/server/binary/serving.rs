//! Serving: the embedded console, the host names answered, and a clean stop on SIGTERM.

use std::net::SocketAddr;

use super::{start, start_on};
use crate::common::raw_get;

#[test]
fn serves_the_embedded_console_and_prints_where() {
    let console = start(&[], &[]);
    let index = raw_get(console.address, "/cluster/0/nodes");
    assert_eq!(index.status, 200);
    let html = String::from_utf8(index.body).unwrap();
    assert!(html.contains("<base href=\"/\""), "{html}");
    assert!(index
        .head
        .to_ascii_lowercase()
        .contains("content-security-policy:"));
    assert_eq!(
        raw_get(console.address, "/api/default_clusters.json").body,
        b"[]"
    );
    assert_eq!(raw_get(console.address, "/healthz").status, 200);
    assert_eq!(raw_get(console.address, "/assets/nope.js").status, 404);
}

/// A request with a chosen `Host`; returns the status.
fn status_for_host(address: SocketAddr, path: &str, host: &str) -> u16 {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(address).unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut data = String::new();
    stream.read_to_string(&mut data).unwrap();
    data.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn host_names_by_default_and_by_setting() {
    let clusters = [(
        "SHARDSCOPE_CLUSTERS",
        r#"[{"uri":"http://es:9200","password":"pw"}]"#,
    )];
    // Listening on loopback: only loopback names, whatever the port.
    let local = start(&[], &clusters);
    let path = "/api/default_clusters.json";
    assert_eq!(
        status_for_host(local.address, path, "rebound.example:8080"),
        421
    );
    assert_eq!(status_for_host(local.address, path, "localhost:8080"), 200);
    assert_eq!(
        status_for_host(local.address, path, &local.address.to_string()),
        200
    );
    assert_eq!(
        status_for_host(local.address, "/healthz", "rebound.example"),
        200
    );
    drop(local);
    // Listening on every interface: open unless set.
    let open = start_on("0.0.0.0:0", &[], &clusters);
    let open_address = SocketAddr::from(([127, 0, 0, 1], open.address.port()));
    assert_eq!(
        status_for_host(open_address, path, "console.example.com"),
        200
    );
    drop(open);
    // An explicit list, from the environment.
    let listed = start_on(
        "0.0.0.0:0",
        &[],
        &[
            clusters[0],
            ("SHARDSCOPE_ALLOWED_HOSTS", "console.example.com, localhost"),
        ],
    );
    let listed_address = SocketAddr::from(([127, 0, 0, 1], listed.address.port()));
    assert_eq!(
        status_for_host(listed_address, path, "console.example.com"),
        200
    );
    assert_eq!(status_for_host(listed_address, path, "localhost:1234"), 200);
    assert_eq!(status_for_host(listed_address, path, "127.0.0.1"), 421);
}

#[cfg(unix)]
#[test]
fn sigterm_shuts_down_cleanly() {
    use std::process::Command;
    use std::time::{Duration, Instant};
    let mut console = start(&[], &[]);
    let pid = console.child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = console.child.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "still running after SIGTERM");
        std::thread::sleep(Duration::from_millis(50));
    };
    assert!(status.success(), "{status}");
}
