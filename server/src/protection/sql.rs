//! Whether an SQL statement only reads: `OpenSearch` SQL deletes documents with `DELETE` when
//! `plugins.sql.delete.enabled` is on, so a statement is a read only when it starts with
//! `SELECT`, `SHOW`, `DESCRIBE` or `DESC` and no second statement follows a `;`.

const READ_KEYWORDS: [&str; 4] = ["SELECT", "SHOW", "DESCRIBE", "DESC"];

/// Whether `statement` is one statement that starts with a read keyword (comments, blanks and
/// opening parentheses aside). Anything this cannot follow (an unterminated quote or comment)
/// is not a read.
pub fn is_read_statement(statement: &str) -> bool {
    let bytes = statement.as_bytes();
    let Some(start) = skip_blank(bytes, 0, true) else {
        return false;
    };
    let end = start
        + bytes[start..]
            .iter()
            .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
            .count();
    let keyword = &statement[start..end];
    READ_KEYWORDS
        .iter()
        .any(|read| read.eq_ignore_ascii_case(keyword))
        && nothing_after_a_semicolon(bytes, end)
}

/// The index of the first byte from `at` that is not blank or inside a comment (nor '(' with
/// `parentheses`); `None` for an unterminated comment.
fn skip_blank(bytes: &[u8], mut at: usize, parentheses: bool) -> Option<usize> {
    loop {
        match bytes.get(at..) {
            Some([b'-', b'-', ..]) => {
                at += bytes[at..]
                    .iter()
                    .position(|b| *b == b'\n')
                    .unwrap_or(bytes.len() - at);
            }
            Some([b'/', b'*', ..]) => {
                let close = bytes[at + 2..].windows(2).position(|w| w == b"*/")?;
                at += 2 + close + 2;
            }
            Some([b'(', ..]) if parentheses => at += 1,
            Some([first, ..]) if first.is_ascii_whitespace() => at += 1,
            _ => return Some(at),
        }
    }
}

/// Whether, from `at`, every ';' outside quotes and comments is followed only by blanks,
/// comments and more ';'.
fn nothing_after_a_semicolon(bytes: &[u8], mut at: usize) -> bool {
    while at < bytes.len() {
        match bytes[at] {
            quote @ (b'\'' | b'"' | b'`') => {
                let Some(close) = bytes[at + 1..].iter().position(|b| *b == quote) else {
                    return false;
                };
                at += close + 2;
            }
            b';' => return only_blank_and_semicolons(bytes, at + 1),
            _ => match skip_blank(bytes, at, false) {
                None => return false,
                Some(next) if next > at => at = next,
                Some(_) => at += 1,
            },
        }
    }
    true
}

fn only_blank_and_semicolons(bytes: &[u8], mut at: usize) -> bool {
    loop {
        match skip_blank(bytes, at, false) {
            Some(next) if next == bytes.len() => return true,
            Some(next) if bytes[next] == b';' => at = next + 1,
            _ => return false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::is_read_statement;

    #[test]
    fn reads_are_told_from_statements_that_change_data() {
        for read in [
            "SELECT * FROM logs",
            "select 1",
            "  -- newest\n SELECT * FROM logs ORDER BY ts DESC",
            "/* a; b */ SHOW TABLES LIKE logs%",
            "DESCRIBE TABLES LIKE logs",
            "desc logs",
            "((SELECT 1))",
            "SELECT 'a;b' FROM logs;",
            "SELECT \"x;\" FROM `lo;gs` ; ; -- done",
            "SELECT 1 -- ; DELETE FROM logs",
            "SELECT 'it''s'",
        ] {
            assert!(is_read_statement(read), "{read}");
        }
        for write in [
            "DELETE FROM logs WHERE 1=1",
            "delete from logs",
            "SELECT 1; DELETE FROM logs",
            "SELECT 1 /* ; */; DELETE FROM logs",
            "SELECTX FROM logs",
            "SELECT_ 1",
            "",
            "   ",
            "/* unterminated SELECT",
            "SELECT 'unterminated",
            "UPDATE logs SET a = 1",
            "-- SELECT\nDELETE FROM logs",
        ] {
            assert!(!is_read_statement(write), "{write}");
        }
    }
}
