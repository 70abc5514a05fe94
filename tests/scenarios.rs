//! Runs every scenario file in `tests/scenarios/`, and checks that the runner itself can fail.

use rookery::scenario::{collect_files, run_file, run_str, Scenario};
use std::path::PathBuf;

fn scenario_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join("scenarios")
}

#[test]
fn every_scenario_file_passes() {
    run_dir(scenario_dir());
}

/// The 1st edition's scenario files (issue 16), in their own folder.
#[test]
fn every_first_edition_scenario_file_passes() {
    run_dir(scenario_dir().join("agot1"));
}

fn run_dir(dir: PathBuf) {
    let files = collect_files(std::slice::from_ref(&dir)).expect("the scenario folder is readable");
    assert!(!files.is_empty(), "no scenario files in {}", dir.display());
    let mut problems = Vec::new();
    for f in &files {
        match run_file(f) {
            Ok(r) if r.passed() => {}
            Ok(r) => {
                let mut s = format!("FAIL {} ({})", r.name, f.display());
                for x in &r.failures {
                    s.push_str(&format!("\n    {x}"));
                }
                problems.push(s);
            }
            Err(e) => problems.push(format!("ERROR {e}")),
        }
    }
    assert!(
        problems.is_empty(),
        "{} of {} scenario files failed:\n{}",
        problems.len(),
        files.len(),
        problems.join("\n")
    );
}

/// A small scenario that passes: a Stark knight marches from Winterfell to Moat Cailin.
const BASE: &str = r#"
name = "runner self-test"
source = "tests/scenarios.rs"
players = 3
phase = "march"

[areas.winterfell]
house = "stark"
units = ["knight"]
order = "march+0"

[[step]]
expect = { awaiting = ["stark:march"], phase = "march" }

[[step]]
house = "stark"
input = { type = "march", from = "winterfell", moves = [{ to = "moat_cailin", units = ["knight"] }] }

[step.expect]
events = ["marched"]
no_events = ["combat_started"]

[step.expect.areas.moat_cailin]
house = "stark"
units = ["knight"]
controller = "stark"

[step.expect.areas.winterfell]
units = []
order = "none"
controller = "stark"
"#;

#[test]
fn the_base_scenario_passes() {
    let r = run_str(BASE).expect("loads");
    assert!(r.passed(), "{:?}", r.failures);
}

#[test]
fn a_wrong_expectation_is_reported_with_what_differed() {
    let text = BASE.replace(
        "[step.expect.areas.moat_cailin]\nhouse = \"stark\"\nunits = [\"knight\"]",
        "[step.expect.areas.moat_cailin]\nhouse = \"stark\"\nunits = [\"footman\", \"footman\"]",
    );
    assert_ne!(text, BASE);
    let r = run_str(&text).expect("loads");
    assert!(!r.passed());
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    let f = &r.failures[0];
    assert_eq!(f.step, 2);
    assert_eq!(f.what, "areas.moat_cailin.units");
    assert_eq!(f.expected, "2 footmen");
    assert_eq!(f.actual, "1 knight");
    let shown = f.to_string();
    assert!(
        shown.contains("expected 2 footmen, got 1 knight"),
        "{shown}"
    );
}

#[test]
fn several_wrong_expectations_are_all_reported() {
    let text = BASE.replace(
        "no_events = [\"combat_started\"]",
        "no_events = [\"marched\"]\nround = 4\nphase = \"raid\"",
    );
    let r = run_str(&text).expect("loads");
    let whats: Vec<&str> = r.failures.iter().map(|f| f.what.as_str()).collect();
    assert_eq!(whats, ["phase", "round", "no_events"], "{:?}", r.failures);
}

#[test]
fn unknown_keys_are_load_errors() {
    for (what, text) in [
        (
            "top level",
            BASE.replace("players = 3", "players = 3\nplayer = 3"),
        ),
        (
            "area",
            BASE.replace("order = \"march+0\"", "order = \"march+0\"\nroute = []"),
        ),
        (
            "input",
            BASE.replace(
                "moves = [{ to = \"moat_cailin\"",
                "moves = [{ too = \"twins\", to = \"moat_cailin\"",
            ),
        ),
        (
            "input field",
            BASE.replace(
                "type = \"march\", from",
                "type = \"march\", leave_power = true, from",
            ),
        ),
        (
            "expect",
            BASE.replace("events = [\"marched\"]", "event = [\"marched\"]"),
        ),
        (
            "expect area",
            BASE.replace(
                "controller = \"stark\"\n\n[step",
                "controler = \"stark\"\n\n[step",
            ),
        ),
        (
            "options",
            BASE.replace(
                "players = 3",
                "players = 3\noptions = { auto_accept = true }",
            ),
        ),
        (
            "restrictions",
            BASE.replace(
                "players = 3",
                "players = 3\nrestrictions = { no_raids = true }",
            ),
        ),
    ] {
        assert_ne!(text, BASE, "{what}: the replacement did not apply");
        let e = run_str(&text).expect_err(what);
        assert!(e.message.contains("unknown"), "{what}: {}", e.message);
    }
}

