//! House-card abilities (Appendix A of the rules; the timing tags of cards.toml).
//!
//! This module answers the questions combat asks at each moment of §15.4–§15.7: what a card adds
//! to strength, swords and fortifications, what a unit is worth under Kevan, Victarion or
//! Salladhor, whether a side is immune to casualties. The abilities that need a decision
//! (Tyrion, Aeron, Doran, Queen of Thorns, Mace, Renly, Cersei, Robb, Patchface) are asked for by
//! [`super::combat`]'s step machine, which asks this module whether each one applies; their
//! answers are taken here ([`answer`]), and the machine then runs on.

use super::board::AreaId;
use super::cards::HouseCardId::{self, *};
use super::combat::{ask, combat, combat_mut, discard_card, drive, sides_in_turn_order};
use super::event::Event;
use super::house::House;
use super::input::Side;
use super::orders::OrderKind;
use super::phase::{AbilityAnswer, Combat, CombatStage, Decision, Flow};
use super::rejection::Rejection;
use super::state::{GameState, Track};
use super::unit::UnitKind;

/// Side index: 0 attacker, 1 defender.
pub type SideIndex = usize;

pub fn card(c: &Combat, side: SideIndex) -> Option<HouseCardId> {
    if c.cards_revealed {
        c.cards[side]
    } else {
        None
    }
}

/// The card whose *text* applies for a side: the card played, or for a 1st-edition card the
/// 2nd-edition card with the same rule (`HouseCard::plays_as`); `None` when no text applies
/// (no card, or the opponent's 1st-edition Queen of Thorns cancels it, agot1 §10). Printed
/// numbers always come from [`card`].
pub fn ability(c: &Combat, side: SideIndex) -> Option<HouseCardId> {
    let k = card(c, side)?;
    if card(c, 1 - side) == Some(Agot1QueenOfThorns) {
        return None;
    }
    Some(k.card().plays_as)
}

pub fn house_of(c: &Combat, side: SideIndex) -> House {
    if side == 0 {
        c.attacker
    } else {
        c.defender.expect("a combat between houses")
    }
}

/// Whether a side receives any (accepted) support: Salladhor Saan and Asha Greyjoy ask this.
pub fn supported(c: &Combat, side: SideIndex) -> bool {
    let s = if side == 0 {
        Side::Attacker
    } else {
        Side::Defender
    };
    c.support.iter().any(|d| d.side == s && !d.refused)
}

/// The Blackfish: no casualties from swords, card abilities or Tides of Battle.
pub fn immune_to_casualties(_state: &GameState, c: &Combat, side: SideIndex) -> bool {
    ability(c, side) == Some(TheBlackfish)
}

fn castle(state: &GameState, c: &Combat) -> bool {
    state.info(c.area).has_castle_or_stronghold()
}

/// The card's strength: printed (0 against Balon Greyjoy) plus `STR` ability bonuses.
pub fn card_strength(state: &GameState, c: &Combat, side: SideIndex) -> i16 {
    // A side without a card (Tyrion Lannister cancelled its only one) still adds its Tides of
    // Battle card (§23, Appendix A Tyrion Lannister).
    let Some(k) = card(c, side) else {
        return c.tides[side].map(|t| t.strength()).unwrap_or(0);
    };
    let me = house_of(c, side);
    let opp = house_of(c, 1 - side);
    let mut s = if ability(c, 1 - side) == Some(BalonGreyjoy) {
        0
    } else {
        k.card().strength as i16
    };
    match ability(c, side).unwrap_or(k) {
        StannisBaratheon
            if state.tracks.position(Track::IronThrone, opp)
                < state.tracks.position(Track::IronThrone, me) =>
        {
            s += 1
        }
        SerDavosSeaworth if state.house(me).discard.contains(&StannisBaratheon) => s += 1,
        TheonGreyjoy if side == 1 && castle(state, c) => s += 1,
        _ => {}
    }
    s + c.tides[side].map(|t| t.strength()).unwrap_or(0)
}

/// Swords of the side: printed, ability bonuses and the Tides of Battle card.
pub fn swords(state: &GameState, c: &Combat, side: SideIndex) -> u8 {
    let Some(k) = card(c, side) else {
        return c.tides[side].map(|t| t.swords()).unwrap_or(0);
    };
    let me = house_of(c, side);
    let mut n = k.card().swords;
    match ability(c, side).unwrap_or(k) {
        SerDavosSeaworth if state.house(me).discard.contains(&StannisBaratheon) => n += 1,
        TheonGreyjoy if side == 1 && castle(state, c) => n += 1,
        AshaGreyjoy if !supported(c, side) => n += 2,
        NymeriaSand if side == 0 => n += 1,
        _ => {}
    }
    n + c.tides[side].map(|t| t.swords()).unwrap_or(0)
}

