//! Combat: house cards, the Valyrian Steel Blade, casualties, retreats and card abilities.

use super::world::{card_strength, unit_worth, World};
use crate::engine::board::AreaId;
use crate::engine::cards::HouseCardId;
use crate::engine::house::House;
use crate::engine::input::Input;
use crate::engine::legal::Legal;
use crate::engine::orders::OrderKind;
use crate::engine::phase::Decision;
use crate::engine::state::{Track, UnitCounts};
use crate::engine::tides::TidesCard;
use crate::engine::unit::UnitKind;
use crate::engine::view::CombatView;

/// This house's side in the combat (0 attacker, 1 defender), and its opponent.
fn sides(w: &World, c: &CombatView) -> Option<(usize, House)> {
    if c.attacker == w.me {
        Some((0, c.defender?))
    } else if c.defender == Some(w.me) {
        Some((1, c.attacker))
    } else {
        None
    }
}

/// What winning this combat is worth, in card-strength units: a castle more, a home most.
fn stake(w: &World, c: &CombatView) -> f64 {
    let v = w.value(c.area) as f64;
    3.0 + v / 3.0
}

/// The card to play: the best chance of winning against the opponent's known hand (each of its
/// cards taken as equally likely), less what spending a strong card costs.
fn choose_card(w: &World, hand: &[HouseCardId]) -> HouseCardId {
    let weakest = *hand
        .iter()
        .min_by_key(|c| {
            (
                card_strength(**c),
                c.card().swords,
                c.card().fortifications,
                **c,
            )
        })
        .expect("a hand to choose from");
    let Some(c) = w.view.combat.as_ref() else {
        return weakest;
    };
    let Some((side, opponent)) = sides(w, c) else {
        return weakest;
    };
    let opp_hand: Vec<HouseCardId> = match c.revealed[1 - side] {
        Some(card) => vec![card],
        None => w
            .house(opponent)
            .map(|h| h.hand.clone())
            .unwrap_or_default(),
    };
    let mine = c.initial_strengths[side];
    let theirs = c.initial_strengths[1 - side];
    let i_win_ties = w.fiefdoms_above(w.me, opponent);
    let stake = stake(w, c);
    let mut best = (f64::MIN, weakest);
    for &card in hand {
        let my_total = mine + card_strength(card);
        let p = if opp_hand.is_empty() {
            if my_total > theirs || (my_total == theirs && i_win_ties) {
                1.0
            } else {
                0.0
            }
        } else {
            let wins = opp_hand
                .iter()
                .filter(|o| {
                    let t = theirs + card_strength(**o);
                    my_total > t || (my_total == t && i_win_ties)
                })
                .count();
            wins as f64 / opp_hand.len() as f64
        };
        let cost = 0.6 * card_strength(card) as f64;
        let extra = 0.2 * (card.card().swords + card.card().fortifications) as f64;
        let score = p * stake - cost + extra;
        if score > best.0 + 1e-9 {
            best = (score, card);
        }
    }
    best.1
}

/// Whether the Blade's +1 turns a loss into a win, given the revealed cards.
fn blade_helps(w: &World) -> bool {
    let Some(c) = w.view.combat.as_ref() else {
        return false;
    };
    let Some((side, opponent)) = sides(w, c) else {
        return false;
    };
    let card = |s: usize| c.revealed[s].map(card_strength).unwrap_or(0);
    let mine = c.initial_strengths[side] + card(side);
    let theirs = c.initial_strengths[1 - side] + card(1 - side);
    let ties = w.fiefdoms_above(w.me, opponent);
    let wins = |m: i16| m > theirs || (m == theirs && ties);
    !wins(mine) && wins(mine + 1)
}

/// Casualties: what would be lost anyway first (siege engines of a loser), cheapest next.
fn casualties(choices: &[Vec<UnitKind>], loser: bool) -> Vec<UnitKind> {
    let cost = |set: &Vec<UnitKind>| -> i32 {
        set.iter()
            .map(|k| match (k, loser) {
                (UnitKind::SiegeEngine, true) => 0,
                _ => 1 + unit_worth(*k) as i32 * 2,
            })
            .sum()
    };
    choices
        .iter()
        .min_by_key(|s| (cost(s), (*s).clone()))
        .cloned()
        .unwrap_or_default()
}

fn cheapest(units: &UnitCounts, n: usize, loser: bool) -> Vec<UnitKind> {
    let mut list = units.standing_list();
    list.sort_by_key(|k| match (k, loser) {
        (UnitKind::SiegeEngine, true) => 0,
        _ => 1 + unit_worth(*k),
    });
    list.truncate(n);
    list
}

