//! The service's refusals in the reader's words (issue 15; issue 26: the service keeps them as
//! data, [`Reason`] and [`ServiceError`], and never words them): for pages and mails in the
//! reader's language, for logs and the JSON API in English (`Display`).

use crate::i18n::{IntoArg, Lang, Tr};
use crate::service::reason::{Reason, Value};
use crate::service::ServiceError;
use fluent_bundle::FluentValue;
use std::fmt;

impl Reason {
    /// The reason in the reader's words.
    pub fn words(&self, tr: Tr) -> String {
        if self.id().is_empty() {
            return match self.args().first() {
                Some((_, Value::Text(t))) => t.clone(),
                Some((_, Value::Rejection(r))) => super::rejection(tr, r),
                _ => String::new(),
            };
        }
        let args: Vec<(&str, FluentValue<'static>)> = self
            .args()
            .iter()
            .map(|(n, v)| {
                (
                    *n,
                    match v {
                        Value::Text(t) => t.clone().into_arg(),
                        Value::Number(x) => FluentValue::from(*x),
                        Value::Term(id) => tr.t(id).into_arg(),
                        Value::Reason(r) => r.words(tr).into_arg(),
                        Value::Rejection(r) => super::rejection(tr, r).into_arg(),
                        Value::Duration(secs) => super::duration(tr, *secs).into_arg(),
                        Value::Time(at, zone) => {
                            crate::i18n::local_time(tr.lang(), *at, zone).into_arg()
                        }
                    },
                )
            })
            .collect();
        tr.t_args(self.id(), &args)
    }
}

/// English: the words of logs and the JSON API.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Tr(Lang::En)))
    }
}

impl ServiceError {
    /// The reason in the reader's words where they exist (the engine's rejections, a stale or
    /// busy move, no such page, throttling); the service's own free text as it is written.
    pub fn words(&self, tr: Tr) -> String {
        self.reason().words(tr)
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::House;
    use crate::i18n::MISSING_OPEN;
    use crate::i18n::{Lang, Tr};
    use crate::service::Reason;

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
