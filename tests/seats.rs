//! Issue 13, when a player vanishes, through a real `rookery serve` on SQLite and PostgreSQL:
//! its clock in a file (moved by the test), its mail in a Maildir folder (read as delivered by
//! its own worker). Civil disorder after two missed deadlines, the defaults playing the house
//! to the next round, a newcomer taking it over from the front page (mail, extended deadline,
//! that house's view only, the old player locked out), planned absence with and without a
//! sitter, and reliability figures from a scripted history.

mod web_support;

use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::schema::{games, inputs, missed_deadlines, outbox, seats, users};
use rookery::service::clock::write_clock_file;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use web_support::mail::{wait_for_mails, Mail};
use web_support::*;

const PW: &str = "a long enough password";

fn t0() -> NaiveDateTime {
    NaiveDateTime::parse_from_str("2026-11-25 09:00:00", "%Y-%m-%d %H:%M:%S").unwrap()
}

/// A server on a fresh database, its clock in a file, its mail in a folder.
struct Site {
    maildir: PathBuf,
    server: Server,
    svc: rookery::service::Service,
    clock: PathBuf,
    now: NaiveDateTime,
    _db: TestDb,
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
                ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
            ],
        );
        Site {
            maildir,
            svc: db.service_on_clock(&clock),
            server,
            clock,
            now: t0(),
            _db: db,
        }
    }

    fn set_time(&mut self, at: NaiveDateTime) {
        self.now = at;
        write_clock_file(&self.clock, self.now).unwrap();
    }

    fn conn(&self) -> rookery::db::PooledConn {
        self.svc.db.conn().unwrap()
    }

    fn user_id(&self, name: &str) -> i32 {
        users::table
            .filter(users::name.eq(name))
            .select(users::id)
            .first(&mut *self.conn())
            .unwrap()
    }

    fn confirm(&self, name: &str) {
        diesel::update(users::table.filter(users::name.eq(name)))
            .set(users::email_verified_at.eq(Some(self.now)))
            .execute(&mut *self.conn())
            .unwrap();
    }

    fn game(&self, id: i32) -> rookery::db::models::GameRow {
        games::table.find(id).first(&mut *self.conn()).unwrap()
    }

    /// The mails delivered to `address`, once every mail the outbox holds for it arrived.
    fn mails_to(&self, address: &str) -> Vec<Mail> {
        let rows: Vec<String> = outbox::table
            .filter(outbox::status.eq_any(["pending", "sent"]))
            .filter(outbox::due_at.le(self.now))
            .select(outbox::to_address)
            .load(&mut *self.conn())
            .unwrap();
        let written = rows
            .iter()
            .filter(|a| a.eq_ignore_ascii_case(address))
            .count();
        let mails = wait_for_mails(&self.maildir, Duration::from_secs(30), |all| {
            all.iter().filter(|m| m.is_to(address)).count() >= written
        });
        mails.into_iter().filter(|m| m.is_to(address)).collect()
    }

    /// Waits until the server's worker has moved the game past log length `len` (a deadline).
    fn wait_for_log_past(&self, game: i32, len: i32) {
        let until = Instant::now() + Duration::from_secs(30);
        while self.game(game).log_len <= len {
            assert!(Instant::now() < until, "the deadline sweep did not run");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn missed_of(&self, game: i32, house: &str) -> i64 {
        missed_deadlines::table
            .filter(missed_deadlines::game_id.eq(game))
            .filter(missed_deadlines::house.eq(house))
            .count()
            .get_result(&mut *self.conn())
            .unwrap()
    }
}

struct Player {
    name: String,
    email: String,
    client: Client,
}

fn player(site: &Site, name: &str) -> Player {
    let mut client = site.server.client();
    let email = client.register(name, PW);
    site.confirm(name);
    Player {
        name: name.into(),
        email,
        client,
    }
}

fn create_game(c: &mut Client, name: &str, house: &str, visibility: &str) -> i32 {
    let r = c.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", name),
            ("players", "3"),
            ("seating", "choice"),
            ("house", house),
            ("visibility", visibility),
        ],
    );
    assert_eq!(r.status, 303, "create {name}: {}", r.body);
    game_id_of(r.location().unwrap())
}

