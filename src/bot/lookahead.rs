//! Look-ahead for the orders and the marches: a few candidate order sets (the rules of thumb's,
//! and variations of it), or a few ways to resolve a march (the rules of thumb's, each order's
//! attacks, a move of the whole army, staying, with or without a power token left), each played
//! out to the end of the round's Action phase in a game rebuilt from this house's view, every
//! house (this one included, after this answer) answering by the rules of thumb; the candidate
//! whose outcome is worth most to this house is given.
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
//! under a millisecond in a release build (a march's, the rest of it). [`CANDIDATES`] order sets
//! or [`MARCH_CANDIDATES`] marches × [`SAMPLES`] samples stay far inside the 50 ms a decision may
//! take.

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
/// What each castle of the house's that another house's neighbouring armies outnumber costs in a
/// position's worth (a castle held is worth 10): what the next round may take from it.
pub(super) const THREATENED: f64 = 4.0;
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
    if seat.view.phase != "planning" {
        return None;
    }
    let mut state = rebuild(seat, rng);
    crate::engine::planning::begin(&mut state);
    Some(state)
}

/// A game consistent with the seat's view, its hidden parts drawn from `rng`, with no step yet
/// (the caller sets it).
fn rebuild(seat: &Seat, rng: &mut Rng) -> GameState {
    let v = &seat.view;
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
    GameState {
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
        early_before_action: None,
    }
}

/// What the position is worth to `me`: castles above all, then what wins castles later, less its
/// castles a neighbour could take next round. A won or lost game still counts its castles (the
/// last round's playouts all end in a win, nearly always another house's).
fn worth(s: &GameState, me: House) -> f64 {
    let end = match s.winner {
        Some(w) if w == me => 1_000.0,
        Some(_) => -1_000.0,
        None => 0.0,
    };
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
    let threatened = if s.winner.is_none() {
        threatened_castles(s, me)
    } else {
        0.0
    };
    end + 10.0 * s.victory_points(me) as f64
        + 2.0 * s.strongholds(me) as f64
        + 1.5 * units
        + 1.0 * s.supply_icons(me) as f64
        + 0.4 * (hs.power + s.power_on_board(me)) as f64
        + 0.5 * s.land_areas_controlled(me) as f64
        - 2.0 * others_best
        - THREATENED * threatened
}

/// Castles of `me` that one other house's neighbouring armies outnumber (its strongest army
/// next to it and half the others): what the next round may take.
fn threatened_castles(s: &GameState, me: House) -> f64 {
    use crate::engine::board::Fortification;
    use crate::engine::unit::UnitKind;
    let board = s.board();
    let strength = |a: &AreaState, castle: bool| -> i32 {
        a.units.standing(UnitKind::Footman) as i32
            + a.units.standing(UnitKind::Ship) as i32
            + 2 * a.units.standing(UnitKind::Knight) as i32
            + if castle {
                4 * a.units.standing(UnitKind::SiegeEngine) as i32
            } else {
                0
            }
    };
    let mut n = 0.0;
    for &c in board.castle_areas() {
        if s.controller(c) != Some(me) {
            continue;
        }
        let here = s.area(c);
        let info = board.area(c);
        let mut defence = if here.house == Some(me) {
            strength(here, false)
        } else {
            0
        };
        if info.home_of == Some(me) {
            defence += here.garrison as i32;
        }
        let mut by_house = [0i32; 6];
        let mut best = [0i32; 6];
        for &nb in &info.adjacent {
            if !board.contains(nb) {
                continue;
            }
            let a = s.area(nb);
            let Some(h) = a.house else { continue };
            if h == me || a.units.is_empty() {
                continue;
            }
            let x = if board.area(nb).is_land() {
                strength(a, true)
            } else {
                strength(a, false) / 2
            };
            by_house[h.index()] += x;
            best[h.index()] = best[h.index()].max(x);
        }
        let threat = (0..6)
            .map(|i| best[i] + (by_house[i] - best[i]) / 2)
            .max()
            .unwrap_or(0);
        if threat > defence {
            n += if info.fortification == Fortification::Stronghold {
                1.2
            } else {
                1.0
            };
        }
    }
    n
}

