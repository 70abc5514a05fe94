//! Combat (§15): support, strength, house cards, the Blade, casualties, retreats, clean-up.
//! Also the attack on a neutral force (§13.2), which shares the support step.

use super::abilities;
use super::action::action_mut;
use super::board::{AreaId, AreaKind};
use super::cards::HouseCardId;
use super::event::Event;
use super::house::House;
use super::input::{Side, SupportChoice};
use super::march::{enter, finish_march_turn, transport_mask};
use super::options::{IfYouWin, SupportAnswers};
use super::orders::OrderKind;
use super::phase::{AbilityAnswer, Combat, CombatStage, Decision, Declared, Flow, Step, Sub};
use super::rejection::Rejection;
use super::ruleset::SupportDeclaration;
use super::state::{GameState, Track, UnitCounts};
use super::unit::UnitKind;
use std::collections::BTreeMap;

fn combat(state: &GameState) -> &Combat {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => c,
            _ => panic!("no combat in progress"),
        },
        _ => panic!("no combat in progress"),
    }
}

fn combat_mut(state: &mut GameState) -> &mut Combat {
    match &mut action_mut(state).sub {
        Some(Sub::Combat(c)) => c,
        _ => panic!("no combat in progress"),
    }
}

fn in_combat(state: &GameState) -> Option<&Combat> {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => Some(c),
            _ => None,
        },
        _ => None,
    }
}

/// Strength of one unit (§15.1). Siege engines count only when attacking (or supporting an
/// attack on) a castle or stronghold.
pub fn unit_strength(kind: UnitKind, for_attacker: bool, castle: bool) -> i16 {
    match kind {
        UnitKind::Footman | UnitKind::Ship => 1,
        UnitKind::Knight => 2,
        UnitKind::SiegeEngine => {
            if for_attacker && castle {
                4
            } else {
                0
            }
        }
    }
}

/// Standing units' strength; routed units add nothing (§15.8).
pub fn units_strength(units: &UnitCounts, for_attacker: bool, castle: bool) -> i16 {
    UnitKind::ALL
        .iter()
        .map(|k| units.standing(*k) as i16 * unit_strength(*k, for_attacker, castle))
        .sum()
}

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

/// What one support order adds to a side, the Support +1 bonus included.
pub fn support_strength(state: &GameState, c: &Combat, area: AreaId, side: Side) -> i16 {
    let a = state.area(area);
    let s = if side == Side::Attacker { 0 } else { 1 };
    let owner = a.house.expect("a support order has units");
    let bonus = a.order.map(|o| o.token.modifier() as i16).unwrap_or(0);
    let units: i16 = UnitKind::ALL
        .iter()
        .map(|k| {
            // 1st edition (agot1 §10 [DEC]): ships supporting the opponent of Salladhor Saan's
            // owner add nothing (a Support +1 still adds its +1).
            if *k == UnitKind::Ship
                && abilities::ability(c, 1 - s)
                    == Some(super::cards::HouseCardId::Agot1SalladhorSaan)
            {
                return 0;
            }
            // 1st-edition Rains of Autumn (agot1 §5.4): supporting footmen add nothing.
            if *k == UnitKind::Footman && state.restrictions.footmen_support_zero {
                return 0;
            }
            a.units.standing(*k) as i16 * abilities::unit_value(state, c, *k, owner, s)
        })
        .sum();
    units + bonus
}

/// Combat strength from units, orders, garrison and support (§15.3). Before the cards are
/// revealed this is the announced initial strength; after, card abilities that change unit or
/// order values are included (the recalculation of §15.6).
pub fn initial_strengths(state: &GameState, c: &Combat) -> [i16; 2] {
    let value = |units: &UnitCounts, owner: House, side: usize| -> i16 {
        UnitKind::ALL
            .iter()
            .map(|k| units.standing(*k) as i16 * abilities::unit_value(state, c, *k, owner, side))
            .sum()
    };
    let mut att = value(&c.attacking, c.attacker, 0)
        + abilities::attacking_units_bonus(c)
        + c.march.modifier() as i16;
    let mut def = 0;
    if let Some(d) = c.defender {
        let a = state.area(c.area);
        if a.house == Some(d) {
            def += value(&a.units, d, 1);
        }
        def += abilities::defense_bonus(state, c);
        if state.info(c.area).home_of == Some(d) {
            def += a.garrison as i16;
        }
    }
    // Support needs its order: one removed since it was declared (Queen of Thorns) gives nothing.
    let still_ordered = |d: &&Declared| matches!(state.area(d.area).order, Some(o) if o.house == d.house && o.token.kind() == OrderKind::Support);
    for s in c
        .support
        .iter()
        .filter(|s| !s.refused)
        .filter(still_ordered)
    {
        let v = support_strength(state, c, s.area, s.side);
        match s.side {
            Side::Attacker => att += v,
            Side::Defender => def += v,
        }
    }
    [att, def]
}

