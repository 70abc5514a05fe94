//! Ruleset options: where the rules are ambiguous, the spec's recommended reading is the default
//! and the alternative is a named option (rules §24, inputs G-4).

use serde::{Deserialize, Serialize};

/// Written by hand (see `impl Serialize`): a 1st-edition game always writes its `agot1`
/// options, so that a game stored before one of them existed can be told apart
/// ([`GameOptions::from_stored_json`]).
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(default)]
pub struct GameOptions {
    /// The ruleset: the 2nd edition (2011, the default, and what every game stored before
    /// issue 16 was played with) or the 1st edition (2003). Not written when it is the 2nd
    /// edition, so the stored options (and states) of 2nd-edition games stay byte for byte as
    /// they were.
    pub edition: Edition,
    /// Options of the 1st-edition ruleset (spec agot1 §16.4); ignored in a 2nd-edition game.
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
    pub sealed_support: bool,
    /// Houses whose answers cannot interact are asked at the same time (issue 25): musters of
    /// houses that cannot compete for a sea area. Off in games stored before it existed (and in
    /// the engine's default, the rulebook's turn order), so they replay and read as they were;
    /// the service turns it on for new games. Not written when off.
    pub ask_together: bool,
    /// Raids and marches asked early (issue 25: faster by mail): while a house chooses its next
    /// raid or march, every other house with such orders left is asked its next one at the same
    /// time, sealed; an answer is applied at its house's turn only if it is still legal and
    /// nothing that house could read changed since (`engine::together`), else the house is asked
    /// again. Off by default (the rulebook's order). Not written when off.
    pub early_marches: bool,
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
            early_marches: false,
        }
    }
}

impl GameOptions {
    /// Options as stored with a game. A game stored before an option existed keeps the rule it
    /// was played with, so that its log replays exactly: such options are filled in from
    /// [`GameOptions::legacy`] rather than from today's defaults.
    pub fn from_stored_json(json: &str) -> Result<GameOptions, serde_json::Error> {
        let mut value: serde_json::Value = serde_json::from_str(json)?;
        GameOptions::fill_legacy(&mut value);
        serde_json::from_value(value)
    }

    /// Fills the options missing from stored options (JSON) with the values they had before
    /// they existed: for [`GameOptions::from_stored_json`], and for a game export's setup.
    pub fn fill_legacy(value: &mut serde_json::Value) {
        if let serde_json::Value::Object(map) = value {
            for (key, legacy) in GameOptions::legacy() {
                map.entry(key).or_insert(legacy);
            }
            // A 1st-edition game stored before 27 November 2026 wrote its `agot1` options only
            // when they differed from the defaults, and had none of the options below.
            if map.get("edition") == Some(&serde_json::json!(Edition::First)) {
                let agot1 = map.entry("agot1").or_insert_with(|| serde_json::json!({}));
                if let serde_json::Value::Object(agot1) = agot1 {
                    for (key, legacy) in FirstEditionOptions::legacy() {
                        agot1.entry(key).or_insert(legacy);
                    }
                }
            }
        }
    }

    /// The value each option had before it existed (the engine's behaviour at the time).
    fn legacy() -> Vec<(String, serde_json::Value)> {
        vec![(
            "support_answers".into(),
            serde_json::json!(SupportAnswers::AfterAllOffers),
        )]
    }

    /// Every option, also those at their default and the 1st edition's in a 2nd-edition game:
    /// the keys a scenario file (or any other full statement of the options) may name.
    pub fn to_full_json(&self) -> serde_json::Value {
        serde_json::to_value(self.stored(true)).expect("options serialize")
    }

