//! The account side of mail through a real server, on SQLite and on PostgreSQL: registering
//! with an address and confirming it from the mail's link (GET shows a button, POST uses the
//! token), used and expired links, sending the mail again (rate-limited), changing the
//! address, password reset end to end, mail preferences (the account's and a seat's),
//! unsubscribe links (page, buttons, RFC 8058 one-click) and hostile inputs.
//!
//! Time is the server's clock file (`ROOKERY_CLOCK_FILE`), moved by the test. No SMTP server is
//! configured, so the server's mail worker delivers into its local mail folder
//! (`ROOKERY_MAIL_DIR`, Maildir), and the tests read the mails from there.

use crate::web_support;

use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::models::User;
use rookery::db::queries;
use rookery::db::schema::{outbox, users};
use rookery::service::clock::write_clock_file;
use rookery::service::GameId;
use std::path::PathBuf;
use web_support::mail::{wait_for_outbox_mails, Mail};
use web_support::*;

const PW: &str = "a long enough password";
const PW2: &str = "quite another password";

fn t0() -> NaiveDateTime {
    NaiveDateTime::parse_from_str("2026-11-25 09:00:00", "%Y-%m-%d %H:%M:%S").unwrap()
}

/// A server on a fresh database with its clock in a file.
struct Site {
    /// The server's local mail folder (no SMTP server is configured): its worker delivers there.
    maildir: PathBuf,
    server: Server,
    svc: rookery::service::Service,
    clock: PathBuf,
    now: NaiveDateTime,
    db: TestDb,
}

impl Site {
    fn start(backend: &Backend, tag: &str) -> Site {
        let db = TestDb::new(backend, tag);
        let clock = db.dir.join("clock");
        write_clock_file(&clock, t0()).unwrap();
        let maildir = db.dir.join("mail");
        let server = Server::start_with(
            &db,
            &[
                ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
                ("ROOKERY_MAIL_DIR", maildir.to_str().unwrap()),
                ("ROOKERY_MAIL_TICK_MS", "100"),
            ],
        );
        Site {
            maildir,
            svc: db.service(),
            server,
            clock,
            now: t0(),
            db,
        }
    }

    fn advance(&mut self, by: TimeDelta) {
        self.now += by;
        write_clock_file(&self.clock, self.now).unwrap();
    }

    fn client(&self) -> Client {
        self.server.client()
    }

    /// The mails delivered to `address`, oldest first: waits until every mail the outbox holds
    /// for it has reached the server's mail folder, then reads them from there.
    fn mails_to(&self, address: &str) -> Vec<Mail> {
        let written: Vec<i32> = {
            let mut c = self.svc.db.conn().unwrap();
            outbox::table
                .filter(outbox::to_address.eq(address))
                .filter(outbox::status.ne("held"))
                .select(outbox::id)
                .load(&mut *c)
                .unwrap()
        };
        let mut mine = wait_for_outbox_mails(&self.maildir, address, &written);
        // The folder's file names start with the mail's time: oldest first.
        mine.sort_by(|a, b| a.file.file_name().cmp(&b.file.file_name()));
        mine
    }

    /// The path of the `prefix` link in the latest mail to `address`.
    fn latest_link(&self, address: &str, prefix: &str) -> String {
        let mails = self.mails_to(address);
        let m = mails
            .last()
            .unwrap_or_else(|| panic!("no mail to {address}"));
        m.path_starting(prefix)
            .unwrap_or_else(|| panic!("no {prefix} link in {:?}", m.text))
    }

    fn user(&self, name: &str) -> User {
        let mut c = self.svc.db.conn().unwrap();
        queries::user_by_name_key(&mut c, &name.to_lowercase())
            .unwrap()
            .unwrap()
    }

    fn user_count(&self) -> i64 {
        let mut c = self.svc.db.conn().unwrap();
        users::table.count().get_result(&mut *c).unwrap()
    }
}

