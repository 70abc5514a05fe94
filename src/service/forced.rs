//! Answers nobody has to give (issue 25, item 2): right after every change of a game (an input,
//! a passed deadline), each awaited request with only one possible answer is answered by the
//! service, in the same transaction, with the origin `forced` (see `engine::forced` for which
//! requests and why only those every player can tell).
//!
//! Why the service and not the engine: the engine still asks, and the answer goes into the log
//! like any other input. So every game stored before replays exactly as it was played (its log
//! holds the answers its players gave), a replay needs nothing special, the log page and the
//! history show the forced answer as a line of its own, and the export states its origin. The
//! change's mails and deadline are written after the forced answers, from the state they leave:
//! a house whose only answer was given is never mailed "your move" nor awaited.

use super::cache::Replayed;
use super::play::append_input;
use super::{Origin, Result};
use crate::db::AnyConnection;
use chrono::NaiveDateTime;

/// The most forced answers one change may add (a guard: each moves the game on, and a round
/// has far fewer decisions than this).
const MAX_FORCED: usize = 500;

/// Appends the only possible answer of every awaited request that has one, again and again
/// until none is left. Returns how many it appended. Inside the caller's transaction.
pub(crate) fn answer_forced(
    c: &mut AnyConnection,
    next: &mut Replayed,
    at: NaiveDateTime,
) -> Result<usize> {
    let mut appended = 0;
    while appended < MAX_FORCED {
        let forced = next.game.forced_inputs();
        if forced.is_empty() {
            break;
        }
        let before = appended;
        for (house, input) in forced {
            // An earlier forced answer may have moved the game on.
            if !next.game.awaiting().iter().any(|a| a.house == house) {
                continue;
            }
            match append_input(c, next, house, &input, None, Origin::Forced, at) {
                Ok(_) => appended += 1,
                // The engine refusing its own only answer is a bug; asking the house is safe.
                Err(super::ServiceError::Rejected(r)) => {
                    tracing::error!(%house, "a forced answer was refused: {r}");
                    return Ok(appended);
                }
                Err(e) => return Err(e),
            }
        }
        if appended == before {
            break;
        }
    }
    Ok(appended)
}
