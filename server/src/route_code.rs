//! Which built files each screen of the app needs, so that the page served for a screen's
//! address names them as preloads and the browser fetches them while it reads the entry
//! script, rather than only once the app has started and worked out where it is.
//!
//! The frontend build writes the list as `route-code.json` next to `index.html`. Only names
//! of scripts and stylesheets under `assets/` that the build embedded are kept: the page never
//! points at a file that does not exist, and no text from the list can leave its attribute.
//! Without a usable list pages carry no preloads and the app loads as before.

use serde::Deserialize;

use crate::assets::{Assets, INDEX_HTML};
use crate::negotiation::Encoding;

/// The list's name at the root of the built app.
pub const ROUTE_CODE_FILE: &str = "route-code.json";

/// The screen the app opens at the start address when it has a predefined cluster.
const HOME_ROUTE: &str = "/cluster/:clusterIndex";

/// Each app route's pattern with the files its screen loads. Cheap enough to clone.
#[derive(Debug, Clone, Default)]
pub struct RouteCode {
    routes: Vec<Route>,
    /// The route of [`HOME_ROUTE`], when the list has it.
    home: Option<usize>,
}

#[derive(Debug, Clone)]
struct Route {
    pattern: Vec<Segment>,
    files: Vec<Code>,
}

/// One file of a route's code.
#[derive(Debug, Clone, PartialEq)]
struct Code {
    path: String,
    style: bool,
}

/// One segment of a route pattern.
#[derive(Debug, Clone)]
enum Segment {
    /// Must equal the address's segment.
    Literal(String),
    /// `:name`: any one non-empty segment.
    Parameter,
}

/// `route-code.json` as the build writes it.
#[derive(Deserialize)]
struct RouteCodeFile {
    routes: Vec<RouteEntry>,
}

#[derive(Deserialize)]
struct RouteEntry {
    path: String,
    files: Vec<String>,
}

impl RouteCode {
    /// The list embedded with `assets`; empty (with a warning) when it is missing or broken.
    pub fn from_assets(assets: &Assets) -> Self {
        let Some(file) = assets
            .get(ROUTE_CODE_FILE)
            .and_then(|asset| asset.variant(Encoding::Identity))
        else {
            tracing::warn!(
                "the built app has no {ROUTE_CODE_FILE}: pages name no screen code to preload"
            );
            return Self::default();
        };
        match serde_json::from_slice::<RouteCodeFile>(&file.body) {
            Ok(list) => Self::from_list(list, assets),
            Err(error) => {
                tracing::warn!(
                    %error,
                    "the built app's {ROUTE_CODE_FILE} cannot be read: pages name no screen code to preload"
                );
                Self::default()
            }
        }
    }

    fn from_list(list: RouteCodeFile, assets: &Assets) -> Self {
        let mut code = Self::default();
        for entry in list.routes {
            let Some(pattern) = parse_pattern(&entry.path) else {
                tracing::debug!(path = %entry.path, "route without a leading slash left out");
                continue;
            };
            let mut files: Vec<Code> = Vec::with_capacity(entry.files.len());
            for file in entry.files {
                match built_code(file, assets) {
                    Ok(code) if !files.contains(&code) => files.push(code),
                    Ok(_) => {}
                    Err(file) => {
                        tracing::debug!(%file, route = %entry.path, "file left out of the preloads");
                    }
                }
            }
            if code.home.is_none() && entry.path == HOME_ROUTE {
                code.home = Some(code.routes.len());
            }
            code.routes.push(Route { pattern, files });
        }
        code
    }

    /// How many routes the list has.
    pub fn len(&self) -> usize {
        self.routes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.routes.is_empty()
    }

    /// The route an address names. `rest` is the decoded path below the base path, without
    /// its leading slash and query. The start address (`""` or `index.html`) opens the first
    /// predefined cluster's home when there is one (`start_has_cluster`), else the welcome
    /// screen, which has no route. Trailing slashes do not count; the first match wins.
    pub fn route_of(&self, rest: &str, start_has_cluster: bool) -> Option<usize> {
        if rest.is_empty() || rest == INDEX_HTML {
            return if start_has_cluster { self.home } else { None };
        }
        let address = rest.trim_end_matches('/');
        self.routes
            .iter()
            .position(|route| fits(&route.pattern, address))
    }

    /// The preload links of a route's files, in the list's order, one per line; empty for a
    /// route that is not in the list.
    pub fn links(&self, route: usize) -> String {
        let Some(route) = self.routes.get(route) else {
            return String::new();
        };
        route
            .files
            .iter()
            .map(preload_link)
            .collect::<Vec<_>>()
            .join("\n  ")
    }
}

/// The segments of a pattern such as `/cluster/:clusterIndex/indices`; None without the
/// leading slash.
fn parse_pattern(path: &str) -> Option<Vec<Segment>> {
    let segments = path.strip_prefix('/')?.trim_end_matches('/');
    Some(
        segments
            .split('/')
            .map(|segment| {
                if segment.starts_with(':') {
                    Segment::Parameter
                } else {
                    Segment::Literal(segment.to_owned())
                }
            })
            .collect(),
    )
}

fn fits(pattern: &[Segment], address: &str) -> bool {
    address.split('/').count() == pattern.len()
        && pattern
            .iter()
            .zip(address.split('/'))
            .all(|(expected, segment)| match expected {
                Segment::Literal(literal) => literal == segment,
                Segment::Parameter => !segment.is_empty(),
            })
}

/// `file` when it is a script or stylesheet the build made under `assets/`, named with
/// nothing an HTML attribute or a URL would read as more than a file name; else the name back.
fn built_code(file: String, assets: &Assets) -> Result<Code, String> {
    let Some(name) = file.strip_prefix("assets/") else {
        return Err(file);
    };
    let (stem, style) = match (name.strip_suffix(".js"), name.strip_suffix(".css")) {
        (Some(stem), _) => (stem, false),
        (None, Some(stem)) => (stem, true),
        (None, None) => return Err(file),
    };
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    let usable = !stem.is_empty()
        && stem.chars().all(plain)
        && !file.contains("..")
        && assets.get(&file).is_some();
    if usable {
        Ok(Code { path: file, style })
    } else {
        Err(file)
    }
}

/// A script as a module preload; a stylesheet as a style preload fetched the way the app
/// later asks for it (`crossorigin`, as the build's own tags and its loader do), so the
/// browser uses the preloaded copy instead of fetching the file again.
fn preload_link(code: &Code) -> String {
    let path = &code.path;
    if code.style {
        format!("<link rel=\"preload\" as=\"style\" crossorigin href=\"{path}\">")
    } else {
        format!("<link rel=\"modulepreload\" href=\"{path}\">")
    }
}

#[cfg(test)]
mod tests;
