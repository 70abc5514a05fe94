//! Queries of notes (issue 26: `service::notes`): a note's row in the outbox, one per mail,
//! webhook call or push message. Written once for both databases, like [`super`].

use crate::db::models::NewOutbox;
use crate::db::schema::outbox;
use crate::db::{AnyConnection, DbError};
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// Writes `row` on `channel` with its `note` (JSON, worded when it is sent; `None` for a mail
/// whose words are in the row), unless a row with its `dedupe_key` exists (`ON CONFLICT DO
/// NOTHING`: one statement, where a count and then the insert were two, and a concurrent writer
/// of the same key waits instead of failing); its id, `None` when it was not written. The one
/// way into the outbox: the service's notes and `mail::outbox::enqueue`. (Diesel's connection
/// over both databases has no `ON CONFLICT`: each database's own connection writes it, with
/// the same query, `db::on_connection!`.)
pub fn insert_outbox(
    c: &mut AnyConnection,
    row: &NewOutbox,
    channel: &str,
    note: Option<&str>,
) -> R<Option<i32>> {
    Ok(crate::db::on_connection!(c, |c| diesel::insert_into(
        outbox::table
    )
    .values((row, outbox::channel.eq(channel), outbox::note.eq(note)))
    .on_conflict(outbox::dedupe_key)
    .do_nothing()
    .returning(outbox::id)
    .get_result(c)
    .optional()?))
}

/// Where a note to `user` about `game` goes besides mail, in one statement: each of the
/// user's webhooks that hears of the game (its own, and those for all games) as
/// (`"webhook"`, id, URL), then each of their browsers as (`"push"`, id, endpoint).
pub fn webhooks_and_browsers(
    c: &mut AnyConnection,
    user: i32,
    game: i32,
) -> R<Vec<(String, i32, String)>> {
    #[derive(diesel::QueryableByName)]
    struct Target {
        #[diesel(sql_type = diesel::sql_types::Text)]
        kind: String,
        #[diesel(sql_type = diesel::sql_types::Integer)]
        id: i32,
        #[diesel(sql_type = diesel::sql_types::Text)]
        address: String,
    }
    let rows: Vec<Target> = crate::db::cached::sql(
        "SELECT 'webhook' AS kind, id, url AS address FROM webhooks \
         WHERE user_id = ? AND (game_id IS NULL OR game_id = ?) \
         UNION ALL \
         SELECT 'push' AS kind, id, endpoint AS address FROM push_subscriptions \
         WHERE user_id = ? \
         ORDER BY 1 DESC, 2",
    )
    .bind(user)
    .bind(game)
    .bind(user)
    .load(c)?;
    Ok(rows
        .into_iter()
        .map(|t| (t.kind, t.id, t.address))
        .collect())
}
