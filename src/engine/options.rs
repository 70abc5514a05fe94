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
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            tides_of_battle: false,
            winter_is_coming: WinterIsComing::Errata,
            winter_reshuffles_discards: false,
            tie_breaks: TieBreaks::Printed,
            auto_accept_support: false,
        }
    }
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
