//! AWS Signature Version 4 for requests to Amazon `OpenSearch` Service (service `es`), signed on
//! the server so the browser never holds the keys. The rules are AWS's: the canonical request
//! (method, URI, query, signed headers, payload hash), the string to sign over its SHA-256, and
//! an HMAC chain from the secret key through date, region, service and `aws4_request`.

use std::fmt::Write as _;
use std::time::{SystemTime, UNIX_EPOCH};

use hmac::{Hmac, KeyInit, Mac};
use sha2::{Digest, Sha256};

const ALGORITHM: &str = "AWS4-HMAC-SHA256";

/// Who signs, and for which region and service.
pub struct SigningKey<'a> {
    pub access_key_id: &'a str,
    pub secret_access_key: &'a str,
    pub region: &'a str,
    pub service: &'a str,
}

/// The parts of a request that the signature covers.
pub struct Signable<'a> {
    pub method: &'a str,
    /// The path as it is sent, still percent-encoded.
    pub path: &'a str,
    /// The query string as it is sent, without the '?'.
    pub query: &'a str,
    /// Every header to sign, `host` and `x-amz-date` included; names in any case.
    pub headers: &'a [(&'a str, &'a str)],
    /// [`payload_hash`] of the body.
    pub payload_hash: &'a str,
}

/// The `Authorization` header value for `request` at `amz_date` (`YYYYMMDDTHHMMSSZ`, the same
/// text as the request's `x-amz-date` header).
pub fn authorization(key: &SigningKey<'_>, request: &Signable<'_>, amz_date: &str) -> String {
    let date = amz_date.get(..8).unwrap_or(amz_date);
    let scope = format!("{date}/{}/{}/aws4_request", key.region, key.service);
    let (canonical, signed_headers) = canonical_request(request);
    let string_to_sign = format!(
        "{ALGORITHM}\n{amz_date}\n{scope}\n{}",
        hex(&Sha256::digest(canonical.as_bytes()))
    );
    let mut signing_key = hmac(
        format!("AWS4{}", key.secret_access_key).as_bytes(),
        date.as_bytes(),
    );
    for part in [key.region, key.service, "aws4_request"] {
        signing_key = hmac(&signing_key, part.as_bytes());
    }
    let signature = hex(&hmac(&signing_key, string_to_sign.as_bytes()));
    format!(
        "{ALGORITHM} Credential={}/{scope}, SignedHeaders={signed_headers}, Signature={signature}",
        key.access_key_id
    )
}

/// The canonical request and the list of signed header names.
fn canonical_request(request: &Signable<'_>) -> (String, String) {
    let mut headers: Vec<(String, String)> = request
        .headers
        .iter()
        .map(|(name, value)| (name.to_ascii_lowercase(), collapse_spaces(value)))
        .collect();
    headers.sort_by(|a, b| a.0.cmp(&b.0));
    // Repeated names are signed once, their values joined with commas in the order given.
    let mut merged: Vec<(String, String)> = Vec::with_capacity(headers.len());
    for (name, value) in headers {
        match merged.last_mut() {
            Some((last, values)) if *last == name => {
                values.push(',');
                values.push_str(&value);
            }
            _ => merged.push((name, value)),
        }
    }
    let mut canonical_headers = String::new();
    for (name, value) in &merged {
        let _ = writeln!(canonical_headers, "{name}:{value}");
    }
    let signed: Vec<&str> = merged.iter().map(|(name, _)| name.as_str()).collect();
    let signed = signed.join(";");
    let path = if request.path.is_empty() {
        "/".to_owned()
    } else {
        // Services other than S3 sign the path encoded once more than it is sent.
        uri_encode(request.path, false)
    };
    let canonical = format!(
        "{}\n{path}\n{}\n{canonical_headers}\n{signed}\n{}",
        request.method,
        canonical_query(request.query),
        request.payload_hash
    );
    (canonical, signed)
}

/// Parameters decoded, then encoded the strict way and sorted by name, then value.
fn canonical_query(query: &str) -> String {
    let mut pairs: Vec<(String, String)> = query
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (name, value) = pair.split_once('=').unwrap_or((pair, ""));
            (
                uri_encode(&percent_decode(name), true),
                uri_encode(&percent_decode(value), true),
            )
        })
        .collect();
    pairs.sort();
    let pairs: Vec<String> = pairs
        .into_iter()
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    pairs.join("&")
}

/// Percent-encodes every byte except the unreserved ones (and '/' unless `encode_slash`).
fn uri_encode(text: &str, encode_slash: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        let keep = byte.is_ascii_alphanumeric()
            || matches!(byte, b'-' | b'_' | b'.' | b'~')
            || (byte == b'/' && !encode_slash);
        if keep {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
    out
}

/// Decodes `%XX` escapes; a malformed escape is kept as it is.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let escaped = (bytes[i] == b'%')
            .then(|| text.get(i + 1..i + 3))
            .flatten()
            .and_then(|hex| u8::from_str_radix(hex, 16).ok());
        if let Some(byte) = escaped {
            out.push(byte);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// Trims the value and turns each run of spaces into one.
fn collapse_spaces(value: &str) -> String {
    value.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Hex SHA-256 of the body, as `x-amz-content-sha256` and the canonical request carry it.
pub fn payload_hash(body: &[u8]) -> String {
    hex(&Sha256::digest(body))
}

fn hmac(key: &[u8], data: &[u8]) -> Vec<u8> {
    // HMAC takes keys of any length, so this cannot fail.
    let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(key).expect("HMAC accepts any key");
    mac.update(data);
    mac.finalize().into_bytes().to_vec()
}

fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        let _ = write!(out, "{byte:02x}");
    }
    out
}

/// `YYYYMMDDTHHMMSSZ` in UTC, the form of `x-amz-date`.
pub fn amz_date(time: SystemTime) -> String {
    let seconds = time
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_secs());
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let of_day = seconds % 86_400;
    let (year, month, day) = civil_from_days(days);
    format!(
        "{year:04}{month:02}{day:02}T{:02}{:02}{:02}Z",
        of_day / 3600,
        of_day / 60 % 60,
        of_day % 60
    )
}

/// The Gregorian date of a day count from 1970-01-01 (Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests;
