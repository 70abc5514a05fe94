//! A game's press rules (issue 12): who may talk in it, whether private conversations are
//! revealed at the end, whether spectators read the table. Chosen at creation, shown in the
//! lobby, stored per game (`game_press`).

use crate::db::queries::ravens as q;
use crate::db::{AnyConnection, DbError};

/// Who may talk in a game (chosen at creation, shown in the lobby).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressRule {
    /// The public table and private conversations.
    Full,
    /// The public table only.
    Public,
    /// No conversations at all.
    None,
}

impl PressRule {
    pub fn key(self) -> &'static str {
        match self {
            PressRule::Full => "full",
            PressRule::Public => "public",
            PressRule::None => "none",
        }
    }

    pub fn from_key(k: &str) -> Option<PressRule> {
        match k {
            "full" => Some(PressRule::Full),
            "public" => Some(PressRule::Public),
            "none" => Some(PressRule::None),
            _ => None,
        }
    }

    /// For the lobby and the game page.
    pub fn describe(self) -> &'static str {
        match self {
            PressRule::Full => "full press: a public table and private ravens",
            PressRule::Public => "public press only: the table, no private ravens",
            PressRule::None => "no press: houses do not talk",
        }
    }
}

/// A game's press rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Press {
    pub rule: PressRule,
    /// Private conversations are shown to every player once the game is over.
    pub reveal_at_end: bool,
    /// Spectators may read the public table.
    pub spectators_read: bool,
}

impl Default for Press {
    fn default() -> Press {
        Press {
            rule: PressRule::Full,
            reveal_at_end: false,
            spectators_read: true,
        }
    }
}

impl Press {
    pub fn describe(&self) -> String {
        let mut s = self.rule.describe().to_string();
        if self.rule == PressRule::Full {
            s.push_str(if self.reveal_at_end {
                "; private ravens are shown to all players when the game ends"
            } else {
                "; private ravens stay private after the end"
            });
        }
        if self.rule != PressRule::None && !self.spectators_read {
            s.push_str("; spectators do not read the table");
        }
        s
    }
}

/// The press rules of `game` (the defaults when none were stored).
pub fn press_of(c: &mut AnyConnection, game: i32) -> std::result::Result<Press, DbError> {
    Ok(press_of_row(q::press_row(c, game)?))
}

/// The press rules a `game_press` row says (rule, reveal at end, spectators read); the
/// defaults without one.
pub fn press_of_row(row: Option<(String, bool, bool)>) -> Press {
    match row {
        Some((rule, reveal_at_end, spectators_read)) => Press {
            rule: PressRule::from_key(&rule).unwrap_or(PressRule::Full),
            reveal_at_end,
            spectators_read,
        },
        None => Press::default(),
    }
}

/// Stores `game`'s press rules (at creation, in its transaction).
pub fn store_press(
    c: &mut AnyConnection,
    game: i32,
    press: &Press,
) -> std::result::Result<(), DbError> {
    q::replace_press(
        c,
        game,
        press.rule.key(),
        press.reveal_at_end,
        press.spectators_read,
    )
}
