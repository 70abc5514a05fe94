//! Queries of a player's record (issue 13, `service::reliability`): the games they sat in and
//! left, the turns they were asked and answered, the deadlines they missed. Written once for
//! both databases, like [`super`].

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

/// Who answered the open turns a change closed (see [`answer_and_ask_turns`]).
#[derive(Clone, Copy, Debug)]
pub enum Answered<'a> {
    /// The open turns of this house, answered by its player.
    Player(&'a str),
    /// Every open turn of the game, answered by the defaults at a deadline.
    Deadline,
    /// None (a game just started).
    Nobody,
}

/// Closes the open turns of `game` that a change answered (`answered`, at `at`) and opens one,
/// asked at `at`, for each of the houses `asked` (house, player) that has none open after that
/// (a house still asked keeps the turn it has). Each statement is a round trip on PostgreSQL
/// (issue 30), so there it is one statement (the close as a data-modifying `WITH`, whose rows
/// the insert's `NOT EXISTS` cannot see yet, hence the answered house left out of it); on
/// SQLite two, the close then every ask. Either way one statement asks every house, not one
/// each (six when a phase begins).
pub fn answer_and_ask_turns(
    c: &mut AnyConnection,
    game: i32,
    answered: Answered<'_>,
    asked: &[(&str, Option<i32>)],
    at: NaiveDateTime,
) -> R<()> {
    use crate::db::cached::{sql, Sql};
    let postgres = !c.is_sqlite();
    let close = match answered {
        Answered::Player(_) => Some(
            "UPDATE turns SET answered = 'player', answered_at = ? \
             WHERE game_id = ? AND house = ? AND answered IS NULL",
        ),
        Answered::Deadline => Some(
            "UPDATE turns SET answered = 'deadline', answered_at = ? \
             WHERE game_id = ? AND answered IS NULL",
        ),
        Answered::Nobody => None,
    };
    // The close's values, bound to `q` (whose text begins with the close).
    let close_values = |q: Sql<'static>| -> Sql<'_> {
        let q = q.bind(at).bind(game);
        match answered {
            Answered::Player(house) => q.bind(house),
            _ => q,
        }
    };
    // On PostgreSQL the close is the `WITH` of the asks' statement, when there are asks.
    let together = postgres && close.is_some() && !asked.is_empty();
    if let (Some(close), false) = (close, together) {
        close_values(sql(close)).execute(c)?;
    }
    if asked.is_empty() {
        return Ok(());
    }
    // The open turns the insert must not find: those the close leaves open.
    let still_open = match (answered, together) {
        // At a deadline every open turn is closed (and asking again is asking anew).
        (Answered::Deadline, true) => "",
        (Answered::Player(_), true) => {
            " WHERE NOT EXISTS (SELECT 1 FROM turns t WHERE t.game_id = ? \
             AND t.house = asked.house AND t.answered IS NULL AND t.house <> ?)"
        }
        _ => {
            " WHERE NOT EXISTS (SELECT 1 FROM turns t WHERE t.game_id = ? \
             AND t.house = asked.house AND t.answered IS NULL)"
        }
    };
    let values = vec!["(?, ?)"; asked.len()].join(", ");
    let insert = format!(
        "asked(house, user_id) AS (VALUES {values}) \
         INSERT INTO turns (game_id, house, user_id, asked_at) \
         SELECT ?, asked.house, asked.user_id, ? FROM asked{still_open}"
    );
    let mut q = match close {
        Some(close) if together => close_values(sql(format!("WITH closed AS ({close}), {insert}"))),
        _ => sql(format!("WITH {insert}")),
    };
    for (house, user) in asked {
        q = q.bind(*house).bind(*user);
    }
    q = q.bind(game).bind(at);
    if !still_open.is_empty() {
        q = q.bind(game);
        if let (Answered::Player(house), true) = (answered, together) {
            q = q.bind(house);
        }
    }
    q.execute(c)?;
    Ok(())
}
