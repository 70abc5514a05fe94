//! Raids and marches asked of several houses at the same time (issue 25, item 4; game option
//! `ask_together`).
//!
//! The rulebook resolves the Action phase one order at a time in turn order (§12). When the
//! house whose turn it is must choose its next raid or march, the houses right after it in turn
//! order whose turn cannot touch its own (nor each other's) are asked at the same time. Their
//! answers are checked at once (as the form would be) and kept; the engine applies each at that
//! house's own turn, so the position after every turn is the one the same answers would leave
//! given one at a time in turn order. The test is conservative and reads public information
//! only (the board, the revealed orders, the houses' cards, which are open in this game):
//!
//! * **Marches.** For a house X, its *reach* is every area its remaining march orders touch:
//!   the areas holding them, every area next to one, and every land its ships can carry units
//!   to (§14). Where the reach holds a possible combat (another house's units, or a garrison),
//!   the loser's retreat could go anywhere next to that area or along the ships of either side
//!   (and supporters stand next to it), and a captured land settles its ports: all of that is in
//!   X's *reach* too. X's *zone* is the
//!   reach and the land of every port in it (whose owner may enter the port), and X's *houses* are every house
//!   with anything in its zone (units, control, a power token, an order, a home area). Two
//!   houses are asked together only when neither's reach meets the other's zone and they share
//!   no house: nothing one turn moves, takes, removes (Queen of Thorns, Cersei: the loser is one
//!   of its houses) or makes someone spend (house cards, Power) is read by the other turn. A
//!   card that moves a house on an influence track (Doran Martell) could change the turn order
//!   or the Blade's holder, so a house one of whose houses holds it is asked alone, and with
//!   Tides of Battle (one shared deck for every combat) nobody marches together.
//! * **Raids.** A raid removes one order next to it (two for a 1st-edition special raid) and
//!   moves Power between the raider and the victim only. Two houses are asked together when no
//!   area holding one's raid orders or an order it could remove is among the other's.
//!
//! The houses asked together are always the house whose turn it is and the houses that follow
//! it directly in turn order (a house asked alone stops the group), so no turn of a house left
//! out can come between. Games stored before this existed replay unchanged: an answer given at
//! a house's own turn is applied at once, as before.

pub mod early;

use super::action::{orders_of, raid_targets};
use super::board::{AreaId, AreaKind};
use super::cards::HouseCardId;
use super::event::Event;
use super::game::Request;
use super::house::House;
use super::input::Input;
use super::march::{entry, transport_mask, Entry};
use super::orders::OrderKind;
use super::phase::{ActionStage, Step};
use super::rejection::Rejection;
use super::state::GameState;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Houses asked for their next raid or march at the same time as the house whose turn it is,
/// and the answers they gave, kept until their turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Together {
    /// The house whose turn it is, asked at its turn.
    pub current: House,
    /// The houses still to take their turn, in turn order (the current house is not among them).
    pub houses: Vec<House>,
    /// Answers given ahead of the house's turn (checked when given).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub answers: BTreeMap<House, Input>,
    /// Game option `early_marches`: the fingerprint of what each house that answered early
    /// could read when it answered ([`fingerprint`]). Not written when empty.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fingerprints: BTreeMap<House, u64>,
    /// Game option `early_marches`: the houses whose answer given early was dropped (at their
    /// turn, or before once it went stale), and why, until they answer again (told to that house
    /// only). Not written when empty.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dropped: BTreeMap<House, EarlyDropped>,
}

impl Together {
    /// Asking houses together from `current`'s turn: the houses after it `houses`, nothing
    /// answered yet.
    pub(crate) fn new(current: House, houses: Vec<House>) -> Together {
        Together {
            current,
            houses,
            answers: BTreeMap::new(),
            fingerprints: BTreeMap::new(),
            dropped: BTreeMap::new(),
        }
    }

    /// Keeps `h`'s answer given early, with its fingerprint when one is taken (game option
    /// `early_marches`); answered again after an earlier answer was dropped, the reason is told
    /// no more.
    pub(crate) fn keep(&mut self, h: House, input: &Input, print: Option<u64>) {
        self.answers.insert(h, input.clone());
        self.dropped.remove(&h);
        if let Some(print) = print {
            self.fingerprints.insert(h, print);
        }
    }
}

