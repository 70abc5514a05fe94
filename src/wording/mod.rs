//! The wording of data: the engine's and the service's data put into sentences of the reader's
//! language, built from the messages of [`crate::i18n`] (which holds the catalogues and looks a
//! message up; this module decides which messages and values say a thing). Units, tracks,
//! phases, options and every event of the game log here; events unknown to this file (the
//! engine grows) get a generic sentence.
//!
//! - `clock`: deadlines and durations; `inputs`: what a house is asked and what it answered;
//!   `plans`: answers filed ahead and why one was dropped; [`reasons`]: the service's reasons;
//!   `rejections`: the engine's refusals; `story`: the game log as a story; `votes`: a
//!   vote's proposal.

use crate::engine::event::Event;
use crate::engine::input::{Side, UnitAt, WesterosOption};
use crate::engine::state::Track;
use crate::engine::westeros_cards::WesterosCard;
use crate::engine::wildling::WildlingCard;
use crate::engine::{AreaId, House, HouseCardId, OrderToken, UnitKind};
use crate::i18n::{self, Tr};
use fluent_bundle::FluentValue;

mod clock;
mod inputs;
mod plans;
pub mod reasons;
mod rejections;
mod story;
mod votes;
pub use clock::{deadline, deadlines, duration};
pub use inputs::{decision, input, request};
pub use plans::{plan_dropped, plan_dropped_why, plan_subject};
pub use rejections::rejection;
pub use story::story;
pub use votes::vote_proposal;

/// An area's name in the reader's language.
pub fn area(tr: Tr, a: AreaId) -> String {
    i18n::area_name(tr.lang(), a)
}

/// A house's name in the reader's language.
pub fn house(tr: Tr, h: House) -> String {
    i18n::house_name(tr.lang(), h)
}

/// A unit's name, singular: "footman", "siege engine".
pub fn unit(tr: Tr, kind: UnitKind) -> String {
    tr.t1(&format!("unit-{}", kind.key()), "count", 1)
}

/// "a footman", "an upgrade to a knight" and the like pick the article from the unit's key.
pub fn a_unit(tr: Tr, kind: UnitKind) -> String {
    tr.t1("w-a-unit", "unit", kind.key())
}

/// "1 footman", "3 footmen": the number and the plural form the language picks for it.
pub fn units_plural(tr: Tr, kind: UnitKind, n: usize) -> String {
    tr.t2(
        "w-units-count",
        "count",
        n,
        "unit",
        tr.t1(&format!("unit-{}", kind.key()), "count", n),
    )
}

/// How many of each kind `units` holds, in the order of [`UnitKind::ALL`], kinds it lacks left
/// out.
fn counted(units: impl Iterator<Item = UnitKind> + Clone) -> Vec<(UnitKind, usize)> {
    UnitKind::ALL
        .iter()
        .map(|k| (*k, units.clone().filter(|u| u == k).count()))
        .filter(|(_, n)| *n > 0)
        .collect()
}

/// "2 footmen and 1 knight".
pub fn unit_list(tr: Tr, units: &[UnitKind]) -> String {
    if units.is_empty() {
        return tr.t("w-no-units");
    }
    let parts: Vec<String> = counted(units.iter().copied())
        .into_iter()
        .map(|(k, n)| units_plural(tr, k, n))
        .collect();
    join_and(tr, &parts)
}

/// "a footman and a knight in Pyke and a ship in Ironman's Bay": the units area by area, in
/// the order the areas first come, each area named once.
pub fn units_at(tr: Tr, units: &[UnitAt]) -> String {
    if units.is_empty() {
        return tr.t("w-no-units");
    }
    let mut areas: Vec<AreaId> = Vec::new();
    for u in units {
        if !areas.contains(&u.area) {
            areas.push(u.area);
        }
    }
    let parts: Vec<String> = areas
        .iter()
        .map(|a| {
            let in_area = units.iter().filter(|u| u.area == *a).map(|u| u.unit);
            let here: Vec<String> = counted(in_area)
                .into_iter()
                .map(|(k, n)| match n {
                    1 => a_unit(tr, k),
                    n => units_plural(tr, k, n),
                })
                .collect();
            tr.t2(
                "w-unit-in",
                "unit",
                join_and(tr, &here),
                "area",
                area(tr, *a),
            )
        })
        .collect();
    join_and(tr, &parts)
}

