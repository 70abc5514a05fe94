//! Several app servers on one PostgreSQL database (issue 17, item 6): two `rookery serve`
//! processes without mail workers and one `rookery worker`, on one database; whole games played
//! through the web pages with every player's requests alternating between the two servers.
//! Each server sees the other's moves at once (a stale page would refuse a move), every mail is
//! sent once, a deadline is swept once, and a mail written by an app server wakes the worker in
//! the other process through LISTEN/NOTIFY (its tick is a minute, yet the mail arrives within
//! seconds). PostgreSQL only: SQLite is one server's database.

use crate::web_support;

use diesel::prelude::*;
use rookery::webplay::{self, http::Browser, Config, Seat};
use std::collections::BTreeSet;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use web_support::mail::{read_maildir, SmtpServer};
use web_support::*;

struct Worker(Child);

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn worker(db: &TestDb, smtp: &SmtpServer, clock: &std::path::Path, tick_ms: &str) -> Worker {
    let log = std::fs::File::create(db.dir.join(format!("worker-{tick_ms}.log"))).unwrap();
    Worker(
        Command::new(BIN)
            .arg("worker")
            .current_dir(&db.dir)
            .env("DATABASE_URL", &db.url)
            .env("ROOKERY_SMTP_URL", smtp.url())
            .env("ROOKERY_CLOCK_FILE", clock)
            .env("ROOKERY_MAIL_TICK_MS", tick_ms)
            .env("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0")
            .env("ROOKERY_BASE_URL", "http://rookery.test")
            .stdin(Stdio::null())
            .stdout(log.try_clone().unwrap())
            .stderr(log)
            .spawn()
            .expect("start rookery worker"),
    )
}

/// Registers the seats (through alternating servers), confirms their addresses (so that game
/// mails go out), creates and starts a game.
fn table(bases: &[String], db: &TestDb, config: &Config, seed: u64) -> (i32, Vec<Seat>) {
    let mut seats: Vec<Seat> = (0..config.players)
        .map(|i| Seat {
            name: format!("ms{seed}-{i}-{}", unique("s").len()),
            browser: Browser::round_robin(bases),
            absent: false,
        })
        .collect();
    for s in seats.iter_mut() {
        webplay::register(&mut s.browser, &s.name, &config.password).unwrap();
    }
    let svc = db.service();
    let mut c = svc.db.conn().unwrap();
    diesel::update(rookery::db::schema::users::table)
        .set(rookery::db::schema::users::email_verified_at.eq(Some(svc.now())))
        .execute(&mut c)
        .unwrap();
    let id =
        webplay::create_and_start(&mut seats, &format!("Servers {seed}"), config, false).unwrap();
    (id, seats)
}

/// Waits until no mail is left to send, then checks that every sent mail is in the Maildir
/// exactly once.
fn every_mail_once(db: &TestDb, smtp: &SmtpServer) {
    use rookery::db::schema::outbox;
    let svc = db.service();
    let t = Instant::now();
    loop {
        let mut c = svc.db.conn().unwrap();
        let pending: i64 = outbox::table
            .filter(outbox::status.eq("pending"))
            .count()
            .get_result(&mut c)
            .unwrap();
        if pending == 0 {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(60),
            "{pending} mails still pending"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let mut c = svc.db.conn().unwrap();
    // Rows still in the outbox (old ones are pruned 30 days after they were written, and the
    // clock moves by days here) that were sent.
    let sent: Vec<i32> = outbox::table
        .filter(outbox::status.eq("sent"))
        .select(outbox::id)
        .load(&mut c)
        .unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let mails = read_maildir(&smtp.maildir);
    let ids: Vec<String> = mails
        .iter()
        .map(|m| m.header("Message-ID").unwrap_or_default().to_string())
        .collect();
    let unique: BTreeSet<&String> = ids.iter().collect();
    assert!(!sent.is_empty(), "mails were sent");
    assert_eq!(
        unique.len(),
        ids.len(),
        "no mail arrived twice (Message-IDs)"
    );
    for id in sent {
        let n = ids
            .iter()
            .filter(|m| m.starts_with(&format!("<outbox-{id}.")))
            .count();
        assert_eq!(n, 1, "outbox mail {id} arrived {n} times");
    }
}

#[test]
fn two_servers_and_a_worker_on_one_postgres() {
    let Some(pg) = postgres() else {
        return;
    };
    let db = TestDb::new(&pg, "servers");
    let smtp = SmtpServer::start(&db.dir.join("maildir"));
    let clock = db.dir.join("clock");
    std::fs::write(&clock, "2026-11-24T10:00:00Z").unwrap();
    let env = [
        ("ROOKERY_MAIL_WORKER", "off"),
        ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
        ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
        ("ROOKERY_REGISTRATIONS_PER_CLIENT", "10000"),
        ("ROOKERY_REGISTRATIONS_PER_HOUR", "10000"),
        ("ROOKERY_MAX_GAMES_PER_DAY", "10000"),
        ("ROOKERY_MAX_OPEN_LOBBIES", "10000"),
    ];
    let a = Server::start_with(&db, &env);
    let b = Server::start_with(&db, &env);
    let bases = vec![format!("http://{}", a.addr), format!("http://{}", b.addr)];

    // A worker that looks on its own only once a minute: what it sends within seconds, a
    // notification woke it for.
    let slow = worker(&db, &smtp, &clock, "60000");
    std::thread::sleep(Duration::from_millis(500));
    let config = Config {
        players: 3,
        clock_file: Some(clock.clone()),
        ..Config::default()
    };
    let (id, mut seats) = table(&bases, &db, &config, 1);
    let t = Instant::now();
    while read_maildir(&smtp.maildir)
        .iter()
        .filter(|m| m.subject.contains("the game has started"))
        .count()
        < 3
    {
        assert!(
            t.elapsed() < Duration::from_secs(20),
            "the start mails did not arrive: the worker was not woken across processes"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    let report = webplay::play_to_the_end(id, &mut seats, &config, 1);
    assert!(report.failures.is_empty(), "{}", report.failures.join("\n"));
    assert_eq!(report.winners.len(), 1, "the game has a winner");
    every_mail_once(&db, &smtp);
    drop(slow);

    // Seats that never answer: the one worker sweeps each deadline once.
    let _fast = worker(&db, &smtp, &clock, "100");
    let config = Config {
        players: 4,
        absent_percent: 50,
        clock_file: Some(clock.clone()),
        ..Config::default()
    };
    let (id, mut seats) = table(&bases, &db, &config, 2);
    seats[1].absent = true;
    seats[3].absent = true;
    let report = webplay::play_to_the_end(id, &mut seats, &config, 2);
    assert!(report.failures.is_empty(), "{}", report.failures.join("\n"));
    assert_eq!(report.winners.len(), 1);
    assert!(report.deadlines_passed > 0, "deadlines were passed");
    let svc = db.service();
    let mut c = svc.db.conn().unwrap();
    use rookery::db::schema::missed_deadlines as md;
    let rows: Vec<(String, i32)> = md::table
        .filter(md::game_id.eq(id))
        .select((md::house, md::seq))
        .load(&mut c)
        .unwrap();
    let unique: BTreeSet<&(String, i32)> = rows.iter().collect();
    assert!(!rows.is_empty(), "deadlines were missed");
    assert_eq!(unique.len(), rows.len(), "each deadline swept once");
    every_mail_once(&db, &smtp);
}
