//! What every change of a started game writes besides its log entries, in the same transaction:
//! the game row's summary, the deadline of the step now awaited, and the mails the change causes
//! (see [`super::notify`]). The three causes of a change — the game starting, a player's input,
//! a passed deadline — all go through [`Service::record_change`], so none of them can forget a
//! mail or a deadline.

use super::cache::LoggedEvents;
use super::lobby::Deadlines;
use super::play::{summary_of, SeatInfo};
use super::Service;
use crate::db::models::{AbsenceRow, GameRow, Summary, VacancyRow};
use crate::db::{AnyConnection, DbError};
use crate::engine::phase::Step;
use crate::engine::{Game, House, Request};
use chrono::{NaiveDateTime, TimeDelta};
use std::sync::Arc;

/// Why a game changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// Every seat was taken and the game began.
    Started,
    /// A player's input (the house that submitted it).
    Input(House),
    /// A deadline passed and the service filled in the missing inputs.
    Deadline,
}

/// One change of a started game, as the transaction that made it sees it.
pub struct Change<'a> {
    /// The game row before the change.
    pub row: &'a GameRow,
    pub seats: &'a [SeatInfo],
    /// The seats' players with their accounts, when the change's transaction read them with
    /// the seats (a move does): its mails need not read them again.
    pub readers: Option<&'a [super::notify::Reader]>,
    /// The game's open vacancies, when the change's transaction read them after its last
    /// write to them (a move does): not read again.
    pub vacancies: Option<&'a [VacancyRow]>,
    /// The game's absences not over at `at`, when the change's transaction read them (a move
    /// does, with the vacancies): its mails need not read them again.
    pub absences: Option<&'a [AbsenceRow]>,
    /// The game before the change (`None` when it just started).
    pub before: Option<&'a Game>,
    pub after: &'a Game,
    /// Every logged input's events up to and including this change (for phase summaries).
    pub history: &'a [Arc<LoggedEvents>],
    /// How many of `history`'s last entries this change appended.
    pub appended: usize,
    /// The answers filed ahead that this change dropped unused (every one: they are dropped
    /// only while a change settles), for the houses' "your move" mails.
    pub dropped_plans: &'a [super::plans::DroppedPlan],
    pub cause: Cause,
    /// The log length after the change.
    pub log_len: i32,
    pub at: NaiveDateTime,
}

impl Change<'_> {
    /// The (house, request) pairs awaited after the change that were not awaited before: each is
    /// a new request, with its own deadline and its own "your move" mail.
    ///
    /// A house that just answered and is asked again (the same kind of request, e.g. its next
    /// march) has a new request; after a passed deadline every awaited request is new.
    pub fn newly_awaited(&self) -> Vec<(House, Request)> {
        let before: Vec<(House, Request)> = match self.cause {
            Cause::Deadline => Vec::new(),
            cause => self
                .before
                .map(|g| {
                    g.awaiting()
                        .into_iter()
                        .filter(|a| cause != Cause::Input(a.house))
                        .map(|a| (a.house, a.request))
                        .collect()
                })
                .unwrap_or_default(),
        };
        // A raid or march asked early (game option `early_marches`, issue 25) has no deadline
        // of its own: when its house's turn comes, it is a new request (its deadline and its
        // mail start then).
        let early = |g: &Game| -> Vec<House> {
            if !g.state().options.early_marches {
                return Vec::new();
            }
            crate::engine::together::awaited(g.state())
                .into_iter()
                .map(|(h, _)| h)
                .collect()
        };
        let early_before = self.before.map(early).unwrap_or_default();
        let early_after = early(self.after);
        let mut out: Vec<(House, Request)> = Vec::new();
        for a in self.after.awaiting() {
            let turn_came = early_before.contains(&a.house) && !early_after.contains(&a.house);
            let pair = (a.house, a.request);
            if turn_came && !out.contains(&pair) {
                out.push(pair);
                continue;
            }
            if !before.contains(&pair) && !out.contains(&pair) {
                out.push(pair);
            }
        }
        out
    }
}

