//! Webhooks (issue 14, item 5a) through a real server on SQLite and PostgreSQL: each player adds
//! a webhook on the settings page (generic JSON, Discord, Slack); a whole game is played; a
//! small HTTP server inside the test receives the calls: every call exactly once, the start and
//! the end once per player, "your move" never to the house whose own input asked it, a call
//! answered 500 retried by the worker's backoff and then delivered; a call whose URL leads to
//! the machine itself given up when it is due, unsent; and URLs of internal addresses, however
//! written, refused on the settings page, in each of the five languages (issue 23). The
//! receiver listens on 127.0.0.1: the server runs with the test-only
//! `ROOKERY_OUTBOUND_ALLOW_LOOPBACK=true`, which admits plain loopback addresses and nothing
//! else; the refusals are checked on a server without it.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::models::NewOutbox;
use rookery::db::schema::outbox;
use rookery::engine::House;
use rookery::i18n::{Lang, Tr};
use rookery::selfplay::{play_game, Config};
use rookery::service::lobby::{houses_for, GameSpec};
use rookery::service::Reason;
use rookery::service::UserId;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use web_support::*;

/// One call received: path, headers (lower-case names), body, and the status answered.
#[derive(Clone, Debug)]
struct Call {
    path: String,
    headers: BTreeMap<String, String>,
    body: String,
    answered: u16,
}

/// A small HTTP server: answers 200, except the first call to `/flaky`, answered 500.
fn receiver() -> (u16, Arc<Mutex<Vec<Call>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let calls: Arc<Mutex<Vec<Call>>> = Arc::default();
    let record = calls.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming() {
            let Ok(mut stream) = stream else { continue };
            let mut reader = BufReader::new(stream.try_clone().unwrap());
            let mut line = String::new();
            if reader.read_line(&mut line).is_err() {
                continue;
            }
            let path = line.split_whitespace().nth(1).unwrap_or("").to_string();
            let mut headers = BTreeMap::new();
            loop {
                let mut h = String::new();
                if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
                    break;
                }
                if let Some((k, v)) = h.split_once(':') {
                    headers.insert(k.trim().to_ascii_lowercase(), v.trim().to_string());
                }
            }
            let len: usize = headers
                .get("content-length")
                .and_then(|v| v.parse().ok())
                .unwrap_or(0);
            let mut body = vec![0; len];
            let _ = reader.read_exact(&mut body);
            let mut calls = record.lock().unwrap();
            let first_flaky = path == "/flaky" && !calls.iter().any(|c| c.path == "/flaky");
            let answered = if first_flaky { 500 } else { 200 };
            calls.push(Call {
                path,
                headers,
                body: String::from_utf8_lossy(&body).into_owned(),
                answered,
            });
            drop(calls);
            let _ = write!(
                stream,
                "HTTP/1.1 {answered} X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            );
        }
    });
    (port, calls)
}

fn set_clock(clock: &std::path::Path, t: chrono::NaiveDateTime) {
    std::fs::write(clock, t.format("%Y-%m-%dT%H:%M:%SZ").to_string()).unwrap();
}

fn add_hook(server: &Server, name: &str, url: &str, format: &str) -> Response {
    let mut c = server.client();
    assert_eq!(c.login(name, "a long enough password").status, 303);
    c.post_with_csrf(
        "/settings/api",
        "/settings/api/webhooks",
        &[("url", url), ("format", format), ("game", "")],
    )
}

fn pending_webhooks(svc: &rookery::service::Service) -> Vec<(i32, String, String)> {
    let mut c = svc.db.conn().unwrap();
    outbox::table
        .filter(outbox::channel.eq("webhook"))
        .select((outbox::id, outbox::status, outbox::kind))
        .load::<(i32, String, String)>(&mut *c)
        .unwrap()
        .into_iter()
        .filter(|(_, s, _)| s != "sent")
        .collect()
}

