//! Webhooks (issue 14, item 5a): per account, or per game, a URL that is called with a JSON
//! body (generic, or Discord's or Slack's format) when the account would be told of a game
//! event: the start, "your move", phase summaries, the end.
//!
//! A webhook call is a row of the outbox (`channel = 'webhook'`, `to_address` = the URL,
//! holding the event's note, issue 26), written by [`Service::enqueue`](super::Service) in the
//! same transaction and under the same rules as the mail of the same event (never to the one
//! who acted, never twice for one request: its `dedupe_key` is the mail's prefixed by the
//! webhook), and delivered by the mail worker with the same claims, retries and backoff
//! (`mail::webhook`, which also words the body: `mail::webhook::body`). It does not depend on the account's mail settings: a webhook is its own
//! choice.
//!
//! No SSRF: a URL whose host resolves to anything but a public internet address is refused
//! when it is added, and again when it is called (see [`crate::outbound`]: resolved once, the
//! checked address is the one connected to, no redirects).

use super::{GameId, UserId};
use super::{Result, Service, ServiceError};
use crate::db::queries;
use crate::db::queries::webhooks as q;
use crate::outbound;
use crate::service::Reason;

/// The body formats a webhook may have.
pub const FORMATS: [(&str, &str); 3] = [
    ("json", "Generic JSON"),
    ("discord", "Discord"),
    ("slack", "Slack"),
];
/// Webhooks one account may have.
pub const MAX_WEBHOOKS: i64 = 10;

/// One webhook as the settings page lists it.
#[derive(Clone, Debug)]
pub struct WebhookInfo {
    pub id: i32,
    pub game_id: Option<i32>,
    pub url: String,
    pub format: String,
}

/// Checks a webhook URL (see [`crate::outbound`]): its form, and that its host resolves only
/// to public internet addresses. Returns the URL trimmed, or why not (the settings page words it
/// for its reader).
pub fn check_url(url: &str) -> std::result::Result<String, Reason> {
    outbound::check(url, outbound::Policy::current(), &outbound::SystemDns)
        .map_err(Reason::from)?;
    Ok(url.trim().to_string())
}

impl Service {
    /// Adds a webhook for `user` (for one game they play, or every game when `game` is
    /// `None`); returns its id.
    pub fn add_webhook(
        &self,
        user: UserId,
        game: Option<GameId>,
        url: &str,
        format: &str,
    ) -> Result<i32> {
        let user = i32::from(user);
        let game = game.map(i32::from);
        if !FORMATS.iter().any(|(k, _)| *k == format) {
            return Err(ServiceError::Invalid(
                Reason::new("svc-webhook-format").with("format", format),
            ));
        }
        let url = check_url(url).map_err(ServiceError::Invalid)?;
        let at = self.now();
        let mut c = self.db.conn()?;
        if let Some(g) = game {
            let seated = queries::seats_of(&mut c, g)
                .map_err(ServiceError::from)?
                .iter()
                .any(|(s, _)| s.user_id == user);
            if !seated {
                return Err(ServiceError::NotFound);
            }
        }
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let n = q::count_webhooks(c, user)?;
            if n >= MAX_WEBHOOKS {
                return Err(ServiceError::Limit(
                    Reason::new("svc-webhooks-max").num("max", MAX_WEBHOOKS as f64),
                ));
            }
            Ok(q::insert_webhook(c, user, game, &url, format, at)?)
        })
    }

    /// `user`'s webhooks.
    pub fn webhooks(&self, user: UserId) -> Result<Vec<WebhookInfo>> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let rows = q::webhooks_of(&mut c, user)?;
        Ok(rows
            .into_iter()
            .map(|(id, game_id, url, format)| WebhookInfo {
                id,
                game_id,
                url,
                format,
            })
            .collect())
    }

    pub fn remove_webhook(&self, user: UserId, id: i32) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let n = q::delete_webhook(&mut c, user, id)?;
        if n == 0 {
            return Err(ServiceError::NotFound);
        }
        Ok(())
    }
}
