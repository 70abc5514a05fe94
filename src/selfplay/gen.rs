//! Random inputs built from the engine's legal options ([`Legal`]), and a minimal input per
//! request that should always be accepted (the fallback when random ones keep being refused).

use super::dice::Dice;
use crate::engine::board::AreaId;
use crate::engine::bounds::{Bounds, PORT_CAPACITY};
use crate::engine::input::{Input, MarchMove, MusterAction, SupportChoice};
use crate::engine::legal::{Legal, MarchOption};
use crate::engine::orders::{OrderKind, OrderToken};
use std::collections::BTreeMap;

/// A random input for the options in `legal`. Most of them are accepted; some are refused by
/// checks that depend on the whole input (supply, a port's capacity, a muster plan's cost).
pub fn random_input(legal: &Legal, dice: &mut Dice) -> Input {
    match legal {
        Legal::WesterosChoice { .. }
        | Legal::Muster { .. }
        | Legal::Reconcile { .. }
        | Legal::Bid { .. }
        | Legal::TieOrder { .. }
        | Legal::ChooseBidder { .. }
        | Legal::Wildling { .. }
        | Legal::Ability { .. } => super::westeros_gen::random_input(legal, dice),
        Legal::PlaceOrders {
            areas,
            tokens,
            max_special,
            must_place,
            no_consolidate,
        } => Input::PlaceOrders {
            orders: random_orders(
                areas,
                tokens,
                *max_special,
                *must_place,
                no_consolidate,
                dice,
            ),
        },
        Legal::Raven { swaps, peek, .. } => {
            let roll = dice.below(100);
            let choices: Vec<(AreaId, OrderToken)> = swaps
                .iter()
                .flat_map(|(a, ts)| ts.iter().map(move |t| (*a, *t)))
                .collect();
            if roll < 40 && !choices.is_empty() {
                let (area, token) = *dice.pick(&choices).unwrap();
                Input::RavenReplace { area, token }
            } else if roll < 65 && *peek {
                Input::RavenPeek
            } else {
                Input::RavenPass
            }
        }
        Legal::RavenDecide { .. } => Input::RavenDecide { bury: dice.coin() },
        Legal::Raid { options, two } => {
            let (from, targets) = dice.pick(options).expect("a raid request has an order");
            let target = if dice.chance(20) {
                None
            } else {
                dice.pick(targets).copied()
            };
            // A 1st-edition special raid may take a second order (never in the 2nd edition, whose
            // games make no extra roll here).
            let second = match target {
                Some(t) if two.contains(from) && targets.len() > 1 && dice.coin() => {
                    let others: Vec<AreaId> = targets.iter().copied().filter(|x| *x != t).collect();
                    dice.pick(&others).copied()
                }
                _ => None,
            };
            Input::Raid {
                from: *from,
                target,
                second,
            }
        }
        Legal::March {
            options, bounds, ..
        } => {
            let opt = dice.pick(options).expect("a march request has an order");
            random_march(opt, bounds, dice)
        }
        Legal::Support { areas } => Input::Support {
            choices: areas
                .iter()
                .map(|(area, sides)| SupportChoice {
                    area: *area,
                    side: dice.pick(sides).copied().flatten(),
                })
                .collect(),
        },
        Legal::RefuseSupport { offers } => Input::RefuseSupport {
            refuse: dice.subset(offers, 30),
        },
        Legal::HouseCard { hand } => Input::HouseCard {
            card: *dice.pick(hand).expect("a combatant has a card in hand"),
        },
        Legal::Blade => Input::Blade {
            use_blade: dice.coin(),
        },
        Legal::Casualties { count, units, .. } => Input::Casualties {
            units: dice.sample(&units.standing_list(), *count as usize),
        },
        Legal::Retreat { options, units, .. } => match dice.pick(options) {
            Some((to, loss)) => Input::Retreat {
                to: *to,
                destroy: dice.sample(&units.standing_list(), *loss as usize),
            },
            // No legal retreat should never be asked; submit something for the engine to judge.
            None => Input::Retreat {
                to: AreaId(0),
                destroy: vec![],
            },
        },
        Legal::PortCapture { max, .. } => Input::PortCapture {
            replace: dice.range(0, *max as usize) as u8,
        },
        Legal::Consolidate { orders, plans } => {
            let (area, ships) = dice
                .pick(orders)
                .expect("a consolidate request has an order");
            let offered: &[Vec<MusterAction>] = plans
                .iter()
                .find(|(a, _)| a == area)
                .map_or(&[], |(_, p)| p.as_slice());
            let muster = match ships {
                // Mustering with a special Consolidate Power order (2nd edition only): one of
                // the plans the form offers, or mustering nothing.
                Some(_) if dice.chance(60) => Some(dice.pick(offered).cloned().unwrap_or_default()),
                _ => None,
            };
            Input::Consolidate {
                area: *area,
                muster,
            }
        }
    }
}

