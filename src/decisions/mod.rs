//! A form for every decision the engine can ask for, each built and parsed side by side in its
//! own module (presentation-neutral data: the web pages draw them as HTML, and mail can show
//! them as text), sharing its field names, so that a form cannot post what its parser does not read
//! (`tests::no_form_posts_a_field_its_parser_ignores` proves it over whole random games).
//!
//! Forms are data ([`FormView`]: selects, radio buttons, checkboxes); one template draws them
//! all. They are built from the engine's [`Legal`] options only, with the engine's own default
//! answer (what a passed deadline would fill in) or the player's sealed answer selected, so that
//! submitting a form unchanged always works and changing any single field of it does too (the
//! self-play property of `selfplay::probes`, and the web-play driver over HTTP).
//!
//! Every form carries the fields of [`COMMON_FIELDS`] (`csrf`, `house`, `seq`, `form`); no
//! decision may use those names for its own fields. Forms also carry machine-readable hints
//! (`data-*` attributes, see [`Hint`]) that state the constraints a set of fields must meet
//! together: how many units to tick, how many copies of an order token exist, at most so many
//! special orders. The web-play driver and an optional script read them; the engine stays the
//! judge.
//!
//! Module map: [`orders`] (place orders), [`raven`], [`raid`], [`march`], [`support`],
//! [`combat`] (house card, Blade, casualties, retreat, port capture), [`consolidate`],
//! [`westeros`] (Westeros card options, mustering, supply), [`bids`] (bids, ties, choosing a
//! bidder), [`wildlings`], [`abilities`] (house-card abilities, Tides of Battle).

pub mod abilities;
pub mod bids;
pub mod combat;
pub mod consolidate;
pub mod formdata;
pub mod march;
pub mod muster;
pub mod orders;
pub mod plans;
pub mod raid;
pub mod raven;
pub mod support;
pub mod text;
pub mod westeros;
pub mod wildlings;

use crate::engine::game::Request;
use crate::engine::legal::Legal;
use crate::engine::view::GameView;
use crate::engine::{AreaId, House, HouseCardId, Input, UnitKind};
use crate::i18n::{self, Tr};
use crate::wording;
use formdata::{FormData, FormError};
use std::collections::BTreeMap;

/// Fields every game form carries (the template writes them); no decision field may be named so.
pub const COMMON_FIELDS: [&str; 4] = ["csrf", "house", "seq", "form"];

/// The field naming the kind of form (which parser reads it).
pub const FORM: &str = "form";

/// One choice of a select or radio group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    pub value: String,
    pub label: String,
    pub selected: bool,
    /// Machine-readable hints on this choice (`data-NAME="VALUE"`).
    pub hints: Vec<Hint>,
}

impl Choice {
    pub fn new(value: impl Into<String>, label: impl Into<String>) -> Choice {
        Choice {
            value: value.into(),
            label: label.into(),
            selected: false,
            hints: vec![],
        }
    }

    pub fn hint(mut self, name: &'static str, value: impl Into<String>) -> Choice {
        self.hints.push(Hint {
            name,
            value: value.into(),
        });
        self
    }
}

/// A `data-NAME="VALUE"` attribute: a constraint the page states for scripts and the web-play
/// driver. Names in use:
/// - on a form: `pick-min`, `pick-max` (how many checkboxes to tick), `max-special` (special
///   orders allowed), `distinct` (a prefix: the selects named so must differ);
/// - on a choice: `copies` (how many times this value may be chosen across the form), `special`,
///   `attack` (the area a march destination attacks: at most one area per march), `excludes`
///   (the name of a field that must stay on "nothing" beside this choice: a muster's knight
///   takes a stronghold's both points).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub name: &'static str,
    pub value: String,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    Hidden {
        name: String,
        value: String,
    },
    Select {
        name: String,
        label: String,
        options: Vec<Choice>,
        /// The map area this row is about: the first row about an area gets the id
        /// `decide-<area>` ([`assign_ids`]), which the map links to.
        area: Option<AreaId>,
        id: Option<String>,
    },
    Radio {
        name: String,
        label: String,
        options: Vec<Choice>,
    },
    Check {
        name: String,
        value: String,
        label: String,
        checked: bool,
        area: Option<AreaId>,
        id: Option<String>,
    },
}

