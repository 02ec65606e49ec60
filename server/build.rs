//! Builds the frontend when `frontend/dist` is missing or older than its sources, then stages
//! the built files for rust-embed in `$OUT_DIR/embed/{identity,br,gzip}/`, with brotli and gzip
//! variants made here once at maximum compression (compressing per request would cost far more
//! throughput than it saves bandwidth).

#[path = "src/content_type.rs"]
mod content_type;

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// Frontend inputs whose change makes `dist/` stale.
const SOURCES: &[&str] = &[
    "src",
    "index.html",
    "frame.js",
    "plugins",
    "public",
    "package.json",
    "package-lock.json",
    "vite.config.ts",
    "tsconfig.json",
    "tsconfig.app.json",
    "tsconfig.node.json",
];
const SKIP_VAR: &str = "SHARDSCOPE_SKIP_FRONTEND_BUILD";

type BuildResult<T = ()> = Result<T, String>;

fn main() {
    if let Err(message) = run() {
        eprintln!("\nerror: {message}\n");
        std::process::exit(1);
    }
}

fn run() -> BuildResult {
    let manifest_dir = PathBuf::from(env("CARGO_MANIFEST_DIR")?);
    let frontend = manifest_dir.join("../frontend");
    let dist = frontend.join("dist");
    println!("cargo:rerun-if-env-changed={SKIP_VAR}");
    if std::env::var_os(SKIP_VAR).is_some_and(|value| value != "0" && !value.is_empty()) {
        println!("cargo:rerun-if-changed={}", dist.display());
        if !dist.join("index.html").is_file() {
            return Err(format!(
                "{SKIP_VAR} is set but {} has no index.html: \
                 run `npm --prefix frontend ci && npm --prefix frontend run build` first",
                dist.display()
            ));
        }
    } else {
        for source in SOURCES {
            println!("cargo:rerun-if-changed={}", frontend.join(source).display());
        }
        build_frontend_if_stale(&frontend)?;
    }
    let staging = PathBuf::from(env("OUT_DIR")?).join("embed");
    stage(&dist, &staging)
}

fn env(name: &str) -> BuildResult<String> {
    std::env::var(name).map_err(|_| format!("cargo did not set {name}"))
}

fn build_frontend_if_stale(frontend: &Path) -> BuildResult {
    let built = modified(&frontend.join("dist/index.html"));
    let newest_source = SOURCES
        .iter()
        .filter_map(|source| newest_modification(&frontend.join(source)))
        .max();
    if built.is_some() && built >= newest_source {
        return Ok(());
    }
    check_npm()?;
    let installed = modified(&frontend.join("node_modules/.package-lock.json"));
    if installed.is_none() || installed < modified(&frontend.join("package-lock.json")) {
        npm(frontend, &["ci", "--no-audit", "--no-fund"])?;
    }
    npm(frontend, &["run", "build"])
}

fn check_npm() -> BuildResult {
    match Command::new("npm").arg("--version").output() {
        Ok(output) if output.status.success() => Ok(()),
        _ => Err(
            "building the console needs npm: install Node.js 20.19 or newer \
                  (https://nodejs.org), which comes with npm, then run cargo again"
                .to_owned(),
        ),
    }
}

/// Runs npm in frontend/. No `cargo:warning` progress line: cargo would replay it on every
/// later build, long after npm last ran.
fn npm(frontend: &Path, args: &[&str]) -> BuildResult {
    let status = Command::new("npm")
        .args(args)
        .current_dir(frontend)
        .status()
        .map_err(|error| format!("could not run npm: {error}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!(
            "`npm {}` in frontend/ failed ({status})",
            args.join(" ")
        ))
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    fs::metadata(path).and_then(|meta| meta.modified()).ok()
}

/// Latest modification time of a file, or of any file below a directory.
fn newest_modification(path: &Path) -> Option<SystemTime> {
    let meta = fs::metadata(path).ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    fs::read_dir(path)
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| newest_modification(&entry.path()))
        .max()
}

fn stage(dist: &Path, staging: &Path) -> BuildResult {
    if staging.exists() {
        fs::remove_dir_all(staging)
            .map_err(|error| format!("cannot clean {}: {error}", staging.display()))?;
    }
    for relative in files_below(dist, Path::new(""))? {
        let data = fs::read(dist.join(&relative))
            .map_err(|error| format!("cannot read {} in dist: {error}", relative.display()))?;
        write(&staging.join("identity").join(&relative), &data)?;
        let compressible = relative
            .to_str()
            .and_then(content_type::for_path)
            .is_some_and(|(_, compressible)| compressible);
        if compressible {
            stage_variant(&staging.join("br").join(&relative), &data, brotli)?;
            stage_variant(&staging.join("gzip").join(&relative), &data, gzip)?;
        }
    }
    Ok(())
}

/// Writes a compressed variant only when it is smaller than the original.
fn stage_variant(target: &Path, data: &[u8], compress: fn(&[u8]) -> Vec<u8>) -> BuildResult {
    let compressed = compress(data);
    if compressed.len() < data.len() {
        write(target, &compressed)?;
    }
    Ok(())
}

fn files_below(root: &Path, relative: &Path) -> BuildResult<Vec<PathBuf>> {
    let directory = root.join(relative);
    let entries = fs::read_dir(&directory)
        .map_err(|error| format!("cannot read {}: {error}", directory.display()))?;
    let mut files = Vec::new();
    for entry in entries {
        let entry =
            entry.map_err(|error| format!("cannot read {}: {error}", directory.display()))?;
        let path = relative.join(entry.file_name());
        if entry.path().is_dir() {
            files.extend(files_below(root, &path)?);
        } else {
            files.push(path);
        }
    }
    Ok(files)
}

fn write(target: &Path, data: &[u8]) -> BuildResult {
    if let Some(parent) = target.parent() {
        fs::create_dir_all(parent)
            .map_err(|error| format!("cannot create {}: {error}", parent.display()))?;
    }
    fs::write(target, data).map_err(|error| format!("cannot write {}: {error}", target.display()))
}

fn brotli(data: &[u8]) -> Vec<u8> {
    let params = brotli::enc::BrotliEncoderParams {
        quality: 11,
        lgwin: 22,
        ..Default::default()
    };
    let mut output = Vec::new();
    let mut input = data;
    // Writing into a Vec cannot fail.
    let _ = brotli::BrotliCompress(&mut input, &mut output, &params);
    output
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    // Writing into a Vec cannot fail.
    let _ = encoder.write_all(data);
    encoder.finish().unwrap_or_default()
}
