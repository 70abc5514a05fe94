//! Queries of a game's seats when a player vanishes (issue 13, `service::seats`): the game's
//! seat rules, vacancies (civil disorder, voted out, taken over), planned absences, the
//! deadlines a player missed, and the mails of a player who lost the seat. Written once for
//! both databases, like [`super`].

use super::at_most_one;
use crate::db::cached::WrittenLimit;
use crate::db::models::{
    AbsenceRow, GameRow, NewAbsence, NewVacancy, Seat, SeatRulesRow, VacancyRow,
};
use crate::db::schema::{
    absences, games, inputs, missed_deadlines, outbox, seat_rules, seats, users, vacancies,
};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// ------------------------------------------------------------------------------- seat rules

/// The `seat_rules` row of a game, if it has one.
pub fn seat_rules_of(c: &mut AnyConnection, game: i32) -> R<Option<SeatRulesRow>> {
    Ok(at_most_one(seat_rules::table.find(game).load(c)?))
}

/// Stores the rules of a new game.
pub fn insert_seat_rules(c: &mut AnyConnection, rules: &SeatRulesRow) -> R<()> {
    diesel::insert_into(seat_rules::table)
        .values(rules)
        .execute(c)?;
    Ok(())
}

// -------------------------------------------------------------------------------- vacancies

/// The open vacancies (houses needing a player) of a game, oldest first.
pub fn open_vacancies(c: &mut AnyConnection, game: i32) -> R<Vec<VacancyRow>> {
    Ok(vacancies::table
        .filter(vacancies::game_id.eq(game))
        .filter(vacancies::closed_at.is_null())
        .order(vacancies::id.asc())
        .load(c)?)
}

/// A game's open vacancies (by id, as [`open_vacancies`]) and its absences not over at `now`
/// (by start, as [`absences_not_over`]), in one statement: a move and a game's page need both,
/// and on PostgreSQL each statement is a round trip (issue 30). The two tables' rows share one
/// column list (`UNION ALL`, each side's missing columns NULL), told apart by `kind`.
pub fn vacancies_and_absences(
    c: &mut AnyConnection,
    game: i32,
    now: NaiveDateTime,
) -> R<(Vec<VacancyRow>, Vec<AbsenceRow>)> {
    use diesel::sql_types::{Integer, Nullable, Text, Timestamp};
    #[derive(diesel::QueryableByName)]
    struct Either {
        #[diesel(sql_type = Text)]
        kind: String,
        #[diesel(sql_type = Integer)]
        id: i32,
        #[diesel(sql_type = Text)]
        house: String,
        #[diesel(sql_type = Nullable<Integer>)]
        user_id: Option<i32>,
        /// `opened_at` | `starts_at`
        #[diesel(sql_type = Timestamp)]
        t1: NaiveDateTime,
        /// `closed_at` | `ends_at`
        #[diesel(sql_type = Nullable<Timestamp>)]
        t2: Option<NaiveDateTime>,
        /// — | `created_at`
        #[diesel(sql_type = Nullable<Timestamp>)]
        t3: Option<NaiveDateTime>,
        /// — | `begun_told_at`
        #[diesel(sql_type = Nullable<Timestamp>)]
        t4: Option<NaiveDateTime>,
        /// — | `ended_told_at`
        #[diesel(sql_type = Nullable<Timestamp>)]
        t5: Option<NaiveDateTime>,
        /// `opened_seq` | `sitter_id`
        #[diesel(sql_type = Nullable<Integer>)]
        n1: Option<i32>,
        /// `taken_by` | —
        #[diesel(sql_type = Nullable<Integer>)]
        n2: Option<i32>,
        /// `reason` | —
        #[diesel(sql_type = Nullable<Text>)]
        s1: Option<String>,
        /// `closed_how` | —
        #[diesel(sql_type = Nullable<Text>)]
        s2: Option<String>,
    }
    let rows: Vec<Either> = crate::db::cached::sql(
        "SELECT 'vacancy' AS kind, id, house, user_id, opened_at AS t1, closed_at AS t2, \
         NULL AS t3, NULL AS t4, NULL AS t5, opened_seq AS n1, taken_by AS n2, reason AS s1, \
         closed_how AS s2 FROM vacancies WHERE game_id = ? AND closed_at IS NULL \
         UNION ALL SELECT 'absence', id, house, user_id, starts_at, ends_at, created_at, \
         begun_told_at, ended_told_at, sitter_id, NULL, NULL, NULL \
         FROM absences WHERE game_id = ? AND ends_at > ?",
    )
    .bind(game)
    .bind(game)
    .bind(now)
    .load(c)?;
    let mut vacancies = Vec::new();
    let mut absences = Vec::new();
    for r in rows {
        match r.kind.as_str() {
            "vacancy" => vacancies.push(VacancyRow {
                id: r.id,
                game_id: game,
                house: r.house,
                user_id: r.user_id,
                reason: r.s1.unwrap_or_default(),
                opened_at: r.t1,
                opened_seq: r.n1.unwrap_or_default(),
                closed_at: r.t2,
                closed_how: r.s2,
                taken_by: r.n2,
            }),
            _ => {
                // Columns NOT NULL in `absences`: present on this side.
                let (Some(user_id), Some(ends_at), Some(created_at)) = (r.user_id, r.t2, r.t3)
                else {
                    continue;
                };
                absences.push(AbsenceRow {
                    id: r.id,
                    game_id: game,
                    house: r.house,
                    user_id,
                    starts_at: r.t1,
                    ends_at,
                    sitter_id: r.n1,
                    created_at,
                    begun_told_at: r.t4,
                    ended_told_at: r.t5,
                })
            }
        }
    }
    vacancies.sort_by_key(|v| v.id);
    absences.sort_by_key(|a| (a.starts_at, a.id));
    Ok((vacancies, absences))
}

