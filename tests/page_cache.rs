//! The game page's rendered cache (issue 30, item 2), through a real server on SQLite and
//! PostgreSQL: a repeat view of the game page or its board is answered from the kept page
//! (`x-page-cache: hit`, no render),
//! and every kind of change that alters the page is on the next view: a move, a raven, a clock
//! edit, a vote and a ballot, a seat change (an absence), and text that changes with time
//! alone (an absence beginning, a running time bank's minutes). The changes are made by
//! another process's service on the same database (as another app server would), so the
//! server learns of them only from the database's page version.

use crate::web_support;

use chrono::{NaiveDateTime, TimeDelta};
use rookery::engine::House;
use rookery::service::clock::{write_clock_file, Clock};
use rookery::service::lobby::{Deadlines, GameSpec};
use rookery::service::votes::{Call, VoteKind};
use rookery::service::{GameId, Service, UserId};
use web_support::*;

/// A started 3-player game (Stark created it): the game and (house, user, name) per seat.
fn game(svc: &Service, tag: &str, deadlines: Deadlines) -> (i32, Vec<(House, i32, String)>) {
    let houses = rookery::service::lobby::houses_for(3);
    let mut seats = Vec::new();
    for h in &houses {
        let name = format!("{tag}-{}", h.key());
        let login = svc
            .register(&name, "password-123", "Europe/Berlin")
            .unwrap();
        seats.push((*h, login.user.user_id, name));
    }
    let spec = GameSpec {
        deadlines,
        ..choice_spec(format!("page cache {tag}"), 3, houses[0])
    };
    let game = svc.create_game(UserId(seats[0].1), &spec).unwrap();
    for (h, u, _) in &seats[1..] {
        svc.join(game, UserId(*u), Some(*h), None).unwrap();
    }
    svc.start(game, UserId(seats[0].1)).unwrap();
    (game.0, seats)
}

/// Lannister's (user `lannister`'s) orders in game `g`: a move, made by this process's service.
fn lannister_orders(svc: &Service, g: i32, lannister: i32) {
    let orders = orders(svc, g, House::Lannister);
    svc.submit(
        GameId(g),
        UserId(lannister),
        House::Lannister,
        &orders,
        None,
    )
    .unwrap();
}

/// One view of `path`: whether it came from the kept page, and the page without its tokens.
fn view(c: &mut Client, path: &str) -> (String, String) {
    let r = c.get(path);
    assert_eq!(r.status, 200, "{}", r.body);
    let cache = r.header("x-page-cache").unwrap_or("none").to_string();
    (cache, without_csrf(&r.body))
}

/// After a change: the next view is rendered anew and differs from `before`, the one after it
/// is the kept page again. Returns the new page.
fn changed(c: &mut Client, path: &str, before: &str, what: &str) -> String {
    let (cache, page) = view(c, path);
    assert_eq!(cache, "miss", "{what}: rendered anew");
    assert_ne!(page, before, "{what}: the page shows it");
    let (cache, again) = view(c, path);
    assert_eq!(
        (cache.as_str(), &again),
        ("hit", &page),
        "{what}: kept again"
    );
    page
}

fn at(clock: &std::path::Path, t: NaiveDateTime) {
    write_clock_file(clock, t).unwrap();
}

