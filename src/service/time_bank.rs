//! A clock for the slow game (issue 25, item 5): a time bank per house instead of a deadline
//! per step. Chosen at creation (`Deadlines::bank_hours`, `bank_step_hours`).
//!
//! - Each house starts with `bank_hours`. Each time it is asked something new, `bank_step_hours`
//!   are added to its bank, and its clock runs until it answers: only its own waiting counts,
//!   never the others'. An answer filed ahead or given by the service (planned, forced) costs
//!   nothing, since the house is never awaited for it.
//! - The game's deadline (`games.deadline_at`, what the sweep, the reminders and the pages
//!   read) is the moment the first awaited house's bank runs out.
//! - **When a bank runs out** (the documented default): the sweep fills in the documented
//!   default for that house alone (the others, whose banks still hold time, stay awaited), and
//!   counts it as a missed deadline, like a passed step deadline: two missed in a row put the
//!   house into civil disorder. From then on the house has only the step's increment for each
//!   new request, until its bank is empty again.
//! - Pausing the clock stops every bank; resuming moves each running clock on by the pause.
//!
//! The engine knows nothing of time: all of this is the service's, read from the `time_banks`
//! table (one row per house that was ever awaited in a game with a bank).

use super::changes::{Change, DeadlineChange};
use super::lobby::Deadlines;
use crate::db::models::{GameRow, Summary};
use crate::db::queries::time_bank as q;
use crate::db::{AnyConnection, DbError};
use crate::engine::{House, Request};
use chrono::{NaiveDateTime, TimeDelta};

/// One house's bank as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bank {
    pub house: House,
    /// Time left in the bank, not counting the current wait.
    pub remaining_secs: i64,
    /// Since when the house has been awaited (`None`: not awaited, its clock stands).
    pub asked_at: Option<NaiveDateTime>,
}

impl Bank {
    /// When the bank runs out, if the house is awaited now.
    pub fn runs_out_at(&self) -> Option<NaiveDateTime> {
        self.asked_at
            .map(|t| t + TimeDelta::seconds(self.remaining_secs))
    }

    /// What is left at `now` (the current wait counted), never below zero.
    pub fn left_at(&self, now: NaiveDateTime) -> i64 {
        match self.asked_at {
            Some(t) => (self.remaining_secs - (now - t).num_seconds()).max(0),
            None => self.remaining_secs,
        }
    }
}

/// The game's banks, in the order of the houses' keys. Empty for a game without a bank.
pub fn banks(c: &mut AnyConnection, game: i32) -> Result<Vec<Bank>, DbError> {
    let rows: Vec<(String, i64, Option<NaiveDateTime>)> = q::banks_of(c, game)?;
    Ok(rows
        .into_iter()
        .filter_map(|(h, remaining_secs, asked_at)| {
            House::from_key(&h).map(|house| Bank {
                house,
                remaining_secs,
                asked_at,
            })
        })
        .collect())
}

/// The houses whose bank has run out at `now`: the only ones the deadline sweep fills in.
pub fn run_out(
    c: &mut AnyConnection,
    game: i32,
    now: NaiveDateTime,
) -> Result<Vec<House>, DbError> {
    Ok(banks(c, game)?
        .into_iter()
        .filter(|b| b.runs_out_at().is_some_and(|t| t <= now))
        .map(|b| b.house)
        .collect())
}

fn store(c: &mut AnyConnection, game: i32, b: &Bank) -> Result<(), DbError> {
    q::store_bank(c, game, b.house.key(), b.remaining_secs, b.asked_at)
}

