//! Predefined clusters: parsing, `${VAR}` interpolation and validation.
//! Pure: the environment is passed in, and nothing here touches files or the network.

mod error;
mod field;
mod interpolate;
mod parse;

use serde::ser::{Serialize, SerializeMap, Serializer};

pub use error::{ClustersError, EntryProblem, Placeholder};
pub use field::Field;
pub use interpolate::interpolate;
pub use parse::{parse, ParsedClusters};

/// One predefined cluster, served with the keys of [`Field`] (the names the frontend reads) in their order;
/// absent fields are left out.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PredefinedCluster {
    /// Names the cluster in proxy paths (`api/proxy/{id}/…`); unique in the file.
    pub id: String,
    pub name: Option<String>,
    /// The first address.
    pub uri: String,
    /// Further addresses of the same cluster, tried in order when the one before cannot be
    /// connected to (rolling restarts); only the proxy uses them.
    pub fallback_uris: Vec<String>,
    pub username: Option<String>,
    pub password: Option<String>,
    pub api_key: Option<String>,
    pub s3_access_key_id: Option<String>,
    pub s3_secret_access_key: Option<String>,
    pub s3_session_token: Option<String>,
    pub s3_region: Option<String>,
    /// Reached through the server (`api/proxy/{id}`): the browser gets no uri and no credential.
    pub proxy: bool,
    pub protection: crate::protection::Protection,
    /// Banner text shown on every screen of the cluster.
    pub label: Option<String>,
    /// The banner's colour, a colour name of the app.
    pub color: Option<String>,
    /// A PEM file of certificate authorities trusted for this cluster (proxy only).
    pub ca_file: Option<std::path::PathBuf>,
    /// The proxy does not verify the cluster's TLS certificate (labs only; warned about).
    pub insecure: bool,
}

impl PredefinedCluster {
    /// A field's value; the uri is always there.
    pub fn get(&self, field: Field) -> Option<&str> {
        let value = match field {
            Field::Uri => return Some(&self.uri),
            Field::Name => &self.name,
            Field::Username => &self.username,
            Field::Password => &self.password,
            Field::ApiKey => &self.api_key,
            Field::S3AccessKeyId => &self.s3_access_key_id,
            Field::S3SecretAccessKey => &self.s3_secret_access_key,
            Field::S3SessionToken => &self.s3_session_token,
            Field::S3Region => &self.s3_region,
        };
        value.as_deref()
    }

    /// Where an optional field is kept; `None` for the uri, which every entry has.
    fn optional_mut(&mut self, field: Field) -> Option<&mut Option<String>> {
        Some(match field {
            Field::Uri => return None,
            Field::Name => &mut self.name,
            Field::Username => &mut self.username,
            Field::Password => &mut self.password,
            Field::ApiKey => &mut self.api_key,
            Field::S3AccessKeyId => &mut self.s3_access_key_id,
            Field::S3SecretAccessKey => &mut self.s3_secret_access_key,
            Field::S3SessionToken => &mut self.s3_session_token,
            Field::S3Region => &mut self.s3_region,
        })
    }

    /// Whether the entry carries a secret (see [`Field::is_credential`]); what holds one is
    /// never kept by any cache.
    pub fn has_credentials(&self) -> bool {
        Field::ALL
            .into_iter()
            .any(|field| field.is_credential() && self.get(field).is_some())
    }
}

impl Serialize for PredefinedCluster {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let present = || {
            Field::ALL
                .into_iter()
                .filter_map(|field| Some((field.as_str(), self.get(field)?)))
        };
        let mut map = serializer.serialize_map(Some(present().count()))?;
        for (key, value) in present() {
            map.serialize_entry(key, value)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_field_that_can_hold_a_secret_counts_as_a_credential() {
        let plain = PredefinedCluster {
            name: Some("a".into()),
            uri: "http://a:9200".into(),
            s3_region: Some("eu-west-1".into()),
            ..Default::default()
        };
        assert!(!plain.has_credentials());
        let secrets: [fn(&mut PredefinedCluster); 6] = [
            |c| c.username = Some("u".into()),
            |c| c.password = Some("p".into()),
            |c| c.api_key = Some("k".into()),
            |c| c.s3_access_key_id = Some("id".into()),
            |c| c.s3_secret_access_key = Some("s".into()),
            |c| c.s3_session_token = Some("t".into()),
        ];
        for set in secrets {
            let mut cluster = plain.clone();
            set(&mut cluster);
            assert!(cluster.has_credentials(), "{cluster:?}");
        }
    }

    fn env(name: &str) -> Option<String> {
        match name {
            "ES_PASSWORD" => Some("s3cr\"et".to_owned()),
            "HOST" => Some("es.internal".to_owned()),
            _ => None,
        }
    }

    #[test]
    fn every_core_field_is_kept_and_placeholders_are_replaced_inside_strings() {
        let text = r#"[{"name":"prod","uri":"https://${HOST}:9200","username":"elastic",
            "password":"${ES_PASSWORD}","apiKey":"k","S3accessKeyId":"a",
            "S3secretAccessKey":"s","S3sessionToken":"t","S3region":"eu-west-1"}]"#;
        let parsed = parse(text, "clusters.json", &env).unwrap();
        let cluster = &parsed.clusters[0];
        assert_eq!(cluster.uri, "https://es.internal:9200");
        // A quote in the secret stays a character of the value, not JSON syntax.
        assert_eq!(cluster.password.as_deref(), Some("s3cr\"et"));
        let served = serde_json::to_value(&parsed.clusters).unwrap();
        let keys: Vec<&str> = served[0]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        let mut expected = Field::ALL.map(Field::as_str).to_vec();
        expected.sort_unstable();
        assert_eq!(keys, expected);
        assert!(parsed.warnings.is_empty());
    }

    #[test]
    fn fields_are_served_in_their_order_and_absent_ones_left_out() {
        let cluster = PredefinedCluster {
            s3_region: Some("r".into()),
            uri: "http://a".into(),
            name: Some("n".into()),
            ..Default::default()
        };
        assert_eq!(
            serde_json::to_string(&cluster).unwrap(),
            r#"{"name":"n","uri":"http://a","S3region":"r"}"#
        );
    }
}
