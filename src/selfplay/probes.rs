//! "What is offered is accepted": for a house's [`Legal`] options, one probe per option a form
//! offers, each a complete input that changes only that option and leaves the rest of the
//! decision as the engine's own default (the deadline default, which is also what a form shows
//! selected). Self-play applies every probe (or a sample) to a copy of the game after each
//! input: a refused probe is an option offered that the engine does not accept.
//!
//! Options whose value only makes sense together with others (which units to name among
//! several, tie positions) are probed by existence: the option must belong to at least one
//! accepted answer, so a probe may carry several alternatives.

use crate::engine::board::AreaId;
use crate::engine::defaults::default_input;
use crate::engine::house::House;
use crate::engine::input::{AreaMuster, Input, MarchMove, SupportChoice, UnitAt};
use crate::engine::legal::{unit_choices, Legal};
use crate::engine::orders::{OrderKind, OrderToken};
use crate::engine::phase::Decision;
use crate::engine::state::GameState;
use crate::engine::wildlings::Effect;
use std::collections::BTreeMap;

/// One offered option and the inputs that exercise it: accepted if any of them is.
#[derive(Clone, Debug)]
pub struct Probe {
    pub what: String,
    pub alternatives: Vec<Input>,
}

fn probe(what: impl Into<String>, input: Input) -> Probe {
    Probe {
        what: what.into(),
        alternatives: vec![input],
    }
}

/// Whether a request's answer is made of parts chosen together, whose options a form offers
/// side by side: units to name (wildlings, supply), musters in several areas, a special raid's
/// two orders.
pub fn multi_part(legal: &Legal) -> bool {
    match legal {
        Legal::Wildling { units, .. } => !units.is_empty(),
        Legal::Reconcile { .. } | Legal::Muster { .. } | Legal::Consolidate { .. } => true,
        Legal::Raid { two, .. } => !two.is_empty(),
        _ => false,
    }
}

