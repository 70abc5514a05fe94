//! Malformed and hostile requests get 4xx pages and change nothing: missing fields, missing or
//! wrong CSRF tokens, another house or another game, oversized bodies, invalid UTF-8, SQL and
//! HTML injection strings, bad ids. On SQLite and on PostgreSQL.

use crate::web_support;

use rookery::db::queries;
use web_support::*;

const PW: &str = "a long enough password";

fn counts(db: &TestDb) -> Vec<(&'static str, i64)> {
    let svc = db.service();
    let mut c = svc.db.conn().unwrap();
    queries::table_counts(&mut c).unwrap().to_vec()
}

fn assert_html_4xx(r: &Response, status: u16, what: &str) {
    assert_eq!(r.status, status, "{what}: {}", r.body);
    assert!(
        r.header("content-type")
            .unwrap_or("")
            .starts_with("text/html"),
        "{what}: an HTML page, not {:?}",
        r.header("content-type")
    );
    assert!(r.body.contains("<!doctype html>"), "{what}: {}", r.body);
}

fn hostile(backend: &Backend) {
    let db = TestDb::new(backend, "hostile");
    let server = Server::start(&db);
    let mut alice = server.client();
    let mut bob = server.client();
    let mut carol = server.client();
    let mut mallory = server.client();
    alice.register("alice", PW);
    bob.register("bob", PW);
    carol.register("carol", PW);
    mallory.register("mallory", PW);
    // A started 3-player game (alice Stark, bob Lannister, carol Baratheon)...
    let r = alice.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "<script>alert(1)</script> '; DROP TABLE games; --"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let game = game_id_of(r.location().unwrap());
    for (c, h) in [(&mut bob, "lannister"), (&mut carol, "baratheon")] {
        let r = c.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", h)],
        );
        assert_eq!(r.status, 303);
    }
    let r = alice.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303);
    // ...and an invite-only game in the lobby.
    let r = alice.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "secret table"),
            ("players", "3"),
            ("seating", "random"),
            ("visibility", "invite"),
        ],
    );
    assert_eq!(r.status, 303);
    let private = game_id_of(r.location().unwrap());

    // The injected game name is shown escaped, never as markup.
    let page = alice.get(&format!("/games/{game}"));
    assert!(!page.body.contains("<script>alert"), "the name is escaped");
    assert!(page
        .body
        .contains("&#60;script&#62;alert(1)&#60;/script&#62;"));
    let home = mallory.get("/");
    assert!(!home.body.contains("<script>alert"));
    assert!(
        !home.body.contains("secret table"),
        "an invite-only game is not listed"
    );

    let before = counts(&db);
    let act = format!("/games/{game}/act");
    let page = alice.get(&format!("/games/{game}"));
    let good = decision_forms(&page.body).remove(0);
    let csrf = good.get("csrf").unwrap().to_string();
    let with = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    };

    // CSRF: missing, wrong, another user's, anonymous.
    let mut no_csrf = good.fields.clone();
    no_csrf.retain(|(k, _)| k != "csrf");
    assert_html_4xx(&alice.post(&act, &no_csrf), 403, "no CSRF token");
    let mut wrong = good.fields.clone();
    wrong.retain(|(k, _)| k != "csrf");
    wrong.push(("csrf".into(), "0".repeat(64)));
    assert_html_4xx(&alice.post(&act, &wrong), 403, "a wrong CSRF token");
    let bob_csrf = csrf_of(&bob.get("/").body).unwrap();
    let mut other = good.fields.clone();
    other.retain(|(k, _)| k != "csrf");
    other.push(("csrf".into(), bob_csrf));
    assert_html_4xx(
        &alice.post(&act, &other),
        403,
        "another session's CSRF token",
    );
    let mut anon = server.client();
    let anon_csrf = csrf_of(&anon.get("/login").body).unwrap();
    let mut a = good.fields.clone();
    a.retain(|(k, _)| k != "csrf");
    a.push(("csrf".into(), anon_csrf));
    assert_html_4xx(&anon.post(&act, &a), 401, "not logged in");
    // CSRF on the log-in form too.
    assert_html_4xx(
        &anon.post("/login", &with(&[("name", "alice"), ("password", PW)])),
        403,
        "log in without a CSRF token",
    );
    // A browser that blocks cookies: its log-in form comes without the cookie its token is
    // checked against, and it is told so (reloading, as the expired-form page says, would not
    // help it). A browser whose session expired still has cookies: told the form expired.
    let mut blocker = server.client();
    let token = csrf_of(&blocker.get("/login").body).unwrap();
    blocker.cookies.clear();
    let r = blocker.post(
        "/login",
        &with(&[("csrf", &token), ("name", "alice"), ("password", PW)]),
    );
    assert_html_4xx(&r, 403, "a log-in without cookies");
    assert!(
        r.body.contains("Cookies are needed") && r.body.contains("blocking cookies"),
        "{}",
        r.body
    );
    let mut expired = server.client();
    expired
        .cookies
        .insert("rookery_session".into(), "0".repeat(64));
    let r = expired.post(&act, &good.fields);
    assert_html_4xx(&r, 403, "a form from an expired session");
    assert!(
        r.body.contains("This form has expired") && !r.body.contains("Cookies are needed"),
        "{}",
        r.body
    );

    // Missing and malformed fields.
    assert_html_4xx(
        &alice.post(
            &act,
            &with(&[("csrf", &csrf), ("house", "stark"), ("seq", "0")]),
        ),
        400,
        "no form field",
    );
    assert_html_4xx(
        &alice.post(&act, &with(&[("csrf", &csrf), ("form", "place_orders")])),
        400,
        "no house field",
    );
    assert_html_4xx(
        &alice.post(
            &act,
            &with(&[
                ("csrf", &csrf),
                ("house", "stark"),
                ("form", "launch_missiles"),
            ]),
        ),
        400,
        "an unknown kind of form",
    );
    assert_html_4xx(
        &alice.post(
            &act,
            &with(&[
                ("csrf", &csrf),
                ("house", "stark"),
                ("seq", "abc"),
                ("form", "place_orders"),
            ]),
        ),
        400,
        "a non-numeric seq",
    );
    assert_html_4xx(
        &alice.post(
            &act,
            &with(&[
                ("csrf", &csrf),
                ("house", "stark"),
                ("form", "place_orders"),
                ("order.winterfell' OR 1=1 --", "raid"),
            ]),
        ),
        400,
        "SQL in an area name",
    );
    assert_html_4xx(
        &alice.post(
            &act,
            &with(&[
                ("csrf", &csrf),
                ("house", "stark"),
                ("form", "place_orders"),
                ("order.winterfell", "<script>x</script>"),
            ]),
        ),
        400,
        "markup as an order",
    );

    // Another house, another game.
    let mut as_lannister = good.fields.clone();
    as_lannister.retain(|(k, _)| k != "house");
    as_lannister.push(("house".into(), "lannister".into()));
    assert_html_4xx(
        &alice.post(&act, &as_lannister),
        403,
        "acting for another house",
    );
    let mallory_csrf = csrf_of(&mallory.get("/").body).unwrap();
    let mut foreign = good.fields.clone();
    foreign.retain(|(k, _)| k != "csrf");
    foreign.push(("csrf".into(), mallory_csrf.clone()));
    assert_html_4xx(
        &mallory.post(&act, &foreign),
        403,
        "acting in a game one does not play",
    );
    assert_html_4xx(
        &mallory.get(&format!("/games/{private}")),
        404,
        "an invite-only game",
    );
    assert_html_4xx(
        &mallory.post(
            &format!("/games/{private}/join"),
            &with(&[("csrf", &mallory_csrf)]),
        ),
        404,
        "joining an invite-only game without the invitation",
    );
    assert_html_4xx(
        &mallory.post(
            &format!("/games/{private}/join"),
            &with(&[("csrf", &mallory_csrf), ("invite", &"a".repeat(64))]),
        ),
        404,
        "joining with a wrong invitation",
    );
    // An invite-only game does not exist for outsiders: 404, not 403 (tests/web_hardening.rs
    // tries every route).
    assert_html_4xx(
        &mallory.post(
            &format!("/games/{private}/start"),
            &with(&[("csrf", &mallory_csrf)]),
        ),
        404,
        "starting an invite-only game one does not sit at",
    );
    assert_html_4xx(
        &mallory.post(
            &format!("/games/{game}/leave"),
            &with(&[("csrf", &mallory_csrf)]),
        ),
        409,
        "leaving a started game",
    );

    // Oversized bodies, invalid UTF-8 and broken escapes.
    let big = format!(
        "csrf={csrf}&house=stark&form=place_orders&junk={}",
        "x".repeat(200 * 1024)
    );
    let r = alice.raw(
        "POST",
        &act,
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        big.as_bytes(),
    );
    assert_html_4xx(&r, 413, "an oversized body");
    let mut bad =
        format!("csrf={csrf}&house=stark&form=place_orders&order.winterfell=").into_bytes();
    bad.extend_from_slice(b"\xff\xfe");
    let r = alice.raw(
        "POST",
        &act,
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        &bad,
    );
    assert_html_4xx(&r, 400, "raw invalid UTF-8");
    let r = alice.raw(
        "POST",
        &act,
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        format!("csrf={csrf}&house=stark&form=place_orders&order.winterfell=%C3%28").as_bytes(),
    );
    assert_html_4xx(&r, 400, "escaped invalid UTF-8");
    let r = alice.raw(
        "POST",
        &act,
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        format!("csrf={csrf}&house=stark&form=place_orders&order.winterfell=%G1").as_bytes(),
    );
    assert_html_4xx(&r, 400, "a broken escape");

    // Bad ids.
    for p in [
        "/games/abc",
        "/games/-1",
        "/games/0",
        "/games/99999999999",
        "/games/424242",
        "/games/1%27%20OR%201=1",
    ] {
        assert_html_4xx(&alice.get(p), 404, p);
    }

    // SQL and markup in accounts.
    let mut eve = server.client();
    let r = eve.post_with_csrf(
        "/login",
        "/login",
        &[("name", "' OR '1'='1' --"), ("password", "' OR '1'='1")],
    );
    assert_html_4xx(&r, 422, "SQL as a user name");
    assert!(r.body.contains("Wrong name or password"));
    let r = eve.post_with_csrf(
        "/register",
        "/register",
        &[
            ("name", "x'); DROP TABLE users; --"),
            ("password", PW),
            ("password2", PW),
            ("time_zone", "UTC"),
        ],
    );
    assert_html_4xx(&r, 422, "SQL as a new name");
    let r = eve.post_with_csrf(
        "/register",
        "/register",
        &[
            ("name", "<b>eve</b>"),
            ("password", PW),
            ("password2", PW),
            ("time_zone", "<script>"),
        ],
    );
    assert_html_4xx(&r, 422, "markup as a new name");
    assert!(!r.body.contains("<b>eve</b>"), "the entry is shown escaped");
    let r = alice.post_with_csrf(
        "/settings",
        "/settings",
        &[("time_zone", "Europe/Paris'; --")],
    );
    assert_html_4xx(&r, 400, "a bad time zone");

    // NUL characters, which PostgreSQL's text cannot hold (a name looked up by one was a 500
    // there): an address holding one is refused at the door, in JSON for the API; a form's
    // values lose them.
    let r = alice.get("/users/bob%00");
    assert_eq!(r.status, 400, "a NUL in the address: {}", r.body);
    let r = alice.get("/api/v1/games/1%00");
    assert_eq!(r.status, 400, "{}", r.body);
    assert!(r.body.contains("\"bad_request\""), "{}", r.body);
    let mut nul = server.client();
    let r = nul.post_with_csrf(
        "/login",
        "/login",
        &[("name", "nobody\0"), ("password", "wrong password")],
    );
    assert_html_4xx(&r, 422, "a NUL in a log-in name");
    let r = alice.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/absence"),
        &[
            ("from", "2027-01-10T10:00"),
            ("to", "2027-01-12T10:00"),
            ("sitter", "nobody\0"),
        ],
    );
    assert!(
        (400..500).contains(&r.status),
        "a NUL in a sitter's name: {} {}",
        r.status,
        r.body
    );

    // Nothing changed.
    assert_eq!(counts(&db), before, "hostile requests changed the database");
    let after = alice.get(&format!("/games/{game}"));
    assert_eq!(phase_of(&after.body), "Planning");
    assert!(
        !after.body.contains("Orders sealed by"),
        "no orders were stored"
    );

    // Failed log-ins are throttled: after 5 failures the right password is refused too.
    let mut t = server.client();
    for _ in 0..5 {
        let r = t.post_with_csrf(
            "/login",
            "/login",
            &[("name", "bob"), ("password", "wrong password")],
        );
        assert_eq!(r.status, 422);
    }
    let r = t.post_with_csrf("/login", "/login", &[("name", "bob"), ("password", PW)]);
    assert_html_4xx(&r, 429, "throttled log-in");
}

