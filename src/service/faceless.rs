//! Faceless games (issue 32, item 2).
//!
//! A game created faceless ([`super::ratings::PublicRules::faceless`], stored in `game_public`)
//! shows its players only as their houses until it ends (status `over`, `ended` or
//! `cancelled`); then their names are shown as in any game. While it runs:
//!
//! - [`Service::load_game`] and [`Service::seats`] give each seat's player name empty
//!   ([`mask`]) and mark the game [`super::play::Loaded::faceless`]: every page, API answer,
//!   mail and feed made from them names a seat by its house (the edge words it; a seat without
//!   a house yet, in a lobby dealt at random, is "player N"), except the reader's own seat;
//! - the other readers of player names ask [`hidden`] first: the front page's open games, the
//!   profile's games and reliability figures (a faceless game running is left out of them),
//!   the ravens' senders, the vote lines, the sitters' names;
//! - the export is only made of a game that is over, so it names the players then.

use super::play::SeatInfo;
use super::{GameId, Result, Service, ServiceError};
use crate::db::models::GameRow;
use crate::db::{queries, AnyConnection, DbError};

/// Whether a game in `status` has ended (its players' names are shown even if it is faceless).
pub fn ended(status: &str) -> bool {
    !matches!(status, "lobby" | "active")
}

/// Whether `row`'s players are hidden now: it is faceless and has not ended.
pub(crate) fn hidden(c: &mut AnyConnection, row: &GameRow) -> std::result::Result<bool, DbError> {
    Ok(!ended(&row.status) && super::ratings::public_rules(c, row.id)?.faceless)
}

/// [`hidden`] of game `game` (false for a game that does not exist).
pub(crate) fn hidden_game(c: &mut AnyConnection, game: i32) -> std::result::Result<bool, DbError> {
    match queries::game(c, game)? {
        Some(row) => hidden(c, &row),
        None => Ok(false),
    }
}

/// Forgets the players' names of a faceless game's seats (their houses and ids stay).
pub(crate) fn mask(seats: &mut [SeatInfo]) {
    for s in seats {
        s.name.clear();
    }
}

impl Service {
    /// Whether `game`'s players appear only as their houses now (faceless, not ended).
    pub fn faceless_now(&self, game: GameId) -> Result<bool> {
        let mut c = self.db.conn()?;
        let row = queries::game(&mut c, i32::from(game))?.ok_or(ServiceError::NotFound)?;
        Ok(hidden(&mut c, &row)?)
    }
}