/// The banks after a change (pure): `answered`, the houses that gave an input in it;
/// `awaited`, the houses awaited after it. A house that answered (or is no longer awaited) pays
/// its wait; a house awaited and not yet clocked gets the step's increment and its clock runs.
pub fn charge(
    mut banks: Vec<Bank>,
    deadlines: &Deadlines,
    answered: &[House],
    awaited: &[House],
    at: NaiveDateTime,
) -> Vec<Bank> {
    for h in awaited {
        if !banks.iter().any(|b| b.house == *h) {
            banks.push(Bank {
                house: *h,
                remaining_secs: i64::from(deadlines.bank_hours) * 3600,
                asked_at: None,
            });
        }
    }
    for b in &mut banks {
        if let Some(t) = b.asked_at {
            if answered.contains(&b.house) || !awaited.contains(&b.house) {
                b.remaining_secs = (b.remaining_secs - (at - t).num_seconds()).max(0);
                b.asked_at = None;
            }
        }
        if awaited.contains(&b.house) && b.asked_at.is_none() {
            b.remaining_secs += i64::from(deadlines.bank_step_hours) * 3600;
            b.asked_at = Some(at);
        }
    }
    banks
}

/// The houses that gave an input in a change (its last `appended` logged inputs).
fn answered(ch: &Change) -> Vec<House> {
    let from = ch.history.len().saturating_sub(ch.appended);
    let mut out: Vec<House> = Vec::new();
    for e in &ch.history[from..] {
        if !out.contains(&e.house) {
            out.push(e.house);
        }
    }
    out
}

/// For a game with a bank: the requests newly awaited after a passed bank, which are only
/// those of the houses filled in (the other houses are still on the request they had, with
/// their "your move" mail already sent). Other changes: `newly` as it is.
pub fn newly_awaited(
    ch: &Change,
    deadlines: &Deadlines,
    newly: Vec<(House, Request)>,
) -> Vec<(House, Request)> {
    if !deadlines.has_bank() || ch.cause != super::changes::Cause::Deadline {
        return newly;
    }
    let answered = answered(ch);
    let before: Vec<(House, Request)> = ch
        .before
        .map(|g| {
            g.awaiting()
                .into_iter()
                .filter(|a| !answered.contains(&a.house))
                .map(|a| (a.house, a.request))
                .collect()
        })
        .unwrap_or_default();
    newly.into_iter().filter(|p| !before.contains(p)).collect()
}

/// Writes the banks after a change and gives the game's new deadline: `None` when the game has
/// no bank (the per-step deadlines apply), else the deadline columns (`Some(None)`: unchanged).
pub(crate) fn on_change(
    c: &mut AnyConnection,
    ch: &Change,
    summary: &Summary,
) -> Result<Option<Option<DeadlineChange>>, DbError> {
    let deadlines: Deadlines = serde_json::from_str(&ch.row.deadlines).unwrap_or_default();
    if !deadlines.has_bank() {
        return Ok(None);
    }
    let mut awaited: Vec<House> = Vec::new();
    if summary.status == "active" {
        // A raid or march asked early (game option `early_marches`, issue 25) runs no bank: it
        // runs from the house's turn.
        let early = ch.after.state().options.early_marches;
        for a in ch.after.awaiting() {
            if early && crate::engine::together::answers_ahead(ch.after.state(), a.house) {
                continue;
            }
            if !awaited.contains(&a.house) {
                awaited.push(a.house);
            }
        }
    }
    let before = banks(c, ch.row.id)?;
    let after = charge(before.clone(), &deadlines, &answered(ch), &awaited, ch.at);
    for b in &after {
        if !before.contains(b) {
            store(c, ch.row.id, b)?;
        }
    }
    let first_out = after.iter().filter_map(Bank::runs_out_at).min();
    let change = if ch.row.paused_at.is_some() {
        DeadlineChange {
            deadline_at: None,
            deadline_seq: ch.log_len,
            paused_remaining_secs: first_out.map(|t| (t - ch.at).num_seconds().max(0)),
        }
    } else {
        DeadlineChange {
            deadline_at: first_out,
            deadline_seq: ch.log_len,
            paused_remaining_secs: None,
        }
    };
    let unchanged = ch.row.deadline_at == change.deadline_at
        && ch.row.paused_remaining_secs == change.paused_remaining_secs;
    Ok(Some((!unchanged).then_some(change)))
}

