//! A form for every decision the engine can ask for, built from [`Legal`] options only, and the
//! parser that turns a submitted form back into an engine [`Input`].
//!
//! Forms are data ([`FormView`]: selects, radio buttons, checkboxes); one template draws them
//! all. Each form carries a `form` field naming the kind of input it makes; [`parse`] reads only
//! the submitted fields (never the options), so the engine stays the judge of legality and its
//! rejection is shown with the player's entries kept ([`FormView::prefill`]).
//!
//! A decision this file does not know (the engine grows) gets a form-less notice, never a panic.

use super::formdata::FormData;
use super::words;
use crate::engine::input::{AreaMuster, MarchMove, MusterAction, Side, SupportChoice, UnitAt};
use crate::engine::legal::Legal;
use crate::engine::phase::Decision;
use crate::engine::state::{Track, UnitCounts};
use crate::engine::view::GameView;
use crate::engine::wildlings::Effect;
use crate::engine::{AreaId, House, HouseCardId, Input, OrderToken, UnitKind};
use std::collections::BTreeMap;

/// One choice of a select or radio group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub value: String,
    pub label: String,
    pub selected: bool,
}

impl Choice {
    fn new(value: impl Into<String>, label: impl Into<String>) -> Choice {
        Choice {
            value: value.into(),
            label: label.into(),
            selected: false,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Hidden {
        name: String,
        value: String,
    },
    Select {
        name: String,
        label: String,
        options: Vec<Choice>,
    },
    Radio {
        name: String,
        label: String,
        options: Vec<Choice>,
    },
    Check {
        name: String,
        value: String,
        label: String,
        checked: bool,
    },
    Note {
        text: String,
    },
}

/// One form on the game page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormView {
    /// The kind of input (`form` field), e.g. `place_orders`.
    pub kind: String,
    pub title: String,
    pub notes: Vec<String>,
    pub fields: Vec<Field>,
    /// The submit button's label; empty when the form cannot be submitted (unsupported).
    pub submit: String,
}

impl FormView {
    fn new(kind: &str, title: impl Into<String>, submit: &str) -> FormView {
        FormView {
            kind: kind.into(),
            title: title.into(),
            notes: vec![],
            fields: vec![],
            submit: submit.into(),
        }
    }

    fn note(mut self, text: impl Into<String>) -> FormView {
        self.notes.push(text.into());
        self
    }

    fn hidden(&mut self, name: &str, value: &str) {
        self.fields.push(Field::Hidden {
            name: name.into(),
            value: value.into(),
        });
    }

    fn select(&mut self, name: impl Into<String>, label: impl Into<String>, options: Vec<Choice>) {
        let mut options = options;
        if !options.iter().any(|o| o.selected) {
            if let Some(first) = options.first_mut() {
                first.selected = true;
            }
        }
        self.fields.push(Field::Select {
            name: name.into(),
            label: label.into(),
            options,
        });
    }

    fn radio(&mut self, name: impl Into<String>, label: impl Into<String>, options: Vec<Choice>) {
        let mut options = options;
        if !options.iter().any(|o| o.selected) {
            if let Some(first) = options.first_mut() {
                first.selected = true;
            }
        }
        self.fields.push(Field::Radio {
            name: name.into(),
            label: label.into(),
            options,
        });
    }

    fn check(&mut self, name: &str, value: &str, label: impl Into<String>, checked: bool) {
        self.fields.push(Field::Check {
            name: name.into(),
            value: value.into(),
            label: label.into(),
            checked,
        });
    }

    /// The value of a hidden field, which identifies one of several forms of a kind.
    pub fn hidden_value(&self, name: &str) -> Option<&str> {
        self.fields.iter().find_map(|f| match f {
            Field::Hidden { name: n, value } if n == name => Some(value.as_str()),
            _ => None,
        })
    }

    /// Whether a submitted form came from this form (same kind, same identifying fields).
    pub fn matches(&self, form: &FormData) -> bool {
        form.get("form") == Some(self.kind.as_str())
            && ["from", "area"]
                .iter()
                .all(|k| self.hidden_value(k).is_none_or(|v| form.get(k) == Some(v)))
    }

