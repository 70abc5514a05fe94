//! Plain words for the engine's data: units, tracks, phases, options, and every event of the
//! game log. Events unknown to this file (the engine grows) get a generic sentence.

use crate::engine::event::Event;
use crate::engine::input::{Side, UnitAt, WesterosOption};
use crate::engine::state::Track;
use crate::engine::{House, HouseCardId, OrderToken, UnitKind};
use chrono::{NaiveDateTime, TimeZone};

mod inputs;
mod story;
pub use inputs::{input, request};
pub use story::story;

pub fn unit(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Footman => "footman",
        UnitKind::Knight => "knight",
        UnitKind::Ship => "ship",
        UnitKind::SiegeEngine => "siege engine",
    }
}

/// "footmen", "knights", ...
pub fn unit_plural_name(kind: UnitKind) -> &'static str {
    match kind {
        UnitKind::Footman => "footmen",
        UnitKind::Knight => "knights",
        UnitKind::Ship => "ships",
        UnitKind::SiegeEngine => "siege engines",
    }
}

pub fn units_plural(kind: UnitKind, n: usize) -> String {
    match (kind, n) {
        (UnitKind::Footman, 1) => "1 footman".into(),
        (UnitKind::Footman, n) => format!("{n} footmen"),
        (k, 1) => format!("1 {}", unit(k)),
        (k, n) => format!("{n} {}s", unit(k)),
    }
}

/// "2 footmen and a knight".
pub fn unit_list(units: &[UnitKind]) -> String {
    if units.is_empty() {
        return "no units".into();
    }
    let parts: Vec<String> = UnitKind::ALL
        .iter()
        .map(|k| (*k, units.iter().filter(|u| *u == k).count()))
        .filter(|(_, n)| *n > 0)
        .map(|(k, n)| units_plural(k, n))
        .collect();
    join_and(&parts)
}

pub fn units_at(units: &[UnitAt]) -> String {
    if units.is_empty() {
        return "no units".into();
    }
    let parts: Vec<String> = units
        .iter()
        .map(|u| format!("a {} in {}", unit(u.unit), u.area))
        .collect();
    join_and(&parts)
}

pub fn join_and(parts: &[String]) -> String {
    match parts.len() {
        0 => String::new(),
        1 => parts[0].clone(),
        n => format!("{} and {}", parts[..n - 1].join(", "), parts[n - 1]),
    }
}

pub fn track(t: Track) -> &'static str {
    match t {
        Track::IronThrone => "the Iron Throne track",
        Track::Fiefdoms => "the Fiefdoms track",
        Track::KingsCourt => "the King's Court track",
    }
}

/// The track's name: "Iron Throne", "Fiefdoms", "King's Court".
pub fn track_name(t: Track) -> &'static str {
    match t {
        Track::IronThrone => "Iron Throne",
        Track::Fiefdoms => "Fiefdoms",
        Track::KingsCourt => "King's Court",
    }
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

pub fn phase(p: &str) -> String {
    match p {
        "planning" => "Planning".into(),
        "raven" => "Planning: the Messenger Raven".into(),
        "raid" => "Action: raids".into(),
        "march" => "Action: marches".into(),
        "consolidate_power" => "Action: consolidating power".into(),
        "westeros" => "Westeros".into(),
        "game_over" => "Game over".into(),
        "" => "Not started".into(),
        other => other.replace('_', " "),
    }
}

pub fn card(c: HouseCardId) -> &'static str {
    c.card().name
}

pub fn order(t: OrderToken) -> &'static str {
    t.label()
}

/// A short badge for an order token on the board, e.g. "M+1★".
pub fn order_badge(t: OrderToken) -> &'static str {
    match t {
        OrderToken::MarchMinus1 => "M-1",
        OrderToken::March0 => "M+0",
        OrderToken::MarchPlus1 => "M+1★",
        OrderToken::Defense1 => "D+1",
        OrderToken::Defense2 => "D+2★",
        OrderToken::Support0 => "S",
        OrderToken::Support1 => "S+1★",
        OrderToken::Raid => "R",
        OrderToken::SpecialRaid => "R★",
        OrderToken::Consolidate => "CP",
        OrderToken::SpecialConsolidate => "CP★",
    }
}

