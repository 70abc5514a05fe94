//! Requests with only one possible answer (issue 25, item 2: no wait without a choice).
//!
//! A house asked something it can answer in exactly one way — a bid with no Power tokens, the
//! last card in hand, a single legal retreat, a muster with nothing to muster — holds the game
//! for nothing. [`forced_inputs`] names those answers; the service submits them at once after
//! every input (logged with the origin `forced`, shown in the log and the history, never mailed
//! or awaited), and self-play does the same. The engine itself still asks: a log stores every
//! answer, so the games stored before keep replaying exactly as they were played.
//!
//! An answer is forced only when *every* player can tell it is the only one: the count of
//! answers is computed from public facts (the board, Power tokens, hands and discard piles,
//! revealed orders). Requests whose options come from behind a house's screen are always
//! asked — placing orders (sealed) and the Messenger Raven (the unused order tokens, and the
//! top wildling card after a peek) — so that answering them at once could not tell the others
//! what the screen hides.

use super::game::{awaiting, Awaited, Request};
use super::house::House;
use super::input::{Input, UnitAt};
use super::legal::{legal, Legal};
use super::state::GameState;
use super::wildlings::Effect;

/// The awaited houses whose request has exactly one possible answer, with that answer.
pub fn forced_inputs(state: &GameState) -> Vec<(House, Input)> {
    awaiting(state)
        .iter()
        .filter(|a| has_one_answer(state, a))
        .filter_map(|a| Some((a.house, super::defaults::default_input(state, a.house)?)))
        .collect()
}

/// Whether `a`'s request has exactly one possible answer that every player can tell.
pub fn has_one_answer(state: &GameState, a: &Awaited) -> bool {
    if matches!(
        a.request,
        Request::PlaceOrders | Request::Raven | Request::RavenDecide
    ) {
        return false;
    }
    let Some(options) = legal(state, a.house) else {
        return false;
    };
    if let Legal::Wildling {
        effect: Effect::DestroyValue(_),
        units,
        pick,
        ..
    } = &options
    {
        return accepted_unit_sets(state, a.house, units, pick.0, pick.1) == 1;
    }
    if let Legal::March { options, .. } = &options {
        if let [only] = options.as_slice() {
            // With no unit able to move nothing is vacated, so no Power token can be left.
            return !march_moves_anywhere(state, a.house, only);
        }
    }
    answers(&options) == Some(1)
}

/// Whether any one unit of a march order may go to any of its destinations (tried on copies:
/// supply and what stands there are the engine's to judge).
fn march_moves_anywhere(state: &GameState, h: House, option: &super::legal::MarchOption) -> bool {
    option.destinations.iter().any(|(unit, targets)| {
        targets.iter().any(|to| {
            let input = Input::March {
                from: option.from,
                moves: vec![super::input::MarchMove {
                    to: *to,
                    units: vec![*unit],
                }],
                leave_power_token: false,
            };
            let mut copy = state.clone();
            super::game::apply_in_place(&mut copy, h, &input, &mut Vec::new()).is_ok()
        })
    })
}

/// How many different sets of `lo..=hi` of `units` the engine accepts as `h`'s units to
/// destroy, counted up to 2, each tried on a copy (a 1st-edition wildling outcome that asks for
/// units worth some mustering points: which sets add up is the engine's to say).
fn accepted_unit_sets(state: &GameState, h: House, units: &[UnitAt], lo: u8, hi: u8) -> usize {
    let mut groups: Vec<(UnitAt, usize)> = Vec::new();
    for u in units {
        match groups.iter_mut().find(|(g, _)| g == u) {
            Some((_, n)) => *n += 1,
            None => groups.push((*u, 1)),
        }
    }
    let mut accepted = 0;
    let mut take = vec![0usize; groups.len()];
    loop {
        let size: usize = take.iter().sum();
        if (usize::from(lo)..=usize::from(hi)).contains(&size) {
            let chosen: Vec<UnitAt> = groups
                .iter()
                .zip(&take)
                .flat_map(|((u, _), n)| std::iter::repeat_n(*u, *n))
                .collect();
            let mut copy = state.clone();
            let input = Input::DestroyUnits {
                units: chosen,
                leave_power_token: false,
            };
            if super::game::apply_in_place(&mut copy, h, &input, &mut Vec::new()).is_ok() {
                accepted += 1;
                if accepted >= 2 {
                    return 2;
                }
            }
        }
        // The next combination (an odometer over each group's count).
        let mut i = 0;
        loop {
            if i == take.len() {
                return accepted;
            }
            if take[i] < groups[i].1 && take.iter().sum::<usize>() < usize::from(hi) {
                take[i] += 1;
                break;
            }
            take[i] = 0;
            i += 1;
        }
    }
}

