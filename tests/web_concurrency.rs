//! Concurrent submissions into one game, on SQLite and on PostgreSQL: many threads, through two
//! independent service instances (as two app servers would be), and through HTTP at the same
//! instant. Every submission succeeds or gets a clear "try again"; the stored log has no gap and
//! no fork, and holds exactly the accepted inputs; and every move answered "accepted" is in the
//! log after the server is killed (`kill -9`) in the middle of concurrent posts.

use crate::web_support;

use rookery::db::models::NewInput;
use rookery::db::{queries, DbError};
use rookery::engine::legal::Legal;
use rookery::engine::{House, Input, OrderToken};
use rookery::service::GameId;
use rookery::service::UserId;
use rookery::service::{Service, ServiceError};
use std::collections::BTreeMap;
use std::sync::{Arc, Barrier};
use web_support::*;

/// A started 6-player game with one account per house.
fn six_player_game(svc: &Service, tag: &str) -> (i32, Vec<(House, i32)>) {
    let houses = rookery::service::lobby::houses_for(6);
    let mut seats = Vec::new();
    for h in &houses {
        let login = svc
            .register(&format!("{tag}-{}", h.key()), "password-123", "UTC")
            .unwrap();
        seats.push((*h, login.user.user_id));
    }
    let spec = choice_spec(format!("concurrency {tag}"), 6, houses[0]);
    let id = svc.create_game(UserId(seats[0].1), &spec).unwrap();
    for (h, u) in &seats[1..] {
        svc.join(id, UserId(*u), Some(*h), None).unwrap();
    }
    svc.start(id, UserId(seats[0].1)).unwrap();
    (id.0, seats)
}

/// Legal orders for `house`, varied by `variant`.
fn orders(svc: &Service, game: i32, house: House, variant: usize) -> Input {
    let g = svc.load_game(GameId(game)).unwrap();
    let legal = g.replayed.as_ref().unwrap().game.legal(house).unwrap();
    let Legal::PlaceOrders { areas, .. } = legal else {
        panic!("{house} is not asked for orders")
    };
    let pools = [
        [
            OrderToken::Consolidate,
            OrderToken::Defense1,
            OrderToken::Consolidate,
            OrderToken::Defense1,
        ],
        [
            OrderToken::Defense1,
            OrderToken::Consolidate,
            OrderToken::Defense1,
            OrderToken::Consolidate,
        ],
        [
            OrderToken::Raid,
            OrderToken::Defense1,
            OrderToken::Consolidate,
            OrderToken::MarchMinus1,
        ],
    ];
    let pool = pools[variant % pools.len()];
    let orders: BTreeMap<_, _> = areas
        .iter()
        .zip(pool.iter())
        .map(|(a, t)| (*a, *t))
        .collect();
    Input::PlaceOrders { orders }
}

fn check_log(svc: &Service, game: i32, expected: usize) {
    let g = svc.load_game(GameId(game)).unwrap();
    assert_eq!(
        g.row.log_len as usize, expected,
        "the summary counts every accepted input"
    );
    let db = &svc.db;
    let mut c = db.conn().unwrap();
    let rows = queries::inputs_after(&mut c, game, 0).unwrap();
    assert_eq!(
        rows.len(),
        expected,
        "exactly the accepted inputs are stored"
    );
    for (i, r) in rows.iter().enumerate() {
        assert_eq!(r.seq as usize, i + 1, "the log has no gap");
    }
    // A fresh service (no cache) replays the same log.
    let fresh = Service::new(svc.db.clone());
    let again = fresh.load_game(GameId(game)).unwrap();
    assert_eq!(again.replayed.unwrap().log_len as usize, expected);
}

