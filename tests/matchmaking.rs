//! Issue 32, item 4: tables that fill, through a real `rookery serve` on SQLite and PostgreSQL
//! (its clock in a file, its mail sent by its own worker to a real SMTP server).
//!
//! - **Six waiting players seated in a new game.** Five players ask on the front page to be
//!   seated in the next 2nd-edition 6-player game with standard deadlines, unrated; one of
//!   them cancels and asks again; a sixth asks over the JSON API and is seated at once: a new
//!   game forms with the six, starts, and each gets the "you have a seat" mail. A player who
//!   asked for quick deadlines is not seated, and still waits.
//! - **An open game takes a waiting player.** A player waits for a 3-player game; a creator
//!   makes one with the new-game form; the server's due jobs seat the waiting player in it.
//! - **The front page's order.** Open games with the fewest seats left first, then the oldest,
//!   each saying its seats left.
//! - **A stale lobby.** Four days after it was made, a lobby still not full offers its creator
//!   (not the others) to start with the players seated or with computer seats; before that the
//!   fewer-players start is refused. A lobby whose chosen houses do not fit the smaller game
//!   offers only the computer seats. Each creator is told once by mail what their lobby may
//!   start with.

use crate::web_support;

use chrono::TimeDelta;
use diesel::prelude::*;
use rookery::db::schema::{outbox, seat_requests, seats};
use rookery::service::UserId;
use web_support::mail::Mail;
use web_support::site::*;
use web_support::*;

fn seats_of(site: &Site, game: i32) -> Vec<(i32, Option<String>)> {
    seats::table
        .filter(seats::game_id.eq(game))
        .select((seats::user_id, seats::house))
        .order(seats::user_id.asc())
        .load(&mut *site.conn())
        .unwrap()
}

fn waiting(site: &Site, user: i32) -> bool {
    seat_requests::table
        .find(user)
        .count()
        .get_result::<i64>(&mut *site.conn())
        .unwrap()
        > 0
}

fn ask(p: &mut Player, edition: &str, players: &str, deadlines: &str) -> Response {
    p.client.post_with_csrf(
        "/",
        "/matchmaking",
        &[
            ("edition", edition),
            ("players", players),
            ("deadlines", deadlines),
        ],
    )
}

/// The "you have a seat" mails to `p`, their text on one line.
fn matched_mails(site: &Site, p: &Player) -> Vec<Mail> {
    site.mails_to(&p.email)
        .into_iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("matched"))
        .map(|mut m| {
            m.text = m.text.split_whitespace().collect::<Vec<_>>().join(" ");
            m
        })
        .collect()
}

