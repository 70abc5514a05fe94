//! The Tides of Battle module (§23): 24 small cards drawn by both sides of a combat.

use super::rng::Rng;
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TidesCard {
    /// "0": no effect (8 copies).
    Blank,
    /// +1 strength and a sword (4).
    PlusOneSword,
    /// +1 strength and a fortification (4).
    PlusOneFortification,
    /// +2 strength (4).
    PlusTwo,
    /// +3 strength (2).
    PlusThree,
    /// A skull: one more casualty for the opponent that fortifications cannot stop (2).
    Skull,
}

impl TidesCard {
    pub fn strength(self) -> i16 {
        match self {
            TidesCard::PlusOneSword | TidesCard::PlusOneFortification => 1,
            TidesCard::PlusTwo => 2,
            TidesCard::PlusThree => 3,
            TidesCard::Blank | TidesCard::Skull => 0,
        }
    }
    pub fn swords(self) -> u8 {
        u8::from(self == TidesCard::PlusOneSword)
    }
    pub fn fortifications(self) -> u8 {
        u8::from(self == TidesCard::PlusOneFortification)
    }
    pub fn skulls(self) -> u8 {
        u8::from(self == TidesCard::Skull)
    }
}

/// The whole deck, freshly shuffled: the official FAQ reshuffles all 24 cards before every combat.
pub fn shuffled_deck(rng: &mut Rng) -> Vec<TidesCard> {
    use TidesCard::*;
    let mut deck: Vec<TidesCard> = [
        (Blank, 8),
        (PlusOneSword, 4),
        (PlusOneFortification, 4),
        (PlusTwo, 4),
        (PlusThree, 2),
        (Skull, 2),
    ]
    .iter()
    .flat_map(|(c, n)| std::iter::repeat_n(*c, *n))
    .collect();
    rng.shuffle(&mut deck);
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_deck_has_24_cards_with_the_printed_mix() {
        let deck = shuffled_deck(&mut Rng::new(1));
        assert_eq!(deck.len(), 24);
        assert_eq!(deck.iter().filter(|c| **c == TidesCard::Blank).count(), 8);
        assert_eq!(deck.iter().map(|c| c.skulls() as u32).sum::<u32>(), 2);
        assert_eq!(
            deck.iter().map(|c| c.strength() as i32).sum::<i32>(),
            4 + 4 + 8 + 6
        );
    }
}
