//! Figures for operators that live in the database, read when `/metrics` is scraped (the
//! counters of `telemetry::metrics` live in the process).

use super::{Result, Service};
use crate::db::queries::figures as q;
use chrono::NaiveDateTime;

/// The state of the outbox and the replay cache at one moment.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    /// Mails waiting to be sent (`pending`, including those in their quiet window).
    pub mails_pending: i64,
    /// Seconds since the oldest pending mail fell due (0 when none is overdue).
    pub oldest_due_mail_seconds: i64,
    /// Mails held for a daily digest.
    pub mails_held: i64,
    /// Replays in the cache, and their estimated bytes.
    pub cache_games: usize,
    pub cache_bytes: usize,
}

impl Service {
    /// Reads the outbox's queue (through the `outbox_due` index) and the cache's size.
    pub fn operations_figures(&self) -> Result<Figures> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let mails_pending: i64 = q::mails_pending(&mut c)?;
        let oldest_due: Option<NaiveDateTime> = q::oldest_due_mail(&mut c, now)?;
        let mails_held: i64 = q::mails_held(&mut c)?;
        let u = self.cache.usage();
        let (cache_games, cache_bytes) = (u.games, u.live_bytes + u.packed_bytes);
        Ok(Figures {
            mails_pending,
            oldest_due_mail_seconds: oldest_due.map_or(0, |t| (now - t).num_seconds().max(0)),
            mails_held,
            cache_games,
            cache_bytes,
        })
    }
}
