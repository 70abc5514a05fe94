//! Look-ahead for the orders: a few candidate order sets (the rules of thumb's, and variations of
//! it), each played out to the end of the round's Action phase in a game rebuilt from this
//! house's view, every house (this one included, after its orders) answering by the rules of
//! thumb; the candidate whose outcome is worth most to this house is placed.
//!
//! **Only the view.** The game a candidate is played out in is rebuilt from the [`Seat`]'s view:
//! the board, the houses' power, supply, hands and discards, the tracks and the restrictions are
//! public; what the view hides is sampled (the Westeros decks' draw piles from what is not in
//! their discard piles, the wildling deck's order, the RNG), from a seed made of the view itself,
//! so the answer stays a function of the view (`tests::answers_depend_only_on_the_view`). The
//! other houses' orders are the rules of thumb's for them, from their own view of that game,
//! which holds nothing this house could not see.
//!
//! **Cost.** A playout is one round's Action phase, about a hundred rule-of-thumb answers: well
//! under a millisecond in a release build. [`CANDIDATES`] candidates × [`SAMPLES`] samples stay
//! far inside the 50 ms a decision may take.

use super::Seat;
use crate::engine::board::AreaId;
use crate::engine::game::{Game, Request};
use crate::engine::house::House;
use crate::engine::input::Input;
use crate::engine::legal::Legal;
use crate::engine::orders::{OrderKind, OrderToken};
use crate::engine::phase::Step;
use crate::engine::rng::Rng;
use crate::engine::ruleset::{ruleset, WildlingAttack};
use crate::engine::state::{AreaState, GameState, HouseState, PlacedOrder};
use crate::engine::wildling::WildlingCard;
use std::collections::BTreeMap;

/// Order sets played out per decision (the rules of thumb's included).
pub(super) const CANDIDATES: usize = 20;
/// Sampled games each candidate is played out in (the same ones for every candidate) with Tides
/// of Battle; without them nothing the view hides changes an Action phase (the decks are drawn
/// in the Westeros phase), so one is enough.
pub(super) const SAMPLES: usize = 2;
/// Rounds a playout covers: 1, this round's Action phase; 2, also the next round's Westeros,
/// Planning and Action phases (every house, this one too, by the rules of thumb), so what the
/// orders lead to in the next round's musters and battles counts.
pub(super) const HORIZON_ROUNDS: u8 = 1;
/// Hill-climbing: half the candidates are variations of the rules of thumb's orders, the other
/// half variations of the best of those (else all are variations of the rules of thumb's).
pub(super) const CLIMB: bool = false;
/// A playout still running after this many answers is cut short (none should be).
const MAX_ANSWERS: usize = 1_500;

type Orders = BTreeMap<AreaId, OrderToken>;

/// A seed made of what the view shows: the same view, the same samples.
fn seed_of(seat: &Seat) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    };
    let v = &seat.view;
    mix(v.round as u64);
    mix(seat.house.index() as u64);
    for a in &v.areas {
        mix(a.house.map_or(7, |h| h.index() as u64));
        for n in a.units.standing.iter().chain(a.units.routed.iter()) {
            mix(*n as u64);
        }
        mix(a.power_token.map_or(7, |h| h.index() as u64));
    }
    for hv in &v.houses {
        mix(hv.power as u64);
        mix(hv.supply as u64);
        mix(hv.hand.len() as u64);
    }
    h
}

/// A game consistent with the seat's view, its hidden parts drawn from `rng`; the Planning step
/// with no orders sealed yet. `None` when the view is not of a Planning phase.
pub(super) fn sample(seat: &Seat, rng: &mut Rng) -> Option<GameState> {
    let v = &seat.view;
    if v.phase != "planning" {
        return None;
    }
    let rules = ruleset(seat.options.edition);
    let areas = v
        .areas
        .iter()
        .map(|a| AreaState {
            house: a.house,
            units: a.units,
            order: a.order.map(|(house, token)| PlacedOrder { house, token }),
            power_token: a.power_token,
            garrison: a.garrison,
            neutral: a.neutral,
        })
        .collect();
    let houses_state = v
        .houses
        .iter()
        .map(|h| HouseState {
            house: h.house,
            power: h.power,
            supply: h.supply,
            hand: h.hand.clone(),
            discard: h.discard.clone(),
        })
        .collect();
    let mut wildling_deck = Vec::new();
    if rules.wildling_attack == WildlingAttack::Deck {
        wildling_deck = WildlingCard::ALL.to_vec();
        rng.shuffle(&mut wildling_deck);
        wildling_deck.truncate(v.wildling_deck_size);
    }
    let mut westeros_decks: [crate::engine::westeros_cards::WesterosDeck; 3] = Default::default();
    for (d, deck) in westeros_decks.iter_mut().enumerate() {
        let mut draw = rules.westeros_decks[d].clone();
        for c in &v.westeros_discards[d] {
            if let Some(i) = draw.iter().position(|x| x == c) {
                draw.remove(i);
            }
        }
        rng.shuffle(&mut draw);
        deck.draw = draw;
        deck.discard = v.westeros_discards[d].clone();
    }
    let mut state = GameState {
        options: seat.options.clone(),
        houses: v.houses.iter().map(|h| h.house).collect(),
        houses_state,
        areas,
        tracks: v.tracks.clone(),
        blade_used: v.blade_used,
        raven_used: v.raven_used,
        round: v.round,
        wildling_threat: v.wildling_threat,
        wildling_deck,
        westeros_decks,
        restrictions: v.restrictions,
        step: Step::GameOver,
        rng: Rng::new(rng.next_u64()),
        winner: None,
        shared_win: Vec::new(),
        mammoth_icons: None,
    };
    crate::engine::planning::begin(&mut state);
    Some(state)
}

