//! Planning: the sealed orders and the Messenger Raven.

use super::world::{unit_strength, World};
use crate::engine::board::AreaId;
use crate::engine::input::Input;
use crate::engine::legal::Legal;
use crate::engine::orders::{OrderKind, OrderToken};
use crate::engine::state::Neutral;
use std::collections::BTreeMap;

/// What an area's units could gain by marching: the best target and what it is worth.
struct Prospect {
    target: Option<AreaId>,
    gain: i32,
    attack: bool,
}

/// The best march target of the units in `from` (estimated before anyone's orders are known).
fn prospect(w: &World, from: AreaId) -> Prospect {
    let a = w.area(from);
    let land = w.is_land(from);
    let mut best = Prospect {
        target: None,
        gain: 0,
        attack: false,
    };
    for t in w.neighbours(from) {
        if !w.passable(t) || w.is_land(t) != land {
            continue;
        }
        let info = w.board.area(t);
        if !land && info.kind != crate::engine::board::AreaKind::Sea {
            continue;
        }
        let occupant = w.occupant(t);
        let garrisoned = w.area(t).garrison > 0 && info.home_of.is_some_and(|h| h != w.me);
        let neutral = matches!(w.area(t).neutral, Some(Neutral::Force(_)));
        let (gain, attack) = match occupant {
            Some(h) if h == w.me => (0, false),
            None if !garrisoned && !neutral => {
                if w.area(t).controller == Some(w.me) {
                    (0, false)
                } else {
                    (w.value(t), false)
                }
            }
            _ => {
                let castle = w.is_castle(t);
                let mine = unit_strength(&a.units, castle);
                // Help from this house's other units around the target, which may support.
                let help: i16 = w
                    .neighbours(t)
                    .filter(|n| *n != from && w.occupant(*n) == Some(w.me))
                    .map(|n| unit_strength(&w.area(n).units, castle))
                    .sum::<i16>()
                    / 2;
                let mut defence = w.held_strength(t);
                if let Some(h) = occupant {
                    // A likely defense order, and the defender's neighbours' support.
                    defence += 1;
                    defence += w
                        .neighbours(t)
                        .filter(|n| w.occupant(*n) == Some(h))
                        .map(|n| unit_strength(&w.area(n).units, false))
                        .sum::<i16>()
                        / 2;
                }
                if mine + help + 1 > defence && mine > 0 {
                    (w.value(t) + 3, true)
                } else {
                    (0, false)
                }
            }
        };
        if gain > best.gain {
            best = Prospect {
                target: Some(t),
                gain,
                attack,
            };
        }
    }
    best
}

/// The tokens of a kind, best first for the purpose.
fn tokens_for(kind: OrderKind, strong: bool) -> Vec<OrderToken> {
    use OrderToken::*;
    match (kind, strong) {
        (OrderKind::March, true) => vec![MarchPlus1, March0, MarchMinus1],
        (OrderKind::March, false) => vec![March0, MarchMinus1, MarchPlus1],
        (OrderKind::Defense, true) => vec![Defense2, Defense1],
        (OrderKind::Defense, false) => vec![Defense1, Defense2],
        (OrderKind::Support, true) => vec![Support1, Support0],
        (OrderKind::Support, false) => vec![Support0, Support1],
        (OrderKind::Raid, _) => vec![Raid, SpecialRaid],
        (OrderKind::ConsolidatePower, true) => vec![SpecialConsolidate, Consolidate],
        (OrderKind::ConsolidatePower, false) => vec![Consolidate, SpecialConsolidate],
    }
}

/// The tokens left to place, and the special ones still allowed.
struct Pool {
    left: BTreeMap<OrderToken, u8>,
    specials: u8,
}

impl Pool {
    fn fits(&self, t: OrderToken) -> bool {
        self.left.get(&t).copied().unwrap_or(0) > 0 && (!t.is_special() || self.specials > 0)
    }

    fn take(&mut self, t: OrderToken) {
        if let Some(n) = self.left.get_mut(&t) {
            *n -= 1;
        }
        if t.is_special() {
            self.specials -= 1;
        }
    }
}

