//! Named moments inside the cascade that follows an input, where a tool may look at the state.
//!
//! One input can run through a great deal: the last Consolidate Power order of a round is followed
//! by the Action phase's clean-up (routed units stand up, leftover orders go), the next round's
//! Westeros phase and perhaps the Planning phase. The scenario runner wants to read the position
//! at such a moment, before it is gone. The engine stays pure: the caller passes an [`Observer`]
//! down the apply path, and normal play passes [`Observer::none`] (one branch per checkpoint
//! passed, nothing recorded, no global state).

use super::event::Event;
use super::state::GameState;
use serde::{Deserialize, Serialize};

/// A moment an [`Observer`] is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Checkpoint {
    /// The Action phase is over (no order left to resolve) and its clean-up (§12.5) is about to
    /// run: routed units are still routed, leftover orders (Defense, Support, unresolved ones)
    /// are still on the board.
    BeforeActionCleanup,
}

impl Checkpoint {
    pub const ALL: [Checkpoint; 1] = [Checkpoint::BeforeActionCleanup];

    /// The name used in scenario files, e.g. `before_action_cleanup`.
    pub fn key(self) -> &'static str {
        match self {
            Checkpoint::BeforeActionCleanup => "before_action_cleanup",
        }
    }
}

/// Called at each checkpoint with the state and the events of the input so far.
pub type CheckpointFn<'a> = dyn FnMut(Checkpoint, &GameState, &[Event]) + 'a;

/// What the apply path calls at checkpoints: nothing in normal play.
pub struct Observer<'a>(Option<&'a mut CheckpointFn<'a>>);

impl<'a> Observer<'a> {
    /// No observer: what every normal apply and replay uses.
    pub fn none() -> Observer<'a> {
        Observer(None)
    }

    pub fn new(f: &'a mut CheckpointFn<'a>) -> Observer<'a> {
        Observer(Some(f))
    }

    pub(crate) fn at(&mut self, checkpoint: Checkpoint, state: &GameState, events: &[Event]) {
        if let Some(f) = self.0.as_mut() {
            f(checkpoint, state, events);
        }
    }
}
