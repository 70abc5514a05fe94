//! The mail worker: claims due outbox rows, delivers them through a [`Transport`] and records
//! the outcome; on every tick it first runs the service's due jobs
//! ([`Service::run_due_jobs`]: deadlines, reminders, digests), which may write more mails.
//!
//! It runs in `rookery serve` on its own thread (unless `ROOKERY_MAIL_WORKER=off`) and alone in
//! `rookery worker`; any number of workers may share one database.
//!
//! **Claiming.** [`Worker::claim`] takes up to N rows that are `pending`, due
//! (`due_at <= now`) and not held by a live claim (`claimed_until` unset or past) in one
//! statement, setting `claimed_by` to the worker's id and `claimed_until` to now plus the lease
//! (5 minutes). On PostgreSQL the rows are picked by
//! `SELECT … ORDER BY id LIMIT n FOR UPDATE SKIP LOCKED` inside the `UPDATE … RETURNING`, so
//! concurrent workers take disjoint rows without waiting on each other; on SQLite the single
//! `UPDATE … RETURNING` holds the database's one write lock for its whole run. A worker that
//! dies holding rows delays them by at most the lease; then any worker claims them again. A
//! worker never starts sending a row whose lease has less than a minute left
//! ([`WorkerSettings::send_margin`]); it releases it instead.
//!
//! **Sending.** The rows of a batch are shared out among [`WorkerSettings::senders`] threads
//! (4), each with its own SMTP connection from the transport's pool: a mail costs several round
//! trips to the server (and, with lettre's unbuffered writes, often a delayed-ACK wait of
//! ~40 ms), so one connection at a time would cap a worker at about 20 mails per second.
//!
//! **Outcomes.** `attempts` counts every try. Sent: `status = 'sent'`, `sent_at = now`,
//! `attempts + 1`. Failed: `attempts + 1`,
//! `last_error` (the transport's short reason, never the mail's content), `due_at = now +`
//! [`backoff`] (30 s, doubling, at most 1 hour, plus up to 10 % jitter so that workers do not
//! retry in lockstep), claim released. A mail is given up (`status = 'failed'`, with a log line)
//! when the server refuses it permanently (a 5xx, or an address that does not parse), after
//! [`MAX_ATTEMPTS`] failed attempts (about a day and a half of retrying, most of it hourly), or
//! once it is [`MAX_AGE`] (3 days) old. Every outcome is written with
//! `WHERE id = ? AND claimed_by = <this worker>`, so a worker whose lease was taken over cannot
//! overwrite the new holder's record.
//!
//! **One commit per batch.** The mails of a batch that the server took are marked sent together,
//! in one `UPDATE … WHERE id IN (…) AND claimed_by = <this worker> RETURNING id` once the whole
//! batch had its try: one commit (one fsync with durable commits) per batch instead of one per
//! mail, which is what bounded a worker's rate on a disk that syncs slowly (issue 30).
//! Failures are recorded one by one, as they happen (they are rare and carry their own reason).
//!
//! **A claim that need not reach the disk.** The claim commits without waiting for the disk
//! ([`crate::db::lazy_commit`]: SQLite's `synchronous = NORMAL` for that statement,
//! PostgreSQL's `synchronous_commit = off`). It is visible to every other worker at once and survives the
//! process being killed; a power cut may lose it, which unclaims its rows, as an expired lease
//! would: a mail sent under a lost claim is one whose `'sent'` mark (a durable commit, after the
//! claim in the log) was lost too, the window below. The rows it claims may have been committed
//! a moment before, not yet on the disk (SQLite's group commit, [`crate::db::group_commit`],
//! shows a commit to others before its shared fsync). So on SQLite the worker first reads the
//! due rows' ids, then waits for an fsync that started after that read
//! ([`crate::db::group_commit::make_outbox_durable`], shared with the process's writers, and
//! none when a commit of this process already saw every row up to the newest made durable, as
//! the move that wrote a mail did before it woke the worker), and only then
//! claims, no row newer than the newest it read: no mail tells of a move that a power cut could
//! take back. On PostgreSQL a durable commit is visible only once it is on disk.
//!
//! **Exactly once.** A mail is delivered exactly once except in one window, as wide as a batch's
//! sending (milliseconds to a second; see "One commit per batch"):
//! SMTP accepts a message only at the final `250` after `DATA` (before it, a broken
//! connection means not delivered, and the retry is correct); if the worker dies, loses the
//! database, or loses its lease between that `250` and the commit of `'sent'`, the row is sent
//! again later. Such a duplicate carries the same `Message-ID` (derived from the row, see
//! [`super::transport`]), so mail software and people can recognise it. The mail-folder
//! transport has no such window: its file name is derived from the row, so a resend replaces
//! the file.
//!
//! **Logs.** One line per sent, retried or given-up mail, with the row id, the kind and the
//! recipient's user id (never an address, a subject or a body: they may hold private game
//! information).

