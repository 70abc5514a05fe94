//! Running a built scenario: applying its inputs and checking its expectations.

use super::build::{area_id, is_variant, strict_from_toml, ScenarioStep};
use super::format::{
    AreaExpect, CombatExpect, Expect, HouseExpect, MaybeHouse, NeutralSpec, OrderSpec,
    WesterosDecksExpect,
};
use super::Failure;
use crate::engine::board::{AreaId, AreaKind};
use crate::engine::cards::HouseCardId;
use crate::engine::checkpoint::{Checkpoint, Observer};
use crate::engine::game::{awaiting, Game, Request};
use crate::engine::house::House;
use crate::engine::orders::Restrictions;
use crate::engine::phase::{CombatStage, Decision, Step, Sub};
use crate::engine::plan::{settle, Dropped, Filed, Settled};
use crate::engine::state::{GameState, Neutral, UnitCounts};
use crate::engine::tides::TidesCard;
use crate::engine::unit::UnitKind;
use crate::engine::view::view_for;
use crate::engine::westeros_cards::WesterosCard;
use crate::engine::Event;
use serde_json::Value as J;

const PHASES: [&str; 7] = [
    "westeros",
    "planning",
    "raven",
    "raid",
    "march",
    "consolidate_power",
    "game_over",
];
const COMBAT_STAGES: [&str; 8] = [
    "support",
    "refuse_support",
    "house_cards",
    "ability",
    "blade",
    "casualties",
    "retreat",
    "over",
];

/// Checks the parts of an expectation that could otherwise pass vacuously or fail confusingly:
/// area ids, houses in play, request and event names.
pub fn validate_expect(e: &Expect, state: &GameState) -> Result<(), String> {
    let in_play = |h: House, what: &str| {
        if state.in_play(h) {
            Ok(())
        } else {
            Err(format!("{what}: {} is not in play", h.name()))
        }
    };
    for (key, ae) in &e.areas {
        let id = area_id(key).map_err(|m| format!("areas: {m}"))?;
        if ae.port_owner.is_some() && state.info(id).kind != AreaKind::Port {
            return Err(format!("areas.{key}.port_owner: {key} is not a port"));
        }
    }
    for (h, o) in &e.offered {
        in_play(*h, "offered")?;
        super::offered::expected(o).map_err(|m| format!("offered.{}.{m}", h.key()))?;
    }
    if let Some(r) = &e.restrictions {
        strict_from_toml::<Restrictions>(r, "restrictions")?;
    }
    for h in e.houses.keys() {
        in_play(*h, "houses")?;
    }
    if let Some(p) = &e.phase {
        let p = normalize_phase(p);
        if !PHASES.contains(&p.as_str()) {
            return Err(format!("unknown phase '{p}' ({})", PHASES.join(", ")));
        }
    }
    for item in e.awaiting.iter().flatten() {
        let (h, tag) = item.split_once(':').ok_or_else(|| {
            format!("awaiting item '{item}' is not \"house:request\", e.g. \"stark:march\"")
        })?;
        let h = House::from_key(h)
            .ok_or_else(|| format!("awaiting item '{item}': unknown house '{h}'"))?;
        in_play(h, "awaiting")?;
        if !is_variant::<Request>("request", tag) {
            return Err(format!(
                "awaiting item '{item}': unknown request '{tag}' (place_orders, raven, raven_decide, raid, march, support, refuse_support, house_card, blade, casualties, retreat, port_capture, consolidate)"
            ));
        }
    }
    for ev in e.events.iter().flatten() {
        let tag = match ev {
            toml::Value::String(s) => s.as_str(),
            toml::Value::Table(t) => t
                .get("event")
                .and_then(|v| v.as_str())
                .ok_or("an event table needs event = \"<tag>\"")?,
            _ => return Err(
                "events are tags (\"pillaged\") or tables ({ event = \"pillaged\", gained = 1 })"
                    .into(),
            ),
        };
        if !is_variant::<Event>("event", tag) {
            return Err(format!(
                "unknown event '{tag}' (the snake_case names of engine::event::Event)"
            ));
        }
    }
    for tag in e.no_events.iter().flatten() {
        if !is_variant::<Event>("event", tag) {
            return Err(format!("no_events: unknown event '{tag}'"));
        }
    }
    if let Some(c) = &e.combat {
        if let Some(a) = &c.area {
            area_id(a).map_err(|m| format!("combat.area: {m}"))?;
        }
        if let Some(d) = &c.decision {
            if d != "none" && !is_variant::<Decision>("decision", d) {
                return Err(format!(
                    "combat.decision: unknown decision '{d}' (the snake_case names of engine::phase::Decision, or \"none\")"
                ));
            }
        }
        if let Some(s) = &c.stage {
            if !COMBAT_STAGES.contains(&s.as_str()) {
                return Err(format!(
                    "combat.stage: unknown stage '{s}' ({})",
                    COMBAT_STAGES.join(", ")
                ));
            }
        }
    }
    Ok(())
}

