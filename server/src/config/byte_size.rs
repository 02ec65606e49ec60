//! Sizes in bytes as settings give them: a number of bytes, or a number with a unit as
//! Elasticsearch writes them (`100mb`, `1gb`, `512kb`), where k, m, g and t count in 1024s;
//! `kib`, `mib`, `gib` and `tib` are accepted with the same meaning.

/// The size in bytes; `None` when the text is not a size.
pub fn parse(text: &str) -> Option<u64> {
    let text = text.trim().to_ascii_lowercase();
    let digits = text
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(text.len());
    let (number, unit) = text.split_at(digits);
    let number: u64 = number.parse().ok()?;
    let shift = match unit.trim() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        "t" | "tb" | "tib" => 40,
        _ => return None,
    };
    number.checked_mul(1u64 << shift)
}

#[cfg(test)]
mod tests {
    use super::parse;

    #[test]
    fn sizes_are_bytes_or_binary_units() {
        assert_eq!(parse("1048576"), Some(1_048_576));
        assert_eq!(parse("100mb"), Some(100 * 1024 * 1024));
        assert_eq!(parse("100MB"), Some(100 * 1024 * 1024));
        assert_eq!(parse("1gib"), Some(1 << 30));
        assert_eq!(parse(" 512 kb "), Some(512 * 1024));
        assert_eq!(parse("7b"), Some(7));
        assert_eq!(parse("1.5gb"), None);
        assert_eq!(parse("mb"), None);
        assert_eq!(parse("10 parsecs"), None);
        assert_eq!(parse("-1"), None);
        assert_eq!(parse("99999999999tb"), None);
    }
}