/// The houses the current turn of the Action phase awaits (the house whose turn it is, or
/// those a decision inside it asks: supporters, combatants, a retreat): not asked a raid or
/// march together or early meanwhile, so no house is awaited for two requests at once.
pub(crate) fn busy(state: &GameState) -> Vec<House> {
    match &state.step {
        Step::Action(a) => super::game::awaiting_in_turn(state, a)
            .into_iter()
            .map(|x| x.house)
            .collect(),
        _ => Vec::new(),
    }
}

/// Why an answer given early (game option `early_marches`) was not applied at its house's turn:
/// the house is asked again, told this (worded at the edge).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EarlyDropped {
    /// Something the house could read changed since it answered: a unit, order, Power token
    /// or control in the areas its turn reads, or the Power, cards or track positions of a
    /// house there.
    Changed,
    /// The answer is no longer legal at its turn.
    NoLongerLegal,
}

impl EarlyDropped {
    pub fn key(self) -> &'static str {
        match self {
            EarlyDropped::Changed => "changed",
            EarlyDropped::NoLongerLegal => "no_longer_legal",
        }
    }
}

/// House cards whose ability reaches beyond the combat: they move a house on an influence track,
/// which may change the turn order, the Blade's holder and ties of later combats.
const CARDS_MOVING_TRACKS: &[HouseCardId] = &[HouseCardId::DoranMartell];

/// What a house's next turn may touch: `reach` (where it may move or change things), `zone`
/// (that and what it reads besides) and `houses` (a bit per house with anything in the zone).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Footprint {
    pub reach: u64,
    pub zone: u64,
    pub houses: u8,
    /// The turn may change more than the board around it (a card moving the tracks).
    pub global: bool,
}

impl Footprint {
    /// Whether the two turns can be taken in either order with the same result and choices.
    pub fn independent(&self, other: &Footprint) -> bool {
        !self.global
            && !other.global
            && self.reach & other.zone == 0
            && other.reach & self.zone == 0
            && self.houses & other.houses == 0
    }
}

fn bit(a: AreaId) -> u64 {
    1u64 << a.index()
}

fn areas(state: &GameState, mask: u64) -> impl Iterator<Item = AreaId> + '_ {
    state
        .board()
        .ids()
        .filter(move |id| mask & bit(*id) != 0)
        .collect::<Vec<_>>()
        .into_iter()
}

/// Every house with anything in the areas of `mask`.
fn houses_in(state: &GameState, mask: u64) -> u8 {
    let mut set = 0u8;
    let mut add = |h: Option<House>| {
        if let Some(h) = h.filter(|h| state.in_play(*h)) {
            set |= 1 << h.index();
        }
    };
    for id in areas(state, mask) {
        let a = state.area(id);
        add(a.house);
        add(a.power_token);
        add(a.order.map(|o| o.house));
        add(state.controller(id));
        add(state.info(id).home_of);
    }
    set
}

/// The footprint of house `h`'s next march (any of its remaining march orders).
pub fn march_footprint(state: &GameState, h: House) -> Footprint {
    let mut reach = 0u64;
    for from in orders_of(state, h, OrderKind::March) {
        reach |= bit(from) | state.info(from).adjacent_mask;
        if state.info(from).kind == AreaKind::Land {
            reach |= transport_mask(state, h, from);
        }
    }
    // Beyond the reach, the turn reads the areas next to a combat (supporters) and the land of a
    // port its ships may enter (who owns the port).
    let mut extra = 0u64;
    let mut read = 0u64;
    for to in areas(state, reach) {
        let info = state.info(to);
        if info.kind == AreaKind::Land {
            // A land changing hands settles its ports (capture or destruction of ships there).
            extra |= areas(state, info.adjacent_mask)
                .filter(|p| state.info(*p).kind == AreaKind::Port)
                .fold(0, |m, p| m | bit(p));
        }
        if info.kind == AreaKind::Port {
            read |= areas(state, info.adjacent_mask)
                .filter(|l| state.info(*l).kind == AreaKind::Land)
                .fold(0, |m, l| m | bit(l));
        }
        if let Ok(Entry::Combat(defender)) = entry(state, h, to) {
            // The loser retreats next to the combat, or along its ships; supporters stand next
            // to it.
            extra |= info.adjacent_mask;
            if info.kind == AreaKind::Land {
                extra |= transport_mask(state, h, to) | transport_mask(state, defender, to);
            }
        }
    }
    reach |= extra;
    let zone = reach | read;
    let houses = houses_in(state, zone) | 1 << h.index();
    let global = state.houses.iter().any(|x| {
        houses & (1 << x.index()) != 0
            && state
                .house(*x)
                .hand
                .iter()
                .any(|c| CARDS_MOVING_TRACKS.contains(c))
    });
    Footprint {
        reach,
        zone,
        houses,
        global,
    }
}

