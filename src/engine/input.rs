//! Inputs: every decision a player submits. They are stored in the game's log as JSON, so their
//! encoding is part of the storage format: `{"type": "<snake_case variant>", ...fields}`.
//! Add variants and optional fields; never rename or remove one.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::house::House;
use super::orders::OrderToken;
use super::state::Track;
use super::unit::UnitKind;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Input {
    /// P-1: the house's sealed orders, area → token, for every area with its units.
    PlaceOrders {
        orders: BTreeMap<AreaId, OrderToken>,
    },
    /// P-3 (a): the Raven holder replaces its order in `area` with an unused `token`.
    RavenReplace { area: AreaId, token: OrderToken },
    /// P-3 (b): the Raven holder looks at the top wildling card.
    RavenPeek,
    /// P-3 (c): the Raven holder does nothing.
    RavenPass,
    /// P-3b: after the peek, keep the card on top (`bury: false`) or put it at the bottom.
    RavenDecide { bury: bool },
    /// resolve the raid order in `from`, against the order in `target` (or no effect).
    Raid {
        from: AreaId,
        #[serde(default)]
        target: Option<AreaId>,
        /// A 1st-edition special raid's second order (agot1 §8.1). Not written when absent, so
        /// 2nd-edition logs keep their form.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<AreaId>,
    },
    /// M-1: resolve the march order in `from`. Units not listed stay.
    March {
        from: AreaId,
        #[serde(default)]
        moves: Vec<MarchMove>,
        /// Leave a power token in `from` if the march vacates it (§18.2).
        #[serde(default)]
        leave_power_token: bool,
    },
    /// C-1 / M-1n: one answer per eligible support order of the house.
    Support { choices: Vec<SupportChoice> },
    /// C-1r: the combatant refuses the support offered from these areas (empty: accept all).
    RefuseSupport {
        #[serde(default)]
        refuse: Vec<AreaId>,
    },
    /// C-3: the sealed house card.
    HouseCard { card: HouseCardId },
    /// C-5: use the Valyrian Steel Blade for +1, or not.
    Blade { use_blade: bool },
    /// C-7: which of the loser's units in the battle area are the casualties.
    Casualties { units: Vec<UnitKind> },
    /// C-9: where the defeated defender retreats, and which retreating units it destroys
    /// when every legal area would exceed its supply (§15.8).
    Retreat {
        to: AreaId,
        #[serde(default)]
        destroy: Vec<UnitKind>,
    },
    /// M-2 / C-10: how many enemy ships in the captured port to replace with the house's own.
    PortCapture { replace: u8 },
    /// CP-1 / CP-2: resolve the Consolidate Power order in `area`; a special one in a castle or
    /// stronghold area may muster instead (`muster`).
    Consolidate {
        area: AreaId,
        #[serde(default)]
        muster: Option<Vec<MusterAction>>,
    },
    /// W-1 / W-2 / W-3: the token holder's choice on A Throne of Blades, Dark Wings Dark Words or
    /// Put to the Sword.
    WesterosChoice { choice: WesterosOption },
    /// W-4: one house's whole mustering plan, area by area (may be empty).
    Muster {
        #[serde(default)]
        areas: Vec<AreaMuster>,
    },
    /// W-5: units destroyed to get back within the supply limit.
    Reconcile {
        #[serde(default)]
        destroy: Vec<UnitAt>,
    },
    /// W-6..W-8, W-11: a sealed power bid.
    Bid { power: u8 },
    /// W-6t..W-8t: the Iron Throne holder's order of the whole track, tied houses arranged.
    TieOrder { order: Vec<House> },
    /// W-11t: the Iron Throne holder names the highest or lowest bidder among tied houses.
    ChooseBidder { house: House },
    /// Wildling cards: own units to destroy (Mammoth Riders, The Horde Descends, Preemptive Raid).
    DestroyUnits {
        units: Vec<UnitAt>,
        /// Leave a power token in the areas these units empty: never allowed (losing units to
        /// the wildlings is not leaving an area, §9.4; agot1 §5.8, FAQ), and always refused. Not
        /// written when false, so the stored logs keep their form.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        leave_power_token: bool,
    },
    /// Crow Killers: knights to turn into footmen, or (Night's Watch) footmen into knights.
    ReplaceUnits {
        #[serde(default)]
        units: Vec<UnitAt>,
    },
    /// Massing on the Milkwater: the card discarded from hand.
    DiscardHouseCard { card: HouseCardId },
    /// Mammoth Riders (Night's Watch): a card taken back from the discard pile, or none.
    TakeBackHouseCard {
        #[serde(default)]
        card: Option<HouseCardId>,
    },
    /// A King Beyond the Wall, Preemptive Raid (B), Doran Martell: the influence track chosen.
    ChooseTrack { track: Track },
    /// Yes or no to an optional ability: Tyrion cancelling, the Blade redrawing a Tides card.
    UseAbility { yes: bool },
    /// Aeron Damphair's replacement or Patchface's discard (`None`: decline).
    ChooseCard {
        #[serde(default)]
        card: Option<HouseCardId>,
    },
    /// Queen of Thorns' or Cersei Lannister's order, Renly Baratheon's footman (`None`: decline).
    ChooseArea {
        #[serde(default)]
        area: Option<AreaId>,
    },
    /// Mace Tyrell: destroy a routed footman (`true`) or a standing one.
    ChooseFootman { routed: bool },
}

