//! The tests that read the server's log, each through a subscriber of its own on its own
//! thread (`common::logs`). Apart from every other test: tracing decides once per call site
//! whether anyone listens, and a test of the same binary logging on another thread without a
//! subscriber can make that answer "no"; every test here listens.

#[path = "../common/mod.rs"]
mod common;
mod proxy_audit;
mod proxy_log_throttle;
