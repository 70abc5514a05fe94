//! Raids and marches asked early (issue 25; game option `early_marches`: faster by mail).
//!
//! The rulebook resolves the Action phase one order at a time in turn order (§12), and at 6
//! players [`super::group`] seldom finds two houses whose marches provably cannot interact.
//! With this option, while the house whose turn it is chooses its next raid or march, every
//! other house with raid (or march) orders left is asked its next one at the same time, "ahead
//! of its turn". An answer given early is checked at once, as the form checks it, and kept
//! sealed: no other house sees it, nor that it was given, nor that the house was asked (their
//! views list only the house whose turn it is). At the house's own turn, in turn order, it is
//! applied only if
//!
//! 1. nothing the house could read changed since it answered: the [`fingerprint`] of the
//!    public position inside its turn's [`super::Footprint`] zone (units, orders, Power tokens,
//!    control of the zone's areas, and the zone itself) and of its houses (Power, cards in hand,
//!    supply and track positions of every house with anything in the zone) taken when it
//!    answered equals the one at its turn; and
//! 2. it is still legal at its turn (the same checks as an answer given then).
//!
//! Otherwise it is dropped and the house is asked again as without the option, told why
//! ([`super::EarlyDropped`], worded at the edge). So every applied answer is an answer given
//! at its turn, in turn order, by a house that could read nothing that turn did not show it.
//!
//! What [`super::group`] keeps out stays out: with Tides of Battle nobody is asked a march
//! early, and no march is asked early of (or while it is the turn of) a house one of whose
//! houses holds Doran Martell.
//!
//! **A house needed meanwhile for something else** (a support declaration, a house card, a
//! retreat, the combat of the current march): its early request is withdrawn while it is
//! awaited for that (or may still replace a sealed answer to it, a house card), so a house is never awaited for two requests at once (the forms, mails and
//! deadlines assume it); it is asked early again once that is answered, if its turn has not
//! come. An answer it gave before is kept (and checked at its turn as any other).
//!
//! **Deadlines.** An early request has no deadline of its own: the game's deadline fills in
//! defaults only for the houses awaited at their turn ([`super::super::defaults`]), and a house
//! asked early whose turn comes is newly awaited then, so its deadline runs from its turn.

use super::{
    apply_turn, houses_in, march_footprint, raid_footprint, EarlyDropped, Footprint, Together,
};
use crate::action::{orders_of, turn_resolves_itself};
use crate::event::Event;
use crate::game::Request;
use crate::house::House;
use crate::orders::OrderKind;
use crate::phase::{ActionStage, Step};
use crate::state::GameState;
use std::collections::BTreeMap;

/// Whether `h` is never asked its next order of `stage` early (see the module's text).
fn kept_out(state: &GameState, h: House, stage: ActionStage) -> bool {
    match stage {
        ActionStage::March => state.options.tides_of_battle || march_footprint(state, h).global,
        ActionStage::Raid => false,
        ActionStage::Consolidate => true,
    }
}

fn kind(stage: ActionStage) -> OrderKind {
    match stage {
        ActionStage::Raid => OrderKind::Raid,
        _ => OrderKind::March,
    }
}

/// The houses asked their next raid or march early now, with their request: every house but
/// the one whose turn it is with such an order left, that has not answered early, whose turn
/// would not resolve itself, and that is not awaited for something else.
pub fn awaited(state: &GameState) -> Vec<(House, Request)> {
    let Step::Action(a) = &state.step else {
        return Vec::new();
    };
    if a.together.is_none() || a.stage == ActionStage::Consolidate {
        return Vec::new();
    }
    let t = a.together.as_ref().expect("checked");
    let order = state.turn_order();
    let n = order.len();
    let start = a.cursor % n;
    let current = order[start];
    if kept_out(state, current, a.stage) {
        return Vec::new();
    }
    let busy: Vec<House> = crate::game::awaiting_in_turn(state, a)
        .into_iter()
        .map(|x| x.house)
        .collect();
    (1..n)
        .map(|i| order[(start + i) % n])
        .filter(|h| {
            !t.answers.contains_key(h)
                && !busy.contains(h)
                // A sealed answer it may still replace (a house card) is a request too.
                && crate::game::replaceable(state, *h).is_none()
                && !orders_of(state, *h, kind(a.stage)).is_empty()
                && !turn_resolves_itself(state, *h, a.stage)
                && !kept_out(state, *h, a.stage)
        })
        .map(|h| {
            (
                h,
                match a.stage {
                    ActionStage::Raid => Request::Raid,
                    _ => Request::March { retry_from: None },
                },
            )
        })
        .collect()
}

