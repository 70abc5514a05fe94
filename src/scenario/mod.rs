//! Scenario files: human-writable rule tests in the manner of the DATC. A scenario sets up any
//! position, feeds inputs to the engine and checks what happened. They live in
//! `tests/scenarios/*.toml` and run with `cargo test --test suite scenarios::` or
//! `rookery scenario FILE_OR_DIR...`.
//!
//! # Format reference
//!
//! A scenario is one TOML file. **Unknown keys are errors** everywhere (inside inputs and
//! `options` too), so a typo can never make a test pass by checking nothing.
//!
//! ```toml
//! name = "EX-RAID-1: resolving raid orders"            # required
//! source = "agot2-examples.md EX-RAID-1; rules §12.1"  # required: the rule or example covered
//! description = "..."                                   # optional
//! players = 5              # required, 3..=6: the houses in play for that player count
//! start = "empty"          # "empty" (default) or "setup"
//! seed = 1                 # optional, default 0: the game's RNG (deck shuffles)
//! phase = "raid"           # planning (default), raven, raid, march, consolidate, westeros
//! turn = "tyrell"          # raid/march/consolidate only: whose turn it is (default: the first
//!                          # house in turn order)
//! round = 3                # optional, default 1 (2 with phase = "westeros")
//! blade_used = false       # optional, default false
//! raven_used = false       # optional, default false
//! wildling_threat = 4      # optional, default 2
//! wildling_deck = ["crow_killers", "mammoth_riders"]   # optional, top first
//! westeros_cards = ["supply", "clash_of_kings", "wildlings_attack"]
//!                          # with phase = "westeros" only: the cards drawn from decks I, II, III
//! westeros_decks = { i = ["mustering"], iii = [] }
//!                          # optional, with westeros_cards: the draw pile under the card drawn
//!                          # from deck i, ii or iii, top first (what Winter Is Coming reshuffles
//!                          # and draws from); decks not named keep the rest of the shuffled deck
//! westeros_resolved = 1    # optional, with westeros_cards: start in the middle of the phase,
//!                          # the cards drawn and the threat already moved (wildling_threat is
//!                          # the threat after it moved), with this many cards resolved: 0 (none
//!                          # yet), 1 (deck I done: deck II next) or 2 (deck III next)
//! mammoth = ["supply", "clash_of_kings"]
//!                          # optional: the Westeros cards that carry a mammoth icon in this
//!                          # case ([] for none), instead of the edition's
//! options = { auto_accept_support = true }             # optional: GameOptions fields, any at
//!                          # any value, defaults included (agot1 = { no_support_against_self
//!                          # = false }); agot1.if_you_win = "after_retreat" (default) or
//!                          # "before_casualties"; agot1.wildling_penalties = "turn_order"
//!                          # (default) or "lowest_bidder_first"
//! restrictions = { no_raid = true }                    # optional: this round's order bans
//!                          # (no_march_plus1, no_defense, no_support, no_raid, no_consolidate)
//! tides_draw = ["skull", "plus_two", "plus_three"]
//!                          # with options = { tides_of_battle = true } only: the Tides of Battle
//!                          # cards drawn in every combat between houses: the attacker's, the
//!                          # defender's, then (optional) the one the Blade redraw gets. Cards:
//!                          # blank, plus_one_sword, plus_one_fortification, plus_two,
//!                          # plus_three, skull. The runner replaces the combat's freshly
//!                          # shuffled deck when the combat waits for its house cards, so one
//!                          # combatant at least must have a choice of card (else it reports a
//!                          # failure).
//! ```
//!
//! ## The starting position
//!
//! - `start = "setup"`: the real starting position of a new game (`Game::new`): units,
//!   garrisons, neutral forces, tracks, supply, 5 power, full hands, shuffled decks.
//! - `start = "empty"`: the same game with an **empty board**: no units, orders, power tokens,
//!   garrisons or neutral forces. The tracks are those of the player count, every house has 5
//!   power and its 7 house cards, and each house's supply is what its position gives (the supply
//!   icons of the areas it controls, its home area included) unless `supply` is given.
//!
//! The overrides below then change only what they name, in both modes:
//!
//! ```toml
//! [areas.winterfell]              # area ids of src/engine/data/board.toml
//! house = "stark"                 # owner of the units (required with units)
//! units = ["footman", "knight"]   # every unit there; or counts: { footman = 1, knight = 1 };
//!                                 # units = [] empties the area
//! routed = ["knight"]             # which of those units are routed
//! order = "march+1"               # a revealed order of the area's house, or "none";
//!                                 # or { house = "stark", token = "raid" }
//! power_token = "stark"           # or "none"
//! garrison = 2                    # home areas only; 0 removes it
//! neutral = 5                     # a neutral force; "impassable"; "none" (or 0) removes it
//!
//! [houses.stark]
//! power = 3                       # available power
//! supply = 2                      # position on the supply track, 0..=6
//! hand = ["eddard_stark", "robb_stark"]     # the house's own card ids, snake_case
//! discard = ["catelyn_stark"]
//!
//! [tracks]                        # each list names every house in play, position 1 first
//! iron_throne = ["stark", "lannister", "baratheon"]
//! fiefdoms = ["lannister", "stark", "baratheon"]
//! kings_court = ["baratheon", "stark", "lannister"]
//! ```
//!
//! Any table may also be written inline, e.g. `areas.reach = { house = "tyrell", units =
//! ["knight"] }` or `expect = { awaiting = ["stark:march"] }`.
//!
//! Order tokens are written as players say them: `march-1`, `march+0`, `march+1`,
//! `defense+1`, `defense+2`, `support`, `support+1`, `raid`, `special_raid`, `consolidate`,
//! `special_consolidate`. Units: `footman`, `knight`, `ship`, `siege_engine`.
//!
//! The phase: `planning` starts a Planning phase (sealed orders, or one house at a time when
//! some house is short of tokens, §11.5); `raven` starts at the Messenger Raven decision, the
//! orders already revealed; `raid`, `march` and `consolidate` start that step of the Action
//! phase; `westeros` starts a round by drawing `westeros_cards` (the engine then moves the
//! wildling threat and resolves the cards as in a real game; with `westeros_resolved` it starts
//! at that card instead, nothing revealed or moved again). Whatever needs no decision is
//! resolved at once, as in a real game: a raid without a target, a normal Consolidate Power
//! order, a house card when the hand holds one card, a single legal retreat...
//!
//! The loader refuses impossible positions: ships on land, land units at sea, more than 3 ships
//! in a port, more copies of an order token or of a unit than a house owns, more than 20 power
//! tokens of a house, houses not in play, unknown areas, cards or tokens.
//!
//! ## Steps
//!
//! Then come `[[step]]` tables, run in order. A step has an input, an expectation, or both (the
//! expectation is then checked after the input), and may have a `note`, printed with failures.
//!
//! ```toml
//! [[step]]
//! house = "greyjoy"
//! input = { type = "raid", from = "west_summer_sea", target = "highgarden" }
//!
//! [[step]]                        # the same, as a table: handy for long inputs
//! house = "baratheon"
//! [step.input]
//! type = "march"
//! from = "reach"
//! moves = [{ to = "kingswood", units = ["knight", "knight"] }]
//!
//! [[step]]
//! note = "an army of 4 at supply 1"
//! house = "lannister"
//! input = { type = "march", from = "lannisport", moves = [{ to = "riverrun", units = ["footman"] }] }
//! reject = "supply_exceeded"      # the expected Rejection::kind(), or "any" (refused, for
//!                                 # whatever reason); the runner also checks that the
//!                                 # rejected input left the state unchanged
//! ```
//!
//! `input` is exactly the log encoding of `engine::Input`, written in TOML:
//! `{ type = "<snake_case variant>", ...fields }`. Area, unit, card and token names are those
//! used everywhere else in the file.
//!
//! | type | fields |
//! |---|---|
//! | `place_orders` | `orders = { winterfell = "march+1", white_harbor = "defense+1" }` |
//! | `raven_replace` | `area`, `token` |
//! | `raven_peek`, `raven_pass` | – |
//! | `raven_decide` | `bury = true` or `false` |
//! | `raid` | `from`, `target` (leave it out for "no effect") |
//! | `march` | `from`, `moves = [{ to, units = [...] }]`, `leave_power_token = true` |
//! | `support` | `choices = [{ area, side = "attacker" }]` (leave `side` out: no support) |
//! | `refuse_support` | `refuse = [areas]` (empty: accept all) |
//! | `house_card` | `card` |
//! | `blade` | `use_blade` |
//! | `casualties` | `units = [...]` |
//! | `retreat` | `to`, `destroy = [...]` (only when every retreat costs units) |
//! | `port_capture` | `replace` |
//! | `consolidate` | `area`, `muster = [{ action = "recruit", unit, to }, { action = "upgrade", to }]` |
//! | `westeros_choice` | `choice` (`muster`, `supply`, `clash_of_kings`, `game_of_thrones`, `no_march_plus1`, `no_defense`, `nothing`) |
//! | `muster` | `areas = [{ area, actions = [...as for consolidate...] }]` |
//! | `reconcile`, `destroy_units`, `replace_units` | `destroy` / `units = [{ area, unit }]` |
//! | `bid` | `power` |
//! | `tie_order` | `order = [houses]` |
//! | `choose_bidder` | `house` |
//! | `discard_house_card`, `take_back_house_card` | `card` |
//! | `choose_track` | `track` (`iron_throne`, `fiefdoms`, `kings_court`) |
//! | `use_ability` | `yes` (Tyrion's cancel, ...) |
//! | `choose_card`, `choose_area` | `card` / `area` (leave it out to decline) |
//! | `choose_footman` | `routed` (Mace Tyrell) |
//!
//! Ability decisions (awaited as `house:ability`; `combat.decision` below names which) are
//! answered by `use_ability` (tyrion_cancel, tides_redraw), `house_card` (choose_again, after
//! Tyrion), `choose_card` (aeron_swap, patchface), `choose_track` (doran_track), `choose_area`
//! (queen_of_thorns, renly_upgrade, cersei_remove), `choose_footman` (mace_footman) and
//! `casualties` (skull_casualties); Robb Stark's retreat choice is a `retreat` request.
//!
//! `engine/input.rs` is the authority: the table is a reminder, and any input the engine knows
//! can be written.
//!
//! An input that should be accepted but is rejected stops the scenario (everything after it
//! would be meaningless), and so does an expected rejection that does not happen.
//!
//! ## Answers filed ahead (issue 25)
//!
//! A step may file answers ahead for `house` with `plan = [ENTRY, ...]`, each an
//! `engine::plan::PlanEntry` in the JSON API's encoding (`{ kind = "march", from, moves,
//! leave_power_token }`, `{ kind = "raid", from, target }`, `{ kind = "support", area, prefer =
//! [houses] }`, `{ kind = "consolidate", area, muster }`, `{ kind = "raven", choice = { raven =
//! "pass" } }`, `{ kind = "muster", areas }`, `{ kind = "tie_break", ranking = [houses] }`, `{
//! kind = "westeros_choice", card, choice }`), before the step's input if it has one. An entry
//! replaces the filed one of the same kind and key. After the plan and after every accepted
//! input, the runner uses the filed entries exactly as the service does
//! (`engine::plan::settle`), and their events join the step's `events`. Two expectations read
//! what that did in the step: `planned = ["house:input_kind", ...]` (the inputs submitted from
//! plans, in order) and `plan_dropped = ["house:kind:key[:rejection_kind]", ...]` (the entries
//! dropped as no longer legal; the rejection kind when the engine refused the answer).
//!
//! ## Expectations
//!
//! ```toml
//! [step.expect]           # after [[step]], with or without an input in that step
//! note = "..."            # optional, printed with this expectation's failures
//! phase = "march"         # westeros, planning, raven, raid, march, consolidate(_power),
//!                         # game_over
//! round = 1
//! winner = "stark"        # or "none"
//! shared_win = ["stark", "lannister"]   # every house sharing a drawn game's win (1st
//!                         # edition, agot1 §11.2 item 4), as a set; [] = no shared win
//! blade_used = true
//! raven_used = false
//! wildling_threat = 2
//! wildling_deck = ["crow_killers", "silence_at_the_wall"]   # the whole deck, top first
//! restrictions = { no_support = true }   # this round's bans, as a whole
//! awaiting = ["tyrell:house_card", "lannister:house_card"]
//!                         # "house:request", compared as a set; [] = nobody. The requests are
//!                         # the tags of engine::Request: place_orders, raven, raven_decide,
//!                         # raid, march, support, refuse_support, house_card, blade,
//!                         # casualties, retreat, port_capture, consolidate, westeros_choice,
//!                         # muster, reconcile, bid, tie_order, choose_bidder, wildling,
//!                         # ability
//! early_dropped = ["stark:changed"]   # game option early_marches: the houses whose answer
//!                         # given early was dropped at their turn, and why (changed,
//!                         # no_longer_legal), as a set; [] = none
//! events = ["pillaged", { event = "pillaged", raider = "greyjoy", gained = 1 }]
//!                         # among the events of this step's input (or of the last input; of
//!                         # the automatic resolution at the start before any input): a tag, or
//!                         # a table whose fields must all match one event's log encoding
//!                         # (engine/event.rs)
//! no_events = ["combat_started"]   # tags that must not be among them
//! combat = { attacker_strength = 7, defender_strength = 6 }
//!                         # the combat in progress, or else the last one. Keys: in_progress,
//!                         # area, attacker, defender ("none": a neutral force), stage
//!                         # (support, refuse_support, house_cards, ability, blade,
//!                         # casualties, retreat, over), attacker_strength and defender_strength (the
//!                         # initial strengths of §15.3, as last seen while the combat waited
//!                         # for a decision; against a neutral force: the marching total and the
//!                         # token's value), final = [attacker, defender], winner,
//!                         # decision (the pending ability decision, "none" or a tag of
//!                         # engine::phase::Decision: tyrion_cancel, choose_again, aeron_swap,
//!                         # doran_track, queen_of_thorns, mace_footman, tides_redraw,
//!                         # skull_casualties, renly_upgrade, cersei_remove, patchface)
//!
//! [step.expect.tracks]    # iron_throne, fiefdoms, kings_court: whole lists
//!
//! [step.expect.houses.greyjoy]
//! power = 6               # also: power_in_pool, power_on_board, supply, victory (castle and
//! hand_size = 7           # stronghold areas controlled), hand and discard (as sets of cards)
//!
//! [step.expect.areas.highgarden]
//! order = "none"          # "none", a token (of any house), or { house, token }
//! units = ["footman"]     # every unit there, standing and routed, as a list or as counts
//! routed = []             # the routed ones
//! house = "tyrell"        # the owner of the units, or "none"
//! controller = "tyrell"   # §18: land units, else a power token, else the home shield; or "none"
//! power_token = "none"
//! garrison = 0
//! neutral = "none"        # or a strength, or "impassable"
//! ```
//!
//! More expectations, on the same footing as those above:
//!
//! ```toml
//! [step.expect.houses.lannister]
//! reserves = { footman = 1, knight = 0 }   # units not on the board, for the kinds named
//! unused_tokens = { "march+1" = 0, raid = 1 }   # order tokens not on the board, for those named
//!
//! [step.expect.areas.port_of_lannisport]
//! port_owner = "greyjoy"  # ports only: who may use the port (the controller of its land
//!                         # area, §16.1), whoever's ships are in it; or "none"
//!
//! [step.expect.westeros_decks.i]   # i, ii, iii
//! draw = ["mustering", "supply"]   # the whole draw pile, top first
//! discard = ["supply"]             # the discard pile, in any order
//! ```
//!
//! ## What a decision offers
//!
//! `[step.expect.offered.<house>]` compares what `Game::legal` offers the house (what its form
//! shows, what self-play picks from) with the keys given. Lists are compared as sets, tables
//! whole (every key offered must be listed), except `march`, whose tables are checked per area
//! listed, like `[step.expect.areas.X]`. A key the decision does not have is a failure.
//!
//! ```toml
//! [step.expect.offered.tyrell]
//! request = "retreat"      # engine::Request::kind(): retreat, support, march, bid:fiefdoms,
//!                          # ability:queen_of_thorns, wildling:crow_killers:knights_to_footmen_all,
//!                          # ...; "none": the house is not asked anything
//! areas = ["storms_end", "boneway"]
//! losses = { storms_end = 0, boneway = 0 }
//! units = ["knight"]
//! ```
//!
//! The keys of each decision (`request`: keys):
//!
//! | request | keys |
//! |---|---|
//! | `place_orders` | `areas` (with units), `tokens` (the tokens allowed), `max_special`, `must_place` |
//! | `raven` | `areas` (own orders), `tokens` (replacements), `swaps = { area = [tokens] }` |
//! | `raven_decide` | `top` (the wildling card seen, or "none") |
//! | `raid` | `areas` (raid orders), `targets = { from = [areas] }` |
//! | `march`, `march_again` | `areas` (march orders), `forbidden` (area or "none"), `[...march.<from>]`: `units` (standing units that may move), `footman`, `knight`, `ship`, `siege_engine` (destinations), `attacks`, `leave_power_token` |
//! | `support` | `areas`, `support = { area = ["none", "attacker", "defender"] }` |
//! | `refuse_support` | `areas` (the offers to accept or refuse) |
//! | `house_card` | `cards` |
//! | `blade` | `answers = ["yes", "no"]` |
//! | `casualties` | `count`, `units` |
//! | `retreat` | `areas`, `losses = { area = units lost to supply }`, `units` (retreating) |
//! | `port_capture` | `areas` (the port), `max` |
//! | `consolidate` | `areas` (CP orders), `may_muster`, `ships = { area = [port, seas] }`, `plans` |
//! | `muster` | `areas`, `points = { area = n }`, `ships`, `one_area_only`, `plans` |
//! | `westeros_choice:*` | `options` (`muster`, `supply`, `clash_of_kings`, ... `nothing`) |
//! | `reconcile` | `areas`, `units_at` |
//! | `bid:*` | `max` |
//! | `tie_order` | `bids = { house = n }` |
//! | `choose_bidder:*` | `houses` |
//! | `ability:*` | `optional` (declining allowed), `cards`, `areas`, `tracks`, `units`; and `answers` for yes/no decisions: `["yes", "no"]` (tyrion_cancel, tides_redraw), `["routed", "standing"]` (mace_footman) |
//! | `wildling:*` | `areas`, `units_at = { area = units }` (the units that may be named), `pick = [least, most]`, `cards` (hand), `discard`, `tracks` |
//!
//! `ships` leaves out areas whose ships could go nowhere. `plans = { winterfell = ["footman",
//! "footman + upgrade to knight", "ship to bay_of_ice", "siege_engine"] }`: every mustering plan
//! offered in the area, each action written `footman`, `knight`, `siege_engine` (recruits),
//! `ship to <area>`, `upgrade to knight` or `upgrade to siege_engine`, joined by ` + `, in any
//! order.
//!
//! ## Inside an input's cascade
//!
//! One input may run through much: the last order of a round is followed by the Action phase's
//! clean-up and the next Westeros phase. `[step.expect_at.<checkpoint>]` takes every expectation
//! key above and checks it at that moment of the step's input (or, in a step without an input,
//! of the last one; of the start's automatic resolution before any input). `events` are those
//! up to that moment. A checkpoint the input did not reach is a failure. Checkpoints
//! (`engine::checkpoint::Checkpoint`):
//!
//! - `before_action_cleanup`: no order is left to resolve and the clean-up (§12.5) is about to
//!   run: routed units are still routed, Defense and Support orders still on the board.
//!
//! ```toml
//! [[step]]
//! house = "tyrell"
//! input = { type = "retreat", to = "boneway" }
//! [step.expect_at.before_action_cleanup.areas.boneway]
//! routed = ["knight"]
//! [step.expect.areas.boneway]
//! routed = []
//! ```
//!
//! A scenario that checks nothing (no `expect`, `expect_at` or `reject` in any step) is
//! refused.