fn normalize_phase(p: &str) -> String {
    if p == "consolidate" {
        "consolidate_power".into()
    } else {
        p.into()
    }
}

/// What is known about the current or most recent combat.
#[derive(Clone, Debug)]
struct CombatRecord {
    area: AreaId,
    attacker: House,
    defender: Option<House>,
    stage: String,
    initial: Option<[i16; 2]>,
    final_strengths: Option<[i16; 2]>,
    /// `Some(None)`: a neutral force held.
    winner: Option<Option<House>>,
    in_progress: bool,
    /// The pending ability decision's tag, or "none".
    decision: String,
}

fn track_combat(
    rec: &mut Option<CombatRecord>,
    before: &GameState,
    now: &GameState,
    events: &[Event],
) {
    for ev in events {
        match ev {
            Event::CombatStarted {
                attacker,
                defender,
                area,
                ..
            } => {
                let needed = match before.area(*area).neutral {
                    Some(Neutral::Force(n)) => Some(n as i16),
                    _ => None,
                };
                *rec = Some(CombatRecord {
                    area: *area,
                    attacker: *attacker,
                    defender: *defender,
                    stage: "support".into(),
                    initial: None,
                    final_strengths: None,
                    winner: None,
                    in_progress: true,
                    decision: "none".into(),
                });
                if let (None, Some(n), Some(r)) = (defender, needed, rec.as_mut()) {
                    r.initial = Some([0, n]);
                }
            }
            Event::CombatResolved {
                winner,
                attacker_strength,
                defender_strength,
                ..
            } => {
                if let Some(r) = rec.as_mut() {
                    r.final_strengths = Some([*attacker_strength, *defender_strength]);
                    r.winner = Some(Some(*winner));
                }
            }
            Event::NeutralForceDefeated {
                house, strength, ..
            } => {
                if let Some(r) = rec.as_mut() {
                    let needed = r.initial.map(|i| i[1]).unwrap_or(0);
                    r.initial = Some([*strength, needed]);
                    r.winner = Some(Some(*house));
                }
            }
            Event::NeutralForceHeld {
                strength, needed, ..
            } => {
                if let Some(r) = rec.as_mut() {
                    r.initial = Some([*strength, *needed as i16]);
                    r.winner = Some(None);
                }
            }
            _ => {}
        }
    }
    let view = view_for(now, None);
    let mut combat = view.combat;
    if let Some(c) = combat.as_mut().filter(|c| c.defender.is_none()) {
        // An attack on a neutral force: its "defender strength" is the token's value.
        if let Some(Neutral::Force(n)) = now.area(c.area).neutral {
            c.initial_strengths[1] = n as i16;
        }
    }
    match (combat, rec.as_mut()) {
        (Some(c), Some(r)) => {
            r.area = c.area;
            r.attacker = c.attacker;
            r.defender = c.defender;
            r.stage = c.stage;
            r.initial = Some(c.initial_strengths);
            if let Some(s) = c.strengths {
                r.final_strengths = Some(s);
            }
            if let Some(w) = c.winner {
                r.winner = Some(Some(w));
            }
            r.in_progress = true;
        }
        (Some(c), None) => {
            *rec = Some(CombatRecord {
                area: c.area,
                attacker: c.attacker,
                defender: c.defender,
                stage: c.stage,
                initial: Some(c.initial_strengths),
                final_strengths: c.strengths,
                winner: c.winner.map(Some),
                in_progress: true,
                decision: "none".into(),
            })
        }
        (None, Some(r)) => {
            r.in_progress = false;
            r.stage = "over".into();
        }
        (None, None) => {}
    }
    if let Some(r) = rec.as_mut() {
        r.decision = pending_decision(now);
    }
}

/// The tag of the combat's pending ability decision (e.g. "tyrion_cancel"), or "none".
fn pending_decision(state: &GameState) -> String {
    match &state.step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) => match &c.stage {
                CombatStage::Ability { decision, .. } => serde_json::to_value(decision)
                    .ok()
                    .and_then(|j| j.get("decision").and_then(|t| t.as_str()).map(String::from))
                    .unwrap_or_default(),
                _ => "none".into(),
            },
            _ => "none".into(),
        },
        _ => "none".into(),
    }
}

