//! Mail delivery from the outbox, with real parts: a real SMTP server (aiosmtpd) that is stopped
//! and started again, several workers on one database, a worker that dies holding a claim, and
//! the `rookery worker` process writing into a local mail folder. Each on SQLite and on
//! PostgreSQL. Time is a manual clock (or a clock file for the process), never a sleep.

use crate::web_support;

use chrono::{NaiveDateTime, TimeDelta};
use diesel::prelude::*;
use rookery::db::models::OutboxRow;
use rookery::db::schema::outbox;
use rookery::db::{Db, Target};
use rookery::mail::compose::{Mail, Recipient};
use rookery::mail::config::SmtpUrl;
use rookery::mail::transport::{message_id, Transport};
use rookery::mail::worker::{Worker, WorkerSettings};
use rookery::mail::Site;
use rookery::service::clock::{write_clock_file, Clock};
use rookery::service::Service;
use std::collections::{BTreeMap, BTreeSet};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use web_support::mail::{read_maildir, wait_for_mails, SmtpServer};
use web_support::*;

fn t0() -> NaiveDateTime {
    NaiveDateTime::parse_from_str("2026-11-23 12:00:00", "%Y-%m-%d %H:%M:%S").unwrap()
}

fn site() -> Site {
    Site {
        base_url: "http://rookery.test".into(),
        from: "Rookery <rookery@rookery.test>".into(),
        reply_domain: None,
        dkim: None,
    }
}

/// A service over the test database on a manual clock at [`t0`].
fn service(db: &TestDb, clock: &Clock) -> Arc<Service> {
    let target = Target::parse(&db.url).unwrap();
    let mut svc = Service::with_clock(Db::open(target, 8).unwrap(), clock.clone());
    svc.site = site();
    Arc::new(svc)
}

fn quiet() -> WorkerSettings {
    WorkerSettings {
        log_sent: false,
        ..WorkerSettings::default()
    }
}

/// Accounts for the outbox rows to point at (user_id is a foreign key).
fn users(svc: &Service, tag: &str, n: usize) -> Vec<i32> {
    (0..n)
        .map(|i| {
            svc.register(&format!("{tag}{i}"), "password-123", "UTC")
                .unwrap()
                .user
                .user_id
        })
        .collect()
}

/// Enqueues `n` mails, each to its own address; returns the addresses in id order.
fn enqueue(svc: &Service, tag: &str, n: usize, unsubscribe: bool) -> Vec<String> {
    let owners = users(svc, &format!("{tag}u"), 3);
    let mut c = svc.db.conn().unwrap();
    let mut addresses = Vec::new();
    for i in 0..n {
        let address = format!("{tag}-{i}@players.test");
        let mail = Mail {
            subject: format!("Your move in game {i}"),
            text: format!("Your move, player {i}.\nhttp://rookery.test/games/{i}\n"),
            html: format!("<p>Your move, player {i}.</p>"),
        };
        let row = mail.to_outbox(
            &Recipient {
                user_id: owners[i % owners.len()],
                address: address.clone(),
            },
            None,
            "your_move",
            Some(format!("{tag}-{i}")),
            unsubscribe.then(|| format!("http://rookery.test/unsubscribe/{tag}-{i}")),
            svc.now(),
        );
        assert!(rookery::mail::outbox::enqueue(&mut c, &row).unwrap());
        // The same request's mail again (its dedupe key used): not written twice.
        assert!(!rookery::mail::outbox::enqueue(&mut c, &row).unwrap());
        addresses.push(address);
    }
    addresses
}

fn rows(svc: &Service) -> Vec<OutboxRow> {
    let mut c = svc.db.conn().unwrap();
    outbox::table
        .order(outbox::id)
        .load::<OutboxRow>(&mut *c)
        .unwrap()
}

fn smtp_transport(server: &SmtpServer) -> Transport {
    Transport::smtp(&SmtpUrl::parse(&server.url()).unwrap()).unwrap()
}