/// Every [`broad_phase`], in the order a packed replay numbers them (`snapshot`).
pub const BROAD_PHASES: [&str; 4] = ["planning", "action", "westeros", "over"];

/// The broad phase of a game: what phase summaries and deadlines are counted in.
pub fn broad_phase(game: &Game) -> &'static str {
    BROAD_PHASES[match &game.state().step {
        Step::Planning { .. } | Step::Raven { .. } => 0,
        Step::Action(_) => 1,
        Step::Westeros(_) => 2,
        Step::GameOver => 3,
    }]
}

/// The deadline columns for the step awaited after a change.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeadlineChange {
    pub deadline_at: Option<NaiveDateTime>,
    pub deadline_seq: i32,
    /// While paused: the whole new step's time, kept to resume with.
    pub paused_remaining_secs: Option<i64>,
}

/// A new step gets a new deadline when a house is newly awaited; otherwise (someone answered,
/// others are still awaited) the step keeps its deadline. No one awaited: no deadline.
/// Its length comes from what is awaited (see [`Deadlines::hours_for_step`]).
/// `newly`: [`Change::newly_awaited`].
///
/// `unplayed`: the houses without a player (civil disorder, voted out): a step that awaits
/// only such houses gets at most [`super::seats::DISORDER_STEP_HOURS`] (issue 13).
pub fn next_deadline(
    ch: &Change,
    summary: &Summary,
    newly: &[(House, Request)],
    unplayed: &[House],
) -> Option<DeadlineChange> {
    if summary.awaiting.is_empty() || summary.status != "active" {
        return Some(DeadlineChange {
            deadline_at: None,
            deadline_seq: ch.log_len,
            paused_remaining_secs: None,
        });
    }
    if newly.is_empty() && ch.before.is_some() {
        // Everyone still awaited on this step has no player (issue 13): the others do not
        // wait for nobody, the deadline comes at most `DISORDER_STEP_HOURS` from now.
        let waiting = ch.after.awaiting();
        let soon = ch.at + TimeDelta::hours(super::seats::DISORDER_STEP_HOURS);
        if !waiting.is_empty()
            && waiting.iter().all(|a| unplayed.contains(&a.house))
            && ch.row.paused_at.is_none()
            && ch.row.deadline_at.is_some_and(|d| d > soon)
        {
            return Some(DeadlineChange {
                deadline_at: Some(soon),
                deadline_seq: ch.row.deadline_seq,
                paused_remaining_secs: None,
            });
        }
        return None;
    }
    let deadlines: Deadlines = serde_json::from_str(&ch.row.deadlines).unwrap_or_default();
    let awaited = ch.after.awaiting();
    let hours = deadlines.hours_for_step(&summary.phase, awaited.iter().map(|a| &a.request));
    if hours == 0 {
        return Some(DeadlineChange {
            deadline_at: None,
            deadline_seq: ch.log_len,
            paused_remaining_secs: None,
        });
    }
    let mut span = TimeDelta::hours(i64::from(hours));
    if awaited.iter().all(|a| unplayed.contains(&a.house)) {
        span = span.min(TimeDelta::hours(super::seats::DISORDER_STEP_HOURS));
    }
    Some(if ch.row.paused_at.is_some() {
        DeadlineChange {
            deadline_at: None,
            deadline_seq: ch.log_len,
            paused_remaining_secs: Some(span.num_seconds()),
        }
    } else {
        DeadlineChange {
            deadline_at: Some(ch.at + span),
            deadline_seq: ch.log_len,
            paused_remaining_secs: None,
        }
    })
}

