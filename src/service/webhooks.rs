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
//! No SSRF: a URL whose host resolves to a loopback, private, link-local or otherwise
//! non-public address is refused when it is added, and again when it is called, unless the
//! operator allows it (`ROOKERY_WEBHOOK_ALLOW_PRIVATE=1`). Redirects are not followed.

use super::notify::Kind;
use super::{Result, Service, ServiceError};
use crate::db::models::{GameRow, NewOutbox};
use crate::db::schema::{outbox, webhooks};
use crate::db::{queries, AnyConnection, DbError};
use crate::mail::compose::Notice;
use crate::service::Reason;
use chrono::NaiveDateTime;
use diesel::prelude::*;
use serde_json::json;
use std::net::{IpAddr, ToSocketAddrs};

/// The body formats a webhook may have.
pub const FORMATS: [(&str, &str); 3] = [
    ("json", "Generic JSON"),
    ("discord", "Discord"),
    ("slack", "Slack"),
];
/// Webhooks one account may have.
pub const MAX_WEBHOOKS: i64 = 10;
/// The longest URL taken.
pub const MAX_URL: usize = 500;

/// One webhook as the settings page lists it.
#[derive(Clone, Debug)]
pub struct WebhookInfo {
    pub id: i32,
    pub game_id: Option<i32>,
    pub url: String,
    pub format: String,
}

/// Whether the operator allows webhooks to private addresses (`ROOKERY_WEBHOOK_ALLOW_PRIVATE=1`).
pub fn private_allowed() -> bool {
    std::env::var("ROOKERY_WEBHOOK_ALLOW_PRIVATE").is_ok_and(|v| v.trim() == "1")
}

/// Whether `ip` is an ordinary public address (not loopback, private, link-local, shared,
/// documentation, multicast, unspecified or reserved).
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            !(v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || v4.is_documentation()
                || o[0] == 0
                || (o[0] == 100 && (64..128).contains(&o[1]))
                || (o[0] == 192 && o[1] == 0 && o[2] == 0)
                || (o[0] == 198 && (18..20).contains(&o[1]))
                || o[0] >= 240)
        }
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public(IpAddr::V4(v4));
            }
            let s = v6.segments();
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00
                || (s[0] & 0xffc0) == 0xfe80
                || (s[0] == 0x2001 && s[1] == 0x0db8)
                || (s[0] == 0x0064 && s[1] == 0xff9b))
        }
    }
}

/// The host and port of an `http://` or `https://` URL (no user information).
fn host_port(url: &str) -> std::result::Result<(String, u16), Reason> {
    let (rest, default_port) = if let Some(r) = url.strip_prefix("https://") {
        (r, 443)
    } else if let Some(r) = url.strip_prefix("http://") {
        (r, 80)
    } else {
        return Err(Reason::new("svc-webhook-url-scheme"));
    };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    if authority.contains('@') {
        return Err(Reason::new("svc-webhook-url-credentials"));
    }
    let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
        let (h, after) = v6
            .split_once(']')
            .ok_or_else(|| Reason::new("svc-webhook-url-bracket"))?;
        (h.to_string(), after.strip_prefix(':'))
    } else {
        match authority.rsplit_once(':') {
            Some((h, p)) => (h.to_string(), Some(p)),
            None => (authority.to_string(), None),
        }
    };
    if host.is_empty() {
        return Err(Reason::new("svc-webhook-url-no-host"));
    }
    let port = match port {
        None => default_port,
        Some(p) => p
            .parse::<u16>()
            .map_err(|_| Reason::new("svc-webhook-url-port").with("port", p))?,
    };
    Ok((host, port))
}

/// Checks a webhook URL: its form, and that every address its host resolves to is public
/// (unless `allow_private`). Returns the URL trimmed, or why not (the settings page words it
/// for its reader; the mail worker's log in English).
pub fn check_url(url: &str, allow_private: bool) -> std::result::Result<String, Reason> {
    let url = url.trim();
    if url.len() > MAX_URL || url.chars().any(|c| c.is_control() || c.is_whitespace()) {
        return Err(Reason::new("svc-webhook-url-long").num("max", MAX_URL as f64));
    }
    let (host, port) = host_port(url)?;
    let addrs: Vec<IpAddr> = (host.as_str(), port)
        .to_socket_addrs()
        .map_err(|_| Reason::new("svc-webhook-host-unknown").with("host", &host))?
        .map(|a| a.ip())
        .collect();
    if addrs.is_empty() {
        return Err(Reason::new("svc-webhook-host-unknown").with("host", &host));
    }
    if !allow_private {
        if let Some(ip) = addrs.iter().find(|ip| !is_public(**ip)) {
            return Err(Reason::new("svc-webhook-host-private")
                .with("host", &host)
                .with("ip", ip));
        }
    }
    Ok(url.to_string())
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
        let url = check_url(url, private_allowed()).map_err(ServiceError::Invalid)?;
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
    #[allow(clippy::too_many_arguments)]
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
