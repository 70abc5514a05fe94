//! Issue 25 through a real server, on SQLite and PostgreSQL (one server per database):
//! - the new-game form offers sealed support declarations, explained as faster by mail in each
//!   of the five languages, and a game created with them lists the option in its lobby;
//! - in a game with that option two houses are asked for their support at the same time, each
//!   on its own game page; the first one's declaration stays sealed from the other until the last
//!   is in, then all are revealed together in every supporter's log;
//! - a request with one possible answer is answered by the server at once: the log page marks it
//!   as the only possible answer, and its house is not awaited;
//! - the "Answer ahead" rows offer no march into an area closed for the game.

mod web_support;

use rookery::engine::game::{Game, Request};
use rookery::selfplay::{play_game, Config, GameRecord};
use rookery::service::demo::DEMO_PASSWORD;
use web_support::*;

const PASSWORD: &str = "password-123";

/// A recorded 4-player game with sealed support and the index of the first input at which two
/// houses or more are asked for their support together.
fn sealed_support_game() -> (GameRecord, usize) {
    let mut config = Config::unchecked();
    config.options.sealed_support = true;
    config.options.ask_together = true;
    for seed in 1..400 {
        let rec = play_game(4, seed, &config);
        if !rec.ok() {
            continue;
        }
        let mut game = Game::new(&rec.setup).unwrap();
        for (i, e) in rec.log.iter().enumerate() {
            let asked = game
                .awaiting()
                .iter()
                .filter(|a| a.request == Request::Support)
                .count();
            if asked >= 2 {
                return (rec, i);
            }
            game.apply_trusted(e.house, &e.input).unwrap();
        }
    }
    panic!("no game with two supporters asked together in 400 seeds");
}

/// A recorded 3-player game and the index of its first input the service gives by itself (a
/// request with one possible answer), after the input of another house.
fn forced_answer_game() -> (GameRecord, usize) {
    for seed in 1..400 {
        let rec = play_game(3, seed, &Config::unchecked());
        if !rec.ok() {
            continue;
        }
        let mut game = Game::new(&rec.setup).unwrap();
        for (i, e) in rec.log.iter().enumerate() {
            let forced = game.forced_inputs();
            if i > 0
                && forced
                    .iter()
                    .any(|(h, input)| *h == e.house && *input == e.input)
            {
                return (rec, i - 1);
            }
            game.apply_trusted(e.house, &e.input).unwrap();
        }
    }
    panic!("no forced answer in 400 seeds");
}

