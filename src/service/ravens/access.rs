//! What one visitor may do with a game's ravens ([`Access`], computed once per request):
//! membership is by house, never by account (see the module documentation of `ravens`).

use super::conversations::{houses_of, TABLE};
use super::press::{press_of, Press, PressRule};
use crate::db::models::GameRow;
use crate::db::queries::ravens as q;
use crate::db::{queries, AnyConnection};
use crate::engine::House;
use crate::service::{GameId, Result, Service, ServiceError, UserId};
use chrono::NaiveDateTime;

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
pub(super) fn may_read(
    press: &Press,
    status: &str,
    house: Option<House>,
    seated: bool,
    houses: &str,
) -> bool {
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

/// The houses of `conversation` (its `houses` value) in the visitor's game, when the visitor
/// reads it; `NotFound` otherwise: a conversation one may not read does not exist for them.
pub(super) fn readable_houses(
    c: &mut AnyConnection,
    access: &Access,
    conversation: i32,
) -> Result<String> {
    let houses = q::conversation_houses_in(c, access.game.id, conversation)?
        .ok_or(ServiceError::NotFound)?;
    if access.reads(&houses) {
        Ok(houses)
    } else {
        Err(ServiceError::NotFound)
    }
}

impl Service {
    /// What `user` (`None`: a visitor not logged in) may do with `game`'s ravens. `NotFound`
    /// for a game the visitor may not see.
    pub fn raven_access(&self, game: GameId, user: Option<UserId>) -> Result<Access> {
        self.check_visible(game, user, None)?;
        let user = user.map(i32::from);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        access(&mut c, game, user, self.now())
    }
}

/// What `user` may do with `game`'s ravens at `at`: by their seat, or as the sitter of an
/// absent player's house while the absence runs (issue 13: a sitter sees what the house sees).
pub(super) fn access(
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
        if let Some((h, _)) = crate::service::seats::sitters_at(c, game, at)?
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

#[cfg(test)]
mod tests {
    use super::*;

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
}
