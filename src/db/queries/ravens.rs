//! Queries of the ravens (issue 12: `service::ravens`): a game's press rules, its
//! conversations and messages, each reader's state in a conversation, the notes pads, and the
//! raven mail waiting in its quiet window. Written once for both databases, like [`super`].

use crate::db::models::{NewRaven, RavenReaderRow, RavenRow};
use crate::db::schema::{
    conversations, game_press, games, notes, outbox, raven_readers, ravens, seats, users,
};
use crate::db::{AnyConnection, DbError};
use chrono::NaiveDateTime;
use diesel::prelude::*;

type R<T> = Result<T, DbError>;

// ------------------------------------------------------------------------------ press rules

/// The press rules stored for `game`, as (rule, reveal at end, spectators read).
pub fn press_row(c: &mut AnyConnection, game: i32) -> R<Option<(String, bool, bool)>> {
    Ok(game_press::table
        .find(game)
        .select((
            game_press::rule,
            game_press::reveal_at_end,
            game_press::spectators_read,
        ))
        .get_result(c)
        .optional()?)
}

/// Stores `game`'s press rules in place of any stored before (the delete, then the insert).
pub fn replace_press(
    c: &mut AnyConnection,
    game: i32,
    rule: &str,
    reveal_at_end: bool,
    spectators_read: bool,
) -> R<()> {
    diesel::delete(game_press::table.find(game)).execute(c)?;
    diesel::insert_into(game_press::table)
        .values((
            game_press::game_id.eq(game),
            game_press::rule.eq(rule),
            game_press::reveal_at_end.eq(reveal_at_end),
            game_press::spectators_read.eq(spectators_read),
        ))
        .execute(c)?;
    Ok(())
}

/// The press rules stored for each of `games`, as (game, rule, reveal at end, spectators
/// read).
pub fn press_rows(c: &mut AnyConnection, games: &[i32]) -> R<Vec<(i32, String, bool, bool)>> {
    Ok(game_press::table
        .filter(game_press::game_id.eq_any(games))
        .select((
            game_press::game_id,
            game_press::rule,
            game_press::reveal_at_end,
            game_press::spectators_read,
        ))
        .load::<(i32, String, bool, bool)>(c)?)
}

// ---------------------------------------------------------------------------- conversations

/// The `houses` of `conversation` if it belongs to `game`.
pub fn conversation_houses_in(
    c: &mut AnyConnection,
    game: i32,
    conversation: i32,
) -> R<Option<String>> {
    Ok(conversations::table
        .filter(conversations::id.eq(conversation))
        .filter(conversations::game_id.eq(game))
        .select(conversations::houses)
        .get_result(c)
        .optional()?)
}

/// The conversation of `game` among `houses`, if there is one.
pub fn conversation_among(c: &mut AnyConnection, game: i32, houses: &str) -> R<Option<i32>> {
    Ok(conversations::table
        .filter(conversations::game_id.eq(game))
        .filter(conversations::houses.eq(houses))
        .select(conversations::id)
        .get_result(c)
        .optional()?)
}

/// A new conversation of `game` among `houses`; returns its id.
pub fn insert_conversation(
    c: &mut AnyConnection,
    game: i32,
    houses: &str,
    at: NaiveDateTime,
) -> R<i32> {
    Ok(diesel::insert_into(conversations::table)
        .values((
            conversations::game_id.eq(game),
            conversations::houses.eq(houses),
            conversations::created_at.eq(at),
        ))
        .returning(conversations::id)
        .get_result(c)?)
}

/// The conversations of `game`, as (id, houses).
pub fn conversations_of(c: &mut AnyConnection, game: i32) -> R<Vec<(i32, String)>> {
    Ok(conversations::table
        .filter(conversations::game_id.eq(game))
        .select((conversations::id, conversations::houses))
        .load(c)?)
}

/// The conversations of each of `games`, as (id, game, houses).
pub fn conversations_of_games(c: &mut AnyConnection, games: &[i32]) -> R<Vec<(i32, i32, String)>> {
    Ok(conversations::table
        .filter(conversations::game_id.eq_any(games))
        .select((
            conversations::id,
            conversations::game_id,
            conversations::houses,
        ))
        .load(c)?)
}

