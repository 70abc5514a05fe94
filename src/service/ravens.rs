//! Ravens between houses (issue 12): a public table conversation and private conversations
//! among any two or more houses, a private notes pad per player, the game's press rules, and
//! the bundled mails that carry new messages to readers who are not reading them.
//!
//! **Who reads what.** Membership is by house, never by account: the player seated at a house
//! now reads that house's conversations (a player who takes a seat over reads them from then
//! on; one who left reads nothing). The public table is read by every player and, unless the
//! game's press rules hide it, by anyone who may see the game. A private conversation is read by
//! its houses only — and by every player once the game is over if the game was created with
//! "reveal private conversations at the end". Every read goes through [`Access`], computed once
//! per request from the seat.
//!
//! **Mails.** A new message goes to every other reader of its conversation who did not mute it
//! and wants mail (the seat's, else the account's, setting: at once, digest or off), bundled:
//! at most one mail per conversation and reader per quiet window
//! (`ROOKERY_RAVEN_MAIL_QUIET_SECONDS`, 10 minutes). A message sent while a reader's mail is still
//! waiting replaces that mail with one carrying every message since the last mail (newest last),
//! keeping its time; reading the conversation meanwhile cancels it. Each raven mail has a
//! Reply-To unique to the reader and the conversation (see [`super::replies`]).

use super::notes::{record_mail, Note, Sending, What};
use super::notify::{readers, Delivery};
use super::{GameId, UserId};
use super::{Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::schema::{conversations, game_press, notes, outbox, raven_readers, ravens, users};
use crate::db::{queries, write_transaction, AnyConnection, DbError};
use crate::engine::House;
use crate::service::Reason;
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;

/// The longest message, in characters.
pub const RAVEN_MAX_CHARS: usize = 2000;
/// The longest notes pad, in characters.
pub const NOTES_MAX_CHARS: usize = 10_000;

/// Who may talk in a game (chosen at creation, shown in the lobby).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressRule {
    /// The public table and private conversations.
    Full,
    /// The public table only.
    Public,
    /// No conversations at all.
    None,
}

impl PressRule {
    pub fn key(self) -> &'static str {
        match self {
            PressRule::Full => "full",
            PressRule::Public => "public",
            PressRule::None => "none",
        }
    }

    pub fn from_key(k: &str) -> Option<PressRule> {
        match k {
            "full" => Some(PressRule::Full),
            "public" => Some(PressRule::Public),
            "none" => Some(PressRule::None),
            _ => None,
        }
    }

    /// For the lobby and the game page.
    pub fn describe(self) -> &'static str {
        match self {
            PressRule::Full => "full press: a public table and private ravens",
            PressRule::Public => "public press only: the table, no private ravens",
            PressRule::None => "no press: houses do not talk",
        }
    }
}

/// A game's press rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    pub rule: PressRule,
    /// Private conversations are shown to every player once the game is over.
    pub reveal_at_end: bool,
    /// Spectators may read the public table.
    pub spectators_read: bool,
}

impl Default for Press {
    fn default() -> Press {
        Press {
            rule: PressRule::Full,
            reveal_at_end: false,
            spectators_read: true,
        }
    }
}

impl Press {
    pub fn describe(&self) -> String {
        let mut s = self.rule.describe().to_string();
        if self.rule == PressRule::Full {
            s.push_str(if self.reveal_at_end {
                "; private ravens are shown to all players when the game ends"
            } else {
                "; private ravens stay private after the end"
            });
        }
        if self.rule != PressRule::None && !self.spectators_read {
            s.push_str("; spectators do not read the table");
        }
        s
    }
}

/// The public table's `houses` value.
pub const TABLE: &str = "";

/// A conversation's houses as stored: sorted keys joined by commas ("" for the table).
pub fn houses_key(houses: &[House]) -> String {
    let mut keys: Vec<&str> = houses.iter().map(|h| h.key()).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.join(",")
}

/// The houses of a conversation's stored key.
pub fn houses_of(key: &str) -> Vec<House> {
    key.split(',').filter_map(House::from_key).collect()
}

/// What one visitor may do with a game's ravens.
#[derive(Clone, Debug)]
pub struct Access {
    pub game: GameRow,
    pub press: Press,
    /// The visitor's account, if logged in.
    pub user: Option<i32>,
    /// The house the visitor sits at now (a player of a started game, or a chosen seat).
    pub house: Option<House>,
    /// Whether the visitor has a seat at all.
    pub seated: bool,
}

