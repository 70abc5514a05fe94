//! Issue 32, item 3: moderation, through a real `rookery serve` on SQLite and PostgreSQL (its
//! clock in a file, its mail over SMTP into a Maildir folder).
//!
//! alice is made a moderator from the command line. bob, carol and dave play a public game;
//! dave's account was registered in bob's browser. carol reports bob's raven message and the
//! game's name with the forms beside them; alice (and nobody else) sees the reports on
//! /moderation, hides the message (bob is mailed; nobody sees it any more) and dismisses the
//! other. carol mutes dave: his ravens are neither shown nor mailed to her, and still to bob.
//! alice sees that bob and dave logged in from one browser and sit together; the players see
//! no such thing. alice suspends carol (log-in refused, her house in civil disorder, mailed)
//! and bans dave (log-in refused, seat taken, mailed); in the game, she extends the deadline
//! and replaces bob. Every action is in the log with its reason. 91 days later the due jobs
//! have forgotten where the accounts logged in from. Taking the role back from the command
//! line closes the page to her.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::schema::{outbox, seats, sightings, vacancies};
use rookery::service::{GameId, UserId};
use std::process::Command;
use web_support::site::*;
use web_support::*;

/// `rookery moderator ACTION NAME` on the site's database: (success, output).
fn moderator_cli(site: &Site, action: &str, name: &str) -> (bool, String) {
    let out = Command::new(BIN)
        .args(["moderator", action, name])
        .env("DATABASE_URL", site.db_url())
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

/// The `/report` form of `kind` on `page` with `reason`, posted by `c`.
fn report(c: &mut Client, page: &str, kind: &str, target: &str, reason: &str) {
    let html = c.get(page).body;
    let mut form = forms(&html)
        .into_iter()
        .find(|f| {
            f.action == "/report" && f.get("kind") == Some(kind) && f.get("target") == Some(target)
        })
        .unwrap_or_else(|| panic!("no report form of {kind} {target} on {page}:\n{html}"));
    form.set("reason", reason);
    let r = c.post(&form.action, &form.fields);
    assert_eq!(r.status, 303, "report {kind}: {}", r.body);
    // Back to the page, at the form's "thank you".
    let thanks = format!("reported-{kind}-{target}");
    assert_eq!(
        r.location(),
        Some(format!("{}#{thanks}", page.split('#').next().unwrap()).as_str())
    );
    assert!(html.contains(&format!(r#"id="{thanks}""#)), "{html}");
}

/// A moderator's action with the page's CSRF token.
fn act(c: &mut Client, fields: &[(&str, &str)]) -> Response {
    c.post_with_csrf("/moderation", "/moderation/act", fields)
}

/// The mail to `address` with `subject`, once delivered (a row the worker is sending is not
/// yet counted by `Site::mails_to`, so wait for the one asked for).
fn mail_with(site: &Site, address: &str, subject: &str) -> web_support::mail::Mail {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let mails = site.mails_to(address);
        if let Some(m) = mails.iter().find(|m| m.subject == subject) {
            return m.clone();
        }
        let got: Vec<&str> = mails.iter().map(|m| m.subject.as_str()).collect();
        assert!(
            std::time::Instant::now() < until,
            "no mail “{subject}” to {address}: {got:?}"
        );
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
}

/// Mails of `kind` written for `address`.
fn outbox_rows(site: &Site, address: &str, kind: &str) -> i64 {
    outbox::table
        .filter(outbox::to_address.eq(address))
        .filter(outbox::kind.eq(kind))
        .count()
        .get_result(&mut *site.conn())
        .unwrap()
}

fn moderation_end_to_end(backend: &Backend) {
    let mut site = Site::start(backend, "moderation");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    // dave's account is made in bob's browser (its device cookie), logged out of bob's.
    let mut dave_client = bob.client.clone();
    dave_client.cookies.remove("rookery_session");
    let dave_email = dave_client.register("dave", PW);
    site.confirm("dave");
    let mut dave = Player {
        name: "dave".into(),
        email: dave_email,
        client: dave_client,
    };

    // The role, from the command line.
    let (ok, out) = moderator_cli(&site, "add", "nobody");
    assert!(!ok, "an unknown account: {out}");
    let (ok, out) = moderator_cli(&site, "add", "alice");
    assert!(ok, "{out}");
    assert_eq!(alice.client.get("/moderation").status, 200);
    for p in [&mut bob, &mut carol] {
        assert_eq!(p.client.get("/moderation").status, 404, "{}", p.name);
    }
    assert_eq!(site.server.client().get("/moderation").status, 404);

    let game = started_game(&site, &mut [&mut bob, &mut carol, &mut dave], "public");
    let bob_id = UserId(site.user_id("bob"));
    let table = site
        .svc
        .table_conversation(GameId(game), Some(bob_id))
        .unwrap();
    let conv = format!("/games/{game}/ravens/{table}");
    let r = bob
        .client
        .post_with_csrf(&conv, &conv, &[("body", "Your mother was a hamster")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let raven = site
        .svc
        .conversation(GameId(game), table, Some(bob_id))
        .unwrap()
        .ravens[0]
        .id;

    // Reports, from the forms beside the message and the game's name.
    report(
        &mut carol.client,
        &conv,
        "raven",
        &raven.to_string(),
        "An insult",
    );
    report(
        &mut carol.client,
        &format!("/games/{game}"),
        "game",
        &game.to_string(),
        "The name is fine really",
    );
    let page = alice.client.get("/moderation").body;
    assert!(page.contains("An insult"), "{page}");
    assert!(page.contains("Your mother was a hamster"), "{page}");
    assert!(page.contains("The name is fine really"), "{page}");
    let report_ids: Vec<String> = forms(&page)
        .into_iter()
        .filter_map(|f| f.get("report").map(str::to_string))
        .collect();
    assert_eq!(report_ids.len(), 2, "{page}");

    // Hide the message: shown to nobody, its writer mailed.
    let r = act(
        &mut alice.client,
        &[
            ("report", &report_ids[0]),
            ("action", "hide"),
            ("raven", &raven.to_string()),
            ("reason", "Insults are not welcome"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    for p in [&mut bob, &mut carol, &mut dave] {
        let html = p.client.get(&conv).body;
        assert!(!html.contains("hamster"), "{} still sees it", p.name);
    }
    let r = act(
        &mut alice.client,
        &[
            ("report", &report_ids[1]),
            ("action", "dismiss"),
            ("reason", "Nothing wrong"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = alice.client.get("/moderation").body;
    assert!(page.contains(r#"id="no-reports""#), "{page}");
    mail_with(
        &site,
        &bob.email,
        "A moderator hid one of your ravens in “Vanishing”",
    );

    // A message hidden before anyone read it: its raven mails, still in their quiet window,
    // are not sent once it passes (an empty raven mail would tell that something was
    // hidden), but cancelled.
    let last_row: i32 = outbox::table
        .select(diesel::dsl::max(outbox::id))
        .first::<Option<i32>>(&mut *site.conn())
        .unwrap()
        .unwrap_or(0);
    let r = bob.client.post_with_csrf(
        &conv,
        &conv,
        &[("body", "Your father smelt of elderberries")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let second = site
        .svc
        .conversation(GameId(game), table, Some(bob_id))
        .unwrap()
        .ravens
        .last()
        .unwrap()
        .id;
    let r = act(
        &mut alice.client,
        &[
            ("action", "hide"),
            ("raven", &second.to_string()),
            ("reason", "Insults are not welcome"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let quiet_over = site.now + chrono::TimeDelta::minutes(11);
    site.set_time(quiet_over);
    for p in [&carol, &dave] {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            let statuses: Vec<String> = outbox::table
                .filter(outbox::id.gt(last_row))
                .filter(outbox::to_address.eq(&p.email))
                .filter(outbox::kind.eq("raven"))
                .select(outbox::status)
                .load(&mut *site.conn())
                .unwrap();
            assert!(!statuses.is_empty(), "{} was never to be told", p.name);
            assert!(
                !statuses.iter().any(|s| s == "sent"),
                "{} was sent a raven mail of a hidden message",
                p.name
            );
            if statuses.iter().all(|s| s == "cancelled") {
                break;
            }
            assert!(
                std::time::Instant::now() < until,
                "{}'s raven mail: {statuses:?}",
                p.name
            );
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        assert!(
            !site
                .mails_to(&p.email)
                .iter()
                .any(|m| m.text.contains("elderberries")),
            "{}",
            p.name
        );
    }

    // A mute across games: carol no longer sees nor gets dave's ravens; bob does.
    let r = carol
        .client
        .post_with_csrf("/users/dave", "/users/dave/mute", &[("muted", "1")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(carol
        .client
        .get("/users/dave")
        .body
        .contains(r#"name="muted" value="0""#));
    let (carol_before, bob_before) = (
        outbox_rows(&site, &carol.email, "raven"),
        outbox_rows(&site, &bob.email, "raven"),
    );
    let r = dave
        .client
        .post_with_csrf(&conv, &conv, &[("body", "Winter is coming")]);
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(!carol.client.get(&conv).body.contains("Winter is coming"));
    assert!(bob.client.get(&conv).body.contains("Winter is coming"));
    assert_eq!(outbox_rows(&site, &carol.email, "raven"), carol_before);
    assert_eq!(outbox_rows(&site, &bob.email, "raven"), bob_before + 1);

    // One browser, two accounts at one table: told to the moderator, never to the players.
    let page = alice.client.get("/moderation").body;
    assert!(
        page.contains(
            "bob and dave logged in from the same browser and sit together in “Vanishing”"
        ),
        "{page}"
    );
    assert!(
        !page.contains("carol logged in from the same browser"),
        "{page}"
    );
    for p in [&mut bob, &mut carol, &mut dave] {
        for path in [
            format!("/games/{game}"),
            "/users/bob".into(),
            "/users/dave".into(),
        ] {
            let html = p.client.get(&path).body;
            assert!(
                !html.contains("same browser"),
                "{} sees a hint on {path}",
                p.name
            );
        }
    }

    // Suspend carol: her session ends, log-in refused, her house in civil disorder, her
    // lobby left, her request to be seated in the next game withdrawn, mailed.
    let lobby = create_game(&mut carol.client, "Carol's table", "stark", "public");
    let carol_id = UserId(site.user_id("carol"));
    let wanted = rookery::service::matchmaking::Wanted {
        edition: Default::default(),
        players: 6,
        deadlines: rookery::service::matchmaking::Pace::Relaxed,
        rated: false,
    };
    site.svc.ask_for_seat(carol_id, wanted).unwrap();
    assert!(site.svc.seat_request(carol_id).unwrap().is_some());
    let r = act(
        &mut alice.client,
        &[
            ("user", "carol"),
            ("action", "suspend"),
            ("days", "3"),
            ("reason", "Spam in every game"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert_eq!(
        carol.client.get("/settings").status,
        401,
        "her session ended"
    );
    let r = carol.client.login("carol", PW);
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("suspended"), "{}", r.body);
    let open: Vec<(String, String)> = vacancies::table
        .filter(vacancies::game_id.eq(game))
        .filter(vacancies::closed_at.is_null())
        .select((vacancies::house, vacancies::reason))
        .load(&mut *site.conn())
        .unwrap();
    assert_eq!(open, [("lannister".to_string(), "moderator".to_string())]);
    assert_eq!(
        site.server.client().get(&format!("/games/{lobby}")).status,
        404
    );
    assert!(
        site.svc.seat_request(carol_id).unwrap().is_none(),
        "a suspended player is seated in no new game"
    );
    let mail = mail_with(&site, &carol.email, "Your account is suspended");
    assert!(mail.text.contains("Spam in every game"), "{}", mail.text);

    // Ban dave: log-in refused, his seat taken, mailed.
    let r = act(
        &mut alice.client,
        &[("user", "dave"), ("action", "ban"), ("reason", "Two seats")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = dave.client.login("dave", PW);
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("banned"), "{}", r.body);
    let dave_seats: i64 = seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq(site.user_id("dave")))
        .count()
        .get_result(&mut *site.conn())
        .unwrap();
    assert_eq!(dave_seats, 0);
    mail_with(&site, &dave.email, "Your account is banned");

    // The stalled game: extend its deadline, replace its last player.
    let before = site.game(game).deadline_at.expect("a deadline");
    let g = game.to_string();
    let r = act(
        &mut alice.client,
        &[
            ("game", &g),
            ("action", "extend"),
            ("hours", "48"),
            ("reason", "Half the table is gone"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let after = site.game(game).deadline_at.expect("a deadline");
    assert!(
        after >= before + chrono::TimeDelta::hours(48),
        "{before} -> {after}"
    );
    // (Mailed before the replacement: a player's mails still waiting are cancelled with
    // the seat.)
    mail_with(
        &site,
        &bob.email,
        "A moderator extended the deadline in “Vanishing”",
    );
    let r = act(
        &mut alice.client,
        &[
            ("game", &g),
            ("action", "replace"),
            ("house", "stark"),
            ("reason", "Asked to leave"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let mail = mail_with(&site, &bob.email, "A moderator replaced you in “Vanishing”");
    assert!(mail.text.contains("Asked to leave"), "{}", mail.text);

    // The log: who, whom, what and why.
    let page = alice.client.get("/moderation").body;
    let log = &page[page.find(r#"id="moderation-log""#).unwrap()..];
    for line in [
        "alice: Hide the message — message",
        "by bob",
        "Insults are not welcome",
        "alice: Dismiss the report",
        "alice: Suspend the account — carol",
        "Spam in every game",
        "alice: Ban the account — dave",
        "alice: Extend the deadline",
        "alice: Replace a player — bob stark",
        "Asked to leave",
    ] {
        assert!(log.contains(line), "{line} not in the log:\n{log}");
    }

    // Where the accounts logged in from is forgotten by the due jobs after 90 days unseen.
    let sightings_now = |site: &Site| -> i64 {
        sightings::table
            .count()
            .get_result(&mut *site.conn())
            .unwrap()
    };
    assert!(sightings_now(&site) > 0);
    site.set_time(site.now + chrono::TimeDelta::days(91));
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while sightings_now(&site) > 0 {
        assert!(std::time::Instant::now() < until, "the sightings were kept");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // (Her session may have lapsed meanwhile.)
    let r = alice.client.login("alice", PW);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = alice.client.get("/moderation");
    assert_eq!(r.status, 200);
    assert!(!r.body.contains("sit together"), "{}", r.body);

    // The role taken back.
    let (ok, out) = moderator_cli(&site, "remove", "alice");
    assert!(ok, "{out}");
    assert_eq!(alice.client.get("/moderation").status, 404);
}

#[test]
fn moderation_through_a_real_server() {
    for backend in backends() {
        moderation_end_to_end(&backend);
    }
}
