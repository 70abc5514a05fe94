//! Why a use case did not happen, as data (issue 15): a message id of `service.ftl` and its
//! values. The service never writes the words; the wording side does (`wording::reasons`:
//! `Reason::words`), in its reader's language: web pages and mails through the reader's `Tr`,
//! logs and the JSON API in English (`Display`).

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

    /// Its values, by name (the wording side reads them: `wording::reasons`).
    pub fn args(&self) -> &[(&'static str, Value)] {
        &self.args
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

impl From<String> for Reason {
    fn from(text: String) -> Reason {
        Reason::text(text)
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

/// A URL that outbound calls refuse, as the settings page words it.
impl From<crate::outbound::Refused> for Reason {
    fn from(refused: crate::outbound::Refused) -> Reason {
        use crate::outbound::{BadUrl, Refused, MAX_URL};
        match refused {
            Refused::Url(BadUrl::TooLong) => {
                Reason::new("svc-webhook-url-long").num("max", MAX_URL as f64)
            }
            Refused::Url(BadUrl::NotUrl) => Reason::new("svc-outbound-url-bad"),
            Refused::Url(BadUrl::Scheme) => Reason::new("svc-webhook-url-scheme"),
            Refused::Url(BadUrl::Credentials) => Reason::new("svc-webhook-url-credentials"),
            Refused::Url(BadUrl::NoHost) => Reason::new("svc-webhook-url-no-host"),
            Refused::Unresolved { host } => {
                Reason::new("svc-webhook-host-unknown").with("host", host)
            }
            Refused::NotPublic { host, ip } => Reason::new("svc-outbound-not-public")
                .with("host", host)
                .with("ip", ip),
        }
    }
}