use super::transport::{Failure, SendError, Transport};
use crate::db::models::OutboxRow;
use crate::db::schema::outbox;
use crate::db::{cached, AnyConnection, DbError};
use crate::service::Service;
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Failed attempts after which a mail is given up.
pub const MAX_ATTEMPTS: i32 = 40;
/// Age (since the row was written) after which a mail that still fails is given up.
pub const MAX_AGE: TimeDelta = TimeDelta::days(3);
/// The first retry delay; it doubles with every failed attempt.
pub const FIRST_RETRY: TimeDelta = TimeDelta::seconds(30);
/// The longest retry delay.
pub const MAX_RETRY: TimeDelta = TimeDelta::hours(1);

/// The retry delay after `attempts` failed attempts (1 → 30 s, 2 → 1 min, … at most 1 hour),
/// before jitter.
pub fn backoff(attempts: i32) -> TimeDelta {
    let doublings = attempts.clamp(1, 31) as u32 - 1;
    let secs = FIRST_RETRY
        .num_seconds()
        .saturating_mul(1i64.checked_shl(doublings).unwrap_or(i64::MAX));
    TimeDelta::seconds(secs.min(MAX_RETRY.num_seconds()))
}

/// `delay` plus a random share of up to 10 % of it.
pub fn with_jitter(delay: TimeDelta) -> TimeDelta {
    let tenth = (delay.num_milliseconds() / 10).max(1) as u64;
    delay + TimeDelta::milliseconds((rand::random::<u64>() % tenth) as i64)
}

/// How a worker works. The defaults are what `rookery serve` and `rookery worker` use.
#[derive(Clone, Debug)]
pub struct WorkerSettings {
    /// Rows claimed at once.
    pub batch: usize,
    /// Mails of a batch sent at the same time (each on its own SMTP connection).
    pub senders: usize,
    /// How long a claim holds.
    pub lease: TimeDelta,
    /// A claimed row is only sent while at least this much of its lease is left.
    pub send_margin: TimeDelta,
    /// The sleep between looks when nothing wakes the worker.
    pub tick: Duration,
    /// Log a line for every mail sent (failures are always logged).
    pub log_sent: bool,
}

impl Default for WorkerSettings {
    fn default() -> WorkerSettings {
        WorkerSettings {
            batch: 32,
            senders: super::transport::SMTP_CONNECTIONS as usize,
            lease: TimeDelta::minutes(5),
            send_margin: TimeDelta::minutes(1),
            tick: Duration::from_millis(super::config::DEFAULT_TICK_MS),
            log_sent: true,
        }
    }
}

/// What one [`Worker::run_once`] did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// What the due jobs did (none when they failed: see `errors`).
    pub jobs: crate::service::schedule::Ran,
    /// Rows claimed.
    pub claimed: usize,
    /// Mails delivered.
    pub sent: usize,
    /// Mails that failed and will be retried.
    pub retrying: usize,
    /// Mails given up.
    pub failed: usize,
    /// Claimed rows released unsent (too little lease left, or stopping).
    pub released: usize,
    /// Rows cancelled unsent: nothing was left to tell.
    pub withdrawn: usize,
    /// Database or job errors (logged).
    pub errors: usize,
}

/// What became of one claimed row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Sent,
    Retry(SendError),
    GaveUp(SendError),
    /// Not sent: too little of the lease was left; the claim was released.
    Released,
    /// Not sent, and never will be: nothing was left to tell (a raven mail whose messages
    /// were all hidden or muted); the row is `cancelled`.
    Withdrawn,
    /// The outcome could not be recorded (the lease was lost, or the database failed).
    Unrecorded,
}