/// Every mail arrived exactly once: one per row (by Message-ID) and one per address.
fn assert_exactly_once(mails: &[web_support::mail::Mail], svc: &Service, addresses: &[String]) {
    let by_id: BTreeMap<&str, usize> = mails.iter().fold(BTreeMap::new(), |mut m, x| {
        *m.entry(x.message_id.as_str()).or_default() += 1;
        m
    });
    let twice: Vec<_> = by_id.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "sent more than once: {twice:?}");
    let expected: BTreeSet<String> = rows(svc)
        .iter()
        .map(|r| {
            message_id(&svc.site, r)
                .trim_matches(['<', '>'])
                .to_string()
        })
        .collect();
    let got: BTreeSet<String> = by_id.keys().map(|s| s.to_string()).collect();
    assert_eq!(got, expected, "every row's Message-ID arrived");
    for a in addresses {
        let n = mails.iter().filter(|m| m.is_to(a)).count();
        assert_eq!(n, 1, "{a} got {n} mails");
    }
    assert_eq!(mails.len(), addresses.len());
}

fn each_backend(test: impl Fn(&Backend)) {
    for b in backends() {
        test(&b);
    }
}

#[test]
fn smtp_down_then_back_up_delivers_every_mail_once() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_down");
        let clock = Clock::manual(t0());
        let svc = service(&db, &clock);
        let addresses = enqueue(&svc, "down", 20, true);
        let maildir = db.dir.join("smtp");
        let mut smtp = SmtpServer::start(&maildir);
        let port = smtp.addr.port();
        let worker = Worker::with_settings(svc.clone(), smtp_transport(&smtp), quiet());
        smtp.stop();

        let s = worker.run_once();
        assert_eq!(
            (s.claimed, s.sent, s.retrying, s.failed),
            (20, 0, 20, 0),
            "{s:?}"
        );
        for r in rows(&svc) {
            assert_eq!(r.status, "pending");
            assert_eq!(r.attempts, 1);
            assert!(r.last_error.as_deref().is_some_and(|e| !e.is_empty()));
            assert!(
                !r.last_error.as_deref().unwrap().contains("Your move"),
                "no body in errors"
            );
            assert_eq!((r.claimed_by.as_deref(), r.claimed_until), (None, None));
            assert!(r.due_at >= t0() + TimeDelta::seconds(30));
            assert!(r.due_at <= t0() + TimeDelta::seconds(33));
            assert_eq!(r.sent_at, None);
        }
        // Not due yet: nothing is tried again.
        clock.advance(TimeDelta::seconds(10));
        assert_eq!(worker.run_once().claimed, 0);
        assert!(read_maildir(&maildir).is_empty());

        clock.advance(TimeDelta::minutes(2));
        let smtp = SmtpServer::start_on(&maildir, port);
        let s = worker.run_once();
        assert_eq!(
            (s.claimed, s.sent, s.retrying, s.errors),
            (20, 20, 0, 0),
            "{s:?}"
        );
        let mails = wait_for_mails(&maildir, Duration::from_secs(10), |m| m.len() >= 20);
        assert_exactly_once(&mails, &svc, &addresses);
        for r in rows(&svc) {
            assert_eq!(r.status, "sent", "{}", db.label());
            assert_eq!(r.attempts, 2);
            assert_eq!(r.sent_at, Some(clock.now()));
            assert_eq!(r.claimed_by.as_deref(), Some(worker.id()));
        }
        // Nothing is left to send.
        clock.advance(TimeDelta::hours(2));
        assert_eq!(worker.run_once().claimed, 0);
        drop(smtp);
    });
}

