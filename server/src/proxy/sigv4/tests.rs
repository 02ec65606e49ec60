//! Cases of AWS's Signature Version 4 test suite (`aws-sig-v4-test-suite`): its example key,
//! date, region and service, and the signatures it documents.

use std::time::{Duration, UNIX_EPOCH};

use super::*;

const KEY: SigningKey<'static> = SigningKey {
    access_key_id: "AKIDEXAMPLE",
    secret_access_key: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
    region: "us-east-1",
    service: "service",
};
const DATE: &str = "20150830T123600Z";
const HOST: (&str, &str) = ("Host", "example.amazonaws.com");
const X_AMZ_DATE: (&str, &str) = ("X-Amz-Date", DATE);

fn suite_authorization(signed_headers: &str, signature: &str) -> String {
    format!(
        "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, \
         SignedHeaders={signed_headers}, Signature={signature}"
    )
}

fn sign(method: &str, query: &str, headers: &[(&str, &str)], body: &[u8]) -> String {
    let hash = payload_hash(body);
    let request = Signable {
        method,
        path: "/",
        query,
        headers,
        payload_hash: &hash,
    };
    authorization(&KEY, &request, DATE)
}

#[test]
fn get_vanilla() {
    assert_eq!(
        sign("GET", "", &[HOST, X_AMZ_DATE], b""),
        suite_authorization(
            "host;x-amz-date",
            "5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"
        )
    );
}

#[test]
fn get_vanilla_query_order_key_case() {
    assert_eq!(
        sign(
            "GET",
            "Param2=value2&Param1=value1",
            &[HOST, X_AMZ_DATE],
            b""
        ),
        suite_authorization(
            "host;x-amz-date",
            "b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500"
        )
    );
}

#[test]
fn post_vanilla_query() {
    assert_eq!(
        sign("POST", "Param1=value1", &[HOST, X_AMZ_DATE], b""),
        suite_authorization(
            "host;x-amz-date",
            "28038455d6de14eafc1f9222cf5aa6f1a96197d7deb8263271d420d138af7f11"
        )
    );
}

#[test]
fn post_x_www_form_urlencoded() {
    let content_type = ("Content-Type", "application/x-www-form-urlencoded");
    let headers = [content_type, HOST, X_AMZ_DATE];
    assert_eq!(
        sign("POST", "", &headers, b"Param1=value1"),
        suite_authorization(
            "content-type;host;x-amz-date",
            "ff11897932ad3f4e8b18135d722051e5ac45fc38421b1da7b9d196a0fe09473a"
        )
    );
    let hash = payload_hash(b"Param1=value1");
    let (canonical, _) = canonical_request(&Signable {
        method: "POST",
        path: "/",
        query: "",
        headers: &headers,
        payload_hash: &hash,
    });
    assert_eq!(
        canonical,
        "POST\n/\n\ncontent-type:application/x-www-form-urlencoded\n\
         host:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\n\
         content-type;host;x-amz-date\n\
         9095672bbd1f56dfc5b65f3e153adc8731a4a654192329106275f4c7b24d0b6e"
    );
}

#[test]
fn a_different_body_gives_a_different_signature() {
    let headers = [HOST, X_AMZ_DATE];
    assert_ne!(
        sign("POST", "", &headers, b"{\"a\":1}"),
        sign("POST", "", &headers, b"{\"a\":2}")
    );
}

#[test]
fn paths_are_encoded_once_more_and_queries_decoded_then_encoded_strictly() {
    let hash = payload_hash(b"");
    let (canonical, _) = canonical_request(&Signable {
        method: "GET",
        path: "/logs-%2A/_search",
        query: "q=a%20b&size=1&filter_path=hits.hits._id,took&empty",
        headers: &[HOST],
        payload_hash: &hash,
    });
    let lines: Vec<&str> = canonical.lines().collect();
    assert_eq!(lines[1], "/logs-%252A/_search");
    assert_eq!(
        lines[2],
        "empty=&filter_path=hits.hits._id%2Ctook&q=a%20b&size=1"
    );
}

#[test]
fn header_values_are_trimmed_and_repeated_names_merged() {
    let hash = payload_hash(b"");
    let (canonical, signed) = canonical_request(&Signable {
        method: "GET",
        path: "/",
        query: "",
        headers: &[("My-Header1", "  a   b  "), HOST, ("my-header1", "c")],
        payload_hash: &hash,
    });
    assert_eq!(signed, "host;my-header1");
    assert!(canonical.contains("\nmy-header1:a b,c\n"), "{canonical}");
}

#[test]
fn amz_dates_are_utc() {
    let at = |seconds| amz_date(UNIX_EPOCH + Duration::from_secs(seconds));
    assert_eq!(at(1_440_938_160), DATE);
    assert_eq!(at(0), "19700101T000000Z");
    assert_eq!(at(951_782_400), "20000229T000000Z");
    assert_eq!(at(1_735_689_599), "20241231T235959Z");
}