/// The options of the Westeros cards that give the token holder a choice (§6.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WesterosOption {
    /// A Throne of Blades (a).
    Muster,
    /// A Throne of Blades (b).
    Supply,
    /// Dark Wings, Dark Words (a).
    ClashOfKings,
    /// Dark Wings, Dark Words (b).
    GameOfThrones,
    /// Put to the Sword (a).
    NoMarchPlus1,
    /// Put to the Sword (b).
    NoDefense,
    /// (c) on every such card.
    Nothing,
}

/// A mustering plan for one area.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AreaMuster {
    pub area: AreaId,
    pub actions: Vec<MusterAction>,
}

/// One unit, named by where it stands and what it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitAt {
    pub area: AreaId,
    pub unit: UnitKind,
}

/// Part of a march: these units go to `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarchMove {
    pub to: AreaId,
    pub units: Vec<UnitKind>,
}

/// Which side a support order backs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Attacker,
    Defender,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SupportChoice {
    pub area: AreaId,
    /// `None`: this area gives no support.
    #[serde(default)]
    pub side: Option<Side>,
}

/// One step of a mustering plan in one area (§7.1).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum MusterAction {
    /// A new unit in the mustering area; ships need `to`: the area's port or an adjacent sea.
    Recruit {
        unit: UnitKind,
        #[serde(default)]
        to: Option<AreaId>,
    },
    /// Replace a footman in the mustering area by a knight or a siege engine.
    Upgrade { to: UnitKind },
}

impl Input {
    /// A short name of the kind of input, for logs and messages.
    pub fn kind(&self) -> &'static str {
        match self {
            Input::PlaceOrders { .. } => "place_orders",
            Input::RavenReplace { .. } => "raven_replace",
            Input::RavenPeek => "raven_peek",
            Input::RavenPass => "raven_pass",
            Input::RavenDecide { .. } => "raven_decide",
            Input::Raid { .. } => "raid",
            Input::March { .. } => "march",
            Input::Support { .. } => "support",
            Input::RefuseSupport { .. } => "refuse_support",
            Input::HouseCard { .. } => "house_card",
            Input::Blade { .. } => "blade",
            Input::Casualties { .. } => "casualties",
            Input::Retreat { .. } => "retreat",
            Input::PortCapture { .. } => "port_capture",
            Input::Consolidate { .. } => "consolidate",
            Input::WesterosChoice { .. } => "westeros_choice",
            Input::Muster { .. } => "muster",
            Input::Reconcile { .. } => "reconcile",
            Input::Bid { .. } => "bid",
            Input::TieOrder { .. } => "tie_order",
            Input::ChooseBidder { .. } => "choose_bidder",
            Input::DestroyUnits { .. } => "destroy_units",
            Input::ReplaceUnits { .. } => "replace_units",
            Input::DiscardHouseCard { .. } => "discard_house_card",
            Input::TakeBackHouseCard { .. } => "take_back_house_card",
            Input::ChooseTrack { .. } => "choose_track",
            Input::UseAbility { .. } => "use_ability",
            Input::ChooseCard { .. } => "choose_card",
            Input::ChooseArea { .. } => "choose_area",
            Input::ChooseFootman { .. } => "choose_footman",
        }
    }
}