/// One area's wishes: order kinds in preference, and whether it wants the strong token.
struct Wish {
    area: AreaId,
    kinds: Vec<OrderKind>,
    strong: bool,
    priority: i32,
}

pub(super) fn orders(w: &World, legal: &Legal) -> Input {
    let Legal::PlaceOrders {
        areas,
        tokens,
        max_special,
        no_consolidate,
        ..
    } = legal
    else {
        unreachable!("orders are asked with PlaceOrders options")
    };
    let mut pool = Pool {
        left: tokens.iter().copied().collect(),
        specials: *max_special,
    };
    let march_tokens: u8 = tokens
        .iter()
        .filter(|(t, _)| t.kind() == OrderKind::March && (!t.is_special() || *max_special > 0))
        .map(|(_, n)| *n)
        .sum();
    let prospects: Vec<(AreaId, Prospect)> = areas.iter().map(|a| (*a, prospect(w, *a))).collect();
    // The march areas: the best prospects, as many as there are march tokens.
    let mut ranked: Vec<&(AreaId, Prospect)> =
        prospects.iter().filter(|(_, p)| p.gain >= 3).collect();
    ranked.sort_by_key(|(a, p)| (std::cmp::Reverse(p.gain), *a));
    ranked.truncate(march_tokens as usize);
    let attack_targets: Vec<AreaId> = ranked
        .iter()
        .filter(|(_, p)| p.attack)
        .filter_map(|(_, p)| p.target)
        .collect();

    let mut wishes: Vec<Wish> = Vec::new();
    for (area, p) in &prospects {
        let area = *area;
        let land = w.is_land(area);
        let units = w.area(area).units;
        let mut held = unit_strength(&units, false);
        if w.board.area(area).home_of == Some(w.me) {
            held += w.area(area).garrison as i16;
        }
        let threat = w.threat(area);
        let threatened = threat >= held && threat > 0;
        let enemy_near = w
            .neighbours(area)
            .any(|n| w.occupant(n).is_some_and(|h| h != w.me));
        let supports_attack = w
            .neighbours(area)
            .any(|n| attack_targets.contains(&n) && (land == w.is_land(n) || !land));
        let marching = ranked.iter().any(|(a, _)| *a == area);
        let castle = w.is_castle(area);
        let (first, strong, priority) = if marching && !(threatened && castle && !p.attack) {
            (OrderKind::March, p.attack, 100 + p.gain)
        } else if threatened && (castle || land) {
            (OrderKind::Defense, castle, 80 + w.value(area))
        } else if supports_attack {
            (OrderKind::Support, true, 60)
        } else if enemy_near && threat > 0 {
            (OrderKind::Support, false, 40)
        } else if !enemy_near && (land || no_consolidate.is_empty()) {
            let musters = castle && w.options.edition == crate::engine::options::Edition::Second;
            (OrderKind::ConsolidatePower, musters, 30 + w.value(area))
        } else {
            (OrderKind::Raid, false, 20)
        };
        let mut kinds = vec![first];
        for k in [
            OrderKind::Support,
            OrderKind::Defense,
            OrderKind::ConsolidatePower,
            OrderKind::Raid,
            OrderKind::March,
        ] {
            if !kinds.contains(&k) {
                kinds.push(k);
            }
        }
        wishes.push(Wish {
            area,
            kinds,
            strong,
            priority,
        });
    }
    wishes.sort_by_key(|x| (std::cmp::Reverse(x.priority), x.area));

    let allowed_here = |area: AreaId, t: OrderToken| {
        !(t.kind() == OrderKind::ConsolidatePower && no_consolidate.contains(&area))
    };
    let mut orders: BTreeMap<AreaId, OrderToken> = BTreeMap::new();
    for wish in &wishes {
        'kinds: for kind in &wish.kinds {
            let strong = wish.strong && kind == &wish.kinds[0];
            for t in tokens_for(*kind, strong) {
                if pool.fits(t) && allowed_here(wish.area, t) {
                    // Keep special tokens for the areas that asked for them.
                    if t.is_special() && !strong && tokens_for(*kind, false)[0] != t {
                        let plain_left = tokens_for(*kind, false)
                            .into_iter()
                            .any(|p| !p.is_special() && pool.fits(p));
                        if plain_left {
                            continue;
                        }
                    }
                    pool.take(t);
                    orders.insert(wish.area, t);
                    break 'kinds;
                }
            }
        }
    }
    // Every area gets a token while they last: all usable tokens when short, as the rules want
    // (when orders are optional, 1st edition, placing them all is fine too).
    complete(&mut orders, areas, &mut pool, no_consolidate);
    Input::PlaceOrders { orders }
}

