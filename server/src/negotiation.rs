//! Conditional requests and content coding: pure functions over header values.

/// A content coding the server has a precompressed variant for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Brotli,
    Gzip,
    Identity,
}

impl Encoding {
    /// The `Content-Encoding` token, `None` for identity.
    pub fn token(self) -> Option<&'static str> {
        match self {
            Self::Brotli => Some("br"),
            Self::Gzip => Some("gzip"),
            Self::Identity => None,
        }
    }
}

/// Picks the coding with the highest quality among those available, preferring brotli,
/// then gzip, then identity on ties. Identity is acceptable unless refused explicitly.
pub fn choose(accept_encoding: &str, has_brotli: bool, has_gzip: bool) -> Encoding {
    let offers = [
        (Encoding::Brotli, "br", has_brotli),
        (Encoding::Gzip, "gzip", has_gzip),
        (Encoding::Identity, "identity", true),
    ];
    let mut best = (Encoding::Identity, 0.0_f32);
    for (encoding, token, available) in offers {
        let quality = quality_of(accept_encoding, token);
        if available && quality > best.1 {
            best = (encoding, quality);
        }
    }
    best.0
}

fn quality_of(accept_encoding: &str, token: &str) -> f32 {
    let mut wildcard = None;
    for item in accept_encoding.split(',') {
        let mut parts = item.split(';');
        let name = parts.next().unwrap_or_default().trim();
        let quality = parts
            .filter_map(|param| param.trim().strip_prefix("q="))
            .find_map(|value| value.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        if name.eq_ignore_ascii_case(token) {
            return quality;
        }
        if name == "*" {
            wildcard = Some(quality);
        }
    }
    match (wildcard, token) {
        (Some(quality), _) => quality,
        // Identity stays acceptable when not mentioned (RFC 9110, 12.5.3).
        (None, "identity") => 0.001,
        (None, _) => 0.0,
    }
}

/// Whether an `If-None-Match` value matches `etag` (weak comparison, RFC 9110 13.1.2).
pub fn none_match(if_none_match: &str, etag: &str) -> bool {
    let opaque = |tag: &str| tag.trim().trim_start_matches("W/").to_owned();
    let wanted = opaque(etag);
    if_none_match
        .split(',')
        .any(|candidate| candidate.trim() == "*" || opaque(candidate) == wanted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brotli_is_preferred_when_both_are_accepted() {
        assert_eq!(
            choose("gzip, deflate, br, zstd", true, true),
            Encoding::Brotli
        );
        assert_eq!(choose("gzip, deflate, br", false, true), Encoding::Gzip);
        assert_eq!(choose("gzip", true, true), Encoding::Gzip);
    }

    #[test]
    fn quality_values_decide() {
        assert_eq!(choose("br;q=0.5, gzip", true, true), Encoding::Gzip);
        assert_eq!(choose("br;q=0, gzip;q=0", true, true), Encoding::Identity);
        assert_eq!(choose("*", true, true), Encoding::Brotli);
        assert_eq!(choose("*;q=0.2, gzip;q=0.1", true, true), Encoding::Brotli);
        assert_eq!(choose("BR", true, false), Encoding::Brotli);
    }

    #[test]
    fn nothing_accepted_or_nothing_available_gives_identity() {
        assert_eq!(choose("", true, true), Encoding::Identity);
        assert_eq!(choose("br, gzip", false, false), Encoding::Identity);
        assert_eq!(choose("deflate", true, true), Encoding::Identity);
    }

    #[test]
    fn etags_match_in_lists_weakly_and_by_wildcard() {
        assert!(none_match("\"abc\"", "\"abc\""));
        assert!(none_match("\"x\", W/\"abc\"", "\"abc\""));
        assert!(none_match("*", "\"abc\""));
        assert!(!none_match("\"abc-br\"", "\"abc\""));
        assert!(!none_match("", "\"abc\""));
    }
}