fn parallel_submissions(backend: &Backend) {
    let db = TestDb::new(backend, "conc");
    // Two service instances on one database: two app servers, each with its own cache.
    let a = Arc::new(db.service());
    let b = Arc::new(db.service());
    let (game, seats) = six_player_game(&a, &unique("c"));
    // Warm both caches so that each must notice the other's writes.
    a.load_game(GameId(game)).unwrap();
    b.load_game(GameId(game)).unwrap();
    const ROUNDS: usize = 12;
    let writers: Vec<(House, i32)> = seats[..5].to_vec();
    let barrier = Arc::new(Barrier::new(writers.len() * 2));
    let mut handles = Vec::new();
    for (k, (house, user)) in writers.iter().copied().enumerate() {
        for half in 0..2 {
            let svc = if (k + half) % 2 == 0 {
                a.clone()
            } else {
                b.clone()
            };
            let barrier = barrier.clone();
            handles.push(std::thread::spawn(move || {
                let mut ok = 0;
                let mut busy = 0;
                let inputs: Vec<Input> = (0..ROUNDS)
                    .map(|i| orders(&svc, game, house, i + half))
                    .collect();
                barrier.wait();
                for input in &inputs {
                    match svc.submit(GameId(game), UserId(user), house, input, None) {
                        Ok(_) => ok += 1,
                        Err(ServiceError::Busy) => busy += 1,
                        Err(e) => panic!("{house}: unexpected {e:?}"),
                    }
                }
                (ok, busy)
            }));
        }
    }
    // Readers load the game all along, through a shared cache and without one.
    let done = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let readers: Vec<_> = (0..2)
        .map(|r| {
            let svc = a.clone();
            let done = done.clone();
            std::thread::spawn(move || {
                let mut loads = 0;
                while !done.load(std::sync::atomic::Ordering::SeqCst) {
                    let g = if r == 0 {
                        svc.load_game(GameId(game))
                    } else {
                        Service::new(svc.db.clone()).load_game(GameId(game))
                    };
                    let g =
                        g.unwrap_or_else(|e| panic!("a reader failed during the writes: {e:?}"));
                    assert_eq!(g.replayed.unwrap().log_len, g.row.log_len);
                    loads += 1;
                }
                loads
            })
        })
        .collect();
    let mut ok = 0;
    let mut busy = 0;
    for h in handles {
        let (o, b) = h.join().unwrap();
        ok += o;
        busy += b;
    }
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    let loads: usize = readers.into_iter().map(|h| h.join().unwrap()).sum();
    eprintln!(
        "{}: {ok} accepted, {busy} asked to retry, {loads} loads meanwhile",
        db.label()
    );
    assert!(
        ok >= writers.len() * 2 * ROUNDS / 2,
        "most submissions are accepted"
    );
    assert_eq!(ok + busy, writers.len() * 2 * ROUNDS);
    check_log(&a, game, ok);
    // The sixth house seals its orders: the phase advances, on both instances.
    let (h6, u6) = seats[5];
    b.submit(GameId(game), UserId(u6), h6, &orders(&b, game, h6, 0), None)
        .unwrap();
    for svc in [&a, &b] {
        let g = svc.load_game(GameId(game)).unwrap();
        assert_ne!(g.row.phase, "planning", "the phase advanced");
        assert_eq!(g.replayed.as_ref().unwrap().log_len as usize, ok + 1);
    }
    check_log(&a, game, ok + 1);
}

#[test]
fn parallel_submissions_on_sqlite() {
    parallel_submissions(&Backend::Sqlite);
}

#[test]
fn parallel_submissions_on_postgres() {
    match postgres() {
        Some(b) => parallel_submissions(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}

fn the_log_cannot_fork(backend: &Backend) {
    let db = TestDb::new(backend, "fork");
    let svc = db.service();
    let (game, seats) = six_player_game(&svc, &unique("f"));
    let (h, u) = seats[0];
    svc.submit(GameId(game), UserId(u), h, &orders(&svc, game, h, 0), None)
        .unwrap();
    // A second entry at an existing sequence number is refused by the database itself.
    let mut c = svc.db.conn().unwrap();
    let payload = serde_json::to_string(&orders(&svc, game, h, 1)).unwrap();
    let err = queries::insert_input(
        &mut c,
        &NewInput {
            game_id: game,
            seq: 1,
            house: h.key(),
            user_id: Some(u),
            payload: &payload,
            created_at: svc.now(),
            by_deadline: false,
            origin: "player",
        },
    )
    .unwrap_err();
    assert!(matches!(err, DbError::Conflict(_)), "{err:?}");
    check_log(&svc, game, 1);
}

#[test]
fn the_log_cannot_fork_on_sqlite() {
    the_log_cannot_fork(&Backend::Sqlite);
}

#[test]
fn the_log_cannot_fork_on_postgres() {
    match postgres() {
        Some(b) => the_log_cannot_fork(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}

fn simultaneous_http_orders(backend: &Backend) {
    let db = TestDb::new(backend, "httpconc");
    let server = Server::start(&db);
    let mut clients = Vec::new();
    let houses = rookery::service::lobby::houses_for(6);
    let tag = unique("h");
    for (i, h) in houses.iter().enumerate() {
        let mut c = server.client();
        c.register(&format!("{tag}-{i}"), "password-123");
        clients.push((*h, c));
    }
    let r = clients[0].1.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "race"),
            ("players", "6"),
            ("seating", "choice"),
            ("house", houses[0].key()),
            ("visibility", "public"),
        ],
    );
    assert_eq!(r.status, 303);
    let game = game_id_of(r.location().unwrap());
    for (h, c) in clients.iter_mut().skip(1) {
        let r = c.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", h.key())],
        );
        assert_eq!(r.status, 303);
    }
    let r = clients[0].1.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303);
    // Every player prepares a valid orders form, then all post at the same instant.
    let mut prepared = Vec::new();
    for (_, c) in clients.iter_mut() {
        let page = c.get(&format!("/games/{game}"));
        let mut f = decision_forms(&page.body).remove(0);
        let mut pool = vec!["consolidate", "defense+1", "consolidate", "defense+1"];
        let areas: Vec<String> = f
            .fields
            .iter()
            .filter(|(k, _)| k.starts_with("order."))
            .map(|(k, _)| k.clone())
            .collect();
        for a in areas {
            f.set(&a, pool.remove(0));
        }
        prepared.push((c.clone(), f));
    }
    let barrier = Arc::new(Barrier::new(prepared.len()));
    let handles: Vec<_> = prepared
        .into_iter()
        .map(|(mut c, f)| {
            let barrier = barrier.clone();
            std::thread::spawn(move || {
                barrier.wait();
                c.post(&format!("/games/{game}/act"), &f.fields).status
            })
        })
        .collect();
    let statuses: Vec<u16> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert!(
        statuses.iter().all(|s| *s == 303),
        "{statuses:?}\n{}",
        server.output()
    );
    let page = clients[0].1.get(&format!("/games/{game}"));
    assert_ne!(phase_of(&page.body), "Planning");
    let svc = db.service();
    check_log(&svc, game, 6);
}

