//! Queries of the calendar feed (issue 14, item 5c: `service::calendar`): one secret token per
//! account, kept as its SHA-256. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::{calendar_feeds, users};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// Replaces `user`'s feed token by `hash` (the delete, then the insert: call it in a write
/// transaction).
pub fn replace_calendar_feed(
    c: &mut AnyConnection,
    user: i32,
    hash: &str,
    at: NaiveDateTime,
) -> R<()> {
    diesel::delete(calendar_feeds::table.filter(calendar_feeds::user_id.eq(user))).execute(c)?;
    diesel::insert_into(calendar_feeds::table)
        .values((
            calendar_feeds::user_id.eq(user),
            calendar_feeds::token_hash.eq(hash),
            calendar_feeds::created_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// How many feeds `user` has (0 or 1).
pub fn count_calendar_feeds(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(calendar_feeds::table
        .filter(calendar_feeds::user_id.eq(user))
        .count()
        .get_result(c)?)
}

/// Stops `user`'s feed.
pub fn delete_calendar_feed(c: &mut AnyConnection, user: i32) -> R<()> {
    diesel::delete(calendar_feeds::table.filter(calendar_feeds::user_id.eq(user))).execute(c)?;
    Ok(())
}

/// The account of the feed whose token hashes to `hash`, with the stored hash (to compare
/// again in constant time).
pub fn calendar_feed_by_hash(c: &mut AnyConnection, hash: &str) -> R<Option<(i32, String)>> {
    Ok(calendar_feeds::table
        .filter(calendar_feeds::token_hash.eq(hash))
        .select((calendar_feeds::user_id, calendar_feeds::token_hash))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// The language of `user`'s account (`Query(NotFound)` if there is no such account).
pub fn language_of(c: &mut AnyConnection, user: i32) -> R<String> {
    Ok(users::table
        .find(user)
        .select(users::language)
        .limit_written(1)
        .get_result(c)?)
}