/// The position at a checkpoint inside an input's cascade, for `expect_at`.
struct Seen {
    checkpoint: Checkpoint,
    state: GameState,
    /// The input's events up to the checkpoint.
    events: Vec<Event>,
    /// The combat record as it stood at the checkpoint.
    rec: Option<CombatRecord>,
}

/// The checkpoints the cascade passed, each with the state and the events so far.
type Observed = Vec<(Checkpoint, GameState, Vec<Event>)>;

fn seen_from(observed: Observed, before: &GameState, rec: &Option<CombatRecord>) -> Vec<Seen> {
    observed
        .into_iter()
        .map(|(checkpoint, state, events)| {
            let mut rec = rec.clone();
            track_combat(&mut rec, before, &state, &events);
            Seen {
                checkpoint,
                state,
                events,
                rec,
            }
        })
        .collect()
}

/// Runs the steps from `state`, returning every failed expectation.
pub fn run_steps(
    state: GameState,
    begin_westeros: bool,
    tides_draw: &[TidesCard],
    steps: &[ScenarioStep],
) -> Vec<Failure> {
    let mut failures = Vec::new();
    let mut state = state;
    let start = state.clone();
    let mut events = Vec::new();
    if begin_westeros {
        crate::engine::westeros::begin_round(&mut state, &mut events);
    }
    let mut observed: Observed = Vec::new();
    let mut record =
        |c: Checkpoint, st: &GameState, evs: &[Event]| observed.push((c, st.clone(), evs.to_vec()));
    crate::engine::game::advance_observed(&mut state, &mut events, &mut Observer::new(&mut record));
    let mut seen = seen_from(observed, &start, &None);
    let mut game = Game::from_state(state);
    let mut rec: Option<CombatRecord> = None;
    let mut rigged = false;
    if let Err(f) = rig_tides(&mut game, tides_draw, &mut rigged) {
        failures.push(Failure {
            step: 0,
            note: None,
            what: "tides_draw".into(),
            expected: "the combat to wait for its house cards".into(),
            actual: f,
        });
    }
    track_combat(&mut rec, game.state(), game.state(), &[]);
    // Answers filed ahead (issue 25), used whenever the game asks, as the service does.
    let mut filed: Vec<Filed> = Vec::new();
    for (i, step) in steps.iter().enumerate() {
        let n = i + 1;
        let fail = |what: &str, expected: String, actual: String| Failure {
            step: n,
            note: step.note.clone(),
            what: what.into(),
            expected,
            actual,
        };
        let mut settled = Settled::default();
        if let Some((house, entries)) = &step.plan {
            for entry in entries {
                let round = entry.round_for(&game);
                filed.retain(|f| {
                    !(f.house == *house
                        && f.round == round
                        && f.entry.kind() == entry.kind()
                        && f.entry.key() == entry.key())
                });
                filed.push(Filed {
                    house: *house,
                    round,
                    entry: entry.clone(),
                });
            }
            if step.input.is_none() && step.computer.is_none() {
                let before = game.state().clone();
                settled = settle(&mut game, &mut filed);
                let evs: Vec<Event> = settled.used.iter().flat_map(|u| u.2.clone()).collect();
                if evs.iter().any(|e| matches!(e, Event::CombatStarted { .. })) {
                    rigged = false;
                }
                if let Err(f) = rig_tides(&mut game, tides_draw, &mut rigged) {
                    failures.push(fail(
                        "tides_draw",
                        "the combat to wait for its house cards".into(),
                        f,
                    ));
                }
                track_combat(&mut rec, &before, game.state(), &evs);
                events = evs;
                seen = Vec::new();
            }
        }
        // Issue 28: the computer's answer, asked now from the house's own view.
        let asked = match step.computer {
            Some(h) => match crate::bot::answer(&game, h) {
                Some(input) => Some((h, input)),
                None => {
                    failures.push(fail(
                        "computer",
                        format!("{} to be asked something", h.key()),
                        format!("it is not awaited ({})", pending_decision(game.state())),
                    ));
                    stop(&mut failures, n, steps.len());
                    return failures;
                }
            },
            None => step.input.clone(),
        };
        if let Some((house, input)) = &asked {
            let before = game.state().clone();
            let mut observed: Observed = Vec::new();
            let mut record = |c: Checkpoint, st: &GameState, evs: &[Event]| {
                observed.push((c, st.clone(), evs.to_vec()))
            };
            let result = game.apply_observed(*house, input, &mut Observer::new(&mut record));
            let any = step.reject.as_deref() == Some("any");
            match (result, &step.reject) {
                (Ok(mut evs), None) => {
                    // The combat a planned answer may start still gets its Tides rigged.
                    settled = settle(&mut game, &mut filed);
                    evs.extend(settled.used.iter().flat_map(|u| u.2.clone()));
                    if evs.iter().any(|e| matches!(e, Event::CombatStarted { .. })) {
                        rigged = false;
                    }
                    if let Err(f) = rig_tides(&mut game, tides_draw, &mut rigged) {
                        failures.push(fail(
                            "tides_draw",
                            "the combat to wait for its house cards".into(),
                            f,
                        ));
                    }
                    seen = seen_from(observed, &before, &rec);
                    track_combat(&mut rec, &before, game.state(), &evs);
                    events = evs;
                }
                (Ok(_), Some(kind)) => {
                    let how = if any {
                        String::new()
                    } else {
                        format!(" as {kind}")
                    };
                    failures.push(fail(
                        "reject",
                        format!("{} {} rejected{how}", house.key(), input.kind()),
                        "it was accepted".into(),
                    ));
                    stop(&mut failures, n, steps.len());
                    return failures;
                }
                (Err(r), Some(kind)) => {
                    if !any && r.kind() != *kind {
                        failures.push(fail(
                            "reject",
                            format!("rejected as {kind}"),
                            format!("rejected as {} ({r})", r.kind()),
                        ));
                    }
                    if *game.state() != before {
                        failures.push(fail(
                            "state after rejection",
                            "unchanged".into(),
                            "the rejected input changed the game state".into(),
                        ));
                        stop(&mut failures, n, steps.len());
                        return failures;
                    }
                    events = Vec::new();
                    seen = Vec::new();
                }
                (Err(r), None) => {
                    failures.push(fail(
                        "input",
                        format!("{} {} accepted", house.key(), input.kind()),
                        format!("rejected as {}: {r}", r.kind()),
                    ));
                    stop(&mut failures, n, steps.len());
                    return failures;
                }
            }
        }
        for (checkpoint, e) in &step.expect_at {
            let at = format!("at {}", checkpoint.key());
            // A cascade passes a checkpoint at most once; should it ever pass it twice, the
            // last time is the one checked.
            let Some(s) = seen.iter().rev().find(|s| s.checkpoint == *checkpoint) else {
                let mut f = fail(
                    &at,
                    format!("the input's cascade to reach {}", checkpoint.key()),
                    "it did not".into(),
                );
                if e.note.is_some() {
                    f.note = e.note.clone();
                }
                failures.push(f);
                continue;
            };
            for (what, expected, actual) in check(&s.state, e, &s.events, s.rec.as_ref()) {
                let mut f = fail(&format!("{at}: {what}"), expected, actual);
                if e.note.is_some() {
                    f.note = e.note.clone();
                }
                failures.push(f);
            }
        }
        if let Some(e) = &step.expect {
            for (what, expected, actual) in check_plans(e, &settled) {
                failures.push(fail(&what, expected, actual));
            }
            for (what, expected, actual) in check(game.state(), e, &events, rec.as_ref()) {
                let mut f = fail(&what, expected, actual);
                if e.note.is_some() {
                    f.note = e.note.clone();
                }
                failures.push(f);
            }
        }
    }
    failures
}

