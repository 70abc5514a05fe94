//! A decision's forms as plain text, for mail (issue 12): [`template`] writes the fill-in text
//! a "your move" mail shows, and [`read`] turns a reply's text back into exactly the form data
//! the web page would post, so that a decision by mail goes through the same parser, checks and
//! log as one made on the page.
//!
//! The text, one section per form:
//!
//! ```text
//! ## 1. Place your orders
//! Winterfell: March +1
//!   (one of: March −1 | March +0 | March +1 ★ | Defence +1 | …)
//! [x] Footman in Winterfell
//! [ ] Knight in Winterfell
//! ```
//!
//! A select or a radio group is a line `LABEL: CHOICE` (the choice's words as shown, or its
//! value); a check box is `[x] LABEL` or `[ ] LABEL`. Lines in parentheses are help and are
//! skipped. A reply may hold one section (or just its lines, when the decision has one form) or
//! the whole template with one section changed: the first section that differs from the
//! template is the answer (the first section when none does). Fields a reply leaves out keep
//! the value the template showed (the sealed answer, else the deadline's default).
//!
//! The words are the reader's (the forms are built in the reader's language, and the help and
//! errors come from `decisions.ftl`); a reply is read against those words and, when the caller
//! gives them, the same forms' English words too (players mix them), or the fields' values.

use super::{Field, FormView, FORM};
use crate::decisions::formdata::FormData;
use crate::i18n::Tr;

/// Whether a form can be answered by text: every select and radio group of it has its own label.
pub fn expressible(form: &FormView) -> bool {
    let mut labels: Vec<String> = Vec::new();
    for f in &form.fields {
        if let Field::Select { label, .. } | Field::Radio { label, .. } = f {
            let k = norm(label);
            let short = short_label(label).map(norm).unwrap_or_else(|| k.clone());
            if k.is_empty() || labels.contains(&k) || labels.contains(&short) {
                return false;
            }
            labels.push(k);
            labels.push(short);
        }
    }
    true
}

/// The fill-in text of `forms` (see the module documentation).
pub fn template(tr: Tr, forms: &[FormView]) -> String {
    let mut out = String::new();
    for (n, f) in forms.iter().enumerate() {
        if !out.is_empty() {
            out.push('\n');
        }
        out.push_str(&format!("## {}. {}\n", n + 1, one_line(&f.title)));
        for field in &f.fields {
            match field {
                Field::Hidden { .. } => {}
                Field::Select { label, options, .. } | Field::Radio { label, options, .. } => {
                    let chosen = options
                        .iter()
                        .find(|o| o.selected)
                        .or(options.first())
                        .map(|o| one_line(&o.label))
                        .unwrap_or_default();
                    out.push_str(&format!("{}: {chosen}\n", one_line(label)));
                    if options.len() > 1 {
                        let all: Vec<String> = options.iter().map(|o| one_line(&o.label)).collect();
                        out.push_str(&format!(
                            "  ({})\n",
                            tr.t1("text-one-of", "choices", all.join(" | "))
                        ));
                    }
                }
                Field::Check { label, checked, .. } => {
                    out.push_str(&format!(
                        "[{}] {}\n",
                        if *checked { "x" } else { " " },
                        one_line(label)
                    ));
                }
            }
        }
    }
    out
}

/// The form data a reply's text answers, and which form (index into `forms`) it answers. The
/// error says which line is wrong and why, in the reader's terms. `english`: the same forms
/// built in English (or nothing), whose words are understood as well.
pub fn read(
    tr: Tr,
    forms: &[FormView],
    english: &[FormView],
    text: &str,
) -> Result<(usize, FormData), String> {
    if forms.is_empty() {
        return Err(tr.t("text-nothing-asked"));
    }
    // The English twin of form `i`, when it has the same fields (it always has: built from the
    // same options).
    let twin = |i: usize| {
        english
            .get(i)
            .filter(|e| e.kind == forms[i].kind && e.fields.len() == forms[i].fields.len())
    };
    let sections = sections(text);
    let mut first: Option<(usize, FormData)> = None;
    for (number, lines) in &sections {
        let index = match number {
            Some(n) if *n >= 1 && *n <= forms.len() => n - 1,
            Some(n) => {
                return Err(tr.t2("text-no-such-part", "n", *n, "count", forms.len()));
            }
            None if forms.len() == 1 => 0,
            None => best_form(forms, &twin, lines),
        };
        let form = &forms[index];
        if !expressible(form) {
            return Err(tr.t1("text-not-by-mail", "title", one_line(&form.title)));
        }
        let (data, changed) = fill(tr, form, twin(index), lines)?;
        if changed {
            return Ok((index, data));
        }
        if first.is_none() {
            first = Some((index, data));
        }
    }
    first.ok_or_else(|| tr.t("text-no-answer"))
}

