//! What led to a decision, in the terms of the house that must make it, and the numbers the
//! decision needs: "Baratheon attacks your ships in the Narrow Sea with 2 ships; strength before
//! cards 3 to 1", "You have 4 power available". Built from that house's own view only, so a
//! mail or page can show it to that player.

use super::{card, join_and, track, unit_list};
use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::view::{CombatView, GameView};
use crate::engine::House;

/// The combat in the reader's terms.
fn combat_line(c: &CombatView, me: House) -> String {
    let units = unit_list(&c.attacking.standing_list());
    let strengths = format!(
        "strength before cards {} to {}",
        c.initial_strengths[0], c.initial_strengths[1]
    );
    let defenders = |d: House| {
        if d == me {
            format!("your units in {}", c.area)
        } else {
            format!("{d} in {}", c.area)
        }
    };
    match c.defender {
        Some(d) if c.attacker == me => format!(
            "You attack {} from {} with {units}; {strengths}.",
            defenders(d),
            c.origin
        ),
        Some(d) => format!(
            "{} attacks {} from {} with {units}; {strengths}.",
            c.attacker,
            defenders(d),
            c.origin
        ),
        None if c.attacker == me => format!(
            "You attack the neutral force in {} with {units} ({} to {}).",
            c.area, c.initial_strengths[0], c.initial_strengths[1]
        ),
        None => format!("{} attacks the neutral force in {}.", c.attacker, c.area),
    }
}

/// The lines that set the scene of `request` for `me` (its own view, its own options).
pub fn story(view: &GameView, me: House, request: &Request, legal: Option<&Legal>) -> Vec<String> {
    let mine = view.houses.iter().find(|h| h.house == me);
    let power = mine.map_or(0, |h| h.power);
    let supply = mine.map_or(0, |h| h.supply);
    let mut out = Vec::new();
    let combat = view.combat.as_ref();
    match request {
        Request::Support
        | Request::RefuseSupport
        | Request::HouseCard
        | Request::Blade
        | Request::Casualties { .. }
        | Request::Retreat
        | Request::Ability { .. } => {
            if let Some(c) = combat {
                out.push(combat_line(c, me));
                if let Some((a, d)) = c.cards {
                    out.push(format!(
                        "House cards: {} plays {}, {} plays {}.",
                        c.attacker,
                        card(a),
                        c.defender.map_or("the defender".into(), |h| h.to_string()),
                        card(d)
                    ));
                }
                if let Some(w) = c.winner {
                    let s = c.strengths.unwrap_or(c.initial_strengths);
                    out.push(format!("{w} won, {} to {}.", s[0], s[1]));
                }
            }
        }
        Request::Bid { purpose } => {
            out.push(format!("You have {power} power available to bid."));
            if purpose == "wildlings" {
                if let Some(s) = view.wildling_attack {
                    out.push(format!(
                        "The wildlings attack with strength {s}: the Night's Watch holds if all the bids together reach it."
                    ));
                }
            }
        }
        Request::Muster => {
            if let Some(Legal::Muster { areas, .. }) = legal {
                let parts: Vec<String> = areas
                    .iter()
                    .map(|(a, p, _)| format!("{a} ({p} point{})", if *p == 1 { "" } else { "s" }))
                    .collect();
                out.push(format!(
                    "Mustering: your castles and strongholds give {}; your supply level is {supply}.",
                    join_and(&parts)
                ));
            }
        }
        Request::Reconcile => out.push(format!(
            "Your armies are larger than your supply level ({supply}) allows: destroy units until they fit."
        )),
        Request::PlaceOrders => {
            let stars = mine.map_or(0, |h| h.special_orders_allowed);
            out.push(format!(
                "Round {}: place an order in each area with your units; you may use {stars} special order{}.",
                view.round,
                if stars == 1 { "" } else { "s" }
            ));
        }
        Request::WesterosChoice { card } => out.push(format!(
            "The Westeros card {} lets you choose what it does this round.",
            card.name()
        )),
        Request::Wildling { card, .. } => {
            if let Some(s) = view.wildling_attack {
                out.push(format!(
                    "The wildlings attacked with strength {s}; the card is {}.",
                    card.name()
                ));
            }
        }
        Request::TieOrder => {
            if let Some(Legal::TieOrder { bids }) = legal {
                let parts: Vec<String> = bids.iter().map(|(h, b)| format!("{h} {b}")).collect();
                out.push(format!(
                    "As holder of the Iron Throne you order the houses that bid the same. Bids: {}.",
                    parts.join(", ")
                ));
            }
        }
        Request::ChooseBidder { .. } => {
            if let Some(Legal::ChooseBidder { candidates }) = legal {
                let names: Vec<String> = candidates.iter().map(|h| h.to_string()).collect();
                out.push(format!(
                    "As holder of the Iron Throne you choose among the tied bidders: {}.",
                    join_and(&names)
                ));
            }
        }
        Request::Raid | Request::March { .. } | Request::Consolidate => {
            out.push(format!("It is your turn in the Action phase ({}).", super::phase(&view.phase)));
        }
        Request::PortCapture { port, max } => out.push(format!(
            "You took the land of {port}: up to {max} enemy ship(s) there can become yours."
        )),
        Request::Raven | Request::RavenDecide => out.push(
            "You hold the Messenger Raven: replace one of your orders, or look at the top wildling card."
                .into(),
        ),
    }
    if matches!(request, Request::Bid { purpose } if purpose != "wildlings") {
        if let Request::Bid { purpose } = request {
            let t = super::track_from_key(purpose)
                .map(track)
                .unwrap_or("the track");
            out.insert(0, format!("A Clash of Kings: the houses bid for {t}."));
        }
    }
    out
}