/// BASE with a `[houses.stark]` table holding `line`.
fn with_house_line(line: &str) -> String {
    BASE.replace(
        "phase = \"march\"\n",
        &format!("phase = \"march\"\n\n[houses.stark]\n{line}\n"),
    )
}

#[test]
fn bad_values_are_load_errors() {
    for (what, text) in [
        (
            "unknown area",
            BASE.replace("[areas.winterfell]", "[areas.winterfel]"),
        ),
        (
            "unknown unit",
            BASE.replace("units = [\"knight\"]\norder", "units = [\"knigt\"]\norder"),
        ),
        (
            "ship on land",
            BASE.replace("units = [\"knight\"]\norder", "units = [\"ship\"]\norder"),
        ),
        (
            "house not in play",
            BASE.replace(
                "house = \"stark\"\nunits = [\"knight\"]\norder",
                "house = \"tyrell\"\nunits = [\"knight\"]\norder",
            ),
        ),
        (
            "unknown event tag",
            BASE.replace(
                "no_events = [\"combat_started\"]",
                "no_events = [\"combat_begun\"]",
            ),
        ),
        (
            "unknown rejection kind",
            BASE.replace(
                "[step.expect]\nevents",
                "reject = \"no_such_thing\"\n[step.expect]\nevents",
            ),
        ),
        (
            "unknown request",
            BASE.replace("stark:march", "stark:marching"),
        ),
        (
            "routed not in units",
            BASE.replace(
                "order = \"march+0\"",
                "order = \"march+0\"\nrouted = [\"footman\"]",
            ),
        ),
        ("another house's card", with_house_line("hand = [\"ser_jaime_lannister\"]")),
        ("a card twice", with_house_line("hand = [\"robb_stark\"]\ndiscard = [\"robb_stark\"]")),
        ("too much power", with_house_line("power = 21")),
        (
            "westeros cards without the westeros phase",
            BASE.replace("phase = \"march\"", "phase = \"march\"\nwesteros_cards = [\"supply\", \"clash_of_kings\", \"web_of_lies\"]"),
        ),
        (
            "a westeros card of the wrong deck",
            BASE.replace("phase = \"march\"", "phase = \"westeros\"\nwesteros_cards = [\"clash_of_kings\", \"supply\", \"web_of_lies\"]"),
        ),
    ] {
        assert_ne!(text, BASE, "{what}: the replacement did not apply");
        assert!(run_str(&text).is_err(), "{what}: loaded anyway");
    }
}

#[test]
fn a_scenario_that_checks_nothing_is_a_load_error() {
    let text = r#"
name = "nothing"
source = "tests/scenarios.rs"
players = 3
phase = "march"
[areas.winterfell]
house = "stark"
units = ["knight"]
order = "march+0"
[[step]]
house = "stark"
input = { type = "march", from = "winterfell", moves = [] }
"#;
    let e = run_str(text).expect_err("must not load");
    assert!(e.message.contains("checks nothing"), "{}", e.message);
}

#[test]
fn a_reject_that_does_not_happen_fails() {
    let text = BASE.replace(
        "[step.expect]\nevents",
        "reject = \"supply_exceeded\"\n[step.expect]\nevents",
    );
    let r = run_str(&text).expect("loads");
    assert!(!r.passed());
    assert_eq!(r.failures[0].what, "reject");
    assert!(
        r.failures[0].actual.contains("accepted"),
        "{:?}",
        r.failures
    );
}

