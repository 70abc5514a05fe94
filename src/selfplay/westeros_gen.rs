//! Random and fallback inputs for the Westeros phase and wildling attacks.

use super::dice::Dice;
use crate::engine::board::AreaId;
use crate::engine::bounds::Bounds;
use crate::engine::house::House;
use crate::engine::input::{AreaMuster, Input, MusterAction, UnitAt, WesterosOption};
use crate::engine::legal::Legal;
use crate::engine::state::Track;
use crate::engine::unit::UnitKind;
use crate::engine::wildlings::Effect;

pub fn random_input(legal: &Legal, dice: &mut Dice) -> Input {
    match legal {
        Legal::WesterosChoice { options } => Input::WesterosChoice {
            choice: *dice.pick(options).expect("a choice has options"),
        },
        Legal::Muster {
            plans,
            one_area_only,
            bounds,
            ..
        } => Input::Muster {
            areas: random_muster_areas(plans, *one_area_only, bounds, dice),
        },
        Legal::Reconcile { units, bounds, .. } => Input::Reconcile {
            destroy: random_reconcile(units, bounds, dice),
        },
        Legal::Bid { max } => Input::Bid {
            power: dice.below(*max as usize + 1) as u8,
        },
        Legal::TieOrder { bids } => {
            let mut order: Vec<House> = bids.keys().copied().collect();
            dice.shuffle(&mut order);
            order.sort_by_key(|h| std::cmp::Reverse(bids[h]));
            Input::TieOrder { order }
        }
        Legal::ChooseBidder { candidates } => Input::ChooseBidder {
            house: *dice.pick(candidates).expect("tied houses"),
        },
        Legal::Wildling {
            effect,
            units,
            hand,
            discard,
            tracks,
            pick,
        } => wildling_input(*effect, units, *pick, tracks, hand, discard, dice),
        Legal::Ability { .. } => ability_input(legal, Some(dice)),
        _ => unreachable!("not a Westeros request"),
    }
}

/// A muster as a player reading the form fills it in: areas in a random order, each taking a
/// random one of its offered plans that still fits, with the plans already chosen, the supply
/// limit and the reserves the form states (or nothing).
fn random_muster_areas(
    plans: &[(AreaId, Vec<Vec<MusterAction>>)],
    one_area_only: bool,
    bounds: &Bounds,
    dice: &mut Dice,
) -> Vec<AreaMuster> {
    let mut order: Vec<&(AreaId, Vec<Vec<MusterAction>>)> = plans.iter().collect();
    dice.shuffle(&mut order);
    let mut chosen: Vec<AreaMuster> = Vec::new();
    for (area, options) in order {
        if one_area_only && !chosen.is_empty() {
            break;
        }
        if !dice.chance(70) {
            continue;
        }
        let fitting: Vec<&Vec<MusterAction>> = options
            .iter()
            .filter(|plan| {
                let mut with = chosen.clone();
                with.push(AreaMuster {
                    area: *area,
                    actions: (*plan).clone(),
                });
                muster_fits(&with, bounds)
            })
            .collect();
        if let Some(actions) = dice.pick(&fitting) {
            chosen.push(AreaMuster {
                area: *area,
                actions: (*actions).clone(),
            });
        }
    }
    chosen
}

/// Whether musters in these areas, carried out in order, keep within the reserves and the
/// supply limit stated on the form: a recruit takes a unit from the reserve and adds one where
/// it is placed; an upgrade takes the new unit from the reserve and gives a footman back.
pub(super) fn muster_fits(areas: &[AreaMuster], bounds: &Bounds) -> bool {
    let mut reserve: Vec<(UnitKind, u8)> = bounds.reserve.clone();
    let mut delta: Vec<(AreaId, i8)> = Vec::new();
    let take = |kind: UnitKind, reserve: &mut Vec<(UnitKind, u8)>| match reserve
        .iter_mut()
        .find(|(k, _)| *k == kind)
    {
        Some((_, n)) if *n > 0 => {
            *n -= 1;
            true
        }
        _ => false,
    };
    for m in areas {
        for action in &m.actions {
            match action {
                MusterAction::Recruit { unit, to } => {
                    if !take(*unit, &mut reserve) {
                        return false;
                    }
                    delta.push((to.unwrap_or(m.area), 1));
                }
                MusterAction::Upgrade { to } => {
                    if !take(*to, &mut reserve) {
                        return false;
                    }
                    if let Some((_, n)) = reserve.iter_mut().find(|(k, _)| *k == UnitKind::Footman)
                    {
                        *n += 1;
                    }
                }
            }
        }
    }
    bounds.fits(&delta)
}

