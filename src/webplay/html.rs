//! What the web-play driver reads from a page: only the HTML, as a browser would see it (the
//! forms of `#decide` with their options and `data-*` hints, the awaited list, the deadline, the
//! error shown), never the engine.

use scraper::{ElementRef, Html, Selector};
use std::collections::BTreeMap;

/// One choice of a select or radio group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opt {
    pub value: String,
    pub selected: bool,
    pub hints: BTreeMap<String, String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageField {
    Hidden {
        name: String,
        value: String,
    },
    Select {
        name: String,
        options: Vec<Opt>,
    },
    Radio {
        name: String,
        options: Vec<Opt>,
    },
    Check {
        name: String,
        value: String,
        checked: bool,
    },
}

/// A decision form as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageForm {
    pub id: String,
    pub action: String,
    /// The `form` field: which kind of form it is.
    pub kind: String,
    /// `data-request`: the kind of request it answers.
    pub request: String,
    /// The form's `data-*` hints.
    pub hints: BTreeMap<String, String>,
    /// Every field except the common ones (csrf, house, seq, form), in document order; radio
    /// buttons of one name are one field.
    pub fields: Vec<PageField>,
    /// The common fields, as the page filled them in.
    pub common: Vec<(String, String)>,
}

/// What the driver reads from a game page.
#[derive(Clone, Debug, Default)]
pub struct GamePage {
    pub forms: Vec<PageForm>,
    /// The viewer's house is in the "Waiting for" list.
    pub awaited: bool,
    /// The kinds of request the "Waiting for" list names for the viewer.
    pub awaited_kinds: Vec<String>,
    /// Anyone is awaited at all.
    pub anyone_awaited: bool,
    /// The deadline of the step, as the `<time datetime>` of the clock box (RFC 3339, UTC).
    pub deadline: Option<String>,
    pub winner: Option<String>,
    /// The error paragraph, and the engine's rejection kind it names (`data-kind`).
    pub error: Option<(String, String)>,
    pub seq: Option<String>,
    /// The "Answer ahead" form of its own (issue 25), when the page shows one.
    pub plan_form: Option<PageForm>,
}

fn sel(s: &str) -> Selector {
    Selector::parse(s).expect("a valid selector")
}

fn hints_of(e: &ElementRef) -> BTreeMap<String, String> {
    e.value()
        .attrs()
        .filter_map(|(k, v)| {
            k.strip_prefix("data-")
                .map(|k| (k.to_owned(), v.to_owned()))
        })
        .collect()
}

fn text_of(e: &ElementRef) -> String {
    e.text().collect::<Vec<_>>().join("").trim().to_owned()
}

const COMMON: [&str; 4] = ["csrf", "house", "seq", "form"];

fn parse_form(f: ElementRef) -> PageForm {
    let mut fields: Vec<PageField> = Vec::new();
    let mut common = Vec::new();
    let mut kind = String::new();
    let inputs = sel("input, select");
    let option = sel("option");
    for e in f.select(&inputs) {
        let v = e.value();
        let name = v.attr("name").unwrap_or("").to_owned();
        if name.is_empty() {
            continue;
        }
        if v.name() == "select" {
            let options = e
                .select(&option)
                .map(|o| Opt {
                    value: o.value().attr("value").unwrap_or("").to_owned(),
                    selected: o.value().attr("selected").is_some(),
                    hints: hints_of(&o),
                })
                .collect();
            fields.push(PageField::Select { name, options });
            continue;
        }
        let value = v.attr("value").unwrap_or("").to_owned();
        match v.attr("type").unwrap_or("text") {
            "hidden" if COMMON.contains(&name.as_str()) => {
                if name == "form" {
                    kind = value.clone();
                }
                common.push((name, value));
            }
            "hidden" => fields.push(PageField::Hidden { name, value }),
            "radio" => {
                let opt = Opt {
                    value,
                    selected: v.attr("checked").is_some(),
                    hints: hints_of(&e),
                };
                match fields
                    .iter_mut()
                    .find(|x| matches!(x, PageField::Radio { name: n, .. } if *n == name))
                {
                    Some(PageField::Radio { options, .. }) => options.push(opt),
                    _ => fields.push(PageField::Radio {
                        name,
                        options: vec![opt],
                    }),
                }
            }
            "checkbox" => fields.push(PageField::Check {
                name,
                value,
                checked: v.attr("checked").is_some(),
            }),
            _ => fields.push(PageField::Hidden { name, value }),
        }
    }
    PageForm {
        id: f.value().attr("id").unwrap_or("").to_owned(),
        action: f.value().attr("action").unwrap_or("").to_owned(),
        kind,
        request: f.value().attr("data-request").unwrap_or("").to_owned(),
        hints: hints_of(&f),
        fields,
        common,
    }
}