/// Gives every area still without an order any token that fits, so that as many orders as the
/// rules demand are placed (a sea area short of non-Consolidate tokens swaps with a land area).
fn complete(
    orders: &mut BTreeMap<AreaId, OrderToken>,
    areas: &[AreaId],
    pool: &mut Pool,
    no_consolidate: &[AreaId],
) {
    for area in areas {
        if orders.contains_key(area) {
            continue;
        }
        let at_sea_only = no_consolidate.contains(area);
        let pick = pool
            .left
            .iter()
            .filter(|(t, n)| **n > 0 && (!t.is_special() || pool.specials > 0))
            .map(|(t, _)| *t)
            .find(|t| !(at_sea_only && t.kind() == OrderKind::ConsolidatePower));
        if let Some(t) = pick {
            pool.take(t);
            orders.insert(*area, t);
            continue;
        }
        if at_sea_only {
            // Only Consolidate Power tokens are left: a land area gives its token and takes one.
            let consolidate = pool
                .left
                .iter()
                .filter(|(t, n)| **n > 0 && (!t.is_special() || pool.specials > 0))
                .map(|(t, _)| *t)
                .find(|t| t.kind() == OrderKind::ConsolidatePower);
            let donor = orders
                .iter()
                .find(|(a, t)| {
                    !no_consolidate.contains(a)
                        && t.kind() != OrderKind::ConsolidatePower
                        && !t.is_special()
                })
                .map(|(a, t)| (*a, *t));
            if let (Some(c), Some((land, t))) = (consolidate, donor) {
                pool.take(c);
                orders.insert(land, c);
                orders.insert(*area, t);
            }
        }
    }
}

/// The Messenger Raven, and keeping or burying the wildling card it looked at.
pub(super) fn raven(w: &World, legal: &Legal) -> Input {
    match legal {
        Legal::RavenDecide { top } => {
            // Bury the card when this house is the poorest: it would likely bid least.
            let poorest = w
                .view
                .houses
                .iter()
                .all(|h| h.house == w.me || h.power >= w.mine().power);
            Input::RavenDecide {
                bury: top.is_some() && poorest,
            }
        }
        Legal::Raven { swaps, peek, .. } => {
            // A castle threatened by a revealed march stronger than its holders: defend it.
            let mut best: Option<(i32, AreaId, OrderToken)> = None;
            for (area, options) in swaps {
                let Some((_, current)) = w.area(*area).order else {
                    continue;
                };
                if current.kind() == OrderKind::Defense || !w.is_castle(*area) {
                    continue;
                }
                let marching: i16 = w
                    .neighbours(*area)
                    .filter(|n| {
                        matches!(w.area(*n).order, Some((h, t)) if h != w.me && t.kind() == OrderKind::March)
                    })
                    .map(|n| unit_strength(&w.area(n).units, true))
                    .max()
                    .unwrap_or(0);
                let held = w.held_strength(*area);
                if marching <= held {
                    continue;
                }
                let defense = [OrderToken::Defense2, OrderToken::Defense1]
                    .into_iter()
                    .find(|t| options.contains(t));
                if let Some(t) = defense {
                    let v = w.value(*area);
                    if best.is_none_or(|(b, _, _)| v > b) {
                        best = Some((v, *area, t));
                    }
                }
            }
            if let Some((_, area, token)) = best {
                return Input::RavenReplace { area, token };
            }
            if *peek && w.view.wildling_threat >= 8 {
                return Input::RavenPeek;
            }
            Input::RavenPass
        }
        _ => unreachable!("raven options"),
    }
}
