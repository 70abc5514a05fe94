//! Queries of tables that fill (issue 32, item 4, `service::matchmaking`): the players' requests
//! to be seated in the next matching game, the open public lobbies, a lobby made smaller, and the
//! stale lobbies whose creator was told.
//! Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::GameRow;
use crate::db::schema::{game_public, games, seat_requests, stale_lobbies_told};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// A stored request: (user, edition, players, pace, rated, asked at).
pub type RequestRow = (i32, String, i32, String, bool, NaiveDateTime);

/// Stores `user`'s request, replacing the one they had.
pub fn put_request(c: &mut AnyConnection, row: &RequestRow) -> R<()> {
    delete_request(c, row.0)?;
    diesel::insert_into(seat_requests::table)
        .values((
            seat_requests::user_id.eq(row.0),
            seat_requests::edition.eq(&row.1),
            seat_requests::players.eq(row.2),
            seat_requests::pace.eq(&row.3),
            seat_requests::rated.eq(row.4),
            seat_requests::asked_at.eq(row.5),
        ))
        .execute(c)?;
    Ok(())
}

/// Deletes `user`'s request; how many rows (0 or 1).
pub fn delete_request(c: &mut AnyConnection, user: i32) -> R<usize> {
    Ok(diesel::delete(seat_requests::table.find(user)).execute(c)?)
}

/// `user`'s request, if any.
pub fn request_of(c: &mut AnyConnection, user: i32) -> R<Option<RequestRow>> {
    Ok(seat_requests::table
        .find(user)
        .select(columns())
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

fn columns() -> (
    seat_requests::user_id,
    seat_requests::edition,
    seat_requests::players,
    seat_requests::pace,
    seat_requests::rated,
    seat_requests::asked_at,
) {
    (
        seat_requests::user_id,
        seat_requests::edition,
        seat_requests::players,
        seat_requests::pace,
        seat_requests::rated,
        seat_requests::asked_at,
    )
}

/// The requests waiting for this kind of game, longest waiting first.
pub fn requests_for(
    c: &mut AnyConnection,
    edition: &str,
    players: i32,
    pace: &str,
    rated: bool,
) -> R<Vec<RequestRow>> {
    Ok(seat_requests::table
        .filter(seat_requests::edition.eq(edition))
        .filter(seat_requests::players.eq(players))
        .filter(seat_requests::pace.eq(pace))
        .filter(seat_requests::rated.eq(rated))
        .order((seat_requests::asked_at.asc(), seat_requests::user_id.asc()))
        .select(columns())
        .load(c)?)
}

/// Every waiting request, longest waiting first (at most `limit`).
pub fn all_requests(c: &mut AnyConnection, limit: i64) -> R<Vec<RequestRow>> {
    Ok(seat_requests::table
        .order((seat_requests::asked_at.asc(), seat_requests::user_id.asc()))
        .select(columns())
        .limit_written(limit)
        .load(c)?)
}

/// Public games waiting for players, oldest first (at most `limit`), each with whether it is
/// rated. Faceless games are left out: a request does not ask for one, and nobody should be
/// seated in a game whose players are hidden without having chosen it.
pub fn open_public_lobbies(c: &mut AnyConnection, limit: i64) -> R<Vec<(GameRow, bool)>> {
    // On every front page (see `on_connection`).
    let rows: Vec<(GameRow, Option<bool>)> = crate::db::on_connection!(c, |c| games::table
        .left_join(game_public::table)
        .filter(games::status.eq("lobby"))
        .filter(games::visibility.eq("public"))
        .filter(
            game_public::faceless
                .is_null()
                .or(game_public::faceless.eq(false)),
        )
        .order((games::created_at.asc(), games::id.asc()))
        .select((games::all_columns, game_public::rated.nullable()))
        .limit_written(limit)
        .load(c)?);
    Ok(rows
        .into_iter()
        .map(|(g, rated)| (g, rated.unwrap_or(false)))
        .collect())
}

/// A lobby now waits for `players` players (started with fewer than it was made for).
pub fn set_players(c: &mut AnyConnection, game: i32, players: i32) -> R<()> {
    diesel::update(games::table.find(game))
        .set(games::players.eq(players))
        .execute(c)?;
    Ok(())
}

/// Lobbies made between `since` and `before` whose creator was not yet told they are stale,
/// oldest first (at most `limit`).
pub fn untold_stale_lobbies(
    c: &mut AnyConnection,
    since: NaiveDateTime,
    before: NaiveDateTime,
    limit: i64,
) -> R<Vec<GameRow>> {
    Ok(games::table
        .left_join(stale_lobbies_told::table)
        .filter(games::status.eq("lobby"))
        .filter(games::created_at.le(before))
        .filter(games::created_at.gt(since))
        .filter(stale_lobbies_told::game_id.nullable().is_null())
        .order((games::created_at.asc(), games::id.asc()))
        .select(games::all_columns)
        .limit_written(limit)
        .load(c)?)
}

/// The stale lobby `game`'s creator was told at `at`; whether this call recorded it (not when
/// another had).
pub fn mark_stale_told(c: &mut AnyConnection, game: i32, at: NaiveDateTime) -> R<bool> {
    let seen = stale_lobbies_told::table
        .find(game)
        .count()
        .get_result::<i64>(c)?;
    if seen > 0 {
        return Ok(false);
    }
    diesel::insert_into(stale_lobbies_told::table)
        .values((
            stale_lobbies_told::game_id.eq(game),
            stale_lobbies_told::told_at.eq(at),
        ))
        .execute(c)?;
    Ok(true)
}
