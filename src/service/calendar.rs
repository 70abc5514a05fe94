//! The calendar feed (issue 14, item 5c): a secret URL per account, `/calendar/TOKEN.ics`,
//! listing the deadlines of the steps that await the account's houses now, as iCalendar
//! (RFC 5545) that calendar apps subscribe to. The database keeps only the token's SHA-256; the
//! URL is shown once, when it is made, and making a new one retires the old.

use super::{constant_time_eq, random_token, token_hash, Result, Service, ServiceError};
use crate::db::schema::{calendar_feeds, users};
use crate::db::{write_transaction, DbError};
use crate::i18n::{Lang, Tr};
use chrono::NaiveDateTime;
use diesel::prelude::*;

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

fn stamp(t: NaiveDateTime) -> String {
    t.format("%Y%m%dT%H%M%SZ").to_string()
}

impl Service {
    /// Makes `user`'s calendar feed token (retiring the previous one) and returns it.
    pub fn create_calendar_feed(&self, user: i32) -> Result<String> {
        let token = random_token();
        let hash = token_hash(&token);
        let at = self.now();
        let mut c = self.db.conn()?;
        write_transaction::<_, DbError, _>(&mut c, |c| {
            diesel::delete(calendar_feeds::table.filter(calendar_feeds::user_id.eq(user)))
                .execute(c)?;
            diesel::insert_into(calendar_feeds::table)
                .values((
                    calendar_feeds::user_id.eq(user),
                    calendar_feeds::token_hash.eq(&hash),
                    calendar_feeds::created_at.eq(at),
                ))
                .execute(c)?;
            Ok(())
        })?;
        Ok(token)
    }

    /// Whether `user` has a calendar feed.
    pub fn has_calendar_feed(&self, user: i32) -> Result<bool> {
        let mut c = self.db.conn()?;
        let n: i64 = calendar_feeds::table
            .filter(calendar_feeds::user_id.eq(user))
            .count()
            .get_result(&mut c)
            .map_err(DbError::from)?;
        Ok(n > 0)
    }

    /// Stops `user`'s calendar feed.
    pub fn remove_calendar_feed(&self, user: i32) -> Result<()> {
        let mut c = self.db.conn()?;
        diesel::delete(calendar_feeds::table.filter(calendar_feeds::user_id.eq(user)))
            .execute(&mut c)
            .map_err(DbError::from)?;
        Ok(())
    }

    /// The iCalendar text of the feed `token` (`NotFound` for an unknown one): one event per
    /// game awaiting the account, at the deadline of the step awaited.
    pub fn calendar(&self, token: &str) -> Result<String> {
        if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ServiceError::NotFound);
        }
        let hash = token_hash(token);
        let user: i32 = {
            let mut c = self.db.conn()?;
            let found: Option<(i32, String)> = calendar_feeds::table
                .filter(calendar_feeds::token_hash.eq(&hash))
                .select((calendar_feeds::user_id, calendar_feeds::token_hash))
                .first(&mut c)
                .optional()
                .map_err(DbError::from)?;
            match found {
                Some((u, stored)) if constant_time_eq(&stored, &hash) => u,
                _ => return Err(ServiceError::NotFound),
            }
        };
        // The feed's words are in the account's language.
        let tr = {
            let mut c = self.db.conn()?;
            let code: String = users::table
                .find(user)
                .select(users::language)
                .first(&mut c)
                .map_err(DbError::from)?;
            Tr(Lang::from_code(&code).unwrap_or_default())
        };
        let now = self.now();
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
        for g in self.my_games(user)? {
            let (Some(deadline), true, Some(house)) = (g.row.deadline_at, g.awaits_me, g.my_house)
            else {
                continue;
            };
            let link = self.site.link(&format!("/games/{}#decide", g.row.id));
            line(&mut out, "BEGIN:VEVENT");
            line(
                &mut out,
                &format!(
                    "UID:game-{}-step-{}-{}@rookery",
                    g.row.id,
                    g.row.deadline_seq,
                    house.key()
                ),
            );
            line(&mut out, &format!("DTSTAMP:{}", stamp(now)));
            line(&mut out, &format!("DTSTART:{}", stamp(deadline)));
            line(&mut out, "DURATION:PT15M");
            line(
                &mut out,
                &format!(
                    "SUMMARY:{}",
                    text(&tr.t2(
                        "cal-summary",
                        "game",
                        g.row.name.as_str(),
                        "house",
                        crate::words::house(tr, house)
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
                            g.row.round,
                            "phase",
                            crate::words::phase(tr, &g.row.phase),
                            "house",
                            crate::words::house(tr, house)
                        )
                    ))
                ),
            );
            line(&mut out, &format!("URL:{link}"));
            line(&mut out, "END:VEVENT");
        }
        line(&mut out, "END:VCALENDAR");
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
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
