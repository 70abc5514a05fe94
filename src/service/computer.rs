//! The computer player in the service (issue 28): what plays a house without a player.
//!
//! A game's rules (`seat_rules.disorder_player`, chosen at creation and shown in the lobby) say
//! whether a house in civil disorder (or voted out) is played by the computer ([`crate::bot`]) or
//! by the documented defaults. Either way it is the deadline sweep that answers for it, through
//! the same path as a player's form (`play::append_input`): the computer's answers are stored
//! with the origin `computer`, the defaults' with `deadline`.

use super::seats::{rules, vacant_houses};
use super::Origin;
use crate::db::{AnyConnection, DbError};
use crate::engine::{Game, House, Input};

/// The houses of `game` the computer plays when a deadline passes: those without a player, if
/// the game's rules give them to the computer.
pub(crate) fn computer_houses(c: &mut AnyConnection, game: i32) -> Result<Vec<House>, DbError> {
    if !rules(c, game)?.computer_plays_vacant {
        return Ok(Vec::new());
    }
    vacant_houses(c, game)
}

/// What the deadline sweep submits for `house` now: the computer's answer for a house it plays,
/// else the documented `default`.
pub(crate) fn deadline_answer(
    game: &Game,
    house: House,
    default: Input,
    computer: &[House],
) -> (Input, Origin) {
    if computer.contains(&house) {
        if let Some(input) = crate::bot::answer(game, house) {
            return (input, Origin::Computer);
        }
    }
    (default, Origin::Deadline)
}
