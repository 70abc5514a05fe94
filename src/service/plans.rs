//! Answers filed ahead (issue 25): the storage and use of [`PlanEntry`]s.
//!
//! A house files entries ([`Service::file_plan`]) while placing orders or at any time before a
//! step is asked; each is stored sealed in `plans` for the round it answers
//! ([`PlanEntry::round_for`]) and replaces the filed entry with the same kind and key. After
//! every recorded input — a player's, a deadline's default, a planned one — [`apply_plans`]
//! asks the pure [`crate::engine::plan::answer`] whether a filed entry answers what an awaited
//! house is asked now, in the same transaction: a legal one is appended like a form's input
//! (same checks, log, mails) and deleted; one that no longer applies is kept as `dropped` with
//! why, the house is asked as usual, and its "your move" mail and game page say why.
//!
//! Sealed: only the house's own player (or sitter) reads its entries, through
//! [`Service::house_plan`]; nothing else in the service reads the table except
//! [`apply_plans`] and the "your move" mail of the same house.

use super::cache::Replayed;
use super::changes::{Cause, Change};
use super::play::{append_input, seats, SeatInfo};
use super::{GameId, UserId};
use super::{Reason, Result, Service, ServiceError};
use crate::db::models::{GameRow, PlanRow};
use crate::db::queries::plans as q;
use crate::db::AnyConnection;
use crate::engine::plan::{answer, Dropped, PlanEntry};
use crate::engine::House;
use chrono::NaiveDateTime;
use std::sync::Arc;

/// The most entries one house may have filed for one round (marches, raids, supports,
/// consolidations of every order, the Raven, a muster, a ranking and three Westeros cards fit
/// with room to spare).
pub const MAX_ENTRIES: usize = 40;

/// What a house has filed for the current round(s), as its own pages show it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HousePlan {
    /// Entries still waiting to be used, in the order filed.
    pub filed: Vec<PlanEntry>,
    /// Entries of this round that were not used, with why.
    pub dropped: Vec<(PlanEntry, Dropped)>,
}

impl HousePlan {
    /// The filed entry of this kind and key, if any (a form opens with it).
    pub fn entry(&self, kind: &str, key: &str) -> Option<&PlanEntry> {
        self.filed
            .iter()
            .find(|e| e.kind() == kind && e.key() == key)
    }
}

fn rows_of(
    c: &mut AnyConnection,
    game: i32,
    house: Option<House>,
    rounds: &[i32],
) -> Result<Vec<PlanRow>> {
    Ok(q::plan_rows(c, game, house.map(House::key), rounds)?)
}

fn parse(row: &PlanRow) -> Option<PlanEntry> {
    serde_json::from_str(&row.entry).ok()
}

/// Uses the filed entries that answer what the game awaits now, one input at a time, until
/// none does: each appended to `next` like a form's input (the seat's player as its author)
/// and deleted (a standing one, the tie-breaking ranking, stays for the next tie); each that
/// no longer applies marked `dropped`. Returns how many inputs were appended, and the entries
/// dropped (for the change's "your move" mails, which need not read them back). Runs inside
/// the caller's transaction, under the game's lock, before the change is recorded (so its
/// summary, deadline and mails see the game after the planned inputs).
pub(crate) fn apply_plans(
    c: &mut AnyConnection,
    next: &mut Replayed,
    seats: &[SeatInfo],
    at: NaiveDateTime,
) -> Result<(usize, Vec<DroppedPlan>)> {
    let mut appended = 0;
    let mut dropped = Vec::new();
    // Every planned input answers one request; a round has far fewer than this.
    for _ in 0..500 {
        if next.game.is_over() {
            break;
        }
        let awaited = next.game.awaiting();
        if awaited.is_empty() {
            break;
        }
        let round = i32::from(next.game.state().round);
        let rows = rows_of(c, next.game_id, None, &[round])?;
        let mut progressed = false;
        let mut houses: Vec<House> = awaited.iter().map(|a| a.house).collect();
        houses.dedup();
        // A raid or march asked early (game option `early_marches`): its plan is used at its
        // turn, where it is checked against the position then, not given early (an early
        // answer may be dropped at its turn, and the plan with it).
        let state = next.game.state();
        if state.options.early_marches {
            houses.retain(|h| !crate::engine::together::answers_ahead(state, *h));
        }
        for house in houses {
            let mine: Vec<(&PlanRow, PlanEntry)> = rows
                .iter()
                .filter(|r| r.house == house.key() && r.status == "filed")
                .filter_map(|r| parse(r).map(|e| (r, e)))
                .collect();
            if mine.is_empty() {
                continue;
            }
            let entries: Vec<PlanEntry> = mine.iter().map(|(_, e)| e.clone()).collect();
            let found = answer(&next.game, house, &entries);
            for (i, why) in found.dropped {
                mark_dropped(c, mine[i].0.id, &why, at)?;
                dropped.push((house, mine[i].1.clone(), why));
            }
            if let Some((i, input)) = found.input {
                let by = seats
                    .iter()
                    .find(|s| s.house == Some(house))
                    .map(|s| s.user_id);
                match append_input(c, next, house, &input, by, super::Origin::Planned, at) {
                    Ok(_) => {}
                    Err(ServiceError::Rejected(rejection)) => {
                        let why = Dropped::Rejected { rejection };
                        mark_dropped(c, mine[i].0.id, &why, at)?;
                        dropped.push((house, mine[i].1.clone(), why));
                        continue;
                    }
                    Err(e) => return Err(e),
                }
                if !mine[i].1.standing() {
                    q::delete_plan(c, mine[i].0.id)?;
                }
                appended += 1;
                progressed = true;
                crate::telemetry::metrics::METRICS.submissions.inc();
                break;
            }
        }
        if !progressed {
            break;
        }
    }
    Ok((appended, dropped))
}

