//! Every query of the service, written once for both databases: the games, seats, users and
//! sessions here, each other concern in its own file.
//!
//! **Generic plans.** Every query is a prepared statement, and after five runs PostgreSQL may
//! keep a *generic* plan, made without the parameters' values. For `status <> $1` that plan
//! guesses from the column's statistics alone: with every game in one status (a site of games
//! in play) it expects one row and walks every game, so the front page grew with the site (5.9×
//! from 10 to 10,000 games, issue 30) while SQLite's did not. So a query of one user's seats
//! filters a status out in Rust, among the few rows it reads, and the public lists say
//! "started" as `started_at IS NOT NULL`, which the planner estimates without a parameter.

pub mod accounts;
pub mod api_tokens;
pub mod calendar;
pub mod clock;
pub mod computer;
pub mod digests;
pub mod faults;
pub mod figures;
pub mod limits;
pub mod mail_trust;
pub mod matchmaking;
pub mod moderation;
pub mod moves;
pub mod notes;
pub mod plans;
pub mod push;
pub mod ratings;
pub mod ravens;
pub mod reliability;
pub mod replies;
pub mod seating;
pub mod snapshots;
pub mod time_bank;
pub mod votes;
pub mod webhooks;

use crate::db::cached::WrittenLimit;
use crate::db::models::*;
use crate::db::schema::{games, inputs, seats, sessions, users};

use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

/// The row of a query that selects at most one (by a primary or unique key). Such lookups are
/// loaded without `.first()`, whose `LIMIT` is a bound value: SQLite cannot keep a statement
/// with a bound `LIMIT` in diesel's statement cache, so `.first()` prepared it again on every
/// call (75–94 µs against 12–18 µs for the game row, issue 17).
fn at_most_one<T>(rows: Vec<T>) -> Option<T> {
    rows.into_iter().next()
}

// ------------------------------------------------------------------------------------ users

/// A new account; `Conflict` if the name is taken.
pub fn insert_user(c: &mut AnyConnection, user: &NewUser) -> R<i32> {
    Ok(diesel::insert_into(users::table)
        .values(user)
        .returning(users::id)
        .get_result(c)?)
}

pub fn user_by_name_key(c: &mut AnyConnection, key: &str) -> R<Option<User>> {
    Ok(at_most_one(
        users::table.filter(users::name_key.eq(key)).load(c)?,
    ))
}

pub fn user_by_id(c: &mut AnyConnection, id: i32) -> R<Option<User>> {
    Ok(at_most_one(users::table.find(id).load(c)?))
}

pub fn set_time_zone(c: &mut AnyConnection, user: i32, tz: &str) -> R<()> {
    diesel::update(users::table.find(user))
        .set(users::time_zone.eq(tz))
        .execute(c)?;
    Ok(())
}

pub fn set_language(c: &mut AnyConnection, user: i32, language: &str) -> R<()> {
    diesel::update(users::table.find(user))
        .set(users::language.eq(language))
        .execute(c)?;
    Ok(())
}

pub fn user_names(c: &mut AnyConnection, ids: &[i32]) -> R<Vec<(i32, String)>> {
    Ok(users::table
        .filter(users::id.eq_any(ids))
        .select((users::id, users::name))
        .load(c)?)
}

// --------------------------------------------------------------------------------- sessions

pub fn insert_session(c: &mut AnyConnection, s: &NewSession) -> R<()> {
    diesel::insert_into(sessions::table).values(s).execute(c)?;
    Ok(())
}

pub fn session_with_user(c: &mut AnyConnection, token_hash: &str) -> R<Option<(Session, User)>> {
    // On every signed-in request: run on the database's own connection (see `on_connection`).
    Ok(at_most_one(crate::db::on_connection!(c, |c| {
        sessions::table
            .inner_join(users::table)
            .filter(sessions::token_hash.eq(token_hash))
            .load(c)?
    })))
}

pub fn touch_session(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(sessions::table.find(id))
        .set(sessions::last_seen_at.eq(at))
        .execute(c)?;
    Ok(())
}

