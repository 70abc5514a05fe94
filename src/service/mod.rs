//! The use cases of the service, each one transaction: accounts ([`accounts`]), the lobby
//! ([`lobby`]) and playing ([`play`]: loading a game by replaying its log, submitting an input).
//!
//! This layer knows the engine and the database, never HTTP. Everything here is synchronous
//! (the database calls are); the web layer runs it on the blocking thread pool.
//!
//! Its modules, by what they serve:
//! - accounts: [`accounts`], [`email`] (addresses, verification, reset, preferences),
//!   [`names`], [`limits`] and [`rate`] (what one account, client or game may do),
//!   [`api_tokens`], [`webhooks`], [`push`], [`calendar`] (what an account connects);
//! - before the start: [`lobby`], [`new_game`] (a new game from a script);
//! - playing: [`play`] (load, submit), [`cache`] (replayed games) and [`snapshot`] (stored replays), [`page_version`] (what pages are kept under), [`changes`] (what every change
//!   writes), [`notify`] (who is told), [`notes`] (what they are told, as data), [`origin`], [`plans`] (answers filed ahead), [`forced`]
//!   (answers nobody has to give), [`computer`], [`faults`], [`ravens`], [`replies`] and
//!   [`reply_once`] (answering by mail), [`mail_trust`];
//! - time: [`clock`], [`deadlines`], [`time_bank`], [`schedule`] (work time makes due);
//! - the table: [`seats`], [`sitters`], [`votes`], [`reliability`], [`ratings`] (rated
//!   games), [`faceless`] (players shown only as their houses), [`matchmaking`] (tables
//!   that fill), [`moderation`] (reports, moderators' actions, mutes);
//! - afterwards and around: [`history`], [`export`], [`demo`], [`operations`] (figures for
//!   operators), [`reason`] (refusals as data), [`ids`] (typed ids of games and accounts).

pub mod accounts;
pub mod api_tokens;
pub mod cache;
pub mod calendar;
pub mod changes;
pub mod clock;
pub mod computer;
pub mod deadlines;
pub mod demo;
pub mod email;
pub mod export;
pub mod faceless;
pub mod faults;
pub mod forced;
pub mod history;
pub mod ids;
pub mod limits;
pub mod lobby;
pub mod mail_trust;
pub mod matchmaking;
pub mod moderation;
pub mod names;
pub mod new_game;
pub mod notes;
pub mod notify;
pub mod operations;
pub mod origin;
pub mod page_version;
pub mod plans;
pub mod play;
pub mod push;
pub mod rate;
pub mod ratings;
pub mod ravens;
pub mod reason;
pub mod reliability;
pub mod replies;
pub mod reply_once;
pub mod schedule;
pub mod seats;
pub mod sitters;
pub mod snapshot;
pub mod time_bank;
pub mod votes;
pub use origin::Origin;
pub mod webhooks;

use crate::db::{Db, DbError};
pub use ids::{GameId, UserId};
pub use reason::Reason;
use std::fmt;

/// The engine version written into every new game row.
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The service: the database, an in-process cache of replayed games, and its clock.
pub struct Service {
    pub db: Db,
    pub cache: cache::GameCache,
    /// Game timelines for the history pages.
    pub timelines: history::TimelineCache,
    pub clock: clock::Clock,
    /// Links and sender of the mails this service writes.
    pub site: crate::mail::Site,
    /// Wakes the mail worker sleeping in this process (if any) when mails were committed.
    pub mail_wake: crate::mail::outbox::Wakeup,
    /// What one account, client or game may do in a while (issue 18).
    pub limits: limits::Limits,
    /// Which received mail is believed (issue 24).
    pub trust: mail_trust::Trust,
    /// The API's request counts, in memory for this process (issue 23).
    pub api_rate: rate::RateLimiter,
    /// On PostgreSQL, what other processes changed, as the database tells it
    /// ([`Service::follow_changes`]); `None`: read it on every view.
    pub changes: Option<std::sync::Arc<crate::db::changes::Changes>>,
    /// When this process last brought stored snapshots up to their games' logs.
    pub snapshot_catch_up: snapshot::CatchUp,
}

/// How current a request needs what other servers changed (`db::changes`).
pub use crate::db::changes::Freshness;

impl Service {
    /// The service on the system clock.
    pub fn new(db: Db) -> Service {
        Service::with_clock(db, clock::Clock::System)
    }

    pub fn with_clock(db: Db, clock: clock::Clock) -> Service {
        Service {
            db,
            cache: cache::GameCache::new(cache::DEFAULT_CACHE_MB),
            timelines: history::TimelineCache::default(),
            clock,
            site: crate::mail::Site::default(),
            mail_wake: crate::mail::outbox::Wakeup::default(),
            limits: limits::Limits::default(),
            trust: mail_trust::Trust::default(),
            api_rate: rate::RateLimiter::default(),
            changes: None,
            snapshot_catch_up: snapshot::CatchUp::default(),
        }
    }

