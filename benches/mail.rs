//! Mail delivery (docs/benchmarks.md):
//!
//! 1. throughput: enqueue MAILS mails (default 2000) into a fresh database, then drain them with
//!    one worker, through a private aiosmtpd, through `sink` (a minimal SMTP server in this
//!    process that counts what it takes, [`fast_sink`]) and into a local Maildir folder; mails
//!    per second, and the SMTP server's own limit measured in the same run (the same mails sent
//!    straight through the transport by as many threads, no database, into a fresh server);
//! 2. latency: a real `rookery serve` (its own mail worker, default 2 s tick) and aiosmtpd; in
//!    each of GAMES fresh 3-player games (default 20) the last orders are POSTed over HTTP and we
//!    time until the Raven holder's "your move" mail is in the SMTP server's Maildir.
//!
//! ```sh
//! cargo bench --bench mail                                   # SQLite
//! cargo bench --bench mail -- postgres://postgres@127.0.0.1:5432/postgres   # and PostgreSQL
//! ```
//!
//! The PostgreSQL URL (an argument, or `ROOKERY_TEST_PG_URL`) names a cluster in which a fresh
//! database is created, as the tests do. Needs Debian's `python3-aiosmtpd`.

#[path = "../tests/web_support/mod.rs"]
mod web_support;

use rookery::db::{Db, Target};
use rookery::mail::compose::{Mail, Recipient};
use rookery::mail::config::SmtpUrl;
use rookery::mail::transport::Transport;
use rookery::mail::worker::{Worker, WorkerSettings};
use rookery::mail::Site;
use rookery::service::Service;
use rookery::service::UserId;
use std::sync::Arc;
use std::time::{Duration, Instant};
use web_support::mail::{wait_for_mails, SmtpServer};
use web_support::{bench_backends, Backend, TestDb};

fn main() {
    let n: usize = std::env::var("MAILS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let backends = bench_backends();
    let senders = WorkerSettings::default().senders;
    if n > 0 {
        println!("mail delivery, {n} mails, one worker (batches of 32)");
    }
    // MAILS=0: only the latency part.
    for b in backends.iter().filter(|_| n > 0) {
        bench(b, "smtp", n, senders);
        bench(b, "smtp", n, 1);
        bench(b, "sink", n, senders);
        bench(b, "folder", n, senders);
    }
    let games: usize = std::env::var("GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    println!(
        "last orders POSTed -> \"your move\" mail in the SMTP server's Maildir, {games} games"
    );
    for b in &backends {
        latency(b, games);
    }
}

/// Milliseconds, for printing.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn latency(backend: &Backend, games: usize) {
    use diesel::prelude::*;
    use rookery::db::schema::users;
    use rookery::service::lobby::houses_for;
    use web_support::choice_spec;
    use web_support::mail::read_maildir;
    use web_support::{decision_forms, Server};

    let db = TestDb::new(backend, "bench_latency");
    let smtp = SmtpServer::start(&db.dir.join("maildir"));
    let url = smtp.url();
    // The transport's latency, not the quiet window a "your move" mail waits by default.
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_SMTP_URL", url.as_str()),
            ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
        ],
    );
    let mut svc = db.service();
    svc.limits.move_mail_quiet_seconds = 0;
    let houses = houses_for(3);
    let mut players = Vec::new();
    for h in &houses {
        let name = format!("lat-{}", h.key());
        let id = svc
            .register(&name, "password-123", "UTC")
            .unwrap()
            .user
            .user_id;
        let mut c = svc.db.conn().unwrap();
        let address = format!("{name}@players.test");
        diesel::update(users::table.find(id))
            .set((
                users::email.eq(Some(&address)),
                users::email_key.eq(Some(&address)),
                users::email_verified_at.eq(Some(svc.now())),
            ))
            .execute(&mut c)
            .unwrap();
        let mut client = server.client();
        assert_eq!(client.login(&name, "password-123").status, 303);
        players.push((*h, id, client));
    }
    let mut post = Vec::new();
    let mut mail = Vec::new();
    for g in 0..games {
        let spec = choice_spec(format!("Latency {g}"), 3, houses[0]);
        let game = svc.create_game(UserId(players[0].1), &spec).unwrap();
        for (h, u, _) in &players[1..] {
            svc.join(game, UserId(*u), Some(*h), None).unwrap();
        }
        svc.start(game, UserId(players[0].1)).unwrap();
        // The start mails leave on the server's next tick (they were written by this process,
        // which cannot poke the server's worker); wait for them so they are not timed below.
        let started = format!("Latency {g}: the game has started");
        let t = Instant::now();
        while read_maildir(&smtp.maildir)
            .iter()
            .filter(|m| m.subject.starts_with(&started))
            .count()
            < 3
        {
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "no start mails for game {g}"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        let raven = svc
            .load_game(game)
            .unwrap()
            .replayed
            .as_ref()
            .unwrap()
            .game
            .state()
            .raven_holder();
        // Everyone but the last seals through the service; the Raven holder seals first, so
        // the last orders make it newly awaited.
        let mut order: Vec<usize> = (0..3).collect();
        order.sort_by_key(|i| players[*i].0 != raven);
        let subject = format!("Latency {g}: your move");
        for (k, i) in order.iter().enumerate() {
            let (h, _, client) = &mut players[*i];
            let page = client.get(&format!("/games/{game}"));
            let mut form = decision_forms(&page.body)
                .into_iter()
                .find(|f| f.kind == "place_orders")
                .unwrap();
            form.quiet_orders();
            let t = Instant::now();
            let r = client.post(&format!("/games/{game}/act"), &form.fields);
            assert_eq!(r.status, 303, "{h}: {}", r.body);
            if k == 2 {
                post.push(t.elapsed());
                // Parse the Maildir only when a file arrived, so polling stays cheap.
                let mut seen = 0;
                loop {
                    let files =
                        std::fs::read_dir(smtp.maildir.join("new")).map_or(0, |d| d.count());
                    if files > seen {
                        seen = files;
                        if read_maildir(&smtp.maildir)
                            .iter()
                            .any(|m| m.subject.starts_with(&subject))
                        {
                            break;
                        }
                    }
                    assert!(
                        t.elapsed() < Duration::from_secs(30),
                        "no mail for game {g}"
                    );
                    std::thread::sleep(Duration::from_millis(1));
                }
                mail.push(t.elapsed());
            }
        }
    }
    post.sort();
    mail.sort();
    let pick = |v: &[Duration], q: f64| v[((v.len() - 1) as f64 * q).round() as usize];
    println!(
        "{:<8} POST answered: median {:.1} ms   mail in the Maildir: median {:.1} ms, p90 {:.1} ms, max {:.1} ms",
        db.label(),
        ms(pick(&post, 0.5)),
        ms(pick(&mail, 0.5)),
        ms(pick(&mail, 0.9)),
        ms(pick(&mail, 1.0)),
    );
    drop(server);
}

