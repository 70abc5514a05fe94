//! Faceless games (issue 32, item 2).
//!
//! A game created faceless ([`super::ratings::PublicRules::faceless`], stored in `game_public`)
//! shows its players only as their houses until it ends (status `over`, `ended` or
//! `cancelled`); then their names are shown as in any game. While it runs:
//!
//! - [`super::Service::load_game`] and [`super::Service::seats`] give each seat's player name empty
//!   (`mask`) and mark the game [`super::play::Loaded::faceless`]: the pages and API answers
//!   made from them name a seat by its house (the edge words it; another player's seat in a
//!   lobby is "Player N"), but the reader's own (`Loaded::name_for`);
//! - the other readers of player names ask `hidden` first: the ravens' writers (pages, API,
//!   mail), the mails naming a newcomer to a house or who changed the clock, the sitters' names
//!   on the game page; an absence there takes no sitter (a sitter would learn the house, and
//!   the refusal of one who plays would tell who does);
//! - what names no player needs nothing: votes, deadlines, the calendar feed and the
//!   "awaited" lines name houses; profiles list no games; the export is only made of a game
//!   that is over.

use super::play::SeatInfo;
use crate::db::models::GameRow;
use crate::db::{queries, AnyConnection, DbError};

/// Whether a game in `status` has ended (its players' names are shown even if it is faceless).
fn ended(status: &str) -> bool {
    !matches!(status, "lobby" | "active")
}

/// Whether `row`'s players are hidden now: it is faceless and has not ended.
pub(crate) fn hidden(c: &mut AnyConnection, row: &GameRow) -> std::result::Result<bool, DbError> {
    Ok(!ended(&row.status) && super::ratings::public_rules(c, row.id)?.faceless)
}

/// [`hidden`] of `row`, whose `game_public.faceless` was read with it (`None`: no such row).
pub(crate) fn hidden_as_read(row: &GameRow, faceless: Option<bool>) -> bool {
    !ended(&row.status) && faceless.unwrap_or(false)
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