/// How many answers `options` allow, counted up to 2 (`Some(2)`: two or more); `None` where
/// the engine does not count them (the answer is always asked).
fn answers(options: &Legal) -> Option<usize> {
    let n = match options {
        Legal::Bid { max } => 1 + usize::from(*max),
        Legal::HouseCard { hand } => hand.len(),
        Legal::Retreat { choices, .. } => choices.len(),
        Legal::Casualties { choices, .. } => choices.len(),
        Legal::ChooseBidder { candidates } => candidates.len(),
        Legal::RefuseSupport { offers } => 1 << offers.len().min(1),
        Legal::Support { areas } => {
            if areas.iter().all(|(_, sides)| sides.len() <= 1) {
                1
            } else {
                2
            }
        }
        // Plans listed per area exclude the empty plan: none anywhere leaves only "nothing".
        Legal::Muster { plans, .. } => 1 + plans.iter().map(|(_, p)| p.len()).sum::<usize>(),
        // One order that cannot muster, or whose mustering has no possible plan.
        Legal::Consolidate { orders, plans } => match orders.as_slice() {
            [(_, None)] => 1,
            [(area, Some(_))] if plans.iter().all(|(a, p)| a != area || p.is_empty()) => 1,
            _ => 2,
        },
        // Only identical units to choose from (one kind in one area): one answer.
        Legal::Reconcile { units, .. } => match units.split_first() {
            Some((first, rest)) if rest.iter().all(|u| u == first) => 1,
            _ => 2,
        },
        Legal::Raid { options, two } => match options.as_slice() {
            [(_, targets)] if targets.is_empty() && two.is_empty() => 1,
            _ => 2,
        },
        Legal::March { options, .. } => match options.as_slice() {
            [only] if only.destinations.iter().all(|(_, to)| to.is_empty()) => {
                1 + usize::from(only.may_leave_power_token)
            }
            _ => 2,
        },
        Legal::Ability {
            optional,
            cards,
            areas,
            tracks,
            units,
            decision,
        } => {
            if let super::phase::Decision::SkullCasualties { count } = decision {
                super::legal::unit_choices(units, *count).len()
            } else if *optional
                || matches!(
                    decision,
                    super::phase::Decision::MaceFootman
                        | super::phase::Decision::TyrionCancel
                        | super::phase::Decision::TidesRedraw
                )
            {
                2
            } else {
                cards.len() + areas.len() + tracks.len()
            }
        }
        Legal::Wildling {
            effect,
            units,
            hand,
            discard,
            tracks,
            pick,
        } => match effect {
            Effect::Destroy(_) | Effect::KnightsToFootmen(_) | Effect::HordeLowest => {
                unit_sets(units, pick.0, pick.1)
            }
            Effect::FootmenToKnights => unit_sets(units, pick.0, pick.1),
            Effect::DiscardCard => hand.len(),
            Effect::TakeBackCard => 1 + discard.len(),
            Effect::LastOnTrack | Effect::FirstOnTrack => tracks.len(),
            // A choice between two penalties, or a value to make up: always asked.
            Effect::PreemptiveRaid | Effect::DestroyValue(_) | Effect::Muster => return None,
        },
        Legal::PlaceOrders { .. }
        | Legal::Raven { .. }
        | Legal::RavenDecide { .. }
        | Legal::Blade
        | Legal::PortCapture { .. }
        | Legal::WesterosChoice { .. }
        | Legal::TieOrder { .. } => return None,
    };
    Some(n.min(2))
}

/// How many different sets of `lo..=hi` units can be named from `units` (one entry per unit;
/// two footmen in one area are the same choice), counted up to 2.
fn unit_sets(units: &[UnitAt], lo: u8, hi: u8) -> usize {
    // Distinct (area, kind) groups and their sizes.
    let mut groups: Vec<(UnitAt, usize)> = Vec::new();
    for u in units {
        match groups.iter_mut().find(|(g, _)| g == u) {
            Some((_, n)) => *n += 1,
            None => groups.push((*u, 1)),
        }
    }
    let sizes: Vec<usize> = groups.iter().map(|(_, n)| *n).collect();
    let mut total = 0;
    for k in lo..=hi {
        total += multisets(&sizes, usize::from(k));
        if total >= 2 {
            return 2;
        }
    }
    total
}

/// The number of ways to take `k` items from groups of identical items of `sizes`, capped at 2.
fn multisets(sizes: &[usize], k: usize) -> usize {
    match sizes.split_first() {
        None => usize::from(k == 0),
        Some((first, rest)) => {
            let mut n = 0;
            for take in 0..=(*first).min(k) {
                n += multisets(rest, k - take);
                if n >= 2 {
                    return 2;
                }
            }
            n
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::AreaId;
    use crate::unit::UnitKind;

    fn at(area: &str, unit: UnitKind) -> UnitAt {
        UnitAt {
            area: AreaId::from_key(area).expect("an area"),
            unit,
        }
    }

    #[test]
    fn identical_units_are_one_choice() {
        let two_footmen = [
            at("winterfell", UnitKind::Footman),
            at("winterfell", UnitKind::Footman),
        ];
        assert_eq!(unit_sets(&two_footmen, 1, 1), 1);
        assert_eq!(unit_sets(&two_footmen, 2, 2), 1);
        assert_eq!(unit_sets(&two_footmen, 0, 1), 2);
        let mixed = [
            at("winterfell", UnitKind::Footman),
            at("winterfell", UnitKind::Knight),
        ];
        assert_eq!(unit_sets(&mixed, 1, 1), 2);
        assert_eq!(unit_sets(&mixed, 2, 2), 1);
        assert_eq!(unit_sets(&[], 0, 0), 1);
    }

    #[test]
    fn counted_answers() {
        assert_eq!(answers(&Legal::Bid { max: 0 }), Some(1));
        assert_eq!(answers(&Legal::Bid { max: 3 }), Some(2));
        assert_eq!(answers(&Legal::RefuseSupport { offers: vec![] }), Some(1));
        assert_eq!(answers(&Legal::Blade), None);
    }
}