/// The conversations of `game` as `user`, seated at `house`, sees them on the game page: each
/// with its houses, whether the user muted it, and how many of its messages from other houses
/// came after the user's last read; in one statement (issue 30: the game page's ravens link
/// was three round trips on PostgreSQL, the conversations, the reader's states, the messages).
pub fn unread_by_conversation(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    house: &str,
) -> R<Vec<UnreadIn>> {
    Ok(crate::db::cached::sql(
        "SELECT cv.houses, COALESCE(rr.muted, FALSE) AS muted, \
         (SELECT COUNT(*) FROM ravens r WHERE r.conversation_id = cv.id \
          AND r.id > COALESCE(rr.last_read_id, 0) AND r.house <> ?) AS unread \
         FROM conversations cv LEFT JOIN raven_readers rr \
         ON rr.conversation_id = cv.id AND rr.user_id = ? WHERE cv.game_id = ?",
    )
    .bind(house)
    .bind(user)
    .bind(game)
    .load(c)?)
}

/// A row of [`unread_by_conversation`].
#[derive(diesel::QueryableByName, Debug)]
pub struct UnreadIn {
    /// The conversation's houses ('' for the public table).
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub houses: String,
    #[diesel(sql_type = diesel::sql_types::Bool)]
    pub muted: bool,
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    pub unread: i64,
}

// ----------------------------------------------------------------------------------- ravens

/// The messages of `conversation` with their writers' names, oldest first.
pub fn ravens_of(c: &mut AnyConnection, conversation: i32) -> R<Vec<RavenRow>> {
    ravens_between(c, conversation, i32::MIN, i32::MAX)
}

/// The messages of `conversation` with ids in `after < id <= upto` (those a raven mail
/// tells), with their writers' names, oldest first.
pub fn ravens_between(
    c: &mut AnyConnection,
    conversation: i32,
    after: i32,
    upto: i32,
) -> R<Vec<RavenRow>> {
    Ok(ravens::table
        .inner_join(users::table)
        .filter(ravens::conversation_id.eq(conversation))
        .filter(ravens::id.gt(after))
        .filter(ravens::id.le(upto))
        .order(ravens::id.asc())
        .select((
            ravens::id,
            ravens::house,
            users::name,
            ravens::body,
            ravens::created_at,
            ravens::round,
            ravens::phase,
            ravens::via,
        ))
        .load(c)?)
}

/// Stores a message; returns its id.
pub fn insert_raven(c: &mut AnyConnection, r: &NewRaven) -> R<i32> {
    Ok(diesel::insert_into(ravens::table)
        .values((
            ravens::conversation_id.eq(r.conversation_id),
            ravens::game_id.eq(r.game_id),
            ravens::house.eq(r.house),
            ravens::user_id.eq(r.user_id),
            ravens::body.eq(r.body),
            ravens::created_at.eq(r.created_at),
            ravens::round.eq(r.round),
            ravens::phase.eq(r.phase),
            ravens::via.eq(r.via),
        ))
        .returning(ravens::id)
        .get_result(c)?)
}

/// The newest message of `conversation` after message `after`, if any.
pub fn newest_raven_after(c: &mut AnyConnection, conversation: i32, after: i32) -> R<Option<i32>> {
    Ok(ravens::table
        .filter(ravens::conversation_id.eq(conversation))
        .filter(ravens::id.gt(after))
        .select(diesel::dsl::max(ravens::id))
        .get_result(c)?)
}

/// How many messages `conversation` has, and when the last was sent.
pub fn raven_count_and_last(
    c: &mut AnyConnection,
    conversation: i32,
) -> R<(i64, Option<NaiveDateTime>)> {
    Ok(ravens::table
        .filter(ravens::conversation_id.eq(conversation))
        .select((
            diesel::dsl::count_star(),
            diesel::dsl::max(ravens::created_at),
        ))
        .get_result(c)?)
}

