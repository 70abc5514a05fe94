//! The calendar feed (issue 14, item 5c) through a real server on SQLite and PostgreSQL: a
//! player makes the secret URL on the settings page (shown once), fetches it without logging in,
//! and the iCalendar text parses: CRLF lines, one VCALENDAR, one VEVENT per game awaiting the
//! player at the step's deadline, with UID and SUMMARY; no event once the player has acted; the
//! old URL stops when a new one is made.

use crate::web_support;

use rookery::selfplay::{play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::GameId;
use rookery::service::UserId;
use web_support::*;

/// Unfolds an iCalendar text into its content lines, checking every line ends in CRLF.
fn content_lines(body: &str) -> Vec<String> {
    assert!(body.ends_with("\r\n"), "the text ends with CRLF");
    let raw: Vec<&str> = body.trim_end_matches("\r\n").split("\r\n").collect();
    for l in &raw {
        assert!(
            !l.contains('\n') && !l.contains('\r'),
            "a bare LF or CR: {l:?}"
        );
        assert!(l.len() <= 75, "a line longer than 75 octets: {l:?}");
    }
    let mut out: Vec<String> = Vec::new();
    for l in raw {
        if let Some(cont) = l.strip_prefix(' ') {
            out.last_mut().expect("a folded first line").push_str(cont);
        } else {
            out.push(l.to_string());
        }
    }
    out
}

/// The events of a calendar: each event's properties (name → value).
fn events(lines: &[String]) -> Vec<Vec<(String, String)>> {
    assert_eq!(lines.first().map(String::as_str), Some("BEGIN:VCALENDAR"));
    assert_eq!(lines.last().map(String::as_str), Some("END:VCALENDAR"));
    assert!(lines.iter().any(|l| l == "VERSION:2.0"));
    assert!(lines.iter().any(|l| l.starts_with("PRODID:")));
    let mut out = Vec::new();
    let mut current: Option<Vec<(String, String)>> = None;
    for l in &lines[1..lines.len() - 1] {
        let (name, value) = l
            .split_once(':')
            .unwrap_or_else(|| panic!("not a property: {l}"));
        match (name, current.as_mut()) {
            ("BEGIN", None) => {
                assert_eq!(value, "VEVENT");
                current = Some(vec![]);
            }
            ("END", Some(_)) => {
                assert_eq!(value, "VEVENT");
                out.push(current.take().unwrap());
            }
            (_, Some(ev)) => ev.push((name.to_string(), value.to_string())),
            (_, None) => {}
        }
    }
    assert!(current.is_none(), "an unclosed VEVENT");
    out
}

fn feed_url(server: &Server, name: &str) -> (Client, String) {
    let mut c = server.client();
    assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
    let r = c.post_with_csrf("/settings/api", "/settings/api/calendar", &[]);
    assert_eq!(r.status, 200, "{}", r.body);
    let tag = "<code id=\"calendar-url\">";
    let start = r.body.find(tag).expect("the URL shown") + tag.len();
    let url = &r.body[start..start + r.body[start..].find('<').unwrap()];
    let path = &url[url.find("/calendar/").unwrap()..];
    assert!(path.ends_with(".ics"));
    let again = c.get("/settings/api");
    assert!(!again.body.contains(path), "the URL is shown only once");
    (c, path.to_string())
}

fn calendar_on(backend: &Backend) {
    let db = TestDb::new(backend, "calendar");
    let server = Server::start_with(&db, &[("ROOKERY_MAIL_WORKER", "off")]);
    let svc = db.service();
    let rec = play_game(3, 77, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let row = svc.load_game(GameId(id)).unwrap().row;
    let deadline = row.deadline_at.expect("a deadline at the start");

    let (house, name) = players[0].clone();
    let (mut browser, path) = feed_url(&server, &name);
    // Fetched without a session: the URL is the secret.
    let mut anon = server.client();
    let r = anon.get(&path);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r
        .header("content-type")
        .unwrap()
        .starts_with("text/calendar"));
    let evs = events(&content_lines(&r.body));
    assert_eq!(evs.len(), 1, "{}", r.body);
    let get = |ev: &Vec<(String, String)>, k: &str| -> String {
        ev.iter()
            .find(|(n, _)| n == k)
            .map(|(_, v)| v.clone())
            .unwrap_or_else(|| panic!("no {k}"))
    };
    assert_eq!(
        get(&evs[0], "DTSTART"),
        deadline.format("%Y%m%dT%H%M%SZ").to_string()
    );
    assert!(get(&evs[0], "UID").starts_with(&format!("game-{id}-")));
    // Named by the site, so that two sites' events never share one.
    assert!(
        get(&evs[0], "UID").ends_with(&format!("@{}", server.addr)),
        "{}",
        get(&evs[0], "UID")
    );
    assert!(get(&evs[0], "SUMMARY").contains(&row.name));
    assert!(get(&evs[0], "SUMMARY").contains(&format!("House {house}")));
    assert!(get(&evs[0], "URL").ends_with(&format!("/games/{id}#decide")));

    // The feed speaks the account's language (issue 15).
    let r = browser.post_with_csrf("/settings", "/settings/language", &[("language", "cs")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = anon.get(&path);
    let evs = events(&content_lines(&r.body));
    let cs = rookery::i18n::Lang::Cs;
    let summary = rookery::i18n::tr(
        cs,
        "cal-summary",
        &[
            ("game", row.name.clone().into()),
            ("house", rookery::i18n::house_name(cs, house).into()),
        ],
    );
    assert_eq!(get(&evs[0], "SUMMARY"), summary, "{}", r.body);
    assert!(
        r.body.contains(&format!(
            "X-WR-CALNAME:{}",
            rookery::i18n::tr(cs, "cal-name", &[])
        )),
        "{}",
        r.body
    );

    // Once the house has sealed its orders it is not awaited: no event.
    let entry = rec.log.iter().find(|e| e.house == house).unwrap();
    let user = svc
        .load_game(GameId(id))
        .unwrap()
        .seats
        .iter()
        .find(|s| s.house == Some(house))
        .unwrap()
        .user_id;
    // Only the orders of the first Planning (all houses seal first).
    assert!(matches!(
        entry.input,
        rookery::engine::Input::PlaceOrders { .. }
    ));
    svc.submit(GameId(id), UserId(user), house, &entry.input, None)
        .unwrap();
    let r = anon.get(&path);
    assert_eq!(r.status, 200);
    assert!(events(&content_lines(&r.body)).is_empty(), "{}", r.body);

    // A new URL retires the old one; unknown ones are not found.
    let r = browser.post_with_csrf("/settings/api", "/settings/api/calendar", &[]);
    assert_eq!(r.status, 200);
    assert_eq!(anon.get(&path).status, 404);
    assert_eq!(
        anon.get(&format!("/calendar/{}.ics", "0".repeat(64)))
            .status,
        404
    );
    assert_eq!(anon.get("/calendar/nonsense").status, 404);
}

#[test]
fn the_calendar_feed_lists_the_deadlines_awaiting_the_player() {
    for b in backends() {
        calendar_on(&b);
    }
}
