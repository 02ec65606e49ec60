//! Writes refused before they are sent: escapes a gateway would decode, and a trusted user
//! header that names no one plainly.

use std::time::Duration;

use axum::http::StatusCode;
use shardscope::clusters::PredefinedCluster;
use shardscope::protection::Protection;
use shardscope::proxy::ProxySettings;

use super::{audit, ok};
use crate::common::logs::Logs;
use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request, scripted};

/// P2 and P13: escapes a decoding gateway would turn into an API name are refused, never
/// reach the gateway, and the refused writes are audited.
#[tokio::test]
async fn escapes_a_gateway_would_decode_are_refused_and_audited() {
    let (logs, _default) = Logs::capture();
    let gateway = scripted(ok(), Duration::ZERO, true).await;
    let read_only = |id: &str| PredefinedCluster {
        protection: Protection::ReadOnly,
        ..proxied(id, &gateway.uri())
    };
    let app = console(
        &[read_only("gwro"), read_only("ro")],
        ProxySettings::default(),
    );
    let probes = [
        ("GET", "gwro/_%66lush"),
        ("GET", "gwro/logs/_r%65fresh"),
        ("GET", "gwro/_security/enroll/%6Bibana"),
        ("POST", "ro/idx/%5Fbulk"),
    ];
    for (method, path) in probes {
        let response = send(
            &app,
            request(method, &format!("/api/proxy/{path}"), &[], "{}"),
        )
        .await;
        assert_eq!(
            response.status(),
            StatusCode::BAD_REQUEST,
            "{method} {path}"
        );
    }
    assert_eq!(gateway.seen(), Vec::<String>::new());
    let refused: Vec<(String, String, u64)> = audit(&logs)
        .iter()
        .map(|line| {
            assert_eq!(line["message"], "proxied write refused");
            (
                line["method"].as_str().unwrap().to_owned(),
                format!(
                    "{}{}",
                    line["cluster"].as_str().unwrap(),
                    line["path"].as_str().unwrap()
                ),
                line["status"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, String, u64)> = probes
        .iter()
        .map(|(method, path)| ((*method).to_owned(), (*path).to_owned(), 400))
        .collect();
    assert_eq!(refused, expected);
}

/// P12: a trusted user header sent twice (a proxy in front that appends) or with characters
/// that print as nothing is refused and logged; one plain name is audited.
#[tokio::test]
async fn a_trusted_user_header_that_names_no_one_plainly_is_refused_and_logged() {
    let (logs, _default) = Logs::capture();
    let upstream = echo().await;
    let settings = ProxySettings {
        trusted_user_header: Some("x-forwarded-user".parse().unwrap()),
        ..ProxySettings::default()
    };
    let app = console(&[proxied("rw", &upstream.uri())], settings);
    for headers in [
        vec![
            ("x-forwarded-user", "mallory"),
            ("x-forwarded-user", "alice"),
        ],
        vec![("x-forwarded-user", "ali\u{200B}ce")],
        vec![("x-forwarded-user", "\u{202E}ecila")],
    ] {
        let response = send(&app, request("DELETE", "/api/proxy/rw/logs", &headers, "")).await;
        assert_eq!(response.status(), StatusCode::BAD_REQUEST, "{headers:?}");
        assert_eq!(
            json(response).await["error"]["type"],
            "shardscope_untrusted_user"
        );
    }
    assert_eq!(upstream.hits(), 0);
    let lines = audit(&logs);
    assert_eq!(lines.len(), 3);
    assert!(lines.iter().all(|line| line["level"] == "WARN"));
    assert!(lines[0]["message"]
        .as_str()
        .unwrap()
        .contains("more than once"));
    let alice = [("x-forwarded-user", "alice")];
    let response = send(&app, request("DELETE", "/api/proxy/rw/logs", &alice, "")).await;
    assert_eq!(response.status(), StatusCode::OK);
    assert_eq!(audit(&logs)[3]["user"], "alice");
}
