//! Work that time makes due, run by the mail worker on every tick (in the server, or in
//! `rookery worker`): passed deadlines, reminders before deadlines, daily digests.
//!
//! Every job is safe to run from several processes at once: each game is changed under its
//! lock (`queries::lock_game`), each user's digest under a lock on the user's row, and every
//! job re-checks, inside that transaction, that the work is still due. The outbox's unique
//! `dedupe_key` is the last word against a mail written twice.
//!
//! - **Passed deadline** ([`Service::sweep_deadlines`]): every awaited house gets the engine's
//!   documented default (`Game::deadline_inputs`), appended to the log as inputs with
//!   `by_deadline` and no user, and one `missed_deadlines` row; the change is recorded like any
//!   other ([`Cause::Deadline`]), so the next step gets its deadline and its "your move" mails,
//!   and each house that missed it gets a mail saying what was filled in for it (its own
//!   inputs only).
//! - **Reminders** ([`Service::send_reminders`]): at each of the game's `reminder_hours` before
//!   the deadline, one mail to each house still awaited. An offset whose time had come when the
//!   deadline was set is marked sent at once (see `changes::initial_reminders`): never late.
//! - **Digest** ([`Service::send_digests`]): once a day at the user's `digest_hour` (in their
//!   time zone), the mails held for them, bundled in one.
//! - **Outbox retention** ([`Service::prune_outbox`]): mails that are done (sent, bundled in a
//!   digest, or given up) are deleted [`OUTBOX_KEEP_DAYS`] days after they were written, so
//!   the outbox does not keep every player's mail forever. Pending and held mails are kept.
//! - **Tables that fill** ([`Service::fill_tables`], issue 32): the players waiting to be
//!   seated, seated in the games that match them (see `matchmaking`).
//! - **Sightings** ([`Service::forget_old_sightings`], issue 32): where an account logged in
//!   from (hashes of a browser's cookie and of an address) is deleted once not seen for
//!   [`super::moderation::SIGHTINGS_KEEP_DAYS`] days.
//! - **Snapshots** ([`Service::catch_up_snapshots_when_due`], issue 30): every running game
//!   quiet for a minute gets a stored snapshot at its whole log (`super::snapshot`), so that
//!   restoring it replays nothing.

use super::cache::Replayed;
use super::changes::{Cause, Change};
use super::lobby::Deadlines;
use super::notes::{Note, What};
use super::notify::readers;
use super::play::{append_input, seats};
use super::Origin;
use super::{Result, Service, ServiceError};
use crate::db::models::{GameRow, NewMissedDeadline, OutboxRow, User};
use crate::db::queries::{clock as clock_q, digests as digest_q};
use crate::db::{queries, AnyConnection, DbError};
use crate::engine::{House, Input, Request};
use chrono::{NaiveDateTime, TimeDelta, TimeZone};
use std::sync::Arc;

/// What one run of the due jobs did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ran {
    /// Games moved on by a passed deadline.
    pub deadlines: usize,
    /// Reminder mails written.
    pub reminders: usize,
    /// Digest mails written.
    pub digests: usize,
    /// Old, finished outbox rows deleted.
    pub pruned: usize,
}

/// How long a finished mail stays in the outbox (for an operator looking into a complaint).
pub const OUTBOX_KEEP_DAYS: i64 = 30;

/// How many games (or users) one run looks at per job; the next tick takes the rest.
const BATCH: i64 = 200;

/// No two digests to one user within this many hours.
const DIGEST_GAP_HOURS: i64 = 20;

/// The offsets (minutes) in a `reminders_sent` column.
fn sent_offsets(column: &str) -> Vec<u32> {
    column
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect()
}

