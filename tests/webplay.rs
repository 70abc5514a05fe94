//! Whole games played only through the web pages of a real `rookery serve` (issue 11, item 1),
//! on SQLite and PostgreSQL: the web-play driver reads the forms from the HTML, picks among the
//! options they offer, posts, and follows the redirects. Some seats never answer, and the driver
//! moves the server's clock past the deadline so that the defaults move them on.
//!
//! Whole random games meet most kinds of request; for the kinds they did not meet, games are
//! prepared from random self-play stopped where that kind is awaited (stored through the
//! service, the normal use cases), then played to their end over HTTP. The run fails when any
//! kind the engine can make was never met over HTTP, except the two that random play almost never
//! reaches (listed in `RARE`, proven by scenario files and the forms' tests instead).

use crate::web_support;

use rookery::engine::options::Edition;
use rookery::engine::request_kind::{all_kinds, first_edition_kinds};
use rookery::engine::GameOptions;
use rookery::service::demo::DEMO_PASSWORD;
use rookery::webplay::{self, http::Browser, Config, Report, Seat};
use web_support::{postgres, Backend, Server, TestDb};

/// Kinds random play meets about once in thousands of games: Mace Tyrell's choice between a
/// routed and a standing footman, and Crow Killers' lowest bidder with fewer free footmen than
/// knights. `tests/scenarios/card-mace_tyrell-routed.toml` and
/// `tests/scenarios/wild-crow-killers-wildlings-all.toml` cover them, and the forms' tests build
/// and parse their forms.
const RARE: [&str; 2] = [
    "ability:mace_footman",
    "wildling:crow_killers:knights_to_footmen_all",
];

/// The languages the games are played in, in turn.
const LANGS: [&str; 5] = ["en", "ro", "pt", "cs", "it"];

fn server(db: &TestDb) -> (Server, std::path::PathBuf) {
    let clock = db.dir.join("clock");
    std::fs::write(&clock, "2026-11-24T10:00:00Z").unwrap();
    let server = Server::start_with(
        db,
        &[
            ("ROOKERY_CLOCK_FILE", clock.to_str().unwrap()),
            ("ROOKERY_MAIL_TICK_MS", "50"),
            ("ROOKERY_REGISTRATIONS_PER_CLIENT", "10000"),
            ("ROOKERY_REGISTRATIONS_PER_HOUR", "10000"),
            ("ROOKERY_MAX_GAMES_PER_DAY", "10000"),
            ("ROOKERY_MAX_OPEN_LOBBIES", "10000"),
        ],
    );
    (server, clock)
}

/// A game stored where self-play first met `kind` (`config.players` players, `options`),
/// played to its end over HTTP by its demo players: it must ask `kind` through a form.
fn play_prepared(
    svc: &rookery::service::Service,
    base: &str,
    options: &GameOptions,
    config: &Config,
    kind: &str,
    demo_seed: u64,
    seed: u64,
) -> Report {
    let demo = rookery::demo::create_game_at(svc, config.players, options, kind, demo_seed)
        .expect("storing a prepared game")
        .unwrap_or_else(|| panic!("no self-play game met {kind} ({:?})", options.edition));
    let mut seats: Vec<Seat> = demo
        .players
        .iter()
        .map(|(_, name)| Seat {
            name: name.clone(),
            browser: Browser::new(base),
            absent: false,
        })
        .collect();
    for s in seats.iter_mut() {
        webplay::log_in(&mut s.browser, &s.name, DEMO_PASSWORD).expect("log in");
        if let Some(lang) = &config.language {
            webplay::choose_language(&mut s.browser, lang).expect("the language switch");
        }
    }
    let r = webplay::play_to_the_end(demo.game_id, &mut seats, config, seed);
    assert!(
        r.met.contains_key(kind) || !r.failures.is_empty(),
        "the game prepared for {kind} ({:?}) never asked it over HTTP",
        options.edition
    );
    r
}

