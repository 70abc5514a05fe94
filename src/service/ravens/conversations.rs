//! The public table and the private conversations (issue 12): listing what a visitor reads,
//! a conversation's messages (reading marks them read), starting one, posting to one, muting
//! one.

use super::access::{readable_houses, Access};
use super::press::PressRule;
use crate::db::models::NewRaven;
use crate::db::queries::ravens as q;
use crate::db::{queries, write_transaction, AnyConnection, DbError};
use crate::engine::House;
use crate::service::{GameId, Reason, Result, Service, ServiceError, UserId};
use chrono::{NaiveDateTime, TimeDelta};

/// The longest message, in characters.
pub const RAVEN_MAX_CHARS: usize = 2000;

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
    /// The writer's name (empty while a faceless game runs: issue 32).
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

/// The conversation of `game` among `houses`, created if missing.
fn conversation_id(
    c: &mut AnyConnection,
    game: i32,
    houses: &str,
    at: NaiveDateTime,
) -> std::result::Result<i32, DbError> {
    if let Some(id) = q::conversation_among(c, game, houses)? {
        return Ok(id);
    }
    q::insert_conversation(c, game, houses, at)
}

impl Service {
    /// The conversations `user` reads in `game`, the table first, with unread counts, and their
    /// notes pad.
    pub fn rookery(&self, game: GameId, user: Option<UserId>) -> Result<Rookery> {
        let access = self.raven_access(game, user)?;
        let user = user.map(i32::from);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let conversations = list(&mut c, &access)?;
        let notes = match (access.seated, user) {
            (true, Some(u)) => Some(q::notes_of(&mut c, game, u)?.unwrap_or_default()),
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
        let access = self.raven_access(game, user)?;
        let user = user.map(i32::from);
        let mut c = self.db.conn()?;
        let houses = readable_houses(&mut c, &access, conversation)?;
        // Issue 32: messages a moderator hid, or of players the reader muted, are not shown.
        let unshown = crate::db::queries::moderation::unshown_in(&mut c, conversation, user)?;
        let all = q::ravens_of(&mut c, conversation)?;
        let newest = all.last().map(|r| r.id).unwrap_or(0);
        let rows: Vec<_> = all
            .into_iter()
            .filter(|r| !unshown.contains(&r.id))
            .collect();
        // Issue 32: a faceless game running names no writer (the house chip stands for them).
        let faceless = crate::service::faceless::hidden(&mut c, &access.game)?;
        let (last_read, muted) = match (user, access.seated) {
            (Some(u), true) => {
                let r = q::reader_row(&mut c, conversation, u)?;
                (r.last_read_id, r.muted)
            }
            _ => (i32::MAX, false),
        };
        if let (Some(u), true) = (user, access.seated) {
            if newest > last_read {
                write_transaction(&mut c, |c| {
                    q::set_last_read(c, conversation, u, newest)?;
                    q::cancel_waiting_mail(c, conversation, u)
                })?;
            }
        }
        let ravens: Vec<Raven> = rows
            .into_iter()
            .map(|r| Raven {
                id: r.id,
                house: House::from_key(&r.house),
                player: if faceless { String::new() } else { r.player },
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
        let access = self.raven_access(game, Some(user))?;
        let game = i32::from(game);
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
            (
                seated,
                crate::service::computer::computer_seats(&mut c, game)?,
            )
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
    /// Looked up first without the write lock: only the game's first reader writes (issue 30).
    pub fn table_conversation(&self, game: GameId, user: Option<UserId>) -> Result<i32> {
        let access = self.raven_access(game, user)?;
        let game = i32::from(game);
        if !access.reads(TABLE) {
            return Err(ServiceError::NotFound);
        }
        let at = self.now();
        let mut c = self.db.conn()?;
        if let Some(id) = q::conversation_among(&mut c, game, TABLE)? {
            return Ok(id);
        }
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
        let access = self.raven_access(game, Some(user))?;
        let user = i32::from(user);
        let game = i32::from(game);
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
        let quota = [crate::service::limits::Quota::new(
            format!("ravens:{game}:{user}"),
            self.limits.ravens_per_hour,
            TimeDelta::hours(1),
        )];
        let id = write_transaction(&mut c, |c| -> Result<i32> {
            if let Err(full) = crate::service::limits::take(c, &quota, at)? {
                return Err(ServiceError::Limit(
                    Reason::new("svc-ravens-per-hour").num("max", full.limit as f64),
                ));
            }
            let id = q::insert_raven(
                c,
                &NewRaven {
                    conversation_id: conversation,
                    game_id: game,
                    house: house.key(),
                    user_id: user,
                    body: &body,
                    created_at: at,
                    round: access.game.round,
                    phase: &access.game.phase,
                    via,
                },
            )?;
            // The writer has read everything up to their own message.
            q::reader_row(c, conversation, user)?;
            q::set_last_read(c, conversation, user, id)?;
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
        // Only what the visitor reads can be muted.
        self.conversation_houses(game, conversation, Some(user))?;
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        write_transaction(&mut c, |c| -> Result<()> {
            q::reader_row(c, conversation, user)?;
            q::set_muted(c, conversation, user, muted)?;
            if muted {
                q::cancel_waiting_mail(c, conversation, user)?;
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
        let access = self.raven_access(game, user)?;
        let mut c = self.db.conn()?;
        let houses = readable_houses(&mut c, &access, conversation)?;
        Ok(houses_of(&houses))
    }
}

/// A message as stored: line ends normalised, trimmed, not empty, not too long, no control
/// characters but line breaks and tabs.
pub fn clean_body(body: &str) -> Result<String> {
    let body = super::written_text(body);
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

/// The conversations the visitor reads, the table first, then by latest message.
fn list(c: &mut AnyConnection, access: &Access) -> Result<Vec<ConversationInfo>> {
    if access.press.rule == PressRule::None {
        return Ok(vec![]);
    }
    let convs = q::conversations_of(c, access.game.id)?;
    let mut out = Vec::new();
    for (id, houses) in convs {
        if !access.reads(&houses) {
            continue;
        }
        let (messages, last_at) = q::raven_count_and_last(c, id)?;
        let (last_read, muted) = match (access.user, access.seated) {
            (Some(u), true) => q::last_read_and_muted(c, id, u)?.unwrap_or((0, false)),
            _ => (i32::MAX, false),
        };
        let unread = q::count_ravens_after(c, id, last_read, access.house.map(House::key))?;
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
