//! What one account, one client or one game may do in a while (issue 18), and the shared way
//! of counting it ([`take`]).
//!
//! Every limit is a setting, read from the environment at start ([`Limits::from_env`]) with an
//! error naming the variable; the defaults are [`Limits::default`]. The settings table (docs/settings.md)
//! lists them.
//!
//! Counting: a limited action records an event row (table `login_failures`, which holds every
//! throttle's events since issue 18: a key such as
//! `register-client:203.0.113.7` and a time). [`take`] checks the recent count of every key and
//! records one event for each in a single step, under a lock per key (`pg_advisory_xact_lock`
//! on PostgreSQL; SQLite's `BEGIN IMMEDIATE` write lock, which every writing transaction takes
//! first), so that parallel requests cannot all pass a check that only one of them should.
//!
//! Which limits are counted here (issue 30): those whose promise needs every server to agree —
//! log-in failures, registrations, address changes, mails to an unconfirmed address, password
//! resets, games per day, ravens per hour — each in the transaction of the write it limits, so
//! counting costs a row in a write that happens anyway. A limit that only bounds load (the JSON
//! API's requests, most of them reads) is counted in memory per process instead
//! ([`super::rate`]): a read takes no write lock. docs/settings.md ("Where limits are
//! counted") gives the list and the reasons.

use crate::db::queries::limits as q;
use crate::db::{AnyConnection, DbError};
use chrono::{NaiveDateTime, TimeDelta};

/// The limits of the service (see docs/settings.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Limits {
    /// `ROOKERY_REGISTRATIONS_PER_CLIENT`: new accounts (and "name taken" answers) per client
    /// address per hour.
    pub registrations_per_client: i64,
    /// `ROOKERY_REGISTRATIONS_PER_HOUR`: new accounts per hour from all clients together.
    pub registrations_per_hour: i64,
    /// `ROOKERY_ADDRESS_CHANGES_PER_DAY`: address changes per account per 24 hours.
    pub address_changes_per_day: i64,
    /// `ROOKERY_MAILS_PER_ADDRESS_PER_DAY`: mails to an address not confirmed by the account
    /// asking (verification, "this address already has an account") per 24 hours, whoever asks.
    pub mails_per_address_per_day: i64,
    /// `ROOKERY_MAX_OPEN_LOBBIES`: games one user created that have not started yet.
    pub open_lobbies: i64,
    /// `ROOKERY_MAX_GAMES_PER_DAY`: games one user may create per 24 hours.
    pub games_per_day: i64,
    /// `ROOKERY_MAX_SEALS_PER_STEP`: how often one house may seal (and re-seal) its orders,
    /// card or bid in one step.
    pub seals_per_step: i64,
    /// `ROOKERY_MAX_EXTEND_HOURS_PER_STEP`: hours a deadline may be extended by, per step.
    pub extend_hours_per_step: i64,
    /// `ROOKERY_MAX_EXTEND_HOURS_PER_GAME`: hours of extensions over a whole game.
    pub extend_hours_per_game: i64,
    /// `ROOKERY_CLOCK_MAIL_MINUTES`: at most one clock mail (extended, paused, resumed) per
    /// player and game per this many minutes; changes meanwhile go out bundled in the next.
    pub clock_mail_minutes: i64,
    /// `ROOKERY_MOVE_MAIL_QUIET_SECONDS`: a "your move" mail waits this long before it leaves;
    /// a player asked again meanwhile gets one mail, and one who acts meanwhile gets none.
    pub move_mail_quiet_seconds: i64,
    /// `ROOKERY_RAVEN_MAIL_QUIET_SECONDS`: at most one raven mail per conversation and reader
    /// per this many seconds, carrying every message since the last one.
    pub raven_mail_quiet_seconds: i64,
    /// `ROOKERY_RAVENS_PER_HOUR`: messages one player may send in one game per hour.
    pub ravens_per_hour: i64,
    /// `ROOKERY_INBOUND_PER_HOUR`: mails read from one sender address per hour; more are
    /// dropped unread.
    pub inbound_per_hour: i64,
    /// `ROOKERY_API_REQUESTS_PER_MINUTE`: API requests one account may make per minute, with
    /// all its tokens together (counted in memory per process, [`super::rate`]).
    pub api_requests_per_minute: i64,
    /// `ROOKERY_API_REQUESTS_PER_ADDRESS_PER_MINUTE`: API requests from one client address per
    /// minute, whatever their tokens.
    pub api_requests_per_address_per_minute: i64,
    /// `ROOKERY_API_BAD_TOKENS_PER_ADDRESS_PER_MINUTE`: API requests with a missing, unknown or
    /// revoked token from one client address per minute; more are refused unread.
    pub api_bad_tokens_per_address_per_minute: i64,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            registrations_per_client: 10,
            registrations_per_hour: 100,
            address_changes_per_day: 5,
            mails_per_address_per_day: 3,
            open_lobbies: 10,
            games_per_day: 20,
            seals_per_step: 30,
            extend_hours_per_step: 72,
            extend_hours_per_game: 336,
            clock_mail_minutes: 60,
            move_mail_quiet_seconds: 120,
            raven_mail_quiet_seconds: 600,
            ravens_per_hour: 120,
            inbound_per_hour: 60,
            api_requests_per_minute: 300,
            api_requests_per_address_per_minute: 600,
            api_bad_tokens_per_address_per_minute: 20,
        }
    }
}

