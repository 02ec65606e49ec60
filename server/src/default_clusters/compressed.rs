//! The served clusters JSON with its brotli and gzip variants, made once per version.

use std::io::Write;

use axum::body::Bytes;

/// One version of the JSON with its compressed variants (none for small bodies).
pub(super) struct Compressed {
    pub(super) identity: Bytes,
    pub(super) brotli: Option<Bytes>,
    pub(super) gzip: Option<Bytes>,
    pub(super) holds_credentials: bool,
}

/// Below this, compression saves less than the headers it adds.
const COMPRESS_FROM: usize = 1024;

impl Compressed {
    pub(super) fn new(identity: Bytes, holds_credentials: bool) -> Self {
        let (brotli, gzip) = compressed_variants(&identity);
        Self {
            identity,
            brotli,
            gzip,
            holds_credentials,
        }
    }
}

/// The brotli and gzip variants of a body made at run time; none for small bodies.
pub(crate) fn compressed_variants(body: &[u8]) -> (Option<Bytes>, Option<Bytes>) {
    if body.len() < COMPRESS_FROM {
        return (None, None);
    }
    (Some(brotli(body)), Some(gzip(body)))
}

fn brotli(data: &[u8]) -> Bytes {
    let mut output = Vec::with_capacity(data.len() / 4);
    // Quality 5: a 13 MB list compresses in a fraction of a second, to about a tenth.
    let params = ::brotli::enc::BrotliEncoderParams {
        quality: 5,
        ..Default::default()
    };
    match ::brotli::BrotliCompress(&mut &data[..], &mut output, &params) {
        Ok(_) => Bytes::from(output),
        Err(_) => Bytes::new(),
    }
}

fn gzip(data: &[u8]) -> Bytes {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(data.len() / 4),
        flate2::Compression::default(),
    );
    match encoder.write_all(data).and_then(|()| encoder.finish()) {
        Ok(output) => Bytes::from(output),
        Err(_) => Bytes::new(),
    }
}
