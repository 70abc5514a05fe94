//! The Westeros phase (§6), rounds 2–10.
//!
//! Not implemented yet (issue "Rules engine II"): this is where it plugs in. A round currently
//! goes straight to its Planning phase, with no Westeros card drawn.

use super::event::Event;
use super::state::GameState;

pub fn begin_round(state: &mut GameState, events: &mut Vec<Event>) {
    events.push(Event::PlanningStarted { round: state.round });
    super::planning::begin(state);
}
