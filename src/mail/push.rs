//! Delivering a Web Push notification (an outbox row with `channel = 'push'`): the encrypted
//! body POSTed to the push service's endpoint with a VAPID signature (see
//! [`crate::service::push`]), by the mail worker with the mails' retries. 2xx: delivered; 408,
//! 429, 5xx or no answer: retried; anything else (404/410: the subscription is gone) given up.

use super::transport::{Failure, SendError};
use crate::db::models::OutboxRow;
use crate::service::push::Vapid;
use base64::engine::general_purpose::URL_SAFE_NO_PAD as B64;
use base64::Engine;

pub fn send(row: &OutboxRow, now_unix: i64) -> Result<(), SendError> {
    let vapid = Vapid::from_env().ok_or_else(|| {
        SendError::new(Failure::Permanent, "push: no VAPID key (ROOKERY_VAPID_KEY)")
    })?;
    crate::service::webhooks::check_url(
        &row.to_address,
        crate::service::webhooks::private_allowed(),
    )
    .map_err(|e| SendError::new(Failure::Permanent, format!("push: {e}")))?;
    let body = B64
        .decode(&row.body_text)
        .map_err(|_| SendError::new(Failure::Permanent, "push: a bad body"))?;
    let auth = vapid
        .authorization(&row.to_address, now_unix)
        .map_err(|e| SendError::new(Failure::Permanent, format!("push: {e}")))?;
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(super::webhook::TIMEOUT))
        .build()
        .into();
    let answer = agent
        .post(&row.to_address)
        .header("Authorization", auth)
        .header("TTL", "86400")
        .header("Urgency", "normal")
        .header("Content-Encoding", "aes128gcm")
        .header("Content-Type", "application/octet-stream")
        .send(&body[..]);
    match answer {
        Ok(r) => match r.status().as_u16() {
            200..=299 => Ok(()),
            s @ (408 | 429 | 500..=599) => Err(SendError::new(
                Failure::Transient,
                format!("push service answered {s}"),
            )),
            s => Err(SendError::new(
                Failure::Permanent,
                format!("push service answered {s}"),
            )),
        },
        Err(e) => Err(SendError::new(
            Failure::Transient,
            format!("push service not reached: {e}"),
        )),
    }
}
