//! The pace of a slow game (issue 25, item 1): whole games played through the service on a
//! simulated clock, with a model of when players answer, and what their logs say about how
//! often the game stood still.
//!
//! - [`simulate`]: plays one game through the [`Service`] use cases (register, create, join,
//!   start, submit, the deadline sweep) on a temporary SQLite database and a manual clock, and
//!   returns its [`Export`];
//! - [`analyse`]: reads an export (the log, each input's time and origin) into waits, answers
//!   and days; anyone can recount from an exported game;
//! - [`cli_main`]: `rookery pace`, the table by player count and edition.
//!
//! **The answer model.** When a house becomes awaited, its answer arrives after a log-normal
//! delay: median [`Model::median_hours`] (4 h), σ = [`Model::sigma`] (1: half the answers
//! within 2 h to 8 h, one in twenty after a day). A share of the players ([`Model::slow_share`])
//! is slow: median [`Model::slow_median_hours`] (16 h). Each house is drawn fast or slow once
//! per game. Answers are random legal choices (as self-play makes them). The game's deadlines
//! are the defaults of a new game (48 h planning, 24 h action and Westeros, 12 h combat);
//! when one passes before an answer, the service's sweep fills in the defaults, as on the site
//! (with its civil disorder after two missed deadlines in a row).
//!
//! **A wait** is a run of answers the game needs before it can go on: it starts when houses
//! are asked something new and lasts until the last of them has answered, so the answers to
//! one simultaneous step (orders, bids, house cards) count once. Inputs the service filled in
//! because they had only one possible answer (origin `forced`) are no wait, nor are answers filed
//! ahead (origin `planned`), which the service gives the moment the house is asked (they still
//! count as answers).

use crate::db::{Db, Target};
use crate::engine::options::Edition;
use crate::engine::{Game, House};
use crate::selfplay::dice::Dice;
use crate::selfplay::gen::{fallback_input, random_input};
use crate::service::clock::Clock;
use crate::service::export::Export;
use crate::service::lobby::{houses_in, Deadlines, GameSpec, Seating};
use crate::service::GameId;
use crate::service::Service;
use crate::service::UserId;
use chrono::{NaiveDateTime, TimeDelta};
use std::collections::{BTreeMap, BTreeSet};
use std::process::ExitCode;

/// When players answer.
#[derive(Clone, Debug)]
pub struct Model {
    /// Median delay of an answer, in hours.
    pub median_hours: f64,
    /// σ of the delay's logarithm.
    pub sigma: f64,
    /// Percent of the players who are slow.
    pub slow_share: u32,
    /// Median delay of a slow player's answer, in hours.
    pub slow_median_hours: f64,
    /// Percent of the players who file answers ahead (issue 25, item 3).
    pub plan_share: u32,
}

impl Default for Model {
    fn default() -> Self {
        Model {
            median_hours: 4.0,
            sigma: 1.0,
            slow_share: 20,
            slow_median_hours: 16.0,
            plan_share: 0,
        }
    }
}

/// What one run plays.
#[derive(Clone, Debug)]
pub struct Run {
    pub players: u8,
    pub games: u32,
    pub seed: u64,
    pub edition: Edition,
    pub model: Model,
    /// Simultaneous sealed support declarations (issue 25, item 4's game option).
    pub sealed_support: bool,
    /// Raids and marches asked early (issue 25, game option `early_marches`).
    pub early_marches: bool,
    /// A time bank (hours per house, hours added per request; item 5) instead of the default
    /// per-step deadlines; `(0, _)`: none.
    pub bank: (u32, u32),
}

