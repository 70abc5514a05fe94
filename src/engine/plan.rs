//! Answers filed ahead (issue 25, "plans"): what a house foresees it will be asked this round,
//! answered before it is asked, so a slow game does not stand still for an answer the player
//! could give while placing orders.
//!
//! A plan is a list of [`PlanEntry`]s, each keyed by the request it answers ([`PlanEntry::key`]:
//! the order's area for a march, a raid, a support or a Consolidate Power order; the card for a
//! Westeros choice; one entry for the Raven, the muster and the tie-breaking ranking). The pure
//! function [`answer`] turns the entries of one house plus the engine's current request into the
//! input to submit, or says why an entry no longer applies. It judges legality the way a form
//! does: by applying the input to a copy of the game. Nothing here knows storage or time; the
//! service keeps plans sealed and calls [`answer`] after every recorded input, and the scenario
//! runner can call it the same way.

use super::board::AreaId;
use super::game::{Game, Request};
use super::house::House;
use super::input::{
    AreaMuster, Input, MarchMove, MusterAction, Side, SupportChoice, WesterosOption,
};
use super::legal::Legal;
use super::orders::OrderToken;
use super::phase::Step;
use super::rejection::Rejection;
use super::westeros_cards::WesterosCard;
use super::wildling::WildlingCard;
use serde::{Deserialize, Serialize};

/// One answer filed ahead. Its JSON form (`{"kind": "march", ...}`) is what the JSON API takes
/// and what the service stores, so fields are only ever added.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlanEntry {
    /// The march order in `from`: where its units go and whether to leave a Power token.
    March {
        from: AreaId,
        #[serde(default)]
        moves: Vec<MarchMove>,
        #[serde(default)]
        leave_power_token: bool,
    },
    /// The raid order in `from`: the order it removes (`None`: no effect).
    Raid {
        from: AreaId,
        #[serde(default)]
        target: Option<AreaId>,
    },
    /// The support order in `area`, for any combat next to it: back the first house of
    /// `prefer` that fights in it ("my own house; else this house"), else nobody.
    Support {
        area: AreaId,
        #[serde(default)]
        prefer: Vec<House>,
    },
    /// The Consolidate Power order in `area` (a special one may muster: `muster`).
    Consolidate {
        area: AreaId,
        #[serde(default)]
        muster: Option<Vec<MusterAction>>,
    },
    /// The Messenger Raven's choice.
    Raven { choice: RavenPlan },
    /// After the Raven's look at the top wildling card: bury it (to the bottom of the deck)
    /// when it is one of `cards`, else keep it on top. The look shows the card to the Raven's
    /// holder alone, so the decision can only depend on which card it is: a rule for it can be
    /// filed before the look, and the game need not stand still for it.
    RavenBury {
        #[serde(default)]
        cards: Vec<WildlingCard>,
    },
    /// The whole mustering plan when the house musters (a Westeros card).
    Muster {
        #[serde(default)]
        areas: Vec<AreaMuster>,
    },
    /// As Iron Throne holder: how to break bid ties, the houses from the one placed highest to
    /// the one placed lowest (also names the highest or lowest bidder among tied wildling bids).
    TieBreak { ranking: Vec<House> },
    /// The option chosen when the house holds the token of a Westeros card with a choice.
    WesterosChoice {
        card: WesterosCard,
        choice: WesterosOption,
    },
}

/// The Messenger Raven's answers that can be filed ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "raven", rename_all = "snake_case")]
pub enum RavenPlan {
    Pass,
    Peek,
    Replace { area: AreaId, token: OrderToken },
}

/// Which part of a round an entry answers in: action-phase entries answer the orders placed
/// this round; Westeros-phase entries the next Westeros phase (this round's, while it runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlanPhase {
    Action,
    Westeros,
}

