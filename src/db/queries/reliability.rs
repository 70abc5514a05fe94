//! Queries of a player's record (issue 13, `service::reliability`): the games they sat in and
//! left, the turns they were asked and answered, the deadlines they missed. Written once for
//! both databases, like [`super`].

use crate::db::models::NewTurn;
use crate::db::schema::{games, missed_deadlines, seats, turns, vacancies};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// A started game a player sits in: (game, house, status, winner).
pub type SatIn = (i32, Option<String>, String, Option<String>);

/// An answered turn: (asked, answered, by whom: `player` or `deadline`).
pub type Settled = (NaiveDateTime, Option<NaiveDateTime>, Option<String>);

/// Each started game `user` sits in.
///
/// The status is left out of the SQL on purpose (see "Generic plans" in `db::queries`).
pub fn started_games_sat_in(c: &mut AnyConnection, user: i32) -> R<Vec<SatIn>> {
    let rows: Vec<SatIn> = seats::table
        .inner_join(games::table)
        .filter(seats::user_id.eq(user))
        .select((games::id, seats::house, games::status, games::winner))
        .load(c)?;
    Ok(rows.into_iter().filter(|r| r.2 != "lobby").collect())
}

/// The games whose seat `user` lost (taken over or voted out).
pub fn games_left(c: &mut AnyConnection, user: i32) -> R<Vec<i32>> {
    Ok(vacancies::table
        .filter(vacancies::user_id.eq(user))
        .filter(vacancies::closed_how.eq_any(["taken", "voted"]))
        .select(vacancies::game_id)
        .load(c)?)
}

/// Each of `user`'s turns that was answered.
pub fn settled_turns(c: &mut AnyConnection, user: i32) -> R<Vec<Settled>> {
    Ok(turns::table
        .filter(turns::user_id.eq(user))
        .filter(turns::answered.is_not_null())
        .select((turns::asked_at, turns::answered_at, turns::answered))
        .load(c)?)
}

/// How many deadlines `user` missed, in every game.
pub fn deadlines_missed_by(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(missed_deadlines::table
        .filter(missed_deadlines::user_id.eq(user))
        .count()
        .get_result(c)?)
}

/// How many times a house of `user`'s went into civil disorder.
pub fn civil_disorders_of(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(vacancies::table
        .filter(vacancies::user_id.eq(user))
        .filter(vacancies::reason.eq("civil_disorder"))
        .count()
        .get_result(c)?)
}

/// The open turns of `house` are answered by its player at `at`.
pub fn answer_turns_by_player(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    at: NaiveDateTime,
) -> R<()> {
    crate::db::cached::sql(
        "UPDATE turns SET answered = 'player', answered_at = ? \
         WHERE game_id = ? AND house = ? AND answered IS NULL",
    )
    .bind(at)
    .bind(game)
    .bind(house)
    .execute(c)?;
    Ok(())
}

/// Every open turn of a game is answered by the defaults at a deadline, `at`.
pub fn answer_turns_by_deadline(c: &mut AnyConnection, game: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(
        turns::table
            .filter(turns::game_id.eq(game))
            .filter(turns::answered.is_null()),
    )
    .set((
        turns::answered.eq(Some("deadline")),
        turns::answered_at.eq(Some(at)),
    ))
    .execute(c)?;
    Ok(())
}

/// Opens a turn for `t.house` unless it has one open already, in one statement.
pub fn ask_turn(c: &mut AnyConnection, t: &NewTurn) -> R<()> {
    crate::db::cached::sql(
        "INSERT INTO turns (game_id, house, user_id, asked_at) SELECT ?, ?, ?, ? \
         WHERE NOT EXISTS (SELECT 1 FROM turns \
         WHERE game_id = ? AND house = ? AND answered IS NULL)",
    )
    .bind(t.game_id)
    .bind(t.house)
    .bind(t.user_id)
    .bind(t.asked_at)
    .bind(t.game_id)
    .bind(t.house)
    .execute(c)?;
    Ok(())
}
