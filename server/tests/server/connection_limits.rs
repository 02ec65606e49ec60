//! The connection loop: slow clients, clients that never read, the connection cap,
//! oversized heads and graceful shutdown.

use std::io::{ErrorKind, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use shardscope::server::{serve, Limits};
use tokio::sync::oneshot;

use crate::common::{fixture_app, raw_get, script};

const LIMITS: Limits = Limits {
    header_read_timeout: Duration::from_millis(500),
    max_header_bytes: 16 * 1024,
    write_stall_timeout: Duration::from_secs(1),
    max_connections: 64,
    shutdown_grace: Duration::from_secs(2),
};

async fn start() -> (SocketAddr, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    start_with(LIMITS).await
}

async fn start_with(
    limits: Limits,
) -> (SocketAddr, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(serve(listener, fixture_app(), limits, async {
        let _ = stopped.await;
    }));
    (address, stop, server)
}

/// Reads until the server closes the connection; returns how long that took.
fn wait_for_close(stream: &mut TcpStream) -> Duration {
    let started = Instant::now();
    stream
        .set_read_timeout(Some(Duration::from_secs(5)))
        .unwrap();
    let mut buffer = [0_u8; 1024];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return started.elapsed(),
            Ok(_) => {}
            Err(error) if error.kind() == ErrorKind::ConnectionReset => return started.elapsed(),
            Err(error) => panic!(
                "connection still open after {:?}: {error}",
                started.elapsed()
            ),
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_trickling_its_head_is_disconnected() {
    let (address, _stop, _server) = start().await;
    let closed = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(address).unwrap();
        stream.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n").unwrap();
        let started = Instant::now();
        // One header line every 200 ms: never a complete head.
        while started.elapsed() < Duration::from_secs(3) {
            if stream.write_all(b"X-Slow: 1\r\n").is_err() {
                break;
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        started.elapsed()
    })
    .await
    .unwrap();
    assert!(
        closed < Duration::from_secs(3),
        "writes kept succeeding for {closed:?}"
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn a_silent_connection_is_closed() {
    let (address, _stop, _server) = start().await;
    let waited = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(address).unwrap();
        wait_for_close(&mut stream)
    })
    .await
    .unwrap();
    assert!(waited < Duration::from_secs(3), "{waited:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_stops_reading_is_dropped_while_others_are_served() {
    let (address, _stop, _server) = start().await;
    let script_len = script().len();
    let requests = 600; // about 65 MB of answers: more than any socket buffers hold
    let (received, waited) = tokio::task::spawn_blocking(move || {
        let mut stalled = TcpStream::connect(address).unwrap();
        let request = "GET /assets/app-4f2a9c.js HTTP/1.1\r\nHost: x\r\n\r\n".repeat(requests);
        stalled.write_all(request.as_bytes()).unwrap();
        // Not reading for longer than the stall timeout; another client meanwhile is served.
        std::thread::sleep(Duration::from_millis(500));
        assert_eq!(raw_get(address, "/healthz").status, 200);
        std::thread::sleep(Duration::from_secs(2));
        assert_eq!(raw_get(address, "/").status, 200);
        // What the kernel buffered arrives, then the end: the rest was never sent.
        let started = Instant::now();
        stalled
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut received = 0;
        let mut buffer = vec![0_u8; 1 << 16];
        loop {
            match stalled.read(&mut buffer) {
                Ok(0) => break,
                Ok(n) => received += n,
                Err(error) if error.kind() == ErrorKind::ConnectionReset => break,
                Err(error) => panic!("still open after {:?}: {error}", started.elapsed()),
            }
        }
        (received, started.elapsed())
    })
    .await
    .unwrap();
    assert!(
        received < requests * script_len,
        "all {received} bytes were sent: the stalled connection was kept"
    );
    assert!(waited < Duration::from_secs(5), "{waited:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn over_the_connection_cap_the_health_check_answers_and_the_rest_wait() {
    let limits = Limits {
        header_read_timeout: Duration::from_secs(10),
        max_connections: 2,
        ..LIMITS
    };
    let (address, _stop, _server) = start_with(limits).await;
    tokio::task::spawn_blocking(move || {
        // Two clients hold every slot with a head they never finish.
        let holders: Vec<TcpStream> = (0..2)
            .map(|_| {
                let mut stream = TcpStream::connect(address).unwrap();
                stream.write_all(b"GET / HTTP/1.1\r\n").unwrap();
                stream
            })
            .collect();
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(raw_get(address, "/healthz").status, 200);
        let busy = raw_get(address, "/");
        assert_eq!(busy.status, 503, "{}", busy.head);
        assert!(
            busy.head.to_ascii_lowercase().contains("retry-after: 1"),
            "{}",
            busy.head
        );
        drop(holders);
        let deadline = Instant::now() + Duration::from_secs(5);
        while raw_get(address, "/").status != 200 {
            assert!(Instant::now() < deadline, "slots were not given back");
            std::thread::sleep(Duration::from_millis(50));
        }
    })
    .await
    .unwrap();
}

#[tokio::test(flavor = "multi_thread")]
async fn an_oversized_head_is_refused() {
    let (address, _stop, _server) = start().await;
    let response = tokio::task::spawn_blocking(move || {
        let mut stream = TcpStream::connect(address).unwrap();
        let cookie = "a".repeat(64 * 1024);
        let request = format!("GET / HTTP/1.1\r\nHost: x\r\nCookie: {cookie}\r\n\r\n");
        let _ = stream.write_all(request.as_bytes());
        stream
            .set_read_timeout(Some(Duration::from_secs(5)))
            .unwrap();
        let mut data = Vec::new();
        let _ = stream.read_to_end(&mut data);
        String::from_utf8_lossy(&data).into_owned()
    })
    .await
    .unwrap();
    assert!(response.starts_with("HTTP/1.1 431"), "{response:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn shutdown_stops_accepting_and_returns() {
    let (address, stop, server) = start().await;
    let ok = tokio::task::spawn_blocking(move || raw_get(address, "/healthz"))
        .await
        .unwrap();
    assert_eq!(ok.status, 200);
    stop.send(()).unwrap();
    tokio::time::timeout(Duration::from_secs(5), server)
        .await
        .unwrap()
        .unwrap();
    assert!(TcpStream::connect(address).is_err());
}
