//! The cluster's credentials added by the proxy in place of the browser's `Authorization`:
//! basic, API key, and AWS `SigV4` signed on the server.

use std::fmt::Write as _;

use axum::http::StatusCode;
use sha2::{Digest, Sha256};
use shardscope::clusters::PredefinedCluster;
use shardscope::proxy::sigv4::{self, Signable, SigningKey};
use shardscope::proxy::ProxySettings;

use crate::common::send;
use crate::common::upstream::{console, echo, json, proxied, request};

async fn seen_headers(cluster: PredefinedCluster, method: &str, body: &str) -> serde_json::Value {
    let app = console(&[cluster], ProxySettings::default());
    let response = send(
        &app,
        request(
            method,
            "/api/proxy/c/logs/_search?size=1",
            &[("authorization", "Basic YnJvd3Nlcjpub3Q=")],
            body,
        ),
    )
    .await;
    assert_eq!(response.status(), StatusCode::OK);
    json(response).await
}

#[tokio::test]
async fn basic_credentials_replace_the_browsers_authorization() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        username: Some("elastic".into()),
        password: Some("changeme".into()),
        ..proxied("c", &upstream.uri())
    };
    let seen = seen_headers(cluster, "GET", "").await;
    // base64("elastic:changeme")
    assert_eq!(
        seen["headers"]["authorization"],
        "Basic ZWxhc3RpYzpjaGFuZ2VtZQ=="
    );
}

#[tokio::test]
async fn an_api_key_is_sent_as_apikey_authorization() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        api_key: Some("VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw==".into()),
        ..proxied("c", &upstream.uri())
    };
    let seen = seen_headers(cluster, "GET", "").await;
    assert_eq!(
        seen["headers"]["authorization"],
        "ApiKey VnVhQ2ZHY0JDZGJrUW0tZTVhT3g6dWkybHAyYXhUTm1zeWFrdzl0dk5udw=="
    );
}

#[tokio::test]
async fn aws_keys_sign_what_the_cluster_receives_with_sigv4() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        s3_access_key_id: Some("AKIDEXAMPLE".into()),
        s3_secret_access_key: Some("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY".into()),
        s3_session_token: Some("session-token".into()),
        s3_region: Some("eu-west-1".into()),
        ..proxied("c", &upstream.uri())
    };
    let body = r#"{"query":{"match_all":{}}}"#;
    let seen = seen_headers(cluster, "POST", body).await;
    let headers = &seen["headers"];
    let text = |name: &str| headers[name].as_str().unwrap().to_owned();
    let hash = Sha256::digest(body.as_bytes())
        .iter()
        .fold(String::new(), |mut hex, byte| {
            let _ = write!(hex, "{byte:02x}");
            hex
        });
    assert_eq!(text("x-amz-content-sha256"), hash);
    assert_eq!(text("x-amz-security-token"), "session-token");
    let date = text("x-amz-date");
    let authorization = text("authorization");
    assert!(
        authorization.starts_with(&format!(
            "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/{}/eu-west-1/es/aws4_request, \
             SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-security-token, ",
            &date[..8]
        )),
        "{authorization}"
    );
    // The signature is valid for the request as it arrived (host, path, query and body).
    let (host, token) = (text("host"), text("x-amz-security-token"));
    let signed = [
        ("host", host.as_str()),
        ("x-amz-content-sha256", hash.as_str()),
        ("x-amz-date", date.as_str()),
        ("x-amz-security-token", token.as_str()),
    ];
    let expected = sigv4::authorization(
        &SigningKey {
            access_key_id: "AKIDEXAMPLE",
            secret_access_key: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
            region: "eu-west-1",
            service: "es",
        },
        &Signable {
            method: seen["method"].as_str().unwrap(),
            path: seen["path"].as_str().unwrap(),
            query: seen["query"].as_str().unwrap(),
            headers: &signed,
            payload_hash: &hash,
        },
        &date,
    );
    assert_eq!(authorization, expected);
    assert_eq!(seen["body"], body);
}

#[tokio::test]
async fn signed_bodies_are_held_whole_only_up_to_their_own_limit() {
    let upstream = echo().await;
    let cluster = PredefinedCluster {
        s3_access_key_id: Some("AKIDEXAMPLE".into()),
        s3_secret_access_key: Some("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY".into()),
        ..proxied("c", &upstream.uri())
    };
    let settings = ProxySettings {
        signed_body_limit: 1000,
        ..ProxySettings::default()
    };
    let app = console(
        &[cluster.clone(), proxied("plain", &upstream.uri())],
        settings,
    );
    let big = "x".repeat(1500);
    for declared in [true, false] {
        let length = big.len().to_string();
        let headers: &[(&str, &str)] = if declared {
            &[("content-length", &length)]
        } else {
            &[]
        };
        let response = send(
            &app,
            request("POST", "/api/proxy/c/logs/_bulk", headers, &big),
        )
        .await;
        assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
        let reason = json(response).await["error"]["reason"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(reason.contains("--proxy-signed-body-limit"), "{reason}");
    }
    assert_eq!(upstream.hits(), 0);
    // The same body goes to a cluster that streams bodies, and a small one is signed.
    let plain = send(
        &app,
        request("POST", "/api/proxy/plain/logs/_bulk", &[], &big),
    )
    .await;
    assert_eq!(plain.status(), StatusCode::OK);
    let small = send(&app, request("POST", "/api/proxy/c/logs/_bulk", &[], "{}")).await;
    assert_eq!(small.status(), StatusCode::OK);
    assert!(json(small).await["headers"]["authorization"]
        .as_str()
        .unwrap()
        .starts_with("AWS4-HMAC-SHA256 "));
}
