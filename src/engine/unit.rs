//! Plastic units.

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UnitKind {
    Footman,
    Knight,
    Ship,
    SiegeEngine,
}

impl UnitKind {
    pub const ALL: [UnitKind; 4] = [
        UnitKind::Footman,
        UnitKind::Knight,
        UnitKind::Ship,
        UnitKind::SiegeEngine,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    /// How many of this unit each house owns (rules §2.1).
    pub fn pool_size(self) -> u8 {
        match self {
            UnitKind::Footman => 10,
            UnitKind::Knight => 5,
            UnitKind::Ship => 6,
            UnitKind::SiegeEngine => 2,
        }
    }

    pub fn is_land(self) -> bool {
        !matches!(self, UnitKind::Ship)
    }

    pub fn key(self) -> &'static str {
        match self {
            UnitKind::Footman => "footman",
            UnitKind::Knight => "knight",
            UnitKind::Ship => "ship",
            UnitKind::SiegeEngine => "siege_engine",
        }
    }

    pub fn from_key(key: &str) -> Option<UnitKind> {
        UnitKind::ALL.into_iter().find(|u| u.key() == key)
    }
}