impl Service {
    /// Runs every job that is due by the service's clock: passed deadlines first (a default
    /// may start a step whose reminders are then not yet due), then reminders, then digests.
    pub fn run_due_jobs(&self) -> Result<Ran> {
        // Votes first (issue 13): a voted pause that is over lets its deadline run again.
        self.expire_votes()?;
        let deadlines = self.sweep_deadlines()?;
        let reminders = self.send_reminders()?;
        let digests = self.send_digests()?;
        // Issue 27: sitters (and players back) told that an absence began or ended.
        let absences = self.tell_absences()?;
        // Issue 32: waiting players seated in the tables that match them.
        let matched = self.fill_tables()?;
        let stale = self.tell_stale_lobbies()?;
        let pruned = self.prune_outbox()?;
        // Issue 32: where accounts logged in from is kept only so long.
        let sightings = self.forget_old_sightings()?;
        // Issue 30: quiet games' stored snapshots brought up to their logs.
        let snapshots = self.catch_up_snapshots_when_due()?;
        let jobs = &crate::telemetry::metrics::METRICS.due_jobs;
        for (job, n) in [
            ("deadlines", deadlines),
            ("reminders", reminders),
            ("digests", digests),
            ("absences", absences),
            ("matched", matched),
            ("stale_lobbies", stale),
            ("pruned", pruned),
            ("sightings", sightings),
            ("snapshots", snapshots),
        ] {
            jobs.with_label_values(&[job]).inc_by(n as u64);
        }
        Ok(Ran {
            deadlines,
            reminders,
            digests,
            pruned,
        })
    }

    /// Deletes finished mails (`sent`, `digested`, `failed`, `cancelled`) written more than
    /// [`OUTBOX_KEEP_DAYS`] days ago. Returns how many.
    pub fn prune_outbox(&self) -> Result<usize> {
        let before = self.now() - TimeDelta::days(OUTBOX_KEEP_DAYS);
        let mut c = self.db.conn()?;
        Ok(digest_q::delete_done_mails_before(&mut c, before)?)
    }

    /// Fills in the defaults of every active, unpaused game whose deadline has passed.
    /// Returns how many games it moved on.
    pub fn sweep_deadlines(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let due: Vec<i32> = clock_q::games_past_deadline(&mut c, now, BATCH)?;
        drop(c);
        let mut moved = 0;
        for id in due {
            match self.fill_in_deadline(id) {
                Ok(true) => moved += 1,
                Ok(false) => {}
                // Another server appended at the same moment: it did the work (or a player
                // answered); the next tick looks again.
                Err(ServiceError::Db(DbError::Conflict(_))) => {}
                Err(e) => tracing::error!(game = id, "the deadline sweep failed: {e}"),
            }
        }
        Ok(moved)
    }