/// Reads a whole number from `name`, if set.
fn number(name: &str, lo: i64, hi: i64) -> Result<Option<i64>, String> {
    match std::env::var(name) {
        Err(std::env::VarError::NotPresent) => Ok(None),
        Err(std::env::VarError::NotUnicode(_)) => Err(format!("{name} is not valid UTF-8")),
        Ok(v) if v.trim().is_empty() => Ok(None),
        Ok(v) => match v.trim().parse::<i64>() {
            Ok(n) if (lo..=hi).contains(&n) => Ok(Some(n)),
            _ => Err(format!(
                "{name}={v:?} is not a whole number from {lo} to {hi}"
            )),
        },
    }
}

impl Limits {
    /// The limits from the environment; unset variables keep their defaults.
    pub fn from_env() -> Result<Limits, String> {
        let d = Limits::default();
        let get = |name: &str, lo: i64, hi: i64, default: i64| -> Result<i64, String> {
            Ok(number(name, lo, hi)?.unwrap_or(default))
        };
        Ok(Limits {
            registrations_per_client: get(
                "ROOKERY_REGISTRATIONS_PER_CLIENT",
                1,
                1_000_000,
                d.registrations_per_client,
            )?,
            registrations_per_hour: get(
                "ROOKERY_REGISTRATIONS_PER_HOUR",
                1,
                1_000_000,
                d.registrations_per_hour,
            )?,
            address_changes_per_day: get(
                "ROOKERY_ADDRESS_CHANGES_PER_DAY",
                1,
                1000,
                d.address_changes_per_day,
            )?,
            mails_per_address_per_day: get(
                "ROOKERY_MAILS_PER_ADDRESS_PER_DAY",
                1,
                1000,
                d.mails_per_address_per_day,
            )?,
            open_lobbies: get("ROOKERY_MAX_OPEN_LOBBIES", 1, 10_000, d.open_lobbies)?,
            games_per_day: get("ROOKERY_MAX_GAMES_PER_DAY", 1, 10_000, d.games_per_day)?,
            seals_per_step: get("ROOKERY_MAX_SEALS_PER_STEP", 1, 10_000, d.seals_per_step)?,
            extend_hours_per_step: get(
                "ROOKERY_MAX_EXTEND_HOURS_PER_STEP",
                1,
                24 * 365,
                d.extend_hours_per_step,
            )?,
            extend_hours_per_game: get(
                "ROOKERY_MAX_EXTEND_HOURS_PER_GAME",
                1,
                24 * 365 * 5,
                d.extend_hours_per_game,
            )?,
            clock_mail_minutes: get(
                "ROOKERY_CLOCK_MAIL_MINUTES",
                0,
                24 * 60,
                d.clock_mail_minutes,
            )?,
            move_mail_quiet_seconds: get(
                "ROOKERY_MOVE_MAIL_QUIET_SECONDS",
                0,
                3600,
                d.move_mail_quiet_seconds,
            )?,
            raven_mail_quiet_seconds: get(
                "ROOKERY_RAVEN_MAIL_QUIET_SECONDS",
                0,
                24 * 3600,
                d.raven_mail_quiet_seconds,
            )?,
            ravens_per_hour: get("ROOKERY_RAVENS_PER_HOUR", 1, 100_000, d.ravens_per_hour)?,
            inbound_per_hour: get("ROOKERY_INBOUND_PER_HOUR", 1, 100_000, d.inbound_per_hour)?,
            api_requests_per_minute: get(
                "ROOKERY_API_REQUESTS_PER_MINUTE",
                1,
                1_000_000,
                d.api_requests_per_minute,
            )?,
            api_requests_per_address_per_minute: get(
                "ROOKERY_API_REQUESTS_PER_ADDRESS_PER_MINUTE",
                1,
                1_000_000,
                d.api_requests_per_address_per_minute,
            )?,
            api_bad_tokens_per_address_per_minute: get(
                "ROOKERY_API_BAD_TOKENS_PER_ADDRESS_PER_MINUTE",
                1,
                1_000_000,
                d.api_bad_tokens_per_address_per_minute,
            )?,
        })
    }
}

