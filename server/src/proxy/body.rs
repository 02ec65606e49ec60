//! The browser's request body on its way to the cluster: refused past the limit, streamed
//! (read only when the cluster's connection asks for it, so it can still go to the next
//! address when a connection fails) or, for clusters that sign it, read whole first.

use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};

use axum::body::{Body, BodyDataStream, Bytes, HttpBody};
use axum::http::{header, HeaderMap};
use futures_util::{Stream, StreamExt};
use http_body_util::combinators::UnsyncBoxBody;
use http_body_util::{BodyExt, Empty, Full, StreamBody};
use hyper::body::Frame;

use super::activity::Activity;

/// Why a body could not be passed on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BodyError {
    #[error("the request body is larger than {0} bytes")]
    TooLarge(u64),
    #[error("the request body could not be read: {0}")]
    Read(String),
}

/// A request body as sent to a cluster.
pub type OutBody = UnsyncBoxBody<Bytes, BodyError>;

/// A request body ready to be sent, once or to each address in turn.
pub enum Outgoing {
    Empty,
    /// Held whole: signed, and sendable any number of times.
    Buffered(Bytes),
    /// Read from the browser while it is sent.
    Streamed(Streamed),
}

impl Outgoing {
    /// Takes the browser's body. A declared length above `limit` is refused at once; with
    /// `buffer` the body is read whole (up to `limit`).
    pub async fn prepare(
        body: Body,
        headers: &HeaderMap,
        limit: u64,
        buffer: bool,
    ) -> Result<Self, BodyError> {
        let declared = headers
            .get(header::CONTENT_LENGTH)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.parse::<u64>().ok());
        if declared.is_some_and(|length| length > limit) || body.size_hint().lower() > limit {
            return Err(BodyError::TooLarge(limit));
        }
        if body.size_hint().exact() == Some(0) {
            return Ok(Self::Empty);
        }
        if buffer {
            return read_whole(body.into_data_stream(), limit).await;
        }
        Ok(Self::Streamed(Streamed {
            source: Arc::new(Mutex::new(body.into_data_stream())),
            started: Arc::new(AtomicBool::new(false)),
            limit,
        }))
    }

    /// The body for one attempt; each part taken from the browser counts as `activity`.
    pub fn attempt(&self, activity: &Activity) -> Sendable {
        match self {
            Self::Empty => Sendable::Empty,
            Self::Buffered(bytes) => Sendable::Body(
                Full::new(bytes.clone())
                    .map_err(|never| match never {})
                    .boxed_unsync(),
            ),
            Self::Streamed(streamed) => {
                if streamed.started.load(Ordering::SeqCst) {
                    return Sendable::Spent;
                }
                let attempt = Attempt {
                    source: Arc::clone(&streamed.source),
                    started: Arc::clone(&streamed.started),
                    seen: 0,
                    limit: streamed.limit,
                    activity: activity.clone(),
                };
                Sendable::Body(
                    StreamBody::new(attempt.map(|part| part.map(Frame::data))).boxed_unsync(),
                )
            }
        }
    }

    /// The bytes to sign: the whole body, or nothing.
    pub fn bytes(&self) -> &[u8] {
        match self {
            Self::Buffered(bytes) => bytes,
            Self::Empty | Self::Streamed(_) => &[],
        }
    }
}

/// What one attempt can send.
pub enum Sendable {
    Empty,
    Body(OutBody),
    /// A streamed body already (partly) sent, which cannot be sent again.
    Spent,
}

async fn read_whole(mut stream: BodyDataStream, limit: u64) -> Result<Outgoing, BodyError> {
    let mut whole = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|error| BodyError::Read(error.to_string()))?;
        if (whole.len() + chunk.len()) as u64 > limit {
            return Err(BodyError::TooLarge(limit));
        }
        whole.extend_from_slice(&chunk);
    }
    Ok(Outgoing::Buffered(Bytes::from(whole)))
}

/// Reads the browser's body to decide a request: the whole body when it is at most `limit`
/// bytes, `None` when it is longer (then read no further than past the limit). The body
/// returned is the browser's, whole, to be sent as usual.
pub async fn peek(
    body: Body,
    headers: &HeaderMap,
    limit: usize,
) -> Result<(Body, Option<Bytes>), BodyError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.parse::<u64>().ok());
    if declared.is_some_and(|length| length > limit as u64) {
        return Ok((body, None));
    }
    let mut stream = body.into_data_stream();
    let mut parts: Vec<Bytes> = Vec::new();
    let mut seen = 0;
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|error| BodyError::Read(error.to_string()))?;
        seen += chunk.len();
        parts.push(chunk);
        if seen > limit {
            let read = futures_util::stream::iter(parts.into_iter().map(Ok::<_, axum::Error>));
            return Ok((Body::from_stream(read.chain(stream)), None));
        }
    }
    let whole = Bytes::from(parts.concat());
    Ok((Body::from(whole.clone()), Some(whole)))
}