/// The probes for `h`'s current decision, or none when `h` is not awaited (a house that may
/// still replace a sealed answer has no default to start from).
pub fn probes(state: &GameState, h: House, legal: &Legal) -> Vec<Probe> {
    let Some(default) = default_input(state, h) else {
        return vec![];
    };
    let mut out = Vec::new();
    match legal {
        Legal::PlaceOrders {
            areas,
            tokens,
            max_special,
            must_place,
            no_consolidate,
        } => {
            let optional = (*must_place as usize) < areas.len();
            for area in areas {
                let mut choices: Vec<Option<OrderToken>> = tokens
                    .iter()
                    .filter(|(_, n)| *n > 0)
                    .filter(|(t, _)| {
                        t.kind() != OrderKind::ConsolidatePower || !no_consolidate.contains(area)
                    })
                    .map(|(t, _)| Some(*t))
                    .collect();
                if optional {
                    choices.push(None);
                }
                for token in choices {
                    let orders = orders_with(
                        areas,
                        tokens,
                        (*max_special, *must_place),
                        no_consolidate,
                        *area,
                        token,
                    );
                    let label = token.map_or("no order", |t| t.key());
                    out.push(probe(
                        format!("order {} = {label}", area.key()),
                        Input::PlaceOrders { orders },
                    ));
                }
            }
        }
        Legal::Raven { swaps, peek, .. } => {
            for (area, tokens) in swaps {
                for token in tokens {
                    out.push(probe(
                        format!("raven: {} becomes {}", area.key(), token.key()),
                        Input::RavenReplace {
                            area: *area,
                            token: *token,
                        },
                    ));
                }
            }
            if *peek {
                out.push(probe("raven: peek", Input::RavenPeek));
            }
            out.push(probe("raven: pass", Input::RavenPass));
        }
        Legal::RavenDecide { .. } => {
            for bury in [false, true] {
                out.push(probe(format!("bury {bury}"), Input::RavenDecide { bury }));
            }
        }
        Legal::Raid { options, two } => {
            for (from, targets) in options {
                for target in targets.iter().map(|t| Some(*t)).chain([None]) {
                    out.push(probe(
                        format!("raid from {} on {target:?}", from.key()),
                        Input::Raid {
                            from: *from,
                            target,
                            second: None,
                        },
                    ));
                    // A 1st-edition special raid's second select offers the same orders: each
                    // pair the two selects can make is an answer (the same order twice is
                    // removed once).
                    if two.contains(from) {
                        for second in targets {
                            out.push(probe(
                                format!(
                                    "raid from {} on {target:?} and {}",
                                    from.key(),
                                    second.key()
                                ),
                                Input::Raid {
                                    from: *from,
                                    target,
                                    second: Some(*second),
                                },
                            ));
                        }
                    }
                }
            }
        }
        Legal::March { options, .. } => {
            for o in options {
                out.push(probe(
                    format!("march from {}: stay", o.from.key()),
                    Input::March {
                        from: o.from,
                        moves: vec![],
                        leave_power_token: false,
                    },
                ));
                for (kind, dests) in &o.destinations {
                    for to in dests {
                        out.push(probe(
                            format!(
                                "march a {} from {} to {}",
                                kind.key(),
                                o.from.key(),
                                to.key()
                            ),
                            Input::March {
                                from: o.from,
                                moves: vec![MarchMove {
                                    to: *to,
                                    units: vec![*kind],
                                }],
                                leave_power_token: false,
                            },
                        ));
                    }
                }
            }
        }
        Legal::Support { areas } => {
            for (area, sides) in areas {
                for side in sides {
                    let choices = areas
                        .iter()
                        .map(|(a, _)| SupportChoice {
                            area: *a,
                            side: if a == area { *side } else { None },
                        })
                        .collect();
                    out.push(probe(
                        format!("support from {} for {side:?}", area.key()),
                        Input::Support { choices },
                    ));
                }
            }
        }
        Legal::RefuseSupport { offers } => {
            out.push(probe(
                "accept all support",
                Input::RefuseSupport { refuse: vec![] },
            ));
            for a in offers {
                out.push(probe(
                    format!("refuse support from {}", a.key()),
                    Input::RefuseSupport { refuse: vec![*a] },
                ));
            }
        }
        Legal::HouseCard { hand } => {
            for card in hand {
                out.push(probe(
                    format!("card {}", card.key()),
                    Input::HouseCard { card: *card },
                ));
            }
        }
        Legal::Blade => {
            for use_blade in [false, true] {
                out.push(probe(
                    format!("blade {use_blade}"),
                    Input::Blade { use_blade },
                ));
            }
        }
        Legal::Casualties { choices, .. } => {
            for units in choices {
                out.push(probe(
                    format!("casualties {units:?}"),
                    Input::Casualties {
                        units: units.clone(),
                    },
                ));
            }
        }
        Legal::Retreat { choices, .. } => {
            for (to, destroy) in choices {
                out.push(probe(
                    format!("retreat to {} losing {destroy:?}", to.key()),
                    Input::Retreat {
                        to: *to,
                        destroy: destroy.clone(),
                    },
                ));
            }
        }
        Legal::PortCapture { max, .. } => {
            for replace in 0..=*max {
                out.push(probe(
                    format!("replace {replace} ships"),
                    Input::PortCapture { replace },
                ));
            }
        }
        Legal::Consolidate { orders, plans } => {
            for (area, _) in orders {
                out.push(probe(
                    format!("consolidate in {} for power", area.key()),
                    Input::Consolidate {
                        area: *area,
                        muster: None,
                    },
                ));
            }
            for (area, options) in plans {
                for plan in options {
                    out.push(probe(
                        format!("consolidate in {} mustering {plan:?}", area.key()),
                        Input::Consolidate {
                            area: *area,
                            muster: Some(plan.clone()),
                        },
                    ));
                }
            }
        }
        Legal::WesterosChoice { options } => {
            for choice in options {
                out.push(probe(
                    format!("westeros option {choice:?}"),
                    Input::WesterosChoice { choice: *choice },
                ));
            }
        }
        Legal::Muster { plans, .. } => {
            out.push(probe("muster nothing", Input::Muster { areas: vec![] }));
            for (area, options) in plans {
                for plan in options {
                    out.push(probe(
                        format!("muster in {}: {plan:?}", area.key()),
                        Input::Muster {
                            areas: vec![AreaMuster {
                                area: *area,
                                actions: plan.clone(),
                            }],
                        },
                    ));
                }
            }
        }
        Legal::Reconcile {
            units, suggested, ..
        } => {
            out.push(probe(
                "reconcile as suggested",
                Input::Reconcile {
                    destroy: suggested.clone(),
                },
            ));
            for u in units {
                out.push(Probe {
                    what: format!("reconcile naming {} in {}", u.unit.key(), u.area.key()),
                    alternatives: with_unit(suggested, units, *u, suggested.len().max(1))
                        .into_iter()
                        .chain([suggested.iter().copied().chain([*u]).collect()])
                        .map(|destroy| Input::Reconcile { destroy })
                        .collect(),
                });
            }
        }
        Legal::Bid { max } => {
            for power in [0, max / 2, *max] {
                out.push(probe(format!("bid {power}"), Input::Bid { power }));
            }
        }
        Legal::TieOrder { .. } => {
            if let Input::TieOrder { order } = &default {
                out.extend(tie_probes(legal, order));
            }
        }
        Legal::ChooseBidder { candidates } => {
            for house in candidates {
                out.push(probe(
                    format!("choose {house}"),
                    Input::ChooseBidder { house: *house },
                ));
            }
        }
        Legal::Ability {
            decision,
            optional,
            cards,
            areas,
            tracks,
            units,
        } => match decision {
            Decision::ChooseAgain => {
                for card in cards {
                    out.push(probe(
                        format!("choose again {}", card.key()),
                        Input::HouseCard { card: *card },
                    ));
                }
            }
            Decision::SkullCasualties { count } => {
                for units in unit_choices(units, *count) {
                    out.push(probe(
                        format!("skull casualties {units:?}"),
                        Input::Casualties { units },
                    ));
                }
            }
            Decision::MaceFootman => {
                for routed in [false, true] {
                    out.push(probe(
                        format!("mace: routed {routed}"),
                        Input::ChooseFootman { routed },
                    ));
                }
            }
            _ => {
                if !cards.is_empty() {
                    let none = optional.then_some(None);
                    for card in cards.iter().map(|c| Some(*c)).chain(none) {
                        out.push(probe(format!("card {card:?}"), Input::ChooseCard { card }));
                    }
                } else if !areas.is_empty() {
                    let none = optional.then_some(None);
                    for area in areas.iter().map(|a| Some(*a)).chain(none) {
                        out.push(probe(format!("area {area:?}"), Input::ChooseArea { area }));
                    }
                } else if !tracks.is_empty() {
                    for track in tracks {
                        out.push(probe(
                            format!("track {track:?}"),
                            Input::ChooseTrack { track: *track },
                        ));
                    }
                } else {
                    for yes in [false, true] {
                        out.push(probe(format!("use {yes}"), Input::UseAbility { yes }));
                    }
                }
            }
        },
        Legal::Wildling {
            effect,
            units,
            hand,
            discard,
            tracks,
            pick,
        } => {
            for track in tracks {
                out.push(probe(
                    format!("wildling track {track:?}"),
                    Input::ChooseTrack { track: *track },
                ));
            }
            let named = |units: Vec<UnitAt>| match effect {
                Effect::KnightsToFootmen(_) | Effect::FootmenToKnights => {
                    Input::ReplaceUnits { units }
                }
                _ => Input::DestroyUnits {
                    units,
                    leave_power_token: false,
                },
            };
            if matches!(
                effect,
                Effect::Destroy(_)
                    | Effect::PreemptiveRaid
                    | Effect::HordeLowest
                    | Effect::KnightsToFootmen(_)
                    | Effect::FootmenToKnights
            ) {
                let base: Vec<UnitAt> = match &default {
                    Input::DestroyUnits { units, .. } | Input::ReplaceUnits { units } => {
                        out.push(probe("wildlings: the default units", named(units.clone())));
                        units.clone()
                    }
                    // Preemptive Raid's default drops on a track: start from the first units.
                    _ => units.iter().copied().take(pick.0 as usize).collect(),
                };
                let size = (pick.0 as usize).max(1).min(pick.1 as usize);
                for u in units {
                    out.push(Probe {
                        what: format!("wildlings naming {} in {}", u.unit.key(), u.area.key()),
                        alternatives: with_unit(&base, units, *u, size)
                            .into_iter()
                            .map(named)
                            .collect(),
                    });
                }
            }
            if let Effect::DestroyValue(value) = effect {
                // 1st edition: every unit offered belongs to a set worth the value with none of
                // its units superfluous, of a size the form allows.
                for u in units {
                    out.push(Probe {
                        what: format!(
                            "wildlings (value {value}) naming {} in {}",
                            u.unit.key(),
                            u.area.key()
                        ),
                        alternatives: value_sets_with(units, *u, *value, *pick)
                            .into_iter()
                            .map(named)
                            .collect(),
                    });
                }
            }
            if *effect == Effect::DiscardCard {
                for card in hand {
                    out.push(probe(
                        format!("discard {}", card.key()),
                        Input::DiscardHouseCard { card: *card },
                    ));
                }
            }
            if *effect == Effect::TakeBackCard {
                for card in discard.iter().map(|c| Some(*c)).chain([None]) {
                    out.push(probe(
                        format!("take back {card:?}"),
                        Input::TakeBackHouseCard { card },
                    ));
                }
            }
        }
    }
    out
}

