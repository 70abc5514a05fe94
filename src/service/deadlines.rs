//! The game creator's hold on the clock: extend the current deadline, pause the clock, resume
//! it. Pausing keeps the time that was left (`paused_remaining_secs`) and clears `deadline_at`;
//! resuming sets the deadline that much after now. While paused the game itself goes on:
//! players may still submit, and a new step simply starts with its whole time kept for later.
//! Every player gets a mail with the new deadline in their own time zone.

use super::changes::initial_reminders;
use super::lobby::MAX_DEADLINE_HOURS;
use super::notify::{deadline_words, readers, Kind};
use super::{Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::schema::{games, users};
use crate::db::{queries, AnyConnection};
use crate::mail::compose::{Action, Notice};
use crate::words;
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;

/// What the creator did to the clock (for the mails).
enum ClockChange {
    Extended { hours: u32 },
    Paused { remaining: Option<i64> },
    Resumed,
}

/// "2 days 3 hours", "45 minutes".
pub fn duration_words(secs: i64) -> String {
    let secs = secs.max(0);
    let (d, h, m) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    let unit = |n: i64, one: &str| -> Option<String> {
        (n > 0).then(|| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {one}s")
            }
        })
    };
    let parts: Vec<String> = [unit(d, "day"), unit(h, "hour"), unit(m, "minute")]
        .into_iter()
        .flatten()
        .collect();
    if parts.is_empty() {
        "less than a minute".into()
    } else {
        parts.join(" ")
    }
}

impl Service {
    /// Moves the current deadline `hours` later (from now, if it has already passed).
    /// Only the game's creator may; not while paused.
    pub fn extend_deadline(&self, game: i32, user: i32, hours: u32) -> Result<NaiveDateTime> {
        if hours == 0 || hours > MAX_DEADLINE_HOURS {
            return Err(ServiceError::Invalid(format!(
                "A deadline is extended by 1 to {MAX_DEADLINE_HOURS} hours."
            )));
        }
        self.clock_change(game, user, |c, row, now| {
            if row.paused_at.is_some() {
                return Err(ServiceError::Conflict(
                    "The clock is paused: resume it first.".into(),
                ));
            }
            let Some(deadline) = row.deadline_at else {
                return Err(ServiceError::Conflict(
                    "There is no deadline to extend now.".into(),
                ));
            };
            let new = deadline.max(now) + TimeDelta::hours(i64::from(hours));
            diesel::update(games::table.find(row.id))
                .set((
                    games::deadline_at.eq(Some(new)),
                    games::reminders_sent.eq(initial_reminders(&row.deadlines, Some(new), now)),
                ))
                .execute(c)?;
            Ok((ClockChange::Extended { hours }, Some(new)))
        })?
        .ok_or_else(|| ServiceError::Conflict("There is no deadline to extend now.".into()))
    }

    /// Stops the clock, keeping the time left. Only the game's creator may.
    pub fn pause(&self, game: i32, user: i32) -> Result<()> {
        self.clock_change(game, user, |c, row, now| {
            if row.paused_at.is_some() {
                return Err(ServiceError::Conflict(
                    "The clock is already paused.".into(),
                ));
            }
            let remaining = row.deadline_at.map(|d| (d - now).num_seconds().max(0));
            diesel::update(games::table.find(row.id))
                .set((
                    games::paused_at.eq(Some(now)),
                    games::paused_remaining_secs.eq(remaining),
                    games::deadline_at.eq(None::<NaiveDateTime>),
                ))
                .execute(c)?;
            Ok((ClockChange::Paused { remaining }, None))
        })
        .map(|_| ())
    }