#[test]
fn hostile_requests_on_sqlite() {
    hostile(&Backend::Sqlite);
}

#[test]
fn hostile_requests_on_postgres() {
    match postgres() {
        Some(b) => hostile(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}

#[test]
fn sessions_cookies_and_logout() {
    let db = TestDb::new(&Backend::Sqlite, "session");
    let server = Server::start_with(&db, &[("ROOKERY_SECURE_COOKIES", "true")]);
    let mut c = server.client();
    let page = c.get("/register");
    let set = page.header("set-cookie").expect("an anonymous CSRF cookie");
    assert!(
        set.contains("HttpOnly") && set.contains("SameSite=Lax") && set.contains("Secure"),
        "{set}"
    );
    let csrf = csrf_of(&page.body).unwrap();
    let r = c.post(
        "/register",
        &[
            ("csrf", csrf.as_str()),
            ("name", "zoe"),
            ("email", "zoe@example.org"),
            ("password", PW),
            ("password2", PW),
            ("time_zone", "Asia/Tokyo"),
        ]
        .map(|(k, v)| (k.to_string(), v.to_string())),
    );
    assert_eq!(r.status, 303);
    let session = r
        .headers
        .iter()
        .find(|(n, v)| n.eq_ignore_ascii_case("set-cookie") && v.starts_with("rookery_session="))
        .map(|(_, v)| v.clone())
        .expect("a session cookie");
    assert!(
        session.contains("HttpOnly")
            && session.contains("SameSite=Lax")
            && session.contains("Secure")
    );
    let settings = c.get("/settings");
    assert!(
        settings.body.contains("JST"),
        "times are shown in the user's time zone"
    );
    let r = c.post_with_csrf("/", "/logout", &[]);
    assert_eq!(r.status, 303);
    assert!(!c.cookies.contains_key("rookery_session"));
    assert_eq!(c.get("/settings").status, 401);
    // An old session token no longer works after logging out.
    let token = session
        .split(';')
        .next()
        .unwrap()
        .split_once('=')
        .unwrap()
        .1
        .to_string();
    let mut old = server.client();
    old.cookies.insert("rookery_session".into(), token);
    assert_eq!(old.get("/settings").status, 401);
}
