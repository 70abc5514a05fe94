//! Combat (§15): support, strength, house cards, the Blade, casualties, retreats, clean-up.
//! Also the attack on a neutral force (§13.2), which shares the support step.

use super::abilities;
use super::action::action_mut;
use super::board::{board, AreaId, AreaKind};
use super::cards::HouseCardId;
use super::event::Event;
use super::house::House;
use super::input::{Side, SupportChoice};
use super::march::{enter, finish_march_turn, transport_mask};
use super::orders::OrderKind;
use super::phase::{Combat, CombatStage, Declared, Step, Sub};
use super::rejection::Rejection;
use super::state::{GameState, Track, UnitCounts};
use super::unit::UnitKind;

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
    let battle_kind = battle.area().kind;
    battle
        .area()
        .adjacent
        .iter()
        .copied()
        .filter(|s| {
            let a = state.area(*s);
            let ok_kind = match (battle_kind, s.area().kind) {
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
    let castle = c.area.area().has_castle_or_stronghold();
    let bonus = a.order.map(|o| o.token.modifier() as i16).unwrap_or(0);
    units_strength(&a.units, side == Side::Attacker, castle) + bonus
}

/// Initial combat strength of both sides (§15.3): attacker, defender.
pub fn initial_strengths(state: &GameState, c: &Combat) -> [i16; 2] {
    let castle = c.area.area().has_castle_or_stronghold();
    let mut att = units_strength(&c.attacking, true, castle) + c.march.modifier() as i16;
    let mut def = 0;
    if let Some(d) = c.defender {
        let a = state.area(c.area);
        if a.house == Some(d) {
            def += units_strength(&a.units, false, castle);
        }
        if let Some(o) = a.order {
            if o.house == d && o.token.kind() == OrderKind::Defense {
                def += o.token.modifier() as i16;
            }
        }
        if c.area.area().home_of == Some(d) {
            def += a.garrison as i16;
        }
    }
    for s in c.support.iter().filter(|s| !s.refused) {
        let v = support_strength(state, c, s.area, s.side);
        match s.side {
            Side::Attacker => att += v,
            Side::Defender => def += v,
        }
    }
    [att, def]
}

/// Final strengths (§15.6): initial, cards with their abilities, and the Blade.
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
    if s[0] != s[1] {
        return if s[0] > s[1] { c.attacker } else { d };
    }
    if state.tracks.position(Track::Fiefdoms, c.attacker) < state.tracks.position(Track::Fiefdoms, d) {
        c.attacker
    } else {
        d
    }
}

/// Moves the combat on as far as it goes without a decision.
pub fn advance(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    let Some(c) = in_combat(state).cloned() else { return false };
    match c.stage.clone() {
        CombatStage::Support { next } => {
            let order = state.turn_order().to_vec();
            for (i, h) in order.iter().enumerate().skip(next) {
                if !support_areas(state, c.area, *h).is_empty() {
                    if i != next {
                        combat_mut(state).stage = CombatStage::Support { next: i };
                        return true;
                    }
                    return false;
                }
            }
            // Every support order has answered.
            let mut pending = Vec::new();
            if !state.options.auto_accept_support {
                for h in [Some(c.attacker), c.defender].into_iter().flatten() {
                    let side = if h == c.attacker { Side::Attacker } else { Side::Defender };
                    if c.support.iter().any(|s| s.side == side && s.house != h) {
                        pending.push(h);
                    }
                }
            }
            if pending.is_empty() {
                after_support(state, events);
            } else {
                combat_mut(state).stage = CombatStage::RefuseSupport { pending };
            }
            true
        }
        CombatStage::RefuseSupport { pending } => {
            if pending.is_empty() {
                after_support(state, events);
                return true;
            }
            false
        }
        CombatStage::Cards => {
            // A house with a single card in hand has no choice to make.
            let mut changed = false;
            for side in 0..2 {
                let house = if side == 0 { Some(c.attacker) } else { c.defender };
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
        CombatStage::Blade | CombatStage::Casualties { .. } | CombatStage::Retreat => false,
    }
}

fn after_support(state: &mut GameState, events: &mut Vec<Event>) {
    if combat(state).defender.is_none() {
        resolve_neutral(state, events);
    } else {
        combat_mut(state).stage = CombatStage::Cards;
    }
}

/// C-1 / M-1n.
pub fn declare_support(state: &mut GameState, h: House, choices: &[SupportChoice], events: &mut Vec<Event>) -> Result<(), Rejection> {
    let c = combat(state).clone();
    let CombatStage::Support { next } = c.stage else {
        return Err(Rejection::NotAwaited { house: h });
    };
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
            let against_self = (h == c.attacker && side == Side::Defender) || (Some(h) == c.defender && side == Side::Attacker);
            if against_self {
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
            });
        }
        events.push(Event::SupportDeclared {
            house: h,
            area: *area,
            side: ch.side,
        });
    }
    let cm = combat_mut(state);
    cm.support.extend(declared);
    cm.stage = CombatStage::Support { next: next + 1 };
    Ok(())
}