impl Access {
    fn over(&self) -> bool {
        self.game.status == "over"
    }

    /// Whether the visitor reads a conversation among `houses` ("" = the table).
    pub fn reads(&self, houses: &str) -> bool {
        may_read(
            &self.press,
            &self.game.status,
            self.house,
            self.seated,
            houses,
        )
    }

    /// Whether the visitor may write to a conversation among `houses` (its member, by house).
    pub fn writes(&self, houses: &str) -> bool {
        let Some(h) = self.house else { return false };
        if self.game.status == "cancelled" || self.press.rule == PressRule::None {
            return false;
        }
        houses == TABLE || (self.press.rule == PressRule::Full && houses_of(houses).contains(&h))
    }

    /// Whether the visitor may start private conversations.
    pub fn may_start_private(&self) -> bool {
        self.house.is_some()
            && self.press.rule == PressRule::Full
            && self.game.status != "cancelled"
            && !self.over()
    }
}

/// Whether a visitor reads a conversation among `houses` ("" = the table) in a game with
/// these press rules and status: at `house` (if any), `seated` or not.
fn may_read(press: &Press, status: &str, house: Option<House>, seated: bool, houses: &str) -> bool {
    if press.rule == PressRule::None {
        return false;
    }
    if houses == TABLE {
        return seated || press.spectators_read;
    }
    if press.rule != PressRule::Full {
        return false;
    }
    match house {
        Some(h) if houses_of(houses).contains(&h) => true,
        _ => seated && status == "over" && press.reveal_at_end,
    }
}

/// One conversation in a list.
#[derive(Clone, Debug)]
pub struct ConversationInfo {
    pub id: i32,
    pub houses: Vec<House>,
    pub public: bool,
    pub messages: i64,
    pub unread: i64,
    pub muted: bool,
    pub last_at: Option<NaiveDateTime>,
}

/// One message as shown.
#[derive(Clone, Debug)]
pub struct Raven {
    pub id: i32,
    pub house: Option<House>,
    pub player: String,
    pub body: String,
    pub at: NaiveDateTime,
    pub round: i32,
    pub phase: String,
    pub via: String,
    /// Sent after the reader last read the conversation.
    pub new: bool,
}

/// One conversation as its page shows it.
#[derive(Clone, Debug)]
pub struct ConversationView {
    pub info: ConversationInfo,
    pub ravens: Vec<Raven>,
    pub may_write: bool,
}

/// The raven area of a game page: what the visitor reads, with unread counts.
#[derive(Clone, Debug)]
pub struct Rookery {
    pub access: Access,
    pub conversations: Vec<ConversationInfo>,
    pub notes: Option<String>,
}

/// The press rules of `game` (the defaults when none were stored).
pub fn press_of(c: &mut AnyConnection, game: i32) -> std::result::Result<Press, DbError> {
    let row: Option<(String, bool, bool)> = game_press::table
        .find(game)
        .select((
            game_press::rule,
            game_press::reveal_at_end,
            game_press::spectators_read,
        ))
        .get_result(c)
        .optional()?;
    Ok(match row {
        Some((rule, reveal_at_end, spectators_read)) => Press {
            rule: PressRule::from_key(&rule).unwrap_or(PressRule::Full),
            reveal_at_end,
            spectators_read,
        },
        None => Press::default(),
    })
}

/// Stores `game`'s press rules (at creation, in its transaction).
pub fn store_press(
    c: &mut AnyConnection,
    game: i32,
    press: &Press,
) -> std::result::Result<(), DbError> {
    diesel::delete(game_press::table.find(game)).execute(c)?;
    diesel::insert_into(game_press::table)
        .values((
            game_press::game_id.eq(game),
            game_press::rule.eq(press.rule.key()),
            game_press::reveal_at_end.eq(press.reveal_at_end),
            game_press::spectators_read.eq(press.spectators_read),
        ))
        .execute(c)?;
    Ok(())
}

/// The houses of `conversation` (its `houses` value) in the visitor's game, when the visitor
/// reads it; `NotFound` otherwise: a conversation one may not read does not exist for them.
fn readable_houses(c: &mut AnyConnection, access: &Access, conversation: i32) -> Result<String> {
    let houses: String = conversations::table
        .filter(conversations::id.eq(conversation))
        .filter(conversations::game_id.eq(access.game.id))
        .select(conversations::houses)
        .get_result(c)
        .optional()?
        .ok_or(ServiceError::NotFound)?;
    if access.reads(&houses) {
        Ok(houses)
    } else {
        Err(ServiceError::NotFound)
    }
}

