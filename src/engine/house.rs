//! The six great houses.

use serde::{Deserialize, Serialize};
use std::fmt;

/// One of the six great houses. Encoded in logs and scenario files as its lowercase name.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum House {
    Stark,
    Lannister,
    Baratheon,
    Greyjoy,
    Tyrell,
    Martell,
}

impl House {
    pub const ALL: [House; 6] = [
        House::Stark,
        House::Lannister,
        House::Baratheon,
        House::Greyjoy,
        House::Tyrell,
        House::Martell,
    ];

    /// Dense index 0..6, for per-house arrays.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn key(self) -> &'static str {
        match self {
            House::Stark => "stark",
            House::Lannister => "lannister",
            House::Baratheon => "baratheon",
            House::Greyjoy => "greyjoy",
            House::Tyrell => "tyrell",
            House::Martell => "martell",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            House::Stark => "Stark",
            House::Lannister => "Lannister",
            House::Baratheon => "Baratheon",
            House::Greyjoy => "Greyjoy",
            House::Tyrell => "Tyrell",
            House::Martell => "Martell",
        }
    }

    pub fn from_key(key: &str) -> Option<House> {
        House::ALL.into_iter().find(|h| h.key() == key)
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
