//! `application/x-www-form-urlencoded` bodies, strictly: repeated names are kept (checkbox
//! lists), and invalid percent-escapes or invalid UTF-8 are errors, not replaced characters.

use crate::i18n::{IntoArg, Lang, Tr};
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt;

/// The fields of a submitted form, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormData {
    pairs: Vec<(String, String)>,
    /// The names (and prefixes, ending in `.`) a parser looked up: what lets a test prove that
    /// no field a form posts goes unread ([`FormData::unread`]).
    read: RefCell<Vec<String>>,
}

/// Why a form post is not what its page makes, as data (issue 15): a message id of
/// `service.ftl` (`svc-form-…`) and its values (a field's name, the value sent), worded where
/// it is shown ([`FormError::words`]; English through `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormError {
    pub id: &'static str,
    pub args: Vec<(&'static str, String)>,
}

impl FormError {
    /// The message `id` of `service.ftl`, with no values yet.
    pub fn new(id: &'static str) -> FormError {
        FormError { id, args: vec![] }
    }

    /// A value of the message.
    pub fn with(mut self, name: &'static str, value: impl fmt::Display) -> FormError {
        self.args.push((name, value.to_string()));
        self
    }

    /// The field `field` is missing.
    pub fn missing(field: &str) -> FormError {
        FormError::new("svc-form-missing").with("field", field)
    }

    /// `value` is not a value the field `field` takes.
    pub fn invalid(field: &str, value: &str) -> FormError {
        FormError::new("svc-form-invalid")
            .with("field", field)
            .with("value", value)
    }

    /// `value` is not a value any field of the form takes (an area, a house, an order...).
    pub fn value(value: &str) -> FormError {
        FormError::new("svc-form-value").with("value", value)
    }

    /// The body is not a well-formed form.
    pub fn unreadable() -> FormError {
        FormError::new("svc-form-unreadable")
    }

    /// The reason in the reader's words.
    pub fn words(&self, tr: Tr) -> String {
        let args: Vec<(&str, fluent_bundle::FluentValue<'static>)> = self
            .args
            .iter()
            .map(|(n, v)| (*n, v.clone().into_arg()))
            .collect();
        tr.t_args(self.id, &args)
    }
}

/// English: the words of logs and the JSON API.
impl fmt::Display for FormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Tr(Lang::En)))
    }
}

/// The most fields a form may have.
pub const MAX_FIELDS: usize = 400;

fn hex_value(b: u8) -> Option<u8> {
    match b {
        b'0'..=b'9' => Some(b - b'0'),
        b'a'..=b'f' => Some(b - b'a' + 10),
        b'A'..=b'F' => Some(b - b'A' + 10),
        _ => None,
    }
}

fn decode(raw: &[u8]) -> Result<String, FormError> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while i < raw.len() {
        match raw[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hi = raw.get(i + 1).copied().and_then(hex_value);
                let lo = raw.get(i + 2).copied().and_then(hex_value);
                match (hi, lo) {
                    (Some(h), Some(l)) => out.push(h * 16 + l),
                    _ => return Err(FormError::unreadable()),
                }
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out).map_err(|_| FormError::unreadable())
}

impl FormData {
    pub fn parse(body: &[u8]) -> Result<FormData, FormError> {
        let mut pairs = Vec::new();
        for part in body.split(|b| *b == b'&') {
            if part.is_empty() {
                continue;
            }
            if pairs.len() >= MAX_FIELDS {
                return Err(FormError::new("svc-form-too-many-fields").with("max", MAX_FIELDS));
            }
            let (k, v) = match part.iter().position(|b| *b == b'=') {
                Some(p) => (&part[..p], &part[p + 1..]),
                None => (part, &b""[..]),
            };
            let (k, v) = (decode(k)?, decode(v)?);
            if k.chars().any(char::is_control) {
                return Err(FormError::unreadable());
            }
            // No field takes a NUL, and PostgreSQL's text cannot hold one (a name looked up by
            // it failed there): dropped from every value, as invisible as it came.
            let v = if v.contains('\0') {
                v.replace('\0', "")
            } else {
                v
            };
            pairs.push((k, v));
        }
        Ok(FormData {
            pairs,
            read: RefCell::default(),
        })
    }

