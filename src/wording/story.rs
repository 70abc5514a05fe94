//! What led to a decision, in the terms of the house that must make it, and the numbers the
//! decision needs: "Baratheon attacks your ships in the Narrow Sea with 2 ships; strength before
//! cards 3 to 1", "You have 4 power available". Built from that house's own view only, so a
//! mail or page can show it to that player, in that player's language (`story-*` messages).

use super::{area, card, house, join_and, track, unit_list, westeros_card, wildling_card};
use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::view::{CombatView, GameView};
use crate::engine::House;
use crate::i18n::Tr;
use fluent_bundle::FluentValue;

/// The combat in the reader's terms.
fn combat_line(tr: Tr, c: &CombatView, me: House) -> String {
    let units = unit_list(tr, &c.attacking.standing_list());
    let strengths = tr.t2(
        "story-strengths-before",
        "attacker",
        c.initial_strengths[0] as i64,
        "defender",
        c.initial_strengths[1] as i64,
    );
    let defenders = |d: House| {
        if d == me {
            tr.t1("story-your-units-in", "area", area(tr, c.area))
        } else {
            tr.t2(
                "story-house-in",
                "house",
                house(tr, d),
                "area",
                area(tr, c.area),
            )
        }
    };
    let s = FluentValue::from;
    match c.defender {
        Some(d) if c.attacker == me => tr.t_args(
            "story-you-attack",
            &[
                ("target", s(defenders(d))),
                ("from", s(area(tr, c.origin))),
                ("units", s(units)),
                ("strengths", s(strengths)),
            ],
        ),
        Some(d) => tr.t_args(
            "story-attacks",
            &[
                ("attacker", s(house(tr, c.attacker))),
                ("target", s(defenders(d))),
                ("from", s(area(tr, c.origin))),
                ("units", s(units)),
                ("strengths", s(strengths)),
            ],
        ),
        None if c.attacker == me => tr.t_args(
            "story-you-attack-neutral",
            &[
                ("area", s(area(tr, c.area))),
                ("units", s(units)),
                (
                    "attacker_strength",
                    FluentValue::from(c.initial_strengths[0] as i64),
                ),
                (
                    "defender_strength",
                    FluentValue::from(c.initial_strengths[1] as i64),
                ),
            ],
        ),
        None => tr.t2(
            "story-attacks-neutral",
            "attacker",
            house(tr, c.attacker),
            "area",
            area(tr, c.area),
        ),
    }
}

/// The lines that set the scene of `request` for `me` (its own view, its own options).
pub fn story(
    tr: Tr,
    view: &GameView,
    me: House,
    request: &Request,
    legal: Option<&Legal>,
) -> Vec<String> {
    let mine = view.houses.iter().find(|h| h.house == me);
    let power = mine.map_or(0, |h| h.power) as i64;
    let supply = mine.map_or(0, |h| h.supply) as i64;
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
                out.push(combat_line(tr, c, me));
                if let Some((a, d)) = c.cards {
                    let s = FluentValue::from;
                    out.push(
                        tr.t_args(
                            "story-house-cards",
                            &[
                                ("attacker", s(house(tr, c.attacker))),
                                ("attacker_card", s(card(tr, a))),
                                (
                                    "defender",
                                    s(c.defender
                                        .map_or(tr.t("story-the-defender"), |h| house(tr, h))),
                                ),
                                ("defender_card", s(card(tr, d))),
                            ],
                        ),
                    );
                }
                if let Some(w) = c.winner {
                    let s = c.strengths.unwrap_or(c.initial_strengths);
                    out.push(tr.t3(
                        "story-won",
                        "house",
                        house(tr, w),
                        "attacker_strength",
                        s[0] as i64,
                        "defender_strength",
                        s[1] as i64,
                    ));
                }
            }
        }
        Request::Bid { purpose } => {
            out.push(tr.t1("story-bid-power", "power", power));
            if purpose == "wildlings" {
                if let Some(s) = view.wildling_attack {
                    out.push(tr.t1("story-bid-wildlings", "strength", s as i64));
                }
            }
        }
        Request::Muster => {
            if let Some(Legal::Muster { areas, .. }) = legal {
                let parts: Vec<String> = areas
                    .iter()
                    .map(|(a, p, _)| {
                        tr.t2(
                            "story-muster-points",
                            "area",
                            area(tr, *a),
                            "points",
                            *p as i64,
                        )
                    })
                    .collect();
                out.push(tr.t2(
                    "story-muster",
                    "areas",
                    join_and(tr, &parts),
                    "supply",
                    supply,
                ));
            }
        }
        Request::Reconcile => out.push(tr.t1("story-reconcile", "supply", supply)),
        Request::PlaceOrders => {
            let stars = mine.map_or(0, |h| h.special_orders_allowed) as i64;
            out.push(tr.t2(
                "story-place-orders",
                "round",
                view.round as i64,
                "stars",
                stars,
            ));
        }
        Request::WesterosChoice { card } => {
            out.push(tr.t1("story-westeros-choice", "card", westeros_card(tr, *card)))
        }
        Request::Wildling { card, .. } => {
            if let Some(s) = view.wildling_attack {
                out.push(tr.t2(
                    "story-wildlings-attacked",
                    "strength",
                    s as i64,
                    "card",
                    wildling_card(tr, *card),
                ));
            }
        }
        Request::TieOrder => {
            if let Some(Legal::TieOrder { bids }) = legal {
                let parts: Vec<String> = bids
                    .iter()
                    .map(|(h, b)| format!("{} {b}", house(tr, *h)))
                    .collect();
                out.push(tr.t1("story-tie-order", "bids", parts.join(", ")));
            }
        }
        Request::ChooseBidder { .. } => {
            if let Some(Legal::ChooseBidder { candidates }) = legal {
                let names: Vec<String> = candidates.iter().map(|h| house(tr, *h)).collect();
                out.push(tr.t1("story-choose-bidder", "houses", join_and(tr, &names)));
            }
        }
        Request::Raid | Request::March { .. } | Request::Consolidate => {
            out.push(tr.t1("story-action-turn", "phase", super::phase(tr, &view.phase)));
        }
        Request::PortCapture { port, max } => out.push(tr.t2(
            "story-port-capture",
            "port",
            area(tr, *port),
            "max",
            *max as i64,
        )),
        Request::Raven | Request::RavenDecide => out.push(tr.t("story-raven")),
    }
    if let Request::Bid { purpose } = request {
        if purpose != "wildlings" {
            let t = super::track_from_key(purpose)
                .map(|t| track(tr, t))
                .unwrap_or_else(|| tr.t("story-the-track"));
            out.insert(0, tr.t1("story-clash-of-kings", "track", t));
        }
    }
    out
}
