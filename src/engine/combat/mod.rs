//! Combat (§15): support, strength, house cards, the Blade, casualties, retreats, clean-up.
//! Also the attack on a neutral force (§13.2), which shares the support step.
//!
//! One file per step, in the order a combat runs:
//!
//! - `support`: who may support (§15.2), the order of declaration, sealed declarations, refusing
//!   an offer;
//! - `strength`: what units, orders, garrisons, support, cards and the Blade add (§15.3, §15.6),
//!   and who wins;
//! - `steps`: the step machine, from the support stages (`advance`) through the house cards,
//!   their abilities, Tides of Battle and the Blade to the result (`drive`);
//! - `casualties`: the loser's casualties (§15.7 6.2) and the skulls of Tides of Battle;
//! - `retreats`: legal retreat areas and the retreat itself (§15.8);
//! - `cleanup`: the winner moves in, orders and cards go (§15.7 6.4–6.5), the march turn ends;
//! - `neutral`: the attack on a neutral force (§13.2).
//!
//! What each house card does, and the answers to its decisions, are in
//! [`super::abilities`], which the steps ask at each moment.

mod casualties;
mod cleanup;
mod neutral;
mod retreats;
mod steps;
mod strength;
mod support;

pub use casualties::casualties;
pub use cleanup::discard_card;
pub use retreats::{pending_retreat, retreat, retreat_options};
pub use steps::{advance, blade, choose_card};
pub(crate) use steps::{ask, drive, sides_in_turn_order};
pub use strength::{
    final_strengths, initial_strengths, support_strength, unit_strength, units_strength, winner_of,
};
pub use support::{
    declare_support, refuse_support, sealed_supporters, support_areas, support_order,
};

use super::action::action_mut;
use super::phase::{Combat, Step, Sub};
use super::state::GameState;

pub(crate) fn combat(state: &GameState) -> &Combat {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => c,
            _ => panic!("no combat in progress"),
        },
        _ => panic!("no combat in progress"),
    }
}

pub(crate) fn combat_mut(state: &mut GameState) -> &mut Combat {
    match &mut action_mut(state).sub {
        Some(Sub::Combat(c)) => c,
        _ => panic!("no combat in progress"),
    }
}

pub(super) fn in_combat(state: &GameState) -> Option<&Combat> {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => Some(c),
            _ => None,
        },
        _ => None,
    }
}
