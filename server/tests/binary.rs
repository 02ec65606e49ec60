//! The real `shardscope` binary: start-up, configuration from the environment, the
//! clusters file watcher, refusing bad configuration, the health check and SIGTERM.

mod common;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{raw_get, temp_dir};

const BINARY: &str = env!("CARGO_BIN_EXE_shardscope");

/// A running console; killed when dropped.
struct Console {
    child: Child,
    address: SocketAddr,
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn command(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(BINARY);
    command.args(args).env_clear().env("RUST_LOG", "info");
    for (name, value) in env {
        command.env(name, value);
    }
    command
}

/// Starts the binary on a free loopback port and reads the address it prints.
fn start(args: &[&str], env: &[(&str, &str)]) -> Console {
    start_on("127.0.0.1:0", args, env)
}

fn start_on(listen: &str, args: &[&str], env: &[(&str, &str)]) -> Console {
    let mut child = command(&[&["--listen", listen], args].concat(), env)
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let mut lines = BufReader::new(stdout).lines();
    let address = loop {
        let line = lines
            .next()
            .expect("the console exited before listening")
            .unwrap();
        if let Some(at) = line.find("console at http://") {
            let url = &line[at + "console at http://".len()..];
            break url.split('/').next().unwrap().parse().unwrap();
        }
    };
    std::thread::spawn(move || lines.for_each(drop));
    Console { child, address }
}

/// Runs the binary expecting it to refuse to start; returns its stderr.
fn refused(args: &[&str], env: &[(&str, &str)]) -> String {
    let output = command(&[&["--listen", "127.0.0.1:0"], args].concat(), env)
        .output()
        .unwrap();
    assert!(!output.status.success(), "started with {args:?} {env:?}");
    String::from_utf8_lossy(&output.stderr).into_owned()
}

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

#[test]
fn clusters_come_from_either_environment_variable() {
    let json = r#"[{"name":"env","uri":"http://es:9200","password":"${PW}"}]"#;
    for variable in ["SHARDSCOPE_CLUSTERS", "ELASTICVUE_CLUSTERS"] {
        let console = start(&[], &[(variable, json), ("PW", "pw-from-env")]);
        let body = raw_get(console.address, "/api/default_clusters.json").body;
        let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(value[0]["name"], "env", "{variable}");
        assert_eq!(value[0]["password"], "pw-from-env", "{variable}");
    }
}

#[test]
fn a_clusters_file_is_watched_and_base_path_applies() {
    let dir = temp_dir("binary-watch");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"name":"before","uri":"http://a:9200"}]"#).unwrap();
    let file = path.to_str().unwrap();
    let console = start(
        &["--base-path", "/sub"],
        &[("SHARDSCOPE_CLUSTERS_FILE", file)],
    );
    let read = || raw_get(console.address, "/sub/api/default_clusters.json").body;
    assert!(String::from_utf8(read()).unwrap().contains("before"));
    assert_eq!(raw_get(console.address, "/").status, 307);
    std::fs::write(&path, r#"[{"name":"after","uri":"http://a:9200"}]"#).unwrap();
    let deadline = Instant::now() + Duration::from_secs(15);
    while !String::from_utf8(read()).unwrap().contains("after") {
        assert!(Instant::now() < deadline, "the change was not picked up");
        std::thread::sleep(Duration::from_millis(200));
    }
    std::fs::write(&path, "[{\"name\":\"broken\"}]").unwrap();
    std::thread::sleep(Duration::from_secs(3));
    assert!(String::from_utf8(read()).unwrap().contains("after"));
}

/// Arguments, environment, and what the error message must mention.
type Refusal<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>, Vec<&'a str>);

#[test]
fn invalid_configuration_stops_start_up_naming_entry_and_field() {
    let bad_file = temp_dir("binary-bad").join("clusters.json");
    std::fs::write(
        &bad_file,
        r#"[{"name":"ok","uri":"http://a"},{"name":"b"}]"#,
    )
    .unwrap();
    let cases: Vec<Refusal> = vec![
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "[{\"uri\": ")],
            vec!["SHARDSCOPE_CLUSTERS", "invalid JSON"],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "{\"uri\":\"http://a\"}")],
            vec!["must be a JSON array"],
        ),
        (
            vec![],
            vec![("ELASTICVUE_CLUSTERS", "[{\"name\":\"x\"}]")],
            vec![
                "ELASTICVUE_CLUSTERS",
                "clusters[0] (\"x\")",
                "\"uri\" is missing",
            ],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "[{\"uri\":\"ftp://a\"}]")],
            vec!["clusters[0]", "\"uri\" must start with http:// or https://"],
        ),
        (
            vec![],
            vec![(
                "SHARDSCOPE_CLUSTERS",
                "[{\"uri\":\"http://a\",\"password\":\"${UNSET_PW}\"}]",
            )],
            vec!["clusters[0]", "\"password\"", "UNSET_PW is not set"],
        ),
        (
            vec!["--clusters-file", bad_file.to_str().unwrap()],
            vec![],
            vec!["clusters.json", "clusters[1] (\"b\")", "\"uri\" is missing"],
        ),
        (
            vec!["--clusters-file", "/nonexistent/clusters.json"],
            vec![],
            vec!["/nonexistent/clusters.json"],
        ),
        (vec!["--base-path", "/a/../b"], vec![], vec!["--base-path"]),
        (
            vec![],
            vec![("SHARDSCOPE_UPDATE_URL", "updates.example.com")],
            vec!["--update-url"],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_LOG_FORMAT", "xml")],
            vec!["--log-format"],
        ),
        (vec!["--listen", "localhost"], vec![], vec!["--listen"]),
        (
            vec![],
            vec![(
                "SHARDSCOPE_CLUSTERS",
                "[{\"name\":\"p\",\"uri\":\"https://elastic:secret@es:9200\"}]",
            )],
            vec![
                "clusters[0] (\"p\")",
                "put credentials in username and password, not in the uri",
            ],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_ALLOWED_HOSTS", "example.com:8080")],
            vec!["--allowed-hosts"],
        ),
        (
            vec!["--max-connections", "0"],
            vec![],
            vec!["--max-connections"],
        ),
    ];
    for (args, env, fragments) in cases {
        let stderr = refused(&args, &env);
        for fragment in fragments {
            assert!(
                stderr.contains(fragment),
                "{args:?} {env:?}: {stderr:?} lacks {fragment:?}"
            );
        }
    }
}

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

#[test]
fn start_up_errors_are_printed_once() {
    let missing = refused(&["--clusters-file", "/nonexistent/clusters.json"], &[]);
    assert_eq!(missing.matches("No such file").count(), 1, "{missing}");
    let json = refused(&[], &[("SHARDSCOPE_CLUSTERS", "[{\"uri\": ")]);
    assert_eq!(json.matches("line 1").count(), 1, "{json}");
    assert_eq!(json.matches("EOF").count(), 1, "{json}");
}

#[cfg(unix)]
#[test]
fn sigterm_shuts_down_cleanly() {
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
