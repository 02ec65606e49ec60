//! The audit log: a line before every write is sent (naming the address and the path that
//! address receives), its outcome when it ends, however it ends, and a line for every write
//! refused. Alone in its test binary: tracing decides once per call site whether anyone
//! listens, and a test of the same binary logging on another thread without a subscriber can
//! make that answer "no"; every test here listens.

#[path = "../common/mod.rs"]
mod common;
mod refused;
mod sent;

use std::sync::Arc;

use axum::http::StatusCode;
use axum::response::IntoResponse;
use common::logs::Logs;
use common::upstream::Script;
use serde_json::Value;

/// The audit lines logged so far.
fn audit(logs: &Logs) -> Vec<Value> {
    logs.of_target("shardscope::audit")
}

/// A cluster that answers every request with 200 and `{}`.
fn ok() -> Script {
    Arc::new(|_: &str, _: &str| (StatusCode::OK, "{}").into_response())
}
