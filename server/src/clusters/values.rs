//! The rules for single values: addresses, ids, banner labels and colours.

use super::error::UriAt;
use super::limits::{COLORS, ID_MAX_CHARS, LABEL_MAX_CHARS};
use super::EntryProblem;

/// An address must be an http(s) URL with a host and without credentials: browsers refuse
/// to send requests to such URLs, and the password would show wherever the address does.
pub fn check_uri(uri: &str, at: UriAt) -> Result<(), EntryProblem> {
    let lower = uri.trim().to_ascii_lowercase();
    let rest = lower
        .strip_prefix("http://")
        .or_else(|| lower.strip_prefix("https://"))
        .ok_or(EntryProblem::UriScheme(at))?;
    let authority = rest.split(['/', '?', '#']).next().unwrap_or_default();
    if authority.contains('@') {
        return Err(EntryProblem::UriCredentials(at));
    }
    if authority.is_empty()
        || authority.starts_with(':')
        || uri.trim().contains(char::is_whitespace)
    {
        return Err(EntryProblem::UriHost(at));
    }
    Ok(())
}

/// Whether a character may appear in an id: ids go into URL paths unescaped.
fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-')
}

/// An id is 1 to 64 letters, digits, '.', '_' or '-'.
pub fn check_id(id: &str) -> Result<(), EntryProblem> {
    let usable = !id.is_empty() && id.chars().count() <= ID_MAX_CHARS && id.chars().all(is_id_char);
    if usable {
        Ok(())
    } else {
        Err(EntryProblem::BadId)
    }
}

/// The id of an entry that sets none, the same on every load: its name in lower case with every
/// run of other characters (dashes included) made one '-' (at most 64 characters, no '-' at either end), or
/// `cluster-{position}` (counted from 1) when that leaves nothing.
pub fn derived_id(name: Option<&str>, position: usize) -> String {
    let mut id = String::new();
    for c in name.unwrap_or_default().chars() {
        if is_id_char(c) && c != '-' {
            id.push(c.to_ascii_lowercase());
        } else if !id.ends_with('-') {
            id.push('-');
        }
    }
    let id: String = id.trim_matches('-').chars().take(ID_MAX_CHARS).collect();
    let id = id.trim_end_matches('-');
    if id.is_empty() {
        format!("cluster-{position}")
    } else {
        id.to_owned()
    }
}

/// The banner label without surrounding spaces; an empty one is none.
pub fn label(text: &str) -> Result<Option<String>, EntryProblem> {
    let label = text.trim();
    let chars = label.chars().count();
    if chars > LABEL_MAX_CHARS {
        return Err(EntryProblem::LabelTooLong(chars));
    }
    Ok((!label.is_empty()).then(|| label.to_owned()))
}

pub fn color(text: &str) -> Result<String, EntryProblem> {
    COLORS
        .into_iter()
        .find(|color| *color == text)
        .map(str::to_owned)
        .ok_or(EntryProblem::UnknownColor)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_ids_keep_letters_digits_and_joiners_and_join_the_rest_with_one_dash() {
        assert_eq!(derived_id(Some("Production (EU)"), 1), "production-eu");
        assert_eq!(derived_id(Some("  logs.v2_hot  "), 1), "logs.v2_hot");
        assert_eq!(derived_id(Some("a -- b"), 1), "a-b");
        assert_eq!(derived_id(Some("Ünïcode name"), 1), "n-code-name");
        assert_eq!(derived_id(Some("日本"), 3), "cluster-3");
        assert_eq!(derived_id(None, 7), "cluster-7");
        let long = derived_id(Some(&format!("{}-x", "a".repeat(63))), 1);
        assert_eq!(
            long,
            "a".repeat(63),
            "cut at 64 characters, without the dash it ends on"
        );
        for name in ["Production (EU)", "日本", &"é".repeat(100)] {
            assert!(check_id(&derived_id(Some(name), 1)).is_ok(), "{name}");
        }
    }

    #[test]
    fn ids_are_limited_to_url_safe_characters_and_64_of_them() {
        assert!(check_id("prod-eu.1_a").is_ok());
        assert!(check_id(&"a".repeat(64)).is_ok());
        for bad in ["", "a/b", "a b", "ü", "..%2f", &"a".repeat(65)] {
            assert!(check_id(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn labels_are_trimmed_and_limited_to_40_characters() {
        assert_eq!(
            label("  PRODUCTION ").unwrap().as_deref(),
            Some("PRODUCTION")
        );
        assert_eq!(label("   ").unwrap(), None);
        assert!(label(&"é".repeat(40)).is_ok());
        assert!(matches!(
            label(&"x".repeat(41)),
            Err(EntryProblem::LabelTooLong(41))
        ));
    }
}
