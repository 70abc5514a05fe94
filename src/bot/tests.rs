//! The computer's two promises, checked over self-played games of both editions and every player
//! count: the engine accepts every answer it gives, and its answers depend only on its house's
//! view (never on the other houses' secrets, the decks' order or the seed).

use super::answer;
use crate::engine::game::Game;
use crate::engine::house::House;
use crate::engine::options::{Edition, GameOptions};
use crate::engine::phase::{Step, Sub};
use crate::engine::request_kind::all_kinds_of;
use crate::engine::rng::Rng;
use crate::engine::westeros::Task;
use crate::selfplay::{play_game, Config, Kind};
use std::collections::BTreeSet;

fn options(edition: Edition, tides: bool) -> GameOptions {
    GameOptions {
        edition,
        tides_of_battle: tides,
        ..GameOptions::default()
    }
}

/// A whole game of `players` computer seats from `seed` (checked to have ended without a
/// failure), and a fresh game at its start, to replay its log against.
fn computer_game(
    edition: Edition,
    tides: bool,
    players: u8,
    seed: u64,
) -> (crate::selfplay::GameRecord, Game) {
    let mut config = Config::unchecked();
    config.options = options(edition, tides);
    config.seats = vec![Kind::Computer; players as usize];
    let rec = play_game(players, seed, &config);
    assert!(rec.ok(), "{:?}", rec.failures);
    let game = Game::new(&rec.setup).unwrap();
    (rec, game)
}

fn player_counts(edition: Edition) -> std::ops::RangeInclusive<u8> {
    match edition {
        Edition::Second => 3..=6,
        Edition::First => 3..=5,
    }
}

/// Whole games where computer seats answer every request they meet (all seats, or every other
/// seat against random players): each answer must be accepted, and the games must end.
#[test]
fn computer_seats_answer_every_request() {
    for edition in [Edition::Second, Edition::First] {
        for players in player_counts(edition) {
            for (i, mixed) in [false, true, false, true].into_iter().enumerate() {
                let mut config = Config::unchecked();
                config.options = options(edition, i % 2 == 0);
                config.check_invariants = true;
                config.seats = (0..players)
                    .map(|s| {
                        if mixed && s % 2 == 1 {
                            Kind::Random
                        } else {
                            Kind::Computer
                        }
                    })
                    .collect();
                let seed = 2800 + players as u64 * 10 + i as u64;
                let rec = play_game(players, seed, &config);
                assert!(
                    rec.ok(),
                    "{edition:?} {players}p seed {seed}: {:?}",
                    rec.failures
                );
                assert!(rec.winner.is_some(), "{edition:?} {players}p seed {seed}");
                // Several rounds of answers in every game (the shortest end early by a win).
                assert!(rec.computer_answers > 20, "{}", rec.computer_answers);
            }
        }
    }
}

