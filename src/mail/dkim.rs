//! DKIM signing of outgoing mail (issue 24, item 6): with `ROOKERY_DKIM_KEY_FILE` and
//! `ROOKERY_DKIM_SELECTOR` set, every mail is signed (RSA-SHA256, relaxed/relaxed) for
//! `ROOKERY_DKIM_DOMAIN` (default: the domain of `ROOKERY_MAIL_FROM`'s address), so that the
//! receiving providers can check it came from the site (and DMARC passes aligned with From).
//!
//! The key is an RSA private key in PEM, PKCS#1 (`BEGIN RSA PRIVATE KEY`, as `opendkim-genkey`
//! writes) or PKCS#8 (`BEGIN PRIVATE KEY`, as `openssl genrsa` writes); the public half is
//! published in DNS at `SELECTOR._domainkey.DOMAIN` (see docs/mail.md).

use lettre::message::dkim::{
    DkimCanonicalization, DkimCanonicalizationType, DkimConfig, DkimSigningAlgorithm,
    DkimSigningKey,
};
use lettre::message::header::HeaderName;
use lettre::Message;

/// The headers signed, when present: what a recipient trusts the mail by (who, what, when,
/// which thread, how to unsubscribe: RFC 8058 asks that the unsubscribe headers be signed).
///
/// Not `Content-Type`: lettre writes a multipart body's `Content-Type` with the body, outside
/// the headers it signs, so naming it would claim a header the signature does not cover (and
/// every verifier would fail it); the body hash covers the parts anyway.
pub const SIGNED_HEADERS: &[&str] = &[
    "From",
    "To",
    "Subject",
    "Date",
    "Message-ID",
    "Reply-To",
    "In-Reply-To",
    "References",
    "List-Unsubscribe",
    "List-Unsubscribe-Post",
    "Auto-Submitted",
    "MIME-Version",
];

/// A loaded signing key and where it is published.
pub struct Signer {
    config: DkimConfig,
    pub domain: String,
    pub selector: String,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never the key.
        write!(f, "DKIM d={} s={}", self.domain, self.selector)
    }
}

impl Signer {
    /// A signer for `domain` with the key published at `selector`, from the PEM text of the key.
    pub fn new(selector: &str, domain: &str, pem: &str) -> Result<Signer, String> {
        use rsa::pkcs1::EncodeRsaPrivateKey;
        use rsa::pkcs8::DecodePrivateKey;
        let pkcs1 = if pem.contains("BEGIN PRIVATE KEY") {
            rsa::RsaPrivateKey::from_pkcs8_pem(pem)
                .map_err(|_| "not a readable PKCS#8 RSA private key".to_string())?
                .to_pkcs1_pem(rsa::pkcs8::LineEnding::LF)
                .map_err(|_| "cannot convert the key".to_string())?
                .to_string()
        } else {
            pem.to_string()
        };
        let key = DkimSigningKey::new(&pkcs1, DkimSigningAlgorithm::Rsa)
            .map_err(|_| "not a readable RSA private key (PEM, PKCS#1 or PKCS#8)".to_string())?;
        let config = DkimConfig::new(
            selector.to_string(),
            domain.to_string(),
            key,
            SIGNED_HEADERS
                .iter()
                .map(|h| HeaderName::new_from_ascii_str(h))
                .collect(),
            DkimCanonicalization {
                header: DkimCanonicalizationType::Relaxed,
                body: DkimCanonicalizationType::Relaxed,
            },
        );
        Ok(Signer {
            config,
            domain: domain.to_string(),
            selector: selector.to_string(),
        })
    }

    /// The signer the settings name, if any; `from_domain` is the default domain. Errors name
    /// the variable (and never show the key).
    pub fn from_env(from_domain: &str) -> Result<Option<Signer>, String> {
        use crate::settings::env_var;
        let key_file = env_var("ROOKERY_DKIM_KEY_FILE")?;
        let selector = env_var("ROOKERY_DKIM_SELECTOR")?;
        let domain = env_var("ROOKERY_DKIM_DOMAIN")?;
        let (key_file, selector) = match (key_file, selector) {
            (None, None) if domain.is_none() => return Ok(None),
            (Some(k), Some(s)) => (k, s),
            _ => {
                return Err(
                    "ROOKERY_DKIM_KEY_FILE and ROOKERY_DKIM_SELECTOR go together: set \
                            both to sign outgoing mail (ROOKERY_DKIM_DOMAIN is optional)"
                        .into(),
                )
            }
        };
        let selector = selector.trim().to_string();
        if selector.is_empty()
            || !selector
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.' || b == b'_')
        {
            return Err(format!(
                "ROOKERY_DKIM_SELECTOR={selector:?} is not a DNS label (e.g. \"rookery1\")"
            ));
        }
        let domain = domain
            .map(|d| d.trim().trim_end_matches('.').to_ascii_lowercase())
            .unwrap_or_else(|| from_domain.to_ascii_lowercase());
        if domain.is_empty() || !domain.contains('.') {
            return Err(format!(
                "ROOKERY_DKIM_DOMAIN={domain:?} is not a domain (e.g. \"example.org\")"
            ));
        }
        let pem = std::fs::read_to_string(key_file.trim())
            .map_err(|e| format!("ROOKERY_DKIM_KEY_FILE={key_file:?}: cannot read the key: {e}"))?;
        Signer::new(&selector, &domain, &pem)
            .map(Some)
            .map_err(|e| format!("ROOKERY_DKIM_KEY_FILE={key_file:?}: {e}"))
    }

    /// Adds the `DKIM-Signature` header.
    pub fn sign(&self, message: &mut Message) {
        message.sign(&self.config);
    }
}
