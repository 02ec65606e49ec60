//! Why a request to a cluster got no answer, in words for the browser and in detail for the
//! server log.

use crate::proxy::body::{self, BodyError};

/// Why a request got no answer.
#[derive(Debug)]
pub enum SendError {
    /// No connection could be made (the next address may be tried).
    Connect {
        timed_out: bool,
        /// For the server log.
        detail: String,
        /// For the browser: what went wrong, naming no address.
        words: &'static str,
    },
    /// A kept connection had been closed by the cluster before the request went out: it may
    /// be sent again on a new connection.
    Stale(String),
    /// The request or the answer's head failed once the connection was made.
    Request { detail: String, words: &'static str },
    /// The browser's body failed (too large, or broken off).
    Body(BodyError),
    /// Nothing moved for the read timeout.
    Silent,
}

/// Why a request on a made connection failed; `reused` when the connection was a kept one.
pub(super) fn request_error(error: &hyper::Error, reused: bool) -> SendError {
    if let Some(problem) = body::cause(error) {
        return SendError::Body(problem.clone());
    }
    if reused && (error.is_canceled() || error.is_incomplete_message()) {
        return SendError::Stale(error.to_string());
    }
    let words = if error.is_incomplete_message() {
        "the connection was closed before the answer was complete"
    } else if error.is_parse() || error.is_parse_status() {
        "its answer was not valid HTTP"
    } else {
        "the connection failed"
    };
    SendError::Request {
        detail: detail(error),
        words,
    }
}

/// An error with its causes, for the server log.
fn detail(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut current = error.source();
    while let Some(cause) = current {
        let next = cause.to_string();
        if !text.contains(&next) {
            text.push_str(": ");
            text.push_str(&next);
        }
        current = cause.source();
    }
    text
}