/// The first 100 open vacancies of every game, oldest first (for the front page).
pub fn oldest_open_vacancies(c: &mut AnyConnection) -> R<Vec<VacancyRow>> {
    Ok(vacancies::table
        .filter(vacancies::closed_at.is_null())
        .order(vacancies::opened_at.asc())
        .limit_written(100)
        .load(c)?)
}

/// Of `ids`, the public games being played.
pub fn active_public_games_among(c: &mut AnyConnection, ids: &[i32]) -> R<Vec<GameRow>> {
    Ok(games::table
        .filter(games::id.eq_any(ids))
        .filter(games::visibility.eq("public"))
        .filter(games::status.eq("active"))
        .load(c)?)
}

pub fn insert_vacancy(c: &mut AnyConnection, v: &NewVacancy) -> R<()> {
    diesel::insert_into(vacancies::table).values(v).execute(c)?;
    Ok(())
}

/// The player of `house` acted again: its civil disorder (opened for `user`; or a
/// suspension's vacancy, issue 32: a suspended player back keeps the house) closes as
/// `returned`.
pub fn close_disorder_on_return(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    user: i32,
    at: NaiveDateTime,
) -> R<()> {
    crate::db::cached::sql(
        "UPDATE vacancies SET closed_at = ?, closed_how = 'returned' \
         WHERE game_id = ? AND house = ? AND user_id = ? \
           AND reason IN ('civil_disorder', 'moderator') \
           AND closed_at IS NULL",
    )
    .bind(at)
    .bind(game)
    .bind(house)
    .bind(user)
    .execute(c)?;
    Ok(())
}

/// Closes every open vacancy of a game as `over`.
pub fn close_vacancies_of_game_over(c: &mut AnyConnection, game: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(
        vacancies::table
            .filter(vacancies::game_id.eq(game))
            .filter(vacancies::closed_at.is_null()),
    )
    .set((
        vacancies::closed_at.eq(Some(at)),
        vacancies::closed_how.eq(Some("over")),
    ))
    .execute(c)?;
    Ok(())
}