#[test]
fn a_reject_of_another_kind_fails() {
    // Moat Cailin is not adjacent... to the Reach: the engine says not_reachable, not supply.
    let text = BASE
        .replace("to = \"moat_cailin\"", "to = \"reach\"")
        .replace(
            "[step.expect]\nevents = [\"marched\"]",
            "reject = \"supply_exceeded\"\n[step.expect]\nphase = \"march\"",
        )
        .split("[step.expect.areas.moat_cailin]")
        .next()
        .unwrap()
        .to_string();
    let r = run_str(&text).expect("loads");
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(r.failures[0].what, "reject");
    assert!(
        r.failures[0].actual.contains("not_reachable"),
        "{:?}",
        r.failures
    );
}

#[test]
fn an_unexpected_rejection_fails_and_stops_the_run() {
    let text = BASE.replace("to = \"moat_cailin\"", "to = \"reach\"");
    let r = run_str(&text).expect("loads");
    assert_eq!(r.failures[0].what, "input");
    assert!(
        r.failures[0].actual.contains("not_reachable"),
        "{:?}",
        r.failures
    );
    assert_eq!(
        r.failures.len(),
        1,
        "nothing is checked after the failed input: {:?}",
        r.failures
    );
}

#[test]
fn the_starting_position_is_built_as_written() {
    let s = Scenario::parse(
        r#"
name = "position"
source = "tests/scenarios.rs"
players = 4
phase = "raid"
[areas.kingswood]
house = "baratheon"
units = { footman = 2, knight = 1 }
routed = ["footman"]
order = { house = "baratheon", token = "special_raid" }
[areas.riverrun]
power_token = "lannister"
[houses.lannister]
power = 2
[[step]]
expect = { round = 2, events = ["round_ended"] }
"#,
    )
    .expect("loads");
    let st = s.initial_state();
    let kw = st.area(rookery::engine::AreaId::from_key("kingswood").unwrap());
    assert_eq!(kw.units.standing, [1, 1, 0, 0]);
    assert_eq!(kw.units.routed, [1, 0, 0, 0]);
    assert_eq!(
        kw.order.map(|o| o.token),
        Some(rookery::engine::OrderToken::SpecialRaid)
    );
    assert_eq!(st.house(rookery::engine::House::Lannister).power, 2);
    assert_eq!(st.power_on_board(rookery::engine::House::Lannister), 1);
    // Empty start: no garrisons, no neutral forces.
    assert!(st
        .areas
        .iter()
        .all(|a| a.garrison == 0 && a.neutral.is_none()));
    // The raid has no target, so it resolves at once; nothing else is on the board, so the round
    // ends and the next one starts.
    let r = s.run();
    assert!(r.passed(), "{:?}", r.failures);
}

/// The `source` lines and the whole text of the 1st edition's scenario files.
fn first_edition_files() -> Vec<(String, String)> {
    let dir = scenario_dir().join("agot1");
    let files = collect_files(std::slice::from_ref(&dir)).expect("the scenario folder is readable");
    files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).expect("readable");
            let value: toml::Value = toml::from_str(&text).expect("TOML");
            let source = value["source"].as_str().expect("a source").to_string();
            (source, text)
        })
        .collect()
}