/// Every position of random games, which between them meet every kind of request: the computer's
/// answer for each awaited house is accepted there. Rare requests (a card ability, a wildling
/// card's choice) are met here even when the computer's own games never lead to them.
#[test]
fn the_computer_answers_every_kind_of_request_the_engine_asks() {
    for (edition, games) in [(Edition::Second, 14u64), (Edition::First, 16)] {
        let mut met: BTreeSet<String> = BTreeSet::new();
        for g in 0..games {
            let players = *player_counts(edition)
                .collect::<Vec<_>>()
                .get(g as usize % player_counts(edition).count())
                .unwrap();
            let mut config = Config::unchecked();
            config.options = options(edition, g % 2 == 0);
            let rec = play_game(players, 9100 + g, &config);
            assert!(rec.ok(), "{:?}", rec.failures);
            let mut game = Game::new(&rec.setup).unwrap();
            let mut planning_round = 0;
            for entry in &rec.log {
                // The orders' look-ahead (the only part that is not the rules of thumb) is asked
                // at the start of each Planning phase; later in it, the rules of thumb's orders.
                let planning_start = matches!(game.state().step, Step::Planning { .. })
                    && std::mem::replace(&mut planning_round, game.state().round)
                        != game.state().round;
                for a in game.awaiting() {
                    let input = if a.request.kind() == "place_orders" && !planning_start {
                        super::answer_by_rules(&game, a.house)
                    } else {
                        answer(&game, a.house)
                    }
                    .expect("an awaited house is answered");
                    if let Err(e) = game.clone().apply(a.house, &input) {
                        panic!(
                            "{edition:?} {players}p seed {}: {} refused the computer's {} for {}: {e}",
                            rec.setup.seed,
                            game.state().round,
                            serde_json::to_string(&input).unwrap(),
                            a.request.kind()
                        );
                    }
                    met.insert(a.request.kind());
                }
                game.apply_trusted(entry.house, &entry.input).unwrap();
            }
        }
        let kinds: BTreeSet<String> = all_kinds_of(edition, true).into_iter().collect();
        let missed: Vec<&String> = kinds.difference(&met).collect();
        // A handful of the rarest kinds may be absent from so few games; most must be met.
        assert!(
            missed.len() <= kinds.len() / 5,
            "{edition:?}: kinds never answered: {missed:?}"
        );
    }
}

/// A copy of the game that differs from it only in what `viewer` may not see: the deck orders,
/// the RNG, and the other houses' sealed orders, bids and combat cards.
fn with_other_secrets(game: &Game, viewer: House) -> Game {
    let mut s = game.state().clone();
    s.rng = Rng::new(s.rng.clone().next_u64() ^ 0xDEAD_BEEF);
    let raven_peeked = matches!(s.step, Step::Raven { peeked: true });
    if !raven_peeked {
        s.wildling_deck.reverse();
    }
    for deck in s.westeros_decks.iter_mut() {
        let mut r = Rng::new(7);
        let mut copy = deck.clone();
        r.shuffle(&mut copy.draw);
        *deck = copy;
    }
    match &mut s.step {
        Step::Planning { submitted, .. } => {
            for (h, orders) in submitted.iter_mut() {
                if *h != viewer {
                    for t in orders.values_mut() {
                        *t = crate::engine::orders::OrderToken::Defense1;
                    }
                }
            }
        }
        Step::Action(a) => {
            if let Some(Sub::Combat(c)) = &mut a.sub {
                if !c.cards_revealed {
                    if let Some(side) = c.side_of(viewer).map(|s| 1 - s) {
                        let other = if side == 0 {
                            Some(c.attacker)
                        } else {
                            c.defender
                        };
                        if let (Some(h), Some(sealed)) = (other, c.cards[side]) {
                            let hand = &game.state().house(h).hand;
                            if let Some(swap) = hand.iter().rev().find(|x| **x != sealed) {
                                c.cards[side] = Some(*swap);
                            }
                        }
                    }
                }
            }
        }
        Step::Westeros(wst) => match &mut wst.task {
            // Sealed bids only: once a tie is to be broken, they are on the table.
            Some(Task::Clash(c)) if c.tie_decider.is_none() => {
                for (h, b) in c.bids.iter_mut() {
                    if *h != viewer {
                        *b = b.wrapping_add(3);
                    }
                }
            }
            Some(Task::Attack(a)) if a.stage == crate::engine::wildlings::AttackStage::Bidding => {
                for (h, b) in a.bids.iter_mut() {
                    if *h != viewer {
                        *b = b.wrapping_add(5);
                    }
                }
            }
            _ => {}
        },
        _ => {}
    }
    Game::from_state(s)
}