/// Closes the open vacancy of `house` (if any) as `voted`: a new one, the table's, follows.
pub fn close_vacancy_of_house_voted(
    c: &mut AnyConnection,
    game: i32,
    house: &str,
    at: NaiveDateTime,
) -> R<()> {
    diesel::update(
        vacancies::table
            .filter(vacancies::game_id.eq(game))
            .filter(vacancies::house.eq(house))
            .filter(vacancies::closed_at.is_null()),
    )
    .set((
        vacancies::closed_at.eq(Some(at)),
        vacancies::closed_how.eq(Some("voted")),
    ))
    .execute(c)?;
    Ok(())
}

/// Closes a vacancy as `taken` by `user`.
pub fn close_vacancy_taken(
    c: &mut AnyConnection,
    vacancy: i32,
    user: i32,
    at: NaiveDateTime,
) -> R<()> {
    diesel::update(vacancies::table.find(vacancy))
        .set((
            vacancies::closed_at.eq(Some(at)),
            vacancies::closed_how.eq(Some("taken")),
            vacancies::taken_by.eq(Some(user)),
        ))
        .execute(c)?;
    Ok(())
}

// ------------------------------------------------------------------------------------ seats

/// The seat of `house` in a game, if someone has it.
pub fn seat_of_house(c: &mut AnyConnection, game: i32, house: &str) -> R<Option<Seat>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::house.eq(house))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

pub fn delete_seat_by_id(c: &mut AnyConnection, seat: i32) -> R<()> {
    diesel::delete(seats::table.find(seat)).execute(c)?;
    Ok(())
}

/// Deletes the seat of `house` in a game (its player leaves it).
pub fn delete_seat_of_house(c: &mut AnyConnection, game: i32, house: &str) -> R<()> {
    diesel::delete(
        seats::table
            .filter(seats::game_id.eq(game))
            .filter(seats::house.eq(house)),
    )
    .execute(c)?;
    Ok(())
}

/// Mails about `game` still waiting to go to `user` (pending or held, not claimed by a sender)
/// are cancelled.
pub fn cancel_pending_mail_of(c: &mut AnyConnection, game: i32, user: i32) -> R<()> {
    diesel::update(
        outbox::table
            .filter(outbox::game_id.eq(game))
            .filter(outbox::user_id.eq(user))
            .filter(outbox::status.eq_any(["pending", "held"]))
            .filter(outbox::claimed_by.is_null()),
    )
    .set(outbox::status.eq("cancelled"))
    .execute(c)?;
    Ok(())
}

// -------------------------------------------------------------------------- missed deadlines

/// How many deadlines in a row `user` missed for `house`: those since their last own decision
/// for it (all of them if they never made one).
pub fn missed_in_a_row(c: &mut AnyConnection, game: i32, house: &str, user: i32) -> R<i64> {
    let last_own: Option<i32> = inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::house.eq(house))
        .filter(inputs::user_id.eq(user))
        .filter(inputs::by_deadline.eq(false))
        .select(diesel::dsl::max(inputs::seq))
        .limit_written(1)
        .get_result(c)?;
    Ok(missed_deadlines::table
        .filter(missed_deadlines::game_id.eq(game))
        .filter(missed_deadlines::house.eq(house))
        .filter(missed_deadlines::user_id.eq(user))
        .filter(missed_deadlines::seq.ge(last_own.unwrap_or(-1)))
        .count()
        .get_result(c)?)
}

// --------------------------------------------------------------------------------- absences

/// The absences of a game running at `at`.
pub fn absences_at(c: &mut AnyConnection, game: i32, at: NaiveDateTime) -> R<Vec<AbsenceRow>> {
    Ok(absences::table
        .filter(absences::game_id.eq(game))
        .filter(absences::starts_at.le(at))
        .filter(absences::ends_at.gt(at))
        .order(absences::id.asc())
        .load(c)?)
}

