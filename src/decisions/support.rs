//! Declaring support (inputs C-1) and answering offers of support (C-1r).

use super::formdata::FormData;
use super::{area, Asked, Choice, FormView, Parser, P};
use crate::engine::input::{Side, SupportChoice};
use crate::engine::legal::Legal;
use crate::engine::Input;

pub const SUPPORT: &str = "support";
pub const REFUSE_SUPPORT: &str = "refuse_support";
/// `support.<area>`: none, attacker or defender.
pub const SIDE: &str = "support.";
/// `refuse`: a checkbox per offer refused (its area).
pub const REFUSE: &str = "refuse";

pub const PARSERS: [(&str, Parser); 2] = [(SUPPORT, parse_support), (REFUSE_SUPPORT, parse_refuse)];

fn combat_line(asked: &Asked) -> Option<String> {
    let c = asked.view.combat.as_ref()?;
    Some(match c.defender {
        Some(d) => format!(
            "Combat in {}: {} attacks {d}; strength before cards {} to {}.",
            c.area, c.attacker, c.initial_strengths[0], c.initial_strengths[1]
        ),
        None => format!(
            "Combat in {}: {} attacks a neutral force ({} to {}).",
            c.area, c.attacker, c.initial_strengths[0], c.initial_strengths[1]
        ),
    })
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let combat = asked.view.combat.as_ref();
    match asked.legal {
        Legal::Support { areas } => {
            let mut f = FormView::new(SUPPORT, "Declare your support", "Declare support");
            f.notes.extend(combat_line(asked));
            for (a, sides) in areas {
                let choices = sides
                    .iter()
                    .map(|s| match s {
                        None => Choice::new("none", "support nobody"),
                        Some(Side::Attacker) => Choice::new(
                            "attacker",
                            format!(
                                "support the attacker{}",
                                combat
                                    .map(|c| format!(" ({})", c.attacker))
                                    .unwrap_or_default()
                            ),
                        ),
                        Some(Side::Defender) => Choice::new(
                            "defender",
                            format!(
                                "support the defender{}",
                                combat
                                    .and_then(|c| c.defender)
                                    .map(|d| format!(" ({d})"))
                                    .unwrap_or_default()
                            ),
                        ),
                    })
                    .collect();
                f.select(
                    format!("{SIDE}{}", a.key()),
                    format!("Support order in {a}"),
                    choices,
                    Some(*a),
                );
            }
            vec![f]
        }
        Legal::RefuseSupport { offers } => {
            let mut f = FormView::new(REFUSE_SUPPORT, "Accept or refuse support", "Confirm")
                .note("Tick the support you refuse; support left unticked is accepted.");
            f.notes.extend(combat_line(asked));
            for a in offers {
                let owner = asked.view.areas[a.index()]
                    .house
                    .map(|h| format!(" ({h})"))
                    .unwrap_or_default();
                f.check(
                    REFUSE,
                    a.key(),
                    format!("Refuse the support from {a}{owner}"),
                    false,
                    Some(*a),
                );
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
            _ => return Err(format!("{v:?} is not a side")),
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