/// The conversation of `game` among `houses`, created if missing.
fn conversation_id(
    c: &mut AnyConnection,
    game: i32,
    houses: &str,
    at: NaiveDateTime,
) -> std::result::Result<i32, DbError> {
    let found: Option<i32> = conversations::table
        .filter(conversations::game_id.eq(game))
        .filter(conversations::houses.eq(houses))
        .select(conversations::id)
        .get_result(c)
        .optional()?;
    if let Some(id) = found {
        return Ok(id);
    }
    Ok(diesel::insert_into(conversations::table)
        .values((
            conversations::game_id.eq(game),
            conversations::houses.eq(houses),
            conversations::created_at.eq(at),
        ))
        .returning(conversations::id)
        .get_result(c)?)
}

/// One reader's state in one conversation (`raven_readers`).
#[derive(Queryable, Clone, Copy, Debug)]
struct ReaderRow {
    #[expect(dead_code, reason = "selected to keep the row whole")]
    id: i32,
    last_read_id: i32,
    muted: bool,
    mailed_upto: i32,
    pending_outbox_id: Option<i32>,
    pending_base: i32,
}

/// One message with its writer's name, as read back.
#[derive(Queryable, Clone, Debug)]
struct RavenRow {
    id: i32,
    house: String,
    player: String,
    body: String,
    at: NaiveDateTime,
    round: i32,
    phase: String,
    via: String,
}

