//! Notifications as data (issue 26): what happened and who must be told, recorded by the
//! service as a typed [`Note`] in the same transaction as its cause, through one
//! [`Service::enqueue`]. The note carries every value its words need (names of things are read
//! when it is sent: the reader's name, language and time zone, the game's name), so the service
//! words nothing and renders nothing inside a write transaction: the sender (`mail::notes`)
//! words each note for its reader, in the reader's language, as a mail, a webhook body or a
//! push message, when it sends it.
//!
//! One note becomes one outbox row per channel (the mail, each of the reader's webhooks and
//! browsers), each holding the note in `outbox.note`; the row's id is the note's id, so a
//! mail's `Message-ID` (derived from it) stays the same across retries and restarts. The
//! mail's quiet window and the daily digest work on these rows as on any other: a digest is a
//! note too ([`What::Digest`]), naming the rows it bundles.

use super::notify::{Delivery, Kind, Reader};
use super::Service;
use crate::db::models::{GameRow, NewOutbox};
use crate::db::queries;
use crate::db::{AnyConnection, DbError};
use crate::engine::plan::{Dropped, PlanEntry};
use crate::engine::{Event, House, Input, Request};
use crate::service::GameId;
use chrono::NaiveDateTime;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicU64, Ordering};

/// One notification: who is told (`user`, as the player of `house` in `game`), about which
/// moment of the game (`log_len`, the log's length after the change), and what ([`What`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Note {
    pub user: i32,
    pub game: Option<i32>,
    /// The house the reader plays (or sits for) in `game`: the mail's "why" names it.
    pub house: Option<House>,
    pub log_len: i32,
    pub what: What,
}

