//! How the web-play driver fills in a form: like a careful player, it picks among the options
//! the form offers and keeps to the constraints the form states (its `data-*` hints: token
//! copies, special orders allowed, orders to place, distinct places, one attacked area, a
//! choice that leaves another field empty, how many boxes to tick). What the engine alone can
//! judge (supply across several moves, reserves across several areas) may still be refused:
//! the driver then falls back to changing one field of the form's own selection, which must
//! be accepted.

use super::html::{Opt, PageField, PageForm};
use crate::selfplay::dice::Dice;
use std::collections::BTreeMap;

/// How much of the form to change.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Every field chosen at random (within the hints).
    Random,
    /// The form's own selection, with one field changed at random (within the hints).
    OneChange,
    /// The form's own selection, as it is.
    Unchanged,
}

fn hint_num(hints: &BTreeMap<String, String>, name: &str) -> Option<usize> {
    hints.get(name).and_then(|v| v.parse().ok())
}

/// The selects' current values, by field index.
type Values = BTreeMap<usize, String>;

/// Whether setting select `i` to `opt` keeps the form's hints satisfied, given `values`.
fn allowed(form: &PageForm, values: &Values, i: usize, opt: &Opt) -> bool {
    let others = values.iter().filter(|(j, _)| **j != i);
    let option_of = |j: usize, v: &str| -> Option<Opt> {
        match &form.fields[j] {
            PageField::Select { options, .. } | PageField::Radio { options, .. } => {
                options.iter().find(|o| o.value == v).cloned()
            }
            _ => None,
        }
    };
    let name_of = |j: usize| -> &str {
        match &form.fields[j] {
            PageField::Select { name, .. } | PageField::Radio { name, .. } => name,
            _ => "",
        }
    };
    if let Some(copies) = hint_num(&opt.hints, "copies") {
        let used = others.clone().filter(|(_, v)| **v == opt.value).count();
        if used + 1 > copies {
            return false;
        }
    }
    if opt.hints.contains_key("special") {
        if let Some(max) = hint_num(&form.hints, "max-special") {
            let used = others
                .clone()
                .filter(|(j, v)| option_of(**j, v).is_some_and(|o| o.hints.contains_key("special")))
                .count();
            if used + 1 > max {
                return false;
            }
        }
    }
    if let Some(prefix) = form.hints.get("distinct") {
        if name_of(i).starts_with(prefix.as_str()) {
            let clash = others
                .clone()
                .any(|(j, v)| name_of(*j).starts_with(prefix.as_str()) && *v == opt.value);
            if clash {
                return false;
            }
        }
    }
    // A choice that leaves another field on "nothing" (a muster's two-point choice), either way.
    if let Some(other) = opt.hints.get("excludes") {
        if others
            .clone()
            .any(|(j, v)| name_of(*j) == other.as_str() && !v.is_empty())
        {
            return false;
        }
    }
    if !opt.value.is_empty()
        && others.clone().any(|(j, v)| {
            option_of(*j, v)
                .and_then(|o| o.hints.get("excludes").cloned())
                .is_some_and(|n| n == name_of(i))
        })
    {
        return false;
    }
    if let Some(target) = opt.hints.get("attack") {
        let other_attack = others.clone().any(|(j, v)| {
            option_of(*j, v)
                .and_then(|o| o.hints.get("attack").cloned())
                .is_some_and(|t| t != *target)
        });
        if other_attack {
            return false;
        }
    }
    true
}

fn current(form: &PageForm) -> Values {
    let mut values = Values::new();
    for (i, f) in form.fields.iter().enumerate() {
        if let PageField::Select { options, .. } | PageField::Radio { options, .. } = f {
            if let Some(o) = options.iter().find(|o| o.selected).or(options.first()) {
                values.insert(i, o.value.clone());
            }
        }
    }
    values
}

fn filled(form: &PageForm, values: &Values) -> usize {
    values
        .iter()
        .filter(|(i, v)| matches!(form.fields[**i], PageField::Select { .. }) && !v.is_empty())
        .count()
}

/// Picks a random allowed value for field `i` (keeps the current one if none is allowed).
fn pick(form: &PageForm, values: &mut Values, i: usize, dice: &mut Dice, avoid_empty: bool) {
    let options = match &form.fields[i] {
        PageField::Select { options, .. } | PageField::Radio { options, .. } => options,
        _ => return,
    };
    let ok: Vec<&Opt> = options
        .iter()
        .filter(|o| !(avoid_empty && o.value.is_empty()))
        .filter(|o| allowed(form, values, i, o))
        .collect();
    if let Some(o) = dice.pick(&ok) {
        values.insert(i, o.value.clone());
    }
}

