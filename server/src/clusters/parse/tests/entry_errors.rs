//! Errors in one entry name the entry and the field, whatever the field's kind.

use super::error_of;

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
    assert_errors(&cases);
}

#[test]
fn invalid_address_lists_flags_and_named_values_name_the_entry_and_the_field() {
    let cases = [
        (
            r#"[{"name":"l","uri":["http://a","ftp://b"]}]"#,
            ["clusters[0] (\"l\")", "field \"uri\" (address 2) must start with http"],
        ),
        (
            r#"[{"uri":["http://a","https://u:p@b"]}]"#,
            ["clusters[0]", "field \"uri\" (address 2) holds credentials"],
        ),
        (
            r#"[{"uri":[]}]"#,
            ["clusters[0]", "\"uri\" must be an address or a non-empty list of addresses, not an empty list"],
        ),
        (
            r#"[{"uri":["http://a",3]}]"#,
            ["clusters[0]", "\"uri\" must be an address or a non-empty list of addresses, not a number"],
        ),
        (
            r#"[{"uri":{"a":1}}]"#,
            ["clusters[0]", "not an object"],
        ),
        (
            r#"[{"name":"p","uri":"http://a","proxy":1}]"#,
            ["clusters[0] (\"p\")", "field \"proxy\" must be true or false, not a number"],
        ),
        (
            r#"[{"uri":"http://a","insecure":"yes"}]"#,
            ["clusters[0]", "field \"insecure\" must be true or false, not another string"],
        ),
        (
            r#"[{"uri":"http://a","protection":"readonly"}]"#,
            ["clusters[0]", "field \"protection\" must be one of none, confirm-writes, read-only"],
        ),
        (
            r#"[{"uri":"http://a","color":"purple"}]"#,
            ["clusters[0]", "field \"color\" must be one of red, orange, yellow, green, teal, blue, indigo, grape, pink, gray"],
        ),
        (
            r#"[{"uri":"http://a","label":"0123456789012345678901234567890123456789X"}]"#,
            ["clusters[0]", "field \"label\" has 41 characters; at most 40"],
        ),
        (
            r#"[{"uri":"http://a","id":"a/b"}]"#,
            ["clusters[0]", "field \"id\" must be 1 to 64 letters"],
        ),
        (
            r#"[{"uri":"http://a","id":""}]"#,
            ["clusters[0]", "field \"id\" must be 1 to 64"],
        ),
        (
            r#"[{"uri":"http://a","caFile":" "}]"#,
            ["clusters[0]", "field \"caFile\" must name a file"],
        ),
        (
            r#"[{"uri":"http://a","label":7}]"#,
            ["clusters[0]", "field \"label\" must be a string, not a number"],
        ),
    ];
    assert_errors(&cases);
}

fn assert_errors(cases: &[(&str, [&str; 2])]) {
    for (text, fragments) in cases {
        let error = error_of(text);
        for fragment in fragments {
            assert!(error.contains(fragment), "{error:?} lacks {fragment:?}");
        }
        assert!(error.starts_with("clusters.json"), "{error}");
    }
}
