//! The readers' languages (issue 15): English, Romanian, Portuguese, Czech and Italian.
//!
//! Words are Project Fluent messages in `src/i18n/locales/{code}/*.ftl`: every `.ftl` file in a
//! language's folder is loaded into that language's bundle (`ui.ftl` holds the pages' words,
//! `game.ftl` the game's vocabulary), so a file added beside them is picked up without code.
//!
//! Why `fluent-bundle` (with `unic-langid`) and `include_dir`, rather than `fluent-templates`:
//! - a missing message must show a visible marker ([`MISSING_OPEN`]) that the tests look for,
//!   not silently fall back to English (`fluent-templates` looks up the fallback language);
//! - the key-completeness tests read the parsed resources (ids, variables), which a bundle
//!   built here keeps at hand ([`resources`]);
//! - `include_dir!` embeds the whole `locales` tree at compile time (the binary needs no files
//!   beside it), each file through `include_bytes!`, so editing one rebuilds. A NEW file is
//!   seen on the next build of this module (`touch src/i18n/mod.rs`); the unit test
//!   `every_ftl_file_on_disk_is_embedded` fails when a build missed one.
//!
//! Bundles are built once (a `LazyLock`) with the concurrent memoizer, so pages on every worker
//! thread share them. Unicode isolation marks (U+2068/U+2069 around each placeable) are off:
//! pages are HTML whose values are names and numbers in the page's own direction (all five
//! languages are left-to-right), and the marks would show up in copied text and tests.
//!
//! It holds the catalogues and looks a message up; [`crate::wording`] decides which messages
//! and values say a piece of data. It uses only the engine's data types (for the vocabulary
//! helpers); the wording, the pages and the mails use it, the service never does (it records
//! data, worded at the edge).
//!
//! - [`leftovers`]: English left for a reader of another language, and "1 castles": the check
//!   the language tests run over every page, map and mail kind.

pub mod leftovers;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{include_dir, Dir};
use std::sync::LazyLock;
use unic_langid::LanguageIdentifier;

static LOCALES: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/src/i18n/locales");

/// What a missing message (or one that failed to format) shows: `⟦id⟧`. Tests search pages
/// for [`MISSING_OPEN`].
pub const MISSING_OPEN: &str = "⟦";
pub const MISSING_CLOSE: &str = "⟧";

/// A reader's language. Adding one: a folder `locales/CODE/` with the same files, and one line
/// in each of [`Lang::ALL`], [`Lang::code`] and [`Lang::native_name`] (the compiler points at
/// every `match`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Ro,
    Pt,
    Cs,
    It,
}