fn join(c: &mut Client, game: i32, house: &str, invite: Option<&str>) {
    let page = match invite {
        Some(t) => format!("/invite/{t}"),
        None => format!("/games/{game}"),
    };
    let mut fields = vec![("house", house)];
    if let Some(t) = invite {
        fields.push(("invite", t));
    }
    let r = c.post_with_csrf(&page, &format!("/games/{game}/join"), &fields);
    assert_eq!(r.status, 303, "join {house}: {}", r.body);
}

/// A started 3-player game: Stark (the creator), Lannister, Baratheon.
fn started_game(site: &Site, ps: &mut [&mut Player], visibility: &str) -> i32 {
    let game = create_game(&mut ps[0].client, "Vanishing", "stark", visibility);
    let invite: String = games::table
        .find(game)
        .select(games::invite_token)
        .first(&mut *site.conn())
        .unwrap();
    let inv = (visibility != "public").then_some(invite.as_str());
    join(&mut ps[1].client, game, "lannister", inv);
    join(&mut ps[2].client, game, "baratheon", inv);
    let r = ps[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
    game
}

/// Answers every decision the game page offers the player, as the form offers it (quiet
/// orders). Returns how many it answered.
fn act(p: &mut Player, game: i32) -> usize {
    let mut n = 0;
    for _ in 0..20 {
        let page = p.client.get(&format!("/games/{game}"));
        assert_eq!(page.status, 200, "{}: {}", p.name, page.body);
        let Some(mut form) = decision_forms(&page.body).into_iter().next() else {
            return n;
        };
        // A sealed answer already given: nothing more to do on this step.
        if page.body.contains(r#"id="sealed""#) {
            return n;
        }
        if form.kind == "place_orders" {
            form.quiet_orders();
        }
        let r = p.client.post(&form.action, &form.fields);
        assert_eq!(r.status, 303, "{} {}: {}", p.name, form.kind, r.body);
        n += 1;
    }
    n
}

/// The players answer everything, again until none of them is asked anything more (one's
/// answer may ask another something).
fn act_all(game: i32, active: &mut [&mut Player]) {
    for _ in 0..20 {
        let mut n = 0;
        for p in active.iter_mut() {
            n += act(p, game);
        }
        if n == 0 {
            return;
        }
    }
}

/// The active players answer everything; then the clock passes the current deadline and the
/// server's worker fills in the defaults.
fn one_deadline(site: &mut Site, game: i32, active: &mut [&mut Player]) {
    act_all(game, active);
    let row = site.game(game);
    let deadline = row.deadline_at.expect("a running deadline");
    site.set_time(deadline.max(site.now) + TimeDelta::minutes(1));
    site.wait_for_log_past(game, row.log_len);
}

fn civil_disorder_and_takeover(backend: &Backend) {
    let mut site = Site::start(backend, "seats-cd");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let mut dave = player(&site, "dave");
    let game = started_game(&site, &mut [&mut alice, &mut bob, &mut carol], "public");

    // Carol never answers. One missed deadline: not yet in civil disorder.
    one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    assert_eq!(site.missed_of(game, "baratheon"), 1);
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(!page.body.contains("needs a player"), "{}", page.body);
    assert!(!dave.client.get("/").body.contains(r#"id="wanted""#));

    // The second one in a row: civil disorder, shown to everyone, offered on the front page.
    while site.missed_of(game, "baratheon") < 2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    assert_eq!(site.missed_of(game, "alice"), 0);
    for p in [&mut alice, &mut bob, &mut dave] {
        let page = p.client.get(&format!("/games/{game}"));
        assert!(
            page.body
                .contains("House Baratheon needs a player: in civil disorder"),
            "{}: {}",
            p.name,
            page.body
        );
    }
    let front = dave.client.get("/");
    assert!(front.body.contains(r#"id="wanted""#), "{}", front.body);
    assert!(front.body.contains("Take over House Baratheon"));
    // Carol is told; the others are told the house needs a player.
    let to_carol = site.mails_to(&carol.email);
    assert!(
        to_carol
            .iter()
            .any(|m| m.header("X-Rookery-Kind") == Some("civil_disorder")
                && m.subject.contains("Baratheon is in civil disorder")),
        "{:?}",
        to_carol.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(site
        .mails_to(&alice.email)
        .iter()
        .any(|m| m.subject.contains("Baratheon needs a player")));
    assert!(
        !site
            .mails_to(&dave.email)
            .iter()
            .any(|m| m.subject.starts_with("Vanishing")),
        "dave plays nowhere"
    );

    // The defaults play Baratheon on to the next round; once only Baratheon is awaited on a
    // step, its deadline comes within the hour.
    let round = site.game(game).round;
    let mut saw_short = false;
    while site.game(game).round == round || site.game(game).phase != "planning" {
        act_all(game, &mut [&mut alice, &mut bob]);
        let row = site.game(game);
        let awaited: Vec<&str> = row.awaiting.split(',').collect();
        if awaited == ["baratheon"] {
            let d = row.deadline_at.unwrap();
            assert!(d <= site.now + TimeDelta::hours(1), "{d} vs {}", site.now);
            saw_short = true;
        }
        site.set_time(row.deadline_at.unwrap().max(site.now) + TimeDelta::minutes(1));
        site.wait_for_log_past(game, row.log_len);
    }
    assert!(saw_short, "a step awaited only the house in civil disorder");
    assert_eq!(site.game(game).phase, "planning");

    // Alice and Bob seal their orders of the new round; Alice's sealed orders are a secret.
    act(&mut alice, game);
    act(&mut bob, game);
    let alice_page = alice.client.get(&format!("/games/{game}"));
    let sealed = alice_page
        .body
        .split(r#"<p class="notice" id="sealed">"#)
        .nth(1)
        .and_then(|s| s.split("</p>").next())
        .expect("Alice's sealed orders")
        .to_string();
    // Only the house in civil disorder is awaited: a short deadline.
    let row = site.game(game);
    assert_eq!(row.awaiting, "baratheon");
    assert!(row.deadline_at.unwrap() <= site.now + TimeDelta::hours(1));

    // Dave takes Baratheon over from the front page.
    let front = dave.client.get("/");
    let take = forms(&front.body)
        .into_iter()
        .find(|f| f.action == format!("/games/{game}/take") && f.get("house") == Some("baratheon"))
        .expect("a take-over form on the front page");
    let r = dave.client.post(&take.action, &take.fields);
    assert_eq!(r.status, 303, "{}", r.body);
    let row = site.game(game);
    assert!(
        row.deadline_at.unwrap() >= site.now + TimeDelta::hours(24),
        "the deadline is extended for the newcomer: {:?} at {}",
        row.deadline_at,
        site.now
    );
    let seat_user: i32 = seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::house.eq("baratheon"))
        .select(seats::user_id)
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(seat_user, site.user_id("dave"));
    // Nobody else can take it any more; Alice (who plays) never could.
    let mut eve = player(&site, "eve");
    let again = eve.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon")],
    );
    assert_eq!(again.status, 409, "{}", again.body);
    let own = alice.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/take"),
        &[("house", "stark")],
    );
    assert_eq!(own.status, 409, "{}", own.body);
    let bad = eve.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "the-wall")],
    );
    assert_eq!(bad.status, 400, "{}", bad.body);
    assert!(!eve.client.get("/").body.contains(r#"id="wanted""#));

    // The mails: Dave, the other players and Carol.
    let to_dave = site.mails_to(&dave.email);
    let welcome = to_dave
        .iter()
        .find(|m| m.header("X-Rookery-Kind") == Some("seat_taken"))
        .expect("Dave's mail");
    assert!(
        welcome.subject.contains("you now play House Baratheon"),
        "{}",
        welcome.subject
    );
    assert!(welcome
        .links()
        .iter()
        .any(|l| l.contains(&format!("/games/{game}"))));
    for p in [&alice, &bob] {
        assert!(site
            .mails_to(&p.email)
            .iter()
            .any(|m| m.subject.contains("dave now plays House Baratheon")));
    }
    assert!(site
        .mails_to(&carol.email)
        .iter()
        .any(|m| m.subject.contains("House Baratheon was taken over")));

    // Dave sees Baratheon's view: his forms, never Alice's sealed orders.
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains("you play <span class=\"house h-baratheon\">"),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains(&sealed),
        "Alice's sealed orders leak to the newcomer"
    );
    assert!(!page.body.contains(r#"id="sealed""#));
    let dave_forms = decision_forms(&page.body);
    assert!(dave_forms.iter().any(|f| f.kind == "place_orders"));
    // Carol keeps nothing: she watches, and may not act for the house.
    let carol_page = carol.client.get(&format!("/games/{game}"));
    assert!(carol_page.body.contains("you are watching"));
    assert!(decision_forms(&carol_page.body).is_empty());
    let mut stale = dave_forms[0].clone();
    let csrf = csrf_of(&carol_page.body).unwrap();
    stale.set("csrf", &csrf);
    let r = carol.client.post(&stale.action, &stale.fields);
    assert_eq!(r.status, 403, "{}", r.body);
    // Dave acts within the extended deadline: the step completes with his orders.
    site.set_time(site.now + TimeDelta::hours(20));
    let before = site.game(game).log_len;
    assert!(act(&mut dave, game) >= 1);
    let first: (String, Option<i32>, bool) = inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::seq.eq(before + 1))
        .select((inputs::house, inputs::user_id, inputs::by_deadline))
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(
        first,
        ("baratheon".to_string(), Some(site.user_id("dave")), false),
        "Dave's orders completed the step"
    );
    assert_eq!(
        site.missed_of(game, "baratheon"),
        missed_deadlines::table
            .filter(missed_deadlines::game_id.eq(game))
            .filter(missed_deadlines::user_id.eq(site.user_id("carol")))
            .count()
            .get_result::<i64>(&mut *site.conn())
            .unwrap(),
        "Dave missed nothing"
    );
}

#[test]
fn civil_disorder_then_a_newcomer_takes_the_house_over() {
    for b in backends() {
        civil_disorder_and_takeover(&b);
    }
}

fn player_returns(backend: &Backend) {
    let mut site = Site::start(backend, "seats-back");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let game = started_game(&site, &mut [&mut alice, &mut bob, &mut carol], "invite");
    while site.missed_of(game, "baratheon") < 2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    let page = carol.client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("House Baratheon needs a player"),
        "{}",
        page.body
    );
    // An invite-only game's house is not on the front page...
    let mut dave = player(&site, "dave");
    assert!(!dave.client.get("/").body.contains(r#"id="wanted""#));
    // ...and without the invitation it does not exist for an outsider.
    let r = dave.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon")],
    );
    assert_eq!(r.status, 404, "{}", r.body);
    // The invitation link shows the house to take (without taking it here).
    let invite: String = games::table
        .find(game)
        .select(games::invite_token)
        .first(&mut *site.conn())
        .unwrap();
    let inv = dave.client.get(&format!("/invite/{invite}"));
    assert_eq!(inv.status, 200, "{}", inv.body);
    assert!(inv.body.contains("Take over House Baratheon"));
    // Carol comes back by acting before anyone takes the house.
    while act(&mut carol, game) == 0 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(
        !page.body.contains("House Baratheon needs a player"),
        "{}",
        page.body
    );
    let inv = dave.client.get(&format!("/invite/{invite}"));
    assert_ne!(inv.status, 200, "nothing to take any more: {}", inv.body);
    let r = dave.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon"), ("invite", &invite)],
    );
    assert_eq!(r.status, 409, "{}", r.body);
}

#[test]
fn a_player_in_civil_disorder_returns_by_acting() {
    for b in backends() {
        player_returns(&b);
    }
}
