//! The calendar feed (issue 14, item 5c): a secret URL per account, `/calendar/TOKEN.ics`,
//! listing the deadlines of the steps that await the account's houses now, which the web
//! writes as iCalendar (RFC 5545, `web::calendar`) that calendar apps subscribe to. The database keeps only the token's SHA-256; the
//! URL is shown once, when it is made, and making a new one retires the old.

use super::UserId;
use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use crate::db::queries::calendar as q;
use crate::db::{write_transaction, DbError};
use crate::engine::House;
use chrono::NaiveDateTime;

/// What a calendar feed shows: the steps awaiting the account's houses now, each at its
/// deadline, and the account's language (the web words the feed: `web::calendar`).
#[derive(Clone, Debug)]
pub struct Feed {
    /// The account's language (its code).
    pub language: String,
    pub now: NaiveDateTime,
    pub steps: Vec<Step>,
}

/// One step awaiting the account's house in a game.
#[derive(Clone, Debug)]
pub struct Step {
    pub game: i32,
    pub name: String,
    pub house: House,
    pub deadline: NaiveDateTime,
    /// The step's number (`games.deadline_seq`): one event per step.
    pub seq: i32,
    pub round: i32,
    pub phase: String,
}

impl Service {
    /// Makes `user`'s calendar feed token (retiring the previous one) and returns it.
    pub fn create_calendar_feed(&self, user: UserId) -> Result<String> {
        let user = i32::from(user);
        let token = random_token();
        let hash = token_hash(&token);
        let at = self.now();
        let mut c = self.db.conn()?;
        write_transaction::<_, DbError, _>(&mut c, |c| {
            q::replace_calendar_feed(c, user, &hash, at)
        })?;
        Ok(token)
    }

    /// Whether `user` has a calendar feed.
    pub fn has_calendar_feed(&self, user: UserId) -> Result<bool> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        let n = q::count_calendar_feeds(&mut c, user)?;
        Ok(n > 0)
    }

    /// Stops `user`'s calendar feed.
    pub fn remove_calendar_feed(&self, user: UserId) -> Result<()> {
        let user = i32::from(user);
        let mut c = self.db.conn()?;
        q::delete_calendar_feed(&mut c, user)?;
        Ok(())
    }

    /// What the feed `token` shows (`NotFound` for an unknown one): the steps awaiting the
    /// account, each at its deadline.
    pub fn calendar(&self, token: &str) -> Result<Feed> {
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ServiceError::NotFound);
        }
        let hash = token_hash(token);
        let user: i32 = {
            let mut c = self.db.conn()?;
            match q::calendar_feed_by_hash(&mut c, &hash)? {
                Some((u, stored)) if constant_time_eq(&stored, &hash) => u,
                _ => return Err(ServiceError::NotFound),
            }
        };
        let mut c = self.db.conn()?;
        let language = q::language_of(&mut c, user)?;
        drop(c);
        let steps = self
            .my_games(UserId(user))?
            .into_iter()
            .filter_map(|g| match (g.row.deadline_at, g.awaits_me, g.my_house) {
                (Some(deadline), true, Some(house)) => Some(Step {
                    game: g.row.id,
                    name: g.row.name,
                    house,
                    deadline,
                    seq: g.row.deadline_seq,
                    round: g.row.round,
                    phase: g.row.phase,
                }),
                _ => None,
            })
            .collect();
        Ok(Feed {
            language,
            now: self.now(),
            steps,
        })
    }
}