/// "a, b and c" with the language's "and".
pub fn join_and(tr: Tr, parts: &[String]) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => tr.t2(
            "w-list-and",
            "head",
            parts[..n - 1].join(", "),
            "last",
            parts[n - 1].clone(),
        ),
    }
}

/// "the Iron Throne track".
pub fn track(tr: Tr, t: Track) -> String {
    tr.t1("w-the-track", "track", track_name(tr, t))
}

/// The track's name: "Iron Throne", "Fiefdoms", "King's Court".
pub fn track_name(tr: Tr, t: Track) -> String {
    let key = track_key(t);
    i18n::track_name(tr.lang(), key)
}

pub fn track_key(t: Track) -> &'static str {
    match t {
        Track::IronThrone => "iron_throne",
        Track::Fiefdoms => "fiefdoms",
        Track::KingsCourt => "kings_court",
    }
}

pub fn track_from_key(k: &str) -> Option<Track> {
    [Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]
        .into_iter()
        .find(|t| track_key(*t) == k)
}

/// A phase's name ("Planning", "Action: marches", "Not started").
pub fn phase(tr: Tr, p: &str) -> String {
    i18n::phase_name(tr.lang(), p)
}

/// A house card's name.
pub fn card(tr: Tr, c: HouseCardId) -> String {
    i18n::house_card_name(tr.lang(), c)
}

/// An order token's name ("March +1").
pub fn order(tr: Tr, t: OrderToken) -> String {
    i18n::order_name(tr.lang(), t)
}

/// The serde key of a card (the engine's data names them in snake_case).
fn serde_key<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_owned))
        .unwrap_or_default()
}

/// A Westeros card's name.
pub fn westeros_card(tr: Tr, c: WesterosCard) -> String {
    let id = format!("westeros-card-{}", serde_key(&c));
    if i18n::has(tr.lang(), &id) {
        tr.t(&id)
    } else {
        c.name().to_string()
    }
}

/// A wildling card's name.
pub fn wildling_card(tr: Tr, c: WildlingCard) -> String {
    let id = format!("wildling-card-{}", serde_key(&c));
    if i18n::has(tr.lang(), &id) {
        tr.t(&id)
    } else {
        c.name().to_string()
    }
}

/// What a Westeros card's option does: "everyone musters".
pub fn westeros_option(tr: Tr, o: WesterosOption) -> String {
    tr.t1("w-westeros-option", "option", westeros_option_key(o))
}

pub fn westeros_option_key(o: WesterosOption) -> &'static str {
    match o {
        WesterosOption::Muster => "muster",
        WesterosOption::Supply => "supply",
        WesterosOption::ClashOfKings => "clash_of_kings",
        WesterosOption::GameOfThrones => "game_of_thrones",
        WesterosOption::NoMarchPlus1 => "no_march_plus1",
        WesterosOption::NoDefense => "no_defense",
        WesterosOption::Nothing => "nothing",
    }
}

pub fn westeros_option_from_key(k: &str) -> Option<WesterosOption> {
    use WesterosOption::*;
    [
        Muster,
        Supply,
        ClashOfKings,
        GameOfThrones,
        NoMarchPlus1,
        NoDefense,
        Nothing,
    ]
    .into_iter()
    .find(|o| westeros_option_key(*o) == k)
}

/// "the attacker", "the defender", "nobody".
pub fn side(tr: Tr, s: Option<Side>) -> String {
    tr.t1(
        "w-side",
        "side",
        match s {
            Some(Side::Attacker) => "attacker",
            Some(Side::Defender) => "defender",
            None => "none",
        },
    )
}

/// What a bid is for: "the Iron Throne track", "the wildling attack".
fn purpose(tr: Tr, p: &str) -> String {
    match (p, track_from_key(p)) {
        (_, Some(t)) => track(tr, t),
        ("wildlings", None) => tr.t("w-the-wildling-attack"),
        (other, None) => other.replace('_', " "),
    }
}

/// A free-text reason the engine gives (`why`, `what`) as a key a message selects on:
/// "cannot retreat" is `cannot_retreat`; a reason no message knows is shown as it is.
fn reason(tr: Tr, id: &str, text: &str) -> String {
    let key: String = text
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '_'
            }
        })
        .collect();
    tr.t2(id, "key", key, "text", text.replace('_', " "))
}

