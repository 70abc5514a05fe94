//! Why a use case did not happen, as data (issue 15): a message id of `service.ftl` and its
//! values. The service never writes the words; the edge that shows them does, in its reader's
//! language (`Reason::words`): web pages and mails through the reader's `Tr`, logs and the JSON
//! API in English (`Display`).

use crate::i18n::{IntoArg, Lang, Tr};
use fluent_bundle::FluentValue;
use std::fmt;

/// One value of a reason: text (a name, a house already in words) or a number (for plurals).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Value {
    Text(String),
    Number(f64),
    /// A message of the game's vocabulary (`house-stark`): the name in the reader's language.
    Term(String),
    /// A moment and the reader's time zone: written in the reader's language.
    Time(chrono::NaiveDateTime, String),
    /// A duration in seconds: "2 days and 3 hours" in the reader's language.
    Duration(i64),
    /// Another reason, in the reader's words (the cause of this one).
    Reason(Box<Reason>),
    /// The engine's refusal of a move, in the reader's words.
    Rejection(crate::engine::Rejection),
}

/// A reason: `svc-…` and its values; or a text made elsewhere, shown as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Reason {
    /// The message id; empty for a text shown as it is (in `args[0]`).
    id: &'static str,
    args: Vec<(&'static str, Value)>,
}

impl Reason {
    /// The message `id` of `service.ftl`, with no values yet.
    pub fn new(id: &'static str) -> Reason {
        Reason { id, args: vec![] }
    }

    /// A text value (a name, a time already in words).
    pub fn with(mut self, name: &'static str, value: impl fmt::Display) -> Reason {
        self.args.push((name, Value::Text(value.to_string())));
        self
    }

    /// A number (its plural form is the language's).
    pub fn num(mut self, name: &'static str, value: impl Into<f64>) -> Reason {
        self.args.push((name, Value::Number(value.into())));
        self
    }

    /// A house, named in the reader's language.
    pub fn house(mut self, name: &'static str, house: crate::engine::House) -> Reason {
        self.args
            .push((name, Value::Term(format!("house-{}", house.key()))));
        self
    }

    /// A moment, written in the reader's language and `zone`.
    pub fn time(mut self, name: &'static str, at: chrono::NaiveDateTime, zone: &str) -> Reason {
        self.args.push((name, Value::Time(at, zone.to_string())));
        self
    }

    /// A duration in seconds, written in the reader's language.
    pub fn duration(mut self, name: &'static str, secs: i64) -> Reason {
        self.args.push((name, Value::Duration(secs)));
        self
    }

    /// A message of any `.ftl` file (`press-public`), in the reader's language.
    pub fn term(mut self, name: &'static str, id: impl Into<String>) -> Reason {
        self.args.push((name, Value::Term(id.into())));
        self
    }

    /// Another reason (the cause of this one), in the reader's words.
    pub fn because(mut self, name: &'static str, why: Reason) -> Reason {
        self.args.push((name, Value::Reason(Box::new(why))));
        self
    }

    /// A text made elsewhere, shown as it is: already in the reader's words, or English for
    /// the operator (an import's or a replay's checks).
    pub fn text(text: impl Into<String>) -> Reason {
        Reason {
            id: "",
            args: vec![("text", Value::Text(text.into()))],
        }
    }

    /// The engine's refusal of a move (`rej-…`), worded for the reader.
    pub fn rejection(r: crate::engine::Rejection) -> Reason {
        Reason {
            id: "",
            args: vec![("rejection", Value::Rejection(r))],
        }
    }

    /// The message id (empty for a text shown as it is).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The duration value `name` in seconds, if the reason has one (a refusal's "try again
    /// in", which the JSON API also sends as `Retry-After`).
    pub fn duration_of(&self, name: &str) -> Option<i64> {
        self.args.iter().find_map(|(n, v)| match v {
            Value::Duration(secs) if *n == name => Some(*secs),
            _ => None,
        })
    }