fn assert_html(r: &Response, status: u16, what: &str) {
    assert_eq!(r.status, status, "{what}: {}", r.body);
    assert!(
        r.header("content-type")
            .unwrap_or("")
            .starts_with("text/html"),
        "{what}: an HTML page"
    );
    assert!(r.body.contains("<!doctype html>"), "{what}: {}", r.body);
}

/// GETs a mail link's page and presses its one button.
fn press(c: &mut Client, path: &str, fields: &[(&str, &str)]) -> Response {
    c.post_with_csrf(path, path, fields)
}

fn verified(settings: &str) -> bool {
    settings.contains(r#"<strong id="email-status" class="badge">verified</strong>"#)
}

fn on_every_backend(f: fn(&Backend)) {
    for b in backends() {
        f(&b);
    }
}

// ------------------------------------------------------------------------------ verifying

fn verification(backend: &Backend) {
    let mut site = Site::start(backend, "verify");
    let mut alice = site.client();
    alice.register_with_email("alice", "  Alice@Example.org ", PW);
    let address = "Alice@Example.org";
    assert_eq!(
        site.user("alice").email_key.as_deref(),
        Some("alice@example.org")
    );

    // The mail: the link, the expiry in her time zone (48 h, Paris), what to do if not her.
    let mails = site.mails_to(address);
    assert_eq!(mails.len(), 1, "{mails:?}");
    assert_eq!(mails[0].header("X-Rookery-Kind"), Some("verify"));
    assert!(
        mails[0].text.contains("Fri 27 Nov 2026, 10:00 CET"),
        "{}",
        mails[0].text
    );
    assert!(mails[0].text.contains("If this wasn't you"));
    assert!(mails[0].html.contains("/verify/"));
    let link = site.latest_link(address, "/verify/");

    let settings = alice.get("/settings");
    assert!(settings.body.contains("not confirmed yet") && !verified(&settings.body));
    assert!(settings.body.contains(address));

    // GET (a mail scanner, or the user, logged out) shows a button and changes nothing.
    let mut phone = site.client();
    for _ in 0..2 {
        let page = phone.get(&link);
        assert_html(&page, 200, "the verify page");
        assert!(page.body.contains("Confirm my address") && page.body.contains(address));
    }
    assert!(site.user("alice").email_verified_at.is_none());
    // The button, logged out: verified, then the log-in page says so.
    let r = press(&mut phone, &link, &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(r.location(), Some("/login?verified=1"));
    assert!(phone.get("/login?verified=1").body.contains("is confirmed"));
    assert_eq!(site.user("alice").email_verified_at, Some(site.now));
    let settings = alice.get("/settings");
    assert!(verified(&settings.body), "{}", settings.body);
    assert!(!settings.body.contains("Send the verification mail again"));

    // Used: refused, GET and POST alike, with a page that says why.
    let r = phone.get(&link);
    assert_html(&r, 410, "a used link");
    assert!(r.body.contains("already used"));
    let csrf = csrf_of(&alice.get("/settings").body).unwrap();
    let r = alice.post(&link, &[("csrf".into(), csrf)]);
    assert_html(&r, 410, "a used link, posted");
    // Unknown and mangled tokens.
    let mut wrong = link.clone();
    let last = wrong.pop().unwrap();
    wrong.push(if last == '0' { '1' } else { '0' });
    assert_html(&phone.get(&wrong), 404, "an unknown token");
    assert_html(&phone.get("/verify/abc"), 404, "a short token");

    // Expired: bob waits 49 hours.
    let mut bob = site.client();
    let bob_address = bob.register("bob", PW);
    let bob_link = site.latest_link(&bob_address, "/verify/");
    site.advance(TimeDelta::hours(49));
    let r = bob.get(&bob_link);
    assert_html(&r, 410, "an expired link");
    assert!(r.body.contains("expired"), "{}", r.body);
    let csrf = csrf_of(&bob.get("/settings").body).unwrap();
    assert_html(
        &bob.post(&bob_link, &[("csrf".into(), csrf)]),
        410,
        "an expired link, posted",
    );
    assert!(site.user("bob").email_verified_at.is_none());

    // Sending it again: at once, then not again within 10 minutes, then again.
    let again = |c: &mut Client| c.post_with_csrf("/settings", "/settings/verify-again", &[]);
    let r = again(&mut bob);
    assert_eq!(r.location(), Some("/settings?done=sent"), "{}", r.body);
    assert_eq!(site.mails_to(&bob_address).len(), 2);
    let r = again(&mut bob);
    assert_html(&r, 429, "a second mail within 10 minutes");
    assert!(r.body.contains("less than 10 minutes"), "{}", r.body);
    assert_eq!(site.mails_to(&bob_address).len(), 2);
    // Issue 27: a confirmation refused for good (a hard bounce came back for it) may be sent
    // again at once.
    let latest_verify = |site: &Site| -> i32 {
        outbox::table
            .filter(outbox::to_address.eq(&bob_address))
            .filter(outbox::kind.eq("verify"))
            .order(outbox::id.desc())
            .select(outbox::id)
            .first(&mut site.svc.db.conn().unwrap())
            .unwrap()
    };
    diesel::insert_into(rookery::db::schema::mail_bounces::table)
        .values((
            rookery::db::schema::mail_bounces::address.eq(&bob_address),
            rookery::db::schema::mail_bounces::outbox_id.eq(latest_verify(&site)),
            rookery::db::schema::mail_bounces::status.eq("5.1.1"),
            rookery::db::schema::mail_bounces::received_at.eq(site.now),
        ))
        .execute(&mut site.svc.db.conn().unwrap())
        .unwrap();
    assert_eq!(
        again(&mut bob).status,
        303,
        "a bounced confirmation is sent again"
    );
    assert_eq!(site.mails_to(&bob_address).len(), 3);
    assert_html(&again(&mut bob), 429, "the new one did not bounce");
    site.advance(TimeDelta::minutes(11));
    assert_eq!(again(&mut bob).status, 303);
    assert_eq!(site.mails_to(&bob_address).len(), 4);
    // Both unexpired links work; the newest is used.
    let link = site.latest_link(&bob_address, "/verify/");
    assert_eq!(
        press(&mut bob, &link, &[]).location(),
        Some("/settings?done=verified")
    );
    assert!(verified(&bob.get("/settings").body));
    assert_html(&again(&mut bob), 422, "a verified address needs no mail");

    // Changing the address: the password confirms it, it becomes unconfirmed, a mail goes out.
    let change = |c: &mut Client, email: &str, pw: &str| {
        c.post_with_csrf(
            "/settings",
            "/settings/email",
            &[("email", email), ("password", pw)],
        )
    };
    let r = change(&mut alice, "alice.new@example.org", "wrong password");
    assert_html(&r, 422, "a wrong password");
    assert!(
        r.body.contains("alice.new@example.org"),
        "the entry is kept"
    );
    assert_eq!(site.user("alice").email.as_deref(), Some(address));
    let r = change(&mut alice, "alice.new@example.org", PW);
    assert_eq!(r.location(), Some("/settings?done=email"), "{}", r.body);
    let settings = alice.get("/settings");
    assert!(settings.body.contains("alice.new@example.org") && !verified(&settings.body));
    assert!(site.user("alice").verified_email().is_none());
    let link = site.latest_link("alice.new@example.org", "/verify/");
    // Another account's confirmed address (in other letters): the page does not say that it
    // is taken (that answer goes by mail to the address, see tests/web_hardening.rs), and
    // alice can never confirm it.
    let r = change(&mut alice, &bob_address.to_uppercase(), PW);
    assert_eq!(r.location(), Some("/settings?done=email"), "{}", r.body);
    assert!(site.user("alice").verified_email().is_none());
    assert_eq!(
        site.user("bob").verified_email(),
        Some(bob_address.as_str()),
        "bob keeps his address"
    );
    let r = change(&mut alice, "not an address", PW);
    assert_html(&r, 422, "not an address");
    // Then back to the first address: the new address's link is for an address she no
    // longer has.
    let r = change(&mut alice, address, PW);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = phone.get(&link);
    assert_html(&r, 410, "a link for an old address");

    // Registering with an address another account confirmed (in other letters): the page
    // answers as for any address; the owner is told by mail. Entries are kept on a refusal
    // (here: the two passwords differ), but never the passwords.
    let mut carol = site.client();
    let before = site.user_count();
    let r = carol.post_with_csrf(
        "/register",
        "/register",
        &[
            ("name", "carol"),
            ("email", "ALICE@example.ORG"),
            ("password", PW),
            ("password2", PW2),
            ("time_zone", "UTC"),
        ],
    );
    assert_html(&r, 422, "two different passwords");
    assert!(r.body.contains(r#"value="carol""#) && r.body.contains(r#"value="ALICE@example.ORG""#));
    assert!(
        !r.body.contains(PW) && !r.body.contains(PW2),
        "passwords are not sent back"
    );
    assert_eq!(site.user_count(), before);
}

#[test]
fn verifying_an_address() {
    on_every_backend(verification);
}

// ------------------------------------------------------------------------- password reset

fn reset(backend: &Backend) {
    let mut site = Site::start(backend, "reset");
    let mut carol = site.client();
    let address = carol.register("carol", PW);
    let link = site.latest_link(&address, "/verify/");
    assert_eq!(press(&mut carol, &link, &[]).status, 303);
    let mut other_device = site.client();
    assert_eq!(other_device.login("carol", PW).status, 303);
    let mut dave = site.client();
    let dave_address = dave.register("dave", PW); // never confirmed

    let mut anon = site.client();
    assert!(anon.get("/login").body.contains(r#"href="/forgot""#));
    let forgot =
        |c: &mut Client, who: &str| c.post_with_csrf("/forgot", "/forgot", &[("who", who)]);
    let r = forgot(&mut anon, "carol");
    assert_eq!(r.status, 303, "{}", r.body);
    let answer = r.location().unwrap().to_string();
    assert_eq!(answer, "/forgot?sent=1");
    assert!(anon.get(&answer).body.contains("is on its way"));
    // The same answer for an unknown name or address, and for an unconfirmed address.
    for who in [
        "nobody",
        "nobody@example.org",
        "dave",
        dave_address.as_str(),
    ] {
        let r = forgot(&mut anon, who);
        assert_eq!(
            (r.status, r.location()),
            (303, Some(answer.as_str())),
            "{who}"
        );
    }
    assert!(site
        .mails_to(&dave_address)
        .iter()
        .all(|m| m.header("X-Rookery-Kind") == Some("verify")));
    let mails = site.mails_to(&address);
    assert_eq!(mails.len(), 2);
    assert_eq!(mails[1].header("X-Rookery-Kind"), Some("reset"));
    // One hour, in Paris time.
    assert!(
        mails[1].text.contains("Wed 25 Nov 2026, 11:00 CET"),
        "{}",
        mails[1].text
    );
    let link = site.latest_link(&address, "/reset/");

    // The page, then a refused entry (the link still works), then the new password.
    let mut phone = site.client();
    let page = phone.get(&link);
    assert_html(&page, 200, "the reset page");
    assert!(page.body.contains("carol"));
    let r = press(
        &mut phone,
        &link,
        &[("password", PW2), ("password2", "something else")],
    );
    assert_html(&r, 422, "passwords that differ");
    let r = press(
        &mut phone,
        &link,
        &[("password", "short"), ("password2", "short")],
    );
    assert_html(&r, 422, "a short password");
    let r = press(&mut phone, &link, &[("password", PW2), ("password2", PW2)]);
    assert_eq!(r.location(), Some("/settings?done=password"), "{}", r.body);
    // Logged in here; logged out everywhere else; the old password is gone.
    let s = phone.get("/settings?done=password");
    assert_eq!(s.status, 200);
    assert!(s.body.contains("new password is saved") && s.body.contains("carol"));
    assert_html(&other_device.get("/settings"), 401, "an old session");
    assert_html(&carol.get("/settings"), 401, "the first session");
    assert_eq!(site.client().login("carol", PW).status, 422);
    assert_eq!(site.client().login("carol", PW2).status, 303);
    // Single use.
    assert_html(&phone.get(&link), 410, "a used reset link");
    let csrf = csrf_of(&phone.get("/settings").body).unwrap();
    let r = phone.post(
        &link,
        &[
            ("csrf".into(), csrf),
            ("password".into(), PW.into()),
            ("password2".into(), PW.into()),
        ],
    );
    assert_html(&r, 410, "a used reset link, posted");
    assert_eq!(site.client().login("carol", PW2).status, 303);

    // Expired after an hour.
    site.advance(TimeDelta::minutes(20));
    assert_eq!(forgot(&mut anon, &address.to_uppercase()).status, 303);
    let late = site.latest_link(&address, "/reset/");
    assert_ne!(late, link);
    site.advance(TimeDelta::minutes(61));
    let r = anon.get(&late);
    assert_html(&r, 410, "an expired reset link");
    assert!(r.body.contains("expired"));

    // Throttled like log-ins: 5 requests per name per quarter hour, whoever they are for.
    site.advance(TimeDelta::minutes(16));
    for who in ["carol", "nobody"] {
        let mut c = site.client();
        for _ in 0..5 {
            assert_eq!(forgot(&mut c, who).status, 303);
        }
        assert_html(&forgot(&mut c, who), 429, "too many reset requests");
    }
    // And at most 3 reset mails an hour reach an account.
    let resets = site
        .mails_to(&address)
        .iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("reset"))
        .count();
    assert_eq!(resets, 2 + 3, "{:?}", site.mails_to(&address).len());
}

#[test]
fn resetting_a_password() {
    on_every_backend(reset);
}

// ------------------------------------------------------------ preferences and unsubscribing

fn preferences(backend: &Backend) {
    let site = Site::start(backend, "prefs");
    let mut erin = site.client();
    let mut frank = site.client();
    let mut gina = site.client();
    let mut hal = site.client();
    erin.register("erin", PW);
    frank.register("frank", PW);
    gina.register("gina", PW);
    hal.register("hal", PW);

    // The account's preferences: defaults shown, saved, shown again.
    let notif = |html: &str| {
        forms(html)
            .into_iter()
            .find(|f| f.action == "/settings/notifications")
            .expect("the mail settings form")
    };
    let f = notif(&erin.get("/settings").body);
    assert_eq!(f.get("moves"), Some("immediate"));
    assert_eq!(f.get("reminders"), Some("1"));
    assert_eq!(f.get("summaries"), None);
    assert_eq!(f.get("digest_hour"), Some("8"));
    assert_eq!(f.options["digest_hour"].len(), 24);
    let r = erin.post_with_csrf(
        "/settings",
        "/settings/notifications",
        &[
            ("moves", "digest"),
            ("summaries", "1"),
            ("digest_hour", "7"),
        ],
    );
    assert_eq!(r.location(), Some("/settings?done=mail#mail"), "{}", r.body);
    let page = erin.get("/settings?done=mail");
    assert!(page.body.contains("Mail settings saved."));
    let f = notif(&page.body);
    assert_eq!(
        (
            f.get("moves"),
            f.get("summaries"),
            f.get("reminders"),
            f.get("digest_hour")
        ),
        (Some("digest"), Some("1"), None, Some("7"))
    );
    let u = site.user("erin");
    assert_eq!(
        (
            u.notify_moves.as_str(),
            u.notify_summaries,
            u.notify_reminders,
            u.digest_hour
        ),
        ("digest", true, false, 7)
    );
    for (fields, status) in [
        (vec![("moves", "sometimes"), ("digest_hour", "7")], 422),
        (vec![("moves", "off"), ("digest_hour", "24")], 422),
        (vec![("moves", "off"), ("digest_hour", "-1")], 422),
        (vec![("moves", "off"), ("digest_hour", "seven")], 400),
        (vec![("digest_hour", "7")], 400),
        (vec![("moves", "off")], 400),
    ] {
        let r = erin.post_with_csrf("/settings", "/settings/notifications", &fields);
        assert_html(&r, status, &format!("{fields:?}"));
    }
    assert_eq!(
        site.user("erin").notify_moves,
        "digest",
        "refused forms change nothing"
    );

    // A started game: erin, frank and gina play; hal watches.
    let r = erin.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Mail test"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
        ],
    );
    let game = game_id_of(r.location().unwrap());
    for (c, h) in [(&mut frank, "lannister"), (&mut gina, "baratheon")] {
        let r = c.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", h)],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    let gp = format!("/games/{game}");
    let r = erin.post_with_csrf(&gp, &format!("/games/{game}/start"), &[]);
    assert_eq!(r.status, 303, "{}", r.body);

    // The game page's small mail form, for players only.
    let mail_action = format!("/games/{game}/mail");
    let seat_form = |html: &str| forms(html).into_iter().find(|f| f.action == mail_action);
    let f = seat_form(&erin.get(&gp).body).expect("a mail form for a player");
    assert_eq!(f.get("mail"), Some("default"));
    assert_eq!(f.options["mail"], ["default", "immediate", "digest", "off"]);
    assert!(
        seat_form(&hal.get(&gp).body).is_none(),
        "no form for a spectator"
    );
    assert!(seat_form(&site.client().get(&gp).body).is_none());
    let r = erin.post_with_csrf(&gp, &mail_action, &[("mail", "digest")]);
    assert_eq!(
        r.location(),
        Some(format!("{gp}#mail").as_str()),
        "{}",
        r.body
    );
    assert_eq!(
        seat_form(&erin.get(&gp).body).unwrap().get("mail"),
        Some("digest")
    );
    assert_html(
        &erin.post_with_csrf(&gp, &mail_action, &[("mail", "loud")]),
        400,
        "a bad choice",
    );
    assert_html(
        &erin.post_with_csrf(&gp, &mail_action, &[]),
        400,
        "no choice",
    );
    assert_html(
        &hal.post_with_csrf(&gp, &mail_action, &[("mail", "off")]),
        404,
        "a spectator",
    );
    assert_html(
        &erin.post_with_csrf(&gp, "/games/999/mail", &[("mail", "off")]),
        404,
        "no such game",
    );
    let seat = |name: &str| {
        let mut c = site.svc.db.conn().unwrap();
        queries::accounts::seat_mail(&mut c, game, site.user(name).id)
            .unwrap()
            .unwrap()
    };
    assert_eq!(seat("erin"), "digest");

    // Unsubscribing from a mail's link, logged out, no CSRF token: the page, then each button.
    let erin_user = site.user("erin");
    let url =
        rookery::service::email::unsubscribe_url(&site.svc.site, &erin_user, Some(GameId(game)));
    let path = url[url.find("/unsubscribe/").unwrap()..].to_string();
    let mut mailer = site.client();
    let page = mailer.get(&path);
    assert_html(&page, 200, "the unsubscribe page");
    assert!(page.body.contains("erin") && page.body.contains("Mail test"));
    let buttons = forms(&page.body);
    assert_eq!(buttons.len(), 2, "{buttons:?}");
    assert!(buttons.iter().all(|f| f.get("csrf").is_none()));
    let r = mailer.post(&path, &[("what".into(), "game".into())]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(seat("erin"), "off");
    let page = mailer.get(r.location().unwrap());
    assert!(
        page.body.contains("no more mail about this game"),
        "{}",
        page.body
    );
    assert_eq!(forms(&page.body).len(), 1, "only 'stop all' is left");
    let r = mailer.post(&path, &[("what".into(), "all".into())]);
    assert_eq!(r.status, 303);
    let u = site.user("erin");
    assert_eq!(
        (
            u.notify_moves.as_str(),
            u.notify_summaries,
            u.notify_reminders
        ),
        ("off", false, false)
    );
    assert!(mailer
        .get(r.location().unwrap())
        .body
        .contains("Notification mails are off"));

    // RFC 8058 one-click: the game's mails when the link names one, else all.
    let one_click = |c: &mut Client, path: &str, ct: &str, body: &[u8]| {
        c.raw("POST", path, &[("Content-Type", ct.to_string())], body)
    };
    let frank_user = site.user("frank");
    let url =
        rookery::service::email::unsubscribe_url(&site.svc.site, &frank_user, Some(GameId(game)));
    let fpath = &url[url.find("/unsubscribe/").unwrap()..];
    let r = one_click(
        &mut site.client(),
        fpath,
        "application/x-www-form-urlencoded",
        b"List-Unsubscribe=One-Click",
    );
    assert_html(&r, 200, "one-click for a game");
    assert_eq!(seat("frank"), "off");
    assert_eq!(
        site.user("frank").notify_moves,
        "immediate",
        "only the game"
    );
    let gina_user = site.user("gina");
    let url = rookery::service::email::unsubscribe_url(&site.svc.site, &gina_user, None);
    let gpath = &url[url.find("/unsubscribe/").unwrap()..];
    let r = one_click(
        &mut site.client(),
        gpath,
        "multipart/form-data; boundary=xyz",
        b"--xyz\r\nContent-Disposition: form-data; name=\"List-Unsubscribe\"\r\n\r\nOne-Click\r\n--xyz--\r\n",
    );
    assert_html(&r, 200, "one-click for everything (multipart)");
    let u = site.user("gina");
    assert_eq!(
        (
            u.notify_moves.as_str(),
            u.notify_summaries,
            u.notify_reminders
        ),
        ("off", false, false)
    );
    assert_eq!(seat("gina"), "default");

    // Bad links: 404 pages, nothing changed.
    let hal_user = site.user("hal");
    let hal_url = rookery::service::email::unsubscribe_url(&site.svc.site, &hal_user, None);
    let hal_path = &hal_url[hal_url.find("/unsubscribe/").unwrap()..];
    let zeros = format!("/unsubscribe/{}", "0".repeat(64));
    for p in [
        "/unsubscribe/abc".to_string(),
        zeros.clone(),
        format!("{zeros}?game={game}"),
        format!("{hal_path}?game={game}"),
        format!("{hal_path}?game=abc"),
        format!("{hal_path}?game=-1"),
    ] {
        assert_html(&site.client().get(&p), 404, &p);
        let r = site.client().post(&p, &[("what".into(), "all".into())]);
        assert_html(&r, 404, &p);
    }
    let r = site
        .client()
        .post(hal_path, &[("what".into(), "game".into())]);
    assert_html(&r, 400, "a game button without a game");
    let r = site.client().post(hal_path, &[]);
    assert_html(&r, 400, "no choice");
    assert_eq!(site.user("hal").notify_moves, "immediate");
}

#[test]
fn preferences_and_unsubscribing() {
    on_every_backend(preferences);
}

// -------------------------------------------------------------------------------- hostile

fn hostile(backend: &Backend) {
    let site = Site::start(backend, "acchostile");
    let mut ivy = site.client();
    ivy.register("ivy", PW);
    let before = site.user_count();
    let mut eve = site.client();
    let register = |c: &mut Client, email: Option<&str>| {
        let mut f = vec![
            ("name", "eve"),
            ("password", PW),
            ("password2", PW),
            ("time_zone", "UTC"),
        ];
        if let Some(e) = email {
            f.push(("email", e));
        }
        c.post_with_csrf("/register", "/register", &f)
    };
    let long = format!("{}@example.org", "a".repeat(5000));
    for (email, what) in [
        (None, "no address"),
        (Some(""), "an empty address"),
        (Some("eve"), "no @"),
        (
            Some("eve@example.org\r\nBcc: all@example.org"),
            "a header injection",
        ),
        (Some("<script>@example.org"), "markup"),
        (Some("eve@localhost"), "no dot in the domain"),
        (Some(long.as_str()), "an overlong address"),
    ] {
        let r = register(&mut eve, email);
        assert_html(&r, 422, what);
        assert!(!r.body.contains("<script>@"), "{what}: shown escaped");
    }
    assert_eq!(site.user_count(), before);

    // Tokens: wrong shapes, unknown ones, missing CSRF tokens.
    let hex = "ab".repeat(32);
    for p in [
        "/verify/x".to_string(),
        format!("/verify/{hex}"),
        format!("/verify/{hex}0"),
        "/verify/%27%20OR%201=1".to_string(),
        "/reset/x".to_string(),
        format!("/reset/{hex}"),
        format!("/reset/{}", "Z".repeat(64)),
    ] {
        assert_html(&eve.get(&p), 404, &p);
        let r = eve.post_with_csrf("/forgot", &p, &[("password", PW), ("password2", PW)]);
        assert_html(&r, 404, &p);
        assert_html(
            &eve.post(&p, &[]),
            403,
            &format!("{p} without a CSRF token"),
        );
    }
    // The forgot form: missing, empty and overlong entries.
    assert_html(
        &eve.post_with_csrf("/forgot", "/forgot", &[]),
        422,
        "no name",
    );
    assert_html(
        &eve.post_with_csrf("/forgot", "/forgot", &[("who", " ")]),
        422,
        "blank",
    );
    let r = eve.post_with_csrf("/forgot", "/forgot", &[("who", &long)]);
    assert_html(&r, 422, "an overlong name");
    assert_html(
        &eve.post("/forgot", &[("who".into(), "ivy".into())]),
        403,
        "no CSRF",
    );
    // Settings forms need a log-in and their fields.
    let r = eve.post_with_csrf("/forgot", "/settings/email", &[("email", "x@example.org")]);
    assert_html(&r, 401, "changing an address logged out");
    let r = eve.post_with_csrf("/forgot", "/settings/verify-again", &[]);
    assert_html(&r, 401, "resending logged out");
    let r = ivy.post_with_csrf("/settings", "/settings/email", &[]);
    assert_html(&r, 422, "no address");
    let r = ivy.post_with_csrf(
        "/settings",
        "/settings/email",
        &[("email", &long), ("password", PW)],
    );
    assert_html(&r, 422, "an overlong new address");
    let r = ivy.post(
        "/settings/email",
        &[("email".into(), "x@example.org".into())],
    );
    assert_html(&r, 403, "no CSRF token");
    let raw = ivy.raw(
        "POST",
        "/settings/email",
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        b"email=%ff%fe&csrf=x",
    );
    assert_html(&raw, 400, "invalid UTF-8");
    let raw = site.client().raw(
        "POST",
        &format!("/unsubscribe/{hex}"),
        &[("Content-Type", "application/x-www-form-urlencoded".into())],
        &vec![b'a'; 200 * 1024],
    );
    assert_html(&raw, 413, "a huge unsubscribe body");
    assert!(site
        .user("ivy")
        .email
        .is_some_and(|e| e.starts_with("ivy.")));
    assert_eq!(site.user_count(), before);
    assert!(
        !site.server.output().contains("internal error"),
        "{}",
        site.server.output()
    );
}

#[test]
fn hostile_account_requests() {
    on_every_backend(hostile);
}

#[test]
fn the_server_reads_its_clock_file() {
    // A guard for the helpers above: the clock file moves the server's time.
    let mut site = Site::start(&Backend::Sqlite, "accclock");
    site.advance(TimeDelta::hours(1));
    assert!(site.db.dir.join("clock").exists());
    let mut c = site.client();
    let page = c.get("/register");
    assert_eq!(page.status, 200);
    c.register("joan", PW);
    assert!(c
        .get("/settings")
        .body
        .contains("Wed 25 Nov 2026, 11:00 CET"));
}
