//! The real binary on a free loopback port, with its log lines readable by the test.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::{Duration, Instant};

/// A running console; killed when dropped.
pub struct Console {
    child: Child,
    pub address: SocketAddr,
    lines: Receiver<String>,
}

impl Drop for Console {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The binary with only the given arguments and environment.
pub fn command(args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_shardscope"));
    command
        .args(["--listen", "127.0.0.1:0"])
        .args(args)
        .env_clear()
        .env("RUST_LOG", "info");
    for (name, value) in env {
        command.env(name, value);
    }
    command
}

impl Console {
    /// Starts the binary and waits until it says where it listens; returns it with the lines
    /// it logged before.
    pub fn start(args: &[&str], env: &[(&str, &str)]) -> (Self, Vec<String>) {
        let mut child = command(args, env)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        let mut before = Vec::new();
        let address = loop {
            let line = lines
                .recv_timeout(Duration::from_secs(20))
                .expect("the console exited before listening");
            if let Some(at) = line.find("console at http://") {
                let url = &line[at + "console at http://".len()..];
                break url.split('/').next().unwrap().parse().unwrap();
            }
            before.push(line);
        };
        let console = Self {
            child,
            address,
            lines,
        };
        (console, before)
    }

    /// The next logged line that `wanted` accepts, within `timeout`.
    pub fn wait_for(&self, wanted: impl Fn(&str) -> bool, timeout: Duration) -> Option<String> {
        let deadline = Instant::now() + timeout;
        loop {
            let left = deadline.checked_duration_since(Instant::now())?;
            let line = self.lines.recv_timeout(left).ok()?;
            if wanted(&line) {
                return Some(line);
            }
        }
    }
}
