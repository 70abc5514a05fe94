//! A combat's own decisions: the sealed house card (inputs C-3), the Valyrian Steel Blade (C-5),
//! casualties (C-7), the retreat (C-9) and the ships of a captured port (M-2).

use super::{
    area, card, card_choices, count_choices, number, required, select_value, units_from_value,
    units_value, units_words, yes, yes_no, Asked, Choice, FormView, Parser, P,
};
use crate::decisions::formdata::FormData;
use crate::engine::legal::Legal;
use crate::engine::{HouseCardId, Input, UnitKind};
use crate::wording;

pub const HOUSE_CARD: &str = "house_card";
pub const BLADE: &str = "blade";
pub const CASUALTIES: &str = "casualties";
pub const RETREAT: &str = "retreat";
pub const PORT_CAPTURE: &str = "port_capture";
/// `card`: a house card key.
pub const CARD: &str = "card";
/// `use_blade`: yes or no.
pub const USE_BLADE: &str = "use_blade";
/// `units`: the units lost, as `footman,knight` (one choice per legal set).
pub const UNITS: &str = "units";
/// `to`: `<area>:<units destroyed>`, a retreat and what it costs.
pub const TO: &str = "to";
/// `replace`: how many enemy ships become the captor's.
pub const REPLACE: &str = "replace";

pub const PARSERS: [(&str, Parser); 5] = [
    (HOUSE_CARD, parse_card),
    (BLADE, parse_blade),
    (CASUALTIES, parse_casualties),
    (RETREAT, parse_retreat),
    (PORT_CAPTURE, parse_port),
];

fn combat_line(asked: &Asked) -> Option<String> {
    let c = asked.view.combat.as_ref()?;
    let tr = asked.tr;
    Some(match c.defender {
        Some(d) => tr.t_args(
            "form-combat-line-units",
            &[
                ("area", wording::area(tr, c.area).into()),
                ("attacker", wording::house(tr, c.attacker).into()),
                ("defender", wording::house(tr, d).into()),
                (
                    "units",
                    units_words(tr, &c.attacking.standing_list()).into(),
                ),
                ("a", c.initial_strengths[0].into()),
                ("d", c.initial_strengths[1].into()),
            ],
        ),
        None => tr.t1("form-combat-line-short", "area", wording::area(tr, c.area)),
    })
}

/// The house-card form: the sealed card (or the default) selected.
pub fn card_form(asked: &Asked, hand: &[HouseCardId], title: &str, note: &str) -> FormView {
    let tr = asked.tr;
    let mut f = FormView::new(HOUSE_CARD, title, &tr.t("form-card-submit")).note(note);
    f.notes.extend(combat_line(asked));
    let mut choices = card_choices(tr, hand);
    let mine = asked.view.combat.as_ref().and_then(|c| c.my_card);
    let default = match asked.default {
        Some(Input::HouseCard { card }) => Some(*card),
        _ => None,
    };
    if let Some(c) = mine.or(default) {
        select_value(&mut choices, c.key());
    }
    f.radio(CARD, tr.t("form-field-card"), choices);
    f
}

/// One select of every set of `count` units that may be lost.
pub fn casualties_form(
    asked: &Asked,
    count: u8,
    choices: &[Vec<UnitKind>],
    title: &str,
) -> FormView {
    let tr = asked.tr;
    let mut f = FormView::new(CASUALTIES, title, &tr.t("form-casualties-submit")).note(tr.t1(
        "form-casualties-note",
        "count",
        count,
    ));
    f.notes.extend(combat_line(asked));
    let mut options: Vec<Choice> = choices
        .iter()
        .map(|units| Choice::new(units_value(units), units_words(tr, units)))
        .collect();
    if let Some(Input::Casualties { units }) = asked.default {
        select_value(&mut options, &units_value(units));
    }
    f.select(UNITS, tr.t("form-casualties-label"), options, None);
    f
}

pub fn forms(asked: &Asked) -> Vec<FormView> {
    let tr = asked.tr;
    match asked.legal {
        Legal::HouseCard { hand } => vec![card_form(
            asked,
            hand,
            &tr.t("form-card-title"),
            &tr.t("form-card-note"),
        )],
        Legal::Blade => {
            let mut f = FormView::new(BLADE, tr.t("form-blade-title"), &tr.t("form-decide"))
                .note(tr.t("form-blade-note"));
            f.notes.extend(combat_line(asked));
            let mut choices = yes_no(&tr.t("form-blade-use"), &tr.t("form-blade-keep"));
            select_value(&mut choices, "no");
            f.radio(USE_BLADE, tr.t("form-blade-label"), choices);
            vec![f]
        }
        Legal::Casualties { count, choices, .. } => vec![casualties_form(
            asked,
            *count,
            choices,
            &tr.t1("form-casualties-title", "count", *count),
        )],
        Legal::Retreat {
            choices, options, ..
        } => {
            let mut f = FormView::new(
                RETREAT,
                tr.t("form-retreat-title"),
                &tr.t("form-retreat-submit"),
            );
            if options.iter().any(|(_, l)| *l > 0) {
                f.notes.push(tr.t("form-retreat-note"));
            }
            let mut values: Vec<Choice> = choices
                .iter()
                .map(|(to, destroy)| {
                    let label = if destroy.is_empty() {
                        wording::area(tr, *to)
                    } else {
                        tr.t2(
                            "form-retreat-losing",
                            "area",
                            wording::area(tr, *to),
                            "units",
                            units_words(tr, destroy),
                        )
                    };
                    Choice::new(format!("{}:{}", to.key(), units_value(destroy)), label)
                })
                .collect();
            if let Some(Input::Retreat { to, destroy }) = asked.default {
                select_value(
                    &mut values,
                    &format!("{}:{}", to.key(), units_value(destroy)),
                );
            }
            f.select(TO, tr.t("form-retreat-label"), values, None);
            vec![f]
        }
        Legal::PortCapture { port, max } => {
            let name = wording::area(tr, *port);
            let mut f = FormView::new(
                PORT_CAPTURE,
                tr.t1("form-port-title", "port", name.clone()),
                &tr.t("form-confirm"),
            )
            .note(tr.t2("form-port-note", "port", name, "count", *max));
            let mut choices = count_choices(*max);
            select_value(&mut choices, &max.to_string());
            f.select(REPLACE, tr.t("form-port-label"), choices, Some(*port));
            vec![f]
        }
        _ => vec![],
    }
}

fn parse_card(form: &FormData) -> P<Input> {
    Ok(Input::HouseCard {
        card: card(required(form, CARD)?)?,
    })
}

fn parse_blade(form: &FormData) -> P<Input> {
    Ok(Input::Blade {
        use_blade: yes(form, USE_BLADE)?,
    })
}

pub fn parse_casualties(form: &FormData) -> P<Input> {
    Ok(Input::Casualties {
        units: units_from_value(required(form, UNITS)?)?,
    })
}

fn parse_retreat(form: &FormData) -> P<Input> {
    let v = required(form, TO)?;
    let (to, destroy) = v.split_once(':').unwrap_or((v, ""));
    Ok(Input::Retreat {
        to: area(to)?,
        destroy: units_from_value(destroy)?,
    })
}

fn parse_port(form: &FormData) -> P<Input> {
    Ok(Input::PortCapture {
        replace: number(form, REPLACE)?,
    })
}