/// A mail worker: a service (database, clock, site), a transport and an id.
pub struct Worker {
    svc: Arc<Service>,
    transport: Transport,
    id: String,
    pub settings: WorkerSettings,
}

impl Worker {
    pub fn new(svc: Arc<Service>, transport: Transport) -> Worker {
        Worker::with_settings(svc, transport, WorkerSettings::default())
    }

    pub fn with_settings(
        svc: Arc<Service>,
        transport: Transport,
        settings: WorkerSettings,
    ) -> Worker {
        Worker {
            svc,
            transport,
            id: worker_id(),
            settings,
        }
    }

    /// This worker's id (`HOST/PID/RANDOM`), written into `outbox.claimed_by`.
    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn transport(&self) -> &Transport {
        &self.transport
    }

    /// Claims up to `n` due rows (see the module documentation), in id order.
    pub fn claim(&self, n: usize) -> Result<Vec<OutboxRow>, DbError> {
        let now = self.svc.now();
        let until = now + self.settings.lease;
        let limit = n as i64;
        let mut conn = self.svc.db.conn()?;
        // Kept prepared (`db::cached`): the claim runs on every wake-up. SKIP LOCKED lets
        // PostgreSQL workers claim side by side; SQLite has a single writer anyway.
        let (lock, upto) = match &*conn {
            AnyConnection::Postgresql(_) => (" FOR UPDATE SKIP LOCKED", ""),
            AnyConnection::Sqlite(_) => ("", " AND id <= ?"),
        };
        let due = format!(
            "SELECT id FROM outbox \
             WHERE status = 'pending' AND due_at <= ? \
               AND (claimed_until IS NULL OR claimed_until < ?){upto} \
             ORDER BY id LIMIT {limit}{lock}"
        );
        let claim_upto = |conn: &mut AnyConnection, newest: Option<i32>| {
            let claim = cached::sql(format!(
                "UPDATE outbox SET claimed_by = ?, claimed_until = ? \
                 WHERE id IN ({due}) \
                 RETURNING *"
            ))
            .bind(self.id.as_str())
            .bind(until)
            .bind(now)
            .bind(now);
            let claim = match newest {
                Some(max) => claim.bind(max),
                None => claim,
            };
            // No fsync for the claim itself ("A claim that need not reach the disk").
            crate::db::lazy_commit(conn, |c| claim.load::<OutboxRow>(c))
        };
        if !conn.is_sqlite() {
            let mut rows = claim_upto(&mut conn, None)?;
            rows.sort_by_key(|r| r.id);
            return Ok(rows);
        }
        // What is claimed must be on the disk before it is sent: SQLite's group commit shows a
        // commit to others before its shared fsync (`db::group_commit`). So: read the due rows'
        // ids, make durable all that read could see (an fsync that starts now, shared with the
        // process's writers), then claim only rows up to the newest id read, which were written
        // by commits no later than that one in the log. No fsync when a commit of this process
        // already saw every row up to the newest made durable (the move that wrote the mail
        // waited for its fsync before waking the worker): a mail then costs its move's one
        // flush, not two. When another worker claimed them all in between, read again: an empty
        // answer means nothing is due.
        #[derive(QueryableByName)]
        struct Id {
            #[diesel(sql_type = diesel::sql_types::Integer)]
            id: i32,
        }
        loop {
            let ids: Vec<Id> = cached::sql(due.clone())
                .bind(now)
                .bind(now)
                .bind(i32::MAX)
                .load(&mut conn)?;
            let Some(max) = ids.iter().map(|r| r.id).max() else {
                return Ok(Vec::new());
            };
            crate::db::group_commit::make_outbox_durable(&mut conn, i64::from(max))?;
            let mut rows = claim_upto(&mut conn, Some(max))?;
            if !rows.is_empty() {
                rows.sort_by_key(|r| r.id);
                return Ok(rows);
            }
        }
    }

    /// Sends one claimed row and records the outcome (alone: [`Worker::run_once`] records the
    /// mails of a batch sent together, in one commit).
    pub fn deliver(&self, row: &OutboxRow) -> Outcome {
        match self.send(row) {
            Sending::Done(outcome) => outcome,
            Sending::Sent => self
                .record_sent(&[row])
                .pop()
                .unwrap_or(Outcome::Unrecorded),
        }
    }

