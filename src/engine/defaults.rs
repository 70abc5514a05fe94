//! What a house "does" when its deadline passes: the documented default of every request
//! (the "Default" column of agot2-inputs.md, or a safer choice where it says "wait").
//!
//! The service turns a missed deadline into these inputs and appends them to the log like any
//! other, so a replay needs nothing special. Every default is legal by construction; where the
//! rules give the house a real choice, the default is the most passive one.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::game::{awaiting, replaceable};
use super::house::House;
use super::input::{Input, Side, SupportChoice, UnitAt, WesterosOption};
use super::legal::{legal, Legal};
use super::orders::{OrderKind, OrderToken};
use super::phase::Decision;
use super::state::{GameState, Track};
use super::unit::UnitKind;
use super::wildlings::Effect;
use std::collections::BTreeMap;

/// Order tokens for a house that missed the Planning deadline, most passive first.
/// [DESIGN] The inputs catalogue says "wait" for P-1; a game that waits for one player stalls for
/// everyone, so the default is a defensive stance: Defense, then Support, Consolidate Power, Raid,
/// and last the marches (which, unresolved by their owner, move nothing). No special tokens.
const PASSIVE_ORDERS: [OrderToken; 10] = [
    OrderToken::Defense1,
    OrderToken::Defense1,
    OrderToken::Support0,
    OrderToken::Support0,
    OrderToken::Consolidate,
    OrderToken::Consolidate,
    OrderToken::Raid,
    OrderToken::Raid,
    OrderToken::March0,
    OrderToken::MarchMinus1,
];

/// Special orders, most passive first, for a house short of ordinary ones.
const PASSIVE_SPECIAL_ORDERS: [OrderToken; 5] = [
    OrderToken::Defense2,
    OrderToken::Support1,
    OrderToken::SpecialConsolidate,
    OrderToken::SpecialRaid,
    OrderToken::MarchPlus1,
];

/// Casualty preference (inputs C-7): siege engines first (they could not retreat anyway), then
/// footmen, ships, knights.
const CASUALTY_ORDER: [UnitKind; 4] = [
    UnitKind::SiegeEngine,
    UnitKind::Footman,
    UnitKind::Ship,
    UnitKind::Knight,
];

/// The cheapest units of a list, for penalties that destroy "any" units.
fn cheapest(units: &[UnitAt], n: usize) -> Vec<UnitAt> {
    let mut v = units.to_vec();
    v.sort_by_key(|u| match u.unit {
        UnitKind::Footman => 0,
        UnitKind::Ship => 1,
        UnitKind::SiegeEngine => 2,
        UnitKind::Knight => 3,
    });
    v.truncate(n);
    v
}

fn weakest_card(cards: &[HouseCardId]) -> Option<HouseCardId> {
    cards
        .iter()
        .copied()
        .min_by_key(|c| (c.card().strength, c.card().swords, c.card().fortifications))
}

