//! The format's newer parts: `offered`, `expect_at`, `reject = "any"`, `westeros_resolved`, and
//! the expectations on reserves, unused tokens, the Westeros piles and ports. Each must refuse
//! what it does not know (so a typo never checks nothing) and must be able to fail.

use super::{run_str, LoadError, Report};

/// A Tyrell knight and footman in Kingswood, attacked from the Reach by two Baratheon knights:
/// Baratheon wins and Tyrell must choose between Storm's End and the Boneway. Nothing is left
/// to resolve after the retreat, so it runs the Action phase's clean-up. (A Baratheon footman
/// holds King's Landing.)
const BASE: &str = r#"
name = "format self-test"
source = "src/scenario/tests.rs"
players = 5
phase = "march"

[houses.tyrell]
supply = 2

[areas.kingswood]
house = "tyrell"
units = ["footman", "knight"]
[areas.storms_end]
house = "tyrell"
units = ["footman"]
[areas.reach]
house = "baratheon"
units = ["knight", "knight"]
order = "march+0"
[areas.kings_landing]
house = "baratheon"
units = ["footman"]

[[step]]
house = "baratheon"
input = { type = "march", from = "reach", moves = [{ to = "kingswood", units = ["knight", "knight"] }] }
[[step]]
house = "baratheon"
input = { type = "house_card", card = "brienne_of_tarth" }
[[step]]
house = "tyrell"
input = { type = "house_card", card = "randyll_tarly" }
[[step]]
house = "tyrell"
input = { type = "casualties", units = ["footman"] }
[step.expect.offered.tyrell]
request = "retreat"
areas = ["storms_end", "boneway"]
losses = { storms_end = 0, boneway = 0 }
units = ["knight"]
[[step]]
house = "tyrell"
input = { type = "retreat", to = "boneway" }
[step.expect_at.before_action_cleanup.areas.boneway]
routed = ["knight"]
[step.expect.areas.boneway]
routed = []
"#;

fn replaced(from: &str, to: &str) -> String {
    assert!(
        BASE.contains(from),
        "the replacement of {from:?} does not apply"
    );
    BASE.replace(from, to)
}

fn load_error(text: &str) -> LoadError {
    match run_str(text) {
        Err(e) => e,
        Ok(r) => panic!("loaded and ran: {:?}", r.failures),
    }
}

fn ran(text: &str) -> Report {
    run_str(text).unwrap_or_else(|e| panic!("did not load: {e}"))
}

#[test]
fn the_base_passes() {
    let r = ran(BASE);
    assert!(r.passed(), "{:?}", r.failures);
}

#[test]
fn unknown_keys_of_the_new_tables_are_load_errors() {
    for (what, text, key) in [
        (
            "offered",
            replaced("request = \"retreat\"", "request = \"retreat\"\nretreat = [\"boneway\"]"),
            "retreat",
        ),
        (
            "offered.march",
            replaced(
                "units = [\"knight\"]\n[[step]]",
                "units = [\"knight\"]\n[step.expect.offered.tyrell.march.kingswood]\nfootmen = []\n[[step]]",
            ),
            "footmen",
        ),
        (
            "expect_at",
            replaced(
                "[step.expect_at.before_action_cleanup.areas.boneway]",
                "[step.expect_at.before_cleanup.areas.boneway]",
            ),
            "before_cleanup",
        ),
        (
            "a key inside expect_at",
            replaced(
                "[step.expect_at.before_action_cleanup.areas.boneway]\nrouted",
                "[step.expect_at.before_action_cleanup.areas.boneway]\nrouted_units",
            ),
            "routed_units",
        ),
        (
            "westeros_decks expectation",
            replaced(
                "[step.expect.areas.boneway]",
                "[step.expect.westeros_decks.i]\ndiscards = []\n[step.expect.areas.boneway]",
            ),
            "discards",
        ),
        (
            "a deck that does not exist",
            replaced(
                "[step.expect.areas.boneway]",
                "[step.expect.westeros_decks.iv]\ndiscard = []\n[step.expect.areas.boneway]",
            ),
            "iv",
        ),
        (
            "reserves",
            replaced(
                "[step.expect.areas.boneway]",
                "[step.expect.houses.tyrell]\nreserves = { knights = 4 }\n[step.expect.areas.boneway]",
            ),
            "knights",
        ),
        (
            "unused_tokens",
            replaced(
                "[step.expect.areas.boneway]",
                "[step.expect.houses.tyrell]\nunused_tokens = { \"march+2\" = 1 }\n[step.expect.areas.boneway]",
            ),
            "march+2",
        ),
        (
            "an area expectation",
            replaced("routed = []", "routed = []\nport = \"tyrell\""),
            "port",
        ),
    ] {
        let e = load_error(&text);
        assert!(
            e.message.contains("unknown") && e.message.contains(key),
            "{what}: {}",
            e.message
        );
    }
}