/// `planned` and `plan_dropped`: what the filed plans did in this step.
fn check_plans(e: &Expect, settled: &Settled) -> Vec<Diff> {
    let mut out = Vec::new();
    if let Some(want) = &e.planned {
        let got: Vec<String> = settled
            .used
            .iter()
            .map(|(h, input, _)| format!("{}:{}", h.key(), input.kind()))
            .collect();
        if *want != got {
            out.push(("planned".into(), want.join(", "), got.join(", ")));
        }
    }
    if let Some(want) = &e.plan_dropped {
        let got: Vec<String> = settled
            .dropped
            .iter()
            .map(|(h, entry, why)| {
                let mut s = format!("{}:{}:{}", h.key(), entry.kind(), entry.key());
                if let Dropped::Rejected { rejection } = why {
                    s = format!("{s}:{}", rejection.kind());
                }
                s
            })
            .collect();
        if *want != got {
            out.push(("plan_dropped".into(), want.join(", "), got.join(", ")));
        }
    }
    out
}

/// `tides_draw`: when a combat between houses waits for its house cards, its freshly shuffled
/// Tides of Battle deck is replaced by one that deals the cards named (once per combat).
fn rig_tides(game: &mut Game, draw: &[TidesCard], rigged: &mut bool) -> Result<(), String> {
    if draw.is_empty() {
        return Ok(());
    }
    let combat = match &game.state().step {
        Step::Action(a) => match &a.sub {
            Some(Sub::Combat(c)) if c.defender.is_some() => Some(c),
            _ => None,
        },
        _ => None,
    };
    let Some(c) = combat else {
        *rigged = false;
        return Ok(());
    };
    if *rigged {
        return Ok(());
    }
    if c.stage == CombatStage::Cards {
        let mut state = game.state().clone();
        if let Step::Action(a) = &mut state.step {
            if let Some(Sub::Combat(c)) = &mut a.sub {
                c.tides_deck = super::build::rigged_tides_deck(draw)?;
            }
        }
        *game = Game::from_state(state);
        *rigged = true;
    } else if c.cards_revealed {
        *rigged = true;
        return Err("the house cards were revealed at once (a hand of one card?): tides_draw could not be applied".into());
    }
    Ok(())
}

