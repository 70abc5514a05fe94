//! A check of filing answers ahead (`engine::plan`) over self-played games: it plays with
//! `selfplay`'s random legal inputs, so it lives here rather than in the engine, which is a
//! package of its own and cannot use this crate (issue 31).

use crate::engine::game::{Game, Request, Setup};
use crate::engine::house::House;
use crate::engine::input::{Input, Side, SupportChoice};
use crate::engine::options::{Edition, GameOptions};
use crate::engine::plan::{answer, PlanEntry, RavenPlan};
use crate::selfplay::dice::Dice;
use crate::selfplay::gen::{fallback_input, random_input};

/// The entry a player would file ahead to give exactly `input` to `request`, if the kind of
/// request can be answered ahead.
fn entry_for(game: &Game, house: House, request: &Request, input: &Input) -> Option<PlanEntry> {
    Some(match (request, input) {
        (
            Request::March { .. },
            Input::March {
                from,
                moves,
                leave_power_token,
            },
        ) => PlanEntry::March {
            from: *from,
            moves: moves.clone(),
            leave_power_token: *leave_power_token,
        },
        (
            Request::Raid,
            Input::Raid {
                from,
                target,
                second: None,
            },
        ) => PlanEntry::Raid {
            from: *from,
            target: *target,
        },
        (Request::Consolidate, Input::Consolidate { area, muster }) => PlanEntry::Consolidate {
            area: *area,
            muster: muster.clone(),
        },
        (Request::Muster, Input::Muster { areas }) => PlanEntry::Muster {
            areas: areas.clone(),
        },
        (Request::WesterosChoice { card }, Input::WesterosChoice { choice }) => {
            PlanEntry::WesterosChoice {
                card: *card,
                choice: *choice,
            }
        }
        (Request::Raven, Input::RavenPass) => PlanEntry::Raven {
            choice: RavenPlan::Pass,
        },
        (Request::Raven, Input::RavenPeek) => PlanEntry::Raven {
            choice: RavenPlan::Peek,
        },
        (Request::Raven, Input::RavenReplace { area, token }) => PlanEntry::Raven {
            choice: RavenPlan::Replace {
                area: *area,
                token: *token,
            },
        },
        (Request::RavenDecide, Input::RavenDecide { bury }) => PlanEntry::RavenBury {
            cards: game
                .state()
                .wildling_deck
                .first()
                .copied()
                .filter(|_| *bury)
                .into_iter()
                .collect(),
        },
        (Request::TieOrder, Input::TieOrder { order }) => PlanEntry::TieBreak {
            ranking: order.clone(),
        },
        (Request::ChooseBidder { highest }, Input::ChooseBidder { house: named }) => {
            let mut ranking: Vec<House> = game
                .state()
                .turn_order()
                .iter()
                .copied()
                .filter(|h| h != named)
                .collect();
            if *highest {
                ranking.insert(0, *named);
            } else {
                ranking.push(*named);
            }
            PlanEntry::TieBreak { ranking }
        }
        _ => {
            let _ = house;
            return None;
        }
    })
}

/// The support entries that give exactly `choices`: back the side's house, or nobody.
fn support_entries(game: &Game, choices: &[SupportChoice]) -> Vec<PlanEntry> {
    let combat = crate::engine::legal::current_combat(game.state()).expect("a combat");
    choices
        .iter()
        .map(|c| PlanEntry::Support {
            area: c.area,
            prefer: match c.side {
                Some(Side::Attacker) => vec![combat.attacker],
                Some(Side::Defender) => combat.defender.into_iter().collect(),
                None => vec![],
            },
        })
        .collect()
}

/// Over random games of both editions and every player count: any answer a player gives to a
/// request that can be answered ahead, filed ahead instead, is submitted exactly as given when
/// it is legal, and dropped (never submitted) when the engine refuses it; what a house filed at
/// an earlier position is submitted only where the engine takes it.
#[test]
fn every_answer_filed_ahead_gives_the_same_input_or_is_dropped() {
    let mut checked: std::collections::BTreeMap<&'static str, usize> = Default::default();
    let mut dropped = 0;
    let mut earlier: std::collections::HashMap<House, Vec<PlanEntry>> = Default::default();
    for (n, players) in [3u8, 4, 6, 5, 5, 3].into_iter().enumerate() {
        let edition = if n % 2 == 0 {
            Edition::Second
        } else {
            Edition::First
        };
        let setup = Setup {
            players,
            options: GameOptions {
                edition,
                ..GameOptions::default()
            },
            seed: 2511 + n as u64,
        };
        let mut game = Game::new(&setup).unwrap();
        let mut dice = Dice::new(77 + n as u64);
        earlier.clear();
        for _ in 0..1500 {
            if game.is_over() {
                break;
            }
            let awaited = game.awaiting();
            let Some(a) = awaited.first().cloned() else {
                break;
            };
            let legal = game.legal(a.house).unwrap();
            let input = random_input(&legal, &mut dice);
            let entries = match &input {
                Input::Support { choices } => support_entries(&game, choices),
                _ => entry_for(&game, a.house, &a.request, &input)
                    .into_iter()
                    .collect(),
            };
            let accepted = game.clone().apply(a.house, &input).is_ok();
            // What this house filed at an earlier position (the game has moved on since, as
            // it does between filing ahead and being asked): used only if the engine takes it.
            if let Some(old) = earlier.get(&a.house).filter(|old| **old != entries) {
                let got = answer(&game, a.house, old);
                match &got.input {
                    Some((_, planned)) => assert!(
                        game.clone().apply(a.house, planned).is_ok(),
                        "{planned:?} filed ahead earlier as {old:?} was submitted but is refused"
                    ),
                    None => dropped += usize::from(!got.dropped.is_empty()),
                }
            }
            if !entries.is_empty() {
                earlier.insert(a.house, entries.clone());
            }
            if !entries.is_empty() {
                let got = answer(&game, a.house, &entries);
                if accepted {
                    let (_, planned) = got.input.clone().unwrap_or_else(|| {
                        panic!(
                            "{:?} filed ahead as {entries:?} was not used: {got:?}",
                            input
                        )
                    });
                    assert_eq!(planned, input, "filed ahead as {entries:?}");
                    *checked.entry(input.kind()).or_default() += 1;
                } else {
                    assert!(got.input.is_none(), "a refused {input:?} was submitted");
                    // Whatever was refused is dropped: never submitted, the house is asked.
                    dropped += usize::from(!got.dropped.is_empty());
                }
            }
            if game.apply(a.house, &input).is_err() {
                game.apply(a.house, &fallback_input(&legal))
                    .or_else(|_| {
                        let d = game.default_input(a.house).unwrap();
                        game.apply(a.house, &d)
                    })
                    .unwrap();
            }
        }
    }
    for kind in [
        "march",
        "raid",
        "support",
        "consolidate",
        "raven_pass",
        "muster",
    ] {
        assert!(
            checked.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} was checked: {checked:?}"
        );
    }
    assert!(dropped > 0, "no refused answer was seen: {checked:?}");
}