fn every_change_is_on_the_next_view(backend: &Backend) {
    let db = TestDb::new(backend, "page-cache");
    let clock = db.dir.join("clock");
    // On a minute's start, so that the minutes below do not turn unless the test says so.
    let t0 = chrono::DateTime::from_timestamp(chrono::Utc::now().timestamp() / 60 * 60, 0)
        .unwrap()
        .naive_utc();
    at(&clock, t0);
    let svc = Service::with_clock(db.service().db, Clock::File(clock.clone()));
    let (g, seats) = game(&svc, &unique("pc"), Deadlines::default());
    let (stark, lannister, baratheon) = (seats[0].1, seats[1].1, seats[2].1);
    // Every change on the very next view: on PostgreSQL with no lag (the lag's own guarantees
    // are checked below, `with_a_lag_…`).
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_CHANGE_FEED_LAG_MS", "0"),
        ],
    );
    let path = format!("/games/{g}");
    let mut player = server.client();
    assert_eq!(player.login(&seats[0].2, "password-123").status, 303);
    let mut visitor = server.client();

    // A first view renders, a repeat view is the kept page, for each viewer their own.
    let (cache, mut mine) = view(&mut player, &path);
    assert_eq!(cache, "miss");
    assert_eq!(view(&mut player, &path), ("hit".to_string(), mine.clone()));
    let (cache, mut theirs) = view(&mut visitor, &path);
    assert_eq!(cache, "miss", "a spectator's page is not the player's");
    assert_ne!(theirs, mine);
    assert_eq!(
        view(&mut visitor, &path),
        ("hit".to_string(), theirs.clone())
    );
    // A browser that has the page gets 304 from the same lookup; another session does not.
    let etag = player.get(&path).header("etag").unwrap().to_string();
    let r = player.raw("GET", &path, &[("If-None-Match", etag.clone())], b"");
    assert_eq!(r.status, 304);
    let r = visitor.raw("GET", &path, &[("If-None-Match", etag)], b"");
    assert_eq!(r.status, 200);

    // The board alone is kept the same way.
    let board = format!("/games/{g}/board.svg");
    let (cache, board_before) = view(&mut player, &board);
    assert_eq!(cache, "miss");
    assert_eq!(
        view(&mut player, &board),
        ("hit".to_string(), board_before.clone())
    );
    assert_eq!(
        player.get(&board).header("content-type"),
        Some("image/svg+xml")
    );

    // A move.
    let seq = |page: &str| {
        page.split("name=\"seq\" value=\"")
            .nth(1)
            .map(|s| s[..4].to_string())
    };
    lannister_orders(&svc, g, lannister);
    let before = mine.clone();
    mine = changed(&mut player, &path, &before, "a move");
    assert_ne!(seq(&mine), seq(&before), "the form's log position moved on");
    theirs = changed(&mut visitor, &path, &theirs, "a move (spectator)");
    assert_eq!(
        view(&mut player, &board).0,
        "miss",
        "the board after a move"
    );

    // A raven from another house: the player's unread count.
    let table = svc
        .table_conversation(GameId(g), Some(UserId(lannister)))
        .unwrap();
    svc.post_raven(
        GameId(g),
        table,
        UserId(lannister),
        "Winter is coming.",
        "web",
    )
    .unwrap();
    mine = changed(&mut player, &path, &mine, "a raven");

    // A clock edit by the creator: the new deadline.
    let new_deadline = svc.extend_deadline(GameId(g), UserId(stark), 24).unwrap();
    let berlin = |t| rookery::i18n::local_time(rookery::i18n::Lang::En, t, "Europe/Berlin");
    assert!(!mine.contains(&berlin(new_deadline)));
    mine = changed(&mut player, &path, &mine, "a clock edit");
    assert!(
        mine.contains(&berlin(new_deadline)),
        "the extended deadline"
    );
    theirs = changed(&mut visitor, &path, &theirs, "a clock edit (spectator)");

    // A vote, then a ballot.
    let call = Call {
        kind: VoteKind::Pause,
        hours: Some(24),
        house: None,
        deadlines: None,
    };
    let vote = svc.call_vote(GameId(g), UserId(baratheon), &call).unwrap();
    mine = changed(&mut player, &path, &mine, "a vote");
    assert!(mine.contains("open until"), "the vote is on the page");
    svc.cast_ballot(GameId(g), vote, UserId(lannister), false)
        .unwrap();
    mine = changed(&mut player, &path, &mine, "a ballot");

    // A seat change: Lannister will be away from an hour on.
    let from = t0 + TimeDelta::hours(1);
    svc.declare_absence(
        GameId(g),
        UserId(lannister),
        from,
        from + TimeDelta::days(2),
        None,
    )
    .unwrap();
    mine = changed(&mut player, &path, &mine, "an absence declared");
    assert!(mine.contains("will be absent from"), "the planned absence");
    theirs = changed(&mut visitor, &path, &theirs, "an absence (spectator)");

    // Time alone: the absence begins (nothing is written), and the absence form's defaults
    // follow the minute.
    at(&clock, t0 + TimeDelta::seconds(30));
    assert_eq!(
        view(&mut player, &path),
        ("hit".to_string(), mine.clone()),
        "same minute"
    );
    at(&clock, t0 + TimeDelta::seconds(90));
    mine = changed(
        &mut player,
        &path,
        &mine,
        "the minute turned (the absence form)",
    );
    assert_eq!(
        view(&mut visitor, &path),
        ("hit".to_string(), theirs.clone())
    );
    at(&clock, from + TimeDelta::seconds(1));
    mine = changed(&mut player, &path, &mine, "the absence began");
    assert!(mine.contains("is absent until") && !mine.contains("will be absent from"));
    changed(
        &mut visitor,
        &path,
        &theirs,
        "the absence began (spectator)",
    );
    drop(server);

    // A running time bank's minutes.
    let clock2 = db.dir.join("clock2");
    at(&clock2, t0);
    let svc = Service::with_clock(svc.db.clone(), Clock::File(clock2.clone()));
    let banked = Deadlines {
        bank_hours: 48,
        ..Deadlines::default()
    };
    let (g, seats) = game(&svc, &unique("bank"), banked);
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_CLOCK_FILE", clock2.to_str().unwrap()),
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_CHANGE_FEED_LAG_MS", "0"),
        ],
    );
    let path = format!("/games/{g}");
    let mut visitor = server.client();
    let bank = |page: &str| {
        page.split("Time bank: ")
            .nth(1)
            .and_then(|s| s.split(" left").next())
            .map(str::to_string)
    };
    let (_, page) = view(&mut visitor, &path);
    let left = bank(&page).expect("a time bank on the page");
    assert_eq!(view(&mut visitor, &path), ("hit".to_string(), page.clone()));
    at(&clock2, t0 + TimeDelta::seconds(90));
    let page = changed(&mut visitor, &path, &page, "a bank's minute");
    assert_ne!(bank(&page), Some(left), "the bank's minutes ran");
    let _ = seats;
    drop(server);
}

