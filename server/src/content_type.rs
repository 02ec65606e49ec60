//! File extension to Content-Type, and which types are worth compressing.
//! Shared with build.rs, which makes the compressed variants: keep it free of crate imports.

/// Content-Type of a file path by its extension, and whether it compresses well.
/// Returns `None` for an extension this table does not know.
pub fn for_path(path: &str) -> Option<(&'static str, bool)> {
    let file_name = path.rsplit('/').next().unwrap_or(path);
    let (_, extension) = file_name.rsplit_once('.')?;
    let found = match extension.to_ascii_lowercase().as_str() {
        "html" | "htm" => ("text/html; charset=utf-8", true),
        "js" | "mjs" | "cjs" => ("text/javascript; charset=utf-8", true),
        "css" => ("text/css; charset=utf-8", true),
        "json" | "map" => ("application/json", true),
        "webmanifest" => ("application/manifest+json", true),
        "txt" => ("text/plain; charset=utf-8", true),
        "xml" => ("application/xml", true),
        "svg" => ("image/svg+xml", true),
        "ico" => ("image/x-icon", true),
        "wasm" => ("application/wasm", true),
        "ttf" => ("font/ttf", true),
        "otf" => ("font/otf", true),
        "png" => ("image/png", false),
        "jpg" | "jpeg" => ("image/jpeg", false),
        "gif" => ("image/gif", false),
        "webp" => ("image/webp", false),
        "avif" => ("image/avif", false),
        "woff" => ("font/woff", false),
        "woff2" => ("font/woff2", false),
        "pdf" => ("application/pdf", false),
        "zip" => ("application/zip", false),
        "gz" => ("application/gzip", false),
        _ => return None,
    };
    Some(found)
}