    /// Shows the player's submitted entries again (after a rejection).
    pub fn prefill(&mut self, form: &FormData) {
        let mut seen: BTreeMap<(String, String), usize> = BTreeMap::new();
        for f in &mut self.fields {
            match f {
                Field::Select { name, options, .. } | Field::Radio { name, options, .. } => {
                    if let Some(v) = form.get(name) {
                        if options.iter().any(|o| o.value == v) {
                            for o in options.iter_mut() {
                                o.selected = o.value == v;
                            }
                        }
                    }
                }
                Field::Check {
                    name,
                    value,
                    checked,
                    ..
                } => {
                    // Several boxes may share a name and value (two footmen in one area): the
                    // n-th is ticked if the value was sent at least n times.
                    let n = seen.entry((name.clone(), value.clone())).or_insert(0);
                    *n += 1;
                    let sent = form
                        .all(name)
                        .iter()
                        .filter(|v| **v == value.as_str())
                        .count();
                    *checked = sent >= *n;
                }
                _ => {}
            }
        }
    }
}

fn yes_no(yes: &str, no: &str) -> Vec<Choice> {
    vec![Choice::new("yes", yes), Choice::new("no", no)]
}

fn card_label(c: HouseCardId) -> String {
    let k = c.card();
    let mut s = format!("{} (strength {}", k.name, k.strength);
    if k.swords > 0 {
        s.push_str(&format!(
            ", {} sword{}",
            k.swords,
            if k.swords > 1 { "s" } else { "" }
        ));
    }
    if k.fortifications > 0 {
        s.push_str(&format!(
            ", {} fortification{}",
            k.fortifications,
            if k.fortifications > 1 { "s" } else { "" }
        ));
    }
    s.push(')');
    if !k.ability.is_empty() {
        s.push_str(": ");
        s.push_str(k.ability);
    }
    s
}

fn card_choices(cards: &[HouseCardId]) -> Vec<Choice> {
    cards
        .iter()
        .map(|c| Choice::new(c.key(), card_label(*c)))
        .collect()
}

fn track_choices(tracks: &[Track]) -> Vec<Choice> {
    tracks
        .iter()
        .map(|t| Choice::new(words::track_key(*t), words::capitalize(words::track(*t))))
        .collect()
}

fn count_choices(max: u8) -> Vec<Choice> {
    (0..=max)
        .map(|n| Choice::new(n.to_string(), n.to_string()))
        .collect()
}

/// One checkbox per unit, named `unit` with value `area:kind`.
fn unit_checks(f: &mut FormView, units: &[UnitAt], ticked: &[UnitAt], only: Option<UnitKind>) {
    let mut left: Vec<UnitAt> = ticked.to_vec();
    for u in units {
        if only.is_some_and(|k| k != u.unit) {
            continue;
        }
        let checked = match left.iter().position(|t| t == u) {
            Some(i) => {
                left.remove(i);
                true
            }
            None => false,
        };
        f.check(
            "unit",
            &format!("{}:{}", u.area.key(), u.unit.key()),
            format!("{} in {}", words::capitalize(words::unit(u.unit)), u.area),
            checked,
        );
    }
}

/// Per-kind count selects for `units` (casualties, retreat losses).
fn count_selects(f: &mut FormView, prefix: &str, units: &UnitCounts, max_each: Option<u8>) {
    for k in UnitKind::ALL {
        let n = units.standing(k);
        if n == 0 {
            continue;
        }
        let max = max_each.map_or(n, |m| m.min(n));
        f.select(
            format!("{prefix}.{}", k.key()),
            format!("{} (of {n})", words::capitalize(words::unit_plural_name(k))),
            count_choices(max),
        );
    }
}

/// The muster choices for one area: recruit, ship to a sea or port, upgrade.
fn muster_choices(area: AreaId, ships: &[AreaId], view: &GameView, me: House) -> Vec<Choice> {
    let mut v = vec![Choice::new("", "nothing")];
    if area.area().is_land() {
        v.push(Choice::new("recruit:footman", "a footman (1 point)"));
        v.push(Choice::new("recruit:knight", "a knight (2 points)"));
        v.push(Choice::new(
            "recruit:siege_engine",
            "a siege engine (2 points)",
        ));
    }
    for s in ships {
        v.push(Choice::new(
            format!("recruit:ship:{}", s.key()),
            format!("a ship in {s} (1 point)"),
        ));
    }
    let av = &view.areas[area.index()];
    if av.house == Some(me) && av.units.standing(UnitKind::Footman) > 0 {
        v.push(Choice::new(
            "upgrade:knight",
            "upgrade a footman to a knight (1 point)",
        ));
        v.push(Choice::new(
            "upgrade:siege_engine",
            "upgrade a footman to a siege engine (1 point)",
        ));
    }
    v
}

fn muster_slots(
    f: &mut FormView,
    area: AreaId,
    points: u8,
    ships: &[AreaId],
    view: &GameView,
    me: House,
) {
    for slot in 0..points.max(1) {
        f.select(
            format!("muster.{}.{slot}", area.key()),
            format!("{} — choice {}", area, slot + 1),
            muster_choices(area, ships, view, me),
        );
    }
}

fn order_label(view: &GameView, area: AreaId) -> String {
    match view.areas[area.index()].order {
        Some((h, t)) => format!("{area} ({h}'s {})", t.label()),
        None => area.to_string(),
    }
}

/// The forms for `me`'s current decision. `view` is `me`'s own view.
#[allow(unreachable_patterns)]
pub fn forms_for(legal: &Legal, view: &GameView, me: House) -> Vec<FormView> {
    match legal {
        Legal::PlaceOrders {
            areas,
            tokens,
            max_special,
            must_place,
        } => {
            let mut f = FormView::new("place_orders", "Place your orders", "Seal my orders")
                .note(format!(
                    "One order per area with your units ({must_place} to place). At most {max_special} special order(s) (★)."
                ))
                .note("Sealed orders stay secret, and you can change them until the last house has sealed its orders.");
            if view.restrictions.is_empty() {
            } else {
                f.notes.push("Some orders are banned this round by a Westeros card; they are not offered.".into());
            }
            for area in areas {
                let current = view.my_orders.as_ref().and_then(|m| m.get(area)).copied();
                let mut options = vec![Choice::new("", "— no order —")];
                for (t, n) in tokens {
                    if *n == 0 {
                        continue;
                    }
                    let mut c = Choice::new(t.key(), t.label());
                    c.selected = current == Some(*t);
                    options.push(c);
                }
                let units = view.areas[area.index()].units.standing_list();
                f.select(
                    format!("order.{}", area.key()),
                    format!("{area} ({})", words::unit_list(&units)),
                    options,
                );
            }
            vec![f]
        }
        Legal::Raven {
            own_orders,
            replacements,
            ..
        } => {
            let mut out = Vec::new();
            if !own_orders.is_empty() && !replacements.is_empty() {
                let mut f = FormView::new("raven_replace", "Messenger Raven: replace one of your orders", "Replace the order");
                f.select(
                    "area",
                    "Order to replace",
                    own_orders.iter().map(|a| Choice::new(a.key(), order_label(view, *a))).collect(),
                );
                f.select(
                    "token",
                    "New order",
                    replacements.iter().map(|t| Choice::new(t.key(), t.label())).collect(),
                );
                out.push(f);
            }
            out.push(FormView::new(
                "raven_peek",
                "Messenger Raven: look at the top wildling card",
                "Look at the card",
            ));
            out.push(FormView::new("raven_pass", "Messenger Raven: do nothing", "Do nothing"));
            out
        }
        Legal::RavenDecide { top } => {
            let name = top.map(|c| c.name()).unwrap_or("(no card)");
            let mut f = FormView::new("raven_decide", "The top wildling card", "Decide")
                .note(format!("The top card of the wildling deck is {name}. Only you know this."));
            f.radio(
                "bury",
                "Where does it go?",
                vec![
                    Choice::new("no", "Leave it on top"),
                    Choice::new("yes", "Put it at the bottom of the deck"),
                ],
            );
            vec![f]
        }
        Legal::Raid { options } => options
            .iter()
            .map(|(from, targets)| {
                let mut f = FormView::new("raid", format!("Resolve your raid in {from}"), "Raid");
                f.hidden("from", from.key());
                let mut choices = vec![Choice::new("", "no target (just remove the raid order)")];
                choices.extend(targets.iter().map(|t| Choice::new(t.key(), order_label(view, *t))));
                f.select("target", "Order to raid", choices);
                f
            })
            .collect(),
        Legal::March { options, forbidden } => options
            .iter()
            .map(|o| {
                let mut f = FormView::new("march", format!("Resolve your march from {}", o.from), "March");
                if let Some(a) = forbidden {
                    f.notes.push(format!("You may not march into {a} again with this order."));
                }
                f.notes.push("Choose a destination for each unit; units left on “stay” do not move. At most one destination may start a combat.".into());
                f.hidden("from", o.from.key());
                for (i, kind) in o.units.standing_list().into_iter().enumerate() {
                    let dests = o
                        .destinations
                        .iter()
                        .find(|(k, _)| *k == kind)
                        .map(|(_, d)| d.as_slice())
                        .unwrap_or(&[]);
                    let mut choices = vec![Choice::new("stay", "stay")];
                    for d in dests {
                        let mut label = d.to_string();
                        if o.attacks.contains(d) {
                            let av = &view.areas[d.index()];
                            match (av.house, av.neutral) {
                                (Some(h), _) => label.push_str(&format!(" — attack {h}")),
                                (None, Some(crate::engine::state::Neutral::Force(n))) => {
                                    label.push_str(&format!(" — attack the neutral force ({n})"))
                                }
                                _ => label.push_str(" — attack"),
                            }
                        }
                        choices.push(Choice::new(d.key(), label));
                    }
                    f.hidden(&format!("kind.{i}"), kind.key());
                    f.select(
                        format!("move.{i}"),
                        format!("{} {}", words::capitalize(words::unit(kind)), i + 1),
                        choices,
                    );
                }
                if o.may_leave_power_token {
                    f.check(
                        "leave_power_token",
                        "1",
                        format!("Leave a power token in {} if all units leave", o.from),
                        false,
                    );
                }
                f
            })
            .collect(),
        Legal::Support { areas } => {
            let combat = view.combat.as_ref();
            let mut f = FormView::new("support", "Declare your support", "Declare support");
            if let Some(c) = combat {
                f.notes.push(match c.defender {
                    Some(d) => format!("Combat in {}: {} attacks {d}.", c.area, c.attacker),
                    None => format!("Combat in {}: {} attacks.", c.area, c.attacker),
                });
            }
            for (area, sides) in areas {
                let choices = sides
                    .iter()
                    .map(|s| match s {
                        None => Choice::new("none", "support nobody"),
                        Some(Side::Attacker) => Choice::new(
                            "attacker",
                            format!("support the attacker{}", combat.map(|c| format!(" ({})", c.attacker)).unwrap_or_default()),
                        ),
                        Some(Side::Defender) => Choice::new(
                            "defender",
                            format!(
                                "support the defender{}",
                                combat.and_then(|c| c.defender).map(|d| format!(" ({d})")).unwrap_or_default()
                            ),
                        ),
                    })
                    .collect();
                f.select(format!("support.{}", area.key()), format!("Support order in {area}"), choices);
            }
            vec![f]
        }
        Legal::RefuseSupport { offers } => {
            let mut f = FormView::new("refuse_support", "Accept or refuse support", "Confirm")
                .note("Tick the support you refuse; support left unticked is accepted.");
            for a in offers {
                let owner = view.areas[a.index()].house.map(|h| format!(" ({h})")).unwrap_or_default();
                f.check("refuse", a.key(), format!("Refuse the support from {a}{owner}"), false);
            }
            vec![f]
        }
        Legal::HouseCard { hand } => vec![house_card_form(hand, view)],
        Legal::Blade => {
            let mut f = FormView::new("blade", "The Valyrian Steel Blade", "Decide")
                .note("You hold the Valyrian Steel Blade: use it for +1 combat strength?");
            f.radio("use_blade", "Use the Blade?", yes_no("Use it (+1)", "Do not use it"));
            vec![f]
        }
        Legal::Casualties { count, units, .. } => vec![casualties_form(*count, units)],
        Legal::Retreat { options, units, .. } => {
            let mut f = FormView::new("retreat", "Retreat", "Retreat");
            f.select(
                "to",
                "Retreat to",
                options
                    .iter()
                    .map(|(a, lost)| {
                        if *lost > 0 {
                            Choice::new(a.key(), format!("{a} (you lose {lost} unit(s) to supply)"))
                        } else {
                            Choice::new(a.key(), a.to_string())
                        }
                    })
                    .collect(),
            );
            if options.iter().any(|(_, l)| *l > 0) {
                f.notes.push("If your retreat costs units, choose which ones are destroyed.".into());
                count_selects(&mut f, "destroy", units, None);
            }
            vec![f]
        }
        Legal::PortCapture { port, max } => {
            let mut f = FormView::new("port_capture", format!("Ships in {port}"), "Confirm")
                .note(format!("You took the land of {port}: replace up to {max} enemy ship(s) there with your own; the rest are destroyed."));
            f.select("replace", "Ships to replace", count_choices(*max));
            vec![f]
        }
        Legal::Consolidate { orders, .. } => orders
            .iter()
            .map(|(area, muster)| {
                let mut f = FormView::new("consolidate", format!("Consolidate Power in {area}"), "Resolve");
                f.hidden("area", area.key());
                if let Some(ships) = muster {
                    f.radio(
                        "mode",
                        "What does this order do?",
                        vec![
                            Choice::new("power", "Gain power"),
                            Choice::new("muster", "Muster units here instead"),
                        ],
                    );
                    muster_slots(&mut f, *area, area.area().muster_points(), ships, view, me);
                }
                f
            })
            .collect(),
        Legal::WesterosChoice { options } => {
            let card = view.awaiting.iter().find(|a| a.house == me).map(|a| a.request.describe());
            let mut f = FormView::new("westeros_choice", "A Westeros card: your choice", "Choose");
            if let Some(c) = card {
                f.notes.push(words::capitalize(&c));
            }
            f.radio(
                "choice",
                "Option",
                options
                    .iter()
                    .map(|o| Choice::new(words::westeros_option_key(*o), words::capitalize(words::westeros_option(*o))))
                    .collect(),
            );
            vec![f]
        }
        Legal::Muster { areas, one_area_only, .. } => {
            let mut f = FormView::new("muster", "Muster", "Muster")
                .note("Each castle gives 1 mustering point, each stronghold 2. Leave everything on “nothing” to muster nothing.");
            if *one_area_only {
                f.notes.push("You may muster in one area only.".into());
            }
            for (area, points, ships) in areas {
                muster_slots(&mut f, *area, *points, ships, view, me);
            }
            vec![f]
        }
        Legal::Reconcile { units, suggested } => {
            let mut f = FormView::new("reconcile", "Reconcile armies with supply", "Destroy the ticked units")
                .note("Your armies exceed your supply: tick the units to destroy (a suggestion is ticked).");
            unit_checks(&mut f, units, suggested, None);
            vec![f]
        }
        Legal::Bid { max } => {
            let what = view
                .awaiting
                .iter()
                .find(|a| a.house == me)
                .map(|a| a.request.describe())
                .unwrap_or_else(|| "bid power".into());
            let mut f = FormView::new("bid", "Your bid", "Seal my bid")
                .note(format!("{}. Your bid stays secret until every bid is in; you can change it until then.", words::capitalize(&what)));
            f.select("power", format!("Power to bid (you have {max})"), count_choices(*max));
            vec![f]
        }
        Legal::TieOrder { bids } => {
            let mut order: Vec<(House, u8)> = bids.iter().map(|(h, b)| (*h, *b)).collect();
            order.sort_by_key(|x| std::cmp::Reverse(x.1));
            let mut f = FormView::new("tie_order", "Break the ties", "Set the track")
                .note("You hold the Iron Throne: put every house in order. Higher bids stay ahead; only tied houses may be arranged.");
            for (i, _) in order.iter().enumerate() {
                let choices = order
                    .iter()
                    .map(|(h, b)| {
                        let mut c = Choice::new(h.key(), format!("{h} (bid {b})"));
                        c.selected = order[i].0 == *h;
                        c
                    })
                    .collect();
                f.select(format!("pos.{i}"), format!("Place {}", i + 1), choices);
            }
            vec![f]
        }
        Legal::ChooseBidder { candidates } => {
            let mut f = FormView::new("choose_bidder", "Choose among the tied bidders", "Choose");
            if let Some(a) = view.awaiting.iter().find(|a| a.house == me) {
                f.notes.push(words::capitalize(&a.request.describe()));
            }
            f.select(
                "house",
                "House",
                candidates.iter().map(|h| Choice::new(h.key(), h.name())).collect(),
            );
            vec![f]
        }
        Legal::Ability {
            decision,
            optional,
            cards,
            areas,
            tracks,
            units,
        } => ability_forms(decision, *optional, cards, areas, tracks, units),
        Legal::Wildling {
            effect,
            units,
            hand,
            discard,
            ..
        } => wildling_forms(*effect, units, hand, discard),
        other => vec![unsupported(other)],
    }
}

fn house_card_form(hand: &[HouseCardId], view: &GameView) -> FormView {
    let mut f = FormView::new("house_card", "Choose your house card", "Seal my card")
        .note("Your card stays secret until both are chosen; you can change it until then.");
    if let Some(c) = &view.combat {
        f.notes.insert(
            0,
            match c.defender {
                Some(d) => format!("Combat in {}: {} attacks {d}.", c.area, c.attacker),
                None => format!("Combat in {}.", c.area),
            },
        );
    }
    let mine = view.combat.as_ref().and_then(|c| c.my_card);
    let mut choices = card_choices(hand);
    for ch in &mut choices {
        ch.selected = mine.is_some_and(|m| m.key() == ch.value);
    }
    f.radio("card", "Card", choices);
    f
}

fn casualties_form(count: u8, units: &UnitCounts) -> FormView {
    let mut f = FormView::new(
        "casualties",
        format!("Choose {count} casualties"),
        "Confirm casualties",
    )
    .note(format!(
        "Choose which {count} of your units in the battle are destroyed."
    ));
    count_selects(&mut f, "casualties", units, Some(count));
    f
}

#[allow(unreachable_patterns)]
fn ability_forms(
    decision: &Decision,
    optional: bool,
    cards: &[HouseCardId],
    areas: &[AreaId],
    tracks: &[Track],
    units: &UnitCounts,
) -> Vec<FormView> {
    let title = words::capitalize(decision.describe());
    match decision {
        Decision::ChooseAgain => {
            let mut f = FormView::new("house_card", title, "Choose this card")
                .note("Your card was cancelled: choose another.");
            f.radio("card", "Card", card_choices(cards));
            return vec![f];
        }
        Decision::SkullCasualties { count } => {
            let mut f = casualties_form(*count, units);
            f.title = title;
            return vec![f];
        }
        Decision::MaceFootman => {
            let mut f = FormView::new("choose_footman", title, "Confirm");
            f.radio(
                "routed",
                "Which footman?",
                vec![
                    Choice::new("yes", "A routed footman"),
                    Choice::new("no", "A standing footman"),
                ],
            );
            return vec![f];
        }
        _ => {}
    }
    if !cards.is_empty() {
        let mut f = FormView::new("choose_card", title, "Confirm");
        let mut choices = card_choices(cards);
        if optional {
            choices.insert(0, Choice::new("", "none (decline)"));
        }
        f.radio("card", "Card", choices);
        vec![f]
    } else if !areas.is_empty() {
        let mut f = FormView::new("choose_area", title, "Confirm");
        let mut choices: Vec<Choice> = areas
            .iter()
            .map(|a| Choice::new(a.key(), a.to_string()))
            .collect();
        if optional {
            choices.insert(0, Choice::new("", "none (decline)"));
        }
        f.select("area", "Area", choices);
        vec![f]
    } else if !tracks.is_empty() {
        let mut f = FormView::new("choose_track", title, "Confirm");
        f.select("track", "Track", track_choices(tracks));
        vec![f]
    } else if optional || matches!(decision, Decision::TyrionCancel | Decision::TidesRedraw) {
        let mut f = FormView::new("use_ability", title, "Confirm");
        f.radio("yes", "Use it?", yes_no("Yes", "No"));
        vec![f]
    } else {
        vec![FormView::new("", title, "").note(
            "The web pages cannot ask this question yet: there is nothing to choose from. Please tell the game's host.",
        )]
    }
}

#[allow(unreachable_patterns)]
fn wildling_forms(
    effect: Effect,
    units: &[UnitAt],
    hand: &[HouseCardId],
    discard: &[HouseCardId],
) -> Vec<FormView> {
    let destroy = |n: u8, title: &str| {
        let mut f = FormView::new("destroy_units", title, "Destroy the ticked units")
            .note(format!("Tick {n} of your units to destroy."));
        unit_checks(&mut f, units, &[], None);
        f
    };
    match effect {
        Effect::Destroy(n) => vec![destroy(n, "The wildlings: destroy units")],
        Effect::HordeLowest => vec![destroy(2, "The Horde Descends: destroy 2 units").note(
            "Two units in one area with a castle or stronghold if you can, otherwise anywhere.",
        )],
        Effect::PreemptiveRaid => {
            let mut t = FormView::new(
                "choose_track",
                "Preemptive Raid: or drop on a track",
                "Drop on this track",
            )
            .note("Instead of destroying units, drop 2 places on your highest influence track.");
            t.select(
                "track",
                "Track",
                track_choices(&[Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]),
            );
            vec![destroy(2, "Preemptive Raid: destroy 2 units"), t]
        }
        Effect::KnightsToFootmen(n) => {
            let mut f = FormView::new(
                "replace_units",
                "Crow Killers: knights become footmen",
                "Replace",
            )
            .note(if n == u8::MAX {
                // The lowest bidder loses every knight; it names those that get one of its free
                // footmen, and the others are destroyed (inputs WC-CK-L).
                "Every knight of yours goes: tick the knights that are replaced by your free footmen; the others are destroyed.".to_string()
            } else {
                format!("Tick {n} knight(s) to replace with footmen.")
            });
            unit_checks(&mut f, units, &[], Some(UnitKind::Knight));
            vec![f]
        }
        Effect::FootmenToKnights => {
            let mut f = FormView::new(
                "replace_units",
                "Crow Killers: footmen become knights",
                "Replace",
            )
            .note("Tick up to 2 footmen to replace with knights.");
            unit_checks(&mut f, units, &[], Some(UnitKind::Footman));
            vec![f]
        }
        Effect::DiscardCard => {
            let mut f = FormView::new(
                "discard_house_card",
                "Massing on the Milkwater: discard a card",
                "Discard",
            );
            f.radio("card", "Card", card_choices(hand));
            vec![f]
        }
        Effect::LastOnTrack => {
            let mut f = FormView::new(
                "choose_track",
                "A King Beyond the Wall: go last on a track",
                "Confirm",
            );
            f.select(
                "track",
                "Track",
                track_choices(&[Track::Fiefdoms, Track::KingsCourt]),
            );
            vec![f]
        }
        Effect::FirstOnTrack => {
            let mut f = FormView::new(
                "choose_track",
                "A King Beyond the Wall: go first on a track",
                "Confirm",
            );
            f.select(
                "track",
                "Track",
                track_choices(&[Track::IronThrone, Track::Fiefdoms, Track::KingsCourt]),
            );
            vec![f]
        }
        Effect::TakeBackCard => {
            let mut f = FormView::new(
                "take_back_house_card",
                "Mammoth Riders: take a card back",
                "Confirm",
            );
            let mut choices = card_choices(discard);
            choices.insert(0, Choice::new("", "none"));
            f.radio("card", "Card", choices);
            vec![f]
        }
        other => vec![
            FormView::new("", "A wildling card's decision", "").note(format!(
                "The web pages cannot answer this wildling effect yet ({other:?}).",
            )),
        ],
    }
}

/// A notice for a decision the web pages do not know yet.
fn unsupported(legal: &Legal) -> FormView {
    let kind = serde_json::to_value(legal)
        .ok()
        .and_then(|v| v.get("legal").and_then(|k| k.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "decision".into());
    FormView::new("", "A decision the web pages cannot show yet", "").note(format!(
        "You are asked for “{}”, which the web pages do not support yet.",
        kind.replace('_', " ")
    ))
}

// ------------------------------------------------------------------------------- parsing

type P<T> = Result<T, String>;

fn area(key: &str) -> P<AreaId> {
    AreaId::from_key(key).ok_or_else(|| format!("{key:?} is not an area"))
}

fn unit_kind(key: &str) -> P<UnitKind> {
    UnitKind::from_key(key).ok_or_else(|| format!("{key:?} is not a kind of unit"))
}

fn house(key: &str) -> P<House> {
    House::from_key(key).ok_or_else(|| format!("{key:?} is not a house"))
}

fn card(key: &str) -> P<HouseCardId> {
    HouseCardId::from_key(key).ok_or_else(|| format!("{key:?} is not a house card"))
}

fn opt_card(key: &str) -> P<Option<HouseCardId>> {
    if key.is_empty() {
        Ok(None)
    } else {
        card(key).map(Some)
    }
}

fn yes(form: &FormData, name: &str) -> P<bool> {
    match form.get(name) {
        Some("yes") => Ok(true),
        Some("no") => Ok(false),
        Some(v) => Err(format!("{name}={v:?} is neither yes nor no")),
        None => Err(format!("the field {name:?} is missing")),
    }
}

fn number(form: &FormData, name: &str) -> P<u8> {
    let v = form
        .get(name)
        .ok_or_else(|| format!("the field {name:?} is missing"))?;
    v.trim()
        .parse::<u8>()
        .map_err(|_| format!("{name}={v:?} is not a number from 0 to 255"))
}

fn track(key: &str) -> P<Track> {
    words::track_from_key(key).ok_or_else(|| format!("{key:?} is not a track"))
}

/// `count` copies of each kind from fields `prefix.<kind>`.
fn counted_units(form: &FormData, prefix: &str) -> P<Vec<UnitKind>> {
    let mut out = Vec::new();
    for (k, v) in form.with_prefix(prefix) {
        let kind = unit_kind(k)?;
        let n: u8 = v
            .trim()
            .parse()
            .map_err(|_| format!("{v:?} is not a number"))?;
        if n > 20 {
            return Err(format!("{n} is too many units"));
        }
        out.extend(std::iter::repeat_n(kind, n as usize));
    }
    Ok(out)
}

fn unit_at(v: &str) -> P<UnitAt> {
    let (a, k) = v
        .split_once(':')
        .ok_or_else(|| format!("{v:?} does not name a unit"))?;
    Ok(UnitAt {
        area: area(a)?,
        unit: unit_kind(k)?,
    })
}

fn muster_action(v: &str) -> P<Option<MusterAction>> {
    let parts: Vec<&str> = v.split(':').collect();
    Ok(match parts.as_slice() {
        [""] => None,
        ["recruit", k] => Some(MusterAction::Recruit {
            unit: unit_kind(k)?,
            to: None,
        }),
        ["recruit", k, to] => Some(MusterAction::Recruit {
            unit: unit_kind(k)?,
            to: Some(area(to)?),
        }),
        ["upgrade", k] => Some(MusterAction::Upgrade { to: unit_kind(k)? }),
        _ => return Err(format!("{v:?} is not a mustering choice")),
    })
}

/// Mustering plans from fields `muster.<area>.<slot>`, area by area in form order.
fn muster_plan(form: &FormData) -> P<Vec<AreaMuster>> {
    let mut plan: Vec<AreaMuster> = Vec::new();
    for (rest, v) in form.with_prefix("muster.") {
        let (a, slot) = rest
            .rsplit_once('.')
            .ok_or_else(|| format!("muster.{rest} is not a field"))?;
        slot.parse::<u8>()
            .map_err(|_| format!("muster.{rest} is not a field"))?;
        let a = area(a)?;
        let Some(action) = muster_action(v)? else {
            continue;
        };
        match plan.iter_mut().find(|m| m.area == a) {
            Some(m) => m.actions.push(action),
            None => plan.push(AreaMuster {
                area: a,
                actions: vec![action],
            }),
        }
    }
    Ok(plan)
}

/// Turns a submitted game form into an engine input. The error says which field is wrong.
pub fn parse(form: &FormData) -> P<Input> {
    let kind = form.get("form").ok_or("the field \"form\" is missing")?;
    Ok(match kind {
        "place_orders" => {
            let mut orders = BTreeMap::new();
            for (k, v) in form.with_prefix("order.") {
                let a = area(k)?;
                if v.is_empty() {
                    continue;
                }
                let t = OrderToken::from_key(v).ok_or_else(|| format!("{v:?} is not an order"))?;
                orders.insert(a, t);
            }
            Input::PlaceOrders { orders }
        }
        "raven_replace" => Input::RavenReplace {
            area: area(form.required("area").map_err(|e| e.0)?)?,
            token: OrderToken::from_key(form.required("token").map_err(|e| e.0)?)
                .ok_or("that is not an order")?,
        },
        "raven_peek" => Input::RavenPeek,
        "raven_pass" => Input::RavenPass,
        "raven_decide" => Input::RavenDecide {
            bury: yes(form, "bury")?,
        },
        "raid" => Input::Raid {
            from: area(form.required("from").map_err(|e| e.0)?)?,
            target: match form.get("target") {
                None | Some("") => None,
                Some(t) => Some(area(t)?),
            },
        },
        "march" => {
            let from = area(form.required("from").map_err(|e| e.0)?)?;
            let mut moves: Vec<MarchMove> = Vec::new();
            for (i, dest) in form.with_prefix("move.") {
                if dest == "stay" || dest.is_empty() {
                    continue;
                }
                let kind = unit_kind(
                    form.get(&format!("kind.{i}"))
                        .ok_or(format!("kind.{i} is missing"))?,
                )?;
                let to = area(dest)?;
                match moves.iter_mut().find(|m| m.to == to) {
                    Some(m) => m.units.push(kind),
                    None => moves.push(MarchMove {
                        to,
                        units: vec![kind],
                    }),
                }
            }
            Input::March {
                from,
                moves,
                leave_power_token: form.checked("leave_power_token"),
            }
        }
        "support" => {
            let mut choices = Vec::new();
            for (k, v) in form.with_prefix("support.") {
                let side = match v {
                    "none" => None,
                    "attacker" => Some(Side::Attacker),
                    "defender" => Some(Side::Defender),
                    _ => return Err(format!("{v:?} is not a side")),
                };
                choices.push(SupportChoice {
                    area: area(k)?,
                    side,
                });
            }
            Input::Support { choices }
        }
        "refuse_support" => Input::RefuseSupport {
            refuse: form.all("refuse").into_iter().map(area).collect::<P<_>>()?,
        },
        "house_card" => Input::HouseCard {
            card: card(form.required("card").map_err(|e| e.0)?)?,
        },
        "blade" => Input::Blade {
            use_blade: yes(form, "use_blade")?,
        },
        "casualties" => Input::Casualties {
            units: counted_units(form, "casualties.")?,
        },
        "retreat" => Input::Retreat {
            to: area(form.required("to").map_err(|e| e.0)?)?,
            destroy: counted_units(form, "destroy.")?,
        },
        "port_capture" => Input::PortCapture {
            replace: number(form, "replace")?,
        },
        "consolidate" => {
            let a = area(form.required("area").map_err(|e| e.0)?)?;
            let muster = if form.get("mode") == Some("muster") {
                let plan = muster_plan(form)?;
                Some(
                    plan.into_iter()
                        .filter(|m| m.area == a)
                        .flat_map(|m| m.actions)
                        .collect(),
                )
            } else {
                None
            };
            Input::Consolidate { area: a, muster }
        }
        "westeros_choice" => Input::WesterosChoice {
            choice: words::westeros_option_from_key(form.required("choice").map_err(|e| e.0)?)
                .ok_or("that is not an option of the card")?,
        },
        "muster" => Input::Muster {
            areas: muster_plan(form)?,
        },
        "reconcile" => Input::Reconcile {
            destroy: form
                .all("unit")
                .into_iter()
                .map(unit_at)
                .collect::<P<_>>()?,
        },
        "bid" => Input::Bid {
            power: number(form, "power")?,
        },
        "tie_order" => {
            let mut pos: Vec<(usize, House)> = Vec::new();
            for (i, v) in form.with_prefix("pos.") {
                let i: usize = i.parse().map_err(|_| format!("pos.{i} is not a field"))?;
                pos.push((i, house(v)?));
            }
            pos.sort_by_key(|p| p.0);
            Input::TieOrder {
                order: pos.into_iter().map(|p| p.1).collect(),
            }
        }
        "choose_bidder" => Input::ChooseBidder {
            house: house(form.required("house").map_err(|e| e.0)?)?,
        },
        "destroy_units" => Input::DestroyUnits {
            units: form
                .all("unit")
                .into_iter()
                .map(unit_at)
                .collect::<P<_>>()?,
        },
        "replace_units" => Input::ReplaceUnits {
            units: form
                .all("unit")
                .into_iter()
                .map(unit_at)
                .collect::<P<_>>()?,
        },
        "discard_house_card" => Input::DiscardHouseCard {
            card: card(form.required("card").map_err(|e| e.0)?)?,
        },
        "take_back_house_card" => Input::TakeBackHouseCard {
            card: opt_card(form.get("card").unwrap_or(""))?,
        },
        "choose_track" => Input::ChooseTrack {
            track: track(form.required("track").map_err(|e| e.0)?)?,
        },
        "use_ability" => Input::UseAbility {
            yes: yes(form, "yes")?,
        },
        "choose_card" => Input::ChooseCard {
            card: opt_card(form.get("card").unwrap_or(""))?,
        },
        "choose_area" => Input::ChooseArea {
            area: match form.get("area") {
                None | Some("") => None,
                Some(a) => Some(area(a)?),
            },
        },
        "choose_footman" => Input::ChooseFootman {
            routed: yes(form, "routed")?,
        },
        other => return Err(format!("{other:?} is not a kind of game form")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Game, GameOptions, Setup};

    fn form(s: &str) -> FormData {
        FormData::parse(s.as_bytes()).unwrap()
    }

    #[test]
    fn parses_orders_marches_and_musters() {
        let i = parse(&form("form=place_orders&order.winterfell=march%2B1&order.white_harbor=&order.castle_black=defense%2B1")).unwrap();
        match i {
            Input::PlaceOrders { orders } => {
                assert_eq!(orders.len(), 2);
                assert_eq!(
                    orders[&AreaId::from_key("winterfell").unwrap()],
                    OrderToken::MarchPlus1
                );
            }
            other => panic!("{other:?}"),
        }
        let i = parse(&form(
            "form=march&from=winterfell&kind.0=footman&move.0=castle_black&kind.1=knight&move.1=stay&kind.2=footman&move.2=castle_black&leave_power_token=1",
        ))
        .unwrap();
        assert_eq!(
            i,
            Input::March {
                from: AreaId::from_key("winterfell").unwrap(),
                moves: vec![MarchMove {
                    to: AreaId::from_key("castle_black").unwrap(),
                    units: vec![UnitKind::Footman, UnitKind::Footman]
                }],
                leave_power_token: true,
            }
        );
        let i = parse(&form("form=muster&muster.winterfell.0=recruit%3Aknight&muster.winterfell.1=&muster.pyke.0=recruit%3Aship%3Aironmans_bay")).unwrap();
        match i {
            Input::Muster { areas } => assert_eq!(areas.len(), 2),
            other => panic!("{other:?}"),
        }
        assert!(parse(&form("form=march&from=narnia")).is_err());
        assert!(parse(&form("form=launch_missiles")).is_err());
        assert!(parse(&form("order.winterfell=raid")).is_err());
    }

    #[test]
    fn the_orders_form_offers_every_area_and_keeps_entries() {
        let game = Game::new(&Setup {
            players: 3,
            options: GameOptions::default(),
            seed: 1,
        })
        .unwrap();
        let legal = game.legal(House::Stark).unwrap();
        let view = game.view_for(Some(House::Stark));
        let mut forms = forms_for(&legal, &view, House::Stark);
        assert_eq!(forms.len(), 1);
        let submitted = form("form=place_orders&order.winterfell=raid");
        assert!(forms[0].matches(&submitted));
        forms[0].prefill(&submitted);
        let sel = forms[0]
            .fields
            .iter()
            .find_map(|f| match f {
                Field::Select { name, options, .. } if name == "order.winterfell" => {
                    Some(options.clone())
                }
                _ => None,
            })
            .unwrap();
        assert!(sel.iter().any(|o| o.value == "raid" && o.selected));
    }
}
