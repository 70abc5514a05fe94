//! Queries of the computer player (issue 28, `service::computer`): the houses it holds, and
//! the players who let it stand in for them. Written once for both databases, like [`super`].

use crate::db::schema::{computer_stand_ins, seats, vacancies};
use crate::db::{AnyConnection, DbError};
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The houses of vacancies of `reason` (the computer's seats) of a game that are open, or that
/// closed with the game's end.
pub fn houses_held_to_the_end(c: &mut AnyConnection, game: i32, reason: &str) -> R<Vec<String>> {
    Ok(vacancies::table
        .filter(vacancies::game_id.eq(game))
        .filter(vacancies::reason.eq(reason))
        .filter(
            vacancies::closed_at
                .is_null()
                .or(vacancies::closed_how.eq("over")),
        )
        .select(vacancies::house)
        .load(c)?)
}

/// The players of a game who let the computer stand in for them.
pub fn stand_in_users(c: &mut AnyConnection, game: i32) -> R<Vec<i32>> {
    Ok(computer_stand_ins::table
        .filter(computer_stand_ins::game_id.eq(game))
        .select(computer_stand_ins::user_id)
        .load(c)?)
}

/// The houses `users` sit at in a game.
pub fn houses_of_users(c: &mut AnyConnection, game: i32, users: &[i32]) -> R<Vec<Option<String>>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq_any(users))
        .select(seats::house)
        .load(c)?)
}

/// Sets whether `user` lets the computer stand in for them in a game.
pub fn set_stand_in(c: &mut AnyConnection, game: i32, user: i32, on: bool) -> R<()> {
    diesel::delete(
        computer_stand_ins::table
            .filter(computer_stand_ins::game_id.eq(game))
            .filter(computer_stand_ins::user_id.eq(user)),
    )
    .execute(c)?;
    if on {
        diesel::insert_into(computer_stand_ins::table)
            .values((
                computer_stand_ins::game_id.eq(game),
                computer_stand_ins::user_id.eq(user),
            ))
            .execute(c)?;
    }
    Ok(())
}