/// One event in the reader's words.
#[expect(
    unreachable_patterns,
    reason = "every event has its words today; the last arm words an event the engine grows before this file does"
)]
pub fn event(tr: Tr, e: &Event) -> String {
    use Event::*;
    let h = |x: &House| house(tr, *x);
    let a = |x: &AreaId| area(tr, *x);
    let n = |x: i64| FluentValue::from(x);
    let args = |id: &str, list: &[(&str, FluentValue<'static>)]| tr.t_args(id, list);
    let hs = |x: &House| FluentValue::from(house(tr, *x));
    let as_ = |x: &AreaId| FluentValue::from(area(tr, *x));
    let s = |x: String| FluentValue::from(x);
    match e {
        Submitted { house, what } => args(
            "ev-submitted",
            &[
                ("house", hs(house)),
                ("what", s(reason(tr, "w-submitted-what", what))),
            ],
        ),
        PlanningStarted { round } => tr.t1("ev-planning-started", "round", *round as i64),
        OrdersRevealed { orders } => {
            let mut by_house: Vec<(House, Vec<String>)> = Vec::new();
            for (area_id, (who, t)) in orders {
                let text = tr.t2("w-order-in", "order", order(tr, *t), "area", a(area_id));
                match by_house.iter_mut().find(|(x, _)| x == who) {
                    Some((_, v)) => v.push(text),
                    None => by_house.push((*who, vec![text])),
                }
            }
            let parts: Vec<String> = by_house
                .into_iter()
                .map(|(who, v)| format!("{}: {}", h(&who), v.join(", ")))
                .collect();
            tr.t1("ev-orders-revealed", "orders", parts.join("; "))
        }
        RavenReplaced {
            house,
            area,
            old,
            new,
        } => args(
            "ev-raven-replaced",
            &[
                ("house", hs(house)),
                ("area", as_(area)),
                ("old", s(order(tr, *old))),
                ("new", s(order(tr, *new))),
            ],
        ),
        RavenPeeked { house } => tr.t1("ev-raven-peeked", "house", h(house)),
        RavenDecided { house, buried } => tr.t1(
            if *buried {
                "ev-raven-buried"
            } else {
                "ev-raven-kept"
            },
            "house",
            h(house),
        ),
        RavenPassed { house } => tr.t1("ev-raven-passed", "house", h(house)),
        ActionStepStarted { step } => tr.t1("ev-action-step", "phase", phase(tr, step)),
        AnsweredEarly { house } => tr.t1("ev-answered-early", "house", h(house)),
        RaidResolved {
            house,
            from,
            target,
        } => match target {
            Some((area, victim, token)) => args(
                "ev-raid",
                &[
                    ("house", hs(house)),
                    ("from", as_(from)),
                    ("victim", hs(victim)),
                    ("order", s(order(tr, *token))),
                    ("area", as_(area)),
                ],
            ),
            None => tr.t2("ev-raid-void", "house", h(house), "from", a(from)),
        },
        Pillaged {
            raider,
            victim,
            gained,
            lost,
        } => args(
            "ev-pillaged",
            &[
                ("raider", hs(raider)),
                ("victim", hs(victim)),
                ("gained", n(*gained as i64)),
                ("lost", n(*lost as i64)),
            ],
        ),
        Marched { house, from, moves } => {
            if moves.is_empty() {
                tr.t2("ev-marched-nothing", "house", h(house), "from", a(from))
            } else {
                let parts: Vec<String> = moves
                    .iter()
                    .map(|(to, units)| {
                        tr.t2("w-units-to", "units", unit_list(tr, units), "area", a(to))
                    })
                    .collect();
                tr.t3(
                    "ev-marched",
                    "house",
                    h(house),
                    "from",
                    a(from),
                    "moves",
                    join_and(tr, &parts),
                )
            }
        }
        PowerTokenPlaced { house, area } => {
            tr.t2("ev-power-token-placed", "house", h(house), "area", a(area))
        }
        PowerTokenDiscarded { house, area } => {
            tr.t2("ev-power-token-removed", "house", h(house), "area", a(area))
        }
        OrderRemoved { house, area, token } => tr.t3(
            "ev-order-removed",
            "house",
            h(house),
            "order",
            order(tr, *token),
            "area",
            a(area),
        ),
        CombatStarted {
            attacker,
            defender,
            area,
            from,
        } => match defender {
            Some(d) => args(
                "ev-combat-started",
                &[
                    ("area", as_(area)),
                    ("attacker", hs(attacker)),
                    ("from", as_(from)),
                    ("defender", hs(d)),
                ],
            ),
            None => tr.t3(
                "ev-combat-started-neutral",
                "attacker",
                h(attacker),
                "area",
                a(area),
                "from",
                a(from),
            ),
        },
        SupportDeclared {
            house,
            area,
            side: sd,
        } => tr.t3(
            "ev-support-declared",
            "house",
            h(house),
            "area",
            a(area),
            "side",
            side(tr, *sd),
        ),
        SupportRefused { house, area } => {
            tr.t2("ev-support-refused", "house", h(house), "area", a(area))
        }
        HouseCardsRevealed { attacker, defender } => args(
            "ev-house-cards-revealed",
            &[
                ("attacker", hs(&attacker.0)),
                ("attacker_card", s(card(tr, attacker.1))),
                ("defender", hs(&defender.0)),
                ("defender_card", s(card(tr, defender.1))),
            ],
        ),
        BladeUsed { house } => tr.t1("ev-blade-used", "house", h(house)),
        CombatResolved {
            winner,
            loser,
            area,
            attacker_strength,
            defender_strength,
        } => args(
            if attacker_strength == defender_strength {
                "ev-combat-tie"
            } else {
                "ev-combat-won"
            },
            &[
                ("winner", hs(winner)),
                ("loser", hs(loser)),
                ("area", as_(area)),
                ("attacker_strength", n(*attacker_strength as i64)),
                ("defender_strength", n(*defender_strength as i64)),
            ],
        ),
        NeutralForceDefeated {
            house,
            area,
            strength,
        } => tr.t3(
            "ev-neutral-defeated",
            "house",
            h(house),
            "area",
            a(area),
            "strength",
            *strength as i64,
        ),
        NeutralForceHeld {
            house,
            area,
            strength,
            needed,
        } => args(
            "ev-neutral-held",
            &[
                ("house", hs(house)),
                ("area", as_(area)),
                ("strength", n(*strength as i64)),
                ("needed", n(*needed as i64)),
            ],
        ),
        GarrisonDestroyed { house, area } => {
            tr.t2("ev-garrison-destroyed", "house", h(house), "area", a(area))
        }
        UnitsDestroyed {
            house,
            area,
            units,
            why,
        } => args(
            "ev-units-destroyed",
            &[
                ("house", hs(house)),
                ("units", s(unit_list(tr, units))),
                ("area", as_(area)),
                ("why", s(reason(tr, "w-why", why))),
            ],
        ),
        Retreated {
            house,
            from,
            to,
            units,
        } => args(
            "ev-retreated",
            &[
                ("house", hs(house)),
                ("units", s(unit_list(tr, units))),
                ("from", as_(from)),
                ("to", as_(to)),
            ],
        ),
        PortCaptured {
            house,
            port,
            replaced,
            destroyed,
        } => args(
            "ev-port-captured",
            &[
                ("house", hs(house)),
                ("port", as_(port)),
                ("replaced", n(*replaced as i64)),
                ("destroyed", n(*destroyed as i64)),
            ],
        ),
        HandRecycled { house } => tr.t1("ev-hand-recycled", "house", h(house)),
        PowerGained {
            house,
            amount,
            area,
        } => match area {
            Some(x) => tr.t3(
                "ev-power-gained-in",
                "house",
                h(house),
                "amount",
                *amount as i64,
                "area",
                a(x),
            ),
            None => tr.t2(
                "ev-power-gained",
                "house",
                h(house),
                "amount",
                *amount as i64,
            ),
        },
        Mustered {
            house,
            area,
            placed,
            upgraded,
        } => {
            let mut parts: Vec<String> = placed
                .iter()
                .map(|(to, k)| tr.t2("w-unit-in", "unit", a_unit(tr, *k), "area", a(to)))
                .collect();
            parts.extend(
                upgraded
                    .iter()
                    .map(|k| tr.t1("w-upgrade-to", "unit", a_unit(tr, *k))),
            );
            if parts.is_empty() {
                tr.t2("ev-mustered-nothing", "house", h(house), "area", a(area))
            } else {
                tr.t3(
                    "ev-mustered",
                    "house",
                    h(house),
                    "area",
                    a(area),
                    "what",
                    join_and(tr, &parts),
                )
            }
        }
        RoundEnded { round } => tr.t1("ev-round-ended", "round", *round as i64),
        WesterosCardsRevealed { round, cards } => {
            let names: Vec<String> = cards.iter().map(|c| westeros_card(tr, *c)).collect();
            tr.t2(
                "ev-westeros-cards",
                "round",
                *round as i64,
                "cards",
                names.join(", "),
            )
        }
        WinterIsComing { deck } => tr.t1("ev-winter-is-coming", "deck", roman(*deck)),
        WildlingThreat { threat } => tr.t1("ev-wildling-threat", "threat", *threat as i64),
        WesterosChoice {
            house,
            card: c,
            choice,
        } => tr.t3(
            "ev-westeros-choice",
            "house",
            h(house),
            "card",
            westeros_card(tr, *c),
            "choice",
            westeros_option(tr, *choice),
        ),
        SupplyAdjusted { house, supply } => tr.t2(
            "ev-supply-adjusted",
            "house",
            h(house),
            "supply",
            *supply as i64,
        ),
        UnitsDestroyedAnywhere { house, units, why } => tr.t3(
            "ev-units-lost",
            "house",
            h(house),
            "units",
            units_at(tr, units),
            "why",
            reason(tr, "w-why", why),
        ),
        ClashOfKings => tr.t("ev-clash-of-kings"),
        BidsRevealed { purpose: p, bids } => {
            let parts: Vec<String> = bids
                .iter()
                .map(|(who, b)| format!("{} {b}", h(who)))
                .collect();
            tr.t2(
                "ev-bids-revealed",
                "purpose",
                purpose(tr, p),
                "bids",
                parts.join(", "),
            )
        }
        TieOrdered { house, track: t } => {
            tr.t2("ev-tie-ordered", "house", h(house), "track", track(tr, *t))
        }
        TrackSet { track: t, order: o } => {
            let names: Vec<String> = o.iter().map(h).collect();
            tr.t2(
                "ev-track-set",
                "track",
                track_name(tr, *t),
                "houses",
                names.join(", "),
            )
        }
        WildlingsAttack { strength } => tr.t1("ev-wildlings-attack", "strength", *strength as i64),
        WildlingsOutcome {
            nights_watch,
            strength,
            total,
        } => tr.t2(
            if *nights_watch {
                "ev-nights-watch-held"
            } else {
                "ev-wildlings-won"
            },
            "total",
            *total as i64,
            "strength",
            *strength as i64,
        ),
        BidderChosen { by, house } => tr.t2("ev-bidder-chosen", "by", h(by), "house", h(house)),
        WildlingCardRevealed {
            card: c,
            bidder,
            nights_watch,
        } => tr.t2(
            if *nights_watch {
                "ev-wildling-card-won"
            } else {
                "ev-wildling-card-lost"
            },
            "card",
            wildling_card(tr, *c),
            "bidder",
            h(bidder),
        ),
        HouseCardDiscarded { house, card: c } => {
            tr.t2("ev-card-discarded", "house", h(house), "card", card(tr, *c))
        }
        HouseCardTakenBack { house, card: c } => tr.t2(
            "ev-card-taken-back",
            "house",
            h(house),
            "card",
            card(tr, *c),
        ),
        HouseCardCancelled { house, card: c } => {
            tr.t2("ev-card-cancelled", "house", h(house), "card", card(tr, *c))
        }
        HouseCardReplaced { house, card: c } => {
            tr.t2("ev-card-replaced", "house", h(house), "card", card(tr, *c))
        }
        TidesOfBattleRevealed { attacker, defender } => tr.t2(
            "ev-tides-revealed",
            "attacker",
            tides(tr, *attacker),
            "defender",
            tides(tr, *defender),
        ),
        OrderMoved { house, from, to } => tr.t3(
            "ev-order-moved",
            "house",
            h(house),
            "from",
            a(from),
            "to",
            a(to),
        ),
        Upgraded { house, area } => tr.t2("ev-upgraded", "house", h(house), "area", a(area)),
        GameWon {
            house,
            castles,
            shared_with,
        } if shared_with.is_empty() => {
            tr.t2("ev-game-won", "house", h(house), "castles", *castles as i64)
        }
        GameWon {
            house,
            castles,
            shared_with,
        } => {
            let all: Vec<String> = std::iter::once(house)
                .chain(shared_with)
                .map(|x| h(x).to_string())
                .collect();
            tr.t2(
                "ev-game-shared",
                "houses",
                all.join(", "),
                "castles",
                *castles as i64,
            )
        }
        other => generic_event(tr, other),
    }
}

/// A sentence for an event this file does not know yet: its kind, in words.
fn generic_event(tr: Tr, e: &Event) -> String {
    let kind = serde_json::to_value(e)
        .ok()
        .and_then(|v| v.get("event").and_then(|k| k.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "something".into());
    tr.t1("ev-other", "kind", capitalize(&kind.replace('_', " ")))
}

/// A Tides of Battle card as drawn: "a blank", "+1 with a sword".
pub fn tides(tr: Tr, t: crate::engine::tides::TidesCard) -> String {
    tr.t1("w-tides-drawn", "card", serde_key(&t))
}

fn roman(deck: u8) -> &'static str {
    match deck {
        1 => "I",
        2 => "II",
        3 => "III",
        _ => "?",
    }
}

pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A user's time zone by name (UTC when unknown).
pub fn zone(tz: &str) -> chrono_tz::Tz {
    tz.parse().unwrap_or(chrono_tz::UTC)
}

/// Why a raid or march given ahead of its house's turn was not applied at that turn (game
/// option `early_marches`, issue 25), told to that house as it is asked again.
pub fn early_dropped(tr: Tr, why: crate::engine::together::EarlyDropped) -> String {
    use crate::engine::together::EarlyDropped;
    tr.t(match why {
        EarlyDropped::Changed => "early-dropped-changed",
        EarlyDropped::NoLongerLegal => "early-dropped-no_longer_legal",
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::game::{Game, Setup};
    use crate::engine::AreaId;
    use crate::i18n::{Lang, MISSING_OPEN};
    use crate::selfplay::dice::Dice;
    use crate::selfplay::gen::random_input;

    fn no_marker(lang: Lang, what: &str, text: &str) {
        assert!(
            !text.contains(MISSING_OPEN) && !text.is_empty(),
            "{what} in {lang}: {text:?}"
        );
    }

    /// Random games of every size, every line a reader may see of them (each event, what each
    /// awaited house is asked and told, each answer) in each of the five languages: none shows
    /// a missing message, and none needs the generic sentence of an event without words.
    #[test]
    fn every_line_of_random_games_reads_in_every_language() {
        let mut kinds = std::collections::BTreeSet::new();
        let mut rejected = std::collections::BTreeSet::new();
        for players in 3..=6u8 {
            for seed in 0..3u64 {
                let setup = Setup {
                    players,
                    options: Default::default(),
                    seed: seed * 7 + u64::from(players),
                };
                let mut game = Game::new(&setup).unwrap();
                let mut dice = Dice::new(seed + 100);
                for step in 0..1500 {
                    let awaited = game.awaiting();
                    let Some(next) = awaited.first() else { break };
                    if step % 5 == 0 {
                        for a in &awaited {
                            let view = game.view_for(Some(a.house));
                            let legal = game.legal(a.house);
                            for lang in Lang::ALL {
                                let tr = Tr(lang);
                                no_marker(lang, "request", &request(tr, &a.request));
                                for line in story(tr, &view, a.house, &a.request, legal.as_ref()) {
                                    no_marker(lang, "story", &line);
                                }
                            }
                        }
                    }
                    // An illegal input now and then: its rejection, in every language.
                    if let Some(bad) =
                        crate::selfplay::illegal::illegal_input(game.state(), &awaited, &mut dice)
                    {
                        let mut copy = game.clone();
                        if let Err(r) = copy.apply(bad.house, &bad.input) {
                            rejected.insert(r.kind());
                            for lang in Lang::ALL {
                                no_marker(lang, "rejection", &rejection(Tr(lang), &r));
                            }
                        }
                    }
                    let h = next.house;
                    let Some(legal) = game.legal(h) else { break };
                    let input = random_input(&legal, &mut dice);
                    let Ok(events) = game.apply(h, &input) else {
                        continue;
                    };
                    for lang in Lang::ALL {
                        let tr = Tr(lang);
                        no_marker(lang, "answer", &input_words(tr, &input));
                        for e in &events {
                            let line = event(tr, e);
                            no_marker(lang, "event", &line);
                            assert!(
                                line != generic_event(tr, e),
                                "{e:?} has no words of its own"
                            );
                        }
                    }
                    for e in &events {
                        if let Ok(v) = serde_json::to_value(e) {
                            if let Some(k) = v.get("event").and_then(|k| k.as_str()) {
                                kinds.insert(k.to_string());
                            }
                        }
                    }
                    if game.is_over() {
                        break;
                    }
                }
            }
        }
        assert!(
            kinds.len() > 30,
            "the games met few kinds of event: {kinds:?}"
        );
    }

    fn input_words(tr: Tr, i: &crate::engine::Input) -> String {
        input(tr, i)
    }

    #[test]
    fn plural_forms_and_the_readers_words() {
        let cs = Tr(Lang::Cs);
        assert_eq!(units_plural(cs, UnitKind::Footman, 1), "1 pěšák");
        assert_eq!(units_plural(cs, UnitKind::Footman, 3), "3 pěšáci");
        assert_eq!(units_plural(cs, UnitKind::Footman, 5), "5 pěšáků");
        let ro = Tr(Lang::Ro);
        assert_eq!(units_plural(ro, UnitKind::Ship, 20), "20 de nave");
        let a = AreaId::from_key("winterfell").unwrap();
        let e = Event::Marched {
            house: House::Stark,
            from: a,
            moves: vec![(
                AreaId::from_key("castle_black").unwrap(),
                vec![UnitKind::Footman, UnitKind::Knight],
            )],
        };
        let it = event(Tr(Lang::It), &e);
        assert!(it.starts_with("Stark ha marciato da "), "{it}");
        assert!(it.contains("1 fante e 1 cavaliere verso "), "{it}");
        assert!(
            it.contains(&crate::i18n::area_name(
                Lang::It,
                AreaId::from_key("castle_black").unwrap()
            )),
            "{it}"
        );
    }

    #[test]
    fn events_read_as_sentences() {
        let a = AreaId::from_key("winterfell").unwrap();
        let tr = Tr::default();
        let s = event(
            tr,
            &Event::Marched {
                house: House::Stark,
                from: a,
                moves: vec![(
                    AreaId::from_key("castle_black").unwrap(),
                    vec![UnitKind::Footman, UnitKind::Footman],
                )],
            },
        );
        assert_eq!(
            s,
            "Stark marched from Winterfell: 2 footmen to Castle Black."
        );
        assert_eq!(
            unit_list(tr, &[UnitKind::Knight, UnitKind::Footman]),
            "1 footman and 1 knight"
        );
        for (what, words) in [
            ("orders", "Stark submitted its orders."),
            ("bid", "Stark submitted its bid."),
            ("house_card", "Stark submitted its house card."),
        ] {
            let e = Event::Submitted {
                house: House::Stark,
                what: what.into(),
            };
            assert_eq!(event(tr, &e), words);
        }
    }

    /// Units lost in several areas name each area once, in the order the areas come.
    #[test]
    fn units_in_areas_name_each_area_once() {
        let at = |key: &str, unit| UnitAt {
            area: AreaId::from_key(key).unwrap(),
            unit,
        };
        let lost = [
            at("pyke", UnitKind::Footman),
            at("ironmans_bay", UnitKind::Ship),
            at("pyke", UnitKind::Knight),
            at("pyke", UnitKind::Footman),
        ];
        assert_eq!(
            units_at(Tr::default(), &lost),
            "2 footmen and a knight in Pyke and a ship in Ironman's Bay"
        );
        assert_eq!(
            units_at(Tr::default(), &lost[1..2]),
            "a ship in Ironman's Bay"
        );
        assert_eq!(
            units_at(Tr(Lang::Cs), &lost[..1]),
            format!(
                "{} (území {})",
                a_unit(Tr(Lang::Cs), UnitKind::Footman),
                area(Tr(Lang::Cs), AreaId::from_key("pyke").unwrap())
            )
        );
    }
}