impl Field {
    pub fn name(&self) -> &str {
        match self {
            Field::Hidden { name, .. }
            | Field::Select { name, .. }
            | Field::Radio { name, .. }
            | Field::Check { name, .. } => name,
        }
    }
}

/// One form on the game page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormView {
    /// The kind of input (`form` field), e.g. `place_orders`: which parser reads it.
    pub kind: &'static str,
    /// The kind of request it answers (`Request::kind`), e.g. `bid:kings_court`.
    pub request: String,
    pub title: String,
    pub notes: Vec<String>,
    pub fields: Vec<Field>,
    pub submit: String,
    /// Hints about the whole form (see [`Hint`]).
    pub hints: Vec<Hint>,
    /// The area a whole form is about (a march, a raid, a Consolidate Power order).
    pub anchor: Option<AreaId>,
    /// The form element's id (see [`assign_ids`]).
    pub id: String,
}

impl FormView {
    pub fn new(kind: &'static str, title: impl Into<String>, submit: &str) -> FormView {
        FormView {
            kind,
            request: String::new(),
            title: title.into(),
            notes: vec![],
            fields: vec![],
            submit: submit.into(),
            hints: vec![],
            anchor: None,
            id: String::new(),
        }
    }

    pub fn note(mut self, text: impl Into<String>) -> FormView {
        self.notes.push(text.into());
        self
    }

    pub fn hint(&mut self, name: &'static str, value: impl ToString) {
        self.hints.push(Hint {
            name,
            value: value.to_string(),
        });
    }

    pub fn hidden(&mut self, name: &str, value: &str) {
        self.fields.push(Field::Hidden {
            name: name.into(),
            value: value.into(),
        });
    }

    /// A select; the first option is selected unless one is.
    pub fn select(
        &mut self,
        name: impl Into<String>,
        label: impl Into<String>,
        options: Vec<Choice>,
        area: Option<AreaId>,
    ) {
        self.fields.push(Field::Select {
            name: name.into(),
            label: label.into(),
            options: first_selected(options),
            area,
            id: None,
        });
    }

    /// A radio group; the first option is selected unless one is.
    pub fn radio(
        &mut self,
        name: impl Into<String>,
        label: impl Into<String>,
        options: Vec<Choice>,
    ) {
        self.fields.push(Field::Radio {
            name: name.into(),
            label: label.into(),
            options: first_selected(options),
        });
    }

    pub fn check(
        &mut self,
        name: &str,
        value: &str,
        label: impl Into<String>,
        checked: bool,
        area: Option<AreaId>,
    ) {
        self.fields.push(Field::Check {
            name: name.into(),
            value: value.into(),
            label: label.into(),
            checked,
            area,
            id: None,
        });
    }

    /// The value of a hidden field, which identifies one of several forms of a kind.
    pub fn hidden_value(&self, name: &str) -> Option<&str> {
        self.fields.iter().find_map(|f| match f {
            Field::Hidden { name: n, value } if n == name => Some(value.as_str()),
            _ => None,
        })
    }

    /// Whether a submitted form came from this form (same kind, same identifying fields).
    pub fn matches(&self, form: &FormData) -> bool {
        form.get(FORM) == Some(self.kind)
            && self.fields.iter().all(|f| match f {
                Field::Hidden { name, value } => form.get(name) == Some(value.as_str()),
                _ => true,
            })
    }

