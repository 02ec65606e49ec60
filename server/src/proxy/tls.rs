//! TLS to proxied clusters: the certificate authorities trusted (the system's, the bundled
//! public ones, `--ca-file`'s and the cluster's `caFile`), or none checked with `insecure`.

use std::sync::{Arc, LazyLock};

use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme};

use crate::clusters::parse_pem;

/// The crypto of every connection.
fn provider() -> Arc<CryptoProvider> {
    static PROVIDER: LazyLock<Arc<CryptoProvider>> =
        LazyLock::new(|| Arc::new(rustls::crypto::ring::default_provider()));
    Arc::clone(&PROVIDER)
}

/// The system's certificate authorities, read once (a cache: reading them takes milliseconds
/// and they do not change while the server runs).
static SYSTEM_ROOTS: LazyLock<Vec<CertificateDer<'static>>> = LazyLock::new(|| {
    let loaded = rustls_native_certs::load_native_certs();
    for error in &loaded.errors {
        tracing::debug!(%error, "a system certificate authority could not be read");
    }
    loaded.certs
});

/// The certificates of a PEM file; an error names the file and what is wrong with it.
pub fn read_roots(path: &std::path::Path) -> Result<Vec<CertificateDer<'static>>, String> {
    let pem = std::fs::read(path)
        .map_err(|error| format!("cannot read the CA file {}: {error}", path.display()))?;
    let roots =
        parse_pem(&pem).map_err(|error| format!("the CA file {} {error}", path.display()))?;
    Ok(roots)
}

/// The client configuration for a cluster: `extra` authorities trusted besides the system's
/// and the bundled public ones, or no certificate checked at all when `insecure`.
pub fn client_config(
    extra: &[CertificateDer<'static>],
    insecure: bool,
) -> Result<ClientConfig, String> {
    let builder = ClientConfig::builder_with_provider(provider())
        .with_safe_default_protocol_versions()
        .map_err(|error| format!("TLS cannot be set up: {error}"))?;
    let mut config = if insecure {
        builder
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(AcceptAnyCertificate(provider())))
            .with_no_client_auth()
    } else {
        let mut roots = RootCertStore::empty();
        roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
        // Certificates the store cannot use are skipped, as every TLS client does.
        let (_, _) = roots.add_parsable_certificates(SYSTEM_ROOTS.iter().cloned());
        for root in extra {
            roots
                .add(root.clone())
                .map_err(|error| format!("a certificate authority cannot be used: {error}"))?;
        }
        builder.with_root_certificates(roots).with_no_client_auth()
    };
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(config)
}

/// The server name a connection to `host` checks its certificate against.
pub fn server_name(host: &str) -> Result<ServerName<'static>, String> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    ServerName::try_from(host.to_owned()).map_err(|error| format!("{host}: {error}"))
}

/// `insecure: true`: any certificate is accepted (signatures are still those of the
/// handshake's own key).
#[derive(Debug)]
struct AcceptAnyCertificate(Arc<CryptoProvider>);

impl ServerCertVerifier for AcceptAnyCertificate {
    fn verify_server_cert(
        &self,
        _end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pem_bundle_gives_its_certificates_and_other_text_an_error() {
        let pem = include_bytes!("../../tests/fixtures/test-ca.pem");
        assert_eq!(parse_pem(pem).unwrap().len(), 1);
        assert!(parse_pem(b"")
            .unwrap_err()
            .contains("holds no PEM certificate"));
        assert!(parse_pem(b"hello\n")
            .unwrap_err()
            .contains("holds no PEM certificate"));
        assert!(parse_pem(b"-----BEGIN CERTIFICATE-----\nAAAA\n")
            .unwrap_err()
            .contains("is not a PEM certificate bundle"));
    }

    #[test]
    fn configurations_are_made_with_and_without_checks() {
        let pem = include_bytes!("../../tests/fixtures/test-ca.pem");
        let extra = parse_pem(pem).unwrap();
        assert!(client_config(&extra, false).is_ok());
        assert!(client_config(&[], true).is_ok());
        assert!(server_name("127.0.0.1").is_ok());
        assert!(server_name("[::1]").is_ok());
        assert!(server_name("es.example.com").is_ok());
    }
}