/// One counted key: at most `limit` events within `window` before `now`.
#[derive(Clone, Debug)]
pub struct Quota {
    pub key: String,
    pub limit: i64,
    pub window: TimeDelta,
}

impl Quota {
    pub fn new(key: impl Into<String>, limit: i64, window: TimeDelta) -> Quota {
        Quota {
            key: key.into(),
            limit,
            window,
        }
    }
}

/// Takes the lock of each key for the rest of the caller's transaction (PostgreSQL; on SQLite
/// the transaction already holds the database's write lock). Keys are locked in sorted order,
/// so two transactions never wait on each other crosswise.
pub fn lock_keys(c: &mut AnyConnection, keys: &[&str]) -> Result<(), DbError> {
    q::lock_keys(c, keys)
}

/// How many events `key` had since `since`.
pub fn count(c: &mut AnyConnection, key: &str, since: NaiveDateTime) -> Result<i64, DbError> {
    q::count_events(c, key, since)
}

/// Records one event of `key`; returns its id (to take it back with [`give_back`]).
pub fn record(c: &mut AnyConnection, key: &str, at: NaiveDateTime) -> Result<i32, DbError> {
    q::record_event(c, key, at)
}

/// Within the caller's writing transaction: if every quota has room, records one event for each
/// and returns their ids; otherwise records nothing and returns the first full quota.
pub fn take<'q>(
    c: &mut AnyConnection,
    quotas: &'q [Quota],
    now: NaiveDateTime,
) -> Result<Result<Vec<i32>, &'q Quota>, DbError> {
    let keys: Vec<&str> = quotas.iter().map(|q| q.key.as_str()).collect();
    lock_keys(c, &keys)?;
    for q in quotas {
        if count(c, &q.key, now - q.window)? >= q.limit {
            return Ok(Err(q));
        }
    }
    let mut ids = Vec::with_capacity(quotas.len());
    for q in quotas {
        ids.push(record(c, &q.key, now)?);
    }
    // Now and then, forget events older than any window.
    if rand::random::<u8>() < 4 {
        q::delete_events_before(c, now - TimeDelta::days(2))?;
    }
    Ok(Ok(ids))
}

/// [`take`] in its own transaction.
pub fn take_now<'q>(
    c: &mut AnyConnection,
    quotas: &'q [Quota],
    now: NaiveDateTime,
) -> Result<Result<Vec<i32>, &'q Quota>, DbError> {
    crate::db::write_transaction(c, |c| take(c, quotas, now))
}

/// Takes back events recorded by [`take`] (an attempt that turned out fine).
pub fn give_back(c: &mut AnyConnection, ids: &[i32]) -> Result<(), DbError> {
    if !ids.is_empty() {
        q::delete_events(c, ids)?;
    }
    Ok(())
}

/// Forgets every event of `key`.
pub fn clear(c: &mut AnyConnection, key: &str) -> Result<(), DbError> {
    q::delete_events_of_key(c, key)
}