/// Orders with `token` (or nothing) in `area` and the other areas filled in as the rules require:
/// as many orders as must be placed, ordinary tokens first, special ones within the allowance.
fn orders_with(
    areas: &[AreaId],
    tokens: &[(OrderToken, u8)],
    (max_special, must_place): (u8, u8),
    no_consolidate: &[AreaId],
    area: AreaId,
    token: Option<OrderToken>,
) -> BTreeMap<AreaId, OrderToken> {
    let mut pool: Vec<OrderToken> = tokens
        .iter()
        .flat_map(|(t, n)| std::iter::repeat_n(*t, *n as usize))
        .collect();
    let mut specials_left = max_special;
    let mut orders = BTreeMap::new();
    if let Some(t) = token {
        if let Some(i) = pool.iter().position(|p| *p == t) {
            pool.remove(i);
        }
        if t.is_special() {
            specials_left = specials_left.saturating_sub(1);
        }
        orders.insert(area, t);
    }
    pool.sort_by_key(|t| t.is_special());
    // Areas that cannot take every token first (no Consolidate Power at sea, 1st edition).
    let others = no_consolidate
        .iter()
        .chain(areas.iter().filter(|a| !no_consolidate.contains(a)))
        .filter(|a| **a != area);
    for other in others {
        if orders.len() >= must_place as usize {
            break;
        }
        let Some(i) = pool.iter().position(|t| {
            (!t.is_special() || specials_left > 0)
                && !(t.kind() == OrderKind::ConsolidatePower && no_consolidate.contains(other))
        }) else {
            break;
        };
        let t = pool.remove(i);
        if t.is_special() {
            specials_left -= 1;
        }
        orders.insert(*other, t);
    }
    orders
}