/// A standard normal draw (Box–Muller) from the dice.
fn normal(dice: &mut Dice) -> f64 {
    const SCALE: usize = 1 << 30;
    let u1 = (dice.below(SCALE) as f64 + 1.0) / (SCALE as f64 + 1.0);
    let u2 = dice.below(SCALE) as f64 / SCALE as f64;
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

/// A log-normal delay with the given median, at least a minute.
fn delay(dice: &mut Dice, median_hours: f64, sigma: f64) -> TimeDelta {
    let hours = median_hours * (sigma * normal(dice)).exp();
    TimeDelta::seconds(((hours * 3600.0) as i64).max(60))
}

/// The service on a fresh SQLite database in the temporary directory, on a manual clock.
/// Returns the service, the clock and the database's path (deleted by [`Scratch::drop`]).
struct Scratch {
    svc: Service,
    clock: Clock,
    path: std::path::PathBuf,
    users: Vec<i32>,
}

impl Scratch {
    fn new(tag: &str) -> Result<Scratch, String> {
        let path = std::env::temp_dir().join(format!(
            "rookery-pace-{}-{tag}-{}.db",
            std::process::id(),
            crate::service::random_token().get(..8).unwrap_or("x")
        ));
        let start = chrono::NaiveDate::from_ymd_opt(2026, 1, 5)
            .and_then(|d| d.and_hms_opt(9, 0, 0))
            .ok_or("bad start date")?;
        let clock = Clock::manual(start);
        let db = Db::open(Target::Sqlite(path.to_string_lossy().into_owned()), 2)?;
        let mut svc = Service::with_clock(db, clock.clone());
        // One account plays many games here.
        svc.limits.games_per_day = i64::MAX / 2;
        svc.limits.open_lobbies = i64::MAX / 2;
        Ok(Scratch {
            svc,
            clock,
            path,
            users: Vec::new(),
        })
    }

    fn users(&mut self, n: usize) -> Result<Vec<i32>, String> {
        while self.users.len() < n {
            let name = format!("pace-player-{}", self.users.len() + 1);
            let login = self
                .svc
                .register(&name, "pace-password-1", "UTC")
                .map_err(|e| format!("registering {name}: {e}"))?;
            self.users.push(login.user.user_id);
        }
        Ok(self.users[..n].to_vec())
    }

    fn set_time(&self, at: NaiveDateTime) {
        let now = self.clock.now();
        if at > now {
            self.clock.advance(at - now);
        }
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut p = self.path.clone().into_os_string();
            p.push(suffix);
            let _ = std::fs::remove_file(p);
        }
    }
}

/// The most submissions one simulated game may take before it is called stalled.
const MAX_STEPS: usize = 20_000;

