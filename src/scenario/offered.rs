//! `offered`: the options [`legal`] gives a house, compared with what a scenario expects.
//!
//! Both sides are brought to one canonical text per key (sets sorted, tables by key, units in
//! words), so that comparing is string equality and a failure shows both sides readably.

use super::build::area_id;
use super::format::{MarchOffered, OfferedExpect, UnitsSpec};
use super::run::describe_units;
use crate::engine::game::{awaiting, replaceable};
use crate::engine::house::House;
use crate::engine::input::{MusterAction, Side, UnitAt};
use crate::engine::legal::{legal, Legal};
use crate::engine::phase::Decision;
use crate::engine::request_kind::all_kinds;
use crate::engine::state::{GameState, UnitCounts};
use crate::engine::unit::UnitKind;
use crate::engine::wildling::WildlingCard;
use std::collections::BTreeMap;

/// One side of the comparison: each key's canonical text, and the march orders' own tables.
#[derive(Debug, Default)]
pub struct Canon {
    pub vals: BTreeMap<&'static str, String>,
    pub march: BTreeMap<String, BTreeMap<&'static str, String>>,
}

/// A (what, expected, actual) difference, as the runner reports it.
type Diff = (String, String, String);

fn snake<T: serde::Serialize>(t: &T) -> String {
    serde_json::to_value(t)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// A set: sorted, duplicates dropped.
fn set<I: IntoIterator<Item = String>>(items: I) -> String {
    let mut v: Vec<String> = items.into_iter().collect();
    v.sort();
    v.dedup();
    format!("[{}]", v.join(", "))
}

/// A table compared whole: sorted by key.
fn table<I: IntoIterator<Item = (String, String)>>(entries: I) -> String {
    let m: BTreeMap<String, String> = entries.into_iter().collect();
    let parts: Vec<String> = m.into_iter().map(|(k, v)| format!("{k}: {v}")).collect();
    format!("{{{}}}", parts.join(", "))
}

fn all_units(u: &UnitCounts) -> String {
    let mut c = [0u8; 4];
    for k in UnitKind::ALL {
        c[k.index()] = u.count(k);
    }
    describe_units(&c)
}

fn area_set<I: IntoIterator<Item = crate::engine::AreaId>>(areas: I) -> String {
    set(areas.into_iter().map(|a| a.key().to_string()))
}

fn units_at(units: &[UnitAt]) -> String {
    let mut by_area: BTreeMap<String, [u8; 4]> = BTreeMap::new();
    for u in units {
        by_area.entry(u.area.key().to_string()).or_default()[u.unit.index()] += 1;
    }
    table(by_area.into_iter().map(|(a, c)| (a, describe_units(&c))))
}

/// One mustering action in words: `footman`, `ship to bay_of_ice`, `upgrade to knight`.
fn action_text(a: &MusterAction) -> String {
    match a {
        MusterAction::Recruit { unit, to: None } => unit.key().to_string(),
        MusterAction::Recruit { unit, to: Some(t) } => format!("{} to {}", unit.key(), t.key()),
        MusterAction::Upgrade { to } => format!("upgrade to {}", to.key()),
    }
}

/// A plan in words, its actions sorted: `footman + upgrade to knight`.
fn plan_text(mut actions: Vec<String>) -> String {
    actions.sort();
    actions.join(" + ")
}

/// Reads a plan written as `footman + ship to bay_of_ice`, in canonical form.
fn parse_plan(s: &str) -> Result<String, String> {
    const HINT: &str = "a plan is actions joined by \" + \": footman, knight, siege_engine, \"ship to <area>\", \"upgrade to knight\", \"upgrade to siege_engine\"";
    let mut actions = Vec::new();
    for part in s.split('+').map(str::trim) {
        let kind = |k: &str| {
            UnitKind::from_key(k).ok_or_else(|| format!("plan '{s}': unknown unit '{k}' ({HINT})"))
        };
        let action = if let Some(to) = part.strip_prefix("upgrade to ") {
            MusterAction::Upgrade { to: kind(to)? }
        } else if let Some((unit, to)) = part.split_once(" to ") {
            MusterAction::Recruit {
                unit: kind(unit)?,
                to: Some(area_id(to).map_err(|m| format!("plan '{s}': {m}"))?),
            }
        } else if part.is_empty() {
            return Err(format!("plan '{s}': an empty action ({HINT})"));
        } else {
            MusterAction::Recruit {
                unit: kind(part)?,
                to: None,
            }
        };
        actions.push(action_text(&action));
    }
    Ok(plan_text(actions))
}

fn plans_text(plans: &[(crate::engine::AreaId, Vec<Vec<MusterAction>>)]) -> String {
    table(plans.iter().map(|(a, ps)| {
        (
            a.key().to_string(),
            set(ps
                .iter()
                .map(|p| plan_text(p.iter().map(action_text).collect()))),
        )
    }))
}

fn areas_of(list: &[String], what: &str) -> Result<String, String> {
    let mut v = Vec::new();
    for a in list {
        v.push(
            area_id(a)
                .map_err(|m| format!("{what}: {m}"))?
                .key()
                .to_string(),
        );
    }
    Ok(set(v))
}

fn area_table<V>(
    t: &BTreeMap<String, V>,
    what: &str,
    value: impl Fn(&V) -> Result<String, String>,
) -> Result<String, String> {
    let mut entries = Vec::new();
    for (k, v) in t {
        let id = area_id(k).map_err(|m| format!("{what}: {m}"))?;
        entries.push((id.key().to_string(), value(v)?));
    }
    Ok(table(entries))
}

const ANSWERS: [&str; 4] = ["yes", "no", "routed", "standing"];
const SIDES: [&str; 3] = ["none", "attacker", "defender"];

/// The expectation in canonical form; errors name the key (checked when the scenario loads).
pub fn expected(o: &OfferedExpect) -> Result<Canon, String> {
    let mut c = Canon::default();
    let v = &mut c.vals;
    if let Some(r) = &o.request {
        if r != "none"
            && !all_kinds(true).contains(r)
            && !crate::engine::request_kind::first_edition_kinds().contains(r)
        {
            return Err(format!(
                "request: unknown kind '{r}' (the names of engine::Request::kind, e.g. \"retreat\", \"ability:queen_of_thorns\", \"wildling:crow_killers:knights_to_footmen_all\", or \"none\")"
            ));
        }
        v.insert("request", r.clone());
    }
    if let Some(a) = &o.areas {
        v.insert("areas", areas_of(a, "areas")?);
    }
    if let Some(t) = &o.tokens {
        v.insert("tokens", set(t.iter().map(|t| t.key().to_string())));
    }
    if let Some(n) = o.max_special {
        v.insert("max_special", n.to_string());
    }
    if let Some(n) = o.must_place {
        v.insert("must_place", n.to_string());
    }
    if let Some(s) = &o.swaps {
        v.insert(
            "swaps",
            area_table(s, "swaps", |ts| {
                Ok(set(ts.iter().map(|t| t.key().to_string())))
            })?,
        );
    }
    if let Some(t) = &o.top {
        if t != "none" {
            serde_json::from_value::<WildlingCard>(serde_json::Value::String(t.clone()))
                .map_err(|_| format!("top: unknown wildling card '{t}' (or \"none\")"))?;
        }
        v.insert("top", t.clone());
    }
    if let Some(t) = &o.targets {
        v.insert(
            "targets",
            area_table(t, "targets", |l| areas_of(l, "targets"))?,
        );
    }
    if let Some(f) = &o.forbidden {
        let f = if f == "none" {
            "none".to_string()
        } else {
            area_id(f)
                .map_err(|m| format!("forbidden: {m}"))?
                .key()
                .to_string()
        };
        v.insert("forbidden", f);
    }
    if let Some(s) = &o.support {
        v.insert(
            "support",
            area_table(s, "support", |sides| {
                for side in sides {
                    if !SIDES.contains(&side.as_str()) {
                        return Err(format!(
                            "support: unknown side '{side}' (none, attacker, defender)"
                        ));
                    }
                }
                Ok(set(sides.iter().cloned()))
            })?,
        );
    }
    if let Some(cards) = &o.cards {
        v.insert("cards", set(cards.iter().map(|c| c.key().to_string())));
    }
    if let Some(cards) = &o.discard {
        v.insert("discard", set(cards.iter().map(|c| c.key().to_string())));
    }
    if let Some(a) = &o.answers {
        for x in a {
            if !ANSWERS.contains(&x.as_str()) {
                return Err(format!(
                    "answers: unknown answer '{x}' ({})",
                    ANSWERS.join(", ")
                ));
            }
        }
        v.insert("answers", set(a.iter().cloned()));
    }
    if let Some(n) = o.count {
        v.insert("count", n.to_string());
    }
    if let Some(u) = &o.units {
        v.insert("units", describe_units(&u.0));
    }
    if let Some(l) = &o.losses {
        v.insert(
            "losses",
            area_table(l, "losses", |n: &u8| Ok(n.to_string()))?,
        );
    }
    if let Some(n) = o.max {
        v.insert("max", n.to_string());
    }
    if let Some(a) = &o.may_muster {
        v.insert("may_muster", areas_of(a, "may_muster")?);
    }
    if let Some(s) = &o.ships {
        // Areas whose ships could go nowhere are left out on both sides.
        let with_some: BTreeMap<String, Vec<String>> = s
            .iter()
            .filter(|(_, l)| !l.is_empty())
            .map(|(k, l)| (k.clone(), l.clone()))
            .collect();
        v.insert(
            "ships",
            area_table(&with_some, "ships", |l| areas_of(l, "ships"))?,
        );
    }
    if let Some(p) = &o.points {
        v.insert(
            "points",
            area_table(p, "points", |n: &u8| Ok(n.to_string()))?,
        );
    }
    if let Some(b) = o.one_area_only {
        v.insert("one_area_only", b.to_string());
    }
    if let Some(p) = &o.plans {
        v.insert(
            "plans",
            area_table(p, "plans", |plans| {
                let mut out = Vec::new();
                for plan in plans {
                    out.push(parse_plan(plan).map_err(|m| format!("plans: {m}"))?);
                }
                Ok(set(out))
            })?,
        );
    }
    if let Some(opts) = &o.options {
        v.insert("options", set(opts.iter().map(snake)));
    }
    if let Some(u) = &o.units_at {
        v.insert(
            "units_at",
            area_table(u, "units_at", |u: &UnitsSpec| Ok(describe_units(&u.0)))?,
        );
    }
    if let Some(b) = &o.bids {
        v.insert(
            "bids",
            table(b.iter().map(|(h, n)| (h.key().to_string(), n.to_string()))),
        );
    }
    if let Some(h) = &o.houses {
        v.insert("houses", set(h.iter().map(|h| h.key().to_string())));
    }
    if let Some(b) = o.optional {
        v.insert("optional", b.to_string());
    }
    if let Some(t) = &o.tracks {
        v.insert("tracks", set(t.iter().map(snake)));
    }
    if let Some([lo, hi]) = o.pick {
        v.insert("pick", format!("[{lo}, {hi}]"));
    }
    for (from, m) in &o.march {
        let id = area_id(from).map_err(|e| format!("march: {e}"))?;
        c.march
            .insert(id.key().to_string(), expected_march(m, from)?);
    }
    Ok(c)
}

fn expected_march(m: &MarchOffered, from: &str) -> Result<BTreeMap<&'static str, String>, String> {
    let what = format!("march.{from}");
    let mut v = BTreeMap::new();
    if let Some(u) = &m.units {
        v.insert("units", describe_units(&u.0));
    }
    for (key, list) in [
        ("footman", &m.footman),
        ("knight", &m.knight),
        ("ship", &m.ship),
        ("siege_engine", &m.siege_engine),
        ("attacks", &m.attacks),
    ] {
        if let Some(l) = list {
            v.insert(key, areas_of(l, &format!("{what}.{key}"))?);
        }
    }
    if let Some(b) = m.leave_power_token {
        v.insert("leave_power_token", b.to_string());
    }
    Ok(v)
}

