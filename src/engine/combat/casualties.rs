//! Casualties (§15.7 6.2): the loser's, and those the skulls of Tides of Battle cost (§23).

use super::steps::drive;
use super::{combat, combat_mut};
use crate::event::Event;
use crate::house::House;
use crate::phase::{Combat, CombatStage, Decision};
use crate::rejection::Rejection;
use crate::state::{GameState, UnitCounts};
use crate::unit::UnitKind;

/// Takes `count` casualties from `house`'s standing units in the battle when there is no choice
/// (returns false), or asks with `stage` (returns true).
pub(super) fn casualties_or_ask(
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
