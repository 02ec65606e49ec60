//! `${NAME}` placeholders in string values, replaced from the environment.

use super::Placeholder;

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

fn is_variable_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic() || first == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env(name: &str) -> Option<String> {
        (name == "HOST").then(|| "es.internal".to_owned())
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
}
