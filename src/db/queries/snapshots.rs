//! Queries of stored snapshots (issue 30, `service::snapshot`): a game's replay written when a
//! round begins, and brought up to its log once the game has been quiet a while. Written once
//! for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::game_snapshots;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// (log length, version, replay) of a game's snapshot, if it has one.
pub fn snapshot_of(c: &mut AnyConnection, game: i32) -> R<Option<(i32, String, String)>> {
    Ok(game_snapshots::table
        .find(game)
        .select((
            game_snapshots::log_len,
            game_snapshots::version,
            game_snapshots::replay,
        ))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Writes (or replaces) a game's snapshot.
pub fn replace_snapshot(
    c: &mut AnyConnection,
    game: i32,
    log_len: i32,
    version: String,
    replay: String,
) -> R<()> {
    diesel::delete(game_snapshots::table.find(game)).execute(c)?;
    diesel::insert_into(game_snapshots::table)
        .values((
            game_snapshots::game_id.eq(game),
            game_snapshots::log_len.eq(log_len),
            game_snapshots::version.eq(version),
            game_snapshots::replay.eq(replay),
        ))
        .execute(c)?;
    Ok(())
}

/// Up to `limit` running games unchanged since `quiet_since` whose stored snapshot is behind
/// their log, written by another build (its `version` is not `version`), or missing: most
/// recently changed first (the likeliest to be looked at). One statement, a scan of the running
/// games; run now and then, not per request.
pub fn behind_their_logs(
    c: &mut AnyConnection,
    version: &str,
    quiet_since: NaiveDateTime,
    limit: i64,
) -> R<Vec<i32>> {
    #[derive(diesel::QueryableByName)]
    struct Id {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        id: i32,
    }
    // The limit written into the text, as `db::cached` wants it.
    let text = format!(
        "SELECT g.id FROM games g LEFT JOIN game_snapshots s ON s.game_id = g.id \
         WHERE g.status = 'active' AND g.updated_at <= ? \
         AND (s.game_id IS NULL OR s.log_len < g.log_len OR s.version <> ?) \
         ORDER BY g.updated_at DESC LIMIT {}",
        limit.max(0)
    );
    let rows: Vec<Id> = crate::db::cached::sql(text)
        .bind(quiet_since)
        .bind(version)
        .load(c)?;
    Ok(rows.into_iter().map(|r| r.id).collect())
}

/// Writes `replay` as the game's snapshot at `log_len` unless the one stored is of `version`
/// and at least as far along (a round began meanwhile, or another server got there first);
/// returns whether it wrote. Inside a write transaction: on PostgreSQL it first takes the
/// game's row lock, which a move holds until it commits, so that it never interleaves with a
/// move writing the game's snapshot at a round's start (on SQLite the transaction holds the
/// database's write lock already).
pub fn catch_up_snapshot(
    c: &mut AnyConnection,
    game: i32,
    log_len: i32,
    version: String,
    replay: String,
) -> R<bool> {
    if !c.is_sqlite() {
        #[derive(diesel::QueryableByName)]
        struct Id {
            #[diesel(sql_type = diesel::sql_types::Integer)]
            id: i32,
        }
        let locked: Vec<Id> =
            crate::db::cached::sql("SELECT id FROM games WHERE id = ? FOR UPDATE")
                .bind(game)
                .load(c)?;
        if !locked.iter().any(|g| g.id == game) {
            return Ok(false);
        }
    }
    let stored: Option<(i32, String)> = game_snapshots::table
        .find(game)
        .select((game_snapshots::log_len, game_snapshots::version))
        .limit_written(1)
        .get_result(c)
        .optional()?;
    if stored.is_some_and(|(len, v)| v == version && len >= log_len) {
        return Ok(false);
    }
    replace_snapshot(c, game, log_len, version, replay)?;
    Ok(true)
}
