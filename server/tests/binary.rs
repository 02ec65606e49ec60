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

/// Starts the binary on a free port and reads the address it prints.
fn start(args: &[&str], env: &[(&str, &str)]) -> Console {
    let mut child = command(&[&["--listen", "127.0.0.1:0"], args].concat(), env)
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
