//! The combat's step machine: the support stages and the choice of cards (`advance`), then from
//! the reveal of the house cards to the end (`drive`, §15.4–§15.7), stopping at every decision.

use super::casualties::casualties_or_ask;
use super::cleanup::{end_combat, finish_cards};
use super::retreats::retreats;
use super::strength::{final_strengths, winner_of};
use super::support::{
    after_support, declaration, sealed_supporters, support_areas, support_order, to_answer,
};
use super::{combat, combat_mut, in_combat};
use crate::abilities::{self, mace_kill, opponent_footmen, remove_order_by_card};
use crate::cards::HouseCardId;
use crate::event::Event;
use crate::house::House;
use crate::options::IfYouWin;
use crate::orders::OrderKind;
use crate::phase::{Combat, CombatStage, Decision, Flow};
use crate::rejection::Rejection;
use crate::state::{GameState, Track};
use crate::unit::UnitKind;
use std::collections::BTreeMap;

/// Moves the combat on as far as it goes without a decision.
pub fn advance(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    let Some(c) = in_combat(state).cloned() else {
        return false;
    };
    match c.stage.clone() {
        CombatStage::Support { next: 0 }
            if state.options.sealed_support && sealed_supporters(state, &c).len() >= 2 =>
        {
            combat_mut(state).stage = CombatStage::SealedSupport {
                sealed: BTreeMap::new(),
            };
            true
        }
        CombatStage::SealedSupport { sealed } => {
            let houses = sealed_supporters(state, &c);
            if !houses.iter().all(|h| sealed.contains_key(h)) {
                return false;
            }
            for h in houses {
                // Checked when sealed, and nothing changes the support areas meanwhile.
                let Ok((declared, mut revealed)) = declaration(state, &c, h, &sealed[&h]) else {
                    continue;
                };
                combat_mut(state).support.extend(declared);
                events.append(&mut revealed);
            }
            let c = combat(state).clone();
            let pending = to_answer(state, &c);
            if pending.is_empty() {
                after_support(state, events);
            } else {
                combat_mut(state).stage = CombatStage::RefuseSupport {
                    pending,
                    resume: None,
                };
            }
            true
        }
        CombatStage::Support { next } => {
            let order = support_order(state, &c);
            for (i, h) in order.iter().enumerate().skip(next) {
                if !support_areas(state, c.area, *h).is_empty() {
                    if i != next {
                        combat_mut(state).stage = CombatStage::Support { next: i };
                        return true;
                    }
                    return false;
                }
            }
            // Every support order has answered; offers not answered yet are answered now.
            let pending = to_answer(state, &c);
            if pending.is_empty() {
                after_support(state, events);
            } else {
                combat_mut(state).stage = CombatStage::RefuseSupport {
                    pending,
                    resume: None,
                };
            }
            true
        }
        CombatStage::RefuseSupport { pending, resume } => {
            if !pending.is_empty() {
                return false;
            }
            match resume {
                Some(next) => combat_mut(state).stage = CombatStage::Support { next },
                None => after_support(state, events),
            }
            true
        }
        CombatStage::Cards => {
            // A house with a single card in hand has no choice to make.
            let mut changed = false;
            for side in 0..2 {
                let house = if side == 0 {
                    Some(c.attacker)
                } else {
                    c.defender
                };
                if let (Some(h), None) = (house, c.cards[side]) {
                    if state.house(h).hand.len() == 1 {
                        let card = state.house(h).hand[0];
                        combat_mut(state).cards[side] = Some(card);
                        changed = true;
                    }
                }
            }
            let c = combat(state);
            if c.cards[0].is_some() && c.cards[1].is_some() {
                reveal(state, events);
                return true;
            }
            changed
        }
        _ => false,
    }
}

/// C-3: a sealed card, replaceable until the opponent's is in. After Tyrion Lannister cancelled
/// a card, the same input names the replacement (open, and not the cancelled card).
pub fn choose_card(
    state: &mut GameState,
    h: House,
    card: HouseCardId,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    if !state.house(h).hand.contains(&card) {
        return Err(Rejection::CardNotInHand { card });
    }
    let c = combat(state).clone();
    let side = c.side_of(h).ok_or(Rejection::NotAwaited { house: h })?;
    if let CombatStage::Ability {
        decision: Decision::ChooseAgain,
        ..
    } = c.stage
    {
        if Some(card) == c.cancelled {
            return Err(Rejection::CardCancelled { card });
        }
        combat_mut(state).cards[side] = Some(card);
        events.push(Event::HouseCardReplaced { house: h, card });
        return drive(state, events);
    }
    combat_mut(state).cards[side] = Some(card);
    events.push(Event::Submitted {
        house: h,
        what: "house card".into(),
    });
    Ok(())
}

