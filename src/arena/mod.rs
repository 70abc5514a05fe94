//! `rookery arena`: the computer player's measured strength (issue 28).
//!
//! Plays games between kinds of player (the computer, random legal play, the documented defaults)
//! with one seat of the first kind against the others, that seat rotated over the houses from
//! game to game, and prints win rates, castles per game and supply by kind. Then the
//! civil-disorder comparison: games of computer seats where one house (rotated) falls into civil
//! disorder at the start of round 3, continued twice from that same position, once with the
//! computer playing that house and once with the defaults, and its castles at the end of each.
//! Last, the time the computer took per decision.
//!
//! Every game is reproduced from its seed: game `i` of a run started with seed `S` uses `S + i`.

use crate::engine::game::{Game, Setup};
use crate::engine::house::House;
use crate::engine::options::{Edition, GameOptions};
use crate::selfplay::dice::Dice;
use crate::selfplay::gen::{fallback_input, random_input};
use crate::selfplay::Kind;
use std::process::ExitCode;
use std::time::Instant;

/// A game still running after this many inputs is given up (none should be).
const MAX_INPUTS: usize = 30_000;

/// What one run measures.
#[derive(Clone, Debug)]
pub struct Arena {
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    pub edition: Edition,
    /// The first kind takes one seat; each other kind in turn takes all the others.
    pub kinds: Vec<Kind>,
    /// Games of the civil-disorder comparison (each played once to round 3, then twice on).
    pub disorder_games: u32,
    /// The computer plays by its rules of thumb alone, without its look-ahead (a comparison).
    pub rules_only: bool,
}

/// How many of the slowest decisions the report lists.
const SLOWEST: usize = 8;

/// One computer decision's cost: the CPU time of the thread that made it (what the computer
/// costs) and the wall time (which, on a loaded machine, also counts the time it was preempted).
#[derive(Clone, Debug)]
pub struct Decision {
    pub kind: String,
    pub round: u8,
    pub cpu_micros: u32,
    pub wall_micros: u32,
}

/// The computer's decision times and refusals over a run.
#[derive(Default)]
pub struct Timing {
    pub cpu: Vec<u32>,
    pub wall: Vec<u32>,
    /// The slowest decisions by CPU time, and by wall time (at most [`SLOWEST`] each).
    pub slowest_cpu: Vec<Decision>,
    pub slowest_wall: Vec<Decision>,
    /// Computer answers the engine refused (then replaced by the default): must stay 0.
    pub refused: u64,
}

/// CPU time used by the calling thread so far, in microseconds (Linux and the BSDs: the thread's
/// own clock, which does not run while it is preempted).
pub fn thread_cpu_micros() -> u64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the current value of the clock into `ts`, which we own.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return 0;
    }
    ts.tv_sec as u64 * 1_000_000 + ts.tv_nsec as u64 / 1_000
}

fn keep_slowest(list: &mut Vec<Decision>, d: &Decision, key: fn(&Decision) -> u32) {
    if list.len() == SLOWEST && list.last().is_some_and(|x| key(x) >= key(d)) {
        return;
    }
    list.push(d.clone());
    list.sort_by_key(|x| std::cmp::Reverse(key(x)));
    list.truncate(SLOWEST);
}

impl Timing {
    /// Records one decision.
    pub fn add(&mut self, d: Decision) {
        self.cpu.push(d.cpu_micros);
        self.wall.push(d.wall_micros);
        keep_slowest(&mut self.slowest_cpu, &d, |x| x.cpu_micros);
        keep_slowest(&mut self.slowest_wall, &d, |x| x.wall_micros);
    }

    fn stats(micros: &mut [u32]) -> String {
        micros.sort_unstable();
        let n = micros.len();
        let mean = micros.iter().map(|m| *m as f64).sum::<f64>() / n as f64;
        let pct = |p: f64| micros[((n as f64 * p) as usize).min(n - 1)];
        format!(
            "mean {:.0} µs, median {} µs, p99 {} µs, p99.9 {} µs, max {:.1} ms",
            mean,
            pct(0.5),
            pct(0.99),
            pct(0.999),
            *micros.last().unwrap() as f64 / 1000.0,
        )
    }