#[test]
fn bad_values_in_offered_are_load_errors_naming_the_key() {
    for (what, from, to, says) in [
        (
            "request",
            "request = \"retreat\"",
            "request = \"retreating\"",
            "request: unknown kind 'retreating'",
        ),
        (
            "area",
            "areas = [\"storms_end\", \"boneway\"]",
            "areas = [\"storms_end\", \"bonewy\"]",
            "offered.tyrell.areas: unknown area 'bonewy'",
        ),
        (
            "table key",
            "losses = { storms_end = 0, boneway = 0 }",
            "losses = { stormsend = 0 }",
            "offered.tyrell.losses: unknown area 'stormsend'",
        ),
        (
            "answer",
            "units = [\"knight\"]\n[[step]]",
            "answers = [\"maybe\"]\n[[step]]",
            "answers: unknown answer 'maybe'",
        ),
        (
            "support side",
            "units = [\"knight\"]\n[[step]]",
            "support = { storms_end = [\"both\"] }\n[[step]]",
            "unknown side 'both'",
        ),
        (
            "plan",
            "units = [\"knight\"]\n[[step]]",
            "plans = { storms_end = [\"footman + dragon\"] }\n[[step]]",
            "offered.tyrell.plans: plan 'footman + dragon': unknown unit 'dragon'",
        ),
        (
            "ship destination in a plan",
            "units = [\"knight\"]\n[[step]]",
            "plans = { storms_end = [\"ship to the_sea\"] }\n[[step]]",
            "unknown area 'the_sea'",
        ),
        (
            "top card",
            "units = [\"knight\"]\n[[step]]",
            "top = \"crow_killer\"\n[[step]]",
            "top: unknown wildling card 'crow_killer'",
        ),
        (
            "house not in play",
            "[step.expect.offered.tyrell]",
            "[step.expect.offered.martell]",
            "Martell is not in play",
        ),
    ] {
        let e = load_error(&replaced(from, to));
        assert!(e.message.contains(says), "{what}: {}", e.message);
    }
}

#[test]
fn port_owner_is_for_ports_only() {
    let e = load_error(&replaced(
        "routed = []",
        "routed = []\nport_owner = \"tyrell\"",
    ));
    assert!(e.message.contains("not a port"), "{}", e.message);
}

#[test]
fn what_is_offered_can_fail_key_by_key() {
    let r = ran(&replaced(
        "areas = [\"storms_end\", \"boneway\"]\nlosses = { storms_end = 0, boneway = 0 }",
        "areas = [\"storms_end\"]\nlosses = { storms_end = 1 }\ncards = [\"mace_tyrell\"]",
    ));
    let got: Vec<(&str, &str, &str)> = r
        .failures
        .iter()
        .map(|f| (f.what.as_str(), f.expected.as_str(), f.actual.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            (
                "offered.tyrell.areas",
                "[storms_end]",
                "[boneway, storms_end]"
            ),
            (
                "offered.tyrell.cards",
                "[mace_tyrell]",
                "no such option in a retreat decision"
            ),
            (
                "offered.tyrell.losses",
                "{storms_end: 1}",
                "{boneway: 0, storms_end: 0}"
            ),
        ]
    );
}

#[test]
fn a_house_not_asked_is_offered_nothing() {
    let ok = replaced(
        "[[step]]\nhouse = \"tyrell\"\ninput = { type = \"retreat\"",
        "[step.expect.offered.baratheon]\nrequest = \"none\"\n[[step]]\nhouse = \"tyrell\"\ninput = { type = \"retreat\"",
    );
    assert!(ran(&ok).passed());
    let r = ran(&ok.replace(
        "[step.expect.offered.baratheon]\nrequest = \"none\"",
        "[step.expect.offered.baratheon]\nareas = []",
    ));
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(r.failures[0].actual, "nothing offered (not awaited)");
}

