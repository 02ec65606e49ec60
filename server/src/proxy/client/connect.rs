//! A new connection to a cluster: the host's addresses in turn, TLS for `https`, and the
//! HTTP/1.1 handshake, within the connect timeout.

use std::io;
use std::sync::Arc;

use hyper::client::conn::http1::SendRequest;
use hyper_util::rt::TokioIo;
use tokio::net::TcpStream;

use super::send_error::SendError;
use super::watched::{Stream, Watch, Watched};
use super::{Client, Origin};
use crate::proxy::body::OutBody;
use crate::proxy::tls;

impl Client {
    /// A new connection: the host's addresses in turn, TLS for `https`, within the connect
    /// timeout in all.
    pub(super) async fn connect(
        &self,
        (scheme, host, port): &Origin,
        watch: Arc<Watch>,
    ) -> Result<SendRequest<OutBody>, SendError> {
        let dial =
            async {
                let tcp = dial(host, *port).await?;
                let stream =
                    if scheme == "https" {
                        let name = tls::server_name(host).map_err(|detail| SendError::Connect {
                            timed_out: false,
                            detail,
                            words: "its host name is not a valid TLS server name",
                        })?;
                        let connector = tokio_rustls::TlsConnector::from(Arc::clone(&self.tls));
                        let tls = connector.connect(name, tcp).await.map_err(|error| {
                            SendError::Connect {
                        timed_out: false,
                        detail: format!("TLS handshake: {error}"),
                        words: "the TLS handshake failed (is its certificate trusted? see caFile)",
                    }
                        })?;
                        Stream::Tls(Box::new(tls))
                    } else {
                        Stream::Plain(tcp)
                    };
                let io = TokioIo::new(Watched { stream, watch });
                let (sender, connection) = hyper::client::conn::http1::handshake(io)
                    .await
                    .map_err(|error| SendError::Connect {
                        timed_out: false,
                        detail: format!("HTTP handshake: {error}"),
                        words: "the connection failed",
                    })?;
                tokio::spawn(async move {
                    if let Err(error) = connection.await {
                        tracing::debug!(%error, "a connection to a proxied cluster ended");
                    }
                });
                Ok(sender)
            };
        tokio::time::timeout(self.connect_timeout, dial)
            .await
            .unwrap_or_else(|_| {
                Err(SendError::Connect {
                    timed_out: true,
                    detail: format!(
                        "no connection within {} s",
                        self.connect_timeout.as_secs_f64()
                    ),
                    words: "",
                })
            })
    }
}

/// A TCP connection to the first of the host's addresses that takes one.
async fn dial(host: &str, port: u16) -> Result<TcpStream, SendError> {
    let bare = host.trim_start_matches('[').trim_end_matches(']');
    let addresses = tokio::net::lookup_host((bare, port))
        .await
        .map_err(|error| SendError::Connect {
            timed_out: false,
            detail: format!("cannot resolve {bare}: {error}"),
            words: "its host name could not be resolved",
        })?;
    let mut last: Option<io::Error> = None;
    for address in addresses {
        match TcpStream::connect(address).await {
            Ok(stream) => {
                // Small requests and answers go at once.
                stream.set_nodelay(true).ok();
                return Ok(stream);
            }
            Err(error) => last = Some(error),
        }
    }
    let error = last.unwrap_or_else(|| io::Error::other("the host has no address"));
    let words = match error.kind() {
        io::ErrorKind::ConnectionRefused => "the connection was refused",
        io::ErrorKind::TimedOut => "the connection timed out",
        io::ErrorKind::HostUnreachable | io::ErrorKind::NetworkUnreachable => {
            "its network cannot be reached"
        }
        _ => "the connection failed",
    };
    Err(SendError::Connect {
        timed_out: false,
        detail: format!("cannot connect: {error}"),
        words,
    })
}