    /// Whether this form, as the page draws it, could have sent `form` (issue 23): the same
    /// kind and hidden fields, every select and radio group present with a value it offers,
    /// and each ticked box one it has. A post missing the fields of its form was not sent by
    /// it, so the site did not fail it.
    pub fn could_have_sent(&self, form: &FormData) -> bool {
        self.matches(form)
            && self.fields.iter().all(|f| match f {
                Field::Select { name, options, .. } | Field::Radio { name, options, .. } => {
                    options.is_empty()
                        || form
                            .get(name)
                            .is_some_and(|v| options.iter().any(|o| o.value == v))
                }
                Field::Check { name, .. } => form.all(name).iter().all(|v| {
                    self.fields.iter().any(|g| {
                        matches!(g, Field::Check { name: n, value, .. } if n == name && value == v)
                    })
                }),
                Field::Hidden { .. } => true,
            })
    }

    /// Shows the player's submitted entries again (after a rejection).
    pub fn prefill(&mut self, form: &FormData) {
        let mut seen: BTreeMap<(String, String), usize> = BTreeMap::new();
        for f in &mut self.fields {
            match f {
                Field::Select { name, options, .. } | Field::Radio { name, options, .. } => {
                    if let Some(v) = form.get(name) {
                        if options.iter().any(|o| o.value == v) {
                            for o in options.iter_mut() {
                                o.selected = o.value == v;
                            }
                        }
                    }
                }
                Field::Check {
                    name,
                    value,
                    checked,
                    ..
                } => {
                    // Several boxes may share a name and value (two footmen in one area): the
                    // n-th is ticked if the value was sent at least n times.
                    let n = seen.entry((name.clone(), value.clone())).or_insert(0);
                    *n += 1;
                    let sent = form
                        .all(name)
                        .iter()
                        .filter(|v| **v == value.as_str())
                        .count();
                    *checked = sent >= *n;
                }
                Field::Hidden { .. } => {}
            }
        }
    }
}

/// Gives each form an id (`decide-<area>` for a form about one area, else `decide-<n>`) and the
/// first row about each area the id `decide-<area>`, so that every area of the map can link to
/// its part of the decision. Ids are unique on the page.
pub fn assign_ids(forms: &mut [FormView]) {
    let mut used: Vec<String> = Vec::new();
    for (n, f) in forms.iter_mut().enumerate() {
        f.id = match f.anchor {
            Some(a) if !used.contains(&format!("decide-{}", a.key())) => {
                format!("decide-{}", a.key())
            }
            _ => format!("decide-{}", n + 1),
        };
        used.push(f.id.clone());
        for field in &mut f.fields {
            if let Field::Select {
                area: Some(a), id, ..
            }
            | Field::Check {
                area: Some(a), id, ..
            } = field
            {
                let candidate = format!("decide-{}", a.key());
                if !used.contains(&candidate) {
                    used.push(candidate.clone());
                    *id = Some(candidate);
                }
            }
        }
    }
}

fn first_selected(mut options: Vec<Choice>) -> Vec<Choice> {
    if !options.iter().any(|o| o.selected) {
        if let Some(first) = options.first_mut() {
            first.selected = true;
        }
    }
    options
}

/// Marks the choice with `value` selected (and no other), if there is one.
pub fn select_value(options: &mut [Choice], value: &str) {
    if options.iter().any(|o| o.value == value) {
        for o in options.iter_mut() {
            o.selected = o.value == value;
        }
    }
}

/// What a decision's form is built from: the options, the viewer's view, and the answer to show
/// selected (the player's sealed one, else the engine's default).
pub struct Asked<'a> {
    pub legal: &'a Legal,
    pub view: &'a GameView,
    pub me: House,
    pub request: &'a Request,
    /// The answer a passed deadline would fill in for `me` (`Game::default_input`), if any.
    pub default: Option<&'a Input>,
    /// The reader's language: every word of the forms (never a field's name or value).
    pub tr: Tr,
}