/// The reply's lines grouped by section header (`## N. …`); lines before any header form a
/// section of their own.
fn sections(text: &str) -> Vec<(Option<usize>, Vec<String>)> {
    let mut out: Vec<(Option<usize>, Vec<String>)> = vec![(None, vec![])];
    for raw in text.lines() {
        let line = raw.trim();
        if let Some(rest) = line.strip_prefix("##") {
            let n = rest
                .trim()
                .split('.')
                .next()
                .and_then(|d| d.trim().parse::<usize>().ok());
            out.push((n.or(Some(0)), vec![]));
            continue;
        }
        if line.is_empty() || (line.starts_with('(') && line.ends_with(')')) {
            continue;
        }
        out.last_mut()
            .expect("one section at least")
            .1
            .push(line.to_string());
    }
    // A section with a header answers its form even without lines (a form with nothing to
    // choose, sent as it is); the lines before any header count only if there are some.
    out.retain(|(number, lines)| number.is_some() || !lines.is_empty());
    out
}

/// The label of field `i` of `form` and of its English twin: the words a line may use.
fn labels<'a>(form: &'a FormView, twin: Option<&'a FormView>, i: usize) -> Vec<&'a str> {
    let label = |f: &'a Field| match f {
        Field::Select { label, .. } | Field::Radio { label, .. } | Field::Check { label, .. } => {
            Some(label.as_str())
        }
        Field::Hidden { .. } => None,
    };
    let mut out: Vec<&str> = form.fields.get(i).and_then(label).into_iter().collect();
    out.extend(twin.and_then(|t| t.fields.get(i)).and_then(label));
    out
}

/// The words of option `o` of field `i` (in the reader's language and in English).
fn choice_labels<'a>(
    form: &'a FormView,
    twin: Option<&'a FormView>,
    i: usize,
    o: usize,
) -> Vec<&'a str> {
    let options = |f: &'a FormView| match f.fields.get(i) {
        Some(Field::Select { options, .. } | Field::Radio { options, .. }) => {
            options.get(o).map(|c| c.label.as_str())
        }
        _ => None,
    };
    let mut out: Vec<&str> = options(form).into_iter().collect();
    out.extend(twin.and_then(options));
    out
}

/// The form whose labels the most lines name.
fn best_form<'a>(
    forms: &'a [FormView],
    twin: &dyn Fn(usize) -> Option<&'a FormView>,
    lines: &[String],
) -> usize {
    let score = |n: usize| {
        let f = &forms[n];
        lines
            .iter()
            .filter(|l| {
                let (label, _) = split_line(l);
                let key = norm(&label);
                (0..f.fields.len()).any(|i| labels(f, twin(n), i).iter().any(|fl| names(fl, &key)))
            })
            .count()
    };
    let mut best = 0;
    for i in 0..forms.len() {
        if score(i) > score(best) {
            best = i;
        }
    }
    best
}

/// A line as (label, value): `[x] LABEL` → (LABEL, "x"), `LABEL: VALUE` → (LABEL, VALUE).
fn split_line(line: &str) -> (String, String) {
    let l = line.trim();
    for (mark, value) in [("[x]", "x"), ("[X]", "x"), ("[ ]", ""), ("[]", "")] {
        if let Some(rest) = l.strip_prefix(mark) {
            return (rest.trim().to_string(), value.to_string());
        }
    }
    match l.split_once(':') {
        Some((a, b)) => (a.trim().to_string(), b.trim().to_string()),
        None => (l.to_string(), String::new()),
    }
}

/// `form` with `lines` applied: its post data and whether any line changed what the template
/// showed.
fn fill(
    tr: Tr,
    form: &FormView,
    twin: Option<&FormView>,
    lines: &[String],
) -> Result<(FormData, bool), String> {
    // The template's values, to be changed by the lines.
    let mut chosen: Vec<Option<String>> = form
        .fields
        .iter()
        .map(|f| match f {
            Field::Select { options, .. } | Field::Radio { options, .. } => options
                .iter()
                .find(|o| o.selected)
                .or(options.first())
                .map(|o| o.value.clone()),
            Field::Check { checked, .. } => checked.then(String::new),
            Field::Hidden { value, .. } => Some(value.clone()),
        })
        .collect();
    let before = chosen.clone();
    let mut checks_seen: Vec<usize> = Vec::new();
    for line in lines {
        let is_check = line.starts_with('[');
        let (label, value) = split_line(line);
        let key = norm(&label);
        if is_check {
            let Some(i) = form.fields.iter().enumerate().position(|(i, f)| {
                matches!(f, Field::Check { .. })
                    && labels(form, twin, i).iter().any(|l| names(l, &key))
                    && !checks_seen.contains(&i)
            }) else {
                return Err(tr.t2(
                    "text-no-such-box",
                    "label",
                    one_line(&label),
                    "title",
                    one_line(&form.title),
                ));
            };
            checks_seen.push(i);
            chosen[i] = (value == "x").then(String::new);
            continue;
        }
        let Some(i) = form.fields.iter().enumerate().position(|(i, f)| match f {
            Field::Select { name, .. } | Field::Radio { name, .. } => {
                labels(form, twin, i).iter().any(|l| names(l, &key)) || norm(name) == key
            }
            _ => false,
        }) else {
            return Err(tr.t2(
                "text-not-understood",
                "line",
                one_line(line),
                "example",
                example(tr, form),
            ));
        };
        let (Field::Select { options, label, .. } | Field::Radio { options, label, .. }) =
            &form.fields[i]
        else {
            unreachable!("found a select or radio group")
        };
        let wanted = norm(&value);
        let Some(o) = options.iter().enumerate().find_map(|(n, o)| {
            (choice_labels(form, twin, i, n)
                .iter()
                .any(|l| norm(l) == wanted)
                || norm(&o.value) == wanted)
                .then_some(o)
        }) else {
            let all: Vec<String> = options.iter().map(|o| one_line(&o.label)).collect();
            return Err(tr.t3(
                "text-not-a-choice",
                "value",
                one_line(&value),
                "label",
                one_line(label),
                "choices",
                all.join(" | "),
            ));
        };
        chosen[i] = Some(o.value.clone());
    }
    let changed = chosen != before;
    let mut pairs: Vec<(String, String)> = vec![(FORM.to_string(), form.kind.to_string())];
    for (f, v) in form.fields.iter().zip(chosen) {
        match (f, v) {
            (Field::Check { name, value, .. }, Some(_)) => {
                pairs.push((name.clone(), value.clone()))
            }
            (Field::Check { .. }, None) => {}
            (f, Some(v)) => pairs.push((f.name().to_string(), v)),
            (_, None) => {}
        }
    }
    Ok((FormData::from_pairs(pairs), changed))
}