/// What a note tells, with its values.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum What {
    /// The game began: the reader's house and what it is asked first (nothing, for a house
    /// that waits).
    Started(Asked),
    /// The reader's house is newly asked something (never the house whose own input caused it).
    YourMove(Asked),
    /// Every seat of the lobby is taken (`players` seats).
    LobbyFull { players: u8 },
    /// The reader was seated by matchmaking (issue 32, item 4) in the note's game, which has
    /// `started` (else it waits for its last players).
    Matched { started: bool },
    /// The lobby has waited `days` days with `seated` of its `players` seats taken (issue 32):
    /// it may start now with the computer in the empty seats, or as a game of `fewer` players
    /// (when the edition allows it).
    LobbyStale {
        days: i64,
        seated: u8,
        players: u8,
        fewer: Option<u8>,
    },
    /// A broad phase ended (`ended`: `planning`, `action` or `westeros`) in `round`; its public
    /// events (never an unrevealed secret: see `engine::event`).
    Summary {
        round: u8,
        ended: String,
        events: Vec<Event>,
    },
    /// The game ended in `round`: its winner (none when nobody won), every house sharing a
    /// drawn game's win (1st edition), and the standings, most castles first.
    GameOver {
        round: u8,
        winner: Option<House>,
        shared: Vec<House>,
        standings: Vec<Standing>,
    },
    /// The game's creator (`by`) changed the clock in `round`'s `phase`; the deadline now
    /// (none while paused).
    Clock {
        change: ClockChange,
        by: i32,
        round: i32,
        phase: String,
        deadline: Option<NaiveDateTime>,
    },
    /// `hours` before the deadline, the reader's house is still asked `requests`.
    Reminder {
        round: i32,
        phase: String,
        hours: u32,
        requests: Vec<Request>,
        deadline: Option<NaiveDateTime>,
    },
    /// The deadline passed without the reader's house: what was filled in for it (its own
    /// inputs only), whether the step does not count against it (the site failed on it,
    /// `excused`), and else how many deadlines it has missed in this game.
    MissedDeadline {
        round: i32,
        phase: String,
        filled: Vec<Input>,
        excused: bool,
        count: i64,
    },
    /// `house` went into civil disorder (its player missed `after` deadlines in a row): its
    /// own player is told how to come back, the others that it happened.
    CivilDisorder { house: House, after: i32 },
    /// `by` took over `house` (from `old`, when it had a player) in `round`'s `phase`; the
    /// deadline now.
    SeatTaken {
        house: House,
        by: i32,
        old: Option<i32>,
        round: i32,
        phase: String,
        deadline: Option<NaiveDateTime>,
    },
    /// An absence began or ended (issue 27), told to its sitter or to the player back; the
    /// deadline, when the house is awaited now.
    Absence {
        told: Absence,
        awaited: bool,
        deadline: Option<NaiveDateTime>,
    },
    /// A vote (row `vote` of `votes`) was called that the reader votes on, or that is about
    /// the reader's house (`about_you`: a replace vote, told at once with how to object).
    Vote { vote: i32, about_you: bool },
    /// A vote was decided (`status`: `passed`, `failed` or `expired`) and what it did.
    VoteResult {
        vote: i32,
        status: String,
        outcome: VoteOutcome,
    },
    /// The daily digest: the held rows (outbox ids) it bundles, written at `at`.
    Digest { held: Vec<i32>, at: NaiveDateTime },
    /// Confirm the reader's new address: the link's single-use `token`, which works until
    /// `expires`; `others`, the other accounts that also asked for the address (issue 23: its
    /// owner must not confirm a squatter's claim).
    ConfirmAddress {
        token: String,
        expires: NaiveDateTime,
        others: Vec<String>,
    },
    /// Choose a new password: the link's single-use `token`, which works until `expires`.
    NewPassword {
        token: String,
        expires: NaiveDateTime,
    },
    /// The account `asker` asked for the reader's confirmed address (the answer to "is it
    /// taken?" goes to the address, never to the page).
    AddressAsked { asker: String },
    /// Rookery's answer to a reply the reader sent (issue 12), about the game as it stood at
    /// the note's `log_len` when the reply was read. `request`: an answer that shows the
    /// template of the request asked now, which the reply's own token was not made for, gets
    /// a token for it when the sender words it (with the template it shows).
    Answer {
        answer: Answer,
        request: Option<String>,
    },
    /// New ravens (issue 12) in `conversation` (among `houses`, as stored: "" for the table):
    /// every message after `after` up to `upto` (their ids), bundled in one mail.
    Raven {
        conversation: i32,
        houses: String,
        after: i32,
        upto: i32,
    },
    /// A moderator acted on the reader's account, game or message (issue 32): `action` (`hide`,
    /// `rename`, `warn`, `suspend`, `ban`, `extend`, `replace`), what changed (`detail`: the
    /// game's new name, the house replaced), until when (a suspension's end, an extended
    /// deadline), and the moderator's reason, as they wrote it.
    Moderated {
        action: String,
        detail: String,
        until: Option<NaiveDateTime>,
        reason: String,
    },
}

/// What a house is newly asked, as the change that asks it saw it. The rest of the mail (the
/// scene that led to it, the default answer, the fill-in template) is derived by the sender
/// from the game as it stood at the note's `log_len`, seen by the reader's house only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Asked {
    pub round: i32,
    /// The phase's key (`planning`, `action`, ...), as the game's summary names it.
    pub phase: String,
    pub requests: Vec<Request>,
    /// When the house must answer: its own time bank's end, else the step's deadline.
    pub due: Option<NaiveDateTime>,
    /// Its answers filed ahead that this change could not use, and why (issue 25).
    #[serde(default)]
    pub dropped: Vec<(PlanEntry, Dropped)>,
    /// The request's fingerprint ([`super::reply_once::request_key`]): a reply to the mail
    /// answers that request only.
    pub request: Option<String>,
}

/// What an answer to a reply says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "answer", rename_all = "snake_case")]
pub enum Answer {
    /// The reply address no longer works (`why`: `revoked`, `over`, `unseated`, `old`).
    Dead { why: String },
    /// A raven reply was not posted, and why.
    RavenRefused {
        conversation: i32,
        why: super::Reason,
    },
    /// The house is asked nothing now.
    NotAsked,
    /// The reply answered a request the game has moved on from.
    MovedOn,
    /// The reply could not be read as an answer: why, in the reader's words (the reading of
    /// a reply's text is the mail edge's, in the reader's language).
    Unreadable { why: String },
    /// The answer of the house's form `form` (its place among its forms) was recorded.
    Recorded { form: usize, input: Input },
    /// The answer of form `form` was refused, and why.
    Refused { form: usize, why: super::Reason },
}

