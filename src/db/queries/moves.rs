//! What a change of a started game writes besides its inputs and summary (`service::changes`,
//! `service::notify`): the seats with their players' accounts (read once per move) and the
//! "your move" mails still waiting in their quiet window.

use crate::db::cached::WrittenLimit;
use crate::db::models::{Seat, User};
use crate::db::schema::{
    absences, outbox, plans, push_subscriptions, seats, users, vacancies, webhooks,
};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// A seat of a game with its player's account, and what a move would otherwise look up with a
/// statement of its own (see [`seats_with_users`]).
pub struct SeatWithUser {
    pub seat: Seat,
    pub user: User,
    /// The player has a webhook or a browser (Web Push) at all.
    pub calls: bool,
    /// A "your move" mail of this game is pending for the player.
    pub waiting_move_mail: bool,
    /// The seat's house has answers filed ahead (`plans`) in this game.
    pub filed_plans: bool,
    /// The game has an open vacancy or an absence (past ones included): the same on every
    /// row. A move reads them only then.
    pub game_has_vacancies_or_absences: bool,
}

/// Every seat of `game` with its player's account, in seating order, and of each: whether the
/// player has a webhook or a browser at all, whether a "your move" mail of this game is pending
/// for them, and whether the house has filed answers ahead. A move asks for the addresses,
/// cancels a waiting mail, withdraws or reads filed answers only where there are some (each of
/// those was a statement per move or per player).
pub fn seats_with_users(c: &mut AnyConnection, game: i32) -> R<Vec<SeatWithUser>> {
    use diesel::dsl::exists;
    // Every move's (see `on_connection`).
    let rows: Vec<(Seat, User, bool, bool, bool, bool)> =
        crate::db::on_connection!(c, |c| seats::table
            .inner_join(users::table)
            .filter(seats::game_id.eq(game))
            .order(seats::id.asc())
            .select((
                seats::all_columns,
                users::all_columns,
                exists(
                    webhooks::table
                        .filter(webhooks::user_id.eq(users::id))
                        .select(webhooks::id),
                )
                .or(exists(
                    push_subscriptions::table
                        .filter(push_subscriptions::user_id.eq(users::id))
                        .select(push_subscriptions::id),
                )),
                exists(
                    outbox::table
                        .filter(outbox::game_id.eq(seats::game_id.nullable()))
                        .filter(outbox::user_id.eq(users::id.nullable()))
                        .filter(outbox::kind.eq("your_move"))
                        .filter(outbox::status.eq("pending"))
                        .select(outbox::id),
                ),
                exists(
                    plans::table
                        .filter(plans::game_id.eq(seats::game_id))
                        .filter(plans::house.nullable().eq(seats::house))
                        .filter(plans::status.eq("filed"))
                        .select(plans::id),
                ),
                exists(
                    vacancies::table
                        .filter(vacancies::game_id.eq(seats::game_id))
                        .filter(vacancies::closed_at.is_null())
                        .select(vacancies::id),
                )
                .or(exists(
                    absences::table
                        .filter(absences::game_id.eq(seats::game_id))
                        .select(absences::id),
                )),
            ))
            .load(c)?);
    Ok(rows
        .into_iter()
        .map(
            |(seat, user, calls, waiting_move_mail, filed_plans, vacancies_or_absences)| {
                SeatWithUser {
                    seat,
                    user,
                    calls,
                    waiting_move_mail,
                    filed_plans,
                    game_has_vacancies_or_absences: vacancies_or_absences,
                }
            },
        )
        .collect())
}

/// When the first of `user`'s pending mails of `kind` in `game` that is still waiting after
/// `at` (in its quiet window) is due, if there is one.
pub fn first_waiting_due(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    kind: &str,
    at: NaiveDateTime,
) -> R<Option<NaiveDateTime>> {
    Ok(outbox::table
        .filter(outbox::game_id.eq(game))
        .filter(outbox::user_id.eq(user))
        .filter(outbox::kind.eq(kind))
        .filter(outbox::status.eq("pending"))
        .filter(outbox::due_at.gt(at))
        .select(diesel::dsl::min(outbox::due_at))
        .limit_written(1)
        .get_result(c)?)
}

/// Cancels `user`'s pending mails of `kind` in `game` still waiting after `at`; returns how
/// many.
pub fn cancel_waiting(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    kind: &str,
    at: NaiveDateTime,
) -> R<usize> {
    Ok(crate::db::cached::sql(
        "UPDATE outbox SET status = 'cancelled' \
         WHERE game_id = ? AND user_id = ? AND kind = ? AND status = 'pending' AND due_at > ?",
    )
    .bind(game)
    .bind(user)
    .bind(kind)
    .bind(at)
    .execute(c)?)
}
