//! Managed mode (`--no-direct-clusters`): the app is told to offer only the predefined clusters,
//! and the page may connect to the console only.

use serde_json::Value;
use shardscope::app;

use crate::common::console::{command, Console};
use crate::common::{body, boot_data, config, get, header, raw_get};

async fn page_and_config(no_direct_clusters: bool) -> (String, Value, Value) {
    let mut settings = config("/");
    settings.no_direct_clusters = no_direct_clusters;
    let app = app(settings);
    let page = get(&app, "/cluster/0/indices", &[]).await;
    let csp = header(&page, "content-security-policy").to_owned();
    let boot = boot_data(&body(page).await);
    let config = body(get(&app, "/api/config.json", &[]).await).await;
    (
        csp,
        boot["config"].clone(),
        serde_json::from_slice(&config).unwrap(),
    )
}

fn connect_src(csp: &str) -> &str {
    csp.split(';')
        .map(str::trim)
        .find(|directive| directive.starts_with("connect-src "))
        .unwrap_or_default()
}

#[tokio::test]
async fn by_default_the_page_may_reach_clusters_anywhere_and_the_app_offers_its_own() {
    let (csp, boot, served) = page_and_config(false).await;
    assert_eq!(connect_src(&csp), "connect-src 'self' http: https:");
    assert_eq!(served["noDirectClusters"], false);
    assert_eq!(boot, served);
}

#[tokio::test]
async fn in_managed_mode_the_page_connects_only_to_the_console() {
    let (csp, boot, served) = page_and_config(true).await;
    assert_eq!(connect_src(&csp), "connect-src 'self'");
    assert!(csp.contains("script-src 'self';"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert_eq!(served["noDirectClusters"], true);
    assert_eq!(boot, served);
}

fn start(args: &[&str], value: &str) -> Console {
    Console::start(args, &[("SHARDSCOPE_NO_DIRECT_CLUSTERS", value)]).0
}

fn managed(console: &Console) -> bool {
    let served: Value =
        serde_json::from_slice(&raw_get(console.address, "/api/config.json").body).unwrap();
    served["noDirectClusters"].as_bool().unwrap()
}

#[test]
fn the_variable_takes_true_false_one_and_zero_and_the_flag_sets_it() {
    for (value, expected) in [("true", true), ("1", true), ("false", false), ("0", false)] {
        assert_eq!(managed(&start(&[], value)), expected, "{value}");
    }
    assert!(managed(&start(&["--no-direct-clusters"], "false")));
    let refused = command(&[], &[("SHARDSCOPE_NO_DIRECT_CLUSTERS", "perhaps")])
        .output()
        .unwrap();
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("no-direct-clusters"), "{stderr}");
}

#[test]
fn a_cluster_the_browser_would_reach_itself_is_warned_about_in_managed_mode() {
    let clusters = r#"[{"id":"direct","uri":"http://127.0.0.1:9"},
        {"id":"managed","uri":"http://127.0.0.1:9","proxy":true}]"#;
    let env = [("SHARDSCOPE_CLUSTERS", clusters)];
    let (_console, logged) = Console::start(&["--no-direct-clusters"], &env);
    let warnings: Vec<&String> = logged
        .iter()
        .filter(|line| line.contains("browsers cannot reach it"))
        .collect();
    assert_eq!(warnings.len(), 1, "{logged:?}");
    assert!(warnings[0].contains("cluster direct:"), "{warnings:?}");
    let (_console, logged) = Console::start(&[], &env);
    assert!(
        !logged
            .iter()
            .any(|line| line.contains("browsers cannot reach it")),
        "{logged:?}"
    );
}
