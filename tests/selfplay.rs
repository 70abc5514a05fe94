//! Self-play: random legal (and illegal) inputs with invariant checks, for every player count;
//! and the recorded log as the game's only truth (replay, JSON round trip, determinism).

use rookery::engine::game::{Game, LogEntry, Setup};
use rookery::selfplay::{game_seed, play_game, Config, Summary};

/// Complete games per player count, from setup to a winner (issue: at least 50 in CI): enough to
/// meet combats, musters, retreats, port captures and every wildling card.
const GAMES: u32 = 50;

fn run(players: u8, seed: u64) {
    let config = Config::default();
    let mut summary = Summary::default();
    for i in 0..GAMES {
        let rec = play_game(players, game_seed(seed, i), &config);
        summary.add(&rec);
    }
    eprintln!("{players} players:\n{}", summary.report());
    let failures: Vec<String> = summary
        .failures
        .iter()
        .map(|(seed, f)| format!("seed {seed}, after {} inputs: {}", f.at_input, f.message))
        .collect();
    assert!(
        failures.is_empty(),
        "{players}-player self-play failed (reproduce: rookery selfplay --players {players} --games 1 --seed <seed>):\n{}",
        failures.join("\n")
    );
    assert_eq!(summary.games, GAMES);
    assert_eq!(
        summary.wins.values().sum::<u32>(),
        GAMES,
        "every game has a winner"
    );
    assert!(summary.illegal_rejected > 0, "illegal inputs were tried");
    // Every house card of the houses in play is played at some point (all 42 with six players):
    // a card never played would be one the engine or the input generators cannot reach.
    let in_play = rookery::engine::setup::player_count_setup(players)
        .expect("a player count")
        .houses
        .clone();
    let never: Vec<&str> = summary
        .cards
        .never_played()
        .into_iter()
        .filter(|c| in_play.contains(&c.house()))
        .map(|c| c.key())
        .collect();
    assert!(
        never.is_empty(),
        "{players}-player self-play never played {never:?}"
    );
    if players == 6 {
        assert_eq!(summary.cards.played.len(), 42);
    }
}

#[test]
fn selfplay_3_players() {
    run(3, 300);
}

#[test]
fn selfplay_4_players() {
    run(4, 400);
}

#[test]
fn selfplay_5_players() {
    run(5, 500);
}

#[test]
fn selfplay_6_players() {
    run(6, 600);
}

/// With the Tides of Battle module on, self-play meets its decisions too: the Blade holder's
/// redraw and the casualty of a skull.
#[test]
fn selfplay_with_tides_of_battle() {
    let mut config = Config::default();
    config.options.tides_of_battle = true;
    let mut summary = Summary::default();
    for i in 0..20 {
        summary.add(&play_game(6, game_seed(6600, i), &config));
    }
    eprintln!("6 players, Tides of Battle:\n{}", summary.report());
    let failures: Vec<String> = summary
        .failures
        .iter()
        .map(|(seed, f)| format!("seed {seed}, after {} inputs: {}", f.at_input, f.message))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        summary
            .cards
            .effects
            .get("tides_revealed")
            .copied()
            .unwrap_or(0)
            > 0
    );
    assert!(
        summary
            .cards
            .asked
            .get("tides_redraw")
            .copied()
            .unwrap_or(0)
            > 0
    );
}

#[test]
fn recorded_log_replays_to_the_same_state_and_round_trips_through_json() {
    let rec = play_game(6, 42, &Config::unchecked());
    assert!(rec.ok(), "{:?}", rec.failures);
    let live = rec.final_state.as_ref().expect("the final state is kept");
    assert!(!rec.log.is_empty());

    // The log as the database stores it: JSON text.
    let json = serde_json::to_string(&rec.log).unwrap();
    let log: Vec<LogEntry> = serde_json::from_str(&json).unwrap();
    assert_eq!(log, rec.log);
    let setup_json = serde_json::to_string(&rec.setup).unwrap();
    let setup: Setup = serde_json::from_str(&setup_json).unwrap();
    assert_eq!(setup, rec.setup);

    let replayed = Game::replay(&setup, &log).expect("a recorded log replays");
    assert!(replayed.is_over());
    assert_eq!(replayed.state(), live);
    assert_eq!(replayed.winner(), rec.winner);

    // Entry by entry, with the checking `apply`, gives the same states as the trusted path.
    let mut checked = Game::new(&setup).unwrap();
    let mut trusted = Game::new(&setup).unwrap();
    for (i, e) in log.iter().enumerate() {
        let a = checked
            .apply(e.house, &e.input)
            .unwrap_or_else(|r| panic!("entry {i} rejected: {r}"));
        let b = trusted.apply_trusted(e.house, &e.input).unwrap();
        assert_eq!(a, b, "entry {i}: the same events");
    }
    assert_eq!(checked.state(), live);
    assert_eq!(trusted.state(), live);

    // The state itself survives JSON too.
    let state_json = serde_json::to_string(live).unwrap();
    let back: rookery::engine::state::GameState = serde_json::from_str(&state_json).unwrap();
    assert_eq!(&back, live);
}

#[test]
fn selfplay_is_reproducible_from_its_seed() {
    let a = play_game(5, 7, &Config::default());
    let b = play_game(5, 7, &Config::default());
    assert!(a.ok(), "{:?}", a.failures);
    assert_eq!(a.log, b.log);
    assert_eq!(a.final_state, b.final_state);
    let c = play_game(5, 8, &Config::default());
    assert_ne!(a.log, c.log, "another seed, another game");
}

#[test]
fn a_truncated_log_replays_to_an_unfinished_game() {
    let rec = play_game(4, 11, &Config::unchecked());
    assert!(rec.ok(), "{:?}", rec.failures);
    let half = &rec.log[..rec.log.len() / 2];
    let game = Game::replay(&rec.setup, half).unwrap();
    assert!(!game.is_over());
    assert!(!game.awaiting().is_empty());
}
