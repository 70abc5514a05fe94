//! Queries of submission faults (issue 23: `service::faults`): the steps on which the site
//! failed a player's submission. Written once for both databases, like [`super`].

use crate::db::models::NewSubmissionFault;
use crate::db::schema::submission_faults;
use crate::db::{AnyConnection, DbError};
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The steps (log lengths) of `game` on which a fault was recorded for `user`, each once.
pub fn fault_steps_of_player(c: &mut AnyConnection, game: i32, user: i32) -> R<Vec<i32>> {
    Ok(submission_faults::table
        .filter(submission_faults::game_id.eq(game))
        .filter(submission_faults::user_id.eq(user))
        .select(submission_faults::seq)
        .distinct()
        .load(c)?)
}

pub fn insert_fault(c: &mut AnyConnection, fault: &NewSubmissionFault) -> R<()> {
    diesel::insert_into(submission_faults::table)
        .values(fault)
        .execute(c)?;
    Ok(())
}

/// The faults of `game` as (house, step), each pair once.
pub fn fault_steps_of_game(c: &mut AnyConnection, game: i32) -> R<Vec<(String, i32)>> {
    Ok(submission_faults::table
        .filter(submission_faults::game_id.eq(game))
        .select((submission_faults::house, submission_faults::seq))
        .distinct()
        .load(c)?)
}