/// The reader row of `user` in `conversation` (created if missing).
fn reader_row(
    c: &mut AnyConnection,
    conversation: i32,
    user: i32,
) -> std::result::Result<ReaderRow, DbError> {
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

/// Cancels `user`'s raven mail for `conversation` still waiting in its quiet window.
fn cancel_waiting_mail(
    c: &mut AnyConnection,
    conversation: i32,
    user: i32,
) -> std::result::Result<(), DbError> {
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

impl Service {
    /// What `user` (`None`: a visitor not logged in) may do with `game`'s ravens. `NotFound`
    /// for a game the visitor may not see.
    pub fn raven_access(&self, game: GameId, user: Option<UserId>) -> Result<Access> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        self.check_visible(GameId(game), user.map(UserId), None)?;
        let mut c = self.db.conn()?;
        access(&mut c, game, user, self.now())
    }

    /// The conversations `user` reads in `game`, the table first, with unread counts, and their
    /// notes pad.
    pub fn rookery(&self, game: GameId, user: Option<UserId>) -> Result<Rookery> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), user.map(UserId))?;
        let mut c = self.db.conn()?;
        let conversations = list(&mut c, &access)?;
        let notes = match (access.seated, user) {
            (true, Some(u)) => Some(
                notes::table
                    .filter(notes::game_id.eq(game))
                    .filter(notes::user_id.eq(u))
                    .select(notes::body)
                    .get_result::<String>(&mut c)
                    .optional()?
                    .unwrap_or_default(),
            ),
            _ => None,
        };
        Ok(Rookery {
            access,
            conversations,
            notes,
        })
    }

    /// One conversation with its messages, oldest first; marks it read for `user` (and cancels
    /// the raven mail waiting for them: they have read it).
    pub fn conversation(
        &self,
        game: GameId,
        conversation: i32,
        user: Option<UserId>,
    ) -> Result<ConversationView> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), user.map(UserId))?;
        let mut c = self.db.conn()?;
        let houses = readable_houses(&mut c, &access, conversation)?;
        let rows: Vec<RavenRow> = ravens::table
            .inner_join(users::table)
            .filter(ravens::conversation_id.eq(conversation))
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
            .load(&mut c)?;
        let (last_read, muted) = match (user, access.seated) {
            (Some(u), true) => {
                let r = reader_row(&mut c, conversation, u)?;
                (r.last_read_id, r.muted)
            }
            _ => (i32::MAX, false),
        };
        let newest = rows.last().map(|r| r.id).unwrap_or(0);
        if let (Some(u), true) = (user, access.seated) {
            if newest > last_read {
                write_transaction(&mut c, |c| {
                    diesel::update(
                        raven_readers::table
                            .filter(raven_readers::conversation_id.eq(conversation))
                            .filter(raven_readers::user_id.eq(u)),
                    )
                    .set(raven_readers::last_read_id.eq(newest))
                    .execute(c)?;
                    cancel_waiting_mail(c, conversation, u)
                })?;
            }
        }
        let ravens: Vec<Raven> = rows
            .into_iter()
            .map(|r| Raven {
                id: r.id,
                house: House::from_key(&r.house),
                player: r.player,
                body: r.body,
                at: r.at,
                round: r.round,
                phase: r.phase,
                via: r.via,
                new: r.id > last_read,
            })
            .collect();
        let info = ConversationInfo {
            id: conversation,
            houses: houses_of(&houses),
            public: houses == TABLE,
            messages: ravens.len() as i64,
            unread: 0,
            muted,
            last_at: ravens.last().map(|r| r.at),
        };
        Ok(ConversationView {
            may_write: access.writes(&houses),
            info,
            ravens,
        })
    }

    /// Starts (or finds) the private conversation of `user`'s house with `others`; returns its
    /// id.
    pub fn start_conversation(&self, game: GameId, user: UserId, others: &[House]) -> Result<i32> {
        let user = i32::from(user);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), Some(UserId(user)))?;
        let me = access
            .house
            .ok_or_else(|| ServiceError::Forbidden(Reason::new("svc-ravens-need-house")))?;
        if !access.may_start_private() {
            return Err(ServiceError::Forbidden(match access.press.rule {
                PressRule::Full => Reason::new("svc-ravens-game-over"),
                rule => {
                    Reason::new("svc-ravens-press").term("press", format!("press-{}", rule.key()))
                }
            }));
        }
        let (in_game, computer): (Vec<House>, Vec<House>) = {
            let mut c = self.db.conn()?;
            let seated = queries::seats_of(&mut c, game)?
                .iter()
                .filter_map(|(s, _)| s.house.as_deref().and_then(House::from_key))
                .collect();
            (seated, super::computer::computer_seats(&mut c, game)?)
        };
        let mut houses: Vec<House> = vec![me];
        for h in others {
            // Issue 28: the computer reads no ravens.
            if computer.contains(h) {
                return Err(ServiceError::Invalid(
                    Reason::new("svc-ravens-computer").house("house", *h),
                ));
            }
            if !in_game.contains(h) {
                return Err(ServiceError::Invalid(
                    Reason::new("svc-house-has-no-player").house("house", *h),
                ));
            }
            if !houses.contains(h) {
                houses.push(*h);
            }
        }
        if houses.len() < 2 {
            return Err(ServiceError::Invalid(Reason::new(
                "svc-ravens-choose-house",
            )));
        }
        let key = houses_key(&houses);
        let at = self.now();
        let mut c = self.db.conn()?;
        Ok(write_transaction(&mut c, |c| {
            conversation_id(c, game, &key, at)
        })?)
    }

    /// The public table's conversation id (created if missing) for a visitor who reads it.
    pub fn table_conversation(&self, game: GameId, user: Option<UserId>) -> Result<i32> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), user.map(UserId))?;
        if !access.reads(TABLE) {
            return Err(ServiceError::NotFound);
        }
        let at = self.now();
        let mut c = self.db.conn()?;
        Ok(write_transaction(&mut c, |c| {
            conversation_id(c, game, TABLE, at)
        })?)
    }

    /// Posts `body` to `conversation` as `user`'s house, and writes the bundled mails of its
    /// other readers. `via`: `web` or `mail`. Returns the message id.
    pub fn post_raven(
        &self,
        game: GameId,
        conversation: i32,
        user: UserId,
        body: &str,
        via: &str,
    ) -> Result<i32> {
        let user = i32::from(user);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), Some(UserId(user)))?;
        let body = clean_body(body)?;
        let at = self.now();
        let mut c = self.db.conn()?;
        let houses = readable_houses(&mut c, &access, conversation)?;
        if !access.writes(&houses) {
            return Err(ServiceError::Forbidden(Reason::new(
                "svc-ravens-not-in-conversation",
            )));
        }
        let house = access.house.expect("writes() needs a house");
        let quota = [super::limits::Quota::new(
            format!("ravens:{game}:{user}"),
            self.limits.ravens_per_hour,
            TimeDelta::hours(1),
        )];
        let id = write_transaction(&mut c, |c| -> Result<i32> {
            if let Err(q) = super::limits::take(c, &quota, at)? {
                return Err(ServiceError::Limit(
                    Reason::new("svc-ravens-per-hour").num("max", q.limit as f64),
                ));
            }
            let id: i32 = diesel::insert_into(ravens::table)
                .values((
                    ravens::conversation_id.eq(conversation),
                    ravens::game_id.eq(game),
                    ravens::house.eq(house.key()),
                    ravens::user_id.eq(user),
                    ravens::body.eq(&body),
                    ravens::created_at.eq(at),
                    ravens::round.eq(access.game.round),
                    ravens::phase.eq(&access.game.phase),
                    ravens::via.eq(via),
                ))
                .returning(ravens::id)
                .get_result(c)?;
            // The writer has read everything up to their own message.
            reader_row(c, conversation, user)?;
            diesel::update(
                raven_readers::table
                    .filter(raven_readers::conversation_id.eq(conversation))
                    .filter(raven_readers::user_id.eq(user)),
            )
            .set(raven_readers::last_read_id.eq(id))
            .execute(c)?;
            self.mail_ravens(c, &access, conversation, &houses, house, at)?;
            Ok(id)
        })?;
        self.mail_wake.poke();
        Ok(id)
    }

    /// Mutes or unmutes a conversation for `user`.
    pub fn mute_conversation(
        &self,
        game: GameId,
        conversation: i32,
        user: UserId,
        muted: bool,
    ) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        // Only what the visitor reads can be muted.
        self.conversation_houses(GameId(game), conversation, Some(UserId(user)))?;
        let mut c = self.db.conn()?;
        write_transaction(&mut c, |c| -> Result<()> {
            reader_row(c, conversation, user)?;
            diesel::update(
                raven_readers::table
                    .filter(raven_readers::conversation_id.eq(conversation))
                    .filter(raven_readers::user_id.eq(user)),
            )
            .set(raven_readers::muted.eq(muted))
            .execute(c)?;
            if muted {
                cancel_waiting_mail(c, conversation, user)?;
            }
            Ok(())
        })
    }

    /// The houses of a conversation the visitor reads (`NotFound` otherwise).
    pub fn conversation_houses(
        &self,
        game: GameId,
        conversation: i32,
        user: Option<UserId>,
    ) -> Result<Vec<House>> {
        let user = user.map(i32::from);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), user.map(UserId))?;
        let mut c = self.db.conn()?;
        let houses = readable_houses(&mut c, &access, conversation)?;
        Ok(houses_of(&houses))
    }

    /// Saves `user`'s notes pad in `game` (players only).
    pub fn save_notes(&self, game: GameId, user: UserId, body: &str) -> Result<()> {
        let user = i32::from(user);
        let game = i32::from(game);
        let access = self.raven_access(GameId(game), Some(UserId(user)))?;
        if !access.seated {
            return Err(ServiceError::Forbidden(Reason::new(
                "svc-notes-players-only",
            )));
        }
        let body = body.replace("\r\n", "\n");
        if body.chars().count() > NOTES_MAX_CHARS {
            return Err(ServiceError::Invalid(
                Reason::new("svc-notes-too-long").num("max", NOTES_MAX_CHARS as f64),
            ));
        }
        let at = self.now();
        let mut c = self.db.conn()?;
        write_transaction(&mut c, |c| -> std::result::Result<(), DbError> {
            let n = diesel::update(
                notes::table
                    .filter(notes::game_id.eq(game))
                    .filter(notes::user_id.eq(user)),
            )
            .set((notes::body.eq(&body), notes::updated_at.eq(at)))
            .execute(c)?;
            if n == 0 {
                diesel::insert_into(notes::table)
                    .values((
                        notes::game_id.eq(game),
                        notes::user_id.eq(user),
                        notes::body.eq(&body),
                        notes::updated_at.eq(at),
                    ))
                    .execute(c)?;
            }
            Ok(())
        })?;
        Ok(())
    }

    /// Unread ravens per game for `user`'s seats (the front page's "2 new ravens"), in a
    /// fixed number of queries whatever the number of games.
    pub fn unread_ravens(&self, user: UserId) -> Result<Vec<(i32, i64)>> {
        let user = i32::from(user);
        use crate::db::schema::{games, seats};
        let mut c = self.db.conn()?;
        let rows: Vec<(i32, Option<String>, String)> = seats::table
            .inner_join(games::table)
            .filter(seats::user_id.eq(user))
            .filter(games::status.ne("cancelled"))
            .select((seats::game_id, seats::house, games::status))
            .load(&mut c)?;
        let seated: Vec<(i32, Option<House>, String)> = rows
            .into_iter()
            .map(|(g, h, status)| (g, h.as_deref().and_then(House::from_key), status))
            .collect();
        unread_in(&mut c, user, &seated)
    }

    /// The unread count of the game page's ravens link for a seated `user` at `house` (`None`
    /// for a game without press, or a visitor who is not seated).
    pub fn unread_in_game(
        &self,
        game: &GameRow,
        user: Option<UserId>,
        house: Option<House>,
        seated: bool,
    ) -> Result<Option<i64>> {
        let user = user.map(i32::from);
        let mut c = self.db.conn()?;
        if press_of(&mut c, game.id)?.rule == PressRule::None {
            return Ok(None);
        }
        let (Some(user), true) = (user, seated) else {
            return Ok(Some(0));
        };
        let n = unread_in(&mut c, user, &[(game.id, house, game.status.clone())])?;
        Ok(Some(n.first().map(|(_, n)| *n).unwrap_or(0)))
    }

    /// Writes (or rewrites) the bundled raven mail of each other reader of a conversation
    /// (see the module documentation). Inside the posting transaction.
    fn mail_ravens(
        &self,
        c: &mut AnyConnection,
        access: &Access,
        conversation: i32,
        houses: &str,
        from: House,
        at: NaiveDateTime,
    ) -> Result<()> {
        let members = houses_of(houses);
        let game = &access.game;
        for reader in readers(c, game.id)? {
            let Some(h) = reader.house() else { continue };
            if h == from || (houses != TABLE && !members.contains(&h)) {
                continue;
            }
            let Some(address) = reader.user.verified_email().map(str::to_string) else {
                continue;
            };
            let delivery = reader.delivery();
            if delivery == Delivery::Off {
                continue;
            }
            let ReaderRow {
                last_read_id: last_read,
                muted,
                mailed_upto,
                pending_outbox_id: pending,
                pending_base,
                ..
            } = reader_row(c, conversation, reader.user.id)?;
            if muted {
                continue;
            }
            // A mail still waiting in its quiet window is replaced, keeping its time.
            let waiting: Option<NaiveDateTime> = match pending {
                Some(id) => outbox::table
                    .filter(outbox::id.eq(id))
                    .filter(outbox::status.eq_any(["pending", "held"]))
                    .select(outbox::due_at)
                    .get_result(c)
                    .optional()?,
                None => None,
            };
            let base = match waiting {
                Some(_) => pending_base.max(last_read),
                None => mailed_upto.max(last_read),
            };
            let due = waiting
                .unwrap_or_else(|| at + TimeDelta::seconds(self.limits.raven_mail_quiet_seconds));
            cancel_waiting_mail(c, conversation, reader.user.id)?;
            let newest: Option<i32> = ravens::table
                .filter(ravens::conversation_id.eq(conversation))
                .filter(ravens::id.gt(base))
                .select(diesel::dsl::max(ravens::id))
                .get_result(c)?;
            let Some(newest) = newest else { continue };
            // The mail's words are the sender's (`mail::notes`): the note names the messages.
            let note = Note::to_reader(
                &reader,
                game,
                What::Raven {
                    conversation,
                    houses: houses.to_string(),
                    after: base,
                    upto: newest,
                },
            );
            let mut sending = Sending::at_once(address, None, at);
            sending.due_at = due;
            if delivery == Delivery::Digest {
                sending.held = true;
                sending.due_at = due.max(super::schedule::next_digest_moment(&reader.user, at));
            }
            sending.unsubscribe_url = Some(super::email::unsubscribe_url(
                &self.site,
                &reader.user,
                Some(GameId(game.id)),
            ));
            sending.reply_to = self.reply_address(
                c,
                reader.user.id,
                game.id,
                reader.house(),
                super::replies::Purpose::Raven(conversation),
                at,
            )?;
            // No dedupe key: the mail is always written.
            let id = record_mail(c, &note, sending, at)?;
            diesel::update(
                raven_readers::table
                    .filter(raven_readers::conversation_id.eq(conversation))
                    .filter(raven_readers::user_id.eq(reader.user.id)),
            )
            .set((
                raven_readers::pending_outbox_id.eq(id),
                raven_readers::pending_base.eq(base),
                raven_readers::mailed_upto.eq(newest),
            ))
            .execute(c)?;
        }
        Ok(())
    }
}