/// The forms for `me`'s current decision.
pub fn forms_for(asked: &Asked) -> Vec<FormView> {
    let mut forms = match asked.legal {
        Legal::PlaceOrders { .. } => orders::forms(asked),
        Legal::Raven { .. } | Legal::RavenDecide { .. } => raven::forms(asked),
        Legal::Raid { .. } => raid::forms(asked),
        Legal::March { .. } => march::forms(asked),
        Legal::Support { .. } | Legal::RefuseSupport { .. } => support::forms(asked),
        Legal::HouseCard { .. }
        | Legal::Blade
        | Legal::Casualties { .. }
        | Legal::Retreat { .. }
        | Legal::PortCapture { .. } => combat::forms(asked),
        Legal::Consolidate { .. } => consolidate::forms(asked),
        Legal::WesterosChoice { .. } | Legal::Muster { .. } | Legal::Reconcile { .. } => {
            westeros::forms(asked)
        }
        Legal::Bid { .. } | Legal::TieOrder { .. } | Legal::ChooseBidder { .. } => {
            bids::forms(asked)
        }
        Legal::Wildling { .. } => wildlings::forms(asked),
        Legal::Ability { .. } => abilities::forms(asked),
    };
    let kind = asked.request.kind();
    for f in &mut forms {
        f.request = kind.clone();
    }
    // Issue 27: what a passed deadline fills in, named on the form.
    if let (Some(d), Some(first)) = (asked.default, forms.first_mut()) {
        first.notes.insert(
            0,
            asked
                .tr
                .t1("form-default", "answer", crate::wording::input(asked.tr, d)),
        );
    }
    forms
}

/// The forms of `house`'s current decision (what its game page shows).
pub fn forms_of(game: &crate::engine::Game, house: House, tr: Tr) -> Vec<FormView> {
    let (Some(legal), Some(request)) = (game.legal(house), game.request_for(house)) else {
        return vec![];
    };
    let view = game.view_for(Some(house));
    let default = game.default_input(house);
    let mut forms = forms_for(&Asked {
        legal: &legal,
        view: &view,
        me: house,
        request: &request,
        default: default.as_ref(),
        tr,
    });
    // The orders form's answer-ahead rows (issue 25), each keeping what is filed unless the
    // reply says otherwise.
    plans::add_to_orders_form(&mut forms, tr, &view, game.state().board(), house, None);
    assign_ids(&mut forms);
    forms
}

/// A parser of one kind of form.
type Parser = fn(&FormData) -> P<Input>;

/// Every kind of form and its parser.
pub fn parsers() -> Vec<(&'static str, Parser)> {
    let mut v: Vec<(&'static str, Parser)> = Vec::new();
    v.extend(orders::PARSERS);
    v.extend(raven::PARSERS);
    v.extend(raid::PARSERS);
    v.extend(march::PARSERS);
    v.extend(support::PARSERS);
    v.extend(combat::PARSERS);
    v.extend(consolidate::PARSERS);
    v.extend(westeros::PARSERS);
    v.extend(bids::PARSERS);
    v.extend(wildlings::PARSERS);
    v.extend(abilities::PARSERS);
    v
}

/// Turns a submitted game form into an engine input. The error says which field is wrong.
pub fn parse(form: &FormData) -> P<Input> {
    let kind = form.get(FORM).ok_or_else(|| FormError::missing(FORM))?;
    match parsers().into_iter().find(|(k, _)| *k == kind) {
        Some((_, parse)) => parse(form),
        None => Err(FormError::invalid(FORM, kind)),
    }
}

// ------------------------------------------------------------------------ shared helpers

/// A parse result: the error says which field or value is wrong, as data worded where it is
/// shown (`FormError::words`: `svc-form-…` in the reader's language).
pub type P<T> = Result<T, FormError>;

pub fn required<'a>(form: &'a FormData, name: &str) -> P<&'a str> {
    form.get(name).ok_or_else(|| FormError::missing(name))
}

pub fn area(key: &str) -> P<AreaId> {
    AreaId::from_key(key).ok_or_else(|| FormError::value(key))
}

pub fn opt_area(form: &FormData, name: &str) -> P<Option<AreaId>> {
    match form.get(name) {
        None | Some("") => Ok(None),
        Some(a) => area(a).map(Some),
    }
}