#[test]
fn an_expectation_at_a_checkpoint_is_checked_there() {
    // After the clean-up the knight stands: expecting that at the checkpoint fails.
    let r = ran(&replaced(
        "[step.expect_at.before_action_cleanup.areas.boneway]\nrouted = [\"knight\"]",
        "[step.expect_at.before_action_cleanup.areas.boneway]\nrouted = []",
    ));
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(
        r.failures[0].what,
        "at before_action_cleanup: areas.boneway.routed"
    );
    assert_eq!(r.failures[0].actual, "1 knight");
}

#[test]
fn a_checkpoint_the_input_does_not_reach_fails() {
    // The casualties step leads to the retreat, not to the clean-up.
    let r = ran(&replaced(
        "[step.expect.offered.tyrell]",
        "[step.expect_at.before_action_cleanup]\nround = 1\n[step.expect.offered.tyrell]",
    ));
    assert_eq!(r.failures.len(), 1, "{:?}", r.failures);
    assert_eq!(r.failures[0].step, 4);
    assert_eq!(r.failures[0].what, "at before_action_cleanup");
}

#[test]
fn reject_any_takes_any_rejection_but_not_an_acceptance() {
    let refused = replaced(
        "[[step]]\nhouse = \"tyrell\"\ninput = { type = \"retreat\", to = \"boneway\" }",
        "[[step]]\nhouse = \"tyrell\"\ninput = { type = \"retreat\", to = \"reach\" }\nreject = \"any\"\n[[step]]\nhouse = \"stark\"\ninput = { type = \"retreat\", to = \"boneway\" }\nreject = \"any\"\n[[step]]\nhouse = \"tyrell\"\ninput = { type = \"retreat\", to = \"boneway\" }",
    );
    let r = ran(&refused);
    assert!(r.passed(), "{:?}", r.failures);
    let accepted = replaced(
        "input = { type = \"retreat\", to = \"boneway\" }",
        "input = { type = \"retreat\", to = \"boneway\" }\nreject = \"any\"",
    );
    let r = ran(&accepted);
    assert_eq!(r.failures[0].what, "reject");
    assert_eq!(r.failures[0].expected, "tyrell retreat rejected");
}

/// A Westeros phase of Supply, Clash of Kings and Web of Lies.
fn westeros(extra: &str) -> String {
    format!(
        r#"
name = "westeros"
source = "src/scenario/tests.rs"
players = 3
phase = "westeros"
westeros_cards = ["supply", "clash_of_kings", "web_of_lies"]
{extra}
[[step]]
expect = {{ phase = "westeros" }}
"#
    )
}

#[test]
fn westeros_resolved_is_checked() {
    // Only Web of Lies is left: it bans Support; on an empty board the Planning phase has no
    // orders to wait for, and the Raven is next.
    let r = ran(&westeros("westeros_resolved = 2").replace(
        "expect = { phase = \"westeros\" }",
        "expect = { phase = \"raven\", restrictions = { no_support = true } }",
    ));
    assert!(r.passed(), "{:?}", r.failures);
    for (extra, says) in [
        ("westeros_resolved = 3", "0, 1 or 2"),
        ("westeros_resolved = -1", "westeros_resolved"),
    ] {
        let e = load_error(&westeros(extra));
        assert!(e.message.contains(says), "{extra}: {}", e.message);
    }
    let e = load_error(
        &westeros("westeros_resolved = 1").replace("phase = \"westeros\"\n", "phase = \"march\"\n"),
    );
    assert!(e.message.contains("westeros_cards needs"), "{}", e.message);
    let e = load_error(&westeros("westeros_resolved = 0").replace(
        "\"supply\", \"clash_of_kings\"",
        "\"supply\", \"winter_is_coming\"",
    ));
    assert!(e.message.contains("Winter Is Coming"), "{}", e.message);
}

#[test]
fn westeros_resolved_starts_at_the_next_card_without_drawing_again() {
    // Deck II's Clash of Kings is next: bids are awaited, the three cards are off their decks.
    let text = westeros("westeros_resolved = 1").replace(
        "expect = { phase = \"westeros\" }",
        "expect = { phase = \"westeros\", awaiting = [\"baratheon:bid\", \"lannister:bid\", \"stark:bid\"], no_events = [\"westeros_cards_revealed\", \"supply_adjusted\"] }",
    );
    let r = ran(&text);
    assert!(r.passed(), "{:?}", r.failures);
    let s = super::Scenario::parse(&westeros("westeros_resolved = 1")).unwrap();
    let st = s.initial_state();
    for deck in 0..3 {
        assert_eq!(st.westeros_decks[deck].draw.len(), 9, "deck {deck}");
    }
}