fn bench(backend: &Backend, via: &str, n: usize, senders: usize) {
    let db = TestDb::new(backend, "bench_mail");
    let target = Target::parse(&db.url).unwrap();
    let mut svc = Service::new(Db::open(target, 4).unwrap());
    svc.site = Site {
        base_url: "http://rookery.test".into(),
        from: "Rookery <rookery@rookery.test>".into(),
        reply_domain: None,
        dkim: None,
    };
    let svc = Arc::new(svc);
    let user = svc
        .register("bench", "password-123", "UTC")
        .unwrap()
        .user
        .user_id;
    let started = Instant::now();
    {
        let mut c = svc.db.conn().unwrap();
        diesel::Connection::transaction::<_, rookery::db::DbError, _>(&mut *c, |c| {
            for i in 0..n {
                let mail = Mail {
                    subject: format!("Your move in game {i}"),
                    text: format!(
                        "It is your move.\nhttp://rookery.test/games/{i}\n{}",
                        "Some more words. ".repeat(40)
                    ),
                    html: format!(
                        "<p>It is your move.</p><p><a href=\"http://rookery.test/games/{i}\">Open the game</a></p><p>{}</p>",
                        "Some more words. ".repeat(40)
                    ),
                };
                let row = mail.to_outbox(
                    &Recipient {
                        user_id: user,
                        address: format!("player{i}@players.test"),
                    },
                    None,
                    "your_move",
                    None,
                    Some(format!("http://rookery.test/unsubscribe/{i}")),
                    svc.now(),
                );
                rookery::mail::outbox::enqueue(c, &row)?;
            }
            Ok(())
        })
        .unwrap();
    }
    let enqueue = started.elapsed();
    // The sink's own limit in the same run (issue 30): the same mails sent straight through the
    // transport by as many threads, with no database at all, into a fresh SMTP server.
    let limit = (via == "smtp" || via == "sink").then(|| {
        use diesel::prelude::*;
        use rookery::db::models::OutboxRow;
        use rookery::db::schema::outbox;
        let rows: Vec<OutboxRow> = outbox::table
            .order(outbox::id)
            .load(&mut svc.db.conn().unwrap())
            .unwrap();
        let dir = db.dir.join("sink");
        let (url, arrived, _smtp) = if via == "sink" {
            let (url, arrived) = fast_sink();
            (url, Some(arrived), None)
        } else {
            let smtp = SmtpServer::start(&dir);
            (smtp.url(), None, Some(smtp))
        };
        let transport = Transport::smtp(&SmtpUrl::parse(&url).unwrap()).unwrap();
        let next = std::sync::atomic::AtomicUsize::new(0);
        let started = Instant::now();
        std::thread::scope(|scope| {
            for _ in 0..senders {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(row) = rows.get(i) else { break };
                    transport.send(&svc.site, row).unwrap();
                });
            }
        });
        let took = started.elapsed();
        match arrived {
            Some(arrived) => assert_eq!(arrived.load(std::sync::atomic::Ordering::SeqCst), n),
            None => assert_eq!(
                wait_for_mails(&dir, Duration::from_secs(60), |m| m.len() >= n).len(),
                n
            ),
        }
        n as f64 / took.as_secs_f64()
    });
    let dir = db.dir.join(via);
    let mut sink_count = None;
    let (transport, _smtp) = match via {
        "smtp" => {
            let smtp = SmtpServer::start(&dir);
            let t = Transport::smtp(&SmtpUrl::parse(&smtp.url()).unwrap()).unwrap();
            (t, Some(smtp))
        }
        "sink" => {
            let (url, arrived) = fast_sink();
            sink_count = Some(arrived);
            (
                Transport::smtp(&SmtpUrl::parse(&url).unwrap()).unwrap(),
                None,
            )
        }
        _ => (Transport::folder(&dir).unwrap(), None),
    };
    let worker = Worker::with_settings(
        svc.clone(),
        transport,
        WorkerSettings {
            log_sent: false,
            senders,
            ..WorkerSettings::default()
        },
    );
    let started = Instant::now();
    let mut sent = 0;
    loop {
        let s = worker.run_once();
        assert_eq!(s.errors + s.retrying + s.failed, 0, "{s:?}");
        sent += s.sent;
        if s.claimed == 0 {
            break;
        }
    }
    let drain = started.elapsed();
    assert_eq!(sent, n);
    let arrived = match &sink_count {
        Some(count) => count.load(std::sync::atomic::Ordering::SeqCst),
        None => wait_for_mails(&dir, Duration::from_secs(60), |m| m.len() >= n).len(),
    };
    assert_eq!(arrived, n);
    println!(
        "{:<8} {:<6} {senders} sender(s)  enqueue {:>6.0} mails/s   drain {:>6.0} mails/s ({:.2} s, {:.2} ms per mail)",
        db.label(),
        via,
        n as f64 / enqueue.as_secs_f64(),
        n as f64 / drain.as_secs_f64(),
        drain.as_secs_f64(),
        drain.as_secs_f64() * 1000.0 / n as f64
    );
    if let Some(limit) = limit {
        println!(
            "{:<8} {:<6} {senders} sender(s)  the sink's own limit (no database): {limit:>6.0} mails/s; the worker reaches {:.0} % of it",
            db.label(),
            via,
            100.0 * n as f64 / drain.as_secs_f64() / limit
        );
    }
}