fn reveal(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat_mut(state);
    c.cards_revealed = true;
    c.flow = Flow::Cancel(0);
    let (a, d) = (
        c.cards[0].expect("both cards"),
        c.cards[1].expect("both cards"),
    );
    let (att, def) = (c.attacker, c.defender.expect("a combat between houses"));
    events.push(Event::HouseCardsRevealed {
        attacker: (att, a),
        defender: (def, d),
    });
    drive(state, events).expect("the combat flow after the reveal needs no input");
}

/// The sides in Iron Throne order: abilities that happen at the same moment resolve in that
/// order (§15.4).
pub(crate) fn sides_in_turn_order(state: &GameState, c: &Combat) -> [usize; 2] {
    let d = c.defender.expect("a combat between houses");
    if state.tracks.position(Track::IronThrone, c.attacker)
        < state.tracks.position(Track::IronThrone, d)
    {
        [0, 1]
    } else {
        [1, 0]
    }
}

pub(crate) fn ask(state: &mut GameState, house: House, decision: Decision, next: Flow) {
    let c = combat_mut(state);
    c.stage = CombatStage::Ability { house, decision };
    c.flow = next;
}

/// Runs the combat from the reveal of the house cards to its end (§15.4–§15.7), stopping at
/// every decision. Each decision's input handler sets the next step and calls this again.
pub(crate) fn drive(state: &mut GameState, events: &mut Vec<Event>) -> Result<(), Rejection> {
    use crate::cards::HouseCardId::*;
    for _ in 0..100 {
        let c = combat(state).clone();
        let order = sides_in_turn_order(state, &c);
        match c.flow {
            Flow::Start => combat_mut(state).flow = Flow::Cancel(0),
            Flow::Cancel(i) => {
                if i >= 2 {
                    combat_mut(state).flow = Flow::Immediate(0);
                    continue;
                }
                let side = order[i as usize];
                combat_mut(state).flow = Flow::Cancel(i + 1);
                if abilities::ability(&c, side) == Some(TyrionLannister)
                    && c.cards[1 - side].is_some()
                {
                    ask(
                        state,
                        abilities::house_of(&c, side),
                        Decision::TyrionCancel,
                        Flow::Cancel(i + 1),
                    );
                    return Ok(());
                }
            }
            Flow::Immediate(i) => {
                if i >= 2 {
                    combat_mut(state).flow = Flow::Tides;
                    continue;
                }
                let side = order[i as usize];
                let me = abilities::house_of(&c, side);
                let opp = 1 - side;
                combat_mut(state).flow = Flow::Immediate(i + 1);
                match abilities::ability(&c, side) {
                    Some(AeronDamphair) => {
                        let others = state.house(me).hand.iter().any(|k| *k != AeronDamphair);
                        if state.house(me).power >= 2 && others {
                            ask(state, me, Decision::AeronSwap, Flow::Immediate(i + 1));
                            return Ok(());
                        }
                    }
                    Some(DoranMartell) => {
                        ask(state, me, Decision::DoranTrack, Flow::Immediate(i + 1));
                        return Ok(());
                    }
                    Some(QueenOfThorns) => {
                        let targets = abilities::queen_of_thorns_targets(state, &c, side);
                        match targets.as_slice() {
                            [] => {}
                            [one] => remove_order_by_card(state, *one, me, events),
                            _ => {
                                ask(state, me, Decision::QueenOfThorns, Flow::Immediate(i + 1));
                                return Ok(());
                            }
                        }
                    }
                    Some(Agot1BrienneOfTarth) => {
                        // 1st edition (agot1 §10): discard the opponent's Defense order in the
                        // embattled area at once.
                        let d = abilities::house_of(&c, opp);
                        if matches!(state.area(c.area).order, Some(o) if o.house == d && o.token.kind() == OrderKind::Defense)
                        {
                            remove_order_by_card(state, c.area, me, events);
                        }
                    }
                    Some(MaceTyrell) if !abilities::immune_to_casualties(state, &c, opp) => {
                        let (standing, routed) = opponent_footmen(state, &c, opp);
                        if standing > 0 && routed > 0 {
                            ask(state, me, Decision::MaceFootman, Flow::Immediate(i + 1));
                            return Ok(());
                        }
                        if standing + routed > 0 {
                            mace_kill(state, opp, routed > 0 && standing == 0, events);
                        }
                    }
                    _ => {}
                }
            }
            Flow::Tides => {
                combat_mut(state).flow = Flow::Blade;
                if state.options.tides_of_battle {
                    let cm = combat_mut(state);
                    for side in 0..2 {
                        cm.tides[side] = cm.tides_deck.pop();
                    }
                    let holder = state.blade_holder();
                    if !state.blade_used && c.side_of(holder).is_some() {
                        ask(state, holder, Decision::TidesRedraw, Flow::Blade);
                        return Ok(());
                    }
                }
            }
            Flow::Blade => {
                combat_mut(state).flow = Flow::Resolve;
                if let (Some(a), Some(d)) = (c.tides[0], c.tides[1]) {
                    if !c.tides_revealed {
                        combat_mut(state).tides_revealed = true;
                        events.push(Event::TidesOfBattleRevealed {
                            attacker: a,
                            defender: d,
                        });
                    }
                }
                // The Blade is asked for only when its +1 could change the result (§15.5 [DESIGN]).
                let c = combat(state).clone();
                let holder = state.blade_holder();
                if !state.blade_used && c.side_of(holder).is_some() {
                    let without = winner_of(state, &c, final_strengths(state, &c, None));
                    let with = winner_of(state, &c, final_strengths(state, &c, Some(holder)));
                    if without != with {
                        combat_mut(state).stage = CombatStage::Blade;
                        return Ok(());
                    }
                }
            }
            Flow::Resolve => {
                resolve(state, events);
                // "If you win" effects: at once (2nd edition §15.4), or after casualties and
                // retreat (1st edition, agot1 §9.5 [DEC] step 4).
                combat_mut(state).flow = match state.if_you_win() {
                    IfYouWin::BeforeCasualties => Flow::AfterWinner(0),
                    IfYouWin::AfterRetreat => Flow::Casualties,
                };
            }
            Flow::AfterWinner(i) => {
                if i >= 2 {
                    combat_mut(state).flow = match state.if_you_win() {
                        IfYouWin::BeforeCasualties => Flow::Casualties,
                        IfYouWin::AfterRetreat => Flow::Finish,
                    };
                    continue;
                }
                let side = order[i as usize];
                let me = abilities::house_of(&c, side);
                combat_mut(state).flow = Flow::AfterWinner(i + 1);
                if c.winner != Some(me) {
                    continue;
                }
                match abilities::ability(&c, side) {
                    Some(TywinLannister) => {
                        let gained = state.gain_power(me, 2);
                        events.push(Event::PowerGained {
                            house: me,
                            amount: gained,
                            area: None,
                        });
                    }
                    Some(RenlyBaratheon | Agot1RenlyBaratheon) => {
                        // Renly Baratheon (Appendix A, "if a knight is available"; §2.3): the
                        // attacking knights are off the board during the combat but not in reserve.
                        let attacking_knights = if side == 0 {
                            c.attacking.count(UnitKind::Knight)
                        } else {
                            0
                        };
                        if state.reserve(me, UnitKind::Knight) > attacking_knights
                            && !abilities::renly_areas(state, &c, side).is_empty()
                        {
                            ask(state, me, Decision::RenlyUpgrade, Flow::AfterWinner(i + 1));
                            return Ok(());
                        }
                    }
                    Some(Agot1MaesterLuwin) if !state.house(me).discard.is_empty() => {
                        ask(state, me, Decision::LuwinTakeBack, Flow::AfterWinner(i + 1));
                        return Ok(());
                    }
                    Some(Agot1AshaGreyjoy) if !abilities::asha_targets(state, &c).is_empty() => {
                        ask(state, me, Decision::AshaRemove, Flow::AfterWinner(i + 1));
                        return Ok(());
                    }
                    Some(CerseiLannister) => {
                        let loser = c.loser().expect("decided");
                        if !abilities::orders_of_house(state, loser).is_empty() {
                            ask(state, me, Decision::CerseiRemove, Flow::AfterWinner(i + 1));
                            return Ok(());
                        }
                    }
                    _ => {}
                }
            }
            Flow::Casualties => {
                combat_mut(state).flow = Flow::Skulls(0);
                let loser = c.loser().expect("decided");
                let (w, l) = (
                    c.side_of(c.winner.unwrap()).unwrap(),
                    c.side_of(loser).unwrap(),
                );
                let count = if abilities::immune_to_casualties(state, &c, l) {
                    0
                } else {
                    abilities::swords(state, &c, w)
                        .saturating_sub(abilities::fortifications(state, &c, l))
                };
                if casualties_or_ask(
                    state,
                    loser,
                    count,
                    CombatStage::Casualties { count },
                    events,
                ) {
                    return Ok(());
                }
            }
            Flow::Skulls(i) => {
                if i >= 2 {
                    combat_mut(state).flow = Flow::Retreat;
                    continue;
                }
                let side = order[i as usize];
                combat_mut(state).flow = Flow::Skulls(i + 1);
                // A skull on a side's Tides card costs the *opponent* a unit (§23).
                let skulls = c.tides[side].map(|t| t.skulls()).unwrap_or(0);
                let victim = abilities::house_of(&c, 1 - side);
                if skulls > 0 && !abilities::immune_to_casualties(state, &c, 1 - side) {
                    let stage = CombatStage::Ability {
                        house: victim,
                        decision: Decision::SkullCasualties { count: skulls },
                    };
                    if casualties_or_ask(state, victim, skulls, stage, events) {
                        return Ok(());
                    }
                }
            }
            Flow::Retreat => {
                combat_mut(state).flow = match state.if_you_win() {
                    IfYouWin::BeforeCasualties => Flow::Finish,
                    IfYouWin::AfterRetreat => Flow::AfterWinner(0),
                };
                if retreats(state, events) {
                    return Ok(());
                }
            }
            Flow::Finish => {
                combat_mut(state).flow = Flow::Post(0);
                finish_cards(state, events);
            }
            Flow::Post(i) => {
                if i >= 2 {
                    end_combat(state, events);
                    return Ok(());
                }
                let side = order[i as usize];
                let me = abilities::house_of(&c, side);
                combat_mut(state).flow = Flow::Post(i + 1);
                let opp = abilities::house_of(&c, 1 - side);
                // The loser's hand taken back after its last card is not "in hand" for her:
                // the FAQ (seed 004 p. 18) has her ability wasted then.
                let melisandre = abilities::ability(&c, side) == Some(Agot1MelisandreOfAsshai)
                    && c.winner == Some(me)
                    && state.house(me).power >= 1
                    && !c.last_card_played[1 - side];
                if melisandre && !state.house(opp).hand.is_empty() {
                    ask(state, me, Decision::MelisandreDiscard, Flow::Post(i + 1));
                    return Ok(());
                }
                if abilities::ability(&c, side) == Some(Patchface)
                    && !state.house(opp).hand.is_empty()
                {
                    ask(state, me, Decision::Patchface, Flow::Post(i + 1));
                    return Ok(());
                }
            }
        }
    }
    panic!("the combat flow did not settle");
}

/// C-5 (and T-2, the Tides redraw).
pub fn blade(
    state: &mut GameState,
    h: House,
    use_blade: bool,
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    if use_blade {
        state.blade_used = true;
        combat_mut(state).blade_used_by = Some(h);
        events.push(Event::BladeUsed { house: h });
    }
    drive(state, events)
}

fn resolve(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let s = final_strengths(state, &c, c.blade_used_by);
    let winner = winner_of(state, &c, s);
    let defender = c.defender.expect("a combat between houses");
    let loser = if winner == c.attacker {
        defender
    } else {
        c.attacker
    };
    events.push(Event::CombatResolved {
        winner,
        loser,
        area: c.area,
        attacker_strength: s[0],
        defender_strength: s[1],
    });
    let cm = combat_mut(state);
    cm.winner = Some(winner);
    cm.strengths = s;
}