fn webhooks_on(backend: &Backend) {
    let db = TestDb::new(backend, "webhooks");
    let clock = db.dir.join("clock");
    let mut now = chrono::NaiveDate::from_ymd_opt(2026, 11, 24)
        .unwrap()
        .and_hms_opt(10, 0, 0)
        .unwrap();
    set_clock(&clock, now);
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
            ("ROOKERY_MAIL_TICK_MS", "50"),
            ("ROOKERY_OUTBOUND_ALLOW_LOOPBACK", "true"),
        ],
    );
    let svc = db.service_on_clock(&clock);
    let (port, calls) = receiver();

    // Three players, each with a webhook of another format, added on the settings page.
    let houses = houses_for(3);
    let formats = [
        ("/hook/json", "json"),
        ("/flaky", "discord"),
        ("/hook/slack", "slack"),
    ];
    let mut users: Vec<(House, i32)> = Vec::new();
    for (i, h) in houses.iter().enumerate() {
        let name = format!("hook-{}-{}", h.key(), db.label());
        let login = svc
            .register(&name, "a long enough password", "UTC")
            .unwrap();
        users.push((*h, login.user.user_id));
        let url = format!("http://127.0.0.1:{port}{}", formats[i].0);
        let r = add_hook(&server, &name, &url, formats[i].1);
        assert_eq!(r.status, 303, "{}", r.body);
    }

    // A whole game, through the service.
    let rec = play_game(3, 4242, &Config::unchecked());
    let spec = GameSpec {
        options: rec.setup.options.clone(),
        // A name a griefer might choose: Slack reads `<!channel>` as a ping of everyone.
        ..choice_spec("Hooked <!channel> & co", 3, houses[0])
    };
    let id = svc
        .create_game_seeded(UserId(users[0].1), &spec, Some(rec.setup.seed))
        .unwrap();
    for (h, u) in &users[1..] {
        svc.join(id, UserId(*u), Some(*h), None).unwrap();
    }
    svc.start(id, UserId(users[0].1)).unwrap();
    let user_of = |h: House| users.iter().find(|u| u.0 == h).unwrap().1;
    // The service answers requests that have a single possible answer by itself (issue 25):
    // those entries of the recorded log are in the game's log already.
    for (i, e) in rec.log.iter().enumerate() {
        if i < svc.load_game(id).unwrap().row.log_len as usize {
            continue;
        }
        svc.submit(id, UserId(user_of(e.house)), e.house, &e.input, None)
            .unwrap();
    }
    assert_eq!(svc.load_game(id).unwrap().row.status, "over");

    // Deliver everything: the worker retries the failed call after its backoff (the clock moves).
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let pending = pending_webhooks(&svc);
        if pending.is_empty() {
            break;
        }
        assert!(
            pending.iter().all(|(_, s, _)| s == "pending"),
            "a webhook call was given up: {pending:?}\n{}",
            server.output()
        );
        assert!(
            Instant::now() < deadline,
            "webhook calls still pending: {pending:?}"
        );
        now += chrono::TimeDelta::minutes(2);
        set_clock(&clock, now);
    }
    std::thread::sleep(Duration::from_millis(300));
    let calls = calls.lock().unwrap().clone();

    // Exactly once: every delivery id answered 200 once, and as many as the rows sent.
    let mut ok: BTreeMap<String, usize> = BTreeMap::new();
    for c in calls.iter().filter(|c| c.answered == 200) {
        *ok.entry(c.headers["x-rookery-delivery"].clone())
            .or_default() += 1;
    }
    assert!(
        ok.values().all(|n| *n == 1),
        "a call delivered twice: {ok:?}"
    );
    let sent: i64 = {
        let mut c = svc.db.conn().unwrap();
        outbox::table
            .filter(outbox::channel.eq("webhook"))
            .filter(outbox::status.eq("sent"))
            .count()
            .get_result(&mut *c)
            .unwrap()
    };
    assert_eq!(ok.len() as i64, sent);

    // The failed call was retried, and then delivered.
    let flaky: Vec<&Call> = calls.iter().filter(|c| c.path == "/flaky").collect();
    assert_eq!(flaky[0].answered, 500);
    let retried = &flaky[0].headers["x-rookery-delivery"];
    assert_eq!(
        flaky
            .iter()
            .filter(|c| &c.headers["x-rookery-delivery"] == retried)
            .count(),
        2,
        "the call answered 500 is retried once"
    );

    // Per player: the start and the end once each, some "your move" calls and summaries.
    for (path, format) in formats {
        let mine: Vec<&Call> = calls
            .iter()
            .filter(|c| c.path == path && c.answered == 200)
            .collect();
        let events: Vec<&str> = mine
            .iter()
            .map(|c| c.headers["x-rookery-event"].as_str())
            .collect();
        for once in ["started", "game_over"] {
            assert_eq!(
                events.iter().filter(|e| **e == once).count(),
                1,
                "{path}: {events:?}"
            );
        }
        assert!(
            events.contains(&"your_move") && events.contains(&"summary"),
            "{path}: {events:?}"
        );
        for c in mine {
            let v: Value = serde_json::from_str(&c.body).expect("JSON");
            match format {
                "json" => {
                    assert_eq!(v["game"]["id"], id.0);
                    assert_eq!(v["event"], c.headers["x-rookery-event"].as_str());
                    assert!(v["subject"].as_str().unwrap().contains("Hooked"));
                }
                "discord" => {
                    assert!(v["content"].as_str().unwrap().contains("Hooked"));
                    // Discord is told to ping nobody, whatever the text holds.
                    assert_eq!(v["allowed_mentions"]["parse"], serde_json::json!([]));
                }
                _ => {
                    let text = v["text"].as_str().unwrap();
                    assert!(text.contains("Hooked &lt;!channel&gt; &amp; co"), "{text}");
                    assert!(!text.contains("<!channel>"), "{text}");
                }
            }
        }
    }

    // "Your move" never to the house whose own input asked it.
    let keys: Vec<String> = {
        let mut c = svc.db.conn().unwrap();
        outbox::table
            .filter(outbox::kind.eq("webhook_your_move"))
            .select(outbox::dedupe_key)
            .load::<Option<String>>(&mut *c)
            .unwrap()
            .into_iter()
            .flatten()
            .collect()
    };
    assert!(!keys.is_empty());
    for k in &keys {
        // webhook:HOOK:move:GAME:HOUSE:LOG_LEN
        let parts: Vec<&str> = k.split(':').collect();
        let (house, len): (&str, usize) = (parts[4], parts[5].parse().unwrap());
        if len > 0 {
            assert_ne!(
                rec.log[len - 1].house.key(),
                house,
                "{k}: asked by its own input"
            );
        }
    }
    let distinct: BTreeSet<&String> = keys.iter().collect();
    assert_eq!(distinct.len(), keys.len());

    // Checked again when due: a call to the machine itself in another form (a row written
    // while such a URL was taken, or by hand) is given up unsent, even with loopback allowed.
    let sneaky = format!("http://[::ffff:127.0.0.1]:{port}/sneaky");
    let sneaky_id: i32 = {
        let mut c = svc.db.conn().unwrap();
        let row = NewOutbox {
            user_id: Some(users[0].1),
            game_id: Some(id.0),
            to_address: sneaky.clone(),
            kind: "webhook_summary".into(),
            dedupe_key: Some(format!("sneaky-{}", db.label())),
            subject: "x".into(),
            body_text: "{}".into(),
            body_html: String::new(),
            unsubscribe_url: None,
            status: "pending".into(),
            created_at: now,
            due_at: now,
            reply_to: None,
            bounce_token: None,
            in_reply_to: None,
        };
        diesel::insert_into(outbox::table)
            .values((&row, outbox::channel.eq("webhook")))
            .returning(outbox::id)
            .get_result(&mut *c)
            .unwrap()
    };
    let deadline = Instant::now() + Duration::from_secs(60);
    let (status, error) = loop {
        let (status, error): (String, Option<String>) = {
            let mut c = svc.db.conn().unwrap();
            outbox::table
                .find(sneaky_id)
                .select((outbox::status, outbox::last_error))
                .first(&mut *c)
                .unwrap()
        };
        if status != "pending" {
            break (status, error);
        }
        assert!(
            Instant::now() < deadline,
            "the sneaky call is still pending"
        );
        std::thread::sleep(Duration::from_millis(100));
    };
    assert_eq!(status, "failed", "{error:?}");
    assert!(
        error
            .as_deref()
            .unwrap_or("")
            .contains("not a public internet address"),
        "{error:?}"
    );
    assert!(
        !calls.iter().any(|c| c.path == "/sneaky"),
        "the call reached the machine"
    );

    // Without the test-only escape, URLs of internal addresses are refused on the settings
    // page, however they are written (src/outbound.rs tests many more).
    drop(server);
    let strict = Server::start(&db);
    let name = format!("hook-{}-{}", houses[0].key(), db.label());
    for url in [
        format!("http://127.0.0.1:{port}/hook/json"),
        "http://localhost/x".to_string(),
        "http://2130706433/".to_string(),
        "http://0x7f.1/".to_string(),
        "http://0177.0.0.1/".to_string(),
        "http://127.1/".to_string(),
        "http://0.0.0.0/".to_string(),
        "http://10.1.2.3/x".to_string(),
        "http://100.64.0.1/".to_string(),
        "http://169.254.169.254/latest".to_string(),
        "http://[::1]/x".to_string(),
        "http://[::127.0.0.1]/".to_string(),
        "http://[::7f00:1]/".to_string(),
        "http://[::ffff:127.0.0.1]/".to_string(),
        "http://[::ffff:0:7f00:1]/".to_string(),
        "http://[2002:7f00:1::]/".to_string(),
        "http://[2001::1]/".to_string(),
        "http://[64:ff9b::7f00:1]/".to_string(),
        "http://[fec0::1]/".to_string(),
        "http://[fe80::1]/".to_string(),
        "http://[fc00::1]/".to_string(),
        "ftp://example.org/".to_string(),
        "http://user:pw@8.8.8.8/".to_string(),
    ] {
        let r = add_hook(&strict, &name, &url, "json");
        assert_eq!(r.status, 400, "{url} was taken");
        assert!(r.body.contains("class=\"error\""), "{url}: {}", r.body);
    }
    assert_eq!(svc.webhooks(UserId(users[0].1)).unwrap().len(), 1);

    // The refusal says why, in the reader's language.
    let mut c = strict.client();
    assert_eq!(c.login(&name, "a long enough password").status, 303);
    for lang in Lang::ALL {
        assert_eq!(
            c.get(&format!("/settings/api?lang={}", lang.code())).status,
            200
        );
        let r = c.post_with_csrf(
            "/settings/api",
            "/settings/api/webhooks",
            &[
                ("url", "http://[2002:7f00:1::]/"),
                ("format", "json"),
                ("game", ""),
            ],
        );
        assert_eq!(r.status, 400);
        let why = Reason::new("svc-outbound-not-public")
            .with("host", "2002:7f00:1::")
            .with("ip", "2002:7f00:1::")
            .words(Tr(lang));
        assert!(
            ["'", "&#39;", "&#x27;"]
                .iter()
                .any(|apostrophe| r.body.contains(&why.replace('\'', apostrophe))),
            "{lang:?}: {why}\n{}",
            r.body
        );
    }
}

#[test]
fn webhooks_delivered_once_retried_and_internal_addresses_refused() {
    for b in backends() {
        webhooks_on(&b);
    }
}