/// An entry filed ahead that a change dropped unused: the house, the entry, and why.
pub(crate) type DroppedPlan = (House, PlanEntry, Dropped);

fn mark_dropped(c: &mut AnyConnection, id: i32, why: &Dropped, at: NaiveDateTime) -> Result<()> {
    let why = serde_json::to_string(why).unwrap_or_default();
    q::mark_plan_dropped(c, id, why, at)?;
    Ok(())
}

impl Service {
    /// Files answers ahead for `house` in `game_id`, for `user` (its player, or the sitter of a
    /// declared absence). The API for everything that files plans (the orders form, mail
    /// replies, the JSON API, the pace simulator):
    ///
    /// - each entry is stored sealed for the round it answers ([`PlanEntry::round_for`]: this
    ///   round for marches, raids, supports, Consolidate Power and the Raven; the next Westeros
    ///   phase for a muster, the tie-breaking ranking and Westeros choices) and replaces the
    ///   filed entry with the same [`PlanEntry::kind`] and [`PlanEntry::key`];
    /// - entries are checked when used, not when filed (the orders may not even be placed yet):
    ///   a legal one is submitted the moment the house is asked, logged as planned; one that no
    ///   longer applies is dropped and the house is asked as usual, told why;
    /// - if the house is asked now something an entry answers, it is answered at once, in the
    ///   same transaction;
    /// - at most [`MAX_ENTRIES`] per house and round.
    ///
    /// Returns the house's plan after filing.
    pub fn file_plan(
        &self,
        game_id: GameId,
        user: UserId,
        house: House,
        entries: &[PlanEntry],
    ) -> Result<HousePlan> {
        let user = i32::from(user);
        let game_id = i32::from(game_id);
        self.change_plan(game_id, user, house, |c, game, at| {
            file_entries(c, game_id, house, entries, game, at)
        })
    }

    /// Withdraws `house`'s filed entry of `kind` and `key` (see [`PlanEntry::key`]) before it
    /// is used. Withdrawing an entry that is not filed changes nothing.
    pub fn withdraw_plan(
        &self,
        game_id: GameId,
        user: UserId,
        house: House,
        kind: &str,
        key: &str,
    ) -> Result<HousePlan> {
        let user = i32::from(user);
        let game_id = i32::from(game_id);
        self.change_plan(game_id, user, house, |c, _, _| {
            q::delete_filed_plan(c, game_id, house.key(), kind, key)?;
            Ok(())
        })
    }

    /// Files `file` and withdraws the entries of `withdraw` (kind, key) in one transaction:
    /// what a form's rows do. Nothing filed and nothing to withdraw: no transaction at all
    /// (the orders form's rows left at "ask me", on the hot path of placing orders).
    pub fn update_plan(
        &self,
        game_id: GameId,
        user: UserId,
        house: House,
        file: &[PlanEntry],
        withdraw: &[(&str, String)],
    ) -> Result<()> {
        let user = i32::from(user);
        let game_id = i32::from(game_id);
        if file.is_empty() {
            let mut c = self.db.conn()?;
            let filed: i64 = q::filed_plans_count(&mut c, game_id, house.key())?;
            if filed == 0 {
                return Ok(());
            }
        }
        self.change_plan(game_id, user, house, |c, game, at| {
            change_rows(c, game_id, house, file, withdraw, game, at)
        })
        .map(|_| ())
    }

    /// What `house` has filed and what of it was dropped this round, for `user`, who must play
    /// it (or sit for it): plans are sealed.
    pub fn house_plan(&self, game_id: GameId, user: UserId, house: House) -> Result<HousePlan> {
        let user = i32::from(user);
        let game_id = i32::from(game_id);
        if self.acting_house(GameId(game_id), UserId(user))? != Some(house) {
            return Err(ServiceError::not_your_house(house));
        }
        let mut c = self.db.conn()?;
        let row = crate::db::queries::game(&mut c, game_id)?.ok_or(ServiceError::NotFound)?;
        active_plan(&mut c, &row, house)
    }

    /// [`Service::house_plan`] in a game the page already loaded: the acting house from its
    /// seats and sitters and the round from its row, as read for the page, not read again
    /// (issue 30: a first view's queries).
    pub fn house_plan_of(
        &self,
        g: &super::play::Loaded,
        user: UserId,
        house: House,
    ) -> Result<HousePlan> {
        if g.house_of(user) != Some(house) {
            return Err(ServiceError::not_your_house(house));
        }
        // Nothing filed, used or dropped: nothing to read (the load said so, with the seats).
        if !g.planners.contains(&house) {
            return Ok(HousePlan::default());
        }
        let mut c = self.db.conn()?;
        active_plan(&mut c, &g.row, house)
    }