/// No body.
pub fn empty() -> OutBody {
    Empty::new().map_err(|never| match never {}).boxed_unsync()
}

/// A body read from the browser as the cluster's connection takes it.
pub struct Streamed {
    // Behind a mutex so the stream is shareable across attempts (and `Sync`, as the client
    // wants); only one attempt ever reads it.
    source: Arc<Mutex<BodyDataStream>>,
    /// Set by the first read: from then on the body cannot go to another address.
    started: Arc<AtomicBool>,
    limit: u64,
}

/// One attempt's view of a [`Streamed`] body, counting bytes against the limit.
struct Attempt {
    source: Arc<Mutex<BodyDataStream>>,
    started: Arc<AtomicBool>,
    seen: u64,
    limit: u64,
    activity: Activity,
}

impl Stream for Attempt {
    type Item = Result<Bytes, BodyError>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        this.started.store(true, Ordering::SeqCst);
        let mut source = this.source.lock().unwrap_or_else(PoisonError::into_inner);
        match source.poll_next_unpin(cx) {
            Poll::Ready(Some(Ok(chunk))) => {
                this.activity.touch();
                this.seen += chunk.len() as u64;
                if this.seen > this.limit {
                    return Poll::Ready(Some(Err(BodyError::TooLarge(this.limit))));
                }
                Poll::Ready(Some(Ok(chunk)))
            }
            Poll::Ready(Some(Err(error))) => {
                Poll::Ready(Some(Err(BodyError::Read(error.to_string()))))
            }
            Poll::Ready(None) => Poll::Ready(None),
            Poll::Pending => Poll::Pending,
        }
    }
}

/// The body error behind a client error, when the body is what failed.
pub fn cause<'a>(error: &'a (dyn std::error::Error + 'static)) -> Option<&'a BodyError> {
    let mut current = Some(error);
    while let Some(error) = current {
        if let Some(found) = error.downcast_ref::<BodyError>() {
            return Some(found);
        }
        current = error.source();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunked(chunks: &'static [&'static [u8]]) -> Body {
        Body::from_stream(futures_util::stream::iter(
            chunks
                .iter()
                .map(|chunk| Ok::<_, std::io::Error>(Bytes::from_static(chunk))),
        ))
    }

    async fn collect(outgoing: &Outgoing) -> Result<Vec<u8>, String> {
        let Sendable::Body(body) = outgoing.attempt(&Activity::new()) else {
            return Ok(Vec::new());
        };
        let mut stream = Body::new(body).into_data_stream();
        let mut out = Vec::new();
        while let Some(chunk) = stream.next().await {
            out.extend_from_slice(&chunk.map_err(|error| {
                cause(&error).map_or_else(|| error.to_string(), ToString::to_string)
            })?);
        }
        Ok(out)
    }

    #[tokio::test]
    async fn a_declared_length_above_the_limit_is_refused_before_reading() {
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_LENGTH, "11".parse().unwrap());
        let outcome = Outgoing::prepare(Body::from("0123456789a"), &headers, 10, false).await;
        assert!(matches!(outcome, Err(BodyError::TooLarge(10))));
    }

    #[tokio::test]
    async fn a_streamed_body_is_cut_past_the_limit_and_sent_only_once() {
        let outgoing =
            Outgoing::prepare(chunked(&[b"01234", b"56789"]), &HeaderMap::new(), 10, false)
                .await
                .unwrap();
        assert_eq!(collect(&outgoing).await.unwrap(), b"0123456789");
        assert!(
            matches!(outgoing.attempt(&Activity::new()), Sendable::Spent),
            "a read body cannot be sent again"
        );

        let outgoing = Outgoing::prepare(
            chunked(&[b"012345", b"6789ab"]),
            &HeaderMap::new(),
            10,
            false,
        )
        .await
        .unwrap();
        let error = collect(&outgoing).await.unwrap_err();
        assert_eq!(error, BodyError::TooLarge(10).to_string());
    }

    #[tokio::test]
    async fn a_buffered_body_is_read_whole_up_to_the_limit_and_sendable_again() {
        let outgoing =
            Outgoing::prepare(chunked(&[b"{\"a\":", b"1}"]), &HeaderMap::new(), 10, true)
                .await
                .unwrap();
        assert_eq!(outgoing.bytes(), b"{\"a\":1}");
        assert_eq!(collect(&outgoing).await.unwrap(), b"{\"a\":1}");
        assert_eq!(collect(&outgoing).await.unwrap(), b"{\"a\":1}");
        let too_large =
            Outgoing::prepare(chunked(&[b"0123456789", b"a"]), &HeaderMap::new(), 10, true).await;
        assert!(matches!(too_large, Err(BodyError::TooLarge(10))));
        let empty = Outgoing::prepare(Body::empty(), &HeaderMap::new(), 10, true)
            .await
            .unwrap();
        assert!(matches!(empty, Outgoing::Empty));
    }
}