/// C-1r.
pub fn refuse_support(state: &mut GameState, h: House, refuse: &[AreaId], events: &mut Vec<Event>) -> Result<(), Rejection> {
    let c = combat_mut(state);
    let side = if h == c.attacker { Side::Attacker } else { Side::Defender };
    for area in refuse {
        if !c.support.iter().any(|s| s.area == *area && s.side == side && s.house != h) {
            return Err(Rejection::NotOffered { area: *area });
        }
    }
    for s in c.support.iter_mut() {
        if refuse.contains(&s.area) && s.side == side {
            s.refused = true;
            events.push(Event::SupportRefused { house: h, area: s.area });
        }
    }
    if let CombatStage::RefuseSupport { pending } = &mut c.stage {
        pending.retain(|p| *p != h);
    }
    Ok(())
}

/// C-3: a sealed card, replaceable until the opponent's is in.
pub fn choose_card(state: &mut GameState, h: House, card: HouseCardId, events: &mut Vec<Event>) -> Result<(), Rejection> {
    if !state.house(h).hand.contains(&card) {
        return Err(Rejection::CardNotInHand { card });
    }
    let c = combat_mut(state);
    let side = c.side_of(h).ok_or(Rejection::NotAwaited { house: h })?;
    c.cards[side] = Some(card);
    events.push(Event::Submitted {
        house: h,
        what: "house card".into(),
    });
    Ok(())
}

fn reveal(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat_mut(state);
    c.cards_revealed = true;
    let (a, d) = (c.cards[0].expect("both cards"), c.cards[1].expect("both cards"));
    let (att, def) = (c.attacker, c.defender.expect("a combat between houses"));
    events.push(Event::HouseCardsRevealed {
        attacker: (att, a),
        defender: (def, d),
    });
    let mut c = combat(state).clone();
    abilities::on_reveal(state, &mut c);
    *combat_mut(state) = c;
    // The Blade is asked for only when its +1 could change the result (§15.5 [DESIGN]).
    let c = combat(state);
    let holder = state.blade_holder();
    if !state.blade_used && c.side_of(holder).is_some() {
        let without = winner_of(state, c, final_strengths(state, c, None));
        let with = winner_of(state, c, final_strengths(state, c, Some(holder)));
        if without != with {
            combat_mut(state).stage = CombatStage::Blade;
            return;
        }
    }
    resolve(state, events);
}

/// C-5.
pub fn blade(state: &mut GameState, h: House, use_blade: bool, events: &mut Vec<Event>) -> Result<(), Rejection> {
    if use_blade {
        state.blade_used = true;
        combat_mut(state).blade_used_by = Some(h);
        events.push(Event::BladeUsed { house: h });
    }
    resolve(state, events);
    Ok(())
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
    let loser = if winner == c.attacker { defender } else { c.attacker };
    events.push(Event::CombatResolved {
        winner,
        loser,
        area: c.area,
        attacker_strength: s[0],
        defender_strength: s[1],
    });
    {
        let cm = combat_mut(state);
        cm.winner = Some(winner);
        cm.strengths = s;
    }
    let mut c = combat(state).clone();
    abilities::after_winner(state, &mut c);
    *combat_mut(state) = c.clone();
    let (w, l) = (c.side_of(winner).unwrap(), c.side_of(loser).unwrap());
    let count = if abilities::immune_to_casualties(state, &c, l) {
        0
    } else {
        abilities::swords(state, &c, w).saturating_sub(abilities::fortifications(state, &c, l))
    };
    let pool = casualty_pool(state, &c, loser);
    let kinds = UnitKind::ALL.iter().filter(|k| pool.standing(**k) > 0).count();
    if count == 0 || pool.is_empty() {
        after_casualties(state, events);
    } else if count >= pool.total() || kinds == 1 {
        let kind = UnitKind::ALL.into_iter().find(|k| pool.standing(*k) > 0).unwrap();
        let units = if count >= pool.total() {
            pool.standing_list()
        } else {
            vec![kind; count as usize]
        };
        take_casualties(state, loser, &units, events);
        after_casualties(state, events);
    } else {
        combat_mut(state).stage = CombatStage::Casualties { count };
    }
}

