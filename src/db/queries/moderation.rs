//! Queries of moderation (issue 32, `service::moderation`): the moderators, the players'
//! reports, the moderation log, hidden raven messages, suspended and banned accounts, muted
//! players, and where accounts were seen logging in. Written once for both databases, like
//! [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::{
    games, hidden_ravens, moderation_log, moderators, mutes, ravens, reports, sanctions, seats,
    sessions, sightings, users,
};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// -------------------------------------------------------------------------------- moderators

/// Whether `user` is a moderator.
pub fn is_moderator(c: &mut AnyConnection, user: i32) -> R<bool> {
    let n: i64 = moderators::table
        .filter(moderators::user_id.eq(user))
        .count()
        .get_result(c)?;
    Ok(n > 0)
}

/// Makes `user` a moderator (nothing when they are one already).
pub fn add_moderator(c: &mut AnyConnection, user: i32, at: NaiveDateTime) -> R<()> {
    if is_moderator(c, user)? {
        return Ok(());
    }
    diesel::insert_into(moderators::table)
        .values((moderators::user_id.eq(user), moderators::added_at.eq(at)))
        .execute(c)?;
    Ok(())
}

/// Takes the role from `user`; how many rows went (0: they were not one).
pub fn remove_moderator(c: &mut AnyConnection, user: i32) -> R<usize> {
    Ok(diesel::delete(moderators::table.filter(moderators::user_id.eq(user))).execute(c)?)
}

// ----------------------------------------------------------------------------------- reports

/// One report as stored.
#[derive(Queryable, Clone, Debug)]
pub struct ReportRow {
    pub id: i32,
    pub reporter_id: i32,
    pub subject: String,
    pub raven_id: Option<i32>,
    pub game_id: Option<i32>,
    pub user_id: Option<i32>,
    pub reason: String,
    pub created_at: NaiveDateTime,
    pub closed_at: Option<NaiveDateTime>,
    pub closed_by: Option<i32>,
}

/// A new report.
pub struct NewReport<'a> {
    pub reporter_id: i32,
    pub subject: &'a str,
    pub raven_id: Option<i32>,
    pub game_id: Option<i32>,
    pub user_id: Option<i32>,
    pub reason: &'a str,
    pub created_at: NaiveDateTime,
}

/// Stores a report; its id.
pub fn insert_report(c: &mut AnyConnection, r: &NewReport) -> R<i32> {
    Ok(diesel::insert_into(reports::table)
        .values((
            reports::reporter_id.eq(r.reporter_id),
            reports::subject.eq(r.subject),
            reports::raven_id.eq(r.raven_id),
            reports::game_id.eq(r.game_id),
            reports::user_id.eq(r.user_id),
            reports::reason.eq(r.reason),
            reports::created_at.eq(r.created_at),
        ))
        .returning(reports::id)
        .get_result(c)?)
}

/// The open reports, oldest first.
pub fn open_reports(c: &mut AnyConnection, limit: i64) -> R<Vec<ReportRow>> {
    Ok(reports::table
        .filter(reports::closed_at.is_null())
        .order(reports::id.asc())
        .limit_written(limit)
        .load(c)?)
}