/// After a pause from `paused_at` to `now`: each running clock restarts as if it had stood
/// during the pause (a house asked during the pause starts at `now`). Returns `None` for a game
/// without banks, else the new deadline (the first bank to run out).
pub(crate) fn resume(
    c: &mut AnyConnection,
    game: i32,
    paused_at: NaiveDateTime,
    now: NaiveDateTime,
) -> Result<Option<Option<NaiveDateTime>>, DbError> {
    let all = banks(c, game)?;
    if all.is_empty() {
        return Ok(None);
    }
    let mut first_out = None;
    for mut b in all {
        if let Some(t) = b.asked_at {
            b.asked_at = Some(t + (now - t.max(paused_at)).max(TimeDelta::zero()));
            store(c, game, &b)?;
        }
        first_out = first_out.into_iter().chain(b.runs_out_at()).min();
    }
    Ok(Some(first_out))
}

/// The creator's (or the table's) extension: every awaited house's bank holds until at least
/// `to`.
pub(crate) fn extend_to(
    c: &mut AnyConnection,
    game: i32,
    to: NaiveDateTime,
) -> Result<(), DbError> {
    for mut b in banks(c, game)? {
        if let Some(out) = b.runs_out_at().filter(|t| *t < to) {
            b.remaining_secs += (to - out).num_seconds();
            store(c, game, &b)?;
        }
    }
    Ok(())
}

/// [`banks`] of the game `row`: none, and nothing read, when the game was created without a
/// bank (it never has a row then), which is most games: a move's mails and a game's page need
/// not ask.
pub fn banks_of_game(c: &mut AnyConnection, row: &GameRow) -> Result<Vec<Bank>, DbError> {
    let deadlines: Deadlines = serde_json::from_str(&row.deadlines).unwrap_or_default();
    if !deadlines.has_bank() {
        return Ok(Vec::new());
    }
    banks(c, row.id)
}

impl super::Service {
    /// A game's time banks (empty without a bank), for its page.
    pub fn time_banks(&self, game: &super::play::Loaded) -> super::Result<Vec<Bank>> {
        let mut c = self.db.conn()?;
        Ok(banks_of_game(&mut c, &game.row)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(h: i64) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 3, 1)
            .unwrap()
            .and_hms_opt(0, 0, 0)
            .unwrap()
            + TimeDelta::hours(h)
    }

    fn bank(hours: u32, step: u32) -> Deadlines {
        Deadlines {
            bank_hours: hours,
            bank_step_hours: step,
            ..Deadlines::default()
        }
    }

    #[test]
    fn only_the_awaited_houses_clock_runs_and_each_new_request_adds_the_increment() {
        let d = bank(72, 2);
        let (s, l) = (House::Stark, House::Lannister);
        // Both asked at 0: 74 h each.
        let b = charge(vec![], &d, &[], &[s, l], at(0));
        assert_eq!(
            b.iter().map(|b| b.runs_out_at()).collect::<Vec<_>>(),
            [Some(at(74)); 2]
        );
        // Stark answers at 10 h and is not asked again: 64 h left, its clock stands.
        let b = charge(b, &d, &[s], &[l], at(10));
        let stark = b.iter().find(|b| b.house == s).unwrap();
        assert_eq!((stark.remaining_secs, stark.asked_at), (64 * 3600, None));
        assert_eq!(
            stark.left_at(at(50)),
            64 * 3600,
            "no clock while not awaited"
        );
        // Lannister answers at 20 h and is asked again at once: 54 h + 2 h.
        let b = charge(b, &d, &[l], &[l], at(20));
        let lannister = b.iter().find(|b| b.house == l).unwrap();
        assert_eq!(lannister.runs_out_at(), Some(at(20 + 56)));
    }

    #[test]
    fn a_bank_that_ran_out_leaves_only_the_increment() {
        let d = bank(1, 3);
        let s = House::Stark;
        let b = charge(vec![], &d, &[], &[s], at(0));
        assert_eq!(b[0].runs_out_at(), Some(at(4)));
        // The default was filled in at 5 h; Stark is asked something new.
        let b = charge(b, &d, &[s], &[s], at(5));
        assert_eq!(b[0].runs_out_at(), Some(at(8)), "the increment alone");
        assert_eq!(b[0].left_at(at(9)), 0, "never below zero");
    }
}