/// How many messages of `conversation` came after message `after`, leaving out those of
/// house `not_of` (the reader's own).
pub fn count_ravens_after(
    c: &mut AnyConnection,
    conversation: i32,
    after: i32,
    not_of: Option<&str>,
) -> R<i64> {
    let mut q = ravens::table
        .filter(ravens::conversation_id.eq(conversation))
        .filter(ravens::id.gt(after))
        .into_boxed();
    if let Some(h) = not_of {
        q = q.filter(ravens::house.ne(h));
    }
    Ok(q.count().get_result(c)?)
}

/// The messages of `conversations` after message `after`, as (conversation, id, house).
pub fn ravens_after_in(
    c: &mut AnyConnection,
    conversations: &[i32],
    after: i32,
) -> R<Vec<(i32, i32, String)>> {
    Ok(ravens::table
        .filter(ravens::conversation_id.eq_any(conversations))
        .filter(ravens::id.gt(after))
        .select((ravens::conversation_id, ravens::id, ravens::house))
        .load(c)?)
}

// ---------------------------------------------------------------------------------- readers

/// The reader row of `user` in `conversation`, created if missing.
pub fn reader_row(c: &mut AnyConnection, conversation: i32, user: i32) -> R<RavenReaderRow> {
    let select = (
        raven_readers::id,
        raven_readers::last_read_id,
        raven_readers::muted,
        raven_readers::mailed_upto,
        raven_readers::pending_outbox_id,
        raven_readers::pending_base,
    );
    let found = raven_readers::table
        .filter(raven_readers::conversation_id.eq(conversation))
        .filter(raven_readers::user_id.eq(user))
        .select(select)
        .get_result(c)
        .optional()?;
    if let Some(r) = found {
        return Ok(r);
    }
    diesel::insert_into(raven_readers::table)
        .values((
            raven_readers::conversation_id.eq(conversation),
            raven_readers::user_id.eq(user),
        ))
        .execute(c)?;
    Ok(raven_readers::table
        .filter(raven_readers::conversation_id.eq(conversation))
        .filter(raven_readers::user_id.eq(user))
        .select(select)
        .get_result(c)?)
}

/// `user`'s last read message and mute in `conversation`, if they have a reader row.
pub fn last_read_and_muted(
    c: &mut AnyConnection,
    conversation: i32,
    user: i32,
) -> R<Option<(i32, bool)>> {
    Ok(raven_readers::table
        .filter(raven_readers::conversation_id.eq(conversation))
        .filter(raven_readers::user_id.eq(user))
        .select((raven_readers::last_read_id, raven_readers::muted))
        .get_result(c)
        .optional()?)
}

/// `user`'s reader rows in `conversations`, as (conversation, last read message, muted).
pub fn reader_states(
    c: &mut AnyConnection,
    user: i32,
    conversations: &[i32],
) -> R<Vec<(i32, i32, bool)>> {
    Ok(raven_readers::table
        .filter(raven_readers::user_id.eq(user))
        .filter(raven_readers::conversation_id.eq_any(conversations))
        .select((
            raven_readers::conversation_id,
            raven_readers::last_read_id,
            raven_readers::muted,
        ))
        .load::<(i32, i32, bool)>(c)?)
}

/// Marks `conversation` read by `user` up to message `id`.
pub fn set_last_read(c: &mut AnyConnection, conversation: i32, user: i32, id: i32) -> R<()> {
    diesel::update(
        raven_readers::table
            .filter(raven_readers::conversation_id.eq(conversation))
            .filter(raven_readers::user_id.eq(user)),
    )
    .set(raven_readers::last_read_id.eq(id))
    .execute(c)?;
    Ok(())
}

/// Mutes or unmutes `conversation` for `user`.
pub fn set_muted(c: &mut AnyConnection, conversation: i32, user: i32, muted: bool) -> R<()> {
    diesel::update(
        raven_readers::table
            .filter(raven_readers::conversation_id.eq(conversation))
            .filter(raven_readers::user_id.eq(user)),
    )
    .set(raven_readers::muted.eq(muted))
    .execute(c)?;
    Ok(())
}

