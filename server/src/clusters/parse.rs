//! Parsing and validation of the predefined clusters JSON.

use serde_json::{Map, Value};

use super::{interpolate, ClustersError, EntryProblem, Field, PredefinedCluster};

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
                Field::ALL.map(Field::as_str).join(", ")
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

fn parse_entry(
    fields: &Map<String, Value>,
    env: &dyn Fn(&str) -> Option<String>,
    warn_unknown: &mut dyn FnMut(&str),
) -> Result<PredefinedCluster, EntryProblem> {
    let mut cluster = PredefinedCluster::default();
    let mut uri = None;
    for (key, value) in fields {
        let Some(field) = Field::from_key(key) else {
            warn_unknown(key);
            continue;
        };
        let value = string_field(field, value, env)?;
        match cluster.optional_mut(field) {
            Some(slot) => *slot = value,
            None => uri = value,
        }
    }
    let uri = uri.ok_or(EntryProblem::MissingUri)?;
    check_uri(&uri)?;
    cluster.uri = uri;
    Ok(cluster)
}

/// A string value after interpolation; `null` counts as absent.
fn string_field(
    field: Field,
    value: &Value,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<String>, EntryProblem> {
    match value {
        Value::Null => Ok(None),
        Value::String(text) => interpolate(text, env)
            .map(Some)
            .map_err(|problem| EntryProblem::Placeholder { field, problem }),
        other => Err(EntryProblem::NotAString {
            field,
            found: json_type(other),
        }),
    }
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
    entry
        .get(Field::Name.as_str())
        .and_then(Value::as_str)
        .map(str::to_owned)
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
    fn empty_array_and_nulls_are_valid() {
        assert!(parse("[]", "f", &env).unwrap().clusters.is_empty());
        let parsed = parse(r#"[{"uri":"http://a:9200","name":null}]"#, "f", &env).unwrap();
        assert_eq!(parsed.clusters[0].name, None);
    }
}
