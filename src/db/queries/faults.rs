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

/// Per house of `game`, how many deadlines it missed (`missed`) and on how many steps the
/// site failed it (`fault`), as (what, house, count), houses with none left out: what a game
/// page's seats show, in one statement kept prepared (issue 30: one round trip, not two).
pub fn missed_and_faulted(c: &mut AnyConnection, game: i32) -> R<Vec<(String, String, i64)>> {
    use diesel::sql_types::{BigInt, Text};
    #[derive(diesel::QueryableByName)]
    struct Count {
        #[diesel(sql_type = Text)]
        what: String,
        #[diesel(sql_type = Text)]
        house: String,
        #[diesel(sql_type = BigInt)]
        n: i64,
    }
    let rows: Vec<Count> = crate::db::cached::sql(
        "SELECT 'missed' AS what, house, COUNT(*) AS n FROM missed_deadlines WHERE game_id = ? \
         GROUP BY house UNION ALL SELECT 'fault' AS what, house, COUNT(DISTINCT seq) AS n \
         FROM submission_faults WHERE game_id = ? GROUP BY house",
    )
    .bind(game)
    .bind(game)
    .load(c)?;
    Ok(rows.into_iter().map(|r| (r.what, r.house, r.n)).collect())
}