/// The reminder offsets (`reminders_sent`, minutes before the deadline, comma-separated) that
/// must never go out for a deadline set at `at`: those whose time had already come then. A
/// reminder "12 hours before" a deadline 6 hours away is skipped, not sent late.
pub fn initial_reminders(
    deadlines_json: &str,
    deadline_at: Option<NaiveDateTime>,
    at: NaiveDateTime,
) -> String {
    let Some(due) = deadline_at else {
        return String::new();
    };
    let deadlines: Deadlines = serde_json::from_str(deadlines_json).unwrap_or_default();
    let past: Vec<String> = deadlines
        .reminder_hours
        .iter()
        .filter(|h| due - TimeDelta::hours(i64::from(**h)) <= at)
        .map(|h| (h * 60).to_string())
        .collect();
    past.join(",")
}

impl Service {
    /// Writes the summary, the deadline and the mails of one change. Runs inside the
    /// transaction that appended the change's inputs, under the game's lock.
    pub(crate) fn record_change(&self, c: &mut AnyConnection, ch: &Change) -> Result<(), DbError> {
        let previous = ch.before.is_some().then_some(ch.row);
        let summary = summary_of(ch.after, ch.log_len, previous, ch.at);
        // The summary is written below, with the deadline when there is a new one: nothing
        // before reads it from the game's row.
        super::snapshot::after_change(c, ch)?;
        // Who is newly asked decides both the deadline and the "your move" mails.
        let deadlines: Deadlines = serde_json::from_str(&ch.row.deadlines).unwrap_or_default();
        let newly = super::time_bank::newly_awaited(ch, &deadlines, ch.newly_awaited());
        super::reliability::record_turns(c, ch, &newly)?;
        let unplayed = match ch.vacancies {
            Some(open) => super::seats::houses_of(open),
            None => super::seats::vacant_houses(c, ch.row.id)?,
        };
        // With a time bank (issue 25) the banks set the deadline, not the step.
        // A raid or march asked early (game option `early_marches`) has no deadline of its own:
        // asking it does not move the deadline of the house whose turn it is.
        let state = ch.after.state();
        let in_turn: Vec<(House, Request)> = newly
            .iter()
            .filter(|(h, _)| {
                !(state.options.early_marches && crate::engine::together::answers_ahead(state, *h))
            })
            .cloned()
            .collect();
        let deadline = match super::time_bank::on_change(c, ch, &summary)? {
            Some(bank) => bank,
            None => next_deadline(ch, &summary, &in_turn, &unplayed),
        };
        if summary.status != "active" {
            self.close_vacancies(c, ch.row.id, ch.at)?;
            // Issue 32: a rated game's result counts into its players' ratings.
            super::ratings::count_game(c, ch.row, ch.after, ch.at)?;
        }
        // The status as read under the game's lock: named in the UPDATE only when it changes.
        let before = Some(ch.row.status.as_str());
        match &deadline {
            Some(d) => {
                let sent = initial_reminders(&ch.row.deadlines, d.deadline_at, ch.at);
                let columns = crate::db::queries::DeadlineColumns {
                    deadline_at: d.deadline_at,
                    deadline_seq: d.deadline_seq,
                    reminders_sent: &sent,
                    paused_remaining_secs: d.paused_remaining_secs,
                };
                let next =
                    super::schedule::next_reminder_at(&ch.row.deadlines, d.deadline_at, &sent);
                // A new game has no row yet: nothing to replace.
                if next.is_some() || ch.before.is_some() {
                    // One statement on PostgreSQL (issue 30).
                    crate::db::queries::set_summary_and_reminder(
                        c, ch.row.id, &summary, before, &columns, next, ch.at,
                    )?;
                } else {
                    crate::db::queries::set_summary(
                        c,
                        ch.row.id,
                        &summary,
                        before,
                        Some(&columns),
                        ch.at,
                    )?;
                }
            }
            None => crate::db::queries::set_summary(c, ch.row.id, &summary, before, None, ch.at)?,
        }
        let deadline_at = match &deadline {
            Some(d) => d.deadline_at,
            None => ch.row.deadline_at,
        };
        self.notify_change(c, ch, &summary, &newly, deadline_at)
    }
}
