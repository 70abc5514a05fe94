//! Rows as the service reads and writes them. Field order follows the `schema` columns.

use super::schema::{
    email_tokens, games, inputs, missed_deadlines, outbox, seats, sessions, users,
};
use chrono::NaiveDateTime;
use diesel::{Insertable, Queryable, QueryableByName};

#[derive(Queryable, Clone, Debug)]
pub struct User {
    pub id: i32,
    pub name: String,
    pub name_key: String,
    pub password_hash: String,
    pub time_zone: String,
    pub created_at: NaiveDateTime,
    pub email: Option<String>,
    pub email_key: Option<String>,
    pub email_verified_at: Option<NaiveDateTime>,
    /// "Your move" mails: `immediate`, `digest` or `off`.
    pub notify_moves: String,
    pub notify_summaries: bool,
    pub notify_reminders: bool,
    /// Local hour (0–23) of the daily digest.
    pub digest_hour: i32,
    pub unsubscribe_token: String,
    /// The confusable-resistant key of the name (`service::names::name_skeleton`); `None`
    /// only for an account made before it existed, until the server fills it in at start.
    pub name_skeleton: Option<String>,
    /// The reader's language: a code of `i18n::Lang` (issue 15).
    pub language: String,
}

impl User {
    /// The address notifications may go to: only a verified one.
    pub fn verified_email(&self) -> Option<&str> {
        self.email_verified_at.and(self.email.as_deref())
    }
}

#[derive(Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    pub name: &'a str,
    pub name_key: &'a str,
    pub password_hash: &'a str,
    pub time_zone: &'a str,
    pub created_at: NaiveDateTime,
    pub email: Option<&'a str>,
    pub email_key: Option<&'a str>,
    pub unsubscribe_token: &'a str,
    pub name_skeleton: Option<&'a str>,
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

/// A game's row. `QueryableByName` too, for statements kept prepared by their text
/// (`queries::lock_game`'s `UPDATE … RETURNING`).
#[derive(Queryable, QueryableByName, Clone, Debug)]
#[diesel(table_name = crate::db::schema::games)]
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
    /// The deadline of the step awaited now; `None` when there is none or the game is paused.
    pub deadline_at: Option<NaiveDateTime>,
    /// The log length when that deadline was set: identifies the step.
    pub deadline_seq: i32,
    /// Reminder offsets (minutes before the deadline) already sent, comma-separated.
    pub reminders_sent: String,
    pub paused_at: Option<NaiveDateTime>,
    pub paused_remaining_secs: Option<i64>,
    /// Hours the deadlines were extended by over the whole game.
    pub extended_hours_total: i32,
    /// Hours the step that began at log length `extended_step_seq` was extended by.
    pub extended_hours_step: i32,
    pub extended_step_seq: i32,
    /// Who starts the game once full: `creator` or `when_full` (see the lobby).
    pub start_rule: String,
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
    pub start_rule: &'a str,
}

#[derive(Queryable, Clone, Debug)]
pub struct Seat {
    pub id: i32,
    pub game_id: i32,
    pub house: Option<String>,
    pub user_id: i32,
    pub joined_at: NaiveDateTime,
    /// This game's mail preference: `default` (the account's), `immediate`, `digest` or `off`.
    pub mail: String,
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
    /// Filled in by the service when a deadline passed (also `origin = "deadline"`).
    pub by_deadline: bool,
    /// How the input came: `service::Origin::key`.
    pub origin: String,
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
    pub by_deadline: bool,
    pub origin: &'a str,
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

#[derive(Queryable, Clone, Debug)]
pub struct MissedDeadline {
    pub id: i32,
    pub game_id: i32,
    pub house: String,
    pub user_id: Option<i32>,
    pub round: i32,
    pub phase: String,
    pub seq: i32,
    pub at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = missed_deadlines)]
pub struct NewMissedDeadline<'a> {
    pub game_id: i32,
    pub house: &'a str,
    pub user_id: Option<i32>,
    pub round: i32,
    pub phase: &'a str,
    pub seq: i32,
    pub at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct EmailToken {
    pub id: i32,
    pub user_id: i32,
    /// `verify` or `reset`.
    pub purpose: String,
    pub token_hash: String,
    pub email: String,
    pub created_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
    pub used_at: Option<NaiveDateTime>,
}

