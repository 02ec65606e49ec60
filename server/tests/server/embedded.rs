//! The frontend build embedded in this binary, whatever its file names are.

use shardscope::assets::{Assets, INDEX_HTML};
use shardscope::negotiation::Encoding;

use crate::common::{gunzip, unbrotli};

#[test]
fn every_precompressed_variant_decodes_to_the_original_bytes() {
    let assets = Assets::embedded();
    assert!(
        assets.len() > 1,
        "the build embeds index.html and its assets"
    );
    let mut compressed = 0;
    for path in assets.paths() {
        let asset = assets.get(path).unwrap();
        let original = &asset.variant(Encoding::Identity).unwrap().body;
        if let Some(variant) = asset.variant(Encoding::Brotli) {
            assert_eq!(unbrotli(&variant.body), original.as_ref(), "{path} (br)");
            assert!(variant.body.len() < original.len(), "{path} (br)");
            compressed += 1;
        }
        if let Some(variant) = asset.variant(Encoding::Gzip) {
            assert_eq!(gunzip(&variant.body), original.as_ref(), "{path} (gzip)");
        }
    }
    assert!(compressed > 0, "no file got a brotli variant");
}

#[test]
fn the_built_index_loads_its_scripts_relative_to_the_base_tag() {
    let assets = Assets::embedded();
    let index = assets.get(INDEX_HTML).unwrap();
    let html =
        String::from_utf8_lossy(&index.variant(Encoding::Identity).unwrap().body).into_owned();
    assert!(html.contains("<base href=\"/\""), "{html}");
    // With a base path set at run time, absolute script URLs would bypass the prefix.
    assert!(!html.contains("src=\"/assets/"), "{html}");
    for script in html.split("src=\"./").skip(1) {
        let path = script.split('"').next().unwrap();
        assert!(
            assets.get(path).is_some(),
            "index.html refers to {path}, which is not embedded"
        );
    }
    assert!(
        !html.contains("<script>"),
        "inline scripts would be blocked by the CSP"
    );
}
