//! Stable names for the kinds of decision the engine asks for: what coverage tables count
//! (self-play, the web-play driver), what a page marks its forms with (`data-request`), and the
//! full list of kinds a game can ever ask, so that a run can say which it never met.
//!
//! A kind is finer than a [`Request`] variant where the question differs for the player: each
//! Westeros card's option, each bid's purpose, each wildling card's decision, each house-card
//! ability.

use super::game::Request;
use super::phase::Decision;
use super::westeros_cards::WesterosCard;
use super::wildling::WildlingCard;
use super::wildlings::Effect;

/// The Westeros cards that ask their holder to choose (inputs W-1..W-3).
pub const CHOICE_CARDS: [WesterosCard; 3] = [
    WesterosCard::AThroneOfBlades,
    WesterosCard::DarkWingsDarkWords,
    WesterosCard::PutToTheSword,
];

/// Every (wildling card, decision) pair a wildling attack can ask (inputs WC-*): the lowest
/// bidder's and the other houses' decisions when the wildlings win, the highest bidder's when
/// the Night's Watch wins. Cards whose outcome needs no decision are absent.
pub const WILDLING_DECISIONS: [(WildlingCard, Effect); 12] = [
    (WildlingCard::PreemptiveRaid, Effect::PreemptiveRaid),
    (WildlingCard::CrowKillers, Effect::KnightsToFootmen(u8::MAX)),
    (WildlingCard::CrowKillers, Effect::KnightsToFootmen(2)),
    (WildlingCard::CrowKillers, Effect::FootmenToKnights),
    (WildlingCard::MassingOnTheMilkwater, Effect::DiscardCard),
    (WildlingCard::AKingBeyondTheWall, Effect::LastOnTrack),
    (WildlingCard::AKingBeyondTheWall, Effect::FirstOnTrack),
    (WildlingCard::MammothRiders, Effect::Destroy(3)),
    (WildlingCard::MammothRiders, Effect::Destroy(2)),
    (WildlingCard::MammothRiders, Effect::TakeBackCard),
    (WildlingCard::TheHordeDescends, Effect::HordeLowest),
    (WildlingCard::TheHordeDescends, Effect::Muster),
];

/// The Horde Descends' other houses destroy one unit each; listed apart because the card's
/// lowest bidder decision and theirs are both asked in one attack.
pub const HORDE_OTHERS: (WildlingCard, Effect) =
    (WildlingCard::TheHordeDescends, Effect::Destroy(1));

/// Every house-card ability (and Tides of Battle) decision.
pub fn all_decisions() -> Vec<Decision> {
    vec![
        Decision::TyrionCancel,
        Decision::ChooseAgain,
        Decision::AeronSwap,
        Decision::DoranTrack,
        Decision::QueenOfThorns,
        Decision::MaceFootman,
        Decision::TidesRedraw,
        Decision::SkullCasualties { count: 1 },
        Decision::RenlyUpgrade,
        Decision::CerseiRemove,
        Decision::Patchface,
    ]
}

fn snake<T: serde::Serialize>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(serde_json::Value::Object(m)) => m
            .values()
            .next()
            .and_then(|v| v.as_str())
            .map(str::to_owned)
            .unwrap_or_default(),
        _ => String::new(),
    }
}

/// The name of a wildling card's decision, e.g. `crow_killers:knights_to_footmen_all`.
pub fn wildling_kind(card: WildlingCard, effect: Effect) -> String {
    let effect = match effect {
        Effect::Destroy(n) => format!("destroy_{n}"),
        Effect::DestroyValue(n) => format!("destroy_value_{n}"),
        Effect::KnightsToFootmen(u8::MAX) => "knights_to_footmen_all".into(),
        Effect::KnightsToFootmen(_) => "knights_to_footmen".into(),
        other => snake(&other),
    };
    format!("{}:{effect}", snake(&card))
}

/// The name of an ability decision, e.g. `tyrion_cancel`.
pub fn decision_kind(d: &Decision) -> String {
    match d {
        Decision::SkullCasualties { .. } => "skull_casualties".into(),
        other => snake(other),
    }
}

impl Request {
    /// The stable name of this kind of decision, e.g. `bid:kings_court`, `ability:patchface`.
    pub fn kind(&self) -> String {
        match self {
            Request::PlaceOrders => "place_orders".into(),
            Request::Raven => "raven".into(),
            Request::RavenDecide => "raven_decide".into(),
            Request::Raid => "raid".into(),
            Request::March { retry_from: None } => "march".into(),
            Request::March {
                retry_from: Some(_),
            } => "march_again".into(),
            Request::Support => "support".into(),
            Request::RefuseSupport => "refuse_support".into(),
            Request::HouseCard => "house_card".into(),
            Request::Blade => "blade".into(),
            Request::Casualties { .. } => "casualties".into(),
            Request::Retreat => "retreat".into(),
            Request::PortCapture { .. } => "port_capture".into(),
            Request::Consolidate => "consolidate".into(),
            Request::WesterosChoice { card } => format!("westeros_choice:{}", snake(card)),
            Request::Muster => "muster".into(),
            Request::Reconcile => "reconcile".into(),
            Request::Bid { purpose } => format!("bid:{purpose}"),
            Request::TieOrder => "tie_order".into(),
            Request::ChooseBidder { highest: true } => "choose_bidder:highest".into(),
            Request::ChooseBidder { highest: false } => "choose_bidder:lowest".into(),
            Request::Wildling { card, effect } => {
                format!("wildling:{}", wildling_kind(*card, *effect))
            }
            Request::Ability { decision } => format!("ability:{}", decision_kind(decision)),
        }
    }
}

