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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Game, Setup};
    use crate::input::Input;
    use crate::orders::OrderToken;
    use crate::phase::{Action, ActionStage, Step};
    use crate::state::PlacedOrder;
    use crate::unit::UnitKind;
    use crate::{AreaId, House};

    /// The setup position in the raid step, with one order left: Stark's raid in Winterfell
    /// (next to a Baratheon Support order in Castle Black). A routed Lannister footman in Stoney
    /// Sept. Resolving the raid without effect ends the Action phase.
    fn last_raid() -> Game {
        let game = Game::new(&Setup {
            players: 3,
            options: Default::default(),
            seed: 1,
        })
        .unwrap();
        let mut state = game.state().clone();
        let area = |k: &str| AreaId::from_key(k).unwrap();
        state.area_mut(area("winterfell")).order = Some(PlacedOrder {
            house: House::Stark,
            token: OrderToken::Raid,
        });
        let cb = state.area_mut(area("castle_black"));
        cb.house = Some(House::Baratheon);
        cb.units.add(UnitKind::Footman, 1);
        cb.order = Some(PlacedOrder {
            house: House::Baratheon,
            token: OrderToken::Support0,
        });
        state.area_mut(area("stoney_sept")).units.rout_all();
        state.step = Step::Action(Box::new(Action {
            stage: ActionStage::Raid,
            cursor: 0,
            sub: None,
            together: None,
        }));
        Game::from_state(state)
    }

    #[test]
    fn the_observer_sees_the_position_before_the_clean_up_and_changes_nothing() {
        let raid = Input::Raid {
            from: AreaId::from_key("winterfell").unwrap(),
            target: None,
            second: None,
        };
        let mut plain = last_raid();
        let plain_events = plain.apply(House::Stark, &raid).unwrap();

        let mut observed = last_raid();
        let mut seen = Vec::new();
        let mut record =
            |c: Checkpoint, s: &GameState, e: &[Event]| seen.push((c, s.clone(), e.len()));
        let events = observed
            .apply_observed(House::Stark, &raid, &mut Observer::new(&mut record))
            .unwrap();
        assert_eq!(events, plain_events);
        assert_eq!(observed.state(), plain.state());

        assert_eq!(seen.len(), 1, "one clean-up");
        let (checkpoint, before, events_so_far) = &seen[0];
        assert_eq!(*checkpoint, Checkpoint::BeforeActionCleanup);
        let stoney_sept = AreaId::from_key("stoney_sept").unwrap();
        let castle_black = AreaId::from_key("castle_black").unwrap();
        assert_eq!(before.area(stoney_sept).units.routed[0], 1);
        assert!(before.area(castle_black).order.is_some());
        assert_eq!(before.round, 1);
        assert!(
            *events_so_far < events.len(),
            "the clean-up's events come after"
        );
        // And the clean-up did its work afterwards.
        assert_eq!(plain.state().area(stoney_sept).units.routed[0], 0);
        assert!(plain.state().area(castle_black).order.is_none());
        assert_eq!(plain.state().round, 2);
    }
}
