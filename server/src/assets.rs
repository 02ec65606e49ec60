//! The set of files the console is made of, held in memory with their precompressed
//! variants, content types, cache policies and entity tags, all worked out once at start-up.

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::Arc;

use axum::body::Bytes;
use axum::http::HeaderValue;
use rust_embed::Embed;

use crate::config::BasePath;
use crate::content_type;
use crate::negotiation::Encoding;

pub const INDEX_HTML: &str = "index.html";

/// The built frontend (`frontend/dist`) with the variants build.rs made.
#[derive(Embed)]
#[folder = "$OUT_DIR/embed/"]
struct Dist;

/// One file as given to the store: its bytes and optional precompressed variants.
#[derive(Debug, Clone)]
pub struct AssetFile {
    pub path: String,
    pub body: Bytes,
    pub brotli: Option<Bytes>,
    pub gzip: Option<Bytes>,
}

/// A file ready to serve.
#[derive(Debug, Clone)]
pub struct Asset {
    pub content_type: HeaderValue,
    pub cache_control: HeaderValue,
    pub is_html: bool,
    variants: Vec<Variant>,
}

/// One representation of a file: its coding, bytes and entity tag.
#[derive(Debug, Clone)]
pub struct Variant {
    pub encoding: Encoding,
    pub body: Bytes,
    pub etag: HeaderValue,
}

impl Asset {
    pub fn variant(&self, encoding: Encoding) -> Option<&Variant> {
        self.variants.iter().find(|v| v.encoding == encoding)
    }

    pub fn has(&self, encoding: Encoding) -> bool {
        self.variant(encoding).is_some()
    }

    /// Whether the response depends on `Accept-Encoding`.
    pub fn varies(&self) -> bool {
        self.variants.len() > 1
    }
}

/// The embedded files by relative path (`assets/index-abc.js`). Cheap to clone.
#[derive(Debug, Clone)]
pub struct Assets(Arc<HashMap<String, Asset>>);

impl Assets {
    /// The frontend embedded in this binary.
    pub fn embedded() -> Self {
        let load = |path: &str| Dist::get(path).map(|file| bytes_of(file.data));
        let files = Dist::iter().filter_map(|name| {
            let path = name.strip_prefix("identity/")?.to_owned();
            Some(AssetFile {
                body: load(&format!("identity/{path}"))?,
                brotli: load(&format!("br/{path}")),
                gzip: load(&format!("gzip/{path}")),
                path,
            })
        });
        Self::from_files(files)
    }

    /// A store from files given directly (tests, or another asset source).
    pub fn from_files(files: impl IntoIterator<Item = AssetFile>) -> Self {
        let map = files
            .into_iter()
            .map(|file| (file.path.clone(), prepare(file)))
            .collect();
        Self(Arc::new(map))
    }

    pub fn get(&self, path: &str) -> Option<&Asset> {
        self.0.get(path)
    }

    /// The paths of all files, in no particular order.
    pub fn paths(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Sets `<base href>` in index.html to the base path. The rewritten page loses the
    /// precompressed variants made for the original (it is a few hundred bytes).
    #[must_use]
    pub fn with_base_href(self, base_path: &BasePath) -> Self {
        if base_path.as_str() == "/" {
            return self;
        }
        let Some(index) = self
            .get(INDEX_HTML)
            .and_then(|a| a.variant(Encoding::Identity))
        else {
            return self;
        };
        let html = String::from_utf8_lossy(&index.body);
        let Some(rewritten) = set_base_href(&html, base_path.as_str()) else {
            tracing::warn!(
                "index.html has no <base href>: the console may not load under {base_path}"
            );
            return self;
        };
        let mut map = (*self.0).clone();
        let index = AssetFile {
            path: INDEX_HTML.to_owned(),
            body: Bytes::from(rewritten),
            brotli: None,
            gzip: None,
        };
        map.insert(INDEX_HTML.to_owned(), prepare(index));
        Self(Arc::new(map))
    }
}

fn bytes_of(data: std::borrow::Cow<'static, [u8]>) -> Bytes {
    match data {
        std::borrow::Cow::Borrowed(slice) => Bytes::from_static(slice),
        std::borrow::Cow::Owned(vec) => Bytes::from(vec),
    }
}

fn prepare(file: AssetFile) -> Asset {
    // Vite names everything under assets/ by content hash: those never change.
    let cache_control = if file.path.starts_with("assets/") {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    prepare_with(file, cache_control)
}

/// A file made at run time (the start page with its data), with the cache policy it needs.
pub fn prepare_with(file: AssetFile, cache_control: &'static str) -> Asset {
    let (content_type, _) =
        content_type::for_path(&file.path).unwrap_or(("application/octet-stream", false));
    let tag = content_tag(&file.body);
    let variant = |encoding: Encoding, body: Bytes| {
        let suffix = encoding
            .token()
            .map(|t| format!("-{t}"))
            .unwrap_or_default();
        let etag = HeaderValue::from_str(&format!("\"{tag}{suffix}\""))
            .unwrap_or_else(|_| HeaderValue::from_static("\"0\""));
        Variant {
            encoding,
            body,
            etag,
        }
    };
    let mut variants = vec![variant(Encoding::Identity, file.body)];
    variants.extend(file.brotli.map(|body| variant(Encoding::Brotli, body)));
    variants.extend(file.gzip.map(|body| variant(Encoding::Gzip, body)));
    Asset {
        content_type: HeaderValue::from_static(content_type),
        cache_control: HeaderValue::from_static(cache_control),
        is_html: content_type.starts_with("text/html"),
        variants,
    }
}

/// A short tag that changes whenever the content does.
fn content_tag(body: &[u8]) -> String {
    let mut hasher = DefaultHasher::new();
    body.hash(&mut hasher);
    format!("{:016x}{:x}", hasher.finish(), body.len())
}

/// Replaces the value of the first `<base href="...">` with `base`, HTML-escaped.
pub fn set_base_href(html: &str, base: &str) -> Option<String> {
    const OPEN: &str = "<base href=\"";
    let start = html.find(OPEN)? + OPEN.len();
    let end = start + html[start..].find('"')?;
    Some(format!(
        "{}{}{}",
        &html[..start],
        escape_html(base),
        &html[end..]
    ))
}

fn escape_html(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_href_is_replaced_and_escaped() {
        let html = "<head><base href=\"/\" /><title>x</title></head>";
        assert_eq!(
            set_base_href(html, "/sub/").unwrap(),
            "<head><base href=\"/sub/\" /><title>x</title></head>"
        );
        assert_eq!(
            set_base_href(html, "/a\"><script>/").unwrap(),
            "<head><base href=\"/a&quot;&gt;&lt;script&gt;/\" /><title>x</title></head>"
        );
        assert_eq!(set_base_href("<head></head>", "/sub/"), None);
    }

    #[test]
    fn the_build_embeds_index_html_revalidated_on_every_use() {
        let assets = Assets::embedded();
        let index = assets.get(INDEX_HTML).expect("the build embeds index.html");
        assert!(index.is_html);
        assert_eq!(index.cache_control, "no-cache");
    }

    #[test]
    fn content_tags_follow_content() {
        assert_eq!(content_tag(b"abc"), content_tag(b"abc"));
        assert_ne!(content_tag(b"abc"), content_tag(b"abd"));
    }
}