pub fn westeros_option(o: WesterosOption) -> &'static str {
    match o {
        WesterosOption::Muster => "everyone musters",
        WesterosOption::Supply => "everyone adjusts supply",
        WesterosOption::ClashOfKings => "a Clash of Kings (bidding for the influence tracks)",
        WesterosOption::GameOfThrones => "a Game of Thrones (everyone gains power)",
        WesterosOption::NoMarchPlus1 => "no March +1 orders this round",
        WesterosOption::NoDefense => "no Defense orders this round",
        WesterosOption::Nothing => "nothing happens",
    }
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

fn side(s: Option<Side>) -> &'static str {
    match s {
        Some(Side::Attacker) => "the attacker",
        Some(Side::Defender) => "the defender",
        None => "nobody",
    }
}

fn purpose(p: &str) -> String {
    match p {
        "iron_throne" => "the Iron Throne track".into(),
        "fiefdoms" => "the Fiefdoms track".into(),
        "kings_court" => "the King's Court track".into(),
        "wildlings" => "the wildling attack".into(),
        other => other.replace('_', " "),
    }
}

/// One event in plain words.
#[allow(unreachable_patterns)]
pub fn event(e: &Event) -> String {
    use Event::*;
    match e {
        Submitted { house, what } => format!("{house} submitted {}.", what.replace('_', " ")),
        PlanningStarted { round } => format!("Round {round}: Planning begins."),
        OrdersRevealed { orders } => {
            let mut by_house: Vec<(House, Vec<String>)> = Vec::new();
            for (area, (h, t)) in orders {
                let text = format!("{} in {}", order(*t), area);
                match by_house.iter_mut().find(|(x, _)| x == h) {
                    Some((_, v)) => v.push(text),
                    None => by_house.push((*h, vec![text])),
                }
            }
            let parts: Vec<String> = by_house
                .into_iter()
                .map(|(h, v)| format!("{h}: {}", v.join(", ")))
                .collect();
            format!("Orders revealed. {}.", parts.join("; "))
        }
        RavenReplaced {
            house,
            area,
            old,
            new,
        } => format!(
            "{house} used the Messenger Raven to replace {} in {area} with {}.",
            order(*old),
            order(*new)
        ),
        RavenPeeked { house } => format!("{house} looked at the top wildling card."),
        RavenDecided { house, buried } => {
            if *buried {
                format!("{house} put the top wildling card at the bottom of the deck.")
            } else {
                format!("{house} left the top wildling card where it was.")
            }
        }
        RavenPassed { house } => format!("{house} did not use the Messenger Raven."),
        ActionStepStarted { step } => format!("{}.", phase(step)),
        RaidResolved {
            house,
            from,
            target,
        } => match target {
            Some((area, victim, token)) => format!(
                "{house} raided from {from}, removing {victim}'s {} in {area}.",
                order(*token)
            ),
            None => format!("{house}'s raid in {from} was removed without effect."),
        },
        Pillaged {
            raider,
            victim,
            gained,
            lost,
        } => format!(
            "{raider} pillaged {victim}: {raider} gains {gained} power, {victim} loses {lost}."
        ),
        Marched { house, from, moves } => {
            if moves.is_empty() {
                format!("{house} resolved the march in {from}; nothing moved.")
            } else {
                let parts: Vec<String> = moves
                    .iter()
                    .map(|(to, units)| format!("{} to {to}", unit_list(units)))
                    .collect();
                format!("{house} marched from {from}: {}.", join_and(&parts))
            }
        }
        PowerTokenPlaced { house, area } => format!("{house} left a power token in {area}."),
        PowerTokenDiscarded { house, area } => {
            format!("{house}'s power token in {area} was removed.")
        }
        OrderRemoved { house, area, token } => {
            format!("{house}'s {} in {area} was removed.", order(*token))
        }
        CombatStarted {
            attacker,
            defender,
            area,
            from,
        } => match defender {
            Some(d) => format!("Combat in {area}: {attacker} (from {from}) attacks {d}."),
            None => format!("{attacker} attacks the neutral force in {area} from {from}."),
        },
        SupportDeclared {
            house,
            area,
            side: s,
        } => format!("{house}'s support in {area} goes to {}.", side(*s)),
        SupportRefused { house, area } => format!("{house} refused the support from {area}."),
        HouseCardsRevealed { attacker, defender } => format!(
            "House cards revealed: {} plays {}, {} plays {}.",
            attacker.0,
            card(attacker.1),
            defender.0,
            card(defender.1)
        ),
        BladeUsed { house } => format!("{house} used the Valyrian Steel Blade (+1)."),
        CombatResolved {
            winner,
            loser,
            area,
            attacker_strength,
            defender_strength,
        } => {
            if attacker_strength == defender_strength {
                format!(
                    "{winner} won the combat in {area} against {loser}: a tie at {attacker_strength}, which goes to the house higher on the Fiefdoms track."
                )
            } else {
                format!(
                    "{winner} won the combat in {area} against {loser} ({attacker_strength} to {defender_strength})."
                )
            }
        }
        NeutralForceDefeated {
            house,
            area,
            strength,
        } => {
            format!("{house} defeated the neutral force in {area} with strength {strength}.")
        }
        NeutralForceHeld {
            house,
            area,
            strength,
            needed,
        } => format!(
            "The neutral force in {area} held: {house} had {strength}, {needed} was needed."
        ),
        GarrisonDestroyed { house, area } => format!("{house}'s garrison in {area} was destroyed."),
        UnitsDestroyed {
            house,
            area,
            units,
            why,
        } => format!(
            "{house} lost {} in {area} ({}).",
            unit_list(units),
            why.replace('_', " ")
        ),
        Retreated {
            house,
            from,
            to,
            units,
        } => {
            format!(
                "{house} retreated {} from {from} to {to}.",
                unit_list(units)
            )
        }
        PortCaptured {
            house,
            port,
            replaced,
            destroyed,
        } => format!("{house} took {port}: {replaced} ship(s) replaced, {destroyed} destroyed."),
        HandRecycled { house } => format!("{house} took all its house cards back into hand."),
        PowerGained {
            house,
            amount,
            area,
        } => match area {
            Some(a) => format!("{house} gained {amount} power in {a}."),
            None => format!("{house} gained {amount} power."),
        },
        Mustered {
            house,
            area,
            placed,
            upgraded,
        } => {
            let mut parts: Vec<String> = placed
                .iter()
                .map(|(to, k)| format!("a {} in {to}", unit(*k)))
                .collect();
            parts.extend(
                upgraded
                    .iter()
                    .map(|k| format!("an upgrade to a {}", unit(*k))),
            );
            if parts.is_empty() {
                format!("{house} mustered nothing in {area}.")
            } else {
                format!("{house} mustered in {area}: {}.", join_and(&parts))
            }
        }
        RoundEnded { round } => format!("Round {round} ended."),
        WesterosCardsRevealed { round, cards } => {
            let names: Vec<String> = cards.iter().map(|c| c.name().to_string()).collect();
            format!("Round {round}: Westeros cards drawn: {}.", names.join(", "))
        }
        WinterIsComing { deck } => format!(
            "Winter Is Coming: Westeros deck {} was reshuffled.",
            roman(*deck)
        ),
        WildlingThreat { threat } => format!("The wildling threat is now {threat}."),
        WesterosChoice {
            house,
            card,
            choice,
        } => {
            format!(
                "{house} chose for {}: {}.",
                card.name(),
                westeros_option(*choice)
            )
        }
        SupplyAdjusted { house, supply } => format!("{house}'s supply is now {supply}."),
        UnitsDestroyedAnywhere { house, units, why } => {
            format!(
                "{house} lost {} ({}).",
                units_at(units),
                why.replace('_', " ")
            )
        }
        ClashOfKings => "A Clash of Kings: houses bid for the influence tracks.".into(),
        BidsRevealed { purpose: p, bids } => {
            let parts: Vec<String> = bids.iter().map(|(h, b)| format!("{h} {b}")).collect();
            format!("Bids for {} revealed: {}.", purpose(p), parts.join(", "))
        }
        TieOrdered { house, track: t } => format!(
            "{house}, holder of the Iron Throne, broke the ties of the bids on {}.",
            track(*t)
        ),
        TrackSet { track: t, order: o } => {
            let names: Vec<String> = o.iter().map(|h| h.name().to_string()).collect();
            format!("{} is now: {}.", capitalize(track(*t)), names.join(", "))
        }
        WildlingsAttack { strength } => format!("The wildlings attack with strength {strength}."),
        WildlingsOutcome {
            nights_watch,
            strength,
            total,
        } => {
            if *nights_watch {
                format!("The Night's Watch held: {total} power against strength {strength}.")
            } else {
                format!("The wildlings won: {total} power against strength {strength}.")
            }
        }
        BidderChosen { by, house } => {
            format!("{by}, holder of the Iron Throne, named {house} among the tied bidders.")
        }
        WildlingCardRevealed {
            card: c,
            bidder,
            nights_watch,
        } => {
            if *nights_watch {
                format!(
                    "Wildling card {}: {bidder} (highest bidder) is rewarded.",
                    c.name()
                )
            } else {
                format!(
                    "Wildling card {}: {bidder} (lowest bidder) suffers most.",
                    c.name()
                )
            }
        }
        HouseCardDiscarded { house, card: c } => format!("{house} discarded {}.", card(*c)),
        HouseCardTakenBack { house, card: c } => {
            format!("{house} took {} back into hand.", card(*c))
        }
        HouseCardCancelled { house, card: c } => format!("{house}'s {} was cancelled.", card(*c)),
        HouseCardReplaced { house, card: c } => format!("{house} now plays {}.", card(*c)),
        TidesOfBattleRevealed { attacker, defender } => format!(
            "Tides of Battle: the attacker drew {}, the defender {}.",
            tides(*attacker),
            tides(*defender)
        ),
        OrderMoved { house, from, to } => format!("{house}'s order moved from {from} to {to}."),
        Upgraded { house, area } => format!("{house} upgraded a footman in {area}."),
        GameWon { house, castles } => {
            format!("{house} wins the game with {castles} castles and strongholds!")
        }
        other => generic_event(other),
    }
}

