//! The game page's version (issue 30, item 2): a number the database bumps, in the same
//! transaction, on every write that can change what any viewer's page of the game shows (the
//! triggers of migration `2026-12-05-430000_page_version`). The edge keeps rendered pages under
//! it (`web::page_cache`): a page kept for version N is the page as of version N, whichever
//! app server rendered it, and a view that reads N+1 renders anew.
//!
//! Read it *before* what the page is made of: what is read after it is then at least as new as
//! the version (commits are atomic), so a page is never kept under a version newer than its data.

use super::{GameId, Result, Service};

impl Service {
    /// The game's page version; `None` when there is no such game.
    pub fn page_version(&self, game: GameId) -> Result<Option<i64>> {
        let mut c = self.db.conn()?;
        Ok(crate::db::queries::page_version(&mut c, i32::from(game))?)
    }
}
