//! Deliberately illegal inputs: each must be rejected, with the expected kind of rejection, and
//! leave the state exactly as it was.

use super::dice::Dice;
use super::gen::random_input;
use crate::engine::board::{board, AreaId};
use crate::engine::cards::house_cards;
use crate::engine::game::{Awaited, Request};
use crate::engine::house::House;
use crate::engine::input::{Input, MarchMove, SupportChoice};
use crate::engine::legal::Legal;
use crate::engine::orders::OrderToken;
use crate::engine::state::GameState;
use crate::engine::unit::UnitKind;

/// An input that must be refused, what it tries, and the rejection kinds that are acceptable.
pub struct Illegal {
    pub house: House,
    pub input: Input,
    pub what: &'static str,
    pub expect: &'static [&'static str],
}

/// One illegal input for the current position, if the randomly chosen kind applies here.
pub fn illegal_input(state: &GameState, awaited: &[Awaited], dice: &mut Dice) -> Option<Illegal> {
    let a = dice.pick(awaited)?.clone();
    let h = a.house;
    let legal = crate::engine::legal::legal(state, h)?;
    match dice.below(4) {
        0 => generic(state, awaited, &a, dice),
        _ => specific(state, h, &legal, dice),
    }
}

/// Wrong house or wrong kind of input.
fn generic(
    state: &GameState,
    awaited: &[Awaited],
    a: &Awaited,
    dice: &mut Dice,
) -> Option<Illegal> {
    match dice.below(3) {
        0 => {
            let outside: Vec<House> = House::ALL
                .into_iter()
                .filter(|h| !state.in_play(*h))
                .collect();
            Some(Illegal {
                house: *dice.pick(&outside)?,
                input: Input::RavenPass,
                what: "a house not in the game",
                expect: &["house_not_in_play"],
            })
        }
        1 => {
            let idle: Vec<House> = state
                .houses
                .iter()
                .copied()
                .filter(|h| !awaited.iter().any(|w| w.house == *h))
                // A house that sealed an answer it may still replace is not idle.
                .filter(|h| crate::engine::game::replaceable(state, *h).is_none())
                .collect();
            Some(Illegal {
                house: *dice.pick(&idle)?,
                input: Input::RavenPass,
                what: "a house that is not awaited",
                // A house that sealed a choice it may still replace is asked for that one.
                expect: &["not_awaited", "wrong_request"],
            })
        }
        _ => {
            let candidates = [
                Input::RavenPass,
                Input::RavenDecide { bury: false },
                Input::Blade { use_blade: true },
                Input::PortCapture { replace: 0 },
                Input::RefuseSupport { refuse: vec![] },
            ];
            let answers = |input: &Input| {
                matches!(
                    (&a.request, input),
                    (Request::Raven, Input::RavenPass)
                        | (Request::RavenDecide, Input::RavenDecide { .. })
                        | (Request::Blade, Input::Blade { .. })
                        | (Request::PortCapture { .. }, Input::PortCapture { .. })
                        | (Request::RefuseSupport, Input::RefuseSupport { .. })
                )
            };
            let wrong: Vec<Input> = candidates.into_iter().filter(|i| !answers(i)).collect();
            Some(Illegal {
                house: a.house,
                input: dice.pick(&wrong)?.clone(),
                what: "an input of the wrong type",
                expect: &["wrong_request"],
            })
        }
    }
}

/// An area chosen at random among those for which `keep` holds.
fn random_area(dice: &mut Dice, keep: impl Fn(AreaId) -> bool) -> Option<AreaId> {
    let v: Vec<AreaId> = board().ids().filter(|id| keep(*id)).collect();
    dice.pick(&v).copied()
}

