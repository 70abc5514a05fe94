//! The calendar feed's text (issue 14, item 5c): the steps awaiting an account
//! (`service::calendar::Feed`) as iCalendar (RFC 5545), in the account's language.

use crate::i18n::{Lang, Tr};
use crate::service::calendar::Feed;
use crate::service::Service;
use chrono::NaiveDateTime;

/// Escapes a TEXT value (RFC 5545 §3.3.11).
fn text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            ';' => out.push_str("\\;"),
            ',' => out.push_str("\\,"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// One content line, folded at 75 octets (§3.1), ending in CRLF.
fn line(out: &mut String, content: &str) {
    let mut width = 0;
    for c in content.chars() {
        if width + c.len_utf8() > 75 {
            out.push_str("\r\n ");
            width = 1;
        }
        out.push(c);
        width += c.len_utf8();
    }
    out.push_str("\r\n");
}

/// The right-hand part of the events' UIDs: the site's host (and port), as RFC 5545 (3.8.4.7)
/// asks for a domain name there, so that the events of two Rookery sites never share a UID in
/// one calendar (`@rookery` for every site did).
fn uid_domain(base_url: &str) -> String {
    url::Url::parse(base_url)
        .ok()
        .and_then(|u| {
            u.host_str().map(|h| match u.port() {
                Some(p) => format!("{h}:{p}"),
                None => h.to_string(),
            })
        })
        .unwrap_or_else(|| "rookery".into())
}

fn stamp(t: NaiveDateTime) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

/// The iCalendar text of `feed`: one event per game awaiting the account, at the deadline of
/// the step awaited, linking to the game on the site of `svc`.
pub fn ics(feed: &Feed, svc: &Service) -> String {
    // The feed's words are in the account's language.
    let tr = Tr(Lang::from_code(&feed.language).unwrap_or_default());
    let mut out = String::new();
    line(&mut out, "BEGIN:VCALENDAR");
    line(&mut out, "VERSION:2.0");
    line(&mut out, "PRODID:-//Rookery//Deadlines//EN");
    line(&mut out, "CALSCALE:GREGORIAN");
    line(&mut out, "METHOD:PUBLISH");
    line(
        &mut out,
        &format!("X-WR-CALNAME:{}", text(&tr.t("cal-name"))),
    );
    let domain = uid_domain(&svc.site.base_url);
    for g in &feed.steps {
        let link = svc.site.link(&format!("/games/{}#decide", g.game));
        line(&mut out, "BEGIN:VEVENT");
        line(
            &mut out,
            &format!(
                "UID:game-{}-step-{}-{}@{domain}",
                g.game,
                g.seq,
                g.house.key()
            ),
        );
        line(&mut out, &format!("DTSTAMP:{}", stamp(feed.now)));
        line(&mut out, &format!("DTSTART:{}", stamp(g.deadline)));
        line(&mut out, "DURATION:PT15M");
        line(
            &mut out,
            &format!(
                "SUMMARY:{}",
                text(&tr.t2(
                    "cal-summary",
                    "game",
                    g.name.as_str(),
                    "house",
                    crate::wording::house(tr, g.house)
                ))
            ),
        );
        line(
            &mut out,
            &format!(
                "DESCRIPTION:{}",
                text(&format!(
                    "{}\n{link}",
                    tr.t3(
                        "cal-description",
                        "round",
                        g.round,
                        "phase",
                        crate::wording::phase(tr, &g.phase),
                        "house",
                        crate::wording::house(tr, g.house)
                    )
                ))
            ),
        );
        line(&mut out, &format!("URL:{link}"));
        line(&mut out, "END:VEVENT");
    }
    line(&mut out, "END:VCALENDAR");
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_uids_name_the_site() {
        assert_eq!(
            super::uid_domain("https://games.example.org"),
            "games.example.org"
        );
        assert_eq!(
            super::uid_domain("http://127.0.0.1:8080/"),
            "127.0.0.1:8080"
        );
        assert_eq!(super::uid_domain("not a url"), "rookery");
    }

    #[test]
    fn long_lines_are_folded_and_text_escaped() {
        let mut out = String::new();
        super::line(&mut out, &format!("SUMMARY:{}", "é".repeat(60)));
        for l in out.split("\r\n").filter(|l| !l.is_empty()) {
            assert!(l.len() <= 75, "{l}");
        }
        assert_eq!(super::text("a,b;c\\d\ne"), "a\\,b\\;c\\\\d\\ne");
    }
}
