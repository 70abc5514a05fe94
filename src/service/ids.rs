//! Typed ids for what crosses the service's boundary (issue 26 item 2): a game's id and an
//! account's id are both `i32` columns in the database, but the service's public methods take
//! and return them as [`GameId`] and [`UserId`], so the compiler notices a swapped pair. The
//! database keeps its `i32` columns: the service converts where it calls a query (`game.0`,
//! `i32::from(game)`, `GameId::from(row.id)`).
//!
//! Both are `Copy`, compare and hash like their number, print as it ([`fmt::Display`], so pages
//! and links show the same digits), parse from it ([`FromStr`], for URLs) and reach JSON as a
//! bare number (`#[serde(transparent)]`).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
        )]
        #[serde(transparent)]
        pub struct $name(pub i32);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(&self.0, f)
            }
        }

        impl FromStr for $name {
            type Err = std::num::ParseIntError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                s.parse::<i32>().map($name)
            }
        }

        impl From<i32> for $name {
            fn from(id: i32) -> Self {
                $name(id)
            }
        }

        impl From<$name> for i32 {
            fn from(id: $name) -> i32 {
                id.0
            }
        }
    };
}

id_type!(
    /// A game's id (`games.id`).
    GameId
);
id_type!(
    /// An account's id (`users.id`).
    UserId
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_print_parse_and_serialize_as_their_number() {
        let g: GameId = "42".parse().unwrap();
        assert_eq!(g, GameId(42));
        assert_eq!(g.to_string(), "42");
        assert_eq!(serde_json::to_string(&UserId(7)).unwrap(), "7");
        assert_eq!(serde_json::from_str::<GameId>("9").unwrap(), GameId(9));
        assert!("x".parse::<UserId>().is_err());
        assert_eq!(i32::from(GameId(3)), 3);
    }
}