impl Answer {
    /// Whether the answer shows the template of the decision again.
    pub fn shows_template(&self) -> bool {
        matches!(
            self,
            Answer::MovedOn | Answer::Unreadable { .. } | Answer::Refused { .. }
        )
    }
}

/// Who an absence's mail tells what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "told", rename_all = "snake_case")]
pub enum Absence {
    /// To the sitter: they play the reader's house for `absent` until `until`.
    SitterBegun {
        absent: String,
        until: NaiveDateTime,
    },
    /// To the sitter: `absent` is back.
    SitterEnded { absent: String },
    /// To the player back: `moves` inputs were made meanwhile, their house played by `sitter`
    /// (or the defaults); the game is at `round`'s `phase`.
    Back {
        moves: i64,
        sitter: Option<String>,
        round: i32,
        phase: String,
    },
}

/// What a vote did, as data: each reader gets its words in their language, its times in
/// their zone.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum VoteOutcome {
    Nothing,
    /// It passed but could not be done (the service's own reason).
    CouldNot {
        why: super::Reason,
    },
    Paused {
        hours: u32,
        until: NaiveDateTime,
    },
    Resumed {
        deadline: Option<NaiveDateTime>,
    },
    Extended {
        deadline: NaiveDateTime,
    },
    /// The house voted out, and whether the computer plays it until someone takes it over (the
    /// game's rules for a house without a player), else the documented defaults.
    Replaced {
        house: House,
        computer: bool,
    },
    Cancelled,
    Ended {
        ranking: Vec<House>,
    },
    Deadlines {
        deadlines: super::lobby::Deadlines,
    },
}

/// What the creator did to the clock.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "change", rename_all = "snake_case")]
pub enum ClockChange {
    Extended {
        hours: u32,
    },
    /// The time that was left, kept for the resume (none when the step had no deadline).
    Paused {
        remaining: Option<i64>,
    },
    Resumed,
}

/// One house's place at the end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub house: House,
    pub castles: u8,
    /// Its player's name ("" when the seat is empty).
    pub player: String,
    /// The computer played it to the end (issue 28).
    pub computer: bool,
}

impl What {
    /// The outbox `kind` of its rows.
    pub fn kind(&self) -> Kind {
        match self {
            What::Started(_) => Kind::Started,
            What::YourMove(_) => Kind::YourMove,
            What::LobbyFull { .. } => Kind::LobbyFull,
            What::Matched { .. } => Kind::Matched,
            What::LobbyStale { .. } => Kind::LobbyStale,
            What::Vote { .. } => Kind::Vote,
            What::VoteResult { .. } => Kind::VoteResult,
            What::Absence { .. } => Kind::Absence,
            What::CivilDisorder { .. } => Kind::CivilDisorder,
            What::SeatTaken { .. } => Kind::SeatTaken,
            What::Reminder { .. } => Kind::Reminder,
            What::MissedDeadline { .. } => Kind::MissedDeadline,
            What::Clock { change, .. } => match change {
                ClockChange::Extended { .. } => Kind::DeadlineExtended,
                ClockChange::Paused { .. } => Kind::Paused,
                ClockChange::Resumed => Kind::Resumed,
            },
            What::Summary { .. } => Kind::Summary,
            What::GameOver { .. } => Kind::GameOver,
            What::Digest { .. } => Kind::Digest,
            What::Raven { .. } => Kind::Raven,
            What::Answer { .. } => Kind::ReplyAnswer,
            What::ConfirmAddress { .. } => Kind::ConfirmAddress,
            What::NewPassword { .. } => Kind::NewPassword,
            What::AddressAsked { .. } => Kind::AddressAsked,
            What::Moderated { .. } => Kind::Moderation,
        }
    }
}

impl Note {
    /// A note to `reader`, as the player of their seat's house, about `game` as it stands now
    /// (its log's length after the change).
    pub fn to_reader(reader: &Reader, game: &GameRow, what: What) -> Note {
        Note {
            user: reader.user.id,
            game: Some(game.id),
            house: reader.house(),
            log_len: game.log_len,
            what,
        }
    }