fn stop(failures: &mut Vec<Failure>, n: usize, total: usize) {
    if n < total {
        failures.push(Failure {
            step: n,
            note: None,
            what: "run".into(),
            expected: format!("steps {}..{} to run", n + 1, total),
            actual: "stopped here, since the game is no longer where the scenario expects it"
                .into(),
        });
    }
}

type Diff = (String, String, String);

fn cmp<T: PartialEq + std::fmt::Debug>(
    out: &mut Vec<Diff>,
    what: String,
    expected: Option<T>,
    actual: T,
    show: impl Fn(&T) -> String,
) {
    if let Some(e) = expected {
        if e != actual {
            out.push((what, show(&e), show(&actual)));
        }
    }
}

fn dbg<T: std::fmt::Debug>(t: &T) -> String {
    format!("{t:?}")
}

fn house_name(h: &Option<House>) -> String {
    h.map(|h| h.key().to_string())
        .unwrap_or_else(|| "none".into())
}

fn houses_list(v: &[House]) -> String {
    format!(
        "[{}]",
        v.iter().map(|h| h.key()).collect::<Vec<_>>().join(", ")
    )
}

fn cards_list(v: &[HouseCardId]) -> String {
    let names: Vec<String> = v
        .iter()
        .map(|c| {
            serde_json::to_value(c)
                .ok()
                .and_then(|j| j.as_str().map(String::from))
                .unwrap_or_default()
        })
        .collect();
    format!("[{}]", names.join(", "))
}

/// Plain words for unit counts: "2 footmen, 1 knight" or "no units".
pub fn describe_units(c: &[u8; 4]) -> String {
    let parts: Vec<String> = UnitKind::ALL
        .iter()
        .filter(|k| c[k.index()] > 0)
        .map(|k| {
            let n = c[k.index()];
            let name = match (k, n) {
                (UnitKind::Footman, 1) => "footman",
                (UnitKind::Footman, _) => "footmen",
                (UnitKind::Knight, 1) => "knight",
                (UnitKind::Knight, _) => "knights",
                (UnitKind::Ship, 1) => "ship",
                (UnitKind::Ship, _) => "ships",
                (UnitKind::SiegeEngine, 1) => "siege engine",
                (UnitKind::SiegeEngine, _) => "siege engines",
            };
            format!("{n} {name}")
        })
        .collect();
    if parts.is_empty() {
        "no units".into()
    } else {
        parts.join(", ")
    }
}

fn all_units(u: &UnitCounts) -> [u8; 4] {
    let mut c = [0; 4];
    for k in UnitKind::ALL {
        c[k.index()] = u.count(k);
    }
    c
}