#[test]
fn finished_mails_leave_the_outbox_after_30_days_pending_ones_stay() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_prune");
        let clock = Clock::manual(t0());
        let svc = service(&db, &clock);
        enqueue(&svc, "prune", 4, false);
        let dir = db.dir.join("folder");
        let worker = Worker::with_settings(svc.clone(), Transport::folder(&dir).unwrap(), quiet());
        assert_eq!(worker.run_once().sent, 4);
        // A mail written later that is still waiting (its server is down, say).
        clock.advance(TimeDelta::days(2));
        let late = enqueue(&svc, "late", 1, false);
        {
            let mut c = svc.db.conn().unwrap();
            diesel::update(outbox::table.filter(outbox::to_address.eq(&late[0])))
                .set(outbox::due_at.eq(t0() + TimeDelta::days(400)))
                .execute(&mut *c)
                .unwrap();
        }
        clock.advance(TimeDelta::days(27));
        assert_eq!(svc.run_due_jobs().unwrap().pruned, 0, "29 days: all kept");
        assert_eq!(rows(&svc).len(), 5);
        clock.advance(TimeDelta::days(2));
        assert_eq!(
            svc.run_due_jobs().unwrap().pruned,
            4,
            "31 days: the sent ones go"
        );
        let left = rows(&svc);
        assert_eq!(left.len(), 1);
        assert_eq!(
            (left[0].to_address.as_str(), left[0].status.as_str()),
            (late[0].as_str(), "pending")
        );
        clock.advance(TimeDelta::days(100));
        assert_eq!(
            svc.run_due_jobs().unwrap().pruned,
            0,
            "a pending mail is never pruned"
        );
    });
}

#[test]
fn two_workers_draining_at_once_never_send_a_mail_twice() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_two");
        let clock = Clock::manual(t0());
        // Two service instances: two processes on one database.
        let a = service(&db, &clock);
        let b = service(&db, &clock);
        let addresses = enqueue(&a, "two", 200, false);
        let maildir = db.dir.join("smtp");
        let smtp = SmtpServer::start(&maildir);
        let settings = WorkerSettings {
            batch: 7,
            ..quiet()
        };
        let workers = [
            Arc::new(Worker::with_settings(
                a,
                smtp_transport(&smtp),
                settings.clone(),
            )),
            Arc::new(Worker::with_settings(b, smtp_transport(&smtp), settings)),
        ];
        let barrier = Arc::new(Barrier::new(2));
        let handles: Vec<_> = workers
            .iter()
            .map(|w| {
                let (w, barrier) = (w.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    let mut sent = 0;
                    loop {
                        let s = w.run_once();
                        assert_eq!(s.errors, 0, "{s:?}");
                        sent += s.sent;
                        if s.claimed == 0 {
                            return sent;
                        }
                    }
                })
            })
            .collect();
        let sent: Vec<usize> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert_eq!(sent.iter().sum::<usize>(), 200, "{sent:?}");
        assert!(
            sent.iter().all(|n| *n > 0),
            "both workers took part: {sent:?}"
        );
        let svc = service(&db, &clock);
        let rows = rows(&svc);
        for (w, n) in workers.iter().zip(&sent) {
            let by_w = rows
                .iter()
                .filter(|r| r.claimed_by.as_deref() == Some(w.id()))
                .count();
            assert_eq!(by_w, *n, "rows marked sent by each worker");
        }
        assert!(rows.iter().all(|r| r.status == "sent" && r.attempts == 1));
        let mails = wait_for_mails(&maildir, Duration::from_secs(20), |m| m.len() >= 200);
        assert_exactly_once(&mails, &svc, &addresses);
        eprintln!("{}: 200 mails, split {sent:?}", db.label());
    });
}

#[test]
fn a_dead_workers_claim_holds_until_its_lease_passes() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_dead");
        let clock = Clock::manual(t0());
        let svc = service(&db, &clock);
        let addresses = enqueue(&svc, "dead", 10, true);
        let maildir = db.dir.join("smtp");
        let smtp = SmtpServer::start(&maildir);

        let dead = Worker::with_settings(svc.clone(), smtp_transport(&smtp), quiet());
        let claimed = dead.claim(100).unwrap();
        assert_eq!(claimed.len(), 10);
        let dead_id = dead.id().to_string();
        drop(dead);

        let live = Worker::with_settings(svc.clone(), smtp_transport(&smtp), quiet());
        assert_eq!(live.claim(100).unwrap().len(), 0, "the claim holds");
        clock.advance(TimeDelta::minutes(4));
        let s = live.run_once();
        assert_eq!((s.claimed, s.sent), (0, 0), "{s:?}");
        assert!(rows(&svc)
            .iter()
            .all(|r| r.claimed_by.as_deref() == Some(dead_id.as_str())));

        clock.advance(TimeDelta::minutes(2));
        let s = live.run_once();
        assert_eq!((s.claimed, s.sent, s.errors), (10, 10, 0), "{s:?}");
        assert_eq!(live.run_once().claimed, 0);
        let mails = wait_for_mails(&maildir, Duration::from_secs(10), |m| m.len() >= 10);
        assert_exactly_once(&mails, &svc, &addresses);
        assert!(rows(&svc)
            .iter()
            .all(|r| r.status == "sent" && r.claimed_by.as_deref() == Some(live.id())));
    });
}

