//! Issue 17, item 7: what an operator sees, through a real server on SQLite and PostgreSQL.
//!
//! - `/metrics` is not served without `ROOKERY_METRICS_TOKEN`; with it, a request without the
//!   token gets a 401 and one with it the Prometheus text: requests by route pattern and
//!   status, the game page's latency histogram, the submission just made, the mail queue and
//!   the cache.
//! - The logs: one `request done` line per request carrying the request id (in the
//!   `X-Request-Id` header), in JSON when `ROOKERY_LOG_FORMAT=json`, and never the password,
//!   the mail address or the session cookie of the player whose requests they describe.
//! - Requests the HTTP layer cannot read (a control character in a header, a TLS handshake
//!   on the plain port) get a 400, are counted in `rookery_http_malformed_requests_total` and
//!   leave no error line.

use crate::web_support;

use rookery::selfplay::{play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use web_support::*;

const TOKEN: &str = "metrics-token-0123456789abcdef";

fn metric(text: &str, prefix: &str) -> Option<f64> {
    text.lines()
        .find(|l| l.starts_with(prefix))
        .and_then(|l| l.rsplit(' ').next())
        .and_then(|v| v.parse().ok())
}

fn operations_on(backend: &Backend) {
    let db = TestDb::new(backend, "operations");

    // Without a token setting there is no /metrics.
    {
        let server = Server::start_with(&db, &[("ROOKERY_MAIL_WORKER", "off")]);
        assert_eq!(server.client().get("/metrics").status, 404);
    }

    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_METRICS_TOKEN", TOKEN),
            ("ROOKERY_LOG_FORMAT", "json"),
            ("RUST_LOG", "info"),
        ],
    );
    let svc = db.service();
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let (_, name) = players[0].clone();

    // A player with a mail address logs in and looks at the game.
    let mut player = server.client();
    assert_eq!(player.login(&name, DEMO_PASSWORD).status, 303);
    let page = player.get(&format!("/games/{id}"));
    assert_eq!(page.status, 200);
    let page_id = page
        .header("x-request-id")
        .expect("a request id")
        .to_string();
    // Another game's path is the same route (a game that does not exist here), and a path of
    // digits that no route has is none: a route is known by its path's shape after the first.
    assert_eq!(player.get(&format!("/games/{}", id + 1000)).status, 404);
    assert_eq!(player.get("/no-such-page/12").status, 404);
    let mut ann = server.client();
    ann.register_with_email("annalise", "annalise@example.org", "secret-password-42");

    // Requests the HTTP layer cannot read, as scanners and broken clients send them: a header
    // holding a control character, a request line that is not HTTP. Each gets a 400 from the
    // server, is counted, and is not logged as an error (the fault is the client's).
    for request in [
        &b"GET / HTTP/1.1\r\nHost: x\r\nAccept-Language: en\x01\r\nConnection: close\r\n\r\n"[..],
        b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 HTTP/1.1\r\n\r\n",
    ] {
        use std::io::{Read, Write};
        let mut socket = std::net::TcpStream::connect(server.addr).unwrap();
        socket.write_all(request).unwrap();
        let mut answer = Vec::new();
        let _ = socket.read_to_end(&mut answer);
        assert!(
            answer.starts_with(b"HTTP/1.1 400"),
            "{}",
            String::from_utf8_lossy(&answer)
        );
    }

    // The token is asked for, and checked.
    let mut scraper = server.client();
    assert_eq!(scraper.get("/metrics").status, 401);
    let wrong = scraper.raw(
        "GET",
        "/metrics",
        &[("Authorization", "Bearer not-the-token-at-all".into())],
        b"",
    );
    assert_eq!(wrong.status, 401);
    let r = scraper.raw(
        "GET",
        "/metrics",
        &[("Authorization", format!("Bearer {TOKEN}"))],
        b"",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r
        .header("content-type")
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    let text = &r.body;
    let pages = metric(
        text,
        "rookery_http_requests_total{route=\"/games/{id}\",status=\"200\"}",
    );
    assert_eq!(pages, Some(1.0), "{text}");
    let missing = metric(
        text,
        "rookery_http_requests_total{route=\"/games/{id}\",status=\"404\"}",
    );
    assert_eq!(missing, Some(1.0), "{text}");
    let unmatched = metric(
        text,
        "rookery_http_requests_total{route=\"unmatched\",status=\"404\"}",
    );
    assert_eq!(unmatched, Some(1.0), "{text}");
    assert!(
        text.contains(
            "rookery_http_request_duration_seconds_bucket{route=\"/games/{id}\",le=\"0.5\"} 2"
        ),
        "{text}"
    );
    // The game page was replayed once (a miss) and the figures read from the database.
    assert!(
        metric(text, "rookery_cache_lookups_total{result=\"miss\"}").unwrap_or(0.0) >= 1.0,
        "{text}"
    );
    assert!(
        metric(text, "rookery_cache_games").unwrap_or(0.0) >= 1.0,
        "{text}"
    );
    // The start mails and the confirmation mail wait in the outbox (no worker runs here).
    assert!(
        metric(text, "rookery_mails_pending").unwrap_or(0.0) >= 1.0,
        "{text}"
    );
    assert_eq!(metric(text, "rookery_up"), Some(1.0), "{text}");
    assert_eq!(
        metric(text, "rookery_http_malformed_requests_total"),
        Some(2.0),
        "{text}"
    );
    // No route is named by a path that holds an id or a token.
    for line in text.lines().filter(|l| l.contains("route=")) {
        assert!(!line.contains(&format!("/games/{id}\"")), "{line}");
    }

    // The logs: JSON lines, one per request, with its id; nothing secret.
    let log = server.output();
    let lines: Vec<serde_json::Value> = log
        .lines()
        .filter(|l| l.starts_with('{'))
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    let done = lines
        .iter()
        .find(|v| v["fields"]["message"] == "request done" && v["span"]["id"] == page_id.as_str())
        .unwrap_or_else(|| panic!("no request line with id {page_id}:\n{log}"));
    assert_eq!(done["span"]["route"], "/games/{id}", "{done}");
    assert_eq!(done["fields"]["status"], 200, "{done}");
    assert_eq!(done["level"], "INFO", "{done}");
    // Nothing went wrong on the server's side: no error line (the malformed requests above are
    // the clients' faults).
    let errors: Vec<_> = lines.iter().filter(|v| v["level"] == "ERROR").collect();
    assert!(errors.is_empty(), "{errors:?}");
    for secret in [
        DEMO_PASSWORD,
        "secret-password-42",
        "annalise@example.org",
        TOKEN,
    ] {
        assert!(!log.contains(secret), "the log holds {secret:?}:\n{log}");
    }
    for (_, session) in player.cookies.iter().filter(|(k, _)| k.contains("session")) {
        assert!(
            !log.contains(session.as_str()),
            "the log holds a session cookie"
        );
    }
}

