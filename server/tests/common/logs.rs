//! The JSON log lines written while a test's subscriber is the default one.

use std::sync::{Arc, Mutex};

use tracing::subscriber::DefaultGuard;

/// Collects the JSON log lines written while it is the default subscriber.
#[derive(Clone, Default)]
pub struct Logs(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Logs {
    fn write(&mut self, data: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(data);
        Ok(data.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Logs {
    /// Collects the lines logged on this thread until the guard is dropped.
    pub fn capture() -> (Self, DefaultGuard) {
        let logs = Self::default();
        let writer = logs.clone();
        let subscriber = tracing_subscriber::fmt()
            .json()
            .flatten_event(true)
            .with_writer(move || writer.clone())
            .finish();
        (logs, tracing::subscriber::set_default(subscriber))
    }

    /// Every line, parsed.
    pub fn lines(&self) -> Vec<serde_json::Value> {
        let text = String::from_utf8(self.0.lock().unwrap().clone()).unwrap();
        text.lines()
            .map(|line| serde_json::from_str::<serde_json::Value>(line).unwrap())
            .collect()
    }

    /// The lines of one target (`shardscope::audit`).
    pub fn of_target(&self, target: &str) -> Vec<serde_json::Value> {
        self.lines()
            .into_iter()
            .filter(|line| line["target"] == target)
            .collect()
    }
}