#[test]
fn a_poke_sends_at_once_without_waiting_for_the_tick() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_poke");
        let clock = Clock::manual(t0());
        let svc = service(&db, &clock);
        let dir = db.dir.join("mail");
        let settings = WorkerSettings {
            tick: Duration::from_secs(600),
            ..quiet()
        };
        let worker = Arc::new(Worker::with_settings(
            svc.clone(),
            Transport::folder(&dir).unwrap(),
            settings,
        ));
        let stop = Arc::new(AtomicBool::new(false));
        let thread = {
            let (w, stop) = (worker.clone(), stop.clone());
            std::thread::spawn(move || w.run(&stop))
        };
        // Let it finish its first (empty) tick and go to sleep.
        std::thread::sleep(Duration::from_millis(300));
        let addresses = enqueue(&svc, "poke", 3, false);
        let started = Instant::now();
        svc.mail_wake.poke();
        let mails = wait_for_mails(&dir, Duration::from_secs(10), |m| m.len() >= 3);
        assert!(started.elapsed() < Duration::from_secs(5));
        assert_exactly_once(&mails, &svc, &addresses);
        stop.store(true, Ordering::SeqCst);
        svc.mail_wake.poke();
        thread.join().unwrap();
    });
}

/// Runs `rookery worker` with `env` until it exits (it must: the settings are bad).
fn worker_refuses(db: &TestDb, env: &[(&str, &str)]) -> String {
    let mut cmd = Command::new(BIN);
    cmd.current_dir(&db.dir)
        .arg("worker")
        .env("DATABASE_URL", &db.url)
        .env_remove("ROOKERY_SMTP_URL")
        .stdin(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{out:?}");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn the_worker_process_writes_a_mail_folder_and_refuses_bad_settings() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_proc");
        let clock = Clock::manual(t0());
        let svc = service(&db, &clock);
        let addresses = enqueue(&svc, "proc", 5, true);
        let dir = db.dir.join("mail");
        let clock_file = db.dir.join("now");
        write_clock_file(&clock_file, t0() + TimeDelta::minutes(1)).unwrap();
        let log = db.dir.join("worker.log");
        let out = std::fs::File::create(&log).unwrap();
        let mut child = Command::new(BIN)
            .current_dir(&db.dir)
            .arg("worker")
            .env("DATABASE_URL", &db.url)
            .env_remove("ROOKERY_SMTP_URL")
            .env("ROOKERY_MAIL_DIR", &dir)
            .env("ROOKERY_BASE_URL", "http://rookery.test")
            .env("ROOKERY_MAIL_FROM", "Rookery <rookery@rookery.test>")
            .env("ROOKERY_MAIL_TICK_MS", "100")
            .env("ROOKERY_CLOCK_FILE", &clock_file)
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out)
            .spawn()
            .unwrap();
        let mails = wait_for_mails(&dir, Duration::from_secs(60), |m| m.len() >= 5);
        // The file is in new/ just before the row is marked sent.
        let end = Instant::now() + Duration::from_secs(20);
        while !rows(&svc).iter().all(|r| r.status == "sent") {
            assert!(
                Instant::now() < end,
                "rows not marked sent: {:?}",
                rows(&svc)
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        // A mail enqueued while it runs leaves at its next tick.
        let more = enqueue(&svc, "proc2", 1, false);
        wait_for_mails(&dir, Duration::from_secs(20), |m| m.len() >= 6);
        let _ = child.kill();
        let _ = child.wait();
        let output = std::fs::read_to_string(&log).unwrap();
        assert!(output.contains("mail goes to the mail folder"), "{output}");
        assert!(
            !output.contains("Your move"),
            "no subject or body in logs: {output}"
        );
        assert!(
            !output.contains("@players.test"),
            "no address in logs: {output}"
        );

        let all: Vec<String> = addresses.iter().chain(&more).cloned().collect();
        assert_exactly_once(&read_maildir(&dir), &svc, &all);
        for m in &mails {
            let i: usize = m.to[0]
                .trim_start_matches("proc-")
                .split('@')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(m.from, "rookery@rookery.test");
            assert_eq!(m.subject, format!("Your move in game {i}"));
            assert!(m.text.contains(&format!("Your move, player {i}.")), "{m:?}");
            assert!(
                m.html.contains(&format!("<p>Your move, player {i}.</p>")),
                "{m:?}"
            );
            assert_eq!(
                m.header("List-Unsubscribe"),
                Some(format!("<http://rookery.test/unsubscribe/proc-{i}>").as_str())
            );
            assert_eq!(
                m.header("List-Unsubscribe-Post"),
                Some("List-Unsubscribe=One-Click")
            );
            assert!(
                m.header("Date").unwrap().contains("23 Nov 2026 12:00:00"),
                "{m:?}"
            );
        }
        assert!(std::fs::read_dir(dir.join("tmp")).unwrap().next().is_none());

        // Bad settings stop it at once, naming the variable and hiding the password.
        let e = worker_refuses(
            &db,
            &[("ROOKERY_SMTP_URL", "smtp://bob:hunter2@mail.test:port")],
        );
        assert!(e.contains("ROOKERY_SMTP_URL"), "{e}");
        assert!(!e.contains("hunter2"), "{e}");
        let e = worker_refuses(&db, &[("ROOKERY_SMTP_URL", "http://mail.test")]);
        assert!(e.contains("ROOKERY_SMTP_URL"), "{e}");
        let e = worker_refuses(&db, &[("ROOKERY_MAIL_FROM", "nobody")]);
        assert!(e.contains("ROOKERY_MAIL_FROM"), "{e}");
        let e = worker_refuses(&db, &[("ROOKERY_BASE_URL", "rookery.test")]);
        assert!(e.contains("ROOKERY_BASE_URL"), "{e}");
    });
}

