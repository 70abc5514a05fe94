//! The Westeros phase and wildling attacks: choices, musters, bids and wildling decisions.

use super::action::muster_worth;
use super::world::{unit_worth, World};
use crate::engine::board::{AreaId, AreaKind};
use crate::engine::cards::HouseCardId;
use crate::engine::game::Request;
use crate::engine::house::House;
use crate::engine::input::{AreaMuster, Input, MusterAction, UnitAt, WesterosOption};
use crate::engine::legal::Legal;
use crate::engine::state::Track;
use crate::engine::unit::UnitKind;
use crate::engine::wildlings::Effect;
use std::collections::BTreeMap;

pub(super) fn decide(w: &World, legal: &Legal, request: &Request) -> Input {
    match legal {
        Legal::WesterosChoice { options } => Input::WesterosChoice {
            choice: westeros_choice(w, options),
        },
        Legal::Muster {
            plans,
            one_area_only,
            ..
        } => Input::Muster {
            areas: muster(w, plans, *one_area_only),
        },
        // The engine's suggestion: one unit at a time from the largest army, footmen first.
        Legal::Reconcile { suggested, .. } => Input::Reconcile {
            destroy: suggested.clone(),
        },
        Legal::Bid { max } => Input::Bid {
            power: bid(w, request, *max),
        },
        Legal::TieOrder { bids } => Input::TieOrder {
            order: tie_order(w, bids),
        },
        Legal::ChooseBidder { candidates } => Input::ChooseBidder {
            house: choose_bidder(w, candidates, request),
        },
        Legal::Wildling {
            effect,
            units,
            hand,
            discard,
            tracks,
            pick,
        } => wildling(w, *effect, units, hand, discard, tracks, *pick),
        _ => unreachable!("Westeros options"),
    }
}

/// The option of A Throne of Blades, Dark Wings Dark Words or Put to the Sword that suits this
/// house best.
fn westeros_choice(w: &World, options: &[WesterosOption]) -> WesterosOption {
    use WesterosOption::*;
    let crowns: i32 = w
        .my_areas()
        .iter()
        .map(|a| w.board.area(*a).crowns as i32)
        .sum();
    let castles: usize = w.my_areas().iter().filter(|a| w.is_castle(**a)).count();
    let mine = w.mine();
    let richest = w.view.houses.iter().map(|h| h.power).max().unwrap_or(0);
    let threatened = w.my_areas().iter().any(|a| w.threat(*a) > 0);
    let preference: Vec<WesterosOption> = vec![
        // Mustering when it has castles to muster in, supply otherwise.
        if castles >= 2 { Muster } else { Supply },
        if castles >= 2 { Supply } else { Muster },
        // Power when it has crowns or is the poorest; a Clash of Kings when it is rich.
        if crowns >= 2 || mine.power < richest {
            GameOfThrones
        } else {
            ClashOfKings
        },
        if threatened { NoMarchPlus1 } else { NoDefense },
        Nothing,
    ];
    preference
        .into_iter()
        .find(|p| options.contains(p))
        .or(options.first().copied())
        .unwrap_or(Nothing)
}

/// Mustering plans area by area, best first, checked together against reserves and supply.
fn muster(
    w: &World,
    plans: &[(AreaId, Vec<Vec<MusterAction>>)],
    one_area_only: bool,
) -> Vec<AreaMuster> {
    let mut reserve: BTreeMap<UnitKind, i16> = UnitKind::ALL
        .iter()
        .map(|k| (*k, w.reserve(*k) as i16))
        .collect();
    let mut delta: Vec<(AreaId, i8)> = Vec::new();
    let mut port_added: BTreeMap<AreaId, u8> = BTreeMap::new();
    let mut chosen: Vec<AreaMuster> = Vec::new();
    let mut areas: Vec<&(AreaId, Vec<Vec<MusterAction>>)> = plans.iter().collect();
    areas.sort_by_key(|(a, _)| (std::cmp::Reverse(w.threat(*a)), *a));
    for (area, options) in areas {
        if one_area_only && !chosen.is_empty() {
            break;
        }
        let mut ranked: Vec<&Vec<MusterAction>> = options.iter().collect();
        ranked.sort_by_key(|p| std::cmp::Reverse(plan_score(w, p)));
        for plan in ranked {
            let mut r = reserve.clone();
            let mut d = delta.clone();
            let mut ports = port_added.clone();
            let mut ok = true;
            for action in plan {
                match action {
                    MusterAction::Recruit { unit, to } => {
                        *r.entry(*unit).or_default() -= 1;
                        let dest = if *unit == UnitKind::Ship {
                            to.unwrap_or(*area)
                        } else {
                            *area
                        };
                        d.push((dest, 1));
                        if w.board.area(dest).kind == AreaKind::Port {
                            let n = ports.entry(dest).or_default();
                            *n += 1;
                            if w.area(dest).units.total() + *n > 3 {
                                ok = false;
                            }
                        }
                    }
                    MusterAction::Upgrade { to } => {
                        *r.entry(*to).or_default() -= 1;
                        *r.entry(UnitKind::Footman).or_default() += 1;
                    }
                }
            }
            if !ok || r.values().any(|n| *n < 0) || !w.supply_ok_with(&d) {
                continue;
            }
            reserve = r;
            delta = d;
            port_added = ports;
            chosen.push(AreaMuster {
                area: *area,
                actions: plan.clone(),
            });
            break;
        }
    }
    chosen
}

