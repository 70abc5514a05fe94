//! Plays one game with random inputs, checking invariants as it goes.

use super::dice::Dice;
use super::gen::{fallback_input, random_input};
use super::illegal::illegal_input;
use super::invariants;
use crate::engine::event::Event;
use crate::engine::game::{Game, LogEntry, Request, Setup};
use crate::engine::house::House;
use crate::engine::input::Input;
use crate::engine::legal::Legal;
use crate::engine::options::GameOptions;
use crate::engine::phase::{CombatStage, Step, Sub};
use crate::engine::setup::CASTLES_TO_WIN;
use crate::engine::state::GameState;
use crate::engine::westeros::Task;
use crate::engine::wildlings::AttackStage;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Who answers for a seat in self-play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Random legal inputs (retried when refused, then the minimal fallback).
    Random,
    /// The computer player ([`crate::bot`]): each answer must be accepted.
    Computer,
    /// The engine's documented defaults, as for a missed deadline.
    Defaults,
}

impl Kind {
    pub fn key(self) -> &'static str {
        match self {
            Kind::Random => "random",
            Kind::Computer => "computer",
            Kind::Defaults => "defaults",
        }
    }

    pub fn from_key(key: &str) -> Option<Kind> {
        [Kind::Random, Kind::Computer, Kind::Defaults]
            .into_iter()
            .find(|k| k.key() == key)
    }
}

/// How a game is played and checked.
#[derive(Clone, Debug)]
pub struct Config {
    /// A game still running after this many accepted inputs has stalled.
    pub max_inputs: usize,
    /// Random inputs tried before the minimal fallback input.
    pub max_retries: usize,
    /// Check the invariants after every accepted input.
    pub check_invariants: bool,
    /// Chance (percent) of trying an illegal input before each legal one.
    pub illegal_percent: u32,
    /// Chance (percent) of replacing a sealed submission (orders, house card) at once.
    pub resubmit_percent: u32,
    /// Replay the log from scratch and compare every this many inputs (0: only at the end).
    pub replay_every: usize,
    /// Build every house's view every this many inputs (0: never).
    pub views_every: usize,
    pub options: GameOptions,
    /// Chance (percent) that each house is absent: it never answers, and only passed deadlines
    /// (the engine's defaults, applied as the service's sweep does) move it on.
    pub absent_percent: u32,
    /// After every accepted input, apply up to this many of each awaited house's option probes
    /// ([`super::probes`]) to a copy: every option offered must be accepted. 0: off.
    pub probe_limit: usize,
    /// Probe every option of a multi-part request (wildling units, supply removals, musters, a
    /// special raid's two orders), not a sample: each must belong to an accepted answer.
    pub probe_every_part: bool,
    /// After every accepted input, check that a deadline passing now would move the game on.
    pub check_deadlines: bool,
    /// Who plays each seat, in the order of the game's houses; seats not listed play random.
    pub seats: Vec<Kind>,
    /// After every accepted input, check that no awaited request has a single answer (issue 25).
    pub check_single_answers: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_inputs: 20_000,
            max_retries: 20,
            check_invariants: true,
            illegal_percent: 5,
            resubmit_percent: 15,
            replay_every: 250,
            views_every: 50,
            options: GameOptions::default(),
            absent_percent: 0,
            probe_limit: 4,
            probe_every_part: false,
            check_deadlines: true,
            seats: Vec::new(),
            check_single_answers: true,
        }
    }
}

impl Config {
    /// Random legal play only, no checks: for recording games to benchmark.
    pub fn unchecked() -> Config {
        Config {
            check_invariants: false,
            illegal_percent: 0,
            replay_every: 0,
            views_every: 0,
            probe_limit: 0,
            check_deadlines: false,
            ..Config::default()
        }
    }
}

/// Something that went wrong, at which point of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The number of accepted inputs when it happened.
    pub at_input: usize,
    pub message: String,
}