pub fn unit_kind(key: &str) -> P<UnitKind> {
    UnitKind::from_key(key).ok_or_else(|| FormError::value(key))
}

pub fn house(key: &str) -> P<House> {
    House::from_key(key).ok_or_else(|| FormError::value(key))
}

pub fn card(key: &str) -> P<HouseCardId> {
    HouseCardId::from_key(key).ok_or_else(|| FormError::value(key))
}

pub fn opt_card(form: &FormData, name: &str) -> P<Option<HouseCardId>> {
    match form.get(name) {
        None | Some("") => Ok(None),
        Some(c) => card(c).map(Some),
    }
}

pub fn yes(form: &FormData, name: &str) -> P<bool> {
    match form.get(name) {
        Some("yes") => Ok(true),
        Some("no") => Ok(false),
        Some(v) => Err(FormError::invalid(name, v)),
        None => Err(FormError::missing(name)),
    }
}

pub fn number(form: &FormData, name: &str) -> P<u8> {
    let v = required(form, name)?;
    v.trim()
        .parse::<u8>()
        .map_err(|_| FormError::invalid(name, v))
}

pub fn yes_no(yes: &str, no: &str) -> Vec<Choice> {
    vec![Choice::new("yes", yes), Choice::new("no", no)]
}

/// "Eddard Stark (strength 4, 2 swords): ability" in the reader's words.
pub fn card_label(tr: Tr, c: HouseCardId) -> String {
    let k = c.card();
    let mut stats = vec![tr.t1("form-card-strength", "strength", k.strength)];
    if k.swords > 0 {
        stats.push(tr.t1("form-card-swords", "count", k.swords));
    }
    if k.fortifications > 0 {
        stats.push(tr.t1("form-card-fortifications", "count", k.fortifications));
    }
    let s = tr.t2(
        "form-card",
        "name",
        wording::card(tr, c),
        "stats",
        stats.join(", "),
    );
    if k.ability.is_empty() {
        return s;
    }
    // The ability's text where the language has it (`house-card-KEY-text`), else the card's own.
    let id = format!("house-card-{}-text", c.key());
    let ability = if i18n::has(tr.lang(), &id) {
        tr.t(&id)
    } else {
        k.ability.to_string()
    };
    tr.t2("form-card-ability", "card", s, "ability", ability)
}

pub fn card_choices(tr: Tr, cards: &[HouseCardId]) -> Vec<Choice> {
    cards
        .iter()
        .map(|c| Choice::new(c.key(), card_label(tr, *c)))
        .collect()
}

pub fn count_choices(max: u8) -> Vec<Choice> {
    (0..=max)
        .map(|n| Choice::new(n.to_string(), n.to_string()))
        .collect()
}

/// "Winterfell (Stark: March +1)", or the area alone when it holds no revealed order.
pub fn order_label(tr: Tr, view: &GameView, area: AreaId) -> String {
    match view.areas[area.index()].order {
        Some((h, t)) => tr.t3(
            "form-area-order",
            "area",
            wording::area(tr, area),
            "house",
            wording::house(tr, h),
            "order",
            wording::order(tr, t),
        ),
        None => wording::area(tr, area),
    }
}

/// A set of units as one choice's value: `footman,footman,knight` (empty: none).
pub fn units_value(units: &[UnitKind]) -> String {
    units.iter().map(|u| u.key()).collect::<Vec<_>>().join(",")
}

pub fn units_from_value(v: &str) -> P<Vec<UnitKind>> {
    if v.is_empty() {
        return Ok(vec![]);
    }
    let units: Vec<UnitKind> = v.split(',').map(unit_kind).collect::<P<_>>()?;
    if units.len() > 20 {
        return Err(FormError::value(v));
    }
    Ok(units)
}

/// "2 footmen and a knight", or "no unit".
pub fn units_words(tr: Tr, units: &[UnitKind]) -> String {
    if units.is_empty() {
        tr.t("form-no-unit")
    } else {
        wording::unit_list(tr, units)
    }
}

#[cfg(test)]
mod tests;