/// Records `user`'s raven mail for `conversation`: the outbox row `pending` waiting, carrying
/// the messages after `base` up to `upto`.
pub fn set_reader_mailed(
    c: &mut AnyConnection,
    conversation: i32,
    user: i32,
    pending: Option<i32>,
    base: i32,
    upto: i32,
) -> R<()> {
    diesel::update(
        raven_readers::table
            .filter(raven_readers::conversation_id.eq(conversation))
            .filter(raven_readers::user_id.eq(user)),
    )
    .set((
        raven_readers::pending_outbox_id.eq(pending),
        raven_readers::pending_base.eq(base),
        raven_readers::mailed_upto.eq(upto),
    ))
    .execute(c)?;
    Ok(())
}

/// Cancels `user`'s raven mail for `conversation` still waiting in its quiet window.
pub fn cancel_waiting_mail(c: &mut AnyConnection, conversation: i32, user: i32) -> R<()> {
    let pending: Option<Option<i32>> = raven_readers::table
        .filter(raven_readers::conversation_id.eq(conversation))
        .filter(raven_readers::user_id.eq(user))
        .select(raven_readers::pending_outbox_id)
        .get_result(c)
        .optional()?;
    if let Some(Some(mail)) = pending {
        diesel::update(
            outbox::table
                .filter(outbox::id.eq(mail))
                .filter(outbox::status.eq_any(["pending", "held"])),
        )
        .set(outbox::status.eq("cancelled"))
        .execute(c)?;
        diesel::update(
            raven_readers::table
                .filter(raven_readers::conversation_id.eq(conversation))
                .filter(raven_readers::user_id.eq(user)),
        )
        .set(raven_readers::pending_outbox_id.eq(None::<i32>))
        .execute(c)?;
    }
    Ok(())
}

/// When the outbox mail `id` is due, if it is still waiting (pending or held).
pub fn waiting_mail_due(c: &mut AnyConnection, id: i32) -> R<Option<NaiveDateTime>> {
    Ok(outbox::table
        .filter(outbox::id.eq(id))
        .filter(outbox::status.eq_any(["pending", "held"]))
        .select(outbox::due_at)
        .get_result(c)
        .optional()?)
}

/// The games `user` sits in that are not cancelled, as (game, house, status).
///
/// The status is left out of the SQL on purpose (see "Generic plans" in `db::queries`): with
/// `status <> $2` PostgreSQL's generic plan walked every game.
pub fn seated_games_of(c: &mut AnyConnection, user: i32) -> R<Vec<(i32, Option<String>, String)>> {
    let rows: Vec<(i32, Option<String>, String)> = seats::table
        .inner_join(games::table)
        .filter(seats::user_id.eq(user))
        .select((seats::game_id, seats::house, games::status))
        .load(c)?;
    Ok(rows.into_iter().filter(|r| r.2 != "cancelled").collect())
}

// ------------------------------------------------------------------------------- notes pads

/// `user`'s notes pad in `game`, if they wrote one.
pub fn notes_of(c: &mut AnyConnection, game: i32, user: i32) -> R<Option<String>> {
    Ok(notes::table
        .filter(notes::game_id.eq(game))
        .filter(notes::user_id.eq(user))
        .select(notes::body)
        .get_result::<String>(c)
        .optional()?)
}

/// Saves `user`'s notes pad in `game`: updates it, or writes it when there was none.
pub fn save_notes(
    c: &mut AnyConnection,
    game: i32,
    user: i32,
    body: &str,
    at: NaiveDateTime,
) -> R<()> {
    let n = diesel::update(
        notes::table
            .filter(notes::game_id.eq(game))
            .filter(notes::user_id.eq(user)),
    )
    .set((notes::body.eq(body), notes::updated_at.eq(at)))
    .execute(c)?;
    if n == 0 {
        diesel::insert_into(notes::table)
            .values((
                notes::game_id.eq(game),
                notes::user_id.eq(user),
                notes::body.eq(body),
                notes::updated_at.eq(at),
            ))
            .execute(c)?;
    }
    Ok(())
}
