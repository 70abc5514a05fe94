//! Queries of the account side of mail (issue 6): e-mail addresses and their verification,
//! single-use mail tokens (`verify`, `reset`), notification preferences, a seat's mail
//! preference, unsubscribe tokens. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::{EmailToken, NewEmailToken, User};
use crate::db::schema::{email_tokens, login_devices, seats, sessions, users};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The account whose address folds to `key` (lower case), if any.
pub fn user_by_email_key(c: &mut AnyConnection, key: &str) -> R<Option<User>> {
    Ok(users::table
        .filter(users::email_key.eq(key))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// The account with this unsubscribe token (compare again in constant time).
pub fn user_by_unsubscribe_token(c: &mut AnyConnection, token: &str) -> R<Option<User>> {
    Ok(users::table
        .filter(users::unsubscribe_token.eq(token))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Sets a new, unverified address; `Conflict` if another account has it.
pub fn set_email(c: &mut AnyConnection, user: i32, email: &str, key: &str) -> R<()> {
    diesel::update(users::table.find(user))
        .set((
            users::email.eq(Some(email)),
            users::email_key.eq(Some(key)),
            users::email_verified_at.eq(None::<NaiveDateTime>),
        ))
        .execute(c)?;
    Ok(())
}

/// Marks the account's address verified, if it still folds to `key`. Returns whether it did.
pub fn mark_email_verified(
    c: &mut AnyConnection,
    user: i32,
    key: &str,
    at: NaiveDateTime,
) -> R<bool> {
    let n = diesel::update(users::table.find(user).filter(users::email_key.eq(key)))
        .set(users::email_verified_at.eq(Some(at)))
        .execute(c)?;
    Ok(n == 1)
}

pub fn set_password_hash(c: &mut AnyConnection, user: i32, hash: &str) -> R<()> {
    diesel::update(users::table.find(user))
        .set(users::password_hash.eq(hash))
        .execute(c)?;
    Ok(())
}

/// Logs the account out everywhere.
pub fn delete_sessions_of(c: &mut AnyConnection, user: i32) -> R<usize> {
    Ok(diesel::delete(sessions::table.filter(sessions::user_id.eq(user))).execute(c)?)
}

/// The account's notification preferences.
pub fn set_notifications(
    c: &mut AnyConnection,
    user: i32,
    moves: &str,
    summaries: bool,
    reminders: bool,
    digest_hour: i32,
) -> R<()> {
    diesel::update(users::table.find(user))
        .set((
            users::notify_moves.eq(moves),
            users::notify_summaries.eq(summaries),
            users::notify_reminders.eq(reminders),
            users::digest_hour.eq(digest_hour),
        ))
        .execute(c)?;
    Ok(())
}

/// Turns every notification mail of the account off.
pub fn notifications_off(c: &mut AnyConnection, user: i32) -> R<()> {
    diesel::update(users::table.find(user))
        .set((
            users::notify_moves.eq("off"),
            users::notify_summaries.eq(false),
            users::notify_reminders.eq(false),
        ))
        .execute(c)?;
    Ok(())
}

/// A seat's mail preference (`default`, `immediate`, `digest`, `off`), if `user` sits in `game`.
pub fn seat_mail(c: &mut AnyConnection, game: i32, user: i32) -> R<Option<String>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq(user))
        .select(seats::mail)
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Sets a seat's mail preference. Returns false when `user` does not sit in `game`.
pub fn set_seat_mail(c: &mut AnyConnection, game: i32, user: i32, mail: &str) -> R<bool> {
    let n = diesel::update(
        seats::table
            .filter(seats::game_id.eq(game))
            .filter(seats::user_id.eq(user)),
    )
    .set(seats::mail.eq(mail))
    .execute(c)?;
    Ok(n > 0)
}

// ------------------------------------------------------------------------------ mail tokens

pub fn insert_email_token(c: &mut AnyConnection, t: &NewEmailToken) -> R<()> {
    diesel::insert_into(email_tokens::table)
        .values(t)
        .execute(c)?;
    Ok(())
}

pub fn email_token_by_hash(c: &mut AnyConnection, hash: &str) -> R<Option<EmailToken>> {
    Ok(email_tokens::table
        .filter(email_tokens::token_hash.eq(hash))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Marks one token used, if it was not already. Returns whether this call used it (so two
/// concurrent uses cannot both succeed).
pub fn use_email_token(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<bool> {
    let n = diesel::update(
        email_tokens::table
            .find(id)
            .filter(email_tokens::used_at.is_null()),
    )
    .set(email_tokens::used_at.eq(Some(at)))
    .execute(c)?;
    Ok(n == 1)
}

/// Marks every unused token of an account for `purpose` used (they are replaced).
pub fn retire_email_tokens(
    c: &mut AnyConnection,
    user: i32,
    purpose: &str,
    at: NaiveDateTime,
) -> R<usize> {
    Ok(diesel::update(
        email_tokens::table
            .filter(email_tokens::user_id.eq(user))
            .filter(email_tokens::purpose.eq(purpose))
            .filter(email_tokens::used_at.is_null()),
    )
    .set(email_tokens::used_at.eq(Some(at)))
    .execute(c)?)
}

/// When the account's latest token for `purpose` was made.
pub fn latest_email_token_at(
    c: &mut AnyConnection,
    user: i32,
    purpose: &str,
) -> R<Option<NaiveDateTime>> {
    Ok(email_tokens::table
        .filter(email_tokens::user_id.eq(user))
        .filter(email_tokens::purpose.eq(purpose))
        .select(diesel::dsl::max(email_tokens::created_at))
        .limit_written(1)
        .get_result(c)?)
}

/// How many tokens for `purpose` the account got since `since`.
pub fn email_tokens_since(
    c: &mut AnyConnection,
    user: i32,
    purpose: &str,
    since: NaiveDateTime,
) -> R<i64> {
    Ok(email_tokens::table
        .filter(email_tokens::user_id.eq(user))
        .filter(email_tokens::purpose.eq(purpose))
        .filter(email_tokens::created_at.ge(since))
        .count()
        .get_result(c)?)
}

/// Drops tokens that expired before `before` (they can never be used).
pub fn prune_email_tokens(c: &mut AnyConnection, before: NaiveDateTime) -> R<usize> {
    Ok(
        diesel::delete(email_tokens::table.filter(email_tokens::expires_at.lt(before)))
            .execute(c)?,
    )
}

// ------------------------------------------------------------------ names, addresses, devices

/// The account whose name has this confusable-resistant key, if any.
pub fn user_by_name_skeleton(c: &mut AnyConnection, skeleton: &str) -> R<Option<User>> {
    Ok(users::table
        .filter(users::name_skeleton.eq(skeleton))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Accounts made before names had a skeleton (id and name), oldest first.
pub fn users_without_skeleton(c: &mut AnyConnection) -> R<Vec<(i32, String)>> {
    Ok(users::table
        .filter(users::name_skeleton.is_null())
        .order(users::id.asc())
        .select((users::id, users::name))
        .load(c)?)
}

pub fn set_name_skeleton(c: &mut AnyConnection, user: i32, skeleton: &str) -> R<()> {
    diesel::update(users::table.find(user))
        .set(users::name_skeleton.eq(Some(skeleton)))
        .execute(c)?;
    Ok(())
}

/// The account that confirmed the address folding to `key`, if any (at most one: a unique
/// index covers confirmed addresses).
pub fn user_by_verified_email_key(c: &mut AnyConnection, key: &str) -> R<Option<User>> {
    Ok(users::table
        .filter(users::email_key.eq(key))
        .filter(users::email_verified_at.is_not_null())
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// The names of the other accounts that claim the address folding to `key` without having
/// confirmed it (issue 23: its confirmation mail names them), oldest claim first.
pub fn other_claims(c: &mut AnyConnection, key: &str, except: i32) -> R<Vec<String>> {
    Ok(users::table
        .filter(users::email_key.eq(key))
        .filter(users::email_verified_at.is_null())
        .filter(users::id.ne(except))
        .order(users::id.asc())
        .select(users::name)
        .limit_written(5)
        .load(c)?)
}

/// Drops the unconfirmed claims of other accounts on the address folding to `key` (its owner
/// just confirmed it). Returns how many were dropped.
pub fn drop_unconfirmed_claims(c: &mut AnyConnection, key: &str, except: i32) -> R<usize> {
    Ok(diesel::update(
        users::table
            .filter(users::email_key.eq(key))
            .filter(users::email_verified_at.is_null())
            .filter(users::id.ne(except)),
    )
    .set((
        users::email.eq(None::<String>),
        users::email_key.eq(None::<String>),
    ))
    .execute(c)?)
}

/// Whether the browser with this device token (its hash) logged in to `user` before.
pub fn device_known(c: &mut AnyConnection, user: i32, token_hash: &str) -> R<bool> {
    let n: i64 = login_devices::table
        .filter(login_devices::user_id.eq(user))
        .filter(login_devices::token_hash.eq(token_hash))
        .count()
        .get_result(c)?;
    Ok(n > 0)
}

/// Notes that the browser with this device token logged in to `user` (now).
pub fn remember_device(
    c: &mut AnyConnection,
    user: i32,
    token_hash: &str,
    at: NaiveDateTime,
) -> R<()> {
    let n = diesel::update(
        login_devices::table
            .filter(login_devices::user_id.eq(user))
            .filter(login_devices::token_hash.eq(token_hash)),
    )
    .set(login_devices::last_used_at.eq(at))
    .execute(c)?;
    if n == 0 {
        diesel::insert_into(login_devices::table)
            .values((
                login_devices::user_id.eq(user),
                login_devices::token_hash.eq(token_hash),
                login_devices::created_at.eq(at),
                login_devices::last_used_at.eq(at),
            ))
            .execute(c)?;
    }
    Ok(())
}