#[test]
fn a_repeat_view_is_the_kept_page_and_every_change_is_on_the_next_view() {
    for b in backends() {
        every_change_is_on_the_next_view(&b);
    }
}

/// Tables no game page reads: writing them leaves the page version alone.
const NOT_ON_THE_PAGE: &[&str] = &[
    "api_tokens",
    "calendar_feeds",
    "email_tokens",
    "game_snapshots", // the replay's shortcut: the log is what the page shows
    "inbound_mails",
    "inbound_seen",
    "login_devices",
    "login_failures",
    "mail_bounces",
    "moderation_log",
    "moderators",
    "notes", // the private notes pad has a page of its own
    "outbox",
    "push_subscriptions",
    "ratings",
    "reminder_due",
    "reply_requests",
    "reply_tokens",
    "reports",
    "sanctions",
    "seat_requests",
    "sessions",
    "sightings",
    "stale_lobbies_told",
    "webhooks",
];

/// The tables of `backend`'s migrations, and those whose writes bump the page version.
fn tables_and_triggered(backend: &str) -> (Vec<String>, Vec<String>) {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("migrations")
        .join(backend);
    let mut all = String::new();
    let mut dirs: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
    dirs.sort_by_key(|d| d.file_name());
    for d in dirs {
        all.push_str(&std::fs::read_to_string(d.path().join("up.sql")).unwrap());
    }
    let word_after = |text: &str, mark: &str| -> Vec<String> {
        text.match_indices(mark)
            .map(|(i, _)| {
                text[i + mark.len()..]
                    .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                    .next()
                    .unwrap()
                    .to_string()
            })
            .collect()
    };
    let mut tables = word_after(&all, "CREATE TABLE ");
    let mut triggered: Vec<String> = all
        .split("CREATE TRIGGER page_version_")
        .skip(1)
        .flat_map(|t| {
            word_after(t.split(';').next().unwrap(), " ON ")
                .into_iter()
                .take(1)
        })
        .collect();
    for v in [&mut tables, &mut triggered] {
        v.sort();
        v.dedup();
    }
    (tables, triggered)
}

#[test]
fn every_table_bumps_the_page_version_or_is_not_on_the_page() {
    let (tables, triggered) = tables_and_triggered("sqlite");
    assert_eq!(
        tables_and_triggered("postgres"),
        (tables.clone(), triggered.clone()),
        "both backends alike"
    );
    for t in &tables {
        assert!(
            triggered.contains(t) != NOT_ON_THE_PAGE.contains(&t.as_str()),
            "{t}: either its writes bump the page version (a trigger in migration \
             2026-12-05-430000_page_version or later) or it is listed as not on the page"
        );
    }
    assert!(triggered.len() > 15, "{triggered:?}");
}

