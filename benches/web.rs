//! The web service's cost per request (issues 17 and 30; docs/benchmarks.md), like for like:
//! the server's CPU time (summed over its threads from `/proc/PID/task/*/schedstat`, and on
//! PostgreSQL over the database's backends serving it) against the CPU of the same bytes served
//! as a static file, and the client's wall time against the static file's wall time. The static
//! file is the page itself, captured once (so it is the page's size and compresses as the page
//! does), served from memory by an actix-web program with the same middleware (this benchmark
//! itself, started again with `ROOKERY_BENCH_STATIC_FILE`), in the same run, compressed (as
//! browsers ask) and uncompressed:
//!
//! - the game page of a mid-game 6-player game (`rookery demo`: round 4, one house's orders
//!   missing) as the awaited player (compressed, uncompressed, and revalidated: 304; a repeat
//!   view, and a first view: the page's version bumped before each, so that each renders) and
//!   as a spectator, and its `board.svg`;
//! - the front page of a logged-in player;
//! - the last orders POSTed as a browser sends the form (its plan rows at "ask me" too; replay
//!   from the cache, apply, append, summary, mails), a fresh server's first five apart (their
//!   statements' first runs on a connection), against a
//!   bare INSERT + COMMIT into the same database from this process, CPU against CPU (this
//!   thread's: SQLite works in the caller's thread; on PostgreSQL plus its backend's) and wall
//!   against wall;
//! - the server's CPU while idle, and its memory after every game was visited once;
//! - on PostgreSQL, how much of the CPU of a repeat view, a first view, the front page, the POST
//!   and the INSERT + COMMIT was the database's backends' (the rest is the server's);
//!
//! at 10, 100, 1,000 and 10,000 games in the database (the demo game copied; the databases are
//! built once and kept under `target/bench-web/`). Every figure three times; each repeat view's,
//! and each static file's, the mean over four connections (`per_get_spread`).
//!
//! ```sh
//! cargo bench --bench web                                          # SQLite
//! cargo bench --bench web -- postgres://postgres@127.0.0.1:5432/postgres  # and PostgreSQL
//! SIZES=10,1000 REQUESTS=500 cargo bench --bench web               # fewer
//! LEVELS=1 SIZES=10 cargo bench --bench web                        # and gzip's levels
//! SKIP_SQLITE=1 cargo bench --bench web -- postgres://…             # PostgreSQL's tables alone
//! BENCH_PERF=/tmp/post.perf SIZES=100 cargo bench --bench web      # and profile the POSTs
//! BENCH_PERF_VIEWS=/tmp/views.perf SIZES=10 cargo bench --bench web # and the page's views
//! ONLY=cold SIZES=1000 REQUESTS=100 cargo bench --bench web        # a game not in memory alone
//! ENCODING=gzip cargo bench --bench web                            # what the client accepts
//! ```
//!
//! The server runs with its defaults (durable SQLite commits) unless the environment says
//! otherwise: `ROOKERY_SQLITE_SYNCHRONOUS=normal` measures both the POST and the INSERT
//! against commits that do not wait for the disk.

#[path = "../tests/web_support/mod.rs"]
mod web_support;

use diesel::prelude::*;
use diesel::sql_types::{Integer, Text};
use rookery::db::{AnyConnection, Db, Target};
use rookery::engine::{House, Input};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::Service;
use std::path::PathBuf;
use std::time::{Duration, Instant};
use web_support::{Backend, Server, TestDb};

