//! Random and fallback inputs for the Westeros phase and wildling attacks.

use super::dice::Dice;
use super::gen::random_muster;
use crate::engine::house::House;
use crate::engine::input::{AreaMuster, Input, UnitAt, WesterosOption};
use crate::engine::legal::Legal;
use crate::engine::state::Track;
use crate::engine::unit::UnitKind;
use crate::engine::wildlings::Effect;

const TRACKS: [Track; 3] = [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt];

pub fn random_input(legal: &Legal, dice: &mut Dice) -> Input {
    match legal {
        Legal::WesterosChoice { options } => Input::WesterosChoice {
            choice: *dice.pick(options).expect("a choice has options"),
        },
        Legal::Muster {
            areas,
            one_area_only,
        } => {
            let mut plan = Vec::new();
            for (area, _, ships) in areas {
                if dice.chance(70) {
                    plan.push(AreaMuster {
                        area: *area,
                        actions: random_muster(*area, ships, dice),
                    });
                }
            }
            if *one_area_only {
                plan.truncate(1);
            }
            Input::Muster { areas: plan }
        }
        Legal::Reconcile { units, .. } => {
            // Remove random units one at a time; the engine says when that went too far.
            let k = dice.range(1, units.len().min(4) + 1);
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
        } => wildling_input(*effect, units, hand, discard, dice),
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
        AeronSwap | Patchface => {
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
        QueenOfThorns | RenlyUpgrade | CerseiRemove => {
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
    hand: &[crate::engine::cards::HouseCardId],
    discard: &[crate::engine::cards::HouseCardId],
    dice: &mut Dice,
) -> Input {
    match effect {
        Effect::Destroy(n) => Input::DestroyUnits {
            units: dice.sample(units, (n as usize).min(units.len())),
        },
        Effect::HordeLowest | Effect::PreemptiveRaid => {
            if effect == Effect::PreemptiveRaid && dice.coin() {
                Input::ChooseTrack {
                    track: *dice.pick(&TRACKS).unwrap(),
                }
            } else {
                // Two units of one area when possible.
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
                Input::DestroyUnits {
                    units: pair.unwrap_or_else(|| dice.sample(units, 2.min(units.len()))),
                }
            }
        }
        Effect::KnightsToFootmen(n) => {
            let knights = of_kind(units, UnitKind::Knight);
            Input::ReplaceUnits {
                units: dice.sample(&knights, (n as usize).min(knights.len())),
            }
        }
        Effect::FootmenToKnights => {
            let footmen = of_kind(units, UnitKind::Footman);
            let k = dice.below(3).min(footmen.len());
            Input::ReplaceUnits {
                units: dice.sample(&footmen, k),
            }
        }
        Effect::DiscardCard => Input::DiscardHouseCard {
            card: *dice.pick(hand).expect("a hand"),
        },
        Effect::TakeBackCard => Input::TakeBackHouseCard {
            card: dice.pick(discard).copied(),
        },
        Effect::LastOnTrack => Input::ChooseTrack {
            track: *dice.pick(&TRACKS[1..]).unwrap(),
        },
        Effect::FirstOnTrack => Input::ChooseTrack {
            track: *dice.pick(&TRACKS).unwrap(),
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
            },
            Effect::PreemptiveRaid => Input::DestroyUnits {
                units: units.iter().take(2).copied().collect(),
            },
            Effect::HordeLowest => Input::DestroyUnits {
                units: units.iter().take(2).copied().collect(),
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
