//! The cluster's credentials, added by the server to every proxied request. The order
//! matches the app's for a cluster it reaches itself: a username (basic), else an API key,
//! else AWS keys (`SigV4` for service `es`).

use std::time::SystemTime;

use axum::http::header::{self, HeaderMap, HeaderName, HeaderValue};
use base64::Engine as _;
use url::Url;

use super::sigv4::{self, Signable, SigningKey};
use super::target;
use crate::clusters::PredefinedCluster;

/// The AWS service name of Amazon `OpenSearch` Service, and the region when none is set.
pub const AWS_SERVICE: &str = "es";
pub const AWS_DEFAULT_REGION: &str = "us-east-1";

/// How a cluster's requests are authenticated.
pub enum Credentials<'a> {
    None,
    Basic(HeaderValue),
    ApiKey(HeaderValue),
    Aws(AwsKeys<'a>),
}

pub struct AwsKeys<'a> {
    access_key_id: &'a str,
    secret_access_key: &'a str,
    session_token: Option<&'a str>,
    region: &'a str,
}

impl<'a> Credentials<'a> {
    /// The credentials a cluster is configured with; an error names what is incomplete.
    pub fn of(cluster: &'a PredefinedCluster) -> Result<Self, String> {
        let set = |value: &'a Option<String>| value.as_deref().filter(|text| !text.is_empty());
        if let Some(username) = set(&cluster.username) {
            let pair = match set(&cluster.password) {
                Some(password) => format!("{username}:{password}"),
                None => username.to_owned(),
            };
            let encoded = base64::engine::general_purpose::STANDARD.encode(pair);
            return Ok(Self::Basic(secret(&format!("Basic {encoded}"))?));
        }
        if let Some(key) = set(&cluster.api_key) {
            return Ok(Self::ApiKey(secret(&format!("ApiKey {key}"))?));
        }
        match (
            set(&cluster.s3_access_key_id),
            set(&cluster.s3_secret_access_key),
        ) {
            (None, None) => Ok(Self::None),
            (Some(access_key_id), Some(secret_access_key)) => Ok(Self::Aws(AwsKeys {
                access_key_id,
                secret_access_key,
                session_token: set(&cluster.s3_session_token),
                region: set(&cluster.s3_region).unwrap_or(AWS_DEFAULT_REGION),
            })),
            _ => Err(
                "AWS request signing needs both an access key id and a secret access \
                      key; the cluster has only one of them."
                    .to_owned(),
            ),
        }
    }

    /// Whether the body must be read whole before sending (it is part of the signature).
    pub fn signs_body(&self) -> bool {
        matches!(self, Self::Aws(_))
    }

    /// Adds the credentials to `headers` for a request to `url`; `body` is the whole body
    /// when [`signs_body`](Self::signs_body).
    pub fn apply(&self, headers: &mut HeaderMap, method: &str, url: &Url, body: &[u8]) {
        match self {
            Self::None => {}
            Self::Basic(value) | Self::ApiKey(value) => {
                headers.insert(header::AUTHORIZATION, value.clone());
            }
            Self::Aws(keys) => keys.sign(headers, method, url, body, SystemTime::now()),
        }
    }
}

impl AwsKeys<'_> {
    fn sign(&self, headers: &mut HeaderMap, method: &str, url: &Url, body: &[u8], now: SystemTime) {
        let date = sigv4::amz_date(now);
        let hash = sigv4::payload_hash(body);
        let host = target::host_header(url);
        let mut signed = vec![
            ("host", host.as_str()),
            ("x-amz-date", date.as_str()),
            ("x-amz-content-sha256", hash.as_str()),
        ];
        if let Some(token) = self.session_token {
            signed.push(("x-amz-security-token", token));
        }
        let key = SigningKey {
            access_key_id: self.access_key_id,
            secret_access_key: self.secret_access_key,
            region: self.region,
            service: AWS_SERVICE,
        };
        let request = Signable {
            method,
            path: url.path(),
            query: url.query().unwrap_or_default(),
            headers: &signed,
            payload_hash: &hash,
        };
        let authorization = sigv4::authorization(&key, &request, &date);
        for (name, value) in signed {
            if let Ok(value) = HeaderValue::from_str(value) {
                headers.insert(HeaderName::from_static(name), value);
            }
        }
        if let Some(token) = headers.get_mut("x-amz-security-token") {
            token.set_sensitive(true);
        }
        if let Ok(value) = secret(&authorization) {
            headers.insert(header::AUTHORIZATION, value);
        }
    }
}

/// A header value marked sensitive (kept out of debug output and header compression).
fn secret(text: &str) -> Result<HeaderValue, String> {
    let mut value = HeaderValue::from_str(text).map_err(|_| {
        "the cluster's credentials hold characters that cannot be sent in a header".to_owned()
    })?;
    value.set_sensitive(true);
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The app is told which proxied clusters are signed (`PredefinedCluster::signs_requests`)
    /// to keep their bodies within the signed-body limit; it must be told what the proxy does.
    #[test]
    fn the_served_signed_flag_says_what_the_proxy_does() {
        let some = |text: &str| Some(text.to_owned());
        let aws = PredefinedCluster {
            s3_access_key_id: some("AKIAEXAMPLE"),
            s3_secret_access_key: some("secret"),
            ..PredefinedCluster::default()
        };
        let clusters = [
            PredefinedCluster::default(),
            aws.clone(),
            PredefinedCluster {
                username: some("elastic"),
                ..aws.clone()
            },
            PredefinedCluster {
                api_key: some("key"),
                ..aws.clone()
            },
            PredefinedCluster {
                username: Some(String::new()),
                api_key: Some(String::new()),
                ..aws
            },
        ];
        for cluster in &clusters {
            let credentials = Credentials::of(cluster).unwrap();
            assert_eq!(
                credentials.signs_body(),
                cluster.signs_requests(),
                "{cluster:?}"
            );
        }
        assert!(clusters[1].signs_requests() && clusters[4].signs_requests());
    }
}
