//! The README's table of read requests is the shared table `protection/read-requests.json`,
//! row for row.

use std::path::Path;

use serde::Deserialize;

const START: &str = "<!-- read-requests:start";
const END: &str = "<!-- read-requests:end -->";

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Table {
    read_methods: Vec<String>,
    writes: Vec<Rule>,
    reads: Vec<Rule>,
    inspected: Vec<Rule>,
}

#[derive(Deserialize)]
struct Rule {
    method: String,
    path: String,
    what: String,
    check: Option<String>,
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(relative),
    )
    .unwrap()
}

/// The tables as the README shows them: every request of a read method, then each read
/// rule; the reads decided by what they carry; then the requests that act whatever their
/// method.
fn rendered(table: &Table) -> Vec<String> {
    let cell = |text: &str| text.replace('|', "\\|");
    let header = ["| method | path | what |", "|---|---|---|"].map(str::to_owned);
    let row = |rule: &Rule| {
        format!(
            "| `{}` | `{}` | {} |",
            rule.method,
            rule.path,
            cell(&rule.what)
        )
    };
    let mut rows = header.to_vec();
    for method in &table.read_methods {
        rows.push(format!(
            "| `{method}` | any | every {method} request but the writes below |"
        ));
    }
    rows.extend(table.reads.iter().map(row));
    rows.push(String::new());
    rows.push("Reads only by what they carry (the check below the table):".to_owned());
    rows.push(String::new());
    rows.extend(["| method | path | what | check |", "|---|---|---|---|"].map(str::to_owned));
    rows.extend(table.inspected.iter().map(|rule| {
        let check = rule.check.as_deref().unwrap_or_default();
        format!("{} `{check}` |", row(rule))
    }));
    rows.push(String::new());
    rows.push(
        "Requests that act, refused on a read-only cluster whatever their method (a `HEAD` of \
         a `GET` path too):"
            .to_owned(),
    );
    rows.push(String::new());
    rows.extend(header);
    rows.extend(table.writes.iter().map(row));
    rows
}

#[test]
fn the_readme_lists_exactly_the_shared_read_requests() {
    let table: Table = serde_json::from_str(&read("protection/read-requests.json")).unwrap();
    let readme = read("README.md");
    let start = readme
        .find(START)
        .expect("the README has the read-requests start marker");
    let end = readme
        .find(END)
        .expect("the README has the read-requests end marker");
    let shown: Vec<&str> = readme[start..end].lines().skip(1).collect();
    let expected = rendered(&table);
    assert_eq!(
        shown,
        expected,
        "the README's read requests differ from protection/read-requests.json; \
         put this between the markers:\n{}",
        expected.join("\n")
    );
    assert!(expected.len() > table.reads.len() + table.writes.len());
}