    /// One game's passed deadline, in one transaction. `false`: it was not (or no longer) due.
    fn fill_in_deadline(&self, id: i32) -> Result<bool> {
        let mut c = self.db.conn()?;
        let done = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let Some(row) = queries::lock_game(c, id, now)? else {
                return Ok(None);
            };
            // Re-checked under the lock: another server may have done it, a player may have
            // answered, the creator may have paused or extended.
            let due = row.status == "active"
                && row.paused_at.is_none()
                && row.deadline_at.is_some_and(|d| d <= now);
            if !due {
                return Ok(None);
            }
            let seats = seats(c, id)?;
            let current = self.cache.replayed(c, &row)?;
            let before = &current.game;
            let mut awaited: Vec<House> = Vec::new();
            for a in before.awaiting() {
                if !awaited.contains(&a.house) {
                    awaited.push(a.house);
                }
            }
            let mut next: Replayed = (*current).clone();
            let mut filled: Vec<(House, Input)> = Vec::new();
            // Issue 28: houses without a player may be the computer's to play.
            let computer = super::computer::computer_houses(c, id)?;
            // With a time bank (issue 25), only the houses whose bank ran out.
            let bank_out = serde_json::from_str::<Deadlines>(&row.deadlines)
                .unwrap_or_default()
                .has_bank()
                .then(|| super::time_bank::run_out(c, id, now))
                .transpose()?;
            for (house, default) in before.deadline_inputs() {
                if bank_out.as_ref().is_some_and(|out| !out.contains(&house)) {
                    continue;
                }
                // An earlier default may have moved the game on (the last sealed orders
                // revealed): a house no longer awaited has nothing left to fill in.
                if !next.game.awaiting().iter().any(|a| a.house == house) {
                    continue;
                }
                let (input, origin) =
                    super::computer::deadline_answer(&next.game, house, default.clone(), &computer);
                let input = match append_input(c, &mut next, house, &input, None, origin, now) {
                    Ok(_) => input,
                    // The computer's answer refused (never seen in self-play): the default then.
                    Err(ServiceError::Rejected(_)) if origin == Origin::Computer => {
                        match append_input(
                            c,
                            &mut next,
                            house,
                            &default,
                            None,
                            Origin::Deadline,
                            now,
                        ) {
                            Ok(_) => default,
                            Err(ServiceError::Rejected(_)) => continue,
                            Err(e) => return Err(e),
                        }
                    }
                    Err(ServiceError::Rejected(_)) => continue,
                    Err(e) => return Err(e),
                };
                filled.push((house, input));
            }
            // What the game asks next that nobody need be asked for (issue 25).
            let settled =
                super::play::settle(c, &mut next, &seats, None, super::play::Plans::Read, now)?;
            // A house missed the deadline when a default was filled in for it, unless the site
            // failed it on this step (a form it could not read, a server error): that does not
            // count against the player.
            let faulted: Vec<String> = clock_q::faulted_houses(c, id, row.log_len)?;
            let excused: Vec<House> = awaited
                .iter()
                .copied()
                .filter(|h| faulted.iter().any(|f| f == h.key()))
                .collect();
            // A house whose player declared an absence now (issue 13) is not counted either.
            let away = super::seats::absent_houses(c, id, now)?;
            let missed: Vec<House> = awaited
                .iter()
                .copied()
                .filter(|h| filled.iter().any(|(f, _)| f == h) && !excused.contains(h))
                .filter(|h| !away.contains(h))
                .collect();
            let mut missers: Vec<(House, Option<i32>)> = Vec::new();
            for house in &missed {
                let user_id = seats
                    .iter()
                    .find(|s| s.house == Some(*house))
                    .map(|s| s.user_id);
                missers.push((*house, user_id));
                clock_q::insert_missed_deadline(
                    c,
                    &NewMissedDeadline {
                        game_id: id,
                        house: house.key(),
                        user_id,
                        round: row.round,
                        phase: &row.phase,
                        seq: row.log_len,
                        at: now,
                    },
                )?;
            }
            // Before the change is recorded, so that the next step's deadline knows (issue 13).
            let disordered = self.enter_civil_disorder(c, &row, &missers, now)?;
            self.record_change(
                c,
                &Change {
                    row: &row,
                    seats: &seats,
                    readers: None,
                    vacancies: None,
                    absences: None,
                    before: Some(before),
                    after: &next.game,
                    history: &next.events,
                    appended: filled.len() + settled.appended,
                    dropped_plans: &settled.dropped,
                    cause: Cause::Deadline,
                    log_len: next.log_len,
                    at: now,
                },
            )?;
            self.notify_missed(c, &row, &missed, &excused, &filled, now)?;
            self.notify_civil_disorder(c, &row, &disordered, now)?;
            Ok(Some(Arc::new(next)))
        })?;
        match done {
            Some(r) => {
                self.cache.put(r);
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// "You missed the deadline" to each house that missed it, with exactly what was filled in
    /// for it (its own inputs only); to a house the site failed on this step, what was filled
    /// in and that it does not count.
    fn notify_missed(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        missed: &[House],
        excused: &[House],
        filled: &[(House, Input)],
        at: NaiveDateTime,
    ) -> std::result::Result<(), DbError> {
        for r in readers(c, row.id)? {
            let Some(house) = r
                .house()
                .filter(|h| missed.contains(h) || excused.contains(h))
            else {
                continue;
            };
            let excused = excused.contains(&house);
            let count: i64 = if excused {
                0
            } else {
                clock_q::missed_by_house(c, row.id, house.key())?
            };
            // Its own inputs only; the sender words them (issue 26).
            let note = Note {
                user: r.user.id,
                game: Some(row.id),
                house: Some(house),
                log_len: row.log_len,
                what: What::MissedDeadline {
                    round: row.round,
                    phase: row.phase.clone(),
                    filled: filled
                        .iter()
                        .filter(|(h, _)| *h == house)
                        .map(|(_, i)| i.clone())
                        .collect(),
                    excused,
                    count,
                },
            };
            let key = format!("missed:{}:{}:{}", row.id, house.key(), row.log_len);
            self.enqueue(c, &r, row, &note, key, at)?;
        }
        Ok(())
    }

    /// Writes the reminders that are due. Returns how many mails it wrote.
    ///
    /// The games come from `reminder_due` (one row per game with a reminder still to send,
    /// kept by [`plan_reminder`]), through its index: a tick with no reminder due reads no
    /// game.
    pub fn send_reminders(&self) -> Result<usize> {
        let now = self.now();
        let mut c = self.db.conn()?;
        let due: Vec<i32> = clock_q::games_with_reminder_due(&mut c, now, BATCH)?;
        drop(c);
        let mut written = 0;
        for id in due {
            match self.remind(id) {
                Ok(n) => written += n,
                Err(ServiceError::Db(DbError::Conflict(_))) => {}
                Err(e) => tracing::error!(game = id, "reminders failed: {e}"),
            }
        }
        Ok(written)
    }

    /// One game's due reminders, in one transaction.
    fn remind(&self, id: i32) -> Result<usize> {
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let Some(row) = queries::lock_game(c, id, now)? else {
                return Ok(0);
            };
            let offsets = due_offsets(&row, now);
            if offsets.is_empty() {
                // Nothing due after all (a stale row): write its true time.
                let next = next_reminder_at(&row.deadlines, row.deadline_at, &row.reminders_sent)
                    .filter(|_| row.status == "active" && row.paused_at.is_none());
                plan_reminder(c, id, next)?;
                return Ok(0);
            }
            let current = self.cache.replayed(c, &row)?;
            let mut awaiting = current.game.awaiting();
            // With a time bank (issue 25) the deadline is the first bank to run out: the
            // reminder goes to the houses whose bank runs out then, not to every awaited one.
            let deadlines: Deadlines = serde_json::from_str(&row.deadlines).unwrap_or_default();
            if deadlines.has_bank() {
                let banks = super::time_bank::banks(c, id)?;
                awaiting.retain(|a| {
                    banks
                        .iter()
                        .any(|b| b.house == a.house && b.runs_out_at() <= row.deadline_at)
                });
            }
            let readers = readers(c, id)?;
            let mut written = 0;
            for &minutes in &offsets {
                let hours = minutes / 60;
                for r in &readers {
                    let Some(house) = r.house() else { continue };
                    let requests: Vec<Request> = awaiting
                        .iter()
                        .filter(|a| a.house == house)
                        .map(|a| a.request.clone())
                        .collect();
                    if requests.is_empty() {
                        continue;
                    }
                    let note = Note {
                        user: r.user.id,
                        game: Some(row.id),
                        house: Some(house),
                        log_len: row.log_len,
                        what: What::Reminder {
                            round: row.round,
                            phase: row.phase.clone(),
                            hours,
                            requests,
                            deadline: row.deadline_at,
                        },
                    };
                    let key = format!(
                        "reminder:{}:{}:{}:{}",
                        row.id,
                        row.deadline_seq,
                        hours,
                        house.key()
                    );
                    if self.enqueue(c, r, &row, &note, key, now)? {
                        written += 1;
                    }
                }
            }
            let mut sent = sent_offsets(&row.reminders_sent);
            sent.extend(offsets);
            let column = sent
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(",");
            clock_q::set_reminders_sent(c, id, &column)?;
            plan_reminder(
                c,
                id,
                next_reminder_at(&row.deadlines, row.deadline_at, &column),
            )?;
            Ok(written)
        })
    }

    /// Writes the digests that are due. Returns how many it wrote.
    pub fn send_digests(&self) -> Result<usize> {
        let mut c = self.db.conn()?;
        // A held mail's `due_at` is its digest moment (`next_digest_moment`): through the
        // `outbox_due` index, a tick with no digest due reads nothing.
        let mut users: Vec<Option<i32>> = digest_q::users_with_held_due(&mut c, self.now(), BATCH)?;
        drop(c);
        users.sort();
        let mut written = 0;
        for user in users.into_iter().flatten() {
            match self.digest_for(user) {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(ServiceError::Db(DbError::Conflict(_))) => {}
                Err(e) => tracing::error!(user, "the digest failed: {e}"),
            }
        }
        Ok(written)
    }

    /// One user's digest, if due, in one transaction.
    fn digest_for(&self, user_id: i32) -> Result<bool> {
        let mut c = self.db.conn()?;
        crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            // The user's lock: a write first (SQLite's write lock, PostgreSQL's row lock), so
            // two workers cannot both bundle the same mails.
            if !digest_q::lock_user(c, user_id)? {
                return Ok(false);
            }
            let user: User = digest_q::locked_user(c, user_id)?;
            let moment = last_digest_moment(&user, now);
            let recent: i64 =
                digest_q::digests_since(c, user_id, now - TimeDelta::hours(DIGEST_GAP_HOURS))?;
            if recent > 0 {
                retime_held(c, &user, now)?;
                return Ok(false);
            }
            let held: Vec<OutboxRow> = digest_q::held_mails_of(c, user_id, now)?;
            // Due once the digest hour has come since the oldest held mail was written.
            if !held.iter().any(|m| m.created_at <= moment) {
                retime_held(c, &user, now)?;
                return Ok(false);
            }
            let Some(address) = user.verified_email() else {
                return Ok(false);
            };
            let key = format!("digest:{user_id}:{}", moment.and_utc().timestamp());
            let ids: Vec<i32> = held.iter().map(|m| m.id).collect();
            // The digest is a note naming the rows it bundles: the sender words it (issue 26).
            if !self.enqueue_digest(c, &user, address, ids.clone(), key, now)? {
                return Ok(false);
            }
            digest_q::mark_digested(c, &ids)?;
            Ok(true)
        })
    }
}

