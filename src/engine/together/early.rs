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
//! **While the Messenger Raven's holder decides** (§8.2, after the orders are revealed), the
//! houses the Action phase will ask first — the first raid or march turn that asks, and the
//! houses asked early beside it — are asked already, on the position as it stands
//! ([`after_raven`]); the holder is not. Their answers are kept in
//! [`GameState::early_before_action`] and become that stage's answers given early when it
//! begins ([`take_before_action`]), each checked at its turn as above: the Raven's change of
//! an order inside a house's zone drops that house's answer.
//!
//! **A stale answer is asked again at once.** Condition 1 can fail long before the house's
//! turn: an earlier turn marches into its zone. After every input, each answer given early
//! whose fingerprint no longer matches is dropped ([`drop_stale`]) and its house is asked
//! again early, told why, rather than only at its turn: its new answer, if it comes before
//! its turn and nothing changes again, is applied at its turn without a wait of its own.
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

/// Answers given early while the Messenger Raven's holder decides (the Raven step, §8.2), for
/// the first raid or march turns of the Action phase that follows: the raid or march `stage`
/// they answer, and the answers with what their houses could read (see [`Together`]; its
/// `current` is the Raven's holder). Installed as the Action step's [`Together`] when that
/// stage begins ([`take_before_action`]) and checked at each house's turn like any other
/// answer given early.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BeforeAction {
    pub stage: ActionStage,
    pub together: Together,
}

/// While the Messenger Raven's holder decides: the position the Action phase will start from
/// if the Raven changes no order, settled up to its first raid or march turn that asks (with
/// the houses asked early beside it), or `None` when its first request is no raid or march.
/// The Raven changes at most one order of its holder's; whatever it changes in the zone of an
/// answer given early on this position drops that answer at its turn, as any other change.
pub fn after_raven(state: &GameState) -> Option<GameState> {
    if !state.options.early_marches || !matches!(state.step, Step::Raven { .. }) {
        return None;
    }
    let mut next = state.clone();
    next.early_before_action = None;
    crate::action::begin(&mut next, &mut Vec::new());
    crate::game::advance(&mut next, &mut Vec::new());
    match &next.step {
        Step::Action(a)
            if a.sub.is_none() && a.together.is_some() && a.stage != ActionStage::Consolidate =>
        {
            Some(next)
        }
        _ => None,
    }
}

/// The houses asked their first raid or march early while the Raven's holder decides: every
/// house but the holder that [`after_raven`]'s position asks (at its turn or early) and that
/// has not answered yet.
fn awaited_before_action(state: &GameState) -> Vec<(House, Request)> {
    let Some(next) = after_raven(state) else {
        return Vec::new();
    };
    let Step::Action(a) = &next.step else {
        return Vec::new();
    };
    let holder = state.raven_holder();
    let answered: Vec<House> = state
        .early_before_action
        .as_ref()
        .map(|b| b.together.answers.keys().copied().collect())
        .unwrap_or_default();
    let mut asked: Vec<(House, Request)> = crate::game::awaiting_in_turn(&next, a)
        .into_iter()
        .filter(|x| !kept_out(&next, x.house, a.stage))
        .map(|x| (x.house, x.request))
        .collect();
    if !asked.is_empty() {
        asked.extend(awaited(&next));
    }
    asked.retain(|(h, _)| *h != holder && !answered.contains(h));
    asked
}

/// An answer given early while the Raven's holder decides: checked on [`after_raven`]'s
/// position, as at its turn, and kept with what its house could read there.
pub(crate) fn file_before_action(
    state: &mut GameState,
    h: House,
    input: &crate::input::Input,
) -> Result<(), crate::rejection::Rejection> {
    let not_asked = crate::rejection::Rejection::NotAwaited { house: h };
    let mut next = after_raven(state).ok_or(not_asked.clone())?;
    let Step::Action(a) = &next.step else {
        return Err(not_asked);
    };
    let stage = a.stage;
    super::file(&mut next, h, input)?;
    let print = fingerprint(&next, h, stage);
    let holder = state.raven_holder();
    let b = state.early_before_action.get_or_insert_with(|| {
        Box::new(BeforeAction {
            stage,
            together: Together::new(holder, Vec::new()),
        })
    });
    b.together.keep(h, input, Some(print));
    Ok(())
}

