//! A game's past (issue 14, items 1–3), through a real server on SQLite and PostgreSQL: the
//! history pages at every step as every seat and a spectator, with no secret before the end
//! (no other house's view, no sealed orders, no revealed page, no export) and everything after
//! it; the round-by-round table and chart; the export replayed by the engine (`verify`, and the
//! `rookery verify` command) and imported into another database, where the game's pages read the
//! same.

use crate::web_support;

use rookery::engine::GameOptions;
use rookery::selfplay::{find_position, play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::export::{verify, Export};
use rookery::service::GameId;
use web_support::*;

/// Log in as each player of a stored game, plus an anonymous visitor.
fn viewers(server: &Server, players: &[(rookery::engine::House, String)]) -> Vec<(String, Client)> {
    let mut out: Vec<(String, Client)> = players
        .iter()
        .map(|(h, name)| {
            let mut c = server.client();
            assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
            (h.key().to_string(), c)
        })
        .collect();
    out.push(("spectator".into(), server.client()));
    out
}

/// Every step of an unfinished game, as every viewer: only the viewer's own view, and none of
/// the pages that reveal the game's secrets.
fn before_the_end(backend: &Backend) {
    let db = TestDb::new(backend, "history-live");
    let server = Server::start(&db);
    let svc = db.service();
    // A game in round 2's Planning with some orders sealed, stopped mid-way.
    // A large seed, so that finding its digits in a page means finding the seed.
    let (rec, cut) = find_position(
        4,
        &GameOptions::default(),
        "place_orders",
        9_876_543_210..9_876_543_211,
    )
    .unwrap();
    let rec_cut = cut.min(rec.log.len() / 3).max(1);
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..rec_cut]).unwrap();
    let mut vs = viewers(&server, &players);
    let len = svc.load_game(GameId(id)).unwrap().row.log_len as usize;
    let mut planning_steps = 0;
    let mut combat_steps = 0;
    for at in 0..=len {
        let game = rookery::engine::Game::replay(&rec.setup, &rec.log[..at]).unwrap();
        let planning_with_sealed = game.view_for(None).phase == "planning"
            && !game.view_for(None).sealed_orders.is_empty();
        planning_steps += usize::from(planning_with_sealed);
        for (who, c) in vs.iter_mut() {
            let other = players
                .iter()
                .map(|(h, _)| h.key())
                .find(|k| k != who)
                .unwrap();
            let page = c.get(&format!("/games/{id}/history?at={at}&as={other}"));
            assert_eq!(page.status, 200, "{who} at {at}");
            let expected = if who == "spectator" {
                "a spectator's view".to_string()
            } else {
                let h = rookery::engine::House::from_key(who).unwrap();
                format!("House {h}&#x27;s view")
            };
            assert!(
                page.body.contains(&expected)
                    || unescape(&page.body).contains(&expected.replace("&#x27;", "'")),
                "{who} at step {at} sees another view (asked for {other})"
            );
            // Issue 27: a step during a combat opens on the combat's area.
            if let Some(fight) = game.view_for(None).combat {
                let (lx, ly) = rookery::web::map::shapes::shapes_of(rec.setup.options.edition)
                    .area(fight.area)
                    .label;
                let step = page
                    .body
                    .split(r#"id="step-map""#)
                    .nth(1)
                    .unwrap_or_else(|| panic!("{who} at step {at}: no map at the combat"));
                let vb: Vec<i32> = step
                    .split(r#"viewBox=""#)
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap()
                    .split(' ')
                    .map(|n| n.parse().unwrap())
                    .collect();
                assert!(
                    (vb[0]..vb[0] + vb[2]).contains(&lx) && (vb[1]..vb[1] + vb[3]).contains(&ly),
                    "{who} at step {at}: the map {vb:?} is not at {}",
                    fight.area.key()
                );
                combat_steps += 1;
            }
            if planning_with_sealed {
                assert!(
                    !page.body.contains("order: "),
                    "{who} at step {at}: a sealed order on a Planning page"
                );
            }
        }
    }
    assert!(
        planning_steps > 0,
        "steps with sealed orders were looked at"
    );
    eprintln!("{combat_steps} steps in a combat opened on the combat");
    let (_, c) = &mut vs[0];
    assert_eq!(c.get(&format!("/games/{id}/revealed")).status, 404);
    assert_eq!(c.get(&format!("/games/{id}/export")).status, 409);
    let rounds = c.get(&format!("/games/{id}/rounds"));
    assert_eq!(rounds.status, 200);
    assert!(rounds.body.contains("<svg") && rounds.body.contains("id=\"rounds\""));
    assert!(
        !rounds.body.contains(&rec.setup.seed.to_string()),
        "no seed before the end"
    );
}

/// The `viewBox` of the first map after `marker` in a page, as numbers.
fn view_box_after(body: &str, marker: &str) -> Option<Vec<i32>> {
    Some(
        body.split(marker)
            .nth(1)?
            .split(r#"viewBox=""#)
            .nth(1)?
            .split('"')
            .next()?
            .split(' ')
            .map(|n| n.parse::<f64>().unwrap() as i32)
            .collect(),
    )
}

/// Issue 27, item 5: a history step in a combat opens on the combat. A self-played game stored
/// where a combat awaits its house cards: its history page at that step, as a spectator and as
/// each player, shows a crop of the board (smaller than the whole board) holding the combat's
/// area.
fn a_combat_step_opens_on_the_combat(backend: &Backend) {
    let db = TestDb::new(backend, "history-combat");
    let server = Server::start(&db);
    let svc = db.service();
    let (rec, at) = find_position(3, &GameOptions::default(), "house_card", 1..8)
        .expect("a self-played game with a combat");
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..at]).unwrap();
    let game = rookery::engine::Game::replay(&rec.setup, &rec.log[..at]).unwrap();
    let fight = game
        .view_for(None)
        .combat
        .expect("the stored position is in a combat");
    let (lx, ly) = rookery::web::map::shapes::shapes_of(rec.setup.options.edition)
        .area(fight.area)
        .label;
    let mut vs = viewers(&server, &players);
    let whole = view_box_after(&vs[0].1.get(&format!("/games/{id}/board.svg")).body, "<svg")
        .expect("the whole board's viewBox");
    for (who, c) in vs.iter_mut() {
        let page = c.get(&format!("/games/{id}/history?at={at}"));
        assert_eq!(page.status, 200, "{who}");
        let vb = view_box_after(&page.body, r#"id="step-map""#)
            .unwrap_or_else(|| panic!("{who}: no map at the combat in {}", fight.area.key()));
        assert!(
            (vb[0]..vb[0] + vb[2]).contains(&lx) && (vb[1]..vb[1] + vb[3]).contains(&ly),
            "{who}: the map {vb:?} is not at {}",
            fight.area.key()
        );
        assert!(
            vb[2] < whole[2] || vb[3] < whole[3],
            "{who}: the map {vb:?} is the whole board {whole:?}, not a crop at the combat"
        );
    }
}

/// A finished game: every moment as anyone's view, the secrets revealed, the export verified
/// and imported elsewhere with the same pages.
fn after_the_end(backend: &Backend, other: &Backend) {
    let db = TestDb::new(backend, "history-over");
    let server = Server::start(&db);
    let svc = db.service();
    let rec = play_game(3, 77, &Config::unchecked());
    assert!(rec.winner.is_some());
    let (id, players) = svc.store_played(&rec.setup, &rec.log).unwrap();
    let mut spectator = server.client();
    let len = rec.log.len();
    for at in (0..=len).step_by(7).chain([len]) {
        for view in ["spectator", players[1].0.key()] {
            let page = spectator.get(&format!("/games/{id}/history?at={at}&as={view}"));
            assert_eq!(page.status, 200);
            if at > 0 {
                assert!(page.body.contains(&format!("at={}", at - 1)), "a link back");
            }
        }
    }
    let revealed = spectator.get(&format!("/games/{id}/revealed"));
    assert_eq!(revealed.status, 200);
    assert!(
        revealed.body.contains(&rec.setup.seed.to_string()),
        "the seed"
    );
    assert!(revealed.body.contains("Westeros deck I"));
    assert!(revealed.body.contains("Orders: "), "the sealed orders");

    // The export: the engine replays it to the same result.
    let r = spectator.get(&format!("/games/{id}/export"));
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), Some("application/json"));
    let export: Export = serde_json::from_str(&r.body).unwrap();
    assert_eq!(export.setup.seed, rec.setup.seed);
    assert_eq!(export.log.len(), len);
    assert!(
        export.log.iter().all(|e| e.origin.is_some()),
        "every exported input says how it came"
    );
    let result = verify(&export).expect("the export verifies");
    assert_eq!(result.winner, rec.winner);
    // `rookery verify FILE` says so too, and refuses a tampered file.
    let file = db.dir.join("export.json");
    std::fs::write(&file, &r.body).unwrap();
    let out = std::process::Command::new(BIN)
        .arg("verify")
        .arg(&file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).contains("verified"));
    let mut forged = export.clone();
    forged.result.winner = players.iter().map(|p| p.0).find(|h| Some(*h) != rec.winner);
    std::fs::write(&file, serde_json::to_string(&forged).unwrap()).unwrap();
    let out = std::process::Command::new(BIN)
        .arg("verify")
        .arg(&file)
        .output()
        .unwrap();
    assert!(!out.status.success(), "a forged result is not verified");

    // Imported on the other database: the game's pages read the same.
    let db2 = TestDb::new(other, "history-import");
    let svc2 = db2.service();
    let id2 = svc2.import(&export).unwrap();
    let server2 = Server::start(&db2);
    let mut spectator2 = server2.client();
    let strip = |html: &str, game: i32| -> String {
        let re_csrf = |s: &str| -> String {
            s.lines()
                .filter(|l| !l.contains("name=\"csrf\""))
                .collect::<Vec<_>>()
                .join("\n")
        };
        re_csrf(html).replace(&format!("/games/{game}"), "/games/N")
    };
    for path in ["", "/log", "/rounds", "/revealed", "/history?at=40"] {
        let a = spectator.get(&format!("/games/{id}{path}"));
        let b = spectator2.get(&format!("/games/{id2}{path}"));
        assert_eq!(a.status, 200);
        assert_eq!(b.status, 200);
        assert_eq!(
            strip(&a.body, id),
            strip(&b.body, id2.0),
            "/games/N{path} differs after the import"
        );
    }
}

#[test]
fn history_and_export_on_both_databases() {
    let all = backends();
    for b in &all {
        before_the_end(b);
        a_combat_step_opens_on_the_combat(b);
    }
    let other = all.last().unwrap().clone();
    after_the_end(&all[0], &other);
    if all.len() > 1 {
        after_the_end(&all[1], &all[0]);
    }
}
