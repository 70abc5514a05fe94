use super::*;
use crate::game::Setup;
use crate::options::GameOptions;

#[test]
fn entries_are_keyed_by_the_request_they_answer() {
    let winterfell = AreaId::from_key("winterfell").unwrap();
    let march = PlanEntry::March {
        from: winterfell,
        moves: vec![],
        leave_power_token: false,
    };
    assert_eq!(
        (march.kind(), march.key().as_str()),
        ("march", "winterfell")
    );
    let card = PlanEntry::WesterosChoice {
        card: WesterosCard::PutToTheSword,
        choice: WesterosOption::Nothing,
    };
    assert_eq!(card.key(), "put_to_the_sword");
    assert_eq!(PlanEntry::TieBreak { ranking: vec![] }.key(), "");
    // The API's encoding reads back as written.
    let json = r#"{"kind":"support","area":"winterfell","prefer":["stark","lannister"]}"#;
    let e: PlanEntry = serde_json::from_str(json).unwrap();
    assert_eq!(serde_json::to_string(&e).unwrap(), json);
}

#[test]
fn westeros_entries_wait_for_the_next_westeros_phase() {
    let game = Game::new(&Setup {
        players: 3,
        options: GameOptions::default(),
        seed: 1,
    })
    .unwrap();
    let round = game.state().round;
    assert!(matches!(game.state().step, Step::Planning { .. }));
    assert_eq!(
        PlanEntry::TieBreak { ranking: vec![] }.round_for(&game),
        round + 1
    );
    assert_eq!(
        PlanEntry::Raven {
            choice: RavenPlan::Pass
        }
        .round_for(&game),
        round
    );
}
