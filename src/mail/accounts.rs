//! The account mails: confirming an address (`templates/mail/verify.*`), choosing a new
//! password (`templates/mail/reset.*`), and telling the owner of a confirmed address that
//! another account asked for it (`templates/mail/in_use.*`: the answer to "is this address
//! taken?" goes to the address, never to the page). The first two carry a single-use link and
//! say when it expires, in the user's time zone.

use super::compose::Mail;
use crate::i18n::Tr;
use askama::Template;
use chrono::NaiveDateTime;

#[derive(Template)]
#[template(path = "mail/verify.txt")]
struct VerifyText<'a> {
    tr: Tr,
    name: &'a str,
    email: &'a str,
    link: &'a str,
    expires: &'a str,
    /// Other accounts that also claim the address (unconfirmed).
    others: &'a [String],
}

#[derive(Template)]
#[template(path = "mail/verify.html")]
struct VerifyHtml<'a> {
    tr: Tr,
    name: &'a str,
    email: &'a str,
    link: &'a str,
    expires: &'a str,
    /// Other accounts that also claim the address (unconfirmed).
    others: &'a [String],
}

#[derive(Template)]
#[template(path = "mail/reset.txt")]
struct ResetText<'a> {
    tr: Tr,
    name: &'a str,
    link: &'a str,
    expires: &'a str,
}

#[derive(Template)]
#[template(path = "mail/reset.html")]
struct ResetHtml<'a> {
    tr: Tr,
    name: &'a str,
    link: &'a str,
    expires: &'a str,
}

#[derive(Template)]
#[template(path = "mail/in_use.txt")]
struct InUseText<'a> {
    tr: Tr,
    owner: &'a str,
    asker: &'a str,
    email: &'a str,
    forgot: &'a str,
}

#[derive(Template)]
#[template(path = "mail/in_use.html")]
struct InUseHtml<'a> {
    tr: Tr,
    owner: &'a str,
    asker: &'a str,
    email: &'a str,
    forgot: &'a str,
}

fn rendered(r: askama::Result<String>) -> String {
    // The templates only print strings: rendering cannot fail short of a bug.
    r.unwrap_or_else(|e| format!("(this mail could not be written: {e})"))
}

/// "Confirm your address": `link` is the absolute `/verify/TOKEN` link, `expires` UTC. The
/// mail says which account the link gives the address to, and names `others`, the other
/// accounts that also asked for it (issue 23: the owner must not confirm a squatter's claim).
pub fn verify_mail(
    tr: Tr,
    name: &str,
    email: &str,
    link: &str,
    expires: NaiveDateTime,
    tz: &str,
    others: &[String],
) -> Mail {
    let expires = crate::i18n::local_time(tr.lang(), expires, tz);
    Mail {
        subject: tr.t("acct-verify-subject"),
        text: rendered(
            VerifyText {
                tr,
                name,
                email,
                link,
                expires: &expires,
                others,
            }
            .render(),
        ),
        html: rendered(
            VerifyHtml {
                tr,
                name,
                email,
                link,
                expires: &expires,
                others,
            }
            .render(),
        ),
    }
}

/// "Choose a new password": `link` is the absolute `/reset/TOKEN` link, `expires` UTC.
pub fn reset_mail(tr: Tr, name: &str, link: &str, expires: NaiveDateTime, tz: &str) -> Mail {
    let expires = crate::i18n::local_time(tr.lang(), expires, tz);
    Mail {
        subject: tr.t("acct-reset-subject"),
        text: rendered(
            ResetText {
                tr,
                name,
                link,
                expires: &expires,
            }
            .render(),
        ),
        html: rendered(
            ResetHtml {
                tr,
                name,
                link,
                expires: &expires,
            }
            .render(),
        ),
    }
}

/// "Someone asked for your address": to the confirmed `email` of `owner`, when the account
/// `asker` registered with it or changed to it. `forgot` is the absolute `/forgot` link.
pub fn in_use_mail(tr: Tr, owner: &str, asker: &str, email: &str, forgot: &str) -> Mail {
    Mail {
        subject: tr.t("acct-in-use-subject"),
        text: rendered(
            InUseText {
                tr,
                owner,
                asker,
                email,
                forgot,
            }
            .render(),
        ),
        html: rendered(
            InUseHtml {
                tr,
                owner,
                asker,
                email,
                forgot,
            }
            .render(),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_mails_have_the_link_the_expiry_and_escape_html() {
        let t = NaiveDateTime::parse_from_str("2026-11-25 12:00:00", "%Y-%m-%d %H:%M:%S").unwrap();
        let m = verify_mail(
            Tr::default(),
            "a<b",
            "x@example.org",
            "https://rk.example/verify/abc",
            t,
            "Europe/Paris",
            &["mallory".to_string()],
        );
        assert!(
            m.text.contains("https://rk.example/verify/abc"),
            "{}",
            m.text
        );
        assert!(m.text.contains("Wed 25 Nov 2026, 13:00 CET"), "{}", m.text);
        assert!(
            m.text.contains("Hello a<b,"),
            "plain text is not escaped: {}",
            m.text
        );
        assert!(
            m.html.contains("a&#60;b") || m.html.contains("a&lt;b"),
            "{}",
            m.html
        );
        assert!(m.text.contains("If this wasn't you"));
        // Issue 23: which account the link is for, and the other claim, plainly.
        assert!(
            m.text
                .contains("Another account, “mallory”, also asked for this address; only confirm if you registered “a<b”."),
            "{}",
            m.text
        );
        let r = reset_mail(
            Tr::default(),
            "bob",
            "https://rk.example/reset/xyz",
            t,
            "UTC",
        );
        assert!(r.text.contains("https://rk.example/reset/xyz"));
        assert!(
            r.html.contains("href=\"https://rk.example/reset/xyz\""),
            "{}",
            r.html
        );
        assert!(r.text.contains("12:00 UTC"), "{}", r.text);
    }

    /// Each account mail in each language: the reader's own words, `<html lang>`, no marker.
    #[test]
    fn account_mails_in_every_language() {
        use crate::i18n::{tr, Lang, MISSING_OPEN};
        let t = NaiveDateTime::parse_from_str("2026-11-25 12:00:00", "%Y-%m-%d %H:%M:%S").unwrap();
        for lang in Lang::ALL {
            let tr_ = Tr(lang);
            let mails = [
                verify_mail(
                    tr_,
                    "ann",
                    "a@example.org",
                    "https://x/verify/a",
                    t,
                    "UTC",
                    &["bob".to_string()],
                ),
                reset_mail(tr_, "ann", "https://x/reset/a", t, "UTC"),
                in_use_mail(tr_, "ann", "bob", "a@example.org", "https://x/forgot"),
            ];
            let subjects = [
                "acct-verify-subject",
                "acct-reset-subject",
                "acct-in-use-subject",
            ];
            for (m, id) in mails.iter().zip(subjects) {
                assert_eq!(m.subject, tr(lang, id, &[]));
                for part in [&m.subject, &m.text, &m.html] {
                    assert!(!part.contains(MISSING_OPEN), "{lang} {id}: {part}");
                }
                let hello = tr(lang, "mail-greeting", &[("name", "ann".into())]);
                assert!(m.text.starts_with(&hello), "{lang} {id}: {}", m.text);
                assert!(
                    m.html.contains(&format!("<html lang=\"{}\">", lang.code())),
                    "{lang} {id}"
                );
            }
        }
    }
}
