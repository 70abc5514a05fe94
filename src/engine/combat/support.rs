//! The support step (§15.2): who may support, in what order they declare (sealed or one by
//! one), and the combatants' answers to the offers.

use super::neutral::resolve_neutral;
use super::{combat, combat_mut};
use crate::board::{AreaId, AreaKind};
use crate::event::Event;
use crate::house::House;
use crate::input::{Side, SupportChoice};
use crate::options::SupportAnswers;
use crate::orders::OrderKind;
use crate::phase::{Combat, CombatStage, Declared};
use crate::rejection::Rejection;
use crate::ruleset::SupportDeclaration;
use crate::state::GameState;

/// Support orders of `h` that may support the combat in `battle` (§15.2, §16.3).
pub fn support_areas(state: &GameState, battle: AreaId, h: House) -> Vec<AreaId> {
    let battle_kind = state.info(battle).kind;
    state
        .info(battle)
        .adjacent
        .iter()
        .copied()
        .filter(|s| {
            let a = state.area(*s);
            let ok_kind = match (battle_kind, state.info(s).kind) {
                (AreaKind::Land, AreaKind::Port) => false,
                (AreaKind::Land, _) => true,
                (_, AreaKind::Land) => false,
                _ => true,
            };
            ok_kind
                && matches!(a.order, Some(o) if o.house == h && o.token.kind() == OrderKind::Support)
                && a.house == Some(h)
                && !a.units.is_empty()
        })
        .collect()
}

/// The order in which support orders answer, by the ruleset's [`SupportDeclaration`]: turn
/// order (2nd edition), or the attacker, the defender, then the others in turn order (1st
/// edition). Against a neutral force the marching house is always first, since only its own
/// support decides whether it tries (inputs M-1n [DESIGN]).
pub fn support_order(state: &GameState, c: &Combat) -> Vec<House> {
    let mut order = state.turn_order().to_vec();
    let first = match (state.rules().support_declaration, c.defender) {
        (_, None) => vec![c.attacker],
        (SupportDeclaration::TurnOrder, Some(_)) => return order,
        (SupportDeclaration::CombatantsFirst, Some(d)) => vec![c.attacker, d],
    };
    order.retain(|h| !first.contains(h));
    order.splice(0..0, first);
    order
}

/// The combatants with offers of support from other houses that they have not answered yet
/// (none when every offer is accepted without asking).
pub(super) fn to_answer(state: &GameState, c: &Combat) -> Vec<House> {
    // The 1st edition has no refusing of support (agot1 §9.4 [DEC]: accept all offered).
    if state.options.auto_accept_support || !state.rules().support_refusable {
        return vec![];
    }
    [Some(c.attacker), c.defender]
        .into_iter()
        .flatten()
        .filter(|h| {
            let side = if *h == c.attacker {
                Side::Attacker
            } else {
                Side::Defender
            };
            c.support
                .iter()
                .any(|s| s.side == side && s.house != *h && !s.answered)
        })
        .collect()
}

pub(super) fn after_support(state: &mut GameState, events: &mut Vec<Event>) {
    if combat(state).defender.is_none() {
        resolve_neutral(state, events);
    } else {
        // The official FAQ reshuffles all 24 Tides of Battle cards before every combat's cards.
        if state.options.tides_of_battle {
            let deck = crate::tides::shuffled_deck(&mut state.rng);
            combat_mut(state).tides_deck = deck;
        }
        combat_mut(state).stage = CombatStage::Cards;
    }
}

/// The houses that declare support at once in a combat with sealed support declarations (the
/// game option `sealed_support`, issue 25): every house with a support order next to it, in
/// [`support_order`]. Only in combats between houses: against a neutral force the marching
/// house's own support decides whether it tries, so it declares first as before.
pub fn sealed_supporters(state: &GameState, c: &Combat) -> Vec<House> {
    if c.defender.is_none() {
        return Vec::new();
    }
    support_order(state, c)
        .into_iter()
        .filter(|h| !support_areas(state, c.area, *h).is_empty())
        .collect()
}

/// C-1 / M-1n.
pub fn declare_support(
    state: &mut GameState,
    h: House,
    choices: &[SupportChoice],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let c = combat(state).clone();
    if let CombatStage::SealedSupport { mut sealed } = c.stage.clone() {
        // Checked now, revealed with the others' (see `advance`).
        declaration(state, &c, h, choices)?;
        sealed.insert(h, choices.to_vec());
        combat_mut(state).stage = CombatStage::SealedSupport { sealed };
        return Ok(());
    }
    let CombatStage::Support { next } = c.stage else {
        return Err(Rejection::NotAwaited { house: h });
    };
    let (declared, mut declared_events) = declaration(state, &c, h, choices)?;
    events.append(&mut declared_events);
    let cm = combat_mut(state);
    cm.support.extend(declared);
    cm.stage = CombatStage::Support { next: next + 1 };
    // Each combatant offered support answers at once (§15.2 [DESIGN]), so that the houses
    // declaring after it know whether their support would be taken.
    if state.options.support_answers == SupportAnswers::EachOffer {
        let pending = to_answer(state, combat(state));
        if !pending.is_empty() {
            combat_mut(state).stage = CombatStage::RefuseSupport {
                pending,
                resume: Some(next + 1),
            };
        }
    }
    Ok(())
}

/// Checks `h`'s support choices and returns what they declare, with their events.
pub(super) fn declaration(
    state: &GameState,
    c: &Combat,
    h: House,
    choices: &[SupportChoice],
) -> Result<(Vec<Declared>, Vec<Event>), Rejection> {
    let mut events = Vec::new();
    let eligible = support_areas(state, c.area, h);
    for ch in choices {
        if !eligible.contains(&ch.area) {
            return Err(Rejection::SupportNotEligible { area: ch.area });
        }
    }
    let mut declared = Vec::new();
    for area in &eligible {
        let ch = choices
            .iter()
            .find(|ch| ch.area == *area)
            .ok_or(Rejection::MissingSupportChoice { area: *area })?;
        if let Some(side) = ch.side {
            let against_self = (h == c.attacker && side == Side::Defender)
                || (Some(h) == c.defender && side == Side::Attacker);
            if against_self && !state.may_support_against_self() {
                return Err(Rejection::SupportAgainstOwnUnits { area: *area });
            }
            if c.defender.is_none() && side == Side::Defender {
                return Err(Rejection::SupportNotEligible { area: *area });
            }
            declared.push(Declared {
                area: *area,
                house: h,
                side,
                refused: false,
                answered: false,
            });
        }
        events.push(Event::SupportDeclared {
            house: h,
            area: *area,
            side: ch.side,
        });
    }
    Ok((declared, events))
}

/// C-1r.
pub fn refuse_support(
    state: &mut GameState,
    h: House,
    refuse: &[AreaId],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let c = combat_mut(state);
    let side = if h == c.attacker {
        Side::Attacker
    } else {
        Side::Defender
    };
    for area in refuse {
        if !c
            .support
            .iter()
            .any(|s| s.area == *area && s.side == side && s.house != h && !s.answered)
        {
            return Err(Rejection::NotOffered { area: *area });
        }
    }
    for s in c.support.iter_mut() {
        if s.side != side || s.house == h || s.answered {
            continue;
        }
        s.answered = true;
        if refuse.contains(&s.area) {
            s.refused = true;
            events.push(Event::SupportRefused {
                house: h,
                area: s.area,
            });
        }
    }
    if let CombatStage::RefuseSupport { pending, .. } = &mut c.stage {
        pending.retain(|p| *p != h);
    }
    Ok(())
}