impl PlanEntry {
    /// The kind of request the entry answers (`march`, `raid`, ...): the JSON `kind`.
    pub fn kind(&self) -> &'static str {
        match self {
            PlanEntry::March { .. } => "march",
            PlanEntry::Raid { .. } => "raid",
            PlanEntry::Support { .. } => "support",
            PlanEntry::Consolidate { .. } => "consolidate",
            PlanEntry::Raven { .. } => "raven",
            PlanEntry::RavenBury { .. } => "raven_bury",
            PlanEntry::Muster { .. } => "muster",
            PlanEntry::TieBreak { .. } => "tie_break",
            PlanEntry::WesterosChoice { .. } => "westeros_choice",
        }
    }

    /// What the entry is keyed by within its kind: the order's area, the card, or nothing
    /// (one entry of that kind per round). A new entry with the same kind and key replaces the
    /// old one.
    pub fn key(&self) -> String {
        match self {
            PlanEntry::March { from: a, .. }
            | PlanEntry::Raid { from: a, .. }
            | PlanEntry::Support { area: a, .. }
            | PlanEntry::Consolidate { area: a, .. } => a.key().to_string(),
            PlanEntry::WesterosChoice { card, .. } => serde_json::to_value(card)
                .ok()
                .and_then(|v| v.as_str().map(String::from))
                .unwrap_or_default(),
            PlanEntry::Raven { .. }
            | PlanEntry::RavenBury { .. }
            | PlanEntry::Muster { .. }
            | PlanEntry::TieBreak { .. } => String::new(),
        }
    }

    /// Whether the entry stays filed after it is used: the tie-breaking ranking answers every
    /// tie of a Clash of Kings (and a wildling bid) that its house breaks in the phase.
    pub fn standing(&self) -> bool {
        matches!(self, PlanEntry::TieBreak { .. })
    }

    pub fn phase(&self) -> PlanPhase {
        match self {
            PlanEntry::Muster { .. }
            | PlanEntry::TieBreak { .. }
            | PlanEntry::WesterosChoice { .. } => PlanPhase::Westeros,
            _ => PlanPhase::Action,
        }
    }

    /// The round whose requests an entry filed now answers: the current round for action-phase
    /// entries and during a Westeros phase, else the next round (whose Westeros phase is next).
    pub fn round_for(&self, game: &Game) -> u8 {
        let state = game.state();
        let in_westeros = matches!(state.step, Step::Westeros(_));
        match self.phase() {
            PlanPhase::Westeros if !in_westeros => state.round.saturating_add(1),
            _ => state.round,
        }
    }
}

/// Why a filed entry was dropped without being used.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum Dropped {
    /// The planned answer is no longer legal: the engine's refusal.
    Rejected { rejection: Rejection },
    /// The raid's planned target is no longer an order it may remove.
    TargetGone { target: AreaId },
}

/// What the plans of one house do with its current request.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Answer {
    /// The input to submit, and the entry (its index in the given list) it came from.
    pub input: Option<(usize, Input)>,
    /// Entries that no longer apply, with why: drop them and tell the player.
    pub dropped: Vec<(usize, Dropped)>,
}

/// The answer `entries` (one house's entries for the current round, in the order filed) give
/// to `house`'s current request in `game`, if the house is awaited.
///
/// An entry whose order is not among those the house may resolve now (another order was placed
/// there, or it was removed) is left alone. The first entry that would answer the request is
/// tried: legal, it is the answer; refused, it is dropped and the house is asked as usual.
/// Several entries can make up one answer (support: one per support order); if any of them is
/// missing, there is no answer and nothing is dropped.
pub fn answer(game: &Game, house: House, entries: &[PlanEntry]) -> Answer {
    let Some(request) = game
        .awaiting()
        .into_iter()
        .find(|a| a.house == house)
        .map(|a| a.request)
    else {
        return Answer::default();
    };
    let Some(legal) = game.legal(house) else {
        return Answer::default();
    };
    let found = find(game, &request, &legal, entries);
    let Some((index, input)) = found else {
        return Answer::default();
    };
    let input = match input {
        Ok(input) => input,
        Err(why) => {
            return Answer {
                input: None,
                dropped: vec![(index, why)],
            }
        }
    };
    match game.clone().apply(house, &input) {
        Ok(_) => Answer {
            input: Some((index, input)),
            dropped: vec![],
        },
        Err(rejection) => Answer {
            input: None,
            dropped: vec![(index, Dropped::Rejected { rejection })],
        },
    }
}