/// Plays game `index` of `run` through the service and returns its export.
fn simulate(
    scratch: &mut Scratch,
    run: &Run,
    index: u32,
) -> Result<(Export, BTreeMap<String, u32>), String> {
    let seed = crate::selfplay::game_seed(run.seed, index);
    let houses = houses_in(run.edition, run.players);
    if houses.is_empty() {
        return Err(format!(
            "the {:?} edition is not played with {} players",
            run.edition, run.players
        ));
    }
    let users = scratch.users(houses.len())?;
    let mut options = crate::engine::GameOptions {
        edition: run.edition,
        ..Default::default()
    };
    if run.edition == Edition::First {
        options.agot1 = crate::engine::options::FirstEditionOptions::default();
    }
    options.sealed_support = run.sealed_support;
    options.early_marches = run.early_marches;
    // As the new-game form makes games since issue 25.
    options.ask_together = true;
    let svc = &scratch.svc;
    let err = |what: &str, e: crate::service::ServiceError| format!("{what}: {e}");
    let spec = GameSpec {
        name: format!("Pace {index}"),
        players: run.players,
        seating: Seating::Random,
        creator_house: None,
        options,
        deadlines: Deadlines {
            bank_hours: run.bank.0,
            bank_step_hours: run.bank.1,
            ..Deadlines::default()
        },
        public: true,
        start_when_full: false,
        press: Default::default(),
    };
    let id = svc
        .create_game_seeded(UserId(users[0]), &spec, Some(seed))
        .map_err(|e| err("create", e))?;
    for u in users.iter().skip(1) {
        svc.join(id, UserId(*u), None, None)
            .map_err(|e| err("join", e))?;
    }
    svc.start(id, UserId(users[0]))
        .map_err(|e| err("start", e))?;
    // The 1st edition may deal the houses at random: read who got which.
    let seats = svc.load_game(id).map_err(|e| err("load", e))?.seats;
    let user_of = |h: House| {
        seats
            .iter()
            .find(|s| s.house == Some(h))
            .map(|s| s.user_id)
            .unwrap_or(0)
    };
    // The answer model's own stream, apart from the game's.
    let mut dice = Dice::new(seed ^ 0x9ACE_0000_0000_0025);
    let medians: BTreeMap<House, f64> = houses
        .iter()
        .map(|h| {
            let slow = dice.chance(run.model.slow_share);
            let median = if slow {
                run.model.slow_median_hours
            } else {
                run.model.median_hours
            };
            (*h, median)
        })
        .collect();
    // The houses whose players file answers ahead (item 3), drawn once per game, and their
    // choices: a stream of their own, so that a run without planners plays as before.
    let mut plan_dice = Dice::new(seed ^ 0x9ACE_0000_0000_0003);
    // The tie rows of the Iron Throne holder's bid form: a stream of their own too.
    let mut tie_dice = Dice::new(seed ^ 0x9ACE_0000_0000_0002);
    let planners: BTreeSet<House> = houses
        .iter()
        .copied()
        .filter(|_| plan_dice.chance(run.model.plan_share))
        .collect();
    // The (house, round) pairs whose answers ahead were filed.
    let mut filed: BTreeSet<(House, u8)> = BTreeSet::new();
    let mut due: BTreeMap<House, NaiveDateTime> = BTreeMap::new();
    // Houses whose player the site no longer seats (civil disorder): the deadlines play them.
    let mut unseated: BTreeSet<House> = BTreeSet::new();
    for _ in 0..MAX_STEPS {
        let loaded = svc.load_game(id).map_err(|e| err("load", e))?;
        if loaded.row.status != "active" {
            let export = svc.export(id).map_err(|e| err("export", e))?;
            return Ok((export, unused_plans(&svc.db, id.0)?));
        }
        let game: &Game = &loaded
            .replayed
            .as_ref()
            .ok_or("a started game without its log")?
            .game;
        // Once the orders are revealed, each planner files its answers ahead for the round,
        // on the page's "Answer ahead" form, while the game waits for others: no wait of its own.
        let round = game.state().round;
        if matches!(
            game.state().step,
            crate::engine::phase::Step::Raven { .. } | crate::engine::phase::Step::Action(_)
        ) {
            let due_planners: Vec<House> = planners
                .iter()
                .copied()
                .filter(|h| !unseated.contains(h) && filed.insert((*h, round)))
                .collect();
            if !due_planners.is_empty() {
                for h in due_planners {
                    file_ahead(svc, id, user_of(h), h, &mut plan_dice)?;
                }
                continue;
            }
        }
        let now = scratch.clock.now();
        let awaited: BTreeSet<House> = game.awaiting().iter().map(|a| a.house).collect();
        due.retain(|h, _| awaited.contains(h));
        for h in &awaited {
            if !due.contains_key(h) && !unseated.contains(h) {
                let d = delay(&mut dice, medians[h], run.model.sigma);
                due.insert(*h, now + d);
            }
        }
        let next = due.iter().min_by_key(|(_, t)| **t).map(|(h, t)| (*h, *t));
        let deadline = loaded.row.deadline_at;
        match (next, deadline) {
            (None, Some(d)) | (Some(_), Some(d)) if next.is_none_or(|(_, t)| d <= t) => {
                scratch.set_time(d);
                svc.sweep_deadlines()
                    .map_err(|e| err("deadline sweep", e))?;
            }
            (Some((h, t)), _) => {
                scratch.set_time(t);
                due.remove(&h);
                let Some(legal) = game.legal(h) else {
                    continue;
                };
                // The Iron Throne holder's bid form asks for the tie order too (optional
                // rows): the player fills them as it fills the form, a ranking at random,
                // filed with the bid (before it, as the form does). A planner filed its
                // ranking ahead already.
                if matches!(legal, crate::engine::legal::Legal::Bid { .. })
                    && game.state().tracks.iron_throne.first() == Some(&h)
                    && !planners.contains(&h)
                {
                    let mut ranking = game.state().tracks.iron_throne.clone();
                    for i in (1..ranking.len()).rev() {
                        ranking.swap(i, tie_dice.below(i + 1));
                    }
                    let entry = crate::engine::plan::PlanEntry::TieBreak { ranking };
                    svc.file_plan(id, UserId(user_of(h)), h, &[entry])
                        .map_err(|e| err("filing a tie order", e))?;
                }
                let mut answered = false;
                for attempt in 0..21 {
                    let input = if attempt < 20 {
                        random_input(&legal, &mut dice)
                    } else {
                        fallback_input(&legal)
                    };
                    match svc.submit(id, UserId(user_of(h)), h, &input, None) {
                        Ok(_) => {
                            answered = true;
                            break;
                        }
                        Err(crate::service::ServiceError::Rejected(_)) => continue,
                        Err(_) => {
                            unseated.insert(h);
                            break;
                        }
                    }
                }
                if !answered && !unseated.contains(&h) {
                    // Nothing it tried was accepted: the deadline answers for it.
                    unseated.insert(h);
                }
            }
            (None, _) => return Err(format!("game {id}: nobody to wait for and no deadline")),
        }
    }
    Err(format!("game {id} still running after {MAX_STEPS} steps"))
}