/// The default input of `h` for what it is asked now, if anything.
pub fn default_input(state: &GameState, h: House) -> Option<Input> {
    awaiting(state).iter().find(|a| a.house == h)?;
    let options = legal(state, h)?;
    Some(match options {
        Legal::PlaceOrders {
            areas, must_place, ..
        } => {
            // When banned tokens leave too few ordinary ones for every area, the special ones
            // the King's Court allows fill the rest (an area with units must get an order).
            let allowed = |t: &&OrderToken| state.restrictions.allows(**t);
            let specials = PASSIVE_SPECIAL_ORDERS
                .iter()
                .filter(allowed)
                .take(state.star_allowance(h) as usize);
            let mut pool: Vec<OrderToken> = PASSIVE_ORDERS
                .iter()
                .filter(allowed)
                .chain(specials)
                .copied()
                .collect();
            if !state.consolidate_at_sea() {
                // 1st edition: Consolidate Power on land only (agot1 §7.2). Each sea area takes
                // the first token that is not one, then the land areas the rest in order, so that
                // a Consolidate Power token never leaves a sea area without an order.
                let (sea, land): (Vec<AreaId>, Vec<AreaId>) =
                    areas.iter().partition(|a| !state.info(**a).is_land());
                let n = must_place as usize;
                let mut orders = BTreeMap::new();
                for a in sea.into_iter().take(n) {
                    if let Some(i) = pool
                        .iter()
                        .position(|t| t.kind() != OrderKind::ConsolidatePower)
                    {
                        orders.insert(a, pool.remove(i));
                    }
                }
                let left = n.saturating_sub(orders.len());
                for (a, t) in land.into_iter().zip(pool).take(left) {
                    orders.insert(a, t);
                }
                return Some(Input::PlaceOrders { orders });
            }
            pool.truncate(must_place as usize);
            Input::PlaceOrders {
                orders: areas.into_iter().zip(pool).collect(),
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
        // A house supports its own side of its own combat (issue 27); any other, nobody.
        Legal::Support { areas } => {
            let own = super::legal::current_combat(state).and_then(|c| {
                if h == c.attacker {
                    Some(Side::Attacker)
                } else if Some(h) == c.defender {
                    Some(Side::Defender)
                } else {
                    None
                }
            });
            Input::Support {
                choices: areas
                    .into_iter()
                    .map(|(area, sides)| SupportChoice {
                        area,
                        side: own.filter(|s| sides.contains(&Some(*s))),
                    })
                    .collect(),
            }
        }
        Legal::RefuseSupport { .. } => Input::RefuseSupport { refuse: vec![] },
        // [DESIGN] C-3 says "wait"; the weakest card keeps the game moving at the least cost.
        Legal::HouseCard { hand } => Input::HouseCard {
            card: weakest_card(&hand)?,
        },
        Legal::Blade => Input::Blade { use_blade: false },
        Legal::Casualties { count, units, .. } => Input::Casualties {
            units: CASUALTY_ORDER
                .iter()
                .flat_map(|k| std::iter::repeat_n(*k, units.standing(*k) as usize))
                .take(count as usize)
                .collect(),
        },
        Legal::Retreat { options, units, .. } => {
            let (to, loss) = *options.first()?;
            Input::Retreat {
                to,
                destroy: CASUALTY_ORDER
                    .iter()
                    .flat_map(|k| std::iter::repeat_n(*k, units.standing(*k) as usize))
                    .take(loss as usize)
                    .collect(),
            }
        }
        Legal::PortCapture { max, .. } => Input::PortCapture { replace: max },
        Legal::Consolidate { orders, .. } => Input::Consolidate {
            area: orders[0].0,
            muster: None,
        },
        Legal::WesterosChoice { .. } => Input::WesterosChoice {
            choice: WesterosOption::Nothing,
        },
        Legal::Muster { .. } => Input::Muster { areas: vec![] },
        Legal::Reconcile { suggested, .. } => Input::Reconcile { destroy: suggested },
        Legal::Bid { .. } => Input::Bid { power: 0 },
        Legal::TieOrder { bids } => Input::TieOrder {
            order: default_tie_order(state, &bids),
        },
        Legal::ChooseBidder { candidates } => Input::ChooseBidder {
            house: state
                .turn_order()
                .iter()
                .copied()
                .find(|x| candidates.contains(x))?,
        },
        Legal::Wildling {
            effect,
            units,
            hand,
            ..
        } => match effect {
            Effect::Destroy(n) => Input::DestroyUnits {
                units: cheapest(&units, n as usize),
                leave_power_token: false,
            },
            Effect::DestroyValue(n) => Input::DestroyUnits {
                units: super::wildlings::value_choice(&units, n),
                leave_power_token: false,
            },
            Effect::HordeLowest => {
                // Two units of one castle/stronghold area if there is one with two, else anywhere.
                let areas = super::westeros::muster_areas(state, h);
                let in_castle: Vec<UnitAt> = areas
                    .iter()
                    .find(|a| units.iter().filter(|u| u.area == **a).count() >= 2)
                    .map(|a| {
                        cheapest(
                            &units
                                .iter()
                                .copied()
                                .filter(|u| u.area == *a)
                                .collect::<Vec<_>>(),
                            2,
                        )
                    })
                    .unwrap_or_else(|| cheapest(&units, 2));
                Input::DestroyUnits {
                    units: in_castle,
                    leave_power_token: false,
                }
            }
            // [DESIGN] No default in the catalogue: dropping on a track loses no unit.
            Effect::PreemptiveRaid => Input::ChooseTrack {
                track: [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]
                    .into_iter()
                    .min_by_key(|t| state.tracks.position(*t, h))
                    .unwrap_or(Track::IronThrone),
            },
            Effect::KnightsToFootmen(n) => Input::ReplaceUnits {
                units: units
                    .into_iter()
                    .filter(|u| u.unit == UnitKind::Knight)
                    .take(n as usize)
                    .collect(),
            },
            Effect::FootmenToKnights => Input::ReplaceUnits { units: vec![] },
            Effect::DiscardCard => Input::DiscardHouseCard {
                card: weakest_card(&hand)?,
            },
            Effect::TakeBackCard => Input::TakeBackHouseCard { card: None },
            Effect::LastOnTrack => Input::ChooseTrack {
                track: Track::KingsCourt,
            },
            Effect::FirstOnTrack => Input::ChooseTrack {
                track: Track::IronThrone,
            },
            Effect::Muster => Input::Muster { areas: vec![] },
        },
        Legal::Ability {
            decision,
            cards,
            areas,
            ..
        } => match decision {
            Decision::TyrionCancel | Decision::TidesRedraw => Input::UseAbility { yes: false },
            Decision::MaceFootman => Input::ChooseFootman { routed: false },
            Decision::ChooseAgain => Input::HouseCard {
                card: weakest_card(&cards)?,
            },
            Decision::AeronSwap
            | Decision::Patchface
            | Decision::LuwinTakeBack
            | Decision::MelisandreDiscard => Input::ChooseCard { card: None },
            Decision::DoranTrack => Input::ChooseTrack {
                track: Track::IronThrone,
            },
            Decision::QueenOfThorns => Input::ChooseArea {
                area: areas.first().copied(),
            },
            Decision::RenlyUpgrade | Decision::CerseiRemove | Decision::AshaRemove => {
                Input::ChooseArea { area: None }
            }
            Decision::SkullCasualties { count } => {
                let c = match &state.step {
                    super::phase::Step::Action(a) => match &a.sub {
                        Some(super::phase::Sub::Combat(c)) => c,
                        _ => return None,
                    },
                    _ => return None,
                };
                let pool = if h == c.attacker {
                    c.attacking
                } else {
                    state.area(c.area).units
                };
                // The winner does not retreat: footmen first; the loser as for C-7.
                let order: &[UnitKind] = if c.winner == Some(h) {
                    &[
                        UnitKind::Footman,
                        UnitKind::Ship,
                        UnitKind::Knight,
                        UnitKind::SiegeEngine,
                    ]
                } else {
                    &CASUALTY_ORDER
                };
                Input::Casualties {
                    units: order
                        .iter()
                        .flat_map(|k| std::iter::repeat_n(*k, pool.standing(*k) as usize))
                        .take(count as usize)
                        .collect(),
                }
            }
        },
    })
}

/// W-6t..W-8t default: tied houses keep their order from before the bidding.
fn default_tie_order(state: &GameState, bids: &BTreeMap<House, u8>) -> Vec<House> {
    let before = match &state.step {
        super::phase::Step::Westeros(w) => match &w.task {
            Some(super::westeros::Task::Clash(c)) => c.before.get(c.track).clone(),
            _ => state.turn_order().to_vec(),
        },
        _ => state.turn_order().to_vec(),
    };
    let mut order = before;
    order.sort_by_key(|x| std::cmp::Reverse(bids.get(x).copied().unwrap_or(0)));
    order
}

/// Inputs that fill in every house awaited now: what the service appends when a deadline
/// passes. Houses that sealed a replaceable answer already keep it.
pub fn deadline_inputs(state: &GameState) -> Vec<(House, Input)> {
    awaiting(state)
        .into_iter()
        .filter(|a| replaceable(state, a.house).is_none())
        // A raid or march asked early (game option `early_marches`, issue 25) has no deadline
        // of its own: its default comes at its house's turn.
        .filter(|a| {
            !(state.options.early_marches && super::together::answers_ahead(state, a.house))
        })
        .filter_map(|a| default_input(state, a.house).map(|i| (a.house, i)))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::{Game, GameOptions, Setup};

    /// A game where every deadline passes: the defaults alone must carry it to its end, each of
    /// them accepted by the engine.
    #[test]
    fn missed_deadlines_alone_finish_a_game_for_every_player_count() {
        for players in 3..=6 {
            let setup = Setup {
                players,
                options: GameOptions {
                    tides_of_battle: true,
                    ..GameOptions::default()
                },
                seed: players as u64,
            };
            let mut game = Game::new(&setup).unwrap();
            let mut steps = 0;
            while !game.is_over() {
                let inputs = game.deadline_inputs();
                assert!(
                    !inputs.is_empty(),
                    "{players} players: nothing to fill in but not over: {:?}",
                    game.awaiting()
                );
                for (house, input) in inputs {
                    if let Err(e) = game.apply(house, &input) {
                        // An earlier default may have moved the game on (e.g. the last sealed
                        // orders revealed): only a rejection of a still-awaited house is a bug.
                        assert!(
                            !game.awaiting().iter().any(|a| a.house == house),
                            "{players}p: {house} {input:?}: {e}"
                        );
                    }
                }
                steps += 1;
                assert!(steps < 5_000, "{players} players: the game did not end");
            }
            assert_eq!(
                game.state().round,
                10,
                "{players} players: passive play lasts ten rounds"
            );
        }
    }
}