    fn report(&mut self) -> String {
        if self.cpu.is_empty() {
            return "computer decisions: none\n".into();
        }
        let list = |v: &[Decision]| {
            v.iter()
                .map(|d| {
                    format!(
                        "{} (round {}) cpu {:.1} ms wall {:.1} ms",
                        d.kind,
                        d.round,
                        d.cpu_micros as f64 / 1000.0,
                        d.wall_micros as f64 / 1000.0
                    )
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        format!(
            "computer decisions: {}; answers refused by the engine: {}\n  thread CPU time per decision: {}\n  wall time per decision: {}\n  slowest by CPU time: {}\n  slowest by wall time: {}\n",
            self.cpu.len(),
            self.refused,
            Self::stats(&mut self.cpu),
            Self::stats(&mut self.wall),
            list(&self.slowest_cpu),
            list(&self.slowest_wall),
        )
    }
}

/// Plays `game` on with the seats' kinds (in the order of the game's houses) until it ends, or
/// until `stop` says so.
pub fn play_on(
    game: &mut Game,
    seats: &[Kind],
    dice: &mut Dice,
    timing: &mut Timing,
    rules_only: bool,
    stop: impl Fn(&Game) -> bool,
) {
    let houses = game.state().houses.clone();
    let mut inputs = 0;
    while !game.is_over() && !stop(game) && inputs < MAX_INPUTS {
        let Some(a) = game.awaiting().into_iter().next() else {
            break;
        };
        let h = a.house;
        let kind = houses
            .iter()
            .position(|x| *x == h)
            .and_then(|i| seats.get(i).copied())
            .unwrap_or(Kind::Random);
        inputs += 1;
        match kind {
            Kind::Computer => {
                let started = Instant::now();
                let cpu_started = thread_cpu_micros();
                let input = if rules_only {
                    crate::bot::answer_by_rules(game, h)
                } else {
                    crate::bot::answer(game, h)
                };
                let cpu = thread_cpu_micros().saturating_sub(cpu_started);
                let wall = started.elapsed();
                timing.add(Decision {
                    kind: a.request.kind(),
                    round: game.state().round,
                    cpu_micros: cpu.min(u32::MAX as u64) as u32,
                    wall_micros: wall.as_micros().min(u32::MAX as u128) as u32,
                });
                let accepted = input.is_some_and(|i| game.apply(h, &i).is_ok());
                if !accepted {
                    timing.refused += 1;
                    if let Some(d) = game.default_input(h) {
                        let _ = game.apply(h, &d);
                    }
                }
            }
            Kind::Defaults => {
                let Some(d) = game.default_input(h) else {
                    break;
                };
                let _ = game.apply(h, &d);
            }
            Kind::Random => {
                let Some(legal) = game.legal(h) else { break };
                let mut done = false;
                for _ in 0..20 {
                    if game.apply(h, &random_input(&legal, dice)).is_ok() {
                        done = true;
                        break;
                    }
                }
                if !done && game.apply(h, &fallback_input(&legal)).is_err() {
                    if let Some(d) = game.default_input(h) {
                        let _ = game.apply(h, &d);
                    }
                }
            }
        }
    }
}

/// Totals for one kind of player over a match-up.
#[derive(Default, Clone)]
struct KindTotals {
    seats: u32,
    wins: u32,
    castles: u32,
    supply: u32,
}

impl KindTotals {
    fn add(&mut self, game: &Game, h: House) {
        let s = game.state();
        self.seats += 1;
        self.wins += u32::from(game.winner() == Some(h));
        self.castles += s.victory_points(h) as u32;
        self.supply += s.house(h).supply as u32;
    }

    fn line(&self, name: &str, per_seat: bool) -> String {
        let n = self.seats.max(1) as f64;
        format!(
            "{name}: wins {:.1}%{}, castles per game {:.2}, supply {:.2}",
            100.0 * self.wins as f64 / n,
            if per_seat { " per seat" } else { "" },
            self.castles as f64 / n,
            self.supply as f64 / n
        )
    }
}

fn options(edition: Edition) -> GameOptions {
    GameOptions {
        edition,
        ..GameOptions::default()
    }
}

impl Arena {
    fn setup(&self, seed: u64) -> Setup {
        Setup {
            players: self.players,
            options: options(self.edition),
            seed,
        }
    }

    /// One seat of `hero` (rotated), the others `rest`.
    fn match_up(&self, hero: Kind, rest: Kind, timing: &mut Timing) -> String {
        let mut h_tot = KindTotals::default();
        let mut r_tot = KindTotals::default();
        let started = Instant::now();
        for i in 0..self.games {
            let seed = self.seed.wrapping_add(i as u64);
            let mut game = Game::new(&self.setup(seed)).expect("a valid setup");
            let seat = i as usize % self.players as usize;
            let seats: Vec<Kind> = (0..self.players as usize)
                .map(|s| if s == seat { hero } else { rest })
                .collect();
            let mut dice = Dice::new(seed ^ 0xA2E_4A00);
            play_on(
                &mut game,
                &seats,
                &mut dice,
                timing,
                self.rules_only,
                |_| false,
            );
            let houses = game.state().houses.clone();
            for (s, h) in houses.iter().enumerate() {
                if s == seat {
                    h_tot.add(&game, *h);
                } else {
                    r_tot.add(&game, *h);
                }
            }
        }
        format!(
            "1 {hero} vs {} {rest} ({} games, {:.0} s): {}; {}\n",
            self.players - 1,
            self.games,
            started.elapsed().as_secs_f64(),
            h_tot.line(hero.key(), false),
            r_tot.line(rest.key(), true),
            hero = hero.key(),
            rest = rest.key(),
        )
    }

    /// Civil disorder at round 3: the same position played on by the computer and by the
    /// defaults; the house's castles at the end of each.
    fn disorder(&self, timing: &mut Timing) -> String {
        let started = Instant::now();
        let (mut by_computer, mut by_defaults, mut better, mut games) = (0u32, 0u32, 0u32, 0u32);
        let (mut wins_computer, mut wins_defaults) = (0u32, 0u32);
        let all = vec![Kind::Computer; self.players as usize];
        for i in 0..self.disorder_games {
            let seed = self.seed.wrapping_add(1_000_000 + i as u64);
            let mut game = Game::new(&self.setup(seed)).expect("a valid setup");
            let mut dice = Dice::new(seed);
            play_on(&mut game, &all, &mut dice, timing, self.rules_only, |g| {
                g.state().round >= 3
            });
            if game.is_over() {
                continue;
            }
            let seat = i as usize % self.players as usize;
            let h = game.state().houses[seat];
            let mut castles = [0u32; 2];
            for (k, kind) in [Kind::Computer, Kind::Defaults].into_iter().enumerate() {
                let mut g = game.clone();
                let mut seats = all.clone();
                seats[seat] = kind;
                let mut d = Dice::new(seed);
                play_on(&mut g, &seats, &mut d, timing, self.rules_only, |_| false);
                castles[k] = g.state().victory_points(h) as u32;
                let won = u32::from(g.winner() == Some(h));
                if k == 0 {
                    wins_computer += won;
                } else {
                    wins_defaults += won;
                }
            }
            by_computer += castles[0];
            by_defaults += castles[1];
            better += u32::from(castles[0] > castles[1]);
            games += 1;
        }
        let n = games.max(1) as f64;
        format!(
            "civil disorder from round 3 ({games} games, {:.0} s): castles at the end: computer {:.2}, defaults {:.2} ({:+.2}); more castles with the computer in {:.1}% of games; wins: computer {:.1}%, defaults {:.1}%\n",
            started.elapsed().as_secs_f64(),
            by_computer as f64 / n,
            by_defaults as f64 / n,
            (by_computer as f64 - by_defaults as f64) / n,
            100.0 * better as f64 / n,
            100.0 * wins_computer as f64 / n,
            100.0 * wins_defaults as f64 / n,
        )
    }

    /// Runs every match-up and the comparison; the report.
    pub fn run(&self) -> String {
        let mut timing = Timing::default();
        let edition = match self.edition {
            Edition::Second => "2nd edition",
            Edition::First => "1st edition",
        };
        let mut out = format!(
            "arena: {} players, {edition}, seeds from {}{}\n",
            self.players,
            self.seed,
            if self.rules_only {
                ", the computer by its rules of thumb alone (no look-ahead)"
            } else {
                ""
            }
        );
        let hero = self.kinds[0];
        for rest in self.kinds.iter().skip(1) {
            out += &self.match_up(hero, *rest, &mut timing);
        }
        if self.disorder_games > 0 {
            out += &self.disorder(&mut timing);
        }
        out += &timing.report();
        out
    }
}

/// `rookery arena`. The command line has checked the table against the edition and the kinds
/// ([`parse_kinds`]) before this runs.
pub fn cli_main(arena: &Arena) -> ExitCode {
    let started = Instant::now();
    print!("{}", arena.run());
    println!("total {:.0} s", started.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}

/// Parses `computer,random,defaults`: at least two kinds (the first one's seat plays against
/// each other kind).
pub fn parse_kinds(list: &str) -> Result<Vec<Kind>, String> {
    let kinds = list
        .split(',')
        .map(|k| {
            Kind::from_key(k.trim())
                .ok_or_else(|| format!("unknown kind \"{k}\" (computer, random or defaults)"))
        })
        .collect::<Result<Vec<Kind>, String>>()?;
    if kinds.len() < 2 {
        return Err("name at least two kinds, e.g. --kinds computer,random,defaults".into());
    }
    Ok(kinds)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A tiny run says what it measured, and the computer's answers were all accepted.
    #[test]
    fn a_small_arena_reports_every_figure() {
        let arena = Arena {
            players: 4,
            games: 2,
            seed: 5,
            edition: Edition::Second,
            kinds: parse_kinds("computer,random").unwrap(),
            disorder_games: 1,
            rules_only: false,
        };
        let report = arena.run();
        assert!(
            report.contains("1 computer vs 3 random (2 games"),
            "{report}"
        );
        assert!(
            report.contains("civil disorder from round 3 (1 games"),
            "{report}"
        );
        assert!(
            report.contains("answers refused by the engine: 0"),
            "{report}"
        );
        assert!(parse_kinds("computer,robot").is_err());
        assert!(
            parse_kinds("computer").is_err(),
            "one kind has nobody to play"
        );
    }
}
