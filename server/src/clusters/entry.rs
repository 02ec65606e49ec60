//! One entry of the clusters file: each key read by its field's kind, then the rules that join
//! fields (the first address, the id made from the name, what only a proxied cluster uses).

use std::path::PathBuf;

use serde_json::{Map, Value};

use super::error::UriAt;
use super::field::Kind;
use super::values::{self, check_uri};
use super::{interpolate, EntryProblem, Field, PredefinedCluster};
use crate::protection::Protection;

/// An entry as read, and whether its id was made from its name (it set none).
pub struct Entry {
    pub cluster: PredefinedCluster,
    pub derived_id: bool,
}

/// Reads one entry. `position` counts entries from 1; `warn` is told what was ignored.
pub fn parse_entry(
    fields: &Map<String, Value>,
    position: usize,
    env: &dyn Fn(&str) -> Option<String>,
    warn: &mut dyn FnMut(String),
) -> Result<Entry, EntryProblem> {
    let mut cluster = PredefinedCluster::default();
    let mut addresses = None;
    for (key, value) in fields {
        let Some(field) = Field::from_key(key) else {
            warn(format!(
                "unknown field {key:?} is ignored (known fields: {})",
                Field::ALL.map(Field::as_str).join(", ")
            ));
            continue;
        };
        match field.kind() {
            Kind::Addresses => addresses = read_addresses(value, env)?,
            Kind::Flag => {
                let flag = read_flag(field, value, env)?;
                if field == Field::Proxy {
                    cluster.proxy = flag;
                } else {
                    cluster.insecure = flag;
                }
            }
            Kind::Text => {
                if let Some(text) = read_text(field, value, env)? {
                    set_text(&mut cluster, field, text)?;
                }
            }
        }
    }
    let mut addresses = addresses.ok_or(EntryProblem::MissingUri)?.into_iter();
    cluster.uri = addresses.next().ok_or(EntryProblem::MissingUri)?;
    cluster.fallback_uris = addresses.collect();
    let derived_id = cluster.id.is_empty();
    if derived_id {
        cluster.id = values::derived_id(cluster.name.as_deref(), position);
    }
    if !cluster.proxy {
        ignore_proxy_only_fields(&mut cluster, warn);
    }
    Ok(Entry {
        cluster,
        derived_id,
    })
}

/// The browser reaches a direct cluster itself: it uses the first address, and its own
/// certificate store whatever `caFile` and `insecure` say.
fn ignore_proxy_only_fields(cluster: &mut PredefinedCluster, warn: &mut dyn FnMut(String)) {
    let only_with_proxy = |field: Field| {
        format!(
            "field \"{field}\" is ignored: it applies only to a cluster with \"{}\": true",
            Field::Proxy
        )
    };
    if cluster.insecure {
        warn(only_with_proxy(Field::Insecure));
        cluster.insecure = false;
    }
    if cluster.ca_file.take().is_some() {
        warn(only_with_proxy(Field::CaFile));
    }
    if cluster.forward_headers.take().is_some() {
        warn(only_with_proxy(Field::ForwardHeaders));
    }
    if !cluster.fallback_uris.is_empty() {
        warn(format!(
            "field \"{}\" lists {} addresses, but only a cluster with \"{}\": true tries the \
             others; the browser uses the first",
            Field::Uri,
            cluster.fallback_uris.len() + 1,
            Field::Proxy
        ));
    }
}

/// Puts a text value where its field goes, checking the fields that allow only some values.
fn set_text(
    cluster: &mut PredefinedCluster,
    field: Field,
    text: String,
) -> Result<(), EntryProblem> {
    match field {
        Field::Id => {
            values::check_id(&text)?;
            cluster.id = text;
        }
        Field::Label => cluster.label = values::label(&text)?,
        Field::Color => cluster.color = Some(values::color(&text)?),
        Field::Protection => {
            cluster.protection =
                Protection::from_name(&text).ok_or(EntryProblem::UnknownProtection)?;
        }
        Field::CaFile if text.trim().is_empty() => return Err(EntryProblem::EmptyCaFile),
        Field::CaFile => cluster.ca_file = Some(PathBuf::from(text)),
        Field::ForwardHeaders => {
            let names = text
                .split(',')
                .map(str::trim)
                .filter(|name| !name.is_empty());
            for name in names {
                if let Some(why) = crate::header_names::unforwardable(name) {
                    let name = name.to_owned();
                    return Err(EntryProblem::Unforwardable { name, why });
                }
            }
            cluster.forward_headers = Some(text);
        }
        other => {
            if let Some(slot) = cluster.text_slot_mut(other) {
                *slot = Some(text);
            }
        }
    }
    Ok(())
}

/// A string value after interpolation; `null` counts as absent.
fn read_text(
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

/// `true`, `false`, or the strings "true" and "false" (after interpolation); `null` is false.
fn read_flag(
    field: Field,
    value: &Value,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<bool, EntryProblem> {
    let not_a_flag = |found| EntryProblem::NotAFlag { field, found };
    match value {
        Value::Null => Ok(false),
        Value::Bool(flag) => Ok(*flag),
        Value::String(_) => match read_text(field, value, env)?.as_deref().map(str::trim) {
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            _ => Err(not_a_flag("another string")),
        },
        other => Err(not_a_flag(json_type(other))),
    }
}

/// One address or a non-empty list of them, each interpolated and checked; `null` is absent.
fn read_addresses(
    value: &Value,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Option<Vec<String>>, EntryProblem> {
    let address = |value: &Value, at: UriAt| {
        let Value::String(_) = value else {
            return Err(EntryProblem::NotAddresses(json_type(value)));
        };
        let text = read_text(Field::Uri, value, env)?.unwrap_or_default();
        check_uri(&text, at)?;
        Ok(text)
    };
    match value {
        Value::Null => Ok(None),
        Value::Array(list) if list.is_empty() => Err(EntryProblem::NotAddresses("an empty list")),
        Value::Array(list) => list
            .iter()
            .enumerate()
            .map(|(index, item)| address(item, UriAt(Some(index))))
            .collect::<Result<_, _>>()
            .map(Some),
        single => address(single, UriAt(None)).map(|text| Some(vec![text])),
    }
}

pub fn json_type(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
