//! The fields of a predefined cluster: the one place their names are written.

use std::fmt;

/// A field of a predefined cluster, named as the clusters file and the frontend spell it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Name,
    Uri,
    Username,
    Password,
    ApiKey,
    S3AccessKeyId,
    S3SecretAccessKey,
    S3SessionToken,
    S3Region,
}

impl Field {
    /// Every field, in the order an entry is served.
    pub const ALL: [Self; 9] = [
        Self::Name,
        Self::Uri,
        Self::Username,
        Self::Password,
        Self::ApiKey,
        Self::S3AccessKeyId,
        Self::S3SecretAccessKey,
        Self::S3SessionToken,
        Self::S3Region,
    ];

    /// The key in the clusters JSON, read and served alike.
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::Name => "name",
            Self::Uri => "uri",
            Self::Username => "username",
            Self::Password => "password",
            Self::ApiKey => "apiKey",
            Self::S3AccessKeyId => "S3accessKeyId",
            Self::S3SecretAccessKey => "S3secretAccessKey",
            Self::S3SessionToken => "S3sessionToken",
            Self::S3Region => "S3region",
        }
    }

    /// The field a JSON key names, if any (keys are case-sensitive).
    pub fn from_key(key: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|field| field.as_str() == key)
    }

    /// Whether the field holds a secret (a user name, password, API key or AWS key): an
    /// entry with one is never kept by any cache.
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
        assert_eq!(Field::from_key(""), None);
    }
}
