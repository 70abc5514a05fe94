//! Web Push (issue 14, item 5b): a player's browsers subscribe on the settings page (a small
//! script and service worker from `static/`; the pages work without them), and get a phone
//! notification for the same events as the webhooks (the start, "your move", summaries, the
//! end), under the same rules.
//!
//! A notification is an outbox row (`channel = 'push'`): `to_address` is the push service's
//! endpoint; the row holds the event's note (issue 26), which the mail worker words and
//! encrypts for the browser when it sends it (RFC 8291, `aes128gcm`, base64url); the worker delivers it (`mail::push`) with a VAPID signature (RFC 8292,
//! ES256) made at sending time. The operator's VAPID key is `ROOKERY_VAPID_KEY` (a P-256 key,
//! PKCS#8, base64url; unset: Web Push is off) and its contact `ROOKERY_VAPID_SUBJECT`.

use super::UserId;
use super::{Result, Service, ServiceError};
use crate::db::queries::push as q;
use crate::service::Reason;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;
use ring::rand::SystemRandom;
use ring::signature::{EcdsaKeyPair, KeyPair, ECDSA_P256_SHA256_FIXED_SIGNING};
use serde_json::json;

/// Subscriptions one account may have (one per browser).
pub const MAX_SUBSCRIPTIONS: i64 = 10;

/// The operator's VAPID key.
pub struct Vapid {
    key: EcdsaKeyPair,
    subject: String,
}

/// A new VAPID key, PKCS#8 base64url (what `ROOKERY_VAPID_KEY` holds).
pub fn generate_key() -> String {
    let doc = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &SystemRandom::new())
        .expect("a P-256 key");
    B64.encode(doc.as_ref())
}

impl Vapid {
    /// From a PKCS#8 base64url key.
    pub fn from_key(key: &str, subject: &str) -> std::result::Result<Vapid, String> {
        let der = B64
            .decode(key.trim())
            .map_err(|e| format!("ROOKERY_VAPID_KEY is not base64url: {e}"))?;
        let key =
            EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &der, &SystemRandom::new())
                .map_err(|e| format!("ROOKERY_VAPID_KEY is not a P-256 PKCS#8 key: {e}"))?;
        Ok(Vapid {
            key,
            subject: subject.to_string(),
        })
    }

    /// The operator's key from the environment (`None`: Web Push is off).
    pub fn from_env() -> Option<Vapid> {
        let key = std::env::var("ROOKERY_VAPID_KEY")
            .ok()
            .filter(|k| !k.trim().is_empty())?;
        let subject = std::env::var("ROOKERY_VAPID_SUBJECT")
            .unwrap_or_else(|_| "mailto:rookery@localhost".into());
        match Vapid::from_key(&key, &subject) {
            Ok(v) => Some(v),
            Err(e) => {
                tracing::warn!("{e}: Web Push is off");
                None
            }
        }
    }

    /// The public key (uncompressed point), base64url: the browser's `applicationServerKey`.
    pub fn public_key(&self) -> String {
        B64.encode(self.key.public_key().as_ref())
    }

    /// The `Authorization` header for a push to `endpoint`, valid 12 hours from `now` (Unix).
    pub fn authorization(&self, endpoint: &str, now: i64) -> std::result::Result<String, String> {
        let origin = origin(endpoint).ok_or("the endpoint is not an http(s) URL")?;
        let header = B64.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = B64.encode(
            json!({"aud": origin, "exp": now + 12 * 3600, "sub": self.subject}).to_string(),
        );
        let input = format!("{header}.{claims}");
        let sig = self
            .key
            .sign(&SystemRandom::new(), input.as_bytes())
            .map_err(|_| "cannot sign the VAPID token")?;
        Ok(format!(
            "vapid t={input}.{}, k={}",
            B64.encode(sig.as_ref()),
            self.public_key()
        ))
    }
}

/// `scheme://host[:port]` of a URL.
pub fn origin(url: &str) -> Option<String> {
    let (scheme, rest) = url.split_once("://")?;
    if scheme != "https" && scheme != "http" {
        return None;
    }
    let host = rest.split(['/', '?', '#']).next()?;
    Some(format!("{scheme}://{host}"))
}

struct Len(usize);

impl ring::hkdf::KeyType for Len {
    fn len(&self) -> usize {
        self.0
    }
}

fn hkdf(salt: &[u8], ikm: &[u8], info: &[u8], len: usize) -> std::result::Result<Vec<u8>, String> {
    let prk = ring::hkdf::Salt::new(ring::hkdf::HKDF_SHA256, salt).extract(ikm);
    let mut out = vec![0u8; len];
    prk.expand(&[info], Len(len))
        .and_then(|okm| okm.fill(&mut out))
        .map_err(|_| "HKDF failed".to_string())?;
    Ok(out)
}

