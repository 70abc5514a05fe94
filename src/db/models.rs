//! Rows as the service reads and writes them. Field order follows the `schema` columns.

use super::schema::{games, inputs, seats, sessions, users};
use chrono::NaiveDateTime;
use diesel::{Insertable, Queryable};

#[derive(Queryable, Clone, Debug)]
pub struct User {
    pub id: i32,
    pub name: String,
    pub name_key: String,
    pub password_hash: String,
    pub time_zone: String,
    pub created_at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub name: &'a str,
    pub name_key: &'a str,
    pub password_hash: &'a str,
    pub time_zone: &'a str,
    pub created_at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct Session {
    pub id: i32,
    pub token_hash: String,
    pub user_id: i32,
    pub csrf: String,
    pub created_at: NaiveDateTime,
    pub last_seen_at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = sessions)]
pub struct NewSession<'a> {
    pub token_hash: &'a str,
    pub user_id: i32,
    pub csrf: &'a str,
    pub created_at: NaiveDateTime,
    pub last_seen_at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct GameRow {
    pub id: i32,
    pub name: String,
    pub players: i32,
    pub options: String,
    pub engine_version: String,
    pub seed: i64,
    pub status: String,
    pub creator_id: i32,
    pub visibility: String,
    pub invite_token: String,
    pub seating: String,
    pub deadlines: String,
    pub created_at: NaiveDateTime,
    pub started_at: Option<NaiveDateTime>,
    pub updated_at: NaiveDateTime,
    pub log_len: i32,
    pub round: i32,
    pub phase: String,
    pub awaiting: String,
    pub awaiting_since: Option<NaiveDateTime>,
    pub winner: Option<String>,
}

#[derive(Insertable)]
#[diesel(table_name = games)]
pub struct NewGame<'a> {
    pub name: &'a str,
    pub players: i32,
    pub options: &'a str,
    pub engine_version: &'a str,
    pub seed: i64,
    pub status: &'a str,
    pub creator_id: i32,
    pub visibility: &'a str,
    pub invite_token: &'a str,
    pub seating: &'a str,
    pub deadlines: &'a str,
    pub created_at: NaiveDateTime,
    pub updated_at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct Seat {
    pub id: i32,
    pub game_id: i32,
    pub house: Option<String>,
    pub user_id: i32,
    pub joined_at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = seats)]
pub struct NewSeat<'a> {
    pub game_id: i32,
    pub house: Option<&'a str>,
    pub user_id: i32,
    pub joined_at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct InputRow {
    pub id: i32,
    pub game_id: i32,
    pub seq: i32,
    pub house: String,
    pub user_id: Option<i32>,
    pub payload: String,
    pub created_at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = inputs)]
pub struct NewInput<'a> {
    pub game_id: i32,
    pub seq: i32,
    pub house: &'a str,
    pub user_id: Option<i32>,
    pub payload: &'a str,
    pub created_at: NaiveDateTime,
}

/// The denormalized summary of a game, rewritten with every accepted input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub status: String,
    pub log_len: i32,
    pub round: i32,
    pub phase: String,
    pub awaiting: String,
    pub awaiting_since: Option<NaiveDateTime>,
    pub winner: Option<String>,
}