/// Final strengths (§15.6): the above, cards with their abilities, Tides of Battle, the Blade.
pub fn final_strengths(state: &GameState, c: &Combat, blade_for: Option<House>) -> [i16; 2] {
    let mut s = initial_strengths(state, c);
    for (side, v) in s.iter_mut().enumerate() {
        *v += abilities::card_strength(state, c, side);
    }
    if let Some(h) = blade_for {
        if let Some(side) = c.side_of(h) {
            s[side] += 1;
        }
    }
    s
}

/// The winner (§15.7 6.1): higher strength, ties to the higher house on the Fiefdoms track.
pub fn winner_of(state: &GameState, c: &Combat, s: [i16; 2]) -> House {
    let d = c.defender.expect("a combat between houses");
    if state.rules().last_unit_lost_loses {
        // Only a card ability can have taken a side's last unit before the result.
        let area = state.area(c.area);
        let defending = area.house == Some(d) && !area.units.is_empty();
        match (c.attacking.is_empty(), defending) {
            (false, false) => return c.attacker,
            (true, true) => return d,
            _ => {}
        }
    }
    if s[0] != s[1] {
        return if s[0] > s[1] { c.attacker } else { d };
    }
    if state.tracks.position(Track::Fiefdoms, c.attacker)
        < state.tracks.position(Track::Fiefdoms, d)
    {
        c.attacker
    } else {
        d
    }
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

/// The combatants with offers of support from other houses that they have not answered yet
/// (none when every offer is accepted without asking).
fn to_answer(state: &GameState, c: &Combat) -> Vec<House> {
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

fn after_support(state: &mut GameState, events: &mut Vec<Event>) {
    if combat(state).defender.is_none() {
        resolve_neutral(state, events);
    } else {
        // The official FAQ reshuffles all 24 Tides of Battle cards before every combat's cards.
        if state.options.tides_of_battle {
            let deck = super::tides::shuffled_deck(&mut state.rng);
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
fn declaration(
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
fn sides_in_turn_order(state: &GameState, c: &Combat) -> [usize; 2] {
    let d = c.defender.expect("a combat between houses");
    if state.tracks.position(Track::IronThrone, c.attacker)
        < state.tracks.position(Track::IronThrone, d)
    {
        [0, 1]
    } else {
        [1, 0]
    }
}

fn ask(state: &mut GameState, house: House, decision: Decision, next: Flow) {
    let c = combat_mut(state);
    c.stage = CombatStage::Ability { house, decision };
    c.flow = next;
}

/// Runs the combat from the reveal of the house cards to its end (§15.4–§15.7), stopping at
/// every decision. Each decision's input handler sets the next step and calls this again.
fn drive(state: &mut GameState, events: &mut Vec<Event>) -> Result<(), Rejection> {
    use super::cards::HouseCardId::*;
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

/// The opponent's footmen in the battle: (standing, routed). Attackers are never routed.
fn opponent_footmen(state: &GameState, c: &Combat, opp: usize) -> (u8, u8) {
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
fn mace_kill(state: &mut GameState, opp: usize, routed: bool, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let victim = abilities::house_of(&c, opp);
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

fn remove_order_by_card(state: &mut GameState, area: AreaId, by: House, events: &mut Vec<Event>) {
    if let Some(o) = state.remove_order(area) {
        events.push(Event::OrderRemoved {
            house: o.house,
            area,
            token: o.token,
        });
        let _ = by;
    }
}

/// Takes `count` casualties from `house`'s standing units in the battle when there is no choice
/// (returns false), or asks with `stage` (returns true).
fn casualties_or_ask(
    state: &mut GameState,
    house: House,
    count: u8,
    stage: CombatStage,
    events: &mut Vec<Event>,
) -> bool {
    let c = combat(state).clone();
    let pool = casualty_pool(state, &c, house);
    let kinds = UnitKind::ALL
        .iter()
        .filter(|k| pool.standing(**k) > 0)
        .count();
    if count == 0 || pool.is_empty() {
        return false;
    }
    if count >= pool.total() || kinds == 1 {
        let kind = UnitKind::ALL
            .into_iter()
            .find(|k| pool.standing(*k) > 0)
            .unwrap();
        let units = if count >= pool.total() {
            pool.standing_list()
        } else {
            vec![kind; count as usize]
        };
        take_casualties(state, house, &units, events);
        return false;
    }
    combat_mut(state).stage = stage;
    true
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

/// The loser's units that can be chosen as casualties: standing ones in the battle (§15.7 6.2).
fn casualty_pool(state: &GameState, c: &Combat, loser: House) -> UnitCounts {
    let mut pool = UnitCounts::default();
    if loser == c.attacker {
        pool.standing = c.attacking.standing;
    } else if state.area(c.area).house == Some(loser) {
        pool.standing = state.area(c.area).units.standing;
    }
    pool
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

fn take_casualties(
    state: &mut GameState,
    loser: House,
    units: &[UnitKind],
    events: &mut Vec<Event>,
) {
    let c = combat(state).clone();
    for &k in units {
        if loser == c.attacker {
            combat_mut(state).attacking.take(k, 1);
        } else {
            state.area_mut(c.area).units.take(k, 1);
        }
    }
    state.tidy_area(c.area);
    events.push(Event::UnitsDestroyed {
        house: loser,
        area: c.area,
        units: units.to_vec(),
        why: "casualties".into(),
    });
}

/// C-7 and C-7s.
pub fn casualties(
    state: &mut GameState,
    h: House,
    units: &[UnitKind],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let c = combat(state).clone();
    let count = match c.stage {
        CombatStage::Casualties { count } => count,
        CombatStage::Ability {
            decision: Decision::SkullCasualties { count },
            ..
        } => count,
        _ => return Err(Rejection::NotAwaited { house: h }),
    };
    if units.len() != count as usize {
        return Err(Rejection::WrongCasualties {
            expected: count,
            reason: format!("you named {}", units.len()),
        });
    }
    let pool = casualty_pool(state, &c, h);
    for k in UnitKind::ALL {
        let n = units.iter().filter(|u| **u == k).count() as u8;
        if n > pool.standing(k) {
            return Err(Rejection::WrongCasualties {
                expected: count,
                reason: format!(
                    "you have not that many standing {}s in the battle",
                    k.key().replace('_', " ")
                ),
            });
        }
    }
    take_casualties(state, h, units, events);
    drive(state, events)
}

/// Legal retreat areas (§15.8) for `h`'s `retreating` units, with the units each would cost; only
/// the areas with the fewest losses, none at all when every unit would be lost. `in_battle`: the
/// units stand in the battle area (a defender); else they are the attackers, off the board.
/// `allow_origin`: the attackers' origin counts too (Robb Stark played by a winning defender).
pub fn retreat_options(
    state: &GameState,
    c: &Combat,
    h: House,
    retreating: &UnitCounts,
) -> Vec<(AreaId, u8)> {
    retreat_options_for(state, c, h, retreating, true, false)
}

fn retreat_options_for(
    state: &GameState,
    c: &Combat,
    h: House,
    retreating: &UnitCounts,
    in_battle: bool,
    allow_origin: bool,
) -> Vec<(AreaId, u8)> {
    let battle = c.area;
    let n = retreating.total();
    let land = state.info(battle).kind == AreaKind::Land;
    let transport = if land {
        transport_mask(state, h, battle)
    } else {
        0
    };
    let mut options = Vec::new();
    for x in state.board().ids() {
        if x == battle || (x == c.origin && !allow_origin) {
            continue;
        }
        let info = state.info(x);
        let reachable = state.board().adjacent(battle, x)
            || (land && transport & (1 << x.index()) != 0)
            || x == c.origin;
        if !reachable {
            continue;
        }
        let kind_ok = match (land, info.kind) {
            (true, AreaKind::Land) => true,
            (false, AreaKind::Sea) => true,
            (false, AreaKind::Port) => {
                info.port_sea == Some(battle) && state.port_owner(x) == Some(h)
            }
            _ => false,
        };
        let a = state.area(x);
        if !kind_ok || a.neutral.is_some() {
            continue;
        }
        let enemy_units = matches!(a.house, Some(o) if o != h) && !a.units.is_empty();
        let friendly_or_empty = state.controller(x).is_none_or(|o| o == h);
        if enemy_units || !friendly_or_empty {
            continue;
        }
        let existing = if a.house == Some(h) {
            a.units.total()
        } else {
            0
        };
        let loss = (0..=n)
            .find(|k| {
                let arriving = n - k;
                let port_ok = info.kind != AreaKind::Port || existing + arriving <= 3;
                let mut delta = vec![(x, arriving as i8)];
                if in_battle {
                    delta.push((battle, -(n as i8)));
                }
                port_ok && state.supply_ok_with(h, &delta)
            })
            .unwrap_or(n);
        if loss < n {
            options.push((x, loss));
        }
    }
    let best = options.iter().map(|o| o.1).min();
    options.retain(|o| Some(o.1) == best);
    options
}

/// Units of the defeated defender that retreat: routed units and siege engines cannot retreat
/// and are destroyed first.
fn prepare_defender_retreat(
    state: &mut GameState,
    c: &Combat,
    d: House,
    events: &mut Vec<Event>,
) -> UnitCounts {
    let a = state.area_mut(c.area);
    if a.house != Some(d) {
        return UnitCounts::default();
    }
    let mut lost = Vec::new();
    for k in UnitKind::ALL {
        for _ in 0..a.units.routed[k.index()] {
            lost.push(k);
        }
    }
    a.units.routed = [0; 4];
    for _ in 0..a.units.standing(UnitKind::SiegeEngine) {
        lost.push(UnitKind::SiegeEngine);
    }
    a.units.standing[UnitKind::SiegeEngine.index()] = 0;
    let rest = a.units;
    if !lost.is_empty() {
        events.push(Event::UnitsDestroyed {
            house: d,
            area: c.area,
            units: lost,
            why: "cannot retreat".into(),
        });
    }
    state.tidy_area(c.area);
    rest
}

/// The retreat step (§15.8). Returns true when a retreat decision is awaited.
fn retreats(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    use super::cards::HouseCardId::*;
    let c = combat(state).clone();
    let d = c.defender.expect("a combat between houses");
    if c.winner == Some(c.attacker) {
        // The defender lost: its garrison is gone for good, its units retreat.
        let a = state.area_mut(c.area);
        if a.garrison > 0 {
            a.garrison = 0;
            events.push(Event::GarrisonDestroyed {
                house: d,
                area: c.area,
            });
        }
        let retreating = prepare_defender_retreat(state, &c, d, events);
        if retreating.is_empty() {
            return false;
        }
        let options = retreat_options(state, &c, d, &retreating);
        let kinds = UnitKind::ALL
            .iter()
            .filter(|k| retreating.standing(**k) > 0)
            .count();
        // Robb Stark: the winner chooses the area (inputs C-8c).
        let chooser = if abilities::ability(&c, 0) == Some(RobbStark) {
            c.attacker
        } else {
            d
        };
        match options.as_slice() {
            [] => {
                destroy_in_battle(
                    state,
                    &c,
                    d,
                    retreating.standing_list(),
                    "no retreat",
                    events,
                );
                false
            }
            [(to, loss)] if *loss == 0 || kinds == 1 => {
                let kind = UnitKind::ALL
                    .into_iter()
                    .find(|k| retreating.standing(*k) > 0)
                    .unwrap();
                do_retreat(state, &c, d, *to, &vec![kind; *loss as usize], events);
                false
            }
            _ => {
                let cm = combat_mut(state);
                cm.stage = CombatStage::Retreat;
                cm.retreat_by = Some(chooser);
                true
            }
        }
    } else {
        // The attacker lost: survivors go back where they came from, routed (§15.8), unless
        // that area is now held by another house (an enemy home that reverted); with Robb Stark
        // the winning defender chooses among the legal areas (FFG FAQ v1.0).
        let mut back = c.attacking;
        let siege = back.standing(UnitKind::SiegeEngine);
        if siege > 0 {
            back.standing[UnitKind::SiegeEngine.index()] = 0;
            combat_mut(state).attacking = back;
            events.push(Event::UnitsDestroyed {
                house: c.attacker,
                area: c.area,
                units: vec![UnitKind::SiegeEngine; siege as usize],
                why: "cannot retreat".into(),
            });
        }
        if back.is_empty() {
            return false;
        }
        if abilities::ability(&c, 1) == Some(RobbStark) {
            let options = retreat_options_for(state, &c, c.attacker, &back, false, true);
            if options.len() > 1 {
                let cm = combat_mut(state);
                cm.stage = CombatStage::Retreat;
                cm.retreat_by = Some(d);
                return true;
            }
            if let [(to, loss)] = options.as_slice() {
                let units: Vec<UnitKind> = back
                    .standing_list()
                    .into_iter()
                    .take(*loss as usize)
                    .collect();
                attacker_retreat(state, *to, &units, events);
                return false;
            }
        }
        let origin_ok = state.controller(c.origin).is_none_or(|o| o == c.attacker);
        if origin_ok {
            // [DESIGN] Falling back may rebuild an army over the supply limit (say the march
            // also sent units into a neighbouring single unit). As for a defender (§15.8), just
            // enough retreating units are destroyed, the weakest first: there is no choice to
            // make that the rules give the attacker.
            let n = back.total();
            let loss = (0..=n)
                .find(|k| state.supply_ok_with(c.attacker, &[(c.origin, (n - k) as i8)]))
                .unwrap_or(n);
            let lost: Vec<UnitKind> = [UnitKind::Footman, UnitKind::Ship, UnitKind::Knight]
                .into_iter()
                .flat_map(|k| std::iter::repeat_n(k, back.standing(k) as usize))
                .take(loss as usize)
                .collect();
            attacker_retreat(state, c.origin, &lost, events);
        } else {
            events.push(Event::UnitsDestroyed {
                house: c.attacker,
                area: c.area,
                units: back.standing_list(),
                why: "cannot retreat".into(),
            });
            combat_mut(state).attacking = UnitCounts::default();
        }
        false
    }
}

/// The losing attackers retreat to `to`, routed, after losing `destroy`.
fn attacker_retreat(
    state: &mut GameState,
    to: AreaId,
    destroy: &[UnitKind],
    events: &mut Vec<Event>,
) {
    let c = combat(state).clone();
    let mut back = c.attacking;
    for k in destroy {
        back.take(*k, 1);
    }
    if !destroy.is_empty() {
        events.push(Event::UnitsDestroyed {
            house: c.attacker,
            area: c.area,
            units: destroy.to_vec(),
            why: "over supply after retreat".into(),
        });
    }
    events.push(Event::Retreated {
        house: c.attacker,
        from: c.area,
        to,
        units: back.standing_list(),
    });
    back.rout_all();
    let o = state.area_mut(to);
    o.house = Some(c.attacker);
    for k in UnitKind::ALL {
        o.units.add_routed(k, back.routed[k.index()]);
    }
    combat_mut(state).attacking = UnitCounts::default();
}

fn destroy_in_battle(
    state: &mut GameState,
    c: &Combat,
    h: House,
    units: Vec<UnitKind>,
    why: &str,
    events: &mut Vec<Event>,
) {
    for k in &units {
        state.area_mut(c.area).units.take(*k, 1);
    }
    state.tidy_area(c.area);
    if !units.is_empty() {
        events.push(Event::UnitsDestroyed {
            house: h,
            area: c.area,
            units,
            why: why.into(),
        });
    }
}

fn do_retreat(
    state: &mut GameState,
    c: &Combat,
    h: House,
    to: AreaId,
    destroy: &[UnitKind],
    events: &mut Vec<Event>,
) {
    destroy_in_battle(
        state,
        c,
        h,
        destroy.to_vec(),
        "over supply after retreat",
        events,
    );
    let mut moving = state.area(c.area).units;
    state.area_mut(c.area).units = UnitCounts::default();
    state.tidy_area(c.area);
    events.push(Event::Retreated {
        house: h,
        from: c.area,
        to,
        units: moving.standing_list(),
    });
    moving.rout_all();
    let a = state.area_mut(to);
    a.house = Some(h);
    for k in UnitKind::ALL {
        a.units.add_routed(k, moving.routed[k.index()]);
    }
}

/// The units that must retreat now and their legal areas: the defeated defender's, or the
/// attackers' when Robb Stark's owner won as defender.
pub fn pending_retreat(state: &GameState, c: &Combat) -> (UnitCounts, Vec<(AreaId, u8)>) {
    if c.winner == c.defender {
        (
            c.attacking,
            retreat_options_for(state, c, c.attacker, &c.attacking, false, true),
        )
    } else {
        let d = c.defender.expect("a combat between houses");
        let u = state.area(c.area).units;
        (u, retreat_options(state, c, d, &u))
    }
}

/// C-9, and C-8c when Robb Stark's owner chooses.
pub fn retreat(
    state: &mut GameState,
    h: House,
    to: AreaId,
    destroy: &[UnitKind],
    events: &mut Vec<Event>,
) -> Result<(), Rejection> {
    let c = combat(state).clone();
    if c.stage != CombatStage::Retreat || c.retreat_by != Some(h) {
        return Err(Rejection::NotAwaited { house: h });
    }
    let attackers_retreat = c.winner == c.defender;
    let (units, options) = pending_retreat(state, &c);
    let Some((_, loss)) = options.iter().find(|o| o.0 == to) else {
        let reason = if options.is_empty() {
            "there is no legal retreat".to_string()
        } else {
            format!(
                "the legal choices are {}",
                options
                    .iter()
                    .map(|o| o.0.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        return Err(Rejection::InvalidRetreat { area: to, reason });
    };
    if destroy.len() != *loss as usize {
        return Err(Rejection::WrongRetreatLosses { expected: *loss });
    }
    for k in UnitKind::ALL {
        if destroy.iter().filter(|u| **u == k).count() as u8 > units.standing(k) {
            return Err(Rejection::WrongRetreatLosses { expected: *loss });
        }
    }
    if attackers_retreat {
        attacker_retreat(state, to, destroy, events);
    } else {
        let d = c.defender.expect("a combat between houses");
        do_retreat(state, &c, d, to, destroy, events);
    }
    combat_mut(state).retreat_by = None;
    drive(state, events)
}

/// Combat clean-up, part one (§15.7 6.4–6.5): the winner moves in, orders go, cards are
/// discarded (Roose Bolton, Loras Tyrell and Arianne Martell change this step).
fn finish_cards(state: &mut GameState, events: &mut Vec<Event>) {
    use super::cards::HouseCardId::*;
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
fn end_combat(state: &mut GameState, events: &mut Vec<Event>) {
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

/// Answers to the card abilities' decisions (inputs C-4*, C-8*, C-11, T-2).
pub fn ability(
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
                let other = abilities::house_of(&c, opp);
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
            let other = abilities::house_of(&c, opp);
            super::wildlings::move_on_track(state, other, *track, usize::MAX);
            events.push(Event::TrackSet {
                track: *track,
                order: state.tracks.get(*track).clone(),
            });
        }
        (Decision::QueenOfThorns, AbilityAnswer::Area(Some(area))) => {
            if !abilities::queen_of_thorns_targets(state, &c, side).contains(area) {
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
                if !abilities::renly_areas(state, &c, side).contains(area) {
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
                if !abilities::orders_of_house(state, loser).contains(area) {
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
                if !abilities::asha_targets(state, &c).contains(area) {
                    return Err(Rejection::NoSuchOrder { area: *area });
                }
                remove_order_by_card(state, *area, h, events);
            }
        }
        (Decision::Patchface | Decision::MelisandreDiscard, AbilityAnswer::Card(card)) => {
            if let Some(card) = card {
                let other = abilities::house_of(&c, opp);
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

/// The attack on a neutral force (§13.2): units, march modifier and support against its value.
fn resolve_neutral(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let strength = initial_strengths(state, &c)[0];
    let needed = match state.area(c.area).neutral {
        Some(super::state::Neutral::Force(n)) => n,
        _ => 0,
    };
    if strength >= needed as i16 {
        state.area_mut(c.area).neutral = None;
        events.push(Event::NeutralForceDefeated {
            house: c.attacker,
            area: c.area,
            strength,
        });
        enter(state, c.attacker, c.area, c.attacking, events);
        if let Some(o) = state.remove_order(c.origin) {
            events.push(Event::OrderRemoved {
                house: o.house,
                area: c.origin,
                token: o.token,
            });
        }
        action_mut(state).sub = None;
        finish_march_turn(state, c.attacker, events);
    } else {
        // [DESIGN] §13.2: that destination is illegal; the units stay and the house plans again.
        events.push(Event::NeutralForceHeld {
            house: c.attacker,
            area: c.area,
            strength,
            needed,
        });
        let o = state.area_mut(c.origin);
        o.house = Some(c.attacker);
        for k in UnitKind::ALL {
            o.units.add(k, c.attacking.standing(k));
        }
        action_mut(state).sub = Some(Sub::MarchRetry {
            from: c.origin,
            forbidden: c.area,
        });
    }
}
