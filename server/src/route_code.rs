//! Which built files each screen of the app needs, so that the page served for a screen's
//! address names them in a block that the page's early script turns into preloads after its
//! first paint: the browser then fetches them while the app's entry script compiles, rather
//! than only once the app has started and worked out where it is.
//!
//! The frontend build writes the list as `route-code.json` next to `index.html`. Only names
//! of scripts and stylesheets under `assets/` that the build embedded are kept: the page never
//! names a file that does not exist, and no text from the list can leave its block.
//! Without a usable list pages carry no block and the app loads as before.

use serde::Deserialize;

use crate::assets::{Assets, INDEX_HTML};
use crate::negotiation::Encoding;

/// The list's name at the root of the built app.
pub const ROUTE_CODE_FILE: &str = "route-code.json";

/// The `id` of the page's block of the route's files (`frontend/src/app/frame/pageCode.ts`
/// reads it).
pub const ROUTE_CODE_ID: &str = "shardscope-route-code";

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
    /// The paths of the route's code (`assets/…`), in the list's order, each once.
    files: Vec<String>,
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
            let mut files: Vec<String> = Vec::with_capacity(entry.files.len());
            for file in entry.files {
                match built_code(file, assets) {
                    Ok(file) if !files.contains(&file) => files.push(file),
                    Ok(_) => {}
                    Err(file) => {
                        tracing::debug!(%file, route = %entry.path, "file left out of the route's code");
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

    /// The page's block naming a route's files, in the list's order: a JSON array the browser
    /// never executes, which the page's early script turns into preloads once the page has
    /// painted (so that they do not hold up its first paint). Empty for a route that is not
    /// in the list or names no file.
    pub fn block(&self, route: usize) -> String {
        let Some(route) = self
            .routes
            .get(route)
            .filter(|route| !route.files.is_empty())
        else {
            return String::new();
        };
        // The names hold only ASCII letters, digits, '.', '_', '-' and '/': nothing to escape.
        let list = serde_json::to_string(&route.files).unwrap_or_default();
        format!("<script type=\"application/json\" id=\"{ROUTE_CODE_ID}\">{list}</script>")
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
/// nothing a JSON string, an HTML element or a URL would read as more than a file name; else
/// the name back.
fn built_code(file: String, assets: &Assets) -> Result<String, String> {
    let Some(name) = file.strip_prefix("assets/") else {
        return Err(file);
    };
    let Some(stem) = name
        .strip_suffix(".js")
        .or_else(|| name.strip_suffix(".css"))
    else {
        return Err(file);
    };
    let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
    let usable = !stem.is_empty()
        && stem.chars().all(plain)
        && !file.contains("..")
        && assets.get(&file).is_some();
    if usable {
        Ok(file)
    } else {
        Err(file)
    }
}

#[cfg(test)]
mod tests;
