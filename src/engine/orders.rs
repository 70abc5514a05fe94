//! Order tokens (rules §10): 15 per house, 10 normal and 5 special (starred).

use serde::{Deserialize, Serialize};

/// One kind of order token. Encoded in logs and scenario files by the names below
/// (`"march+1"`, `"defense+2"`, `"special_raid"`, ...), which are how players say them.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum OrderToken {
    #[serde(rename = "march-1")]
    MarchMinus1,
    #[serde(rename = "march+0")]
    March0,
    #[serde(rename = "march+1")]
    MarchPlus1,
    #[serde(rename = "defense+1")]
    Defense1,
    #[serde(rename = "defense+2")]
    Defense2,
    #[serde(rename = "support")]
    Support0,
    #[serde(rename = "support+1")]
    Support1,
    #[serde(rename = "raid")]
    Raid,
    #[serde(rename = "special_raid")]
    SpecialRaid,
    #[serde(rename = "consolidate")]
    Consolidate,
    #[serde(rename = "special_consolidate")]
    SpecialConsolidate,
}

/// The five families of orders, which is what resolution steps and Westeros bans care about.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OrderKind {
    March,
    Defense,
    Support,
    Raid,
    ConsolidatePower,
}

impl OrderToken {
    pub const ALL: [OrderToken; 11] = [
        OrderToken::MarchMinus1,
        OrderToken::March0,
        OrderToken::MarchPlus1,
        OrderToken::Defense1,
        OrderToken::Defense2,
        OrderToken::Support0,
        OrderToken::Support1,
        OrderToken::Raid,
        OrderToken::SpecialRaid,
        OrderToken::Consolidate,
        OrderToken::SpecialConsolidate,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// How many of this token each house owns.
    pub fn copies(self) -> u8 {
        match self {
            OrderToken::Defense1
            | OrderToken::Support0
            | OrderToken::Raid
            | OrderToken::Consolidate => 2,
            _ => 1,
        }
    }

    pub fn kind(self) -> OrderKind {
        match self {
            OrderToken::MarchMinus1 | OrderToken::March0 | OrderToken::MarchPlus1 => {
                OrderKind::March
            }
            OrderToken::Defense1 | OrderToken::Defense2 => OrderKind::Defense,
            OrderToken::Support0 | OrderToken::Support1 => OrderKind::Support,
            OrderToken::Raid | OrderToken::SpecialRaid => OrderKind::Raid,
            OrderToken::Consolidate | OrderToken::SpecialConsolidate => OrderKind::ConsolidatePower,
        }
    }

    /// Starred tokens, limited by the King's Court position (§11.3).
    pub fn is_special(self) -> bool {
        matches!(
            self,
            OrderToken::MarchPlus1
                | OrderToken::Defense2
                | OrderToken::Support1
                | OrderToken::SpecialRaid
                | OrderToken::SpecialConsolidate
        )
    }

    /// The printed modifier: march strength, defense bonus or support bonus.
    pub fn modifier(self) -> i8 {
        match self {
            OrderToken::MarchMinus1 => -1,
            OrderToken::MarchPlus1 | OrderToken::Defense1 | OrderToken::Support1 => 1,
            OrderToken::Defense2 => 2,
            _ => 0,
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            OrderToken::MarchMinus1 => "march-1",
            OrderToken::March0 => "march+0",
            OrderToken::MarchPlus1 => "march+1",
            OrderToken::Defense1 => "defense+1",
            OrderToken::Defense2 => "defense+2",
            OrderToken::Support0 => "support",
            OrderToken::Support1 => "support+1",
            OrderToken::Raid => "raid",
            OrderToken::SpecialRaid => "special_raid",
            OrderToken::Consolidate => "consolidate",
            OrderToken::SpecialConsolidate => "special_consolidate",
        }
    }

    pub fn from_key(key: &str) -> Option<OrderToken> {
        OrderToken::ALL.into_iter().find(|t| t.key() == key)
    }

    /// A player-facing name, e.g. "March +1 ★".
    pub fn label(self) -> &'static str {
        match self {
            OrderToken::MarchMinus1 => "March −1",
            OrderToken::March0 => "March +0",
            OrderToken::MarchPlus1 => "March +1 ★",
            OrderToken::Defense1 => "Defense +1",
            OrderToken::Defense2 => "Defense +2 ★",
            OrderToken::Support0 => "Support",
            OrderToken::Support1 => "Support +1 ★",
            OrderToken::Raid => "Raid",
            OrderToken::SpecialRaid => "Raid ★",
            OrderToken::Consolidate => "Consolidate Power",
            OrderToken::SpecialConsolidate => "Consolidate Power ★",
        }
    }
}

/// Order restrictions imposed for one Planning phase by Westeros deck III cards (§6.4).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Restrictions {
    /// Rains of Autumn, or Put to the Sword (a).
    pub no_march_plus1: bool,
    /// Storm of Swords, or Put to the Sword (b).
    pub no_defense: bool,
    /// Web of Lies.
    pub no_support: bool,
    /// Sea of Storms.
    pub no_raid: bool,
    /// Feast for Crows.
    pub no_consolidate: bool,
    /// 1st-edition Rains of Autumn: footmen add nothing when they support (agot1 §5.4). Not
    /// written when false, so 2nd-edition states serialize as before.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub footmen_support_zero: bool,
}

impl Restrictions {
    pub fn allows(&self, token: OrderToken) -> bool {
        match token.kind() {
            OrderKind::March => !(self.no_march_plus1 && token == OrderToken::MarchPlus1),
            OrderKind::Defense => !self.no_defense,
            OrderKind::Support => !self.no_support,
            OrderKind::Raid => !self.no_raid,
            OrderKind::ConsolidatePower => !self.no_consolidate,
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == Restrictions::default()
    }
}