/// Two games that differ only in hidden information get the same answers from the computer.
#[test]
fn answers_depend_only_on_the_view() {
    let mut compared = 0;
    for (edition, players, seed) in [(Edition::Second, 6, 41u64), (Edition::First, 4, 42)] {
        let (rec, mut game) = computer_game(edition, true, players, seed);
        for entry in &rec.log {
            for a in game.awaiting() {
                let twin = with_other_secrets(&game, a.house);
                assert_eq!(
                    answer(&game, a.house),
                    answer(&twin, a.house),
                    "{edition:?}: {} answered differently for {} with other secrets",
                    a.house,
                    a.request.kind()
                );
                compared += 1;
            }
            game.apply_trusted(entry.house, &entry.input).unwrap();
        }
    }
    assert!(compared > 500, "{compared}");
}

/// The game the look-ahead plays its candidates out in is rebuilt from the house's view alone,
/// and shows that house exactly what it saw: the board, every house's power, supply and cards,
/// the tracks, the wildling threat and the Westeros discard piles.
#[test]
fn the_lookahead_rebuilds_the_game_its_house_sees() {
    let mut checked = 0;
    for (edition, players, seed) in [(Edition::Second, 6, 43u64), (Edition::First, 5, 44)] {
        let (rec, mut game) = computer_game(edition, false, players, seed);
        let mut last_round = 0;
        for entry in &rec.log {
            // At the start of each Planning phase, before any house sealed its orders.
            if matches!(game.state().step, Step::Planning { .. })
                && game.state().round != last_round
            {
                last_round = game.state().round;
                for &h in &game.state().houses {
                    let Some(seat) = super::Seat::of(&game, h) else {
                        continue;
                    };
                    let mut rng = Rng::new(1);
                    let sampled =
                        super::lookahead::sample(&seat, &mut rng).expect("a planning view");
                    let mine = game.view_for(Some(h));
                    let theirs = Game::from_state(sampled).view_for(Some(h));
                    assert_eq!(mine.areas, theirs.areas, "round {}", mine.round);
                    assert_eq!(mine.houses, theirs.houses, "round {}", mine.round);
                    assert_eq!(mine.tracks, theirs.tracks);
                    assert_eq!(mine.round, theirs.round);
                    assert_eq!(mine.wildling_threat, theirs.wildling_threat);
                    assert_eq!(mine.wildling_deck_size, theirs.wildling_deck_size);
                    assert_eq!(mine.westeros_discards, theirs.westeros_discards);
                    assert_eq!(mine.restrictions, theirs.restrictions);
                    checked += 1;
                }
            }
            game.apply_trusted(entry.house, &entry.input).unwrap();
        }
    }
    assert!(checked > 20, "{checked}");
}

/// At every march it resolves, the march look-ahead rebuilds from the house's view a game that
/// asks it the very question it is asked, with the same options, and shows it what it saw (so
/// the look-ahead is used there, not silently skipped).
#[test]
fn the_march_lookahead_rebuilds_the_game_at_every_march() {
    let mut checked = 0;
    for (edition, players, seed, tides) in [
        (Edition::Second, 6, 45u64, true),
        (Edition::First, 5, 46, false),
    ] {
        let (rec, mut game) = computer_game(edition, tides, players, seed);
        for entry in &rec.log {
            for a in game.awaiting() {
                let first_march = matches!(
                    a.request,
                    crate::engine::game::Request::March { retry_from: None }
                );
                if !first_march {
                    continue;
                }
                let seat = super::Seat::of(&game, a.house).unwrap();
                let samples = super::lookahead::march_samples(&seat)
                    .unwrap_or_else(|| panic!("round {}: no rebuilt game", game.state().round));
                let mine = game.view_for(Some(a.house));
                for s in samples {
                    let theirs = Game::restore(s).view_for(Some(a.house));
                    assert_eq!(mine.areas, theirs.areas, "round {}", mine.round);
                    assert_eq!(mine.houses, theirs.houses, "round {}", mine.round);
                    assert_eq!(mine.tracks, theirs.tracks);
                    assert_eq!(mine.phase, theirs.phase);
                    checked += 1;
                }
            }
            game.apply_trusted(entry.house, &entry.input).unwrap();
        }
    }
    assert!(checked > 40, "{checked}");
}