/// The footprint of house `h`'s next raid: its raid orders and the orders they could remove.
pub fn raid_footprint(state: &GameState, h: House) -> Footprint {
    let mut reach = 0u64;
    for from in orders_of(state, h, OrderKind::Raid) {
        reach |= bit(from);
        for t in raid_targets(state, h, from) {
            reach |= bit(t);
        }
    }
    Footprint {
        reach,
        zone: reach,
        houses: 0,
        global: false,
    }
}

/// The houses to ask with `first` (whose turn it is) for the next order of `stage`: the houses
/// following it in turn order that hold such an order, as long as each one's footprint is
/// independent of every earlier one's. Empty when nobody joins (or the option is off).
pub fn group(state: &GameState, first: House, stage: ActionStage) -> Vec<House> {
    if !state.options.ask_together || state.options.early_marches {
        return Vec::new();
    }
    let footprint = match stage {
        ActionStage::March if !state.options.tides_of_battle => march_footprint,
        ActionStage::Raid => raid_footprint,
        _ => return Vec::new(),
    };
    let kind = match stage {
        ActionStage::Raid => OrderKind::Raid,
        _ => OrderKind::March,
    };
    let order = state.turn_order();
    let Some(start) = order.iter().position(|h| *h == first) else {
        return Vec::new();
    };
    let mut seen = vec![footprint(state, first)];
    let mut joined = Vec::new();
    for i in 1..order.len() {
        let h = order[(start + i) % order.len()];
        if orders_of(state, h, kind).is_empty() {
            continue;
        }
        let f = footprint(state, h);
        if !seen.iter().all(|s| s.independent(&f)) {
            break;
        }
        seen.push(f);
        joined.push(h);
    }
    joined
}

fn together(state: &GameState) -> Option<(&Together, ActionStage, House)> {
    match &state.step {
        Step::Action(a) => a.together.as_ref().map(|t| {
            let current = state.turn_order()[a.cursor % state.houses.len()];
            (t, a.stage, current)
        }),
        _ => None,
    }
}

/// The houses asked together with the current one that have not answered yet, with their
/// request.
pub fn awaited(state: &GameState) -> Vec<(House, Request)> {
    if state.options.early_marches {
        return early::awaited(state);
    }
    let Some((t, stage, current)) = together(state) else {
        return Vec::new();
    };
    // A house asked meanwhile for something else of the current turn (to support its attack on
    // a neutral force, which its footprint does not count as a combat) answers that first: its
    // input then is that answer, and it is asked its raid or march again once it has given it.
    let busy = busy(state);
    t.houses
        .iter()
        .filter(|h| **h != current && !t.answers.contains_key(h) && !busy.contains(h))
        // A turn with one possible choice is taken by the engine at that turn, unasked.
        .filter(|h| !super::action::turn_resolves_itself(state, **h, stage))
        .map(|h| {
            (
                *h,
                match stage {
                    ActionStage::Raid => Request::Raid,
                    _ => Request::March { retry_from: None },
                },
            )
        })
        .collect()
}

/// Whether an input of `h` now is an answer given ahead of its turn.
pub fn answers_ahead(state: &GameState, h: House) -> bool {
    awaited(state).iter().any(|(x, _)| *x == h)
}

/// While houses are asked ahead of their turn (or keep an answer given ahead): the house whose
/// turn it is now. Each answer is applied at its own house's turn, after this house's and those
/// between, in turn order. What the game page, the mails and the API tell the players.
pub fn turn_of(state: &GameState) -> Option<House> {
    if state.options.early_marches && matches!(state.step, Step::Raven { .. }) {
        // Asked early while the Raven's holder decides: the holder's is the turn.
        let kept = state
            .early_before_action
            .as_ref()
            .is_some_and(|b| !b.together.answers.is_empty());
        return (kept || !early::awaited(state).is_empty()).then(|| state.raven_holder());
    }
    if state.options.early_marches {
        return together(state)
            .filter(|(t, _, _)| !t.answers.is_empty() || !early::awaited(state).is_empty())
            .map(|(_, _, current)| current);
    }
    together(state)
        .filter(|(t, _, _)| !t.houses.is_empty())
        .map(|(_, _, current)| current)
}

