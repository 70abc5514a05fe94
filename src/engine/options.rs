//! Ruleset options: where the rules are ambiguous, the spec's recommended reading is the default
//! and the alternative is a named option (rules §24, inputs G-4).

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// The Tides of Battle module (§23).
    pub tides_of_battle: bool,
    /// Winter Is Coming resolved on reveal (errata, default) or in deck order (literal) (§6.1).
    pub winter_is_coming: WinterIsComing,
    /// Winter Is Coming shuffles the deck's discard pile back in too (Swords and Ravens), instead
    /// of the draw pile only (the literal card, default) (§6.1).
    pub winter_reshuffles_discards: bool,
    /// End-of-game tie-breaks: the printed list (default) or FFG errata v2.0 (§19).
    pub tie_breaks: TieBreaks,
    /// Skip the "refuse support?" question: every offer of support is accepted (inputs C-1r).
    /// Off by default, since refusing support is a rule of the book (RO p18).
    pub auto_accept_support: bool,
    /// When a combatant answers an offer of support (§15.2 [DESIGN], inputs C-1r).
    pub support_answers: SupportAnswers,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            tides_of_battle: false,
            winter_is_coming: WinterIsComing::Errata,
            winter_reshuffles_discards: false,
            tie_breaks: TieBreaks::Printed,
            auto_accept_support: false,
            support_answers: SupportAnswers::EachOffer,
        }
    }
}

impl GameOptions {
    /// Options as stored with a game. A game stored before an option existed keeps the rule it
    /// was played with, so that its log replays exactly: such options are filled in from
    /// [`GameOptions::legacy`] rather than from today's defaults.
    pub fn from_stored_json(json: &str) -> Result<GameOptions, serde_json::Error> {
        let mut value: serde_json::Value = serde_json::from_str(json)?;
        if let serde_json::Value::Object(map) = &mut value {
            for (key, legacy) in GameOptions::legacy() {
                map.entry(key).or_insert(legacy);
            }
        }
        serde_json::from_value(value)
    }

    /// The value each option had before it existed (the engine's behaviour at the time).
    fn legacy() -> Vec<(String, serde_json::Value)> {
        vec![(
            "support_answers".into(),
            serde_json::json!(SupportAnswers::AfterAllOffers),
        )]
    }
}

/// When the combatants accept or refuse the support offered to them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SupportAnswers {
    /// Right after each house declares, so that the houses declaring later know the answer
    /// (§15.2 [DESIGN], inputs C-1r; the default).
    EachOffer,
    /// Once every support order has been declared (how games stored before 2026-11-24 were
    /// played; kept so that their logs replay unchanged).
    AfterAllOffers,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinterIsComing {
    Errata,
    Literal,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreaks {
    Printed,
    ErrataV2,
}