/// Reads a game page.
pub fn game_page(html: &str) -> GamePage {
    let doc = Html::parse_document(html);
    let forms: Vec<PageForm> = doc
        .select(&sel("#decide form.decision"))
        .map(parse_form)
        .collect();
    let mine: Vec<ElementRef> = doc.select(&sel("#awaiting li.me")).collect();
    GamePage {
        seq: forms
            .first()
            .and_then(|f| f.common.iter().find(|(k, _)| k == "seq"))
            .map(|(_, v)| v.clone()),
        forms,
        plan_form: doc.select(&sel("#plan form.plan")).next().map(parse_form),
        awaited: !mine.is_empty(),
        awaited_kinds: mine
            .iter()
            .filter_map(|e| e.value().attr("data-request").map(str::to_owned))
            .collect(),
        anyone_awaited: doc.select(&sel("#awaiting li")).next().is_some(),
        deadline: doc
            .select(&sel("#deadline time"))
            .next()
            .and_then(|t| t.value().attr("datetime").map(str::to_owned)),
        winner: doc.select(&sel("#winner")).next().map(|e| text_of(&e)),
        error: doc.select(&sel("#error")).next().map(|e| {
            (
                text_of(&e),
                e.value().attr("data-kind").unwrap_or("").to_owned(),
            )
        }),
    }
}

/// The hidden CSRF token of the first form on a page (log-in, register, lobby forms).
pub fn csrf(html: &str) -> Option<String> {
    let doc = Html::parse_document(html);
    let found = doc
        .select(&sel("input[name=csrf]"))
        .next()
        .and_then(|e| e.value().attr("value").map(str::to_owned));
    found
}

/// The names of the checkboxes a page shows checked (the new-game form's proposed options).
pub fn checked_boxes(html: &str) -> Vec<String> {
    let doc = Html::parse_document(html);
    let names = doc
        .select(&sel("input[type=checkbox][checked]"))
        .filter_map(|e| e.value().attr("name").map(str::to_owned))
        .collect();
    names
}

/// The forms of a page that post to `action` (lobby buttons).
pub fn forms_posting_to(html: &str, action: &str) -> Vec<PageForm> {
    let doc = Html::parse_document(html);
    doc.select(&sel("form"))
        .filter(|f| f.value().attr("action") == Some(action))
        .map(parse_form)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_forms_hints_and_radio_groups() {
        let html = r#"<section id="awaiting"><ul><li class="me" data-request="bid:fiefdoms">x</li></ul></section>
        <p id="deadline">Deadline: <time datetime="2026-11-25T10:00:00Z">Wed</time></p>
        <section id="decide"><form class="decision" id="decide-1" action="/games/3/act" data-request="bid:fiefdoms" data-max-special="1">
        <input type="hidden" name="csrf" value="c"><input type="hidden" name="form" value="bid">
        <select name="power"><option value="0">0</option><option value="1" selected data-copies="2">1</option></select>
        <input type="radio" name="r" value="a" checked><input type="radio" name="r" value="b">
        <input type="checkbox" name="unit" value="x:footman"></form></section>"#;
        let p = game_page(html);
        assert!(p.awaited);
        assert_eq!(p.awaited_kinds, vec!["bid:fiefdoms"]);
        assert_eq!(p.deadline.as_deref(), Some("2026-11-25T10:00:00Z"));
        let f = &p.forms[0];
        assert_eq!(f.kind, "bid");
        assert_eq!(f.hints["max-special"], "1");
        assert_eq!(f.fields.len(), 3);
        match &f.fields[0] {
            PageField::Select { options, .. } => {
                assert!(options[1].selected);
                assert_eq!(options[1].hints["copies"], "2");
            }
            other => panic!("{other:?}"),
        }
        assert!(matches!(&f.fields[1], PageField::Radio { options, .. } if options.len() == 2));
    }
}