/// Fortifications of the side: printed, ability bonuses and the Tides of Battle card.
pub fn fortifications(_state: &GameState, c: &Combat, side: SideIndex) -> u8 {
    let mut n = card(c, side).map(|k| k.card().fortifications).unwrap_or(0);
    match ability(c, side) {
        Some(AshaGreyjoy) if !supported(c, side) => n += 1,
        Some(NymeriaSand) if side == 1 => n += 1,
        _ => {}
    }
    n + c.tides[side].map(|t| t.fortifications()).unwrap_or(0)
}

/// What one unit of `owner` adds to side `for_side` (attacking, defending or supporting),
/// with the card abilities that change unit values (§15.1; Kevan, Victarion, Salladhor).
pub fn unit_value(
    state: &GameState,
    c: &Combat,
    kind: UnitKind,
    owner: House,
    for_side: SideIndex,
) -> i16 {
    let base = super::combat::unit_strength(kind, for_side == 0, castle(state, c));
    if kind == UnitKind::Ship && owner != House::Baratheon {
        let salladhor = (0..2).any(|s| ability(c, s) == Some(SalladhorSaan) && supported(c, s));
        if salladhor {
            return 0;
        }
    }
    if for_side == 0 && owner == c.attacker {
        match (ability(c, 0), kind) {
            (Some(SerKevanLannister), UnitKind::Footman) => return 2,
            (Some(VictarionGreyjoy), UnitKind::Ship) => return 2,
            _ => {}
        }
    }
    base
}

/// 1st edition (agot1 §10): what the attacker's card adds to the units fighting in the
/// embattled area (not to supporting ones): Robb Stark's knights are worth 3, Vargo Hoat's
/// footmen 2, Victarion Greyjoy's ships 2. Routed units are worth nothing anyway.
pub fn attacking_units_bonus(c: &Combat) -> i16 {
    let (kind, extra) = match ability(c, 0) {
        Some(Agot1RobbStark) => (UnitKind::Knight, 1),
        Some(Agot1VargoHoat) => (UnitKind::Footman, 1),
        Some(Agot1VictarionGreyjoy) => (UnitKind::Ship, 1),
        _ => return 0,
    };
    c.attacking.standing(kind) as i16 * extra
}

/// The defender's Defense order value (Catelyn Stark doubles it).
pub fn defense_bonus(state: &GameState, c: &Combat) -> i16 {
    let Some(d) = c.defender else { return 0 };
    match state.area(c.area).order {
        Some(o) if o.house == d && o.token.kind() == OrderKind::Defense => {
            let v = o.token.modifier() as i16;
            if ability(c, 1) == Some(CatelynStark) {
                2 * v
            } else {
                v
            }
        }
        _ => 0,
    }
}

/// Queen of Thorns: the opponent's orders she may remove (adjacent to the battle, not the
/// march that started it).
pub fn queen_of_thorns_targets(state: &GameState, c: &Combat, side: SideIndex) -> Vec<AreaId> {
    let opp = house_of(c, 1 - side);
    state
        .info(c.area)
        .adjacent
        .iter()
        .copied()
        .filter(|a| *a != c.origin && matches!(state.area(*a).order, Some(o) if o.house == opp))
        .collect()
}

/// 1st-edition Asha Greyjoy: the Support and Consolidate Power orders (of any house, [DEC]) in
/// the land and sea areas next to the battle (agot1 §10).
pub fn asha_targets(state: &GameState, c: &Combat) -> Vec<AreaId> {
    state
        .info(c.area)
        .adjacent
        .iter()
        .copied()
        .filter(|a| {
            matches!(state.area(*a).order, Some(o) if matches!(o.token.kind(), OrderKind::Support | OrderKind::ConsolidatePower))
        })
        .collect()
}

/// Cersei Lannister: every order of the losing house on the board.
pub fn orders_of_house(state: &GameState, h: House) -> Vec<AreaId> {
    state
        .board()
        .ids()
        .filter(|a| matches!(state.area(*a).order, Some(o) if o.house == h))
        .collect()
}

