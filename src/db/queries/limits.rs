//! Queries of the limits (issue 18: `service::limits`): the events of every throttle's keys
//! (table `login_failures`), and the per-key lock that makes checking and recording one step.
//! Written once for both databases, like [`super`].

use crate::db::schema::login_failures as events;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// Takes the lock of each key for the rest of the caller's transaction (PostgreSQL; on SQLite
/// the transaction already holds the database's write lock). Keys are locked in sorted order,
/// so two transactions never wait on each other crosswise.
pub fn lock_keys(c: &mut AnyConnection, keys: &[&str]) -> R<()> {
    if c.is_sqlite() {
        return Ok(());
    }
    let mut keys: Vec<&str> = keys.to_vec();
    keys.sort_unstable();
    keys.dedup();
    for k in keys {
        diesel::sql_query("SELECT pg_advisory_xact_lock(hashtextextended($1, 18))")
            .bind::<diesel::sql_types::Text, _>(k)
            .execute(c)?;
    }
    Ok(())
}

/// How many events `key` had since `since`.
pub fn count_events(c: &mut AnyConnection, key: &str, since: NaiveDateTime) -> R<i64> {
    Ok(events::table
        .filter(events::key.eq(key))
        .filter(events::at.ge(since))
        .count()
        .get_result(c)?)
}

/// Records one event of `key`; returns its id.
pub fn record_event(c: &mut AnyConnection, key: &str, at: NaiveDateTime) -> R<i32> {
    Ok(diesel::insert_into(events::table)
        .values((events::key.eq(key), events::at.eq(at)))
        .returning(events::id)
        .get_result(c)?)
}

/// Forgets every event older than `before`.
pub fn delete_events_before(c: &mut AnyConnection, before: NaiveDateTime) -> R<()> {
    diesel::delete(events::table.filter(events::at.lt(before))).execute(c)?;
    Ok(())
}

/// Forgets the events `ids`.
pub fn delete_events(c: &mut AnyConnection, ids: &[i32]) -> R<()> {
    diesel::delete(events::table.filter(events::id.eq_any(ids))).execute(c)?;
    Ok(())
}

/// Forgets every event of `key`.
pub fn delete_events_of_key(c: &mut AnyConnection, key: &str) -> R<()> {
    diesel::delete(events::table.filter(events::key.eq(key))).execute(c)?;
    Ok(())
}