/// The reminder offsets (minutes) of a game whose time has come and that were not sent.
fn due_offsets(row: &GameRow, now: NaiveDateTime) -> Vec<u32> {
    let Some(deadline) = row.deadline_at else {
        return vec![];
    };
    if row.status != "active" || row.paused_at.is_some() || deadline <= now {
        return vec![];
    }
    unsent_offsets(&row.deadlines, &row.reminders_sent)
        .into_iter()
        .filter(|m| deadline - TimeDelta::minutes(i64::from(*m)) <= now)
        .collect()
}

/// The reminder offsets (minutes before the deadline) of a game's `deadlines` settings that
/// its `reminders_sent` column does not list yet. An offset of 0 never reminds.
fn unsent_offsets(deadlines_json: &str, reminders_sent: &str) -> Vec<u32> {
    let deadlines: Deadlines = serde_json::from_str(deadlines_json).unwrap_or_default();
    let sent = sent_offsets(reminders_sent);
    deadlines
        .reminder_hours
        .iter()
        .map(|h| h * 60)
        .filter(|m| *m > 0 && !sent.contains(m))
        .collect()
}

/// When the next reminder of a deadline is due (it may be past: then it is due now), or
/// `None` when there is none to send: no deadline (none set, paused, game over) or all sent.
pub(crate) fn next_reminder_at(
    deadlines_json: &str,
    deadline_at: Option<NaiveDateTime>,
    reminders_sent: &str,
) -> Option<NaiveDateTime> {
    let deadline = deadline_at?;
    unsent_offsets(deadlines_json, reminders_sent)
        .into_iter()
        .map(|m| deadline - TimeDelta::minutes(i64::from(m)))
        .min()
}