fn plan_score(w: &World, plan: &[MusterAction]) -> i32 {
    let ships = plan
        .iter()
        .filter(|a| {
            matches!(
                a,
                MusterAction::Recruit {
                    unit: UnitKind::Ship,
                    ..
                }
            )
        })
        .count() as i32;
    // Ships are worth less to a house with no ships yet to join.
    let has_fleet = w.units_on_board(UnitKind::Ship) > 0;
    muster_worth(plan) - if has_fleet { 0 } else { ships }
}

/// A sealed bid, by what the house needs and can afford.
fn bid(w: &World, request: &Request, max: u8) -> u8 {
    let Request::Bid { purpose } = request else {
        return 0;
    };
    let power = max as i32;
    let others: Vec<i32> = w
        .view
        .houses
        .iter()
        .filter(|h| h.house != w.me)
        .map(|h| h.power as i32)
        .collect();
    let n = w.view.houses.len() as i32;
    let amount = if purpose == "wildlings" {
        let strength = w.view.wildling_attack.unwrap_or(w.view.wildling_threat) as i32;
        // A fair share of the wildlings' strength, a little more when this house is poor in
        // power next to the others (the lowest bidder pays most when they win).
        let share = (strength + n - 1) / n;
        let poorest = others.iter().all(|p| *p >= power);
        (share + i32::from(poorest)).min(power)
    } else {
        let track = match purpose.as_str() {
            "iron_throne" => Track::IronThrone,
            "fiefdoms" => Track::Fiefdoms,
            _ => Track::KingsCourt,
        };
        // What a place near the top needs: beat the others' likely bids (a third of their
        // power), within a share of this house's own power that keeps some for later bids.
        let share = match track {
            Track::IronThrone => 3,
            Track::Fiefdoms => 2,
            Track::KingsCourt => 2,
        };
        let mut expected: Vec<i32> = others.iter().map(|p| p / 3).collect();
        expected.sort_unstable_by(|a, b| b.cmp(a));
        let to_top = expected.first().copied().unwrap_or(0) + 1;
        let to_second = expected.get(1).copied().unwrap_or(0) + 1;
        let budget = power / share;
        if to_top <= budget {
            to_top
        } else if to_second <= budget {
            to_second
        } else {
            budget.min(1)
        }
    };
    amount.clamp(0, power) as u8
}

/// The Iron Throne holder's order of the track: higher bids first, this house first among ties.
fn tie_order(w: &World, bids: &BTreeMap<House, u8>) -> Vec<House> {
    let mut order: Vec<House> = bids.keys().copied().collect();
    let before = |h: House| w.view.tracks.iron_throne.iter().position(|x| *x == h);
    order.sort_by_key(|h| {
        (
            std::cmp::Reverse(bids[h]),
            *h != w.me,
            before(*h).unwrap_or(usize::MAX),
        )
    });
    order
}

