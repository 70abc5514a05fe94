//! Concurrent writes (issue 30, item 3): CLIENTS clients (default 64), each on its own keep-alive
//! connection and logged in as its own player, POST orders over HTTP to a game of their own, as
//! fast as the server answers (or, with RATE, RATE moves per second in all, each client on a
//! fixed schedule, the latency counted from each move's scheduled time), for SECONDS (default
//! 10) after one second of warm-up; a real `rookery serve` (the bench profile's build, which is
//! the production profile's) on SQLite with durable commits (`synchronous = FULL`, the
//! default), the database on the disk (not a tmpfs).
//!
//! Prints the accepted moves per second (answers 303, each an input in the game's log: the
//! bench checks the log grew by as many), the latency's median, p90, p99 and max, the server's
//! CPU per accepted move and the clients' own (this process's), and the share of the moves the
//! server answered within 10, 25, 50, 100 and 250 ms by its own clock (its `/metrics`
//! histogram: without the time in the sockets and in the clients' threads).
//!
//! ```sh
//! cargo bench --bench load                                   # SQLite
//! CLIENTS=16 SECONDS=5 cargo bench --bench load
//! RATE=1000 cargo bench --bench load                         # 1,000 moves/s offered, in all
//! cargo bench --bench load -- postgres://postgres@127.0.0.1:5432/postgres   # and PostgreSQL
//! ```
//!
//! Each move is a player (re)sealing orders in the Planning phase while the two other houses of
//! its 3-player game have not sealed theirs: a write like any move (the game locked, the input
//! replayed on the cached game, appended, committed), though one that wakes no other house and
//! writes no mail. `ROOKERY_MAX_SEALS_PER_STEP` is raised for it (10,000; a player may reseal 30
//! times per step by default).

#[path = "../tests/web_support/mod.rs"]
mod web_support;

use diesel::prelude::*;
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};
use web_support::{bench_backends, decision_forms, resealing_games, Backend, Server, TestDb};

fn env_number(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let clients = env_number("CLIENTS", 64).max(1);
    let seconds = env_number("SECONDS", 10).max(1);
    let rate = env_number("RATE", 0);
    let backends = bench_backends();
    let pace = if rate == 0 {
        "each as fast as the server answers".to_string()
    } else {
        format!("{rate} moves/s in all, each client on a fixed schedule")
    };
    println!(
        "{clients} clients posting orders to {clients} games over HTTP, {pace}, {seconds} s (after 1 s of warm-up); load average at the start: {}",
        load_average()
    );
    for b in &backends {
        run(b, clients, seconds, rate);
    }
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|l| l.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

/// The CPU time of every thread of process `pid` so far.
fn cpu(pid: u32) -> Duration {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return Duration::ZERO;
    };
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    let rest = &stat[stat.rfind(')').map_or(0, |i| i + 1)..];
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = f[11].parse::<u64>().unwrap_or(0) + f[12].parse::<u64>().unwrap_or(0);
    Duration::from_millis(ticks * 10)
}

/// A client's path to post to, its session's cookie and its form's fields.
type ClientSetup = (String, String, Vec<(String, String)>);