#[derive(Insertable)]
#[diesel(table_name = email_tokens)]
pub struct NewEmailToken<'a> {
    pub user_id: i32,
    pub purpose: &'a str,
    pub token_hash: &'a str,
    pub email: &'a str,
    pub created_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
}

/// A mail in the outbox. (`QueryableByName`: the mail worker claims rows with raw SQL.)
#[derive(Queryable, QueryableByName, Clone, Debug)]
#[diesel(table_name = outbox)]
pub struct OutboxRow {
    pub id: i32,
    pub user_id: Option<i32>,
    pub game_id: Option<i32>,
    pub to_address: String,
    pub kind: String,
    pub dedupe_key: Option<String>,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    pub unsubscribe_url: Option<String>,
    pub status: String,
    pub created_at: NaiveDateTime,
    pub due_at: NaiveDateTime,
    pub attempts: i32,
    pub last_error: Option<String>,
    pub claimed_by: Option<String>,
    pub claimed_until: Option<NaiveDateTime>,
    pub sent_at: Option<NaiveDateTime>,
    /// The Reply-To address (a reply token's address, issue 12).
    pub reply_to: Option<String>,
    /// `mail`, or `webhook` (`to_address` is the URL, `body_text` the request body).
    pub channel: String,
    /// The token of the mail's return path `bounce+TOKEN@REPLY_DOMAIN` (issue 24).
    pub bounce_token: Option<String>,
    /// The Message-ID of the player's mail this one answers (it threads under it).
    pub in_reply_to: Option<String>,
    /// What happened and who is told (`service::notes::Note`, JSON), worded by the sender
    /// (`mail::notes`) when it sends the row; `None`: the row holds its words already.
    pub note: Option<String>,
}

#[derive(Insertable, Clone, Debug)]
#[diesel(table_name = outbox)]
pub struct NewOutbox {
    pub user_id: Option<i32>,
    pub game_id: Option<i32>,
    pub to_address: String,
    pub kind: String,
    pub dedupe_key: Option<String>,
    pub subject: String,
    pub body_text: String,
    pub body_html: String,
    pub unsubscribe_url: Option<String>,
    /// `pending` or `held` (for the digest).
    pub status: String,
    pub created_at: NaiveDateTime,
    pub due_at: NaiveDateTime,
    pub reply_to: Option<String>,
    pub bounce_token: Option<String>,
    pub in_reply_to: Option<String>,
}

/// A submission the site failed (not the player): see `Service::record_fault`.
#[derive(Insertable, Debug)]
#[diesel(table_name = crate::db::schema::submission_faults)]
pub struct NewSubmissionFault<'a> {
    pub game_id: i32,
    pub house: &'a str,
    pub user_id: Option<i32>,
    pub seq: i32,
    pub what: &'a str,
    pub at: NaiveDateTime,
}

// Issue 13: seats, votes, absences and turns (`service::seats`, `service::votes`,
// `service::reliability`).

#[derive(Queryable, Insertable, Clone, Debug, PartialEq, Eq)]
#[diesel(table_name = super::schema::seat_rules)]
pub struct SeatRulesRow {
    pub game_id: i32,
    pub civil_disorder_after: i32,
    pub clock_rule: String,
    pub min_reliability: i32,
    /// Issue 28: `computer` or `defaults`.
    pub disorder_player: String,
}

#[derive(Queryable, Clone, Debug)]
pub struct VacancyRow {
    pub id: i32,
    pub game_id: i32,
    pub house: String,
    /// The player who left the house.
    pub user_id: Option<i32>,
    /// `civil_disorder` or `vote`.
    pub reason: String,
    pub opened_at: NaiveDateTime,
    pub opened_seq: i32,
    pub closed_at: Option<NaiveDateTime>,
    /// `returned`, `taken` or `over`.
    pub closed_how: Option<String>,
    pub taken_by: Option<i32>,
}

#[derive(Insertable)]
#[diesel(table_name = super::schema::vacancies)]
pub struct NewVacancy<'a> {
    pub game_id: i32,
    pub house: &'a str,
    pub user_id: Option<i32>,
    pub reason: &'a str,
    pub opened_at: NaiveDateTime,
    pub opened_seq: i32,
}

#[derive(Queryable, Clone, Debug)]
pub struct VoteRow {
    pub id: i32,
    pub game_id: i32,
    pub kind: String,
    pub house: Option<String>,
    pub hours: Option<i32>,
    pub setting: Option<String>,
    pub called_by: Option<i32>,
    pub called_house: String,
    pub called_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
    pub status: String,
    pub decided_at: Option<NaiveDateTime>,
    pub until_at: Option<NaiveDateTime>,
}