mod build;
#[cfg(test)]
mod engine_tests;
mod format;
mod offered;
mod run;
#[cfg(test)]
mod tests;

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

pub use run::describe_units;

/// One expectation that did not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// 1-based step number.
    pub step: usize,
    pub note: Option<String>,
    /// What was checked, e.g. `areas.kingswood.units` or `input`.
    pub what: String,
    pub expected: String,
    pub actual: String,
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "step {}", self.step)?;
        if let Some(n) = &self.note {
            write!(f, " ({n})")?;
        }
        write!(
            f,
            ": {}: expected {}, got {}",
            self.what, self.expected, self.actual
        )
    }
}

/// The result of running one scenario.
#[derive(Clone, Debug)]
pub struct Report {
    pub name: String,
    pub source: String,
    pub path: Option<PathBuf>,
    pub failures: Vec<Failure>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// A scenario that could not be read or built: bad TOML, unknown keys, impossible positions...
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub path: Option<PathBuf>,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.path {
            Some(p) => write!(f, "{}: {}", p.display(), self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for LoadError {}

/// A scenario, parsed and checked, ready to run.
#[derive(Debug)]
pub struct Scenario {
    pub name: String,
    pub source: String,
    pub description: Option<String>,
    state: crate::engine::state::GameState,
    begin_westeros: bool,
    tides_draw: Vec<crate::engine::tides::TidesCard>,
    steps: Vec<build::ScenarioStep>,
}

impl Scenario {
    /// Parses and checks a scenario from its TOML text.
    pub fn parse(text: &str) -> Result<Scenario, LoadError> {
        let err = |message: String| LoadError {
            path: None,
            message,
        };
        let mut file: format::ScenarioFile =
            toml::from_str(text).map_err(|e| err(e.to_string().trim_end().to_string()))?;
        let (state, begin_westeros) = build::build_state(&file).map_err(err)?;
        let tides_draw = build::build_tides_draw(&file, &state).map_err(err)?;
        let specs = std::mem::take(&mut file.step);
        let steps = build::build_steps(specs, &state).map_err(err)?;
        Ok(Scenario {
            name: file.name,
            source: file.source,
            description: file.description,
            state,
            begin_westeros,
            tides_draw,
            steps,
        })
    }

    /// The starting state (after the overrides, before anything is resolved).
    pub fn initial_state(&self) -> &crate::engine::state::GameState {
        &self.state
    }

    pub fn run(&self) -> Report {
        Report {
            name: self.name.clone(),
            source: self.source.clone(),
            path: None,
            failures: run::run_steps(
                self.state.clone(),
                self.begin_westeros,
                &self.tides_draw,
                &self.steps,
            ),
        }
    }
}

impl std::str::FromStr for Scenario {
    type Err = LoadError;
    fn from_str(text: &str) -> Result<Scenario, LoadError> {
        Scenario::parse(text)
    }
}

/// Runs a scenario given as TOML text.
pub fn run_str(text: &str) -> Result<Report, LoadError> {
    Ok(Scenario::parse(text)?.run())
}

/// Runs one scenario file.
pub fn run_file(path: &Path) -> Result<Report, LoadError> {
    let with_path = |mut e: LoadError| {
        e.path = Some(path.to_path_buf());
        e
    };
    let text = std::fs::read_to_string(path).map_err(|e| {
        with_path(LoadError {
            path: None,
            message: e.to_string(),
        })
    })?;
    let mut report = run_str(&text).map_err(with_path)?;
    report.path = Some(path.to_path_buf());
    Ok(report)
}

/// The scenario files named: files as given, directories as their `*.toml` files (sorted, not
/// recursive).
pub fn collect_files(paths: &[PathBuf]) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for p in paths {
        if p.is_dir() {
            let mut v: Vec<PathBuf> = std::fs::read_dir(p)?
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|f| f.is_file() && f.extension().is_some_and(|x| x == "toml"))
                .collect();
            v.sort();
            out.extend(v);
        } else {
            out.push(p.clone());
        }
    }
    Ok(out)
}

/// `rookery scenario FILE...`: run scenario files (or every `*.toml` in a directory), print
/// `PASS name` / `FAIL name` with what differed, then `N passed, M failed`. The exit code is
/// non-zero on any failure or load error.
pub fn cli_main(files: &[PathBuf]) -> ExitCode {
    let files = match collect_files(files) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    if files.is_empty() {
        eprintln!("no scenario files given (or none in the directories given)");
        return ExitCode::FAILURE;
    }
    let (mut passed, mut failed, mut errors) = (0, 0, 0);
    for f in &files {
        match run_file(f) {
            Ok(r) if r.passed() => {
                passed += 1;
                println!("PASS {}", r.name);
            }
            Ok(r) => {
                failed += 1;
                println!("FAIL {} ({})", r.name, f.display());
                for x in &r.failures {
                    println!("    {x}");
                }
            }
            Err(e) => {
                errors += 1;
                println!("ERROR {e}");
            }
        }
    }
    let mut summary = format!("{passed} passed, {failed} failed");
    if errors > 0 {
        summary.push_str(&format!(", {errors} could not be loaded"));
    }
    println!("{summary}");
    if failed + errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