/// The entry answering `request` and the input it makes (or why it cannot).
fn find(
    game: &Game,
    request: &Request,
    legal: &Legal,
    entries: &[PlanEntry],
) -> Option<(usize, Result<Input, Dropped>)> {
    let indexed = entries.iter().enumerate();
    match (request, legal) {
        (Request::March { retry_from }, Legal::March { options, .. }) => {
            indexed.into_iter().find_map(|(i, e)| match e {
                PlanEntry::March {
                    from,
                    moves,
                    leave_power_token,
                } if retry_from.is_none_or(|r| r == *from)
                    && options.iter().any(|o| o.from == *from) =>
                {
                    Some((
                        i,
                        Ok(Input::March {
                            from: *from,
                            moves: moves.clone(),
                            leave_power_token: *leave_power_token,
                        }),
                    ))
                }
                _ => None,
            })
        }
        (Request::Raid, Legal::Raid { options, .. }) => {
            indexed.into_iter().find_map(|(i, e)| match e {
                PlanEntry::Raid { from, target } => {
                    let targets = options.iter().find(|o| o.0 == *from)?;
                    Some((
                        i,
                        match target {
                            Some(t) if !targets.1.contains(t) => {
                                Err(Dropped::TargetGone { target: *t })
                            }
                            _ => Ok(Input::Raid {
                                from: *from,
                                target: *target,
                                second: None,
                            }),
                        },
                    ))
                }
                _ => None,
            })
        }
        (Request::Support, Legal::Support { areas }) => {
            let combat = super::legal::current_combat(game.state())?;
            let mut choices = Vec::new();
            let mut first = None;
            for (area, sides) in areas {
                let (i, prefer) = indexed.clone().find_map(|(i, e)| match e {
                    PlanEntry::Support { area: a, prefer } if a == area => Some((i, prefer)),
                    _ => None,
                })?;
                first.get_or_insert(i);
                let side = prefer.iter().find_map(|h| {
                    let side = if *h == combat.attacker {
                        Side::Attacker
                    } else if Some(*h) == combat.defender {
                        Side::Defender
                    } else {
                        return None;
                    };
                    sides.contains(&Some(side)).then_some(side)
                });
                choices.push(SupportChoice { area: *area, side });
            }
            Some((first?, Ok(Input::Support { choices })))
        }
        (Request::Consolidate, Legal::Consolidate { orders, .. }) => {
            indexed.into_iter().find_map(|(i, e)| match e {
                PlanEntry::Consolidate { area, muster } if orders.iter().any(|o| o.0 == *area) => {
                    Some((
                        i,
                        Ok(Input::Consolidate {
                            area: *area,
                            muster: muster.clone(),
                        }),
                    ))
                }
                _ => None,
            })
        }
        (Request::Raven, Legal::Raven { .. }) => indexed.into_iter().find_map(|(i, e)| match e {
            PlanEntry::Raven { choice } => Some((
                i,
                Ok(match *choice {
                    RavenPlan::Pass => Input::RavenPass,
                    RavenPlan::Peek => Input::RavenPeek,
                    RavenPlan::Replace { area, token } => Input::RavenReplace { area, token },
                }),
            )),
            _ => None,
        }),
        (Request::RavenDecide, Legal::RavenDecide { top }) => {
            indexed.into_iter().find_map(|(i, e)| match e {
                PlanEntry::RavenBury { cards } => Some((
                    i,
                    Ok(Input::RavenDecide {
                        bury: top.is_some_and(|t| cards.contains(&t)),
                    }),
                )),
                _ => None,
            })
        }
        (Request::Muster, Legal::Muster { .. }) => indexed.into_iter().find_map(|(i, e)| match e {
            PlanEntry::Muster { areas } => Some((
                i,
                Ok(Input::Muster {
                    areas: areas.clone(),
                }),
            )),
            _ => None,
        }),
        (Request::WesterosChoice { card }, Legal::WesterosChoice { .. }) => {
            indexed.into_iter().find_map(|(i, e)| match e {
                PlanEntry::WesterosChoice { card: c, choice } if c == card => {
                    Some((i, Ok(Input::WesterosChoice { choice: *choice })))
                }
                _ => None,
            })
        }
        (Request::TieOrder, Legal::TieOrder { bids }) => {
            let (i, ranking) = tie_ranking(entries)?;
            let rank = |h: &House| ranking.iter().position(|r| r == h);
            // Every house that ties with another must be ranked, else the player is asked.
            let tied = bids
                .iter()
                .filter(|(h, b)| bids.iter().any(|(o, ob)| o != *h && ob == *b))
                .all(|(h, _)| rank(h).is_some());
            if !tied {
                return None;
            }
            let mut order: Vec<House> = bids.keys().copied().collect();
            order.sort_by_key(|h| (std::cmp::Reverse(bids[h]), rank(h)));
            Some((i, Ok(Input::TieOrder { order })))
        }
        (Request::ChooseBidder { highest }, Legal::ChooseBidder { candidates }) => {
            let (i, ranking) = tie_ranking(entries)?;
            if !candidates.iter().all(|c| ranking.contains(c)) {
                return None;
            }
            // The most favoured candidate is named highest bidder, the least favoured lowest.
            let mut ranked = ranking.iter().filter(|h| candidates.contains(h));
            let house = if *highest {
                ranked.next()
            } else {
                ranked.next_back()
            };
            Some((i, Ok(Input::ChooseBidder { house: *house? })))
        }
        _ => None,
    }
}

