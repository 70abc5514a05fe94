//! Issue 32, item 1: ratings of public games, through a real server on SQLite and PostgreSQL.
//!
//! One self-played 3-player game that ends by the rules is stored twice through the service up
//! to its last chosen input; its seats are given to alice, bob and carol by its final ranking,
//! the game is marked rated, and the last input is sent, so that the end counts the result (as
//! a rated game's end does). The second time bob's house is recorded as left in civil
//! disorder, so he is ranked last although his house came first. A third rated game ended by a
//! vote must count for nothing. The ratings counted at the ends, then the ratings `rookery
//! ratings --recompute` counts again from the stored games, both match the example worked by
//! hand below; the leaderboard, the profiles and a lobby show them; a game asking for a
//! minimum rating refuses bob and seats alice.
//!
//! The example, by the published formulas of Weng & Lin (2011), Algorithm 1 (Bradley-Terry,
//! full pairs), with the defaults mu = 25, sigma = 25/3, beta = 25/6, each player a team of one:
//!   c_iq = sqrt(2 beta^2 + sigma_i^2 + sigma_q^2)
//!   p_iq = e^(mu_i/c_iq) / (e^(mu_i/c_iq) + e^(mu_q/c_iq))
//!   s_iq = 1 if i placed better than q, 1/2 if tied, 0 if worse
//!   Omega_i = sum_q sigma_i^2/c_iq (s_iq - p_iq)      mu_i' = mu_i + Omega_i
//!   Delta_i = sum_q (sigma_i/c_iq) sigma_i^2/c_iq^2 p_iq (1 - p_iq)
//!   sigma_i' = sigma_i sqrt(1 - Delta_i)
//!
//! Game 1: alice 1st, bob 2nd, carol 3rd, all newcomers.
//!   sigma^2 = 625/9 = 69.444444; c^2 = 2(625/36) + 2(625/9) = 173.611111, c = 13.176157;
//!   p = 1/2 for every pair; sigma^2/c = 5.270463, so each pair moves mu by +-2.635231.
//!   alice: Omega = 2.635231 + 2.635231 = 5.270463 -> mu 30.270463
//!   bob:   Omega = -2.635231 + 2.635231 = 0       -> mu 25
//!   carol: Omega = -5.270463                      -> mu 19.729537
//!   each pair's eta = (8.333333/13.176157)(69.444444/173.611111)(1/4) = 0.0632456,
//!   Delta = 0.1264911, sigma' = 8.333333 sqrt(0.8735089) = 7.788475 for all three.
//! Game 2: carol 1st, alice 2nd, bob last (left in civil disorder).
//!   every c = sqrt(2(17.361111) + 2(60.660342)) = 12.491713.
//!   carol vs alice: p = 1/(1 + e^((30.270463 - 19.729537)/12.491713)) = 0.300728, s = 1:
//!     60.660342/12.491713 (1 - 0.300728) = 3.395697
//!   carol vs bob: p = 1/(1 + e^((25 - 19.729537)/12.491713)) = 0.396058, s = 1: 2.932769
//!   alice vs carol: p = 0.699272, s = 0: -3.395697; alice vs bob: p = 0.603942, s = 1: 1.923277
//!   bob vs carol: p = 0.603942, s = 0: -2.932769; bob vs alice: p = 0.396058, s = 0: -1.923277
//!   carol: mu 19.729537 + 6.328466 = 26.058004
//!   alice: mu 30.270463 - 1.472420 = 28.798043
//!   bob:   mu 25 - 4.856046        = 20.143954
//!   eta (sigma/c)(sigma^2/c^2) p(1-p): (0.623490)(0.388737)(p(1-p)):
//!     p = 0.300728: 0.050970; p = 0.396058: 0.057976
//!   carol and alice: Delta = 0.050970 + 0.057976 = 0.108946, sigma 7.351985
//!   bob: Delta = 0.057976 + 0.057976 = 0.115952, sigma 7.323025
//! Shown (mu - 3 sigma, one decimal): alice 6.7, carol 4.0, bob -1.8.

use crate::web_support;

use diesel::prelude::*;
use rookery::db::schema::{game_public, games, ratings, seats, users, vacancies};
use rookery::engine::forced::forced_inputs;
use rookery::engine::victory::final_ranking;
use rookery::engine::Game;
use rookery::selfplay::{play_game, Config, GameRecord};
use rookery::service::GameId;
use rookery::service::UserId;
use web_support::*;

const PW: &str = "a long enough password";