#[test]
fn operators_see_metrics_and_request_logs() {
    for backend in backends() {
        operations_on(&backend);
    }
}

/// Issue 30: a request wakes this server's mail worker when it wrote a note (a mail, a webhook
/// call, a push message) and only then. Each house of a 3-player game seals its orders through
/// the web form: the first two write nothing (the others have not sealed), the last reveals the
/// orders and asks the next houses, whose mails go into the outbox. After each POST the
/// outbox's growth and `rookery_mail_wakes_total` must agree.
fn the_mail_worker_is_woken_by_what_writes_mail(backend: &Backend) {
    use diesel::prelude::*;
    use rookery::db::schema::{outbox, users};
    let db = TestDb::new(backend, "mail-wakes");
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_METRICS_TOKEN", TOKEN),
        ],
    );
    let svc = db.service();
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    // Every player has a confirmed address, so that a move that asks one writes a mail.
    for (_, name) in &players {
        let address = format!("{name}@example.org");
        let mut c = svc.db.conn().unwrap();
        diesel::update(users::table.filter(users::name.eq(name)))
            .set((
                users::email.eq(Some(&address)),
                users::email_key.eq(Some(address.to_lowercase())),
                users::email_verified_at.eq(Some(chrono::Utc::now().naive_utc())),
            ))
            .execute(&mut *c)
            .unwrap();
    }
    let outbox_rows = || -> i64 {
        let mut c = svc.db.conn().unwrap();
        outbox::table.count().get_result(&mut *c).unwrap()
    };
    let wakes = || scraped_metric(&server, TOKEN, "rookery_mail_wakes_total");
    let (mut quiet, mut loud) = (0, 0);
    for (house, name) in &players {
        let (mut c, form) = quiet_orders_of(&server, id, name, house.key());
        let (rows, woken) = (outbox_rows(), wakes());
        let r = c.post(&format!("/games/{id}/act"), &form.fields);
        assert_eq!(r.status, 303, "{}: {}", house.key(), r.body);
        let wrote = outbox_rows() > rows;
        let woke = wakes() - woken;
        assert_eq!(
            woke,
            if wrote { 1.0 } else { 0.0 },
            "{}: {} sealed (notes written: {wrote}), the mail worker woken {woke} times",
            db.label(),
            house.key()
        );
        if wrote {
            loud += 1;
        } else {
            quiet += 1;
        }
    }
    assert_eq!(
        (quiet, loud),
        (2, 1),
        "{}: the last seal writes the mails",
        db.label()
    );
}

#[test]
fn the_mail_worker_is_woken_by_what_writes_mail_on_both_databases() {
    for b in backends() {
        the_mail_worker_is_woken_by_what_writes_mail(&b);
    }
}
