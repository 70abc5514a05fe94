//! Submission faults (issue 23): when the site, not the player, failed a submission, the
//! step's deadline does not count against the house (see `schedule`).
//!
//! A fault is recorded only when the site really failed:
//! - a server error while a move was being stored (the web layer's `server_error`);
//! - a form the server built and then could not read (`bad_form`): the post must be one the
//!   current page's own form could have sent (the web's `record_unreadable_form`, by
//!   `decisions::FormView::could_have_sent`: its kind and hidden fields, and for every select
//!   and radio group one of the values it offered). A post that lacks the fields of its form
//!   (only the hidden ones, say) is the sender's doing: it is refused like any bad form and
//!   excuses nothing.
//!
//! And at most [`MAX_FAULTS_PER_PLAYER_PER_GAME`] steps per player and game are excused; every
//! player sees each house's faults on the game page.

use super::{GameId, UserId};
use super::{Result, Service};
use crate::db::queries;
use crate::db::queries::faults as q;
use crate::engine::House;

/// Steps of one game on which the site may excuse one player's missed deadline. A real site
/// failure that hits the same player more than this in one game is a bug the operator sees in
/// the log (every fault is logged) and must fix; past it the game goes on by its rules, so
/// that nobody can stall every step of a game on a fault, real or provoked. Three: a long
/// game has about a hundred steps, so this still covers a bad evening of the site.
pub const MAX_FAULTS_PER_PLAYER_PER_GAME: i64 = 3;

impl Service {
    /// Records that the site failed `house`'s submission on the current step (`what`:
    /// `server_error`, `bad_form`): a deadline passing on this step does not count against
    /// the house, within [`MAX_FAULTS_PER_PLAYER_PER_GAME`]. Returns whether it was recorded.
    /// Best effort: the caller is already answering with an error.
    pub fn record_fault(
        &self,
        game: GameId,
        user: UserId,
        house: House,
        what: &str,
    ) -> Result<bool> {
        let user = i32::from(user);
        let game = i32::from(game);
        let mut c = self.db.conn()?;
        let Some(row) = queries::game(&mut c, game)? else {
            return Ok(false);
        };
        let steps = q::fault_steps_of_player(&mut c, game, user)?;
        if steps.contains(&row.log_len) {
            return Ok(true);
        }
        if steps.len() as i64 >= MAX_FAULTS_PER_PLAYER_PER_GAME {
            tracing::warn!(
                game,
                user,
                house = house.key(),
                what,
                "submission fault past the limit: not excused"
            );
            return Ok(false);
        }
        tracing::warn!(game, user, house = house.key(), what, "submission fault");
        q::insert_fault(
            &mut c,
            &crate::db::models::NewSubmissionFault {
                game_id: game,
                house: house.key(),
                user_id: Some(user),
                seq: row.log_len,
                what,
                at: self.now(),
            },
        )?;
        Ok(true)
    }

    /// Per house of the loaded game `g`, how many deadlines it missed and on how many steps
    /// the site failed it (faults recorded), read together for the game page's seats; nothing
    /// read when the game's row said it has none.
    pub fn missed_and_faulted(&self, g: &super::play::Loaded) -> Result<MissedAndFaulted> {
        if !g.has_faults {
            return Ok(MissedAndFaulted::default());
        }
        let game = g.row.id;
        let mut c = self.db.conn()?;
        let mut out = MissedAndFaulted::default();
        for (what, house, n) in q::missed_and_faulted(&mut c, game)? {
            let Some(house) = House::from_key(&house) else {
                continue;
            };
            match what.as_str() {
                "missed" => out.missed.push((house, n)),
                _ => out.faulted.push((house, n)),
            }
        }
        Ok(out)
    }
}

/// What [`Service::missed_and_faulted`] counts, per house (houses with none left out).
#[derive(Clone, Debug, Default)]
pub struct MissedAndFaulted {
    /// Deadlines missed.
    pub missed: Vec<(House, i64)>,
    /// Steps on which the site failed the house.
    pub faulted: Vec<(House, i64)>,
}