impl Lang {
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Ro, Lang::Pt, Lang::Cs, Lang::It];

    /// The BCP 47 code: the folder name, the `<html lang>` and the stored value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ro => "ro",
            Lang::Pt => "pt",
            Lang::Cs => "cs",
            Lang::It => "it",
        }
    }

    /// The language's name in itself (for the language switch).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ro => "Română",
            Lang::Pt => "Português",
            Lang::Cs => "Čeština",
            Lang::It => "Italiano",
        }
    }

    /// A language from its code, ignoring case and any region (`pt-BR` is `pt`).
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|l| *l == self).unwrap_or(0)
    }

    /// The best of the five for an `Accept-Language` header: the highest `q` among the
    /// languages it names (a region matches its language; `*` and unknown ones are skipped;
    /// among equal `q` the first named wins); English when none matches.
    pub fn negotiate(accept_language: Option<&str>) -> Lang {
        let Some(header) = accept_language else {
            return Lang::En;
        };
        let mut best: Option<(f32, Lang)> = None;
        for part in header.split(',').take(32) {
            let mut pieces = part.split(';');
            let tag = pieces.next().unwrap_or("").trim();
            let mut q = 1.0f32;
            for p in pieces {
                if let Some(v) = p.trim().strip_prefix("q=") {
                    q = v.trim().parse().unwrap_or(0.0);
                }
            }
            // A weight of 0 (or a broken one) means "not this language".
            if q.is_nan() || q <= 0.0 {
                continue;
            }
            if let Some(lang) = Lang::from_code(tag) {
                if best.map(|(bq, _)| q > bq).unwrap_or(true) {
                    best = Some((q, lang));
                }
            }
        }
        best.map(|(_, l)| l).unwrap_or(Lang::En)
    }

    pub fn langid(self) -> LanguageIdentifier {
        self.code()
            .parse()
            .expect("the codes are valid language tags")
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// One message file as loaded: its path (`ro/ui.ftl`), its text and its parse errors.
pub struct LoadedFile {
    pub lang: Lang,
    pub path: String,
    pub source: &'static str,
    pub errors: Vec<String>,
}

/// Every `.ftl` file of a language's folder, sorted by name.
fn files_of(lang: Lang) -> Vec<&'static include_dir::File<'static>> {
    let mut files: Vec<_> = LOCALES
        .get_dir(lang.code())
        .map(|d| {
            d.files()
                .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
                .collect()
        })
        .unwrap_or_default();
    files.sort_by_key(|f| f.path());
    files
}

/// Every embedded message file, with what is wrong with it (for the tests).
pub fn resources() -> Vec<LoadedFile> {
    let mut out = Vec::new();
    for lang in Lang::ALL {
        for f in files_of(lang) {
            let source = f.contents_utf8().unwrap_or("");
            let errors = match FluentResource::try_new(source.to_string()) {
                Ok(_) => Vec::new(),
                Err((_, errs)) => errs.iter().map(|e| format!("{e:?}")).collect(),
            };
            let errors = if f.contents_utf8().is_none() {
                vec!["not UTF-8".to_string()]
            } else {
                errors
            };
            out.push(LoadedFile {
                lang,
                path: f.path().to_string_lossy().into_owned(),
                source,
                errors,
            });
        }
    }
    out
}

/// What one language's files define: each message's (and term's, `-name`) id with the
/// variables its value and attributes use, and every id defined twice (for the tests).
#[derive(Default, Debug)]
pub struct Catalog {
    pub messages: std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
    pub duplicates: Vec<String>,
}

/// The catalog of every language, read from the embedded files.
pub fn catalog(lang: Lang) -> Catalog {
    use fluent_syntax::ast;
    use std::collections::BTreeSet;
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::FunctionReference { arguments, .. } => args(arguments, out),
            ast::InlineExpression::TermReference {
                arguments: Some(a), ..
            } => args(a, out),
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn args(a: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
        a.positional.iter().for_each(|e| inline(e, out));
        a.named.iter().for_each(|n| inline(&n.value, out));
    }
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Inline(i) => inline(i, out),
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                variants.iter().for_each(|v| pattern(&v.value, out));
            }
        }
    }
    fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expr(expression, out);
            }
        }
    }
    let mut cat = Catalog::default();
    for f in files_of(lang) {
        let resource = match fluent_syntax::parser::parse(f.contents_utf8().unwrap_or("")) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                _ => continue,
            };
            let mut vars = BTreeSet::new();
            if let Some(v) = value {
                pattern(v, &mut vars);
            }
            for a in attributes {
                pattern(&a.value, &mut vars);
            }
            if cat.messages.insert(id.clone(), vars).is_some() {
                cat.duplicates.push(id);
            }
        }
    }
    cat
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| {
    Lang::ALL
        .into_iter()
        .map(|lang| {
            let mut bundle = Bundle::new_concurrent(vec![lang.langid()]);
            bundle.set_use_isolating(false);
            for f in files_of(lang) {
                let source = f.contents_utf8().unwrap_or("").to_string();
                // A file with a syntax error still gives its good messages (the test
                // `every_file_parses` fails on the error itself).
                let resource = match FluentResource::try_new(source) {
                    Ok(r) => r,
                    Err((r, _)) => r,
                };
                // A duplicate id keeps the first (the completeness test reports it).
                let _ = bundle.add_resource(resource);
            }
            bundle
        })
        .collect()
});

fn bundle(lang: Lang) -> &'static Bundle {
    &BUNDLES[lang.index()]
}