/// What `h` is asked and offered now, in canonical form.
pub fn actual(state: &GameState, h: House) -> Canon {
    let mut c = Canon::default();
    let request = awaiting(state)
        .into_iter()
        .find(|a| a.house == h)
        .map(|a| a.request)
        .or_else(|| replaceable(state, h));
    let (Some(request), Some(offered)) = (request, legal(state, h)) else {
        c.vals.insert("request", "none".into());
        return c;
    };
    let v = &mut c.vals;
    v.insert("request", request.kind());
    let cards = |l: &[crate::engine::HouseCardId]| set(l.iter().map(|c| c.key().to_string()));
    let yes_no = |optional: bool, yes: &str, no: &str| {
        let mut a = vec![yes.to_string()];
        if optional {
            a.push(no.to_string());
        }
        set(a)
    };
    match offered {
        Legal::PlaceOrders {
            areas: a,
            tokens,
            max_special,
            must_place,
            ..
        } => {
            v.insert("areas", area_set(a));
            v.insert(
                "tokens",
                set(tokens.iter().map(|(t, _)| t.key().to_string())),
            );
            v.insert("max_special", max_special.to_string());
            v.insert("must_place", must_place.to_string());
        }
        Legal::Raven {
            own_orders,
            replacements,
            swaps,
            ..
        } => {
            v.insert("areas", area_set(own_orders));
            v.insert(
                "tokens",
                set(replacements.iter().map(|t| t.key().to_string())),
            );
            v.insert(
                "swaps",
                table(swaps.iter().map(|(a, ts)| {
                    (
                        a.key().to_string(),
                        set(ts.iter().map(|t| t.key().to_string())),
                    )
                })),
            );
        }
        Legal::RavenDecide { top } => {
            v.insert(
                "top",
                top.map(|c| snake(&c)).unwrap_or_else(|| "none".into()),
            );
        }
        Legal::Raid { options, .. } => {
            v.insert("areas", area_set(options.iter().map(|(a, _)| *a)));
            v.insert(
                "targets",
                table(
                    options
                        .iter()
                        .map(|(a, t)| (a.key().to_string(), area_set(t.iter().copied()))),
                ),
            );
        }
        Legal::March {
            options, forbidden, ..
        } => {
            v.insert("areas", area_set(options.iter().map(|o| o.from)));
            v.insert(
                "forbidden",
                forbidden
                    .map(|f| f.key().to_string())
                    .unwrap_or_else(|| "none".into()),
            );
            for o in options {
                let mut m = BTreeMap::new();
                m.insert("units", all_units(&o.units));
                for k in UnitKind::ALL {
                    let dest = o
                        .destinations
                        .iter()
                        .find(|(kind, _)| *kind == k)
                        .map(|(_, d)| area_set(d.iter().copied()))
                        .unwrap_or_else(|| set(Vec::new()));
                    m.insert(k.key(), dest);
                }
                m.insert("attacks", area_set(o.attacks.iter().copied()));
                m.insert("leave_power_token", o.may_leave_power_token.to_string());
                c.march.insert(o.from.key().to_string(), m);
            }
        }
        Legal::Support { areas: a } => {
            v.insert("areas", area_set(a.iter().map(|(a, _)| *a)));
            v.insert(
                "support",
                table(a.iter().map(|(a, sides)| {
                    (
                        a.key().to_string(),
                        set(sides.iter().map(|s| match s {
                            None => "none".to_string(),
                            Some(Side::Attacker) => "attacker".to_string(),
                            Some(Side::Defender) => "defender".to_string(),
                        })),
                    )
                })),
            );
        }
        Legal::RefuseSupport { offers } => {
            v.insert("areas", area_set(offers));
        }
        Legal::HouseCard { hand } => {
            v.insert("cards", cards(&hand));
        }
        Legal::Blade => {
            v.insert("answers", yes_no(true, "yes", "no"));
        }
        Legal::Casualties { count, units, .. } => {
            v.insert("count", count.to_string());
            v.insert("units", all_units(&units));
        }
        Legal::Retreat { options, units, .. } => {
            v.insert("areas", area_set(options.iter().map(|(a, _)| *a)));
            v.insert(
                "losses",
                table(
                    options
                        .iter()
                        .map(|(a, n)| (a.key().to_string(), n.to_string())),
                ),
            );
            v.insert("units", all_units(&units));
        }
        Legal::PortCapture { port, max } => {
            v.insert("areas", area_set(std::iter::once(port)));
            v.insert("max", max.to_string());
        }
        Legal::Consolidate { orders, plans } => {
            v.insert("areas", area_set(orders.iter().map(|(a, _)| *a)));
            v.insert(
                "may_muster",
                area_set(orders.iter().filter(|(_, s)| s.is_some()).map(|(a, _)| *a)),
            );
            v.insert(
                "ships",
                table(orders.iter().filter_map(|(a, s)| {
                    s.as_ref()
                        .filter(|s| !s.is_empty())
                        .map(|s| (a.key().to_string(), area_set(s.iter().copied())))
                })),
            );
            v.insert("plans", plans_text(&plans));
        }
        Legal::WesterosChoice { options } => {
            v.insert("options", set(options.iter().map(snake)));
        }
        Legal::Muster {
            areas: a,
            one_area_only,
            plans,
            ..
        } => {
            v.insert("areas", area_set(a.iter().map(|(a, _, _)| *a)));
            v.insert(
                "points",
                table(
                    a.iter()
                        .map(|(a, p, _)| (a.key().to_string(), p.to_string())),
                ),
            );
            v.insert(
                "ships",
                table(
                    a.iter()
                        .filter(|(_, _, s)| !s.is_empty())
                        .map(|(a, _, s)| (a.key().to_string(), area_set(s.iter().copied()))),
                ),
            );
            v.insert("one_area_only", one_area_only.to_string());
            v.insert("plans", plans_text(&plans));
        }
        Legal::Reconcile { units, .. } => {
            v.insert("areas", area_set(units.iter().map(|u| u.area)));
            v.insert("units_at", units_at(&units));
        }
        Legal::Bid { max } => {
            v.insert("max", max.to_string());
        }
        Legal::TieOrder { bids } => {
            v.insert(
                "bids",
                table(
                    bids.iter()
                        .map(|(h, n)| (h.key().to_string(), n.to_string())),
                ),
            );
        }
        Legal::ChooseBidder { candidates } => {
            v.insert(
                "houses",
                set(candidates.iter().map(|h| h.key().to_string())),
            );
        }
        Legal::Ability {
            decision,
            optional,
            cards: cs,
            areas: a,
            tracks,
            units,
        } => {
            match decision {
                Decision::TyrionCancel | Decision::TidesRedraw => {
                    v.insert("answers", yes_no(optional, "yes", "no"));
                }
                Decision::MaceFootman => {
                    v.insert("answers", yes_no(optional, "routed", "standing"));
                }
                _ => {}
            }
            v.insert("optional", optional.to_string());
            v.insert("cards", cards(&cs));
            v.insert("areas", area_set(a));
            v.insert("tracks", set(tracks.iter().map(snake)));
            v.insert("units", all_units(&units));
        }
        Legal::Wildling {
            units,
            hand,
            discard,
            tracks,
            pick,
            ..
        } => {
            v.insert("areas", area_set(units.iter().map(|u| u.area)));
            v.insert("units_at", units_at(&units));
            v.insert("cards", cards(&hand));
            v.insert("discard", cards(&discard));
            v.insert("tracks", set(tracks.iter().map(snake)));
            v.insert("pick", format!("[{}, {}]", pick.0, pick.1));
        }
    }
    c
}

