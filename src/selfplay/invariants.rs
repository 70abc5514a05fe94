//! Invariants that must hold after every accepted input, whatever was played.

use crate::engine::board::{AreaId, AreaKind};
use crate::engine::house::House;
use crate::engine::phase::{Step, Sub};
use crate::engine::setup::{POWER_TOKENS_PER_HOUSE, ROUNDS};
use crate::engine::state::{GameState, Neutral};
use crate::engine::unit::UnitKind;
use crate::engine::westeros::Task;

/// Every broken invariant, as a sentence (empty when all hold).
pub fn check(state: &GameState) -> Vec<String> {
    let mut errs = Vec::new();
    let sub = match &state.step {
        Step::Action(a) => a.sub.as_ref(),
        _ => None,
    };
    let combat = match sub {
        Some(Sub::Combat(c)) => Some(c.as_ref()),
        _ => None,
    };
    // "Quiet": no decision in progress inside a house's turn, so clean-up has been done.
    let quiet = sub.is_none();
    // A game won at once (§19) can stop in the middle of a turn, before its clean-up (removing
    // the march order, deciding on a captured port): the end state is checked as it stands.
    let settled = quiet && state.step != Step::GameOver;
    let planning = matches!(state.step, Step::Planning { .. });
    // After a Supply adjustment, houses over their new limit destroy units (§17.3): until they
    // have, they may be over it.
    let reconciling: Vec<House> = match &state.step {
        Step::Westeros(w) => match &w.task {
            Some(Task::Reconcile { pending }) => pending.clone(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };

    for &h in &state.houses {
        // Unit pools (§2.1), counting the attackers that are off the board during a combat.
        for kind in UnitKind::ALL {
            let mut n: u32 = state
                .areas
                .iter()
                .filter(|a| a.house == Some(h))
                .map(|a| a.units.count(kind) as u32)
                .sum();
            if let Some(c) = combat.filter(|c| c.attacker == h) {
                n += c.attacking.count(kind) as u32;
            }
            let pool = state.rules().unit_pool(kind);
            if n > pool as u32 {
                errs.push(format!("{h} has {n} {kind:?} units (pool {pool})"));
            }
        }
        // Power (§2.3): available + on the board + in the Pool = 20.
        let hs = state.house(h);
        let on_board = state.power_on_board(h);
        if hs.power as u32 + on_board as u32 > POWER_TOKENS_PER_HOUSE as u32 {
            errs.push(format!(
                "{h} has {} available + {on_board} on the board power tokens (> {POWER_TOKENS_PER_HOUSE})",
                hs.power
            ));
        } else if state.power_in_pool(h) != POWER_TOKENS_PER_HOUSE - hs.power - on_board {
            errs.push(format!("{h}'s power in the Pool is inconsistent"));
        }
        // House cards: hand + discard pile = the house's 7 cards.
        let mut cards: Vec<_> = hs.hand.iter().chain(hs.discard.iter()).copied().collect();
        cards.sort();
        let mut all = crate::engine::cards::house_cards_of(state.options.edition, h).to_vec();
        all.sort();
        if cards != all {
            errs.push(format!(
                "{h}'s hand {:?} + discard {:?} are not its cards",
                hs.hand, hs.discard
            ));
        }
        if hs.hand.is_empty() {
            errs.push(format!("{h} has an empty hand"));
        }
        // Supply (§17.2): voluntary actions never exceed it; a Supply adjustment is reconciled.
        if !state.supply_ok(h) && !reconciling.contains(&h) {
            errs.push(format!(
                "{h} is over its supply limit: armies {:?} at level {}",
                state.army_sizes_with(h, &[]),
                hs.supply
            ));
        }
    }

    for (i, a) in state.areas.iter().enumerate() {
        let id = AreaId(i as u8);
        let info = state.info(id);
        let name = id.key();
        if !a.units.is_empty() {
            match a.house {
                None => errs.push(format!("{name} has units of no house")),
                Some(h) if !state.in_play(h) => {
                    errs.push(format!("{name} has units of {h}, not in play"))
                }
                _ => {}
            }
            if a.neutral == Some(Neutral::Impassable) {
                errs.push(format!("{name} is impassable but has units"));
            } else if a.neutral.is_some() {
                errs.push(format!("{name} has units and a neutral force"));
            }
            let ships = a.units.count(UnitKind::Ship);
            let land = a.units.total() - ships;
            if info.kind == AreaKind::Land && ships > 0 {
                errs.push(format!("{name} is a land area with ships"));
            }
            if info.kind != AreaKind::Land && land > 0 {
                errs.push(format!("{name} is a sea or port with land units"));
            }
        } else if settled && a.house.is_some() {
            errs.push(format!("{name} has no units but belongs to {:?}", a.house));
        }
        if info.kind == AreaKind::Port {
            if a.units.total() > 3 {
                errs.push(format!("{name} holds {} ships (max 3)", a.units.total()));
            }
            if settled && !a.units.is_empty() && state.port_owner(id) != a.house {
                errs.push(format!(
                    "{name} holds ships of {:?} but belongs to {:?}",
                    a.house,
                    state.port_owner(id)
                ));
            }
        }
        if let Some(t) = a.power_token {
            if info.kind != AreaKind::Land {
                errs.push(format!("{name} has a power token but is not land"));
            }
            if !a.units.is_empty() && a.house != Some(t) {
                errs.push(format!(
                    "{name} has {t}'s power token and {:?}'s units",
                    a.house
                ));
            }
        }
        if a.garrison > 0 && !info.home_of.is_some_and(|h| state.in_play(h)) {
            errs.push(format!("{name} has a garrison but is no home area in play"));
        }
        if planning && a.units.routed.iter().any(|r| *r > 0) {
            errs.push(format!("{name} has routed units during Planning"));
        }
        if let Some(o) = a.order {
            if planning {
                errs.push(format!("{name} has a revealed order during Planning"));
            } else if settled && (a.house != Some(o.house) || a.units.is_empty()) {
                errs.push(format!(
                    "{name} has an order of {} without its units",
                    o.house
                ));
            }
        }
    }

    if let Step::Planning { submitted, .. } = &state.step {
        for (h, orders) in submitted {
            for area in orders.keys() {
                let a = state.area(*area);
                if a.house != Some(*h) || a.units.is_empty() {
                    errs.push(format!("{h}'s sealed order on {} has no units", area.key()));
                }
            }
        }
    }
    for track in [
        &state.tracks.iron_throne,
        &state.tracks.fiefdoms,
        &state.tracks.kings_court,
    ] {
        let mut t = track.clone();
        t.sort();
        if t != state.houses {
            errs.push(format!(
                "an influence track {track:?} is not the houses in play"
            ));
        }
    }
    if state.round == 0 || state.round > ROUNDS {
        errs.push(format!("round {} is out of range", state.round));
    }
    if (state.step == Step::GameOver) != state.winner.is_some() {
        errs.push("the game is over without a winner, or has a winner but goes on".into());
    }
    errs
}
