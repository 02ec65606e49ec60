//! The audit log: a line before every write is sent (naming the address and the path that
//! address receives), its outcome when it ends, however it ends, and a line for every write
//! refused. Its test binary holds only tests that listen to the log (see `logging/main.rs`).

mod refused;
mod sent;

use std::sync::Arc;

use axum::http::StatusCode;
use axum::response::IntoResponse;
use serde_json::Value;

use crate::common::logs::Logs;
use crate::common::upstream::Script;

/// The audit lines logged so far.
fn audit(logs: &Logs) -> Vec<Value> {
    logs.of_target("shardscope::audit")
}

/// A cluster that answers every request with 200 and `{}`.
fn ok() -> Script {
    Arc::new(|_: &str, _: &str| (StatusCode::OK, "{}").into_response())
}
