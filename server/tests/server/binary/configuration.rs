//! Configuration: clusters from the environment or a watched file, and bad settings that stop
//! start-up with a message naming them.

use std::time::{Duration, Instant};

use super::{refused, start};
use crate::common::{raw_get, temp_dir};

#[test]
fn clusters_come_from_either_environment_variable() {
    let json = r#"[{"name":"env","uri":"http://es:9200","password":"${PW}"}]"#;
    for variable in ["SHARDSCOPE_CLUSTERS", "ELASTICVUE_CLUSTERS"] {
        let console = start(&[], &[(variable, json), ("PW", "pw-from-env")]);
        let body = raw_get(console.address, "/api/default_clusters.json").body;
        let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(value[0]["name"], "env", "{variable}");
        assert_eq!(value[0]["password"], "pw-from-env", "{variable}");
    }
}

#[test]
fn a_clusters_file_is_watched_and_base_path_applies() {
    let dir = temp_dir("binary-watch");
    let path = dir.join("clusters.json");
    std::fs::write(&path, r#"[{"name":"before","uri":"http://a:9200"}]"#).unwrap();
    let file = path.to_str().unwrap();
    let console = start(
        &["--base-path", "/sub"],
        &[("SHARDSCOPE_CLUSTERS_FILE", file)],
    );
    let read = || raw_get(console.address, "/sub/api/default_clusters.json").body;
    assert!(String::from_utf8(read()).unwrap().contains("before"));
    assert_eq!(raw_get(console.address, "/").status, 307);
    std::fs::write(&path, r#"[{"name":"after","uri":"http://a:9200"}]"#).unwrap();
    let deadline = Instant::now() + Duration::from_secs(15);
    while !String::from_utf8(read()).unwrap().contains("after") {
        assert!(Instant::now() < deadline, "the change was not picked up");
        std::thread::sleep(Duration::from_millis(200));
    }
    std::fs::write(&path, "[{\"name\":\"broken\"}]").unwrap();
    std::thread::sleep(Duration::from_secs(3));
    assert!(String::from_utf8(read()).unwrap().contains("after"));
}

/// Arguments, environment, and what the error message must mention.
type Refusal<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>, Vec<&'a str>);

#[test]
fn invalid_configuration_stops_start_up_naming_entry_and_field() {
    let bad_file = temp_dir("binary-bad").join("clusters.json");
    std::fs::write(
        &bad_file,
        r#"[{"name":"ok","uri":"http://a"},{"name":"b"}]"#,
    )
    .unwrap();
    let cases: Vec<Refusal> = vec![
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "[{\"uri\": ")],
            vec!["SHARDSCOPE_CLUSTERS", "invalid JSON"],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "{\"uri\":\"http://a\"}")],
            vec!["must be a JSON array"],
        ),
        (
            vec![],
            vec![("ELASTICVUE_CLUSTERS", "[{\"name\":\"x\"}]")],
            vec![
                "ELASTICVUE_CLUSTERS",
                "clusters[0] (\"x\")",
                "\"uri\" is missing",
            ],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_CLUSTERS", "[{\"uri\":\"ftp://a\"}]")],
            vec!["clusters[0]", "\"uri\" must start with http:// or https://"],
        ),
        (
            vec![],
            vec![(
                "SHARDSCOPE_CLUSTERS",
                "[{\"uri\":\"http://a\",\"password\":\"${UNSET_PW}\"}]",
            )],
            vec!["clusters[0]", "\"password\"", "UNSET_PW is not set"],
        ),
        (
            vec!["--clusters-file", bad_file.to_str().unwrap()],
            vec![],
            vec!["clusters.json", "clusters[1] (\"b\")", "\"uri\" is missing"],
        ),
        (
            vec!["--clusters-file", "/nonexistent/clusters.json"],
            vec![],
            vec!["/nonexistent/clusters.json"],
        ),
        (vec!["--base-path", "/a/../b"], vec![], vec!["--base-path"]),
        (
            vec![],
            vec![("SHARDSCOPE_UPDATE_URL", "updates.example.com")],
            vec!["--update-url"],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_LOG_FORMAT", "xml")],
            vec!["--log-format"],
        ),
        (vec!["--listen", "localhost"], vec![], vec!["--listen"]),
        (
            vec![],
            vec![(
                "SHARDSCOPE_CLUSTERS",
                "[{\"name\":\"p\",\"uri\":\"https://elastic:secret@es:9200\"}]",
            )],
            vec![
                "clusters[0] (\"p\")",
                "put credentials in username and password, not in the uri",
            ],
        ),
        (
            vec![],
            vec![("SHARDSCOPE_ALLOWED_HOSTS", "example.com:8080")],
            vec!["--allowed-hosts"],
        ),
        (
            vec!["--max-connections", "0"],
            vec![],
            vec!["--max-connections"],
        ),
    ];
    for (args, env, fragments) in cases {
        let stderr = refused(&args, &env);
        for fragment in fragments {
            assert!(
                stderr.contains(fragment),
                "{args:?} {env:?}: {stderr:?} lacks {fragment:?}"
            );
        }
    }
}

#[test]
fn start_up_errors_are_printed_once() {
    let missing = refused(&["--clusters-file", "/nonexistent/clusters.json"], &[]);
    assert_eq!(missing.matches("No such file").count(), 1, "{missing}");
    let json = refused(&[], &[("SHARDSCOPE_CLUSTERS", "[{\"uri\": ")]);
    assert_eq!(json.matches("line 1").count(), 1, "{json}");
    assert_eq!(json.matches("EOF").count(), 1, "{json}");
}
