//! Legal options for the house that must act: what a form offers and what self-play picks from.
//!
//! Options are given per decision (per area, per unit kind) rather than as every complete input,
//! which could be astronomically many (a march plan, a set of orders). Any input assembled from
//! these options is *likely* legal; [`super::Game::apply`] remains the judge (supply, for one,
//! depends on the whole plan).

use super::action::{can_muster_here, orders_of, raid_targets};
use super::board::{AreaId, AreaKind};
use super::bounds::Bounds;
use super::cards::HouseCardId;
use super::combat::support_areas;
use super::game::{awaiting, Request};
use super::house::House;
use super::input::Side;
use super::input::{MusterAction, UnitAt, WesterosOption};
use super::march::{check_reach, entry, transport_mask};
use super::muster::ship_destinations;
use super::orders::{OrderKind, OrderToken};
use super::phase::Decision;
use super::phase::{Step, Sub};
use super::planning::usable_tokens;
use super::state::Track;
use super::state::{GameState, UnitCounts};
use super::unit::UnitKind;
use super::westeros::{muster_areas, Task};
use super::westeros_cards::WesterosCard;
use super::wildling::WildlingCard;
use super::wildlings::{AttackStage, Effect};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarchOption {
    pub from: AreaId,
    /// Standing units that may move.
    pub units: UnitCounts,
    /// Reachable areas for each unit kind present.
    pub destinations: Vec<(UnitKind, Vec<AreaId>)>,
    /// Areas among the destinations that would start a combat (or a neutral attack).
    pub attacks: Vec<AreaId>,
    pub may_leave_power_token: bool,
    /// The attacks on a neutral force: if it holds, the units stay home (§13.2 [DESIGN]), so the
    /// march must fit the supply limit that way too. Not written when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub neutral: Vec<AreaId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "legal", rename_all = "snake_case")]
pub enum Legal {
    PlaceOrders {
        areas: Vec<AreaId>,
        /// Tokens the house may use, with how many of each.
        tokens: Vec<(OrderToken, u8)>,
        max_special: u8,
        /// How many orders must be placed: every area, or all usable tokens when short.
        must_place: u8,
        /// Areas where no Consolidate Power order may go (sea areas in the 1st edition, agot1
        /// §7.2). Not written when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        no_consolidate: Vec<AreaId>,
    },
    Raven {
        own_orders: Vec<AreaId>,
        /// Tokens that may replace any one of the orders (banned and used-up ones left out).
        replacements: Vec<OrderToken>,
        /// Exactly what may replace what: each own order with the tokens that may replace it
        /// (not itself, and a special one only within the King's Court allowance).
        swaps: Vec<(AreaId, Vec<OrderToken>)>,
        /// Whether the Raven may look at the wildling deck instead (2nd edition only: the 1st
        /// edition has no wildling deck, agot1 §7.3). Not written when true.
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        peek: bool,
    },
    RavenDecide {
        top: Option<WildlingCard>,
    },
    Raid {
        /// Each raid order with the orders it may remove.
        options: Vec<(AreaId, Vec<AreaId>)>,
        /// The raid orders that may remove two of those orders (a 1st-edition special raid,
        /// agot1 §8.1). Not written when empty.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        two: Vec<AreaId>,
    },
    March {
        options: Vec<MarchOption>,
        forbidden: Option<AreaId>,
        /// The supply limit and the house's armies, which the units' moves must respect
        /// together (issue 29).
        #[serde(default)]
        bounds: Bounds,
    },
    Support {
        areas: Vec<(AreaId, Vec<Option<Side>>)>,
    },
    RefuseSupport {
        offers: Vec<AreaId>,
    },
    HouseCard {
        hand: Vec<HouseCardId>,
    },
    Blade,
    Casualties {
        count: u8,
        units: UnitCounts,
        /// Every set of `count` units the house may lose (small: at most four kinds).
        choices: Vec<Vec<UnitKind>>,
    },
    Retreat {
        /// Each area the units may retreat to, with the units lost to supply there.
        options: Vec<(AreaId, u8)>,
        units: UnitCounts,
        /// Every complete answer: an area and the units destroyed to go there.
        choices: Vec<(AreaId, Vec<UnitKind>)>,
    },
    PortCapture {
        port: AreaId,
        max: u8,
    },
    Consolidate {
        /// Each CP order, with where ships could go if it musters (None: it cannot muster).
        orders: Vec<(AreaId, Option<Vec<AreaId>>)>,
        /// For each special order that may muster, every mustering plan possible there on its
        /// own (points, reserves, placement and supply checked).
        plans: Vec<(AreaId, Vec<Vec<MusterAction>>)>,
    },
    WesterosChoice {
        options: Vec<WesterosOption>,
    },
    /// Areas where the house may muster, with their points and where ships could go.
    Muster {
        areas: Vec<(AreaId, u8, Vec<AreaId>)>,
        one_area_only: bool,
        /// Every mustering plan possible in each area on its own (the empty plan excluded).
        /// Plans of several areas together may still exceed supply or the reserves: `bounds`.
        plans: Vec<(AreaId, Vec<Vec<MusterAction>>)>,
        /// The supply limit, the house's armies and its reserves (issue 29).
        #[serde(default)]
        bounds: Bounds,
    },
    Reconcile {
        units: Vec<UnitAt>,
        /// A legal choice: one unit at a time from the largest army, footmen first.
        suggested: Vec<UnitAt>,
        /// The supply limit the armies must come down to (issue 29).
        #[serde(default)]
        bounds: Bounds,
    },
    Bid {
        max: u8,
    },
    TieOrder {
        bids: BTreeMap<House, u8>,
    },
    ChooseBidder {
        candidates: Vec<House>,
    },
    /// A house-card ability's decision: the cards, areas or units to choose from.
    Ability {
        decision: Decision,
        /// Whether declining (`None` / no) is allowed.
        optional: bool,
        cards: Vec<HouseCardId>,
        areas: Vec<AreaId>,
        tracks: Vec<Track>,
        units: UnitCounts,
    },
    Wildling {
        effect: Effect,
        /// The units the decision may name (for destroy/replace choices): only those that can be
        /// part of an accepted answer.
        units: Vec<UnitAt>,
        hand: Vec<HouseCardId>,
        discard: Vec<HouseCardId>,
        /// The tracks the house may choose (Preemptive Raid: only its highest).
        tracks: Vec<Track>,
        /// How many of `units` to name: at least, at most.
        pick: (u8, u8),
    },
}

/// The options of `h`, if it is awaited (or may still replace a sealed choice).
pub fn legal(state: &GameState, h: House) -> Option<Legal> {
    let request = awaiting(state)
        .into_iter()
        .find(|a| a.house == h)
        .map(|a| a.request)
        .or_else(|| super::game::replaceable(state, h))?;
    Some(match request {
        Request::PlaceOrders => {
            let areas: Vec<AreaId> = state.areas_with_units(h).collect();
            // Special orders only when the King's Court gives the house a star (§9.3).
            let stars = state.star_allowance(h);
            let tokens = OrderToken::ALL
                .iter()
                .filter(|t| state.restrictions.allows(**t))
                .filter(|t| !t.is_special() || stars > 0)
                .map(|t| (*t, t.copies()))
                .collect();
            let usable = usable_tokens(state, h);
            let areas_at_sea: Vec<AreaId> = areas
                .iter()
                .copied()
                .filter(|a| !state.info(a).is_land())
                .collect();
            Legal::PlaceOrders {
                must_place: if state.orders_mandatory() {
                    (areas.len() as u8).min(usable)
                } else {
                    0
                },
                areas,
                tokens,
                max_special: state.star_allowance(h),
                no_consolidate: if state.consolidate_at_sea() {
                    Vec::new()
                } else {
                    areas_at_sea
                },
            }
        }
        Request::Raven => {
            let own_orders: Vec<AreaId> = state
                .board()
                .ids()
                .filter(|id| matches!(state.area(*id).order, Some(o) if o.house == h))
                .collect();
            let replacements: Vec<OrderToken> = OrderToken::ALL
                .iter()
                .copied()
                .filter(|t| state.restrictions.allows(*t) && state.unused_tokens(h, *t) > 0)
                .collect();
            let specials_now = state.board()
                .ids()
                .filter(|id| {
                    matches!(state.area(*id).order, Some(o) if o.house == h && o.token.is_special())
                })
                .count() as u8;
            let stars = state.star_allowance(h);
            let swaps = own_orders
                .iter()
                .map(|a| {
                    let old = state.area(*a).order.expect("an own order").token;
                    let tokens = replacements
                        .iter()
                        .copied()
                        .filter(|t: &OrderToken| *t != old)
                        .filter(|t| {
                            !t.is_special() || specials_now - u8::from(old.is_special()) < stars
                        })
                        .filter(|t| {
                            t.kind() != OrderKind::ConsolidatePower
                                || state.consolidate_at_sea()
                                || state.info(*a).is_land()
                        })
                        .collect();
                    (*a, tokens)
                })
                .collect();
            Legal::Raven {
                own_orders,
                replacements,
                swaps,
                peek: state.rules().raven_peeks,
            }
        }
        Request::RavenDecide => Legal::RavenDecide {
            top: state.wildling_deck.first().copied(),
        },
        Request::Raid => Legal::Raid {
            options: orders_of(state, h, OrderKind::Raid)
                .into_iter()
                .map(|from| (from, raid_targets(state, h, from)))
                .collect(),
            two: orders_of(state, h, OrderKind::Raid)
                .into_iter()
                .filter(|from| super::action::raid_removes_two(state, *from))
                .collect(),
        },
        Request::March { retry_from } => {
            // Only the retried march has a forbidden area (not a march asked together with it).
            let forbidden = match &state.step {
                Step::Action(a) if retry_from.is_some() => match &a.sub {
                    Some(Sub::MarchRetry { forbidden, .. }) => Some(*forbidden),
                    _ => None,
                },
                _ => None,
            };
            let froms = match retry_from {
                Some(f) => vec![f],
                None => orders_of(state, h, OrderKind::March),
            };
            Legal::March {
                options: froms
                    .into_iter()
                    .map(|f| march_option(state, h, f, forbidden))
                    .collect(),
                forbidden,
                bounds: Bounds::of(state, h),
            }
        }
        Request::Support => {
            let c = current_combat(state)?;
            let areas = support_areas(state, c.area, h)
                .into_iter()
                .map(|a| {
                    let mut sides = vec![None];
                    let free = state.may_support_against_self();
                    if Some(h) != c.defender || free {
                        sides.push(Some(Side::Attacker));
                    }
                    if (h != c.attacker || free) && c.defender.is_some() {
                        sides.push(Some(Side::Defender));
                    }
                    (a, sides)
                })
                .collect();
            Legal::Support { areas }
        }
        Request::RefuseSupport => {
            let c = current_combat(state)?;
            let side = if h == c.attacker {
                Side::Attacker
            } else {
                Side::Defender
            };
            Legal::RefuseSupport {
                offers: c
                    .support
                    .iter()
                    .filter(|s| s.side == side && s.house != h && !s.answered)
                    .map(|s| s.area)
                    .collect(),
            }
        }
        Request::HouseCard => Legal::HouseCard {
            hand: state.house(h).hand.clone(),
        },
        Request::Blade => Legal::Blade,
        Request::Casualties { count } => {
            let c = current_combat(state)?;
            let mut units = UnitCounts::default();
            units.standing = if h == c.attacker {
                c.attacking.standing
            } else {
                state.area(c.area).units.standing
            };
            Legal::Casualties {
                count,
                units,
                choices: unit_choices(&units, count),
            }
        }
        Request::Retreat => {
            let c = current_combat(state)?;
            let (units, options) = super::combat::pending_retreat(state, c);
            let choices = options
                .iter()
                .flat_map(|(to, loss)| {
                    unit_choices(&units, *loss)
                        .into_iter()
                        .map(move |destroy| (*to, destroy))
                })
                .collect();
            Legal::Retreat {
                options,
                units,
                choices,
            }
        }
        Request::PortCapture { port, max } => Legal::PortCapture { port, max },
        Request::WesterosChoice { card } => Legal::WesterosChoice {
            options: match card {
                WesterosCard::AThroneOfBlades => vec![
                    WesterosOption::Muster,
                    WesterosOption::Supply,
                    WesterosOption::Nothing,
                ],
                WesterosCard::DarkWingsDarkWords => {
                    vec![
                        WesterosOption::ClashOfKings,
                        WesterosOption::GameOfThrones,
                        WesterosOption::Nothing,
                    ]
                }
                _ => vec![
                    WesterosOption::NoMarchPlus1,
                    WesterosOption::NoDefense,
                    WesterosOption::Nothing,
                ],
            },
        },
        Request::Muster
        | Request::Wildling {
            effect: Effect::Muster,
            ..
        } => Legal::Muster {
            plans: muster_areas(state, h)
                .into_iter()
                .map(|a| (a, muster_plans(state, h, a)))
                .collect(),
            areas: muster_areas(state, h)
                .into_iter()
                .map(|a| {
                    (
                        a,
                        state.info(a).muster_points(),
                        ship_destinations(state, h, a),
                    )
                })
                .collect(),
            bounds: Bounds::of(state, h),
            one_area_only: !matches!(request, Request::Muster)
                || matches!(&state.step, Step::Westeros(w) if matches!(w.task, Some(Task::Muster { only: Some(_), .. }))),
        },
        Request::Reconcile => Legal::Reconcile {
            // Only units in armies (two or more units in an area) count for supply.
            units: units_of(state, h)
                .into_iter()
                .filter(|u| state.area(u.area).units.total() >= 2)
                .collect(),
            suggested: super::westeros::default_reconcile(state, h),
            bounds: Bounds::of(state, h),
        },
        Request::Bid { .. } => Legal::Bid {
            max: state.house(h).power,
        },
        Request::TieOrder => match &state.step {
            Step::Westeros(w) => match &w.task {
                Some(Task::Clash(c)) => Legal::TieOrder {
                    bids: c.bids.clone(),
                },
                _ => return None,
            },
            _ => return None,
        },
        Request::ChooseBidder { .. } => match &state.step {
            Step::Westeros(w) => match &w.task {
                Some(Task::Attack(a)) => match &a.stage {
                    AttackStage::Tie { candidates, .. } => Legal::ChooseBidder {
                        candidates: candidates.clone(),
                    },
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        },
        Request::Ability { decision } => {
            let c = current_combat(state)?;
            let side = c.side_of(h)?;
            let opp = super::abilities::house_of(c, 1 - side);
            let mut l = (false, vec![], vec![], vec![], UnitCounts::default());
            match &decision {
                Decision::TyrionCancel | Decision::TidesRedraw | Decision::MaceFootman => {
                    l.0 = true
                }
                Decision::ChooseAgain => {
                    l.1 = state
                        .house(h)
                        .hand
                        .iter()
                        .copied()
                        .filter(|k| Some(*k) != c.cancelled)
                        .collect();
                }
                Decision::AeronSwap => {
                    l.0 = true;
                    l.1 = state
                        .house(h)
                        .hand
                        .iter()
                        .copied()
                        .filter(|k| *k != HouseCardId::AeronDamphair)
                        .collect();
                }
                Decision::DoranTrack => {
                    l.3 = vec![Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]
                }
                Decision::QueenOfThorns => {
                    l.2 = super::abilities::queen_of_thorns_targets(state, c, side)
                }
                Decision::SkullCasualties { .. } => {
                    l.4.standing = if h == c.attacker {
                        c.attacking.standing
                    } else {
                        state.area(c.area).units.standing
                    };
                }
                Decision::RenlyUpgrade => {
                    l.0 = true;
                    l.2 = super::abilities::renly_areas(state, c, side);
                }
                Decision::CerseiRemove => {
                    l.0 = true;
                    l.2 = super::abilities::orders_of_house(state, opp);
                }
                Decision::Patchface => {
                    l.0 = true;
                    l.1 = state.house(opp).hand.clone();
                }
                Decision::MelisandreDiscard => {
                    l.0 = true;
                    l.1 = state.house(opp).hand.clone();
                }
                Decision::LuwinTakeBack => {
                    l.0 = true;
                    l.1 = state.house(h).discard.clone();
                }
                Decision::AshaRemove => {
                    l.0 = true;
                    l.2 = super::abilities::asha_targets(state, c);
                }
            }
            Legal::Ability {
                decision,
                optional: l.0,
                cards: l.1,
                areas: l.2,
                tracks: l.3,
                units: l.4,
            }
        }
        Request::Wildling { effect, .. } => wildling_options(state, h, effect),
        Request::Consolidate => Legal::Consolidate {
            plans: orders_of(state, h, OrderKind::ConsolidatePower)
                .into_iter()
                .filter(|a| can_muster_here(state, h, *a))
                .map(|a| (a, muster_plans(state, h, a)))
                .collect(),
            orders: orders_of(state, h, OrderKind::ConsolidatePower)
                .into_iter()
                .map(|a| {
                    (
                        a,
                        can_muster_here(state, h, a).then(|| ship_destinations(state, h, a)),
                    )
                })
                .collect(),
        },
    })
}

/// Every way to choose `n` of the standing `units` (as multisets, in `UnitKind::ALL` order);
/// all of them when there are no more than `n`.
pub fn unit_choices(units: &UnitCounts, n: u8) -> Vec<Vec<UnitKind>> {
    fn go(
        kinds: &[(UnitKind, u8)],
        n: u8,
        prefix: &mut Vec<UnitKind>,
        out: &mut Vec<Vec<UnitKind>>,
    ) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        let Some(((kind, have), rest)) = kinds.split_first() else {
            return;
        };
        let left: u8 = rest.iter().map(|(_, c)| *c).sum();
        for take in (0..=(*have).min(n)).rev() {
            if take + left < n {
                continue;
            }
            let len = prefix.len();
            prefix.extend(std::iter::repeat_n(*kind, take as usize));
            go(rest, n - take, prefix, out);
            prefix.truncate(len);
        }
    }
    let kinds: Vec<(UnitKind, u8)> = UnitKind::ALL
        .iter()
        .map(|k| (*k, units.standing(*k)))
        .filter(|(_, c)| *c > 0)
        .collect();
    let n = n.min(units.standing_total());
    let mut out = Vec::new();
    go(&kinds, n, &mut Vec::new(), &mut out);
    out
}

/// Every non-empty mustering plan `h` could carry out in `area` on its own: the plans within
/// its points (recruits first, then upgrades), kept only when the engine's own mustering rules
/// accept them on a copy of the position (reserves, placement, supply).
pub fn muster_plans(state: &GameState, h: House, area: AreaId) -> Vec<Vec<MusterAction>> {
    let points = state.info(area).muster_points();
    let mut one: Vec<MusterAction> = vec![MusterAction::Recruit {
        unit: UnitKind::Footman,
        to: None,
    }];
    for sea in ship_destinations(state, h, area) {
        one.push(MusterAction::Recruit {
            unit: UnitKind::Ship,
            to: Some(sea),
        });
    }
    one.push(MusterAction::Upgrade {
        to: UnitKind::Knight,
    });
    one.push(MusterAction::Upgrade {
        to: UnitKind::SiegeEngine,
    });
    let two = [UnitKind::Knight, UnitKind::SiegeEngine]
        .map(|unit| MusterAction::Recruit { unit, to: None });
    let mut candidates: Vec<Vec<MusterAction>> = one.iter().map(|a| vec![*a]).collect();
    if points >= 2 {
        candidates.extend(two.iter().map(|a| vec![*a]));
        for i in 0..one.len() {
            for j in i..one.len() {
                candidates.push(vec![one[i], one[j]]);
            }
        }
    }
    candidates
        .into_iter()
        .filter(|plan| {
            let mut scratch = state.clone();
            super::muster::muster(&mut scratch, h, area, plan, &mut Vec::new()).is_ok()
        })
        .collect()
}

/// The options of a wildling card's decision: the units that can be named, how many, the
/// tracks.
fn wildling_options(state: &GameState, h: House, effect: Effect) -> Legal {
    let all = units_of(state, h);
    let total = all.len() as u8;
    let of_kind =
        |k: UnitKind| -> Vec<UnitAt> { all.iter().copied().filter(|u| u.unit == k).collect() };
    let (units, pick, tracks) = match effect {
        Effect::Destroy(n) => (all.clone(), (n.min(total), n.min(total)), vec![]),
        // Units worth n mustering points, none of them superfluous (agot1 §5.8 [DEC]): only
        // the units that belong to such a set, and the sizes such sets have.
        Effect::DestroyValue(n) => {
            let (knight_fits, other_fits, pick) = super::wildlings::value_sets(&all, n);
            let units = all
                .iter()
                .copied()
                .filter(|u| {
                    if u.unit == UnitKind::Knight {
                        knight_fits
                    } else {
                        other_fits
                    }
                })
                .collect();
            (units, pick, vec![])
        }
        Effect::PreemptiveRaid => {
            let best = TRACKS
                .iter()
                .map(|t| state.tracks.position(*t, h))
                .min()
                .unwrap_or(0);
            let highest = TRACKS
                .iter()
                .copied()
                .filter(|t| state.tracks.position(*t, h) == best)
                .collect();
            (all.clone(), (2.min(total), 2.min(total)), highest)
        }
        Effect::HordeLowest => {
            // Two units of one castle or stronghold area when it has such an area with two.
            let areas = muster_areas(state, h);
            let in_castles: Vec<UnitAt> = all
                .iter()
                .copied()
                .filter(|u| {
                    areas.contains(&u.area)
                        && state.area(u.area).house == Some(h)
                        && state.area(u.area).units.total() >= 2
                })
                .collect();
            let units = if in_castles.is_empty() {
                all.clone()
            } else {
                in_castles
            };
            (units, (2.min(total), 2.min(total)), vec![])
        }
        Effect::KnightsToFootmen(n) => {
            let knights = of_kind(UnitKind::Knight);
            let k = knights.len() as u8;
            let need = if n == u8::MAX {
                k.min(state.reserve(h, UnitKind::Footman))
            } else {
                n.min(k)
            };
            (knights, (need, need), vec![])
        }
        Effect::FootmenToKnights => {
            let most = 2.min(state.reserve(h, UnitKind::Knight));
            (of_kind(UnitKind::Footman), (0, most), vec![])
        }
        Effect::LastOnTrack => (vec![], (0, 0), vec![Track::Fiefdoms, Track::KingsCourt]),
        Effect::FirstOnTrack => (vec![], (0, 0), TRACKS.to_vec()),
        Effect::DiscardCard | Effect::TakeBackCard | Effect::Muster => (vec![], (0, 0), vec![]),
    };
    Legal::Wildling {
        effect,
        units,
        hand: state.house(h).hand.clone(),
        discard: state.house(h).discard.clone(),
        tracks,
        pick,
    }
}

const TRACKS: [Track; 3] = [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt];

/// Every unit of `h` on the board, one entry per unit.
pub fn units_of(state: &GameState, h: House) -> Vec<UnitAt> {
    let mut v = Vec::new();
    for id in state.board().ids() {
        let a = state.area(id);
        if a.house == Some(h) {
            for k in UnitKind::ALL {
                for _ in 0..a.units.count(k) {
                    v.push(UnitAt { area: id, unit: k });
                }
            }
        }
    }
    v
}

pub fn current_combat(state: &GameState) -> Option<&super::phase::Combat> {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => Some(c),
            _ => None,
        },
        _ => None,
    }
}