    /// Sends one claimed row; a failure (or a release) is recorded at once, a success is left
    /// for [`Worker::record_sent`].
    fn send(&self, row: &OutboxRow) -> Sending {
        let now = self.svc.now();
        let lease_left = row.claimed_until.map_or(TimeDelta::zero(), |u| u - now);
        if row.claimed_by.as_deref() != Some(self.id.as_str())
            || lease_left < self.settings.send_margin
        {
            return Sending::Done(match self.release(&[row.id]) {
                Ok(_) => Outcome::Released,
                Err(e) => {
                    log_error(&format!("cannot release outbox #{}: {e}", row.id));
                    Outcome::Unrecorded
                }
            });
        }
        // A note is worded now, outside any write transaction (issue 26); one that cannot be
        // (its reader or game is gone) is given up.
        let row = match super::notes::worded(&self.svc, row) {
            Ok(Some(row)) => row,
            Ok(None) => return Sending::Done(self.withdraw(row)),
            Err(e) => {
                let err = SendError::new(Failure::Permanent, format!("cannot word the note: {e}"));
                return Sending::Done(match self.mark_failed(row, &err.reason, true, now) {
                    Ok(true) => {
                        log_error(&format!(
                            "gave up outbox #{} ({}): {}",
                            row.id, row.kind, err.reason
                        ));
                        Outcome::GaveUp(err)
                    }
                    Ok(false) => Outcome::Unrecorded,
                    Err(e) => {
                        log_error(&format!(
                            "cannot record the failure of outbox #{}: {e}",
                            row.id
                        ));
                        Outcome::Unrecorded
                    }
                });
            }
        };
        let row = &*row;
        match self.transport.send(&self.svc.site, row) {
            Ok(()) => Sending::Sent,
            Err(err) => {
                let attempts = row.attempts + 1;
                let give_up = err.failure == Failure::Permanent
                    || attempts >= MAX_ATTEMPTS
                    || now - row.created_at >= MAX_AGE;
                let due = now + with_jitter(backoff(attempts));
                Sending::Done(match self.mark_failed(row, &err.reason, give_up, due) {
                    Ok(true) if give_up => {
                        log_error(&format!(
                            "gave up outbox #{} ({}) to {} after {attempts} attempt(s): {}",
                            row.id,
                            row.kind,
                            who(row),
                            err.reason
                        ));
                        Outcome::GaveUp(err)
                    }
                    Ok(true) => {
                        log_error(&format!(
                            "outbox #{} ({}) to {} failed (attempt {attempts}), retrying at {}: {}",
                            row.id,
                            row.kind,
                            who(row),
                            due.format("%Y-%m-%d %H:%M:%S"),
                            err.reason
                        ));
                        Outcome::Retry(err)
                    }
                    Ok(false) => Outcome::Unrecorded,
                    Err(e) => {
                        log_error(&format!(
                            "cannot record the failure of outbox #{}: {e}",
                            row.id
                        ));
                        Outcome::Unrecorded
                    }
                })
            }
        }
    }

    /// Records delivered rows as sent, all in one statement (one commit, one fsync, for a whole
    /// batch instead of one per mail); one outcome per row, in order.
    fn record_sent(&self, rows: &[&OutboxRow]) -> Vec<Outcome> {
        if rows.is_empty() {
            return Vec::new();
        }
        let recorded = match self.mark_sent(rows) {
            Ok(ids) => ids,
            Err(e) => {
                for row in rows {
                    log_error(&format!(
                        "sent outbox #{} ({}) to {}, but cannot mark it sent: {e}; \
                         it will be sent again when its claim expires (same Message-ID)",
                        row.id,
                        row.kind,
                        who(row)
                    ));
                }
                return rows.iter().map(|_| Outcome::Unrecorded).collect();
            }
        };
        rows.iter()
            .map(|row| {
                if !recorded.contains(&row.id) {
                    log_error(&format!(
                        "sent outbox #{} ({}) to {}, but its claim had passed to another worker: \
                         it may be sent again (same Message-ID)",
                        row.id,
                        row.kind,
                        who(row)
                    ));
                    return Outcome::Unrecorded;
                }
                if self.settings.log_sent {
                    tracing::info!(
                        mail = row.id,
                        kind = %row.kind,
                        to = %who(row),
                        attempt = row.attempts + 1,
                        "mail sent"
                    );
                }
                Outcome::Sent
            })
            .collect()
    }

