//! Predefined clusters: parsing, `${VAR}` interpolation and validation.
//! Pure: the environment is passed in, and nothing here touches files or the network.

use serde::Serialize;
use serde_json::{Map, Value};

use crate::errors::{ClustersError, EntryProblem};

/// One predefined cluster, serialised with the field names the frontend reads from
/// `/api/default_clusters.json`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct PredefinedCluster {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub uri: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub username: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub password: Option<String>,
    #[serde(rename = "apiKey", skip_serializing_if = "Option::is_none")]
    pub api_key: Option<String>,
    #[serde(rename = "S3accessKeyId", skip_serializing_if = "Option::is_none")]
    pub s3_access_key_id: Option<String>,
    #[serde(rename = "S3secretAccessKey", skip_serializing_if = "Option::is_none")]
    pub s3_secret_access_key: Option<String>,
    #[serde(rename = "S3sessionToken", skip_serializing_if = "Option::is_none")]
    pub s3_session_token: Option<String>,
    #[serde(rename = "S3region", skip_serializing_if = "Option::is_none")]
    pub s3_region: Option<String>,
}

impl PredefinedCluster {
    /// Whether the entry carries a secret (a user name, password, API key or AWS key); what
    /// holds one is never kept by any cache.
    pub fn has_credentials(&self) -> bool {
        [
            &self.username,
            &self.password,
            &self.api_key,
            &self.s3_access_key_id,
            &self.s3_secret_access_key,
            &self.s3_session_token,
        ]
        .iter()
        .any(|field| field.is_some())
    }
}

/// The validated list, plus warnings about keys that were ignored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedClusters {
    pub clusters: Vec<PredefinedCluster>,
    pub warnings: Vec<String>,
}

/// Parses and validates the predefined clusters JSON. `source` names where it came from
/// in messages; `env` resolves `${NAME}` placeholders inside string values.
pub fn parse(
    text: &str,
    source: &str,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<ParsedClusters, ClustersError> {
    // A byte order mark, as some Windows editors write, is not part of the JSON.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value: Value = serde_json::from_str(text).map_err(|error| ClustersError::Json {
        source_name: source.to_owned(),
        line: error.line(),
        column: error.column(),
        message: without_position(&error),
    })?;
    let Value::Array(entries) = value else {
        return Err(ClustersError::NotArray {
            source_name: source.to_owned(),
            found: json_type(&value),
        });
    };
    let mut parsed = ParsedClusters {
        clusters: Vec::with_capacity(entries.len()),
        warnings: Vec::new(),
    };
    for (index, entry) in entries.iter().enumerate() {
        let fail = |problem| ClustersError::Entry {
            source_name: source.to_owned(),
            index,
            name: entry_name(entry),
            problem,
        };
        let Value::Object(fields) = entry else {
            return Err(fail(EntryProblem::NotAnObject(json_type(entry))));
        };
        let cluster = parse_entry(fields, env, &mut |key| {
            parsed.warnings.push(format!(
                "{source}: clusters[{index}]: unknown field {key:?} is ignored \
                 (known fields: {})",
                FIELDS.join(", ")
            ));
        })
        .map_err(fail)?;
        parsed.clusters.push(cluster);
    }
    warn_duplicate_names(&parsed.clusters, source, &mut parsed.warnings);
    Ok(parsed)
}

/// serde's message without the " at line L column C" the error already reports apart.
fn without_position(error: &serde_json::Error) -> String {
    let message = error.to_string();
    let suffix = format!(" at line {} column {}", error.line(), error.column());
    message
        .strip_suffix(&suffix)
        .map_or(message.clone(), str::to_owned)
}

/// Two entries with one name look alike in every user's cluster list.
fn warn_duplicate_names(clusters: &[PredefinedCluster], source: &str, warnings: &mut Vec<String>) {
    for (later, cluster) in clusters.iter().enumerate() {
        let Some(name) = cluster.name.as_deref() else {
            continue;
        };
        let first = clusters[..later]
            .iter()
            .position(|earlier| earlier.name.as_deref() == Some(name));
        if let Some(first) = first {
            warnings.push(format!(
                "{source}: clusters[{first}] and clusters[{later}] are both named {name:?}"
            ));
        }
    }
}

const FIELDS: [&str; 9] = [
    "name",
    "uri",
    "username",
    "password",
    "apiKey",
    "S3accessKeyId",
    "S3secretAccessKey",
    "S3sessionToken",
    "S3region",
];