pub fn delete_session(c: &mut AnyConnection, token_hash: &str) -> R<()> {
    diesel::delete(sessions::table.filter(sessions::token_hash.eq(token_hash))).execute(c)?;
    Ok(())
}

/// Drops sessions not seen since `before`.
pub fn delete_sessions_idle_since(c: &mut AnyConnection, before: NaiveDateTime) -> R<usize> {
    Ok(diesel::delete(sessions::table.filter(sessions::last_seen_at.lt(before))).execute(c)?)
}

// ------------------------------------------------------------------------------------ games

pub fn insert_game(c: &mut AnyConnection, g: &NewGame) -> R<i32> {
    Ok(diesel::insert_into(games::table)
        .values(g)
        .returning(games::id)
        .get_result(c)?)
}

pub fn game(c: &mut AnyConnection, id: i32) -> R<Option<GameRow>> {
    Ok(at_most_one(games::table.find(id).load(c)?))
}

/// A game's row with the per-game settings every view of it reads (each `None` when the game
/// has no such row): whether it is faceless (`game_public`), its seat rules (`seat_rules`) and
/// its press rules (`game_press`: rule, reveal at end, spectators read).
pub struct GameAndSettings {
    pub game: GameRow,
    pub faceless: Option<bool>,
    pub seat_rules: Option<SeatRulesRow>,
    pub press: Option<(String, bool, bool)>,
    /// Whether the game has any vote (open or decided), any conversation of ravens, any open
    /// vacancy or any absence (past ones included), and any missed deadline or step the site
    /// failed: a page reads each only then (issue 30: each read is a round trip on PostgreSQL).
    pub has_votes: bool,
    pub has_conversations: bool,
    pub has_vacancies_or_absences: bool,
    pub has_faults: bool,
}

/// [`GameAndSettings`] of game `id`, in one statement kept prepared (issue 30: one round trip
/// instead of four on PostgreSQL).
pub fn game_and_settings(c: &mut AnyConnection, id: i32) -> R<Option<GameAndSettings>> {
    use diesel::sql_types::{Bool, Integer, Nullable, Text};
    #[derive(diesel::QueryableByName)]
    struct Joined {
        #[diesel(embed)]
        game: GameRow,
        #[diesel(sql_type = Nullable<Bool>)]
        faceless: Option<bool>,
        #[diesel(sql_type = Nullable<Integer>)]
        civil_disorder_after: Option<i32>,
        #[diesel(sql_type = Nullable<Text>)]
        clock_rule: Option<String>,
        #[diesel(sql_type = Nullable<Integer>)]
        min_reliability: Option<i32>,
        #[diesel(sql_type = Nullable<Text>)]
        disorder_player: Option<String>,
        #[diesel(sql_type = Nullable<Text>)]
        press_rule: Option<String>,
        #[diesel(sql_type = Nullable<Bool>)]
        press_reveal_at_end: Option<bool>,
        #[diesel(sql_type = Nullable<Bool>)]
        press_spectators_read: Option<bool>,
        #[diesel(sql_type = Bool)]
        has_votes: bool,
        #[diesel(sql_type = Bool)]
        has_conversations: bool,
        #[diesel(sql_type = Bool)]
        has_vacancies_or_absences: bool,
        #[diesel(sql_type = Bool)]
        has_faults: bool,
    }
    let rows: Vec<Joined> = crate::db::cached::sql(
        "SELECT g.*, p.faceless, r.civil_disorder_after, r.clock_rule, r.min_reliability, \
         r.disorder_player, pr.rule AS press_rule, pr.reveal_at_end AS press_reveal_at_end, \
         pr.spectators_read AS press_spectators_read, \
         EXISTS (SELECT 1 FROM votes v WHERE v.game_id = g.id) AS has_votes, \
         EXISTS (SELECT 1 FROM conversations cv WHERE cv.game_id = g.id) AS has_conversations, \
         (EXISTS (SELECT 1 FROM vacancies va WHERE va.game_id = g.id AND va.closed_at IS NULL) \
          OR EXISTS (SELECT 1 FROM absences ab WHERE ab.game_id = g.id)) \
          AS has_vacancies_or_absences, \
         (EXISTS (SELECT 1 FROM missed_deadlines md WHERE md.game_id = g.id) \
          OR EXISTS (SELECT 1 FROM submission_faults sf WHERE sf.game_id = g.id)) AS has_faults \
         FROM games g LEFT JOIN game_public p ON p.game_id = g.id \
         LEFT JOIN seat_rules r ON r.game_id = g.id \
         LEFT JOIN game_press pr ON pr.game_id = g.id WHERE g.id = ?",
    )
    .bind(id)
    .load(c)?;
    Ok(at_most_one(rows).map(|j| GameAndSettings {
        seat_rules: match (
            j.civil_disorder_after,
            j.clock_rule,
            j.min_reliability,
            j.disorder_player,
        ) {
            (Some(civil_disorder_after), Some(clock_rule), Some(min_reliability), Some(p)) => {
                Some(SeatRulesRow {
                    game_id: j.game.id,
                    civil_disorder_after,
                    clock_rule,
                    min_reliability,
                    disorder_player: p,
                })
            }
            _ => None,
        },
        press: match (j.press_rule, j.press_reveal_at_end, j.press_spectators_read) {
            (Some(rule), Some(reveal), Some(spectators)) => Some((rule, reveal, spectators)),
            _ => None,
        },
        faceless: j.faceless,
        has_votes: j.has_votes,
        has_conversations: j.has_conversations,
        has_vacancies_or_absences: j.has_vacancies_or_absences,
        has_faults: j.has_faults,
        game: j.game,
    }))
}

