//! Why the variants are made at build time: measures what compressing the largest embedded
//! file on every request would cost, next to serving the precompressed bytes.
//! Run with `cargo run --release --example compression_cost`.

use std::io::Write;
use std::time::{Duration, Instant};

use shardscope::assets::Assets;
use shardscope::negotiation::Encoding;

fn main() {
    let assets = Assets::embedded();
    let Some((path, body)) = assets
        .paths()
        .filter_map(|path| {
            Some((
                path,
                assets.get(path)?.variant(Encoding::Identity)?.body.clone(),
            ))
        })
        .max_by_key(|(_, body)| body.len())
    else {
        eprintln!("no embedded files");
        return;
    };
    println!("largest file: {path} ({} bytes)", body.len());
    let cores = std::thread::available_parallelism()
        .ok()
        .and_then(|n| u32::try_from(n.get()).ok())
        .unwrap_or(1);
    for (label, quality) in [("brotli, default quality 11", 11), ("brotli, quality 5", 5)] {
        let per_request = time(|| brotli_compress(&body, quality));
        report(label, per_request, cores);
    }
    report(
        "gzip, default level 6",
        time(|| gzip_compress(&body)),
        cores,
    );
}

fn report(label: &str, per_request: Duration, cores: u32) {
    let ceiling = f64::from(cores) / per_request.as_secs_f64();
    println!(
        "{label}: {:.1} ms per response, at most {ceiling:.1} responses/s on {cores} cores",
        per_request.as_secs_f64() * 1000.0
    );
}

/// Mean time of one run, over at least a second.
fn time(mut run: impl FnMut() -> usize) -> Duration {
    let started = Instant::now();
    let mut runs = 0_u32;
    while started.elapsed() < Duration::from_secs(1) || runs < 3 {
        std::hint::black_box(run());
        runs += 1;
    }
    started.elapsed() / runs
}

fn brotli_compress(data: &[u8], quality: i32) -> usize {
    let params = brotli::enc::BrotliEncoderParams {
        quality,
        ..Default::default()
    };
    let mut output = Vec::new();
    brotli::BrotliCompress(&mut &data[..], &mut output, &params).map_or(0, |_| output.len())
}

fn gzip_compress(data: &[u8]) -> usize {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    let _ = encoder.write_all(data);
    encoder.finish().map_or(0, |output| output.len())
}