fn pace(backend: &Backend) {
    let db = TestDb::new(backend, "pace");
    let server = Server::start(&db);
    let mut ann = server.client();
    ann.register("ann", PASSWORD);

    // The new-game form explains the option in every language.
    for (lang, words) in [
        ("en", "Faster by mail"),
        ("ro", "Mai rapid prin poștă"),
        ("pt", "Mais rápido por correio"),
        ("cs", "Rychlejší poštou"),
        ("it", "Più veloce per posta"),
    ] {
        let page = ann.get(&format!("/games/new?lang={lang}"));
        assert_eq!(page.status, 200);
        assert!(
            page.body.contains(r#"name="sealed_support""#) && page.body.contains(words),
            "{lang}: {}",
            page.body
        );
    }
    ann.get("/games/new?lang=en");
    let r = ann.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Sealed"),
            ("players", "3"),
            ("seating", "random"),
            ("winter_is_coming", "errata"),
            ("tie_breaks", "printed"),
            ("sealed_support", "1"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("combat_hours", "12"),
            ("westeros_hours", "24"),
            ("reminder_hours", "12"),
            ("visibility", "public"),
            ("start", "creator"),
        ],
    );
    assert_eq!(r.status, 303, "create: {}", r.body);
    let lobby = ann.get(r.location().unwrap());
    assert!(
        lobby
            .body
            .contains("sealed support declarations, revealed together"),
        "{}",
        lobby.body
    );

    // Two supporters asked at once, each on its own page.
    let svc = db.service();
    let (rec, cut) = sealed_support_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..cut]).unwrap();
    let supporters: Vec<_> = game
        .awaiting()
        .into_iter()
        .filter(|a| a.request == Request::Support)
        .map(|a| a.house)
        .collect();
    assert!(supporters.len() >= 2);
    let page_path = format!("/games/{id}");
    let mut clients: Vec<Client> = supporters
        .iter()
        .map(|h| {
            let name = &accounts.iter().find(|a| a.0 == *h).unwrap().1;
            let mut c = server.client();
            assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
            c
        })
        .collect();
    for c in clients.iter_mut() {
        let page = c.get(&page_path);
        assert!(
            decision_forms(&page.body)
                .iter()
                .any(|f| f.kind == "support"),
            "each supporter has its form at once"
        );
    }
    let log_before = clients[1].get(&format!("{page_path}/log")).body;
    let mut form = decision_forms(&clients[0].get(&page_path).body)
        .into_iter()
        .find(|f| f.kind == "support")
        .unwrap();
    // The first supporter backs a side wherever it may.
    for (name, options) in form.options.clone() {
        if let Some(side) = options
            .iter()
            .find(|o| *o == "attacker" || *o == "defender")
        {
            form.set(&name, side);
        }
    }
    let r = clients[0].post(&format!("{page_path}/act"), &form.fields);
    assert_eq!(r.status, 303, "support: {}", r.body);
    // Sealed: the second supporter still has its form and its log shows no declaration yet.
    let second = clients[1].get(&page_path);
    assert!(decision_forms(&second.body)
        .iter()
        .any(|f| f.kind == "support"));
    let log_now = clients[1].get(&format!("{page_path}/log")).body;
    let declared = |log: &str| log.matches("support").count();
    assert_eq!(
        declared(&log_before),
        declared(&log_now),
        "a sealed declaration shows nothing to the others"
    );
    // The others declare too, backing a side wherever they may: then every declaration is
    // revealed together, in every supporter's log, and nobody is asked again.
    for c in clients.iter_mut().skip(1) {
        let mut form = decision_forms(&c.get(&page_path).body)
            .into_iter()
            .find(|f| f.kind == "support")
            .unwrap();
        for (name, options) in form.options.clone() {
            if let Some(side) = options
                .iter()
                .find(|o| *o == "attacker" || *o == "defender")
            {
                form.set(&name, side);
            }
        }
        let r = c.post(&format!("{page_path}/act"), &form.fields);
        assert_eq!(r.status, 303, "support: {}", r.body);
    }
    for c in clients.iter_mut() {
        assert!(!decision_forms(&c.get(&page_path).body)
            .iter()
            .any(|f| f.kind == "support"));
        let log = c.get(&format!("{page_path}/log")).body;
        assert!(
            declared(&log) >= declared(&log_before) + supporters.len(),
            "every declaration revealed: {log}"
        );
    }

    // A request with one possible answer is answered by the server, and marked so in the log:
    // the game is stored up to the input after which it came (the service gives it itself).
    let (rec, cut) = forced_answer_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut + 1]).unwrap();
    let loaded = svc.load_game(id).unwrap();
    let replayed = loaded.replayed.as_ref().unwrap();
    let forced = replayed
        .events
        .iter()
        .find(|e| e.seq == cut as i32 + 2)
        .expect("the forced answer is in the log");
    assert_eq!(forced.origin, rookery::service::Origin::Forced);
    assert_eq!(forced.house, rec.log[cut + 1].house);
    let state = replayed.game.state();
    assert!(
        !replayed
            .game
            .awaiting()
            .iter()
            .any(|a| rookery::engine::forced::has_one_answer(state, a)),
        "nobody is awaited for a request with one answer"
    );
    let mut player = server.client();
    assert_eq!(player.login(&accounts[0].1, DEMO_PASSWORD).status, 303);
    let log = player.get(&format!("/games/{id}/log"));
    assert!(
        log.body.contains("the only possible answer, given at once"),
        "{}",
        log.body
    );
}

#[test]
fn sealed_support_and_forced_answers_through_a_real_server() {
    for b in backends() {
        pace(&b);
    }
}

/// The "Answer ahead" rows offer no march into an area closed for the game: with 3 players
/// such an answer could never be used (it was dropped as impassable and its house asked), so a
/// player planning ahead must not be offered it. Every other adjacent area of the right kind is
/// still offered.
#[test]
fn answer_ahead_rows_offer_no_march_into_a_closed_area() {
    use rookery::decisions::plans::rows;
    use rookery::decisions::Field;
    use rookery::engine::orders::OrderKind;
    use rookery::engine::state::Neutral;
    let rec = play_game(3, 1, &Config::unchecked());
    let game = Game::new(&rec.setup).unwrap();
    let board = game.state().board();
    let tr = rookery::i18n::Tr(rookery::i18n::Lang::En);
    let house = game.state().houses[0];
    let view = game.view_for(Some(house));
    let closed: Vec<_> = view
        .areas
        .iter()
        .filter(|a| a.neutral == Some(Neutral::Impassable))
        .map(|a| a.area)
        .collect();
    assert!(!closed.is_empty(), "a 3-player game closes some areas");
    // A row for every open land area next to a closed one, as if it held a march order.
    let next_to_closed: Vec<_> = board
        .ids()
        .filter(|a| board.area(*a).is_land() && !closed.contains(a))
        .filter(|a| board.area(*a).adjacent.iter().any(|b| closed.contains(b)))
        .map(|a| (a, Some(OrderKind::March)))
        .collect();
    assert!(!next_to_closed.is_empty());
    let mut offered = 0;
    for field in rows(tr, &view, board, house, &next_to_closed, Some(&[])) {
        let Field::Select { name, options, .. } = field else {
            continue;
        };
        for o in options {
            let Some(to) = o.value.strip_prefix("march:") else {
                continue;
            };
            assert!(
                !closed.iter().any(|c| c.key() == to),
                "{name} offers a march into {to}, closed for this game"
            );
            offered += 1;
        }
    }
    assert!(offered > 0, "the rows still offer the open areas");
}
