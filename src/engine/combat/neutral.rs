//! The attack on a neutral force (§13.2), which shares the support step with combat.

use super::combat;
use super::strength::initial_strengths;
use crate::action::action_mut;
use crate::event::Event;
use crate::march::{enter, finish_march_turn};
use crate::phase::Sub;
use crate::state::GameState;
use crate::unit::UnitKind;

/// The attack on a neutral force (§13.2): units, march modifier and support against its value.
pub(super) fn resolve_neutral(state: &mut GameState, events: &mut Vec<Event>) {
    let c = combat(state).clone();
    let strength = initial_strengths(state, &c)[0];
    let needed = match state.area(c.area).neutral {
        Some(crate::state::Neutral::Force(n)) => n,
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