fn check(state: &GameState, e: &Expect, events: &[Event], rec: Option<&CombatRecord>) -> Vec<Diff> {
    let view = view_for(state, None);
    let mut out = Vec::new();
    cmp(
        &mut out,
        "phase".into(),
        e.phase.as_deref().map(normalize_phase),
        view.phase.clone(),
        |s| s.clone(),
    );
    cmp(&mut out, "round".into(), e.round, state.round, dbg);
    cmp(
        &mut out,
        "winner".into(),
        e.winner.map(|w| w.0),
        state.winner,
        house_name,
    );
    cmp(
        &mut out,
        "shared_win".into(),
        e.shared_win.as_ref().map(|v| {
            let mut v = v.clone();
            v.sort();
            v
        }),
        {
            let mut v = state.shared_win.clone();
            v.sort();
            v
        },
        |v: &Vec<House>| format!("{v:?}"),
    );
    cmp(
        &mut out,
        "blade_used".into(),
        e.blade_used,
        state.blade_used,
        dbg,
    );
    cmp(
        &mut out,
        "raven_used".into(),
        e.raven_used,
        state.raven_used,
        dbg,
    );
    cmp(
        &mut out,
        "wildling_threat".into(),
        e.wildling_threat,
        state.wildling_threat,
        dbg,
    );
    if let Some(deck) = &e.wildling_deck {
        let show = |v: &Vec<crate::engine::wildling::WildlingCard>| {
            let names: Vec<String> = v
                .iter()
                .map(|c| {
                    serde_json::to_value(c)
                        .ok()
                        .and_then(|j| j.as_str().map(String::from))
                        .unwrap_or_default()
                })
                .collect();
            format!("[{}]", names.join(", "))
        };
        cmp(
            &mut out,
            "wildling_deck".into(),
            Some(deck.clone()),
            state.wildling_deck.clone(),
            show,
        );
    }
    if let Some(r) = &e.restrictions {
        let expected: Restrictions = strict_from_toml(r, "restrictions").expect("validated");
        cmp(
            &mut out,
            "restrictions".into(),
            Some(expected),
            state.restrictions,
            dbg,
        );
    }
    if let Some(want) = &e.early_dropped {
        let mut expected = want.clone();
        expected.sort();
        let mut actual: Vec<String> = state
            .houses
            .iter()
            .filter_map(|h| {
                crate::engine::together::early::dropped(state, *h)
                    .map(|why| format!("{}:{}", h.key(), why.key()))
            })
            .collect();
        actual.sort();
        if expected != actual {
            out.push((
                "early_dropped".into(),
                format!("{expected:?}"),
                format!("{actual:?}"),
            ));
        }
    }
    if let Some(aw) = &e.awaiting {
        let mut expected = aw.clone();
        expected.sort();
        let mut actual: Vec<String> = awaiting(state)
            .iter()
            .map(|a| {
                let tag = serde_json::to_value(&a.request)
                    .ok()
                    .and_then(|j| j.get("request").and_then(|t| t.as_str()).map(String::from))
                    .unwrap_or_default();
                format!("{}:{tag}", a.house.key())
            })
            .collect();
        actual.sort();
        if expected != actual {
            out.push((
                "awaiting".into(),
                format!("{expected:?}"),
                format!("{actual:?}"),
            ));
        }
    }
    if let Some(t) = &e.tracks {
        for (name, expected, actual) in [
            ("iron_throne", &t.iron_throne, &state.tracks.iron_throne),
            ("fiefdoms", &t.fiefdoms, &state.tracks.fiefdoms),
            ("kings_court", &t.kings_court, &state.tracks.kings_court),
        ] {
            cmp(
                &mut out,
                format!("tracks.{name}"),
                expected.clone(),
                actual.clone(),
                |v: &Vec<House>| houses_list(v),
            );
        }
    }
    for (h, he) in &e.houses {
        check_house(&mut out, state, *h, he);
    }
    for (key, ae) in &e.areas {
        let id = area_id(key).expect("validated");
        check_area(&mut out, state, id, key, ae);
    }
    for (h, o) in &e.offered {
        super::offered::check(&mut out, state, *h, o);
    }
    if let Some(d) = &e.westeros_decks {
        check_westeros_decks(&mut out, state, d);
    }
    if let Some(ce) = &e.combat {
        check_combat(&mut out, ce, rec);
    }
    let tags: Vec<String> = events.iter().map(event_tag).collect();
    for ev in e.events.iter().flatten() {
        let wanted = serde_json::to_value(ev).unwrap_or(J::Null);
        let found = match &wanted {
            J::String(tag) => tags.contains(tag),
            _ => events.iter().any(|x| {
                serde_json::to_value(x)
                    .map(|a| subset(&wanted, &a))
                    .unwrap_or(false)
            }),
        };
        if !found {
            let detail = match &wanted {
                J::String(_) => format!("events were [{}]", tags.join(", ")),
                J::Object(o) => {
                    let tag = o.get("event").and_then(|t| t.as_str()).unwrap_or("");
                    let same: Vec<String> = events
                        .iter()
                        .filter(|x| event_tag(x) == tag)
                        .map(|x| serde_json::to_string(x).unwrap_or_default())
                        .collect();
                    if same.is_empty() {
                        format!("no {tag} event; events were [{}]", tags.join(", "))
                    } else {
                        format!("only {}", same.join(" and "))
                    }
                }
                _ => String::new(),
            };
            out.push((
                "events".into(),
                format!(
                    "an event {}",
                    serde_json::to_string(&wanted).unwrap_or_default()
                ),
                detail,
            ));
        }
    }
    for tag in e.no_events.iter().flatten() {
        if tags.contains(tag) {
            out.push((
                "no_events".into(),
                format!("no {tag} event"),
                format!("events were [{}]", tags.join(", ")),
            ));
        }
    }
    out
}

fn event_tag(e: &Event) -> String {
    serde_json::to_value(e)
        .ok()
        .and_then(|j| j.get("event").and_then(|t| t.as_str()).map(String::from))
        .unwrap_or_default()
}