#[test]
fn simultaneous_http_orders_on_sqlite() {
    simultaneous_http_orders(&Backend::Sqlite);
}

#[test]
fn simultaneous_http_orders_on_postgres() {
    match postgres() {
        Some(b) => simultaneous_http_orders(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}

/// Issue 30, item 3: a move answered "accepted" (303) is in the log, even when the server is
/// killed (`kill -9`: no clean-up) right after its answer while other moves are still being
/// posted. Eight clients post orders to games of their own as fast as the server answers
/// (SQLite's group commit shares one fsync among the writers that commit together, and answers
/// none of them before it); the server is killed once 200 moves were answered; then every
/// game's log holds every move answered for it, and at most one more (a move committed whose
/// answer the kill cut off). (A kill cannot take back what only the operating system's cache
/// holds: that the shared fsync comes before the answer is `db::group_commit`'s own tests.)
fn answered_moves_survive_a_kill(backend: &Backend) {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    const CLIENTS: usize = 8;
    let db = TestDb::new(backend, "killed");
    let server = Server::start_with(&db, &[("ROOKERY_MAX_SEALS_PER_STEP", "10000")]);
    let mut svc = db.service();
    svc.limits.games_per_day = 1000;
    svc.limits.open_lobbies = 1000;
    svc.limits.registrations_per_hour = 1000;
    let mut posters = Vec::new();
    for (name, game) in resealing_games(&svc, &unique("k"), CLIENTS) {
        let (c, form) = logged_in_with_quiet_orders(&server, game.0, &name, "password-123");
        let cookie = c
            .cookies
            .iter()
            .map(|(k, v)| format!("{k}={v}"))
            .collect::<Vec<_>>()
            .join("; ");
        posters.push((game.0, cookie, form.fields));
    }
    let log_of = |svc: &Service, game: i32| -> usize {
        queries::inputs_after(&mut svc.db.conn().unwrap(), game, 0)
            .unwrap()
            .len()
    };
    let before: Vec<usize> = posters.iter().map(|p| log_of(&svc, p.0)).collect();
    let answered = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let url = format!("http://{}", server.addr);
    let threads: Vec<_> = posters
        .iter()
        .map(|(game, cookie, fields)| {
            let (answered, stop) = (answered.clone(), stop.clone());
            let (url, cookie) = (format!("{url}/games/{game}/act"), cookie.clone());
            let body = rookery::webplay::http::form_body(fields);
            std::thread::spawn(move || {
                let agent: ureq::Agent = ureq::Agent::config_builder()
                    .max_redirects(0)
                    .http_status_as_error(false)
                    .build()
                    .into();
                let mut mine = 0;
                while !stop.load(Ordering::SeqCst) {
                    let r = agent
                        .post(&url)
                        .header("cookie", &cookie)
                        .header("content-type", "application/x-www-form-urlencoded")
                        .send(body.as_str());
                    match r {
                        Ok(r) if r.status().as_u16() == 303 => {
                            mine += 1;
                            answered.fetch_add(1, Ordering::SeqCst);
                        }
                        Ok(r) => panic!("a move answered {}", r.status()),
                        // The server is gone: what it answered is counted.
                        Err(_) => break,
                    }
                }
                mine
            })
        })
        .collect();
    while answered.load(Ordering::SeqCst) < 200 {
        std::thread::yield_now();
    }
    // SIGKILL, while the clients are still posting.
    drop(server);
    stop.store(true, Ordering::SeqCst);
    let counts: Vec<usize> = threads.into_iter().map(|t| t.join().unwrap()).collect();
    let svc = db.service();
    for (i, (game, _, _)) in posters.iter().enumerate() {
        let grew = log_of(&svc, *game) - before[i];
        assert!(
            grew >= counts[i] && grew <= counts[i] + 1,
            "game {game}: {} moves answered 303 before the kill, {grew} in the log",
            counts[i]
        );
    }
}

#[test]
fn answered_moves_survive_a_kill_on_sqlite() {
    answered_moves_survive_a_kill(&Backend::Sqlite);
}

#[test]
fn answered_moves_survive_a_kill_on_postgres() {
    match postgres() {
        Some(b) => answered_moves_survive_a_kill(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}
