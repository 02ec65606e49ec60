//! The embedded app as a browser sees it: fallback, caching, content coding, methods.

mod caching;
mod methods;
mod routes;

const SCRIPT: &str = "/assets/app-4f2a9c.js";