/// A minimal SMTP server in this process ("sink"): a thread per connection, every command
/// answered at once, each message read to its closing `.` and counted (kept nowhere). An SMTP
/// server that can take more than aiosmtpd (Python, a file per mail) on this machine, so that
/// the worker's own limit shows. Returns its URL and the count of messages it took.
fn fast_sink() -> (String, Arc<std::sync::atomic::AtomicUsize>) {
    use std::io::{BufRead, BufReader, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("smtp://{}", listener.local_addr().unwrap());
    let count = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let counted = count.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(stream) = stream else { continue };
            let counted = counted.clone();
            std::thread::spawn(move || {
                let _ = stream.set_nodelay(true);
                let mut out = stream.try_clone().unwrap();
                let mut lines = BufReader::new(stream);
                let _ = out.write_all(b"220 sink ESMTP\r\n");
                let mut line = Vec::new();
                loop {
                    line.clear();
                    if lines.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let verb =
                        String::from_utf8_lossy(&line[..line.len().min(4)]).to_ascii_uppercase();
                    let reply: &[u8] = match verb.as_str() {
                        "EHLO" | "HELO" => b"250 sink\r\n",
                        "DATA" => {
                            let _ = out.write_all(b"354 go on\r\n");
                            loop {
                                line.clear();
                                if lines.read_until(b'\n', &mut line).unwrap_or(0) == 0 {
                                    return;
                                }
                                if line == b".\r\n" {
                                    break;
                                }
                            }
                            counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            b"250 taken\r\n"
                        }
                        "QUIT" => {
                            let _ = out.write_all(b"221 bye\r\n");
                            return;
                        }
                        _ => b"250 ok\r\n",
                    };
                    if out.write_all(reply).is_err() {
                        return;
                    }
                }
            });
        }
    });
    (url, count)
}