pub fn game_by_invite(c: &mut AnyConnection, token: &str) -> R<Option<GameRow>> {
    Ok(at_most_one(
        games::table.filter(games::invite_token.eq(token)).load(c)?,
    ))
}

/// Takes the game's write lock and reads its row, in one statement (`UPDATE … RETURNING`): the
/// first statement of every transaction that changes a game. A write as the first statement
/// makes SQLite take its write lock at once (waiting out `busy_timeout`), and locks the game's
/// row on PostgreSQL, so writers of one game queue up instead of failing; the row comes back
/// as it is under that lock. `None` if there is no such game.
pub fn lock_game(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<Option<GameRow>> {
    // Kept prepared by its text: diesel's own `update(…).get_results` was compiled anew on
    // every run (measured 110 µs more than the two statements it replaces on SQLite).
    Ok(at_most_one(
        crate::db::cached::sql("UPDATE games SET updated_at = ? WHERE id = ? RETURNING *")
            .bind(at)
            .bind(id)
            .load(c)?,
    ))
}

/// [`lock_game`] for a move, which writes the game's summary before it commits
/// ([`set_summary`], every change does), in a [`crate::db::write_transaction`]. Neither
/// database writes the row here: on PostgreSQL a `SELECT … FOR UPDATE`, which writes no new
/// version of the game's row, and marks the page version held for the game: the move's other
/// rows leave it alone and the summary's UPDATE bumps it (migration
/// `2026-12-06-210000_page_version_held`). On SQLite a plain read ([`game`]): the write
/// transaction's `BEGIN IMMEDIATE` already holds the database's write lock, so the row read is
/// the current one and stays so until the commit (the UPDATE of [`lock_game`] wrote the row,
/// its index on `updated_at` and the page version's trigger once more per move, for nothing).
/// The row is as it was before the move (`updated_at` too).
pub fn lock_game_for_move(c: &mut AnyConnection, id: i32) -> R<Option<GameRow>> {
    if c.is_sqlite() {
        return game(c, id);
    }
    Ok(at_most_one(
        crate::db::cached::sql(
            "SELECT games.*, set_config('rookery.page_bumped', 'held:' || games.id, true) \
             AS held FROM games WHERE id = ? FOR UPDATE",
        )
        .bind(id)
        .load(c)?,
    ))
}

/// The game's page version (`games.page_version`, bumped by the database's triggers on every
/// write that can change what its page shows: migration `2026-12-05-430000_page_version`), or
/// `None` when there is no such game. One indexed read, kept prepared.
pub fn page_version(c: &mut AnyConnection, id: i32) -> R<Option<i64>> {
    #[derive(diesel::QueryableByName)]
    struct Version {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        page_version: i64,
    }
    let rows: Vec<Version> = crate::db::cached::sql("SELECT page_version FROM games WHERE id = ?")
        .bind(id)
        .load(c)?;
    Ok(rows.first().map(|v| v.page_version))
}

/// A session and its user, as a view needs them (`service::accounts`).
#[derive(Clone, Debug)]
pub struct SessionRow {
    pub session_id: i32,
    pub token_hash: String,
    pub last_seen_at: NaiveDateTime,
    pub csrf: String,
    pub user_id: i32,
    pub name: String,
    pub time_zone: String,
    pub language: String,
}

/// Game `id`'s page version (as [`page_version`]) and the session of token hash `token_hash`
/// with its user (`None` when there is none), in one indexed read, kept prepared; `None` when
/// there is no such game.
pub fn page_version_and_session(
    c: &mut AnyConnection,
    id: i32,
    token_hash: Option<&str>,
) -> R<Option<(i64, Option<SessionRow>)>> {
    use diesel::sql_types::{BigInt, Integer, Nullable, Text, Timestamp};
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = BigInt)]
        page_version: i64,
        #[diesel(sql_type = Nullable<Integer>)]
        session_id: Option<i32>,
        #[diesel(sql_type = Nullable<Text>)]
        token_hash: Option<String>,
        #[diesel(sql_type = Nullable<Timestamp>)]
        last_seen_at: Option<NaiveDateTime>,
        #[diesel(sql_type = Nullable<Text>)]
        csrf: Option<String>,
        #[diesel(sql_type = Nullable<Integer>)]
        user_id: Option<i32>,
        #[diesel(sql_type = Nullable<Text>)]
        name: Option<String>,
        #[diesel(sql_type = Nullable<Text>)]
        time_zone: Option<String>,
        #[diesel(sql_type = Nullable<Text>)]
        language: Option<String>,
    }
    let rows: Vec<Row> = crate::db::cached::sql(
        "SELECT g.page_version, s.id AS session_id, s.token_hash, s.last_seen_at, s.csrf, \
         u.id AS user_id, u.name, u.time_zone, u.language \
         FROM games g LEFT JOIN sessions s ON s.token_hash = ? \
         LEFT JOIN users u ON u.id = s.user_id WHERE g.id = ?",
    )
    .bind(token_hash)
    .bind(id)
    .load(c)?;
    let Some(r) = rows.into_iter().next() else {
        return Ok(None);
    };
    let session = match (
        r.session_id,
        r.token_hash,
        r.last_seen_at,
        r.csrf,
        r.user_id,
        r.name,
        r.time_zone,
        r.language,
    ) {
        (
            Some(session_id),
            Some(token_hash),
            Some(last_seen_at),
            Some(csrf),
            Some(user_id),
            Some(name),
            Some(time_zone),
            Some(language),
        ) => Some(SessionRow {
            session_id,
            token_hash,
            last_seen_at,
            csrf,
            user_id,
            name,
            time_zone,
            language,
        }),
        _ => None,
    };
    Ok(Some((r.page_version, session)))
}

