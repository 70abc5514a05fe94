//! Queries of Web Push subscriptions (issue 14, item 5b: `service::push`): a browser's
//! endpoint and keys, per account. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::push_subscriptions;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The subscription of `endpoint` and its account, as (id, user), if any.
pub fn push_subscription_holder(c: &mut AnyConnection, endpoint: &str) -> R<Option<(i32, i32)>> {
    Ok(push_subscriptions::table
        .filter(push_subscriptions::endpoint.eq(endpoint))
        .select((push_subscriptions::id, push_subscriptions::user_id))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// New keys for subscription `id` (the same browser renewing them).
pub fn set_push_keys(c: &mut AnyConnection, id: i32, p256dh: &str, auth: &str) -> R<()> {
    diesel::update(push_subscriptions::table.filter(push_subscriptions::id.eq(id)))
        .set((
            push_subscriptions::p256dh.eq(p256dh),
            push_subscriptions::auth.eq(auth),
        ))
        .execute(c)?;
    Ok(())
}

/// How many subscriptions `user` has.
pub fn count_push_subscriptions(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(push_subscriptions::table
        .filter(push_subscriptions::user_id.eq(user))
        .count()
        .get_result(c)?)
}

pub fn insert_push_subscription(
    c: &mut AnyConnection,
    user: i32,
    endpoint: &str,
    p256dh: &str,
    auth: &str,
    at: NaiveDateTime,
) -> R<()> {
    diesel::insert_into(push_subscriptions::table)
        .values((
            push_subscriptions::user_id.eq(user),
            push_subscriptions::endpoint.eq(endpoint),
            push_subscriptions::p256dh.eq(p256dh),
            push_subscriptions::auth.eq(auth),
            push_subscriptions::created_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// Stops every subscription of `user`.
pub fn delete_push_subscriptions(c: &mut AnyConnection, user: i32) -> R<()> {
    diesel::delete(push_subscriptions::table.filter(push_subscriptions::user_id.eq(user)))
        .execute(c)?;
    Ok(())
}
