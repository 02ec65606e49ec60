//! The start page (`index.html`) with what the app needs for its first paint written into it:
//! the run-time configuration and the predefined clusters, as a JSON block the browser never
//! executes (the Content-Security-Policy allows no inline script). The app then starts without
//! asking for `api/config.json` and `api/default_clusters.json`, which stay for other clients.
//!
//! A screen's address also gets the page with the list of that screen's code, in a second
//! JSON block (see [`crate::route_code`]); the server writes no preloads itself: the page's
//! early script turns the list into preloads once the page has painted.
//!
//! Each route's page is made once per version of the predefined clusters, on its first
//! request, with its compressed variants and an entity tag of its own content. It is never
//! stored by any cache when it carries a credential (of a direct cluster: a proxied one's are
//! never served), as the clusters file itself, and revalidated on every load otherwise.

use std::sync::{Arc, PoisonError, RwLock};

use axum::body::Bytes;

use crate::assets::{prepare_with, Asset, AssetFile, INDEX_HTML};
use crate::default_clusters::{compressed_variants, DefaultClusters};
use crate::route_code::RouteCode;

/// The `id` of the JSON block; the app reads it by this name.
pub const BOOT_DATA_ID: &str = "shardscope-boot";

/// The start page, kept up to date with the predefined clusters. Cheap to clone.
#[derive(Clone)]
pub struct IndexPage(Arc<Inner>);

struct Inner {
    /// index.html as built (with its base path), split where the data block goes.
    head: String,
    tail: String,
    config: Bytes,
    clusters: DefaultClusters,
    routes: RouteCode,
    made: RwLock<Option<Made>>,
}

/// The pages made for one version of the clusters.
struct Made {
    generation: u64,
    /// By slot: the page without a code list first, then one per route.
    pages: Vec<Option<Arc<Asset>>>,
}

impl IndexPage {
    /// A page from the built `index.html`; None when it has no `</head>` to write before.
    pub fn new(
        html: &[u8],
        config: Bytes,
        clusters: DefaultClusters,
        routes: RouteCode,
    ) -> Option<Self> {
        let html = String::from_utf8_lossy(html);
        let at = html.find("</head>")?;
        Some(Self(Arc::new(Inner {
            head: html[..at].to_owned(),
            tail: html[at..].to_owned(),
            config,
            clusters,
            routes,
            made: RwLock::new(None),
        })))
    }

    /// The route of an address below the base path (decoded, without its leading slash), for
    /// [`Self::current`]. The start address counts as the first predefined cluster's home
    /// when there is one, which the app then opens.
    pub fn route_of(&self, rest: &str) -> Option<usize> {
        self.0.routes.route_of(rest, self.0.clusters.count() > 0)
    }

    /// The page for a route (None: no code list) and the predefined clusters served now.
    pub fn current(&self, route: Option<usize>) -> Arc<Asset> {
        let slot = route
            .filter(|route| *route < self.0.routes.len())
            .map_or(0, |route| route + 1);
        let (generation, clusters, secret) = self.0.clusters.versioned_json();
        if let Some(page) = self.made(generation, slot) {
            return page;
        }
        let page = Arc::new(self.make(&clusters, secret, slot.checked_sub(1)));
        let mut made = self.0.made.write().unwrap_or_else(PoisonError::into_inner);
        match made.as_mut() {
            Some(made) if made.generation == generation => {
                Arc::clone(made.pages[slot].get_or_insert(page))
            }
            // Pages of a later version are kept: this request read the clusters just before
            // they changed.
            Some(made) if made.generation > generation => page,
            _ => {
                let mut pages = vec![None; self.0.routes.len() + 1];
                pages[slot] = Some(Arc::clone(&page));
                *made = Some(Made { generation, pages });
                page
            }
        }
    }

    /// The page already made for this version and slot.
    fn made(&self, generation: u64, slot: usize) -> Option<Arc<Asset>> {
        let made = self.0.made.read().unwrap_or_else(PoisonError::into_inner);
        made.as_ref()
            .filter(|made| made.generation == generation)
            .and_then(|made| made.pages[slot].clone())
    }

    fn make(&self, clusters: &[u8], secret: bool, route: Option<usize>) -> Asset {
        let mut data = Vec::with_capacity(self.0.config.len() + clusters.len() + 32);
        data.extend_from_slice(b"{\"config\":");
        data.extend_from_slice(&self.0.config);
        data.extend_from_slice(b",\"clusters\":");
        data.extend_from_slice(clusters);
        data.push(b'}');
        // What goes before `</head>`: the start-up data, then the route's block when it has one.
        let mut blocks = format!(
            "<script type=\"application/json\" id=\"{BOOT_DATA_ID}\">{}</script>",
            script_safe(&String::from_utf8_lossy(&data))
        );
        let block = route.map(|route| self.0.routes.block(route));
        if let Some(block) = block.filter(|block| !block.is_empty()) {
            blocks.push_str("\n  ");
            blocks.push_str(&block);
        }
        let body = Bytes::from(format!("{}{blocks}\n  {}", self.0.head, self.0.tail));
        let (brotli, gzip) = compressed_variants(&body);
        let file = AssetFile {
            path: INDEX_HTML.to_owned(),
            brotli,
            gzip,
            body,
        };
        let cache_control = if secret { "no-store" } else { "no-cache" };
        prepare_with(file, cache_control)
    }
}

/// JSON text that cannot end the `<script>` element it sits in nor open a comment or another
/// element: `<`, `>` and `&` only occur inside JSON strings, where their `\u` escapes mean the same.
fn script_safe(json: &str) -> String {
    let mut safe = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => safe.push_str("\\u003c"),
            '>' => safe.push_str("\\u003e"),
            '&' => safe.push_str("\\u0026"),
            '\u{2028}' => safe.push_str("\\u2028"),
            '\u{2029}' => safe.push_str("\\u2029"),
            other => safe.push(other),
        }
    }
    safe
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_that_would_close_the_script_element_is_escaped_and_still_means_the_same() {
        let json = r#"{"name":"</script><script>alert(1)</script>","a":"&amp; <!--"}"#;
        let safe = script_safe(json);
        assert!(!safe.contains('<') && !safe.contains('>') && !safe.contains('&'));
        let original: serde_json::Value = serde_json::from_str(json).unwrap();
        let escaped: serde_json::Value = serde_json::from_str(&safe).unwrap();
        assert_eq!(original, escaped);
    }
}
