//! Issue 30, items 3, 5 and 6, through a real server:
//!
//! - **No write for a read** (SQLite and PostgreSQL): with every SQL statement traced
//!   (`rookery::db::sql=trace`, each line carrying its request's id), every GET page of a game
//!   and every API GET, as a seated player and as a visitor, runs no statement that writes or
//!   locks (`INSERT`, `UPDATE`, `DELETE`, SQLite's `BEGIN IMMEDIATE`, PostgreSQL's row locks
//!   and advisory locks), except the few listed in [`DOCUMENTED`], each at most once: the API
//!   token's first use is noted (then at most every ten minutes), and reading a conversation
//!   with a message the reader has not seen marks it read. A second round of the same reads
//!   writes nothing at all. A bot's eight requests at once note its token's use once, then not
//!   again within ten minutes, and once more an hour on (the server's clock in a file).
//! - **A front page that does not grow** (PostgreSQL): with 10,000 public games in play, a
//!   visitor's front page reads about as many rows of `games` as it lists, after PostgreSQL
//!   has switched its prepared statements to generic plans.
//! - **Connections that fit a NAT**: 200 browsers behind one address (127.0.0.1), each holding
//!   six connections at once, load a game page and its assets with the default limit, none
//!   reset; a flood past the limit is answered 503 with `Retry-After` and closed, never reset.
//! - **HEAD**: every page a player reaches answers `HEAD` with its `GET`'s status and type and
//!   no body.

use crate::web_support;

