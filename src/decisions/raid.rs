//! Resolving a raid order (inputs A-1): one form per raid order, the orders it may remove.

use super::{area, opt_area, required, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::FormData;
use crate::engine::legal::Legal;
use crate::engine::Input;

pub const KIND: &str = "raid";
/// `from`: the area of the raid order (hidden: one form per order).
pub const FROM: &str = "from";
/// `target`: the area whose order is removed ("" for none).
pub const TARGET: &str = "target";
/// `second`: a second order removed by a 1st-edition special raid ("" for none); offered only
/// where the engine's options say the raid may remove two.
pub const SECOND: &str = "second";

pub const PARSERS: [(&str, Parser); 1] = [(KIND, parse)];

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::Raid { options, two } = asked.legal else {
        return vec![];
    };
    let tr = asked.tr;
    options
        .iter()
        .map(|(from, targets)| {
            let mut f = FormView::new(
                KIND,
                tr.t1("form-raid-title", "area", crate::wording::area(tr, *from)),
                &tr.t("form-raid-submit"),
            );
            f.anchor = Some(*from);
            f.hidden(FROM, from.key());
            let mut choices = vec![Choice::new("", tr.t("form-raid-no-target"))];
            choices.extend(
                targets
                    .iter()
                    .map(|t| Choice::new(t.key(), super::order_label(tr, asked.view, *t))),
            );
            let second = two.contains(from).then(|| choices.clone());
            f.select(TARGET, tr.t("form-raid-target-label"), choices, Some(*from));
            if let Some(choices) = second {
                f.select(SECOND, tr.t("form-raid-second-label"), choices, Some(*from));
            }
            f
        })
        .collect()
}

pub fn parse(form: &FormData) -> P<Input> {
    Ok(Input::Raid {
        from: area(required(form, FROM)?)?,
        target: opt_area(form, TARGET)?,
        second: opt_area(form, SECOND)?,
    })
}