/// A message as stored: line ends normalised, trimmed, not empty, not too long, no control
/// characters but line breaks and tabs.
pub fn clean_body(body: &str) -> Result<String> {
    let body: String = body
        .replace("\r\n", "\n")
        .chars()
        .filter(|c| !c.is_control() || *c == '\n' || *c == '\t')
        .collect();
    let body = body.trim();
    if body.is_empty() {
        return Err(ServiceError::Invalid(Reason::new("svc-raven-empty")));
    }
    let n = body.chars().count();
    if n > RAVEN_MAX_CHARS {
        return Err(ServiceError::Invalid(
            Reason::new("svc-raven-too-long")
                .num("max", RAVEN_MAX_CHARS as f64)
                .num("count", n as f64),
        ));
    }
    Ok(body.to_string())
}

/// What `user` may do with `game`'s ravens at `at`: by their seat, or as the sitter of an
/// absent player's house while the absence runs (issue 13: a sitter sees what the house sees).
fn access(
    c: &mut AnyConnection,
    game: i32,
    user: Option<i32>,
    at: NaiveDateTime,
) -> Result<Access> {
    let row = queries::game(c, game)?.ok_or(ServiceError::NotFound)?;
    let press = press_of(c, game)?;
    let seat = match user {
        Some(u) => queries::seats_of(c, game)?
            .into_iter()
            .find(|(s, _)| s.user_id == u)
            .map(|(s, _)| s),
        None => None,
    };
    let mut house = seat
        .as_ref()
        .and_then(|s| s.house.as_deref())
        .and_then(House::from_key);
    let mut seated = seat.is_some();
    if let (None, Some(u), "active") = (&seat, user, row.status.as_str()) {
        if let Some((h, _)) = super::seats::sitters_at(c, game, at)?
            .into_iter()
            .find(|(_, sitter)| *sitter == u)
        {
            house = Some(h);
            seated = true;
        }
    }
    Ok(Access {
        game: row,
        press,
        user,
        house,
        seated,
    })
}

