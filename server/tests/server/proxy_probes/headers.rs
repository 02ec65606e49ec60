//! Headers both ways (what reaches a cluster, what reaches the browser), and answers that
//! would send the browser elsewhere.

use std::sync::Arc;
use std::time::Duration;

use axum::http::{HeaderValue, StatusCode};
use axum::response::IntoResponse;
use shardscope::clusters::PredefinedCluster;
use shardscope::proxy::ProxySettings;

use super::read_only;
use crate::common::send;
use crate::common::upstream::{
    console, echo, json, proxied, raw_answer, request, scripted, Script,
};

#[tokio::test]
async fn impersonation_and_method_override_headers_go_only_where_a_cluster_allows_them() {
    let upstream = echo().await;
    let allowing = PredefinedCluster {
        forward_headers: Some("es-security-runas-user".to_owned()),
        ..proxied("runas", &upstream.uri())
    };
    let app = console(
        &[proxied("plain", &upstream.uri()), allowing],
        ProxySettings::default(),
    );
    let headers = [
        ("es-security-runas-user", "admin"),
        ("opendistro_security_impersonate_as", "admin"),
        ("x-http-method-override", "DELETE"),
        ("x-real-ip", "10.1.2.3"),
    ];
    let plain = send(
        &app,
        request("GET", "/api/proxy/plain/_cat/health", &headers, ""),
    )
    .await;
    let seen = json(plain).await;
    for (name, _) in headers {
        assert_eq!(seen["headers"].get(name), None, "{name} was forwarded");
    }
    let allowed = send(
        &app,
        request("GET", "/api/proxy/runas/_cat/health", &headers, ""),
    )
    .await;
    let seen = json(allowed).await;
    assert_eq!(seen["headers"]["es-security-runas-user"], "admin");
    assert_eq!(seen["headers"].get("x-http-method-override"), None);
    assert_eq!(
        seen["headers"].get("opendistro_security_impersonate_as"),
        None
    );
}

/// P7: only the headers the app sends, and those a cluster's `forwardHeaders` names, reach a
/// cluster.
#[tokio::test]
async fn only_the_apps_headers_and_those_a_cluster_names_are_forwarded() {
    let upstream = echo().await;
    let naming = PredefinedCluster {
        forward_headers: Some("x-proxy-user, securitytenant".to_owned()),
        ..proxied("tenant", &upstream.uri())
    };
    let app = console(
        &[
            read_only("ro", &upstream.uri()),
            proxied("rw", &upstream.uri()),
            naming,
        ],
        ProxySettings::default(),
    );
    let probing = [
        ("es-secondary-authorization", "ApiKey eA=="),
        ("x-proxy-user", "admin"),
        ("x-proxy-roles", "all_access"),
        ("securitytenant", "global"),
        ("security_tenant", "global"),
        ("x-original-url", "/_bulk"),
        ("x-rewrite-url", "/_bulk"),
        ("x-client-ip", "10.0.0.1"),
        ("x-elastic-product-origin", "kibana"),
        ("x-found-cluster", "other"),
        ("accept", "application/json"),
        ("x-opaque-id", "trace-1"),
    ];
    for id in ["ro", "rw"] {
        let uri = format!("/api/proxy/{id}/_cat/health");
        let seen = json(send(&app, request("GET", &uri, &probing, "")).await).await;
        for (name, _) in &probing[..10] {
            assert_eq!(seen["headers"].get(name), None, "{name} reached {id}");
        }
        assert_eq!(seen["headers"]["accept"], "application/json");
        assert_eq!(seen["headers"]["x-opaque-id"], "trace-1");
    }
    let uri = "/api/proxy/tenant/_cat/health";
    let seen = json(send(&app, request("GET", uri, &probing, "")).await).await;
    assert_eq!(seen["headers"]["x-proxy-user"], "admin");
    assert_eq!(seen["headers"]["securitytenant"], "global");
    assert_eq!(seen["headers"].get("x-proxy-roles"), None);
}

/// P8 and P9: the cluster's headers that would act on the console's origin stay behind, and
/// an answer with more than one content type is a download.
#[tokio::test]
async fn answer_headers_are_allowed_by_name_and_every_content_type_counts() {
    let hostile: Script = Arc::new(|_: &str, _: &str| {
        let mut response = (StatusCode::OK, "<script>alert(1)</script>").into_response();
        let headers = response.headers_mut();
        for (name, value) in [
            ("content-type", "application/json"),
            ("content-type", "text/html"),
            ("clear-site-data", "\"*\""),
            ("strict-transport-security", "max-age=63072000"),
            ("refresh", "0; url=https://evil.example"),
            ("access-control-allow-origin", "*"),
            ("access-control-allow-credentials", "true"),
            ("cache-control", "public, max-age=86400"),
            ("link", "<https://evil.example/x.css>; rel=preload"),
            ("www-authenticate", "Basic realm=\"es\""),
            ("set-cookie", "a=1"),
            ("x-elastic-product", "Elasticsearch"),
        ] {
            headers.append(name, HeaderValue::from_static(value));
        }
        response
    });
    let upstream = scripted(hostile, Duration::ZERO, false).await;
    let app = console(&[proxied("rw", &upstream.uri())], ProxySettings::default());
    let response = send(&app, request("GET", "/api/proxy/rw/_cat/health", &[], "")).await;
    let headers = response.headers();
    for name in [
        "clear-site-data",
        "strict-transport-security",
        "refresh",
        "access-control-allow-origin",
        "access-control-allow-credentials",
        "link",
        "www-authenticate",
        "set-cookie",
    ] {
        assert!(headers.get(name).is_none(), "{name} was passed on");
    }
    assert_eq!(headers["cache-control"], "no-store");
    assert_eq!(headers["content-disposition"], "attachment");
    assert_eq!(headers["x-elastic-product"], "Elasticsearch");
}

/// P4 and P11: a redirect is never passed on (the browser would follow it and send the body
/// elsewhere), nor a switch of protocols.
#[tokio::test]
async fn redirects_and_protocol_switches_become_bad_gateway() {
    let redirecting: Script = Arc::new(|_: &str, _: &str| {
        let mut response = StatusCode::TEMPORARY_REDIRECT.into_response();
        response
            .headers_mut()
            .insert("location", HeaderValue::from_static("/api/proxy/rw/_bulk"));
        response
    });
    let redirect = scripted(redirecting, Duration::ZERO, false).await;
    let switching =
        raw_answer("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade")
            .await;
    let app = console(
        &[
            read_only("ro", &redirect.uri()),
            proxied("ws", &format!("http://{switching}")),
        ],
        ProxySettings::default(),
    );
    let response = send(&app, request("POST", "/api/proxy/ro/_search", &[], "{}")).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
    assert!(response.headers().get("location").is_none());
    let reason = json(response).await["error"]["reason"].to_string();
    assert!(reason.contains("redirect"), "{reason}");
    assert_eq!(redirect.seen(), ["POST /_search"]);
    let response = send(&app, request("GET", "/api/proxy/ws/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::BAD_GATEWAY);
}
