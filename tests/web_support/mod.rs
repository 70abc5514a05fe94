//! Shared by the web tests: a real `rookery serve` on a free port over a fresh database
//! (SQLite file, or a new PostgreSQL database in the cluster named by `ROOKERY_TEST_PG_URL`),
//! a small HTTP/1.1 client with a cookie jar, and helpers that read the site's HTML forms.
#![allow(
    dead_code,
    reason = "`allow`, not `expect`: each test file uses a different part of this module"
)]

pub mod mail;
pub mod phone;
pub mod site;

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_rookery");

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A unique name for this process and call.
pub fn unique(tag: &str) -> String {
    format!(
        "{tag}_{}_{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    )
}

/// The databases to run a test on: SQLite always; PostgreSQL when `ROOKERY_TEST_PG_URL` is set
/// (`scripts/test` starts a throwaway cluster and sets it). In CI a missing URL is an error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres(String),
}

pub fn backends() -> Vec<Backend> {
    let mut v = vec![Backend::Sqlite];
    match std::env::var("ROOKERY_TEST_PG_URL") {
        Ok(url) if !url.trim().is_empty() => v.push(Backend::Postgres(url)),
        _ => {
            if std::env::var("CI").is_ok_and(|v| v == "true") {
                panic!("CI=true but ROOKERY_TEST_PG_URL is not set: the PostgreSQL tests must run in CI (use scripts/test)");
            }
            eprintln!("note: ROOKERY_TEST_PG_URL is not set, so the PostgreSQL half of this test is skipped (scripts/test sets it)");
        }
    }
    v
}

/// PostgreSQL, when this run has it (see [`backends`]: in CI it must).
pub fn postgres() -> Option<Backend> {
    backends()
        .into_iter()
        .find(|b| matches!(b, Backend::Postgres(_)))
}

/// The databases a benchmark runs on: SQLite, and PostgreSQL when its command line names a
/// `postgres://` URL (`cargo bench --bench NAME -- postgres://...`) or `ROOKERY_TEST_PG_URL` is
/// set. Unlike [`backends`], never a failure without PostgreSQL: a benchmark measures what it has.
pub fn bench_backends() -> Vec<Backend> {
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
    backends
}

/// A fresh, empty database for one test.
pub struct TestDb {
    pub url: String,
    pub dir: PathBuf,
    pub backend: Backend,
}

impl TestDb {
    pub fn new(backend: &Backend, tag: &str) -> TestDb {
        let name = unique(tag);
        let dir = std::env::temp_dir().join(format!("rookery-{name}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let url = match backend {
            Backend::Sqlite => dir.join("rookery.db").to_string_lossy().into_owned(),
            Backend::Postgres(base) => {
                use diesel::{Connection, PgConnection, RunQueryDsl};
                let mut c = PgConnection::establish(base).expect("connect to ROOKERY_TEST_PG_URL");
                // A tag may hold characters PostgreSQL does not take in a bare name.
                let safe: String = name
                    .to_lowercase()
                    .chars()
                    .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
                    .collect();
                let db = format!("rk_{safe}");
                // A name is unique among live processes only: one left in a long-lived cluster
                // by an earlier run whose process had this id goes first, as the SQLite
                // folder does above.
                diesel::sql_query(format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)"))
                    .execute(&mut c)
                    .expect("drop a test database left by an earlier run");
                diesel::sql_query(format!("CREATE DATABASE {db}"))
                    .execute(&mut c)
                    .expect("create a test database");
                let (prefix, _) = base.rsplit_once('/').expect("a URL with a database name");
                format!("{prefix}/{db}")
            }
        };
        TestDb {
            url,
            dir,
            backend: backend.clone(),
        }
    }

    pub fn label(&self) -> &'static str {
        match self.backend {
            Backend::Sqlite => "sqlite",
            Backend::Postgres(_) => "postgres",
        }
    }

    /// The service over this database on the time of a server's clock file.
    pub fn service_on_clock(&self, clock: &std::path::Path) -> rookery::service::Service {
        let target = rookery::db::Target::parse(&self.url).unwrap();
        rookery::service::Service::with_clock(
            rookery::db::Db::open(target, 8).expect("open the test database"),
            rookery::service::clock::Clock::File(clock.to_path_buf()),
        )
    }