/// What `h`'s next turn of `stage` could read, as one number: the zone of its footprint (and
/// its reach), every area of the zone (units, order, Power token, garrison, control), and every
/// house with anything there (its Power, supply, cards in hand and discarded, and its places on
/// the three tracks). FNV-1a over the JSON of these, so that it is the same on every build.
pub fn fingerprint(state: &GameState, h: House, stage: ActionStage) -> u64 {
    let f: Footprint = match stage {
        ActionStage::March => march_footprint(state, h),
        ActionStage::Raid => raid_footprint(state, h),
        ActionStage::Consolidate => return 0,
    };
    let houses = f.houses | houses_in(state, f.zone) | 1 << h.index();
    let mut print = Fnv::default();
    print.add(&(f.reach, f.zone, houses));
    for id in state.board().ids() {
        if f.zone & (1u64 << id.index()) != 0 {
            print.add(&(id, state.area(id), state.controller(id)));
        }
    }
    let place = |track: &[House], x: House| track.iter().position(|y| *y == x);
    for x in &state.houses {
        if houses & (1 << x.index()) != 0 {
            let t = &state.tracks;
            print.add(&(
                state.house(*x),
                place(&t.iron_throne, *x),
                place(&t.fiefdoms, *x),
                place(&t.kings_court, *x),
            ));
        }
    }
    print.0
}

struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn add<T: serde::Serialize>(&mut self, value: &T) {
        let bytes = serde_json::to_vec(value).expect("the position serializes");
        for b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// At the start of `h`'s turn: applies the answer it gave early if nothing it could read
/// changed and it is still legal (true); else leaves it to be asked, noting why an answer it
/// gave was dropped (false).
pub(crate) fn at_turn(state: &mut GameState, h: House, events: &mut Vec<Event>) -> bool {
    let print = {
        let Step::Action(a) = &state.step else {
            return false;
        };
        let Some(t) = a.together.as_ref() else {
            return false;
        };
        if t.current == h {
            // Still its turn (the loop looks at it again).
            return false;
        }
        if t.answers.contains_key(&h) {
            Some(fingerprint(state, h, a.stage))
        } else {
            None
        }
    };
    let a = crate::action::action_mut(state);
    let stage = a.stage;
    let t = a.together.as_mut().expect("checked");
    t.current = h;
    t.dropped.clear();
    let (Some(input), Some(now)) = (t.answers.remove(&h), print) else {
        return false;
    };
    if t.fingerprints.remove(&h) != Some(now) {
        t.dropped.insert(h, EarlyDropped::Changed);
        return false;
    }
    let mut trial = state.clone();
    let mut happened = vec![Event::AnsweredEarly { house: h }];
    match apply_turn(&mut trial, h, stage, &input, &mut happened) {
        Ok(()) => {
            *state = trial;
            events.extend(happened);
            true
        }
        Err(_) => {
            let a = crate::action::action_mut(state);
            if let Some(t) = a.together.as_mut() {
                t.dropped.insert(h, EarlyDropped::NoLongerLegal);
            }
            false
        }
    }
}

/// When `h` must be asked at its turn: from now on the others are asked early with it.
pub(crate) fn start(state: &mut GameState, h: House) {
    let a = crate::action::action_mut(state);
    match a.together.as_mut() {
        Some(t) => t.current = h,
        None => {
            a.together = Some(Together {
                current: h,
                houses: Vec::new(),
                answers: BTreeMap::new(),
                fingerprints: BTreeMap::new(),
                dropped: BTreeMap::new(),
            })
        }
    }
}

/// Why the answer `h` gave early was dropped, while it is asked again at its turn.
pub fn dropped(state: &GameState, h: House) -> Option<EarlyDropped> {
    match &state.step {
        Step::Action(a) if a.sub.is_none() => {
            a.together.as_ref().and_then(|t| t.dropped.get(&h).copied())
        }
        _ => None,
    }
}
