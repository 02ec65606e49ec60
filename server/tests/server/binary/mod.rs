//! The real `shardscope` binary: start-up, configuration from the environment, the
//! clusters file watcher, refusing bad configuration, the health check and SIGTERM.

mod configuration;
mod health;
mod serving;

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};

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
