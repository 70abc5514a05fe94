//! The real `rookery` binary as a web service: start it on a free port, talk HTTP/1.1 to it over
//! a plain TCP socket, and check its command-line errors.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_rookery");

/// A fresh, empty working directory for one test.
fn temp_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rookery-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A running `rookery serve`; killed when dropped, so a failing test leaves no server behind.
/// It listens on a port the system chose (`ROOKERY_BIND=127.0.0.1:0`), read from its
/// "listening on" line: a port picked beforehand could be taken by a parallel test's server in
/// between, and our requests would go to that one. Its output is read as it comes, so that its
/// log lines never fill a pipe and stop it.
struct Server {
    child: Option<Child>,
    addr: SocketAddr,
    /// The threads reading its standard output and error.
    output: Option<(Reader, Reader)>,
}

/// A thread reading one of the server's outputs, returning all of it at the end.
type Reader = std::thread::JoinHandle<Vec<u8>>;

/// Reads `from` to its end on a thread, sending each line to `lines`.
fn drain(mut from: impl Read + Send + 'static, lines: std::sync::mpsc::Sender<String>) -> Reader {
    std::thread::spawn(move || {
        let mut all = Vec::new();
        let mut buf = [0u8; 4096];
        let mut line = Vec::new();
        while let Ok(n) = from.read(&mut buf) {
            if n == 0 {
                break;
            }
            all.extend_from_slice(&buf[..n]);
            for b in &buf[..n] {
                if *b == b'\n' {
                    let _ = lines.send(String::from_utf8_lossy(&line).into_owned());
                    line.clear();
                } else {
                    line.push(*b);
                }
            }
        }
        all
    })
}

impl Server {
    fn start(dir: &PathBuf) -> Server {
        let mut child = Command::new(BIN)
            .current_dir(dir)
            .env("ROOKERY_BIND", "127.0.0.1:0")
            .env_remove("DATABASE_URL")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start rookery");
        let (tx, rx) = std::sync::mpsc::channel();
        let stdout = drain(child.stdout.take().unwrap(), tx.clone());
        let stderr = drain(child.stderr.take().unwrap(), tx);
        let deadline = Instant::now() + Duration::from_secs(30);
        let addr = loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match rx.recv_timeout(left) {
                Ok(line) => {
                    if let Some(a) = line.strip_prefix("rookery: listening on http://") {
                        break a.trim().parse::<SocketAddr>().unwrap();
                    }
                }
                Err(_) => {
                    let _ = child.kill();
                    let out = child.wait().unwrap();
                    panic!(
                        "rookery did not say where it listens within 30 s (exit: {out:?}):\n{}\n{}",
                        String::from_utf8_lossy(&stdout.join().unwrap()),
                        String::from_utf8_lossy(&stderr.join().unwrap())
                    );
                }
            }
        };
        Server {
            child: Some(child),
            addr,
            output: Some((stdout, stderr)),
        }
    }

    /// Kill the server and return what it printed.
    fn stop(&mut self) -> Output {
        let mut child = self.child.take().expect("server already stopped");
        let _ = child.kill();
        let status = child.wait().unwrap();
        let (stdout, stderr) = self.output.take().expect("output already read");
        Output {
            status,
            stdout: stdout.join().unwrap(),
            stderr: stderr.join().unwrap(),
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

struct Response {
    status: u16,
    headers: Vec<(String, String)>,
    body: String,
}

impl Response {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

/// Decode a `Transfer-Encoding: chunked` body.
fn dechunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = raw
            .windows(2)
            .position(|w| w == b"\r\n")
            .expect("chunk size line");
        let size_text = std::str::from_utf8(&raw[..line_end]).unwrap();
        let size_text = size_text.split(';').next().unwrap().trim();
        let size = usize::from_str_radix(size_text, 16).expect("chunk size");
        raw = &raw[line_end + 2..];
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&raw[..size]);
        raw = &raw[size + 2..];
    }
}

