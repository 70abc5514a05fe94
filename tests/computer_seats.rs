//! Issue 28, item 2, through the web pages of a real `rookery serve` on SQLite and PostgreSQL:
//! computer seats and the computer standing in for a player.
//!
//! - **A practice game.** One person creates a 3-player game and presses "Start now: the
//!   computer plays the empty seats". The two computer seats are marked on the game page, in
//!   the API and on the front page (houses needing a player), ravens to them are refused with a
//!   reason, and the person plays the whole game through the forms while the computer answers
//!   at once: every other input is the computer's, nobody ever waits for a deadline.
//! - **A newcomer takes over a computer seat.** A second game starts with the computer in two
//!   seats; its creator ticks "if I miss a deadline, let the computer play for me" and never
//!   answers again; a newcomer takes over one computer seat from the front page and plays. The
//!   game reaches its end: the creator's house was filled in by the computer at each deadline
//!   (never by the documented defaults), the remaining computer seat by the computer at once.
//!
//! Time is the server's clock file, moved past each deadline by the web-play driver.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::schema::inputs;
use rookery::engine::House;
use rookery::service::GameId;
use rookery::service::UserId;
use rookery::webplay::{self, html, http::Browser, Config, Seat};
use std::time::Duration;
use web_support::*;

const PASSWORD: &str = "computer-seats-1";
/// The game page's note for a computer seat (`seats-computer-seat`, English).
const COMPUTER_NOTE: &str = "is played by the computer until a player takes it over.";
/// The front page's words for a computer seat (`wanted-computer-seat`).
const WANTED_WORDS: &str = "played by the computer until a player takes it over";

fn server(db: &TestDb) -> (Server, std::path::PathBuf) {
    let clock = db.dir.join("clock");
    std::fs::write(&clock, "2026-11-28T10:00:00Z").unwrap();
    let server = Server::start_with(
        db,
        &[
            ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
            ("ROOKERY_MAIL_TICK_MS", "50"),
        ],
    );
    (server, clock)
}

fn browser(base: &str, name: &str) -> Browser {
    let mut b = Browser::new(base);
    webplay::register(&mut b, name, PASSWORD).expect("registering");
    b
}

fn post_form(b: &mut Browser, page: &str, action: &str, extra: &[(&str, &str)]) -> (u16, String) {
    let body = b.get(page).expect("the page").body;
    let form = html::forms_posting_to(&body, action);
    let form = form
        .first()
        .unwrap_or_else(|| panic!("{page} offers no form posting to {action}"));
    let mut fields = form.common.clone();
    for (k, v) in extra {
        fields.push((k.to_string(), v.to_string()));
    }
    let r = b.post(action, &fields).expect("an answer");
    (r.status, r.location.unwrap_or(r.body))
}

/// Creates a 3-player public game with random seating through the new-game form, and starts it
/// at once with the computer in the two empty seats (the lobby's button). Its id.
fn practice_game(b: &mut Browser, name: &str) -> i32 {
    let form = b.get("/games/new").unwrap().body;
    let fields: Vec<(String, String)> = [
        ("csrf", csrf_of(&form).unwrap().as_str()),
        ("edition", "second"),
        ("name", name),
        ("players", "3"),
        ("seating", "random"),
        ("winter_is_coming", "errata"),
        ("tie_breaks", "printed"),
        ("planning_hours", "48"),
        ("action_hours", "24"),
        ("combat_hours", "12"),
        ("westeros_hours", "24"),
        ("reminder_hours", ""),
        ("visibility", "public"),
        ("start", "creator"),
    ]
    .iter()
    .map(|(k, v)| (k.to_string(), v.to_string()))
    .collect();
    let r = b.post("/games/new", &fields).unwrap();
    assert_eq!(r.status, 303, "creating the game: {}", r.body);
    let id = game_id_of(r.location.as_deref().unwrap());
    let lobby = format!("/games/{id}");
    let (status, to) = post_form(b, &lobby, &format!("/games/{id}/start-computer"), &[]);
    assert_eq!(status, 303, "starting with the computer: {to}");
    id
}

fn api_game(base: &str, token: &str, id: i32) -> serde_json::Value {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(60)))
        .build()
        .into();
    let mut r = agent
        .get(format!("{base}/api/v1/games/{id}"))
        .header("Authorization", format!("Bearer {token}"))
        .call()
        .expect("an HTTP answer");
    assert_eq!(r.status().as_u16(), 200);
    serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap()
}

