//! Queries of a game's clock (`service::deadlines`, `service::schedule`, `service::seats`): the
//! deadline and its extensions, the pause, the reminders (`reminders_sent`, `reminder_due`),
//! the deadlines missed, and the clock mails waiting in the outbox. Written once for both
//! databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::NewMissedDeadline;
use crate::db::schema::{games, missed_deadlines, outbox, reminder_due, submission_faults, votes};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// --------------------------------------------------------------------------------- deadline

/// Active, unpaused games whose deadline passed by `now`, the oldest deadline first, at most
/// `limit`.
pub fn games_past_deadline(c: &mut AnyConnection, now: NaiveDateTime, limit: i64) -> R<Vec<i32>> {
    Ok(games::table
        .filter(games::status.eq("active"))
        .filter(games::paused_at.is_null())
        .filter(games::deadline_at.le(now))
        .order(games::deadline_at.asc())
        .select(games::id)
        .limit_written(limit)
        .load(c)?)
}

/// A new deadline, with the reminders already sent for it.
pub fn set_deadline(
    c: &mut AnyConnection,
    game: i32,
    deadline: Option<NaiveDateTime>,
    reminders_sent: &str,
) -> R<()> {
    diesel::update(games::table.find(game))
        .set((
            games::deadline_at.eq(deadline),
            games::reminders_sent.eq(reminders_sent),
        ))
        .execute(c)?;
    Ok(())
}

/// A deadline moved later by the creator or the table, with the hours counted against the
/// caps: in all, and in the step whose deadline was set at log length `step_seq`.
pub fn set_extended_deadline(
    c: &mut AnyConnection,
    game: i32,
    deadline: NaiveDateTime,
    reminders_sent: &str,
    hours_total: i32,
    hours_step: i32,
    step_seq: i32,
) -> R<()> {
    diesel::update(games::table.find(game))
        .set((
            games::deadline_at.eq(Some(deadline)),
            games::reminders_sent.eq(reminders_sent),
            games::extended_hours_total.eq(hours_total),
            games::extended_hours_step.eq(hours_step),
            games::extended_step_seq.eq(step_seq),
        ))
        .execute(c)?;
    Ok(())
}

/// Stops the clock at `at`, keeping `remaining` seconds.
pub fn set_paused(
    c: &mut AnyConnection,
    game: i32,
    at: NaiveDateTime,
    remaining: Option<i64>,
) -> R<()> {
    diesel::update(games::table.find(game))
        .set((
            games::paused_at.eq(Some(at)),
            games::paused_remaining_secs.eq(remaining),
            games::deadline_at.eq(None::<NaiveDateTime>),
        ))
        .execute(c)?;
    Ok(())
}

/// Starts the clock again with `deadline`.
pub fn set_resumed(
    c: &mut AnyConnection,
    game: i32,
    deadline: Option<NaiveDateTime>,
    reminders_sent: &str,
) -> R<()> {
    diesel::update(games::table.find(game))
        .set((
            games::paused_at.eq(None::<NaiveDateTime>),
            games::paused_remaining_secs.eq(None::<i64>),
            games::deadline_at.eq(deadline),
            games::reminders_sent.eq(reminders_sent),
        ))
        .execute(c)?;
    Ok(())
}

/// The time a paused clock keeps for the step.
pub fn set_paused_remaining(c: &mut AnyConnection, game: i32, secs: i64) -> R<()> {
    diesel::update(games::table.find(game))
        .set(games::paused_remaining_secs.eq(Some(secs)))
        .execute(c)?;
    Ok(())
}

/// The end of the latest pause the table voted that is still to come after `now`.
pub fn voted_pause_until(
    c: &mut AnyConnection,
    game: i32,
    now: NaiveDateTime,
) -> R<Option<NaiveDateTime>> {
    Ok(votes::table
        .filter(votes::game_id.eq(game))
        .filter(votes::kind.eq("pause"))
        .filter(votes::status.eq("passed"))
        .filter(votes::until_at.gt(now))
        .select(diesel::dsl::max(votes::until_at))
        .limit_written(1)
        .get_result(c)?)
}

// -------------------------------------------------------------------------------- reminders

/// The reminder offsets sent for the current deadline (a `reminders_sent` column).
pub fn set_reminders_sent(c: &mut AnyConnection, game: i32, column: &str) -> R<()> {
    diesel::update(games::table.find(game))
        .set(games::reminders_sent.eq(column))
        .execute(c)?;
    Ok(())
}