/// An SMTP server that takes a whole message and then never answers the final `.`: a worker
/// sending to it is stuck mid-send, before the 250 that would make the mail delivered. It
/// touches `marker` when a message's data has been received.
const HANGING_SMTP: &str = r#"
import socket, sys, threading, time
port, marker = int(sys.argv[1]), sys.argv[2]
def serve(c):
    c.sendall(b"220 hang ESMTP\r\n")
    data = False
    for line in c.makefile("rb"):
        if data:
            if line == b".\r\n":
                open(marker, "a").write("got one\n")
                time.sleep(3600)
            continue
        cmd = line[:4].upper()
        if cmd == b"EHLO":
            c.sendall(b"250-hang\r\n250 8BITMIME\r\n")
        elif cmd == b"DATA":
            c.sendall(b"354 go on\r\n")
            data = True
        elif cmd == b"QUIT":
            c.sendall(b"221 bye\r\n")
            return
        else:
            c.sendall(b"250 ok\r\n")
s = socket.socket()
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", port))
s.listen(16)
while True:
    c, _ = s.accept()
    threading.Thread(target=serve, args=(c,), daemon=True).start()
"#;

/// A child process killed (SIGKILL) when dropped, also when the test fails.
struct Killed(std::process::Child);

impl Killed {
    fn kill(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Drop for Killed {
    fn drop(&mut self) {
        self.kill();
    }
}

fn worker_process(db: &TestDb, smtp_url: &str, clock_file: &std::path::Path, log: &str) -> Killed {
    let out = std::fs::File::create(db.dir.join(log)).unwrap();
    Command::new(BIN)
        .current_dir(&db.dir)
        .arg("worker")
        .env("DATABASE_URL", &db.url)
        .env("ROOKERY_SMTP_URL", smtp_url)
        .env("ROOKERY_BASE_URL", "http://rookery.test")
        .env("ROOKERY_MAIL_TICK_MS", "100")
        .env("ROOKERY_CLOCK_FILE", clock_file)
        .stdin(Stdio::null())
        .stdout(out.try_clone().unwrap())
        .stderr(out)
        .spawn()
        .map(Killed)
        .expect("start rookery worker")
}

#[test]
fn a_worker_killed_mid_send_loses_nothing_and_sends_nothing_twice() {
    each_backend(|backend| {
        let db = TestDb::new(backend, "mail_kill");
        let clock_file = db.dir.join("now");
        write_clock_file(&clock_file, t0()).unwrap();
        let clock = Clock::File(clock_file.clone());
        let svc = service(&db, &clock);
        let addresses = enqueue(&svc, "kill", 3, false);

        // The first worker process sends into a server that never says 250, and is killed
        // (SIGKILL: no clean-up) while it waits for that answer.
        let port = free_port();
        let marker = db.dir.join("hang-marker");
        let python = if std::path::Path::new("/usr/bin/python3").exists() {
            "/usr/bin/python3"
        } else {
            "python3"
        };
        let mut hang = Killed(
            Command::new(python)
                .args(["-c", HANGING_SMTP, &port.to_string()])
                .arg(&marker)
                .stdin(Stdio::null())
                .stderr(std::fs::File::create(db.dir.join("hang.log")).unwrap())
                .spawn()
                .unwrap(),
        );
        let end = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                Instant::now() < end,
                "the hanging SMTP server did not listen"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let url = format!("smtp://127.0.0.1:{port}");
        let mut first = worker_process(&db, &url, &clock_file, "first.log");
        let end = Instant::now() + Duration::from_secs(30);
        while !marker.exists() {
            assert!(
                Instant::now() < end,
                "the worker never got to sending: {}\n{}",
                std::fs::read_to_string(db.dir.join("first.log")).unwrap_or_default(),
                std::fs::read_to_string(db.dir.join("hang.log")).unwrap_or_default()
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        first.kill();
        hang.kill();
        let dead = rows(&svc);
        assert!(
            dead.iter()
                .all(|r| r.status == "pending" && r.sent_at.is_none()),
            "{dead:?}"
        );
        assert!(
            dead.iter().any(|r| r.claimed_until.is_some()),
            "the dead worker's claim is still on its rows"
        );

        // A real SMTP server on the same address and a new worker: the dead worker's claim
        // holds until its lease passes, then every mail goes out exactly once.
        let maildir = db.dir.join("smtp");
        let smtp = SmtpServer::start_on(&maildir, port);
        let mut second = worker_process(&db, &url, &clock_file, "second.log");
        std::thread::sleep(Duration::from_millis(800));
        let claimed = rows(&svc)
            .iter()
            .filter(|r| r.claimed_until.is_some())
            .count();
        assert_eq!(
            read_maildir(&maildir).len(),
            3 - claimed,
            "only the mails the dead worker had not claimed went out"
        );
        write_clock_file(&clock_file, t0() + TimeDelta::minutes(6)).unwrap();
        let mails = wait_for_mails(&maildir, Duration::from_secs(30), |m| m.len() >= 3);
        let end = Instant::now() + Duration::from_secs(20);
        while !rows(&svc).iter().all(|r| r.status == "sent") {
            assert!(Instant::now() < end, "{:?}", rows(&svc));
            std::thread::sleep(Duration::from_millis(50));
        }
        std::thread::sleep(Duration::from_millis(500));
        second.kill();
        assert_eq!(read_maildir(&maildir).len(), mails.len());
        assert_exactly_once(&read_maildir(&maildir), &svc, &addresses);
        drop(smtp);
    });
}