/// Writes game `id`'s row of `reminder_due`: `next_at` from [`next_reminder_at`] of the
/// deadline columns just written. Everything that sets a game's deadline, pause or reminders
/// sent calls it in the same transaction, so that the reminder job finds a game only when one
/// of its reminders is due.
pub(crate) fn plan_reminder(
    c: &mut AnyConnection,
    id: i32,
    next_at: Option<NaiveDateTime>,
) -> std::result::Result<(), DbError> {
    clock_q::plan_reminder(c, id, next_at)
}

/// A user's held mails were not due after all (their time zone or digest hour changed since,
/// or a digest went out less than [`DIGEST_GAP_HOURS`] ago): they wait for the next moment.
fn retime_held(
    c: &mut AnyConnection,
    user: &User,
    now: NaiveDateTime,
) -> std::result::Result<(), DbError> {
    let next = next_digest_moment(user, now + TimeDelta::minutes(1));
    digest_q::set_held_due(c, user.id, next)
}

/// The first instant at or after `after` when the user's local clock shows `digest_hour`:00:
/// when a mail held for their digest falls due (its `due_at`, which the digest job reads).
pub fn next_digest_moment(user: &User, after: NaiveDateTime) -> NaiveDateTime {
    let tz: chrono_tz::Tz = user.time_zone.parse().unwrap_or(chrono_tz::UTC);
    let hour = u32::try_from(user.digest_hour.clamp(0, 23)).unwrap_or(8);
    let local_day = tz.from_utc_datetime(&after).date_naive();
    for ahead in 0..3 {
        let day = local_day + TimeDelta::days(ahead);
        let Some(naive) = day.and_hms_opt(hour, 0, 0) else {
            continue;
        };
        if let Some(at) = local_instant(tz, naive).filter(|t| *t >= after) {
            return at;
        }
    }
    after + TimeDelta::days(1)
}

