//! Self-play: whole games of random legal inputs (and some illegal ones), with invariant checks
//! after every accepted input. Used by `rookery selfplay`, by `tests/selfplay.rs` and by the
//! benchmarks, which replay the recorded games.
//!
//! Every random choice comes from the engine's own [`crate::engine::rng::Rng`], seeded from the
//! game's seed, so a game is reproduced exactly from its player count and seed.
//!
//! - [`play`]: the driver ([`play_game`], [`Config`], [`GameRecord`])
//! - [`gen`]: random inputs built from [`crate::engine::legal::Legal`] options, and fallbacks
//! - [`illegal`]: inputs that must be rejected, leaving the state unchanged
//! - [`invariants`]: what must hold after every accepted input
//! - [`stats`]: house cards played and card abilities asked ([`CardStats`])

pub mod dice;
pub mod gen;
pub mod illegal;
pub mod invariants;
pub mod play;
pub mod probes;
pub mod stats;
mod westeros_gen;

pub use play::{play_game, Config, Failure, GameRecord, Kind};
pub use stats::CardStats;

use crate::engine::house::House;
use std::collections::BTreeMap;
use std::process::ExitCode;
use std::time::Instant;

/// A random game (from the seeds `seeds`) with a moment where a request of `kind`
/// (`Request::kind`) is awaited, and the number of inputs before that moment: the occurrence
/// nearest the end of its game, so that a game continued from there is short (the web-play tests
/// start games there to meet rare decisions over HTTP).
pub fn find_position(
    players: u8,
    options: &crate::engine::GameOptions,
    kind: &str,
    seeds: std::ops::Range<u64>,
) -> Option<(GameRecord, usize)> {
    let mut config = Config::unchecked();
    config.options = options.clone();
    let mut best: Option<(GameRecord, usize)> = None;
    for seed in seeds {
        let rec = play_game(players, seed, &config);
        if !rec.ok() {
            continue;
        }
        let mut game = crate::engine::Game::new(&rec.setup).expect("a valid setup");
        let mut found = None;
        for (i, entry) in rec.log.iter().enumerate() {
            // Not where the request has one answer: the service answers it at once.
            if game.awaiting().iter().any(|a| {
                a.request.kind() == kind && !crate::engine::forced::has_one_answer(game.state(), a)
            }) {
                found = Some(i);
            }
            if game.apply_trusted(entry.house, &entry.input).is_err() {
                break;
            }
        }
        if let Some(i) = found {
            let left = rec.log.len() - i;
            if best.as_ref().is_none_or(|(b, j)| left < b.log.len() - j) {
                best = Some((rec, i));
            }
            if left < 60 {
                break;
            }
        }
    }
    best
}

/// The seed of game `index` of a run started with `seed`.
pub fn game_seed(seed: u64, index: u32) -> u64 {
    seed.wrapping_add(index as u64)
}

/// Totals over a run of games.
#[derive(Clone, Debug, Default)]
pub struct Summary {
    /// The edition of the games (the last one added).
    pub edition: crate::engine::options::Edition,
    /// Whether some game was played with Tides of Battle.
    pub tides_of_battle: bool,
    pub games: u32,
    pub wins: BTreeMap<House, u32>,
    pub castle_victories: u32,
    /// The seeds of the games that ended in a shared win (1st edition, agot1 §11.2 item 4).
    pub shared_wins: Vec<u64>,
    pub rounds: Vec<u8>,
    pub inputs: Vec<usize>,
    pub illegal_rejected: u64,
    pub retried: BTreeMap<String, u64>,
    pub retried_by_request: BTreeMap<String, u64>,
    pub fallbacks: u64,
    pub resubmissions: u64,
    pub combats: u64,
    pub musters: u64,
    pub accepted_by_kind: BTreeMap<String, u64>,
    pub answered_by_request: BTreeMap<String, u64>,
    pub deadlines_passed: u64,
    pub probes_accepted: u64,
    pub illegal_by_case: BTreeMap<String, u64>,
    pub cards: CardStats,
    /// (game seed, failure)
    pub failures: Vec<(u64, Failure)>,
}

impl Summary {
    pub fn add(&mut self, rec: &GameRecord) {
        self.edition = rec.setup.options.edition;
        self.tides_of_battle |= rec.setup.options.tides_of_battle;
        self.games += 1;
        if let Some(w) = rec.winner {
            *self.wins.entry(w).or_default() += 1;
        }
        self.castle_victories += u32::from(rec.castle_victory);
        if rec
            .final_state
            .as_ref()
            .is_some_and(|s| !s.shared_win.is_empty())
        {
            self.shared_wins.push(rec.setup.seed);
        }
        self.rounds.push(rec.rounds);
        self.inputs.push(rec.inputs());
        self.illegal_rejected += rec.illegal_rejected as u64;
        for (k, n) in &rec.retried {
            *self.retried.entry(k.clone()).or_default() += *n as u64;
        }
        for (k, n) in &rec.retried_by_request {
            *self.retried_by_request.entry(k.clone()).or_default() += *n as u64;
        }
        self.fallbacks += rec.fallbacks as u64;
        self.resubmissions += rec.resubmissions as u64;
        self.combats += rec.combats as u64;
        self.musters += rec.musters as u64;
        for (k, n) in &rec.accepted_by_kind {
            *self.accepted_by_kind.entry(k.clone()).or_default() += *n as u64;
        }
        self.deadlines_passed += rec.deadlines_passed as u64;
        self.probes_accepted += rec.probes_accepted as u64;
        for (k, n) in &rec.answered_by_request {
            *self.answered_by_request.entry(k.clone()).or_default() += *n as u64;
        }
        for (k, n) in &rec.illegal_by_case {
            *self.illegal_by_case.entry(k.clone()).or_default() += *n as u64;
        }
        self.cards.merge(&rec.cards);
        for f in &rec.failures {
            self.failures.push((rec.setup.seed, f.clone()));
        }
    }