/// Every kind of decision a game with `tides_of_battle` (on or off) can ask.
pub fn all_kinds(tides_of_battle: bool) -> Vec<String> {
    let mut v: Vec<String> = [
        "place_orders",
        "raven",
        "raven_decide",
        "raid",
        "march",
        "march_again",
        "support",
        "refuse_support",
        "house_card",
        "blade",
        "casualties",
        "retreat",
        "port_capture",
        "consolidate",
        "muster",
        "reconcile",
        "bid:iron_throne",
        "bid:fiefdoms",
        "bid:kings_court",
        "bid:wildlings",
        "tie_order",
        "choose_bidder:highest",
        "choose_bidder:lowest",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    for card in CHOICE_CARDS {
        v.push(Request::WesterosChoice { card }.kind());
    }
    for (card, effect) in WILDLING_DECISIONS.into_iter().chain([HORDE_OTHERS]) {
        v.push(Request::Wildling { card, effect }.kind());
    }
    for decision in all_decisions() {
        let tides_only = matches!(
            decision,
            Decision::TidesRedraw | Decision::SkullCasualties { .. }
        );
        if tides_only && !tides_of_battle {
            continue;
        }
        v.push(Request::Ability { decision }.kind());
    }
    v
}

/// The kinds of decision only a 1st-edition game asks (issue 16): its house cards' and its fixed
/// wildling outcome's. Not in [`all_kinds`], which lists what a 2nd-edition game can ask.
pub fn first_edition_kinds() -> Vec<String> {
    let mut v: Vec<String> = [
        Decision::LuwinTakeBack,
        Decision::AshaRemove,
        Decision::MelisandreDiscard,
    ]
    .into_iter()
    .map(|decision| Request::Ability { decision }.kind())
    .collect();
    for effect in [
        Effect::DestroyValue(2),
        Effect::DestroyValue(4),
        Effect::TakeBackCard,
    ] {
        v.push(
            Request::Wildling {
                card: WildlingCard::FixedOutcome,
                effect,
            }
            .kind(),
        );
    }
    v
}

/// Every kind of decision a game of `edition` can ask: [`all_kinds`] for the 2nd edition; for
/// the 1st, the kinds of its rules (no Raven peek, no refusing support, no ports, no choice in
/// Consolidate Power, no choice cards, no wildling deck), the abilities of its cards that play as
/// a 2nd-edition card (Cersei, Ser Loras as Mace Tyrell) or ask as one (Renly), and
/// [`first_edition_kinds`].
pub fn all_kinds_of(edition: super::options::Edition, tides_of_battle: bool) -> Vec<String> {
    if edition == super::options::Edition::Second {
        return all_kinds(tides_of_battle);
    }
    const NOT_ASKED: [&str; 4] = [
        "raven_decide",
        "refuse_support",
        "port_capture",
        "consolidate",
    ];
    let abilities = [
        Decision::CerseiRemove,
        Decision::MaceFootman,
        Decision::RenlyUpgrade,
    ]
    .map(|decision| Request::Ability { decision }.kind());
    let mut v: Vec<String> = all_kinds(tides_of_battle)
        .into_iter()
        .filter(|k| {
            let ability = k.starts_with("ability:");
            let tides = k == "ability:tides_redraw" || k == "ability:skull_casualties";
            !NOT_ASKED.contains(&k.as_str())
                && !k.starts_with("westeros_choice:")
                && !k.starts_with("wildling:")
                && (!ability || tides || abilities.contains(k))
        })
        .collect();
    v.extend(first_edition_kinds());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_edition_kinds_are_its_own() {
        use crate::options::Edition;
        let first = all_kinds_of(Edition::First, false);
        for k in [
            "ability:luwin_take_back",
            "ability:cersei_remove",
            "bid:wildlings",
            "raven",
        ] {
            assert!(first.contains(&k.to_string()), "{k}: {first:?}");
        }
        for k in [
            "port_capture",
            "raven_decide",
            "ability:patchface",
            "ability:tides_redraw",
        ] {
            assert!(!first.contains(&k.to_string()), "{k}: {first:?}");
        }
        assert!(first
            .iter()
            .all(|k| !k.starts_with("wildling:") || k.contains("fixed_outcome")));
        assert_eq!(all_kinds_of(Edition::Second, true), all_kinds(true));
    }

    #[test]
    fn kinds_are_distinct_and_readable() {
        let all = all_kinds(true);
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), all.len(), "a kind is listed twice: {all:?}");
        assert!(all.contains(&"wildling:crow_killers:knights_to_footmen_all".to_string()));
        assert!(all.contains(&"westeros_choice:put_to_the_sword".to_string()));
        assert!(all.contains(&"ability:skull_casualties".to_string()));
        assert!(!all_kinds(false).contains(&"ability:tides_redraw".to_string()));
        assert!(all.iter().all(|k| !k.is_empty() && !k.contains(' ')));
    }
}
