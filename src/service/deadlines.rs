//! The game creator's hold on the clock: extend the current deadline, pause the clock, resume
//! it. Pausing keeps the time that was left (`paused_remaining_secs`) and clears `deadline_at`;
//! resuming sets the deadline that much after now. While paused the game itself goes on:
//! players may still submit, and a new step simply starts with its whole time kept for later.
//! Every player gets a mail with the new deadline in their own time zone.
//!
//! Issue 18: the clock powers belong to the creator only while seated ([`has_clock_powers`],
//! the one place that decides); extensions are capped per step and per game
//! ([`Limits::extend_hours_per_step`](super::limits::Limits), `…_per_game`); and each player
//! gets at most one clock mail per game per [`Limits::clock_mail_minutes`](super::limits::Limits):
//! a change within that time replaces the player's clock mail still waiting to go out, which
//! goes out when the time is up and tells the clock as it is then.

use super::changes::initial_reminders;
use super::lobby::MAX_DEADLINE_HOURS;
use super::notes::{Note, What};
use super::notify::readers;
use super::{GameId, UserId};
use super::{Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::queries::clock as clock_q;
use crate::db::{queries, AnyConnection};
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};

pub use super::notes::ClockChange;

/// Whether `user` may extend, pause and resume the clock of the game `row`, whose seated users
/// are `seated`: its creator, while seated at it (a creator who left before the start has no
/// say in a game they do not play).
pub fn has_clock_powers(row: &GameRow, seated: impl IntoIterator<Item = i32>, user: i32) -> bool {
    row.creator_id == user && seated.into_iter().any(|u| u == user)
}

/// The outbox kinds of clock mails.
const CLOCK_KINDS: [&str; 3] = ["deadline", "paused", "resumed"];