/// A sentence for an event this file does not know yet: its kind, in words.
fn generic_event(e: &Event) -> String {
    let kind = serde_json::to_value(e)
        .ok()
        .and_then(|v| v.get("event").and_then(|k| k.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "something".into());
    format!("{}.", capitalize(&kind.replace('_', " ")))
}

pub fn tides(t: crate::engine::tides::TidesCard) -> &'static str {
    use crate::engine::tides::TidesCard::*;
    match t {
        Blank => "a blank",
        PlusOneSword => "+1 with a sword",
        PlusOneFortification => "+1 with a fortification",
        PlusTwo => "+2",
        PlusThree => "+3",
        Skull => "a skull",
    }
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

/// Formats a stored UTC time in a user's time zone.
pub fn local_time(t: NaiveDateTime, tz: &str) -> String {
    local_time_in(t, &zone(tz))
}

/// A user's time zone by name (UTC when unknown).
pub fn zone(tz: &str) -> chrono_tz::Tz {
    tz.parse().unwrap_or(chrono_tz::UTC)
}

/// [`local_time`] with the zone already parsed (for many times in one page).
pub fn local_time_in(t: NaiveDateTime, tz: &chrono_tz::Tz) -> String {
    tz.from_utc_datetime(&t)
        .format("%a %-d %b %Y, %H:%M %Z")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::AreaId;

    #[test]
    fn events_read_as_sentences() {
        let a = AreaId::from_key("winterfell").unwrap();
        let s = event(&Event::Marched {
            house: House::Stark,
            from: a,
            moves: vec![(
                AreaId::from_key("castle_black").unwrap(),
                vec![UnitKind::Footman, UnitKind::Footman],
            )],
        });
        assert_eq!(
            s,
            "Stark marched from Winterfell: 2 footmen to Castle Black."
        );
        assert_eq!(
            unit_list(&[UnitKind::Knight, UnitKind::Footman]),
            "1 footman and 1 knight"
        );
    }
}
