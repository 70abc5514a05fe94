//! Queries of stored snapshots (issue 30, `service::snapshot`): a game's replay written when a
//! round begins. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::game_snapshots;
use crate::db::{AnyConnection, DbError};
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
