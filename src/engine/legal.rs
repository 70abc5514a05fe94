//! Legal options for the house that must act: what a form offers and what self-play picks from.
//!
//! Options are given per decision (per area, per unit kind) rather than as every complete input,
//! which could be astronomically many (a march plan, a set of orders). Any input assembled from
//! these options is *likely* legal; [`super::Game::apply`] remains the judge (supply, for one,
//! depends on the whole plan).

use super::action::{can_muster_here, orders_of, raid_targets};
use super::board::{board, AreaId, AreaKind};
use super::cards::HouseCardId;
use super::combat::support_areas;
use super::game::{awaiting, Request};
use super::house::House;
use super::input::Side;
use super::input::{UnitAt, WesterosOption};
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
    },
    Raven {
        own_orders: Vec<AreaId>,
        replacements: Vec<OrderToken>,
    },
    RavenDecide {
        top: Option<WildlingCard>,
    },
    Raid {
        /// Each raid order with the orders it may remove.
        options: Vec<(AreaId, Vec<AreaId>)>,
    },
    March {
        options: Vec<MarchOption>,
        forbidden: Option<AreaId>,
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
    },
    Retreat {
        options: Vec<(AreaId, u8)>,
        units: UnitCounts,
    },
    PortCapture {
        port: AreaId,
        max: u8,
    },
    Consolidate {
        /// Each CP order, with where ships could go if it musters (None: it cannot muster).
        orders: Vec<(AreaId, Option<Vec<AreaId>>)>,
    },
    WesterosChoice {
        options: Vec<WesterosOption>,
    },
    /// Areas where the house may muster, with their points and where ships could go.
    Muster {
        areas: Vec<(AreaId, u8, Vec<AreaId>)>,
        one_area_only: bool,
    },
    Reconcile {
        units: Vec<UnitAt>,
        /// A legal choice: one unit at a time from the largest army, footmen first.
        suggested: Vec<UnitAt>,
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
        /// The house's units on the board (for destroy/replace choices).
        units: Vec<UnitAt>,
        hand: Vec<HouseCardId>,
        discard: Vec<HouseCardId>,
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
            let tokens = OrderToken::ALL
                .iter()
                .filter(|t| state.restrictions.allows(**t))
                .map(|t| (*t, t.copies()))
                .collect();
            let usable = usable_tokens(state, h);
            Legal::PlaceOrders {
                must_place: (areas.len() as u8).min(usable),
                areas,
                tokens,
                max_special: state.star_allowance(h),
            }
        }
        Request::Raven => {
            let own_orders: Vec<AreaId> = board()
                .ids()
                .filter(|id| matches!(state.area(*id).order, Some(o) if o.house == h))
                .collect();
            let replacements = OrderToken::ALL
                .iter()
                .copied()
                .filter(|t| state.restrictions.allows(*t) && state.unused_tokens(h, *t) > 0)
                .collect();
            Legal::Raven {
                own_orders,
                replacements,
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
        },
        Request::March { retry_from } => {
            let forbidden = match &state.step {
                Step::Action(a) => match &a.sub {
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
            }
        }
        Request::Support => {
            let c = current_combat(state)?;
            let areas = support_areas(state, c.area, h)
                .into_iter()
                .map(|a| {
                    let mut sides = vec![None];
                    if Some(h) != c.defender {
                        sides.push(Some(Side::Attacker));
                    }
                    if h != c.attacker && c.defender.is_some() {
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
                    .filter(|s| s.side == side && s.house != h)
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
            Legal::Casualties { count, units }
        }
        Request::Retreat => {
            let c = current_combat(state)?;
            let (units, options) = super::combat::pending_retreat(state, c);
            Legal::Retreat { options, units }
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
            areas: muster_areas(state, h)
                .into_iter()
                .map(|a| (a, a.area().muster_points(), ship_destinations(state, h, a)))
                .collect(),
            one_area_only: !matches!(request, Request::Muster)
                || matches!(&state.step, Step::Westeros(w) if matches!(w.task, Some(Task::Muster { only: Some(_), .. }))),
        },
        Request::Reconcile => Legal::Reconcile {
            units: units_of(state, h),
            suggested: super::westeros::default_reconcile(state, h),
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
        Request::Wildling { effect, .. } => Legal::Wildling {
            effect,
            units: units_of(state, h),
            hand: state.house(h).hand.clone(),
            discard: state.house(h).discard.clone(),
        },
        Request::Consolidate => Legal::Consolidate {
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

/// Every unit of `h` on the board, one entry per unit.
pub fn units_of(state: &GameState, h: House) -> Vec<UnitAt> {
    let mut v = Vec::new();
    for id in board().ids() {
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

fn current_combat(state: &GameState) -> Option<&super::phase::Combat> {
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
    let transport = if from.area().kind == AreaKind::Land {
        transport_mask(state, h, from)
    } else {
        0
    };
    let mut destinations = Vec::new();
    let mut attacks = Vec::new();
    for kind in UnitKind::ALL {
        if units.standing(kind) == 0 {
            continue;
        }
        let reach: Vec<AreaId> = board()
            .ids()
            .filter(|to| Some(*to) != forbidden)
            .filter(|to| check_reach(state, h, from, *to, kind, transport).is_ok())
            .filter(|to| entry(state, h, *to).is_ok())
            .collect();
        for to in &reach {
            if entry(state, h, *to) != Ok(super::march::Entry::Peaceful) && !attacks.contains(to) {
                attacks.push(*to);
            }
        }
        destinations.push((kind, reach));
    }
    let may_leave_power_token = from.area().kind == AreaKind::Land
        && a.units.routed.iter().all(|r| *r == 0)
        && from.area().home_of != Some(h)
        && a.power_token != Some(h)
        && state.house(h).power > 0;
    MarchOption {
        from,
        units,
        destinations,
        attacks,
        may_leave_power_token,
    }
}

impl super::game::Game {
    /// The options of `h` now, if it has a decision to make.
    pub fn legal(&self, h: House) -> Option<Legal> {
        legal(self.state(), h)
    }
}