/// Naming the highest bidder (it gains): itself if it can; the lowest (it suffers): the leader.
fn choose_bidder(w: &World, candidates: &[House], request: &Request) -> House {
    let highest = matches!(request, Request::ChooseBidder { highest: true });
    if highest && candidates.contains(&w.me) {
        return w.me;
    }
    let others: Vec<House> = candidates.iter().copied().filter(|h| *h != w.me).collect();
    let pool = if others.is_empty() {
        candidates.to_vec()
    } else {
        others
    };
    let rank = |h: &House| {
        w.house(*h)
            .map(|v| (v.victory, v.power))
            .unwrap_or_default()
    };
    if highest {
        // Someone else gains: the weakest of them.
        pool.iter().copied().min_by_key(|h| (rank(h), *h))
    } else {
        pool.iter()
            .copied()
            .max_by_key(|h| (rank(h), std::cmp::Reverse(*h)))
    }
    .unwrap_or(candidates[0])
}

fn cheapest_units(units: &[UnitAt], n: usize) -> Vec<UnitAt> {
    let mut v = units.to_vec();
    v.sort_by_key(|u| (unit_worth(u.unit), u.area));
    v.truncate(n);
    v
}

fn wildling(
    w: &World,
    effect: Effect,
    units: &[UnitAt],
    hand: &[HouseCardId],
    discard: &[HouseCardId],
    tracks: &[Track],
    pick: (u8, u8),
) -> Input {
    let weakest = |cs: &[HouseCardId]| {
        cs.iter()
            .copied()
            .min_by_key(|c| (c.card().strength, c.card().swords, *c))
    };
    let strongest = |cs: &[HouseCardId]| {
        cs.iter()
            .copied()
            .max_by_key(|c| (c.card().strength, c.card().swords, *c))
    };
    let position = |t: &Track| w.view.tracks.get(*t).iter().position(|x| *x == w.me);
    match effect {
        Effect::Destroy(n) => Input::DestroyUnits {
            units: cheapest_units(units, n as usize),
            leave_power_token: false,
        },
        Effect::DestroyValue(n) => {
            let mut sorted = units.to_vec();
            sorted.sort_by_key(|u| (unit_worth(u.unit), u.area));
            Input::DestroyUnits {
                units: crate::engine::wildlings::value_choice(&sorted, n),
                leave_power_token: false,
            }
        }
        Effect::HordeLowest => {
            let mut sorted = units.to_vec();
            sorted.sort_by_key(|u| (unit_worth(u.unit), u.area));
            let pair = sorted.iter().find_map(|u| {
                let same: Vec<UnitAt> = sorted
                    .iter()
                    .copied()
                    .filter(|v| v.area == u.area)
                    .take(2)
                    .collect();
                (same.len() == 2).then_some(same)
            });
            Input::DestroyUnits {
                units: pair.unwrap_or_else(|| cheapest_units(units, pick.0.max(2) as usize)),
                leave_power_token: false,
            }
        }
        Effect::PreemptiveRaid => match tracks.first() {
            Some(t) => Input::ChooseTrack { track: *t },
            None => Input::DestroyUnits {
                units: cheapest_units(units, pick.0.max(2) as usize),
                leave_power_token: false,
            },
        },
        Effect::KnightsToFootmen(n) => Input::ReplaceUnits {
            units: units
                .iter()
                .copied()
                .filter(|u| u.unit == UnitKind::Knight)
                .take(n as usize)
                .collect(),
        },
        Effect::FootmenToKnights => Input::ReplaceUnits {
            units: units.iter().copied().take(pick.1 as usize).collect(),
        },
        Effect::DiscardCard => Input::DiscardHouseCard {
            card: weakest(hand).expect("a card to discard"),
        },
        Effect::TakeBackCard => Input::TakeBackHouseCard {
            card: strongest(discard),
        },
        Effect::LastOnTrack => Input::ChooseTrack {
            // Where it already stands lowest loses least.
            track: tracks
                .iter()
                .copied()
                .max_by_key(|t| position(t))
                .unwrap_or(Track::KingsCourt),
        },
        Effect::FirstOnTrack => Input::ChooseTrack {
            track: [Track::IronThrone, Track::KingsCourt, Track::Fiefdoms]
                .into_iter()
                .filter(|t| tracks.is_empty() || tracks.contains(t))
                .find(|t| position(t) != Some(0))
                .or(tracks.first().copied())
                .unwrap_or(Track::IronThrone),
        },
        Effect::Muster => Input::Muster { areas: vec![] },
    }
}
