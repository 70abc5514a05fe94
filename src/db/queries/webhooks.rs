//! Queries of webhooks (issue 14, item 5a: `service::webhooks`): an account's URLs, for all
//! its games or one. Written once for both databases, like [`super`].

use crate::db::schema::webhooks;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// How many webhooks `user` has.
pub fn count_webhooks(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(webhooks::table
        .filter(webhooks::user_id.eq(user))
        .count()
        .get_result(c)?)
}

/// A new webhook of `user` (for `game`, or all its games); returns its id.
pub fn insert_webhook(
    c: &mut AnyConnection,
    user: i32,
    game: Option<i32>,
    url: &str,
    format: &str,
    at: NaiveDateTime,
) -> R<i32> {
    Ok(diesel::insert_into(webhooks::table)
        .values((
            webhooks::user_id.eq(user),
            webhooks::game_id.eq(game),
            webhooks::url.eq(url),
            webhooks::format.eq(format),
            webhooks::created_at.eq(at),
        ))
        .returning(webhooks::id)
        .get_result(c)?)
}

/// A webhook as its owner's list shows it: (id, game, URL, format).
pub type WebhookListed = (i32, Option<i32>, String, String);

/// `user`'s webhooks, oldest first.
pub fn webhooks_of(c: &mut AnyConnection, user: i32) -> R<Vec<WebhookListed>> {
    Ok(webhooks::table
        .filter(webhooks::user_id.eq(user))
        .order(webhooks::id)
        .select((
            webhooks::id,
            webhooks::game_id,
            webhooks::url,
            webhooks::format,
        ))
        .load(c)?)
}

/// Removes `user`'s webhook `id`; returns how many rows went (0: not theirs, or none).
pub fn delete_webhook(c: &mut AnyConnection, user: i32, id: i32) -> R<usize> {
    Ok(diesel::delete(
        webhooks::table
            .filter(webhooks::id.eq(id))
            .filter(webhooks::user_id.eq(user)),
    )
    .execute(c)?)
}