/// A played game: enough to replay it, plus what was observed.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRecord {
    pub setup: Setup,
    pub log: Vec<LogEntry>,
    pub winner: Option<House>,
    /// The round the game ended in.
    pub rounds: u8,
    /// Won at once with seven castles, rather than at the end of round 10.
    pub castle_victory: bool,
    /// Deliberately illegal inputs, each rejected with the state unchanged.
    pub illegal_rejected: u32,
    /// Random inputs the engine refused (then retried), by rejection kind.
    pub retried: BTreeMap<String, u32>,
    /// The same, by the kind of request answered and the rejection: "reconcile: too_many_removed".
    #[serde(default)]
    pub retried_by_request: BTreeMap<String, u32>,
    /// Requests answered with the minimal fallback input after every random one was refused.
    pub fallbacks: u32,
    /// Sealed submissions replaced before the last house submitted.
    pub resubmissions: u32,
    pub combats: u32,
    pub musters: u32,
    /// Accepted inputs by kind (`Input::kind`): what the game exercised.
    pub accepted_by_kind: BTreeMap<String, u32>,
    /// Decisions answered, by request kind (`Request::kind`): which questions the game asked.
    #[serde(default)]
    pub answered_by_request: BTreeMap<String, u32>,
    /// Houses that never answered in this game (see [`Config::absent_percent`]).
    #[serde(default)]
    pub absent: Vec<House>,
    /// Deadlines that passed with an absent house awaited, and the defaults they filled in.
    #[serde(default)]
    pub deadlines_passed: u32,
    /// Option probes applied to a copy of the game (all accepted, or the game failed).
    #[serde(default)]
    pub probes_accepted: u32,
    /// Answers given by computer seats (every one accepted, or the game failed).
    #[serde(default)]
    pub computer_answers: u32,
    /// Requests with only one possible answer, answered at once as the service answers them
    /// (issue 25: logged with the origin `forced`, never awaited).
    #[serde(default)]
    pub forced: u32,
    /// Rejected illegal inputs by what they tried.
    pub illegal_by_case: BTreeMap<String, u32>,
    /// House cards played, ability decisions asked, card effects seen.
    #[serde(default)]
    pub cards: super::stats::CardStats,
    pub failures: Vec<Failure>,
    #[serde(skip)]
    pub final_state: Option<GameState>,
}

impl GameRecord {
    pub fn inputs(&self) -> usize {
        self.log.len()
    }
    pub fn ok(&self) -> bool {
        self.failures.is_empty()
    }
}

struct Player<'a> {
    game: Game,
    dice: Dice,
    config: &'a Config,
    rec: GameRecord,
    /// The input being applied, to name it if the engine panics.
    pending: Option<(House, Input)>,
}

/// Plays one `players`-player game from `seed` (the game's seed, and the seed of the random
/// choices) until it ends, fails, or stalls.
pub fn play_game(players: u8, seed: u64, config: &Config) -> GameRecord {
    let setup = Setup {
        players,
        options: config.options.clone(),
        seed,
    };
    let mut rec = GameRecord {
        setup: setup.clone(),
        log: Vec::new(),
        winner: None,
        rounds: 0,
        castle_victory: false,
        illegal_rejected: 0,
        retried: BTreeMap::new(),
        retried_by_request: BTreeMap::new(),
        fallbacks: 0,
        resubmissions: 0,
        combats: 0,
        musters: 0,
        accepted_by_kind: BTreeMap::new(),
        answered_by_request: BTreeMap::new(),
        absent: Vec::new(),
        deadlines_passed: 0,
        probes_accepted: 0,
        computer_answers: 0,
        forced: 0,
        illegal_by_case: BTreeMap::new(),
        cards: Default::default(),
        failures: Vec::new(),
        final_state: None,
    };
    let game = match catch_unwind(|| Game::new(&setup)) {
        Ok(Ok(g)) => g,
        Ok(Err(e)) => {
            rec.failures.push(Failure {
                at_input: 0,
                message: format!("setup refused: {e}"),
            });
            return rec;
        }
        Err(p) => {
            rec.failures.push(Failure {
                at_input: 0,
                message: format!("Game::new panicked: {}", panic_text(&p)),
            });
            return rec;
        }
    };
    let mut p = Player {
        game,
        // Not the game's own stream: the players' choices must not follow the engine's shuffles.
        dice: Dice::new(seed ^ 0x5E1F_91A7_0000_0000),
        config,
        rec,
        pending: None,
    };
    if config.absent_percent > 0 {
        let houses = p.game.state().houses.clone();
        for h in houses {
            if p.dice.chance(config.absent_percent) {
                p.rec.absent.push(h);
            }
        }
    }
    if config.check_invariants {
        p.check_invariants();
    }
    while p.rec.failures.is_empty() && !p.game.is_over() {
        if p.rec.log.len() >= config.max_inputs {
            let s = p.game.state();
            p.fail(format!(
                "stalled: still running after {} inputs, in round {}, step {:?}, awaiting {:?}",
                config.max_inputs,
                s.round,
                s.step,
                p.game.awaiting()
            ));
            break;
        }
        match catch_unwind(AssertUnwindSafe(|| p.step())) {
            Ok(()) => {}
            Err(payload) => {
                let what = match &p.pending {
                    Some((h, i)) => format!(
                        "applying {h}'s {}",
                        serde_json::to_string(i).unwrap_or_default()
                    ),
                    None => "choosing an input".into(),
                };
                let msg = format!("panic while {what}: {}", panic_text(&payload));
                p.fail(msg);
            }
        }
        p.pending = None;
    }
    if p.rec.failures.is_empty() {
        p.final_checks();
    }
    let s = p.game.state();
    p.rec.winner = p.game.winner();
    p.rec.rounds = s.round;
    p.rec.castle_victory = p
        .rec
        .winner
        .is_some_and(|w| s.victory_points(w) >= CASTLES_TO_WIN);
    p.rec.final_state = Some(s.clone());
    p.rec
}

