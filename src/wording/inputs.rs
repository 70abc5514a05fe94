//! What a house is asked ([`request`]) and what it answered ([`input`]), in words: for the
//! "waiting for" list, the summary of a sealed answer, "your move" mails and the mail that says
//! what a passed deadline filled in. Every sentence is a Fluent message (`events.ftl`: `ask-*`
//! for requests, `ans-*` for answers) in the reader's language.

use super::{
    a_unit, area, card, house, join_and, order, side, track, unit_list, units_at, westeros_card,
    westeros_option, wildling_card,
};
use crate::engine::game::Request;
use crate::engine::input::MusterAction;
use crate::engine::phase::Decision;
use crate::engine::wildlings::Effect;
use crate::engine::Input;
use crate::i18n::Tr;

/// The message key of an ability's decision (`ask-ability` selects on it).
fn decision_key(d: &Decision) -> &'static str {
    match d {
        Decision::TyrionCancel => "tyrion_cancel",
        Decision::ChooseAgain => "choose_again",
        Decision::AeronSwap => "aeron_swap",
        Decision::DoranTrack => "doran_track",
        Decision::QueenOfThorns => "queen_of_thorns",
        Decision::MaceFootman => "mace_footman",
        Decision::TidesRedraw => "tides_redraw",
        Decision::SkullCasualties { .. } => "skull_casualties",
        Decision::RenlyUpgrade => "renly_upgrade",
        Decision::CerseiRemove => "cersei_remove",
        Decision::Patchface => "patchface",
        Decision::LuwinTakeBack => "luwin_take_back",
        Decision::MelisandreDiscard => "melisandre_discard",
        Decision::AshaRemove => "asha_remove",
    }
}

/// What an ability asks, as a clause ("choose the track for Doran Martell"): the request line
/// says Tyrion's in short, forms say it in full (`long`).
pub fn decision(tr: Tr, d: &Decision, long: bool) -> String {
    let key = decision_key(d);
    if !long && key == "tyrion_cancel" {
        return tr.t("ask-ability-tyrion-short");
    }
    tr.t1("ask-ability", "decision", key)
}

/// "bid power for the Iron Throne track".
pub fn request(tr: Tr, r: &Request) -> String {
    match r {
        Request::PlaceOrders => tr.t("ask-place-orders"),
        Request::Raven => tr.t("ask-raven"),
        Request::RavenDecide => tr.t("ask-raven-decide"),
        Request::Raid => tr.t("ask-raid"),
        Request::March { retry_from: None } => tr.t("ask-march"),
        Request::March {
            retry_from: Some(a),
        } => tr.t1("ask-march-again", "area", area(tr, *a)),
        Request::Support => tr.t("ask-support"),
        Request::RefuseSupport => tr.t("ask-refuse-support"),
        Request::HouseCard => tr.t("ask-house-card"),
        Request::Blade => tr.t("ask-blade"),
        Request::Casualties { count } => tr.t1("ask-casualties", "count", *count as i64),
        Request::Retreat => tr.t("ask-retreat"),
        Request::PortCapture { port, .. } => tr.t1("ask-port-capture", "port", area(tr, *port)),
        Request::Consolidate => tr.t("ask-consolidate"),
        Request::WesterosChoice { card } => {
            tr.t1("ask-westeros-choice", "card", westeros_card(tr, *card))
        }
        Request::Muster => tr.t("ask-muster"),
        Request::Reconcile => tr.t("ask-reconcile"),
        Request::Bid { purpose } => match purpose.as_str() {
            "wildlings" => tr.t("ask-bid-wildlings"),
            p => match super::track_from_key(p) {
                Some(t) => tr.t1("ask-bid-track", "track", track(tr, t)),
                None => tr.t1("ask-bid-other", "purpose", p.replace('_', " ")),
            },
        },
        Request::TieOrder => tr.t("ask-tie-order"),
        Request::ChooseBidder { highest: true } => tr.t("ask-choose-highest"),
        Request::ChooseBidder { highest: false } => tr.t("ask-choose-lowest"),
        Request::Wildling { card, effect } => {
            let what = match effect {
                Effect::Destroy(n) => tr.t1("ask-wildling-destroy", "count", *n as i64),
                Effect::DestroyValue(v) => tr.t1("ask-wildling-destroy-value", "value", *v as i64),
                Effect::HordeLowest => tr.t1("ask-wildling-destroy-units", "count", 2),
                Effect::PreemptiveRaid => tr.t("ask-wildling-preemptive"),
                Effect::KnightsToFootmen(_) => tr.t("ask-wildling-knights-to-footmen"),
                Effect::FootmenToKnights => tr.t("ask-wildling-footmen-to-knights"),
                Effect::DiscardCard => tr.t("ask-wildling-discard"),
                Effect::LastOnTrack => tr.t("ask-wildling-last-on-track"),
                Effect::FirstOnTrack => tr.t("ask-wildling-first-on-track"),
                Effect::TakeBackCard => tr.t("ask-wildling-take-back"),
                Effect::Muster => tr.t("ask-wildling-muster"),
            };
            tr.t2(
                "ask-wildling",
                "what",
                what,
                "card",
                wildling_card(tr, *card),
            )
        }
        Request::Ability { decision: d } => decision(tr, d, false),
    }
}

