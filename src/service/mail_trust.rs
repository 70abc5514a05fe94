//! Which received mail is believed, and what a bounce does (issue 24, items 3 and 5).
//!
//! **Senders are checked, not believed.** A reply is used only when the site's own mail server
//! says the sender's domain authenticated it ([`crate::mail::auth_results`]: the topmost
//! `Authentication-Results` header with the authserv-id `ROOKERY_INBOUND_AUTHSERV_ID`, with
//! DMARC, DKIM or SPF passing aligned with the From domain). `ROOKERY_INBOUND_UNAUTHENTICATED=on`
//! takes unauthenticated replies too: for a test server without a real mail server in front,
//! never for a public site (anyone who learns a reply address could post as its owner).
//!
//! **Throttling is keyed on what a forger cannot choose**: the connecting address (as the site's
//! mail server reports it with `XFORWARD`, or the connection's own address), counting every
//! mail, at most `ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR`; and the account behind the reply token,
//! counting only mails that passed every check (authenticated, from the account's own address),
//! at most `ROOKERY_INBOUND_PER_HOUR`. A flood under someone's From, which cannot pass the
//! checks, never counts against that person.
//!
//! **Bounces.** A delivery report for a mail the service sent (found by the return path's token,
//! see [`crate::mail::bounce`]) that says the delivery failed for good is recorded against the
//! address, once per mail. From [`BOUNCES_TO_STOP`] such mails on, the address is not mailed any
//! more (the worker gives its mails up unsent), the settings page says so and offers to try
//! again, and the game lobby marks the player ("mail to this player bounces"). Push and webhooks
//! are other channels and go on.

use super::UserId;
use super::{Result, Service};
use crate::db::queries::mail_trust as q;
use crate::db::{AnyConnection, DbError};
use chrono::{NaiveDateTime, TimeDelta};
use std::collections::HashSet;

/// Permanent failures (of distinct mails) after which an address is no longer mailed. Not one:
/// a single 5xx is often a receiving server's passing mistake (a mailbox reported full, a
/// misfiring filter); three distinct mails refused for good is an address that does not work.
pub const BOUNCES_TO_STOP: i64 = 3;

/// The inbound trust settings (read by `rookery serve` and `rookery inbound`).
#[derive(Clone, Debug)]
pub struct Trust {
    /// `ROOKERY_INBOUND_AUTHSERV_ID`: the authserv-id of the site's own mail server.
    pub authserv_id: Option<String>,
    /// `ROOKERY_INBOUND_UNAUTHENTICATED`: take replies without authentication (test servers).
    pub allow_unauthenticated: bool,
    /// `ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR`: mails taken from one connecting address an hour.
    pub per_address_per_hour: i64,
}

impl Default for Trust {
    fn default() -> Trust {
        Trust {
            authserv_id: None,
            allow_unauthenticated: false,
            per_address_per_hour: 600,
        }
    }
}

impl Trust {
    /// Reads the settings; errors name the variable.
    pub fn from_env() -> std::result::Result<Trust, String> {
        use crate::settings::env_var;
        let d = Trust::default();
        let authserv_id =
            env_var("ROOKERY_INBOUND_AUTHSERV_ID")?.map(|s| s.trim().to_ascii_lowercase());
        if let Some(id) = &authserv_id {
            if id.contains(|c: char| c.is_whitespace() || c == ';') {
                return Err(format!(
                    "ROOKERY_INBOUND_AUTHSERV_ID={id:?} is not an authserv-id (one word, \
                     e.g. \"mx.example.org\", as the mail server writes it)"
                ));
            }
        }
        let allow_unauthenticated = match env_var("ROOKERY_INBOUND_UNAUTHENTICATED")?
            .map(|v| v.trim().to_ascii_lowercase())
            .as_deref()
        {
            None | Some("off" | "false" | "no" | "0") => false,
            Some("on" | "true" | "yes" | "1") => true,
            Some(v) => {
                return Err(format!(
                    "ROOKERY_INBOUND_UNAUTHENTICATED={v:?} is not on or off (on: take \
                     replies whose sender nobody authenticated; for test servers only)"
                ))
            }
        };
        let per_address_per_hour = match env_var("ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR")? {
            None => d.per_address_per_hour,
            Some(v) => v
                .trim()
                .parse::<i64>()
                .ok()
                .filter(|n| (1..=1_000_000).contains(n))
                .ok_or_else(|| {
                    format!(
                        "ROOKERY_INBOUND_PER_ADDRESS_PER_HOUR={v:?} is not a whole number \
                         from 1 to 1000000"
                    )
                })?,
        };
        Ok(Trust {
            authserv_id,
            allow_unauthenticated,
            per_address_per_hour,
        })
    }

    /// Why a reply listener cannot start with these settings (nothing could be believed).
    pub fn listener_problem(&self) -> Option<&'static str> {
        (self.authserv_id.is_none() && !self.allow_unauthenticated).then_some(
            "ROOKERY_INBOUND_AUTHSERV_ID is not set: no reply's sender could be checked. Set it \
             to the authserv-id your mail server writes into Authentication-Results (see the \
             docs/mail.md), or ROOKERY_INBOUND_UNAUTHENTICATED=on on a test server",
        )
    }
}