/// Removals as the reconciliation form asks: one unit at a time from an army (two or more units
/// in an area), until the armies fit the supply limit the form states.
fn random_reconcile(units: &[UnitAt], bounds: &Bounds, dice: &mut Dice) -> Vec<UnitAt> {
    let mut left: Vec<UnitAt> = units.to_vec();
    let mut delta: Vec<(AreaId, i8)> = Vec::new();
    let mut destroy = Vec::new();
    let size = |area: AreaId, delta: &[(AreaId, i8)]| {
        bounds.units_in(area) as i16
            + delta
                .iter()
                .filter(|(a, _)| *a == area)
                .map(|(_, d)| *d as i16)
                .sum::<i16>()
    };
    while !bounds.fits(&delta) {
        let in_armies: Vec<usize> = (0..left.len())
            .filter(|i| size(left[*i].area, &delta) >= 2)
            .collect();
        let Some(i) = dice.pick(&in_armies).copied() else {
            break;
        };
        let u = left.swap_remove(i);
        delta.push((u.area, -1));
        destroy.push(u);
    }
    destroy
}

/// House-card ability decisions: random when `dice` is given, else the simplest answer.
fn ability_input(legal: &Legal, mut dice: Option<&mut Dice>) -> Input {
    let Legal::Ability {
        decision,
        optional,
        cards,
        areas,
        tracks,
        units,
    } = legal
    else {
        unreachable!()
    };
    let mut roll = |n: usize| dice.as_deref_mut().map(|d| d.below(n)).unwrap_or(0);
    use crate::engine::phase::Decision::*;
    match decision {
        TyrionCancel | TidesRedraw => Input::UseAbility { yes: roll(2) == 1 },
        MaceFootman => Input::ChooseFootman {
            routed: roll(2) == 1,
        },
        ChooseAgain => Input::HouseCard {
            card: cards[roll(cards.len())],
        },
        AeronSwap | Patchface | LuwinTakeBack | MelisandreDiscard => {
            let i = roll(cards.len() + 1);
            Input::ChooseCard {
                card: if *optional && i == cards.len() {
                    None
                } else {
                    cards.get(i).copied()
                },
            }
        }
        DoranTrack => Input::ChooseTrack {
            track: tracks[roll(tracks.len())],
        },
        QueenOfThorns | RenlyUpgrade | CerseiRemove | AshaRemove => {
            let i = roll(areas.len() + usize::from(*optional));
            Input::ChooseArea {
                area: areas.get(i).copied(),
            }
        }
        SkullCasualties { count } => {
            let pool = units.standing_list();
            Input::Casualties {
                units: pool.into_iter().take(*count as usize).collect(),
            }
        }
    }
}

fn of_kind(units: &[UnitAt], kind: UnitKind) -> Vec<UnitAt> {
    units.iter().copied().filter(|u| u.unit == kind).collect()
}

