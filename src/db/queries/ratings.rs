//! Queries of public play (issue 32, `service::ratings`): a game's rated and minimum-rating
//! options, the players' ratings per edition, the leaderboard, who held and left each house.
//! Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::schema::{game_public, games, ratings, seats, users, vacancies};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// ------------------------------------------------------------------------------ game options

/// Stores a new game's options (rated, minimum rating, faceless).
pub fn insert_public_rules(
    c: &mut AnyConnection,
    game: i32,
    rated: bool,
    min_rating: i32,
    faceless: bool,
) -> R<()> {
    diesel::insert_into(game_public::table)
        .values((
            game_public::game_id.eq(game),
            game_public::rated.eq(rated),
            game_public::min_rating.eq(min_rating),
            game_public::faceless.eq(faceless),
        ))
        .execute(c)?;
    Ok(())
}

/// (rated, minimum rating, faceless) of a game, if it has a row.
pub fn public_rules_of(c: &mut AnyConnection, game: i32) -> R<Option<(bool, i32, bool)>> {
    Ok(game_public::table
        .find(game)
        .select((
            game_public::rated,
            game_public::min_rating,
            game_public::faceless,
        ))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// The game was counted into the ratings at `at`.
pub fn set_rated_at(c: &mut AnyConnection, game: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(game_public::table.find(game))
        .set(game_public::rated_at.eq(Some(at)))
        .execute(c)?;
    Ok(())
}

/// (game, when it was counted) of every rated game that is over.
pub fn rated_games_over(c: &mut AnyConnection) -> R<Vec<(i32, Option<NaiveDateTime>)>> {
    Ok(game_public::table
        .inner_join(games::table)
        .filter(game_public::rated.eq(true))
        .filter(games::status.eq("over"))
        .select((game_public::game_id, game_public::rated_at))
        .load(c)?)
}

// ---------------------------------------------------------------------------------- seating

/// (house, user) of each seat of a game.
pub fn seat_holders(c: &mut AnyConnection, game: i32) -> R<Vec<(Option<String>, i32)>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .select((seats::house, seats::user_id))
        .load::<(Option<String>, i32)>(c)?)
}

/// The players who left a house of a game (a vacancy not of `computer_seat` and not closed by
/// their return), once per vacancy.
pub fn players_who_left(
    c: &mut AnyConnection,
    game: i32,
    computer_seat: &str,
) -> R<Vec<Option<i32>>> {
    Ok(vacancies::table
        .filter(vacancies::game_id.eq(game))
        .filter(vacancies::reason.ne(computer_seat))
        .filter(
            vacancies::closed_how
                .is_null()
                .or(vacancies::closed_how.ne("returned")),
        )
        .select(vacancies::user_id)
        .load::<Option<i32>>(c)?)
}

/// The users seated at a game.
pub fn seated_users(c: &mut AnyConnection, game: i32) -> R<Vec<i32>> {
    Ok(seats::table
        .filter(seats::game_id.eq(game))
        .select(seats::user_id)
        .load(c)?)
}

// ---------------------------------------------------------------------------------- ratings

/// (mu, sigma, games) of `user` in `edition`, if rated.
pub fn rating_of(c: &mut AnyConnection, user: i32, edition: &str) -> R<Option<(f64, f64, i32)>> {
    Ok(ratings::table
        .find((user, edition))
        .select((ratings::mu, ratings::sigma, ratings::games))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// Replaces `user`'s rating in `edition`.
pub fn replace_rating(
    c: &mut AnyConnection,
    user: i32,
    edition: &str,
    (mu, sigma, games): (f64, f64, i32),
    at: NaiveDateTime,
) -> R<()> {
    diesel::delete(ratings::table.find((user, edition))).execute(c)?;
    diesel::insert_into(ratings::table)
        .values((
            ratings::user_id.eq(user),
            ratings::edition.eq(edition),
            ratings::mu.eq(mu),
            ratings::sigma.eq(sigma),
            ratings::games.eq(games),
            ratings::updated_at.eq(at),
        ))
        .execute(c)?;
    Ok(())
}

/// Forgets every rating (before they are counted again).
pub fn delete_all_ratings(c: &mut AnyConnection) -> R<()> {
    diesel::delete(ratings::table).execute(c)?;
    Ok(())
}

/// (edition, mu, sigma, games) of each of `user`'s ratings.
pub fn ratings_of_user(c: &mut AnyConnection, user: i32) -> R<Vec<(String, f64, f64, i32)>> {
    Ok(ratings::table
        .filter(ratings::user_id.eq(user))
        .select((
            ratings::edition,
            ratings::mu,
            ratings::sigma,
            ratings::games,
        ))
        .load(c)?)
}

/// A line of the leaderboard: (user, name, mu, sigma, games).
pub type Leader = (i32, String, f64, f64, i32);

/// The best `limit` rated players of `edition`, by their shown rating (mu - 3 sigma), then
/// games, then name.
pub fn leaderboard(c: &mut AnyConnection, edition: &str, limit: i64) -> R<Vec<Leader>> {
    Ok(ratings::table
        .inner_join(users::table)
        .filter(ratings::edition.eq(edition))
        .order((
            (ratings::mu - ratings::sigma * 3.0).desc(),
            ratings::games.desc(),
            users::name.asc(),
        ))
        .select((
            ratings::user_id,
            users::name,
            ratings::mu,
            ratings::sigma,
            ratings::games,
        ))
        .limit_written(limit)
        .load(c)?)
}