fn run(backend: &Backend, games: &[(u8, bool, u32)], seed: u64) {
    let db = TestDb::new(backend, "webplay");
    let (server, clock) = server(&db);
    let base = format!("http://{}", server.addr);
    let mut report = Report::default();
    // Issue 15: the games are played in Romanian, Portuguese, Czech and Italian in turn (the
    // prepared ones after them in every language): the driver reads the forms by their field
    // names, so the forms' words in any language must post the same answers.
    let language = |i: usize| Some(LANGS[i % LANGS.len()].to_string());
    for (i, (players, tides, absent)) in games.iter().enumerate() {
        let config = Config {
            players: *players,
            tides_of_battle: *tides,
            absent_percent: *absent,
            clock_file: Some(clock.clone()),
            language: language(i + 1),
            // Issue 25: about half the seats answer ahead on the orders form and the
            // "Answer ahead" form; the service uses those answers when the game asks.
            plan_percent: 50,
            // Issue 25: the games without Tides of Battle (with it no march is asked early)
            // with raids and marches asked early, answered through the same forms ahead of
            // the seats' turns; the prepared games below keep the rulebook's order.
            early_marches: !*tides,
            ..Config::default()
        };
        report.merge(&webplay::play_new_game(&base, &config, seed + i as u64));
    }
    // The games with raids and marches asked early did ask early: answers given through the
    // forms ahead of a seat's turn and applied at it, as the finished games' exports mark them.
    if games.iter().any(|(_, tides, _)| !tides) {
        let svc = db.service();
        let applied: usize = report
            .game_ids
            .iter()
            .filter_map(|id| svc.export(rookery::service::GameId(*id)).ok())
            .map(|e| {
                let applied = Some(rookery::service::export::EarlyFate::Applied);
                e.log.iter().filter(|x| x.early == applied).count()
            })
            .sum();
        assert!(
            applied > 0,
            "no answer given early was applied in {:?}",
            report.game_ids
        );
        eprintln!("answers given early through the forms and applied: {applied}");
    }
    // Games started where a kind not met yet is awaited, played to their end.
    // On the server's clock, so that the prepared games' deadlines lie ahead of it.
    let svc = db.service_on_clock(&clock);
    let mut prepared = 0;
    for kind in all_kinds(true) {
        if report.met.contains_key(&kind) || RARE.contains(&kind.as_str()) {
            continue;
        }
        let tides = kind == "ability:tides_redraw" || kind == "ability:skull_casualties";
        let options = GameOptions {
            tides_of_battle: tides,
            ..GameOptions::default()
        };
        let config = Config {
            players: 6,
            tides_of_battle: tides,
            clock_file: Some(clock.clone()),
            language: language(prepared as usize),
            ..Config::default()
        };
        let r = play_prepared(
            &svc,
            &base,
            &options,
            &config,
            &kind,
            seed * 1000,
            seed + prepared,
        );
        report.merge(&r);
        prepared += 1;
    }
    eprintln!(
        "web play on {backend:?}: {} whole games, {prepared} prepared ones\n{}",
        games.len(),
        report.table()
    );
    assert!(
        report.failures.is_empty(),
        "web play failed:\n{}\n(server log: {})",
        report.failures.join("\n"),
        server.log.display()
    );
    assert_eq!(
        report.winners.len() as u32,
        report.games,
        "every game reaches a winner"
    );
    assert!(
        report.deadlines_passed > 0,
        "absent seats were moved on by deadlines"
    );
    // Answers filed ahead were used: entries taken from the sealed table as the game asked.
    let used = planned_inputs(&db);
    assert!(used > 0, "no input came from an answer filed ahead");
    let never: Vec<String> = report
        .never_met(true)
        .into_iter()
        .filter(|k| !RARE.contains(&k.as_str()))
        .collect();
    assert!(never.is_empty(), "never met over HTTP: {never:?}");
}

/// How many inputs of the database's games were submitted from answers filed ahead.
fn planned_inputs(db: &TestDb) -> i64 {
    use diesel::prelude::*;
    use rookery::db::schema::inputs;
    let svc = db.service();
    let mut c = svc.db.conn().unwrap();
    inputs::table
        .filter(inputs::origin.eq("planned"))
        .count()
        .get_result(&mut *c)
        .unwrap()
}

#[test]
fn whole_games_through_the_web_pages_on_sqlite() {
    run(
        &Backend::Sqlite,
        &[(3, false, 34), (4, true, 0), (5, false, 0), (6, true, 20)],
        11,
    );
}

#[test]
fn whole_games_through_the_web_pages_on_postgres() {
    let Some(pg) = postgres() else {
        return;
    };
    run(&pg, &[(3, true, 34), (6, false, 20)], 23);
}