/// The status line and headers of a request sent with `headers` (the body is left unread: it
/// may be compressed).
fn head_of(addr: SocketAddr, path: &str, headers: &str) -> (u16, Vec<(String, String)>) {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\n{headers}Connection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .unwrap()
        .split(' ')
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .map(|l| {
            let (n, v) = l.split_once(':').unwrap();
            (n.trim().to_ascii_lowercase(), v.trim().to_string())
        })
        .collect();
    (status, headers)
}

/// One HTTP/1.1 request on its own connection.
fn request(addr: SocketAddr, method: &str, path: &str) -> Response {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(5)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: rookery-test\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no end of headers in {:?}", String::from_utf8_lossy(&raw)));
    let head = String::from_utf8(raw[..split].to_vec()).unwrap();
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap();
    let mut parts = status_line.splitn(3, ' ');
    assert_eq!(
        parts.next(),
        Some("HTTP/1.1"),
        "status line {status_line:?}"
    );
    let status = parts.next().unwrap().parse().unwrap();
    let headers: Vec<(String, String)> = lines
        .map(|l| {
            let (n, v) = l.split_once(':').expect("header line");
            (n.trim().to_string(), v.trim().to_string())
        })
        .collect();
    let mut response = Response {
        status,
        headers,
        body: String::new(),
    };
    let body = &raw[split + 4..];
    let body = if response
        .header("transfer-encoding")
        .is_some_and(|v| v.eq_ignore_ascii_case("chunked"))
    {
        dechunk(body)
    } else {
        body.to_vec()
    };
    // A HEAD response announces the length of the body it leaves out.
    if let Some(len) = response
        .header("content-length")
        .filter(|_| method != "HEAD")
    {
        assert_eq!(
            len.parse::<usize>().unwrap(),
            body.len(),
            "{path}: body length"
        );
    }
    response.body = String::from_utf8(body).expect("UTF-8 body");
    response
}

fn get(addr: SocketAddr, path: &str) -> Response {
    request(addr, "GET", path)
}