/// The static server: the same middleware as `rookery serve` (compression, the same default
/// headers), one route serving from memory the bytes of the file at `path` (a copy of the
/// game page or of `board.svg` as the server sent them, so that both compress alike: a page
/// of one repeated line would compress far faster than any real page of its size).
fn serve_static(path: &str, content_type: &str, bind: &str) {
    use actix_web::{http::header, middleware, web, App, HttpResponse, HttpServer};
    let body: &'static [u8] = Box::leak(std::fs::read(path).unwrap().into_boxed_slice());
    let content_type: &'static str = Box::leak(content_type.to_string().into_boxed_str());
    actix_web::rt::System::new().block_on(async move {
        HttpServer::new(move || {
            App::new()
                .wrap(
                    middleware::DefaultHeaders::new()
                        .add((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
                        .add((header::REFERRER_POLICY, "same-origin"))
                        .add((header::X_FRAME_OPTIONS, "DENY"))
                        .add((header::CONTENT_SECURITY_POLICY, "default-src 'self'")),
                )
                .wrap(middleware::Compress::default())
                .route(
                    "/page",
                    web::get().to(move || async move {
                        HttpResponse::Ok().content_type(content_type).body(body)
                    }),
                )
        })
        // As many workers as the server measured (tests/web_support: ROOKERY_WORKERS=4), so
        // that both spread their connections alike (`per_get_spread`).
        .workers(4)
        .on_connect(|conn, _| {
            if let Some(s) = conn.downcast_ref::<actix_web::rt::net::TcpStream>() {
                let _ = s.set_nodelay(true);
            }
        })
        .bind(bind)
        .unwrap()
        .run()
        .await
        .unwrap()
    });
}

/// CPU time of process `pid` so far: the sum over its threads of the time they ran
/// (`/proc/PID/task/*/schedstat`, in nanoseconds; `/proc/PID/stat` counts only in 10 ms ticks).
fn cpu(pid: u32) -> Duration {
    let mut ns: u64 = 0;
    if let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) {
        for t in tasks.flatten() {
            let stat = std::fs::read_to_string(t.path().join("schedstat")).unwrap_or_default();
            ns += stat
                .split_whitespace()
                .next()
                .and_then(|v| v.parse::<u64>().ok())
                .unwrap_or(0);
        }
    }
    Duration::from_nanos(ns)
}

fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// A browser: keep-alive, cookies, and `Accept-Encoding: gzip, br` as browsers send it.
struct Client {
    base: String,
    agent: ureq::Agent,
    cookies: Vec<(String, String)>,
}

impl Client {
    fn new(base: &str) -> Client {
        Client {
            base: base.to_string(),
            agent: ureq::Agent::config_builder()
                .max_redirects(0)
                .http_status_as_error(false)
                .build()
                .into(),
            cookies: vec![],
        }
    }

    fn cookie(&self) -> String {
        self.cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn keep(&mut self, r: &ureq::http::Response<ureq::Body>) {
        for h in r.headers().get_all("set-cookie") {
            if let Some((k, v)) = h
                .to_str()
                .ok()
                .and_then(|t| t.split(';').next())
                .and_then(|kv| kv.split_once('='))
            {
                self.cookies.retain(|(n, _)| n != k);
                self.cookies.push((k.to_string(), v.to_string()));
            }
        }
    }

    /// GETs `path`; returns the status and the body as sent (compressed when it was).
    fn get(&mut self, path: &str, plain: bool) -> (u16, Vec<u8>) {
        let (status, body, _) = self.get_with(path, plain, None);
        (status, body)
    }

    /// GETs `path`, sending `If-None-Match: etag` if given; returns the status, the body as
    /// sent and the `ETag` answered.
    fn get_with(
        &mut self,
        path: &str,
        plain: bool,
        etag: Option<&str>,
    ) -> (u16, Vec<u8>, Option<String>) {
        let mut req = self
            .agent
            .get(&format!("{}{path}", self.base))
            .header("cookie", self.cookie())
            .header(
                "accept-encoding",
                if plain { "identity".into() } else { encoding() },
            );
        if let Some(e) = etag {
            req = req.header("if-none-match", e);
        }
        let mut r = req.call().unwrap();
        self.keep(&r);
        let status = r.status().as_u16();
        let answered = r
            .headers()
            .get("etag")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let body = r
            .body_mut()
            .with_config()
            .limit(64 << 20)
            .read_to_vec()
            .unwrap();
        (status, body, answered)
    }

    fn post(&mut self, path: &str, fields: &[(String, String)]) -> u16 {
        let body = rookery::webplay::http::form_body(fields);
        let mut r = self
            .agent
            .post(&format!("{}{path}", self.base))
            .header("cookie", self.cookie())
            .header("content-type", "application/x-www-form-urlencoded")
            .send(body)
            .unwrap();
        self.keep(&r);
        let _ = r.body_mut().read_to_vec();
        r.status().as_u16()
    }

    fn log_in(&mut self, name: &str) {
        let (_, page) = self.get("/login", true);
        let csrf = rookery::webplay::html::csrf(&String::from_utf8_lossy(&page)).unwrap();
        let status = self.post(
            "/login",
            &[
                ("csrf".into(), csrf),
                ("name".into(), name.into()),
                ("password".into(), DEMO_PASSWORD.into()),
                ("next".into(), "/".into()),
            ],
        );
        assert_eq!(status, 303, "log in {name}");
    }
}

/// The database URL of the fixture with N games.
type UrlOf = Box<dyn Fn(usize) -> String>;

/// What the benchmark's browser accepts: `ENCODING` (default `gzip, br`, as browsers send).
fn encoding() -> String {
    std::env::var("ENCODING").unwrap_or_else(|_| "gzip, br".into())
}

/// The server's processes whose CPU a request costs: `rookery serve`, and on PostgreSQL the
/// database's backends serving it (their work is the request's as much as the server's).
struct Meter {
    pid: u32,
    /// The PostgreSQL database the server uses (none on SQLite).
    pg: Option<String>,
}

impl Meter {
    /// The backends of the server's database now (the pool keeps its connections).
    fn pg_backends(&self) -> Vec<u32> {
        let Some(url) = &self.pg else { return vec![] };
        #[derive(QueryableByName)]
        struct Pid {
            #[diesel(sql_type = Integer)]
            pid: i32,
        }
        let mut c = diesel::PgConnection::establish(url).unwrap();
        diesel::sql_query(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
        )
        .load::<Pid>(&mut c)
        .unwrap()
        .into_iter()
        .map(|p| p.pid as u32)
        .collect()
    }

    /// A reading: the server's CPU and its backends' (whose list is taken before the run),
    /// thread by thread.
    fn start(&self) -> Reading {
        let backends = self.pg_backends();
        let threads = threads_cpu(std::iter::once(self.pid).chain(backends.iter().copied()));
        Reading {
            backends,
            threads,
            wall: Instant::now(),
        }
    }

    /// Server CPU and wall time per request since `r`, in µs: what each thread ran since the
    /// reading (a thread that ended meanwhile, such as an idle blocking thread, takes its time
    /// with it: the figure errs low, never below zero).
    fn per_request(&self, r: Reading, n: usize) -> Cost {
        let wall = r.wall.elapsed();
        let now = threads_cpu(std::iter::once(self.pid).chain(r.backends.iter().copied()));
        let ran = |of_backends: bool| -> u64 {
            now.iter()
                .filter(|((pid, _), _)| (*pid != self.pid) == of_backends)
                .map(|(t, ns)| ns.saturating_sub(r.threads.get(t).copied().unwrap_or(0)))
                .sum()
        };
        let (server, backends) = (ran(false), ran(true));
        Cost {
            cpu: (server + backends) as f64 / 1e3 / n as f64,
            wall: wall.as_secs_f64() * 1e6 / n as f64,
            backends: backends as f64 / 1e3 / n as f64,
        }
    }
}

/// The CPU time of every thread of the processes `pids`, in ns, by (pid, thread id).
fn threads_cpu(pids: impl Iterator<Item = u32>) -> std::collections::HashMap<(u32, u32), u64> {
    let mut out = std::collections::HashMap::new();
    for pid in pids {
        let Ok(tasks) = std::fs::read_dir(format!("/proc/{pid}/task")) else {
            continue;
        };
        for t in tasks.flatten() {
            let Some(tid) = t.file_name().to_str().and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            let stat = std::fs::read_to_string(t.path().join("schedstat")).unwrap_or_default();
            if let Some(ns) = stat
                .split_whitespace()
                .next()
                .and_then(|v| v.parse::<u64>().ok())
            {
                out.insert((pid, tid), ns);
            }
        }
    }
    out
}

struct Reading {
    backends: Vec<u32>,
    threads: std::collections::HashMap<(u32, u32), u64>,
    wall: Instant,
}

/// What one request cost: server CPU and the client's wall time, in µs.
#[derive(Clone, Copy, Default)]
struct Cost {
    cpu: f64,
    wall: f64,
    /// Of `cpu`, the database's backends' (PostgreSQL; 0 on SQLite).
    backends: f64,
}

/// `perf record` of process `pid` into `file`, with call graphs (`perf report -i FILE`), until
/// [`perf_stop`].
fn perf_start(pid: u32, file: &str) -> std::process::Child {
    let child = std::process::Command::new("perf")
        .args([
            "record",
            "-F",
            "15000",
            "--call-graph",
            "dwarf,16384",
            "-o",
            file,
        ])
        .args(["-p", &pid.to_string()])
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_millis(700));
    child
}

fn perf_stop(mut child: std::process::Child) {
    std::thread::sleep(Duration::from_millis(300));
    // perf writes its file when interrupted.
    let _ = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status();
    let _ = child.wait();
}

/// The cost of one GET of `path` over `n` (after a warm-up): `plain` without compression,
/// `revalidate` with the `If-None-Match` of the page the browser has (expecting 304).
fn per_get(m: &Meter, c: &mut Client, path: &str, n: usize, plain: bool, revalidate: bool) -> Cost {
    let mut etag = None;
    for _ in 0..20 {
        etag = c.get_with(path, plain, None).2;
    }
    let etag = etag.filter(|_| revalidate);
    let expect = if etag.is_some() { 304 } else { 200 };
    let r = m.start();
    for _ in 0..n {
        let (status, _, _) = c.get_with(path, plain, etag.as_deref());
        assert_eq!(status, expect, "{path}");
    }
    m.per_request(r, n)
}

/// How many connections a repeat view's figure is spread over (`per_get_spread`).
const CONNECTIONS: usize = 4;

/// [`per_get`] over [`CONNECTIONS`] fresh connections with `c`'s cookies, one after the other,
/// `n / CONNECTIONS` requests each: the mean. Each connection is served by one of the server's
/// worker threads, and on this two-core virtual machine a request on some connections costs
/// 15–25 µs more CPU than on others, for the life of the connection (the same session's views,
/// compressed, 28–30 µs on one and 48–53 µs on the next; docs/benchmarks.md, "Which
/// connection"): where the scheduler puts the worker against the client decides it, not the
/// request. One long-lived connection per figure made a page or its static file cheap or dear
/// by that draw alone, so both are measured alike, over several.
fn per_get_spread(
    m: &Meter,
    c: &Client,
    path: &str,
    n: usize,
    plain: bool,
    revalidate: bool,
) -> Cost {
    let mut sum = Cost::default();
    for _ in 0..CONNECTIONS {
        let mut fresh = Client::new(&c.base);
        fresh.cookies = c.cookies.clone();
        let cost = per_get(m, &mut fresh, path, n / CONNECTIONS, plain, revalidate);
        sum.cpu += cost.cpu;
        sum.wall += cost.wall;
        sum.backends += cost.backends;
    }
    Cost {
        cpu: sum.cpu / CONNECTIONS as f64,
        wall: sum.wall / CONNECTIONS as f64,
        backends: sum.backends / CONNECTIONS as f64,
    }
}

/// The cost of a *first* view of `path` (issue 30): before each GET the game's page version
/// is bumped from this process, as another app server's write would, so that each view
/// renders the page and keeps it anew. The bump is neither the server's CPU (its connection
/// is opened after the reading, so on PostgreSQL its backend is not counted) nor in the wall
/// time, which sums the GETs alone.
fn per_first_get(m: &Meter, c: &mut Client, url: &str, game: i32, n: usize, plain: bool) -> Cost {
    let path = format!("/games/{game}");
    for _ in 0..5 {
        c.get(&path, plain);
    }
    let r = m.start();
    let db = Db::open(Target::parse(url).unwrap(), 1).unwrap();
    let mut conn = db.conn().unwrap();
    let mut wall = Duration::ZERO;
    // The change comes from this process, as from another server; a view after a change is
    // mostly one after a move on the same server, after which the next view waits for the
    // change feed's round trip (PostgreSQL): so does every view here (the cookie of a browser
    // that has just written), which makes each one see its change and render.
    c.cookies
        .push(("rookery_wrote".into(), u64::MAX.to_string()));
    for _ in 0..n {
        diesel::sql_query(format!(
            "UPDATE games SET page_version = page_version + 1 WHERE id = {game}"
        ))
        .execute(&mut *conn)
        .unwrap();
        let t = Instant::now();
        let (status, _) = c.get(&path, plain);
        wall += t.elapsed();
        assert_eq!(status, 200, "{path}");
    }
    c.cookies.retain(|(k, _)| k != "rookery_wrote");
    Cost {
        wall: wall.as_secs_f64() * 1e6 / n as f64,
        ..m.per_request(r, n)
    }
}

/// This thread's CPU time so far (`CLOCK_THREAD_CPUTIME_ID`, brought up to date when read:
/// `/proc/thread-self/schedstat` is only updated at the scheduler's ticks and switches, so a
/// thread that computes without sleeping read 0 µs there for a whole gzip of the page).
fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the timespec it is given, and this clock exists on Linux.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// The demo game and the games copied from it, in a database kept under `target/`.
struct Fixture {
    url: String,
    /// Games in the database.
    games: usize,
    /// The demo game's players (house, account), sitting in the first `POSTS + 1` games.
    players: Vec<(House, String)>,
    /// The input the awaited house would send next (its orders), and the house.
    next: (House, Input),
}

const POSTS: usize = 40;

/// Of the POSTs, how many a fresh server makes first, measured apart (see `measure`).
const FIRST_POSTS: usize = 5;

fn sqlite_url(n: usize) -> String {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("bench-web");
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(format!("sqlite-{n}-s{}.db", snapshots_tag()))
        .display()
        .to_string()
}

/// What a fixture's name says of the snapshots stored in it: their version (the engine's source
/// and the format). A database built by another build's bench holds snapshots this build
/// ignores (a game not in memory would be replayed whole), so each build makes its own.
fn snapshots_tag() -> String {
    // `c`: the games' snapshots at their whole logs (a quiet site), the round's start kept in
    // `bench_round_start` (fixtures made before had only the round's start).
    format!(
        "{}_c",
        rookery::service::snapshot::version().replace(['/', '.'], "_")
    )
}

fn pg_url(cluster: &str, n: usize) -> String {
    let name = format!("rookery_bench_{n}_s{}", snapshots_tag());
    let (base, _) = cluster.rsplit_once('/').unwrap();
    let mut c = diesel::PgConnection::establish(cluster).unwrap();
    let exists: i64 = diesel::sql_query(format!(
        "SELECT COUNT(*) AS n FROM pg_database WHERE datname = '{name}'"
    ))
    .get_result::<Count>(&mut c)
    .unwrap()
    .n;
    if exists == 0 {
        diesel::sql_query(format!("CREATE DATABASE {name}"))
            .execute(&mut c)
            .unwrap();
    }
    format!("{base}/{name}")
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = diesel::sql_types::BigInt)]
    n: i64,
}