/// Renly Baratheon: areas with a Baratheon footman that took part or supported his side.
pub fn renly_areas(state: &GameState, c: &Combat, side: SideIndex) -> Vec<AreaId> {
    let me = house_of(c, side);
    let s = if side == 0 {
        Side::Attacker
    } else {
        Side::Defender
    };
    let mut v = Vec::new();
    let fighting = if side == 0 {
        c.attacking.standing(UnitKind::Footman) > 0
    } else {
        state.area(c.area).house == Some(me)
            && state.area(c.area).units.count(UnitKind::Footman) > 0
    };
    if fighting {
        v.push(c.area);
    }
    // 1st edition (agot1 §10 [DEC]): only a footman that took part in the battle, not one
    // that supported it.
    let supporting_too = ability(c, side) != Some(Agot1RenlyBaratheon);
    for d in &c.support {
        if supporting_too
            && d.house == me
            && d.side == s
            && !d.refused
            && state.area(d.area).units.count(UnitKind::Footman) > 0
        {
            v.push(d.area);
        }
    }
    v
}

// The answers to the decisions the abilities ask for, and what they do to the battle.

/// The opponent's footmen in the battle: (standing, routed). Attackers are never routed.
pub(super) fn opponent_footmen(state: &GameState, c: &Combat, opp: usize) -> (u8, u8) {
    if opp == 0 {
        (c.attacking.standing(UnitKind::Footman), 0)
    } else {
        let a = state.area(c.area);
        if a.house == c.defender {
            (
                a.units.standing(UnitKind::Footman),
                a.units.routed[UnitKind::Footman.index()],
            )
        } else {
            (0, 0)
        }
    }
}

/// Mace Tyrell destroys one of the opponent's attacking or defending footmen.
pub(super) fn mace_kill(state: &mut GameState, opp: usize, routed: bool, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let victim = house_of(&c, opp);
    if opp == 0 {
        combat_mut(state).attacking.take(UnitKind::Footman, 1);
    } else {
        let a = state.area_mut(c.area);
        if routed {
            a.units.routed[UnitKind::Footman.index()] -= 1;
        } else {
            a.units.take(UnitKind::Footman, 1);
        }
        state.tidy_area(c.area);
    }
    events.push(Event::UnitsDestroyed {
        house: victim,
        area: c.area,
        units: vec![UnitKind::Footman],
        why: "Mace Tyrell".into(),
    });
}

pub(super) fn remove_order_by_card(
    state: &mut GameState,
    area: AreaId,
    by: House,
    events: &mut Vec<Event>,
) {
    if let Some(o) = state.remove_order(area) {
        events.push(Event::OrderRemoved {
            house: o.house,
            area,
            token: o.token,
        });
        let _ = by;
    }
}