/// Unread ravens of `user` in each of `games` (game, the house the user sits at, the game's
/// status): messages of other houses after the user's last read, in conversations the user
/// reads and did not mute. Four queries for any number of games.
fn unread_in(
    c: &mut AnyConnection,
    user: i32,
    games: &[(i32, Option<House>, String)],
) -> Result<Vec<(i32, i64)>> {
    use std::collections::HashMap;
    if games.is_empty() {
        return Ok(vec![]);
    }
    let ids: Vec<i32> = games.iter().map(|g| g.0).collect();
    let presses: HashMap<i32, Press> = game_press::table
        .filter(game_press::game_id.eq_any(&ids))
        .select((
            game_press::game_id,
            game_press::rule,
            game_press::reveal_at_end,
            game_press::spectators_read,
        ))
        .load::<(i32, String, bool, bool)>(c)?
        .into_iter()
        .map(|(g, rule, reveal_at_end, spectators_read)| {
            (
                g,
                Press {
                    rule: PressRule::from_key(&rule).unwrap_or(PressRule::Full),
                    reveal_at_end,
                    spectators_read,
                },
            )
        })
        .collect();
    let convs: Vec<(i32, i32, String)> = conversations::table
        .filter(conversations::game_id.eq_any(&ids))
        .select((
            conversations::id,
            conversations::game_id,
            conversations::houses,
        ))
        .load(c)?;
    if convs.is_empty() {
        return Ok(vec![]);
    }
    let conv_ids: Vec<i32> = convs.iter().map(|c| c.0).collect();
    let readers: HashMap<i32, (i32, bool)> = raven_readers::table
        .filter(raven_readers::user_id.eq(user))
        .filter(raven_readers::conversation_id.eq_any(&conv_ids))
        .select((
            raven_readers::conversation_id,
            raven_readers::last_read_id,
            raven_readers::muted,
        ))
        .load::<(i32, i32, bool)>(c)?
        .into_iter()
        .map(|(conv, last, muted)| (conv, (last, muted)))
        .collect();
    // The conversations counted, with the game, the reader's house and last read message.
    let mut counted: HashMap<i32, (i32, Option<House>, i32)> = HashMap::new();
    for (conv, game, houses) in &convs {
        let Some((_, house, status)) = games.iter().find(|g| g.0 == *game) else {
            continue;
        };
        let press = presses.get(game).copied().unwrap_or_default();
        let (last, muted) = readers.get(conv).copied().unwrap_or((0, false));
        if !muted && may_read(&press, status, *house, true, houses) {
            counted.insert(*conv, (*game, *house, last));
        }
    }
    let Some(from) = counted.values().map(|v| v.2).min() else {
        return Ok(vec![]);
    };
    let keys: Vec<i32> = counted.keys().copied().collect();
    let unread: Vec<(i32, i32, String)> = ravens::table
        .filter(ravens::conversation_id.eq_any(&keys))
        .filter(ravens::id.gt(from))
        .select((ravens::conversation_id, ravens::id, ravens::house))
        .load(c)?;
    let mut per_game: HashMap<i32, i64> = HashMap::new();
    for (conv, id, house) in unread {
        let (game, mine, last) = counted[&conv];
        if id > last && mine.map(|h| h.key()) != Some(house.as_str()) {
            *per_game.entry(game).or_default() += 1;
        }
    }
    let mut out: Vec<(i32, i64)> = per_game.into_iter().collect();
    out.sort_unstable();
    Ok(out)
}

