//! Rejections: why an input was refused, as data. The state is unchanged after a rejection.
//! `kind()` is the stable snake_case name used by scenario files; `Display` is for players.

use super::board::AreaId;
use super::cards::HouseCardId;
use super::house::House;
use super::orders::OrderToken;
use super::unit::UnitKind;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Rejection {
    GameOver,
    HouseNotInPlay {
        house: House,
    },
    /// The house is not asked for anything right now.
    NotAwaited {
        house: House,
    },
    /// The input does not answer what the house is asked for.
    WrongRequest {
        expected: String,
    },
    OrderWithoutUnits {
        area: AreaId,
    },
    MissingOrder {
        area: AreaId,
    },
    /// A house short of usable tokens must place every one it may (§11.5).
    MustPlaceAllUsableTokens {
        placed: u8,
        usable: u8,
    },
    TokenNotAvailable {
        token: OrderToken,
    },
    TooManySpecialOrders {
        allowed: u8,
    },
    OrderBanned {
        token: OrderToken,
    },
    /// A Consolidate Power order at sea, in a 1st-edition game (agot1 §7.2).
    ConsolidateAtSea {
        area: AreaId,
    },
    RavenUsed,
    /// No order of the needed kind of this house in that area.
    NoSuchOrder {
        area: AreaId,
    },
    InvalidRaidTarget {
        target: AreaId,
        reason: String,
    },
    NotReachable {
        from: AreaId,
        to: AreaId,
    },
    UnitsNotThere {
        area: AreaId,
    },
    WrongTerrain {
        unit: UnitKind,
        area: AreaId,
    },
    Impassable {
        area: AreaId,
    },
    MoreThanOneCombat,
    EnemyPort {
        area: AreaId,
    },
    PortFull {
        area: AreaId,
    },
    SupplyExceeded,
    NoPowerToken {
        reason: String,
    },
    SupportNotEligible {
        area: AreaId,
    },
    SupportAgainstOwnUnits {
        area: AreaId,
    },
    MissingSupportChoice {
        area: AreaId,
    },
    NotOffered {
        area: AreaId,
    },
    CardNotInHand {
        card: HouseCardId,
    },
    WrongCasualties {
        expected: u8,
        reason: String,
    },
    InvalidRetreat {
        area: AreaId,
        reason: String,
    },
    WrongRetreatLosses {
        expected: u8,
    },
    TooManyReplacements {
        max: u8,
    },
    InvalidMuster {
        reason: String,
    },
    /// A reconciliation removing units after the position was already legal (inputs W-5).
    TooManyRemoved,
    CardCancelled {
        card: HouseCardId,
    },
    BidTooHigh {
        available: u8,
    },
    InvalidTieOrder,
    NotTied {
        house: House,
    },
    WildlingChoice {
        reason: String,
    },
    CardNotInDiscard {
        card: HouseCardId,
    },
    /// Repeating a move that is not allowed twice, e.g. a neutral force that held.
    ForbiddenDestination {
        area: AreaId,
    },
}

impl Rejection {
    /// The stable snake_case name of this kind of rejection.
    pub fn kind(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("kind").and_then(|k| k.as_str()).map(str::to_owned))
            .unwrap_or_default()
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Rejection::*;
        match self {
            GameOver => write!(f, "The game is over."),
            HouseNotInPlay { house } => write!(f, "House {house} is not in this game."),
            NotAwaited { house } => write!(f, "House {house} has nothing to decide right now."),
            WrongRequest { expected } => write!(f, "That is not what is asked now: {expected}."),
            OrderWithoutUnits { area } => write!(f, "You have no units in {area}, so it takes no order."),
            MissingOrder { area } => write!(f, "{area} has your units and needs an order."),
            MustPlaceAllUsableTokens { placed, usable } => write!(
                f,
                "You are short of order tokens, so you must place all {usable} you may use (you placed {placed})."
            ),
            TokenNotAvailable { token } => write!(f, "You have no unused {} token.", token.label()),
            TooManySpecialOrders { allowed } => write!(
                f,
                "Your King's Court position allows {allowed} special order(s)."
            ),
            OrderBanned { token } => write!(f, "{} orders are banned this round.", token.label()),
            ConsolidateAtSea { area } => write!(
                f,
                "Consolidate Power orders may only be placed on land, not in {area}."
            ),
            RavenUsed => write!(f, "The Messenger Raven has already been used this round."),
            NoSuchOrder { area } => write!(f, "You have no such order in {area}."),
            InvalidRaidTarget { target, reason } => write!(f, "You cannot raid {target}: {reason}."),
            NotReachable { from, to } => write!(f, "{to} cannot be reached from {from}."),
            UnitsNotThere { area } => write!(f, "You do not have those (standing) units in {area}."),
            WrongTerrain { unit, area } => write!(f, "A {} cannot enter {area}.", unit.key().replace('_', " ")),
            Impassable { area } => write!(f, "{area} is closed for this game."),
            MoreThanOneCombat => write!(f, "A march can start only one combat."),
            EnemyPort { area } => write!(f, "{area} belongs to another house."),
            PortFull { area } => write!(f, "{area} would hold more than 3 ships."),
            SupplyExceeded => write!(f, "That would exceed your supply limit."),
            NoPowerToken { reason } => write!(f, "You cannot leave a power token: {reason}."),
            SupportNotEligible { area } => write!(f, "{area} cannot support this combat."),
            SupportAgainstOwnUnits { area } => write!(f, "{area} cannot support your opponent against your own units."),
            MissingSupportChoice { area } => write!(f, "Say whom {area} supports (or nobody)."),
            NotOffered { area } => write!(f, "{area} offered you no support."),
            CardNotInHand { card } => write!(f, "{} is not in your hand.", card.card().name),
            WrongCasualties { expected, reason } => write!(f, "Choose {expected} casualties: {reason}."),
            InvalidRetreat { area, reason } => write!(f, "You cannot retreat to {area}: {reason}."),
            WrongRetreatLosses { expected } => write!(f, "Retreating there costs exactly {expected} unit(s); choose which."),
            TooManyReplacements { max } => write!(f, "You can replace at most {max} ship(s)."),
            InvalidMuster { reason } => write!(f, "Mustering not allowed: {reason}."),
            CardCancelled { card } => write!(f, "{} was cancelled by Tyrion Lannister; choose another card.", card.card().name),
            TooManyRemoved => write!(f, "Remove units only until your armies fit your supply; that removes more."),
            BidTooHigh { available } => write!(f, "You can bid at most your {available} available power."),
            InvalidTieOrder => write!(f, "Give every house once, keeping higher bids first; only tied houses may be arranged."),
            NotTied { house } => write!(f, "{house} is not among the tied houses."),
            WildlingChoice { reason } => write!(f, "That does not answer the wildling card: {reason}."),
            CardNotInDiscard { card } => write!(f, "{} is not in your discard pile.", card.card().name),
            ForbiddenDestination { area } => write!(f, "You cannot march into {area} again with this order."),
        }
    }
}

impl std::error::Error for Rejection {}