/// How many games `user` created that are still waiting for players.
pub fn open_lobbies_of(c: &mut AnyConnection, user: i32) -> R<i64> {
    Ok(games::table
        .filter(games::creator_id.eq(user))
        .filter(games::status.eq("lobby"))
        .count()
        .get_result(c)?)
}

/// Public games being played or finished, for watching, most recently active first.
pub fn watchable_games(c: &mut AnyConnection, limit: i64) -> R<Vec<GameRow>> {
    // Started, not `status <> 'lobby'`: see "Generic plans" above. On every front page, its
    // rows read by the database's own connection (see `on_connection`).
    Ok(crate::db::on_connection!(c, |c| games::table
        .filter(games::started_at.is_not_null())
        .filter(games::visibility.eq("public"))
        .order(games::updated_at.desc())
        .limit_written(limit)
        .load(c)?))
}

/// The games a user sits in, with the seat's house: every game not over, and the `finished`
/// most recently finished ones.
pub fn games_of_user(
    c: &mut AnyConnection,
    user: i32,
    finished: i64,
) -> R<Vec<(GameRow, Option<String>)>> {
    // On every front page of a signed-in player (see `on_connection`).
    Ok(crate::db::on_connection!(c, |c| {
        let mut rows: Vec<(GameRow, Option<String>)> = games::table
            .inner_join(seats::table)
            .filter(seats::user_id.eq(user))
            .filter(games::status.ne("over"))
            .order(games::updated_at.desc())
            .select((games::all_columns, seats::house))
            .load(c)?;
        // None asked (the next game awaiting a player: a finished one awaits nobody): no
        // statement for none.
        if finished > 0 {
            rows.extend(
                games::table
                    .inner_join(seats::table)
                    .filter(seats::user_id.eq(user))
                    .filter(games::status.eq("over"))
                    .order(games::updated_at.desc())
                    .select((games::all_columns, seats::house))
                    .limit_written(finished)
                    .load::<(GameRow, Option<String>)>(c)?,
            );
        }
        rows
    }))
}