#[derive(Insertable)]
#[diesel(table_name = super::schema::votes)]
pub struct NewVote<'a> {
    pub game_id: i32,
    pub kind: &'a str,
    pub house: Option<&'a str>,
    pub hours: Option<i32>,
    pub setting: Option<&'a str>,
    pub called_by: Option<i32>,
    pub called_house: &'a str,
    pub called_at: NaiveDateTime,
    pub expires_at: NaiveDateTime,
    pub status: &'a str,
}

#[derive(Queryable, Clone, Debug)]
pub struct BallotRow {
    pub id: i32,
    pub vote_id: i32,
    pub house: String,
    pub user_id: Option<i32>,
    pub yes: bool,
    pub at: NaiveDateTime,
}

#[derive(Insertable)]
#[diesel(table_name = super::schema::ballots)]
pub struct NewBallot<'a> {
    pub vote_id: i32,
    pub house: &'a str,
    pub user_id: Option<i32>,
    pub yes: bool,
    pub at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct AbsenceRow {
    pub id: i32,
    pub game_id: i32,
    pub house: String,
    pub user_id: i32,
    pub starts_at: NaiveDateTime,
    pub ends_at: NaiveDateTime,
    pub sitter_id: Option<i32>,
    pub created_at: NaiveDateTime,
    /// When the sitter was told the absence began, and when it ended (issue 27).
    pub begun_told_at: Option<NaiveDateTime>,
    pub ended_told_at: Option<NaiveDateTime>,
}

#[derive(Insertable)]
#[diesel(table_name = super::schema::absences)]
pub struct NewAbsence<'a> {
    pub game_id: i32,
    pub house: &'a str,
    pub user_id: i32,
    pub starts_at: NaiveDateTime,
    pub ends_at: NaiveDateTime,
    pub sitter_id: Option<i32>,
    pub created_at: NaiveDateTime,
}

#[derive(Queryable, Clone, Debug)]
pub struct TurnRow {
    pub id: i32,
    pub game_id: i32,
    pub house: String,
    pub user_id: Option<i32>,
    pub asked_at: NaiveDateTime,
    pub answered_at: Option<NaiveDateTime>,
    pub answered: Option<String>,
}

/// A filed, used or dropped entry of a plan (`service::plans`), as its queries read it.
#[derive(Queryable, QueryableByName)]
pub struct PlanRow {
    #[diesel(sql_type = diesel::sql_types::Integer)]
    pub id: i32,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub house: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub entry: String,
    #[diesel(sql_type = diesel::sql_types::Text)]
    pub status: String,
    #[diesel(sql_type = diesel::sql_types::Nullable<diesel::sql_types::Text>)]
    pub dropped: Option<String>,
}

// Issue 24: a reply token's facts, as `service::replies` checks a received reply.

/// A reply token's facts (the columns `db::queries::replies::reply_token_by_hash` selects).
#[derive(Queryable, Debug)]
pub struct ReplyTokenRow {
    pub id: i32,
    pub user_id: i32,
    pub game_id: i32,
    pub house: String,
    pub purpose: String,
    pub conversation_id: Option<i32>,
    pub created_at: NaiveDateTime,
    pub revoked_at: Option<NaiveDateTime>,
}

// Issue 12: ravens, as `service::ravens` reads them back.

/// One reader's state in one conversation (`raven_readers`).
#[derive(Queryable, Clone, Copy, Debug)]
pub struct RavenReaderRow {
    pub id: i32,
    pub last_read_id: i32,
    pub muted: bool,
    pub mailed_upto: i32,
    pub pending_outbox_id: Option<i32>,
    pub pending_base: i32,
}

/// One message with its writer's name, as read back.
#[derive(Queryable, Clone, Debug)]
pub struct RavenRow {
    pub id: i32,
    pub house: String,
    pub player: String,
    pub body: String,
    pub at: NaiveDateTime,
    pub round: i32,
    pub phase: String,
    pub via: String,
}

/// A new message (`db::queries::ravens::insert_raven`).
pub struct NewRaven<'a> {
    pub conversation_id: i32,
    pub game_id: i32,
    pub house: &'a str,
    pub user_id: i32,
    pub body: &'a str,
    pub created_at: NaiveDateTime,
    pub round: i32,
    pub phase: &'a str,
    pub via: &'a str,
}
