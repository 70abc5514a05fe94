//! Queries of the figures operators read (`service::operations`): the outbox's queue. Written
//! once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::outbox;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// How many mails are waiting to be sent.
pub fn mails_pending(c: &mut AnyConnection) -> R<i64> {
    Ok(outbox::table
        .filter(outbox::status.eq("pending"))
        .count()
        .get_result(c)?)
}

/// When the oldest pending mail due by `now` fell due.
pub fn oldest_due_mail(c: &mut AnyConnection, now: NaiveDateTime) -> R<Option<NaiveDateTime>> {
    Ok(outbox::table
        .filter(outbox::status.eq("pending"))
        .filter(outbox::due_at.le(now))
        .select(diesel::dsl::min(outbox::due_at))
        .limit_written(1)
        .get_result(c)?)
}

/// How many mails are held for a digest.
pub fn mails_held(c: &mut AnyConnection) -> R<i64> {
    Ok(outbox::table
        .filter(outbox::status.eq("held"))
        .count()
        .get_result(c)?)
}