/// An illegal answer to the request itself.
fn specific(state: &GameState, h: House, legal: &Legal, dice: &mut Dice) -> Option<Illegal> {
    let ill = |input: Input, what: &'static str, expect: &'static [&'static str]| {
        Some(Illegal {
            house: h,
            input,
            what,
            expect,
        })
    };
    match legal {
        Legal::WesterosChoice { .. }
        | Legal::Muster { .. }
        | Legal::Reconcile { .. }
        | Legal::Bid { .. }
        | Legal::TieOrder { .. }
        | Legal::ChooseBidder { .. }
        | Legal::Wildling { .. }
        | Legal::Ability { .. } => None,
        Legal::PlaceOrders {
            areas,
            tokens,
            max_special,
            ..
        } => {
            if dice.coin() {
                let Input::PlaceOrders { mut orders } = random_input(legal, dice) else {
                    unreachable!()
                };
                let empty = random_area(dice, |id| {
                    let a = state.area(id);
                    a.house != Some(h) || a.units.is_empty()
                })?;
                orders.insert(empty, OrderToken::Consolidate);
                ill(
                    Input::PlaceOrders { orders },
                    "an order on an area without units",
                    &["order_without_units"],
                )
            } else {
                // One special order more than the King's Court allows.
                let specials: Vec<OrderToken> = tokens
                    .iter()
                    .map(|t| t.0)
                    .filter(|t| t.is_special())
                    .collect();
                let need = *max_special as usize + 1;
                if specials.len() < need || areas.len() < need {
                    return None;
                }
                let mut normal: Vec<OrderToken> = tokens
                    .iter()
                    .filter(|t| !t.0.is_special())
                    .flat_map(|(t, n)| std::iter::repeat_n(*t, *n as usize))
                    .collect();
                let mut pool = dice.sample(&specials, need);
                pool.append(&mut normal);
                let orders = areas.iter().copied().zip(pool).collect();
                ill(
                    Input::PlaceOrders { orders },
                    "too many special orders",
                    &["too_many_special_orders"],
                )
            }
        }
        Legal::Raven { .. } => {
            let area = random_area(
                dice,
                |id| !matches!(state.area(id).order, Some(o) if o.house == h),
            )?;
            ill(
                Input::RavenReplace {
                    area,
                    token: OrderToken::Raid,
                },
                "a raven replacement of an order that is not the house's",
                &["no_such_order"],
            )
        }
        Legal::RavenDecide { .. } | Legal::Blade => None,
        Legal::Raid { options, .. } => {
            let (from, targets) = dice.pick(options)?;
            let target = random_area(dice, |id| !targets.contains(&id))?;
            ill(
                Input::Raid {
                    from: *from,
                    target: Some(target),
                    second: None,
                },
                "a raid on an area it cannot reach",
                &["invalid_raid_target"],
            )
        }
        Legal::March { options, .. } => {
            let opt = dice.pick(options)?;
            let kinds: Vec<UnitKind> = UnitKind::ALL
                .into_iter()
                .filter(|k| opt.units.standing(*k) > 0)
                .collect();
            let Some(kind) = dice.pick(&kinds).copied() else {
                return ill(
                    Input::March {
                        from: opt.from,
                        moves: vec![],
                        leave_power_token: true,
                    },
                    "a power token left in an area not vacated",
                    &["no_power_token"],
                );
            };
            let dests: &[AreaId] = opt
                .destinations
                .iter()
                .find(|(k, _)| *k == kind)
                .map(|(_, d)| d.as_slice())
                .unwrap_or(&[]);
            match dice.below(3) {
                0 => {
                    let to = random_area(dice, |id| !dests.contains(&id))?;
                    ill(
                        Input::March {
                            from: opt.from,
                            moves: vec![MarchMove {
                                to,
                                units: vec![kind],
                            }],
                            leave_power_token: false,
                        },
                        "a march to an area it cannot reach",
                        // Reachable areas that one more unit would overfill are not offered
                        // either: refused for supply or a full port.
                        &[
                            "not_reachable",
                            "wrong_terrain",
                            "impassable",
                            "enemy_port",
                            "forbidden_destination",
                            "supply_exceeded",
                            "port_full",
                        ],
                    )
                }
                1 => {
                    let to = *dice.pick(dests)?;
                    let n = opt.units.standing(kind) as usize + 1;
                    ill(
                        Input::March {
                            from: opt.from,
                            moves: vec![MarchMove {
                                to,
                                units: vec![kind; n],
                            }],
                            leave_power_token: false,
                        },
                        "a march with more units than there are",
                        &["units_not_there"],
                    )
                }
                _ => ill(
                    Input::March {
                        from: opt.from,
                        moves: vec![],
                        leave_power_token: true,
                    },
                    "a power token left in an area not vacated",
                    &["no_power_token"],
                ),
            }
        }
        Legal::Support { areas } => {
            if !areas.is_empty() && dice.coin() {
                return ill(
                    Input::Support { choices: vec![] },
                    "support choices missing",
                    &["missing_support_choice"],
                );
            }
            let area = random_area(dice, |id| !areas.iter().any(|(a, _)| *a == id))?;
            ill(
                Input::Support {
                    choices: vec![SupportChoice { area, side: None }],
                },
                "support from an area that cannot support",
                &["support_not_eligible"],
            )
        }
        Legal::RefuseSupport { offers } => {
            let area = random_area(dice, |id| !offers.contains(&id))?;
            ill(
                Input::RefuseSupport { refuse: vec![area] },
                "refusing support that was not offered",
                &["not_offered"],
            )
        }
        Legal::HouseCard { hand } => {
            let mut outside: Vec<_> = state.house(h).discard.clone();
            if outside.is_empty() || dice.coin() {
                let other = *dice.pick(
                    &House::ALL
                        .into_iter()
                        .filter(|x| *x != h)
                        .collect::<Vec<_>>(),
                )?;
                outside.extend(house_cards(other).iter().copied());
            }
            outside.retain(|c| !hand.contains(c));
            ill(
                Input::HouseCard {
                    card: *dice.pick(&outside)?,
                },
                "a card not in hand",
                &["card_not_in_hand"],
            )
        }
        Legal::Casualties { count, units, .. } => {
            let mut list = units.standing_list();
            list.truncate(*count as usize);
            if dice.coin() || list.is_empty() {
                list.push(UnitKind::Footman);
            } else {
                list.pop();
            }
            ill(
                Input::Casualties { units: list },
                "the wrong number of casualties",
                &["wrong_casualties"],
            )
        }
        Legal::Retreat { options, units, .. } => {
            if dice.coin() {
                let (to, loss) = *dice.pick(options)?;
                let mut destroy: Vec<UnitKind> = units
                    .standing_list()
                    .into_iter()
                    .take(loss as usize)
                    .collect();
                if loss > 0 && dice.coin() {
                    destroy.pop();
                } else {
                    destroy.push(UnitKind::Footman);
                }
                return ill(
                    Input::Retreat { to, destroy },
                    "a retreat with the wrong losses",
                    &["wrong_retreat_losses"],
                );
            }
            let to = random_area(dice, |id| !options.iter().any(|o| o.0 == id))?;
            ill(
                Input::Retreat {
                    to,
                    destroy: vec![],
                },
                "a retreat to an area that is not an option",
                &["invalid_retreat"],
            )
        }
        Legal::PortCapture { max, .. } => ill(
            Input::PortCapture { replace: max + 1 },
            "replacing more ships than allowed",
            &["too_many_replacements"],
        ),
        Legal::Consolidate { orders, .. } => {
            let plain: Vec<AreaId> = orders
                .iter()
                .filter(|o| o.1.is_none())
                .map(|o| o.0)
                .collect();
            if let (true, Some(area)) = (dice.coin(), dice.pick(&plain)) {
                return ill(
                    Input::Consolidate {
                        area: *area,
                        muster: Some(vec![]),
                    },
                    "mustering with an order that cannot muster",
                    &["invalid_muster"],
                );
            }
            let area = random_area(dice, |id| !orders.iter().any(|o| o.0 == id))?;
            ill(
                Input::Consolidate { area, muster: None },
                "consolidating power with no such order",
                &["no_such_order"],
            )
        }
    }
}
