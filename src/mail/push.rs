//! Delivering a Web Push notification (an outbox row with `channel = 'push'`): the encrypted
//! body POSTed to the push service's endpoint with a VAPID signature (see
//! [`crate::service::push`]), by the mail worker with the mails' retries. 2xx: delivered; 408,
//! 429, 5xx or no answer: retried; anything else (404/410: the subscription is gone) given up.
//! The endpoint is checked and called as a webhook is ([`super::webhook::call`]): only public
//! internet addresses, the checked one connected to, no redirects.

use super::transport::{Failure, SendError};
use crate::db::models::OutboxRow;
use crate::service::push::Vapid;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;

pub fn send(row: &OutboxRow, now_unix: i64) -> Result<(), SendError> {
    let vapid = Vapid::from_env().ok_or_else(|| {
        SendError::new(Failure::Permanent, "push: no VAPID key (ROOKERY_VAPID_KEY)")
    })?;
    let body = B64
        .decode(&row.body_text)
        .map_err(|_| SendError::new(Failure::Permanent, "push: a bad body"))?;
    let auth = vapid
        .authorization(&row.to_address, now_unix)
        .map_err(|e| SendError::new(Failure::Permanent, format!("push: {e}")))?;
    super::webhook::call(
        "push service",
        &row.to_address,
        &[
            ("Authorization", auth),
            ("TTL", "86400".to_string()),
            ("Urgency", "normal".to_string()),
            ("Content-Encoding", "aes128gcm".to_string()),
            ("Content-Type", "application/octet-stream".to_string()),
        ],
        &body,
    )
}