fn run(backend: &Backend, clients: usize, seconds: usize, rate: usize) {
    // SQLite under the temporary directory, on the disk here (ext4, not a tmpfs).
    let db = TestDb::new(backend, "bench_load");
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_MAX_SEALS_PER_STEP", "10000"),
            ("ROOKERY_MOVE_MAIL_QUIET_SECONDS", "0"),
            ("ROOKERY_METRICS_TOKEN", METRICS_TOKEN),
            ("RUST_LOG", "warn"),
        ],
    );
    let mut svc = db.service();
    svc.limits.games_per_day = 100_000;
    svc.limits.open_lobbies = 100_000;
    svc.limits.registrations_per_hour = 100_000;
    // Two players sit at every game and never seal: each game stays in its Planning phase.
    let games = resealing_games(&svc, "load", clients);
    let log_len = |svc: &rookery::service::Service| -> i64 {
        use rookery::db::schema::inputs;
        inputs::table
            .count()
            .get_result(&mut svc.db.conn().unwrap())
            .unwrap()
    };
    let inputs_before = log_len(&svc);
    // Each client: its session's cookie and its orders form (the CSRF token is the session's).
    let forms: Vec<ClientSetup> = games
        .iter()
        .map(|(name, game)| {
            let mut c = server.client();
            assert_eq!(c.login(name, "password-123").status, 303);
            let page = c.get(&format!("/games/{game}"));
            let mut form = decision_forms(&page.body)
                .into_iter()
                .find(|f| f.kind == "place_orders")
                .unwrap_or_else(|| panic!("game {game}: no orders form"));
            form.quiet_orders();
            let cookie = c
                .cookies
                .iter()
                .map(|(k, v)| format!("{k}={v}"))
                .collect::<Vec<_>>()
                .join("; ");
            (format!("/games/{game}/act"), cookie, form.fields)
        })
        .collect();
    let base = format!("http://{}", server.addr);
    let start = Arc::new(Barrier::new(clients + 1));
    let warm = Duration::from_secs(1);
    let span = Duration::from_secs(seconds as u64);
    // With RATE, client i sends its k-th move at `began + (k + i / clients) * interval` (or at
    // once when it is behind), and a move's latency counts from that time, not from when it was
    // sent: a server that falls behind is charged for the moves that waited (no coordinated
    // omission).
    let interval = (rate > 0).then(|| Duration::from_secs_f64(clients as f64 / rate as f64));
    let threads: Vec<_> = forms
        .into_iter()
        .enumerate()
        .map(|(i, (path, cookie, fields))| {
            let start = start.clone();
            let url = format!("{base}{path}");
            std::thread::spawn(move || {
                let agent: ureq::Agent = ureq::Agent::config_builder()
                    .max_redirects(0)
                    .http_status_as_error(false)
                    .build()
                    .into();
                let body = rookery::webplay::http::form_body(&fields);
                start.wait();
                let began = Instant::now();
                // (latency, accepted, counted: after the warm-up)
                let mut out: Vec<(Duration, bool, bool)> = Vec::new();
                let mut k = 0u32;
                while began.elapsed() < warm + span {
                    let t = match interval {
                        Some(every) => {
                            let due = began + every.mul_f64(k as f64 + i as f64 / clients as f64);
                            k += 1;
                            if let Some(wait) = due.checked_duration_since(Instant::now()) {
                                std::thread::sleep(wait);
                            }
                            due
                        }
                        None => Instant::now(),
                    };
                    let counted = t.duration_since(began) >= warm;
                    let r = agent
                        .post(&url)
                        .header("cookie", &cookie)
                        .header("content-type", "application/x-www-form-urlencoded")
                        .send(body.as_str());
                    let accepted = match r {
                        Ok(mut r) => {
                            let _ = r.body_mut().read_to_vec();
                            r.status().as_u16() == 303
                        }
                        Err(_) => false,
                    };
                    out.push((t.elapsed(), accepted, counted));
                }
                out
            })
        })
        .collect();
    start.wait();
    let t0 = Instant::now();
    std::thread::sleep(warm);
    let cpu0 = cpu(server.pid());
    let own0 = cpu(std::process::id());
    let answered0 = server_answered(&server);
    let results: Vec<(Duration, bool, bool)> = threads
        .into_iter()
        .flat_map(|t| t.join().unwrap())
        .collect();
    let cpu_used = cpu(server.pid()).saturating_sub(cpu0);
    let own_used = cpu(std::process::id()).saturating_sub(own0);
    let answered1 = server_answered(&server);
    let measured = t0.elapsed().saturating_sub(warm);
    let all_accepted = results.iter().filter(|r| r.1).count() as i64;
    let mut lat: Vec<Duration> = results.iter().filter(|r| r.2).map(|r| r.0).collect();
    let accepted = results.iter().filter(|r| r.1 && r.2).count();
    let refused = lat.len() - accepted;
    lat.sort();
    let pick = |q: f64| lat[((lat.len() - 1) as f64 * q).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let grew = log_len(&svc) - inputs_before;
    assert_eq!(
        grew, all_accepted,
        "every accepted move is an input in the log"
    );
    println!(
        "{:<8} {clients} clients: {:.0} accepted moves/s ({accepted} in {:.1} s, {refused} not accepted); latency median {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms; server CPU {:.0} µs per move (the clients' {:.0} µs); load average after: {}",
        db.label(),
        accepted as f64 / measured.as_secs_f64(),
        measured.as_secs_f64(),
        ms(pick(0.5)),
        ms(pick(0.9)),
        ms(pick(0.99)),
        ms(pick(1.0)),
        cpu_used.as_secs_f64() * 1e6 / accepted.max(1) as f64,
        own_used.as_secs_f64() * 1e6 / accepted.max(1) as f64,
        load_average(),
    );
    // The server's own view (from its arrival in actix to its answer, without the time in
    // the sockets and the clients' threads): the share of the moves after the warm-up that it
    // answered within each bound of its histogram.
    let total = answered1.last().map_or(0.0, |b| b.1) - answered0.last().map_or(0.0, |b| b.1);
    let shares: Vec<String> = answered1
        .iter()
        .zip(&answered0)
        .filter(|(b, _)| [0.01, 0.025, 0.05, 0.1, 0.25].contains(&b.0))
        .map(|(b1, b0)| {
            format!(
                "{:.1} % within {:.0} ms",
                100.0 * (b1.1 - b0.1) / total.max(1.0),
                b1.0 * 1000.0
            )
        })
        .collect();
    println!(
        "{:<8} answered in the server: {}",
        db.label(),
        shares.join(", ")
    );
    drop(server);
}

const METRICS_TOKEN: &str = "bench-load-metrics";

/// The server's histogram of the time it took to answer `/games/{id}/act`: (bound in seconds,
/// requests answered within it), the last bound being +Inf.
fn server_answered(server: &Server) -> Vec<(f64, f64)> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let Ok(mut r) = agent
        .get(&format!("http://{}/metrics", server.addr))
        .header("authorization", &format!("Bearer {METRICS_TOKEN}"))
        .call()
    else {
        return Vec::new();
    };
    let text = r.body_mut().read_to_string().unwrap_or_default();
    text.lines()
        .filter_map(|l| {
            let rest = l.strip_prefix(
                "rookery_http_request_duration_seconds_bucket{route=\"/games/{id}/act\",le=\"",
            )?;
            let (le, count) = rest.split_once("\"} ")?;
            let le = if le == "+Inf" {
                f64::INFINITY
            } else {
                le.parse().ok()?
            };
            Some((le, count.trim().parse().ok()?))
        })
        .collect()
}