/// The conversations the visitor reads, the table first, then by latest message.
fn list(c: &mut AnyConnection, access: &Access) -> Result<Vec<ConversationInfo>> {
    if access.press.rule == PressRule::None {
        return Ok(vec![]);
    }
    let convs: Vec<(i32, String)> = conversations::table
        .filter(conversations::game_id.eq(access.game.id))
        .select((conversations::id, conversations::houses))
        .load(c)?;
    let mut out = Vec::new();
    for (id, houses) in convs {
        if !access.reads(&houses) {
            continue;
        }
        let (messages, last_at): (i64, Option<NaiveDateTime>) = ravens::table
            .filter(ravens::conversation_id.eq(id))
            .select((
                diesel::dsl::count_star(),
                diesel::dsl::max(ravens::created_at),
            ))
            .get_result(c)?;
        let (last_read, muted) = match (access.user, access.seated) {
            (Some(u), true) => raven_readers::table
                .filter(raven_readers::conversation_id.eq(id))
                .filter(raven_readers::user_id.eq(u))
                .select((raven_readers::last_read_id, raven_readers::muted))
                .get_result(c)
                .optional()?
                .unwrap_or((0, false)),
            _ => (i32::MAX, false),
        };
        let mut unread_q = ravens::table
            .filter(ravens::conversation_id.eq(id))
            .filter(ravens::id.gt(last_read))
            .into_boxed();
        if let Some(h) = access.house {
            unread_q = unread_q.filter(ravens::house.ne(h.key()));
        }
        let unread: i64 = unread_q.count().get_result(c)?;
        out.push(ConversationInfo {
            id,
            houses: houses_of(&houses),
            public: houses == TABLE,
            messages,
            unread,
            muted,
            last_at,
        });
    }
    out.sort_by(|a, b| b.public.cmp(&a.public).then(b.last_at.cmp(&a.last_at)));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bodies_are_trimmed_bounded_and_free_of_control_characters() {
        assert_eq!(clean_body("  hi\r\nthere \u{7}").unwrap(), "hi\nthere");
        assert!(clean_body(" \n ").is_err());
        assert!(clean_body(&"x".repeat(RAVEN_MAX_CHARS)).is_ok());
        assert!(clean_body(&"x".repeat(RAVEN_MAX_CHARS + 1)).is_err());
    }

    #[test]
    fn who_reads_what_under_each_press_rule() {
        let rule = |rule, reveal_at_end, spectators_read| Press {
            rule,
            reveal_at_end,
            spectators_read,
        };
        let private = "lannister,stark";
        let (stark, tyrell) = (Some(House::Stark), Some(House::Tyrell));
        let full = rule(PressRule::Full, false, true);
        assert!(may_read(&full, "active", stark, true, private));
        assert!(!may_read(&full, "active", tyrell, true, private));
        assert!(
            !may_read(&full, "over", tyrell, true, private),
            "private after the end"
        );
        assert!(
            may_read(&full, "active", None, false, TABLE),
            "spectators read the table"
        );
        let revealed = rule(PressRule::Full, true, false);
        assert!(!may_read(&revealed, "active", tyrell, true, private));
        assert!(
            may_read(&revealed, "over", tyrell, true, private),
            "revealed at the end"
        );
        assert!(
            !may_read(&revealed, "over", None, false, private),
            "to players only"
        );
        assert!(
            !may_read(&revealed, "active", None, false, TABLE),
            "the table hidden"
        );
        let public = rule(PressRule::Public, true, true);
        assert!(!may_read(&public, "active", stark, true, private));
        assert!(may_read(&public, "active", tyrell, true, TABLE));
        let none = rule(PressRule::None, true, true);
        assert!(!may_read(&none, "active", stark, true, TABLE));
    }

    #[test]
    fn houses_keys_are_sorted_and_unique() {
        assert_eq!(
            houses_key(&[House::Tyrell, House::Baratheon, House::Tyrell]),
            "baratheon,tyrell"
        );
        assert_eq!(
            houses_of("baratheon,tyrell"),
            vec![House::Baratheon, House::Tyrell]
        );
    }
}