/// The hand-worked (mu, sigma) of alice, bob and carol after both games.
const EXPECTED: [(&str, f64, f64); 3] = [
    ("alice", 28.798043, 7.351985),
    ("bob", 20.143954, 7.323025),
    ("carol", 26.058004, 7.351985),
];

/// The first self-played 3-player game from seed 1 on that ends by the rules.
fn a_finished_game() -> GameRecord {
    (1..200)
        .map(|seed| play_game(3, seed, &Config::unchecked()))
        .find(|rec| rec.final_state.is_some())
        .expect("a self-played game that ends")
}

/// The index of the last input a player chose (those after it the service gives itself).
fn last_chosen(rec: &GameRecord) -> usize {
    (0..rec.log.len())
        .rev()
        .find(|i| {
            let game = Game::replay(&rec.setup, &rec.log[..*i]).unwrap();
            let e = &rec.log[*i];
            !forced_inputs(game.state()).contains(&(e.house, e.input.clone()))
        })
        .expect("a chosen input")
}

fn ratings_now(c: &mut rookery::db::AnyConnection) -> Vec<(String, f64, f64, i32)> {
    ratings::table
        .inner_join(users::table)
        .order(users::name.asc())
        .select((users::name, ratings::mu, ratings::sigma, ratings::games))
        .load(c)
        .unwrap()
}

fn assert_worked_example(label: &str, got: &[(String, f64, f64, i32)]) {
    assert_eq!(got.len(), 3, "{label}: {got:?}");
    for ((name, mu, sigma), g) in EXPECTED.iter().zip(got) {
        assert_eq!(&g.0, name, "{label}");
        assert!(
            (g.1 - mu).abs() < 1e-5,
            "{label}: {name}'s mu {} not {mu}",
            g.1
        );
        assert!(
            (g.2 - sigma).abs() < 1e-5,
            "{label}: {name}'s sigma {} not {sigma}",
            g.2
        );
        assert_eq!(g.3, 2, "{label}: {name} counts two rated games");
    }
}