/// What a player who plans ahead files once the orders are revealed (issue 25, item 3), on the
/// game page's "Answer ahead" form: for each of its march, raid and support orders, one of the
/// answers the form's row offers (a march of every unit to an adjacent area, a raid on another
/// house's order next to it, whom a support backs), drawn at random as the player's other
/// choices are, and for each castle and stronghold it holds, one of the muster row's answers
/// (what to muster there at the next muster); the Messenger Raven's choice (pass, or look where the edition lets it), should it hold the Raven; and, for
/// the next Westeros phase, a ranking to break bid ties with should it hold the Iron Throne. The
/// engine judges each when it is used: one that no longer applies is dropped and the house is
/// asked as usual.
fn file_ahead(
    svc: &Service,
    id: GameId,
    user: i32,
    house: House,
    dice: &mut Dice,
) -> Result<(), String> {
    let loaded = svc.load_game(id).map_err(|e| format!("load: {e}"))?;
    // Another planner's answer may have ended the game (seven castles).
    let Some(replayed) = loaded
        .replayed
        .as_ref()
        .filter(|_| loaded.row.status == "active")
    else {
        return Ok(());
    };
    let game = &replayed.game;
    let view = game.view_for(Some(house));
    // The house's revealed march, raid and support orders, as the "Answer ahead" form has them.
    let areas: Vec<(
        crate::engine::AreaId,
        Option<crate::engine::orders::OrderKind>,
    )> = view
        .areas
        .iter()
        .filter_map(|a| match a.order {
            Some((h, t)) if h == house => Some((a.area, Some(t.kind()))),
            _ => None,
        })
        .collect();
    // A raid's target: an order of another house, as a player reads the map.
    let aimable = |value: &str| match value.strip_prefix("raid:") {
        Some(to) => view
            .areas
            .iter()
            .any(|a| a.area.key() == to && a.order.is_some_and(|(h, _)| h != house)),
        None => true,
    };
    let tr = crate::i18n::Tr(crate::i18n::Lang::En);
    let board = game.state().board();
    let mut rows = crate::decisions::plans::rows(tr, &view, board, house, &areas, Some(&[]));
    // The muster rows: what to muster in each castle and stronghold at the next muster.
    rows.extend(crate::decisions::plans::muster_rows(
        tr,
        &view,
        board,
        house,
        Some(&[]),
    ));
    // The planner counts supply, as a careful player does: the armies its marches and musters
    // would make, with those it chose before, must fit its supply track now; and it sends no
    // ship into a port whose land another house holds.
    let bounds = crate::engine::bounds::Bounds::of(game.state(), house);
    let mut delta: Vec<(crate::engine::AreaId, i8)> = Vec::new();
    let change = |name: &str, value: &str| -> Option<Vec<(crate::engine::AreaId, i8)>> {
        let area = |k: &str| crate::engine::AreaId::from_key(k);
        let row = name.strip_prefix(crate::decisions::plans::PLAN)?;
        if let Some(to) = value.strip_prefix("march:") {
            let (from, to) = (area(row)?, area(to)?);
            if let Some(land) = board.area(to).port_land {
                if view.areas[land.index()].controller != Some(house) {
                    return None;
                }
            }
            let n = view.areas[from.index()].units.standing_list().len() as i8;
            return Some(vec![(from, -n), (to, n)]);
        }
        let Some(at) = row.strip_prefix(crate::decisions::plans::MUSTER) else {
            return Some(vec![]);
        };
        let at = area(at)?;
        Some(match value {
            "f" | "k" => vec![(at, 1)],
            "ff" => vec![(at, 2)],
            v => match v.strip_prefix("s:") {
                Some(port) => vec![(area(port)?, 1)],
                None => vec![],
            },
        })
    };
    let mut pairs = Vec::new();
    for row in rows {
        if let crate::decisions::Field::Select { name, options, .. } = row {
            let answers: Vec<(String, Vec<(crate::engine::AreaId, i8)>)> = options
                .into_iter()
                .map(|o| o.value)
                .filter(|v| !v.is_empty() && v != "keep" && aimable(v))
                .filter_map(|v| {
                    let d = change(&name, &v)?;
                    let mut all = delta.clone();
                    all.extend(d.iter().copied());
                    bounds.fits(&all).then_some((v, d))
                })
                .collect();
            if let Some((v, d)) = dice.pick(&answers) {
                delta.extend(d.iter().copied());
                pairs.push((name, v.clone()));
            }
        }
    }
    let form = crate::decisions::formdata::FormData::from_pairs(pairs);
    let (mut entries, _) = crate::decisions::plans::parse(&form, house, &view)
        .map_err(|e| format!("the plan rows: {e:?}"))?;
    let mut ranking: Vec<House> = view.houses.iter().map(|h| h.house).collect();
    for i in (1..ranking.len()).rev() {
        ranking.swap(i, dice.below(i + 1));
    }
    entries.push(crate::engine::plan::PlanEntry::TieBreak { ranking });
    // Should it hold the Messenger Raven: pass, or look at the next wildling card (an edition
    // whose Raven may look: the 1st edition has no wildling deck).
    let choices: &[crate::engine::plan::RavenPlan] = if game.state().rules().raven_peeks {
        &[
            crate::engine::plan::RavenPlan::Pass,
            crate::engine::plan::RavenPlan::Peek,
        ]
    } else {
        &[crate::engine::plan::RavenPlan::Pass]
    };
    let raven = *dice
        .pick(choices)
        .unwrap_or(&crate::engine::plan::RavenPlan::Pass);
    entries.push(crate::engine::plan::PlanEntry::Raven { choice: raven });
    // After a look, which wildling cards to bury (each as likely buried as kept, as the
    // players' other choices are drawn).
    if raven == crate::engine::plan::RavenPlan::Peek {
        let cards = crate::engine::wildling::WildlingCard::ALL
            .into_iter()
            .filter(|_| dice.below(2) == 0)
            .collect();
        entries.push(crate::engine::plan::PlanEntry::RavenBury { cards });
    }
    svc.file_plan(id, UserId(user), house, &entries)
        .map(|_| ())
        .map_err(|e| format!("filing a plan: {e}"))
}

