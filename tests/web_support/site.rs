//! A real `rookery serve` for the issue-13 tests (seats, votes): its clock in a file moved by
//! the test, its mail sent by its own worker over SMTP to a real aiosmtpd of its own that
//! delivers into a Maildir folder, and players acting through the game page's forms.
#![allow(
    dead_code,
    reason = "`allow`, not `expect`: each test file uses a different part of this module"
)]

use super::mail::{wait_for_outbox_mails, Mail, SmtpServer};
use super::*;
use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::schema::{games, missed_deadlines, outbox, users};
use rookery::service::clock::write_clock_file;
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub const PW: &str = "a long enough password";

pub fn t0() -> NaiveDateTime {
    NaiveDateTime::parse_from_str("2026-11-25 09:00:00", "%Y-%m-%d %H:%M:%S").unwrap()
}

/// A server on a fresh database, its clock in a file, its mail in a folder.
pub struct Site {
    pub maildir: PathBuf,
    pub server: Server,
    pub svc: rookery::service::Service,
    pub clock: PathBuf,
    pub now: NaiveDateTime,
    /// The site's SMTP server (stopped when the site is dropped).
    _smtp: SmtpServer,
    _db: TestDb,
}

impl Site {
    pub fn start(backend: &Backend, tag: &str) -> Site {
        let db = TestDb::new(backend, tag);
        let clock = db.dir.join("clock");
        write_clock_file(&clock, t0()).unwrap();
        let maildir = db.dir.join("mail");
        let smtp = SmtpServer::start(&maildir);
        let server = Server::start_with(
            &db,
            &[
                ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
                ("ROOKERY_SMTP_URL", &smtp.url()),
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
            _smtp: smtp,
            _db: db,
        }
    }

    pub fn set_time(&mut self, at: NaiveDateTime) {
        self.now = at;
        write_clock_file(&self.clock, self.now).unwrap();
    }

    /// The database's URL (for the command line: `DATABASE_URL`).
    pub fn db_url(&self) -> &str {
        &self._db.url
    }

    pub fn conn(&self) -> rookery::db::PooledConn {
        self.svc.db.conn().unwrap()
    }

    pub fn user_id(&self, name: &str) -> i32 {
        users::table
            .filter(users::name.eq(name))
            .select(users::id)
            .first(&mut *self.conn())
            .unwrap()
    }

    pub fn confirm(&self, name: &str) {
        diesel::update(users::table.filter(users::name.eq(name)))
            .set(users::email_verified_at.eq(Some(self.now)))
            .execute(&mut *self.conn())
            .unwrap();
    }

    pub fn game(&self, id: i32) -> rookery::db::models::GameRow {
        games::table.find(id).first(&mut *self.conn()).unwrap()
    }

    /// The mails delivered to `address`, once every mail the outbox holds for it (sent, or due
    /// by now) arrived.
    pub fn mails_to(&self, address: &str) -> Vec<Mail> {
        let rows: Vec<(i32, String)> = outbox::table
            .filter(outbox::status.eq_any(["pending", "sent"]))
            .filter(outbox::due_at.le(self.now))
            .select((outbox::id, outbox::to_address))
            .load(&mut *self.conn())
            .unwrap();
        let awaited: Vec<i32> = rows
            .into_iter()
            .filter(|(_, a)| a.eq_ignore_ascii_case(address))
            .map(|(id, _)| id)
            .collect();
        wait_for_outbox_mails(&self.maildir, address, &awaited)
    }

    /// Waits until the server's worker has moved the game past log length `len` (a deadline).
    pub fn wait_for_log_past(&self, game: i32, len: i32) {
        let until = Instant::now() + Duration::from_secs(30);
        while self.game(game).log_len <= len {
            assert!(Instant::now() < until, "the deadline sweep did not run");
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub fn missed_of(&self, game: i32, house: &str) -> i64 {
        missed_deadlines::table
            .filter(missed_deadlines::game_id.eq(game))
            .filter(missed_deadlines::house.eq(house))
            .count()
            .get_result(&mut *self.conn())
            .unwrap()
    }
}

pub struct Player {
    pub name: String,
    pub email: String,
    pub client: Client,
}

pub fn player(site: &Site, name: &str) -> Player {
    let mut client = site.server.client();
    let email = client.register(name, PW);
    site.confirm(name);
    Player {
        name: name.into(),
        email,
        client,
    }
}

pub fn create_game(c: &mut Client, name: &str, house: &str, visibility: &str) -> i32 {
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

pub fn join(c: &mut Client, game: i32, house: &str, invite: Option<&str>) {
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
pub fn started_game(site: &Site, ps: &mut [&mut Player], visibility: &str) -> i32 {
    started_game_seeded(site, ps, visibility, None)
}

/// [`started_game`] whose secret seed is set to `seed` before it starts, for a test whose
/// story needs one particular game (the deal, the decks and so what the defaults lead to).
pub fn started_game_seeded(
    site: &Site,
    ps: &mut [&mut Player],
    visibility: &str,
    seed: Option<i64>,
) -> i32 {
    let game = create_game(&mut ps[0].client, "Vanishing", "stark", visibility);
    if let Some(seed) = seed {
        diesel::update(games::table.find(game))
            .set(games::seed.eq(seed))
            .execute(&mut *site.conn())
            .unwrap();
    }
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
pub fn act(p: &mut Player, game: i32) -> usize {
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
/// answer may ask another something), for at most 20 rounds of answers. Returns whether they
/// got there: `false` when they were still asked after those rounds (a game they alone play
/// goes on for many rounds).
pub fn act_all(game: i32, active: &mut [&mut Player]) -> bool {
    for _ in 0..20 {
        let mut n = 0;
        for p in active.iter_mut() {
            n += act(p, game);
        }
        if n == 0 {
            return true;
        }
    }
    false
}

/// The active players answer everything; then the clock passes the current deadline and the
/// server's worker fills in the defaults. Only the others miss it: the active players must be
/// left with nothing to answer (else one of them would miss it, and maybe fall into civil
/// disorder, where the test means another house to).
pub fn one_deadline(site: &mut Site, game: i32, active: &mut [&mut Player]) {
    assert!(
        act_all(game, active),
        "the active players were still asked after 20 rounds of answers: the deadline would \
         pass with one of them awaited"
    );
    let row = site.game(game);
    let deadline = row.deadline_at.expect("a running deadline");
    site.set_time(deadline.max(site.now) + TimeDelta::minutes(1));
    site.wait_for_log_past(game, row.log_len);
}

/// A started game of `ps.len()` players with the houses `houses` (the first player creates
/// it), with `extra` fields in the new-game form; returns its id.
pub fn start_game(
    site: &Site,
    ps: &mut [&mut Player],
    houses: &[&str],
    name: &str,
    extra: &[(&str, &str)],
) -> i32 {
    let players = ps.len().to_string();
    let mut fields = vec![
        ("name", name),
        ("players", players.as_str()),
        ("seating", "choice"),
        ("house", houses[0]),
    ];
    if !extra.iter().any(|(k, _)| *k == "visibility") {
        fields.push(("visibility", "public"));
    }
    fields.extend_from_slice(extra);
    let r = ps[0]
        .client
        .post_with_csrf("/games/new", "/games/new", &fields);
    assert_eq!(r.status, 303, "create {name}: {}", r.body);
    let game = game_id_of(r.location().unwrap());
    let invite: String = games::table
        .find(game)
        .select(games::invite_token)
        .first(&mut *site.conn())
        .unwrap();
    let public = !extra.contains(&("visibility", "invite"));
    for (p, h) in ps[1..].iter_mut().zip(&houses[1..]) {
        join(&mut p.client, game, h, (!public).then_some(invite.as_str()));
    }
    let r = ps[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
    game
}

/// The (user id, kind) of the mails the outbox holds about `game` of the given kinds.
pub fn mail_kinds(site: &Site, game: i32, kinds: &[&str]) -> Vec<(i32, String)> {
    outbox::table
        .filter(outbox::game_id.eq(game))
        .filter(outbox::kind.eq_any(kinds))
        .order(outbox::id.asc())
        .select((outbox::user_id.assume_not_null(), outbox::kind))
        .load(&mut *site.conn())
        .unwrap()
}