/// `first` (this house's answer to the request it is asked now) played out in `state` to the end
/// of the round's Action phase; what it was worth, or `None` when the engine refused it.
fn playout(state: &GameState, me: House, first: &Input) -> Option<f64> {
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
        if a.house == me && !placed {
            let fits = matches!(
                (&a.request, first),
                (Request::PlaceOrders, Input::PlaceOrders { .. })
                    | (Request::March { .. }, Input::March { .. })
            );
            if fits {
                game.apply(me, first).ok()?;
                placed = true;
                continue;
            }
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
            total += playout(s, seat.house, &Input::PlaceOrders { orders: o.clone() })?;
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

/// Marches played out per decision (the rules of thumb's included).
pub(super) const MARCH_CANDIDATES: usize = 16;

/// Other answers to a march request than `base`: each order's attacks with every unit that can
/// go (and with one left behind to keep the area), a move of the whole army into each other area
/// it reaches (leaving a power token when it may), staying, and `base` with or without its power
/// token. The engine judges them (supply included): a refused one is dropped.
fn march_candidates(seat: &Seat, base: &Input) -> Vec<Input> {
    use crate::engine::board::Fortification;
    use crate::engine::input::MarchMove;
    use crate::engine::unit::UnitKind;
    let Legal::March { options, .. } = &seat.legal else {
        return vec![];
    };
    let board = crate::engine::board::board_of(seat.options.edition);
    let mut out: Vec<Input> = Vec::new();
    let push = |i: Input, out: &mut Vec<Input>| {
        if i != *base && !out.contains(&i) {
            out.push(i);
        }
    };
    let reaches = |opt: &crate::engine::legal::MarchOption, k: UnitKind, to: AreaId| {
        opt.destinations
            .iter()
            .any(|(kind, d)| *kind == k && d.contains(&to))
    };
    for opt in options {
        let all = opt.units.standing_list();
        let castle = |to: AreaId| board.area(to).fortification != Fortification::None;
        for &to in &opt.attacks {
            let mut going: Vec<UnitKind> = all
                .iter()
                .copied()
                .filter(|k| reaches(opt, *k, to))
                .filter(|k| *k != UnitKind::SiegeEngine || castle(to))
                .collect();
            if going.is_empty() {
                continue;
            }
            going.sort_by_key(|k| std::cmp::Reverse(super::world::unit_worth(*k)));
            push(
                Input::March {
                    from: opt.from,
                    moves: vec![MarchMove {
                        to,
                        units: going.clone(),
                    }],
                    leave_power_token: false,
                },
                &mut out,
            );
            if going.len() >= 2 && going.len() == all.len() {
                going.pop();
                push(
                    Input::March {
                        from: opt.from,
                        moves: vec![MarchMove { to, units: going }],
                        leave_power_token: false,
                    },
                    &mut out,
                );
            }
        }
    }
    for opt in options {
        let all = opt.units.standing_list();
        let mut dests: Vec<AreaId> = opt
            .destinations
            .iter()
            .flat_map(|(_, d)| d.iter().copied())
            .filter(|d| !opt.attacks.contains(d))
            .collect();
        dests.sort();
        dests.dedup();
        for to in dests {
            let going: Vec<UnitKind> = all
                .iter()
                .copied()
                .filter(|k| reaches(opt, *k, to))
                .collect();
            if going.is_empty() {
                continue;
            }
            let vacates = going.len() == all.len();
            push(
                Input::March {
                    from: opt.from,
                    moves: vec![MarchMove { to, units: going }],
                    leave_power_token: vacates && opt.may_leave_power_token,
                },
                &mut out,
            );
        }
    }
    if let Input::March {
        from,
        moves,
        leave_power_token,
    } = base
    {
        push(
            Input::March {
                from: *from,
                moves: moves.clone(),
                leave_power_token: !leave_power_token,
            },
            &mut out,
        );
        push(
            Input::March {
                from: *from,
                moves: vec![],
                leave_power_token: false,
            },
            &mut out,
        );
    }
    out.truncate(MARCH_CANDIDATES - 1);
    out
}

/// Games consistent with the seat's view at a march request (the orders are all revealed by now;
/// the Tides of Battle deck and the RNG are sampled), each asking this house exactly what it is
/// asked, with the same options; `None` if a rebuilt game would not.
pub(super) fn march_samples(seat: &Seat) -> Option<Vec<GameState>> {
    use crate::engine::phase::{Action, ActionStage};
    if seat.view.phase != "march"
        || seat.view.combat.is_some()
        || !matches!(seat.request, Request::March { retry_from: None })
    {
        return None;
    }
    let mut rng = Rng::new(seed_of(seat) ^ 0x006d_6172_6368);
    let n = if seat.options.tides_of_battle {
        SAMPLES
    } else {
        1
    };
    let mut samples: Vec<GameState> = Vec::new();
    for _ in 0..n {
        let mut state = rebuild(seat, &mut rng);
        let cursor = state
            .tracks
            .iron_throne
            .iter()
            .position(|h| *h == seat.house)?;
        state.step = Step::Action(Box::new(Action {
            stage: ActionStage::March,
            cursor,
            sub: None,
            together: None,
        }));
        let game = Game::from_state(state);
        let asked = game
            .awaiting()
            .iter()
            .any(|a| a.house == seat.house && a.request == seat.request);
        if !asked || game.legal(seat.house).as_ref() != Some(&seat.legal) {
            return None;
        }
        samples.push(game.state().clone());
    }
    Some(samples)
}

/// The march to resolve: `base` (the rules of thumb's) unless another played out better, each
/// to the end of the Action phase in games rebuilt from the view (the orders are all revealed
/// by now; the Tides of Battle deck is sampled).
pub(super) fn march(seat: &Seat, base: Input) -> Input {
    let Some(samples) = march_samples(seat) else {
        return base;
    };
    let score = |i: &Input| -> Option<f64> {
        let mut total = 0.0;
        for s in &samples {
            total += playout(s, seat.house, i)?;
        }
        Some(total / samples.len() as f64)
    };
    let Some(base_score) = score(&base) else {
        return base;
    };
    let mut best = (base_score, base.clone());
    for i in march_candidates(seat, &base) {
        if let Some(s) = score(&i) {
            if s > best.0 + 0.5 {
                best = (s, i);
            }
        }
    }
    best.1
}