/// When `h` is asked its raid or march ahead of its turn: the house whose turn it is now.
pub fn asked_ahead_of(state: &GameState, h: House) -> Option<House> {
    if !answers_ahead(state, h) {
        return None;
    }
    turn_of(state)
}

/// The houses whose answer given ahead is kept, sealed, until their turn. Others learn only
/// *that* they answered (they are no longer awaited), never the answer.
pub fn kept(state: &GameState) -> Vec<House> {
    let mut kept: Vec<House> = together(state)
        .map(|(t, _, _)| t.answers.keys().copied().collect())
        .unwrap_or_default();
    // Given while the Raven's holder decided, for a stage not begun yet.
    if let Some(b) = &state.early_before_action {
        for h in b.together.answers.keys() {
            if !kept.contains(h) {
                kept.push(*h);
            }
        }
    }
    kept
}

/// Checks `h`'s answer given ahead of its turn as if it were its turn now (the same checks as
/// at its turn) and keeps it for its turn. The position is otherwise unchanged.
pub fn file(state: &mut GameState, h: House, input: &Input) -> Result<(), Rejection> {
    if matches!(state.step, Step::Raven { .. }) {
        return early::file_before_action(state, h, input);
    }
    let mut trial = state.clone();
    let index = trial
        .turn_order()
        .iter()
        .position(|x| *x == h)
        .ok_or(Rejection::NotAwaited { house: h })?;
    let stage = {
        let a = super::action::action_mut(&mut trial);
        a.cursor = index;
        a.sub = None;
        a.together = None;
        a.stage
    };
    apply_turn(&mut trial, h, stage, input, &mut Vec::new())?;
    let print = state
        .options
        .early_marches
        .then(|| early::fingerprint(state, h, stage));
    let a = super::action::action_mut(state);
    if let Some(t) = a.together.as_mut() {
        t.keep(h, input, print);
    }
    Ok(())
}

/// Applies a raid or march answer at `h`'s turn.
fn apply_turn(
    state: &mut GameState,
    h: House,
    stage: ActionStage,
    input: &Input,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    match (stage, input) {
        (
            ActionStage::Raid,
            Input::Raid {
                from,
                target,
                second,
            },
        ) => super::action::raid(state, h, *from, *target, *second, events),
        (
            ActionStage::March,
            Input::March {
                from,
                moves,
                leave_power_token,
            },
        ) => super::march::march(state, h, *from, moves, *leave_power_token, events),
        _ => Err(Rejection::WrongRequest {
            expected: match stage {
                ActionStage::Raid => Request::Raid.describe(),
                _ => Request::March { retry_from: None }.describe(),
            },
        }),
    }
}

/// At the start of `h`'s turn (it holds an order of the stage): applies the answer it gave
/// ahead, if any (true), or leaves it to be asked (false). A turn outside the group ends it.
pub(crate) fn at_turn(state: &mut GameState, h: House, events: &mut Vec<Event>) -> bool {
    if state.options.early_marches {
        return early::at_turn(state, h, events);
    }
    let a = super::action::action_mut(state);
    let stage = a.stage;
    let Some(t) = a.together.as_mut() else {
        return false;
    };
    if t.current == h {
        // Still its turn (the loop looks at it again).
        return false;
    }
    let Some(pos) = t.houses.iter().position(|x| *x == h) else {
        a.together = None;
        return false;
    };
    t.houses.remove(pos);
    t.current = h;
    let answer = t.answers.remove(&h);
    if t.houses.is_empty() {
        a.together = None;
    }
    let Some(input) = answer else {
        return false;
    };
    // Checked when it was given, and nothing its turn reads has changed since; should that ever
    // fail, the house is asked as it would have been.
    let mut trial = state.clone();
    let mut happened = Vec::new();
    match apply_turn(&mut trial, h, stage, &input, &mut happened) {
        Ok(()) => {
            *state = trial;
            events.extend(happened);
            true
        }
        Err(_) => false,
    }
}

/// When `h` must be asked at its turn: asks the houses that may answer with it.
pub(crate) fn start(state: &mut GameState, h: House) {
    let a = match &state.step {
        Step::Action(a) => a,
        _ => return,
    };
    if state.options.early_marches {
        if a.sub.is_none() {
            early::start(state, h);
        }
        return;
    }
    if a.together.is_some() || a.sub.is_some() {
        return;
    }
    let houses = group(state, h, a.stage);
    if !houses.is_empty() {
        super::action::action_mut(state).together = Some(Together::new(h, houses));
    }
}
