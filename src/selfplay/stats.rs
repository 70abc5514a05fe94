//! House-card statistics of self-play: which cards were played, which ability decisions were
//! asked, and which card effects happened (issue "Rules engine III", item 5). A card that random
//! play never reaches, or an ability that is never offered, points at a gap in the engine or in
//! the input generators.

use crate::engine::cards::HouseCardId;
use crate::engine::event::Event;
use crate::engine::phase::{CombatStage, Step, Sub};
use crate::engine::state::GameState;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Counts over one game or a whole run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardStats {
    /// Cards revealed in combat, including those that replaced another card (Tyrion Lannister's
    /// cancel, Aeron Damphair's swap) and those cancelled afterwards.
    pub played: BTreeMap<HouseCardId, u64>,
    /// Ability (and Tides of Battle) decisions asked, by `Decision` tag: `tyrion_cancel`, ...
    pub asked: BTreeMap<String, u64>,
    /// Card effects seen in the events, also those that need no decision: `tyrion_cancelled`,
    /// `card_replaced`, `mace_killed`, `loras_moved_order`, `renly_upgraded`, `tides_revealed`.
    pub effects: BTreeMap<String, u64>,
}

impl CardStats {
    /// Records what one accepted input did: its events, and the decision the game now waits for.
    pub fn observe(&mut self, events: &[Event], after: &GameState) {
        for e in events {
            let effect = match e {
                Event::HouseCardsRevealed { attacker, defender } => {
                    *self.played.entry(attacker.1).or_default() += 1;
                    *self.played.entry(defender.1).or_default() += 1;
                    None
                }
                Event::HouseCardReplaced { card, .. } => {
                    *self.played.entry(*card).or_default() += 1;
                    Some("card_replaced")
                }
                Event::HouseCardCancelled { .. } => Some("tyrion_cancelled"),
                Event::UnitsDestroyed { why, .. } if why == "Mace Tyrell" => Some("mace_killed"),
                Event::OrderMoved { .. } => Some("loras_moved_order"),
                Event::Upgraded { .. } => Some("renly_upgraded"),
                Event::TidesOfBattleRevealed { .. } => Some("tides_revealed"),
                _ => None,
            };
            if let Some(k) = effect {
                *self.effects.entry(k.to_string()).or_default() += 1;
            }
        }
        if let Some(tag) = pending_decision(after) {
            *self.asked.entry(tag).or_default() += 1;
        }
    }

    pub fn merge(&mut self, other: &CardStats) {
        for (k, n) in &other.played {
            *self.played.entry(*k).or_default() += n;
        }
        for (k, n) in &other.asked {
            *self.asked.entry(k.clone()).or_default() += n;
        }
        for (k, n) in &other.effects {
            *self.effects.entry(k.clone()).or_default() += n;
        }
    }

    /// The cards never played, out of all 42 (only six-player games can play them all).
    pub fn never_played(&self) -> Vec<HouseCardId> {
        self.never_played_of(crate::engine::options::Edition::Second)
    }

    /// The cards of an edition never played.
    pub fn never_played_of(&self, edition: crate::engine::options::Edition) -> Vec<HouseCardId> {
        crate::engine::cards::all_house_cards_of(edition)
            .iter()
            .copied()
            .filter(|c| !self.played.contains_key(c))
            .collect()
    }

    /// Three lines for the self-play summary (2nd edition).
    pub fn report(&self) -> String {
        self.report_of(crate::engine::options::Edition::Second)
    }

    /// Three lines for the self-play summary of games of `edition`.
    pub fn report_of(&self, edition: crate::engine::options::Edition) -> String {
        let total = crate::engine::cards::all_house_cards_of(edition).len();
        let mut out = format!("cards played: {}/{total}", self.played.len());
        if let Some((card, n)) = self.played.iter().min_by_key(|(_, n)| **n) {
            out += &format!(" (least played: {} {n})", card.key());
        }
        out.push('\n');
        let list = |m: &BTreeMap<String, u64>| {
            if m.is_empty() {
                "none".to_string()
            } else {
                m.iter()
                    .map(|(k, v)| format!("{k} {v}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        out += &format!("abilities asked: {}\n", list(&self.asked));
        out += &format!("card effects: {}\n", list(&self.effects));
        out
    }
}

/// The tag of the ability decision a combat waits for, if any.
fn pending_decision(state: &GameState) -> Option<String> {
    let Step::Action(a) = &state.step else {
        return None;
    };
    let Some(Sub::Combat(c)) = &a.sub else {
        return None;
    };
    let CombatStage::Ability { decision, .. } = &c.stage else {
        return None;
    };
    serde_json::to_value(decision)
        .ok()?
        .get("decision")?
        .as_str()
        .map(String::from)
}
