//! How an input came into a game's log. Stored with every input (`inputs.origin`), shown in the
//! log and exported, so that anyone can recount who answered what and how (issue 25).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Given by a person: a web form, a mail reply or the JSON API (a sitter counts here too).
    #[default]
    Player,
    /// A documented default the service filled in when a deadline passed.
    Deadline,
    /// The only possible answer, given without asking anybody.
    Forced,
    /// An answer the player filed ahead, submitted when the engine asked for it.
    Planned,
    /// The computer player's answer.
    Computer,
}

impl Origin {
    pub const ALL: [Origin; 5] = [
        Origin::Player,
        Origin::Deadline,
        Origin::Forced,
        Origin::Planned,
        Origin::Computer,
    ];

    /// The stored (and exported) name.
    pub fn key(self) -> &'static str {
        match self {
            Origin::Player => "player",
            Origin::Deadline => "deadline",
            Origin::Forced => "forced",
            Origin::Planned => "planned",
            Origin::Computer => "computer",
        }
    }

    pub fn from_key(key: &str) -> Option<Origin> {
        Origin::ALL.into_iter().find(|o| o.key() == key)
    }

    /// Whether a person chose this answer when it was given (or filed it ahead): what the
    /// reliability figures and the "missed in a row" count treat as the player acting.
    pub fn by_person(self) -> bool {
        matches!(self, Origin::Player | Origin::Planned)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip_and_serde_uses_them() {
        for o in Origin::ALL {
            assert_eq!(Origin::from_key(o.key()), Some(o));
            assert_eq!(
                serde_json::to_string(&o).unwrap(),
                format!("\"{}\"", o.key())
            );
        }
        assert_eq!(Origin::from_key("bot"), None);
    }
}