/// The answers filed ahead that were not used, by kind and why (`march dropped: rejected`,
/// `raid filed`: never asked), read from the game's `plans` rows once it is over. Used ones are
/// deleted when used; they are the inputs of origin `planned`.
fn unused_plans(db: &Db, game: i32) -> Result<BTreeMap<String, u32>, String> {
    use crate::db::schema::plans;
    use diesel::prelude::*;
    let mut c = db.conn().map_err(|e| e.to_string())?;
    let rows: Vec<(String, String, Option<String>)> = plans::table
        .filter(plans::game_id.eq(game))
        .select((plans::kind, plans::status, plans::dropped))
        .load(&mut c)
        .map_err(|e| e.to_string())?;
    let mut out = BTreeMap::new();
    for (kind, status, why) in rows {
        let why = why
            .and_then(|w| serde_json::from_str::<serde_json::Value>(&w).ok())
            .and_then(|w| {
                let why = w.get("why")?.as_str()?.to_string();
                let detail = w
                    .pointer("/rejection/kind")
                    .and_then(|v| v.as_str())
                    .map(|d| format!(" {d}"))
                    .unwrap_or_default();
                Some(format!("{why}{detail}"))
            });
        let key = match why {
            Some(w) => format!("{kind} {status}: {w}"),
            None => format!("{kind} {status}"),
        };
        *out.entry(key).or_default() += 1;
    }
    Ok(out)
}

