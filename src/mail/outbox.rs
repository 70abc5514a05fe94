//! Writing mails into the outbox, and the doorbell ([`Wakeup`]) that tells the worker one is
//! there. Called inside the transaction of whatever causes the mail,
//! so a mail exists exactly when its cause was committed.

use crate::db::models::NewOutbox;
use crate::db::{AnyConnection, DbError};
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// Adds a mail to the outbox. A mail with a `dedupe_key` already used is not added again
/// (returns `false`): "never twice for the same request" is kept by the database.
///
/// One statement in the caller's transaction, the service's notes' own
/// (`queries::notes::insert_outbox`): a concurrent writer of the same key waits for the first
/// and then writes nothing. (Workers in other processes learn of it at commit: the outbox's
/// trigger, PostgreSQL.)
pub fn enqueue(c: &mut AnyConnection, mail: &NewOutbox) -> Result<bool, DbError> {
    Ok(crate::db::queries::notes::insert_outbox(c, mail, "mail", None)?.is_some())
}

/// Wakes a sleeping worker early: the service pokes it after committing something that wrote
/// mails, so they leave within milliseconds instead of at the next tick.
///
/// Poking is cheap and never blocks. A poke while nobody waits is remembered (the next wait
/// returns at once), so a mail committed while the worker is busy is not left for a whole tick.
#[derive(Clone, Default, Debug)]
pub struct Wakeup(Arc<(Mutex<bool>, Condvar)>);

impl Wakeup {
    pub fn poke(&self) {
        let (flag, cv) = &*self.0;
        *flag.lock().unwrap_or_else(|p| p.into_inner()) = true;
        cv.notify_all();
    }

    /// Waits until poked or `timeout` passes; returns whether it was poked.
    pub fn wait(&self, timeout: Duration) -> bool {
        let (flag, cv) = &*self.0;
        let guard = flag.lock().unwrap_or_else(|p| p.into_inner());
        let (mut guard, _) = cv
            .wait_timeout_while(guard, timeout, |poked| !*poked)
            .unwrap_or_else(|p| p.into_inner());
        std::mem::replace(&mut *guard, false)
    }
}
