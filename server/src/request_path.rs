//! Turns a request path into the name of an embedded file, refusing anything that tries to
//! step outside the served files, whatever the encoding.

use crate::content_type;

/// Percent-decodes `raw` (the part after the base path) into a relative file name.
/// Returns `None` for dot segments, backslashes, control characters, encoded slashes,
/// double-encoded dots or slashes, bad percent-encoding and non-UTF-8 names.
pub fn decode(raw: &str) -> Option<String> {
    let decoded = percent_decode(raw)?;
    let lower = decoded.to_ascii_lowercase();
    let suspicious = decoded.contains(['\\', '\0'])
        || decoded.chars().any(char::is_control)
        || ["%2e", "%2f", "%5c"]
            .iter()
            .any(|escape| lower.contains(escape))
        || decoded.split('/').count() != raw.split('/').count()
        || decoded
            .split('/')
            .any(|segment| segment == "." || segment == "..");
    (!suspicious).then_some(decoded)
}

/// Decodes `%XX` escapes; `None` for a malformed escape or text that is not UTF-8 once decoded.
pub fn percent_decode(raw: &str) -> Option<String> {
    let bytes = raw.as_bytes();
    let mut output = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        if bytes[index] == b'%' {
            let hex = raw.get(index + 1..index + 3)?;
            // `from_str_radix` would take a sign ("%+1").
            if !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                return None;
            }
            output.push(u8::from_str_radix(hex, 16).ok()?);
            index += 3;
        } else {
            output.push(bytes[index]);
            index += 1;
        }
    }
    String::from_utf8(output).ok()
}

/// Whether a path names a file rather than a route of the app: anything under `assets/`,
/// or a last segment with an extension of a file type the server knows. A route such as
/// `snapshot_repositories/backups.2024` (dots in a name) still gets the app.
pub fn is_file_request(path: &str) -> bool {
    path == "assets" || path.starts_with("assets/") || content_type::for_path(path).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_and_encoded_names_decode() {
        assert_eq!(decode("assets/app.js").as_deref(), Some("assets/app.js"));
        assert_eq!(decode("a%20b.txt").as_deref(), Some("a b.txt"));
        assert_eq!(decode("").as_deref(), Some(""));
    }

    #[test]
    fn traversal_in_any_encoding_is_refused() {
        for raw in [
            "../secret",
            "assets/../../etc/passwd",
            "%2e%2e/etc/passwd",
            "%2E%2E%2Fetc%2Fpasswd",
            "..%2fetc",
            "..%5cetc",
            "..\\etc",
            "%252e%252e/etc",
            "assets%2fapp.js",
            "./index.html",
            "a%00.js",
            "%zz",
            "%c3%28",
            "%+1",
        ] {
            assert_eq!(decode(raw), None, "{raw}");
        }
    }

    #[test]
    fn files_are_told_from_routes() {
        assert!(is_file_request("assets/nope.js"));
        assert!(is_file_request("assets/no-extension"));
        assert!(is_file_request("missing.png"));
        assert!(is_file_request("robots.txt"));
        assert!(!is_file_request("cluster/0/nodes"));
        assert!(!is_file_request(
            "cluster/0/snapshot_repositories/backups.2024"
        ));
        assert!(!is_file_request(""));
    }
}