use rookery::selfplay::{play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::{GameId, UserId};
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::{Arc, Barrier};
use std::time::Duration;
use web_support::*;

/// Whether a traced statement writes or takes a write lock.
fn writes_or_locks(sql: &str) -> bool {
    let upper = sql.trim_start().to_ascii_uppercase();
    let starts = [
        "INSERT", "UPDATE", "DELETE", "REPLACE", "UPSERT", "CREATE", "DROP", "ALTER", "LOCK",
        "TRUNCATE",
    ];
    starts.iter().any(|w| upper.starts_with(w))
        || upper.starts_with("BEGIN IMMEDIATE")
        || upper.starts_with("BEGIN EXCLUSIVE")
        || upper.contains("FOR UPDATE")
        || upper.contains("FOR NO KEY UPDATE")
        || upper.contains("FOR SHARE")
        || upper.contains("FOR KEY SHARE")
        || upper.contains("PG_ADVISORY")
        || upper.contains("RETURNING")
}

/// The writes a read may make, once each (the test fails on a second), and why:
/// - the API token's last use, shown on the settings page: written on its first use and then
///   at most every ten minutes (`api_tokens.last_used_at`);
/// - a conversation read by a seated player while it holds a message they have not seen: its
///   read mark moves (`raven_readers`, in a writing transaction) and the raven mail waiting
///   for them is called off, since they have read it. Read again, nothing is written.
///
/// A session's last activity is written at most every ten minutes too; it was written at log
/// in, within those ten minutes, so it is not written here.
const DOCUMENTED: &[(&str, &str)] = &[
    ("token's first use", "api_tokens"),
    ("conversation read mark", "raven"),
];

/// The statements the server ran for the request with id `rid`.
fn statements(log: &str, rid: &str) -> Vec<String> {
    let tag = format!("id={rid}");
    log.lines()
        .filter(|l| l.contains(&tag))
        .filter_map(|l| l.split_once("run: ").map(|x| x.1.to_string()))
        .collect()
}

/// One request and what it ran.
struct Req {
    who: &'static str,
    path: String,
    status: u16,
    rid: String,
    /// Answered from the kept page (`X-Page-Cache: hit`).
    kept: bool,
}

fn get(c: &mut Client, who: &'static str, path: &str, extra: &[(&str, String)]) -> Req {
    let r = c.raw("GET", path, extra, b"");
    Req {
        who,
        path: path.to_string(),
        status: r.status,
        rid: r
            .header("x-request-id")
            .expect("every response has a request id")
            .to_string(),
        kept: r.header("x-page-cache") == Some("hit"),
    }
}

/// The server's log once it holds every request of `rids`.
fn log_with<S: AsRef<str>>(server: &Server, rids: &[S]) -> String {
    for _ in 0..100 {
        let log = server.output();
        if rids
            .iter()
            .all(|r| log.contains(&format!("id={}", r.as_ref())))
        {
            return log;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    server.output()
}

fn no_write_for_a_read(backend: &Backend) {
    let db = TestDb::new(backend, "reads");
    let server = Server::start_with(
        &db,
        &[
            ("RUST_LOG", "info,rookery::db::sql=trace"),
            ("ROOKERY_MAIL_WORKER", "off"),
        ],
    );
    let svc = db.service();
    // A game well under way (history, rounds, revealed cards), not over.
    let rec = play_game(3, 11, &Config::unchecked());
    let upto = rec.log.len() / 3;
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..upto]).unwrap();
    let game = svc.load_game(GameId(id)).unwrap();
    assert_eq!(game.row.status, "active", "the game is still under way");
    let user_of = |house| {
        game.seats
            .iter()
            .find(|s| s.house == Some(house))
            .unwrap()
            .user_id
    };
    let (me, other) = (user_of(players[0].0), user_of(players[1].0));
    // The table's conversation, with a message from another house the player has not read.
    let table = svc
        .table_conversation(GameId(id), Some(UserId(me)))
        .unwrap();
    svc.post_raven(GameId(id), table, UserId(other), "Winter is coming.", "web")
        .unwrap();
    let token = svc.create_api_token(UserId(me), "reader").unwrap().1;
    // And a game that is over: its export and everything it kept secret are pages too.
    let done = play_game(3, 12, &Config::unchecked());
    let (over, _) = svc.store_played(&done.setup, &done.log).unwrap();
    assert_eq!(svc.load_game(GameId(over)).unwrap().row.status, "over");

    let mut player = server.client();
    let login = player.login(&players[0].1, DEMO_PASSWORD);
    assert_eq!(login.status, 303);
    // The detector sees writes: logging in wrote (and on SQLite took the write lock).
    let login_rid = login.header("x-request-id").unwrap().to_string();
    let mut visitor = server.client();
    // The visitor has been to the site before (its anonymous cookie).
    assert_eq!(visitor.get("/").status, 200);

    let pages: Vec<String> = [
        "",
        "/log",
        "/map",
        "/board.svg",
        "/history",
        "/rounds",
        "/ravens",
    ]
    .iter()
    .map(|p| format!("/games/{id}{p}"))
    .chain([format!("/games/{id}/ravens/{table}")])
    .chain(
        ["", "/export", "/revealed", "/history"]
            .iter()
            .map(|p| format!("/games/{over}{p}")),
    )
    .collect();
    let api: Vec<String> = [
        "/openapi.json".to_string(),
        "/me".into(),
        "/games".into(),
        format!("/games/{id}"),
        format!("/games/{id}/plan"),
        format!("/games/{id}/log"),
        format!("/games/{id}/history"),
        format!("/games/{id}/ravens"),
        format!("/games/{id}/ravens/{table}"),
    ]
    .iter()
    .map(|p| format!("/api/v1{p}"))
    .collect();
    let bearer = [("Authorization", format!("Bearer {token}"))];

    let mut rounds: Vec<Vec<Req>> = Vec::new();
    for _ in 0..2 {
        let mut reads = Vec::new();
        for p in &pages {
            reads.push(get(&mut player, "player", p, &[]));
            reads.push(get(&mut visitor, "visitor", p, &[]));
        }
        for p in &api {
            reads.push(get(&mut player, "player (API)", p, &bearer));
            reads.push(get(&mut visitor, "visitor (API)", p, &[]));
        }
        rounds.push(reads);
    }
    let all: Vec<&Req> = rounds.iter().flatten().collect();
    let log = log_with(
        &server,
        &all.iter().map(|r| r.rid.as_str()).collect::<Vec<_>>(),
    );
    let label = db.label();

    // Every read is answered, not refused (a refusal would cost nothing): the visitor's API
    // requests carry no token (401), all else is a 200.
    for r in &all {
        let refused = r.who == "visitor (API)" && !r.path.ends_with("/openapi.json");
        let want = if refused { 401 } else { 200 };
        assert_eq!(r.status, want, "{label}: {} {}", r.who, r.path);
    }
    // Every statement a player's request ran was traced under its id (its session or token
    // was looked up): a read that wrote could not hide from the trace. Except a kept page on
    // PostgreSQL, which may run none at all: the change feed gives its session and version.
    for r in all.iter().filter(|r| r.who.starts_with("player")) {
        if r.path.ends_with("/openapi.json") || (label == "postgres" && r.kept) {
            continue;
        }
        assert!(
            !statements(&log, &r.rid).is_empty(),
            "{label}: no statement traced for {} {}",
            r.who,
            r.path
        );
    }
    let login_ran = statements(&log, &login_rid);
    assert!(
        login_ran.iter().any(|s| writes_or_locks(s)),
        "{label}: the log-in's writes were not seen:\n{}",
        login_ran.join("\n")
    );
    if backend == &Backend::Sqlite {
        assert!(
            login_ran.iter().any(|s| s.starts_with("BEGIN IMMEDIATE")),
            "{label}: the log-in's write lock was not seen:\n{}",
            login_ran.join("\n")
        );
    }

    // The writes, request by request.
    let mut seen: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (round, reads) in rounds.iter().enumerate() {
        for r in reads {
            let wrote: Vec<String> = statements(&log, &r.rid)
                .into_iter()
                .filter(|s| writes_or_locks(s))
                .collect();
            if wrote.is_empty() {
                continue;
            }
            assert_eq!(
                round,
                0,
                "{label}: read again, {} {} wrote:\n{}",
                r.who,
                r.path,
                wrote.join("\n")
            );
            // A documented write: its statements (a write lock alone is none) all name its
            // table.
            let changes: Vec<&String> = wrote.iter().filter(|s| !s.starts_with("BEGIN")).collect();
            let documented = DOCUMENTED.iter().find(|(_, table)| {
                !changes.is_empty() && changes.iter().all(|s| s.contains(table))
            });
            let Some((why, _)) = documented else {
                panic!(
                    "{label}: {} {} wrote or locked:\n{}",
                    r.who,
                    r.path,
                    wrote.join("\n")
                );
            };
            assert!(
                r.who.starts_with("player"),
                "{label}: a visitor's {} wrote ({why}):\n{}",
                r.path,
                wrote.join("\n")
            );
            let previous = seen.insert(why, wrote.clone());
            assert!(
                previous.is_none(),
                "{label}: {why} written twice, again by {}:\n{}",
                r.path,
                wrote.join("\n")
            );
        }
    }
    // Both documented writes happened, once: the test reaches what it means to test.
    assert_eq!(
        seen.keys().copied().collect::<Vec<_>>(),
        vec!["conversation read mark", "token's first use"],
        "{label}: {seen:#?}"
    );
}

#[test]
fn reading_a_game_writes_nothing_on_either_database() {
    for b in backends() {
        no_write_for_a_read(&b);
    }
}

/// The token's `UPDATE`s among the requests `rids`.
fn token_writes(log: &str, rids: &[String]) -> usize {
    rids.iter()
        .flat_map(|rid| statements(log, rid))
        .filter(|s| writes_or_locks(s))
        .inspect(|s| assert!(s.contains("api_tokens"), "an unexpected write: {s}"))
        .count()
}

/// `n` API GETs of `/me` with `token` at once; their request ids.
fn at_once(server: &Server, token: &str, n: usize) -> Vec<String> {
    let start = Arc::new(Barrier::new(n));
    let threads: Vec<_> = (0..n)
        .map(|_| {
            let (start, mut c) = (start.clone(), server.client());
            let bearer = [("Authorization", format!("Bearer {token}"))];
            std::thread::spawn(move || {
                start.wait();
                let r = get(&mut c, "bot", "/api/v1/me", &bearer);
                assert_eq!(r.status, 200);
                r.rid
            })
        })
        .collect();
    threads.into_iter().map(|t| t.join().unwrap()).collect()
}

/// A bot's parallel requests note its token's use once, not once each; then not again for ten
/// minutes, whatever it asks; and again once its clock has moved on (SQLite and PostgreSQL).
fn token_use_noted_once(backend: &Backend) {
    use rookery::service::clock::write_clock_file;
    let db = TestDb::new(backend, "token-use");
    let clock = db.dir.join("clock");
    let t0 = chrono::DateTime::from_timestamp(1_800_000_000, 0)
        .unwrap()
        .naive_utc();
    write_clock_file(&clock, t0).unwrap();
    let server = Server::start_with(
        &db,
        &[
            ("RUST_LOG", "info,rookery::db::sql=trace"),
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
        ],
    );
    let svc = db.service_on_clock(&clock);
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, _) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let user = svc.load_game(GameId(id)).unwrap().seats[0].user_id;
    let token = svc.create_api_token(UserId(user), "bot").unwrap().1;
    let label = db.label();
    let used = || svc.api_tokens(UserId(user)).unwrap()[0].last_used_at;
    assert_eq!(used(), None);

    let first = at_once(&server, &token, 8);
    let mut later = at_once(&server, &token, 8);
    // Nine minutes on: still within the ten.
    write_clock_file(&clock, t0 + chrono::TimeDelta::minutes(9)).unwrap();
    later.extend(at_once(&server, &token, 8));
    let log = log_with(&server, &[first.clone(), later.clone()].concat());
    assert_eq!(
        token_writes(&log, &first),
        1,
        "{label}: eight at once, noted once"
    );
    assert_eq!(used(), Some(t0), "{label}");
    assert_eq!(
        token_writes(&log, &later),
        0,
        "{label}: not again within ten minutes"
    );
    // Long after: noted again, once.
    let t1 = t0 + chrono::TimeDelta::hours(1);
    write_clock_file(&clock, t1).unwrap();
    let again = at_once(&server, &token, 8);
    let log = log_with(&server, &again);
    assert_eq!(
        token_writes(&log, &again),
        1,
        "{label}: an hour on, noted once"
    );
    assert_eq!(used(), Some(t1), "{label}");
}

