//! Why an input was refused, in the reader's words: the engine's [`Rejection`] is data, its
//! sentence is made here from that data (`rej-*` messages in `rejections.ftl`). The engine's
//! free-text reasons (`reason`, `expected`) are inserted as the engine wrote them.

use super::{area, card, house, order};
use crate::engine::Rejection;
use crate::i18n::Tr;
use fluent_bundle::FluentValue;

/// A rejection as a player reads it.
pub fn rejection(tr: Tr, r: &Rejection) -> String {
    use Rejection::*;
    let s = |x: String| FluentValue::from(x);
    let n = |x: u8| FluentValue::from(x);
    let (id, args): (&str, Vec<(&str, FluentValue<'static>)>) = match r {
        GameOver => ("rej-game-over", vec![]),
        HouseNotInPlay { house: h } => ("rej-house-not-in-play", vec![("house", s(house(tr, *h)))]),
        NotAwaited { house: h } => ("rej-not-awaited", vec![("house", s(house(tr, *h)))]),
        WrongRequest { expected } => ("rej-wrong-request", vec![("expected", s(expected.clone()))]),
        OrderWithoutUnits { area: a } => {
            ("rej-order-without-units", vec![("area", s(area(tr, *a)))])
        }
        MissingOrder { area: a } => ("rej-missing-order", vec![("area", s(area(tr, *a)))]),
        MustPlaceAllUsableTokens { placed, usable } => (
            "rej-must-place-all",
            vec![("placed", n(*placed)), ("usable", n(*usable))],
        ),
        TokenNotAvailable { token } => (
            "rej-token-not-available",
            vec![("order", s(order(tr, *token)))],
        ),
        TooManySpecialOrders { allowed } => {
            ("rej-too-many-special", vec![("allowed", n(*allowed))])
        }
        OrderBanned { token } => ("rej-order-banned", vec![("order", s(order(tr, *token)))]),
        ConsolidateAtSea { area: a } => ("rej-consolidate-at-sea", vec![("area", s(area(tr, *a)))]),
        RavenUsed => ("rej-raven-used", vec![]),
        NoSuchOrder { area: a } => ("rej-no-such-order", vec![("area", s(area(tr, *a)))]),
        InvalidRaidTarget { target, reason } => (
            "rej-invalid-raid-target",
            vec![
                ("area", s(area(tr, *target))),
                ("reason", s(reason.clone())),
            ],
        ),
        NotReachable { from, to } => (
            "rej-not-reachable",
            vec![("from", s(area(tr, *from))), ("to", s(area(tr, *to)))],
        ),
        UnitsNotThere { area: a } => ("rej-units-not-there", vec![("area", s(area(tr, *a)))]),
        WrongTerrain { unit, area: a } => (
            "rej-wrong-terrain",
            vec![
                ("unit", s(unit.key().to_string())),
                ("area", s(area(tr, *a))),
            ],
        ),
        Impassable { area: a } => ("rej-impassable", vec![("area", s(area(tr, *a)))]),
        MoreThanOneCombat => ("rej-more-than-one-combat", vec![]),
        EnemyPort { area: a } => ("rej-enemy-port", vec![("area", s(area(tr, *a)))]),
        PortFull { area: a } => ("rej-port-full", vec![("area", s(area(tr, *a)))]),
        SupplyExceeded => ("rej-supply-exceeded", vec![]),
        NoPowerToken { reason } => ("rej-no-power-token", vec![("reason", s(reason.clone()))]),
        SupportNotEligible { area: a } => {
            ("rej-support-not-eligible", vec![("area", s(area(tr, *a)))])
        }
        SupportAgainstOwnUnits { area: a } => {
            ("rej-support-against-own", vec![("area", s(area(tr, *a)))])
        }
        MissingSupportChoice { area: a } => (
            "rej-missing-support-choice",
            vec![("area", s(area(tr, *a)))],
        ),
        NotOffered { area: a } => ("rej-not-offered", vec![("area", s(area(tr, *a)))]),
        CardNotInHand { card: c } => ("rej-card-not-in-hand", vec![("card", s(card(tr, *c)))]),
        WrongCasualties { expected, reason } => (
            "rej-wrong-casualties",
            vec![("count", n(*expected)), ("reason", s(reason.clone()))],
        ),
        InvalidRetreat { area: a, reason } => (
            "rej-invalid-retreat",
            vec![("area", s(area(tr, *a))), ("reason", s(reason.clone()))],
        ),
        WrongRetreatLosses { expected } => {
            ("rej-wrong-retreat-losses", vec![("count", n(*expected))])
        }
        TooManyReplacements { max } => ("rej-too-many-replacements", vec![("max", n(*max))]),
        InvalidMuster { reason } => ("rej-invalid-muster", vec![("reason", s(reason.clone()))]),
        CardCancelled { card: c } => ("rej-card-cancelled", vec![("card", s(card(tr, *c)))]),
        TooManyRemoved => ("rej-too-many-removed", vec![]),
        BidTooHigh { available } => ("rej-bid-too-high", vec![("available", n(*available))]),
        InvalidTieOrder => ("rej-invalid-tie-order", vec![]),
        NotTied { house: h } => ("rej-not-tied", vec![("house", s(house(tr, *h)))]),
        WildlingChoice { reason } => ("rej-wildling-choice", vec![("reason", s(reason.clone()))]),
        CardNotInDiscard { card: c } => {
            ("rej-card-not-in-discard", vec![("card", s(card(tr, *c)))])
        }
        ForbiddenDestination { area: a } => {
            ("rej-forbidden-destination", vec![("area", s(area(tr, *a)))])
        }
    };
    tr.t_args(id, &args)
}