/// One line of the template, as an example for an error.
fn example(tr: Tr, form: &FormView) -> String {
    template(tr, std::slice::from_ref(form))
        .lines()
        .nth(1)
        .unwrap_or("")
        .to_string()
}

/// Text on one line, spaces collapsed.
fn one_line(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How labels and choices compare: spaces collapsed, case ignored, a star written `★` or `*`,
/// a minus `−` or `-`.
fn norm(s: &str) -> String {
    one_line(&s.replace('★', "*").replace('−', "-"))
        .replace(" *", "*")
        .to_lowercase()
}

/// Whether a line's label names a field label: the whole label, or the label without its
/// trailing parenthesis ("Winterfell" for "Winterfell (1 footman and 1 knight)").
fn names(field_label: &str, key: &str) -> bool {
    norm(field_label) == key || short_label(field_label).is_some_and(|l| norm(l) == key)
}

/// A label without its trailing parenthesis ("Winterfell" for "Winterfell (1 footman)").
fn short_label(label: &str) -> Option<&str> {
    let i = label.rfind(" (")?;
    label.trim_end().ends_with(')').then(|| &label[..i])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decisions::Choice;

    fn form() -> FormView {
        let mut f = FormView::new("place_orders", "Place your orders", "Seal");
        f.hidden("round", "2");
        f.select(
            "order_winterfell",
            "Winterfell",
            vec![
                Choice::new("march_0", "March +0"),
                Choice::new("defence_1", "Defence +1"),
            ],
            None,
        );
        f.check("unit", "footman", "Footman in Winterfell", true, None);
        f.check("unit", "knight", "Knight in Winterfell", false, None);
        f
    }

    #[test]
    fn the_template_unchanged_reads_as_the_form_unchanged() {
        let forms = vec![form()];
        let (i, data) = read(Tr::default(), &forms, &[], &template(Tr::default(), &forms)).unwrap();
        assert_eq!(i, 0);
        assert_eq!(data.get("order_winterfell"), Some("march_0"));
        assert_eq!(data.get("round"), Some("2"));
        assert_eq!(data.all("unit"), vec!["footman"]);
    }

    #[test]
    fn lines_change_choices_and_boxes_by_their_words() {
        let forms = vec![form()];
        let (_, data) = read(
            Tr::default(),
            &forms,
            &[],
            "winterfell:  defence +1\n[ ] Footman in Winterfell\n[x] knight in winterfell",
        )
        .unwrap();
        assert_eq!(data.get("order_winterfell"), Some("defence_1"));
        assert_eq!(data.all("unit"), vec!["knight"]);
    }

    #[test]
    fn a_wrong_line_says_what_is_wrong() {
        let forms = vec![form()];
        let e = read(Tr::default(), &forms, &[], "Winterfell: Raid").unwrap_err();
        assert!(
            e.contains("not a choice") && e.contains("Defence +1"),
            "{e}"
        );
        let e = read(Tr::default(), &forms, &[], "Dragonstone: March +0").unwrap_err();
        assert!(e.contains("did not understand"), "{e}");
    }

    #[test]
    fn the_changed_section_of_a_whole_template_is_the_answer() {
        let mut second = form();
        second.title = "Another".into();
        if let Field::Select { label, .. } = &mut second.fields[1] {
            *label = "Dragonstone (1 ship)".into();
        }
        let forms = vec![form(), second];
        let text = template(Tr::default(), &forms).replace(
            "Dragonstone (1 ship): March +0",
            "Dragonstone (1 ship): Defence +1",
        );
        let (i, data) = read(Tr::default(), &forms, &[], &text).unwrap();
        assert_eq!(i, 1);
        assert_eq!(data.get("order_winterfell"), Some("defence_1"));
    }
}