/// The fixture at `url`, made if its database holds no game yet: the demo game, then `n - 1`
/// copies of its rows (the first `POSTS` seated by the demo's players, the others by filler
/// accounts), so that every copy awaits the same last orders.
fn fixture(url: &str, n: usize) -> Fixture {
    let db = Db::open(Target::parse(url).unwrap(), 4).unwrap();
    let svc = Service::new(db);
    let mut c = svc.db.conn().unwrap();
    let marker = "bench-fixture";
    let have: i64 = diesel::sql_query(format!(
        "SELECT COUNT(*) AS n FROM users WHERE name = '{marker}'"
    ))
    .get_result::<Count>(&mut *c)
    .unwrap()
    .n;
    let demo_players = |c: &mut AnyConnection| -> Vec<(House, String)> {
        #[derive(QueryableByName)]
        struct Row {
            #[diesel(sql_type = Text)]
            house: String,
            #[diesel(sql_type = Text)]
            name: String,
        }
        diesel::sql_query(
            "SELECT s.house AS house, u.name AS name FROM seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = 1 ORDER BY s.id",
        )
        .load::<Row>(c)
        .unwrap()
        .into_iter()
        .map(|r| (House::from_key(&r.house).unwrap(), r.name))
        .collect()
    };
    let next_of = |svc: &Service| -> (House, Input) {
        let rec = rookery::selfplay::play_game(6, 1, &rookery::selfplay::Config::unchecked());
        let g = svc.load_game(rookery::service::GameId(1)).unwrap();
        let len = g.row.log_len as usize;
        let e = &rec.log[len];
        (e.house, e.input.clone())
    };
    if have > 0 {
        drop(c);
        let players = demo_players(&mut svc.db.conn().unwrap());
        return Fixture {
            url: url.to_string(),
            games: n,
            players,
            next: next_of(&svc),
        };
    }
    drop(c);
    eprintln!("building the {n}-game database {url} (kept for later runs)...");
    let mut svc = svc;
    let demo = rookery::demo::create_game(&svc, 6, 1, 4).unwrap();
    assert_eq!(demo.game_id, 1, "a fresh database");
    let mut c = svc.db.conn().unwrap();
    let c: &mut AnyConnection = &mut c;
    // The snapshot of the round's start, kept for the figure of a game that moved within the
    // minute (`measure_cold`); then the demo's snapshot at its whole log, as the mail worker
    // writes it once a game has been quiet a minute (`service::snapshot`), which every copy
    // gets: the site has been quiet a while.
    diesel::sql_query(
        "CREATE TABLE bench_round_start AS SELECT log_len, replay FROM game_snapshots WHERE game_id = 1",
    )
    .execute(c)
    .unwrap();
    let later = svc.now() + rookery::service::snapshot::QUIET + chrono::TimeDelta::seconds(5);
    svc.clock =
        rookery::service::clock::Clock::Manual(std::sync::Arc::new(std::sync::Mutex::new(later)));
    assert_eq!(
        svc.catch_up_snapshots().unwrap(),
        1,
        "the demo's snapshot caught up"
    );
    #[derive(QueryableByName)]
    struct SeatRow {
        #[diesel(sql_type = Integer)]
        user_id: i32,
    }
    #[derive(QueryableByName)]
    struct IdRow {
        #[diesel(sql_type = Integer)]
        id: i32,
    }
    c.transaction::<_, diesel::result::Error, _>(|c| {
        let seats0: Vec<SeatRow> =
            diesel::sql_query("SELECT user_id FROM seats WHERE game_id = 1 ORDER BY id").load(c)?;
        // Filler accounts (copies of the first demo account) for the copies beyond the first
        // POSTS: six per 100 games, so no account sits at more than about 100 games.
        let groups = n.div_ceil(100).max(1);
        for i in 0..6 * groups {
            diesel::sql_query(
                "INSERT INTO users (name, name_key, name_skeleton, password_hash, time_zone, created_at, notify_moves, notify_summaries, notify_reminders, digest_hour, unsubscribe_token) \
                 SELECT name || '-f' || $1, name_key || '-f' || $1, name_skeleton || '-f' || $1, password_hash, time_zone, created_at, notify_moves, notify_summaries, notify_reminders, digest_hour, unsubscribe_token || '-f' || $1 \
                 FROM users WHERE id = $2",
            )
            .bind::<Text, _>(i.to_string())
            .bind::<Integer, _>(seats0[0].user_id)
            .execute(c)?;
        }
        let fillers: Vec<IdRow> = diesel::sql_query(
            "SELECT id FROM users WHERE name LIKE (SELECT name FROM users WHERE id = $1) || '-f%' ORDER BY id",
        )
        .bind::<Integer, _>(seats0[0].user_id)
        .load(c)?;
        diesel::sql_query(
            "INSERT INTO users (name, name_key, name_skeleton, password_hash, time_zone, created_at, notify_moves, notify_summaries, notify_reminders, digest_hour, unsubscribe_token) \
             SELECT $1, $1, $1, password_hash, time_zone, created_at, notify_moves, notify_summaries, notify_reminders, digest_hour, $1 FROM users WHERE id = $2",
        )
        .bind::<Text, _>(marker)
        .bind::<Integer, _>(seats0[0].user_id)
        .execute(c)?;
        for i in 2..=n as i32 {
            diesel::sql_query(
                "INSERT INTO games (name, players, options, engine_version, seed, status, creator_id, visibility, invite_token, seating, deadlines, created_at, started_at, updated_at, log_len, round, phase, awaiting, awaiting_since, winner, deadline_at, deadline_seq, reminders_sent, start_rule) \
                 SELECT name || ' ' || $1, players, options, engine_version, seed, status, creator_id, visibility, invite_token || $1, seating, deadlines, created_at, started_at, updated_at, log_len, round, phase, awaiting, awaiting_since, winner, deadline_at, deadline_seq, reminders_sent, start_rule FROM games WHERE id = 1",
            )
            .bind::<Text, _>(i.to_string())
            .execute(c)?;
            diesel::sql_query(
                "INSERT INTO inputs (game_id, seq, house, user_id, payload, created_at, by_deadline) \
                 SELECT $1, seq, house, user_id, payload, created_at, by_deadline FROM inputs WHERE game_id = 1",
            )
            .bind::<Integer, _>(i)
            .execute(c)?;
            // The demo game's snapshot (at its whole log), as the copy would have written.
            diesel::sql_query(
                "INSERT INTO game_snapshots (game_id, log_len, version, replay) \
                 SELECT $1, log_len, version, replay FROM game_snapshots WHERE game_id = 1",
            )
            .bind::<Integer, _>(i)
            .execute(c)?;
            if (i as usize) <= POSTS + 1 {
                diesel::sql_query(
                    "INSERT INTO seats (game_id, house, user_id, joined_at, mail) \
                     SELECT $1, house, user_id, joined_at, mail FROM seats WHERE game_id = 1",
                )
                .bind::<Integer, _>(i)
                .execute(c)?;
            } else {
                let group = (i as usize) % groups;
                for (k, s) in seats0.iter().enumerate() {
                    diesel::sql_query(
                        "INSERT INTO seats (game_id, house, user_id, joined_at, mail) \
                         SELECT $1, house, $2, joined_at, mail FROM seats WHERE game_id = 1 AND user_id = $3",
                    )
                    .bind::<Integer, _>(i)
                    .bind::<Integer, _>(fillers[group * 6 + k].id)
                    .bind::<Integer, _>(s.user_id)
                    .execute(c)?;
                }
            }
        }
        Ok(())
    })
    .unwrap();
    Fixture {
        url: url.to_string(),
        games: n,
        players: demo.players.clone(),
        next: demo.next.clone().expect("the awaited house's orders"),
    }
}