fn muster_plan(tr: Tr, actions: &[MusterAction]) -> String {
    let parts: Vec<String> = actions
        .iter()
        .map(|a| match a {
            MusterAction::Recruit { unit, to: None } => a_unit(tr, *unit),
            MusterAction::Recruit { unit, to: Some(t) } => {
                tr.t2("w-unit-in", "unit", a_unit(tr, *unit), "area", area(tr, *t))
            }
            MusterAction::Upgrade { to } => tr.t1("w-upgrade-to", "unit", a_unit(tr, *to)),
        })
        .collect();
    if parts.is_empty() {
        tr.t("w-nothing")
    } else {
        join_and(tr, &parts)
    }
}

/// An answer in words, as its author reads it: "orders: Winterfell Defense +1, ...".
pub fn input(tr: Tr, i: &Input) -> String {
    let a = |x: &crate::engine::AreaId| area(tr, *x);
    match i {
        Input::PlaceOrders { orders } => {
            if orders.is_empty() {
                return tr.t("ans-no-orders");
            }
            let parts: Vec<String> = orders
                .iter()
                .map(|(x, t)| format!("{} {}", a(x), order(tr, *t)))
                .collect();
            tr.t1("ans-orders", "orders", parts.join(", "))
        }
        Input::RavenReplace { area: x, token } => tr.t2(
            "ans-raven-replace",
            "order",
            order(tr, *token),
            "area",
            a(x),
        ),
        Input::RavenPeek => tr.t("ans-raven-peek"),
        Input::RavenPass => tr.t("ans-raven-pass"),
        Input::RavenDecide { bury: true } => tr.t("ans-raven-bury"),
        Input::RavenDecide { bury: false } => tr.t("ans-raven-keep"),
        // A 1st-edition special raid may remove a second order.
        Input::Raid {
            from,
            target,
            second: Some(second),
        } => match target {
            Some(t) => tr.t_args(
                "ans-raid-two",
                &[
                    ("from", a(from).into()),
                    ("target", a(t).into()),
                    ("second", a(second).into()),
                ],
            ),
            None => tr.t2("ans-raid-second", "from", a(from), "second", a(second)),
        },
        Input::Raid { from, target, .. } => match target {
            Some(t) => tr.t2("ans-raid", "from", a(from), "target", a(t)),
            None => tr.t1("ans-raid-void", "from", a(from)),
        },
        Input::March { from, moves, .. } => {
            if moves.is_empty() {
                tr.t1("ans-march-nothing", "from", a(from))
            } else {
                let parts: Vec<String> = moves
                    .iter()
                    .map(|m| {
                        tr.t2(
                            "w-units-to",
                            "units",
                            unit_list(tr, &m.units),
                            "area",
                            a(&m.to),
                        )
                    })
                    .collect();
                tr.t2("ans-march", "from", a(from), "moves", join_and(tr, &parts))
            }
        }
        Input::Support { choices } => {
            let parts: Vec<String> = choices
                .iter()
                .map(|c| {
                    tr.t2(
                        "ans-support-for",
                        "area",
                        a(&c.area),
                        "side",
                        side(tr, c.side),
                    )
                })
                .collect();
            tr.t1("ans-support", "choices", parts.join(", "))
        }
        Input::RefuseSupport { refuse } => {
            if refuse.is_empty() {
                tr.t("ans-support-accepted")
            } else {
                let areas: Vec<String> = refuse.iter().map(a).collect();
                tr.t1("ans-support-refused", "areas", join_and(tr, &areas))
            }
        }
        Input::HouseCard { card: c } => tr.t1("ans-house-card", "card", card(tr, *c)),
        Input::Blade { use_blade: true } => tr.t("ans-blade-used"),
        Input::Blade { use_blade: false } => tr.t("ans-blade-not-used"),
        Input::Casualties { units } => tr.t1("ans-casualties", "units", unit_list(tr, units)),
        Input::Retreat { to, destroy } => {
            if destroy.is_empty() {
                tr.t1("ans-retreat", "to", a(to))
            } else {
                tr.t2(
                    "ans-retreat-losing",
                    "to",
                    a(to),
                    "units",
                    unit_list(tr, destroy),
                )
            }
        }
        Input::PortCapture { replace } => tr.t1("ans-port-capture", "count", *replace as i64),
        Input::Consolidate { area: x, muster } => match muster {
            None => tr.t1("ans-consolidate-power", "area", a(x)),
            Some(plan) => tr.t2(
                "ans-consolidate-muster",
                "area",
                a(x),
                "plan",
                muster_plan(tr, plan),
            ),
        },
        Input::WesterosChoice { choice } => tr.t1(
            "ans-westeros-choice",
            "option",
            westeros_option(tr, *choice),
        ),
        Input::Muster { areas } => {
            if areas.is_empty() {
                return tr.t("ans-muster-nothing");
            }
            let parts: Vec<String> = areas
                .iter()
                .map(|m| format!("{}: {}", a(&m.area), muster_plan(tr, &m.actions)))
                .collect();
            tr.t1("ans-muster", "plan", parts.join("; "))
        }
        Input::Reconcile { destroy } => tr.t1("ans-reconcile", "units", units_at(tr, destroy)),
        Input::Bid { power } => tr.t1("ans-bid", "power", *power as i64),
        Input::TieOrder { order: o } => {
            let names: Vec<String> = o.iter().map(|h| house(tr, *h)).collect();
            tr.t1("ans-tie-order", "houses", names.join(", "))
        }
        Input::ChooseBidder { house: h } => tr.t1("ans-choose-bidder", "house", house(tr, *h)),
        Input::DestroyUnits { units, .. } => {
            tr.t1("ans-units-destroyed", "units", units_at(tr, units))
        }
        Input::ReplaceUnits { units } => tr.t1("ans-units-replaced", "units", units_at(tr, units)),
        Input::DiscardHouseCard { card: c } => tr.t1("ans-discarded", "card", card(tr, *c)),
        Input::TakeBackHouseCard { card: c } => match c {
            Some(c) => tr.t1("ans-taken-back", "card", card(tr, *c)),
            None => tr.t("ans-no-card-taken-back"),
        },
        Input::ChooseTrack { track: t } => tr.t1("ans-track", "track", track(tr, *t)),
        Input::UseAbility { yes: true } => tr.t("ans-ability-used"),
        Input::UseAbility { yes: false } => tr.t("ans-ability-not-used"),
        Input::ChooseCard { card: c } => match c {
            Some(c) => tr.t1("ans-card-chosen", "card", card(tr, *c)),
            None => tr.t("ans-no-card-chosen"),
        },
        Input::ChooseArea { area: x } => match x {
            Some(x) => tr.t1("ans-area-chosen", "area", a(x)),
            None => tr.t("ans-no-area-chosen"),
        },
        Input::ChooseFootman { routed: true } => tr.t("ans-routed-footman"),
        Input::ChooseFootman { routed: false } => tr.t("ans-standing-footman"),
        #[expect(
            unreachable_patterns,
            reason = "every input has its words today; the arm words an input the engine grows before this file does"
        )]
        other => other.kind().replace('_', " "),
    }
}
