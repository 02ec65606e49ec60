//! `--proxy-read-timeout` as silence: the last time bytes moved for one proxied request
//! (a part of the browser's body sent on, a part of the cluster's answer received), and waits
//! that end only after that long without any.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Bytes;
use futures_util::Stream;
use tokio::time::{Instant, Sleep};

/// When bytes last moved for a request.
#[derive(Clone)]
pub struct Activity(Arc<Mutex<Instant>>);

/// The wait ended after the limit without a byte moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Silent;

impl Activity {
    pub fn new() -> Self {
        Self(Arc::new(Mutex::new(Instant::now())))
    }

    /// Bytes moved now.
    pub fn touch(&self) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = Instant::now();
    }

    fn last(&self) -> Instant {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `work`'s output, or [`Silent`] once `limit` passed with no byte moving.
    pub async fn within<F: Future>(&self, limit: Duration, work: F) -> Result<F::Output, Silent> {
        tokio::pin!(work);
        loop {
            let deadline = self.last() + limit;
            tokio::select! {
                output = &mut work => return Ok(output),
                () = tokio::time::sleep_until(deadline) => {
                    if self.last() + limit <= Instant::now() {
                        return Err(Silent);
                    }
                }
            }
        }
    }
}

/// A stream of answer parts that ends with an error after `limit` without a part.
pub struct IdleLimit<S> {
    inner: S,
    limit: Duration,
    sleep: Pin<Box<Sleep>>,
    done: bool,
}

impl<S> IdleLimit<S> {
    pub fn new(inner: S, limit: Duration) -> Self {
        Self {
            inner,
            limit,
            sleep: Box::pin(tokio::time::sleep(limit)),
            done: false,
        }
    }
}

/// The error a stream ends with after its silence limit.
#[derive(Debug, thiserror::Error)]
#[error("no part of the answer arrived within the read timeout")]
pub struct IdleTimeout;

impl<S, E> Stream for IdleLimit<S>
where
    S: Stream<Item = Result<Bytes, E>> + Unpin,
    E: Into<axum::BoxError>,
{
    type Item = Result<Bytes, axum::BoxError>;

    fn poll_next(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        let this = self.get_mut();
        if this.done {
            return Poll::Ready(None);
        }
        match Pin::new(&mut this.inner).poll_next(cx) {
            Poll::Ready(Some(Ok(chunk))) => {
                let next = Instant::now() + this.limit;
                this.sleep.as_mut().reset(next);
                Poll::Ready(Some(Ok(chunk)))
            }
            Poll::Ready(Some(Err(error))) => {
                this.done = true;
                Poll::Ready(Some(Err(error.into())))
            }
            Poll::Ready(None) => {
                this.done = true;
                Poll::Ready(None)
            }
            Poll::Pending => match this.sleep.as_mut().poll(cx) {
                Poll::Ready(()) => {
                    this.done = true;
                    Poll::Ready(Some(Err(Box::new(IdleTimeout))))
                }
                Poll::Pending => Poll::Pending,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::StreamExt;

    #[tokio::test(start_paused = true)]
    async fn a_wait_lasts_while_bytes_move_and_ends_after_the_limit_of_silence() {
        let activity = Activity::new();
        let mover = activity.clone();
        let work = async move {
            for _ in 0..10 {
                tokio::time::sleep(Duration::from_secs(3)).await;
                mover.touch();
            }
            "answer"
        };
        // 30 s in all, never 5 s without a byte.
        assert_eq!(
            activity.within(Duration::from_secs(5), work).await,
            Ok("answer")
        );
        let stalled = std::future::pending::<()>();
        let started = Instant::now();
        assert_eq!(
            activity.within(Duration::from_secs(5), stalled).await,
            Err(Silent)
        );
        assert_eq!(started.elapsed(), Duration::from_secs(5));
    }

    #[tokio::test(start_paused = true)]
    async fn an_answer_may_trickle_but_not_stop() {
        let parts = futures_util::stream::unfold(0, |sent| async move {
            if sent == 4 {
                std::future::pending::<()>().await;
            }
            tokio::time::sleep(Duration::from_secs(4)).await;
            Some((Ok::<_, std::io::Error>(Bytes::from_static(b"x")), sent + 1))
        });
        let mut limited = IdleLimit::new(Box::pin(parts), Duration::from_secs(5));
        for _ in 0..4 {
            assert_eq!(limited.next().await.unwrap().unwrap(), "x");
        }
        let error = limited.next().await.unwrap().unwrap_err();
        assert!(error.is::<IdleTimeout>());
        assert!(limited.next().await.is_none());
    }
}