#[test]
fn serves_pages_health_static_files_and_404() {
    let dir = temp_dir("serve");
    let mut server = Server::start(&dir);
    let addr = server.addr;

    let index = get(addr, "/");
    assert_eq!(index.status, 200);
    assert!(index
        .header("content-type")
        .unwrap()
        .starts_with("text/html"));
    for needle in [
        "<!doctype html>",
        "A Game of Thrones",
        "/static/style.css",
        "/register",
        "/login",
        "Open games",
        "Games to watch",
    ] {
        assert!(
            index.body.contains(needle),
            "/ lacks {needle:?}:\n{}",
            index.body
        );
    }

    let health = get(addr, "/healthz");
    assert_eq!(health.status, 200);
    assert_eq!(health.body, "ok");

    let css = get(addr, "/static/style.css");
    assert_eq!(css.status, 200);
    assert!(css.header("content-type").unwrap().starts_with("text/css"));
    assert!(css.body.contains("max-width"), "style.css:\n{}", css.body);

    let head = request(addr, "HEAD", "/healthz");
    assert_eq!(head.status, 200);
    assert_eq!(head.body, "");

    for missing in [
        "/no/such/page",
        "/static/missing.css",
        "/static/../Cargo.toml",
    ] {
        let r = get(addr, missing);
        assert_eq!(r.status, 404, "{missing}");
        assert!(r.header("content-type").unwrap().starts_with("text/html"));
        assert!(r.body.contains("Page not found"), "{missing}:\n{}", r.body);
    }
    // The path is shown on the 404 page, HTML-escaped.
    let r = get(addr, "/a&b");
    assert_eq!(r.status, 404);
    assert!(
        r.body.contains("/a&#38;b") && !r.body.contains("/a&b"),
        "the path must be escaped:\n{}",
        r.body
    );

    let out = server.stop();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!("listening on http://{addr}")),
        "stdout:\n{stdout}"
    );
    assert!(stdout.contains("DATABASE_URL"), "stdout:\n{stdout}");
    // The default database is a SQLite file in the working directory, created on first start.
    assert!(
        dir.join("rookery.db").exists(),
        "serve did not create ./rookery.db"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Run the binary to completion, failing (instead of hanging) if it keeps running.
fn run_to_exit(cmd: &mut Command) -> Output {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            panic!(
                "rookery kept running:\n{}\n{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// An idle kept-alive connection is served again while the keep-alive lasts, and then closed by
/// the server (docs/settings.md "Deployment": proxies keeping connections must close theirs
/// sooner). The web-play driver's idea of that keep-alive is the server's.
#[test]
fn an_idle_connection_is_served_and_then_closed_by_the_server() {
    assert_eq!(
        rookery::webplay::http::SERVER_KEEP_ALIVE,
        rookery::http::KEEP_ALIVE,
        "the web-play driver drops idle connections by the server's keep-alive"
    );
    let dir = temp_dir("keep-alive");
    let server = Server::start(&dir);
    let mut stream = TcpStream::connect_timeout(&server.addr, Duration::from_secs(5)).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let ask = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";
    let answered = |stream: &mut TcpStream| {
        let mut got = Vec::new();
        let mut buf = [0u8; 1024];
        while !got.ends_with(b"ok") {
            let n = stream.read(&mut buf).unwrap();
            assert!(
                n > 0,
                "closed before answering: {:?}",
                String::from_utf8_lossy(&got)
            );
            got.extend_from_slice(&buf[..n]);
        }
        String::from_utf8_lossy(&got).into_owned()
    };
    stream.write_all(ask).unwrap();
    assert!(answered(&mut stream).starts_with("HTTP/1.1 200"));
    // Idle for a while, well inside the keep-alive: the same connection is served again.
    std::thread::sleep(rookery::http::KEEP_ALIVE / 2);
    stream.write_all(ask).unwrap();
    assert!(answered(&mut stream).starts_with("HTTP/1.1 200"));
    // Then idle until the server closes it: end of stream, not the 30 s read timeout.
    let idle = Instant::now();
    let mut buf = [0u8; 64];
    let n = stream
        .read(&mut buf)
        .expect("the server closes the idle connection");
    assert_eq!(n, 0, "nothing is sent on an idle connection");
    assert!(
        idle.elapsed() >= rookery::http::KEEP_ALIVE / 2,
        "closed after {:?} idle",
        idle.elapsed()
    );
}

#[test]
fn bad_bind_address_exits_non_zero_naming_the_variable() {
    let dir = temp_dir("badbind");
    for bad in ["not-an-address", "127.0.0.1", "127.0.0.1:99999"] {
        let out = run_to_exit(
            Command::new(BIN)
                .current_dir(&dir)
                .arg("serve")
                .env("ROOKERY_BIND", bad),
        );
        assert!(!out.status.success(), "ROOKERY_BIND={bad} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("ROOKERY_BIND"), "stderr: {stderr}");
        assert!(stderr.contains(bad), "stderr: {stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn selfplay_player_count_is_validated() {
    for bad in ["2", "7"] {
        let out = run_to_exit(Command::new(BIN).args(["selfplay", "--players", bad]));
        assert!(!out.status.success(), "--players {bad} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains("--players"), "stderr: {stderr}");
    }
    // The 1st edition has 3 to 5 players: 6 is refused before any game is played (no file
    // written, the edition's own range in the message), and its default table is 5.
    let dir = temp_dir("selfplay-agot1");
    for args in [
        &["selfplay", "--first-edition", "--players", "6"][..],
        &[
            "webplay",
            "--first-edition",
            "--players",
            "6",
            "http://127.0.0.1:9",
        ][..],
    ] {
        let out = run_to_exit(
            Command::new(BIN)
                .current_dir(&dir)
                .env("TMPDIR", &dir)
                .args(args),
        );
        assert_eq!(out.status.code(), Some(2), "{args:?} was accepted");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("--players 6") && stderr.contains("3 to 5"),
            "{args:?}: {stderr}"
        );
        assert!(
            std::fs::read_dir(&dir).unwrap().next().is_none(),
            "{args:?} wrote a file"
        );
    }
    let out = run_to_exit(
        Command::new(BIN)
            .current_dir(&dir)
            .env("TMPDIR", &dir)
            .args(["selfplay", "--first-edition", "--games", "1"]),
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(
        stdout.contains('5'),
        "the default 1st-edition table: {stdout}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A command's output piped into a reader that stops early (`rookery selfplay | head -1`): the
/// command ends as other command-line tools do, killed by SIGPIPE, not by a panic at its next
/// `println!`.
#[test]
fn a_command_piped_into_a_reader_that_stops_early_ends_quietly() {
    use std::os::unix::process::ExitStatusExt;
    use std::process::Stdio;
    let mut child = Command::new(BIN)
        .args(["selfplay", "--players", "3", "--games", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // The reader is gone before the command prints anything (it prints after its game).
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(
        out.status.signal(),
        Some(libc::SIGPIPE),
        "{:?}: {stderr}",
        out.status
    );
}

#[test]
fn help_lists_the_commands() {
    let out = run_to_exit(Command::new(BIN).arg("--help"));
    assert!(out.status.success());
    let stdout = String::from_utf8_lossy(&out.stdout);
    for cmd in ["serve", "scenario", "selfplay"] {
        assert!(stdout.contains(cmd), "--help lacks {cmd}:\n{stdout}");
    }
}

/// The binary needs no system libpq: PostgreSQL's client library is built from source and linked
/// in (pq-sys `bundled_without_openssl`), so `cargo run --release` works on a machine with
/// nothing but the Rust toolchain.
#[test]
fn the_binary_links_no_system_libpq() {
    let out = match std::process::Command::new("ldd").arg(BIN).output() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("skipped: ldd is not available ({e})");
            return;
        }
    };
    let libs = String::from_utf8_lossy(&out.stdout);
    assert!(libs.contains("libc.so"), "ldd lists the C library: {libs}");
    assert!(
        !libs.contains("libpq"),
        "the binary links the system libpq: {libs}"
    );
}

/// Static files have content-versioned URLs, cached for a year as immutable, with an ETag
/// that answers revalidation with a 304; pages are compressed with gzip when the browser
/// accepts it, and sent plain to one that accepts only brotli (not built in: issue 31).
#[test]
fn static_files_are_versioned_and_pages_compressed() {
    let dir = temp_dir("assets");
    let mut server = Server::start(&dir);
    let addr = server.addr;
    let index = get(addr, "/");
    let start = index
        .body
        .find("/static/style.css?v=")
        .expect("a versioned stylesheet");
    let url: String = index.body[start..]
        .chars()
        .take_while(|c| *c != '"')
        .collect();
    let css = get(addr, &url);
    assert_eq!(css.status, 200);
    assert_eq!(
        css.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let etag = css.header("etag").expect("an ETag").to_string();
    assert!(url.ends_with(etag.trim_matches('"')), "{url} {etag}");
    let (status, _) = head_of(addr, &url, &format!("If-None-Match: {etag}\r\n"));
    assert_eq!(status, 304, "revalidation with the ETag");
    // A proxy that compressed the file may have given the browser the tag as weak: the same
    // file all the same (RFC 9110's weak comparison), among others.
    let (status, _) = head_of(
        addr,
        &url,
        &format!("If-None-Match: \"0000\", W/{etag}\r\n"),
    );
    assert_eq!(status, 304, "revalidation with the weak ETag");
    let (status, _) = head_of(addr, &url, "If-None-Match: \"0000\"\r\n");
    assert_eq!(status, 200, "another version's ETag");
    // An old or missing version is served, but not kept for long.
    assert_eq!(
        get(addr, "/static/style.css?v=0000").header("cache-control"),
        Some("public, max-age=3600")
    );
    for (accept, expect) in [
        ("gzip", Some("gzip")),
        ("gzip, deflate, br", Some("gzip")),
        ("br", None),
    ] {
        let (status, headers) = head_of(addr, "/", &format!("Accept-Encoding: {accept}\r\n"));
        assert_eq!(status, 200);
        let enc = headers
            .iter()
            .find(|(k, _)| k == "content-encoding")
            .map(|(_, v)| v.as_str());
        assert_eq!(enc, expect, "Accept-Encoding: {accept}");
    }
    server.stop();
    let _ = std::fs::remove_dir_all(&dir);
}
