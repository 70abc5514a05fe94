//! What a house is asked ([`request`]) and what it answered ([`input`]), in words: for the
//! "waiting for" list, the summary of a sealed answer, "your move" mails and the mail that says
//! what a passed deadline filled in.

use super::{card, join_and, order, track, unit_list, units_at, westeros_option};
use crate::engine::game::Request;
use crate::engine::input::{MusterAction, Side};
use crate::engine::phase::Decision;
use crate::engine::wildlings::Effect;
use crate::engine::Input;

/// "bid power for the Iron Throne track".
pub fn request(r: &Request) -> String {
    match r {
        Request::PlaceOrders => "place orders".into(),
        Request::Raven => "use the Messenger Raven (or not)".into(),
        Request::RavenDecide => "keep or bury the top wildling card".into(),
        Request::Raid => "resolve a raid order".into(),
        Request::March { retry_from: None } => "resolve a march order".into(),
        Request::March {
            retry_from: Some(a),
        } => format!("resolve the march from {a} again"),
        Request::Support => "declare support".into(),
        Request::RefuseSupport => "accept or refuse the support offered".into(),
        Request::HouseCard => "choose a house card".into(),
        Request::Blade => "decide on the Valyrian Steel Blade".into(),
        Request::Casualties { count } => format!("choose {count} casualties"),
        Request::Retreat => "choose where to retreat".into(),
        Request::PortCapture { port, .. } => format!("decide on the ships in {port}"),
        Request::Consolidate => "resolve a Consolidate Power order".into(),
        Request::WesterosChoice { card } => format!("choose what {} does", card.name()),
        Request::Muster => "muster".into(),
        Request::Reconcile => "destroy units down to the supply limit".into(),
        Request::Bid { purpose } => match purpose.as_str() {
            "wildlings" => "bid power against the wildlings".into(),
            "iron_throne" => "bid power for the Iron Throne track".into(),
            "fiefdoms" => "bid power for the Fiefdoms track".into(),
            "kings_court" => "bid power for the King's Court track".into(),
            other => format!("bid power ({})", other.replace('_', " ")),
        },
        Request::TieOrder => "break the ties of the bids".into(),
        Request::ChooseBidder { highest: true } => {
            "name the highest bidder among the tied houses".into()
        }
        Request::ChooseBidder { highest: false } => {
            "name the lowest bidder among the tied houses".into()
        }
        Request::Wildling { card, effect } => {
            let what = match effect {
                Effect::Destroy(n) => format!("destroy {n} unit(s)"),
                Effect::DestroyValue(v) => format!("destroy units worth {v} mustering points"),
                Effect::HordeLowest => "destroy 2 units".into(),
                Effect::PreemptiveRaid => "destroy 2 units or drop on a track".into(),
                Effect::KnightsToFootmen(_) => "replace knights with footmen".into(),
                Effect::FootmenToKnights => "replace footmen with knights".into(),
                Effect::DiscardCard => "discard a house card".into(),
                Effect::LastOnTrack => "choose a track to go last on".into(),
                Effect::FirstOnTrack => "choose a track to go first on".into(),
                Effect::TakeBackCard => "take a house card back".into(),
                Effect::Muster => "muster in one area".into(),
            };
            format!("{what} ({})", card.name())
        }
        Request::Ability { decision } => match decision {
            Decision::TyrionCancel => "decide whether Tyrion Lannister cancels the card".into(),
            other => other.describe().into(),
        },
    }
}

fn muster_plan(actions: &[MusterAction]) -> String {
    let parts: Vec<String> = actions
        .iter()
        .map(|a| match a {
            MusterAction::Recruit { unit, to: None } => format!("a {}", super::unit(*unit)),
            MusterAction::Recruit { unit, to: Some(t) } => {
                format!("a {} in {t}", super::unit(*unit))
            }
            MusterAction::Upgrade { to } => format!("an upgrade to a {}", super::unit(*to)),
        })
        .collect();
    if parts.is_empty() {
        "nothing".into()
    } else {
        join_and(&parts)
    }
}

