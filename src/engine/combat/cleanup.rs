//! Combat clean-up (§15.7 6.4–6.5): the winner moves in, orders and cards go, and the march
//! turn ends.

use super::combat;
use super::combat_mut;
use crate::abilities;
use crate::action::action_mut;
use crate::cards::HouseCardId;
use crate::event::Event;
use crate::house::House;
use crate::march::{enter, finish_march_turn};
use crate::state::{GameState, UnitCounts};
use crate::unit::UnitKind;

/// Combat clean-up, part one (§15.7 6.4–6.5): the winner moves in, orders go, cards are
/// discarded (Roose Bolton, Loras Tyrell and Arianne Martell change this step).
pub(super) fn finish_cards(state: &mut GameState, events: &mut Vec<Event>) {
    use crate::cards::HouseCardId::*;
    let c = combat(state).clone();
    let d = c.defender.expect("a combat between houses");
    let mut march_stays = false;
    if c.winner == Some(c.attacker) {
        if let Some(o) = state.area(c.area).order {
            if o.house != c.attacker {
                state.remove_order(c.area);
                events.push(Event::OrderRemoved {
                    house: o.house,
                    area: c.area,
                    token: o.token,
                });
            }
        }
        if abilities::ability(&c, 1) == Some(ArianneMartell) {
            // Arianne Martell: the attackers may not enter; they go back where they came from.
            if !c.attacking.is_empty() {
                events.push(Event::Retreated {
                    house: c.attacker,
                    from: c.area,
                    to: c.origin,
                    units: c.attacking.standing_list(),
                });
                let o = state.area_mut(c.origin);
                o.house = Some(c.attacker);
                for k in UnitKind::ALL {
                    o.units.add(k, c.attacking.standing(k));
                }
            }
        } else {
            enter(state, c.attacker, c.area, c.attacking, events);
            // Ser Loras Tyrell: the march order moves into the conquered area.
            march_stays =
                abilities::ability(&c, 0) == Some(SerLorasTyrell) && !c.attacking.is_empty();
        }
        combat_mut(state).attacking = UnitCounts::default();
    }
    if let Some(o) = state.remove_order(c.origin) {
        if march_stays {
            state.area_mut(c.area).order = Some(o);
            events.push(Event::OrderMoved {
                house: o.house,
                from: c.origin,
                to: c.area,
            });
        } else {
            events.push(Event::OrderRemoved {
                house: o.house,
                area: c.origin,
                token: o.token,
            });
        }
    }
    for (side, h) in [(0, c.attacker), (1, d)] {
        if let Some(card) = c.cards[side] {
            if state.house(h).hand == [card] {
                combat_mut(state).last_card_played[side] = true;
            }
            discard_card(state, h, card, events);
            // Roose Bolton: a loser takes its whole discard pile back, Roose included.
            if card == RooseBolton && c.winner != Some(h) {
                let hs = state.house_mut(h);
                let back = std::mem::take(&mut hs.discard);
                hs.hand.extend(back);
                hs.hand.sort();
                hs.hand.dedup();
                events.push(Event::HandRecycled { house: h });
            }
        }
    }
}

/// Combat clean-up, part two: no order stays in an area without units (FFG FAQ v2.0); the
/// march turn ends.
pub(super) fn end_combat(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    for id in state.board().ids() {
        let a = state.area(id);
        if a.order.is_some() && a.units.is_empty() {
            let o = state.remove_order(id).unwrap();
            events.push(Event::OrderRemoved {
                house: o.house,
                area: id,
                token: o.token,
            });
        }
    }
    action_mut(state).sub = None;
    finish_march_turn(state, c.attacker, events);
}

/// A played card goes to the discard pile; an empty hand takes back every other discard (§15.7 6.5).
pub fn discard_card(state: &mut GameState, h: House, card: HouseCardId, events: &mut Vec<Event>) {
    let last_returns = state.rules().last_card_returns;
    let hs = state.house_mut(h);
    hs.hand.retain(|c| *c != card);
    hs.discard.push(card);
    if hs.hand.is_empty() {
        // The last card played stays in the discard pile (2nd edition), or returns to the hand
        // with the other six (1st edition, agot1 §9.11).
        let keep = if last_returns { None } else { Some(card) };
        hs.hand = hs
            .discard
            .iter()
            .copied()
            .filter(|c| Some(*c) != keep)
            .collect();
        hs.hand.sort();
        hs.discard = keep.into_iter().collect();
        events.push(Event::HandRecycled { house: h });
    }
}
