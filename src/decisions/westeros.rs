//! Westeros phase decisions: a card's option (inputs W-1..W-3), mustering (W-4, and The Horde
//! Descends' Night's Watch muster), and reducing armies to the supply limit (W-5).

use super::consolidate::{plan_choices, plan_from_value};
use super::formdata::FormData;
use super::{area, required, select_value, Asked, Choice, FormView, Parser, P};
use crate::engine::game::Request;
use crate::engine::input::{AreaMuster, UnitAt};
use crate::engine::legal::Legal;
use crate::engine::{AreaId, Input};
use crate::words;

pub const CHOICE_KIND: &str = "westeros_choice";
pub const MUSTER: &str = "muster";
pub const RECONCILE: &str = "reconcile";
/// `choice`: the option of the Westeros card.
pub const CHOICE: &str = "choice";
/// `muster.<area>`: a mustering plan for that area ("" for nothing).
pub const PLAN: &str = "muster.";
/// `unit`: `<area>:<kind>`, one checkbox per unit (several may share a value).
pub const UNIT: &str = "unit";

pub const PARSERS: [(&str, Parser); 3] = [
    (CHOICE_KIND, parse_choice),
    (MUSTER, parse_muster),
    (RECONCILE, parse_reconcile),
];

pub fn unit_at(v: &str) -> P<UnitAt> {
    let (a, k) = v
        .split_once(':')
        .ok_or_else(|| format!("{v:?} does not name a unit"))?;
    Ok(UnitAt {
        area: area(a)?,
        unit: super::unit_kind(k)?,
    })
}

pub fn unit_value(u: &UnitAt) -> String {
    format!("{}:{}", u.area.key(), u.unit.key())
}

/// One checkbox per unit, named `unit`, those in `ticked` ticked.
pub fn unit_checks(f: &mut FormView, units: &[UnitAt], ticked: &[UnitAt]) {
    let mut left: Vec<UnitAt> = ticked.to_vec();
    for u in units {
        let checked = match left.iter().position(|t| t == u) {
            Some(i) => {
                left.remove(i);
                true
            }
            None => false,
        };
        f.check(
            UNIT,
            &unit_value(u),
            format!(
                "{} in {}",
                words::capitalize(&words::unit(crate::i18n::Tr::default(), u.unit)),
                u.area
            ),
            checked,
            Some(u.area),
        );
    }
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    match asked.legal {
        Legal::WesterosChoice { options } => {
            let card = match asked.request {
                Request::WesterosChoice { card } => card.name(),
                _ => "A Westeros card",
            };
            let mut f = FormView::new(CHOICE_KIND, format!("{card}: your choice"), "Choose")
                .note(format!(
                    "You hold the Iron Throne (or the card names you): choose what {card} does this round."
                ));
            let mut choices: Vec<Choice> = options
                .iter()
                .map(|o| {
                    Choice::new(
                        words::westeros_option_key(*o),
                        words::capitalize(&words::westeros_option(crate::i18n::Tr::default(), *o)),
                    )
                })
                .collect();
            if let Some(Input::WesterosChoice { choice }) = asked.default {
                select_value(&mut choices, words::westeros_option_key(*choice));
            }
            f.radio(CHOICE, "Option", choices);
            vec![f]
        }
        Legal::Muster {
            plans,
            areas,
            one_area_only,
        } => {
            let points = |a: &AreaId| {
                areas
                    .iter()
                    .find(|(x, _, _)| x == a)
                    .map_or(0, |(_, p, _)| *p)
            };
            let horde = matches!(asked.request, Request::Wildling { .. });
            let mut f = FormView::new(
                MUSTER,
                if horde {
                    "The Horde Descends: muster in one area"
                } else {
                    "Muster"
                },
                "Muster",
            )
            .note("Each castle gives 1 mustering point, each stronghold 2. Leave every area on “nothing” to muster nothing.");
            if *one_area_only {
                f.notes.push("You may muster in one area only.".into());
            }
            for (a, options) in plans {
                let mut choices = vec![Choice::new("", "nothing")];
                choices.extend(plan_choices(options));
                f.select(
                    format!("{PLAN}{}", a.key()),
                    format!("{a} ({} point(s))", points(a)),
                    choices,
                    Some(*a),
                );
            }
            vec![f]
        }
        Legal::Reconcile { units, suggested } => {
            let mut f = FormView::new(
                RECONCILE,
                "Reconcile armies with supply",
                "Destroy the ticked units",
            )
            .note("Your armies exceed your supply limit: tick the units to destroy until they fit (the ticked ones are enough).");
            unit_checks(&mut f, units, suggested);
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_choice(form: &FormData) -> P<Input> {
    Ok(Input::WesterosChoice {
        choice: words::westeros_option_from_key(required(form, CHOICE)?)
            .ok_or("that is not an option of the card")?,
    })
}

fn parse_muster(form: &FormData) -> P<Input> {
    let mut areas = Vec::new();
    for (a, v) in form.with_prefix(PLAN) {
        let actions = plan_from_value(v)?;
        if !actions.is_empty() {
            areas.push(AreaMuster {
                area: area(a)?,
                actions,
            });
        }
    }
    Ok(Input::Muster { areas })
}

pub fn parse_units(form: &FormData) -> P<Vec<UnitAt>> {
    form.all(UNIT).into_iter().map(unit_at).collect()
}

fn parse_reconcile(form: &FormData) -> P<Input> {
    Ok(Input::Reconcile {
        destroy: parse_units(form)?,
    })
}