/// Whether every field given in `wanted` has the same value in `actual` (numbers by value).
fn subset(wanted: &J, actual: &J) -> bool {
    match (wanted, actual) {
        (J::Object(w), J::Object(a)) => w
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|av| subset(v, av))),
        (J::Array(w), J::Array(a)) => {
            w.len() == a.len() && w.iter().zip(a).all(|(x, y)| subset(x, y))
        }
        (J::Number(x), J::Number(y)) => x.as_f64() == y.as_f64(),
        _ => wanted == actual,
    }
}

fn check_house(out: &mut Vec<Diff>, state: &GameState, h: House, he: &HouseExpect) {
    let hs = state.house(h);
    let k = h.key();
    cmp(out, format!("houses.{k}.power"), he.power, hs.power, dbg);
    cmp(
        out,
        format!("houses.{k}.power_in_pool"),
        he.power_in_pool,
        state.power_in_pool(h),
        dbg,
    );
    cmp(
        out,
        format!("houses.{k}.power_on_board"),
        he.power_on_board,
        state.power_on_board(h),
        dbg,
    );
    cmp(out, format!("houses.{k}.supply"), he.supply, hs.supply, dbg);
    cmp(
        out,
        format!("houses.{k}.victory"),
        he.victory,
        state.victory_points(h),
        dbg,
    );
    cmp(
        out,
        format!("houses.{k}.hand_size"),
        he.hand_size,
        hs.hand.len(),
        dbg,
    );
    let sorted = |v: &Vec<HouseCardId>| {
        let mut v = v.clone();
        v.sort_by_key(|c| serde_json::to_string(c).unwrap_or_default());
        v
    };
    cmp(
        out,
        format!("houses.{k}.hand"),
        he.hand.as_ref().map(sorted),
        sorted(&hs.hand),
        |v: &Vec<HouseCardId>| cards_list(v),
    );
    cmp(
        out,
        format!("houses.{k}.discard"),
        he.discard.as_ref().map(sorted),
        sorted(&hs.discard),
        |v: &Vec<HouseCardId>| cards_list(v),
    );
    for (kind, n) in he.reserves.iter().flatten() {
        cmp(
            out,
            format!("houses.{k}.reserves.{}", kind.key()),
            Some(*n),
            state.reserve(h, *kind),
            dbg,
        );
    }
    for (token, n) in he.unused_tokens.iter().flatten() {
        cmp(
            out,
            format!("houses.{k}.unused_tokens.{}", token.key()),
            Some(*n),
            state.unused_tokens(h, *token),
            dbg,
        );
    }
}

fn westeros_card_names(v: &[WesterosCard]) -> String {
    let names: Vec<String> = v
        .iter()
        .map(|c| {
            serde_json::to_value(c)
                .ok()
                .and_then(|j| j.as_str().map(String::from))
                .unwrap_or_default()
        })
        .collect();
    format!("[{}]", names.join(", "))
}

fn check_westeros_decks(out: &mut Vec<Diff>, state: &GameState, d: &WesterosDecksExpect) {
    let sorted = |v: &[WesterosCard]| {
        let mut v = v.to_vec();
        v.sort_by_key(|c| serde_json::to_string(c).unwrap_or_default());
        v
    };
    for (deck, (name, e)) in [("i", &d.i), ("ii", &d.ii), ("iii", &d.iii)]
        .into_iter()
        .enumerate()
    {
        let Some(e) = e else { continue };
        let actual = &state.westeros_decks[deck];
        cmp(
            out,
            format!("westeros_decks.{name}.draw"),
            e.draw.clone(),
            actual.draw.clone(),
            |v: &Vec<WesterosCard>| westeros_card_names(v),
        );
        cmp(
            out,
            format!("westeros_decks.{name}.discard"),
            e.discard.as_deref().map(sorted),
            sorted(&actual.discard),
            |v: &Vec<WesterosCard>| westeros_card_names(v),
        );
    }
}

