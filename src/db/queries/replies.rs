//! Queries of replies by mail (issue 24: `service::replies`, `service::reply_once`): reply
//! tokens and the request each was made for, the keys of mails received once, the record of
//! every mail received. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::{ReplyTokenRow, User};
use crate::db::schema::{
    games, inbound_mails, inbound_seen, outbox, ravens, reply_requests, reply_tokens, seats, users,
};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;
use diesel::result::{DatabaseErrorKind, Error};

type R<T> = Result<T, DbError>;

// ------------------------------------------------------------------------------ reply tokens

/// A new reply token; returns its id.
#[expect(clippy::too_many_arguments, reason = "each is one column of the token")]
pub fn insert_reply_token(
    c: &mut AnyConnection,
    token_hash: &str,
    user: i32,
    game: i32,
    house: &str,
    purpose: &str,
    conversation: Option<i32>,
    at: NaiveDateTime,
) -> R<i32> {
    Ok(diesel::insert_into(reply_tokens::table)
        .values((
            reply_tokens::token_hash.eq(token_hash),
            reply_tokens::user_id.eq(user),
            reply_tokens::game_id.eq(game),
            reply_tokens::house.eq(house),
            reply_tokens::purpose.eq(purpose),
            reply_tokens::conversation_id.eq(conversation),
            reply_tokens::created_at.eq(at),
        ))
        .returning(reply_tokens::id)
        .get_result::<i32>(c)?)
}

/// Revokes every reply token of `user` not revoked yet; returns how many.
pub fn revoke_reply_tokens_of(c: &mut AnyConnection, user: i32, at: NaiveDateTime) -> R<usize> {
    Ok(diesel::update(
        reply_tokens::table
            .filter(reply_tokens::user_id.eq(user))
            .filter(reply_tokens::revoked_at.is_null()),
    )
    .set(reply_tokens::revoked_at.eq(Some(at)))
    .execute(c)?)
}

/// The reply token whose hash is `token_hash`, if any.
pub fn reply_token_by_hash(c: &mut AnyConnection, token_hash: &str) -> R<Option<ReplyTokenRow>> {
    Ok(reply_tokens::table
        .filter(reply_tokens::token_hash.eq(token_hash))
        .select((
            reply_tokens::id,
            reply_tokens::user_id,
            reply_tokens::game_id,
            reply_tokens::house,
            reply_tokens::purpose,
            reply_tokens::conversation_id,
            reply_tokens::created_at,
            reply_tokens::revoked_at,
        ))
        .get_result(c)
        .optional()?)
}

/// The account behind a reply token (`Query(NotFound)` if there is none).
pub fn token_user(c: &mut AnyConnection, user: i32) -> R<User> {
    Ok(users::table.find(user).get_result(c)?)
}

/// The status of `game` (`Query(NotFound)` if there is no such game).
pub fn game_status(c: &mut AnyConnection, game: i32) -> R<String> {
    Ok(games::table
        .find(game)
        .select(games::status)
        .get_result(c)?)
}

/// How many seats of `game` hold `user` as `house` (0 or 1).
pub fn count_seats_as(c: &mut AnyConnection, game: i32, user: i32, house: &str) -> R<i64> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq(user))
        .filter(seats::house.eq(house))
        .count()
        .get_result::<i64>(c)?)
}

/// The house of `user`'s seat in `game`: `None` when not seated, `Some(None)` before houses
/// are drawn.
pub fn seat_house_of(c: &mut AnyConnection, game: i32, user: i32) -> R<Option<Option<String>>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq(user))
        .select(seats::house)
        .get_result::<Option<String>>(c)
        .optional()?)
}

/// The last 100 ravens of `conversation` that `house` did not write, newest first (their
/// bodies).
pub fn others_raven_bodies(
    c: &mut AnyConnection,
    conversation: i32,
    house: &str,
) -> R<Vec<String>> {
    Ok(ravens::table
        .filter(ravens::conversation_id.eq(conversation))
        .filter(ravens::house.ne(house))
        .order(ravens::id.desc())
        .select(ravens::body)
        .limit_written(100)
        .load(c)?)
}

// --------------------------------------------------------------------------- reply requests

/// Records what request the reply token `token_id` answers.
pub fn insert_reply_request(
    c: &mut AnyConnection,
    token_id: i32,
    request_key: &str,
    template: &str,
) -> R<()> {
    diesel::insert_into(reply_requests::table)
        .values((
            reply_requests::token_id.eq(token_id),
            reply_requests::request_key.eq(request_key),
            reply_requests::template.eq(template),
        ))
        .execute(c)?;
    Ok(())
}

/// The request reply token `token_id` was made for: (fingerprint, template).
pub fn reply_request_of(c: &mut AnyConnection, token_id: i32) -> R<Option<(String, String)>> {
    Ok(reply_requests::table
        .find(token_id)
        .select((reply_requests::request_key, reply_requests::template))
        .get_result(c)
        .optional()?)
}

/// The Reply-To kept on outbox row `outbox_id`: `None` when there is no such row.
pub fn outbox_reply_to(c: &mut AnyConnection, outbox_id: i32) -> R<Option<Option<String>>> {
    Ok(outbox::table
        .find(outbox_id)
        .select(outbox::reply_to)
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Keeps `address` as the Reply-To of outbox row `outbox_id`.
pub fn set_outbox_reply_to(c: &mut AnyConnection, outbox_id: i32, address: &str) -> R<()> {
    diesel::update(outbox::table.find(outbox_id))
        .set(outbox::reply_to.eq(address))
        .execute(c)?;
    Ok(())
}

// ---------------------------------------------------------------------------- mails received

/// Forgets the keys of mails received before `before`.
pub fn delete_seen_before(c: &mut AnyConnection, before: NaiveDateTime) -> R<()> {
    diesel::delete(inbound_seen::table.filter(inbound_seen::seen_at.lt(before))).execute(c)?;
    Ok(())
}

/// Claims a received mail's `key`: true if it was free, false if it was claimed before (the
/// primary key refused it).
pub fn claim_seen_key(c: &mut AnyConnection, key: &str, at: NaiveDateTime) -> R<bool> {
    match diesel::insert_into(inbound_seen::table)
        .values((inbound_seen::key.eq(key), inbound_seen::seen_at.eq(at)))
        .execute(c)
    {
        Ok(_) => Ok(true),
        Err(Error::DatabaseError(DatabaseErrorKind::UniqueViolation, _)) => Ok(false),
        Err(e) => Err(DbError::from(e)),
    }
}

/// Gives a claimed key back.
pub fn release_seen_key(c: &mut AnyConnection, key: &str) -> R<()> {
    diesel::delete(inbound_seen::table.filter(inbound_seen::key.eq(key))).execute(c)?;
    Ok(())
}

/// Records a received mail's outcome (by Message-ID, never by content).
pub fn insert_inbound_mail(
    c: &mut AnyConnection,
    at: NaiveDateTime,
    message_id: &str,
    sender_key: &str,
    outcome: &str,
    token_id: Option<i32>,
    client: Option<&str>,
) -> R<()> {
    diesel::insert_into(inbound_mails::table)
        .values((
            inbound_mails::received_at.eq(at),
            inbound_mails::message_id.eq(message_id),
            inbound_mails::sender_key.eq(sender_key),
            inbound_mails::outcome.eq(outcome),
            inbound_mails::token_id.eq(token_id),
            inbound_mails::client_address.eq(client),
        ))
        .execute(c)?;
    Ok(())
}
