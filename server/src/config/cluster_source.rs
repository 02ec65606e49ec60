//! Where the predefined clusters come from: a file, an environment variable or nowhere.

use std::path::{Path, PathBuf};

/// Where the image (and any installation) keeps its predefined clusters by default.
pub const WELL_KNOWN_CLUSTERS_FILE: &str = "/etc/shardscope/clusters.json";
/// Inline predefined clusters, as JSON.
pub const CLUSTERS_VAR: &str = "SHARDSCOPE_CLUSTERS";
/// Inline predefined clusters under the name used by the console Shardscope replaces.
pub const LEGACY_CLUSTERS_VAR: &str = "ELASTICVUE_CLUSTERS";

/// Where the predefined clusters come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClusterSource {
    None,
    File(PathBuf),
    Inline {
        variable: &'static str,
        json: String,
    },
}

impl ClusterSource {
    /// Picks the source by precedence: the file setting, `SHARDSCOPE_CLUSTERS`,
    /// `ELASTICVUE_CLUSTERS`, then the well-known file when it exists. Returns the
    /// sources that were set but lost, so the caller can warn about them.
    pub fn resolve(
        file: Option<PathBuf>,
        env: &dyn Fn(&str) -> Option<String>,
        well_known: &Path,
    ) -> (Self, Vec<&'static str>) {
        let non_empty = |name: &str| env(name).filter(|value| !value.trim().is_empty());
        let mut candidates = Vec::new();
        if let Some(path) = file {
            candidates.push(("--clusters-file", Self::File(path)));
        }
        for variable in [CLUSTERS_VAR, LEGACY_CLUSTERS_VAR] {
            if let Some(json) = non_empty(variable) {
                candidates.push((variable, Self::Inline { variable, json }));
            }
        }
        let mut candidates = candidates.into_iter();
        match candidates.next() {
            Some((_, chosen)) => (chosen, candidates.map(|(name, _)| name).collect()),
            None if well_known.is_file() => (Self::File(well_known.to_path_buf()), Vec::new()),
            None => (Self::None, Vec::new()),
        }
    }

    /// How error messages name this source.
    pub fn describe(&self) -> String {
        match self {
            Self::None => "no clusters configured".to_owned(),
            Self::File(path) => path.display().to_string(),
            Self::Inline { variable, .. } => (*variable).to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    #[test]
    fn cluster_file_wins_over_inline_variables_which_are_reported() {
        let env = env_of(&[(CLUSTERS_VAR, "[]"), (LEGACY_CLUSTERS_VAR, "[]")]);
        let (source, ignored) =
            ClusterSource::resolve(Some("c.json".into()), &env, Path::new("/nonexistent"));
        assert_eq!(source, ClusterSource::File("c.json".into()));
        assert_eq!(ignored, vec![CLUSTERS_VAR, LEGACY_CLUSTERS_VAR]);
    }

    #[test]
    fn legacy_variable_is_used_alone_and_blank_values_do_not_count() {
        let env = env_of(&[(CLUSTERS_VAR, "  "), (LEGACY_CLUSTERS_VAR, "[{}]")]);
        let (source, ignored) = ClusterSource::resolve(None, &env, Path::new("/nonexistent"));
        assert_eq!(
            source,
            ClusterSource::Inline {
                variable: LEGACY_CLUSTERS_VAR,
                json: "[{}]".to_owned()
            }
        );
        assert!(ignored.is_empty());
    }

    #[test]
    fn well_known_file_is_used_only_when_present() {
        let env = env_of(&[]);
        let here = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let (source, _) = ClusterSource::resolve(None, &env, &here);
        assert_eq!(source, ClusterSource::File(here));
        let (source, _) = ClusterSource::resolve(None, &env, Path::new("/nonexistent"));
        assert_eq!(source, ClusterSource::None);
    }
}