/// Issue 16: whole 1st-edition games, created through the new-game form's "1st edition (2003)"
/// with its proposed options and played only through the forms to a winner (or the end of round
/// 10): no port form is ever offered, and each game's page names its ruleset and draws its own
/// board. Then, for each kind only the 1st edition asks that they did not meet, a game stored
/// where self-play reached it, played to its end over HTTP: every such kind is met.
fn first_edition(backend: &Backend, games: &[(u8, u32)], seed: u64) {
    let db = TestDb::new(backend, "webplay-agot1");
    let (server, clock) = server(&db);
    let base = format!("http://{}", server.addr);
    let mut report = Report::default();
    for (i, (players, absent)) in games.iter().enumerate() {
        let config = Config {
            players: *players,
            edition: Edition::First,
            absent_percent: *absent,
            clock_file: Some(clock.clone()),
            ..Config::default()
        };
        report.merge(&webplay::play_new_game(&base, &config, seed + i as u64));
    }
    let whole = report.game_ids.clone();
    // The kinds only the 1st edition asks (its Luwin, Asha, Melisandre, its fixed wildling
    // outcomes) that the whole games did not meet: games stored where self-play reached them,
    // played to their end over HTTP.
    let svc = db.service_on_clock(&clock);
    let options = GameOptions {
        edition: Edition::First,
        ..GameOptions::default()
    };
    for kind in first_edition_kinds() {
        if report.met.contains_key(&kind) {
            continue;
        }
        let config = Config {
            players: 5,
            edition: Edition::First,
            clock_file: Some(clock.clone()),
            ..Config::default()
        };
        let r = play_prepared(&svc, &base, &options, &config, &kind, seed * 1000, seed);
        report.merge(&r);
    }
    eprintln!(
        "1st-edition web play on {backend:?}: {} whole games, {} prepared ones\n{}",
        games.len(),
        report.game_ids.len() - whole.len(),
        report.table()
    );
    assert!(
        report.failures.is_empty(),
        "web play failed:\n{}\n(server log: {})",
        report.failures.join("\n"),
        server.log.display()
    );
    assert_eq!(
        report.winners.len(),
        report.game_ids.len(),
        "every game reaches a winner"
    );
    let never: Vec<String> = first_edition_kinds()
        .into_iter()
        .filter(|k| !report.met.contains_key(k))
        .collect();
    assert!(never.is_empty(), "never met over HTTP: {never:?}");
    for kind in ["place_orders", "march", "house_card", "bid:iron_throne"] {
        assert!(report.met.contains_key(kind), "{kind} never met");
    }
    assert!(
        !report.met.contains_key("port_capture"),
        "the 1st edition has no ports"
    );
    let mut visitor = Browser::new(&base);
    for id in &whole {
        let page = visitor.get(&format!("/games/{id}")).expect("the game page");
        assert!(
            page.body
                .contains("1st edition (2003) · Westeros decks: provisional"),
            "game {id} names its ruleset"
        );
        assert!(page.body.contains(r#"id="map-summer_sea""#));
        assert!(!page.body.contains("map-port_of_"));
    }
}

#[test]
fn whole_1st_edition_games_through_the_web_pages_on_sqlite() {
    first_edition(&Backend::Sqlite, &[(3, 0), (4, 0), (5, 30)], 31);
}

#[test]
fn whole_1st_edition_games_through_the_web_pages_on_postgres() {
    let Some(pg) = postgres() else {
        return;
    };
    first_edition(&pg, &[(3, 0)], 37);
}

/// `rookery webplay` against a server whose limit on accounts per address (10 an hour by
/// default; 3 here, so that no game is played first) is smaller than a game's seats: the
/// registration it is refused is told with the settings that allow more, not as a page of
/// HTML.
#[test]
fn a_server_s_registration_limit_is_told_with_its_settings() {
    let db = TestDb::new(&Backend::Sqlite, "webplay-limits");
    let server = Server::start_with(&db, &[("ROOKERY_REGISTRATIONS_PER_CLIENT", "3")]);
    let out = std::process::Command::new(web_support::BIN)
        .args(["webplay", "--players", "6", "--games", "1"])
        .arg(format!("http://{}", server.addr))
        .output()
        .expect("run rookery webplay");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{text}");
    assert!(
        text.contains("ROOKERY_REGISTRATIONS_PER_CLIENT")
            && text.contains("ROOKERY_REGISTRATIONS_PER_HOUR"),
        "{text}"
    );
    assert!(!text.contains("<!doctype html>"), "{text}");
}