#[test]
fn a_tokens_use_is_noted_once_per_ten_minutes_on_either_database() {
    for b in backends() {
        token_use_noted_once(&b);
    }
}

// ----------------------------------------------------------------- connections behind a NAT

/// Sends `GET path` on `s` (the connection closed after it) and reads the whole answer; `Err`
/// if the connection was reset or broke off.
fn fetch(s: &mut TcpStream, path: &str) -> Result<String, String> {
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let req = format!(
        "GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n"
    );
    s.write_all(req.as_bytes())
        .map_err(|e| format!("{path}: writing: {e}"))?;
    let mut out = Vec::new();
    match s.read_to_end(&mut out) {
        Ok(_) => Ok(String::from_utf8_lossy(&out).into_owned()),
        Err(e) => Err(format!(
            "{path}: {e} after {:?}",
            String::from_utf8_lossy(&out[..out.len().min(200)])
        )),
    }
}

/// One answer to `GET path` on a connection left open (HTTP/1.1 keep-alive): read up to the
/// end of its body (`Content-Length`), or to the end of the stream when the server closes it.
fn fetch_keeping_open(s: &mut TcpStream, path: &str) -> Result<String, String> {
    s.set_read_timeout(Some(Duration::from_secs(120))).unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n");
    s.write_all(req.as_bytes())
        .map_err(|e| format!("{path}: writing: {e}"))?;
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let text = String::from_utf8_lossy(&out).into_owned();
        if let Some(end) = text.find("\r\n\r\n") {
            let length = text[..end].lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.eq_ignore_ascii_case("content-length")
                    .then(|| v.trim().parse::<usize>().ok())?
            });
            if length.is_some_and(|n| out.len() >= end + 4 + n) {
                return Ok(text);
            }
        }
        match s.read(&mut buf) {
            Ok(0) => return Ok(text),
            Ok(n) => out.extend_from_slice(&buf[..n]),
            Err(e) => {
                return Err(format!(
                    "{path}: {e} after {:?}",
                    &text[..text.len().min(200)]
                ))
            }
        }
    }
}