/// How many players sit at each of `games`, in one query.
pub fn seat_counts(
    c: &mut AnyConnection,
    games: &[i32],
) -> R<std::collections::HashMap<i32, usize>> {
    // No round trip for no games (a front page with no open table, a player with no game).
    if games.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(i32, i64)> = seats::table
        .filter(seats::game_id.eq_any(games))
        .group_by(seats::game_id)
        .select((seats::game_id, diesel::dsl::count_star()))
        .load(c)?;
    Ok(rows.into_iter().map(|(g, n)| (g, n as usize)).collect())
}

/// The deadline columns of a game for the step now awaited (see `service::changes`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadlineColumns<'a> {
    pub deadline_at: Option<NaiveDateTime>,
    pub deadline_seq: i32,
    /// The reminders that must not go out for this deadline (`games.reminders_sent`).
    pub reminders_sent: &'a str,
    pub paused_remaining_secs: Option<i64>,
}

/// Writes the game's summary, its last change's time `at` and, when the change set one, the
/// deadline of the step now awaited, in one statement: a change writes the game's row once (on
/// PostgreSQL each UPDATE is a new version of the row and of every index on it). On
/// PostgreSQL it bumps the page version of a move locked by [`lock_game_for_move`].
///
/// `status_before`: the game's status as read under its lock, when known. The statement names
/// `status` only when the summary changes it: SQLite rewrites the entry of every index on a
/// column an UPDATE assigns, changed or not, and three of the games' indexes hold the status
/// (three of the sixteen pages a last orders POST wrote to the write-ahead log; issue 30).
pub fn set_summary(
    c: &mut AnyConnection,
    id: i32,
    s: &Summary,
    status_before: Option<&str>,
    deadline: Option<&DeadlineColumns>,
    at: NaiveDateTime,
) -> R<()> {
    summary_statement(id, s, status_before, deadline, at).execute(c)?;
    Ok(())
}

/// [`set_summary`] with a new deadline, and game `id`'s next reminder planned
/// ([`clock::plan_reminder`]): one statement on PostgreSQL, where each is a round trip (issue
/// 30); two on SQLite.
pub fn set_summary_and_reminder(
    c: &mut AnyConnection,
    id: i32,
    s: &Summary,
    status_before: Option<&str>,
    deadline: &DeadlineColumns,
    next_reminder: Option<NaiveDateTime>,
    at: NaiveDateTime,
) -> R<()> {
    let summary = summary_statement(id, s, status_before, Some(deadline), at);
    let reminder = clock::reminder_statement(id, next_reminder);
    if c.is_sqlite() {
        summary.execute(c)?;
        reminder.execute(c)?;
    } else {
        reminder.after(summary).execute(c)?;
    }
    Ok(())
}

