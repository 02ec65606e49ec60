//! The fields of a predefined cluster: the one place their names, their kinds and whether the
//! browser is sent them are written.

use std::fmt;

/// A field of a predefined cluster, named as the clusters file and the frontend spell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Id,
    Name,
    Uri,
    Username,
    Password,
    ApiKey,
    S3AccessKeyId,
    S3SecretAccessKey,
    S3SessionToken,
    S3Region,
    Label,
    Color,
    Protection,
    Proxy,
    Insecure,
    CaFile,
    ForwardHeaders,
}

/// What a field's value is in the clusters file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A string; `${NAME}` placeholders in it are replaced.
    Text,
    /// An address, or a non-empty list of addresses of the same cluster.
    Addresses,
    /// `true` or `false`; the strings "true" and "false" count too, so that a placeholder
    /// can set it (`"proxy": "${USE_PROXY}"`).
    Flag,
}

impl Field {
    /// Every field, in the order an entry is served.
    pub const ALL: [Self; 17] = [
        Self::Id,
        Self::Name,
        Self::Uri,
        Self::Username,
        Self::Password,
        Self::ApiKey,
        Self::S3AccessKeyId,
        Self::S3SecretAccessKey,
        Self::S3SessionToken,
        Self::S3Region,
        Self::Label,
        Self::Color,
        Self::Protection,
        Self::Proxy,
        Self::Insecure,
        Self::CaFile,
        Self::ForwardHeaders,
    ];

    /// The key in the clusters JSON, read and served alike.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Id => "id",
            Self::Name => "name",
            Self::Uri => "uri",
            Self::Username => "username",
            Self::Password => "password",
            Self::ApiKey => "apiKey",
            Self::S3AccessKeyId => "S3accessKeyId",
            Self::S3SecretAccessKey => "S3secretAccessKey",
            Self::S3SessionToken => "S3sessionToken",
            Self::S3Region => "S3region",
            Self::Label => "label",
            Self::Color => "color",
            Self::Protection => "protection",
            Self::Proxy => "proxy",
            Self::Insecure => "insecure",
            Self::CaFile => "caFile",
            Self::ForwardHeaders => "forwardHeaders",
        }
    }

    /// The field a JSON key names, if any (keys are case-sensitive).
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|field| field.as_str() == key)
    }

    pub const fn kind(self) -> Kind {
        match self {
            Self::Uri => Kind::Addresses,
            Self::Proxy | Self::Insecure => Kind::Flag,
            _ => Kind::Text,
        }
    }

    /// Whether the field holds a secret (a user name, password, API key or AWS key): an
    /// entry that serves one is never kept by any cache.
    pub const fn is_credential(self) -> bool {
        matches!(
            self,
            Self::Username
                | Self::Password
                | Self::ApiKey
                | Self::S3AccessKeyId
                | Self::S3SecretAccessKey
                | Self::S3SessionToken
        )
    }

    /// Whether the browser is sent the field. A cluster reached through the server's proxy
    /// is sent only what names and marks it: no address, no credential, no file path. The CA
    /// file is the server's business for every cluster, and so is `insecure` for a cluster
    /// the browser reaches itself.
    pub const fn is_served(self, proxied: bool) -> bool {
        match self {
            Self::CaFile | Self::ForwardHeaders => false,
            // The app needs the id of a proxied cluster only (it names the proxy path), and
            // only the proxy verifies certificates.
            Self::Id | Self::Insecure => proxied,
            Self::Name | Self::Label | Self::Color | Self::Protection | Self::Proxy => true,
            _ => !proxied,
        }
    }
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_names_its_field_and_no_other() {
        for field in Field::ALL {
            assert_eq!(Field::from_key(field.as_str()), Some(field));
        }
        assert_eq!(Field::from_key("apikey"), None);
        assert_eq!(Field::from_key("cafile"), None);
        assert_eq!(Field::from_key(""), None);
    }

    #[test]
    fn a_proxied_cluster_is_served_no_credential_and_no_address() {
        for field in Field::ALL {
            if field.is_credential() || field == Field::Uri || field == Field::CaFile {
                assert!(!field.is_served(true), "{field}");
            }
        }
        assert!(!Field::CaFile.is_served(false));
        assert!(Field::Password.is_served(false));
    }
}