/// When the Action phase reaches the stage the answers given during the Raven step were for,
/// before its first turn: they become that stage's answers given early, each checked at its
/// house's turn.
pub(crate) fn take_before_action(state: &mut GameState) {
    let stage = match (&state.step, &state.early_before_action) {
        (Step::Action(a), Some(b)) if a.sub.is_none() && a.together.is_none() => b.stage,
        _ => return,
    };
    let now = crate::action::action_mut(state).stage;
    if now > stage {
        // The Raven's order left none of that stage to ask: those answers have nothing to do.
        state.early_before_action = None;
        return;
    }
    if now != stage {
        return;
    }
    let b = state.early_before_action.take().expect("checked");
    crate::action::action_mut(state).together = Some(b.together);
}

/// The houses asked their next raid or march early now, with their request: every house but
/// the one whose turn it is with such an order left, that has not answered early, whose turn
/// would not resolve itself, and that is not awaited for something else. While the Raven's
/// holder decides, the houses its first raid or march turns ask ([`awaited_before_action`]).
pub fn awaited(state: &GameState) -> Vec<(House, Request)> {
    if matches!(state.step, Step::Raven { .. }) {
        return awaited_before_action(state);
    }
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
    let busy = super::busy(state);
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
    // The house whose turn ends has answered at it: why its early answer was dropped is old.
    let previous = std::mem::replace(&mut t.current, h);
    t.dropped.remove(&previous);
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

/// Once the game has settled after an input: drops every answer given early that is already
/// stale, because something its house could read changed since (its [`fingerprint`] differs),
/// and notes why, so that the house is asked again early at once (see [`awaited`]) instead of
/// only at its turn: a turn that changed the zone of a later one no longer costs that later
/// turn a wait of its own when its house answers again before its turn comes. An answer
/// whose zone did not change is kept and checked at its turn as before, so this drops nothing
/// [`at_turn`] would have applied.
pub(crate) fn drop_stale(state: &mut GameState) {
    if !state.options.early_marches || !matches!(state.step, Step::Action(_)) {
        return;
    }
    // The answers given during the Raven step while the Action phase has not reached their
    // stage yet (marches, while raids are resolved). During the Raven step itself nothing
    // they read changes until the holder answers.
    if let Some(b) = &state.early_before_action {
        let houses = stale(state, &b.together, b.stage);
        let b = state.early_before_action.as_mut().expect("checked");
        drop_changed(&mut b.together, houses);
    }
    let Step::Action(a) = &state.step else {
        return;
    };
    if let Some(t) = &a.together {
        let houses = stale(state, t, a.stage);
        let t = crate::action::action_mut(state).together.as_mut();
        drop_changed(t.expect("checked"), houses);
    }
}

/// The houses whose answer kept in `t` (for `stage`) was given on a position they could read
/// differently now: their [`fingerprint`] changed.
fn stale(state: &GameState, t: &Together, stage: ActionStage) -> Vec<House> {
    t.fingerprints
        .iter()
        .filter(|(h, print)| fingerprint(state, **h, stage) != **print)
        .map(|(h, _)| *h)
        .collect()
}

/// Drops the answers of `houses` from `t`, each told why ([`EarlyDropped::Changed`]), so that
/// they are asked again.
fn drop_changed(t: &mut Together, houses: Vec<House>) {
    for h in houses {
        t.answers.remove(&h);
        t.fingerprints.remove(&h);
        t.dropped.insert(h, EarlyDropped::Changed);
    }
}

/// When `h` must be asked at its turn: from now on the others are asked early with it.
pub(crate) fn start(state: &mut GameState, h: House) {
    let a = crate::action::action_mut(state);
    match a.together.as_mut() {
        Some(t) => t.current = h,
        None => a.together = Some(Together::new(h, Vec::new())),
    }
}

/// Why the answer `h` gave early was dropped, while it is asked again: early, once it went
/// stale ([`drop_stale`]), or at its turn.
pub fn dropped(state: &GameState, h: House) -> Option<EarlyDropped> {
    if let Some(why) = state
        .early_before_action
        .as_ref()
        .and_then(|b| b.together.dropped.get(&h).copied())
    {
        return awaited(state).iter().any(|(x, _)| *x == h).then_some(why);
    }
    let Step::Action(a) = &state.step else {
        return None;
    };
    let t = a.together.as_ref()?;
    let why = t.dropped.get(&h).copied()?;
    let at_turn = a.sub.is_none() && t.current == h;
    (at_turn || awaited(state).iter().any(|(x, _)| *x == h)).then_some(why)
}
