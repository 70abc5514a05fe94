//! The 30 Westeros cards in three decks (§6.3, §6.4).

use super::rng::Rng;
use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WesterosCard {
    Supply,
    Mustering,
    AThroneOfBlades,
    WinterIsComing,
    LastDaysOfSummer,
    GameOfThrones,
    DarkWingsDarkWords,
    ClashOfKings,
    WildlingsAttack,
    PutToTheSword,
    StormOfSwords,
    RainsOfAutumn,
    SeaOfStorms,
    WebOfLies,
    FeastForCrows,
}

impl WesterosCard {
    /// Whether the card carries a wildling icon (advances the threat one space, +2).
    pub fn wildling_icon(self) -> bool {
        matches!(
            self,
            WesterosCard::AThroneOfBlades
                | WesterosCard::LastDaysOfSummer
                | WesterosCard::DarkWingsDarkWords
                | WesterosCard::StormOfSwords
                | WesterosCard::RainsOfAutumn
                | WesterosCard::SeaOfStorms
                | WesterosCard::WebOfLies
                | WesterosCard::FeastForCrows
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            WesterosCard::Supply => "Supply",
            WesterosCard::Mustering => "Mustering",
            WesterosCard::AThroneOfBlades => "A Throne of Blades",
            WesterosCard::WinterIsComing => "Winter Is Coming",
            WesterosCard::LastDaysOfSummer => "Last Days of Summer",
            WesterosCard::GameOfThrones => "Game of Thrones",
            WesterosCard::DarkWingsDarkWords => "Dark Wings, Dark Words",
            WesterosCard::ClashOfKings => "Clash of Kings",
            WesterosCard::WildlingsAttack => "Wildlings Attack",
            WesterosCard::PutToTheSword => "Put to the Sword",
            WesterosCard::StormOfSwords => "Storm of Swords",
            WesterosCard::RainsOfAutumn => "Rains of Autumn",
            WesterosCard::SeaOfStorms => "Sea of Storms",
            WesterosCard::WebOfLies => "Web of Lies",
            WesterosCard::FeastForCrows => "Feast for Crows",
        }
    }
}

/// The printed contents of deck I, II or III (index 0, 1, 2), ten cards each.
pub fn deck_contents(deck: usize) -> Vec<WesterosCard> {
    use WesterosCard::*;
    let spec: &[(WesterosCard, usize)] = match deck {
        0 => &[
            (Supply, 3),
            (Mustering, 3),
            (AThroneOfBlades, 2),
            (WinterIsComing, 1),
            (LastDaysOfSummer, 1),
        ],
        1 => &[
            (ClashOfKings, 3),
            (GameOfThrones, 3),
            (DarkWingsDarkWords, 2),
            (WinterIsComing, 1),
            (LastDaysOfSummer, 1),
        ],
        _ => &[
            (WildlingsAttack, 3),
            (PutToTheSword, 2),
            (RainsOfAutumn, 1),
            (StormOfSwords, 1),
            (SeaOfStorms, 1),
            (FeastForCrows, 1),
            (WebOfLies, 1),
        ],
    };
    spec.iter()
        .flat_map(|(c, n)| std::iter::repeat_n(*c, *n))
        .collect()
}

/// One Westeros deck: the face-down draw pile (top first) and the face-up discard pile.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WesterosDeck {
    pub draw: Vec<WesterosCard>,
    #[serde(default)]
    pub discard: Vec<WesterosCard>,
}

impl WesterosDeck {
    pub fn shuffled(deck: usize, rng: &mut Rng) -> WesterosDeck {
        WesterosDeck::shuffled_from(deck_contents(deck), rng)
    }

    /// A deck of these cards, shuffled.
    pub fn shuffled_from(mut draw: Vec<WesterosCard>, rng: &mut Rng) -> WesterosDeck {
        rng.shuffle(&mut draw);
        WesterosDeck {
            draw,
            discard: Vec::new(),
        }
    }

    /// Draws the top card; an empty draw pile is first rebuilt from the discards (§6.1 safety net).
    pub fn draw(&mut self, rng: &mut Rng) -> WesterosCard {
        if self.draw.is_empty() {
            self.draw = std::mem::take(&mut self.discard);
            rng.shuffle(&mut self.draw);
        }
        self.draw.remove(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_decks_of_ten_with_the_printed_icons() {
        let all: Vec<WesterosCard> = (0..3).flat_map(deck_contents).collect();
        assert_eq!(all.len(), 30);
        for d in 0..3 {
            assert_eq!(deck_contents(d).len(), 10);
        }
        let icons = |d| {
            deck_contents(d)
                .iter()
                .filter(|c| c.wildling_icon())
                .count()
        };
        assert_eq!((icons(0), icons(1), icons(2)), (3, 3, 5));
    }
}
