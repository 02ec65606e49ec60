//! Fixtures and helpers shared by the integration tests.
// Each test binary uses only part of this module.
#![allow(dead_code)]

pub mod console;
pub mod logs;
pub mod upstream;

use std::fmt::Write as _;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::http::{Request, Response};
use axum::Router;
use shardscope::assets::{AssetFile, Assets};
use shardscope::config::BasePath;
use shardscope::default_clusters::DefaultClusters;
use shardscope::hosts::AllowedHosts;
use shardscope::{app, AppConfig};
use tower::ServiceExt;

pub const INDEX: &str = r#"<!doctype html><html><head><base href="/" /><script type="module" crossorigin src="./assets/app-4f2a9c.js"></script></head><body><div id="root"></div></body></html>"#;

/// The start-up data the page at `html` carries (the JSON block the app reads).
pub fn boot_data(html: &[u8]) -> serde_json::Value {
    let html = std::str::from_utf8(html).unwrap();
    let open = r#"<script type="application/json" id="shardscope-boot">"#;
    let start = html.find(open).expect("the page has start-up data") + open.len();
    let end = start + html[start..].find("</script>").unwrap();
    serde_json::from_str(&html[start..end]).unwrap()
}

/// The page without its start-up data: what the build wrote.
pub fn without_boot_data(html: &[u8]) -> String {
    let html = std::str::from_utf8(html).unwrap();
    let start = html.find(r#"<script type="application/json""#).unwrap();
    let end = start + html[start..].find("</script>").unwrap() + "</script>".len();
    format!("{}{}", &html[..start], html[end..].trim_start())
}

/// A script large and repetitive enough for compression to matter.
pub fn script() -> Vec<u8> {
    let mut text = String::new();
    for i in 0..2000 {
        writeln!(
            text,
            "export const value{i} = {{ id: {i}, label: 'cluster {i}' }};"
        )
        .unwrap();
    }
    text.into_bytes()
}

pub fn brotli(data: &[u8]) -> Vec<u8> {
    let mut output = Vec::new();
    let params = brotli::enc::BrotliEncoderParams::default();
    brotli::BrotliCompress(&mut &data[..], &mut output, &params).unwrap();
    output
}

pub fn gzip(data: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(data).unwrap();
    encoder.finish().unwrap()
}

pub fn unbrotli(data: &[u8]) -> Vec<u8> {
    let mut output = Vec::new();
    brotli::BrotliDecompress(&mut &data[..], &mut output).unwrap();
    output
}

pub fn gunzip(data: &[u8]) -> Vec<u8> {
    let mut output = Vec::new();
    flate2::read::GzDecoder::new(data)
        .read_to_end(&mut output)
        .unwrap();
    output
}

fn compressed(path: &str, body: Vec<u8>) -> AssetFile {
    AssetFile {
        path: path.to_owned(),
        brotli: Some(Bytes::from(brotli(&body))),
        gzip: Some(Bytes::from(gzip(&body))),
        body: Bytes::from(body),
    }
}

/// A built file without compressed variants.
pub fn plain(path: &str, body: &[u8]) -> AssetFile {
    AssetFile {
        path: path.to_owned(),
        body: Bytes::copy_from_slice(body),
        brotli: None,
        gzip: None,
    }
}

/// A small app: index.html, a hashed script with both variants, a gzip-only stylesheet,
/// an icon and a PNG without variants.
pub fn fixture_assets() -> Assets {
    static ASSETS: OnceLock<Assets> = OnceLock::new();
    ASSETS.get_or_init(make_fixture_assets).clone()
}

fn make_fixture_assets() -> Assets {
    let css = b"body { margin: 0; }\n".repeat(200);
    Assets::from_files([
        compressed("index.html", INDEX.as_bytes().to_vec()),
        compressed("assets/app-4f2a9c.js", script()),
        AssetFile {
            gzip: Some(Bytes::from(gzip(&css))),
            ..plain("assets/app-77e1b0.css", &css)
        },
        plain(
            "favicon.svg",
            b"<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ),
        plain("logo.png", b"\x89PNG\r\n\x1a\nnot really"),
    ])
}

pub fn config(base_path: &str) -> AppConfig {
    AppConfig {
        base_path: BasePath::parse(base_path).unwrap(),
        update_url: None,
        clusters: DefaultClusters::empty(),
        assets: fixture_assets(),
        // Requests made through the router carry no Host; server/hosts.rs checks names.
        allowed_hosts: AllowedHosts::Any,
        no_direct_clusters: false,
        proxy: shardscope::proxy::ProxySettings::default(),
    }
}

pub fn fixture_app() -> Router {
    app(config("/"))
}

/// Sends one request through the router, as the server would.
pub async fn send(app: &Router, request: Request<Body>) -> Response<Body> {
    app.clone().oneshot(request).await.unwrap()
}

pub async fn get(app: &Router, path: &str, headers: &[(&str, &str)]) -> Response<Body> {
    let mut request = Request::get(path);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    send(app, request.body(Body::empty()).unwrap()).await
}

pub async fn body(response: Response<Body>) -> Vec<u8> {
    axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap()
        .to_vec()
}

pub fn header<'a>(response: &'a Response<Body>, name: &str) -> &'a str {
    response
        .headers()
        .get(name)
        .map_or("", |value| value.to_str().unwrap())
}

/// A fresh, empty directory for one test. It lasts as long as the test process (files in it are
/// read after the test's own scope, by servers it started); the directories of earlier runs whose
/// process has ended are removed at the first call.
pub fn temp_dir(name: &str) -> PathBuf {
    static COUNTER: AtomicUsize = AtomicUsize::new(0);
    static SWEPT: std::sync::Once = std::sync::Once::new();
    SWEPT.call_once(remove_ended_runs_dirs);
    let unique = COUNTER.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!(
        "{TEMP_PREFIX}{}-{name}-{unique}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

const TEMP_PREFIX: &str = "shardscope-test-";

/// Removes the test directories of processes that no longer run (where `/proc` says which do).
fn remove_ended_runs_dirs() {
    let proc_dir = std::path::Path::new("/proc");
    if !proc_dir.is_dir() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(pid) = name
            .strip_prefix(TEMP_PREFIX)
            .and_then(|rest| rest.split('-').next())
            .and_then(|pid| pid.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !proc_dir.join(pid.to_string()).exists() {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}

/// A parsed HTTP/1.1 response read from a raw connection.
pub struct RawResponse {
    pub status: u16,
    pub head: String,
    pub body: Vec<u8>,
}

/// One request over a fresh connection (`Connection: close`), without any client library.
pub fn raw_get(address: SocketAddr, path: &str) -> RawResponse {
    let mut stream = TcpStream::connect(address).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\nConnection: close\r\n\r\n");
    stream.write_all(request.as_bytes()).unwrap();
    let mut data = Vec::new();
    stream.read_to_end(&mut data).unwrap();
    let split = data.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&data[..split]).into_owned();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    RawResponse {
        status,
        head,
        body: data[split + 4..].to_vec(),
    }
}