    /// The service over this database, in this process (for setting up and checking).
    pub fn service(&self) -> rookery::service::Service {
        let target = rookery::db::Target::parse(&self.url).unwrap();
        rookery::service::Service::new(
            rookery::db::Db::open(target, 8).expect("open the test database"),
        )
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `n` started 3-player games in their Planning phase, each with a player of its own (named
/// `{tag}-{i}`, password `password-123`) whose orders can be sealed again and again, and the
/// same two other players, who never seal: each post of the first player's orders is one more
/// input (a reseal). For the tests and benches of concurrent moves; the service's limits on
/// games and registrations must allow `n`.
pub fn resealing_games(
    svc: &rookery::service::Service,
    tag: &str,
    n: usize,
) -> Vec<(String, rookery::service::GameId)> {
    use rookery::service::UserId;
    let houses = rookery::service::lobby::houses_for(3);
    let register = |name: &str| -> i32 {
        svc.register(name, "password-123", "UTC")
            .unwrap()
            .user
            .user_id
    };
    let others = [register(&format!("{tag}-b")), register(&format!("{tag}-c"))];
    (0..n)
        .map(|i| {
            let name = format!("{tag}-{i}");
            let user = register(&name);
            let spec = choice_spec(format!("Reseal {i}"), 3, houses[0]);
            let game = svc.create_game(UserId(user), &spec).unwrap();
            for (h, u) in houses[1..].iter().zip(others) {
                svc.join(game, UserId(u), Some(*h), None).unwrap();
            }
            svc.start(game, UserId(user)).unwrap();
            (name, game)
        })
        .collect()
}

/// A new game's spec as most tests make it: houses chosen (the creator's given), listed
/// publicly, started by its creator, every option, deadline and press rule at its default.
/// Tests that need another value set it with `GameSpec { field, ..choice_spec(..) }`.
pub fn choice_spec(
    name: impl Into<String>,
    players: u8,
    creator_house: rookery::engine::House,
) -> rookery::service::lobby::GameSpec {
    rookery::service::lobby::GameSpec {
        name: name.into(),
        players,
        seating: rookery::service::lobby::Seating::Choice,
        creator_house: Some(creator_house),
        options: Default::default(),
        deadlines: Default::default(),
        public: true,
        start_when_full: false,
        press: Default::default(),
    }
}

pub fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A clock file in `db`'s folder, stopped at the present (`ROOKERY_CLOCK_FILE`): servers that
/// read it render the same minute however long the test takes (a seated player's page is kept
/// only until its absence form's default minute turns). Returns its path as a string.
pub fn stopped_clock(db: &TestDb) -> String {
    let path = db.dir.join("clock");
    rookery::service::clock::write_clock_file(&path, chrono::Utc::now().naive_utc()).unwrap();
    path.to_str().unwrap().to_string()
}

/// A running `rookery serve`; killed when dropped.
pub struct Server {
    child: Option<Child>,
    pub addr: SocketAddr,
    pub log: PathBuf,
}

impl Server {
    pub fn start(db: &TestDb) -> Server {
        Server::start_with(db, &[])
    }

    pub fn start_with(db: &TestDb, env: &[(&str, &str)]) -> Server {
        let addr: SocketAddr = format!("127.0.0.1:{}", free_port()).parse().unwrap();
        let log = db.dir.join(format!("server-{}.log", addr.port()));
        let out = std::fs::File::create(&log).unwrap();
        let mut cmd = Command::new(BIN);
        cmd.current_dir(&db.dir)
            .arg("serve")
            .env("ROOKERY_BIND", addr.to_string())
            .env("DATABASE_URL", &db.url)
            .env("ROOKERY_WORKERS", "4")
            .stdin(Stdio::null())
            .stdout(out.try_clone().unwrap())
            .stderr(out);
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = cmd.spawn().expect("start rookery");
        let mut s = Server {
            child: Some(child),
            addr,
            log,
        };
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
                break;
            }
            if let Some(status) = s.child.as_mut().unwrap().try_wait().unwrap() {
                panic!("rookery exited with {status}:\n{}", s.output());
            }
            assert!(
                Instant::now() < deadline,
                "rookery did not listen within 60 s:\n{}",
                s.output()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        s
    }

    /// The server process's id (for benchmarks reading its CPU time).
    pub fn pid(&self) -> u32 {
        self.child.as_ref().map_or(0, |c| c.id())
    }

    pub fn output(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    pub fn client(&self) -> Client {
        Client::new(self.addr)
    }
}

/// Lines of a server's log a failing test prints (the end of it: what led to the failure).
const LOG_LINES_ON_FAILURE: usize = 120;

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
        // A test failed while this server ran: the end of its log goes with the failure (the
        // log's directory is deleted with the test's database), as CI shows nothing else.
        if std::thread::panicking() {
            let log = self.output();
            let lines: Vec<&str> = log.lines().collect();
            let tail = &lines[lines.len().saturating_sub(LOG_LINES_ON_FAILURE)..];
            eprintln!(
                "--- the last {} lines of the log of the server on {} ---\n{}",
                tail.len(),
                self.addr,
                tail.join("\n")
            );
        }
    }
}

#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    pub fn location(&self) -> Option<&str> {
        self.header("location")
    }
}

