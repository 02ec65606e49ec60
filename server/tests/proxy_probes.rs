//! The proxy probed as an attacker would: paths that a URL parser would rewrite (backslashes,
//! encoded dots, slashes and underscores), a cluster address's path prefix, reads that act,
//! and headers that would make a cluster act as another user. Each is decided on the path as
//! the cluster would receive it, against a recording stand-in cluster.

mod common;

use std::sync::Arc;
use std::time::Duration;

use axum::http::{HeaderValue, StatusCode};
use axum::response::IntoResponse;
use common::send;
use common::upstream::{console, echo, json, proxied, raw_answer, request, scripted, Script};
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

/// Paths (after `/api/proxy/{id}/`) that a URL parser would turn into another path, each
/// with the method that makes it a write where it lands.
const REWRITTEN: &[(&str, &str)] = &[
    ("DELETE", r"_search/scroll/x\..\..\..\logs"),
    ("POST", r"_render/template/x\..\..\..\_bulk"),
    ("POST", r"idx/_explain/x\..\..\_doc\1"),
    ("DELETE", r"_search/scroll/x%5C..%5C..%5C..%5Clogs"),
    ("DELETE", r"_search/scroll/x%5c..%5c..%5c..%5clogs"),
    (
        "POST",
        r"_render/template/x%5C%2e%2e%5C%2e%2e%5C%2e%2e%5C_bulk",
    ),
    ("POST", r"idx/_explain/x\%2e%2e\..\_doc\1"),
    ("POST", r"idx/_explain/x%5C%2E%2E%5C..%5C_doc%5C1"),
    ("DELETE", r"_search/scroll/%2e%2e/%2e%2e/%2e%2e/logs"),
    ("DELETE", r"_search/scroll/.%2e/.%2e/.%2e/logs"),
    ("DELETE", r"_search/scroll/x/../../../logs"),
    ("DELETE", r"_search/scroll/x%2f..%2f..%2f..%2flogs"),
    ("POST", r"idx/_explain/%2e%2e%2f%2e%2e%2f_bulk"),
    ("DELETE", r"_search//scroll/logs"),
    ("POST", r"idx/%5Fexplain/1"),
    ("POST", r"idx/%5fsearch"),
    ("GET", r"x\..\_flush"),
    ("GET", r"%5Fflush"),
];

#[tokio::test]
async fn paths_a_url_parser_would_rewrite_are_refused_on_every_cluster_and_never_sent() {
    let upstream = echo().await;
    let read_only = PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied("ro", &upstream.uri())
    };
    let prefixed = proxied("pfx", &format!("{}/prefix/", upstream.uri()));
    let app = console(
        &[read_only, proxied("rw", &upstream.uri()), prefixed],
        ProxySettings::default(),
    );
    for id in ["ro", "rw", "pfx"] {
        for (method, path) in REWRITTEN {
            let uri = format!("/api/proxy/{id}/{path}");
            let response = send(&app, request(method, &uri, &[], "{}")).await;
            let status = response.status();
            assert!(
                status == StatusCode::BAD_REQUEST || status == StatusCode::FORBIDDEN,
                "{method} {uri}: {status}"
            );
            assert_eq!(json(response).await["status"], status.as_u16());
            assert_eq!(upstream.hits(), 0, "{method} {uri} reached the cluster");
        }
    }
}

#[tokio::test]
async fn an_address_path_prefix_is_a_boundary_like_the_host() {
    let upstream = echo().await;
    let app = console(
        &[proxied("pfx", &format!("{}/prefix/", upstream.uri()))],
        ProxySettings::default(),
    );
    for path in [
        r"..\..\..\internal\admin",
        r"%2e%2e/internal/admin",
        r"%2E%2E%5Cinternal%5Cadmin",
        r"../internal/admin",
        r"x/%2e%2e/%2e%2e/internal/admin",
    ] {
        let response = send(
            &app,
            request("GET", &format!("/api/proxy/pfx/{path}"), &[], ""),
        )
        .await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{path}");
    }
    assert_eq!(upstream.hits(), 0);
    let response = send(&app, request("GET", "/api/proxy/pfx/_cat/health", &[], "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(json(response).await["path"], "/prefix/_cat/health");
}

#[tokio::test]
async fn reads_that_act_are_refused_on_a_read_only_cluster() {
    let upstream = echo().await;
    let read_only = PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied("ro", &upstream.uri())
    };
    let app = console(&[read_only], ProxySettings::default());
    for (method, path) in [
        ("GET", "_flush"),
        ("GET", "logs/_flush"),
        ("HEAD", "logs/_flush"),
        ("GET", "_flush/synced"),
        ("GET", "_refresh"),
        ("GET", "logs,metrics/_refresh"),
        ("HEAD", "_refresh"),
        ("GET", "logs/_reload_search_analyzers"),
        ("GET", "_security/enroll/kibana"),
        ("GET", "_security/enroll/node"),
        ("GET", "_plugins/_knn/warmup/vectors"),
        ("GET", "_plugins/_notifications/feature/test/slack"),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], "")).await;
        assert_eq!(response.status(), StatusCode::FORBIDDEN, "{method} {uri}");
    }
    assert_eq!(upstream.hits(), 0);
    let stats = send(&app, request("GET", "/api/proxy/ro/logs/_stats", &[], "")).await;
    assert_eq!(stats.status(), StatusCode::OK);
}

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

