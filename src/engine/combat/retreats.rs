//! Retreats (§15.8): the legal areas, who chooses (Robb Stark), and the retreat itself.

use super::steps::drive;
use super::{combat, combat_mut};
use crate::abilities;
use crate::board::{AreaId, AreaKind};
use crate::event::Event;
use crate::house::House;
use crate::march::transport_mask;
use crate::phase::{Combat, CombatStage};
use crate::rejection::Rejection;
use crate::state::{GameState, UnitCounts};
use crate::unit::UnitKind;

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
pub(super) fn retreats(state: &mut GameState, events: &mut Vec<Event>) -> bool {
    use crate::cards::HouseCardId::*;
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