/// A house's entry with the round it answers ([`PlanEntry::round_for`] when filed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filed {
    pub house: House,
    pub round: u8,
    pub entry: PlanEntry,
}

/// What [`settle`] did: the planned inputs appended, in order, and the entries dropped.
#[derive(Clone, Debug, Default)]
pub struct Settled {
    pub used: Vec<(House, Input, Vec<super::event::Event>)>,
    pub dropped: Vec<(House, PlanEntry, Dropped)>,
}

/// Uses the `filed` entries on `game` until none answers what it awaits: the same order the
/// service follows (awaited houses in the engine's order, one input at a time, then look
/// again). Used entries are removed from `filed`, dropped ones too (and listed). For tools
/// that hold plans in memory: the scenario runner, the pace simulator.
pub fn settle(game: &mut Game, filed: &mut Vec<Filed>) -> Settled {
    let mut out = Settled::default();
    while !game.is_over() {
        let round = game.state().round;
        let mut houses: Vec<House> = game.awaiting().iter().map(|a| a.house).collect();
        houses.dedup();
        let mut progressed = false;
        for house in houses {
            let mine: Vec<usize> = (0..filed.len())
                .filter(|i| filed[*i].house == house && filed[*i].round == round)
                .collect();
            if mine.is_empty() {
                continue;
            }
            let entries: Vec<PlanEntry> = mine.iter().map(|i| filed[*i].entry.clone()).collect();
            let found = answer(game, house, &entries);
            let mut gone: Vec<usize> = Vec::new();
            for (i, why) in found.dropped {
                out.dropped.push((house, entries[i].clone(), why));
                gone.push(mine[i]);
            }
            if let Some((i, input)) = found.input {
                // `answer` checked it on a copy: it applies.
                if let Ok(events) = game.apply(house, &input) {
                    out.used.push((house, input, events));
                    if !entries[i].standing() {
                        gone.push(mine[i]);
                    }
                    progressed = true;
                }
            }
            gone.sort_unstable();
            for i in gone.into_iter().rev() {
                filed.remove(i);
            }
            if progressed {
                break;
            }
        }
        if !progressed {
            break;
        }
    }
    out
}

/// Changes to a house's plan: the entries to file, and the `(kind, key)` of those to withdraw.
pub type Changes = (Vec<PlanEntry>, Vec<(&'static str, String)>);

/// `changes` split into those about breaking ties, to be made before the input of the form
/// that carried them (so that the tie the input completes finds the ranking: the Iron Throne
/// holder's bid form), and the others, made once the input is accepted. `None` for a part with
/// nothing in it.
pub fn split_ties(changes: Changes) -> (Option<Changes>, Option<Changes>) {
    let (file, withdraw) = changes;
    let (tie_file, file): (Vec<_>, Vec<_>) = file
        .into_iter()
        .partition(|e| matches!(e, PlanEntry::TieBreak { .. }));
    let (tie_withdraw, withdraw): (Vec<_>, Vec<_>) =
        withdraw.into_iter().partition(|w| w.0 == "tie_break");
    let some = |c: Changes| (!c.0.is_empty() || !c.1.is_empty()).then_some(c);
    (some((tie_file, tie_withdraw)), some((file, withdraw)))
}

fn tie_ranking(entries: &[PlanEntry]) -> Option<(usize, &Vec<House>)> {
    entries.iter().enumerate().find_map(|(i, e)| match e {
        PlanEntry::TieBreak { ranking } => Some((i, ranking)),
        _ => None,
    })
}

#[cfg(test)]
mod tests;
