//! The `healthcheck` subcommand, against the console and against another server.

use std::time::Duration;

use super::{command, start};

#[test]
fn healthcheck_subcommand_reflects_the_console() {
    let console = start(&["--base-path", "/hc/"], &[]);
    let listen = console.address.to_string();
    let check = |base: &str| {
        command(
            &["healthcheck", "--listen", &listen, "--base-path", base],
            &[],
        )
        .output()
        .unwrap()
        .status
        .success()
    };
    assert!(check("/hc/"));
    assert!(!check("/"));
    drop(console);
    assert!(!check("/hc/"));

    // Mounted at the root, a wrong base path reaches no health check (not the app's HTML).
    let root = start(&[], &[]);
    let listen = root.address.to_string();
    let root_check = |base: &str| {
        command(
            &["healthcheck", "--listen", &listen, "--base-path", base],
            &[],
        )
        .output()
        .unwrap()
    };
    assert!(root_check("/").status.success());
    let wrong = root_check("/anything/");
    assert!(!wrong.status.success());
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("404"));
}

#[test]
fn healthcheck_fails_against_another_server_answering_200() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap().to_string();
    std::thread::spawn(move || {
        for stream in listener.incoming().take(1) {
            let mut stream = stream.unwrap();
            let mut request = [0_u8; 1024];
            let _ = std::io::Read::read(&mut stream, &mut request);
            // Head and body in separate writes, as slow servers send them.
            let _ = std::io::Write::write_all(&mut stream, b"HTTP/1.1 200 OK\r\n");
            std::thread::sleep(Duration::from_millis(50));
            let _ = std::io::Write::write_all(&mut stream, b"content-length: 2\r\n\r\nok");
        }
    });
    let output = command(&["healthcheck", "--listen", &address], &[])
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("health header"), "{stderr}");
}