/// How an input came, as an export states it.
fn origin_of(entry: &crate::service::export::ExportEntry) -> &'static str {
    entry.origin().key()
}

/// What one game's log says.
#[derive(Clone, Debug, Default)]
pub struct GameFigures {
    /// Per round (index 0: round 1): waits, answers (inputs not forced).
    pub rounds: Vec<(u32, u32)>,
    /// Calendar days from the start to the last input.
    pub days: f64,
    /// For each request kind, the waits in which it was asked.
    pub wait_kinds: BTreeMap<String, u32>,
    /// Inputs by origin.
    pub origins: BTreeMap<String, u32>,
    /// Raids and marches answered early (game option `early_marches`): given, and applied at
    /// their turn (the others were dropped and their house asked again).
    pub early: (u32, u32),
    /// The same as the export marks them (`ExportEntry::early`): given early, applied.
    pub early_marked: (u32, u32),
    /// Per round, the waits counted with houses asked early not waited on (game option
    /// `early_marches`): a wait starts only when a house asked at its turn was not asked in the
    /// current one. Without the option, the same as the waits of `rounds`.
    pub turn_waits: Vec<u32>,
}

/// Reads an exported game's log: its waits, answers and days.
pub fn analyse(export: &Export) -> Result<GameFigures, String> {
    let mut game = Game::new(&export.setup).map_err(|e| e.to_string())?;
    let mut figures = GameFigures::default();
    // The houses of the current wait that have not answered yet.
    let mut remaining: BTreeSet<House> = BTreeSet::new();
    // The same with houses asked early (game option `early_marches`) not waited on.
    let mut turn_remaining: BTreeSet<House> = BTreeSet::new();
    for entry in &export.log {
        let origin = origin_of(entry).to_string();
        *figures.origins.entry(origin.clone()).or_default() += 1;
        let round = usize::from(game.state().round.max(1));
        if figures.rounds.len() < round {
            figures.rounds.resize(round, (0, 0));
            figures.turn_waits.resize(round, 0);
        }
        let awaited = game.awaiting();
        let houses: BTreeSet<House> = awaited.iter().map(|a| a.house).collect();
        let counted = origin != "forced" && houses.contains(&entry.house);
        // An answer filed ahead is given the moment its house is asked: a decision, no wait.
        let planned = origin == "planned";
        if counted && !planned {
            let early: Vec<House> = if game.state().options.early_marches {
                crate::engine::together::awaited(game.state())
                    .into_iter()
                    .map(|(h, _)| h)
                    .collect()
            } else {
                Vec::new()
            };
            let needed = houses
                .iter()
                .any(|h| !early.contains(h) && !turn_remaining.contains(h));
            if turn_remaining.is_empty() || needed {
                figures.turn_waits[round - 1] += 1;
                turn_remaining = houses.clone();
            }
            turn_remaining.remove(&entry.house);
        }
        if counted {
            if !planned && (remaining.is_empty() || !houses.is_subset(&remaining)) {
                figures.rounds[round - 1].0 += 1;
                let kinds: BTreeSet<String> = awaited.iter().map(|a| a.request.kind()).collect();
                for k in kinds {
                    *figures.wait_kinds.entry(k).or_default() += 1;
                }
                remaining = houses;
            }
            remaining.remove(&entry.house);
            figures.rounds[round - 1].1 += 1;
        }
        let early = game.state().options.early_marches
            && crate::engine::together::answers_ahead(game.state(), entry.house);
        let events = game
            .apply_trusted(entry.house, &entry.input)
            .map_err(|r| format!("input {} does not replay: {r}", entry.seq))?;
        figures.early.0 += u32::from(early);
        if let Some(fate) = entry.early {
            figures.early_marked.0 += 1;
            figures.early_marked.1 += u32::from(fate == crate::service::export::EarlyFate::Applied);
        }
        figures.early.1 += events
            .iter()
            .filter(|e| matches!(e, crate::engine::Event::AnsweredEarly { .. }))
            .count() as u32;
    }
    if let (Some(start), Some(last)) = (export.started_at, export.log.last()) {
        figures.days = (last.at - start).num_seconds() as f64 / 86_400.0;
    }
    Ok(figures)
}