/// Games with a reminder due by `now`, the earliest first, at most `limit`.
pub fn games_with_reminder_due(
    c: &mut AnyConnection,
    now: NaiveDateTime,
    limit: i64,
) -> R<Vec<i32>> {
    Ok(reminder_due::table
        .filter(reminder_due::next_at.le(now))
        .order(reminder_due::next_at.asc())
        .select(reminder_due::game_id)
        .limit_written(limit)
        .load(c)?)
}

/// Writes game `game`'s row of `reminder_due` (none when `next_at` is `None`): one statement
/// either way, an upsert or a delete.
pub fn plan_reminder(c: &mut AnyConnection, game: i32, next_at: Option<NaiveDateTime>) -> R<()> {
    reminder_statement(game, next_at).execute(c)?;
    Ok(())
}

/// The statement of [`plan_reminder`].
pub fn reminder_statement(
    game: i32,
    next_at: Option<NaiveDateTime>,
) -> crate::db::cached::Sql<'static> {
    match next_at {
        Some(next_at) => crate::db::cached::sql(
            "INSERT INTO reminder_due (game_id, next_at) VALUES (?, ?) \
             ON CONFLICT (game_id) DO UPDATE SET next_at = excluded.next_at",
        )
        .bind(game)
        .bind(next_at),
        None => crate::db::cached::sql("DELETE FROM reminder_due WHERE game_id = ?").bind(game),
    }
}

// ------------------------------------------------------------------------- missed deadlines

/// The houses the site failed (a submission fault) at log length `seq`.
pub fn faulted_houses(c: &mut AnyConnection, game: i32, seq: i32) -> R<Vec<String>> {
    Ok(submission_faults::table
        .filter(submission_faults::game_id.eq(game))
        .filter(submission_faults::seq.eq(seq))
        .select(submission_faults::house)
        .load(c)?)
}

pub fn insert_missed_deadline(c: &mut AnyConnection, m: &NewMissedDeadline) -> R<()> {
    diesel::insert_into(missed_deadlines::table)
        .values(m)
        .execute(c)?;
    Ok(())
}

/// How many deadlines `house` missed in a game.
pub fn missed_by_house(c: &mut AnyConnection, game: i32, house: &str) -> R<i64> {
    Ok(missed_deadlines::table
        .filter(missed_deadlines::game_id.eq(game))
        .filter(missed_deadlines::house.eq(house))
        .count()
        .get_result(c)?)
}

/// How many deadlines each house of a game missed (houses that missed none are left out).
pub fn missed_per_house(c: &mut AnyConnection, game: i32) -> R<Vec<(String, i64)>> {
    Ok(missed_deadlines::table
        .filter(missed_deadlines::game_id.eq(game))
        .group_by(missed_deadlines::house)
        .select((missed_deadlines::house, diesel::dsl::count_star()))
        .load(c)?)
}

// ------------------------------------------------------------------------------ clock mails

/// The mails of `kinds` about a game to a user.
macro_rules! clock_mails {
    ($game:expr, $user:expr, $kinds:expr) => {
        outbox::table
            .filter(outbox::game_id.eq($game))
            .filter(outbox::user_id.eq($user))
            .filter(outbox::kind.eq_any($kinds))
    };
}

/// Drops the mails of `kinds` about a game to a user that still wait (pending or held, not
/// claimed by a sender) and says when the earliest of them was due; `None` if none was dropped.
/// One statement, so that on PostgreSQL a mail a sender claims meanwhile is either dropped here
/// or sent there, never counted as waiting and sent too (a read, then a delete, let both happen).
pub fn take_waiting_mails(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    kinds: &[&str],
) -> R<Option<NaiveDateTime>> {
    let dues: Vec<NaiveDateTime> = diesel::delete(
        clock_mails!(game, user, kinds)
            .filter(outbox::status.eq_any(["pending", "held"]))
            .filter(outbox::claimed_by.is_null()),
    )
    .returning(outbox::due_at)
    .get_results(c)?;
    Ok(dues.into_iter().min())
}

/// When the last mail of `kinds` about a game to a user was written.
pub fn last_mail_written(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    kinds: &[&str],
) -> R<Option<NaiveDateTime>> {
    Ok(clock_mails!(game, user, kinds)
        .select(diesel::dsl::max(outbox::created_at))
        .limit_written(1)
        .get_result(c)?)
}

/// The mail with this dedupe key goes out at `due` rather than now.
pub fn set_mail_due(c: &mut AnyConnection, dedupe_key: &str, due: NaiveDateTime) -> R<()> {
    diesel::update(outbox::table.filter(outbox::dedupe_key.eq(dedupe_key)))
        .set(outbox::due_at.eq(due))
        .execute(c)?;
    Ok(())
}