/// Answers to the card abilities' decisions (inputs C-4*, C-8*, C-11, T-2).
pub fn answer(
    state: &mut GameState,
    h: House,
    answer: &AbilityAnswer,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    use super::cards::HouseCardId::*;
    let c = combat(state).clone();
    let CombatStage::Ability { house, decision } = c.stage.clone() else {
        return Err(Rejection::NotAwaited { house: h });
    };
    if house != h {
        return Err(Rejection::NotAwaited { house: h });
    }
    let side = c.side_of(h).expect("a combatant decides");
    let opp = 1 - side;
    let wrong_text = decision.describe();
    let wrong = || Rejection::WrongRequest {
        expected: wrong_text.into(),
    };
    match (decision.clone(), answer) {
        (Decision::TyrionCancel, AbilityAnswer::Yes(yes)) => {
            if *yes {
                let cancelled = c.cards[opp].expect("a card to cancel");
                let other = house_of(&c, opp);
                events.push(Event::HouseCardCancelled {
                    house: other,
                    card: cancelled,
                });
                let cm = combat_mut(state);
                cm.cancelled = Some(cancelled);
                let has_other = state.house(other).hand.iter().any(|k| *k != cancelled);
                if has_other {
                    ask(state, other, Decision::ChooseAgain, c.flow.clone());
                    // The replacement's own abilities resolve like any revealed card's.
                    combat_mut(state).cards[opp] = None;
                    return Ok(());
                }
                combat_mut(state).cards[opp] = None;
            }
        }
        (Decision::AeronSwap, AbilityAnswer::Card(card)) => {
            if let Some(new) = card {
                if *new == AeronDamphair || !state.house(h).hand.contains(new) {
                    return Err(Rejection::CardNotInHand { card: *new });
                }
                state.discard_power(h, 2);
                discard_card(state, h, AeronDamphair, events);
                combat_mut(state).cards[side] = Some(*new);
                events.push(Event::HouseCardReplaced {
                    house: h,
                    card: *new,
                });
                // The new card's immediate abilities resolve too: run this side's turn again.
                let order = sides_in_turn_order(state, &c);
                let idx = order.iter().position(|s| *s == side).unwrap() as u8;
                combat_mut(state).flow = Flow::Immediate(idx);
            }
        }
        (Decision::DoranTrack, AbilityAnswer::Track(track)) => {
            let other = house_of(&c, opp);
            super::wildlings::move_on_track(state, other, *track, usize::MAX);
            events.push(Event::TrackSet {
                track: *track,
                order: state.tracks.get(*track).clone(),
            });
        }
        (Decision::QueenOfThorns, AbilityAnswer::Area(Some(area))) => {
            if !queen_of_thorns_targets(state, &c, side).contains(area) {
                return Err(Rejection::NoSuchOrder { area: *area });
            }
            remove_order_by_card(state, *area, h, events);
        }
        (Decision::MaceFootman, AbilityAnswer::Yes(routed)) => {
            mace_kill(state, opp, *routed, events)
        }
        (Decision::TidesRedraw, AbilityAnswer::Yes(yes)) => {
            if *yes {
                state.blade_used = true;
                let cm = combat_mut(state);
                cm.tides[side] = cm.tides_deck.pop();
                events.push(Event::BladeUsed { house: h });
            }
        }
        (Decision::RenlyUpgrade, AbilityAnswer::Area(area)) => {
            if let Some(area) = area {
                if !renly_areas(state, &c, side).contains(area) {
                    return Err(Rejection::UnitsNotThere { area: *area });
                }
                if *area == c.area && side == 0 {
                    let cm = combat_mut(state);
                    cm.attacking.take(UnitKind::Footman, 1);
                    cm.attacking.add(UnitKind::Knight, 1);
                } else {
                    let u = &mut state.area_mut(*area).units;
                    if !u.take(UnitKind::Footman, 1) {
                        u.routed[UnitKind::Footman.index()] -= 1;
                        u.add_routed(UnitKind::Knight, 1);
                    } else {
                        u.add(UnitKind::Knight, 1);
                    }
                }
                events.push(Event::Upgraded {
                    house: h,
                    area: *area,
                });
            }
        }
        (Decision::CerseiRemove, AbilityAnswer::Area(area)) => {
            if let Some(area) = area {
                let loser = c.loser().expect("decided");
                if !orders_of_house(state, loser).contains(area) {
                    return Err(Rejection::NoSuchOrder { area: *area });
                }
                remove_order_by_card(state, *area, h, events);
            }
        }
        (Decision::LuwinTakeBack, AbilityAnswer::Card(card)) => {
            if let Some(card) = card {
                let hs = state.house_mut(h);
                let Some(i) = hs.discard.iter().position(|k| k == card) else {
                    return Err(Rejection::WrongRequest {
                        expected: "a card of your discard pile".into(),
                    });
                };
                hs.discard.remove(i);
                hs.hand.push(*card);
                hs.hand.sort();
                events.push(Event::HouseCardTakenBack {
                    house: h,
                    card: *card,
                });
            }
        }
        (Decision::AshaRemove, AbilityAnswer::Area(area)) => {
            if let Some(area) = area {
                if !asha_targets(state, &c).contains(area) {
                    return Err(Rejection::NoSuchOrder { area: *area });
                }
                remove_order_by_card(state, *area, h, events);
            }
        }
        (Decision::Patchface | Decision::MelisandreDiscard, AbilityAnswer::Card(card)) => {
            if let Some(card) = card {
                let other = house_of(&c, opp);
                if !state.house(other).hand.contains(card) {
                    return Err(Rejection::CardNotInHand { card: *card });
                }
                if decision == Decision::MelisandreDiscard {
                    // 1st edition: Melisandre's owner pays 1 Power for it (agot1 §10).
                    state.discard_power(h, 1);
                }
                events.push(Event::HouseCardDiscarded {
                    house: other,
                    card: *card,
                });
                discard_card(state, other, *card, events);
            }
        }
        _ => return Err(wrong()),
    }
    drive(state, events)
}
