//! Parsing and validation of the predefined clusters JSON.

use serde_json::Value;

use super::entry::{json_type, parse_entry};
use super::{ClustersError, EntryProblem, Field, PredefinedCluster};

/// The validated list, plus warnings to log (ignored keys, look-alike names, clusters whose TLS
/// certificates are not verified).
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
        let read = parse_entry(fields, index + 1, env, &mut |warning| {
            parsed
                .warnings
                .push(format!("{source}: clusters[{index}]: {warning}"));
        })
        .map_err(fail)?;
        if let Some(problem) = duplicate_id(&parsed.clusters, &read.cluster, read.derived_id) {
            return Err(fail(problem));
        }
        parsed.clusters.push(read.cluster);
    }
    warn_duplicate_names(&parsed.clusters, source, &mut parsed.warnings);
    warn_insecure(&parsed.clusters, &mut parsed.warnings);
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

/// Ids name clusters in proxy paths, so a proxied entry may not share its id with another
/// entry, made from a name or not. Direct entries are not named by their id anywhere, so two of
/// them with one name keep loading (with a warning about the name).
fn duplicate_id(
    earlier: &[PredefinedCluster],
    cluster: &PredefinedCluster,
    derived: bool,
) -> Option<EntryProblem> {
    let other = earlier
        .iter()
        .position(|seen| seen.id == cluster.id && (seen.proxy || cluster.proxy))?;
    Some(EntryProblem::DuplicateId {
        id: cluster.id.clone(),
        other,
        other_name: earlier[other].name.clone(),
        derived,
    })
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

/// A proxied cluster whose certificates are not checked can be impersonated by anyone on the
/// way to it; that is said on every load.
fn warn_insecure(clusters: &[PredefinedCluster], warnings: &mut Vec<String>) {
    for cluster in clusters.iter().filter(|cluster| cluster.insecure) {
        warnings.push(format!(
            "cluster {}: TLS certificates are not verified ({}: true); use it for labs only",
            cluster.id,
            Field::Insecure
        ));
    }
}

fn entry_name(entry: &Value) -> Option<String> {
    entry
        .get(Field::Name.as_str())
        .and_then(Value::as_str)
        .map(str::to_owned)
}

#[cfg(test)]
mod tests;