fn wildling_input(
    effect: Effect,
    units: &[UnitAt],
    pick: (u8, u8),
    tracks: &[Track],
    hand: &[crate::engine::cards::HouseCardId],
    discard: &[crate::engine::cards::HouseCardId],
    dice: &mut Dice,
) -> Input {
    // As many units as the form allows (`Dice::range` includes its upper bound: one more
    // named a unit too many, and was refused).
    let how_many = |dice: &mut Dice| dice.range(pick.0 as usize, pick.1 as usize);
    match effect {
        Effect::PreemptiveRaid if dice.coin() => Input::ChooseTrack {
            track: *dice.pick(tracks).expect("a highest track"),
        },
        Effect::DestroyValue(v) => {
            let mut shuffled = units.to_vec();
            dice.shuffle(&mut shuffled);
            Input::DestroyUnits {
                units: crate::engine::wildlings::value_choice(&shuffled, v),
                leave_power_token: false,
            }
        }
        Effect::Destroy(_) | Effect::PreemptiveRaid => {
            let n = how_many(dice);
            Input::DestroyUnits {
                units: dice.sample(units, n),
                leave_power_token: false,
            }
        }
        Effect::HordeLowest => {
            // Two units of one area when possible (the options hold only those areas then).
            let mut by_area: Vec<UnitAt> = units.to_vec();
            dice.shuffle(&mut by_area);
            let pair = by_area
                .iter()
                .find(|u| by_area.iter().filter(|v| v.area == u.area).count() >= 2)
                .map(|u| {
                    by_area
                        .iter()
                        .copied()
                        .filter(|v| v.area == u.area)
                        .take(2)
                        .collect::<Vec<_>>()
                });
            let n = how_many(dice);
            Input::DestroyUnits {
                units: pair.unwrap_or_else(|| dice.sample(units, n)),
                leave_power_token: false,
            }
        }
        Effect::KnightsToFootmen(_) | Effect::FootmenToKnights => {
            let n = how_many(dice);
            Input::ReplaceUnits {
                units: dice.sample(units, n),
            }
        }
        Effect::DiscardCard => Input::DiscardHouseCard {
            card: *dice.pick(hand).expect("a hand"),
        },
        Effect::TakeBackCard => Input::TakeBackHouseCard {
            card: dice.pick(discard).copied(),
        },
        Effect::LastOnTrack | Effect::FirstOnTrack => Input::ChooseTrack {
            track: *dice.pick(tracks).expect("tracks"),
        },
        Effect::Muster => Input::Muster { areas: vec![] },
    }
}

/// An answer the engine should always accept.
pub fn fallback_input(legal: &Legal) -> Input {
    match legal {
        Legal::WesterosChoice { .. } => Input::WesterosChoice {
            choice: WesterosOption::Nothing,
        },
        Legal::Muster { .. } => Input::Muster { areas: vec![] },
        Legal::Reconcile { suggested, .. } => Input::Reconcile {
            destroy: suggested.clone(),
        },
        Legal::Bid { .. } => Input::Bid { power: 0 },
        Legal::TieOrder { bids } => {
            let mut order: Vec<House> = bids.keys().copied().collect();
            order.sort_by_key(|h| std::cmp::Reverse(bids[h]));
            Input::TieOrder { order }
        }
        Legal::ChooseBidder { candidates } => Input::ChooseBidder {
            house: candidates[0],
        },
        Legal::Wildling {
            effect,
            units,
            hand,
            ..
        } => match effect {
            Effect::Destroy(n) => Input::DestroyUnits {
                units: units.iter().take(*n as usize).copied().collect(),
                leave_power_token: false,
            },
            Effect::DestroyValue(v) => Input::DestroyUnits {
                units: crate::engine::wildlings::value_choice(units, *v),
                leave_power_token: false,
            },
            Effect::PreemptiveRaid => Input::DestroyUnits {
                units: units.iter().take(2).copied().collect(),
                leave_power_token: false,
            },
            Effect::HordeLowest => Input::DestroyUnits {
                units: units.iter().take(2).copied().collect(),
                leave_power_token: false,
            },
            Effect::KnightsToFootmen(n) => Input::ReplaceUnits {
                units: of_kind(units, UnitKind::Knight)
                    .into_iter()
                    .take(*n as usize)
                    .collect(),
            },
            Effect::FootmenToKnights => Input::ReplaceUnits { units: vec![] },
            Effect::DiscardCard => Input::DiscardHouseCard { card: hand[0] },
            Effect::TakeBackCard => Input::TakeBackHouseCard { card: None },
            Effect::LastOnTrack => Input::ChooseTrack {
                track: Track::Fiefdoms,
            },
            Effect::FirstOnTrack => Input::ChooseTrack {
                track: Track::IronThrone,
            },
            Effect::Muster => Input::Muster { areas: vec![] },
        },
        Legal::Ability { .. } => ability_input(legal, None),
        _ => unreachable!("not a Westeros request"),
    }
}