fn march_option(
    state: &GameState,
    h: House,
    from: AreaId,
    forbidden: Option<AreaId>,
) -> MarchOption {
    let a = state.area(from);
    let mut units = UnitCounts::default();
    units.standing = a.units.standing;
    let transport = if state.info(from).kind == AreaKind::Land {
        transport_mask(state, h, from)
    } else {
        0
    };
    let mut destinations = Vec::new();
    let mut attacks = Vec::new();
    let mut neutral = Vec::new();
    for kind in UnitKind::ALL {
        if units.standing(kind) == 0 {
            continue;
        }
        // A destination one unit alone cannot reach within supply is no option: more units
        // going there would make the army there bigger still (§17.2).
        let reach: Vec<AreaId> = state
            .board()
            .ids()
            .filter(|to| Some(*to) != forbidden)
            .filter(|to| check_reach(state, h, from, *to, kind, transport).is_ok())
            .filter(|to| entry(state, h, *to).is_ok())
            .filter(|to| state.supply_ok_with(h, &[(from, -1), (*to, 1)]))
            .filter(|to| state.info(to).kind != AreaKind::Port || state.area(*to).units.total() < 3)
            .collect();
        for to in &reach {
            let e = entry(state, h, *to);
            if e != Ok(super::march::Entry::Peaceful) && !attacks.contains(to) {
                attacks.push(*to);
                if matches!(e, Ok(super::march::Entry::Neutral(_))) {
                    neutral.push(*to);
                }
            }
        }
        destinations.push((kind, reach));
    }
    let may_leave_power_token = state.info(from).kind == AreaKind::Land
        && a.units.routed.iter().all(|r| *r == 0)
        && state.info(from).home_of != Some(h)
        && a.power_token != Some(h)
        && state.house(h).power > 0;
    MarchOption {
        from,
        units,
        destinations,
        attacks,
        may_leave_power_token,
        neutral,
    }
}

impl super::game::Game {
    /// The options of `h` now, if it has a decision to make.
    pub fn legal(&self, h: House) -> Option<Legal> {
        legal(self.state(), h)
    }
}

fn yes() -> bool {
    true
}

fn is_true(b: &bool) -> bool {
    *b
}