fn status_of(answer: &str) -> &str {
    answer.split(' ').nth(1).unwrap_or("")
}

/// 200 browsers behind one NAT address, six connections each, all open at once: each loads
/// the game page and its assets (1,200 connections, under the default limit), none reset.
#[test]
fn two_hundred_browsers_behind_one_address_each_get_their_page() {
    let db = TestDb::new(&Backend::Sqlite, "nat");
    // A browser sends its request as soon as it has connected; here all connect first and
    // then ask, so a connection may wait for the others longer than the default five seconds
    // of a busy machine: the head time-out is not what is tested.
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_HEADER_TIMEOUT_MS", "120000"),
        ],
    );
    let svc = db.service();
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, _) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let paths: Vec<String> = [
        format!("/games/{id}"),
        "/static/style.css".into(),
        format!("/games/{id}/board.svg"),
        "/static/favicon.svg".into(),
        "/static/push.js".into(),
        format!("/games/{id}/log"),
    ]
    .to_vec();
    const BROWSERS: usize = 200;
    let files = rookery::http::guard::raise_open_files_limit().unwrap_or(0);
    assert!(files > 1400, "open files limit {files}");
    let connected = Arc::new(Barrier::new(BROWSERS));
    let addr = server.addr;
    let browsers: Vec<_> = (0..BROWSERS)
        .map(|_| {
            let connected = connected.clone();
            let paths = paths.clone();
            std::thread::spawn(move || -> Result<Vec<String>, String> {
                let conns: Vec<Result<TcpStream, String>> = paths
                    .iter()
                    .map(|_| {
                        TcpStream::connect_timeout(&addr, Duration::from_secs(60))
                            .map_err(|e| format!("connect: {e}"))
                    })
                    .collect();
                // Every browser holds its six before any asks: 1,200 at once.
                connected.wait();
                let mut answers = Vec::new();
                for (c, p) in conns.into_iter().zip(&paths) {
                    answers.push(fetch(&mut c?, p)?);
                }
                Ok(answers)
            })
        })
        .collect();
    let mut failures = Vec::new();
    let mut served = 0;
    for b in browsers {
        match b.join().unwrap() {
            Err(e) => failures.push(e),
            Ok(answers) => {
                for (a, p) in answers.iter().zip(&paths) {
                    if status_of(a) == "200" {
                        served += 1;
                    } else {
                        failures.push(format!("{p}: {}", a.lines().next().unwrap_or("")));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} requests failed, e.g. {:?}",
        failures.len(),
        BROWSERS * paths.len(),
        &failures[..failures.len().min(5)]
    );
    assert_eq!(served, BROWSERS * paths.len());
}

/// A flood past the documented default limit (2048 connections from one address): the
/// connections over it are answered 503 with `Retry-After` and closed, none reset; the ones
/// within it are served.
#[test]
fn a_flood_past_the_connection_limit_is_answered_503_with_retry_after() {
    const LIMIT: usize = 2048;
    const OVER: usize = 100;
    // Some 2,200 sockets: more than a soft `ulimit -n` of 1,024 allows.
    let files = rookery::http::guard::raise_open_files_limit().unwrap_or(0);
    assert!(
        files > (LIMIT + OVER + 100) as u64,
        "open files limit {files}"
    );
    let db = TestDb::new(&Backend::Sqlite, "flood");
    // Connections that have not sent their request yet are held for a minute (not the
    // default five seconds), so that all of them are open at once however slow the machine.
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_HEADER_TIMEOUT_MS", "120000"),
        ],
    );
    // The harness's probe for the port may still be counted for a moment: wait until a new
    // connection is served and closed, then until the server has counted it out (a first
    // probe answered is enough: its count is given back when it closes, before the flood's
    // last connection is counted below).
    let mut probe = TcpStream::connect(server.addr).unwrap();
    assert_eq!(status_of(&fetch(&mut probe, "/healthz").unwrap()), "200");
    drop(probe);
    std::thread::sleep(Duration::from_millis(500));
    let mut conns: Vec<TcpStream> = (0..LIMIT + OVER)
        .map(|i| {
            TcpStream::connect_timeout(&server.addr, Duration::from_secs(60))
                .unwrap_or_else(|e| panic!("connection {i}: {e}"))
        })
        .collect();
    // The server counts a connection when a worker thread takes it up, which on a busy
    // machine may be after others were answered; a connection over the limit is not counted.
    // So the served connections stay open (keep-alive) while the others ask: none gives its
    // place back to one counted later, and exactly the limit is served whatever the order.
    // (With `Connection: close` and a pause of half a second, a loaded machine served 2,049.)
    let mut ok = 0;
    let mut refused = Vec::new();
    let mut broken = Vec::new();
    for (i, c) in conns.iter_mut().enumerate() {
        match fetch_keeping_open(c, "/healthz") {
            Ok(a) if status_of(&a) == "200" => ok += 1,
            Ok(a) if status_of(&a) == "503" => refused.push(a),
            Ok(a) => broken.push(format!("{i}: {}", a.lines().next().unwrap_or(""))),
            Err(e) => broken.push(format!("{i}: {e}")),
        }
    }
    assert!(
        broken.is_empty(),
        "{} reset or odd: {:?}",
        broken.len(),
        &broken[..broken.len().min(5)]
    );
    assert_eq!(ok, LIMIT, "served within the limit");
    assert_eq!(refused.len(), OVER, "refused past the limit");
    for a in &refused {
        let lower = a.to_ascii_lowercase();
        assert!(lower.contains("\r\nretry-after: 5\r\n"), "{a}");
        assert!(lower.contains("\r\nconnection: close\r\n"), "{a}");
    }
}