/// What a delivery report says (as `mail::bounce` reads it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Report {
    /// Delivery failed for good (`Action: failed`, `Status: 5.x.x`), with that status.
    Hard(String),
    /// A report that is not a permanent failure (delayed, relayed, a 4.x.x status).
    Soft,
    /// Not a delivery status notification at all (an auto-reply to the return path, say).
    NotReport,
}

/// What an address's bounces amount to (the settings page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bouncing {
    /// Mails refused for good since the last "try again".
    pub count: i64,
    /// Whether mail to the address has stopped.
    pub stopped: bool,
    pub last_at: NaiveDateTime,
}

impl Service {
    /// Whether mails from `client` (a connecting address) passed the hourly limit.
    pub(crate) fn client_throttled(
        &self,
        c: &mut AnyConnection,
        client: Option<&str>,
        at: NaiveDateTime,
    ) -> std::result::Result<bool, DbError> {
        let Some(client) = client else {
            return Ok(false);
        };
        let n = q::count_inbound_from_client(c, client, at - TimeDelta::hours(1))?;
        Ok(n >= self.trust.per_address_per_hour)
    }

    /// Whether the account `user` sent (checked, authenticated) replies past the hourly limit.
    pub(crate) fn account_throttled(
        &self,
        c: &mut AnyConnection,
        user: i32,
        at: NaiveDateTime,
    ) -> std::result::Result<bool, DbError> {
        let n = q::count_inbound_of_account(c, user, at - TimeDelta::hours(1))?;
        Ok(n >= self.limits.inbound_per_hour)
    }

    /// A mail to a `bounce+TOKEN@` address: a delivery report about the mail with that token.
    /// Returns the outcome's key.
    pub(crate) fn receive_bounce(
        &self,
        report: &Report,
        token: &str,
        at: NaiveDateTime,
    ) -> Result<&'static str> {
        let mut c = self.db.conn()?;
        let sent = q::outbox_by_bounce_token(&mut c, token)?;
        let Some((outbox_id, address)) = sent else {
            return Ok("dropped:unknown_bounce");
        };
        let status = match report {
            Report::Hard(status) => status,
            Report::Soft => return Ok("bounce:soft"),
            Report::NotReport => return Ok("dropped:not_a_report"),
        };
        let address = address.trim().to_ascii_lowercase();
        let seen = q::count_bounces_of_mail(&mut c, outbox_id)?;
        if seen == 0 {
            // The unique index on outbox_id is the last word when two copies race.
            let status: String = status.chars().take(20).collect();
            let _ = q::insert_bounce(&mut c, &address, outbox_id, &status, at);
        }
        tracing::info!(mail = outbox_id, "a mail bounced for good");
        Ok("bounce:hard")
    }

    /// Of `addresses`, those no longer mailed (lowercase).
    pub fn stopped_addresses(
        &self,
        c: &mut AnyConnection,
        addresses: &[String],
    ) -> std::result::Result<HashSet<String>, DbError> {
        if addresses.is_empty() {
            return Ok(HashSet::new());
        }
        let lower: Vec<String> = addresses
            .iter()
            .map(|a| a.trim().to_ascii_lowercase())
            .collect();
        let rows = q::uncleared_bounce_counts(c, &lower)?;
        Ok(rows
            .into_iter()
            .filter(|(_, n)| *n >= BOUNCES_TO_STOP)
            .map(|(a, _)| a)
            .collect())
    }

    /// How mail to `user`'s address bounces (`None`: it does not).
    pub fn bouncing(&self, user: UserId) -> Result<Option<Bouncing>> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let Some(address) = q::email_of(&mut c, user)? else {
            return Ok(None);
        };
        let rows = q::uncleared_bounce_times(&mut c, &address.trim().to_ascii_lowercase())?;
        let Some(last_at) = rows.iter().max().copied() else {
            return Ok(None);
        };
        let count = rows.len() as i64;
        Ok(Some(Bouncing {
            count,
            stopped: count >= BOUNCES_TO_STOP,
            last_at,
        }))
    }

    /// "Mail me again": forgets the bounces of `user`'s address (they fixed their mailbox).
    pub fn clear_bounces(&self, user: UserId) -> Result<usize> {
        let user = i32::from(user);
        let at = self.now();
        let mut c = self.db.conn()?;
        let Some(address) = q::email_of(&mut c, user)? else {
            return Ok(0);
        };
        Ok(q::clear_bounces_of(
            &mut c,
            &address.trim().to_ascii_lowercase(),
            at,
        )?)
    }

    /// The players of `game` whose mail has stopped because it bounces (the lobby marks them).
    pub fn bouncing_players(&self, game: i32) -> Result<HashSet<i32>> {
        let mut c = self.db.conn()?;
        let players = q::player_emails(&mut c, game)?;
        let addresses: Vec<String> = players.iter().filter_map(|(_, e)| e.clone()).collect();
        let stopped = self.stopped_addresses(&mut c, &addresses)?;
        Ok(players
            .into_iter()
            .filter(|(_, e)| {
                e.as_ref()
                    .is_some_and(|e| stopped.contains(&e.trim().to_ascii_lowercase()))
            })
            .map(|(u, _)| u)
            .collect())
    }
}