/// What the position is worth to `me`: castles above all, then what wins castles later.
fn worth(s: &GameState, me: House) -> f64 {
    if let Some(w) = s.winner {
        return if w == me { 1_000.0 } else { -1_000.0 };
    }
    let units: f64 = s
        .areas
        .iter()
        .filter(|a| a.house == Some(me))
        .map(|a| {
            use crate::engine::unit::UnitKind::*;
            a.units.count(Footman) as f64
                + 2.0 * a.units.count(Knight) as f64
                + a.units.count(Ship) as f64
                + 1.5 * a.units.count(SiegeEngine) as f64
        })
        .sum();
    let others_best = s
        .houses
        .iter()
        .filter(|h| **h != me)
        .map(|h| s.victory_points(*h))
        .max()
        .unwrap_or(0) as f64;
    let hs = s.house(me);
    10.0 * s.victory_points(me) as f64
        + 2.0 * s.strongholds(me) as f64
        + 1.5 * units
        + 1.0 * s.supply_icons(me) as f64
        + 0.4 * (hs.power + s.power_on_board(me)) as f64
        + 0.5 * s.land_areas_controlled(me) as f64
        - 2.0 * others_best
}

/// `orders` played out in `state` to the end of the round's Action phase; what it was worth, or
/// `None` when the engine refused them.
fn playout(state: &GameState, me: House, orders: &Orders) -> Option<f64> {
    let mut game = Game::from_state(state.clone());
    let round = game.state().round;
    let mut placed = false;
    for _ in 0..MAX_ANSWERS {
        // The round goes up at the end of its Action phase, before the next Westeros phase.
        if game.is_over() || game.state().round >= round + HORIZON_ROUNDS {
            break;
        }
        let Some(a) = game.awaiting().into_iter().next() else {
            break;
        };
        if a.house == me && matches!(a.request, Request::PlaceOrders) && !placed {
            game.apply(
                me,
                &Input::PlaceOrders {
                    orders: orders.clone(),
                },
            )
            .ok()?;
            placed = true;
            continue;
        }
        let input = Seat::of(&game, a.house).map(|seat| super::by_rules(&seat));
        let accepted = input.is_some_and(|i| game.apply(a.house, &i).is_ok());
        if !accepted {
            let d = game.default_input(a.house)?;
            game.apply(a.house, &d).ok()?;
        }
    }
    Some(worth(game.state(), me))
}

/// Variations of `base`: a token swapped between two areas, or a token replaced by one still
/// unused; drawn from `rng`, without repeats.
fn variations(base: &Orders, legal: &Legal, rng: &mut Rng, n: usize) -> Vec<Orders> {
    let Legal::PlaceOrders {
        tokens,
        max_special,
        no_consolidate,
        ..
    } = legal
    else {
        return vec![];
    };
    let areas: Vec<AreaId> = base.keys().copied().collect();
    if areas.is_empty() {
        return vec![];
    }
    let fits = |o: &Orders| {
        let specials = o.values().filter(|t| t.is_special()).count() as u8;
        specials <= *max_special
            && o.iter().all(|(a, t)| {
                !(t.kind() == OrderKind::ConsolidatePower && no_consolidate.contains(a))
            })
            && tokens
                .iter()
                .all(|(t, copies)| o.values().filter(|x| *x == t).count() as u8 <= *copies)
            && o.values().all(|t| tokens.iter().any(|(x, _)| x == t))
    };
    let mut out: Vec<Orders> = Vec::new();
    for _ in 0..n * 8 {
        if out.len() >= n {
            break;
        }
        let mut o = base.clone();
        let a = areas[rng.below(areas.len() as u64) as usize];
        if areas.len() > 1 && rng.below(2) == 0 {
            let b = areas[rng.below(areas.len() as u64) as usize];
            let (ta, tb) = (o[&a], o[&b]);
            if ta.kind() == tb.kind() {
                continue;
            }
            o.insert(a, tb);
            o.insert(b, ta);
        } else {
            let t = tokens[rng.below(tokens.len() as u64) as usize].0;
            if t == o[&a] {
                continue;
            }
            o.insert(a, t);
        }
        if fits(&o) && o != *base && !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

/// The orders to place: `base` (the rules of thumb's) unless a variation played out better.
pub(super) fn orders(seat: &Seat, base: Orders) -> Orders {
    let mut rng = Rng::new(seed_of(seat));
    let samples: Vec<GameState> = (0..SAMPLES)
        .filter_map(|_| sample(seat, &mut rng))
        .collect();
    if samples.is_empty() {
        return base;
    }
    let score = |o: &Orders| -> Option<f64> {
        let mut total = 0.0;
        for s in &samples {
            total += playout(s, seat.house, o)?;
        }
        Some(total / samples.len() as f64)
    };
    let Some(base_score) = score(&base) else {
        return base;
    };
    let mut best = (base_score, base.clone());
    let first = if CLIMB {
        CANDIDATES / 2
    } else {
        CANDIDATES - 1
    };
    for o in variations(&base, &seat.legal, &mut rng, first) {
        if let Some(s) = score(&o) {
            // A variation must do clearly better than the rules of thumb to be placed.
            if s > best.0 + 0.5 {
                best = (s, o);
            }
        }
    }
    if CLIMB {
        // The other half: variations of the best so far.
        let from = best.1.clone();
        for o in variations(&from, &seat.legal, &mut rng, CANDIDATES / 2) {
            if o == base {
                continue;
            }
            if let Some(s) = score(&o) {
                if s > best.0 + 0.5 {
                    best = (s, o);
                }
            }
        }
    }
    best.1
}