/// Orders for the areas: every area, or a random `must_place` of them when short of tokens.
/// March orders are favoured a little so that games have movement and combats.
fn random_orders(
    areas: &[AreaId],
    tokens: &[(OrderToken, u8)],
    max_special: u8,
    must_place: u8,
    no_consolidate: &[AreaId],
    dice: &mut Dice,
) -> BTreeMap<AreaId, OrderToken> {
    let mut chosen: Vec<AreaId> = if (must_place as usize) < areas.len() {
        dice.sample(areas, must_place as usize)
    } else {
        areas.to_vec()
    };
    // 1st edition: the areas where Consolidate Power may not go (seas) choose first, so that the
    // land areas cannot leave them only Consolidate Power tokens. (A stable sort: the 2nd
    // edition, with no such area, keeps its order and its games.)
    chosen.sort_by_key(|a| !no_consolidate.contains(a));
    let mut pool: Vec<OrderToken> = tokens
        .iter()
        .flat_map(|(t, n)| std::iter::repeat_n(*t, *n as usize))
        .collect();
    dice.shuffle(&mut pool);
    let mut specials_left = max_special;
    let mut orders = BTreeMap::new();
    for area in chosen {
        let fits = |t: &OrderToken, left: u8| {
            (!t.is_special() || left > 0)
                && !(t.kind() == OrderKind::ConsolidatePower && no_consolidate.contains(&area))
        };
        let march_first = dice.chance(35);
        let idx = pool
            .iter()
            .position(|t| march_first && t.kind() == OrderKind::March && fits(t, specials_left))
            .or_else(|| pool.iter().position(|t| fits(t, specials_left)));
        let Some(idx) = idx else { break };
        let token = pool.remove(idx);
        if token.is_special() {
            specials_left -= 1;
        }
        orders.insert(area, token);
    }
    orders
}

/// A random march, as a player reading the form fills it in: a random share of the standing
/// units to random reachable destinations, at most one of which starts a combat, each unit's
/// destination kept only if the moves so far still fit the supply limit the form states (also
/// with the units sent against a neutral force back home) and a port's three ships.
fn random_march(opt: &MarchOption, bounds: &Bounds, dice: &mut Dice) -> Input {
    let share = *dice.pick(&[0u32, 40, 70, 100]).unwrap();
    let mut attack: Option<AreaId> = None;
    let mut moves: Vec<MarchMove> = Vec::new();
    let mut moved = 0u8;
    for kind in opt.units.standing_list() {
        if !dice.chance(share) {
            continue;
        }
        let dests: Vec<AreaId> = opt
            .destinations
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, d)| d.as_slice())
            .unwrap_or(&[])
            .iter()
            .copied()
            .filter(|to| march_fits(opt, bounds, &moves, moved, *to))
            .collect();
        let Some(mut to) = dice.pick(&dests).copied() else {
            continue;
        };
        if opt.attacks.contains(&to) {
            match attack {
                None => attack = Some(to),
                Some(a) if a == to => {}
                // A second attack is illegal: join the first one, or go somewhere peaceful.
                Some(a) => {
                    let peaceful: Vec<AreaId> = dests
                        .iter()
                        .copied()
                        .filter(|d| !opt.attacks.contains(d))
                        .collect();
                    if dests.contains(&a) && dice.coin() {
                        to = a;
                    } else if let Some(p) = dice.pick(&peaceful) {
                        to = *p;
                    } else {
                        continue;
                    }
                }
            }
        }
        match moves.iter_mut().find(|m| m.to == to) {
            Some(m) => m.units.push(kind),
            None => moves.push(MarchMove {
                to,
                units: vec![kind],
            }),
        }
        moved += 1;
    }
    let vacates = moved > 0 && moved == opt.units.total();
    Input::March {
        from: opt.from,
        moves,
        leave_power_token: vacates && opt.may_leave_power_token && dice.coin(),
    }
}