/// What removing an opponent's order is worth to this house.
fn order_worth(w: &World, area: AreaId) -> i32 {
    match w.area(area).order {
        Some((_, t)) => match t.kind() {
            OrderKind::March => 5 + t.modifier() as i32,
            OrderKind::Support => 4,
            OrderKind::ConsolidatePower => 3,
            OrderKind::Defense => 2,
            OrderKind::Raid => 1,
        },
        None => 0,
    }
}

pub(super) fn decide(w: &World, legal: &Legal) -> Input {
    match legal {
        Legal::HouseCard { hand } => Input::HouseCard {
            card: choose_card(w, hand),
        },
        Legal::Blade => Input::Blade {
            use_blade: blade_helps(w),
        },
        Legal::Casualties {
            choices,
            units,
            count,
        } => {
            let pick = casualties(choices, true);
            Input::Casualties {
                units: if pick.len() == *count as usize {
                    pick
                } else {
                    cheapest(units, *count as usize, true)
                },
            }
        }
        Legal::Retreat {
            choices,
            options,
            units,
        } => {
            // The fewest losses, then the safest and most valuable area.
            let best = choices.iter().min_by_key(|(to, lost)| {
                (
                    lost.iter().map(|k| 1 + unit_worth(*k) as i32).sum::<i32>(),
                    w.threat(*to),
                    -w.value(*to),
                    *to,
                )
            });
            match best {
                Some((to, lost)) => Input::Retreat {
                    to: *to,
                    destroy: lost.clone(),
                },
                None => {
                    let (to, loss) = options.first().copied().unwrap_or((AreaId(0), 0));
                    Input::Retreat {
                        to,
                        destroy: cheapest(units, loss as usize, true),
                    }
                }
            }
        }
        // Its own ships are worth more than the enemy's sunk.
        Legal::PortCapture { max, .. } => Input::PortCapture { replace: *max },
        Legal::Ability {
            decision,
            optional,
            cards,
            areas,
            tracks,
            units,
        } => ability(w, decision, *optional, cards, areas, tracks, units),
        _ => unreachable!("combat options"),
    }
}

fn ability(
    w: &World,
    decision: &Decision,
    optional: bool,
    cards: &[HouseCardId],
    areas: &[AreaId],
    tracks: &[Track],
    units: &UnitCounts,
) -> Input {
    let combat = w.view.combat.as_ref();
    let opponent = combat.and_then(|c| sides(w, c)).map(|(_, o)| o);
    let strongest = |cs: &[HouseCardId]| {
        cs.iter()
            .copied()
            .max_by_key(|c| (card_strength(*c), c.card().swords, *c))
    };
    match decision {
        Decision::TyrionCancel => {
            // Cancel a card that is strong enough to matter.
            let theirs = combat.and_then(|c| {
                let (side, _) = sides(w, c)?;
                c.revealed[1 - side]
            });
            Input::UseAbility {
                yes: theirs.is_some_and(|c| card_strength(c) >= 2),
            }
        }
        Decision::ChooseAgain => Input::HouseCard {
            card: choose_card(w, cards),
        },
        Decision::AeronSwap | Decision::LuwinTakeBack => {
            let pick = strongest(cards).filter(|c| card_strength(*c) >= 2 || !optional);
            Input::ChooseCard {
                card: if optional {
                    pick
                } else {
                    pick.or(cards.first().copied())
                },
            }
        }
        Decision::Patchface | Decision::MelisandreDiscard => Input::ChooseCard {
            card: strongest(cards).or(if optional {
                None
            } else {
                cards.first().copied()
            }),
        },
        Decision::DoranTrack => {
            let track = opponent
                .and_then(|o| {
                    tracks
                        .iter()
                        .copied()
                        .min_by_key(|t| w.view.tracks.get(*t).iter().position(|x| *x == o))
                })
                .or(tracks.first().copied())
                .unwrap_or(Track::IronThrone);
            Input::ChooseTrack { track }
        }
        Decision::QueenOfThorns | Decision::CerseiRemove | Decision::AshaRemove => {
            let pick = areas
                .iter()
                .copied()
                .max_by_key(|a| (order_worth(w, *a), std::cmp::Reverse(*a)));
            Input::ChooseArea {
                area: pick.or(if optional {
                    None
                } else {
                    areas.first().copied()
                }),
            }
        }
        Decision::RenlyUpgrade => Input::ChooseArea {
            area: areas.first().copied(),
        },
        Decision::MaceFootman => Input::ChooseFootman { routed: false },
        Decision::TidesRedraw => {
            let mine = combat.and_then(|c| c.my_tides);
            Input::UseAbility {
                yes: matches!(mine, Some(TidesCard::Blank)),
            }
        }
        Decision::SkullCasualties { count } => {
            let loser = combat.is_some_and(|c| c.winner.is_some_and(|h| h != w.me));
            Input::Casualties {
                units: cheapest(units, *count as usize, loser),
            }
        }
    }
}