fn take_casualties(state: &mut GameState, loser: House, units: &[UnitKind], events: &mut Vec<Event>) {
    let c = combat(state).clone();
    for &k in units {
        if loser == c.attacker {
            combat_mut(state).attacking.take(k, 1);
        } else {
            state.area_mut(c.area).units.take(k, 1);
        }
    }
    events.push(Event::UnitsDestroyed {
        house: loser,
        area: c.area,
        units: units.to_vec(),
        why: "casualties".into(),
    });
}

/// C-7.
pub fn casualties(state: &mut GameState, h: House, units: &[UnitKind], events: &mut Vec<Event>) -> Result<(), Rejection> {
    let c = combat(state).clone();
    let CombatStage::Casualties { count } = c.stage else {
        return Err(Rejection::NotAwaited { house: h });
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
                reason: format!("you have not that many standing {}s in the battle", k.key().replace('_', " ")),
            });
        }
    }
    take_casualties(state, h, units, events);
    after_casualties(state, events);
    Ok(())
}

/// Legal retreat areas of the defeated defender with the units each would cost (§15.8): only
/// the areas with the fewest losses, none at all when every unit would be lost.
pub fn retreat_options(state: &GameState, c: &Combat, h: House, retreating: &UnitCounts) -> Vec<(AreaId, u8)> {
    let battle = c.area;
    let n = retreating.total();
    let land = battle.area().kind == AreaKind::Land;
    let transport = if land { transport_mask(state, h, battle) } else { 0 };
    let mut options = Vec::new();
    for x in board().ids() {
        if x == battle || x == c.origin {
            continue;
        }
        let info = x.area();
        let reachable = board().adjacent(battle, x) || (land && transport & (1 << x.index()) != 0);
        if !reachable {
            continue;
        }
        let kind_ok = match (land, info.kind) {
            (true, AreaKind::Land) => true,
            (false, AreaKind::Sea) => true,
            (false, AreaKind::Port) => info.port_sea == Some(battle) && state.port_owner(x) == Some(h),
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
        let existing = if a.house == Some(h) { a.units.total() } else { 0 };
        let loss = (0..=n)
            .find(|k| {
                let arriving = n - k;
                let port_ok = info.kind != AreaKind::Port || existing + arriving <= 3;
                port_ok && state.supply_ok_with(h, &[(battle, -(n as i8)), (x, arriving as i8)])
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
fn prepare_defender_retreat(state: &mut GameState, c: &Combat, d: House, events: &mut Vec<Event>) -> UnitCounts {
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
    rest
}

fn after_casualties(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let d = c.defender.expect("a combat between houses");
    if c.winner == Some(c.attacker) {
        // The defender lost: its garrison is gone for good, its units retreat.
        let a = state.area_mut(c.area);
        if a.garrison > 0 {
            a.garrison = 0;
            events.push(Event::GarrisonDestroyed { house: d, area: c.area });
        }
        let retreating = prepare_defender_retreat(state, &c, d, events);
        state.tidy_area(c.area);
        if retreating.is_empty() {
            return finish(state, events);
        }
        let options = retreat_options(state, &c, d, &retreating);
        let kinds = UnitKind::ALL.iter().filter(|k| retreating.standing(**k) > 0).count();
        match options.as_slice() {
            [] => {
                destroy_in_battle(state, &c, d, retreating.standing_list(), "no retreat", events);
                finish(state, events);
            }
            [(to, loss)] if *loss == 0 || kinds == 1 => {
                let kind = UnitKind::ALL.into_iter().find(|k| retreating.standing(*k) > 0).unwrap();
                do_retreat(state, &c, d, *to, &vec![kind; *loss as usize], events);
                finish(state, events);
            }
            _ => combat_mut(state).stage = CombatStage::Retreat,
        }
    } else {
        // The attacker lost: survivors go back where they came from, routed (§15.8), unless
        // that area is now held by another house (an enemy home that reverted).
        let mut back = c.attacking;
        let siege = back.standing(UnitKind::SiegeEngine);
        let mut lost = vec![UnitKind::SiegeEngine; siege as usize];
        back.standing[UnitKind::SiegeEngine.index()] = 0;
        let origin_ok = state.controller(c.origin).is_none_or(|o| o == c.attacker);
        if !origin_ok {
            lost.extend(back.standing_list());
            back = UnitCounts::default();
        }
        if !lost.is_empty() {
            events.push(Event::UnitsDestroyed {
                house: c.attacker,
                area: c.area,
                units: lost,
                why: "cannot retreat".into(),
            });
        }
        if !back.is_empty() {
            events.push(Event::Retreated {
                house: c.attacker,
                from: c.area,
                to: c.origin,
                units: back.standing_list(),
            });
            back.rout_all();
            let o = state.area_mut(c.origin);
            o.house = Some(c.attacker);
            for k in UnitKind::ALL {
                o.units.add_routed(k, back.routed[k.index()]);
            }
        }
        combat_mut(state).attacking = UnitCounts::default();
        finish(state, events);
    }
}

fn destroy_in_battle(state: &mut GameState, c: &Combat, h: House, units: Vec<UnitKind>, why: &str, events: &mut Vec<Event>) {
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

fn do_retreat(state: &mut GameState, c: &Combat, h: House, to: AreaId, destroy: &[UnitKind], events: &mut Vec<Event>) {
    destroy_in_battle(state, c, h, destroy.to_vec(), "over supply after retreat", events);
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

/// C-9.
pub fn retreat(state: &mut GameState, h: House, to: AreaId, destroy: &[UnitKind], events: &mut Vec<Event>) -> Result<(), Rejection> {
    let c = combat(state).clone();
    if c.stage != CombatStage::Retreat {
        return Err(Rejection::NotAwaited { house: h });
    }
    let retreating = state.area(c.area).units;
    let options = retreat_options(state, &c, h, &retreating);
    let Some((_, loss)) = options.iter().find(|o| o.0 == to) else {
        let reason = if options.is_empty() {
            "there is no legal retreat".to_string()
        } else {
            format!(
                "the legal choices are {}",
                options.iter().map(|o| o.0.name()).collect::<Vec<_>>().join(", ")
            )
        };
        return Err(Rejection::InvalidRetreat { area: to, reason });
    };
    if destroy.len() != *loss as usize {
        return Err(Rejection::WrongRetreatLosses { expected: *loss });
    }
    for k in UnitKind::ALL {
        if destroy.iter().filter(|u| **u == k).count() as u8 > retreating.standing(k) {
            return Err(Rejection::WrongRetreatLosses { expected: *loss });
        }
    }
    do_retreat(state, &c, h, to, destroy, events);
    finish(state, events);
    Ok(())
}

/// Combat clean-up (§15.7 6.4–6.5), then the march turn ends.
fn finish(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let d = c.defender.expect("a combat between houses");
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
        enter(state, c.attacker, c.area, c.attacking, events);
    }
    if let Some(o) = state.remove_order(c.origin) {
        events.push(Event::OrderRemoved {
            house: o.house,
            area: c.origin,
            token: o.token,
        });
    }
    let mut cm = c.clone();
    abilities::post_combat(state, &mut cm);
    for (side, h) in [(0, c.attacker), (1, d)] {
        if let Some(card) = c.cards[side] {
            discard_card(state, h, card, events);
        }
    }
    // FFG FAQ v2.0: no order stays in an area without units.
    for id in board().ids() {
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
    let hs = state.house_mut(h);
    hs.hand.retain(|c| *c != card);
    hs.discard.push(card);
    if hs.hand.is_empty() {
        hs.hand = hs.discard.iter().copied().filter(|c| *c != card).collect();
        hs.hand.sort();
        hs.discard = vec![card];
        events.push(Event::HandRecycled { house: h });
    }
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