/// The UTC instant of a local wall-clock time; a DST gap skips the hour, so the instant one
/// hour later is taken.
fn local_instant(tz: chrono_tz::Tz, naive: chrono::NaiveDateTime) -> Option<NaiveDateTime> {
    tz.from_local_datetime(&naive)
        .earliest()
        .or_else(|| {
            tz.from_local_datetime(&(naive + TimeDelta::hours(1)))
                .earliest()
        })
        .map(|t| t.naive_utc())
}

/// The latest instant at or before `now` when the user's local clock showed `digest_hour`:00.
pub fn last_digest_moment(user: &User, now: NaiveDateTime) -> NaiveDateTime {
    let tz: chrono_tz::Tz = user.time_zone.parse().unwrap_or(chrono_tz::UTC);
    let hour = u32::try_from(user.digest_hour.clamp(0, 23)).unwrap_or(8);
    let local_today = tz.from_utc_datetime(&now).date_naive();
    for back in 0..3 {
        let day = local_today - TimeDelta::days(back);
        let Some(naive) = day.and_hms_opt(hour, 0, 0) else {
            continue;
        };
        if let Some(at) = local_instant(tz, naive).filter(|t| *t <= now) {
            return at;
        }
    }
    now - TimeDelta::days(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(day: u32, h: u32, m: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 3, day)
            .unwrap()
            .and_hms_opt(h, m, 0)
            .unwrap()
    }

    const TWELVE_AND_ONE: &str = r#"{"reminder_hours":[12,1]}"#;

    #[test]
    fn the_next_reminder_is_the_earliest_offset_not_yet_sent() {
        let deadline = Some(at(10, 20, 0));
        assert_eq!(
            next_reminder_at(TWELVE_AND_ONE, deadline, ""),
            Some(at(10, 8, 0))
        );
        assert_eq!(
            next_reminder_at(TWELVE_AND_ONE, deadline, "720"),
            Some(at(10, 19, 0))
        );
        assert_eq!(next_reminder_at(TWELVE_AND_ONE, deadline, "720,60"), None);
        // No deadline (none set, paused or over): nothing to plan.
        assert_eq!(next_reminder_at(TWELVE_AND_ONE, None, ""), None);
        // An offset skipped when the deadline was set is never planned.
        let sent = super::super::changes::initial_reminders(TWELVE_AND_ONE, deadline, at(10, 9, 0));
        assert_eq!(sent, "720");
        assert_eq!(
            next_reminder_at(TWELVE_AND_ONE, deadline, &sent),
            Some(at(10, 19, 0))
        );
    }

    fn user(time_zone: &str, digest_hour: i32) -> User {
        User {
            id: 1,
            name: "a".into(),
            name_key: "a".into(),
            password_hash: String::new(),
            time_zone: time_zone.into(),
            created_at: at(1, 0, 0),
            email: None,
            email_key: None,
            email_verified_at: None,
            notify_moves: "digest".into(),
            notify_summaries: false,
            notify_reminders: true,
            digest_hour,
            unsubscribe_token: String::new(),
            name_skeleton: None,
            language: "en".into(),
        }
    }

    #[test]
    fn a_held_mail_falls_due_at_the_next_digest_hour_in_the_users_zone() {
        let berlin = user("Europe/Berlin", 8);
        // 06:30 UTC on 10 March is 07:30 in Berlin: today at 08:00 local, 07:00 UTC.
        assert_eq!(next_digest_moment(&berlin, at(10, 6, 30)), at(10, 7, 0));
        // Just after it: tomorrow.
        assert_eq!(next_digest_moment(&berlin, at(10, 7, 1)), at(11, 7, 0));
        // The moment itself is due at once.
        assert_eq!(next_digest_moment(&berlin, at(10, 7, 0)), at(10, 7, 0));
        // Across the spring DST change (29 March 2026 in Berlin): 08:00 is then 06:00 UTC.
        assert_eq!(next_digest_moment(&berlin, at(28, 8, 0)), at(29, 6, 0));
        // The last digest moment before a due moment is that moment: the digest job agrees.
        let due = next_digest_moment(&berlin, at(10, 6, 30));
        assert_eq!(last_digest_moment(&berlin, due), due);
    }
}
