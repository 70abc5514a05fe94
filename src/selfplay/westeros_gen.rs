//! Random and fallback inputs for the Westeros phase and wildling attacks.

use super::dice::Dice;
use crate::engine::house::House;
use crate::engine::input::{AreaMuster, Input, UnitAt, WesterosOption};
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
            ..
        } => {
            let mut plan = Vec::new();
            for (area, options) in plans {
                if dice.chance(70) {
                    if let Some(actions) = dice.pick(options) {
                        plan.push(AreaMuster {
                            area: *area,
                            actions: actions.clone(),
                        });
                    }
                }
            }
            if *one_area_only {
                plan.truncate(1);
            }
            Input::Muster { areas: plan }
        }
        Legal::Reconcile { units, .. } => {
            // Remove random units one at a time; the engine says when that went too far.
            let k = dice.range(1, units.len().min(4));
            Input::Reconcile {
                destroy: dice.sample(units, k),
            }
        }
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