fn six_waiting_players_are_seated(backend: &Backend) {
    let site = Site::start(backend, "matchmaking-six");
    let label = if *backend == Backend::Sqlite {
        "SQLite"
    } else {
        "PostgreSQL"
    };
    let mut ps: Vec<Player> = (1..=6).map(|i| player(&site, &format!("mm{i}"))).collect();
    let mut odd = player(&site, "mm-quick");
    let ids: Vec<i32> = ps.iter().map(|p| site.user_id(&p.name)).collect();

    // A request that does not match (quick deadlines) waits.
    let r = ask(&mut odd, "second", "6", "quick");
    assert_eq!(r.status, 303, "{label}: {}", r.body);
    for (i, p) in ps.iter_mut().take(5).enumerate() {
        let r = ask(p, "second", "6", "standard");
        assert_eq!(r.status, 303, "{label}: {}", r.body);
        assert_eq!(r.location(), Some("/#matchmaking"), "{label}");
        let home = unescape(&p.client.get("/").body);
        assert!(home.contains("id=\"seat-request\""), "{label}: {home}");
        assert!(
            home.contains("6 players, standard deadlines, not rated"),
            "{label}: {home}"
        );
        if i > 0 {
            assert!(
                home.contains(&format!("{} players (you included) wait", i + 1)),
                "{label}: {home}"
            );
        }
    }
    // The first cancels: the front page offers the form again; then asks again.
    let r = ps[0].client.post_with_csrf("/", "/matchmaking/cancel", &[]);
    assert_eq!(r.status, 303, "{label}: {}", r.body);
    assert!(!waiting(&site, ids[0]), "{label}: cancelled");
    let home = ps[0].client.get("/");
    assert!(!home.body.contains("id=\"seat-request\""), "{label}");
    assert!(home.body.contains("id=\"seat-me\""), "{label}");
    assert_eq!(ask(&mut ps[0], "second", "6", "standard").status, 303);
    assert!(waiting(&site, ids[0]), "{label}: asked again");

    // The sixth asks over the API and is seated at once: a game forms and starts.
    let (_, token) = site
        .svc
        .create_api_token(UserId(ids[5]), "matchmaking")
        .unwrap();
    let r = ps[5].client.raw(
        "POST",
        "/api/v1/matchmaking",
        &[
            ("Authorization", format!("Bearer {token}")),
            ("Content-Type", "application/json".into()),
        ],
        br#"{"edition": "second", "players": 6, "deadlines": "standard"}"#,
    );
    assert_eq!(r.status, 200, "{label}: {}", r.body);
    let v: serde_json::Value = serde_json::from_str(&r.body).unwrap();
    assert_eq!(v["seated"]["started"], true, "{label}: {v}");
    let game = v["seated"]["id"].as_i64().unwrap() as i32;
    let row = site.game(game);
    assert_eq!(row.status, "active", "{label}");
    assert_eq!(row.players, 6, "{label}");
    assert_eq!(row.visibility, "public", "{label}");
    let seated = seats_of(&site, game);
    let mut expected = ids.clone();
    expected.sort();
    assert_eq!(
        seated.iter().map(|(u, _)| *u).collect::<Vec<_>>(),
        expected,
        "{label}"
    );
    assert!(seated.iter().all(|(_, h)| h.is_some()), "{label}: dealt");
    for (p, id) in ps.iter().zip(&ids) {
        assert!(
            !waiting(&site, *id),
            "{label}: {}'s request is done",
            p.name
        );
        let mails = matched_mails(&site, p);
        assert_eq!(mails.len(), 1, "{label}: {}", p.name);
        assert!(
            mails[0].subject.contains("you have a seat"),
            "{label}: {}",
            mails[0].subject
        );
        assert!(mails[0].text.contains("It has started"), "{label}");
        assert_eq!(
            mails[0].path_starting("/games/").as_deref(),
            Some(format!("/games/{game}").as_str()),
            "{label}"
        );
    }
    // The API shows that nothing waits any more for the sixth.
    let r = ps[5].client.raw(
        "GET",
        "/api/v1/matchmaking",
        &[("Authorization", format!("Bearer {token}"))],
        b"",
    );
    assert!(r.body.contains("\"request\":null"), "{label}: {}", r.body);

    // The quick request was not seated and waits on.
    let odd_id = site.user_id("mm-quick");
    assert!(waiting(&site, odd_id), "{label}");
    assert!(!seated.iter().any(|(u, _)| *u == odd_id), "{label}");
    assert!(matched_mails(&site, &odd).is_empty(), "{label}");

    // An open game takes a waiting player: one waits for a 3-player game (an open one asking
    // for a rating of 5 refuses the newcomer, who waits on), then a creator makes one with the
    // form; the due jobs seat the waiting player (in a free house).
    player(&site, "mm-strict");
    let strict = site
        .svc
        .create_game_public(
            UserId(site.user_id("mm-strict")),
            &spec("Strict table", 3),
            &Default::default(),
            &rookery::service::ratings::PublicRules {
                rated: false,
                min_rating: 5,
                faceless: false,
            },
        )
        .unwrap();
    // Nor a faceless game: the request did not ask for hidden players.
    let masked = site
        .svc
        .create_game_public(
            UserId(site.user_id("mm-strict")),
            &spec("Masked table", 3),
            &Default::default(),
            &rookery::service::ratings::PublicRules {
                rated: false,
                min_rating: 0,
                faceless: true,
            },
        )
        .unwrap();
    let mut waiter = player(&site, "mm-waiter");
    let waiter_id = site.user_id("mm-waiter");
    assert_eq!(ask(&mut waiter, "second", "3", "standard").status, 303);
    assert!(waiting(&site, waiter_id), "{label}");
    assert_eq!(seats_of(&site, i32::from(strict)).len(), 1, "{label}");
    assert_eq!(seats_of(&site, i32::from(masked)).len(), 1, "{label}");
    let mut creator = player(&site, "mm-creator");
    let open = create_game(&mut creator.client, "Open table", "stark", "public");
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while waiting(&site, waiter_id) {
        assert!(std::time::Instant::now() < until, "{label}: not seated");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let seated = seats_of(&site, open);
    assert!(
        seated
            .iter()
            .any(|(u, h)| *u == waiter_id && h.as_deref() == Some("lannister")),
        "{label}: {seated:?}"
    );
    assert_eq!(site.game(open).status, "lobby", "{label}");
    let mails = matched_mails(&site, &waiter);
    assert_eq!(mails.len(), 1, "{label}");
    assert!(
        mails[0]
            .text
            .contains("It starts when its last seats are taken"),
        "{label}: {}",
        mails[0].text
    );
    // The quick request still waits: a 3-player standard game is not its kind.
    assert!(waiting(&site, odd_id), "{label}");
    // And the strict table never took the newcomer.
    assert_eq!(seats_of(&site, i32::from(strict)).len(), 1, "{label}");
}

#[test]
fn matchmaking_seats_six_waiting_players_into_a_new_game() {
    for backend in backends() {
        six_waiting_players_are_seated(&backend);
    }
}

fn spec(name: &str, players: u8) -> rookery::service::lobby::GameSpec {
    rookery::service::lobby::GameSpec {
        name: name.into(),
        players,
        seating: rookery::service::lobby::Seating::Choice,
        creator_house: Some(rookery::engine::House::Stark),
        options: Default::default(),
        deadlines: Default::default(),
        public: true,
        start_when_full: false,
        press: Default::default(),
    }
}

fn front_page_order_and_stale_lobbies(backend: &Backend) {
    let mut site = Site::start(backend, "matchmaking-order");
    let label = if *backend == Backend::Sqlite {
        "SQLite"
    } else {
        "PostgreSQL"
    };
    let names = ["ord-a", "ord-b", "ord-c", "ord-d", "ord-e"];
    let mut ps: Vec<Player> = names.iter().map(|n| player(&site, n)).collect();
    let id = |site: &Site, n: &str| UserId(site.user_id(n));
    let svc = &site.svc;
    // Made one hour apart: A (6 players, 5 seats left), B (3 players, 2 left), C (4 players,
    // 2 left once a second player joins).
    let a = svc
        .create_game(id(&site, "ord-a"), &spec("Table A", 6))
        .unwrap();
    site.set_time(t0() + TimeDelta::hours(1));
    site.svc
        .create_game(id(&site, "ord-b"), &spec("Table B", 3))
        .unwrap();
    site.set_time(t0() + TimeDelta::hours(2));
    let c = site
        .svc
        .create_game(id(&site, "ord-c"), &spec("Table C", 4))
        .unwrap();
    site.svc
        .join(
            c,
            id(&site, "ord-d"),
            Some(rookery::engine::House::Lannister),
            None,
        )
        .unwrap();
    let mut visitor = site.server.client();
    let home = unescape(&visitor.get("/").body);
    let open = &home[home.find("id=\"open-games\"").expect("open games")..];
    let at = |name: &str| {
        open.find(&format!(">{name}</a>"))
            .unwrap_or_else(|| panic!("{label}: {name} not listed: {open}"))
    };
    assert!(at("Table B") < at("Table C"), "{label}: {open}");
    assert!(at("Table C") < at("Table A"), "{label}: {open}");
    assert!(open.contains("2 seats left"), "{label}: {open}");
    assert!(open.contains("5 seats left"), "{label}: {open}");
    // A player seated at Table C finds it among their own games, not among those to join.
    let home = unescape(&ps[3].client.get("/").body);
    let mine = &home[home.find("id=\"my-games\"").expect("my games")..];
    let open = &home[home.find("id=\"open-games\"").expect("open games")..];
    let mine = &mine[..mine.find("</ul>").unwrap_or(mine.len())];
    assert!(mine.contains(">Table C</a>"), "{label}: {mine}");
    assert!(!open.contains(">Table C</a>"), "{label}: {open}");
    assert!(
        open.contains(">Table A</a>") && open.contains(">Table B</a>"),
        "{label}: {open}"
    );

    // Table C: a third player joins as Baratheon. Not stale yet: no offers, and starting
    // with fewer is refused.
    site.svc
        .join(
            c,
            id(&site, "ord-e"),
            Some(rookery::engine::House::Baratheon),
            None,
        )
        .unwrap();
    let lobby = format!("/games/{c}");
    let page = ps[2].client.get(&lobby);
    assert!(!page.body.contains("id=\"stale-lobby\""), "{label}");
    let r = ps[2]
        .client
        .post_with_csrf(&lobby, &format!("/games/{c}/start-fewer"), &[]);
    assert_eq!(r.status, 409, "{label}: {}", r.body);
    assert!(
        unescape(&r.body).contains("once it has waited 3 days"),
        "{label}: {}",
        r.body
    );

    // Four days later: the creator is offered both starts, the others nothing.
    site.set_time(t0() + TimeDelta::days(4) + TimeDelta::hours(3));
    let page = unescape(&ps[2].client.get(&lobby).body);
    assert!(page.contains("id=\"stale-lobby\""), "{label}: {page}");
    assert!(
        page.contains("This table has waited 4 days"),
        "{label}: {page}"
    );
    assert!(
        page.contains("Start now with the 3 players seated"),
        "{label}: {page}"
    );
    assert!(page.contains("id=\"stale-start-computer\""), "{label}");
    // Offered once: the lobby's own "start with the computer" gives way to the stale box's.
    assert!(!page.contains("id=\"start-computer\""), "{label}");
    // The creators of the stale lobbies are told once by mail (the due jobs), the others not.
    let stale_mails = |site: &Site, p: &Player| -> Vec<Mail> {
        let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
        loop {
            let n: i64 = outbox::table
                .filter(outbox::kind.eq("lobby_stale"))
                .filter(outbox::to_address.eq(&p.email))
                .count()
                .get_result(&mut *site.conn())
                .unwrap();
            if n > 0 {
                break;
            }
            assert!(
                std::time::Instant::now() < until,
                "{label}: {} not told",
                p.name
            );
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
        site.mails_to(&p.email)
            .into_iter()
            .filter(|m| m.header("X-Rookery-Kind") == Some("lobby_stale"))
            .map(|mut m| {
                m.text = m.text.split_whitespace().collect::<Vec<_>>().join(" ");
                m
            })
            .collect()
    };
    let told = stale_mails(&site, &ps[2]);
    assert_eq!(told.len(), 1, "{label}");
    assert!(
        told[0].subject.contains("your table has waited 4 days"),
        "{label}: {}",
        told[0].subject
    );
    assert!(
        told[0].text.contains("with 3 of its 4 seats taken")
            && told[0].text.contains("as a game of the 3 players seated"),
        "{label}: {}",
        told[0].text
    );
    // Table A, with its creator alone, may start only with the computer.
    let told = stale_mails(&site, &ps[0]);
    assert_eq!(told.len(), 1, "{label}");
    assert!(
        told[0]
            .text
            .contains("with the computer in the empty seats")
            && !told[0].text.contains("as a game of"),
        "{label}: {}",
        told[0].text
    );
    let others: i64 = outbox::table
        .filter(outbox::kind.eq("lobby_stale"))
        .filter(outbox::to_address.eq(&ps[3].email))
        .count()
        .get_result(&mut *site.conn())
        .unwrap();
    assert_eq!(others, 0, "{label}: only whoever may start it is told");
    let other = ps[3].client.get(&lobby);
    assert!(!other.body.contains("id=\"stale-lobby\""), "{label}");
    let r = ps[3]
        .client
        .post_with_csrf(&lobby, &format!("/games/{c}/start-fewer"), &[]);
    assert_eq!(r.status, 403, "{label}: {}", r.body);
    // The creator starts it as a 3-player game: Stark, Lannister, Baratheon play.
    let r = ps[2]
        .client
        .post_with_csrf(&lobby, &format!("/games/{c}/start-fewer"), &[]);
    assert_eq!(r.status, 303, "{label}: {}", r.body);
    let row = site.game(i32::from(c));
    assert_eq!(row.players, 3, "{label}");
    assert_eq!(row.status, "active", "{label}");

    // Table A's creator (Stark) with Greyjoy and Tyrell seated: 3 players could not play
    // those houses, so only the computer seats are offered; they start it.
    player(&site, "ord-x");
    player(&site, "ord-y");
    site.svc
        .join(
            a,
            id(&site, "ord-x"),
            Some(rookery::engine::House::Greyjoy),
            None,
        )
        .unwrap();
    site.svc
        .join(
            a,
            id(&site, "ord-y"),
            Some(rookery::engine::House::Tyrell),
            None,
        )
        .unwrap();
    let lobby = format!("/games/{a}");
    let page = unescape(&ps[0].client.get(&lobby).body);
    assert!(page.contains("id=\"stale-lobby\""), "{label}: {page}");
    assert!(!page.contains("id=\"start-fewer\""), "{label}: {page}");
    assert!(page.contains("id=\"no-fewer\""), "{label}: {page}");
    let r = ps[0]
        .client
        .post_with_csrf(&lobby, &format!("/games/{a}/start-fewer"), &[]);
    assert_eq!(r.status, 409, "{label}: {}", r.body);
    let r = ps[0]
        .client
        .post_with_csrf(&lobby, &format!("/games/{a}/start-computer"), &[]);
    assert_eq!(r.status, 303, "{label}: {}", r.body);
    let row = site.game(i32::from(a));
    assert_eq!((row.players, row.status.as_str()), (6, "active"), "{label}");
}

#[test]
fn the_front_page_orders_open_games_and_a_stale_lobby_offers_to_start() {
    for backend in backends() {
        front_page_order_and_stale_lobbies(&backend);
    }
}