/// Sets of `size` units from `units` that contain `u`: `u` with each other unit first (so that a
/// pair in one area is among them), then `u` in place of each unit of `base`.
fn with_unit(base: &[UnitAt], units: &[UnitAt], u: UnitAt, size: usize) -> Vec<Vec<UnitAt>> {
    let mut out: Vec<Vec<UnitAt>> = Vec::new();
    let fill = |mut set: Vec<UnitAt>| -> Vec<UnitAt> {
        let mut left: Vec<UnitAt> = units.to_vec();
        for s in &set {
            if let Some(i) = left.iter().position(|x| x == s) {
                left.remove(i);
            }
        }
        while set.len() < size && !left.is_empty() {
            set.push(left.remove(0));
        }
        set
    };
    if size == 1 {
        return vec![vec![u]];
    }
    for (i, v) in units.iter().enumerate() {
        if *v == u && units.iter().position(|x| *x == u) == Some(i) {
            continue;
        }
        out.push(fill(vec![u, *v]));
    }
    for i in 0..base.len() {
        let mut set = base.to_vec();
        set[i] = u;
        out.push(fill(set));
    }
    if out.is_empty() {
        out.push(fill(vec![u]));
    }
    out
}

/// Sets of `units` that contain `u` and are worth at least `value` mustering points with no unit
/// superfluous, of `pick.0` to `pick.1` units: one per mix of one-point units and knights.
fn value_sets_with(units: &[UnitAt], u: UnitAt, value: u8, pick: (u8, u8)) -> Vec<Vec<UnitAt>> {
    use crate::engine::unit::UnitKind;
    let is_knight = |x: &UnitAt| x.unit == UnitKind::Knight;
    let mut others: Vec<UnitAt> = units.to_vec();
    if let Some(i) = others.iter().position(|x| *x == u) {
        others.remove(i);
    }
    let knights: Vec<UnitAt> = others.iter().copied().filter(is_knight).collect();
    let ones: Vec<UnitAt> = others.iter().copied().filter(|x| !is_knight(x)).collect();
    let mut out = Vec::new();
    for y in 0..=knights.len() {
        for x in 0..=ones.len() {
            let mut set = vec![u];
            set.extend(knights.iter().take(y));
            set.extend(ones.iter().take(x));
            let named: u16 = set
                .iter()
                .map(|s| crate::engine::wildlings::unit_points(s.unit))
                .sum();
            let smallest = set
                .iter()
                .map(|s| crate::engine::wildlings::unit_points(s.unit))
                .min()
                .unwrap_or(0);
            let size = set.len() as u8;
            if named >= u16::from(value)
                && named - smallest < u16::from(value)
                && (pick.0..=pick.1).contains(&size)
            {
                out.push(set);
            }
        }
    }
    if out.is_empty() {
        // Nothing fits: the probe fails with the unit alone, naming what was offered.
        out.push(vec![u]);
    }
    out
}

/// Tie orders: for each position, each house tied with the one the default puts there.
fn tie_probes(legal: &Legal, default: &[House]) -> Vec<Probe> {
    let Legal::TieOrder { bids } = legal else {
        return vec![];
    };
    let mut out = Vec::new();
    for (i, at) in default.iter().enumerate() {
        for (j, other) in default.iter().enumerate() {
            if bids.get(other) != bids.get(at) {
                continue;
            }
            let mut order = default.to_vec();
            order.swap(i, j);
            out.push(probe(
                format!("tie: {other} at place {}", i + 1),
                Input::TieOrder { order },
            ));
        }
    }
    out
}