/// The absences of a game not over at `now` (running or planned), by start.
pub fn absences_not_over(
    c: &mut AnyConnection,
    game: i32,
    now: NaiveDateTime,
) -> R<Vec<AbsenceRow>> {
    Ok(absences::table
        .filter(absences::game_id.eq(game))
        .filter(absences::ends_at.gt(now))
        .order(absences::starts_at.asc())
        .load(c)?)
}

/// Every absence `user` declared in a game.
pub fn absences_of_player(c: &mut AnyConnection, game: i32, user: i32) -> R<Vec<AbsenceRow>> {
    Ok(absences::table
        .filter(absences::game_id.eq(game))
        .filter(absences::user_id.eq(user))
        .load(c)?)
}

pub fn insert_absence(c: &mut AnyConnection, a: &NewAbsence) -> R<()> {
    diesel::insert_into(absences::table).values(a).execute(c)?;
    Ok(())
}

/// The absences declared for `house` end (with its player's seat).
pub fn delete_absences_of_house(c: &mut AnyConnection, game: i32, house: &str) -> R<()> {
    diesel::delete(
        absences::table
            .filter(absences::game_id.eq(game))
            .filter(absences::house.eq(house)),
    )
    .execute(c)?;
    Ok(())
}

// ---------------------------------------------------------------------------------- sitters

/// The absences `sitter` sits for at `at`.
pub fn absences_sat_for(
    c: &mut AnyConnection,
    sitter: i32,
    at: NaiveDateTime,
) -> R<Vec<AbsenceRow>> {
    Ok(absences::table
        .filter(absences::sitter_id.eq(sitter))
        .filter(absences::starts_at.le(at))
        .filter(absences::ends_at.gt(at))
        .order(absences::id.asc())
        .load(c)?)
}

/// The name of the user `id` (an error if there is none).
pub fn user_name(c: &mut AnyConnection, id: i32) -> R<String> {
    Ok(users::table
        .find(id)
        .select(users::name)
        .limit_written(1)
        .get_result(c)?)
}

/// The absences begun by `now` whose beginning was not told yet, the first `limit`.
pub fn absences_begun_untold(c: &mut AnyConnection, now: NaiveDateTime, limit: i64) -> R<Vec<i32>> {
    Ok(absences::table
        .filter(absences::begun_told_at.is_null())
        .filter(absences::starts_at.le(now))
        .select(absences::id)
        .order(absences::id.asc())
        .limit_written(limit)
        .load(c)?)
}

/// The absences ended by `now` whose end was not told yet, the first `limit`.
pub fn absences_ended_untold(c: &mut AnyConnection, now: NaiveDateTime, limit: i64) -> R<Vec<i32>> {
    Ok(absences::table
        .filter(absences::ended_told_at.is_null())
        .filter(absences::ends_at.le(now))
        .select(absences::id)
        .order(absences::id.asc())
        .limit_written(limit)
        .load(c)?)
}

/// The absence `id` (an error if there is none).
pub fn absence(c: &mut AnyConnection, id: i32) -> R<AbsenceRow> {
    Ok(absences::table.find(id).limit_written(1).get_result(c)?)
}

/// The absence's end was told at `at`.
pub fn set_absence_ended_told(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(absences::table.find(id))
        .set(absences::ended_told_at.eq(Some(at)))
        .execute(c)?;
    Ok(())
}

/// The absence's beginning was told at `at`.
pub fn set_absence_begun_told(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(absences::table.find(id))
        .set(absences::begun_told_at.eq(Some(at)))
        .execute(c)?;
    Ok(())
}

/// How many log entries a game got from `from` (included) to `to` (excluded).
pub fn inputs_during(
    c: &mut AnyConnection,
    game: i32,
    from: NaiveDateTime,
    to: NaiveDateTime,
) -> R<i64> {
    Ok(inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::created_at.ge(from))
        .filter(inputs::created_at.lt(to))
        .count()
        .get_result(c)?)
}
