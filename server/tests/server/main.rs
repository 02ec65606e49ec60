//! The application through `app()` and the real binary: every integration test that neither
//! reads the server's log (`tests/logging/`) nor measures its own process's memory
//! (`tests/proxy_memory.rs`), in one test binary so that it is compiled and linked once.
//! The tests run as threads of one process, so none of them sets environment variables, the
//! current directory or a global subscriber; each server listens on a port of its own
//! (`127.0.0.1:0`) and each test's files go to a directory of its own (`common::temp_dir`).

mod base_path;
mod binary;
#[path = "../common/mod.rs"]
mod common;
mod connection_limits;
mod default_clusters;
mod deploy_examples;
mod embedded;
mod hosts;
mod index_page;
mod managed_mode;
mod proxied_clusters;
mod proxy;
mod proxy_credentials;
mod proxy_failures;
mod proxy_probes;
mod proxy_tls;
mod readme;
mod route_code;
mod static_files;