    /// Marks rows sent that this worker still holds; returns the ids it marked.
    fn mark_sent(&self, rows: &[&OutboxRow]) -> Result<Vec<i32>, DbError> {
        let ids: Vec<i32> = rows.iter().map(|r| r.id).collect();
        let mut c = self.svc.db.conn()?;
        Ok(diesel::update(
            outbox::table
                .filter(outbox::id.eq_any(&ids))
                .filter(outbox::claimed_by.eq(&self.id)),
        )
        .set((
            outbox::status.eq("sent"),
            outbox::sent_at.eq(Some(self.svc.now())),
            outbox::attempts.eq(outbox::attempts + 1),
            outbox::claimed_until.eq(None::<NaiveDateTime>),
        ))
        .returning(outbox::id)
        .get_results(&mut c)?)
    }

    fn mark_failed(
        &self,
        row: &OutboxRow,
        reason: &str,
        give_up: bool,
        due: NaiveDateTime,
    ) -> Result<bool, DbError> {
        let mut c = self.svc.db.conn()?;
        let n = diesel::update(
            outbox::table
                .filter(outbox::id.eq(row.id))
                .filter(outbox::claimed_by.eq(&self.id)),
        )
        .set((
            outbox::status.eq(if give_up { "failed" } else { "pending" }),
            outbox::attempts.eq(outbox::attempts + 1),
            outbox::last_error.eq(Some(reason)),
            outbox::due_at.eq(due),
            outbox::claimed_by.eq(None::<String>),
            outbox::claimed_until.eq(None::<NaiveDateTime>),
        ))
        .execute(&mut c)?;
        Ok(n == 1)
    }

    /// Cancels a claimed row that has nothing left to tell (see [`Outcome::Withdrawn`]).
    fn withdraw(&self, row: &OutboxRow) -> Outcome {
        let cancelled = self.svc.db.conn().and_then(|mut c| {
            Ok(diesel::update(
                outbox::table
                    .filter(outbox::id.eq(row.id))
                    .filter(outbox::claimed_by.eq(&self.id)),
            )
            .set((
                outbox::status.eq("cancelled"),
                outbox::last_error.eq(Some(
                    "nothing left to tell: every message was hidden or muted",
                )),
                outbox::claimed_by.eq(None::<String>),
                outbox::claimed_until.eq(None::<NaiveDateTime>),
            ))
            .execute(&mut c)?)
        });
        match cancelled {
            Ok(1) => {
                tracing::info!(mail = row.id, kind = %row.kind, "not sent: nothing left to tell");
                Outcome::Withdrawn
            }
            Ok(_) => Outcome::Unrecorded,
            Err(e) => {
                log_error(&format!("cannot cancel outbox #{}: {e}", row.id));
                Outcome::Unrecorded
            }
        }
    }

    /// Of the mail rows of a batch, the addresses no longer mailed because they bounce.
    fn stopped_addresses(
        &self,
        rows: &[OutboxRow],
    ) -> Result<std::collections::HashSet<String>, DbError> {
        let addresses: Vec<String> = rows
            .iter()
            .filter(|r| r.channel == "mail")
            .map(|r| r.to_address.clone())
            .collect();
        let mut c = self.svc.db.conn()?;
        self.svc.stopped_addresses(&mut c, &addresses)
    }

    /// Gives a mail up without sending it: its address bounces (see `service::mail_trust`).
    fn give_up_unsent(&self, row: &OutboxRow) -> Outcome {
        let err = SendError::new(
            Failure::Permanent,
            "not sent: mail to this address bounces (the player can ask for mail again in the settings)",
        );
        match self.mark_failed(row, &err.reason, true, self.svc.now()) {
            Ok(true) => {
                tracing::info!(mail = row.id, kind = %row.kind, to = %who(row), "mail not sent: the address bounces");
                Outcome::GaveUp(err)
            }
            Ok(false) => Outcome::Unrecorded,
            Err(e) => {
                log_error(&format!(
                    "cannot record outbox #{} as not sent: {e}",
                    row.id
                ));
                Outcome::Unrecorded
            }
        }
    }