fn rated_games_count(backend: &Backend, rec: &GameRecord) {
    let db = TestDb::new(backend, "ratings");
    let label = db.label();
    let server = Server::start(&db);
    let svc = db.service();
    let ids: Vec<i32> = ["alice", "bob", "carol"]
        .iter()
        .map(|n| svc.register(n, PW, "UTC").unwrap().user.user_id)
        .collect();
    let (alice, bob, carol) = (ids[0], ids[1], ids[2]);
    let cut = last_chosen(rec);
    let full = Game::replay(&rec.setup, &rec.log).unwrap();
    let ranking = final_ranking(full.state());
    let last = &rec.log[cut];

    // Each game: stored up to its last chosen input, seated by the final ranking, rated.
    let play = |order: [i32; 3], left: Option<i32>| -> i32 {
        let (id, _) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
        let mut c = svc.db.conn().unwrap();
        for (house, user) in ranking.iter().zip(order) {
            diesel::update(
                seats::table
                    .filter(seats::game_id.eq(id))
                    .filter(seats::house.eq(house.key())),
            )
            .set(seats::user_id.eq(user))
            .execute(&mut *c)
            .unwrap();
        }
        diesel::insert_into(game_public::table)
            .values((game_public::game_id.eq(id), game_public::rated.eq(true)))
            .execute(&mut *c)
            .unwrap();
        if let Some(user) = left {
            // A house left in civil disorder to the end, as the end leaves its vacancy.
            let house = ranking[order.iter().position(|u| *u == user).unwrap()];
            let at = svc.now();
            diesel::insert_into(vacancies::table)
                .values((
                    vacancies::game_id.eq(id),
                    vacancies::house.eq(house.key()),
                    vacancies::user_id.eq(Some(user)),
                    vacancies::reason.eq("civil_disorder"),
                    vacancies::opened_at.eq(at),
                    vacancies::opened_seq.eq(1),
                    vacancies::closed_at.eq(Some(at)),
                    vacancies::closed_how.eq(Some("over")),
                ))
                .execute(&mut *c)
                .unwrap();
        }
        drop(c);
        let mover = order[ranking.iter().position(|h| *h == last.house).unwrap()];
        svc.submit(GameId(id), UserId(mover), last.house, &last.input, None)
            .unwrap();
        let status: String = games::table
            .find(id)
            .select(games::status)
            .first(&mut *svc.db.conn().unwrap())
            .unwrap();
        assert_eq!(status, "over", "{label}");
        id
    };
    play([alice, bob, carol], None);
    // Bob's house comes first, but bob left it: last.
    play([bob, carol, alice], Some(bob));
    assert_worked_example(
        &format!("{label}, counted at the ends"),
        &ratings_now(&mut svc.db.conn().unwrap()),
    );

    // A rated game ended by a vote counts for nothing, even when recomputed.
    let (ended, _) = svc.store_played(&rec.setup, &rec.log[..30]).unwrap();
    {
        let mut c = svc.db.conn().unwrap();
        diesel::insert_into(game_public::table)
            .values((game_public::game_id.eq(ended), game_public::rated.eq(true)))
            .execute(&mut *c)
            .unwrap();
        diesel::update(games::table.find(ended))
            .set(games::status.eq("ended"))
            .execute(&mut *c)
            .unwrap();
        // A wrong figure the recomputation must replace.
        diesel::update(ratings::table)
            .set(ratings::mu.eq(99.0))
            .execute(&mut *c)
            .unwrap();
    }
    let out = std::process::Command::new(BIN)
        .args(["ratings", "--recompute"])
        .env("DATABASE_URL", &db.url)
        .output()
        .unwrap();
    assert!(out.status.success(), "{label}: {out:?}");
    assert!(
        String::from_utf8_lossy(&out.stdout).contains("from 2 rated games"),
        "{label}: {out:?}"
    );
    assert_worked_example(
        &format!("{label}, recomputed"),
        &ratings_now(&mut svc.db.conn().unwrap()),
    );

    // The leaderboard: alice 6.7, carol 4.0, bob -1.8, two rated games each.
    let mut client = server.client();
    let page = client.get("/leaderboard");
    assert_eq!(page.status, 200, "{label}");
    let rows: Vec<&str> = page.body.split("<tr><td>").skip(1).collect();
    assert_eq!(rows.len(), 3, "{label}: {}", page.body);
    for (row, (name, shown)) in rows
        .iter()
        .zip([("alice", "6.7"), ("carol", "4"), ("bob", "-1.8")])
    {
        assert!(row.contains(&format!(">{name}</a>")), "{label}: {row}");
        assert!(
            row.contains(&format!("class=\"rating\">{shown}<")),
            "{label}: {row}"
        );
        assert!(row.contains("class=\"games\">2<"), "{label}: {row}");
    }
    let first = client.get("/leaderboard?edition=first");
    assert!(first.body.contains("id=\"leaderboard-empty\""), "{label}");
    let profile = client.get("/users/alice");
    assert!(
        unescape(&profile.body).contains("6.7 (2 rated games)"),
        "{label}: {}",
        profile.body
    );

    // A game asking for a rating of 5: bob (-1.8) is refused, alice (6.7) sits; the lobby
    // shows the table's average.
    let spec = rookery::service::lobby::GameSpec {
        name: "Rated table".into(),
        players: 3,
        seating: rookery::service::lobby::Seating::Random,
        creator_house: None,
        options: Default::default(),
        deadlines: Default::default(),
        public: true,
        start_when_full: false,
        press: Default::default(),
    };
    let rules = rookery::service::seats::SeatRules::default();
    let public = rookery::service::ratings::PublicRules {
        rated: true,
        min_rating: 5,
        faceless: false,
    };
    let table = svc
        .create_game_public(UserId(carol), &spec, &rules, &public)
        .unwrap();
    let path = format!("/games/{table}");
    let join = format!("/games/{table}/join");
    let mut b = server.client();
    b.login("bob", PW);
    let refused = b.post_with_csrf(&path, &join, &[("invite", "")]);
    assert_eq!(refused.status, 403, "{label}: {}", refused.body);
    assert!(
        unescape(&refused.body).contains("a rating of at least 5; yours is -1.8"),
        "{label}: {}",
        refused.body
    );
    let mut a = server.client();
    a.login("alice", PW);
    let seated = a.post_with_csrf(&path, &join, &[("invite", "")]);
    assert_eq!(seated.status, 303, "{label}: {}", seated.body);
    let lobby = unescape(&a.get(&path).body);
    // (4.0 + 6.7) / 2
    assert!(lobby.contains("average rating: 5.4"), "{label}: {lobby}");
    assert!(lobby.contains("at least 5 to join"), "{label}: {lobby}");
}

#[test]
fn ratings_match_the_hand_worked_example() {
    let rec = a_finished_game();
    for backend in backends() {
        rated_games_count(&backend, &rec);
    }
}