    /// The kinds of request (`Request::kind`) of the run's edition that no game asked for.
    pub fn never_met(&self, tides_of_battle: bool) -> Vec<String> {
        crate::engine::request_kind::all_kinds_of(self.edition, tides_of_battle)
            .into_iter()
            .filter(|k| !self.answered_by_request.contains_key(k))
            .collect()
    }

    /// A few lines for the terminal.
    pub fn report(&self) -> String {
        let n = self.games.max(1) as f64;
        let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / v.len().max(1) as f64;
        let rounds: Vec<usize> = self.rounds.iter().map(|r| *r as usize).collect();
        let mut out = String::new();
        let wins: Vec<String> = self
            .wins
            .iter()
            .map(|(h, w)| format!("{} {w}", h.key()))
            .collect();
        out += &format!(
            "games: {}; winners: {}; castle victories: {}\n",
            self.games,
            wins.join(", "),
            self.castle_victories
        );
        if !self.shared_wins.is_empty() {
            let seeds: Vec<String> = self.shared_wins.iter().map(|s| s.to_string()).collect();
            out += &format!(
                "shared wins: {} (seeds {})\n",
                self.shared_wins.len(),
                seeds.join(", ")
            );
        }
        out += &format!(
            "rounds played: mean {:.2}, min {}, max {}\n",
            mean(&rounds),
            rounds.iter().min().unwrap_or(&0),
            rounds.iter().max().unwrap_or(&0)
        );
        out += &format!(
            "inputs per game: mean {:.1}, max {}; combats per game {:.1}; musters per game {:.1}\n",
            mean(&self.inputs),
            self.inputs.iter().max().unwrap_or(&0),
            self.combats as f64 / n,
            self.musters as f64 / n
        );
        let retried: Vec<String> = self
            .retried
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect();
        out += &format!(
            "illegal inputs rejected (state unchanged): {}; random inputs refused and retried: {} ({}); fallbacks: {}; sealed resubmissions: {}\n",
            self.illegal_rejected,
            self.retried.values().sum::<u64>(),
            if retried.is_empty() { "none".into() } else { retried.join(", ") },
            self.fallbacks,
            self.resubmissions
        );
        let list = |m: &BTreeMap<String, u64>| {
            m.iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if !self.retried_by_request.is_empty() {
            out += &format!(
                "refused and retried by request: {}\n",
                list(&self.retried_by_request)
            );
        }
        out += &format!(
            "accepted inputs by kind: {}\n",
            list(&self.accepted_by_kind)
        );
        out += &format!(
            "options offered and accepted (probes): {}; deadlines passed with an absent house: {}\n",
            self.probes_accepted, self.deadlines_passed
        );
        out += &format!(
            "decisions answered by request kind: {}\n",
            list(&self.answered_by_request)
        );
        // The 2nd edition's report lists the Tides of Battle kinds in any case, as it always has.
        let second = self.edition == crate::engine::options::Edition::Second;
        let never = self.never_met(second || self.tides_of_battle);
        out += &format!(
            "request kinds never met: {}\n",
            if never.is_empty() {
                "none".into()
            } else {
                never.join(", ")
            }
        );
        out += &format!("illegal inputs by case: {}\n", list(&self.illegal_by_case));
        out += &self.cards.report_of(self.edition);
        out += &format!("failures: {}\n", self.failures.len());
        out
    }
}

/// `rookery selfplay --players N --games G --seed S`: game `i` uses seed `S + i`.
pub fn cli_main(players: u8, games: u32, seed: u64, config: &Config) -> ExitCode {
    if !(3..=6).contains(&players) {
        eprintln!("selfplay: a game has 3 to 6 players, not {players}");
        return ExitCode::FAILURE;
    }
    let started = Instant::now();
    let mut summary = Summary::default();
    for i in 0..games {
        let s = game_seed(seed, i);
        let rec = match std::panic::catch_unwind(|| play_game(players, s, config)) {
            Ok(rec) => rec,
            Err(_) => {
                summary.games += 1;
                summary.failures.push((
                    s,
                    Failure {
                        at_input: 0,
                        message: "self-play itself panicked (see above)".into(),
                    },
                ));
                continue;
            }
        };
        if !rec.ok() {
            let path = std::env::temp_dir().join(format!("rookery-selfplay-{players}p-{s}.json"));
            let saved = serde_json::to_string_pretty(&rec)
                .ok()
                .and_then(|json| std::fs::write(&path, json).ok())
                .is_some();
            for f in &rec.failures {
                eprintln!(
                    "FAILURE in game {i} ({players} players, seed {s}) after {} inputs: {}",
                    f.at_input, f.message
                );
            }
            if saved {
                eprintln!("  setup and log saved to {}", path.display());
            }
        }
        summary.add(&rec);
    }
    let elapsed = started.elapsed();
    println!(
        "selfplay: {players} players, {games} games, seeds {seed}..{} ({:.2} s)",
        game_seed(seed, games.saturating_sub(1)),
        elapsed.as_secs_f64()
    );
    print!("{}", summary.report());
    if summary.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod plan_tests;
