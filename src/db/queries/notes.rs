//! Queries of notes (issue 26: `service::notes`): a note's row in the outbox, one per mail,
//! webhook call or push message. Written once for both databases, like [`super`].

use crate::db::models::NewOutbox;
use crate::db::schema::outbox;
use crate::db::{AnyConnection, DbError};
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// How many outbox rows have the `dedupe_key` `key` (0 or 1).
pub fn count_outbox_with_key(c: &mut AnyConnection, key: &str) -> R<i64> {
    Ok(outbox::table
        .filter(outbox::dedupe_key.eq(key))
        .count()
        .get_result(c)?)
}

/// Writes `row` with its `note` (JSON) on `channel`; returns its id.
pub fn insert_outbox_note(
    c: &mut AnyConnection,
    row: &NewOutbox,
    channel: &str,
    note: &str,
) -> R<i32> {
    Ok(diesel::insert_into(outbox::table)
        .values((row, outbox::channel.eq(channel), outbox::note.eq(note)))
        .returning(outbox::id)
        .get_result(c)?)
}