/// Rows of `games` read so far in the database at `url` (by its scans and the entries of its
/// indexes read, index-only scans included), once every
/// other connection to it has ended: a PostgreSQL backend adds its counts to the statistics
/// for certain when it exits, and the server's backends exit when the server is gone.
fn games_rows_read(url: &str) -> i64 {
    use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
    #[derive(QueryableByName)]
    struct N {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        n: i64,
    }
    let mut c = PgConnection::establish(url).unwrap();
    for _ in 0..200 {
        let others = diesel::sql_query(
            "SELECT COUNT(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        .get_result::<N>(&mut c)
        .unwrap()
        .n;
        if others == 0 {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    diesel::sql_query(
        "SELECT ((SELECT COALESCE(seq_tup_read, 0) FROM pg_stat_user_tables WHERE relname = 'games') \
         + (SELECT COALESCE(SUM(idx_tup_read), 0) FROM pg_stat_user_indexes WHERE relname = 'games'))::BIGINT AS n",
    )
    .get_result::<N>(&mut c)
    .unwrap()
    .n
}

/// The rows of `games` a server reads to start, register a visitor (an account at no game)
/// and show them the front page `views` times.
fn games_read_for_front_pages(db: &TestDb, views: usize) -> i64 {
    let before = games_rows_read(&db.url);
    // One connection, so that every statement runs on one backend as often as the page is
    // shown: after five runs of a prepared statement PostgreSQL may keep its generic plan.
    let server = Server::start_with(
        db,
        &[("ROOKERY_MAIL_WORKER", "off"), ("ROOKERY_DB_POOL", "1")],
    );
    let mut visitor = server.client();
    let name = unique("visitor");
    visitor.register(&name, "password-123");
    for _ in 0..views {
        let page = visitor.get("/");
        assert_eq!(page.status, 200);
        assert!(page.body.contains(&name), "the visitor is logged in");
        let listed = page.body.matches("href=\"/games/").count();
        assert!(
            listed >= 50,
            "the 50 games to watch are listed ({listed} links to games)"
        );
    }
    drop(server);
    games_rows_read(&db.url) - before
}

/// Issue 30, item 6: **the front page does not grow with the site**, on PostgreSQL, whose
/// prepared statements may run a *generic* plan (made without the parameters' values) after
/// five runs. With 10,000 public games in play, seated by 300 players, vacuumed and analyzed as
/// autovacuum leaves a busy site, a visitor's front page shown 21 times by a server with one
/// database connection reads at most 150 rows of `games` a time (its list of games to watch
/// shows 50). Before, a query of the visitor's seats filtered `status <> $2`, whose generic
/// plan PostgreSQL took from the sixth run on and which walked every game's index entry (about
/// 8,000 rows a page here; the front page took 5.9× as long with 10,000 games as with 10).
/// Counted by PostgreSQL itself (`pg_stat_user_tables` and `pg_stat_user_indexes`), between a
/// server that showed the page once and one that showed it 21 times, so that starting and
/// registering count for neither.
#[test]
fn the_front_page_reads_a_bounded_number_of_games_on_postgresql() {
    use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
    const GAMES: usize = 10_000;
    const PLAYERS: usize = 300;
    let Some(pg) = postgres() else {
        return;
    };
    let db = TestDb::new(&pg, "frontgrowth");
    let svc = db.service();
    let rec = play_game(3, 21, &Config::unchecked());
    let (id, _) = svc.store_played(&rec.setup, &rec.log[..20]).unwrap();
    let player = svc.load_game(GameId(id)).unwrap().seats[0].user_id;
    drop(svc);
    let mut c = PgConnection::establish(&db.url).unwrap();
    #[derive(QueryableByName)]
    struct Col {
        #[diesel(sql_type = diesel::sql_types::Text)]
        name: String,
    }
    let cols: Vec<String> = diesel::sql_query(
        "SELECT column_name::TEXT AS name FROM information_schema.columns WHERE table_name = 'games' AND column_name <> 'id' ORDER BY ordinal_position",
    )
    .load::<Col>(&mut c)
    .unwrap()
    .into_iter()
    .map(|c| c.name)
    .collect();
    let copied: Vec<String> = cols
        .iter()
        .map(|c| match c.as_str() {
            "invite_token" | "name" => format!("{c} || '-' || n"),
            _ => c.clone(),
        })
        .collect();
    diesel::sql_query(format!(
        "INSERT INTO games ({}) SELECT {} FROM games, generate_series(2, {GAMES}) AS n WHERE id = {id}",
        cols.join(", "),
        copied.join(", ")
    ))
    .execute(&mut c)
    .unwrap();
    diesel::sql_query("UPDATE games SET visibility = 'public'")
        .execute(&mut c)
        .unwrap();
    // 150 players (copies of one), each seated in about a hundred of the games, as on a busy
    // site: more players than PostgreSQL keeps as the column's most common values, so that it
    // expects a hundred seats of any other account.
    diesel::sql_query(format!(
        "INSERT INTO users (name, name_key, name_skeleton, password_hash, time_zone, created_at, unsubscribe_token) \
         SELECT 'player-' || n, 'player-' || n, 'player-' || n, password_hash, time_zone, created_at, 'player-' || n \
         FROM users, generate_series(1, {PLAYERS}) AS n WHERE id = {player}"
    ))
    .execute(&mut c)
    .unwrap();
    diesel::sql_query(format!(
        "INSERT INTO seats (game_id, house, user_id, joined_at, mail) \
         SELECT x.game_id, x.house, u.id, x.joined_at, x.mail FROM \
         (SELECT g.id AS game_id, s.house, s.joined_at, s.mail, ROW_NUMBER() OVER (PARTITION BY g.id ORDER BY s.id) AS k \
          FROM games g JOIN seats s ON s.game_id = {id} WHERE g.id <> {id}) AS x \
         JOIN users u ON u.name = 'player-' || (1 + (x.game_id * 3 + x.k) % {PLAYERS})"
    ))
    .execute(&mut c)
    .unwrap();
    // The statistics and visibility map of a site in play (autovacuum's work, in time): with
    // the games' pages all visible an index-only scan of every game looks cheap to the planner.
    diesel::sql_query("VACUUM ANALYZE games, seats")
        .execute(&mut c)
        .unwrap();
    drop(c);

    let once = games_read_for_front_pages(&db, 1);
    let more = games_read_for_front_pages(&db, 21);
    let per_page = (more - once) as f64 / 20.0;
    assert!(
        per_page <= 150.0,
        "a visitor's front page read {per_page} rows of games on average with {GAMES} games in play (starting, registering and one page read {once})"
    );
}

/// A view of a game page reads the session and the game's page version at most once: its
/// look for a kept page and, when that misses, its render share one read (on PostgreSQL often
/// none: the change feed holds both), whether the page is then kept or not (`?done=1` never
/// is); and a render reads the open vacancies and the absences once each, the missed deadlines
/// and the site's faults together, and the game's settings with its row.
fn one_session_read_per_view(backend: &Backend) {
    let db = TestDb::new(backend, "reads-session-once");
    let server = Server::start_with(
        &db,
        &[
            ("RUST_LOG", "info,rookery::db::sql=trace"),
            ("ROOKERY_MAIL_WORKER", "off"),
        ],
    );
    let svc = db.service();
    let rec = play_game(3, 11, &Config::unchecked());
    let (id, players) = svc
        .store_played(&rec.setup, &rec.log[..rec.log.len() / 3])
        .unwrap();
    let mut player = server.client();
    assert_eq!(player.login(&players[0].1, DEMO_PASSWORD).status, 303);
    let mut visitor = server.client();
    let mut views = Vec::new();
    for path in [
        format!("/games/{id}"),
        format!("/games/{id}?done=1"),
        format!("/games/{id}/board.svg"),
    ] {
        for _ in 0..2 {
            views.push(get(&mut player, "player", &path, &[]));
            views.push(get(&mut visitor, "visitor", &path, &[]));
        }
    }
    let rids: Vec<&str> = views.iter().map(|r| r.rid.as_str()).collect();
    let log = log_with(&server, &rids);
    for v in &views {
        assert_eq!(v.status, 200, "{} {}", v.who, v.path);
        let reads: Vec<String> = statements(&log, &v.rid)
            .into_iter()
            .filter(|s| s.contains("page_version") && !s.starts_with("UPDATE"))
            .collect();
        assert!(
            reads.len() <= 1,
            "{}: {} {} read the session and page version {} times: {reads:#?}",
            db.label(),
            v.who,
            v.path,
            reads.len()
        );
        // `?done=1` also looks for the next game awaiting the player: their games in play,
        // one statement (a finished game awaits nobody), and whose absences they sit for.
        if v.path.contains("?done=1") && v.who == "player" {
            let lists: Vec<String> = statements(&log, &v.rid)
                .into_iter()
                .filter(|s| {
                    [
                        "INNER JOIN seats",
                        "INNER JOIN `seats`",
                        "INNER JOIN \"seats\"",
                    ]
                    .iter()
                    .any(|j| s.contains(j))
                })
                .collect();
            assert!(
                lists.len() == 1,
                "{}: the next game looked for in {} statements: {lists:#?}",
                db.label(),
                lists.len()
            );
        }
        if !v.path.contains('?') {
            // The houses' missed deadlines and the steps the site failed them: one statement at
            // most (here the game's row, which says there are none).
            let counts: Vec<String> = statements(&log, &v.rid)
                .into_iter()
                .filter(|s| s.contains("missed_deadlines") || s.contains("submission_faults"))
                .collect();
            assert!(
                counts.len() <= 1,
                "{}: {} {} read the missed deadlines and faults in {} statements: {counts:#?}",
                db.label(),
                v.who,
                v.path,
                counts.len()
            );
            // The game's per-game settings (faceless, seat rules, press rules) come with its
            // row, in one statement; a game created without a time bank has no bank to read.
            for table in ["game_public", "seat_rules", "game_press", "time_banks"] {
                let apart: Vec<String> = statements(&log, &v.rid)
                    .into_iter()
                    .filter(|s| s.contains(table) && !s.contains("FROM games g"))
                    .collect();
                assert!(
                    apart.is_empty(),
                    "{}: {} {} read {table} apart from the game's row: {apart:#?}",
                    db.label(),
                    v.who,
                    v.path
                );
            }
            // Whose player lets the computer stand in for them comes with the seats.
            // This game has no vote, no raven, no answer filed ahead, no vacancy, no absence,
            // no missed deadline and no fault, which the game's row and the seats' statement
            // say: the render reads none of those tables. (A game that has open vacancies or
            // absences reads them once: the load's sitters and computer seats and the page's
            // seat notes share them.)
            for table in [
                "votes",
                "conversations",
                "plans",
                "vacancies",
                "absences",
                "missed_deadlines",
                "submission_faults",
            ] {
                let reads: Vec<String> = statements(&log, &v.rid)
                    .into_iter()
                    .filter(|s| s.starts_with("SELECT") && reads_from(s, table))
                    .filter(|s| !reads_from(s, "seats") && !s.contains("FROM games g"))
                    .collect();
                assert!(
                    reads.is_empty(),
                    "{}: {} {} read {table} though the game has none: {reads:#?}",
                    db.label(),
                    v.who,
                    v.path
                );
            }
            let apart: Vec<String> = statements(&log, &v.rid)
                .into_iter()
                .filter(|s| s.contains("computer_stand_ins") && !reads_from(s, "seats"))
                .collect();
            assert!(
                apart.is_empty(),
                "{}: {} {} read computer_stand_ins apart from the seats: {apart:#?}",
                db.label(),
                v.who,
                v.path
            );
        }
    }
}

#[test]
fn a_game_page_reads_the_session_and_its_version_once_per_view() {
    for b in backends() {
        one_session_read_per_view(&b);
    }
}

/// Whether a statement reads from `table`, as each backend's SQL names it (bare, `quoted` or
/// "quoted"; first in a join's parentheses or not).
fn reads_from(sql: &str, table: &str) -> bool {
    [
        table.to_string(),
        format!("`{table}`"),
        format!("\"{table}\""),
    ]
    .iter()
    .any(|t| sql.contains(&format!("FROM {t}")) || sql.contains(&format!("FROM ({t}")))
}

/// Every page a player can reach answers `HEAD` as it answers `GET` (RFC 9110, 9.3.2): the
/// same status and type, no body. Uptime monitors, link checkers and `curl -I` send it; before,
/// every page but the front page, `/healthz` and the static files answered it 405. The pages
/// are found as a visitor of the site finds them: every link from the front page and the
/// game's page on, as a seated player of a game under way, and a few a link may not lead to
/// (answered 404, 403 or 409 alike).
#[test]
fn every_page_a_player_reaches_answers_head_as_it_answers_get() {
    let backend = &backends()[0];
    let db = TestDb::new(backend, "head");
    let server = Server::start_with(&db, &[("ROOKERY_MAIL_WORKER", "off")]);
    let svc = db.service();
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, players) = svc
        .store_played(&rec.setup, &rec.log[..rec.log.len() / 2])
        .unwrap();
    let mut player = server.client();
    assert_eq!(player.login(&players[0].1, DEMO_PASSWORD).status, 303);
    let mut seen = std::collections::BTreeSet::new();
    // The front page and the game's, then the pages no link of theirs may lead to.
    let mut todo = vec![
        "/leaderboard".to_string(),
        format!("/users/{}", players[1].1),
        format!("/games/{id}/revealed"),
        format!("/games/{id}/export"),
        "/moderation".into(),
        "/forgot".into(),
        "/no-such-page".into(),
        "/".into(),
        format!("/games/{id}"),
    ];
    let mut checked = 0;
    while let Some(path) = todo.pop() {
        if !seen.insert(path.clone()) || seen.len() > 200 {
            continue;
        }
        let get = player.get(&path);
        let head = player.raw("HEAD", &path, &[], b"");
        assert_eq!(head.status, get.status, "HEAD {path}");
        assert_eq!(head.body, "", "HEAD {path} sends no body");
        assert_eq!(
            head.header("content-type"),
            get.header("content-type"),
            "HEAD {path}"
        );
        if get.status == 200 {
            checked += 1;
        }
        for link in get.body.split("href=\"/").skip(1) {
            let link = unescape(&format!("/{}", &link[..link.find('"').unwrap_or(0)]));
            let link = link.split('#').next().unwrap_or("").to_string();
            // Not the links that change what the crawl sees (language, history steps).
            if !link.is_empty()
                && !link.contains("logout")
                && !link.contains("lang=")
                && !link.contains("?at=")
                && !seen.contains(&link)
            {
                todo.push(link);
            }
        }
    }
    assert!(checked >= 20, "only {checked} pages answered 200: {seen:?}");
}