/// A logout on another server, or a password reset there (which logs the account out
/// everywhere), ends the session on this server's very next view, kept page or not (on
/// PostgreSQL with no lag; with one, after it: `with_a_lag_…` below).
fn a_revoked_session_ends_at_once_on_every_server(backend: &Backend) {
    let db = TestDb::new(backend, "page-cache-sessions");
    let svc = db.service();
    let (g, seats) = game(&svc, &unique("rv"), Deadlines::default());
    // A stopped clock: the player's page is kept only until its absence form's minute turns.
    let clock = stopped_clock(&db);
    let env = [
        ("ROOKERY_MAIL_WORKER", "off"),
        ("ROOKERY_CLOCK_FILE", clock.as_str()),
        ("ROOKERY_CHANGE_FEED_LAG_MS", "0"),
    ];
    let (a, b) = (Server::start_with(&db, &env), Server::start_with(&db, &env));
    let path = format!("/games/{g}");
    let name = &seats[0].2;
    let logged_in = |page: &str| page.contains(r#"action="/logout""#);

    // A logout on server B.
    let mut player = a.client();
    assert_eq!(player.login(name, "password-123").status, 303);
    view(&mut player, &path);
    let (cache, page) = view(&mut player, &path);
    assert_eq!(cache, "hit", "the player's page is kept");
    assert!(logged_in(&page), "the player's own page: {page}");
    let mut on_b = b.client();
    on_b.cookies = player.cookies.clone();
    // A's front page holds the session too (on PostgreSQL in the change feed, as its forms).
    for _ in 0..2 {
        assert!(logged_in(&player.get("/").body));
    }
    let r = on_b.post_with_csrf(&path, "/logout", &[]);
    assert_eq!(r.status, 303, "logged out on server B: {}", r.body);
    // Ended on A's front page at once, with the same cookie.
    let mut same_cookie = a.client();
    same_cookie.cookies = player.cookies.clone();
    assert!(
        !logged_in(&same_cookie.get("/").body),
        "logged out of A's front page at once"
    );
    let r = player.get(&path);
    assert_eq!(r.status, 200);
    assert!(!logged_in(&r.body), "logged out on A too, at once");
    assert!(
        !player.cookies.contains_key("rookery_session"),
        "the stale cookie is dropped"
    );

    // Every session of the account ended elsewhere, as a password reset does.
    assert_eq!(player.login(name, "password-123").status, 303);
    view(&mut player, &path);
    let (cache, page) = view(&mut player, &path);
    assert_eq!(cache, "hit");
    assert!(logged_in(&page));
    let mut c = svc.db.conn().unwrap();
    let ended = rookery::db::queries::accounts::delete_sessions_of(&mut c, seats[0].1).unwrap();
    assert!(ended >= 2, "this browser's and registration's: {ended}");
    let r = player.get(&path);
    assert!(
        !logged_in(&r.body),
        "the reset ended the session on A at once"
    );
    let r = player.get(&format!("{path}/board.svg"));
    assert_eq!(r.status, 200);
    assert!(!player.cookies.contains_key("rookery_session"));
}

#[test]
fn a_revoked_session_ends_at_once_on_every_server_even_for_a_kept_page() {
    for b in backends() {
        a_revoked_session_ends_at_once_on_every_server(&b);
    }
}

/// A move is one transaction and writes several rows the page reads (its input, the turns,
/// the game's summary): on PostgreSQL its page version goes up by one, not once per row
/// (migration `2026-12-06-010000_page_version_once`); on SQLite, whose triggers cannot see
/// the transaction, by at least one. Either way every write is on the next view (the test
/// above).
#[test]
fn a_move_bumps_the_page_version_once_on_postgresql() {
    for backend in backends() {
        let db = TestDb::new(&backend, "page-version-once");
        let svc = db.service();
        let (g, seats) = game(&svc, &unique("once"), Deadlines::default());
        let version = || svc.page_version(GameId(g)).unwrap().unwrap();
        let lannister = seats.iter().find(|s| s.0 == House::Lannister).unwrap().1;
        let before = version();
        lannister_orders(&svc, g, lannister);
        let after = version();
        if db.label() == "postgres" {
            assert_eq!(after, before + 1, "one move, one bump");
        } else {
            assert!(after > before, "{before} → {after}");
        }
    }
}

/// The one bump per transaction on PostgreSQL is noted in a transaction-local setting: a
/// rolled-back savepoint takes the note back with its bump, so a write after it bumps again,
/// and the next transaction bumps anew. On SQLite every row bumps.
#[test]
fn a_rolled_back_savepoint_takes_its_bump_back_and_the_next_write_bumps_again() {
    use diesel::connection::Connection;
    use diesel::RunQueryDsl;
    for backend in backends() {
        let db = TestDb::new(&backend, "page-version-savepoint");
        let svc = db.service();
        let (g, _) = game(&svc, &unique("sp"), Deadlines::default());
        let version = || svc.page_version(GameId(g)).unwrap().unwrap();
        let turn = format!(
            "INSERT INTO turns (game_id, house, asked_at) VALUES ({g}, 'stark', '2026-12-06 00:00:00')"
        );
        let before = version();
        let mut c = svc.db.conn().unwrap();
        (&mut *c as &mut rookery::db::AnyConnection)
            .transaction::<_, diesel::result::Error, _>(|c| {
                let undone = c.transaction::<(), _, _>(|c| {
                    diesel::sql_query(&turn).execute(c)?;
                    Err(diesel::result::Error::RollbackTransaction)
                });
                assert!(undone.is_err());
                diesel::sql_query(&turn).execute(c)?;
                diesel::sql_query(&turn).execute(c)?;
                Ok(())
            })
            .unwrap();
        let once = version();
        diesel::sql_query(&turn).execute(&mut *c).unwrap();
        let again = version();
        if db.label() == "postgres" {
            assert_eq!(
                (once, again),
                (before + 1, before + 2),
                "one bump for the transaction, despite its rolled-back savepoint; one for the next"
            );
        } else {
            assert_eq!((once, again), (before + 2, before + 3), "a bump per row");
        }
    }
}

/// `rookery_page_versions_total{source="…"}` from the server's `/metrics`.
fn page_versions(server: &Server, source: &str) -> f64 {
    scraped_metric(
        server,
        METRICS_TOKEN,
        &format!("rookery_page_versions_total{{source=\"{source}\"}}"),
    )
}

const METRICS_TOKEN: &str = "page-cache-metrics-token-0123456789";

/// On PostgreSQL a repeat view asks the database nothing: the server follows the database's
/// change feed (`db::changes`), and a view learns the game's page version and the session from
/// it. With no lag, changes by another process, a logout elsewhere, and the feed's own
/// connection being cut are each on the very next view. On SQLite every view reads them (in
/// microseconds).
fn a_repeat_view_reads_the_change_feed_on_postgresql(backend: &Backend) {
    let db = TestDb::new(backend, "page-cache-feed");
    let svc = db.service();
    let (g, seats) = game(&svc, &unique("feed"), Deadlines::default());
    let clock = stopped_clock(&db);
    let env = [
        ("ROOKERY_MAIL_WORKER", "off"),
        ("ROOKERY_CLOCK_FILE", clock.as_str()),
        ("ROOKERY_METRICS_TOKEN", METRICS_TOKEN),
        ("ROOKERY_CHANGE_FEED_LAG_MS", "0"),
    ];
    let server = Server::start_with(&db, &env);
    let postgres = db.label() == "postgres";
    let path = format!("/games/{g}");
    let mut player = server.client();
    assert_eq!(player.login(&seats[0].2, "password-123").status, 303);
    let mut visitor = server.client();
    for c in [&mut player, &mut visitor] {
        assert_eq!(view(c, &path).0, "miss");
    }
    let (feed, read) = (
        page_versions(&server, "change_feed"),
        page_versions(&server, "database"),
    );
    let (_, mine) = view(&mut player, &path);
    for _ in 0..5 {
        assert_eq!(view(&mut player, &path), ("hit".to_string(), mine.clone()));
        assert_eq!(view(&mut visitor, &path).0, "hit");
    }
    let (feed_after, read_after) = (
        page_versions(&server, "change_feed"),
        page_versions(&server, "database"),
    );
    if postgres {
        assert_eq!(
            (feed_after - feed, read_after - read),
            (11.0, 0.0),
            "every repeat view from the feed, none read"
        );
    } else {
        assert_eq!((feed_after, read_after - read), (0.0, 11.0));
    }
    // Other pages (and forms) take the session from the feed too, on PostgreSQL; the player's
    // session is held since its views read it.
    let sessions = |source: &str| {
        scraped_metric(
            &server,
            METRICS_TOKEN,
            &format!("rookery_sessions_total{{source=\"{source}\"}}"),
        )
    };
    let (fed, read) = (sessions("change_feed"), sessions("database"));
    for _ in 0..3 {
        assert!(player.get("/").body.contains(r#"action="/logout""#));
    }
    let got = (sessions("change_feed") - fed, sessions("database") - read);
    assert_eq!(got, if postgres { (3.0, 0.0) } else { (0.0, 3.0) });

    // A move by another process: on the next view.
    let lannister = seats.iter().find(|s| s.0 == House::Lannister).unwrap().1;
    lannister_orders(&svc, g, lannister);
    let mine = changed(&mut player, &path, &mine, "a move elsewhere");

    // The feed's connection cut (as by a restart of the database or a network fault): views
    // read the database meanwhile, and a change made while the feed was away is on the next
    // view all the same; then the feed is back.
    if postgres {
        use diesel::RunQueryDsl;
        let mut c = svc.db.conn().unwrap();
        let cut = diesel::sql_query(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND application_name = 'rookery change feed'",
        )
        .execute(&mut *c as &mut rookery::db::AnyConnection)
        .unwrap();
        assert!(cut >= 1, "the server's listening connection");
        let table = svc
            .table_conversation(GameId(g), Some(UserId(lannister)))
            .unwrap();
        svc.post_raven(GameId(g), table, UserId(lannister), "Still here.", "web")
            .unwrap();
        changed(&mut player, &path, &mine, "a raven while the feed was cut");
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let fed = page_versions(&server, "change_feed");
        while page_versions(&server, "change_feed") == fed {
            assert!(
                std::time::Instant::now() < deadline,
                "the feed listens again"
            );
            std::thread::sleep(std::time::Duration::from_millis(200));
            view(&mut player, &path);
        }
    }

    // A logout by another client holding the same cookie: this session ends at once (the test
    // above does it across two servers, and for every session of an account).
    let mut on_other = server.client();
    on_other.cookies = player.cookies.clone();
    assert_eq!(on_other.post_with_csrf(&path, "/logout", &[]).status, 303);
    let r = player.get(&path);
    assert!(
        !r.body.contains(r#"action="/logout""#),
        "logged out at once"
    );
}

#[test]
fn a_repeat_view_reads_no_database_on_postgresql_and_misses_no_change() {
    for b in backends() {
        a_repeat_view_reads_the_change_feed_on_postgresql(&b);
    }
}

/// `rookery_change_feed_barriers_total{outcome="…"}` from the server's `/metrics`.
fn barriers(server: &Server, outcome: &str) -> f64 {
    scraped_metric(
        server,
        METRICS_TOKEN,
        &format!("rookery_change_feed_barriers_total{{outcome=\"{outcome}\"}}"),
    )
}

/// With a lag (`ROOKERY_CHANGE_FEED_LAG_MS`, on by default; PostgreSQL), a view trusts a
/// barrier sent within the lag instead of sending its own: repeat views then cost no round
/// trip to the database. What it still shows at once: a change this server made (a move posted
/// here, on a spectator's next view), and, on another server, a change the viewer's own browser
/// made (its `rookery_wrote` cookie); what it shows within the lag: a change made anywhere
/// else, a session ended elsewhere.
#[test]
fn with_a_lag_a_view_sends_no_round_trip_yet_shows_its_own_server_and_browser_changes_at_once() {
    let Some(backend) = postgres() else {
        return;
    };
    let db = TestDb::new(&backend, "page-cache-lag");
    let svc = db.service();
    let (g, seats) = game(&svc, &unique("lag"), Deadlines::default());
    let clock = stopped_clock(&db);
    let env = |lag: &'static str| {
        [
            ("ROOKERY_MAIL_WORKER", "off"),
            ("ROOKERY_CLOCK_FILE", clock.as_str()),
            ("ROOKERY_METRICS_TOKEN", METRICS_TOKEN),
            ("ROOKERY_CHANGE_FEED_LAG_MS", lag),
        ]
    };
    // A minute's lag on A and B (so that no view below outlives it), half a second on C.
    let (a, b, c) = (
        Server::start_with(&db, &env("60000")),
        Server::start_with(&db, &env("60000")),
        Server::start_with(&db, &env("500")),
    );
    let path = format!("/games/{g}");

    // Repeat views within the lag: one barrier sent, then none.
    let mut visitor = a.client();
    assert_eq!(view(&mut visitor, &path).0, "miss");
    let (_, page) = view(&mut visitor, &path);
    let (sent, recent) = (barriers(&a, "sent"), barriers(&a, "recent"));
    for _ in 0..10 {
        assert_eq!(view(&mut visitor, &path), ("hit".to_string(), page.clone()));
    }
    assert_eq!(
        (barriers(&a, "sent") - sent, barriers(&a, "recent") - recent),
        (0.0, 10.0),
        "ten repeat views, no round trip"
    );

    // A move posted on A: A's next view sends a barrier (whoever views), and shows it.
    let (stark, lannister, baratheon) = (&seats[0].2, &seats[1].2, &seats[2].2);
    let (mut on_a, form) = logged_in_with_quiet_orders(&a, g, lannister, "password-123");
    let r = on_a.post(&form.action, &form.fields);
    assert_eq!(r.status, 303, "Lannister's orders: {}", r.body);
    let sent = barriers(&a, "sent");
    let page = changed(&mut visitor, &path, &page, "a move posted on this server");
    assert_eq!(
        barriers(&a, "sent") - sent,
        1.0,
        "one barrier, then the lag"
    );

    // A move posted on B: A trusts a barrier sent before it for everyone but the browser that
    // made it, which sends one (its cookie) and so sees its own move at once.
    let (mut player, form) = logged_in_with_quiet_orders(&b, g, baratheon, "password-123");
    let mut on_a_too = a.client();
    on_a_too.cookies = player.cookies.clone();
    assert_eq!(on_a_too.get(&path).status, 200, "A holds the session now");
    let r = player.post(&form.action, &form.fields);
    assert_eq!(r.status, 303, "Baratheon's orders: {}", r.body);
    let wrote = player.cookies.get("rookery_wrote").cloned();
    assert!(wrote.is_some(), "the browser is told it wrote");
    let mut later = a.client();
    later.cookies = player.cookies.clone();
    later.cookies.remove("rookery_wrote");
    let (sent, recent) = (barriers(&a, "sent"), barriers(&a, "recent"));
    later.get(&path);
    assert_eq!(
        (barriers(&a, "sent") - sent, barriers(&a, "recent") - recent),
        (0.0, 1.0),
        "without the cookie (as a second after it expired) the lag serves"
    );
    let mut now = a.client();
    now.cookies = player.cookies.clone();
    let r = now.get(&path);
    assert_eq!(r.status, 200);
    assert_eq!(
        barriers(&a, "sent") - sent,
        1.0,
        "the browser that wrote sends a barrier on another server"
    );
    assert!(
        r.body.contains("action=\"/logout\""),
        "its session, from B, is good on A"
    );
    let _ = page;

    // Elsewhere (another process's service; a session ended by it): on C's views once its
    // half-second lag has passed.
    let mut spectator = c.client();
    view(&mut spectator, &path);
    let (cache, before) = view(&mut spectator, &path);
    assert_eq!(cache, "hit");
    let mut watcher = c.client();
    assert_eq!(watcher.login(stark, "password-123").status, 303);
    watcher.cookies.remove("rookery_wrote");
    assert!(watcher.get(&path).body.contains("action=\"/logout\""));
    let stark_orders = orders(&svc, g, House::Stark);
    svc.submit(
        GameId(g),
        UserId(seats[0].1),
        House::Stark,
        &stark_orders,
        None,
    )
    .unwrap();
    let ended = {
        let mut conn = svc.db.conn().unwrap();
        rookery::db::queries::accounts::delete_sessions_of(&mut conn, seats[0].1).unwrap()
    };
    assert!(ended >= 1);
    std::thread::sleep(std::time::Duration::from_millis(600));
    let (_, after) = view(&mut spectator, &path);
    assert_ne!(
        after, before,
        "the orders revealed, once the lag has passed"
    );
    let r = watcher.get(&path);
    assert_eq!(r.status, 200);
    assert!(
        !r.body.contains("action=\"/logout\""),
        "the session ended elsewhere is over once the lag has passed"
    );
}