/// A value for a message's variable: numbers select plural forms, strings are inserted.
pub trait IntoArg {
    fn into_arg(self) -> FluentValue<'static>;
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl IntoArg for $t {
            fn into_arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
        impl IntoArg for &$t {
            fn into_arg(self) -> FluentValue<'static> {
                FluentValue::from(*self)
            }
        }
    )*};
}
number_arg!(i32, i64, u32, u64, usize, u8, u16, i16, f64);

impl IntoArg for &str {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_string())
    }
}
/// Templates pass fields by reference, sometimes twice.
impl<T: ?Sized> IntoArg for &&T
where
    for<'b> &'b T: IntoArg,
{
    fn into_arg(self) -> FluentValue<'static> {
        (*self).into_arg()
    }
}
impl IntoArg for String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}
impl IntoArg for &String {
    fn into_arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}
impl IntoArg for FluentValue<'static> {
    fn into_arg(self) -> FluentValue<'static> {
        self
    }
}

/// Whether a language has a message (its vocabulary helpers fall back when it does not).
pub fn has(lang: Lang, id: &str) -> bool {
    bundle(lang).has_message(id)
}

/// The message `id` in `lang` with its variables; `⟦id⟧` when it is missing or does not
/// format (a variable not given, a term missing): never a panic.
pub fn tr(lang: Lang, id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
    let b = bundle(lang);
    let Some(pattern) = b.get_message(id).and_then(|m| m.value()) else {
        return format!("{MISSING_OPEN}{id}{MISSING_CLOSE}");
    };
    let mut fargs = FluentArgs::new();
    for (name, value) in args {
        fargs.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    let text = b.format_pattern(pattern, Some(&fargs), &mut errors);
    if errors.is_empty() {
        text.into_owned()
    } else {
        format!("{text}{MISSING_OPEN}{id}{MISSING_CLOSE}")
    }
}

/// A reader's language at hand: `t("id")`, `t1("id", "count", 3)`, `t_args("id", &[...])`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tr(pub Lang);

impl Tr {
    pub fn lang(&self) -> Lang {
        self.0
    }

    pub fn t(&self, id: &str) -> String {
        tr(self.0, id, &[])
    }

    pub fn t_args(&self, id: &str, args: &[(&str, FluentValue<'static>)]) -> String {
        tr(self.0, id, args)
    }

    pub fn t1(&self, id: &str, name: &str, value: impl IntoArg) -> String {
        tr(self.0, id, &[(name, value.into_arg())])
    }

    pub fn t2(&self, id: &str, n1: &str, v1: impl IntoArg, n2: &str, v2: impl IntoArg) -> String {
        tr(self.0, id, &[(n1, v1.into_arg()), (n2, v2.into_arg())])
    }

    #[expect(clippy::too_many_arguments, reason = "three names and their values")]
    pub fn t3(
        &self,
        id: &str,
        n1: &str,
        v1: impl IntoArg,
        n2: &str,
        v2: impl IntoArg,
        n3: &str,
        v3: impl IntoArg,
    ) -> String {
        tr(
            self.0,
            id,
            &[
                (n1, v1.into_arg()),
                (n2, v2.into_arg()),
                (n3, v3.into_arg()),
            ],
        )
    }
}

/// A moment in the reader's language and time zone: "Sat 28 Nov 2026, 13:29 CET" in English
/// (as it always read), "so 28. listopadu 2026, 13:29 CET" in Czech (`date-time`, with
/// `date-weekday-N`, Monday 1, and `date-month-N`).
pub fn local_time(lang: Lang, t: chrono::NaiveDateTime, tz: &str) -> String {
    local_time_in(lang, t, &tz.parse().unwrap_or(chrono_tz::UTC))
}

/// [`local_time`] with the zone already parsed (for many times in one page).
pub fn local_time_in(lang: Lang, t: chrono::NaiveDateTime, tz: &chrono_tz::Tz) -> String {
    use chrono::{Datelike, TimeZone};
    let local = tz.from_utc_datetime(&t);
    tr(
        lang,
        "date-time",
        &[
            (
                "weekday",
                tr(
                    lang,
                    &format!("date-weekday-{}", local.weekday().number_from_monday()),
                    &[],
                )
                .into(),
            ),
            ("day", local.day().to_string().into()),
            (
                "month",
                tr(lang, &format!("date-month-{}", local.month()), &[]).into(),
            ),
            ("year", local.year().to_string().into()),
            ("time", local.format("%H:%M").to_string().into()),
            ("zone", local.format("%Z").to_string().into()),
        ],
    )
}

/// The game's vocabulary, from `game.ftl` (its ids are the engine's keys after a prefix; the
/// unit test `every_vocabulary_id_is_in_every_language` checks that each exists).
///
/// An area's name (`area-{key}`).
pub fn area_name(lang: Lang, area: crate::engine::AreaId) -> String {
    tr(lang, &format!("area-{}", area.key()), &[])
}

/// A house's name (`house-{key}`).
pub fn house_name(lang: Lang, house: crate::engine::House) -> String {
    tr(lang, &format!("house-{}", house.key()), &[])
}

/// A phase's name (`phase-{key}`, the keys of `GameView::phase`; a game not started is
/// `phase-not_started`).
pub fn phase_name(lang: Lang, key: &str) -> String {
    let key = if key.is_empty() { "not_started" } else { key };
    tr(lang, &format!("phase-{key}"), &[])
}

/// The influence tracks in the order of the board.
pub const TRACKS: [&str; 3] = ["iron_throne", "fiefdoms", "kings_court"];

/// A track's name (`track-{key}`: one of [`TRACKS`]).
pub fn track_name(lang: Lang, key: &str) -> String {
    tr(lang, &format!("track-{key}"), &[])
}

/// A house card's name (`house-card-{key}`).
pub fn house_card_name(lang: Lang, card: crate::engine::HouseCardId) -> String {
    let id = format!("house-card-{}", card.key());
    if has(lang, &id) {
        return tr(lang, &id, &[]);
    }
    // A 1st-edition card (`agot1_…`, issue 16) has no message of its own yet: it is named as the
    // same character's 2nd-edition card where there is one, else by its printed name.
    if let Some(id) = card
        .key()
        .strip_prefix("agot1_")
        .map(|k| format!("house-card-{k}"))
        .filter(|id| has(lang, id))
    {
        return tr(lang, &id, &[]);
    }
    card.card().name.to_string()
}

/// The serde name of one of the engine's cards (`snake_case`, as stored), the key of its id.
fn serde_key<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// A Westeros card's name (`westeros-card-{key}`).
pub fn westeros_card_name(lang: Lang, card: crate::engine::westeros_cards::WesterosCard) -> String {
    tr(lang, &format!("westeros-card-{}", serde_key(&card)), &[])
}

/// A wildling card's name (`wildling-card-{key}`).
pub fn wildling_card_name(lang: Lang, card: crate::engine::wildling::WildlingCard) -> String {
    tr(lang, &format!("wildling-card-{}", serde_key(&card)), &[])
}

/// A Tides of Battle card in words (`tides-card-{key}`).
pub fn tides_card_name(lang: Lang, card: crate::engine::tides::TidesCard) -> String {
    tr(lang, &format!("tides-card-{}", serde_key(&card)), &[])
}

/// The message id of an order token: `order-` and its key with each sign before a digit
/// spelled out, as Fluent ids cannot hold `+` (`march-1` → `order-march-minus1`, `march+0` →
/// `order-march-plus0`, `special_raid` → `order-special_raid`): `game.ftl`'s convention.
pub fn order_id(order: crate::engine::OrderToken) -> String {
    let key = order.key();
    let mut id = String::from("order-");
    let mut chars = key.chars().peekable();
    while let Some(c) = chars.next() {
        let before_digit = chars.peek().is_some_and(|n| n.is_ascii_digit());
        match c {
            '+' if before_digit => id.push_str("-plus"),
            '-' if before_digit => id.push_str("-minus"),
            c => id.push(c),
        }
    }
    id
}

/// An order token's name (see [`order_id`]).
pub fn order_name(lang: Lang, order: crate::engine::OrderToken) -> String {
    tr(lang, &order_id(order), &[])
}

#[cfg(test)]
mod tests;