fn read_only(id: &str, uri: &str) -> PredefinedCluster {
    PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied(id, uri)
    }
}

/// P3: `OpenSearch` SQL deletes when its delete setting is on; a statement is a read only when
/// it cannot change data, whichever route, method or place carries it. P5: the Open Distro
/// route of a declared write. P6: clearing every scroll or point in time.
#[tokio::test]
async fn reads_that_carry_a_write_are_refused_on_a_read_only_cluster() {
    let upstream = echo().await;
    let app = console(
        &[read_only("ro", &upstream.uri())],
        ProxySettings::default(),
    );
    let delete = r#"{"query":"DELETE FROM logs WHERE 1=1"}"#;
    for (method, path, body) in [
        ("POST", "_plugins/_sql", delete),
        ("POST", "_opendistro/_sql", delete),
        ("GET", "_plugins/_sql", delete),
        (
            "POST",
            "_plugins/_sql?format=json",
            r#"{"query":"SELECT 1; DELETE FROM logs"}"#,
        ),
        ("GET", "_opendistro/_sql?sql=DELETE%20FROM%20logs", ""),
        ("POST", "_plugins/_sql?sql=delete+from+logs", ""),
        ("GET", "_opendistro/_knn/warmup/vectors", ""),
        ("DELETE", "_search/scroll/_all", ""),
        ("DELETE", "_search/scroll", r#"{"scroll_id":["a","_all"]}"#),
        ("DELETE", "_search/scroll?scroll_id=_all", ""),
        ("DELETE", "_search/point_in_time/_all", ""),
        ("GET", "logs/_doc/1?refresh=true", ""),
        (
            "POST",
            "_scripts/_pit",
            r#"{"script":{"lang":"painless","source":"1"}}"#,
        ),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], body)).await;
        assert_eq!(
            response.status(),
            StatusCode::FORBIDDEN,
            "{method} {uri} {body}"
        );
    }
    assert_eq!(upstream.hits(), 0);
    for (method, path, body) in [
        (
            "POST",
            "_plugins/_sql",
            r#"{"query":"SELECT * FROM logs LIMIT 5"}"#,
        ),
        (
            "GET",
            "_opendistro/_sql?sql=SHOW%20TABLES%20LIKE%20logs",
            "",
        ),
        ("POST", "_plugins/_sql", r#"{"cursor":"d:eyJhIjp7fX0="}"#),
        ("DELETE", "_search/scroll", r#"{"scroll_id":["a","b"]}"#),
        ("GET", "logs/_doc/1?refresh=false", ""),
    ] {
        let uri = format!("/api/proxy/ro/{path}");
        let response = send(&app, request(method, &uri, &[], body)).await;
        assert_eq!(response.status(), StatusCode::OK, "{method} {uri} {body}");
        let seen = json(response).await;
        let sent_body = if method == "GET" { "" } else { body };
        assert_eq!(
            seen["body"], sent_body,
            "the body read to decide is sent whole"
        );
    }
}

/// A statement too long to read (past the table's limit) is no read; sent to a cluster that
/// allows writes, it arrives whole.
#[tokio::test]
async fn an_sql_body_past_the_limit_is_a_write_and_is_sent_whole() {
    let upstream = echo().await;
    let app = console(
        &[
            read_only("ro", &upstream.uri()),
            proxied("rw", &upstream.uri()),
        ],
        ProxySettings::default(),
    );
    let long = format!(
        r#"{{"query":"SELECT * FROM logs WHERE message = '{}'"}}"#,
        "x".repeat(shardscope::protection::inspect_limit())
    );
    let refused = send(
        &app,
        request("POST", "/api/proxy/ro/_plugins/_sql", &[], &long),
    )
    .await;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    assert_eq!(upstream.hits(), 0);
    let sent = send(
        &app,
        request("POST", "/api/proxy/rw/_plugins/_sql", &[], &long),
    )
    .await;
    assert_eq!(sent.status(), StatusCode::OK);
    assert_eq!(json(sent).await["body"], long.as_str());
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