    /// Follows the database's change feed (PostgreSQL; `db::changes`), so that a view of a kept
    /// page learns its page version and session without a query, and accepts what the feed
    /// holds up to `lag` late ([`Freshness::Lagging`]; zero: every view waits for a round trip).
    /// Nothing on SQLite, whose read takes microseconds in this process (and another process
    /// may write the same file).
    pub fn follow_changes(&mut self, lag: std::time::Duration) {
        if let crate::db::Target::Postgres(url) = &self.db.target {
            self.changes = Some(crate::db::changes::Changes::start(url.clone(), lag));
        }
    }

    /// How late a view may see another server's changes (`ROOKERY_CHANGE_FEED_LAG_MS`):
    /// `None` when never (not following the feed, or the lag is zero). A browser that wrote
    /// here is told to ask for [`Freshness::Now`] for as long (the `rookery_wrote` cookie).
    pub fn change_lag(&self) -> Option<std::time::Duration> {
        self.changes
            .as_ref()
            .map(|c| c.lag())
            .filter(|lag| !lag.is_zero())
    }

    /// This process has just written (a form's or an API call's work, which may write outside
    /// a transaction: a logout): its next view waits for a fresh barrier of the change feed,
    /// so that this server shows its own changes at once (`db::changes::note_local_write`).
    pub fn wrote(&self) {
        if self.changes.is_some() {
            crate::db::changes::note_local_write();
        }
    }

    /// Now, by the service's clock.
    pub fn now(&self) -> chrono::NaiveDateTime {
        self.clock.now()
    }
}

/// Why a use case did not happen. Each variant maps to one kind of page.
#[derive(Debug)]
pub enum ServiceError {
    /// Bad input from the user, with the message to show (the form is shown again).
    Invalid(Reason),
    /// No such game, user or seat (or not visible to this user).
    NotFound,
    /// The user may not do this (not seated, not the creator, wrong house).
    Forbidden(Reason),
    /// The game is not in a state that allows this (already started, not full, ...).
    Conflict(Reason),
    /// Too many failed log-ins: wait and retry.
    Throttled,
    /// A limit on what one account, client or game may do was reached: the limit in plain
    /// words, and when to try again.
    Limit(Reason),
    /// The engine refused the input: the reason, in plain words.
    Rejected(crate::engine::Rejection),
    /// The game moved on since the page was shown: reload and decide again.
    Stale,
    /// Concurrent submissions kept colliding: try again.
    Busy,
    /// A storage failure.
    Db(DbError),
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::Invalid(m)
            | ServiceError::Forbidden(m)
            | ServiceError::Conflict(m)
            | ServiceError::Limit(m) => write!(f, "{m}"),
            // Read by logs and the command line, not only under a page: no "page" in it.
            ServiceError::NotFound => f.write_str(
                "There is no such game, account or seat, or it is not visible to this account.",
            ),
            ServiceError::Throttled => f.write_str("Too many failed log-ins. Wait a few minutes and try again."),
            ServiceError::Rejected(r) => write!(f, "{r}"),
            ServiceError::Stale => f.write_str(
                "The game moved on while you were deciding. Here is the new situation: check it and submit again.",
            ),
            ServiceError::Busy => f.write_str("Other moves were being saved at the same moment. Please try again."),
            ServiceError::Db(e) => write!(f, "{e}"),
        }
    }
}

impl ServiceError {
    /// The refusal of an act for `house` by someone who neither plays it nor sits for it.
    pub fn not_your_house(house: crate::engine::House) -> ServiceError {
        ServiceError::Forbidden(Reason::new("svc-not-your-house").house("house", house))
    }

    /// The reason as data (a note that is worded later keeps it: an answer to a reply): the
    /// engine's rejection, a stale or busy move, no such page and throttling as their messages;
    /// a storage failure as its text.
    pub fn reason(&self) -> Reason {
        match self {
            ServiceError::Rejected(r) => Reason::rejection(r.clone()),
            ServiceError::Stale => Reason::new("rej-stale"),
            ServiceError::Busy => Reason::new("rej-busy"),
            ServiceError::NotFound => Reason::new("error-not-found-text"),
            ServiceError::Throttled => Reason::new("error-throttled-text"),
            ServiceError::Invalid(m)
            | ServiceError::Forbidden(m)
            | ServiceError::Conflict(m)
            | ServiceError::Limit(m) => m.clone(),
            ServiceError::Db(e) => Reason::text(e.to_string()),
        }
    }
}

impl std::error::Error for ServiceError {}

impl From<DbError> for ServiceError {
    fn from(e: DbError) -> ServiceError {
        ServiceError::Db(e)
    }
}

impl From<crate::db::QueryError> for ServiceError {
    fn from(e: crate::db::QueryError) -> ServiceError {
        ServiceError::Db(e.into())
    }
}

pub type Result<T> = std::result::Result<T, ServiceError>;

/// A random token of 32 bytes, as 64 hex digits (session cookies, CSRF tokens, invite links).
pub fn random_token() -> String {
    hex(&rand::random::<[u8; 32]>())
}

pub fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        s.push(DIGITS[(b >> 4) as usize] as char);
        s.push(DIGITS[(b & 15) as usize] as char);
    }
    s
}

/// SHA-256 of a token, hex: what the database keeps instead of the token.
pub fn token_hash(token: &str) -> String {
    use sha2::Digest;
    hex(&sha2::Sha256::digest(token.as_bytes()))
}

/// Compares two strings in time independent of where they differ.
pub fn constant_time_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}