fn panic_text(payload: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(no message)".into()
    }
}

/// Options that leave nothing to submit: the engine should never ask for them.
fn empty_options(legal: &Legal) -> bool {
    match legal {
        Legal::Raid { options, .. } => options.is_empty(),
        Legal::March { options, .. } => options.is_empty(),
        Legal::Consolidate { orders, .. } => orders.is_empty(),
        Legal::HouseCard { hand } => hand.is_empty(),
        Legal::Retreat { options, .. } => options.is_empty(),
        _ => false,
    }
}

impl Player<'_> {
    fn fail(&mut self, message: String) {
        self.rec.failures.push(Failure {
            at_input: self.rec.log.len(),
            message,
        });
    }

    /// One accepted input (maybe preceded by an illegal one, maybe followed by a replacement).
    fn step(&mut self) {
        let awaited = self.game.awaiting();
        if awaited.is_empty() {
            return self.fail(format!(
                "nothing awaited but the game is not over: step {:?}",
                self.game.state().step
            ));
        }
        if self.config.illegal_percent > 0 && self.dice.chance(self.config.illegal_percent) {
            self.try_illegal(&awaited);
            if !self.rec.failures.is_empty() {
                return;
            }
        }
        let present: Vec<_> = awaited
            .iter()
            .filter(|a| !self.rec.absent.contains(&a.house))
            .cloned()
            .collect();
        if present.is_empty() {
            return self.pass_deadline();
        }
        let a = self.dice.pick(&present).unwrap().clone();
        let Some(legal) = self.game.legal(a.house) else {
            return self.fail(format!(
                "{} is awaited ({:?}) but has no legal options",
                a.house, a.request
            ));
        };
        if empty_options(&legal) {
            return self.fail(format!(
                "{} is awaited ({:?}) with empty options: {legal:?}",
                a.house, a.request
            ));
        }
        let kind = self.kind_of(a.house);
        let forced_before = self.rec.forced;
        let played = match kind {
            Kind::Random => self.play_from(a.house, &legal),
            Kind::Computer | Kind::Defaults => self.play_as(kind, a.house, &a.request),
        };
        if !played {
            return;
        }
        // Answers given at once for other houses may have closed the sealed step.
        let moved_on = self.rec.forced != forced_before;
        *self
            .rec
            .answered_by_request
            .entry(a.request.kind())
            .or_default() += 1;
        // Sealed choices may be replaced until the last one arrives.
        if kind == Kind::Random
            && a.secret
            && !moved_on
            && self.config.resubmit_percent > 0
            && self.dice.chance(self.config.resubmit_percent)
        {
            self.resubmit(a.house, &a.request, &legal);
        }
    }

    /// Who plays `h`.
    fn kind_of(&self, h: House) -> Kind {
        let seat = self.game.state().houses.iter().position(|x| *x == h);
        seat.and_then(|i| self.config.seats.get(i).copied())
            .unwrap_or(Kind::Random)
    }

    /// The computer's (or the defaults') answer, which the engine must accept. False on failure.
    fn play_as(&mut self, kind: Kind, h: House, request: &Request) -> bool {
        let input = match kind {
            Kind::Computer => crate::bot::answer(&self.game, h),
            _ => self.game.default_input(h),
        };
        let Some(input) = input else {
            self.fail(format!(
                "the {} seat {h} gave no answer to {}",
                kind.key(),
                request.kind()
            ));
            return false;
        };
        if self.try_apply(h, input.clone()) {
            if kind == Kind::Computer {
                self.rec.computer_answers += 1;
            }
            return true;
        }
        let err = self.game.clone().apply(h, &input).err();
        let s = self.game.state();
        self.fail(format!(
            "the {} answer of {h} to {} was refused ({err:?}): {}. Round {}, step {:?}",
            kind.key(),
            request.kind(),
            serde_json::to_string(&input).unwrap_or_default(),
            s.round,
            s.step
        ));
        false
    }

    /// Applies random inputs from `legal` until one is accepted, then the fallback. False on failure.
    fn play_from(&mut self, h: House, legal: &Legal) -> bool {
        for _ in 0..self.config.max_retries {
            let input = random_input(legal, &mut self.dice);
            if self.try_apply(h, input) {
                return true;
            }
        }
        self.rec.fallbacks += 1;
        let input = fallback_input(legal);
        if self.try_apply(h, input.clone()) {
            return true;
        }
        let err = self.game.clone().apply(h, &input).err();
        let s = self.game.state();
        self.fail(format!(
            "the fallback input {} of {h} was rejected ({err:?}): the game cannot go on. Round {}, step {:?}, options {legal:?}",
            serde_json::to_string(&input).unwrap_or_default(),
            s.round,
            s.step
        ));
        false
    }

    /// Applies one input; on success logs it and runs the checks. False if it was rejected.
    fn try_apply(&mut self, h: House, input: Input) -> bool {
        self.pending = Some((h, input.clone()));
        let request = self.game.request_for(h).map(|r| r.kind());
        match self.game.apply(h, &input) {
            Ok(events) => {
                self.pending = None;
                for e in &events {
                    match e {
                        Event::CombatStarted { .. } => self.rec.combats += 1,
                        Event::Mustered { .. } => self.rec.musters += 1,
                        _ => {}
                    }
                }
                self.rec.cards.observe(&events, self.game.state());
                *self
                    .rec
                    .accepted_by_kind
                    .entry(input.kind().to_string())
                    .or_default() += 1;
                self.rec.log.push(LogEntry { house: h, input });
                self.answer_forced();
                self.after_accepted();
                true
            }
            Err(r) => {
                self.pending = None;
                *self
                    .rec
                    .retried_by_request
                    .entry(format!(
                        "{}: {}",
                        request.as_deref().unwrap_or("sealed"),
                        r.kind()
                    ))
                    .or_default() += 1;
                *self.rec.retried.entry(r.kind()).or_default() += 1;
                false
            }
        }
    }

    /// The deadline passes with only absent houses awaited: every awaited house gets the
    /// engine's default, applied as the service's sweep applies it. Each must be accepted.
    fn pass_deadline(&mut self) {
        self.rec.deadlines_passed += 1;
        let inputs = self.game.deadline_inputs();
        if inputs.is_empty() {
            return self.fail(format!(
                "a deadline passed with nothing to fill in, awaiting {:?}",
                self.game.awaiting()
            ));
        }
        for (house, input) in inputs {
            if !self.game.awaiting().iter().any(|a| a.house == house) {
                continue;
            }
            let request = self
                .game
                .awaiting()
                .into_iter()
                .find(|a| a.house == house)
                .map(|a| a.request.kind());
            if !self.try_apply(house, input.clone()) {
                let err = self.game.clone().apply(house, &input).err();
                return self.fail(format!(
                    "the deadline default of {house} ({request:?}) was refused: {} ({err:?})",
                    serde_json::to_string(&input).unwrap_or_default()
                ));
            }
            if let Some(k) = request {
                *self
                    .rec
                    .answered_by_request
                    .entry(format!("{k} (default)"))
                    .or_default() += 1;
            }
            if !self.rec.failures.is_empty() || self.game.is_over() {
                return;
            }
        }
    }

    /// A deadline passing now must move the game on: fill in what it would, on a copy, and see
    /// that someone else (or something else) is awaited afterwards.
    fn check_deadline_moves(&mut self) {
        if self.game.is_over() {
            return;
        }
        let before = self.game.awaiting();
        let options_before: Vec<_> = before.iter().map(|a| self.game.legal(a.house)).collect();
        let inputs = self.game.deadline_inputs();
        let mut copy = self.game.clone();
        for (house, input) in &inputs {
            if !copy.awaiting().iter().any(|a| a.house == *house) {
                continue;
            }
            if let Err(r) = copy.apply(*house, input) {
                let kind = before
                    .iter()
                    .find(|a| a.house == *house)
                    .map(|a| a.request.kind());
                return self.fail(format!(
                    "the deadline default of {house} ({kind:?}) would be refused: {} ({r})",
                    serde_json::to_string(input).unwrap_or_default()
                ));
            }
        }
        let after = copy.awaiting();
        let options_after: Vec<_> = after.iter().map(|a| copy.legal(a.house)).collect();
        // A whole round may pass on one default (e.g. the Raven passed when no house has an
        // order left, 1st edition) and come back to the same step: that is moving on too.
        let moved = copy.state().step != self.game.state().step
            || copy.state().round != self.game.state().round;
        if !copy.is_over() && !moved && after == before && options_after == options_before {
            let kinds: Vec<String> = before.iter().map(|a| a.request.kind()).collect();
            self.fail(format!(
                "a deadline passing now would change nothing: awaiting {kinds:?}, defaults {}",
                serde_json::to_string(&inputs).unwrap_or_default()
            ));
        }
    }

    /// Every option offered to each awaited house (a sample of them) is accepted on a copy.
    fn check_offered(&mut self) {
        let limit = self.config.probe_limit;
        for a in self.game.awaiting() {
            let Some(legal) = self.game.legal(a.house) else {
                continue;
            };
            let mut all = super::probes::probes(self.game.state(), a.house, &legal);
            self.dice.shuffle(&mut all);
            if !(self.config.probe_every_part && super::probes::multi_part(&legal)) {
                all.truncate(limit);
            }
            for p in all {
                let accepted = p
                    .alternatives
                    .iter()
                    .any(|input| self.game.clone().apply(a.house, input).is_ok());
                if accepted {
                    self.rec.probes_accepted += 1;
                    continue;
                }
                let why = p
                    .alternatives
                    .first()
                    .and_then(|input| self.game.clone().apply(a.house, input).err())
                    .map(|r| format!("{} ({r})", r.kind()))
                    .unwrap_or_else(|| "no input to try".into());
                let s = self.game.state();
                return self.fail(format!(
                    "offered but refused: {} was offered \"{}\" for {}, and the engine said {why}. Round {}, step {:?}",
                    a.house,
                    p.what,
                    a.request.kind(),
                    s.round,
                    s.step
                ));
            }
        }
    }

    /// Submits the answers of every awaited request with only one possible answer, as the
    /// service does right after each input (`Game::forced_inputs`), until none is left.
    fn answer_forced(&mut self) {
        loop {
            let forced = self.game.forced_inputs();
            if forced.is_empty() {
                return;
            }
            for (house, input) in forced {
                if !self.game.awaiting().iter().any(|a| a.house == house) {
                    continue;
                }
                self.pending = Some((house, input.clone()));
                match self.game.apply(house, &input) {
                    Ok(events) => {
                        self.rec.cards.observe(&events, self.game.state());
                        self.rec.forced += 1;
                        *self
                            .rec
                            .accepted_by_kind
                            .entry(input.kind().to_string())
                            .or_default() += 1;
                        self.rec.log.push(LogEntry { house, input });
                    }
                    Err(r) => {
                        return self.fail(format!(
                            "the only answer of {house} was refused: {} ({r})",
                            serde_json::to_string(&input).unwrap_or_default()
                        ))
                    }
                }
                self.pending = None;
            }
        }
    }

    /// Issue 25's property: no house is awaited for a request it can answer in only one way
    /// (but where the options come from behind its screen: orders, the Raven). Counted apart
    /// from `engine::forced`: the default answer, every option probe and a few random answers
    /// are applied to copies, and two different accepted answers must be found.
    fn check_no_single_answer(&mut self) {
        for a in self.game.awaiting() {
            // A 1st-edition outcome asking for units worth some points may accept sets the samples
            // below do not try; `engine::forced` counts those on copies itself.
            if matches!(
                a.request,
                Request::PlaceOrders
                    | Request::Raven
                    | Request::RavenDecide
                    | Request::Wildling {
                        effect: crate::engine::wildlings::Effect::DestroyValue(_),
                        ..
                    }
            ) {
                continue;
            }
            let Some(legal) = self.game.legal(a.house) else {
                continue;
            };
            let mut tries: Vec<Input> = self.game.default_input(a.house).into_iter().collect();
            for p in super::probes::probes(self.game.state(), a.house, &legal) {
                tries.extend(p.alternatives);
            }
            for _ in 0..8 {
                tries.push(random_input(&legal, &mut self.dice));
            }
            let mut accepted: Vec<Input> = Vec::new();
            for input in tries {
                if accepted.contains(&input) {
                    continue;
                }
                if self.game.clone().apply(a.house, &input).is_ok() {
                    accepted.push(input);
                    if accepted.len() >= 2 {
                        break;
                    }
                }
            }
            if accepted.len() == 1 {
                let s = self.game.state();
                return self.fail(format!(
                    "{} is awaited for {} with only one possible answer ({}): it should have been answered at once. Round {}, step {:?}",
                    a.house,
                    a.request.kind(),
                    serde_json::to_string(&accepted[0]).unwrap_or_default(),
                    s.round,
                    s.step
                ));
            }
        }
    }

    fn after_accepted(&mut self) {
        if !self.config.check_invariants {
            return;
        }
        if self.config.check_single_answers {
            self.check_no_single_answer();
        }
        if self.config.probe_limit > 0 {
            self.check_offered();
        }
        if self.config.check_deadlines {
            self.check_deadline_moves();
        }
        self.check_invariants();
        let n = self.rec.log.len();
        if self.config.replay_every > 0 && n.is_multiple_of(self.config.replay_every) {
            self.check_replay();
        }
        if self.config.views_every > 0 && n.is_multiple_of(self.config.views_every) {
            let houses = self.game.state().houses.clone();
            let _ = self.game.view_for(None);
            for h in houses {
                let v = self.game.view_for(Some(h));
                if v.houses
                    .iter()
                    .any(|x| x.house != h && x.unused_orders.is_some())
                {
                    self.fail(format!("{h}'s view shows another house's unused orders"));
                }
            }
        }
    }

    fn check_invariants(&mut self) {
        let errs = invariants::check(self.game.state());
        if !errs.is_empty() {
            let last = self
                .rec
                .log
                .last()
                .map(|e| {
                    format!(
                        "{} {}",
                        e.house,
                        serde_json::to_string(&e.input).unwrap_or_default()
                    )
                })
                .unwrap_or_else(|| "(setup)".into());
            self.fail(format!(
                "invariants broken after {last}, round {}, step {:?}: {}",
                self.game.state().round,
                self.game.state().step,
                errs.join("; ")
            ));
        }
    }

    fn check_replay(&mut self) {
        match Game::replay(&self.rec.setup, &self.rec.log) {
            Ok(g) => {
                if g.state() != self.game.state() {
                    self.fail("replaying the log gives a different state".into());
                }
            }
            Err(e) => self.fail(format!("replaying the log failed: {e}")),
        }
    }

    /// Replaces a sealed submission of `h` while another house has still to submit.
    fn resubmit(&mut self, h: House, request: &Request, legal: &Legal) {
        let still_open = match (&self.game.state().step, request) {
            // Only sealed simultaneous orders can be replaced, not those placed in turn (§11.5).
            (
                Step::Planning {
                    submitted,
                    sequential: false,
                },
                Request::PlaceOrders,
            ) => submitted.contains_key(&h) && submitted.len() < self.game.state().houses.len(),
            (Step::Action(a), Request::HouseCard) => matches!(
                &a.sub,
                Some(Sub::Combat(c)) if c.stage == CombatStage::Cards && c.side_of(h).is_some()
            ),
            // Sealed bids (Clash of Kings, wildlings) while another house has still to bid.
            (Step::Westeros(w), Request::Bid { .. }) => match &w.task {
                Some(Task::Clash(c)) => c.tie_decider.is_none() && c.bids.contains_key(&h),
                Some(Task::Attack(a)) => a.stage == AttackStage::Bidding && a.bids.contains_key(&h),
                _ => false,
            },
            _ => false,
        };
        // An answer given for another house may have closed the step (issue 25).
        if !still_open
            || crate::engine::game::replaceable(self.game.state(), h).as_ref() != Some(request)
        {
            return;
        }
        let legal = match legal {
            Legal::HouseCard { .. } => Legal::HouseCard {
                hand: self.game.state().house(h).hand.clone(),
            },
            other => other.clone(),
        };
        let input = random_input(&legal, &mut self.dice);
        if self.try_apply(h, input.clone()) {
            self.rec.resubmissions += 1;
        } else {
            self.fail(format!(
                "{h} could not replace its sealed {} with {}",
                request.describe(),
                serde_json::to_string(&input).unwrap_or_default()
            ));
        }
    }

    fn try_illegal(&mut self, awaited: &[crate::engine::game::Awaited]) {
        let Some(ill) = illegal_input(self.game.state(), awaited, &mut self.dice) else {
            return;
        };
        let before = self.game.state().clone();
        self.pending = Some((ill.house, ill.input.clone()));
        let result = self.game.apply(ill.house, &ill.input);
        self.pending = None;
        let input = serde_json::to_string(&ill.input).unwrap_or_default();
        match result {
            Ok(_) => {
                self.fail(format!(
                    "illegal input accepted ({}): {} {input}, round {}, step {:?}",
                    ill.what, ill.house, before.round, before.step
                ));
                // Keep the log consistent with the state for the report.
                self.rec.log.push(LogEntry {
                    house: ill.house,
                    input: ill.input,
                });
            }
            Err(r) => {
                if self.game.state() != &before {
                    self.fail(format!(
                        "a rejected input changed the state: {} {input}",
                        ill.house
                    ));
                } else if !ill.expect.contains(&r.kind().as_str()) {
                    self.fail(format!(
                        "illegal input ({}) {} {input} was rejected as {} ({r}), expected {:?}",
                        ill.what,
                        ill.house,
                        r.kind(),
                        ill.expect
                    ));
                } else {
                    self.rec.illegal_rejected += 1;
                    *self
                        .rec
                        .illegal_by_case
                        .entry(ill.what.to_string())
                        .or_default() += 1;
                }
            }
        }
    }

    fn final_checks(&mut self) {
        if self.config.check_invariants {
            self.check_replay();
            // The log is stored as JSON: it must come back identical.
            match serde_json::to_string(&self.rec.log) {
                Ok(json) => match serde_json::from_str::<Vec<LogEntry>>(&json) {
                    Ok(back) if back == self.rec.log => {}
                    Ok(_) => self.fail("the log changed through JSON".into()),
                    Err(e) => self.fail(format!("the log's JSON does not parse back: {e}")),
                },
                Err(e) => self.fail(format!("the log does not serialize: {e}")),
            }
            if self.game.is_over() {
                let before = self.game.state().clone();
                let h = before.houses[0];
                match self.game.apply(h, &Input::RavenPass) {
                    Err(r) if r.kind() == "game_over" && self.game.state() == &before => {
                        self.rec.illegal_rejected += 1;
                        *self
                            .rec
                            .illegal_by_case
                            .entry("an input after the end".into())
                            .or_default() += 1;
                    }
                    other => self.fail(format!(
                        "an input after the end was not rejected as game_over: {other:?}"
                    )),
                }
            }
        }
    }
}
