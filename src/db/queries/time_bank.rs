//! Queries of the time banks (issue 25, `service::time_bank`): each house's time left and
//! since when it is awaited. Written once for both databases, like [`super`].

use crate::db::schema::time_banks;
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// (house, seconds left, awaited since) of each bank of a game, by house.
pub fn banks_of(c: &mut AnyConnection, game: i32) -> R<Vec<(String, i64, Option<NaiveDateTime>)>> {
    Ok(time_banks::table
        .filter(time_banks::game_id.eq(game))
        .order(time_banks::house.asc())
        .select((
            time_banks::house,
            time_banks::remaining_secs,
            time_banks::asked_at,
        ))
        .load(c)?)
}

/// Writes `house`'s bank: updated if it has one, inserted otherwise.
pub fn store_bank(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    remaining_secs: i64,
    asked_at: Option<NaiveDateTime>,
) -> R<()> {
    let n = diesel::update(
        time_banks::table
            .filter(time_banks::game_id.eq(game))
            .filter(time_banks::house.eq(house)),
    )
    .set((
        time_banks::remaining_secs.eq(remaining_secs),
        time_banks::asked_at.eq(asked_at),
    ))
    .execute(c)?;
    if n == 0 {
        diesel::insert_into(time_banks::table)
            .values((
                time_banks::game_id.eq(game),
                time_banks::house.eq(house),
                time_banks::remaining_secs.eq(remaining_secs),
                time_banks::asked_at.eq(asked_at),
            ))
            .execute(c)?;
    }
    Ok(())
}
