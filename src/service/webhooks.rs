//! Webhooks (issue 14, item 5a): per account, or per game, a URL that is called with a JSON
//! body (generic, or Discord's or Slack's format) when the account would be told of a game
//! event: the start, "your move", phase summaries, the end.
//!
//! A webhook call is a row of the outbox (`channel = 'webhook'`, `to_address` = the URL,
//! `body_text` = the request body), written by [`Service::deliver`](super::Service) in the
//! same transaction and under the same rules as the mail of the same event (never to the one
//! who acted, never twice for one request: its `dedupe_key` is the mail's prefixed by the
//! webhook), and delivered by the mail worker with the same claims, retries and backoff
//! (`mail::webhook`). It does not depend on the account's mail settings: a webhook is its own
//! choice.
//!
//! No SSRF: a URL whose host resolves to anything but a public internet address is refused
//! when it is added, and again when it is called (see [`crate::outbound`]: resolved once, the
//! checked address is the one connected to, no redirects).

use super::notify::Kind;
use super::{Result, Service, ServiceError};
use crate::db::models::{GameRow, NewOutbox};
use crate::db::schema::{outbox, webhooks};
use crate::db::{queries, AnyConnection, DbError};
use crate::mail::compose::Notice;
use crate::outbound;
use crate::service::Reason;
use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::json;

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
        .map_err(outbound::Refused::into_reason)?;
    Ok(url.trim().to_string())
}

/// The request body of one notification in `format`.
pub fn body(
    format: &str,
    kind: Kind,
    game: &GameRow,
    notice: &Notice,
    house: Option<&str>,
) -> String {
    let url = notice
        .action
        .as_ref()
        .map(|a| a.url.clone())
        .unwrap_or_default();
    let mut text = notice.paragraphs.join("\n");
    for item in &notice.items {
        text.push_str("\n• ");
        text.push_str(item);
    }
    match format {
        "discord" => {
            let mut content = format!("**{}**\n{text}\n{url}", notice.subject);
            if content.chars().count() > 1900 {
                content = content.chars().take(1900).collect::<String>() + "…";
            }
            json!({"content": content, "allowed_mentions": {"parse": []}}).to_string()
        }
        "slack" => json!({"text": format!("*{}*\n{text}\n{url}", notice.subject)}).to_string(),
        _ => json!({
            "event": kind.key(),
            "game": {"id": game.id, "name": game.name},
            "house": house,
            "subject": notice.subject,
            "text": text,
            "url": url,
        })
        .to_string(),
    }
}

impl Service {
    /// Adds a webhook for `user` (for one game they play, or every game when `game` is
    /// `None`); returns its id.
    pub fn add_webhook(
        &self,
        user: i32,
        game: Option<i32>,
        url: &str,
        format: &str,
    ) -> Result<i32> {
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
            let n: i64 = webhooks::table
                .filter(webhooks::user_id.eq(user))
                .count()
                .get_result(c)?;
            if n >= MAX_WEBHOOKS {
                return Err(ServiceError::Limit(
                    Reason::new("svc-webhooks-max").num("max", MAX_WEBHOOKS as f64),
                ));
            }
            Ok(diesel::insert_into(webhooks::table)
                .values((
                    webhooks::user_id.eq(user),
                    webhooks::game_id.eq(game),
                    webhooks::url.eq(&url),
                    webhooks::format.eq(format),
                    webhooks::created_at.eq(at),
                ))
                .returning(webhooks::id)
                .get_result(c)?)
        })
    }

    /// `user`'s webhooks.
    pub fn webhooks(&self, user: i32) -> Result<Vec<WebhookInfo>> {
        let mut c = self.db.conn()?;
        let rows: Vec<(i32, Option<i32>, String, String)> = webhooks::table
            .filter(webhooks::user_id.eq(user))
            .order(webhooks::id)
            .select((
                webhooks::id,
                webhooks::game_id,
                webhooks::url,
                webhooks::format,
            ))
            .load(&mut c)
            .map_err(DbError::from)?;
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

    pub fn remove_webhook(&self, user: i32, id: i32) -> Result<()> {
        let mut c = self.db.conn()?;
        let n = diesel::delete(
            webhooks::table
                .filter(webhooks::id.eq(id))
                .filter(webhooks::user_id.eq(user)),
        )
        .execute(&mut c)
        .map_err(DbError::from)?;
        if n == 0 {
            return Err(ServiceError::NotFound);
        }
        Ok(())
    }

    /// Inside the transaction of a game change: one webhook call per webhook of `user` that
    /// covers `game`, for a notification of `kind` (started, your move, summary, game over).
    #[expect(clippy::too_many_arguments, reason = "each is one fact of the call")]
    pub(crate) fn enqueue_webhooks(
        &self,
        c: &mut AnyConnection,
        user: i32,
        game: &GameRow,
        house: Option<&str>,
        kind: Kind,
        notice: &Notice,
        dedupe_key: &str,
        at: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        if !matches!(
            kind,
            Kind::Started | Kind::YourMove | Kind::Summary | Kind::GameOver
        ) {
            return Ok(());
        }
        let hooks: Vec<(i32, String, String)> = webhooks::table
            .filter(webhooks::user_id.eq(user))
            .filter(
                webhooks::game_id
                    .is_null()
                    .or(webhooks::game_id.eq(game.id)),
            )
            .select((webhooks::id, webhooks::url, webhooks::format))
            .load(c)?;
        for (id, url, format) in hooks {
            let key = format!("webhook:{id}:{dedupe_key}");
            let seen: i64 = outbox::table
                .filter(outbox::dedupe_key.eq(&key))
                .count()
                .get_result(c)?;
            if seen > 0 {
                continue;
            }
            let row = NewOutbox {
                user_id: Some(user),
                game_id: Some(game.id),
                to_address: url,
                kind: format!("webhook_{}", kind.key()),
                dedupe_key: Some(key),
                subject: notice.subject.clone(),
                body_text: body(&format, kind, game, notice, house),
                body_html: String::new(),
                unsubscribe_url: None,
                status: "pending".into(),
                created_at: at,
                due_at: at,
                reply_to: None,
                bounce_token: None,
                in_reply_to: None,
            };
            diesel::insert_into(outbox::table)
                .values((&row, outbox::channel.eq("webhook")))
                .execute(c)?;
            crate::mail::listen::notify(c)?;
        }
        Ok(())
    }
}