    fn stored(&self, full: bool) -> StoredOptions<'_> {
        // Naming every field: a field added to `GameOptions` must be added here too.
        let GameOptions {
            edition,
            agot1,
            tides_of_battle,
            winter_is_coming,
            winter_reshuffles_discards,
            tie_breaks,
            auto_accept_support,
            support_answers,
            sealed_support,
            ask_together,
            early_marches,
        } = self;
        StoredOptions {
            edition: (full || !edition.is_second()).then_some(*edition),
            agot1: (full || !edition.is_second() || !agot1.is_default()).then_some(agot1),
            tides_of_battle: *tides_of_battle,
            winter_is_coming: *winter_is_coming,
            winter_reshuffles_discards: *winter_reshuffles_discards,
            tie_breaks: *tie_breaks,
            auto_accept_support: *auto_accept_support,
            support_answers: *support_answers,
            // Written only when on (or stated in full), so that stored options stay byte for
            // byte as they were before these options existed.
            sealed_support: (full || *sealed_support).then_some(*sealed_support),
            ask_together: (full || *ask_together).then_some(*ask_together),
            early_marches: (full || *early_marches).then_some(*early_marches),
        }
    }
}

/// The options as written: a 2nd-edition game writes neither its edition nor the 1st edition's
/// options (at their defaults), so that its stored options stay byte for byte as they were
/// before issue 16; a 1st-edition game writes both.
#[derive(Serialize)]
struct StoredOptions<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    edition: Option<Edition>,
    #[serde(skip_serializing_if = "Option::is_none")]
    agot1: Option<&'a FirstEditionOptions>,
    tides_of_battle: bool,
    winter_is_coming: WinterIsComing,
    winter_reshuffles_discards: bool,
    tie_breaks: TieBreaks,
    auto_accept_support: bool,
    support_answers: SupportAnswers,
    #[serde(skip_serializing_if = "Option::is_none")]
    sealed_support: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ask_together: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    early_marches: Option<bool>,
}

impl Serialize for GameOptions {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.stored(false).serialize(serializer)
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
    /// `agot1.if_you_win`: when the winner's "if you win" card effects resolve (Luwin,
    /// Melisandre's payment aside, Renly, Jaime, Cersei, Asha): after casualties and retreat
    /// (spec agot1 §9.5 [DEC] step 4, the default), or right after the winner is known, before
    /// casualties (the 2nd edition's §15.4 timing, and how 1st-edition games stored before 27
    /// November 2026 were played).
    pub if_you_win: IfYouWin,
    /// `agot1.wildling_penalties`: the order of the wildling penalty removals: each house in
    /// turn order (spec agot1 §5.8 [DEC], the default), or the lowest bidder first and then the
    /// others together (the 2nd edition's order, FFG FAQ; games stored before 27 November 2026).
    pub wildling_penalties: PenaltyOrder,
}

/// When the winner's "if you win" house-card effects resolve in a battle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum IfYouWin {
    /// As soon as the winner is known, before casualties (2nd edition §15.4: "after the winner
    /// is known, 'if you win' abilities resolve, in Iron Throne track order").
    BeforeCasualties,
    /// After casualties and retreat, before the played cards are discarded and a hand is
    /// recycled (1st edition, agot1 §9.5 [DEC] step 4).
    AfterRetreat,
}

/// The order in which the houses owing a wildling penalty choose their units.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyOrder {
    /// The lowest bidder first, then every other house together (2nd edition §9.3, FFG FAQ:
    /// "the lowest bidder always resolves its penalty first").
    LowestBidderFirst,
    /// Each house in turn order (Iron Throne track), the lowest bidder at its place (1st
    /// edition, agot1 §5.8 [DEC]).
    TurnOrder,
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
            if_you_win: IfYouWin::AfterRetreat,
            wildling_penalties: PenaltyOrder::TurnOrder,
        }
    }
}

impl FirstEditionOptions {
    pub fn is_default(&self) -> bool {
        *self == FirstEditionOptions::default()
    }

    /// The value each option had before it existed, for 1st-edition games stored before then.
    fn legacy() -> Vec<(String, serde_json::Value)> {
        vec![
            (
                "if_you_win".into(),
                serde_json::json!(IfYouWin::BeforeCasualties),
            ),
            (
                "wildling_penalties".into(),
                serde_json::json!(PenaltyOrder::LowestBidderFirst),
            ),
        ]
    }
}
