//! Resolving a march order (inputs M-1): one form per march order; a destination (or "stay")
//! for each unit, and whether to leave a power token behind.

use super::{area, required, unit_kind, Asked, Choice, FormView, Parser, P};
use crate::decisions::formdata::{FormData, FormError};
use crate::engine::input::MarchMove;
use crate::engine::legal::Legal;
use crate::engine::state::Neutral;
use crate::engine::Input;
use crate::wording;

pub const KIND: &str = "march";
/// `from`: the area of the march order (hidden: one form per order).
pub const FROM: &str = "from";
/// `kind.<i>` (hidden) and `move.<i>`: the i-th unit's kind and its destination ("stay").
pub const UNIT_KIND: &str = "kind.";
pub const MOVE: &str = "move.";
pub const STAY: &str = "stay";
/// `leave_power_token`: a checkbox, when the march may empty a land area.
pub const LEAVE_TOKEN: &str = "leave_power_token";

pub const PARSERS: [(&str, Parser); 1] = [(KIND, parse)];

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let Legal::March {
        options,
        forbidden,
        bounds,
    } = asked.legal
    else {
        return vec![];
    };
    let view = asked.view;
    let tr = asked.tr;
    options
        .iter()
        .map(|o| {
            let mut f = FormView::new(
                KIND,
                tr.t1("form-march-title", "area", wording::area(tr, o.from)),
                &tr.t("form-march-submit"),
            );
            f.anchor = Some(o.from);
            if let Some(a) = forbidden {
                f.notes
                    .push(tr.t1("form-march-forbidden", "area", wording::area(tr, *a)));
            }
            f.notes.push(tr.t("form-march-note"));
            // What binds the units' moves together (issue 29): supply, a port's three ships,
            // and units that stay home if a neutral force holds.
            if o.units.total() >= 2 {
                f.notes.push(super::westeros::supply_limit_note(tr, bounds));
            }
            let to_port = o
                .destinations
                .iter()
                .any(|(_, ds)| ds.iter().any(|d| bounds.is_port(*d)));
            if to_port && o.units.total() >= 2 {
                f.notes.push(tr.t("form-march-port"));
            }
            if !o.neutral.is_empty() {
                f.notes.push(tr.t("form-march-neutral"));
            }
            f.hidden(FROM, o.from.key());
            for (i, kind) in o.units.standing_list().into_iter().enumerate() {
                let dests = o
                    .destinations
                    .iter()
                    .find(|(k, _)| *k == kind)
                    .map(|(_, d)| d.as_slice())
                    .unwrap_or(&[]);
                let mut choices = vec![Choice::new(STAY, tr.t("form-march-stay"))];
                for d in dests {
                    let name = wording::area(tr, *d);
                    let mut label = name.clone();
                    let mut choice = Choice::new(d.key(), "");
                    if o.attacks.contains(d) {
                        let av = &view.areas[d.index()];
                        label = match (av.house, av.neutral) {
                            (Some(h), _) => tr.t2(
                                "form-march-attack-house",
                                "area",
                                name,
                                "house",
                                wording::house(tr, h),
                            ),
                            (None, Some(Neutral::Force(n))) => {
                                tr.t2("form-march-attack-neutral", "area", name, "strength", n)
                            }
                            _ => tr.t1("form-march-attack", "area", name),
                        };
                        choice = choice.hint("attack", d.key());
                    }
                    choice.label = label;
                    choices.push(choice);
                }
                f.hidden(&format!("{UNIT_KIND}{i}"), kind.key());
                f.select(
                    format!("{MOVE}{i}"),
                    tr.t2(
                        "form-march-unit",
                        "unit",
                        wording::capitalize(&wording::unit(tr, kind)),
                        "number",
                        i + 1,
                    ),
                    choices,
                    None,
                );
            }
            if o.may_leave_power_token {
                f.check(
                    LEAVE_TOKEN,
                    "1",
                    tr.t1("form-march-leave-token", "area", wording::area(tr, o.from)),
                    false,
                    None,
                );
            }
            f
        })
        .collect()
}

pub fn parse(form: &FormData) -> P<Input> {
    let from = area(required(form, FROM)?)?;
    let mut moves: Vec<MarchMove> = Vec::new();
    for (i, dest) in form.with_prefix(MOVE) {
        let kind = unit_kind(
            form.get(&format!("{UNIT_KIND}{i}"))
                .ok_or_else(|| FormError::missing(&format!("{UNIT_KIND}{i}")))?,
        )?;
        if dest == STAY || dest.is_empty() {
            continue;
        }
        let to = area(dest)?;
        match moves.iter_mut().find(|m| m.to == to) {
            Some(m) => m.units.push(kind),
            None => moves.push(MarchMove {
                to,
                units: vec![kind],
            }),
        }
    }
    Ok(Input::March {
        from,
        moves,
        leave_power_token: form.checked(LEAVE_TOKEN),
    })
}
