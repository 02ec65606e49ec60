//! A connection to a cluster, plain or TLS, whose bytes count as the activity of the request
//! it serves.

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use crate::proxy::activity::Activity;

/// The request a connection serves: its bytes are that request's activity.
#[derive(Default)]
pub(super) struct Watch(Mutex<Option<Activity>>);

impl Watch {
    pub(super) fn serve(&self, activity: Option<Activity>) {
        *self.0.lock().unwrap_or_else(PoisonError::into_inner) = activity;
    }

    fn touch(&self) {
        if let Some(activity) = &*self.0.lock().unwrap_or_else(PoisonError::into_inner) {
            activity.touch();
        }
    }
}

/// A connection to a cluster, plain or TLS.
pub(super) enum Stream {
    Plain(TcpStream),
    Tls(Box<tokio_rustls::client::TlsStream<TcpStream>>),
}

/// A connection whose bytes, read or written, count as the activity of the request it serves.
pub(super) struct Watched {
    pub(super) stream: Stream,
    pub(super) watch: Arc<Watch>,
}

impl AsyncRead for Watched {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        let before = buf.filled().len();
        let polled = match &mut this.stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_read(cx, buf),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_read(cx, buf),
        };
        if matches!(polled, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            this.watch.touch();
        }
        polled
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        data: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        let polled = match &mut this.stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_write(cx, data),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_write(cx, data),
        };
        if matches!(polled, Poll::Ready(Ok(written)) if written > 0) {
            this.watch.touch();
        }
        polled
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_flush(cx),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().stream {
            Stream::Plain(tcp) => Pin::new(tcp).poll_shutdown(cx),
            Stream::Tls(tls) => Pin::new(tls.as_mut()).poll_shutdown(cx),
        }
    }
}