/// Compares what `h` is offered in `state` with the expectation.
pub fn check(out: &mut Vec<Diff>, state: &GameState, h: House, o: &OfferedExpect) {
    let expected = expected(o).expect("validated when the scenario was loaded");
    let actual = actual(state, h);
    let request = actual.vals["request"].clone();
    let at = |key: &str| format!("offered.{}.{key}", h.key());
    for (key, e) in &expected.vals {
        match actual.vals.get(key) {
            Some(a) if a == e => {}
            Some(a) => out.push((at(key), e.clone(), a.clone())),
            None if request == "none" => {
                out.push((at(key), e.clone(), "nothing offered (not awaited)".into()))
            }
            None => out.push((
                at(key),
                e.clone(),
                format!("no such option in a {request} decision"),
            )),
        }
    }
    for (from, m) in &expected.march {
        let Some(a) = actual.march.get(from) else {
            let offered: Vec<String> = actual.march.keys().cloned().collect();
            out.push((
                at(&format!("march.{from}")),
                "a march order offered there".into(),
                if request == "march" || request == "march_again" {
                    format!("march orders offered: {}", set(offered))
                } else {
                    format!("a {request} decision")
                },
            ));
            continue;
        };
        for (key, e) in m {
            if a[key] != *e {
                out.push((
                    at(&format!("march.{from}.{key}")),
                    e.clone(),
                    a[key].clone(),
                ));
            }
        }
    }
}
