//! Mail delivery throughput (README "Benchmarks"): enqueue MAILS mails (default 2000) into a
//! fresh database, then drain them with one worker, through a private aiosmtpd and into a local
//! Maildir folder, and print mails per second.
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
use std::sync::Arc;
use std::time::{Duration, Instant};
use web_support::mail::{wait_for_mails, SmtpServer};
use web_support::{Backend, TestDb};

fn main() {
    let n: usize = std::env::var("MAILS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let pg = std::env::args()
        .skip(1)
        .find(|a| a.starts_with("postgres"))
        .or_else(|| {
            std::env::var("ROOKERY_TEST_PG_URL")
                .ok()
                .filter(|v| !v.is_empty())
        });
    let mut backends = vec![Backend::Sqlite];
    if let Some(url) = pg {
        backends.push(Backend::Postgres(url));
    }
    let senders = WorkerSettings::default().senders;
    println!("mail delivery, {n} mails, one worker (batches of 32)");
    for b in &backends {
        bench(b, "smtp", n, senders);
        bench(b, "smtp", n, 1);
        bench(b, "folder", n, senders);
    }
}

fn bench(backend: &Backend, via: &str, n: usize, senders: usize) {
    let db = TestDb::new(backend, "bench_mail");
    let target = Target::parse(&db.url).unwrap();
    let mut svc = Service::new(Db::open(target, 4).unwrap());
    svc.site = Site {
        base_url: "http://rookery.test".into(),
        from: "Rookery <rookery@rookery.test>".into(),
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
    let dir = db.dir.join(via);
    let (transport, _smtp) = match via {
        "smtp" => {
            let smtp = SmtpServer::start(&dir);
            let t = Transport::smtp(&SmtpUrl::parse(&smtp.url()).unwrap()).unwrap();
            (t, Some(smtp))
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
    let arrived = wait_for_mails(&dir, Duration::from_secs(60), |m| m.len() >= n).len();
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
}
