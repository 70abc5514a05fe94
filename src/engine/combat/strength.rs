//! Combat strength (§15.3, §15.6) and the winner (§15.7 6.1).

use crate::abilities;
use crate::board::AreaId;
use crate::house::House;
use crate::input::Side;
use crate::orders::OrderKind;
use crate::phase::{Combat, Declared};
use crate::state::{GameState, Track, UnitCounts};
use crate::unit::UnitKind;

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
                    == Some(crate::cards::HouseCardId::Agot1SalladhorSaan)
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