    /// Gives claimed rows back unsent (only those this worker still holds).
    pub fn release(&self, ids: &[i32]) -> Result<usize, DbError> {
        if ids.is_empty() {
            return Ok(0);
        }
        let mut c = self.svc.db.conn()?;
        Ok(diesel::update(
            outbox::table
                .filter(outbox::id.eq_any(ids))
                .filter(outbox::claimed_by.eq(&self.id))
                .filter(outbox::status.eq("pending")),
        )
        .set((
            outbox::claimed_by.eq(None::<String>),
            outbox::claimed_until.eq(None::<NaiveDateTime>),
        ))
        .execute(&mut c)?)
    }

    /// One tick: the due jobs, then the due outbox in batches until it is empty, the server is
    /// unavailable, or the database fails. Errors are logged and counted, never raised.
    pub fn run_once(&self) -> Stats {
        self.run_once_until(&AtomicBool::new(false), true)
    }

    /// One tick; the due jobs only when `jobs` (a poke after a commit only sends mail).
    fn run_once_until(&self, stop: &AtomicBool, jobs: bool) -> Stats {
        let mut stats = Stats::default();
        if jobs {
            match self.svc.run_due_jobs() {
                Ok(ran) => stats.jobs = ran,
                Err(e) => {
                    stats.errors += 1;
                    log_error(&format!("the due jobs failed: {e}"));
                }
            }
        }
        'drain: while !stop.load(Ordering::SeqCst) {
            let rows = match self.claim(self.settings.batch.max(1)) {
                Ok(rows) => rows,
                Err(e) => {
                    stats.errors += 1;
                    log_error(&format!("cannot claim mails: {e}"));
                    break;
                }
            };
            if rows.is_empty() {
                break;
            }
            stats.claimed += rows.len();
            // Addresses whose mail bounces for good are not mailed (issue 24); push and
            // webhooks go on.
            let stopped = match self.stopped_addresses(&rows) {
                Ok(s) => s,
                Err(e) => {
                    stats.errors += 1;
                    log_error(&format!("cannot read the bouncing addresses: {e}"));
                    std::collections::HashSet::new()
                }
            };
            // The batch's rows are shared out among the senders; a row is taken only while
            // `stop` is unset, and rows nobody took are released afterwards.
            let next = AtomicUsize::new(0);
            let outcomes = Mutex::new(Vec::with_capacity(rows.len()));
            std::thread::scope(|scope| {
                for _ in 0..self.settings.senders.clamp(1, rows.len()) {
                    scope.spawn(|| loop {
                        if stop.load(Ordering::SeqCst) {
                            break;
                        }
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        let Some(row) = rows.get(i) else { break };
                        let outcome = if row.channel == "mail"
                            && stopped.contains(&row.to_address.trim().to_ascii_lowercase())
                        {
                            Sending::Done(self.give_up_unsent(row))
                        } else {
                            self.send(row)
                        };
                        outcomes
                            .lock()
                            .unwrap_or_else(|p| p.into_inner())
                            .push((row, outcome));
                    });
                }
            });
            let taken = next.load(Ordering::SeqCst).min(rows.len());
            let mut unavailable = false;
            let mails = &crate::telemetry::metrics::METRICS.mails;
            // The batch's sent mails are recorded together, in one commit.
            let mut done = Vec::with_capacity(rows.len());
            let mut sent = Vec::new();
            for (row, sending) in outcomes.into_inner().unwrap_or_else(|p| p.into_inner()) {
                match sending {
                    Sending::Done(outcome) => done.push(outcome),
                    Sending::Sent => sent.push(row),
                }
            }
            done.extend(self.record_sent(&sent));
            for outcome in done {
                match &outcome {
                    Outcome::Sent => mails.with_label_values(&["sent"]).inc(),
                    Outcome::Retry(_) => mails.with_label_values(&["retry"]).inc(),
                    Outcome::GaveUp(_) => mails.with_label_values(&["failed"]).inc(),
                    Outcome::Withdrawn => mails.with_label_values(&["withdrawn"]).inc(),
                    Outcome::Released | Outcome::Unrecorded => {}
                }
                match outcome {
                    Outcome::Sent => stats.sent += 1,
                    Outcome::Retry(e) => {
                        stats.retrying += 1;
                        unavailable |= e.failure == Failure::Unavailable;
                    }
                    Outcome::GaveUp(_) => stats.failed += 1,
                    Outcome::Released => stats.released += 1,
                    Outcome::Withdrawn => stats.withdrawn += 1,
                    Outcome::Unrecorded => stats.errors += 1,
                }
            }
            if taken < rows.len() {
                let rest: Vec<i32> = rows[taken..].iter().map(|r| r.id).collect();
                match self.release(&rest) {
                    Ok(n) => stats.released += n,
                    Err(e) => {
                        stats.errors += 1;
                        log_error(&format!("cannot release claimed mails: {e}"));
                    }
                }
                break 'drain;
            }
            // Every row of the batch had its try (so each failure is recorded); the rest of
            // the outbox waits for the next tick when the server is down.
            if unavailable || stats.errors > 0 {
                break;
            }
        }
        stats
    }

    /// Runs ticks until `stop` is set: after each, sleeps for the tick or until the service's
    /// [`Wakeup`](super::outbox::Wakeup) is poked (poke it after setting `stop` to end the sleep at once).
    ///
    /// The due jobs (deadlines, reminders, digests) run once per tick; a poke (a commit that
    /// wrote mail, in this process or, through NOTIFY, another) only claims and sends mail, so
    /// that a busy server does not run the jobs' queries once per move.
    pub fn run(&self, stop: &AtomicBool) {
        let mut jobs_ran: Option<std::time::Instant> = None;
        while !stop.load(Ordering::SeqCst) {
            let jobs = jobs_ran.is_none_or(|t| t.elapsed() >= self.settings.tick);
            if jobs {
                jobs_ran = Some(std::time::Instant::now());
            }
            self.run_once_until(stop, jobs);
            if stop.load(Ordering::SeqCst) {
                break;
            }
            let wait = match jobs_ran {
                Some(t) => self.settings.tick.saturating_sub(t.elapsed()),
                None => self.settings.tick,
            };
            self.svc.mail_wake.wait(wait);
        }
    }
}