pub fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let end = raw
            .windows(2)
            .position(|w| w == b"\r\n")
            .expect("chunk size line");
        let size_text = std::str::from_utf8(&raw[..end]).unwrap();
        let size = usize::from_str_radix(size_text.split(';').next().unwrap().trim(), 16).unwrap();
        raw = &raw[end + 2..];
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&raw[..size]);
        raw = &raw[size + 2..];
    }
}

/// Percent-encodes a form value.
pub fn enc(s: &str) -> String {
    let mut out = String::new();
    for b in s.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

pub fn form_body(fields: &[(String, String)]) -> String {
    fields
        .iter()
        .map(|(k, v)| format!("{}={}", enc(k), enc(v)))
        .collect::<Vec<_>>()
        .join("&")
}

/// An HTTP/1.1 client with a cookie jar; one connection per request.
#[derive(Clone)]
pub struct Client {
    pub addr: SocketAddr,
    pub cookies: HashMap<String, String>,
    /// Sent as `X-Forwarded-For` (the server believes it only from a trusted proxy).
    pub forwarded_for: Option<String>,
}

impl Client {
    pub fn new(addr: SocketAddr) -> Client {
        Client {
            addr,
            cookies: HashMap::new(),
            forwarded_for: None,
        }
    }

    /// Sends raw bytes as a request with the jar's cookies; `extra` headers are added.
    pub fn raw(
        &mut self,
        method: &str,
        path: &str,
        extra: &[(&str, String)],
        body: &[u8],
    ) -> Response {
        let mut stream = TcpStream::connect_timeout(&self.addr, Duration::from_secs(5)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\nUser-Agent: rookery-test\r\nConnection: close\r\n", self.addr);
        if !self.cookies.is_empty() {
            let jar: Vec<String> = self
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect();
            head.push_str(&format!("Cookie: {}\r\n", jar.join("; ")));
        }
        if let Some(ip) = &self.forwarded_for {
            head.push_str(&format!("X-Forwarded-For: {ip}\r\n"));
        }
        for (k, v) in extra {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        if method == "POST" || !body.is_empty() {
            head.push_str(&format!("Content-Length: {}\r\n", body.len()));
        }
        head.push_str("\r\n");
        let mut req = head.into_bytes();
        req.extend_from_slice(body);
        // The server may answer (e.g. 413) before reading everything: ignore a broken pipe.
        let _ = stream.write_all(&req);
        let mut raw = Vec::new();
        let _ = stream.read_to_end(&mut raw);
        let split = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .unwrap_or_else(|| {
                panic!(
                    "{method} {path}: no response head in {:?}",
                    String::from_utf8_lossy(&raw)
                )
            });
        let head = String::from_utf8(raw[..split].to_vec()).unwrap();
        let mut lines = head.split("\r\n");
        let status: u16 = lines
            .next()
            .unwrap()
            .split(' ')
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(n, v)| (n.trim().to_string(), v.trim().to_string()))
            .collect();
        let mut resp = Response {
            status,
            headers,
            body: String::new(),
        };
        let body = &raw[split + 4..];
        let body = if resp
            .header("transfer-encoding")
            .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
        {
            dechunk(body)
        } else {
            body.to_vec()
        };
        resp.body = String::from_utf8(body).expect("a UTF-8 body");
        for (n, v) in &resp.headers {
            if n.eq_ignore_ascii_case("set-cookie") {
                let first = v.split(';').next().unwrap();
                let (k, val) = first.split_once('=').unwrap();
                let removal = val.is_empty() || v.to_ascii_lowercase().contains("max-age=0");
                if removal {
                    self.cookies.remove(k.trim());
                } else {
                    self.cookies
                        .insert(k.trim().to_string(), val.trim().to_string());
                }
            }
        }
        resp
    }

    pub fn get(&mut self, path: &str) -> Response {
        self.raw("GET", path, &[], b"")
    }

    pub fn post(&mut self, path: &str, fields: &[(String, String)]) -> Response {
        let body = form_body(fields);
        self.raw(
            "POST",
            path,
            &[("Content-Type", "application/x-www-form-urlencoded".into())],
            body.as_bytes(),
        )
    }

    /// Fetches `page`, takes the CSRF token of its forms, and posts `fields` with it to `path`.
    pub fn post_with_csrf(&mut self, page: &str, path: &str, fields: &[(&str, &str)]) -> Response {
        let p = self.get(page);
        let csrf =
            csrf_of(&p.body).unwrap_or_else(|| panic!("{page} has no CSRF token:\n{}", p.body));
        let mut f: Vec<(String, String)> = vec![("csrf".into(), csrf)];
        f.extend(fields.iter().map(|(k, v)| (k.to_string(), v.to_string())));
        self.post(path, &f)
    }

    /// Registers `name` with an address of its own (unique per call), which it returns.
    pub fn register(&mut self, name: &str, password: &str) -> String {
        let local: String = name
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .collect();
        let email = format!("{local}.{}@example.org", unique("m").replace('_', "."));
        self.register_with_email(name, &email, password);
        email
    }

    pub fn register_with_email(&mut self, name: &str, email: &str, password: &str) {
        let r = self.post_with_csrf(
            "/register",
            "/register",
            &[
                ("name", name),
                ("email", email),
                ("password", password),
                ("password2", password),
                ("time_zone", "Europe/Paris"),
            ],
        );
        assert_eq!(r.status, 303, "register {name}: {}", r.body);
    }

    pub fn login(&mut self, name: &str, password: &str) -> Response {
        self.post_with_csrf(
            "/login",
            "/login",
            &[("name", name), ("password", password)],
        )
    }
}

/// The first CSRF token in a page.
pub fn csrf_of(html: &str) -> Option<String> {
    let i = html.find(r#"name="csrf" value=""#)?;
    let rest = &html[i + r#"name="csrf" value=""#.len()..];
    Some(rest[..rest.find('"')?].to_string())
}

/// Undoes askama's HTML escaping.
pub fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        rest = &rest[i..];
        let Some(end) = rest.find(';') else { break };
        let ent = &rest[1..end];
        let c = match ent {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e if e.starts_with('#') => e[1..].parse::<u32>().ok().and_then(char::from_u32),
            _ => None,
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[end + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn attr(tag: &str, name: &str) -> Option<String> {
    let pat = format!(" {name}=\"");
    let i = tag.find(&pat)?;
    let rest = &tag[i + pat.len()..];
    Some(unescape(&rest[..rest.find('"')?]))
}

fn has_flag(tag: &str, flag: &str) -> bool {
    tag.trim_end_matches('>')
        .split_whitespace()
        .any(|w| w == flag)
}

/// One form of a page, with the values a browser would send by default.
#[derive(Debug, Clone)]
pub struct HtmlForm {
    pub action: String,
    pub kind: String,
    pub title: String,
    /// Every field, in order, with its default value (checkboxes only when ticked).
    pub fields: Vec<(String, String)>,
    /// The values offered by each select and radio group.
    pub options: HashMap<String, Vec<String>>,
    /// Checkbox (name, value) pairs offered.
    pub checkboxes: Vec<(String, String)>,
}

impl HtmlForm {
    /// Fills every `order.<area>` select with orders that start no march and no raid (defense,
    /// consolidate, support), so the Action phase asks nobody anything.
    pub fn quiet_orders(&mut self) {
        // Every copy of the tokens that start nothing in the Action phase; a Westeros card may
        // ban some of them, and special ones need a star: take what the form offers.
        let mut pool = vec![
            "defense+1",
            "defense+1",
            "consolidate",
            "consolidate",
            "support",
            "support",
            "defense+2",
            "support+1",
            "special_consolidate",
        ];
        let areas: Vec<String> = self
            .fields
            .iter()
            .filter(|(k, _)| k.starts_with("order."))
            .map(|(k, _)| k.clone())
            .collect();
        for a in areas {
            let i = pool
                .iter()
                .position(|t| self.options[&a].iter().any(|o| o == t))
                .unwrap_or_else(|| panic!("no quiet order is offered for {a}"));
            let token = pool.remove(i);
            self.set(&a, token);
        }
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.fields
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn set(&mut self, name: &str, value: &str) {
        match self.fields.iter_mut().find(|(k, _)| k == name) {
            Some(f) => f.1 = value.to_string(),
            None => self.fields.push((name.into(), value.into())),
        }
    }

    pub fn remove(&mut self, name: &str) {
        self.fields.retain(|(k, _)| k != name);
    }
}

/// Every `<form method="post">` of a page.
pub fn forms(html: &str) -> Vec<HtmlForm> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(i) = rest.find("<form ") {
        let after = &rest[i..];
        let end = after.find("</form>").expect("a closed form");
        let block = &after[..end];
        rest = &after[end..];
        let open_end = block.find('>').unwrap();
        let open = &block[..=open_end];
        let mut f = HtmlForm {
            action: attr(open, "action").unwrap_or_default(),
            kind: String::new(),
            title: block
                .find("<h3>")
                .map(|h| unescape(&block[h + 4..h + block[h..].find("</h3>").unwrap()]))
                .unwrap_or_default(),
            fields: vec![],
            options: HashMap::new(),
            checkboxes: vec![],
        };
        let mut p = &block[open_end + 1..];
        while let Some(t) = p.find('<') {
            p = &p[t..];
            let tag_end = p.find('>').unwrap();
            let tag = &p[..=tag_end];
            if tag.starts_with("<input") {
                let name = attr(tag, "name").unwrap_or_default();
                let value = attr(tag, "value").unwrap_or_default();
                match attr(tag, "type").as_deref() {
                    Some("checkbox") => {
                        f.checkboxes.push((name.clone(), value.clone()));
                        if has_flag(tag, "checked") {
                            f.fields.push((name, value));
                        }
                    }
                    Some("radio") => {
                        f.options
                            .entry(name.clone())
                            .or_default()
                            .push(value.clone());
                        if has_flag(tag, "checked") {
                            f.fields.push((name, value));
                        }
                    }
                    _ => {
                        if name == "form" {
                            f.kind = value.clone();
                        }
                        if !name.is_empty() {
                            f.fields.push((name, value));
                        }
                    }
                }
            } else if tag.starts_with("<select") {
                let name = attr(tag, "name").unwrap_or_default();
                let close = p.find("</select>").unwrap();
                let body = &p[..close];
                let mut chosen = None;
                let mut first = None;
                let mut q = body;
                while let Some(o) = q.find("<option") {
                    q = &q[o..];
                    let oe = q.find('>').unwrap();
                    let otag = &q[..=oe];
                    let v = attr(otag, "value").unwrap_or_default();
                    f.options.entry(name.clone()).or_default().push(v.clone());
                    if first.is_none() {
                        first = Some(v.clone());
                    }
                    if has_flag(otag, "selected") {
                        chosen = Some(v);
                    }
                    q = &q[oe..];
                }
                f.fields.push((name, chosen.or(first).unwrap_or_default()));
                p = &p[close..];
                continue;
            }
            p = &p[tag_end..];
        }
        out.push(f);
    }
    out
}

/// The forms of the game page that submit a decision.
pub fn decision_forms(html: &str) -> Vec<HtmlForm> {
    forms(html)
        .into_iter()
        .filter(|f| f.action.ends_with("/act"))
        .collect()
}

/// `name` logged in on `server` with `password`, and the orders form of game `id` as their page
/// shows it, its orders all quiet (nothing marches or raids).
pub fn logged_in_with_quiet_orders(
    server: &Server,
    id: i32,
    name: &str,
    password: &str,
) -> (Client, HtmlForm) {
    let mut c = server.client();
    assert_eq!(c.login(name, password).status, 303, "{name} logs in");
    let page = c.get(&format!("/games/{id}"));
    assert_eq!(page.status, 200, "{name}'s page of game {id}");
    let mut form = decision_forms(&page.body)
        .into_iter()
        .find(|f| f.kind == "place_orders")
        .unwrap_or_else(|| panic!("{name} has no orders form in game {id}"));
    form.quiet_orders();
    (c, form)
}

/// `name` (a demo player) logged in on `server`, with the orders form of game `id` as their page
/// shows it (the first decision form, which must be the orders form), its orders all quiet
/// (nothing marches or raids): `house` names the seat in a failure's message.
pub fn quiet_orders_of(server: &Server, id: i32, name: &str, house: &str) -> (Client, HtmlForm) {
    let mut c = server.client();
    assert_eq!(
        c.login(name, rookery::service::demo::DEMO_PASSWORD).status,
        303
    );
    let page = c.get(&format!("/games/{id}"));
    let mut form = decision_forms(&page.body).remove(0);
    assert_eq!(form.kind, "place_orders", "{house}");
    form.quiet_orders();
    (c, form)
}

/// The value of `series` (a metric's name with its labels, as `/metrics` writes it) on
/// `server`'s `/metrics`, read with the bearer `token`; 0 when nothing was counted in it yet.
pub fn scraped_metric(server: &Server, token: &str, series: &str) -> f64 {
    let r = server.client().raw(
        "GET",
        "/metrics",
        &[("Authorization", format!("Bearer {token}"))],
        b"",
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let line = format!("{series} ");
    r.body
        .lines()
        .find_map(|l| l.strip_prefix(&line))
        .map_or(0.0, |v| v.parse().unwrap())
}

/// The game id in a `/games/N` location.
pub fn game_id_of(location: &str) -> i32 {
    location
        .trim_start_matches("/games/")
        .split(['/', '#', '?'])
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

/// The text between `<strong id="phase">` and `</strong>`.
pub fn phase_of(html: &str) -> String {
    let i = html
        .find(r#"<strong id="phase">"#)
        .expect("a phase on the page");
    let rest = &html[i + r#"<strong id="phase">"#.len()..];
    unescape(&rest[..rest.find("</strong>").unwrap()])
}

/// The log section of a game page, as plain text.
pub fn log_of(html: &str) -> String {
    match html.find(r#"<section id="log">"#) {
        Some(i) => unescape(&html[i..]),
        None => String::new(),
    }
}

/// A page without its per-response CSRF tokens (each response masks the session's token
/// afresh), so that two views of one page compare equal.
pub fn without_csrf(page: &str) -> String {
    let field = "name=\"csrf\" value=\"";
    let mut out = String::new();
    let mut rest = page;
    while let Some(i) = rest.find(field) {
        out.push_str(&rest[..i + field.len()]);
        rest = &rest[i + field.len()..];
        rest = &rest[rest.find('"').unwrap_or(0)..];
    }
    out.push_str(rest);
    out
}

/// Legal orders for `house` in game `game`: Consolidate Power, Defense, Support and Raid on its
/// areas in turn (a house starts with at most four areas to order).
pub fn orders(
    svc: &rookery::service::Service,
    game: i32,
    house: rookery::engine::House,
) -> rookery::engine::Input {
    use rookery::engine::legal::Legal;
    use rookery::engine::OrderToken;
    let g = svc.load_game(rookery::service::GameId(game)).unwrap();
    let legal = g.replayed.as_ref().unwrap().game.legal(house).unwrap();
    let Legal::PlaceOrders { areas, .. } = legal else {
        panic!("{house} is not asked for orders")
    };
    let pool = [
        OrderToken::Consolidate,
        OrderToken::Defense1,
        OrderToken::Support0,
        OrderToken::Raid,
    ];
    let orders: std::collections::BTreeMap<_, _> = areas
        .iter()
        .zip(pool.iter())
        .map(|(a, t)| (*a, *t))
        .collect();
    rookery::engine::Input::PlaceOrders { orders }
}