/// Encrypts `payload` for a browser's `p256dh` public key and `auth` secret (RFC 8291,
/// `aes128gcm`, one record).
pub fn encrypt(p256dh: &[u8], auth: &[u8], payload: &[u8]) -> std::result::Result<Vec<u8>, String> {
    use ring::aead::{Aad, LessSafeKey, Nonce, UnboundKey, AES_128_GCM};
    use ring::agreement::{agree_ephemeral, EphemeralPrivateKey, UnparsedPublicKey, ECDH_P256};
    let rng = SystemRandom::new();
    let private = EphemeralPrivateKey::generate(&ECDH_P256, &rng).map_err(|_| "no key")?;
    let public = private.compute_public_key().map_err(|_| "no key")?;
    let public = public.as_ref().to_vec();
    let secret = agree_ephemeral(private, &UnparsedPublicKey::new(&ECDH_P256, p256dh), |s| {
        s.to_vec()
    })
    .map_err(|_| "the browser's key is not a P-256 point")?;
    let mut key_info = b"WebPush: info\0".to_vec();
    key_info.extend_from_slice(p256dh);
    key_info.extend_from_slice(&public);
    let ikm = hkdf(auth, &secret, &key_info, 32)?;
    let salt: [u8; 16] = rand::random();
    let cek = hkdf(&salt, &ikm, b"Content-Encoding: aes128gcm\0", 16)?;
    let nonce = hkdf(&salt, &ikm, b"Content-Encoding: nonce\0", 12)?;
    let key = LessSafeKey::new(UnboundKey::new(&AES_128_GCM, &cek).map_err(|_| "AES key")?);
    let mut record = payload.to_vec();
    record.push(2); // the last (only) record's delimiter
    key.seal_in_place_append_tag(
        Nonce::try_assume_unique_for_key(&nonce).map_err(|_| "nonce")?,
        Aad::empty(),
        &mut record,
    )
    .map_err(|_| "AES-GCM failed")?;
    let mut out = Vec::with_capacity(86 + record.len());
    out.extend_from_slice(&salt);
    out.extend_from_slice(&4096u32.to_be_bytes());
    out.push(public.len() as u8);
    out.extend_from_slice(&public);
    out.extend_from_slice(&record);
    Ok(out)
}

impl Service {
    /// Adds (or renews) a browser's push subscription for `user`. An endpoint another account
    /// holds is refused (issue 23): it stays with the account that subscribed it first, until
    /// that account stops its notifications.
    pub fn add_push_subscription(
        &self,
        user: UserId,
        endpoint: &str,
        p256dh: &str,
        auth: &str,
    ) -> Result<()> {
        let user = i32::from(user);
        if Vapid::from_env().is_none() {
            return Err(ServiceError::Conflict(Reason::new("svc-push-not-set-up")));
        }
        let endpoint = super::webhooks::check_url(endpoint).map_err(|e| {
            ServiceError::Invalid(Reason::new("svc-push-endpoint").because("why", e))
        })?;
        let key = B64.decode(p256dh.trim()).unwrap_or_default();
        let secret = B64.decode(auth.trim()).unwrap_or_default();
        if key.len() != 65 || key[0] != 4 || secret.len() != 16 {
            return Err(ServiceError::Invalid(Reason::new("svc-push-bad-keys")));
        }
        let at = self.now();
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            // One subscribing of an endpoint at a time (PostgreSQL; SQLite's write lock
            // already serialises), so that two accounts cannot both find it free.
            super::limits::lock_keys(c, &[&format!("push-endpoint:{endpoint}")])?;
            match q::push_subscription_holder(c, &endpoint)? {
                // The same browser renewing its keys.
                Some((id, holder)) if holder == user => {
                    q::set_push_keys(c, id, &B64.encode(&key), &B64.encode(&secret))?;
                    return Ok(());
                }
                // An endpoint belongs to the account that subscribed it first, until it stops.
                Some(_) => {
                    return Err(ServiceError::Conflict(Reason::new(
                        "svc-push-endpoint-taken",
                    )));
                }
                None => {}
            }
            let n = q::count_push_subscriptions(c, user)?;
            if n >= MAX_SUBSCRIPTIONS {
                return Err(ServiceError::Limit(
                    Reason::new("svc-push-max").num("max", MAX_SUBSCRIPTIONS as f64),
                ));
            }
            q::insert_push_subscription(
                c,
                user,
                &endpoint,
                &B64.encode(&key),
                &B64.encode(&secret),
                at,
            )?;
            Ok(())
        })
    }

    /// How many browsers of `user` get notifications.
    pub fn push_subscriptions(&self, user: UserId) -> Result<i64> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        Ok(q::count_push_subscriptions(&mut c, user)?)
    }

    /// Stops the notifications of every browser of `user`.
    pub fn remove_push_subscriptions(&self, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        q::delete_push_subscriptions(&mut c, user)?;
        Ok(())
    }
}