/// The UPDATE of [`set_summary`].
fn summary_statement<'a>(
    id: i32,
    s: &'a Summary,
    status_before: Option<&str>,
    deadline: Option<&'a DeadlineColumns>,
    at: NaiveDateTime,
) -> crate::db::cached::Sql<'a> {
    let status = status_before != Some(s.status.as_str());
    // The summary's columns and the deadline's, each written once for the four texts.
    macro_rules! summary_columns {
        () => {
            "log_len = ?, round = ?, phase = ?, awaiting = ?, awaiting_since = ?, winner = ?"
        };
    }
    macro_rules! deadline_columns {
        () => {
            ", deadline_at = ?, deadline_seq = ?, reminders_sent = ?, paused_remaining_secs = ?"
        };
    }
    // Four fixed texts, each kept prepared (`db::cached`).
    let text = match (status, deadline.is_some()) {
        (true, false) => concat!(
            "UPDATE games SET updated_at = ?, status = ?, ",
            summary_columns!(),
            " WHERE id = ?"
        ),
        (false, false) => concat!(
            "UPDATE games SET updated_at = ?, ",
            summary_columns!(),
            " WHERE id = ?"
        ),
        (true, true) => concat!(
            "UPDATE games SET updated_at = ?, status = ?, ",
            summary_columns!(),
            deadline_columns!(),
            " WHERE id = ?"
        ),
        (false, true) => concat!(
            "UPDATE games SET updated_at = ?, ",
            summary_columns!(),
            deadline_columns!(),
            " WHERE id = ?"
        ),
    };
    let summary = crate::db::cached::sql(text).bind(at);
    let summary = if status {
        summary.bind(&s.status)
    } else {
        summary
    };
    let summary = summary
        .bind(s.log_len)
        .bind(s.round)
        .bind(&s.phase)
        .bind(&s.awaiting)
        .bind(s.awaiting_since)
        .bind(s.winner.as_deref());
    let all = match deadline {
        None => summary,
        Some(d) => summary
            .bind(d.deadline_at)
            .bind(d.deadline_seq)
            .bind(d.reminders_sent)
            .bind(d.paused_remaining_secs),
    };
    all.bind(id)
}

pub fn set_started(c: &mut AnyConnection, id: i32, at: NaiveDateTime) -> R<()> {
    diesel::update(games::table.find(id))
        .set(games::started_at.eq(Some(at)))
        .execute(c)?;
    Ok(())
}

/// An imported game keeps the times it was played at, and has no deadline running.
pub fn set_imported(
    c: &mut AnyConnection,
    id: i32,
    created: NaiveDateTime,
    started: Option<NaiveDateTime>,
    updated: NaiveDateTime,
) -> R<()> {
    diesel::update(games::table.find(id))
        .set((
            games::created_at.eq(created),
            games::started_at.eq(started),
            games::updated_at.eq(updated),
            games::deadline_at.eq(None::<NaiveDateTime>),
        ))
        .execute(c)?;
    Ok(())
}

pub fn delete_game(c: &mut AnyConnection, id: i32) -> R<()> {
    diesel::delete(inputs::table.filter(inputs::game_id.eq(id))).execute(c)?;
    diesel::delete(
        crate::db::schema::game_snapshots::table
            .filter(crate::db::schema::game_snapshots::game_id.eq(id)),
    )
    .execute(c)?;
    diesel::delete(seats::table.filter(seats::game_id.eq(id))).execute(c)?;
    diesel::delete(games::table.find(id)).execute(c)?;
    Ok(())
}

// ------------------------------------------------------------------------------------ seats

pub fn seats_of(c: &mut AnyConnection, game: i32) -> R<Vec<(Seat, String)>> {
    Ok(seats::table
        .inner_join(users::table)
        .filter(seats::game_id.eq(game))
        .order(seats::id.asc())
        .select((seats::all_columns, users::name))
        .load(c)?)
}

