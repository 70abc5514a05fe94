//! Ruleset options: where the rules are ambiguous, the spec's recommended reading is the default
//! and the alternative is a named option (rules §24, inputs G-4).

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// The ruleset: the 2nd edition (2011, the default, and what every game stored before
    /// issue 16 was played with) or the 1st edition (2003). Not written when it is the 2nd
    /// edition, so the stored options (and states) of 2nd-edition games stay byte for byte as
    /// they were.
    #[serde(skip_serializing_if = "Edition::is_second")]
    pub edition: Edition,
    /// Options of the 1st-edition ruleset (spec agot1 §16.4); ignored in a 2nd-edition game.
    #[serde(skip_serializing_if = "FirstEditionOptions::is_default")]
    pub agot1: FirstEditionOptions,
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
    /// Support declarations sealed and asked of every supporting house at once, revealed
    /// together (issue 25: faster by mail), instead of one house after another in turn order
    /// (the rulebook's way, the default). Not written when off, so the stored options and
    /// states of other games stay byte for byte as they were.
    #[serde(skip_serializing_if = "is_false")]
    pub sealed_support: bool,
    /// Houses whose answers cannot interact are asked at the same time (issue 25): musters of
    /// houses that cannot compete for a sea area. Off in games stored before it existed (and in
    /// the engine's default, the rulebook's turn order), so they replay and read as they were;
    /// the service turns it on for new games. Not written when off.
    #[serde(skip_serializing_if = "is_false")]
    pub ask_together: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            edition: Edition::Second,
            agot1: FirstEditionOptions::default(),
            tides_of_battle: false,
            winter_is_coming: WinterIsComing::Errata,
            winter_reshuffles_discards: false,
            tie_breaks: TieBreaks::Printed,
            auto_accept_support: false,
            support_answers: SupportAnswers::EachOffer,
            sealed_support: false,
            ask_together: false,
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
    /// The 1st edition's (agot1 §11.2), set by its ruleset.
    FirstEdition,
}

/// Which edition's rules a game is played by. Each edition is a [`super::ruleset::Ruleset`]:
/// its board, setup, house cards and the values of its rules.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Edition {
    /// A Game of Thrones: The Board Game, 2nd edition (2011): 3 to 6 players.
    #[default]
    Second,
    /// The 1st edition (2003): 3 to 5 players, no Martell (spec `agot1-rules.md`).
    First,
}

impl Edition {
    pub fn is_second(&self) -> bool {
        *self == Edition::Second
    }

    /// The stable key, as stored: `"second"` or `"first"`.
    pub fn key(self) -> &'static str {
        match self {
            Edition::Second => "second",
            Edition::First => "first",
        }
    }
}

/// The named options of the 1st-edition ruleset (spec agot1 §16.4), each the spec's default
/// unless changed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct FirstEditionOptions {
    /// `agot1.kc_start_fix`: the designer's post-publication fix, Tyrell 4th and Greyjoy 5th on
    /// the starting King's Court track with five players (spec §3.1, §13). On by default.
    pub kc_start_fix: bool,
    /// `agot1.orders_mandatory`: an order in every area with units while a legal token is left
    /// (spec §7.2 [DEC]). On by default.
    pub orders_mandatory: bool,
    /// `agot1.no_support_against_self`: a house may not support the opponent of its own units
    /// (the 2nd-edition rule; spec §9.4). Off by default.
    pub no_support_against_self: bool,
    /// `agot1.random_house_assignment`: houses are drawn at random (spec §1.1). The engine does
    /// not seat players; the lobby reads this. On by default.
    pub random_house_assignment: bool,
    /// Per-rule switch toward the 2nd edition (issue 16 item 4; the classic site offers the same):
    /// the 2nd edition's special Raid (a raid, or remove one Defense order), special Consolidate
    /// Power (may muster), pillage (the victim loses 1 Power) and Consolidate Power at sea. Off
    /// by default.
    pub second_edition_orders: bool,
    /// Per-rule switch toward the 2nd edition: its end-of-game tie-breaks (the game's
    /// `tie_breaks` option) instead of supply then power. Off by default.
    pub second_edition_tie_breaks: bool,
}

impl Default for FirstEditionOptions {
    fn default() -> Self {
        FirstEditionOptions {
            kc_start_fix: true,
            orders_mandatory: true,
            no_support_against_self: false,
            random_house_assignment: true,
            second_edition_orders: false,
            second_edition_tie_breaks: false,
        }
    }
}

impl FirstEditionOptions {
    pub fn is_default(&self) -> bool {
        *self == FirstEditionOptions::default()
    }
}
