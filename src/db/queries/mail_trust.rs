//! Queries of mail trust (`service::mail_trust`): the hourly counts of received mails, and the
//! bounces of sent ones. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::{inbound_mails, mail_bounces, outbox, reply_tokens, seats, users};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// How many mails came from the connecting address `client` since `since`.
pub fn count_inbound_from_client(
    c: &mut AnyConnection,
    client: &str,
    since: NaiveDateTime,
) -> R<i64> {
    Ok(inbound_mails::table
        .filter(inbound_mails::client_address.eq(client))
        .filter(inbound_mails::received_at.ge(since))
        .count()
        .get_result(c)?)
}

/// How many mails answering `user`'s reply tokens were received since `since` and not dropped.
pub fn count_inbound_of_account(c: &mut AnyConnection, user: i32, since: NaiveDateTime) -> R<i64> {
    let tokens = reply_tokens::table
        .filter(reply_tokens::user_id.eq(user))
        .select(reply_tokens::id);
    Ok(inbound_mails::table
        .filter(inbound_mails::token_id.eq_any(tokens.nullable()))
        .filter(inbound_mails::received_at.ge(since))
        .filter(inbound_mails::outcome.not_like("dropped:%"))
        .count()
        .get_result(c)?)
}

/// The outbox mail with bounce token `token`, as (id, address), if any.
pub fn outbox_by_bounce_token(c: &mut AnyConnection, token: &str) -> R<Option<(i32, String)>> {
    Ok(outbox::table
        .filter(outbox::bounce_token.eq(token))
        .select((outbox::id, outbox::to_address))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// How many bounces of the outbox mail `outbox_id` are recorded (0 or 1).
pub fn count_bounces_of_mail(c: &mut AnyConnection, outbox_id: i32) -> R<i64> {
    Ok(mail_bounces::table
        .filter(mail_bounces::outbox_id.eq(outbox_id))
        .count()
        .get_result(c)?)
}

/// Records that the mail `outbox_id` to `address` bounced for good; `Conflict` if it is
/// recorded already (the unique index on `outbox_id`).
pub fn insert_bounce(
    c: &mut AnyConnection,
    address: &str,
    outbox_id: i32,
    status: &str,
    at: NaiveDateTime,
) -> R<()> {
    diesel::insert_into(mail_bounces::table)
        .values((
            mail_bounces::address.eq(address),
            mail_bounces::outbox_id.eq(outbox_id),
            mail_bounces::status.eq(status),
            mail_bounces::received_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// Of `addresses` (lowercase), those with bounces not cleared, with their count.
pub fn uncleared_bounce_counts(
    c: &mut AnyConnection,
    addresses: &[String],
) -> R<Vec<(String, i64)>> {
    Ok(mail_bounces::table
        .filter(mail_bounces::address.eq_any(addresses))
        .filter(mail_bounces::cleared_at.is_null())
        .group_by(mail_bounces::address)
        .select((mail_bounces::address, diesel::dsl::count_star()))
        .load(c)?)
}

/// The address of `user`'s account (`Query(NotFound)` if there is no such account).
pub fn email_of(c: &mut AnyConnection, user: i32) -> R<Option<String>> {
    Ok(users::table
        .find(user)
        .select(users::email)
        .get_result::<Option<String>>(c)?)
}

/// When each bounce of `address` (lowercase) not cleared was received.
pub fn uncleared_bounce_times(c: &mut AnyConnection, address: &str) -> R<Vec<NaiveDateTime>> {
    Ok(mail_bounces::table
        .filter(mail_bounces::address.eq(address))
        .filter(mail_bounces::cleared_at.is_null())
        .select(mail_bounces::received_at)
        .load(c)?)
}

/// Clears the bounces of `address` (lowercase); returns how many.
pub fn clear_bounces_of(c: &mut AnyConnection, address: &str, at: NaiveDateTime) -> R<usize> {
    Ok(diesel::update(
        mail_bounces::table
            .filter(mail_bounces::address.eq(address))
            .filter(mail_bounces::cleared_at.is_null()),
    )
    .set(mail_bounces::cleared_at.eq(Some(at)))
    .execute(c)?)
}

/// The players seated in `game`, as (user id, address).
pub fn player_emails(c: &mut AnyConnection, game: i32) -> R<Vec<(i32, Option<String>)>> {
    Ok(seats::table
        .inner_join(users::table)
        .filter(seats::game_id.eq(game))
        .select((users::id, users::email))
        .load(c)?)
}

/// The verification mails of `user` made at `since` or later, newest first, as (id, status).
pub fn verify_mails_since(
    c: &mut AnyConnection,
    user: i32,
    since: NaiveDateTime,
) -> R<Vec<(i32, String)>> {
    Ok(outbox::table
        .filter(outbox::user_id.eq(user))
        .filter(outbox::kind.eq("verify"))
        .filter(outbox::created_at.ge(since))
        .order(outbox::id.desc())
        .select((outbox::id, outbox::status))
        .load(c)?)
}

/// How many bounces are recorded of the outbox mails `ids`.
pub fn count_bounces_of_mails(c: &mut AnyConnection, ids: Vec<i32>) -> R<i64> {
    Ok(mail_bounces::table
        .filter(mail_bounces::outbox_id.eq_any(ids))
        .count()
        .get_result(c)?)
}
