//! Events: what happened when an input was applied, for the game's log page and the mails.
//! Events are derived (replay recomputes them); the input log stays the only truth.
//! Events never carry secrets that the rules have not revealed yet.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::house::House;
use super::input::{Side, UnitAt, WesterosOption};
use super::orders::OrderToken;
use super::state::Track;
use super::tides::TidesCard;
use super::unit::UnitKind;
use super::westeros_cards::WesterosCard;
use super::wildling::WildlingCard;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    /// A sealed submission was received (its content stays hidden).
    Submitted {
        house: House,
        what: String,
    },
    PlanningStarted {
        round: u8,
    },
    OrdersRevealed {
        orders: BTreeMap<AreaId, (House, OrderToken)>,
    },
    RavenReplaced {
        house: House,
        area: AreaId,
        old: OrderToken,
        new: OrderToken,
    },
    RavenPeeked {
        house: House,
    },
    RavenDecided {
        house: House,
        buried: bool,
    },
    RavenPassed {
        house: House,
    },
    ActionStepStarted {
        step: String,
    },
    /// The raid or march that follows (its events next) was given ahead of its house's turn
    /// (game option `early_marches`, issue 25) and is applied now, at that turn, nothing it
    /// could read having changed since.
    AnsweredEarly {
        house: House,
    },
    RaidResolved {
        house: House,
        from: AreaId,
        target: Option<(AreaId, House, OrderToken)>,
    },
    Pillaged {
        raider: House,
        victim: House,
        gained: u8,
        lost: u8,
    },
    Marched {
        house: House,
        from: AreaId,
        moves: Vec<(AreaId, Vec<UnitKind>)>,
    },
    PowerTokenPlaced {
        house: House,
        area: AreaId,
    },
    PowerTokenDiscarded {
        house: House,
        area: AreaId,
    },
    OrderRemoved {
        house: House,
        area: AreaId,
        token: OrderToken,
    },
    CombatStarted {
        attacker: House,
        defender: Option<House>,
        area: AreaId,
        from: AreaId,
    },
    SupportDeclared {
        house: House,
        area: AreaId,
        side: Option<Side>,
    },
    SupportRefused {
        house: House,
        area: AreaId,
    },
    HouseCardsRevealed {
        attacker: (House, HouseCardId),
        defender: (House, HouseCardId),
    },
    BladeUsed {
        house: House,
    },
    CombatResolved {
        winner: House,
        loser: House,
        area: AreaId,
        attacker_strength: i16,
        defender_strength: i16,
    },
    NeutralForceDefeated {
        house: House,
        area: AreaId,
        strength: i16,
    },
    NeutralForceHeld {
        house: House,
        area: AreaId,
        strength: i16,
        needed: u8,
    },
    GarrisonDestroyed {
        house: House,
        area: AreaId,
    },
    UnitsDestroyed {
        house: House,
        area: AreaId,
        units: Vec<UnitKind>,
        why: String,
    },
    Retreated {
        house: House,
        from: AreaId,
        to: AreaId,
        units: Vec<UnitKind>,
    },
    PortCaptured {
        house: House,
        port: AreaId,
        replaced: u8,
        destroyed: u8,
    },
    HandRecycled {
        house: House,
    },
    PowerGained {
        house: House,
        amount: u8,
        area: Option<AreaId>,
    },
    Mustered {
        house: House,
        area: AreaId,
        placed: Vec<(AreaId, UnitKind)>,
        upgraded: Vec<UnitKind>,
    },
    RoundEnded {
        round: u8,
    },
    WesterosCardsRevealed {
        round: u8,
        cards: Vec<WesterosCard>,
    },
    WinterIsComing {
        deck: u8,
    },
    WildlingThreat {
        threat: u8,
    },
    WesterosChoice {
        house: House,
        card: WesterosCard,
        choice: WesterosOption,
    },
    SupplyAdjusted {
        house: House,
        supply: u8,
    },
    UnitsDestroyedAnywhere {
        house: House,
        units: Vec<UnitAt>,
        why: String,
    },
    ClashOfKings,
    /// Bids revealed together once every house has bid.
    BidsRevealed {
        purpose: String,
        bids: BTreeMap<House, u8>,
    },
    TieOrdered {
        house: House,
        track: Track,
    },
    TrackSet {
        track: Track,
        order: Vec<House>,
    },
    WildlingsAttack {
        strength: u8,
    },
    WildlingsOutcome {
        nights_watch: bool,
        strength: u8,
        total: u16,
    },
    BidderChosen {
        by: House,
        house: House,
    },
    WildlingCardRevealed {
        card: WildlingCard,
        bidder: House,
        nights_watch: bool,
    },
    HouseCardDiscarded {
        house: House,
        card: HouseCardId,
    },
    HouseCardTakenBack {
        house: House,
        card: HouseCardId,
    },
    HouseCardCancelled {
        house: House,
        card: HouseCardId,
    },
    HouseCardReplaced {
        house: House,
        card: HouseCardId,
    },
    TidesOfBattleRevealed {
        attacker: TidesCard,
        defender: TidesCard,
    },
    OrderMoved {
        house: House,
        from: AreaId,
        to: AreaId,
    },
    Upgraded {
        house: House,
        area: AreaId,
    },
    GameWon {
        house: House,
        castles: u8,
        /// The other houses sharing the win (a 1st-edition draw, agot1 §11.2 item 4).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        shared_with: Vec<House>,
    },
}