    pub fn from_pairs(pairs: Vec<(String, String)>) -> FormData {
        FormData {
            pairs,
            read: RefCell::default(),
        }
    }

    fn mark_read(&self, name: &str) {
        let mut read = self.read.borrow_mut();
        if !read.iter().any(|r| r == name) {
            read.push(name.to_owned());
        }
    }

    /// The names of submitted fields that nothing has looked up (neither by name nor by a
    /// prefix), in order.
    pub fn unread(&self) -> Vec<&str> {
        let read = self.read.borrow();
        let mut out: Vec<&str> = Vec::new();
        for (k, _) in &self.pairs {
            let seen = read
                .iter()
                .any(|r| r == k || (r.ends_with('.') && k.starts_with(r.as_str())));
            if !seen && !out.contains(&k.as_str()) {
                out.push(k);
            }
        }
        out
    }

    /// The first value of a field.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.mark_read(name);
        self.pairs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Every value of a field (checkboxes sharing a name).
    pub fn all(&self, name: &str) -> Vec<&str> {
        self.mark_read(name);
        self.pairs
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// The fields whose names start with `prefix`, with the rest of the name.
    pub fn with_prefix<'a>(
        &'a self,
        prefix: &'a str,
    ) -> impl Iterator<Item = (&'a str, &'a str)> + 'a {
        self.mark_read(prefix);
        self.pairs
            .iter()
            .filter_map(move |(k, v)| k.strip_prefix(prefix).map(|rest| (rest, v.as_str())))
    }

    /// A required field, or an error naming it.
    pub fn required(&self, name: &str) -> Result<&str, FormError> {
        self.get(name).ok_or_else(|| FormError::missing(name))
    }

    /// Whether a checkbox (or any field) is present with a non-empty value.
    pub fn checked(&self, name: &str) -> bool {
        self.get(name).is_some_and(|v| !v.is_empty())
    }

    pub fn pairs(&self) -> &[(String, String)] {
        &self.pairs
    }

    /// The first values, by name (for prefilling a form shown again).
    pub fn first_values(&self) -> HashMap<String, String> {
        let mut m = HashMap::new();
        for (k, v) in &self.pairs {
            m.entry(k.clone()).or_insert_with(|| v.clone());
        }
        m
    }
}

/// A form post not as its page made it (`svc-form-…`), as the service's reason.
impl From<FormError> for crate::service::Reason {
    fn from(e: FormError) -> crate::service::Reason {
        e.args
            .into_iter()
            .fold(crate::service::Reason::new(e.id), |r, (n, v)| r.with(n, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_repeated_fields_and_escapes() {
        let f = FormData::parse(b"a=1&b=x+y%21&a=2&empty=&flag").unwrap();
        assert_eq!(f.get("a"), Some("1"));
        assert_eq!(f.all("a"), vec!["1", "2"]);
        assert_eq!(f.get("b"), Some("x y!"));
        assert_eq!(f.get("empty"), Some(""));
        assert_eq!(f.get("flag"), Some(""));
        assert!(!f.checked("flag"));
        assert_eq!(FormData::parse(b"k=%E2%98%85").unwrap().get("k"), Some("★"));
    }

    #[test]
    fn rejects_broken_escapes_and_invalid_utf8() {
        assert!(FormData::parse(b"a=%zz").is_err());
        assert!(FormData::parse(b"a=%e").is_err());
        assert!(FormData::parse(b"a=%ff%fe").is_err());
        assert!(FormData::parse(b"a=\xff").is_err());
        assert!(FormData::parse(b"a%00=1").is_err());
        let many: Vec<u8> = "x=1&".repeat(MAX_FIELDS + 1).into_bytes();
        assert!(FormData::parse(&many).is_err());
    }
}