fn check_area(out: &mut Vec<Diff>, state: &GameState, id: AreaId, key: &str, ae: &AreaExpect) {
    let a = state.area(id);
    let p = |f: &str| format!("areas.{key}.{f}");
    cmp(out, p("house"), ae.house.map(|m| m.0), a.house, house_name);
    cmp(
        out,
        p("controller"),
        ae.controller.map(|m| m.0),
        state.controller(id),
        house_name,
    );
    if let Some(u) = &ae.units {
        let actual = all_units(&a.units);
        if u.0 != actual {
            out.push((p("units"), describe_units(&u.0), describe_units(&actual)));
        }
    }
    if let Some(r) = &ae.routed {
        if r.0 != a.units.routed {
            out.push((
                p("routed"),
                describe_units(&r.0),
                describe_units(&a.units.routed),
            ));
        }
    }
    if let Some(o) = ae.order {
        let actual = a.order;
        let show = |o: Option<(House, crate::engine::OrderToken)>| match o {
            None => "none".to_string(),
            Some((h, t)) => format!("{} {}", h.key(), t.key()),
        };
        let ok = match o {
            OrderSpec::None => actual.is_none(),
            OrderSpec::Token(t) => actual.is_some_and(|x| x.token == t),
            OrderSpec::Placed(h, t) => actual.is_some_and(|x| x.token == t && x.house == h),
        };
        if !ok {
            let expected = match o {
                OrderSpec::None => "none".to_string(),
                OrderSpec::Token(t) => t.key().to_string(),
                OrderSpec::Placed(h, t) => show(Some((h, t))),
            };
            out.push((
                p("order"),
                expected,
                show(actual.map(|x| (x.house, x.token))),
            ));
        }
    }
    cmp(
        out,
        p("power_token"),
        ae.power_token.map(|m| m.0),
        a.power_token,
        house_name,
    );
    cmp(out, p("garrison"), ae.garrison, a.garrison, dbg);
    let neutral = |n: &Option<Neutral>| match n {
        None => "none".to_string(),
        Some(Neutral::Force(s)) => format!("a neutral force of {s}"),
        Some(Neutral::Impassable) => "impassable".to_string(),
    };
    let expected_neutral = ae.neutral.map(|n| match n {
        NeutralSpec::None => None,
        NeutralSpec::Force(s) => Some(Neutral::Force(s)),
        NeutralSpec::Impassable => Some(Neutral::Impassable),
    });
    cmp(out, p("neutral"), expected_neutral, a.neutral, neutral);
    cmp(
        out,
        p("port_owner"),
        ae.port_owner.map(|m| m.0),
        state.port_owner(id),
        house_name,
    );
}

fn check_combat(out: &mut Vec<Diff>, ce: &CombatExpect, rec: Option<&CombatRecord>) {
    let Some(r) = rec else {
        let wants_only_absence = ce.in_progress == Some(false)
            && ce.area.is_none()
            && ce.attacker.is_none()
            && ce.defender.is_none()
            && ce.stage.is_none()
            && ce.attacker_strength.is_none()
            && ce.defender_strength.is_none()
            && ce.final_strengths.is_none()
            && ce.winner.is_none()
            && ce.decision.is_none();
        if !wants_only_absence {
            out.push((
                "combat".into(),
                "a combat".into(),
                "no combat has happened".into(),
            ));
        }
        return;
    };
    cmp(
        out,
        "combat.in_progress".into(),
        ce.in_progress,
        r.in_progress,
        dbg,
    );
    cmp(
        out,
        "combat.area".into(),
        ce.area.as_deref().map(|a| area_id(a).expect("validated")),
        r.area,
        |a| a.key().to_string(),
    );
    cmp(
        out,
        "combat.attacker".into(),
        ce.attacker,
        r.attacker,
        |h| h.key().to_string(),
    );
    cmp(
        out,
        "combat.defender".into(),
        ce.defender.map(|m: MaybeHouse| m.0),
        r.defender,
        house_name,
    );
    cmp(
        out,
        "combat.stage".into(),
        ce.stage.clone(),
        r.stage.clone(),
        |s| s.clone(),
    );
    let initial = r.initial;
    let unknown = "unknown (the combat never waited for a decision)".to_string();
    for (what, e, i) in [
        ("combat.attacker_strength", ce.attacker_strength, 0),
        ("combat.defender_strength", ce.defender_strength, 1),
    ] {
        if let Some(e) = e {
            match initial {
                Some(s) if s[i] == e => {}
                Some(s) => out.push((what.into(), e.to_string(), s[i].to_string())),
                None => out.push((what.into(), e.to_string(), unknown.clone())),
            }
        }
    }
    if let Some(f) = ce.final_strengths {
        match r.final_strengths {
            Some(s) if s == f => {}
            Some(s) => out.push(("combat.final".into(), format!("{f:?}"), format!("{s:?}"))),
            None => out.push((
                "combat.final".into(),
                format!("{f:?}"),
                "not decided yet".into(),
            )),
        }
    }
    cmp(
        out,
        "combat.decision".into(),
        ce.decision.clone(),
        r.decision.clone(),
        |s| s.clone(),
    );
    if let Some(w) = ce.winner {
        match r.winner {
            Some(x) if x == w.0 => {}
            Some(x) => out.push(("combat.winner".into(), house_name(&w.0), house_name(&x))),
            None => out.push((
                "combat.winner".into(),
                house_name(&w.0),
                "not decided yet".into(),
            )),
        }
    }
}