/// Issue 16: every 1st-edition house card with a text ability is played in some scenario.
#[test]
fn every_first_edition_card_ability_has_a_scenario() {
    let data: toml::Value =
        toml::from_str(include_str!("../src/engine/data/agot1_house_cards.toml"))
            .expect("the card data is TOML");
    let mut with_text = Vec::new();
    fn walk(v: &toml::Value, out: &mut Vec<String>) {
        match v {
            toml::Value::Table(t) => {
                if let (Some(id), Some(_)) = (t.get("id"), t.get("text")) {
                    out.push(id.as_str().unwrap().to_string());
                }
                t.values().for_each(|x| walk(x, out));
            }
            toml::Value::Array(a) => a.iter().for_each(|x| walk(x, out)),
            _ => {}
        }
    }
    walk(&data, &mut with_text);
    assert_eq!(
        with_text.len(),
        15,
        "3 cards with a text per house: {with_text:?}"
    );
    let files = first_edition_files();
    let missing: Vec<&String> = with_text
        .iter()
        .filter(|id| {
            let played = format!("card = \"{id}\"");
            !files.iter().any(|(_, text)| text.contains(&played))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "cards never played in tests/scenarios/agot1: {missing:?}"
    );
}

/// The rows of the table of differences of the 1st-edition spec (agot1-rules.md §17), each either
/// named by a scenario's `source` ("§17 row(s) ..., NAME") or with the reason it has none.
const DIFFERENCES: &[(&str, Option<&str>)] = &[
    ("Houses", None),
    ("Component totals", Some("the box's contents; the pools a game uses are checked by rows Units per House and Power tokens")),
    ("Starting power", None),
    ("Game end timing", None),
    ("Player count", Some("a game of 2 or 6 is refused at setup: unit test ruleset::tests::first_edition_player_counts")),
    ("House assignment", Some("random assignment is the lobby's (option agot1.random_house_assignment), not the engine's")),
    ("Setup reference", Some("the physical start cards; their contents are the setup rows")),
    ("Units per House", None),
    ("Siege engines", None),
    ("Map terminology", Some("names only (a city plays as the 2nd edition's castle)")),
    ("Dorne", None),
    ("Ports", Some("board data: data/agot1_board.toml has no port (ruleset::tests::first_edition_starting_position)")),
    ("Garrisons", None),
    ("Home areas", None),
    ("Neutral forces", None),
    ("Neutral-force rules", None),
    ("Victory condition", None),
    ("Victory tracking", Some("how the count is shown; the count itself is row Victory condition")),
    ("End-game tie-breaks", None),
    ("Iron Throne token", None),
    ("Valyrian Steel Sword", None),
    ("Messenger Raven", None),
    ("King's Court with 3-4 players", None),
    ("Order tokens", None),
    ("Special Raid", None),
    ("Special Consolidate Power", None),
    ("Consolidate Power on sea", None),
    ("Order of CP resolution", None),
    ("Pillage", None),
    ("Every area must get an order", None),
    ("Action phase steps", None),
    ("Routed units recover", Some("no effect on play: nothing between the last March and the clean-up reads routed units; the engine stands them up in the clean-up")),
    ("Retreat destination", None),
    ("Routed ships and transport", Some("the 1st edition does not say; the engine plays the 2nd edition's way")),
    ("Support declaration", None),
    ("Combat steps", None),
    ("House card ability timing", None),
    ("House card recycling", None),
    ("House card strengths", None),
    ("House card abilities", None),
    ("Casualty choice", None),
    ("Tides of Battle", Some("a module of the 2nd edition only; the 1st edition's scenarios never turn it on")),
    ("Wildling track", None),
    ("Wildling attack trigger", None),
    ("Mammoth advance timing", None),
    ("Wildling outcomes", None),
    ("Threat after the attack", None),
    ("Westeros deck handling", None),
    ("Winter Is Coming", None),
    ("Rains of Autumn", None),
    ("Storm of Swords", None),
    ("Sea of Storms", None),
    ("Feast for Crows", None),
    ("Game of Thrones card", None),
    ("Cards only in 2nd edition", Some("data: the provisional decks of data/agot1_westeros.toml hold none of them")),
    ("Supply changes", None),
    ("Supply table", None),
    ("Mustering ships", None),
    ("Upgrades", None),
    ("Establishing control", None),
    ("Power tokens", None),
    ("Influence positions with fewer players", None),
    ("5 players", None),
    ("4 players", None),
    ("3 players", None),
    ("5-player King's Court start", None),
    ("Diplomacy limits", Some("table talk, outside the engine; orders stay secret (hidden-information tests)")),
    ("Bridges", Some("board data: the 1st edition's board tests check its borders")),
];

/// Issue 16: every row of the spec's table of differences has a scenario naming it in its
/// `source` ("§17 row NAME" or "§17 rows A, NAME, B"), or a reason in [`DIFFERENCES`].
#[test]
fn every_row_of_the_differences_table_has_a_scenario() {
    let files = first_edition_files();
    let rows: Vec<String> = files
        .iter()
        .filter_map(|(source, _)| source.split_once("§17 row").map(|(_, r)| r.to_string()))
        .collect();
    let named = |row: &str| {
        rows.iter().any(|r| {
            let r = r.trim_start_matches('s').trim_start();
            r.split([',', ';'])
                .any(|item| item.trim().trim_end_matches('.').replace('–', "-") == row)
        })
    };
    let mut missing = Vec::new();
    for (row, reason) in DIFFERENCES {
        match (named(row), reason) {
            (false, None) => missing.push(format!("{row}: no scenario names it")),
            (true, Some(_)) => missing.push(format!("{row}: has a scenario, drop its reason")),
            _ => {}
        }
    }
    assert_eq!(DIFFERENCES.len(), 68, "the table's rows");
    assert!(missing.is_empty(), "§17 rows:\n{}", missing.join("\n"));
}
