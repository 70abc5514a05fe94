//! Queries of personal API tokens (issue 14, item 4: `service::api_tokens`), kept as their
//! SHA-256. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::{api_tokens, users};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// A token that is found by its hash and is not revoked, with its account: (token id, stored
/// hash, last used, user id, user name, user time zone).
pub type LiveToken = (i32, String, Option<NaiveDateTime>, i32, String, String);

/// A token as its owner's list shows it: (id, name, created, last used).
pub type TokenListed = (i32, String, NaiveDateTime, Option<NaiveDateTime>);

/// How many tokens of `user` are not revoked.
pub fn count_live_api_tokens(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(api_tokens::table
        .filter(api_tokens::user_id.eq(user))
        .filter(api_tokens::revoked_at.is_null())
        .count()
        .get_result(c)?)
}

/// A new token of `user`; returns its id.
pub fn insert_api_token(
    c: &mut AnyConnection,
    user: i32,
    name: &str,
    hash: &str,
    at: NaiveDateTime,
) -> R<i32> {
    Ok(diesel::insert_into(api_tokens::table)
        .values((
            api_tokens::user_id.eq(user),
            api_tokens::name.eq(name),
            api_tokens::token_hash.eq(hash),
            api_tokens::created_at.eq(at),
        ))
        .returning(api_tokens::id)
        .get_result(c)?)
}

/// `user`'s tokens not revoked, newest first.
pub fn live_api_tokens_of(c: &mut AnyConnection, user: i32) -> R<Vec<TokenListed>> {
    Ok(api_tokens::table
        .filter(api_tokens::user_id.eq(user))
        .filter(api_tokens::revoked_at.is_null())
        .order(api_tokens::id.desc())
        .select((
            api_tokens::id,
            api_tokens::name,
            api_tokens::created_at,
            api_tokens::last_used_at,
        ))
        .load(c)?)
}

/// Revokes `user`'s token `id` if it is live; returns how many rows changed.
pub fn revoke_api_token(c: &mut AnyConnection, user: i32, id: i32, at: NaiveDateTime) -> R<usize> {
    Ok(diesel::update(
        api_tokens::table
            .filter(api_tokens::id.eq(id))
            .filter(api_tokens::user_id.eq(user))
            .filter(api_tokens::revoked_at.is_null()),
    )
    .set(api_tokens::revoked_at.eq(Some(at)))
    .execute(c)?)
}

/// The live token whose hash is `hash`, with its account.
pub fn live_api_token_by_hash(c: &mut AnyConnection, hash: &str) -> R<Option<LiveToken>> {
    Ok(api_tokens::table
        .inner_join(users::table.on(users::id.eq(api_tokens::user_id)))
        .filter(api_tokens::token_hash.eq(hash))
        .filter(api_tokens::revoked_at.is_null())
        .select((
            api_tokens::id,
            api_tokens::token_hash,
            api_tokens::last_used_at,
            users::id,
            users::name,
            users::time_zone,
        ))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Notes that token `id` was used at `at`, unless a use since `unless_since` is noted already
/// (by another request or another server meanwhile).
pub fn set_api_token_used(
    c: &mut AnyConnection,
    id: i32,
    at: NaiveDateTime,
    unless_since: NaiveDateTime,
) -> R<()> {
    diesel::update(
        api_tokens::table.filter(api_tokens::id.eq(id)).filter(
            api_tokens::last_used_at
                .is_null()
                .or(api_tokens::last_used_at.lt(unless_since)),
        ),
    )
    .set(api_tokens::last_used_at.eq(Some(at)))
    .execute(c)?;
    Ok(())
}
