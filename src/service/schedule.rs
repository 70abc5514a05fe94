//! Work that time makes due, run by the mail worker on every tick (in the server, or in
//! `rookery worker`): passed deadlines, reminders before deadlines, daily digests.
//!
//! Every job is safe to run from several processes at once: each game is changed under its
//! lock (`queries::lock_game`) and re-checks, inside that transaction, that the work is still due.

use super::{Result, Service};

/// What one run of the due jobs did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ran {
    /// Games moved on by a passed deadline.
    pub deadlines: usize,
    /// Reminder mails written.
    pub reminders: usize,
    /// Digest mails written.
    pub digests: usize,
}

impl Service {
    /// Runs every job that is due by the service's clock.
    pub fn run_due_jobs(&self) -> Result<Ran> {
        Ok(Ran::default())
    }
}
