//! Engine checks written as scenarios: the engine is a package of its own (issue 31) and
//! cannot use the scenario format, which is this crate's, so they live here.

use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::orders::OrderKind;
use crate::engine::{Game, House, Input};
use crate::scenario::Scenario;

/// A 1st-edition Messenger Raven holder with no order of its own on the board can only pass
/// (the 1st edition has no wildling deck to look at). Whether it could swap depends on the
/// order tokens behind its screen, so answering for it at once would tell the others what
/// it holds: it is asked as before, and nothing is forced.
#[test]
fn a_raven_holder_with_only_a_pass_is_still_asked() {
    let scenario = Scenario::parse(
        r#"
name = "raven with one answer"
source = "issue 25"
players = 3
phase = "raven"
[options]
edition = "first"
[tracks]
kings_court = ["lannister", "stark", "baratheon"]
[areas.lannisport]
house = "lannister"
units = ["footman"]
[areas.winterfell]
house = "stark"
units = ["footman"]
order = "defense+1"
[[step]]
expect = { awaiting = ["lannister:raven"] }
"#,
    )
    .expect("a valid scenario");
    let game = Game::from_state(scenario.initial_state().clone());
    let lannister = House::from_key("lannister").expect("a house");
    let awaited = game.awaiting();
    assert!(
        awaited
            .iter()
            .any(|a| a.house == lannister && a.request == Request::Raven),
        "{awaited:?}"
    );
    match game.legal(lannister) {
        Some(Legal::Raven { swaps, peek, .. }) => {
            assert!(!peek, "no wildling deck in the 1st edition");
            assert!(swaps.iter().all(|(_, t)| t.is_empty()), "{swaps:?}");
        }
        other => panic!("expected the Raven's options, got {other:?}"),
    }
    // One possible answer, but it is not given for the house.
    assert!(game.forced_inputs().is_empty());
    assert!(game.clone().apply(lannister, &Input::RavenPeek).is_err());
}

/// 1st edition, Storm of Swords (no Defense): Stark's ships in three seas and a footman in
/// Winterfell. Consolidate Power may not go to sea; the default must still give every area
/// an order (found by 1,000 self-played games: a Consolidate Power token was given to a sea
/// area and dropped, leaving the Narrow Sea without an order).
#[test]
fn first_edition_default_orders_fill_every_sea_area() {
    let scenario = Scenario::parse(
        r#"
        name = "defaults"
        source = "defaults.rs"
        players = 5
        phase = "planning"
        restrictions = { no_defense = true }
        [options]
        edition = "first"
        [areas.winterfell]
        house = "stark"
        units = ["footman"]
        [areas.bay_of_ice]
        house = "stark"
        units = ["ship"]
        [areas.shivering_sea]
        house = "stark"
        units = ["ship"]
        [areas.narrow_sea]
        house = "stark"
        units = ["ship"]
        [[step]]
        expect = { phase = "planning" }
        "#,
    )
    .unwrap();
    let state = scenario.initial_state().clone();
    let mut game = Game::from_state(state);
    let input = game
        .default_input(House::Stark)
        .expect("Stark places orders");
    let Input::PlaceOrders { orders } = &input else {
        panic!("{input:?}");
    };
    assert_eq!(orders.len(), 4, "{orders:?}");
    for (area, token) in orders {
        let land = game.state().info(*area).is_land();
        assert!(
            land || token.kind() != OrderKind::ConsolidatePower,
            "{orders:?}"
        );
    }
    game.apply(House::Stark, &input)
        .expect("the default is accepted");
}
