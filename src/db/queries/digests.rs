//! Queries of the daily digests and the outbox's retention (`service::schedule`): mails held
//! for a digest, the user's lock while one is bundled, finished mails deleted. Written once for
//! both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::{OutboxRow, User};
use crate::db::schema::{outbox, users};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// Deletes the finished mails (`sent`, `digested`, `failed`, `cancelled`) written before
/// `before`. Returns how many.
pub fn delete_done_mails_before(c: &mut AnyConnection, before: NaiveDateTime) -> R<usize> {
    Ok(diesel::delete(
        outbox::table
            .filter(outbox::status.eq_any(["sent", "digested", "failed", "cancelled"]))
            .filter(outbox::created_at.lt(before)),
    )
    .execute(c)?)
}

/// The users with a held mail due by `now`, at most `limit`.
pub fn users_with_held_due(
    c: &mut AnyConnection,
    now: NaiveDateTime,
    limit: i64,
) -> R<Vec<Option<i32>>> {
    Ok(outbox::table
        .filter(outbox::status.eq("held"))
        .filter(outbox::due_at.le(now))
        .select(outbox::user_id)
        .distinct()
        .limit_written(limit)
        .load(c)?)
}

/// Takes the user's lock: a write first (SQLite's write lock, PostgreSQL's row lock), so two
/// workers cannot both bundle the same mails. False if there is no such user.
pub fn lock_user(c: &mut AnyConnection, user: i32) -> R<bool> {
    let n = diesel::update(users::table.find(user))
        .set(users::digest_hour.eq(users::digest_hour))
        .execute(c)?;
    Ok(n != 0)
}

/// The user just locked by [`lock_user`].
pub fn locked_user(c: &mut AnyConnection, user: i32) -> R<User> {
    Ok(users::table.find(user).limit_written(1).get_result(c)?)
}

/// How many digests went to `user` after `since`.
pub fn digests_since(c: &mut AnyConnection, user: i32, since: NaiveDateTime) -> R<i64> {
    Ok(outbox::table
        .filter(outbox::user_id.eq(user))
        .filter(outbox::kind.eq("digest"))
        .filter(outbox::created_at.gt(since))
        .count()
        .get_result(c)?)
}

/// The mails held for `user`'s digest written by `now`, oldest first.
pub fn held_mails_of(c: &mut AnyConnection, user: i32, now: NaiveDateTime) -> R<Vec<OutboxRow>> {
    Ok(outbox::table
        .filter(outbox::user_id.eq(user))
        .filter(outbox::status.eq("held"))
        .filter(outbox::created_at.le(now))
        .order(outbox::id.asc())
        .load(c)?)
}

/// The mails `ids` went out in a digest.
pub fn mark_digested(c: &mut AnyConnection, ids: &[i32]) -> R<()> {
    diesel::update(outbox::table.filter(outbox::id.eq_any(ids)))
        .set(outbox::status.eq("digested"))
        .execute(c)?;
    Ok(())
}

/// Every mail held for `user` falls due at `due`.
pub fn set_held_due(c: &mut AnyConnection, user: i32, due: NaiveDateTime) -> R<()> {
    diesel::update(
        outbox::table
            .filter(outbox::user_id.eq(user))
            .filter(outbox::status.eq("held")),
    )
    .set(outbox::due_at.eq(due))
    .execute(c)?;
    Ok(())
}