/// One report.
pub fn report(c: &mut AnyConnection, id: i32) -> R<Option<ReportRow>> {
    Ok(reports::table
        .find(id)
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Closes a report (acted on or dismissed).
pub fn close_report(c: &mut AnyConnection, id: i32, by: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(reports::table.find(id).filter(reports::closed_at.is_null()))
        .set((
            reports::closed_at.eq(Some(at)),
            reports::closed_by.eq(Some(by)),
        ))
        .execute(c)?;
    Ok(())
}

/// How many reports `reporter` filed since `since` (a cap against floods).
pub fn reports_since(c: &mut AnyConnection, reporter: i32, since: NaiveDateTime) -> R<i64> {
    Ok(reports::table
        .filter(reports::reporter_id.eq(reporter))
        .filter(reports::created_at.ge(since))
        .count()
        .get_result(c)?)
}

// ------------------------------------------------------------------------------------- log

/// One line of the moderation log as stored.
#[derive(Queryable, Clone, Debug)]
pub struct LogRow {
    pub id: i32,
    pub moderator_id: Option<i32>,
    pub action: String,
    pub user_id: Option<i32>,
    pub game_id: Option<i32>,
    pub raven_id: Option<i32>,
    pub detail: String,
    pub reason: String,
    pub at: NaiveDateTime,
}

/// A new line of the log.
pub struct NewLog<'a> {
    pub moderator_id: i32,
    pub action: &'a str,
    pub user_id: Option<i32>,
    pub game_id: Option<i32>,
    pub raven_id: Option<i32>,
    pub detail: &'a str,
    pub reason: &'a str,
    pub at: NaiveDateTime,
}

pub fn insert_log(c: &mut AnyConnection, l: &NewLog) -> R<()> {
    diesel::insert_into(moderation_log::table)
        .values((
            moderation_log::moderator_id.eq(Some(l.moderator_id)),
            moderation_log::action.eq(l.action),
            moderation_log::user_id.eq(l.user_id),
            moderation_log::game_id.eq(l.game_id),
            moderation_log::raven_id.eq(l.raven_id),
            moderation_log::detail.eq(l.detail),
            moderation_log::reason.eq(l.reason),
            moderation_log::at.eq(l.at),
        ))
        .execute(c)?;
    Ok(())
}

/// The newest `limit` lines of the log, newest first.
pub fn log_lines(c: &mut AnyConnection, limit: i64) -> R<Vec<LogRow>> {
    Ok(moderation_log::table
        .order(moderation_log::id.desc())
        .limit_written(limit)
        .load(c)?)
}

// ------------------------------------------------------------------------------------ ravens

/// One message as a moderator reads it.
#[derive(Queryable, Clone, Debug)]
pub struct RavenInfo {
    pub id: i32,
    pub game_id: i32,
    pub conversation_id: i32,
    /// Its writer.
    pub user_id: i32,
    pub body: String,
}

/// Message `id`, as a moderator reads it.
pub fn raven(c: &mut AnyConnection, id: i32) -> R<Option<RavenInfo>> {
    Ok(ravens::table
        .find(id)
        .select((
            ravens::id,
            ravens::game_id,
            ravens::conversation_id,
            ravens::user_id,
            ravens::body,
        ))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Hides a message from everyone (nothing when it is hidden already).
pub fn hide_raven(c: &mut AnyConnection, raven: i32, by: i32, at: NaiveDateTime) -> R<()> {
    let n: i64 = hidden_ravens::table
        .filter(hidden_ravens::raven_id.eq(raven))
        .count()
        .get_result(c)?;
    if n == 0 {
        diesel::insert_into(hidden_ravens::table)
            .values((
                hidden_ravens::raven_id.eq(raven),
                hidden_ravens::hidden_by.eq(Some(by)),
                hidden_ravens::hidden_at.eq(at),
            ))
            .execute(c)?;
    }
    Ok(())
}

/// The messages of `conversation` that `reader` is not shown: those a moderator hid, and those
/// of the players the reader muted.
pub fn unshown_in(c: &mut AnyConnection, conversation: i32, reader: Option<i32>) -> R<Vec<i32>> {
    let mut ids: Vec<i32> = hidden_ravens::table
        .inner_join(ravens::table.on(ravens::id.eq(hidden_ravens::raven_id)))
        .filter(ravens::conversation_id.eq(conversation))
        .select(hidden_ravens::raven_id)
        .load(c)?;
    if let Some(user) = reader {
        let muted = muted_by(c, user)?;
        if !muted.is_empty() {
            let more: Vec<i32> = ravens::table
                .filter(ravens::conversation_id.eq(conversation))
                .filter(ravens::user_id.eq_any(&muted))
                .select(ravens::id)
                .load(c)?;
            ids.extend(more);
        }
    }
    ids.sort_unstable();
    ids.dedup();
    Ok(ids)
}

/// The writer of message `raven`.
pub fn raven_writer(c: &mut AnyConnection, raven: i32) -> R<Option<i32>> {
    Ok(ravens::table
        .find(raven)
        .select(ravens::user_id)
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

// ------------------------------------------------------------------------------------- games

/// Renames a game.
pub fn rename_game(c: &mut AnyConnection, game: i32, name: &str) -> R<()> {
    diesel::update(games::table.find(game))
        .set(games::name.eq(name))
        .execute(c)?;
    Ok(())
}

/// The games with status `status` where `user` has a seat, with the seat's house.
pub fn seats_of_user_in(
    c: &mut AnyConnection,
    user: i32,
    status: &str,
) -> R<Vec<(i32, Option<String>)>> {
    Ok(seats::table
        .inner_join(games::table)
        .filter(seats::user_id.eq(user))
        .filter(games::status.eq(status))
        .select((seats::game_id, seats::house))
        .load(c)?)
}

/// Every seat of the games not over (in their lobby or being played): (game, its name, user).
pub fn seats_in_open_games(c: &mut AnyConnection) -> R<Vec<(i32, String, i32)>> {
    Ok(seats::table
        .inner_join(games::table)
        .filter(games::status.eq_any(["lobby", "active"]))
        .select((seats::game_id, games::name, seats::user_id))
        .load(c)?)
}

/// The names of accounts.
pub fn names_of(c: &mut AnyConnection, ids: &[i32]) -> R<Vec<(i32, String)>> {
    Ok(users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::name))
        .load(c)?)
}

/// The names of games.
pub fn game_names_of(c: &mut AnyConnection, ids: &[i32]) -> R<Vec<(i32, String)>> {
    Ok(games::table
        .filter(games::id.eq_any(ids))
        .select((games::id, games::name))
        .load(c)?)
}

// --------------------------------------------------------------------------------- sanctions

/// An account's sanction: ('suspended' or 'banned', until when; none for a ban).
pub fn sanction_of(c: &mut AnyConnection, user: i32) -> R<Option<(String, Option<NaiveDateTime>)>> {
    Ok(sanctions::table
        .find(user)
        .select((sanctions::kind, sanctions::until))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Suspends (until `until`) or bans (`until` none) an account, replacing any sanction it had.
pub fn set_sanction(
    c: &mut AnyConnection,
    user: i32,
    kind: &str,
    since: NaiveDateTime,
    until: Option<NaiveDateTime>,
) -> R<()> {
    diesel::delete(sanctions::table.find(user)).execute(c)?;
    diesel::insert_into(sanctions::table)
        .values((
            sanctions::user_id.eq(user),
            sanctions::kind.eq(kind),
            sanctions::since.eq(since),
            sanctions::until.eq(until),
        ))
        .execute(c)?;
    Ok(())
}

/// Ends every session of an account (it is logged out everywhere).
pub fn delete_sessions_of(c: &mut AnyConnection, user: i32) -> R<()> {
    diesel::delete(sessions::table.filter(sessions::user_id.eq(user))).execute(c)?;
    Ok(())
}

// ------------------------------------------------------------------------------------- mutes

/// The players `user` muted.
pub fn muted_by(c: &mut AnyConnection, user: i32) -> R<Vec<i32>> {
    Ok(mutes::table
        .filter(mutes::user_id.eq(user))
        .select(mutes::muted_id)
        .load(c)?)
}

/// Mutes (or unmutes) `muted` for `user`.
pub fn set_mute(
    c: &mut AnyConnection,
    user: i32,
    muted: i32,
    on: bool,
    at: NaiveDateTime,
) -> R<()> {
    diesel::delete(
        mutes::table
            .filter(mutes::user_id.eq(user))
            .filter(mutes::muted_id.eq(muted)),
    )
    .execute(c)?;
    if on {
        diesel::insert_into(mutes::table)
            .values((
                mutes::user_id.eq(user),
                mutes::muted_id.eq(muted),
                mutes::created_at.eq(at),
            ))
            .execute(c)?;
    }
    Ok(())
}

// --------------------------------------------------------------------------------- sightings

/// Records that `user` was seen with `value_hash` (of `kind`) at `at`.
pub fn note_sighting(
    c: &mut AnyConnection,
    user: i32,
    kind: &str,
    value_hash: &str,
    at: NaiveDateTime,
) -> R<()> {
    let n = diesel::update(
        sightings::table
            .filter(sightings::user_id.eq(user))
            .filter(sightings::kind.eq(kind))
            .filter(sightings::value_hash.eq(value_hash)),
    )
    .set(sightings::last_seen_at.eq(at))
    .execute(c)?;
    if n == 0 {
        diesel::insert_into(sightings::table)
            .values((
                sightings::user_id.eq(user),
                sightings::kind.eq(kind),
                sightings::value_hash.eq(value_hash),
                sightings::first_seen_at.eq(at),
                sightings::last_seen_at.eq(at),
            ))
            .execute(c)?;
    }
    Ok(())
}

/// The sightings of `users`: (user, kind, hash).
pub fn sightings_of(c: &mut AnyConnection, users: &[i32]) -> R<Vec<(i32, String, String)>> {
    Ok(sightings::table
        .filter(sightings::user_id.eq_any(users))
        .select((sightings::user_id, sightings::kind, sightings::value_hash))
        .load(c)?)
}

/// Deletes the sightings not renewed since `before`; how many.
pub fn delete_sightings_before(c: &mut AnyConnection, before: NaiveDateTime) -> R<usize> {
    Ok(diesel::delete(sightings::table.filter(sightings::last_seen_at.lt(before))).execute(c)?)
}
