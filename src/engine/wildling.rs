//! The nine wildling cards. Their effects are resolved by the Westeros phase (a later issue);
//! the Messenger Raven can already look at the top card (§8.2).

use serde::{Deserialize, Serialize};

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WildlingCard {
    SilenceAtTheWall,
    PreemptiveRaid,
    CrowKillers,
    RattleshirtsRaiders,
    MassingOnTheMilkwater,
    AKingBeyondTheWall,
    MammothRiders,
    TheHordeDescends,
    SkinchangerScout,
    /// Not a card: the 1st edition's fixed outcome of every wildling attack (agot1 §5.8), which
    /// has no wildling deck. Never in [`WildlingCard::ALL`].
    FixedOutcome,
}

impl WildlingCard {
    pub const ALL: [WildlingCard; 9] = [
        WildlingCard::SilenceAtTheWall,
        WildlingCard::PreemptiveRaid,
        WildlingCard::CrowKillers,
        WildlingCard::RattleshirtsRaiders,
        WildlingCard::MassingOnTheMilkwater,
        WildlingCard::AKingBeyondTheWall,
        WildlingCard::MammothRiders,
        WildlingCard::TheHordeDescends,
        WildlingCard::SkinchangerScout,
    ];

    pub fn name(self) -> &'static str {
        match self {
            WildlingCard::SilenceAtTheWall => "Silence at the Wall",
            WildlingCard::PreemptiveRaid => "Preemptive Raid",
            WildlingCard::CrowKillers => "Crow Killers",
            WildlingCard::RattleshirtsRaiders => "Rattleshirt's Raiders",
            WildlingCard::MassingOnTheMilkwater => "Massing on the Milkwater",
            WildlingCard::AKingBeyondTheWall => "A King Beyond the Wall",
            WildlingCard::MammothRiders => "Mammoth Riders",
            WildlingCard::TheHordeDescends => "The Horde Descends",
            WildlingCard::SkinchangerScout => "Skinchanger Scout",
            WildlingCard::FixedOutcome => "the wildlings' fixed outcome",
        }
    }
}
