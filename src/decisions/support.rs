//! Declaring support (inputs C-1) and answering offers of support (C-1r).

use super::{area, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::input::{Side, SupportChoice};
use crate::engine::legal::Legal;
use crate::engine::Input;
use crate::wording;

pub const SUPPORT: &str = "support";
pub const REFUSE_SUPPORT: &str = "refuse_support";
/// `support.<area>`: none, attacker or defender.
pub const SIDE: &str = "support.";
/// `refuse`: a checkbox per offer refused (its area).
pub const REFUSE: &str = "refuse";

pub const PARSERS: [(&str, Parser); 2] = [(SUPPORT, parse_support), (REFUSE_SUPPORT, parse_refuse)];

fn combat_line(asked: &Asked) -> Option<String> {
    let c = asked.view.combat.as_ref()?;
    let tr = asked.tr;
    let mut args = vec![
        ("area", wording::area(tr, c.area).into()),
        ("attacker", wording::house(tr, c.attacker).into()),
        ("a", c.initial_strengths[0].into()),
        ("d", c.initial_strengths[1].into()),
    ];
    Some(match c.defender {
        Some(d) => {
            args.push(("defender", wording::house(tr, d).into()));
            tr.t_args("form-combat-line", &args)
        }
        None => tr.t_args("form-combat-line-neutral", &args),
    })
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let combat = asked.view.combat.as_ref();
    let tr = asked.tr;
    match asked.legal {
        Legal::Support { areas } => {
            let mut f = FormView::new(
                SUPPORT,
                tr.t("form-support-title"),
                &tr.t("form-support-submit"),
            );
            f.notes.extend(combat_line(asked));
            for (a, sides) in areas {
                let choices = sides
                    .iter()
                    .map(|s| match s {
                        None => Choice::new("none", tr.t("form-support-none")),
                        Some(Side::Attacker) => Choice::new(
                            "attacker",
                            match combat {
                                Some(c) => tr.t1(
                                    "form-support-attacker-house",
                                    "house",
                                    wording::house(tr, c.attacker),
                                ),
                                None => tr.t("form-support-attacker"),
                            },
                        ),
                        Some(Side::Defender) => Choice::new(
                            "defender",
                            match combat.and_then(|c| c.defender) {
                                Some(d) => tr.t1(
                                    "form-support-defender-house",
                                    "house",
                                    wording::house(tr, d),
                                ),
                                None => tr.t("form-support-defender"),
                            },
                        ),
                    })
                    .collect();
                f.select(
                    format!("{SIDE}{}", a.key()),
                    tr.t1("form-support-label", "area", wording::area(tr, *a)),
                    choices,
                    Some(*a),
                );
            }
            vec![f]
        }
        Legal::RefuseSupport { offers } => {
            let mut f = FormView::new(
                REFUSE_SUPPORT,
                tr.t("form-refuse-title"),
                &tr.t("form-confirm"),
            )
            .note(tr.t("form-refuse-note"));
            f.notes.extend(combat_line(asked));
            for a in offers {
                let label = match asked.view.areas[a.index()].house {
                    Some(h) => tr.t2(
                        "form-refuse-from-house",
                        "area",
                        wording::area(tr, *a),
                        "house",
                        wording::house(tr, h),
                    ),
                    None => tr.t1("form-refuse-from", "area", wording::area(tr, *a)),
                };
                f.check(REFUSE, a.key(), label, false, Some(*a));
            }
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_support(form: &FormData) -> P<Input> {
    let mut choices = Vec::new();
    for (k, v) in form.with_prefix(SIDE) {
        let side = match v {
            "none" => None,
            "attacker" => Some(Side::Attacker),
            "defender" => Some(Side::Defender),
            _ => return Err(FormError::value(v)),
        };
        choices.push(SupportChoice {
            area: area(k)?,
            side,
        });
    }
    Ok(Input::Support { choices })
}

fn parse_refuse(form: &FormData) -> P<Input> {
    Ok(Input::RefuseSupport {
        refuse: form.all(REFUSE).into_iter().map(area).collect::<P<_>>()?,
    })
}
