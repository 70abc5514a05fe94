//! Queries of the table's votes (issue 13, `service::votes`): votes called, ballots cast, what
//! a passed vote changes in the game's row. Written once for both databases, like [`super`].

use crate::db::cached::WrittenLimit;
use crate::db::models::{BallotRow, NewBallot, NewVote, VoteRow};
use crate::db::schema::{ballots, games, votes};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// ------------------------------------------------------------------------------------ votes

/// A new vote; returns its id.
pub fn insert_vote(c: &mut AnyConnection, v: &NewVote) -> R<i32> {
    Ok(diesel::insert_into(votes::table)
        .values(v)
        .returning(votes::id)
        .get_result(c)?)
}

/// The vote `id` (an error if there is none).
pub fn vote(c: &mut AnyConnection, id: i32) -> R<VoteRow> {
    Ok(votes::table.find(id).limit_written(1).get_result(c)?)
}

/// The vote `id` of `game`, if there is one.
pub fn vote_of_game(c: &mut AnyConnection, game: i32, id: i32) -> R<Option<VoteRow>> {
    Ok(votes::table
        .find(id)
        .filter(votes::game_id.eq(game))
        .limit_written(1)
        .get_result(c)
        .optional()?)
}

/// How many votes of `kind` are open in a game.
pub fn open_votes_of_kind(c: &mut AnyConnection, game: i32, kind: &str) -> R<i64> {
    Ok(votes::table
        .filter(votes::game_id.eq(game))
        .filter(votes::kind.eq(kind))
        .filter(votes::status.eq("open"))
        .count()
        .get_result(c)?)
}

/// A vote decided at `at`: its status, and the end of the pause it voted (if any).
pub fn set_vote_decided(
    c: &mut AnyConnection,
    id: i32,
    status: &str,
    at: NaiveDateTime,
    until: Option<NaiveDateTime>,
) -> R<()> {
    diesel::update(votes::table.find(id))
        .set((
            votes::status.eq(status),
            votes::decided_at.eq(Some(at)),
            votes::until_at.eq(until),
        ))
        .execute(c)?;
    Ok(())
}

/// A vote whose time ran out.
pub fn set_vote_expired(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(votes::table.find(id))
        .set((votes::status.eq("expired"), votes::decided_at.eq(Some(at))))
        .execute(c)?;
    Ok(())
}

/// A voted pause that is over.
pub fn clear_vote_until(c: &mut AnyConnection, id: i32) -> R<()> {
    diesel::update(votes::table.find(id))
        .set(votes::until_at.eq(None::<NaiveDateTime>))
        .execute(c)?;
    Ok(())
}

/// (vote, game) of the votes whose time is over by `now` and of the voted pauses that are
/// over, at most 200.
pub fn votes_due(c: &mut AnyConnection, now: NaiveDateTime) -> R<Vec<(i32, i32)>> {
    Ok(votes::table
        .filter(
            votes::status
                .eq("open")
                .and(votes::expires_at.le(now))
                .or(votes::status
                    .eq("passed")
                    .and(votes::kind.eq("pause"))
                    .and(votes::until_at.le(now))),
        )
        .select((votes::id, votes::game_id))
        .limit_written(200)
        .load(c)?)
}

/// The last 20 votes of a game, newest first.
pub fn recent_votes(c: &mut AnyConnection, game: i32) -> R<Vec<VoteRow>> {
    Ok(votes::table
        .filter(votes::game_id.eq(game))
        .order(votes::id.desc())
        .limit_written(20)
        .load(c)?)
}

/// The hours of each pause `user` called in a game that passed.
pub fn passed_pause_hours(c: &mut AnyConnection, game: i32, user: i32) -> R<Vec<Option<i32>>> {
    Ok(votes::table
        .filter(votes::game_id.eq(game))
        .filter(votes::called_by.eq(user))
        .filter(votes::kind.eq("pause"))
        .filter(votes::status.eq("passed"))
        .select(votes::hours)
        .load(c)?)
}

// ---------------------------------------------------------------------------------- ballots

pub fn insert_ballot(c: &mut AnyConnection, b: &NewBallot) -> R<()> {
    diesel::insert_into(ballots::table).values(b).execute(c)?;
    Ok(())
}

/// The ballots of a vote, in the order cast.
pub fn ballots_of(c: &mut AnyConnection, vote: i32) -> R<Vec<BallotRow>> {
    Ok(ballots::table
        .filter(ballots::vote_id.eq(vote))
        .order(ballots::id.asc())
        .load(c)?)
}

/// The ballots of each of `votes`, in the order cast: one statement for a page's votes.
pub fn ballots_of_votes(c: &mut AnyConnection, votes: &[i32]) -> R<Vec<BallotRow>> {
    Ok(ballots::table
        .filter(ballots::vote_id.eq_any(votes))
        .order(ballots::id.asc())
        .load(c)?)
}

// ------------------------------------------------------------------------- what votes change

/// The game's deadline settings (JSON), as the table voted them.
pub fn set_deadline_settings(c: &mut AnyConnection, game: i32, setting: &str) -> R<()> {
    diesel::update(games::table.find(game))
        .set(games::deadlines.eq(setting))
        .execute(c)?;
    Ok(())
}

/// A game stopped by vote: `status` (`cancelled` or `ended`), its winner, no clock.
pub fn set_game_stopped(
    c: &mut AnyConnection,
    game: i32,
    status: &str,
    winner: Option<String>,
    now: NaiveDateTime,
) -> R<()> {
    diesel::update(games::table.find(game))
        .set((
            games::status.eq(status),
            games::winner.eq(winner),
            games::deadline_at.eq(None::<NaiveDateTime>),
            games::paused_at.eq(None::<NaiveDateTime>),
            games::paused_remaining_secs.eq(None::<i64>),
            games::awaiting.eq(""),
            games::updated_at.eq(now),
        ))
        .execute(c)?;
    Ok(())
}