/// The `q`-quantile (0..=1) of `values` (nearest rank); 0 for none.
fn quantile(values: &mut [f64], q: f64) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let rank = ((q * values.len() as f64).ceil() as usize).clamp(1, values.len());
    values[rank - 1]
}

/// The median, averaging the two middle values of an even count.
fn median(values: &mut [f64]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    values.sort_by(|a, b| a.total_cmp(b));
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// The figures of a whole run.
#[derive(Clone, Debug, Default)]
pub struct RunFigures {
    pub games: usize,
    pub rounds: usize,
    pub waits_median: f64,
    pub waits_p90: f64,
    pub answers_median: f64,
    pub days_median: f64,
    pub days_p90: f64,
    pub wait_kinds: BTreeMap<String, u32>,
    pub origins: BTreeMap<String, u32>,
    /// Answers filed ahead and not used, by kind and why.
    pub unused_plans: BTreeMap<String, u32>,
    /// Raids and marches answered early, and applied at their turn.
    pub early: (u32, u32),
    /// The same as the exports mark them.
    pub early_marked: (u32, u32),
    /// Waits per round with houses asked early not waited on: median and 90th percentile.
    pub turn_waits: (f64, f64),
    /// The mean of the waits per round, and of those with houses asked early not waited on:
    /// finer than a median of whole numbers, to compare two runs.
    pub waits_mean: (f64, f64),
    /// The whole rounds the figures are over (a game's last round is left out).
    pub whole_rounds: usize,
    pub failures: Vec<String>,
}

/// Plays `run` and adds up its games' figures.
pub fn measure(run: &Run) -> Result<RunFigures, String> {
    let mut scratch = Scratch::new(&format!("{}p", run.players))?;
    let mut out = RunFigures::default();
    let (mut waits, mut answers, mut days) = (Vec::new(), Vec::new(), Vec::new());
    let mut turn_waits = Vec::new();
    for index in 0..run.games {
        let figures = match simulate(&mut scratch, run, index)
            .and_then(|(e, unused)| analyse(&e).map(|f| (f, unused)))
        {
            Ok((f, unused)) => {
                for (k, n) in unused {
                    *out.unused_plans.entry(k).or_default() += n;
                }
                f
            }
            Err(e) => {
                out.failures.push(format!("game {index}: {e}"));
                continue;
            }
        };
        out.games += 1;
        // Whole rounds only: a game ends inside its last round.
        let whole = figures.rounds.len().saturating_sub(1).max(1);
        for &w in figures.turn_waits.iter().take(whole) {
            turn_waits.push(f64::from(w));
        }
        for &(w, a) in figures.rounds.iter().take(whole) {
            waits.push(f64::from(w));
            answers.push(f64::from(a));
        }
        out.rounds += figures.rounds.len();
        days.push(figures.days);
        for (k, n) in figures.wait_kinds {
            *out.wait_kinds.entry(k).or_default() += n;
        }
        for (k, n) in figures.origins {
            *out.origins.entry(k).or_default() += n;
        }
        out.early.0 += figures.early.0;
        out.early.1 += figures.early.1;
        out.early_marked.0 += figures.early_marked.0;
        out.early_marked.1 += figures.early_marked.1;
    }
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len().max(1) as f64;
    out.waits_mean = (mean(&waits), mean(&turn_waits));
    out.whole_rounds = waits.len();
    out.turn_waits = (median(&mut turn_waits), quantile(&mut turn_waits, 0.9));
    out.waits_median = median(&mut waits);
    out.waits_p90 = quantile(&mut waits, 0.9);
    out.answers_median = median(&mut answers);
    out.days_median = median(&mut days);
    out.days_p90 = quantile(&mut days, 0.9);
    Ok(out)
}

/// `rookery pace`: plays the run and prints its figures.
pub fn cli_main(run: &Run) -> ExitCode {
    let edition = match run.edition {
        Edition::First => "1st",
        Edition::Second => "2nd",
    };
    let started = std::time::Instant::now();
    let figures = match measure(run) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("rookery pace: {e}");
            return ExitCode::FAILURE;
        }
    };
    let m = &run.model;
    println!(
        "pace: {} players, {edition} edition, {} games from seed {}{}; answers after a log-normal delay \
         (median {} h, sigma {}; {}% slow players, median {} h); {}% planning ahead; default deadlines",
        run.players,
        figures.games,
        run.seed,
        match (run.sealed_support, run.early_marches) {
            (true, true) => ", sealed support, marches asked early",
            (true, false) => ", sealed support",
            (false, true) => ", marches asked early",
            (false, false) => "",
        },
        m.median_hours,
        m.sigma,
        m.slow_share,
        m.slow_median_hours,
        m.plan_share,
    );
    if run.bank.0 > 0 {
        println!(
            "time bank: {} h per house, plus {} h per request (instead of the deadlines)",
            run.bank.0, run.bank.1
        );
    }
    println!(
        "| players | edition | games | waits/round median | p90 | answers/round median | days/game median | p90 |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    println!(
        "| {} | {edition} | {} | {:.1} | {:.0} | {:.1} | {:.1} | {:.1} |",
        run.players,
        figures.games,
        figures.waits_median,
        figures.waits_p90,
        figures.answers_median,
        figures.days_median,
        figures.days_p90
    );
    println!(
        "waits/round mean {:.2} over {} whole rounds",
        figures.waits_mean.0, figures.whole_rounds
    );
    let total: u32 = figures.wait_kinds.values().sum();
    let mut kinds: Vec<(&String, &u32)> = figures.wait_kinds.iter().collect();
    kinds.sort_by(|a, b| b.1.cmp(a.1).then(a.0.cmp(b.0)));
    let shown: Vec<String> = kinds
        .iter()
        .take(12)
        .map(|(k, n)| {
            format!(
                "{k} {:.0}%",
                f64::from(**n) * 100.0 / f64::from(total.max(1))
            )
        })
        .collect();
    println!("waits by request kind: {}", shown.join(", "));
    let origins: Vec<String> = figures
        .origins
        .iter()
        .map(|(k, n)| format!("{k} {n}"))
        .collect();
    println!("inputs by origin: {}", origins.join(", "));
    if run.early_marches {
        println!(
            "raids and marches answered early: {}, applied at their turn {}, not applied {}",
            figures.early.0,
            figures.early.1,
            figures.early.0.saturating_sub(figures.early.1)
        );
        println!(
            "waits/round with houses asked early not waited on (a wait starts only when a house \
             asked at its turn was not asked in the current one): median {} (p90 {}), mean {:.2}",
            figures.turn_waits.0, figures.turn_waits.1, figures.waits_mean.1
        );
    }
    if !figures.unused_plans.is_empty() {
        let unused: Vec<String> = figures
            .unused_plans
            .iter()
            .map(|(k, n)| format!("{k} {n}"))
            .collect();
        println!("answers filed ahead, not used: {}", unused.join(", "));
    }
    println!("({:.0} s)", started.elapsed().as_secs_f64());
    for f in &figures.failures {
        println!("FAILED {f}");
    }
    if figures.failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