fn parse_entry(
    fields: &Map<String, Value>,
    env: &dyn Fn(&str) -> Option<String>,
    warn_unknown: &mut dyn FnMut(&str),
) -> Result<PredefinedCluster, EntryProblem> {
    let mut cluster = PredefinedCluster::default();
    let mut uri = None;
    for (key, value) in fields {
        let slot = match key.as_str() {
            "uri" => &mut uri,
            other => {
                let Some(slot) = field_slot(&mut cluster, other) else {
                    warn_unknown(other);
                    continue;
                };
                slot
            }
        };
        *slot = string_field(key, value, env)?;
    }
    let uri = uri.ok_or(EntryProblem::MissingUri)?;
    check_uri(&uri)?;
    cluster.uri = uri;
    Ok(cluster)
}

fn field_slot<'a>(cluster: &'a mut PredefinedCluster, key: &str) -> Option<&'a mut Option<String>> {
    Some(match key {
        "name" => &mut cluster.name,
        "username" => &mut cluster.username,
        "password" => &mut cluster.password,
        "apiKey" => &mut cluster.api_key,
        "S3accessKeyId" => &mut cluster.s3_access_key_id,
        "S3secretAccessKey" => &mut cluster.s3_secret_access_key,
        "S3sessionToken" => &mut cluster.s3_session_token,
        "S3region" => &mut cluster.s3_region,
        _ => return None,
    })
}

/// A string value after interpolation; `null` counts as absent.
fn string_field(
    key: &str,
    value: &Value,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<String>, EntryProblem> {
    match value {
        Value::Null => Ok(None),
        Value::String(text) => interpolate(text, env)
            .map(Some)
            .map_err(|problem| problem.in_field(key)),
        other => Err(EntryProblem::NotAString {
            field: key.to_owned(),
            found: json_type(other),
        }),
    }
}

/// Replaces every `${NAME}` with the environment variable NAME; `$${` stands for a literal `${`.
pub fn interpolate(
    text: &str,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<String, Placeholder> {
    let mut output = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find('$') {
        output.push_str(&rest[..start]);
        let after = &rest[start..];
        if let Some(escaped) = after.strip_prefix("$${") {
            output.push_str("${");
            rest = escaped;
        } else if let Some(open) = after.strip_prefix("${") {
            let end = open.find('}').ok_or(Placeholder::Unterminated)?;
            let name = &open[..end];
            if !is_variable_name(name) {
                return Err(Placeholder::BadName(name.to_owned()));
            }
            output.push_str(&env(name).ok_or_else(|| Placeholder::Missing(name.to_owned()))?);
            rest = &open[end + 1..];
        } else {
            output.push('$');
            rest = &after[1..];
        }
    }
    output.push_str(rest);
    Ok(output)
}

/// Why a `${...}` placeholder could not be replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Placeholder {
    Missing(String),
    BadName(String),
    Unterminated,
}

impl Placeholder {
    fn in_field(self, field: &str) -> EntryProblem {
        EntryProblem::Placeholder {
            field: field.to_owned(),
            problem: self,
        }
    }
}

fn is_variable_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic() || first == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The uri must be an http(s) URL with a host and without credentials: browsers refuse
/// to send requests to such URLs, and the password would show wherever the uri does.
fn check_uri(uri: &str) -> Result<(), EntryProblem> {
    let lower = uri.trim().to_ascii_lowercase();
    let rest = lower
        .strip_prefix("http://")
        .or_else(|| lower.strip_prefix("https://"))
        .ok_or(EntryProblem::UriScheme)?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return Err(EntryProblem::UriCredentials);
    }
    if authority.is_empty()
        || authority.starts_with(':')
        || uri.trim().contains(char::is_whitespace)
    {
        return Err(EntryProblem::UriHost);
    }
    Ok(())
}

fn entry_name(entry: &Value) -> Option<String> {
    entry.get("name").and_then(Value::as_str).map(str::to_owned)
}

fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
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

    fn error_of(text: &str) -> String {
        parse(text, "clusters.json", &env).unwrap_err().to_string()
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
        let mut expected = FIELDS.to_vec();
        expected.sort_unstable();
        assert_eq!(keys, expected);
        assert!(parsed.warnings.is_empty());
    }

    #[test]
    fn unknown_keys_are_dropped_with_a_warning_naming_them() {
        let parsed = parse(r#"[{"uri":"http://a:9200","passwrod":"x"}]"#, "f", &env).unwrap();
        assert_eq!(parsed.warnings.len(), 1);
        assert!(parsed.warnings[0].contains("clusters[0]"));
        assert!(parsed.warnings[0].contains("\"passwrod\""));
        let served = serde_json::to_string(&parsed.clusters).unwrap();
        assert_eq!(served, r#"[{"uri":"http://a:9200"}]"#);
    }

    #[test]
    fn invalid_entries_name_the_entry_and_the_field() {
        let cases = [
            (
                r#"[{"uri":"http://a"},{"name":"b"}]"#,
                ["clusters[1] (\"b\")", "\"uri\" is missing"],
            ),
            (
                r#"[{"name":"c","uri":"ftp://c"}]"#,
                ["clusters[0] (\"c\")", "\"uri\" must start"],
            ),
            (
                r#"[{"uri":"http://"}]"#,
                ["clusters[0]", "\"uri\" has no host"],
            ),
            (
                r#"[{"uri":"http://a","password":1}]"#,
                ["clusters[0]", "\"password\" must be a string"],
            ),
            (
                r#"[{"uri":"http://a","password":"${NOPE}"}]"#,
                ["\"password\"", "NOPE is not set"],
            ),
            (
                r#"[{"uri":"http://a","name":"${a b}"}]"#,
                ["\"name\"", "a b"],
            ),
            (
                r#"[{"uri":"http://a","name":"${X"}]"#,
                ["\"name\"", "unterminated"],
            ),
            ("[1]", ["clusters[0]", "must be an object, not a number"]),
            (
                r#"[{"name":"p","uri":"https://elastic:secret@es:9200"}]"#,
                [
                    "clusters[0] (\"p\")",
                    "put credentials in username and password, not in the uri",
                ],
            ),
            (
                r#"[{"uri":"http://user@es:9200/path"}]"#,
                ["clusters[0]", "not in the uri"],
            ),
        ];
        for (text, fragments) in cases {
            let error = error_of(text);
            for fragment in fragments {
                assert!(error.contains(fragment), "{error:?} lacks {fragment:?}");
            }
            assert!(error.starts_with("clusters.json"), "{error}");
        }
    }

    #[test]
    fn file_level_errors_name_the_source() {
        assert!(error_of("{}").contains("must be a JSON array, not an object"));
        let error = error_of("[{\"uri\": ]");
        assert!(error.contains("line 1"), "{error}");
        // The position is said once, not again at the end of serde's own message.
        assert_eq!(error.matches("line 1").count(), 1, "{error}");
    }

    #[test]
    fn a_byte_order_mark_is_accepted() {
        let parsed = parse("\u{feff}[{\"uri\":\"http://a:9200\"}]", "f", &env).unwrap();
        assert_eq!(parsed.clusters[0].uri, "http://a:9200");
    }

    #[test]
    fn a_question_mark_or_at_sign_after_the_host_is_not_a_credential() {
        let parsed = parse(r#"[{"uri":"http://es:9200/a@b?c=d@e"}]"#, "f", &env).unwrap();
        assert_eq!(parsed.clusters.len(), 1);
    }

    #[test]
    fn duplicate_names_are_warned_about_naming_both_entries() {
        let text = r#"[{"name":"prod","uri":"http://a"},{"uri":"http://b"},
            {"uri":"http://c"},{"name":"prod","uri":"http://d"}]"#;
        let parsed = parse(text, "clusters.json", &env).unwrap();
        assert_eq!(parsed.clusters.len(), 4);
        assert_eq!(
            parsed.warnings,
            vec!["clusters.json: clusters[0] and clusters[3] are both named \"prod\"".to_owned()]
        );
    }

    #[test]
    fn placeholders_support_escaping_and_plain_dollars() {
        assert_eq!(interpolate("a$${HOST}b$c$", &env).unwrap(), "a${HOST}b$c$");
        assert_eq!(
            interpolate("${HOST}${HOST}", &env).unwrap(),
            "es.internales.internal"
        );
        assert_eq!(
            interpolate("${}", &env),
            Err(Placeholder::BadName(String::new()))
        );
    }

    #[test]
    fn empty_array_and_nulls_are_valid() {
        assert!(parse("[]", "f", &env).unwrap().clusters.is_empty());
        let parsed = parse(r#"[{"uri":"http://a:9200","name":null}]"#, "f", &env).unwrap();
        assert_eq!(parsed.clusters[0].name, None);
    }
}