impl Service {
    /// When a paused clock runs again by itself: the end of the pause the table voted
    /// (issue 27: the banner says it); `None` when it waits for someone to resume it.
    pub fn pause_ends_at(&self, game: GameId) -> Result<Option<chrono::NaiveDateTime>> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let until: Option<chrono::NaiveDateTime> =
            clock_q::voted_pause_until(&mut c, game, self.now())?;
        Ok(until)
    }

    /// Moves the current deadline `hours` later (from now, if it has already passed).
    /// Only a seated creator may; not while paused; within the caps per step and per game.
    pub fn extend_deadline(&self, game: GameId, user: UserId, hours: u32) -> Result<NaiveDateTime> {
        let user = i32::from(user);
        let game = i32::from(game);
        if hours == 0 || hours > MAX_DEADLINE_HOURS {
            return Err(ServiceError::Invalid(
                Reason::new("svc-extend-hours").num("max", MAX_DEADLINE_HOURS as f64),
            ));
        }
        let (per_step, per_game) = (
            self.limits.extend_hours_per_step,
            self.limits.extend_hours_per_game,
        );
        self.clock_change(game, user, |c, row, now| {
            let new = extend_in(c, row, now, hours, per_step, per_game)?;
            Ok((ClockChange::Extended { hours }, Some(new)))
        })?
        .ok_or_else(|| ServiceError::Conflict(Reason::new("svc-no-deadline")))
    }

    /// Stops the clock, keeping the time left. Only a seated creator may.
    pub fn pause(&self, game: GameId, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        self.clock_change(game, user, |c, row, now| {
            let remaining = pause_in(c, row, now)?;
            Ok((ClockChange::Paused { remaining }, None))
        })
        .map(|_| ())
    }

    /// Starts the clock again: the deadline is the time that was left, from now.
    /// Only a seated creator may.
    pub fn resume(&self, game: GameId, user: UserId) -> Result<Option<NaiveDateTime>> {
        let user = i32::from(user);
        let game = i32::from(game);
        self.clock_change(game, user, |c, row, now| {
            let deadline = resume_in(c, row, now)?;
            Ok((ClockChange::Resumed, deadline))
        })
    }

    /// The shared frame: one transaction under the game's lock, the clock powers, the change,
    /// then a mail to every player (bundled, see the module documentation).
    fn clock_change<F>(&self, game: i32, user: i32, f: F) -> Result<Option<NaiveDateTime>>
    where
        F: FnOnce(
            &mut AnyConnection,
            &GameRow,
            NaiveDateTime,
        ) -> Result<(ClockChange, Option<NaiveDateTime>)>,
    {
        let mut c = self.db.conn()?;
        let out = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let now = self.now();
            let row = queries::lock_game(c, game, now)?.ok_or(ServiceError::NotFound)?;
            let seated = queries::seats_of(c, game)?;
            if !has_clock_powers(&row, seated.iter().map(|(s, _)| s.user_id), user) {
                return Err(ServiceError::Forbidden(Reason::new(
                    "svc-clock-creator-only",
                )));
            }
            // Issue 13: unless chosen at creation, the table runs the clock by votes.
            if !super::seats::rules(c, game)?.creator_runs_clock {
                return Err(ServiceError::Forbidden(Reason::new("svc-clock-by-votes")));
            }
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new(
                    match row.status.as_str() {
                        "over" => "svc-game-over",
                        _ => "svc-not-started",
                    },
                )));
            }
            let (change, deadline) = f(c, &row, now)?;
            self.notify_clock(c, &row, user, &change, deadline, now)?;
            Ok(deadline)
        })?;
        Ok(out)
    }

    fn notify_clock(
        &self,
        c: &mut AnyConnection,
        row: &GameRow,
        by: i32,
        change: &ClockChange,
        deadline: Option<NaiveDateTime>,
        now: NaiveDateTime,
    ) -> Result<()> {
        let stamp = now.and_utc().timestamp_micros();
        for r in readers(c, row.id)? {
            // The words (the creator's name, the phase, the deadline in the reader's time
            // zone) are made by the sender (issue 26).
            let note = Note::to_reader(
                &r,
                row,
                What::Clock {
                    change: change.clone(),
                    by,
                    round: row.round,
                    phase: row.phase.clone(),
                    deadline,
                },
            );
            let kind = note.what.kind();
            // Each change is its own (two may share a microsecond on a coarse clock).
            let key = format!(
                "{}:{}:{stamp}:{}:{}",
                kind.key(),
                row.id,
                r.user.id,
                &super::random_token()[..12]
            );
            let due = self.clock_mail_due(c, row.id, r.user.id, now)?;
            if self.enqueue(c, &r, row, &note, key.clone(), now)? && due > now {
                clock_q::set_mail_due(c, &key, due)?;
            }
        }
        Ok(())
    }

    /// When the next clock mail of a game to a player may go out, making room for it: a clock
    /// mail still waiting (not yet claimed by a worker) is dropped, since the new one says the
    /// clock as it is now, and the new one goes out when the dropped one would have; otherwise
    /// [`Limits::clock_mail_minutes`](super::limits::Limits) after the last one, or now.
    fn clock_mail_due(
        &self,
        c: &mut AnyConnection,
        game: i32,
        user: i32,
        now: NaiveDateTime,
    ) -> Result<NaiveDateTime> {
        if let Some(due) = clock_q::take_waiting_mails(c, game, user, &CLOCK_KINDS)? {
            return Ok(due.max(now));
        }
        let last: Option<NaiveDateTime> = clock_q::last_mail_written(c, game, user, &CLOCK_KINDS)?;
        Ok(match last {
            Some(t) => (t + TimeDelta::minutes(self.limits.clock_mail_minutes)).max(now),
            None => now,
        })
    }
}