/// One measurement of every figure at one size: server CPU and client wall time per request.
#[derive(Default)]
struct Figures {
    /// The player's game page, compressed as the browser asks (`ENCODING`).
    player: Cost,
    /// The same, uncompressed (`Accept-Encoding: identity`).
    player_plain: Cost,
    /// The same page again for a browser that has it (`If-None-Match`: 304).
    player_304: Cost,
    /// A first view (the page changed since it was last rendered), compressed and plain.
    player_first: Cost,
    player_first_plain: Cost,
    spectator: Cost,
    board: Cost,
    front: Cost,
    /// The player's page's bytes as a static file: compressed as asked, and uncompressed.
    static_page: Cost,
    static_page_plain: Cost,
    static_board: Cost,
    /// The last orders POSTed, once the server's first [`FIRST_POSTS`] were.
    post: Cost,
    /// The server's first POSTs.
    first_posts: Cost,
    /// A bare INSERT + COMMIT from this process: this thread's CPU (and on PostgreSQL its
    /// backend's), and the wall time.
    insert: Cost,
    idle: f64,
    /// Bytes of the player's page: uncompressed, and as sent compressed.
    page_bytes: (usize, usize),
}

fn measure(url: &str, fx: &Fixture, requests: usize, round: usize) -> Figures {
    let backend = if url.starts_with("postgres") {
        Backend::Postgres(url.to_string())
    } else {
        Backend::Sqlite
    };
    let dir =
        std::env::temp_dir().join(format!("rookery-bench-web-{}-{round}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = TestDb {
        url: url.to_string(),
        dir,
        backend,
    };
    let server = Server::start_with(&db, &[("ROOKERY_MAIL_WORKER", "on")]);
    let pid = server.pid();
    let meter = Meter {
        pid,
        pg: url.starts_with("postgres").then(|| url.to_string()),
    };
    let base = format!("http://{}", server.addr);
    let (awaited, orders) = &fx.next;
    let name = &fx.players.iter().find(|(h, _)| h == awaited).unwrap().1;
    let mut player = Client::new(&base);
    player.log_in(name);
    // The front page of an account that sits at no game: the public lists, not one's own.
    let mut visitor = Client::new(&base);
    visitor.log_in("bench-fixture");
    // A browser that has just written (here: logged in) waits for the change feed's round trip
    // on every view for the feed's lag and a second (the `rookery_wrote` cookie, PostgreSQL);
    // the repeat views measured are those of a player who comes back to the page later.
    let lag_ms = std::env::var("ROOKERY_CHANGE_FEED_LAG_MS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .unwrap_or(1000);
    std::thread::sleep(Duration::from_millis(lag_ms + 1100));
    let mut spectator = Client::new(&base);
    // The static copies: the very bytes of the player's page and of the board (uncompressed),
    // so that the static file is the page's size and compresses as the page does.
    let copies = std::env::temp_dir().join(format!("rookery-bench-static-{}", std::process::id()));
    std::fs::create_dir_all(&copies).unwrap();
    let page_copy = copies.join("page.html");
    let board_copy = copies.join("board.svg");
    let page = player.get("/games/1", true).1;
    let sent = player.get("/games/1", false).1.len();
    std::fs::write(&page_copy, &page).unwrap();
    std::fs::write(&board_copy, spectator.get("/games/1/board.svg", true).1).unwrap();
    if round == 0 && std::env::var("LEVELS").is_ok() {
        compression_levels(&page);
    }

    let mut f = Figures {
        page_bytes: (page.len(), sent),
        ..Figures::default()
    };
    f.player = per_get_spread(&meter, &player, "/games/1", requests, false, false);
    f.player_plain = per_get_spread(&meter, &player, "/games/1", requests, true, false);
    f.player_304 = per_get_spread(&meter, &player, "/games/1", requests, false, true);
    f.player_first = per_first_get(&meter, &mut player, url, 1, requests, false);
    f.player_first_plain = per_first_get(&meter, &mut player, url, 1, requests, true);
    f.spectator = per_get_spread(&meter, &spectator, "/games/1", requests, false, false);
    f.board = per_get_spread(
        &meter,
        &spectator,
        "/games/1/board.svg",
        requests,
        false,
        false,
    );
    f.front = per_get_spread(&meter, &visitor, "/", requests, false, false);
    // BENCH_PERF_VIEWS=FILE: `perf record` profiles of the server during ten times `requests`
    // repeat views of the player's page, plain (FILE.repeat), then `requests` first views,
    // plain (FILE.first) and compressed (FILE.first-gzip), after the measures and in the first
    // run only.
    if let Some(out) = std::env::var("BENCH_PERF_VIEWS")
        .ok()
        .filter(|_| round == 0)
    {
        let perf = perf_start(pid, &format!("{out}.repeat"));
        per_get(&meter, &mut player, "/games/1", requests * 10, true, false);
        perf_stop(perf);
        let perf = perf_start(pid, &format!("{out}.first"));
        per_first_get(&meter, &mut player, url, 1, requests, true);
        perf_stop(perf);
        let perf = perf_start(pid, &format!("{out}.first-gzip"));
        per_first_get(&meter, &mut player, url, 1, requests, false);
        perf_stop(perf);
    }

    // The static program, serving the copies of the game page and of the board.
    for (copy, content_type, is_page) in [
        (&page_copy, "text/html; charset=utf-8", true),
        (&board_copy, "image/svg+xml", false),
    ] {
        let port = web_support::free_port();
        let child = std::process::Command::new(std::env::current_exe().unwrap())
            .env("ROOKERY_BENCH_STATIC_FILE", copy)
            .env("ROOKERY_BENCH_STATIC_TYPE", content_type)
            .env("ROOKERY_BENCH_BIND", format!("127.0.0.1:{port}"))
            .spawn()
            .unwrap();
        let t = Instant::now();
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(t.elapsed() < Duration::from_secs(10));
            std::thread::sleep(Duration::from_millis(20));
        }
        let m = Meter {
            pid: child.id(),
            pg: None,
        };
        let c = Client::new(&format!("http://127.0.0.1:{port}"));
        if is_page {
            f.static_page = per_get_spread(&m, &c, "/page", requests, false, false);
            f.static_page_plain = per_get_spread(&m, &c, "/page", requests, true, false);
        } else {
            f.static_board = per_get_spread(&m, &c, "/page", requests, false, false);
        }
        let mut child = child;
        let _ = child.kill();
        let _ = child.wait();
    }
    // One folder per run would otherwise pile up in the temporary folder.
    let _ = std::fs::remove_dir_all(&copies);

    // The last orders of POSTS games, each a fresh copy awaiting them.
    let Input::PlaceOrders { orders } = orders else {
        panic!("the demo awaits orders")
    };
    let fields_for = |game: i32, c: &mut Client| -> Vec<(String, String)> {
        let (status, page) = c.get(&format!("/games/{game}"), true);
        let html = String::from_utf8_lossy(&page).to_string();
        let form = rookery::webplay::html::game_page(&html)
            .forms
            .into_iter()
            .find(|f| f.kind == "place_orders")
            .unwrap_or_else(|| {
                panic!(
                    "game {game}: no orders form ({status}): {}",
                    &html[..html.len().min(3000)]
                )
            });
        // What a browser sends: the common fields, every other field at its default (the
        // plan rows at "ask me", each withdrawn by the POST), and the orders chosen.
        use rookery::webplay::html::PageField;
        let mut fields = form.common.clone();
        for f in &form.fields {
            match f {
                PageField::Hidden { name, value } => fields.push((name.clone(), value.clone())),
                PageField::Select { name, options } if !name.starts_with("order.") => {
                    if let Some(o) = options.iter().find(|o| o.selected).or(options.first()) {
                        fields.push((name.clone(), o.value.clone()));
                    }
                }
                PageField::Radio { name, options } => {
                    if let Some(o) = options.iter().find(|o| o.selected) {
                        fields.push((name.clone(), o.value.clone()));
                    }
                }
                PageField::Check {
                    name,
                    value,
                    checked: true,
                } => fields.push((name.clone(), value.clone())),
                _ => {}
            }
        }
        for (a, t) in orders {
            fields.push((format!("order.{}", a.key()), t.key().to_string()));
        }
        fields
    };
    // The copies seated by the demo's players (up to POSTS of them), each awaiting its orders.
    let games: Vec<i32> = (2..=(POSTS.min(fx.games - 1) as i32 + 1)).collect();
    let forms: Vec<Vec<(String, String)>> =
        games.iter().map(|g| fields_for(*g, &mut player)).collect();
    let mut post = |g: &i32, fields: &Vec<(String, String)>| {
        let status = player.post(&format!("/games/{g}/act"), fields);
        assert_eq!(status, 303, "the last orders of game {g}");
    };
    // A fresh server's first POSTs are its connection's first runs of each of a move's
    // statements, which PostgreSQL plans afresh for the first five runs on a connection
    // (docs/benchmarks.md): measured apart, so that the POST's figure is the server's steady
    // state, as the INSERT + COMMIT it is divided by is (200 runs on one connection).
    let first = FIRST_POSTS.min(games.len().saturating_sub(1));
    let r = meter.start();
    for (g, fields) in games.iter().zip(&forms).take(first) {
        post(g, fields);
    }
    f.first_posts = meter.per_request(r, first);
    // BENCH_PERF=FILE: a `perf record` profile of the server during the POSTs, one file per
    // run (FILE.0, FILE.1, FILE.2), with call graphs (`perf report -i FILE.0`).
    let perf = std::env::var("BENCH_PERF")
        .ok()
        .map(|out| perf_start(pid, &format!("{out}.{round}")));
    let r = meter.start();
    for (g, fields) in games.iter().zip(&forms).skip(first) {
        post(g, fields);
    }
    f.post = meter.per_request(r, games.len() - first);
    if let Some(child) = perf {
        perf_stop(child);
    }

    // A bare INSERT + COMMIT into the same database, from this process: this thread's CPU
    // (SQLite works in the caller's thread) plus, on PostgreSQL, its backend's; and wall time.
    let svc = Service::new(Db::open(Target::parse(url).unwrap(), 2).unwrap());
    let mut c = svc.db.conn().unwrap();
    let _ = diesel::sql_query("CREATE TABLE IF NOT EXISTS bench_probe (id INTEGER, at TEXT)")
        .execute(&mut *c);
    #[derive(QueryableByName)]
    struct Pid {
        #[diesel(sql_type = Integer)]
        pid: i32,
    }
    let backend = if c.is_sqlite() {
        None
    } else {
        diesel::sql_query("SELECT pg_backend_pid() AS pid")
            .get_result::<Pid>(&mut *c)
            .ok()
            .map(|p| p.pid as u32)
    };
    let backend_cpu = || backend.map_or(Duration::ZERO, cpu);
    let cpu_now = || thread_cpu() + backend_cpu();
    let (t, before, backend_before) = (Instant::now(), cpu_now(), backend_cpu());
    for i in 0..200 {
        (&mut *c as &mut AnyConnection)
            .transaction::<_, diesel::result::Error, _>(|c| {
                diesel::sql_query("INSERT INTO bench_probe (id, at) VALUES ($1, 'x')")
                    .bind::<Integer, _>(i)
                    .execute(c)
            })
            .unwrap();
    }
    f.insert = Cost {
        cpu: (cpu_now() - before).as_secs_f64() * 1e6 / 200.0,
        wall: t.elapsed().as_secs_f64() * 1e6 / 200.0,
        backends: (backend_cpu() - backend_before).as_secs_f64() * 1e6 / 200.0,
    };

    // Idle: the server's CPU over 3 s with nothing to do but its worker's ticks.
    let before = cpu(pid);
    std::thread::sleep(Duration::from_secs(3));
    f.idle = cpu(pid).saturating_sub(before).as_secs_f64() / 3.0 * 100.0;
    f
}

/// The cost and size of gzip at each level for the page (`LEVELS=1`): what the page cache's
/// level was chosen by (docs/benchmarks.md).
fn compression_levels(page: &[u8]) {
    use std::io::Write;
    println!(
        "\ngzip levels for the {}-byte player page (µs of this thread's CPU, median of 20)",
        page.len()
    );
    println!("| level | bytes | µs | µs per KB saved |");
    println!("|---|---|---|---|");
    for level in [1, 2, 3, 4, 5, 6, 9] {
        let mut times = vec![];
        let mut size = 0;
        for _ in 0..20 {
            let t = thread_cpu();
            let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
            e.write_all(page).unwrap();
            size = e.finish().unwrap().len();
            times.push((thread_cpu() - t).as_secs_f64() * 1e6);
        }
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let us = times[times.len() / 2];
        println!(
            "| {level} | {size} | {us:.0} | {:.1} |",
            us / ((page.len() - size) as f64 / 1024.0)
        );
    }
}

/// The metrics token of the servers the cache's figures are read from (`/metrics`).
const METRICS_TOKEN: &str = "bench-metrics-token-0123456789";

/// The cache's counters and gauges on `/metrics`: lookups by result, games held, bytes held.
fn cache_metrics(base: &str) -> std::collections::HashMap<String, f64> {
    let mut r = ureq::get(&format!("{base}/metrics"))
        .header("authorization", &format!("Bearer {METRICS_TOKEN}"))
        .call()
        .unwrap();
    let text = r.body_mut().read_to_string().unwrap();
    let mut out = std::collections::HashMap::new();
    for line in text.lines().filter(|l| l.starts_with("rookery_cache_")) {
        let Some((name, value)) = line.rsplit_once(' ') else {
            continue;
        };
        let name = name
            .replace("rookery_cache_lookups_total{result=\"", "")
            .replace("\"}", "");
        out.insert(name, value.parse().unwrap_or(0.0));
    }
    out
}

/// What a page of a game not in memory costs against a cached one (issue 30 item 4): first
/// views (each game's page version bumped before each GET, so that every view renders), the
/// server's CPU per view, cycling through `games`, compressed or `plain`. The server's
/// counters must show that every view was served as `expect` (hit, packed or miss).
fn per_first_views(
    m: &Meter,
    c: &mut Client,
    url: &str,
    games: &[i32],
    n: usize,
    plain: bool,
    expect: &str,
) -> Cost {
    for g in games.iter().chain(games) {
        c.get(&format!("/games/{g}"), plain);
    }
    let before = cache_metrics(&c.base);
    let r = m.start();
    let db = Db::open(Target::parse(url).unwrap(), 1).unwrap();
    let mut conn = db.conn().unwrap();
    let mut wall = Duration::ZERO;
    // Each view must see its change, made from this process (see `per_first_get`).
    c.cookies
        .push(("rookery_wrote".into(), u64::MAX.to_string()));
    for i in 0..n {
        let g = games[i % games.len()];
        diesel::sql_query(format!(
            "UPDATE games SET page_version = page_version + 1 WHERE id = {g}"
        ))
        .execute(&mut *conn)
        .unwrap();
        let t = Instant::now();
        let (status, _) = c.get(&format!("/games/{g}"), plain);
        wall += t.elapsed();
        assert_eq!(status, 200, "game {g}");
    }
    c.cookies.retain(|(k, _)| k != "rookery_wrote");
    let cost = Cost {
        wall: wall.as_secs_f64() * 1e6 / n as f64,
        ..m.per_request(r, n)
    };
    let after = cache_metrics(&c.base);
    let served = |k: &str| after.get(k).unwrap_or(&0.0) - before.get(k).unwrap_or(&0.0);
    assert_eq!(
        served(expect) as usize,
        n,
        "every view served as {expect}: {before:?} → {after:?}"
    );
    cost
}

/// A game not in memory against a cached one, one run (see [`per_first_views`]).
#[derive(Default, Clone, Copy)]
struct ColdFigures {
    /// A first view of a game the cache holds live, compressed and plain.
    live: Cost,
    live_plain: Cost,
    /// Of a game the cache holds packed.
    packed: Cost,
    packed_plain: Cost,
    /// Of a game not in memory, quiet for a minute: restored from its stored snapshot, at its
    /// whole log.
    miss: Cost,
    miss_plain: Cost,
    /// Of a game not in memory that moved within the minute: restored from the snapshot of
    /// its round's start and the round's inputs, replayed.
    behind: Cost,
    behind_plain: Cost,
}

/// Four servers on the run's database, each showing the same ten games in turn: one with the
/// default cache (all ten stay live), one with `ROOKERY_CACHE_MB=1` (its live part holds a few
/// replays: the ten are unpacked each time) and one with `ROOKERY_CACHE_MB=0` (only the game in
/// use: each is restored from the database every time, and the one let go is packed and
/// dropped, as a full cache would), each on games quiet for a while (their stored snapshots at
/// their whole logs); then one with `ROOKERY_CACHE_MB=0` on the ten games as if each had moved
/// within the minute (the snapshot of their round's start, the round's inputs replayed). The
/// cached figure was once of one game viewed again and again, whose data then stayed in the
/// processor's caches: a tenth cheaper than ten games in turn, and not what a site serves.
fn measure_cold(url: &str, fx: &Fixture, requests: usize, round: usize) -> ColdFigures {
    let backend = |url: &str| {
        if url.starts_with("postgres") {
            Backend::Postgres(url.to_string())
        } else {
            Backend::Sqlite
        }
    };
    let (awaited, _) = &fx.next;
    let name = &fx.players.iter().find(|(h, _)| h == awaited).unwrap().1;
    let mut f = ColdFigures::default();
    let many: Vec<i32> = (1..=fx.games.min(10) as i32).collect();
    for mb in ["64", "1", "0", "0-behind"] {
        if mb == "0-behind" {
            // The ten games as if each had just moved: the snapshot of their round's start,
            // changed now (so the mail worker leaves them be for a minute).
            let db = Db::open(Target::parse(url).unwrap(), 1).unwrap();
            let mut conn = db.conn().unwrap();
            diesel::sql_query(
                "UPDATE game_snapshots SET log_len = (SELECT log_len FROM bench_round_start), \
                 replay = (SELECT replay FROM bench_round_start) WHERE game_id <= $1",
            )
            .bind::<Integer, _>(many.len() as i32)
            .execute(&mut *conn)
            .unwrap();
            diesel::sql_query("UPDATE games SET updated_at = $1 WHERE id <= $2")
                .bind::<diesel::sql_types::Timestamp, _>(chrono::Utc::now().naive_utc())
                .bind::<Integer, _>(many.len() as i32)
                .execute(&mut *conn)
                .unwrap();
        }
        let dir = std::env::temp_dir().join(format!(
            "rookery-bench-cold-{}-{round}-{mb}",
            std::process::id()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let db = TestDb {
            url: url.to_string(),
            dir,
            backend: backend(url),
        };
        let server = Server::start_with(
            &db,
            &[
                ("ROOKERY_CACHE_MB", mb.trim_end_matches("-behind")),
                ("ROOKERY_METRICS_TOKEN", METRICS_TOKEN),
            ],
        );
        let meter = Meter {
            pid: server.pid(),
            pg: url.starts_with("postgres").then(|| url.to_string()),
        };
        let mut c = Client::new(&format!("http://{}", server.addr));
        c.log_in(name);
        if mb == "64" {
            f.live = per_first_views(&meter, &mut c, url, &many, requests, false, "hit");
            f.live_plain = per_first_views(&meter, &mut c, url, &many, requests, true, "hit");
        } else if mb == "1" {
            f.packed = per_first_views(&meter, &mut c, url, &many, requests, false, "packed");
            f.packed_plain = per_first_views(&meter, &mut c, url, &many, requests, true, "packed");
        } else if mb == "0" {
            f.miss = per_first_views(&meter, &mut c, url, &many, requests, false, "miss");
            f.miss_plain = per_first_views(&meter, &mut c, url, &many, requests, true, "miss");
        } else {
            f.behind = per_first_views(&meter, &mut c, url, &many, requests, false, "miss");
            f.behind_plain = per_first_views(&meter, &mut c, url, &many, requests, true, "miss");
        }
    }
    f
}

/// Memory after visiting every game once as a spectator, with the default cache: RSS after
/// the first game and after all, and what the cache holds (its own accounting, `/metrics`).
struct Memory {
    rss_first: f64,
    rss: f64,
    games_held: f64,
    cache_bytes: f64,
}

fn memory_after_visiting(url: &str, n: usize) -> Memory {
    let dir = std::env::temp_dir().join(format!("rookery-bench-web-rss-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = TestDb {
        url: url.to_string(),
        dir,
        backend: if url.starts_with("postgres") {
            Backend::Postgres(url.to_string())
        } else {
            Backend::Sqlite
        },
    };
    let server = Server::start_with(&db, &[("ROOKERY_METRICS_TOKEN", METRICS_TOKEN)]);
    let base = format!("http://{}", server.addr);
    let mut c = Client::new(&base);
    c.get("/games/1", false);
    let rss_first = rss_mb(server.pid());
    for g in 2..=n {
        c.get(&format!("/games/{g}"), false);
    }
    let m = cache_metrics(&base);
    Memory {
        rss_first,
        rss: rss_mb(server.pid()),
        games_held: m.get("rookery_cache_games").copied().unwrap_or(0.0),
        cache_bytes: m.get("rookery_cache_bytes").copied().unwrap_or(0.0),
    }
}

fn three(v: &[f64]) -> String {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    s.iter()
        .map(|x| {
            if *x >= 100.0 {
                format!("{x:.0}")
            } else {
                format!("{x:.1}")
            }
        })
        .collect::<Vec<_>>()
        .join(" / ")
}

/// A copy of the fixture's database for one run (the run's POSTs change its games): a copied
/// SQLite file, or a PostgreSQL database made from the fixture's as a template.
fn working_copy(url: &str, run: usize) -> String {
    if let Some((cluster, name)) = url.rsplit_once('/').filter(|_| url.starts_with("postgres")) {
        let copy = format!("{name}_run{run}");
        let mut c = diesel::PgConnection::establish(&format!("{cluster}/postgres")).unwrap();
        diesel::sql_query(format!("DROP DATABASE IF EXISTS {copy}"))
            .execute(&mut c)
            .unwrap();
        diesel::sql_query(format!("CREATE DATABASE {copy} TEMPLATE {name}"))
            .execute(&mut c)
            .unwrap();
        format!("{cluster}/{copy}")
    } else {
        let copy = format!("{url}.run{run}");
        let _ = std::fs::remove_file(format!("{copy}-wal"));
        let _ = std::fs::remove_file(format!("{copy}-shm"));
        std::fs::copy(url, &copy).unwrap();
        copy
    }
}

fn main() {
    if let Ok(file) = std::env::var("ROOKERY_BENCH_STATIC_FILE") {
        let bind = std::env::var("ROOKERY_BENCH_BIND").unwrap();
        let content_type = std::env::var("ROOKERY_BENCH_STATIC_TYPE").unwrap();
        serve_static(&file, &content_type, &bind);
        return;
    }
    let sizes: Vec<usize> = std::env::var("SIZES")
        .unwrap_or_else(|_| "10,100,1000,10000".into())
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect();
    let requests: usize = std::env::var("REQUESTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1000);
    // ONLY=cold: only a game not in memory against a cached one, and the memory per game.
    let only_cold = std::env::var("ONLY").is_ok_and(|v| v == "cold");
    let pg = std::env::args().skip(1).find(|a| a.starts_with("postgres"));
    // SKIP_SQLITE=1 with a PostgreSQL cluster: PostgreSQL's tables alone.
    let mut targets: Vec<(&str, UrlOf)> = vec![];
    if !(pg.is_some() && std::env::var("SKIP_SQLITE").is_ok_and(|v| v == "1")) {
        targets.push(("sqlite", Box::new(sqlite_url)));
    }
    if let Some(cluster) = pg {
        targets.push(("postgres", Box::new(move |n| pg_url(&cluster, n))));
    }
    println!(
        "Per request, three runs (min / median / max), {requests} requests each. CPU: µs of the server's CPU (on PostgreSQL with its backends'); wall: µs the client waited. Compressed: Accept-Encoding: {}; plain: identity. ÷ static: against the same bytes served as a static file from memory by actix-web with the same middleware, CPU against CPU and wall against wall, compressed against compressed and plain against plain; the POST against a bare INSERT+COMMIT into the same database from the bench, CPU against CPU (this thread's, and its backend's on PostgreSQL) and wall against wall.",
        encoding()
    );
    for (label, url_of) in &targets {
        let mut colds = vec![];
        for &n in &sizes {
            let fx = fixture(&url_of(n), n);
            let runs: Vec<ColdFigures> = (0..3)
                .map(|r| measure_cold(&working_copy(&fx.url, r), &fx, requests, r))
                .collect();
            let col =
                |f: &dyn Fn(&ColdFigures) -> f64| three(&runs.iter().map(f).collect::<Vec<_>>());
            let mem = memory_after_visiting(&fx.url, n);
            colds.push(format!(
                "| {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.0} | {:.1} | {:.1} | {:.0} | {:.0} |",
                col(&|f| f.live.cpu),
                col(&|f| f.packed.cpu),
                col(&|f| f.packed.cpu / f.live.cpu),
                col(&|f| f.miss.cpu),
                col(&|f| f.miss.cpu / f.live.cpu),
                col(&|f| f.behind.cpu),
                col(&|f| f.behind.cpu / f.live.cpu),
                col(&|f| f.live_plain.cpu),
                col(&|f| f.packed_plain.cpu),
                col(&|f| f.packed_plain.cpu / f.live_plain.cpu),
                col(&|f| f.miss_plain.cpu),
                col(&|f| f.miss_plain.cpu / f.live_plain.cpu),
                col(&|f| f.behind_plain.cpu),
                col(&|f| f.behind_plain.cpu / f.live_plain.cpu),
                mem.games_held,
                mem.cache_bytes / 1024.0 / mem.games_held.max(1.0),
                mem.cache_bytes / 1024.0 / 1024.0,
                mem.rss_first,
                mem.rss,
            ));
        }
        println!("\n{label}: a game not in memory (first views, µs of the server's CPU; compressed, then plain)");
        println!("| games | cached (live) | packed | ÷ live | not in memory | ÷ live | moved within the minute | ÷ live | plain: live | packed | ÷ live | not in memory | ÷ live | moved within the minute | ÷ live | games held after all visited | KB per game held | cache MB | RSS MB after one game | after all |");
        println!(
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
        );
        for c in colds {
            println!("{c}");
        }
        if only_cold {
            continue;
        }
        println!("\n{label}: CPU");
        println!("| games | page bytes (sent) | player page | ÷ static | plain | ÷ static plain | 304 | first view | ÷ static | first view plain | ÷ static plain | spectator page | ÷ static | board.svg | ÷ static | front page | last orders POST | ÷ INSERT+COMMIT | first 5 POSTs | idle CPU % | RSS MB after all visited |");
        println!(
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
        );
        let mut walls = vec![];
        let mut splits = vec![];
        for &n in &sizes {
            let url = url_of(n);
            let fx = fixture(&url, n);
            let runs: Vec<Figures> = (0..3)
                .map(|r| measure(&working_copy(&fx.url, r), &fx, requests, r))
                .collect();
            let col = |f: &dyn Fn(&Figures) -> f64| three(&runs.iter().map(f).collect::<Vec<_>>());
            let rss = memory_after_visiting(&fx.url, n).rss;
            println!(
                "| {n} | {} ({}) | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {rss:.0} |",
                runs[0].page_bytes.0,
                runs[0].page_bytes.1,
                col(&|f| f.player.cpu),
                col(&|f| f.player.cpu / f.static_page.cpu),
                col(&|f| f.player_plain.cpu),
                col(&|f| f.player_plain.cpu / f.static_page_plain.cpu),
                col(&|f| f.player_304.cpu),
                col(&|f| f.player_first.cpu),
                col(&|f| f.player_first.cpu / f.static_page.cpu),
                col(&|f| f.player_first_plain.cpu),
                col(&|f| f.player_first_plain.cpu / f.static_page_plain.cpu),
                col(&|f| f.spectator.cpu),
                col(&|f| f.spectator.cpu / f.static_page.cpu),
                col(&|f| f.board.cpu),
                col(&|f| f.board.cpu / f.static_board.cpu),
                col(&|f| f.front.cpu),
                col(&|f| f.post.cpu),
                col(&|f| f.post.cpu / f.insert.cpu),
                col(&|f| f.first_posts.cpu),
                col(&|f| f.idle),
            );
            if *label == "postgres" {
                splits.push(format!(
                    "| {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                    col(&|f| f.player_plain.cpu),
                    col(&|f| f.player_plain.backends),
                    col(&|f| f.player_first.cpu),
                    col(&|f| f.player_first.backends),
                    col(&|f| f.front.cpu),
                    col(&|f| f.front.backends),
                    col(&|f| f.post.cpu),
                    col(&|f| f.post.backends),
                    col(&|f| f.insert.cpu),
                    col(&|f| f.insert.backends),
                ));
            }
            walls.push(format!(
                "| {n} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                col(&|f| f.player.wall),
                col(&|f| f.player.wall / f.static_page.wall),
                col(&|f| f.player_plain.wall),
                col(&|f| f.player_plain.wall / f.static_page_plain.wall),
                col(&|f| f.player_304.wall),
                col(&|f| f.player_first.wall),
                col(&|f| f.player_first.wall / f.static_page.wall),
                col(&|f| f.player_first_plain.wall),
                col(&|f| f.player_first_plain.wall / f.static_page_plain.wall),
                col(&|f| f.post.wall),
                col(&|f| f.insert.wall),
                col(&|f| f.post.wall / f.insert.wall),
            ));
        }
        println!("\n{label}: wall");
        println!("| games | player page | ÷ static | plain | ÷ static plain | 304 | first view | ÷ static | first view plain | ÷ static plain | last orders POST | INSERT+COMMIT | ÷ |");
        println!("|---|---|---|---|---|---|---|---|---|---|---|---|---|");
        for w in walls {
            println!("{w}");
        }
        if !splits.is_empty() {
            println!(
                "\n{label}: of the CPU, the database's backends' (µs; the rest is the server's)"
            );
            println!("| games | player page plain | of it, backends | first view | of it, backends | front page | of it, backends | last orders POST | of it, backends | INSERT+COMMIT | of it, the backend |");
            println!("|---|---|---|---|---|---|---|---|---|---|---|");
            for s in splits {
                println!("{s}");
            }
        }
    }
}