/// The fields to post (without the common ones) for `form` in `mode`.
pub fn fill(form: &PageForm, mode: Mode, dice: &mut Dice) -> Vec<(String, String)> {
    let mut values = current(form);
    let mut ticked: Vec<bool> = form
        .fields
        .iter()
        .map(|f| matches!(f, PageField::Check { checked: true, .. }))
        .collect();
    let choosable: Vec<usize> = form
        .fields
        .iter()
        .enumerate()
        .filter(|(_, f)| {
            matches!(f, PageField::Select { options, .. } | PageField::Radio { options, .. } if options.len() > 1)
        })
        .map(|(i, _)| i)
        .collect();
    let boxes: Vec<usize> = form
        .fields
        .iter()
        .enumerate()
        .filter(|(_, f)| matches!(f, PageField::Check { .. }))
        .map(|(i, _)| i)
        .collect();
    match mode {
        Mode::Unchanged => {}
        Mode::OneChange => {
            if let Some(&i) = dice.pick(&choosable) {
                let before = values.get(&i).cloned();
                // A different value if the hints allow one.
                for _ in 0..8 {
                    pick(form, &mut values, i, dice, false);
                    if values.get(&i) != before.as_ref() {
                        break;
                    }
                }
                let min = hint_num(&form.hints, "min-filled").unwrap_or(0);
                if filled(form, &values) < min {
                    if let Some(b) = before {
                        values.insert(i, b);
                    }
                }
            }
            // Ticked boxes stay as the form has them: which units to name is judged together.
        }
        Mode::Random => {
            // Start from nothing chosen so that every field draws from what the hints leave.
            for &i in &choosable {
                values.remove(&i);
            }
            let mut order = choosable.clone();
            dice.shuffle(&mut order);
            for &i in &order {
                pick(form, &mut values, i, dice, false);
                if let std::collections::btree_map::Entry::Vacant(e) = values.entry(i) {
                    // Nothing allowed: take the form's own value.
                    if let Some(v) = current(form).get(&i) {
                        e.insert(v.clone());
                    }
                }
            }
            let min = hint_num(&form.hints, "min-filled").unwrap_or(0);
            for &i in &order {
                if filled(form, &values) >= min {
                    break;
                }
                if values.get(&i).is_some_and(|v| v.is_empty()) {
                    values.remove(&i);
                    pick(form, &mut values, i, dice, true);
                    values.entry(i).or_default();
                }
            }
            if !boxes.is_empty() {
                let lo = hint_num(&form.hints, "pick-min").unwrap_or(0);
                let hi = hint_num(&form.hints, "pick-max").unwrap_or(boxes.len());
                let hi = hi.min(boxes.len());
                let n = dice.range(lo.min(hi), hi + 1);
                let chosen = dice.sample(&boxes, n);
                for &b in &boxes {
                    ticked[b] = chosen.contains(&b);
                }
            }
        }
    }
    let mut out = Vec::new();
    for (i, f) in form.fields.iter().enumerate() {
        match f {
            PageField::Hidden { name, value } => out.push((name.clone(), value.clone())),
            PageField::Select { name, .. } | PageField::Radio { name, .. } => {
                if let Some(v) = values.get(&i) {
                    out.push((name.clone(), v.clone()));
                }
            }
            PageField::Check { name, value, .. } => {
                if ticked[i] {
                    out.push((name.clone(), value.clone()));
                }
            }
        }
    }
    out
}

/// Whether `posted` differs from the form's own selection in at most one select or radio
/// group, with its boxes ticked as the form had them: the changes the engine must accept
/// (`selfplay::probes`). Ticking other boxes is a combination the engine judges as a whole.
pub fn is_single_change(form: &PageForm, posted: &[(String, String)]) -> bool {
    let base = fill(form, Mode::Unchanged, &mut Dice::new(0));
    let boxes: Vec<&str> = form
        .fields
        .iter()
        .filter_map(|f| match f {
            PageField::Check { name, .. } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    let (base_boxes, base_rest): (Vec<_>, Vec<_>) =
        base.iter().partition(|(k, _)| boxes.contains(&k.as_str()));
    let (posted_boxes, posted_rest): (Vec<_>, Vec<_>) = posted
        .iter()
        .partition(|(k, _)| boxes.contains(&k.as_str()));
    if base_boxes != posted_boxes {
        return false;
    }
    let differs = base_rest
        .iter()
        .filter(|p| !posted_rest.contains(p))
        .count();
    differs <= 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opt(value: &str, hints: &[(&str, &str)]) -> Opt {
        Opt {
            value: value.into(),
            selected: false,
            hints: hints
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        }
    }

    #[test]
    fn random_choices_keep_to_copies_specials_and_distinct_places() {
        let token_options = vec![
            opt("raid", &[("copies", "2")]),
            opt("march+1", &[("copies", "1"), ("special", "1")]),
            opt("defense+2", &[("copies", "1"), ("special", "1")]),
        ];
        let form = PageForm {
            id: "f".into(),
            action: "/".into(),
            kind: "place_orders".into(),
            request: "place_orders".into(),
            hints: [("max-special".to_string(), "1".to_string())].into(),
            // Three areas: two raids and one special order are the most the hints allow.
            fields: (0..3)
                .map(|i| PageField::Select {
                    name: format!("order.a{i}"),
                    options: token_options.clone(),
                })
                .collect(),
            common: vec![],
        };
        for seed in 0..200 {
            let posted = fill(&form, Mode::Random, &mut Dice::new(seed));
            let values: Vec<&str> = posted.iter().map(|(_, v)| v.as_str()).collect();
            assert!(values.iter().filter(|v| **v == "raid").count() <= 2);
            let specials = values.iter().filter(|v| **v != "raid").count();
            assert!(specials <= 1, "{values:?}");
        }
        let tie = PageForm {
            hints: [("distinct".to_string(), "pos.".to_string())].into(),
            fields: (0..3)
                .map(|i| PageField::Select {
                    name: format!("pos.{i}"),
                    options: vec![opt("stark", &[]), opt("tyrell", &[]), opt("martell", &[])],
                })
                .collect(),
            ..form.clone()
        };
        for seed in 0..100 {
            let posted = fill(&tie, Mode::Random, &mut Dice::new(seed));
            let mut v: Vec<&str> = posted.iter().map(|(_, v)| v.as_str()).collect();
            v.sort();
            v.dedup();
            assert_eq!(v.len(), 3);
        }
    }
}