/// Moves `row`'s running deadline `hours` later (from now if it passed), within the caps per
/// step and per game; inside the caller's transaction, the game locked. Shared by the creator's
/// clock and the table's votes (issue 13).
pub(crate) fn extend_in(
    c: &mut AnyConnection,
    row: &GameRow,
    now: NaiveDateTime,
    hours: u32,
    per_step: i64,
    per_game: i64,
) -> Result<NaiveDateTime> {
    if row.paused_at.is_some() {
        return Err(ServiceError::Conflict(Reason::new(
            "svc-clock-paused-resume",
        )));
    }
    let Some(deadline) = row.deadline_at else {
        return Err(ServiceError::Conflict(Reason::new("svc-no-deadline")));
    };
    // The step is the one whose deadline was set at log length `deadline_seq`.
    let step_so_far = if row.extended_step_seq == row.deadline_seq {
        i64::from(row.extended_hours_step)
    } else {
        0
    };
    let asked = i64::from(hours);
    if step_so_far + asked > per_step {
        return Err(ServiceError::Limit(
            Reason::new("svc-extend-step-cap")
                .num("max", per_step as f64)
                .num("done", step_so_far as f64),
        ));
    }
    if i64::from(row.extended_hours_total) + asked > per_game {
        return Err(ServiceError::Limit(
            Reason::new("svc-extend-game-cap")
                .num("max", per_game as f64)
                .num("done", row.extended_hours_total),
        ));
    }
    let new = deadline.max(now) + TimeDelta::hours(asked);
    // With a time bank (issue 25): no bank of an awaited house runs out before the new time.
    super::time_bank::extend_to(c, row.id, new)?;
    let sent = initial_reminders(&row.deadlines, Some(new), now);
    let next = super::schedule::next_reminder_at(&row.deadlines, Some(new), &sent);
    super::schedule::plan_reminder(c, row.id, next)?;
    clock_q::set_extended_deadline(
        c,
        row.id,
        new,
        &sent,
        row.extended_hours_total + hours as i32,
        (step_so_far + asked) as i32,
        row.deadline_seq,
    )?;
    Ok(new)
}

/// Stops `row`'s clock, keeping the time left (returned); inside the caller's transaction.
pub(crate) fn pause_in(
    c: &mut AnyConnection,
    row: &GameRow,
    now: NaiveDateTime,
) -> Result<Option<i64>> {
    if row.paused_at.is_some() {
        return Err(ServiceError::Conflict(Reason::new(
            "svc-clock-already-paused",
        )));
    }
    let remaining = row.deadline_at.map(|d| (d - now).num_seconds().max(0));
    super::schedule::plan_reminder(c, row.id, None)?;
    clock_q::set_paused(c, row.id, now, remaining)?;
    Ok(remaining)
}

/// Starts `row`'s clock again: the deadline is the time that was left, from now (returned);
/// inside the caller's transaction.
pub(crate) fn resume_in(
    c: &mut AnyConnection,
    row: &GameRow,
    now: NaiveDateTime,
) -> Result<Option<NaiveDateTime>> {
    if row.paused_at.is_none() {
        return Err(ServiceError::Conflict(Reason::new("svc-clock-not-paused")));
    }
    let mut deadline = row
        .paused_remaining_secs
        .map(|s| now + TimeDelta::seconds(s.max(0)));
    // With a time bank (issue 25) the pause cost no bank anything: the first to run out now.
    if let Some(paused_at) = row.paused_at {
        if let Some(first_out) = super::time_bank::resume(c, row.id, paused_at, now)? {
            deadline = first_out;
        }
    }
    let sent = initial_reminders(&row.deadlines, deadline, now);
    let next = super::schedule::next_reminder_at(&row.deadlines, deadline, &sent);
    super::schedule::plan_reminder(c, row.id, next)?;
    clock_q::set_resumed(c, row.id, deadline, &sent)?;
    Ok(deadline)
}

impl Service {
    /// How many deadlines each house of a game has missed (houses that missed none are left out).
    pub fn missed_deadlines(&self, game: GameId) -> Result<Vec<(crate::engine::House, i64)>> {
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let rows: Vec<(String, i64)> = clock_q::missed_per_house(&mut c, game)?;
        Ok(rows
            .into_iter()
            .filter_map(|(h, n)| crate::engine::House::from_key(&h).map(|h| (h, n)))
            .collect())
    }
}
