//! Engine benchmarks: `cargo bench --bench engine`.
//!
//! Both work on one recorded 6-player self-play game (random legal inputs, played to its end):
//! - `apply`: the whole log applied input by input with [`Game::apply`] (which clones the state
//!   for every input, so that a rejection changes nothing), reported as inputs per second;
//! - `replay`: the whole game rebuilt from its setup and log with [`Game::replay`] (in place),
//!   which is what loading a game from the database costs.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rookery::engine::game::Game;
use rookery::selfplay::{play_game, Config, GameRecord};
use std::hint::black_box;
use std::time::Duration;

/// A finished 6-player game; the seed is fixed so that figures are comparable between runs.
fn recorded_game() -> GameRecord {
    let rec = play_game(6, 1, &Config::unchecked());
    assert!(rec.ok(), "self-play failed: {:?}", rec.failures);
    let game = Game::replay(&rec.setup, &rec.log).expect("the recorded log replays");
    assert!(game.is_over(), "the recorded game did not finish");
    rec
}

fn engine(c: &mut Criterion) {
    let rec = recorded_game();
    eprintln!(
        "recorded 6-player game: {} inputs, {} rounds, {} combats, winner {:?}",
        rec.log.len(),
        rec.rounds,
        rec.combats,
        rec.winner
    );

    let mut group = c.benchmark_group("6p_game");
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(rec.log.len() as u64));
    group.bench_function("apply", |b| {
        b.iter(|| {
            let mut game = Game::new(&rec.setup).unwrap();
            for e in &rec.log {
                black_box(game.apply(e.house, &e.input).unwrap());
            }
            game
        })
    });
    group.bench_function("replay", |b| {
        b.iter(|| Game::replay(black_box(&rec.setup), black_box(&rec.log)).unwrap())
    });
    group.finish();
}

criterion_group!(benches, engine);
criterion_main!(benches);
