//! Each player's private notes pad in a game (issue 12): read with the raven area
//! ([`Service::rookery`]), saved here.

use crate::db::queries::ravens as q;
use crate::db::{write_transaction, DbError};
use crate::service::{GameId, Reason, Result, Service, ServiceError, UserId};

/// The longest notes pad, in characters.
pub const NOTES_MAX_CHARS: usize = 10_000;

impl Service {
    /// Saves `user`'s notes pad in `game` (players only).
    pub fn save_notes(&self, game: GameId, user: UserId, body: &str) -> Result<()> {
        let access = self.raven_access(game, Some(user))?;
        let user = i32::from(user);
        let game = i32::from(game);
        if !access.seated {
            return Err(ServiceError::Forbidden(Reason::new(
                "svc-notes-players-only",
            )));
        }
        let body = super::written_text(body);
        if body.chars().count() > NOTES_MAX_CHARS {
            return Err(ServiceError::Invalid(
                Reason::new("svc-notes-too-long").num("max", NOTES_MAX_CHARS as f64),
            ));
        }
        let at = self.now();
        let mut c = self.db.conn()?;
        write_transaction(&mut c, |c| -> std::result::Result<(), DbError> {
            q::save_notes(c, game, user, &body, at)
        })?;
        Ok(())
    }
}
