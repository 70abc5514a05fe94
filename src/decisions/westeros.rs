//! Westeros phase decisions: a card's option (inputs W-1..W-3), mustering (W-4, and The Horde
//! Descends' Night's Watch muster), and reducing armies to the supply limit (W-5).

use super::{area, required, select_value, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::bounds::Bounds;
use crate::engine::game::Request;
use crate::engine::input::UnitAt;
use crate::engine::legal::Legal;
use crate::engine::{AreaId, Input};
use crate::i18n::Tr;
use crate::wording;

pub const CHOICE_KIND: &str = "westeros_choice";
pub const MUSTER: &str = "muster";
pub const RECONCILE: &str = "reconcile";
/// `choice`: the option of the Westeros card.
pub const CHOICE: &str = "choice";
/// `unit`: `<area>:<kind>`, one checkbox per unit (several may share a value).
pub const UNIT: &str = "unit";

pub const PARSERS: [(&str, Parser); 3] = [
    (CHOICE_KIND, parse_choice),
    (MUSTER, super::muster::parse),
    (RECONCILE, parse_reconcile),
];

pub fn unit_at(v: &str) -> P<UnitAt> {
    let (a, k) = v.split_once(':').ok_or_else(|| FormError::value(v))?;
    Ok(UnitAt {
        area: area(a)?,
        unit: super::unit_kind(k)?,
    })
}

pub fn unit_value(u: &UnitAt) -> String {
    format!("{}:{}", u.area.key(), u.unit.key())
}

/// One checkbox per unit, named `unit`, those in `ticked` ticked.
pub fn unit_checks(tr: Tr, f: &mut FormView, units: &[UnitAt], ticked: &[UnitAt]) {
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
            tr.t2(
                "form-unit-in",
                "unit",
                wording::capitalize(&wording::unit(tr, u.unit)),
                "area",
                wording::area(tr, u.area),
            ),
            checked,
            Some(u.area),
        );
    }
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let tr = asked.tr;
    match asked.legal {
        Legal::WesterosChoice { options } => {
            let card = match asked.request {
                Request::WesterosChoice { card } => wording::westeros_card(tr, *card),
                _ => tr.t("form-westeros-some-card"),
            };
            let mut f = FormView::new(
                CHOICE_KIND,
                tr.t1("form-westeros-title", "card", card.clone()),
                &tr.t("form-choose"),
            )
            .note(tr.t1("form-westeros-note", "card", card));
            let mut choices: Vec<Choice> = options
                .iter()
                .map(|o| {
                    Choice::new(
                        wording::westeros_option_key(*o),
                        wording::capitalize(&wording::westeros_option(tr, *o)),
                    )
                })
                .collect();
            if let Some(Input::WesterosChoice { choice }) = asked.default {
                select_value(&mut choices, wording::westeros_option_key(*choice));
            }
            f.radio(CHOICE, tr.t("form-westeros-label"), choices);
            vec![f]
        }
        Legal::Muster {
            plans,
            areas,
            one_area_only,
            bounds,
        } => {
            let points = |a: &AreaId| {
                areas
                    .iter()
                    .find(|(x, _, _)| x == a)
                    .map_or(0, |(_, p, _)| *p)
            };
            let title = match asked.request {
                Request::Wildling { card, .. } => tr.t1(
                    "form-muster-horde-title",
                    "card",
                    wording::wildling_card(tr, *card),
                ),
                _ => tr.t("form-muster-title"),
            };
            let mut f = FormView::new(MUSTER, title, &tr.t("form-muster-submit"))
                .note(tr.t("form-muster-note"));
            if *one_area_only {
                f.notes.push(tr.t("form-muster-one-area"));
            } else {
                // What binds the areas' plans together (issue 29): the supply limit and the
                // reserves, stated before the player chooses.
                f.notes.push(supply_limit_note(tr, bounds));
                f.notes.push(reserve_note(tr, bounds));
            }
            // Issue 27: each area picked point by point, not from every combination.
            for (a, options) in plans {
                let label = tr.t2(
                    "form-muster-area",
                    "area",
                    wording::area(tr, *a),
                    "count",
                    points(a),
                );
                super::muster::area_fields(tr, &mut f, *a, label, options);
            }
            vec![f]
        }
        Legal::Reconcile {
            units,
            suggested,
            bounds,
        } => {
            let mut f = FormView::new(
                RECONCILE,
                tr.t("form-reconcile-title"),
                &tr.t("form-reconcile-submit"),
            )
            .note(tr.t("form-reconcile-note"));
            // The constraint that binds the ticks together: the armies the supply level allows.
            f.notes.push(supply_limit_note(tr, bounds));
            unit_checks(tr, &mut f, units, suggested);
            vec![f]
        }
        _ => vec![],
    }
}

/// "Your supply level N allows armies of at most these sizes: …": what binds the parts of a
/// muster, a march or a reconciliation together.
pub fn supply_limit_note(tr: Tr, bounds: &Bounds) -> String {
    let allowed = bounds
        .allowed
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    tr.t2(
        "form-reconcile-limit",
        "level",
        bounds.supply,
        "armies",
        allowed,
    )
}

/// The units left in the reserve, which a muster over several areas shares.
fn reserve_note(tr: Tr, bounds: &Bounds) -> String {
    let units = bounds
        .reserve
        .iter()
        .map(|(k, n)| format!("{} {n}", wording::capitalize(&wording::unit(tr, *k))))
        .collect::<Vec<_>>()
        .join(", ");
    tr.t1("form-muster-reserve", "units", units)
}

fn parse_choice(form: &FormData) -> P<Input> {
    let v = required(form, CHOICE)?;
    Ok(Input::WesterosChoice {
        choice: wording::westeros_option_from_key(v)
            .ok_or_else(|| FormError::invalid(CHOICE, v))?,
    })
}

pub fn parse_units(form: &FormData) -> P<Vec<UnitAt>> {
    form.all(UNIT).into_iter().map(unit_at).collect()
}

fn parse_reconcile(form: &FormData) -> P<Input> {
    Ok(Input::Reconcile {
        destroy: parse_units(form)?,
    })
}