    /// Starts the clock again: the deadline is the time that was left, from now.
    /// Only the game's creator may.
    pub fn resume(&self, game: i32, user: i32) -> Result<Option<NaiveDateTime>> {
        self.clock_change(game, user, |c, row, now| {
            if row.paused_at.is_none() {
                return Err(ServiceError::Conflict("The clock is not paused.".into()));
            }
            let deadline = row
                .paused_remaining_secs
                .map(|s| now + TimeDelta::seconds(s.max(0)));
            diesel::update(games::table.find(row.id))
                .set((
                    games::paused_at.eq(None::<NaiveDateTime>),
                    games::paused_remaining_secs.eq(None::<i64>),
                    games::deadline_at.eq(deadline),
                    games::reminders_sent.eq(initial_reminders(&row.deadlines, deadline, now)),
                ))
                .execute(c)?;
            Ok((ClockChange::Resumed, deadline))
        })
    }

    /// The shared frame: one transaction under the game's lock, the creator check, the change,
    /// then a mail to every player.
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
            if !queries::lock_game(c, game, now)? {
                return Err(ServiceError::NotFound);
            }
            let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
            if row.creator_id != user {
                return Err(ServiceError::Forbidden(
                    "Only the game's creator may extend, pause or resume its deadlines.".into(),
                ));
            }
            if row.status != "active" {
                return Err(ServiceError::Conflict(match row.status.as_str() {
                    "over" => "The game is over.".into(),
                    _ => "The game has not started yet.".into(),
                }));
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
        let creator: String = users::table.find(by).select(users::name).first(c)?;
        let phase = words::phase(&row.phase);
        let link = self.site.link(&format!("/games/{}", row.id));
        let stamp = now.and_utc().timestamp_micros();
        for r in readers(c, row.id)? {
            let tz = r.user.time_zone.as_str();
            let due = deadline_words(deadline, tz);
            let (kind, subject, paragraphs) = match change {
                ClockChange::Extended { hours } => (
                    Kind::DeadlineExtended,
                    format!("{}: the deadline is extended to {due}", row.name),
                    vec![
                        format!(
                            "{creator} extended the deadline of round {}, {phase} in “{}” by {hours} hours.",
                            row.round, row.name
                        ),
                        format!("New deadline: {due}."),
                    ],
                ),
                ClockChange::Paused { remaining } => (
                    Kind::Paused,
                    format!("{}: the clock is paused", row.name),
                    vec![
                        format!(
                            "{creator} paused the clock of “{}” (round {}, {phase}).",
                            row.name, row.round
                        ),
                        match remaining {
                            Some(s) => format!(
                                "The time left, {}, is kept for when the clock is resumed.",
                                duration_words(*s)
                            ),
                            None => "The current step has no deadline.".into(),
                        },
                        "The game goes on: you may still make your moves while the clock stands still."
                            .into(),
                    ],
                ),
                ClockChange::Resumed => (
                    Kind::Resumed,
                    format!("{}: the clock runs again, deadline {due}", row.name),
                    vec![
                        format!(
                            "{creator} resumed the clock of “{}” (round {}, {phase}).",
                            row.name, row.round
                        ),
                        format!("Deadline: {due}."),
                    ],
                ),
            };
            let notice = Notice {
                subject,
                greeting: format!("Hello {},", r.user.name),
                paragraphs,
                action: Some(Action {
                    label: "Open the game".into(),
                    url: link.clone(),
                }),
                ..Notice::default()
            };
            let key = format!("{}:{}:{stamp}:{}", kind.key(), row.id, r.user.id);
            self.deliver(c, &r, row, kind, notice, key, now)?;
        }
        Ok(())
    }
}

impl Service {
    /// How many deadlines each house of a game has missed (houses that missed none are left out).
    pub fn missed_deadlines(&self, game: i32) -> Result<Vec<(crate::engine::House, i64)>> {
        use crate::db::schema::missed_deadlines;
        let mut c = self.db.conn()?;
        let rows: Vec<(String, i64)> = missed_deadlines::table
            .filter(missed_deadlines::game_id.eq(game))
            .group_by(missed_deadlines::house)
            .select((missed_deadlines::house, diesel::dsl::count_star()))
            .load(&mut c)?;
        Ok(rows
            .into_iter()
            .filter_map(|(h, n)| crate::engine::House::from_key(&h).map(|h| (h, n)))
            .collect())
    }
}
