//! Delivering a webhook call (an outbox row with `channel = 'webhook'`): an HTTP POST of the
//! row's body to its URL, by the mail worker, with the mail's retries (see [`super::worker`]).
//!
//! A 2xx answer is delivered. A 408, 429 or 5xx answer, or no answer (a refused connection, a
//! time-out), is retried with the worker's backoff. Any other answer (a 3xx: redirects are not
//! followed; a 4xx: the hook is gone or refuses the body) gives the call up. The URL's host is
//! checked again before each call: a host that now resolves to a non-public address is given
//! up unless `ROOKERY_WEBHOOK_ALLOW_PRIVATE=1`.
//!
//! Exactly once: as with SMTP, a call is sent again only if the worker dies (or loses its
//! lease) between the receiver's 2xx and the commit of `sent`. The `X-Rookery-Delivery` header
//! (the outbox row's id) lets a receiver recognise such a duplicate.

use super::transport::{Failure, SendError};
use crate::db::models::OutboxRow;
use std::time::Duration;

/// How long one call may take.
pub const TIMEOUT: Duration = Duration::from_secs(10);

fn agent() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .timeout_global(Some(TIMEOUT))
        .user_agent("Rookery webhook")
        .build()
        .into()
}

/// Calls the webhook of `row`.
pub fn send(row: &OutboxRow) -> Result<(), SendError> {
    let allow = crate::service::webhooks::private_allowed();
    crate::service::webhooks::check_url(&row.to_address, allow)
        .map_err(|e| SendError::new(Failure::Permanent, format!("webhook: {e}")))?;
    let answer = agent()
        .post(&row.to_address)
        .header("Content-Type", "application/json")
        .header("X-Rookery-Delivery", row.id.to_string())
        .header("X-Rookery-Event", row.kind.trim_start_matches("webhook_"))
        .send(row.body_text.as_str());
    match answer {
        Ok(r) => {
            let status = r.status().as_u16();
            match status {
                200..=299 => Ok(()),
                408 | 429 | 500..=599 => Err(SendError::new(
                    Failure::Transient,
                    format!("webhook answered {status}"),
                )),
                _ => Err(SendError::new(
                    Failure::Permanent,
                    format!("webhook answered {status}"),
                )),
            }
        }
        Err(e) => Err(SendError::new(
            Failure::Transient,
            format!("webhook not reached: {e}"),
        )),
    }
}
