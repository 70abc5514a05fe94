//! Resolving a Consolidate Power order (inputs A-3): power, or mustering in the area (the special
//! order in a castle or stronghold). One form per order.

use super::{area, required, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::input::MusterAction;
use crate::engine::legal::Legal;
use crate::engine::Input;
use crate::i18n::Tr;
use crate::wording;

pub const KIND: &str = "consolidate";
/// `area`: the order's area (hidden: one form per order).
pub const AREA: &str = "area";
/// `plan`: "" (gain power) or a mustering plan (see [`plan_value`]).
pub const PLAN: &str = "plan";

pub const PARSERS: [(&str, Parser); 1] = [(KIND, parse)];

/// A mustering plan as one choice's value: `recruit:footman;recruit:ship:bay_of_ice;upgrade:knight`.
pub fn plan_value(plan: &[MusterAction]) -> String {
    plan.iter()
        .map(|a| match a {
            MusterAction::Recruit { unit, to: None } => format!("recruit:{}", unit.key()),
            MusterAction::Recruit { unit, to: Some(t) } => {
                format!("recruit:{}:{}", unit.key(), t.key())
            }
            MusterAction::Upgrade { to } => format!("upgrade:{}", to.key()),
        })
        .collect::<Vec<_>>()
        .join(";")
}

pub fn plan_from_value(v: &str) -> P<Vec<MusterAction>> {
    if v.is_empty() {
        return Ok(vec![]);
    }
    v.split(';')
        .map(|part| {
            let bits: Vec<&str> = part.split(':').collect();
            Ok(match bits.as_slice() {
                ["recruit", k] => MusterAction::Recruit {
                    unit: super::unit_kind(k)?,
                    to: None,
                },
                ["recruit", k, to] => MusterAction::Recruit {
                    unit: super::unit_kind(k)?,
                    to: Some(area(to)?),
                },
                ["upgrade", k] => MusterAction::Upgrade {
                    to: super::unit_kind(k)?,
                },
                _ => return Err(FormError::value(part)),
            })
        })
        .collect()
}

/// "a footman and a ship in the Bay of Ice".
pub fn plan_words(tr: Tr, plan: &[MusterAction]) -> String {
    let parts: Vec<String> = plan
        .iter()
        .map(|a| match a {
            MusterAction::Recruit { unit, to: None } => wording::a_unit(tr, *unit),
            MusterAction::Recruit { unit, to: Some(t) } => tr.t2(
                "w-unit-in",
                "unit",
                wording::a_unit(tr, *unit),
                "area",
                wording::area(tr, *t),
            ),
            MusterAction::Upgrade { to } => {
                tr.t1("form-plan-upgrade", "unit", wording::a_unit(tr, *to))
            }
        })
        .collect();
    wording::join_and(tr, &parts)
}

pub fn plan_choices(tr: Tr, plans: &[Vec<MusterAction>]) -> Vec<Choice> {
    plans
        .iter()
        .map(|p| Choice::new(plan_value(p), tr.t1("form-plan", "plan", plan_words(tr, p))))
        .collect()
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::Consolidate { orders, plans } = asked.legal else {
        return vec![];
    };
    let tr = asked.tr;
    orders
        .iter()
        .map(|(a, _)| {
            let mut f = FormView::new(
                KIND,
                tr.t1("form-consolidate-title", "area", wording::area(tr, *a)),
                &tr.t("form-consolidate-submit"),
            );
            f.anchor = Some(*a);
            f.hidden(AREA, a.key());
            let mut choices = vec![Choice::new("", tr.t("form-consolidate-gain"))];
            if let Some((_, options)) = plans.iter().find(|(p, _)| p == a) {
                f.notes.push(tr.t1(
                    "form-consolidate-muster-note",
                    "count",
                    // Mustering with a special Consolidate Power order is a 2nd-edition rule.
                    crate::engine::board::board().area(*a).muster_points(),
                ));
                choices.extend(plan_choices(tr, options));
            }
            f.select(PLAN, tr.t("form-consolidate-label"), choices, Some(*a));
            f
        })
        .collect()
}

pub fn parse(form: &FormData) -> P<Input> {
    let a = area(required(form, AREA)?)?;
    let plan = required(form, PLAN)?;
    Ok(Input::Consolidate {
        area: a,
        muster: if plan.is_empty() {
            None
        } else {
            Some(plan_from_value(plan)?)
        },
    })
}