/// The houses the API marks as computer seats.
fn api_computer_seats(v: &serde_json::Value) -> Vec<String> {
    v["seats"]
        .as_array()
        .expect("seats")
        .iter()
        .filter(|s| s["computer"] == serde_json::Value::Bool(true))
        .inspect(|s| assert!(s["player"].is_null(), "a computer seat has no player: {s}"))
        .map(|s| s["house"].as_str().unwrap().to_string())
        .collect()
}

/// (house, origin, user) of every input of `game`.
fn inputs_of(svc: &rookery::service::Service, game: i32) -> Vec<(String, String, Option<i32>)> {
    let mut c = svc.db.conn().unwrap();
    inputs::table
        .filter(inputs::game_id.eq(game))
        .order(inputs::seq.asc())
        .select((inputs::house, inputs::origin, inputs::user_id))
        .load(&mut *c)
        .unwrap()
}

fn config(clock: &std::path::Path) -> Config {
    Config {
        players: 3,
        clock_file: Some(clock.to_path_buf()),
        password: PASSWORD.into(),
        max_posts: 4000,
        ..Config::default()
    }
}

fn run(backend: &Backend) {
    let db = TestDb::new(backend, "computer-seats");
    let (server, clock) = server(&db);
    let base = format!("http://{}", server.addr);
    let svc = db.service_on_clock(&clock);
    let tag = db.label();

    // A practice game of one person.
    let alice_name = format!("alice-{tag}");
    let mut alice = browser(&base, &alice_name);
    let practice = practice_game(&mut alice, "Practice");
    let page = alice.get(&format!("/games/{practice}")).unwrap().body;
    assert_eq!(
        page.matches(COMPUTER_NOTE).count(),
        2,
        "the game page names both computer seats"
    );
    // Issue 27: after a decision is sent (its form redirects to `?done=1`), the page offers the
    // next game that awaits the player — here a second practice game, awaiting her orders too.
    let second = practice_game(&mut alice, "Second practice");
    assert!(
        !page.contains("id=\"next-game\""),
        "no offer before a decision is sent"
    );
    let after = alice
        .get(&format!("/games/{practice}?done=1"))
        .unwrap()
        .body;
    assert!(
        after.contains(&format!(
            "id=\"next-game\"><a href=\"/games/{second}#decide\">"
        )) && after.contains("Second practice"),
        "the next game awaiting alice is offered: {}",
        after.chars().take(2000).collect::<String>()
    );
    let loaded = svc.load_game(GameId(practice)).unwrap();
    let alice_id = loaded.seats[0].user_id;
    let mine = loaded.house_of(UserId(alice_id)).expect("alice's house");
    let computer: Vec<House> = loaded.computer.clone();
    assert_eq!(computer.len(), 2);
    assert!(!computer.contains(&mine));
    let token = svc.create_api_token(UserId(alice_id), "check").unwrap().1;
    let mut api = api_computer_seats(&api_game(&base, &token, practice));
    api.sort();
    let mut keys: Vec<String> = computer.iter().map(|h| h.key().to_string()).collect();
    keys.sort();
    assert_eq!(api, keys, "the API marks the computer seats");
    // The front page lists the computer's houses as needing a player, to a visitor.
    let front = Browser::new(&base).get("/").unwrap().body;
    assert!(front.contains("Practice") && front.contains(WANTED_WORDS));
    // Ravens to the computer are refused with a reason; nothing is started.
    let csrf = csrf_of(&page).unwrap();
    let r = alice
        .post(
            &format!("/games/{practice}/ravens/new"),
            &[
                ("csrf".into(), csrf),
                ("with".into(), computer[0].key().into()),
            ],
        )
        .unwrap();
    assert!(
        (400..500).contains(&r.status) && r.body.contains("reads no ravens"),
        "a raven to the computer: {} {}",
        r.status,
        r.body.chars().take(300).collect::<String>()
    );
    let mut seats = vec![Seat {
        name: alice_name.clone(),
        browser: alice,
        absent: false,
    }];
    let report = webplay::play_to_the_end(practice, &mut seats, &config(&clock), 28);
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.winners.len(), 1, "the practice game reached its end");
    assert_eq!(report.deadlines_passed, 0, "nobody waited for the computer");
    let log = inputs_of(&svc, practice);
    for (house, origin, user) in &log {
        let h = House::from_key(house).unwrap();
        if computer.contains(&h) {
            assert!(
                user.is_none() && (origin == "computer" || origin == "forced"),
                "{house}: {origin} by {user:?}"
            );
        } else {
            assert_ne!(origin, "computer", "the computer never plays alice's house");
        }
    }
    assert!(log.iter().filter(|l| l.1 == "computer").count() > 20);
    let over = seats[0]
        .browser
        .get(&format!("/games/{practice}"))
        .unwrap()
        .body;
    assert_eq!(
        over.matches("</span> computer</h3>").count(),
        2,
        "the finished game still names the computer's houses"
    );

    // A game that starts now and takes a newcomer into a computer seat; its creator lets the
    // computer stand in for the deadlines she misses (she never answers).
    let carol_name = format!("carol-{tag}");
    let mut carol = browser(&base, &carol_name);
    let open = practice_game(&mut carol, "Open table");
    let game_page = format!("/games/{open}");
    let (status, _) = post_form(
        &mut carol,
        &game_page,
        &format!("/games/{open}/computer-stand-in"),
        &[("stand_in", "1")],
    );
    assert_eq!(status, 303);
    let page = carol.get(&game_page).unwrap().body;
    assert!(page.contains(r#"name="stand_in" value="1" checked"#));
    let loaded = svc.load_game(GameId(open)).unwrap();
    let carol_house = loaded.house_of(UserId(loaded.seats[0].user_id)).unwrap();
    let dave_name = format!("dave-{tag}");
    let mut dave = browser(&base, &dave_name);
    let front = dave.get("/").unwrap().body;
    let take = html::forms_posting_to(&front, &format!("/games/{open}/take"));
    assert_eq!(
        take.len(),
        2,
        "both computer seats are offered to a newcomer"
    );
    let r = dave
        .post(&format!("/games/{open}/take"), &take[0].common)
        .unwrap();
    assert_eq!(r.status, 303, "taking over: {}", r.body);
    let loaded = svc.load_game(GameId(open)).unwrap();
    let dave_id = loaded
        .seats
        .iter()
        .find(|s| s.name == dave_name)
        .unwrap()
        .user_id;
    let dave_house = loaded.house_of(UserId(dave_id)).unwrap();
    assert_eq!(loaded.computer.len(), 1, "one computer seat left");
    assert!(!loaded.computer.contains(&dave_house));
    let left = loaded.computer[0];
    let page = dave.get(&game_page).unwrap().body;
    assert_eq!(page.matches(COMPUTER_NOTE).count(), 1);
    let token = svc.create_api_token(UserId(dave_id), "check").unwrap().1;
    assert_eq!(
        api_computer_seats(&api_game(&base, &token, open)),
        vec![left.key().to_string()]
    );
    let mut seats = vec![
        Seat {
            name: carol_name,
            browser: carol,
            absent: true,
        },
        Seat {
            name: dave_name,
            browser: dave,
            absent: false,
        },
    ];
    let report = webplay::play_to_the_end(open, &mut seats, &config(&clock), 29);
    assert!(report.failures.is_empty(), "{:?}", report.failures);
    assert_eq!(report.winners.len(), 1, "the open game reached its end");
    assert!(report.deadlines_passed > 0, "carol missed deadlines");
    let log = inputs_of(&svc, open);
    let of = |h: House, origin: &str| {
        log.iter()
            .filter(|l| l.0 == h.key() && l.1 == origin)
            .count()
    };
    assert!(of(carol_house, "computer") > 0);
    assert_eq!(
        of(carol_house, "deadline"),
        0,
        "the computer, not the defaults, filled in carol's missed deadlines"
    );
    assert!(of(dave_house, "player") > 0, "dave played his house");
    assert_eq!(of(left, "deadline") + of(left, "player"), 0);
    assert!(of(left, "computer") > 0);
    drop(server);
}

#[test]
fn computer_seats_through_the_web_pages_on_sqlite() {
    run(&Backend::Sqlite);
}

#[test]
fn computer_seats_through_the_web_pages_on_postgres() {
    let Some(pg) = postgres() else {
        return;
    };
    run(&pg);
}