    /// The reason in the reader's words.
    pub fn words(&self, tr: Tr) -> String {
        if self.id.is_empty() {
            return match self.args.first() {
                Some((_, Value::Text(t))) => t.clone(),
                Some((_, Value::Rejection(r))) => crate::words::rejection(tr, r),
                _ => String::new(),
            };
        }
        let args: Vec<(&str, FluentValue<'static>)> = self
            .args
            .iter()
            .map(|(n, v)| {
                (
                    *n,
                    match v {
                        Value::Text(t) => t.clone().into_arg(),
                        Value::Number(x) => FluentValue::from(*x),
                        Value::Term(id) => tr.t(id).into_arg(),
                        Value::Reason(r) => r.words(tr).into_arg(),
                        Value::Rejection(r) => crate::words::rejection(tr, r).into_arg(),
                        Value::Duration(secs) => {
                            super::deadlines::duration_words(tr, *secs).into_arg()
                        }
                        Value::Time(at, zone) => {
                            crate::i18n::local_time(tr.lang(), *at, zone).into_arg()
                        }
                    },
                )
            })
            .collect();
        tr.t_args(self.id, &args)
    }
}

/// A reason as data that outlives the process (issue 26: a vote's result recorded as a note,
/// worded by the sender): its message id and values.
impl serde::Serialize for Reason {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        (self.id, &self.args).serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Reason {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> std::result::Result<Reason, D::Error> {
        let (id, args): (String, Vec<(String, Value)>) = serde::Deserialize::deserialize(d)?;
        Ok(Reason {
            id: interned(id),
            args: args.into_iter().map(|(n, v)| (interned(n), v)).collect(),
        })
    }
}

/// The one `'static` copy of a message id or value name read back from data: the ids are the
/// `.ftl` files' (a small, fixed set), so each is kept once for the process's life.
fn interned(s: String) -> &'static str {
    use std::collections::BTreeSet;
    use std::sync::Mutex;
    static SEEN: Mutex<BTreeSet<&'static str>> = Mutex::new(BTreeSet::new());
    let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(k) = seen.get(s.as_str()) {
        return k;
    }
    let k: &'static str = Box::leak(s.into_boxed_str());
    seen.insert(k);
    k
}

/// English: the words of logs and the JSON API.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Tr(Lang::En)))
    }
}

impl From<String> for Reason {
    fn from(text: String) -> Reason {
        Reason::text(text)
    }
}

/// A form post not as its page made it (`svc-form-…`).
impl From<crate::decisions::formdata::FormError> for Reason {
    fn from(e: crate::decisions::formdata::FormError) -> Reason {
        Reason {
            id: e.id,
            args: e
                .args
                .into_iter()
                .map(|(n, v)| (n, Value::Text(v)))
                .collect(),
        }
    }
}

impl From<&str> for Reason {
    fn from(text: &str) -> Reason {
        Reason::text(text)
    }
}

impl From<&String> for Reason {
    fn from(text: &String) -> Reason {
        Reason::text(text.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::House;
    use crate::i18n::MISSING_OPEN;

    #[test]
    fn a_reason_is_worded_for_its_reader_and_in_english_for_the_logs() {
        let at = chrono::NaiveDate::from_ymd_opt(2026, 11, 28)
            .unwrap()
            .and_hms_opt(12, 29, 0)
            .unwrap();
        let taken = Reason::new("svc-house-taken").house("house", House::Lannister);
        let wait = Reason::new("svc-verify-resend-wait")
            .num("minutes", 10)
            .time("when", at, "Europe/Prague");
        assert_eq!(taken.to_string(), "House Lannister is taken.");
        assert!(wait
            .to_string()
            .ends_with("after Sat 28 Nov 2026, 13:29 CET."));
        for lang in Lang::ALL {
            let tr = Tr(lang);
            for r in [&taken, &wait] {
                assert!(
                    !r.words(tr).contains(MISSING_OPEN),
                    "{lang}: {}",
                    r.words(tr)
                );
            }
            assert!(taken
                .words(tr)
                .contains(&crate::i18n::house_name(lang, House::Lannister)));
            assert!(wait
                .words(tr)
                .contains(&crate::i18n::local_time(lang, at, "Europe/Prague")));
            if lang != Lang::En {
                assert_ne!(taken.words(tr), taken.to_string(), "{lang}");
            }
        }
        assert_eq!(Reason::from("as it is").words(Tr(Lang::Cs)), "as it is");
    }
}