/// An answer in words, as its author reads it: "your orders: Winterfell Defense +1, ...".
pub fn input(i: &Input) -> String {
    match i {
        Input::PlaceOrders { orders } => {
            if orders.is_empty() {
                return "no orders".into();
            }
            let parts: Vec<String> = orders
                .iter()
                .map(|(a, t)| format!("{a} {}", order(*t)))
                .collect();
            format!("orders: {}", parts.join(", "))
        }
        Input::RavenReplace { area, token } => {
            format!("the Messenger Raven: a {} in {area}", order(*token))
        }
        Input::RavenPeek => "the Messenger Raven: a look at the top wildling card".into(),
        Input::RavenPass => "the Messenger Raven: not used".into(),
        Input::RavenDecide { bury: true } => "the top wildling card: to the bottom".into(),
        Input::RavenDecide { bury: false } => "the top wildling card: left on top".into(),
        Input::Raid {
            from,
            target,
            second: Some(s),
        } => match target {
            Some(t) => format!("the raid in {from}: on the orders in {t} and {s}"),
            None => format!("the raid in {from}: on the order in {s}"),
        },
        Input::Raid { from, target, .. } => match target {
            Some(t) => format!("the raid in {from}: on the order in {t}"),
            None => format!("the raid in {from}: removed without effect"),
        },
        Input::March { from, moves, .. } => {
            if moves.is_empty() {
                format!("the march in {from}: nothing moves (the order is removed)")
            } else {
                let parts: Vec<String> = moves
                    .iter()
                    .map(|m| format!("{} to {}", unit_list(&m.units), m.to))
                    .collect();
                format!("the march from {from}: {}", join_and(&parts))
            }
        }
        Input::Support { choices } => {
            let parts: Vec<String> = choices
                .iter()
                .map(|c| {
                    format!(
                        "{} for {}",
                        c.area,
                        match c.side {
                            Some(Side::Attacker) => "the attacker",
                            Some(Side::Defender) => "the defender",
                            None => "nobody",
                        }
                    )
                })
                .collect();
            format!("support: {}", parts.join(", "))
        }
        Input::RefuseSupport { refuse } => {
            if refuse.is_empty() {
                "all support accepted".into()
            } else {
                let areas: Vec<String> = refuse.iter().map(|a| a.to_string()).collect();
                format!("support refused from {}", join_and(&areas))
            }
        }
        Input::HouseCard { card: c } => format!("house card: {}", card(*c)),
        Input::Blade { use_blade: true } => "the Valyrian Steel Blade: used".into(),
        Input::Blade { use_blade: false } => "the Valyrian Steel Blade: not used".into(),
        Input::Casualties { units } => format!("casualties: {}", unit_list(units)),
        Input::Retreat { to, destroy } => {
            if destroy.is_empty() {
                format!("retreat to {to}")
            } else {
                format!("retreat to {to}, losing {}", unit_list(destroy))
            }
        }
        Input::PortCapture { replace } => format!("{replace} ship(s) taken over in the port"),
        Input::Consolidate { area, muster } => match muster {
            None => format!("Consolidate Power in {area}: power"),
            Some(plan) => format!("Consolidate Power in {area}: muster {}", muster_plan(plan)),
        },
        Input::WesterosChoice { choice } => {
            format!("the card's option: {}", westeros_option(*choice))
        }
        Input::Muster { areas } => {
            if areas.is_empty() {
                return "muster: nothing".into();
            }
            let parts: Vec<String> = areas
                .iter()
                .map(|m| format!("{}: {}", m.area, muster_plan(&m.actions)))
                .collect();
            format!("muster: {}", parts.join("; "))
        }
        Input::Reconcile { destroy } => {
            format!("units destroyed for supply: {}", units_at(destroy))
        }
        Input::Bid { power } => format!("bid: {power}"),
        Input::TieOrder { order } => {
            let names: Vec<&str> = order.iter().map(|h| h.name()).collect();
            format!("tie order: {}", names.join(", "))
        }
        Input::ChooseBidder { house } => format!("named among the tied bidders: {house}"),
        Input::DestroyUnits { units } => format!("units destroyed: {}", units_at(units)),
        Input::ReplaceUnits { units } => format!("units replaced: {}", units_at(units)),
        Input::DiscardHouseCard { card: c } => format!("discarded: {}", card(*c)),
        Input::TakeBackHouseCard { card: c } => match c {
            Some(c) => format!("taken back: {}", card(*c)),
            None => "no card taken back".into(),
        },
        Input::ChooseTrack { track: t } => format!("track: {}", track(*t)),
        Input::UseAbility { yes: true } => "the card's ability: used".into(),
        Input::UseAbility { yes: false } => "the card's ability: not used".into(),
        Input::ChooseCard { card: c } => match c {
            Some(c) => format!("card chosen: {}", card(*c)),
            None => "no card chosen".into(),
        },
        Input::ChooseArea { area } => match area {
            Some(a) => format!("area chosen: {a}"),
            None => "no area chosen".into(),
        },
        Input::ChooseFootman { routed: true } => "a routed footman".into(),
        Input::ChooseFootman { routed: false } => "a standing footman".into(),
        #[allow(unreachable_patterns)]
        other => other.kind().replace('_', " "),
    }
}
