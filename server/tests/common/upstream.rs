//! A local stand-in for a cluster: answers every request with what it received, as JSON,
//! and counts the requests.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use axum::body::{Body, Bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Router;
use shardscope::clusters::PredefinedCluster;
use shardscope::config::BasePath;
use shardscope::default_clusters::DefaultClusters;
use shardscope::proxy::ProxySettings;
use shardscope::{app, AppConfig};

/// A running upstream: its address and how many requests reached it.
pub struct Upstream {
    pub address: SocketAddr,
    pub hits: Arc<AtomicUsize>,
}

impl Upstream {
    pub fn uri(&self) -> String {
        format!("http://{}", self.address)
    }

    pub fn hits(&self) -> usize {
        self.hits.load(Ordering::SeqCst)
    }
}

/// Serves `router` on a free loopback port.
pub async fn serve(router: Router) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    address
}

/// An upstream that echoes each request. A path ending in `/status-NNN` answers with that
/// status. Its answers carry a cookie and hop-by-hop headers the proxy must drop.
pub async fn echo() -> Upstream {
    let hits = Arc::new(AtomicUsize::new(0));
    let router = Router::new()
        .fallback(echo_request)
        .with_state(Arc::clone(&hits));
    Upstream {
        address: serve(router).await,
        hits,
    }
}

async fn echo_request(State(hits): State<Arc<AtomicUsize>>, request: Request) -> Response {
    hits.fetch_add(1, Ordering::SeqCst);
    let (parts, body) = request.into_parts();
    let body: Bytes = axum::body::to_bytes(body, usize::MAX).await.unwrap();
    let mut headers = serde_json::Map::new();
    for (name, value) in &parts.headers {
        let value = String::from_utf8_lossy(value.as_bytes()).into_owned();
        headers.insert(name.as_str().to_owned(), value.into());
    }
    let status = parts
        .uri
        .path()
        .rsplit_once("/status-")
        .and_then(|(_, code)| code.parse().ok())
        .and_then(|code| StatusCode::from_u16(code).ok())
        .unwrap_or(StatusCode::OK);
    let echoed = serde_json::json!({
        "method": parts.method.as_str(),
        "path": parts.uri.path(),
        "query": parts.uri.query(),
        "headers": headers,
        "body": String::from_utf8_lossy(&body),
    });
    let mut response = (status, echoed.to_string()).into_response();
    let out = response.headers_mut();
    out.insert("content-type", HeaderValue::from_static("application/json"));
    out.insert("set-cookie", HeaderValue::from_static("upstream=1"));
    out.insert("x-upstream", HeaderValue::from_static("echo"));
    out.insert("keep-alive", HeaderValue::from_static("timeout=5"));
    out.insert(
        "x-elastic-product",
        HeaderValue::from_static("Elasticsearch"),
    );
    out.insert(
        "warning",
        HeaderValue::from_static("299 Elasticsearch-8.15.0 \"this request is deprecated\""),
    );
    response
}

/// What a scripted upstream answers a request: the handler gets the method and the path as
/// received.
pub type Script = Arc<dyn Fn(&str, &str) -> Response + Send + Sync>;

/// A running upstream whose answers a test writes, recording each request's method and path
/// when it arrives (before any answer), as a decoding gateway in front of a cluster would see
/// it when `decode` is set.
pub struct Scripted {
    pub address: SocketAddr,
    pub seen: Arc<std::sync::Mutex<Vec<String>>>,
}

impl Scripted {
    pub fn uri(&self) -> String {
        format!("http://{}", self.address)
    }

    /// `METHOD /path` of every request received so far.
    pub fn seen(&self) -> Vec<String> {
        self.seen.lock().unwrap().clone()
    }
}

#[derive(Clone)]
struct ScriptState {
    script: Script,
    delay: std::time::Duration,
    decode: bool,
    seen: Arc<std::sync::Mutex<Vec<String>>>,
}

/// An upstream answering with `script` after `delay`; with `decode`, it percent-decodes the
/// path first, as an nginx `proxy_pass http://upstream/;` does.
pub async fn scripted(script: Script, delay: std::time::Duration, decode: bool) -> Scripted {
    let seen = Arc::new(std::sync::Mutex::new(Vec::new()));
    let state = ScriptState {
        script,
        delay,
        decode,
        seen: Arc::clone(&seen),
    };
    let router = Router::new().fallback(run_script).with_state(state);
    Scripted {
        address: serve(router).await,
        seen,
    }
}

async fn run_script(State(state): State<ScriptState>, request: Request) -> Response {
    let raw = request.uri().path().to_owned();
    let path = if state.decode { decoded(&raw) } else { raw };
    let method = request.method().as_str().to_owned();
    state.seen.lock().unwrap().push(format!("{method} {path}"));
    tokio::time::sleep(state.delay).await;
    (state.script)(&method, &path)
}

/// `%XX` escapes decoded, as a gateway that normalises paths does (malformed ones kept).
fn decoded(raw: &str) -> String {
    let bytes = raw.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let escaped = raw
            .get(at + 1..at + 3)
            .filter(|_| bytes[at] == b'%')
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        if let Some(byte) = escaped {
            out.push(byte);
            at += 3;
        } else {
            out.push(bytes[at]);
            at += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// An upstream that answers every request's head with `head` (status line and headers,
/// without the blank line) over a raw connection, then closes it: answers no HTTP library
/// would write, such as a switch of protocols.
pub async fn raw_answer(head: &'static str) -> SocketAddr {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut received = Vec::new();
                let mut buffer = [0_u8; 4096];
                while !received.windows(4).any(|w| w == b"\r\n\r\n") {
                    match stream.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(read) => received.extend_from_slice(&buffer[..read]),
                    }
                }
                let answer = format!("{head}\r\n\r\n");
                let _ = stream.write_all(answer.as_bytes()).await;
                let _ = stream.shutdown().await;
            });
        }
    });
    address
}

/// A loopback address nothing listens on: connecting to it is refused.
pub async fn closed_address() -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    listener.local_addr().unwrap()
}

/// A cluster reached through the proxy at `uri`.
pub fn proxied(id: &str, uri: &str) -> PredefinedCluster {
    PredefinedCluster {
        id: id.to_owned(),
        name: Some(format!("{id} cluster")),
        uri: uri.to_owned(),
        proxy: true,
        ..Default::default()
    }
}

/// The console serving `clusters` with `settings`.
pub fn console(clusters: &[PredefinedCluster], settings: ProxySettings) -> Router {
    app(AppConfig {
        base_path: BasePath::parse("/").unwrap(),
        clusters: DefaultClusters::of(clusters),
        proxy: settings,
        ..super::config("/")
    })
}

/// A response body as JSON.
pub async fn json(response: Response) -> serde_json::Value {
    let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
        .await
        .unwrap();
    serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&bytes)))
}

/// A request to the console.
pub fn request(method: &str, path: &str, headers: &[(&str, &str)], body: &str) -> Request {
    let mut builder = axum::http::Request::builder().method(method).uri(path);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    builder.body(Body::from(body.to_owned())).unwrap()
}
