//! Hidden information stays hidden (rules §20): random games, and after every input every
//! house's and a spectator's view is checked for what it must not show.

use rookery::engine::defaults::default_input;
use rookery::engine::phase::{CombatStage, Step, Sub};
use rookery::engine::view::GameView;
use rookery::engine::westeros::Task;
use rookery::engine::wildlings::AttackStage;
use rookery::engine::{Event, Game, GameOptions, House, Input, Setup};
use rookery::selfplay::dice::Dice;
use rookery::selfplay::gen::random_input;

/// Keys of the engine state that are secret and must never appear in a view.
const SECRET_KEYS: [&str; 6] = [
    "\"rng\"",
    "\"seed\"",
    "\"wildling_deck\"",
    "\"westeros_decks\"",
    "\"tides_deck\"",
    "\"draw\"",
];

fn check_view(game: &Game, viewer: Option<House>) {
    let state = game.state();
    let view: GameView = game.view_for(viewer);
    let json = serde_json::to_string(&view).unwrap();
    for key in SECRET_KEYS {
        assert!(!json.contains(key), "{viewer:?}'s view contains {key}");
    }
    match &state.step {
        Step::Planning { submitted, .. } => {
            // Nothing is revealed before the last house seals its orders, and a viewer sees
            // only its own sealed orders.
            assert!(
                view.areas.iter().all(|a| a.order.is_none()),
                "orders visible during Planning"
            );
            match viewer {
                Some(v) => assert_eq!(view.my_orders.as_ref(), submitted.get(&v)),
                None => assert!(view.my_orders.is_none()),
            }
            check_map(
                &view,
                viewer,
                viewer
                    .and_then(|v| submitted.get(&v))
                    .map_or(0, |o| o.len()),
            );
        }
        Step::Action(a) => {
            if let Some(Sub::Combat(c)) = &a.sub {
                let cv = view.combat.as_ref().expect("a combat is shown");
                if !c.cards_revealed {
                    assert!(cv.cards.is_none(), "cards shown before the reveal");
                    let own = viewer.and_then(|v| c.side_of(v)).and_then(|s| c.cards[s]);
                    assert_eq!(
                        cv.my_card, own,
                        "{viewer:?} sees a card that is not its own"
                    );
                }
                if !c.tides_revealed {
                    assert!(cv.tides.is_none());
                    let own = viewer.and_then(|v| c.side_of(v)).and_then(|s| c.tides[s]);
                    assert_eq!(cv.my_tides, own);
                }
                if c.stage == CombatStage::Cards {
                    assert!(
                        !json.contains("my_card\":\"")
                            || viewer.is_some_and(|v| c.side_of(v).is_some())
                    );
                }
            }
        }
        Step::Raven { peeked } => {
            let holder = state.raven_holder();
            if viewer != Some(holder) || !peeked {
                assert!(
                    view.raven_peek.is_none(),
                    "{viewer:?} sees the wildling card"
                );
            }
        }
        Step::Westeros(w) => {
            // Bids: who has bid, never how much, until all are in.
            let bids = match &w.task {
                Some(Task::Clash(c)) if c.tie_decider.is_none() => Some(&c.bids),
                Some(Task::Attack(a)) if a.stage == AttackStage::Bidding => Some(&a.bids),
                _ => None,
            };
            if let Some(bids) = bids {
                let mut sealed = view.sealed_bids.clone();
                sealed.sort();
                let mut expected: Vec<House> = bids.keys().copied().collect();
                expected.sort();
                assert_eq!(sealed, expected);
                assert!(!json.contains("\"bids\""), "sealed bids in a view");
            }
        }
        Step::GameOver => {}
    }
}

/// The map drawn from a Planning view shows the viewer's own sealed orders, marked as such, and
/// no other order: not another house's sealed orders, and nothing to a spectator.
fn check_map(view: &GameView, viewer: Option<House>, own_sealed: usize) {
    let svg = rookery::web::board::svg(view);
    let orders = svg.matches(r#"class="mark order"#).count();
    let own = svg.matches(r#"class="mark order own-sealed""#).count();
    assert_eq!(
        own, own_sealed,
        "{viewer:?}'s map shows its own sealed orders"
    );
    assert_eq!(orders, own, "{viewer:?}'s map shows orders it may not see");
    if let Some(v) = viewer {
        let colour = rookery::web::board::house_colour(v);
        for mark in svg.split(r#"class="mark order own-sealed""#).skip(1) {
            assert!(
                mark.split("</g>").next().unwrap().contains(colour),
                "a sealed order on {v}'s map is not {v}'s"
            );
        }
    }
}

/// A sealed input tells the others only *that* it was made.
fn check_events(input: &Input, events: &[Event]) {
    let sealed = matches!(
        input,
        Input::PlaceOrders { .. } | Input::HouseCard { .. } | Input::Bid { .. }
    );
    if !sealed {
        return;
    }
    for e in events {
        let json = serde_json::to_string(e).unwrap();
        match input {
            Input::PlaceOrders { orders } if !matches!(e, Event::OrdersRevealed { .. }) => {
                for token in orders.values() {
                    assert!(
                        !json.contains(&format!("\"{}\"", token.key())),
                        "event {json} shows a sealed order"
                    );
                }
            }
            Input::HouseCard { card }
                if !matches!(
                    e,
                    Event::HouseCardsRevealed { .. } | Event::HouseCardReplaced { .. }
                ) =>
            {
                assert!(
                    !json.contains(card.key()),
                    "event {json} shows a sealed card"
                );
            }
            _ => {}
        }
    }
}

fn play(players: u8, seed: u64) {
    let setup = Setup {
        players,
        options: GameOptions {
            tides_of_battle: seed.is_multiple_of(2),
            ..GameOptions::default()
        },
        seed,
    };
    let mut game = Game::new(&setup).unwrap();
    let mut dice = Dice::new(seed);
    let mut inputs = 0;
    while !game.is_over() && inputs < 3_000 {
        let awaited = game.awaiting();
        let who = dice.pick(&awaited).expect("someone is awaited").house;
        let legal = game.legal(who).expect("an awaited house has options");
        let mut input = random_input(&legal, &mut dice);
        let events = match game.apply(who, &input) {
            Ok(ev) => ev,
            Err(_) => {
                // The deadline default of the request is always legal.
                input = default_input(game.state(), who).expect("an awaited house has a default");
                game.apply(who, &input).expect("the default input is legal")
            }
        };
        check_events(&input, &events);
        for viewer in game
            .state()
            .houses
            .clone()
            .into_iter()
            .map(Some)
            .chain([None])
        {
            check_view(&game, viewer);
        }
        inputs += 1;
    }
    assert!(
        game.is_over(),
        "{players} players, seed {seed}: the game did not end"
    );
}

#[test]
fn views_and_events_never_show_another_houses_secrets() {
    for players in 3..=6 {
        for seed in 0..2 {
            play(players, 1000 + seed);
        }
    }
}