    /// A note to an account about the account itself (no game).
    pub fn to_account(user: i32, what: What) -> Note {
        Note {
            user,
            game: None,
            house: None,
            log_len: 0,
            what,
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a note is plain data")
    }

    pub fn from_json(s: &str) -> Result<Note, String> {
        serde_json::from_str(s).map_err(|e| format!("not a note: {e}"))
    }
}

/// How a note's mail leaves: to `to`, at once unless held or delayed, never twice for its
/// `dedupe_key` (none: always written).
#[derive(Clone, Debug)]
pub(crate) struct Sending {
    pub to: String,
    pub dedupe_key: Option<String>,
    pub unsubscribe_url: Option<String>,
    /// Held for the reader's digest (`due_at` is its moment) instead of pending.
    pub held: bool,
    pub due_at: NaiveDateTime,
    pub reply_to: Option<String>,
    /// The Message-ID of the mail this one answers (a reply the reader sent).
    pub in_reply_to: Option<String>,
}

impl Sending {
    /// A mail to `to` that leaves at `at`.
    pub fn at_once(
        to: impl Into<String>,
        dedupe_key: Option<String>,
        at: NaiveDateTime,
    ) -> Sending {
        Sending {
            to: to.into(),
            dedupe_key,
            unsubscribe_url: None,
            held: false,
            due_at: at,
            reply_to: None,
            in_reply_to: None,
        }
    }
}

/// A row of the outbox that holds a note and no words yet (the sender words it).
fn note_row(note: &Note, kind: String, s: Sending, at: NaiveDateTime) -> NewOutbox {
    NewOutbox {
        user_id: Some(note.user),
        game_id: note.game,
        to_address: s.to,
        kind,
        dedupe_key: s.dedupe_key,
        subject: String::new(),
        body_text: String::new(),
        body_html: String::new(),
        unsubscribe_url: s.unsubscribe_url,
        status: if s.held { "held" } else { "pending" }.into(),
        created_at: at,
        due_at: s.due_at,
        reply_to: s.reply_to,
        bounce_token: None,
        in_reply_to: s.in_reply_to,
    }
}

/// Writes `row` with its note (JSON) on `channel`; its id, or `None` when its `dedupe_key`
/// was used already.
fn insert(
    c: &mut AnyConnection,
    row: &NewOutbox,
    channel: &str,
    note: &str,
) -> Result<Option<i32>, DbError> {
    // One statement: the row, unless its `dedupe_key` was used already. Workers in other
    // processes learn of it at commit (the outbox's trigger, PostgreSQL).
    let id = queries::notes::insert_outbox(c, row, channel, Some(note))?;
    if id.is_some() {
        WRITTEN.fetch_add(1, Ordering::Relaxed);
    }
    Ok(id)
}

/// Notes this process has written into the outbox (see [`written`]).
static WRITTEN: AtomicU64 = AtomicU64::new(0);

/// How many notes this process has written into the outbox so far, in transactions committed
/// or not. A request that sees it move while it runs wakes this process's mail worker when it
/// is done ([`Service::waking_mail`], for the web's POSTs and the API's writes); one that does
/// not leaves the worker asleep: most moves (a house sealing its orders while others have not)
/// write no mail, and each needless wake was a claim query for nothing (issue 30). A move of
/// another request in between only wakes the worker once more, as every request did before.
fn written() -> u64 {
    WRITTEN.load(Ordering::Relaxed)
}

/// Records `note` as a mail (`sending` says where and when) in the caller's transaction: the
/// one writer of every note's mail row ([`Service::enqueue`], the digests, the ravens, the
/// answers to replies, the account mails). Its id, or `None` when its `dedupe_key` was used
/// already.
pub(crate) fn record_mail(
    c: &mut AnyConnection,
    note: &Note,
    sending: Sending,
    at: NaiveDateTime,
) -> Result<Option<i32>, DbError> {
    let mut row = note_row(note, note.what.kind().key().into(), sending, at);
    // The return path's token (see `mail::bounce`): a report about this mail names it.
    row.bounce_token = Some(super::hex(&rand::random::<[u8; 16]>()));
    insert(c, &row, "mail", &note.to_json())
}

impl Service {
    /// Runs `f` (a request's work, its transactions committed or not when it returns) and then
    /// wakes this process's mail worker if `f` wrote a note, so that its mail leaves within
    /// milliseconds rather than at the worker's next tick; a request that wrote none leaves the
    /// worker asleep (see [`written`]).
    pub fn waking_mail<T>(&self, f: impl FnOnce() -> T) -> T {
        let before = written();
        let out = f();
        if written() != before {
            crate::telemetry::metrics::METRICS.mail_wakes.inc();
            self.mail_wake.poke();
        }
        out
    }
}

impl Service {
    /// Records `note` for `reader` in the caller's transaction: a row for each of the reader's
    /// webhooks and browsers (for the kinds they follow), and the mail as their preferences say
    /// (at once, held for the digest, or not at all). Nothing is worded here. Never twice for
    /// one `dedupe_key`. Returns whether a mail row was written.
    pub(crate) fn enqueue(
        &self,
        c: &mut AnyConnection,
        reader: &Reader,
        game: &GameRow,
        note: &Note,
        dedupe_key: String,
        at: NaiveDateTime,
    ) -> Result<bool, DbError> {
        let kind = note.what.kind();
        let json = note.to_json();
        // Webhooks and Web Push (issue 14): the same events, whatever the mail settings.
        // (Looked up only for a reader who may have some: see `Reader::maybe_calls`.)
        let may_call = reader.maybe_calls || reader.user.id != note.user;
        if may_call
            && matches!(
                kind,
                Kind::Started | Kind::YourMove | Kind::Summary | Kind::GameOver
            )
        {
            for (target, id, address) in
                queries::notes::webhooks_and_browsers(c, note.user, game.id)?
            {
                let sending =
                    Sending::at_once(address, Some(format!("{target}:{id}:{dedupe_key}")), at);
                let row = note_row(note, format!("{target}_{}", kind.key()), sending, at);
                insert(c, &row, &target, &json)?;
            }
        }
        let delivery = reader.delivery();
        let wanted = match kind {
            Kind::Summary => reader.user.notify_summaries && delivery != Delivery::Off,
            Kind::Reminder => reader.user.notify_reminders && delivery != Delivery::Off,
            _ => delivery != Delivery::Off,
        };
        let Some(address) = reader.user.verified_email().filter(|_| wanted) else {
            return Ok(false);
        };
        let mut sending = Sending::at_once(address, Some(dedupe_key), at);
        sending.unsubscribe_url = Some(super::email::unsubscribe_url(
            &self.site,
            &reader.user,
            Some(GameId(game.id)),
        ));
        // A digest cannot warn in time: reminders always go out at once.
        if delivery == Delivery::Digest && kind != Kind::Reminder {
            sending.held = true;
            sending.due_at = super::schedule::next_digest_moment(&reader.user, at);
        } else if kind == Kind::YourMove {
            sending.due_at = self.quiet_window(
                c,
                game.id,
                reader.user.id,
                reader.maybe_waiting_move_mail,
                at,
            )?;
        }
        // A mail that asks a move gets its Reply-To when the sender words it (with the
        // template it shows): see `Service::move_reply_for_mail`.
        Ok(record_mail(c, note, sending, at)?.is_some())
    }
}

impl Service {
    /// Records a digest note for `user` at `address` (no game, no webhook or push: those were
    /// told of each event at once). Returns whether it was written (not twice for one key).
    pub(crate) fn enqueue_digest(
        &self,
        c: &mut AnyConnection,
        user: &crate::db::models::User,
        address: &str,
        held: Vec<i32>,
        dedupe_key: String,
        at: NaiveDateTime,
    ) -> Result<bool, DbError> {
        let note = Note {
            user: user.id,
            game: None,
            house: None,
            log_len: 0,
            what: What::Digest { held, at },
        };
        let mut sending = Sending::at_once(address, Some(dedupe_key), at);
        sending.unsubscribe_url = Some(super::email::unsubscribe_url(&self.site, user, None));
        Ok(record_mail(c, &note, sending, at)?.is_some())
    }
}
