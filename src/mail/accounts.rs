//! The account mails: confirming an address (`templates/mail/verify.*`) and choosing a new
//! password (`templates/mail/reset.*`). They carry a single-use link and say when it expires,
//! in the user's time zone.

use super::compose::Mail;
use askama::Template;
use chrono::{NaiveDateTime, TimeZone};

/// A UTC instant in the time zone `tz` (an IANA name; UTC if it does not parse), in words.
pub fn local_time(t: NaiveDateTime, tz: &str) -> String {
    let tz: chrono_tz::Tz = tz.parse().unwrap_or(chrono_tz::UTC);
    tz.from_utc_datetime(&t)
        .format("%a %-d %b %Y, %H:%M %Z")
        .to_string()
}

#[derive(Template)]
#[template(path = "mail/verify.txt")]
struct VerifyText<'a> {
    name: &'a str,
    email: &'a str,
    link: &'a str,
    expires: &'a str,
}

#[derive(Template)]
#[template(path = "mail/verify.html")]
struct VerifyHtml<'a> {
    name: &'a str,
    email: &'a str,
    link: &'a str,
    expires: &'a str,
}

#[derive(Template)]
#[template(path = "mail/reset.txt")]
struct ResetText<'a> {
    name: &'a str,
    link: &'a str,
    expires: &'a str,
}

#[derive(Template)]
#[template(path = "mail/reset.html")]
struct ResetHtml<'a> {
    name: &'a str,
    link: &'a str,
    expires: &'a str,
}

fn rendered(r: askama::Result<String>) -> String {
    // The templates only print strings: rendering cannot fail short of a bug.
    r.unwrap_or_else(|e| format!("(this mail could not be written: {e})"))
}

/// "Confirm your address": `link` is the absolute `/verify/TOKEN` link, `expires` UTC.
pub fn verify_mail(name: &str, email: &str, link: &str, expires: NaiveDateTime, tz: &str) -> Mail {
    let expires = local_time(expires, tz);
    Mail {
        subject: "Rookery: confirm your e-mail address".into(),
        text: rendered(
            VerifyText {
                name,
                email,
                link,
                expires: &expires,
            }
            .render(),
        ),
        html: rendered(
            VerifyHtml {
                name,
                email,
                link,
                expires: &expires,
            }
            .render(),
        ),
    }
}

/// "Choose a new password": `link` is the absolute `/reset/TOKEN` link, `expires` UTC.
pub fn reset_mail(name: &str, link: &str, expires: NaiveDateTime, tz: &str) -> Mail {
    let expires = local_time(expires, tz);
    Mail {
        subject: "Rookery: choose a new password".into(),
        text: rendered(
            ResetText {
                name,
                link,
                expires: &expires,
            }
            .render(),
        ),
        html: rendered(
            ResetHtml {
                name,
                link,
                expires: &expires,
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
            "a<b",
            "x@example.org",
            "https://rk.example/verify/abc",
            t,
            "Europe/Paris",
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
        let r = reset_mail("bob", "https://rk.example/reset/xyz", t, "UTC");
        assert!(r.text.contains("https://rk.example/reset/xyz"));
        assert!(
            r.html.contains("href=\"https://rk.example/reset/xyz\""),
            "{}",
            r.html
        );
        assert!(r.text.contains("12:00 UTC"), "{}", r.text);
    }
}