/// Whether one more unit going to `to`, after `moves` (`moved` units), keeps the march within
/// the bounds the form states.
fn march_fits(
    opt: &MarchOption,
    bounds: &Bounds,
    moves: &[MarchMove],
    moved: u8,
    to: AreaId,
) -> bool {
    let arriving = |area: AreaId| {
        moves
            .iter()
            .filter(|m| m.to == area)
            .map(|m| m.units.len())
            .sum::<usize>()
            + usize::from(area == to)
    };
    if bounds.is_port(to) && bounds.units_in(to) as usize + arriving(to) > PORT_CAPACITY as usize {
        return false;
    }
    let mut delta: Vec<(AreaId, i8)> = vec![(opt.from, -((moved + 1) as i8))];
    let mut dests: Vec<AreaId> = moves.iter().map(|m| m.to).collect();
    if !dests.contains(&to) {
        dests.push(to);
    }
    for d in &dests {
        delta.push((*d, arriving(*d) as i8));
    }
    if !bounds.fits(&delta) {
        return false;
    }
    // If a neutral force holds, the units sent against it stay home: that must fit too.
    dests.iter().filter(|d| opt.neutral.contains(d)).all(|n| {
        let stay: Vec<(AreaId, i8)> = delta
            .iter()
            .filter(|(a, _)| a != n)
            .map(|(a, d)| {
                (
                    *a,
                    if *a == opt.from {
                        d + arriving(*n) as i8
                    } else {
                        *d
                    },
                )
            })
            .collect();
        bounds.fits(&stay)
    })
}

/// The simplest answer to the request, which the engine should always accept: no march moves,
/// a raid without target, power instead of mustering, the first card, no support...
pub fn fallback_input(legal: &Legal) -> Input {
    match legal {
        Legal::WesterosChoice { .. }
        | Legal::Muster { .. }
        | Legal::Reconcile { .. }
        | Legal::Bid { .. }
        | Legal::TieOrder { .. }
        | Legal::ChooseBidder { .. }
        | Legal::Wildling { .. }
        | Legal::Ability { .. } => super::westeros_gen::fallback_input(legal),
        Legal::PlaceOrders {
            areas,
            tokens,
            max_special,
            must_place,
            no_consolidate,
        } => {
            // Normal tokens first, then special ones up to the allowance.
            let mut pool: Vec<OrderToken> = tokens
                .iter()
                .flat_map(|(t, n)| std::iter::repeat_n(*t, *n as usize))
                .collect();
            pool.sort_by_key(|t| t.is_special());
            let mut specials = 0;
            pool.retain(|t| {
                if t.is_special() {
                    specials += 1;
                    specials <= *max_special
                } else {
                    true
                }
            });
            if !no_consolidate.is_empty() {
                // 1st edition: no Consolidate Power at sea; seas take the other tokens first.
                pool.sort_by_key(|t| t.kind() == OrderKind::ConsolidatePower);
                let mut order: Vec<AreaId> = no_consolidate.clone();
                order.extend(areas.iter().filter(|a| !no_consolidate.contains(a)));
                return Input::PlaceOrders {
                    orders: order
                        .into_iter()
                        .zip(pool)
                        .filter(|(a, t)| {
                            t.kind() != OrderKind::ConsolidatePower || !no_consolidate.contains(a)
                        })
                        .take(*must_place as usize)
                        .collect(),
                };
            }
            Input::PlaceOrders {
                orders: areas
                    .iter()
                    .take(*must_place as usize)
                    .copied()
                    .zip(pool)
                    .collect(),
            }
        }
        Legal::Raven { .. } => Input::RavenPass,
        Legal::RavenDecide { .. } => Input::RavenDecide { bury: false },
        Legal::Raid { options, .. } => Input::Raid {
            from: options[0].0,
            target: None,
            second: None,
        },
        Legal::March { options, .. } => Input::March {
            from: options[0].from,
            moves: vec![],
            leave_power_token: false,
        },
        Legal::Support { areas } => Input::Support {
            choices: areas
                .iter()
                .map(|(area, _)| SupportChoice {
                    area: *area,
                    side: None,
                })
                .collect(),
        },
        Legal::RefuseSupport { .. } => Input::RefuseSupport { refuse: vec![] },
        Legal::HouseCard { hand } => Input::HouseCard { card: hand[0] },
        Legal::Blade => Input::Blade { use_blade: false },
        Legal::Casualties { count, units, .. } => Input::Casualties {
            units: units
                .standing_list()
                .into_iter()
                .take(*count as usize)
                .collect(),
        },
        Legal::Retreat { options, units, .. } => {
            let (to, loss) = options.first().copied().unwrap_or((AreaId(0), 0));
            Input::Retreat {
                to,
                destroy: units
                    .standing_list()
                    .into_iter()
                    .take(loss as usize)
                    .collect(),
            }
        }
        Legal::PortCapture { .. } => Input::PortCapture { replace: 0 },
        Legal::Consolidate { orders, .. } => Input::Consolidate {
            area: orders[0].0,
            muster: None,
        },
    }
}