/// A row's send, before its success is recorded.
enum Sending {
    /// The server took it; to be marked sent.
    Sent,
    /// Failed or released, and recorded so.
    Done(Outcome),
}

/// `user N` (or `no user`): how logs name a recipient.
fn who(row: &OutboxRow) -> String {
    match row.user_id {
        Some(u) => format!("user {u}"),
        None => "no user".into(),
    }
}

fn log_error(msg: &str) {
    tracing::error!("mail: {msg}");
}

/// `HOST/PID/RANDOM`: unique among all workers on one database.
fn worker_id() -> String {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "host".into());
    format!(
        "{host}/{}/{}",
        std::process::id(),
        crate::service::hex(&rand::random::<[u8; 4]>())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mail::outbox::Wakeup;

    #[test]
    fn the_backoff_doubles_from_30_seconds_up_to_an_hour() {
        let secs: Vec<i64> = (1..=10).map(|a| backoff(a).num_seconds()).collect();
        assert_eq!(secs, [30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
        assert_eq!(backoff(0).num_seconds(), 30);
        assert_eq!(backoff(MAX_ATTEMPTS).num_seconds(), 3600);
        assert_eq!(backoff(i32::MAX).num_seconds(), 3600);
        for a in 1..=12 {
            let base = backoff(a);
            for _ in 0..50 {
                let d = with_jitter(base);
                assert!(d >= base && d <= base + base / 10, "{a}: {d}");
            }
        }
    }

    #[test]
    fn giving_up_takes_over_a_day_of_retries() {
        let total: i64 = (1..MAX_ATTEMPTS).map(|a| backoff(a).num_seconds()).sum();
        assert!(
            total > 24 * 3600 && total < MAX_AGE.num_seconds(),
            "{total}"
        );
    }

    #[test]
    fn a_poke_wakes_a_waiter_and_is_remembered() {
        let w = Wakeup::default();
        assert!(!w.wait(Duration::from_millis(10)));
        w.poke();
        assert!(w.wait(Duration::from_secs(5)));
        assert!(!w.wait(Duration::from_millis(10)));
        let w2 = w.clone();
        let t = std::thread::spawn(move || w2.wait(Duration::from_secs(30)));
        std::thread::sleep(Duration::from_millis(50));
        let started = std::time::Instant::now();
        w.poke();
        assert!(t.join().unwrap());
        assert!(started.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn worker_ids_differ() {
        assert_ne!(worker_id(), worker_id());
        assert!(worker_id().contains(&format!("/{}/", std::process::id())));
    }
}