/// [`seats_of`], and of each seat whether its player lets the computer stand in for them at a
/// deadline they miss (issue 28) and whether its house has any answer filed ahead, used or
/// dropped (issue 25): a game's page shows the first and reads the house's answers only then;
/// on PostgreSQL each statement is a round trip (issue 30).
pub fn seats_of_with_stand_ins_and_plans(
    c: &mut AnyConnection,
    game: i32,
) -> R<Vec<(Seat, String, bool, bool)>> {
    use crate::db::schema::{computer_stand_ins, plans};
    use diesel::dsl::exists;
    Ok(seats::table
        .inner_join(users::table)
        .filter(seats::game_id.eq(game))
        .order(seats::id.asc())
        .select((
            seats::all_columns,
            users::name,
            exists(
                computer_stand_ins::table
                    .filter(computer_stand_ins::game_id.eq(seats::game_id))
                    .filter(computer_stand_ins::user_id.eq(seats::user_id))
                    .select(computer_stand_ins::user_id),
            ),
            exists(
                plans::table
                    .filter(plans::game_id.eq(seats::game_id))
                    .filter(plans::house.nullable().eq(seats::house))
                    .select(plans::id),
            ),
        ))
        .load(c)?)
}

pub fn insert_seat(c: &mut AnyConnection, s: &NewSeat) -> R<()> {
    diesel::insert_into(seats::table).values(s).execute(c)?;
    Ok(())
}

pub fn delete_seat(c: &mut AnyConnection, game: i32, user: i32) -> R<usize> {
    Ok(diesel::delete(
        seats::table
            .filter(seats::game_id.eq(game))
            .filter(seats::user_id.eq(user)),
    )
    .execute(c)?)
}

pub fn set_seat_house(c: &mut AnyConnection, seat: i32, house: &str) -> R<()> {
    diesel::update(seats::table.find(seat))
        .set(seats::house.eq(Some(house)))
        .execute(c)?;
    Ok(())
}

// ----------------------------------------------------------------------------------- inputs

/// The log entries of a game with `seq > after`, in order.
pub fn inputs_after(c: &mut AnyConnection, game: i32, after: i32) -> R<Vec<InputRow>> {
    Ok(inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::seq.gt(after))
        .order(inputs::seq.asc())
        .load(c)?)
}

/// The log entries of a game with `after < seq <= upto`, in order. Reading up to the log length
/// of a game row read before keeps a reader consistent with that row, even when another writer
/// appends in between (outside a transaction).
pub fn inputs_between(c: &mut AnyConnection, game: i32, after: i32, upto: i32) -> R<Vec<InputRow>> {
    Ok(inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::seq.gt(after))
        .filter(inputs::seq.le(upto))
        .order(inputs::seq.asc())
        .load(c)?)
}

/// Appends to the log; `Conflict` if `seq` is already taken (the log never forks).
pub fn insert_input(c: &mut AnyConnection, i: &NewInput) -> R<()> {
    // Every move's, kept prepared: diesel's own INSERT of a row with an optional value is not
    // (its text could name the column or not), and PostgreSQL planned it anew on every move.
    crate::db::cached::sql(
        "INSERT INTO inputs (game_id, seq, house, user_id, payload, created_at, by_deadline, \
         origin) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(i.game_id)
    .bind(i.seq)
    .bind(i.house)
    .bind(i.user_id)
    .bind(i.payload)
    .bind(i.created_at)
    .bind(i.by_deadline)
    .bind(i.origin)
    .execute(c)?;
    Ok(())
}

pub fn count_inputs(c: &mut AnyConnection, game: i32) -> R<i64> {
    Ok(inputs::table
        .filter(inputs::game_id.eq(game))
        .count()
        .get_result(c)?)
}

/// Row counts of the main tables (for checks and tests).
pub fn table_counts(c: &mut AnyConnection) -> R<[(&'static str, i64); 4]> {
    Ok([
        ("users", users::table.count().get_result(c)?),
        ("games", games::table.count().get_result(c)?),
        ("seats", seats::table.count().get_result(c)?),
        ("inputs", inputs::table.count().get_result(c)?),
    ])
}