    /// One plan change in one transaction: the seat check, `change`, then any answer the plan
    /// now gives, recorded as the house's own input.
    fn change_plan(
        &self,
        game_id: i32,
        user: i32,
        house: House,
        change: impl Fn(&mut AnyConnection, &crate::engine::Game, NaiveDateTime) -> Result<()>,
    ) -> Result<HousePlan> {
        let mut c = self.db.conn()?;
        let (plan, replayed) = crate::db::write_transaction::<_, ServiceError, _>(&mut c, |c| {
            let at = self.now();
            let row =
                crate::db::queries::lock_game(c, game_id, at)?.ok_or(ServiceError::NotFound)?;
            let seats = seats(c, game_id)?;
            let seated = seats
                .iter()
                .any(|s| s.user_id == user && s.house == Some(house));
            self.seat_acting(c, game_id, seated, house, user, at)?;
            if row.status != "active" {
                return Err(ServiceError::Conflict(Reason::new("svc-not-started")));
            }
            let current = self.cache.replayed(c, &row)?;
            change(c, &current.game, at)?;
            let mut next = (*current).clone();
            let (appended, dropped) = apply_plans(c, &mut next, &seats, at)?;
            let replayed = if appended > 0 {
                self.record_change(
                    c,
                    &Change {
                        row: &row,
                        seats: &seats,
                        readers: None,
                        vacancies: None,
                        absences: None,
                        before: Some(&current.game),
                        after: &next.game,
                        history: &next.events,
                        appended,
                        dropped_plans: &dropped,
                        cause: Cause::Input(house),
                        log_len: next.log_len,
                        at,
                    },
                )?;
                Some(Arc::new(next))
            } else {
                None
            };
            let round = crate::db::queries::game(c, game_id)?
                .map(|r| r.round)
                .unwrap_or(row.round);
            Ok((plan_of(c, game_id, house, round)?, replayed))
        })?;
        if let Some(r) = replayed {
            self.cache.put(r);
            self.mail_wake.poke();
        }
        Ok(plan)
    }
}

/// Makes `changes` to `house`'s plan, in the caller's transaction: withdraws, then files.
pub(crate) fn change_rows(
    c: &mut AnyConnection,
    game_id: i32,
    house: House,
    file: &[PlanEntry],
    withdraw: &[(&str, String)],
    game: &crate::engine::Game,
    at: NaiveDateTime,
) -> Result<()> {
    q::delete_filed_plans(c, game_id, house.key(), withdraw)?;
    file_entries(c, game_id, house, file, game, at)
}

/// Stores `entries` for `house`, each replacing the filed one of the same kind and key for the
/// round it answers.
fn file_entries(
    c: &mut AnyConnection,
    game_id: i32,
    house: House,
    entries: &[PlanEntry],
    game: &crate::engine::Game,
    at: NaiveDateTime,
) -> Result<()> {
    let mut rounds = Vec::new();
    for e in entries {
        let round = i32::from(e.round_for(game));
        let entry = serde_json::to_string(e)
            .map_err(|e| ServiceError::Invalid(Reason::from(e.to_string())))?;
        let key = e.key();
        q::file_plan(c, game_id, house.key(), round, e.kind(), &key, &entry, at)?;
        if !rounds.contains(&round) {
            rounds.push(round);
        }
    }
    // Counted once per round filed for, after all of them (the caller's transaction is rolled
    // back on the refusal, so nothing over the limit is ever kept).
    for round in rounds {
        let count: i64 = q::plans_of_round_count(c, game_id, house.key(), round)?;
        if count as usize > MAX_ENTRIES {
            return Err(ServiceError::Limit(
                Reason::new("svc-plan-too-many").num("count", MAX_ENTRIES as f64),
            ));
        }
    }
    Ok(())
}

/// `house`'s entries for `round` (and those filed for the next Westeros phase).
/// `house`'s plan in the game of `row` this round; nothing while the game is not in play.
fn active_plan(c: &mut AnyConnection, row: &GameRow, house: House) -> Result<HousePlan> {
    if row.status != "active" {
        return Ok(HousePlan::default());
    }
    plan_of(c, row.id, house, row.round)
}

fn plan_of(c: &mut AnyConnection, game: i32, house: House, round: i32) -> Result<HousePlan> {
    let mut plan = HousePlan::default();
    for r in rows_of(c, game, Some(house), &[round, round + 1])? {
        let Some(entry) = parse(&r) else { continue };
        match (r.status.as_str(), r.dropped.as_deref()) {
            ("filed", _) => plan.filed.push(entry),
            ("dropped", Some(why)) => {
                if let Ok(why) = serde_json::from_str(why) {
                    plan.dropped.push((entry, why));
                }
            }
            _ => {}
        }
    }
    Ok(plan)
}
