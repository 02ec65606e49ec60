//! Predefined clusters: parsing, `${VAR}` interpolation, validation and what the browser is
//! served of them. Pure: the environment and the check of CA files are passed in; nothing here
//! touches the network, and only [`open_for_reading`] touches a file.

mod ca_files;
mod entry;
mod error;
mod field;
mod interpolate;
mod limits;
mod parse;
mod values;

use serde::ser::{Serialize, SerializeMap, Serializer};

pub use ca_files::{check_ca_files, open_for_reading, parse_pem};
pub use error::{ClustersError, EntryProblem, Placeholder, UriAt};
pub use field::{Field, Kind};
pub use interpolate::interpolate;
pub use limits::COLORS;
pub use parse::{parse, ParsedClusters};

/// One predefined cluster, served with the keys of [`Field`] (the names the frontend reads) in
/// their order; absent fields, and those the browser may not see, are left out. A proxied
/// cluster whose requests the proxy signs is also served `"signed": true`, so that the app keeps
/// its bodies within the proxy's signed-body limit.
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
    /// Comma-separated names of headers the proxy holds back by default (impersonation, method
    /// override) that it forwards to this cluster.
    pub forward_headers: Option<String>,
}

/// A field's value, as the clusters file holds it and the browser is sent it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FieldValue<'a> {
    Text(&'a str),
    Flag(bool),
}

impl Serialize for FieldValue<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match *self {
            Self::Text(text) => serializer.serialize_str(text),
            Self::Flag(flag) => serializer.serialize_bool(flag),
        }
    }
}

impl PredefinedCluster {
    /// A field's value; `None` when it is absent. The id, the uri and the protection are always
    /// there; `proxy` and `insecure` only when they are true.
    pub fn value(&self, field: Field) -> Option<FieldValue<'_>> {
        use FieldValue::{Flag, Text};
        match field {
            Field::Id => Some(Text(&self.id)),
            Field::Uri => Some(Text(&self.uri)),
            Field::Protection => Some(Text(self.protection.as_str())),
            Field::Proxy => self.proxy.then_some(Flag(true)),
            Field::Insecure => self.insecure.then_some(Flag(true)),
            Field::CaFile => self
                .ca_file
                .as_deref()
                .and_then(std::path::Path::to_str)
                .map(Text),
            Field::Label => self.label.as_deref().map(Text),
            Field::Color => self.color.as_deref().map(Text),
            text => self
                .text_slot(text)
                .and_then(|slot| slot.as_deref())
                .map(Text),
        }
    }

    /// A text field's value; `None` when it is absent or not text.
    pub fn get(&self, field: Field) -> Option<&str> {
        match self.value(field)? {
            FieldValue::Text(text) => Some(text),
            FieldValue::Flag(_) => None,
        }
    }

    /// Where an optional text field that needs no check of its own is kept.
    fn text_slot(&self, field: Field) -> Option<&Option<String>> {
        Some(match field {
            Field::Name => &self.name,
            Field::Username => &self.username,
            Field::Password => &self.password,
            Field::ApiKey => &self.api_key,
            Field::S3AccessKeyId => &self.s3_access_key_id,
            Field::S3SecretAccessKey => &self.s3_secret_access_key,
            Field::S3SessionToken => &self.s3_session_token,
            Field::S3Region => &self.s3_region,
            Field::ForwardHeaders => &self.forward_headers,
            _ => return None,
        })
    }

    /// The same place, to set it.
    fn text_slot_mut(&mut self, field: Field) -> Option<&mut Option<String>> {
        Some(match field {
            Field::Name => &mut self.name,
            Field::Username => &mut self.username,
            Field::Password => &mut self.password,
            Field::ApiKey => &mut self.api_key,
            Field::S3AccessKeyId => &mut self.s3_access_key_id,
            Field::S3SecretAccessKey => &mut self.s3_secret_access_key,
            Field::S3SessionToken => &mut self.s3_session_token,
            Field::S3Region => &mut self.s3_region,
            Field::ForwardHeaders => &mut self.forward_headers,
            _ => return None,
        })
    }

    /// Whether the entry carries a secret (see [`Field::is_credential`]), served or not.
    pub fn has_credentials(&self) -> bool {
        Field::ALL
            .into_iter()
            .any(|field| field.is_credential() && self.get(field).is_some())
    }

    /// Whether the browser is sent a secret of this entry: a page or file that holds one is
    /// never kept by any cache. A proxied cluster's credentials stay on the server.
    pub fn serves_credentials(&self) -> bool {
        !self.proxy && self.has_credentials()
    }

    /// Whether requests to the cluster are signed with AWS `SigV4`, which holds each body whole:
    /// it has both AWS keys and neither a user name nor an API key, which come first.
    pub fn signs_requests(&self) -> bool {
        let set = |value: &Option<String>| value.as_deref().is_some_and(|text| !text.is_empty());
        !set(&self.username)
            && !set(&self.api_key)
            && set(&self.s3_access_key_id)
            && set(&self.s3_secret_access_key)
    }
}

/// Only the fields the browser may see ([`Field::is_served`]), in their order; absent ones are
/// left out.
impl PredefinedCluster {
    /// Whether `field` is sent to the browser. A direct cluster without protection is served
    /// as it was before protection existed, so the served list of a plain file is unchanged.
    fn serves(&self, field: Field) -> bool {
        let default_protection = field == Field::Protection
            && !self.proxy
            && self.protection == crate::protection::Protection::None;
        field.is_served(self.proxy) && !default_protection
    }
}

impl Serialize for PredefinedCluster {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let present = || {
            Field::ALL
                .into_iter()
                .filter(|field| self.serves(*field))
                .filter_map(|field| Some((field.as_str(), self.value(field)?)))
        };
        let signed = self.proxy && self.signs_requests();
        let mut map = serializer.serialize_map(Some(present().count() + usize::from(signed)))?;
        for (key, value) in present() {
            map.serialize_entry(key, &value)?;
        }
        if signed {
            map.serialize_entry("signed", &true)?;
        }
        map.end()
    }
}

#[cfg(test)]
mod tests;
