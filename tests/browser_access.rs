//! Issue 27, item 6: usable by everyone. A headless Chromium at 390×844 (`web_support::phone`)
//! opens every page kind — the front page, sign-in, registration, a forgotten password, the
//! settings and connections pages, the new-game form, a lobby, a game page placing orders and one
//! in a combat, the whole map, the log, the history, the rounds, the ravens, a player's profile,
//! the leaderboard (issue 32: its table within 390 px), the moderators' page (issue 32, with a
//! report; within 390 px) and an error page — and on each:
//!
//! - measures every tap target as laid out (links, buttons, fields, expanders; a checkbox or a
//!   radio button by its label, which takes the tap): each at least 44×44 CSS px. Exempt, as
//!   WCAG 2.5.8 exempts them: links inside a sentence (inline in a paragraph that has a dozen
//!   letters of its own; their line is the text's), and the map's areas (shapes drawn to the
//!   board's scale; each also has a form row or the whole map);
//! - runs axe-core (the npm package, injected into the page) and fails on any serious or
//!   critical violation, naming the rule and the elements.
//!
//! axe-core comes from `target/axe-core/node_modules/axe-core/axe.min.js`, which `scripts/test`
//! installs with npm (or `ROOKERY_AXE_JS`, a path to `axe.min.js`). Without chromedriver or
//! axe-core the test is skipped with a note, except in CI (CI=true), where it fails.

use crate::web_support;

use fantoccini::{Client, Locator};
use rookery::demo::{DemoGame, DEMO_PASSWORD};
use rookery::engine::GameOptions;
use rookery::service::GameId;
use serde_json::Value;
use web_support::phone::{drive, log_in, shots_dir, Phone};
use web_support::*;

/// The smallest tap target, in CSS px (WCAG 2.5.5, Apple's and Google's guidelines).
const MIN_TAP_PX: f64 = 44.0;

/// Every tap target on the page that is shown and not exempt, with its box as laid out.
const TAP_TARGETS: &str = r#"
const shown = e => {
    const s = getComputedStyle(e);
    if (s.visibility === 'hidden' || s.display === 'none') return false;
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
};
// A link inside running text: inline, in a paragraph whose own words (its text less every
// link's) make a sentence. Links in lists, labels, headings and rows of links are targets.
const inSentence = a => {
    if (getComputedStyle(a).display !== 'inline') return false;
    const p = a.closest('p');
    if (!p) return false;
    let own = p.textContent;
    for (const l of p.querySelectorAll('a')) own = own.replace(l.textContent, ' ');
    return (own.match(/\p{L}/gu) || []).length >= 12;
};
const name = e => {
    const tag = e.tagName.toLowerCase();
    const id = e.id ? '#' + e.id : '';
    const cls = typeof e.className === 'string' && e.className ? '.' + e.className.trim().split(/\s+/).join('.') : '';
    return tag + id + cls + ' "' + (e.textContent || e.value || e.name || '').trim().slice(0, 40) + '"';
};
const out = [];
const seen = new Set();
for (const e of document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary')) {
    if (e.closest('svg')) continue;
    let target = e;
    if (e.tagName === 'INPUT' && (e.type === 'checkbox' || e.type === 'radio')) {
        target = e.closest('label') || (e.id && document.querySelector('label[for="' + e.id + '"]')) || e;
    }
    if (seen.has(target) || !shown(target)) continue;
    seen.add(target);
    if (target.tagName === 'A' && inSentence(target)) continue;
    const r = target.getBoundingClientRect();
    out.push({what: name(target), width: r.width, height: r.height});
}
return out;
"#;

/// Runs axe-core on the page (injected first) and hands back its serious and critical
/// violations.
const AXE_RUN: &str = r#"
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => done(
    r.violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => ({id: v.id, impact: v.impact, help: v.help,
                    nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' — ' + (n.failureSummary || '').replace(/\s+/g, ' ').slice(0, 200))}))
), e => done([{id: 'axe-error', impact: 'critical', help: String(e), nodes: []}]));
"#;

fn axe_source() -> Option<String> {
    let path = std::env::var("ROOKERY_AXE_JS")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|_| {
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("target/axe-core/node_modules/axe-core/axe.min.js")
        });
    match std::fs::read_to_string(&path) {
        Ok(s) => Some(s),
        Err(_) if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!(
                "axe-core is missing at {} (scripts/test installs it)",
                path.display()
            )
        }
        Err(_) => {
            eprintln!(
                "skipped: axe-core is not at {} (scripts/test installs it with npm)",
                path.display()
            );
            None
        }
    }
}

fn player_awaited(svc: &rookery::service::Service, demo: &DemoGame, kind: &str) -> String {
    let g = svc.load_game(GameId(demo.game_id)).unwrap();
    let game = &g.replayed.as_ref().unwrap().game;
    let house = game
        .awaiting()
        .into_iter()
        .find(|a| a.request.kind() == kind)
        .unwrap_or_else(|| panic!("{kind} is awaited"))
        .house;
    demo.players
        .iter()
        .find(|(h, _)| *h == house)
        .unwrap()
        .1
        .clone()
}

/// The problems of the page open in the browser: tap targets too small, axe-core's serious and
/// critical violations.
async fn problems(c: &Client, what: &str, axe: &str) -> Vec<String> {
    // chromedriver sometimes shows an empty document just after a navigation it reported done:
    // the page is checked once its document is there.
    c.wait()
        .for_element(Locator::Css("body footer"))
        .await
        .unwrap_or_else(|_| panic!("{what}: the page never showed"));
    let mut found = vec![];
    let targets = c.execute(TAP_TARGETS, vec![]).await.unwrap();
    let targets = targets.as_array().unwrap();
    assert!(!targets.is_empty(), "{what}: no tap target at all");
    for t in targets {
        let (w, h) = (t["width"].as_f64().unwrap(), t["height"].as_f64().unwrap());
        if w + 0.01 < MIN_TAP_PX || h + 0.01 < MIN_TAP_PX {
            found.push(format!(
                "{what}: tap target {} is {w:.0}×{h:.0} px",
                t["what"]
            ));
        }
    }
    let present = c
        .execute("return typeof axe !== 'undefined';", vec![])
        .await
        .unwrap();
    if present != Value::Bool(true) {
        c.execute(&format!("{axe}\n;return true;"), vec![])
            .await
            .unwrap();
    }
    let violations = c.execute_async(AXE_RUN, vec![]).await.unwrap();
    for v in violations.as_array().unwrap() {
        found.push(format!(
            "{what}: axe {} ({}): {} — {}",
            v["id"].as_str().unwrap_or("?"),
            v["impact"].as_str().unwrap_or("?"),
            v["help"].as_str().unwrap_or(""),
            v["nodes"]
                .as_array()
                .map(|n| n
                    .iter()
                    .filter_map(|x| x.as_str())
                    .collect::<Vec<_>>()
                    .join(" | "))
                .unwrap_or_default()
        ));
    }
    found
}

#[test]
fn every_page_kind_has_big_tap_targets_and_no_serious_accessibility_violation() {
    let Some(axe) = axe_source() else { return };
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "browser-access");
    let server = Server::start(&db);
    let base = format!("http://{}", server.addr);
    let svc = db.service();
    // The game `rookery demo` stores (6 players, round 4, orders to place), and one in a combat.
    let orders = rookery::demo::create_game(&svc, 6, 1, 4).unwrap();
    let orders_player = player_awaited(&svc, &orders, "place_orders");
    let combat = rookery::demo::create_game_at(&svc, 6, &GameOptions::default(), "house_card", 1)
        .unwrap()
        .expect("a game with a combat");
    let combat_player = player_awaited(&svc, &combat, "house_card");
    // A lobby of another player's, open to join.
    let mut http = server.client();
    http.register("lobbyist", "a long enough password");
    let r = http.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Waiting for friends"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let lobby = game_id_of(r.location().unwrap());
    // Issue 32: a rated player, so that the leaderboard shows its table.
    {
        use diesel::prelude::*;
        use rookery::db::schema::{ratings, users};
        let mut c = svc.db.conn().unwrap();
        let user: i32 = users::table
            .filter(users::name.eq(&orders_player))
            .select(users::id)
            .first(&mut *c)
            .unwrap();
        diesel::insert_into(ratings::table)
            .values((
                ratings::user_id.eq(user),
                ratings::edition.eq("second"),
                ratings::mu.eq(30.0),
                ratings::sigma.eq(7.0),
                ratings::games.eq(3),
                ratings::updated_at.eq(svc.now()),
            ))
            .execute(&mut *c)
            .unwrap();
    }

    // Issue 32: the player is a moderator, with a report to act on.
    svc.set_moderator(&orders_player, true).unwrap();
    {
        let lobbyist = svc
            .login("lobbyist", "a long enough password", "127.0.0.1", None)
            .unwrap();
        svc.report(
            rookery::service::UserId(lobbyist.user.user_id),
            &rookery::service::moderation::Subject::Game(GameId(lobby)),
            "A name that says nothing",
        )
        .unwrap();
    }

    let found = drive(async {
        let c = phone.session().await;
        let dir = shots_dir();
        let mut found = vec![];
        let g = orders.game_id;
        for (what, path) in [
            ("front page, signed out", "/".to_string()),
            ("sign-in", "/login".to_string()),
            ("registration", "/register".to_string()),
            ("forgotten password", "/forgot".to_string()),
        ] {
            c.goto(&format!("{base}{path}")).await.unwrap();
            found.extend(problems(&c, what, &axe).await);
        }
        log_in(&c, &base, &orders_player, DEMO_PASSWORD).await;
        for (what, path) in [
            ("front page", "/".to_string()),
            ("settings", "/settings".to_string()),
            ("connections", "/settings/api".to_string()),
            ("new game", "/games/new".to_string()),
            ("lobby", format!("/games/{lobby}")),
            ("game placing orders", format!("/games/{g}")),
            ("whole map", format!("/games/{g}/map")),
            ("log", format!("/games/{g}/log")),
            ("history", format!("/games/{g}/history")),
            ("rounds", format!("/games/{g}/rounds")),
            ("ravens", format!("/games/{g}/ravens")),
            ("profile", format!("/users/{orders_player}")),
            ("leaderboard", "/leaderboard".to_string()),
            ("moderation", "/moderation".to_string()),
            ("error page", "/games/999999".to_string()),
        ] {
            c.goto(&format!("{base}{path}")).await.unwrap();
            found.extend(problems(&c, what, &axe).await);
            // Issue 32: the leaderboard's table fits the phone's width.
            if what == "leaderboard" {
                let html = c.source().await.unwrap();
                assert!(html.contains(&format!(">{orders_player}</a>")), "{html}");
                let width = web_support::phone::scroll_width(&c).await;
                assert!(width <= 390.0, "the leaderboard is {width} px wide");
            }
            // Issue 32: the moderators' page, its report and forms, fit the phone's width.
            if what == "moderation" {
                let html = c.source().await.unwrap();
                assert!(html.contains("A name that says nothing"), "{html}");
                let width = web_support::phone::scroll_width(&c).await;
                assert!(width <= 390.0, "the moderation page is {width} px wide");
            }
            let shot = match what {
                "game placing orders" => Some("access-game.png"),
                "whole map" => Some("access-map.png"),
                _ => None,
            };
            if let Some(file) = shot {
                std::fs::write(dir.join(file), c.screenshot().await.unwrap()).unwrap();
            }
        }
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &combat_player, DEMO_PASSWORD).await;
        c.goto(&format!("{base}/games/{}", combat.game_id))
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::Css("form.decision"))
            .await
            .unwrap();
        found.extend(problems(&c, "game in a combat", &axe).await);
        c.close().await.unwrap();
        found
    });
    assert!(
        found.is_empty(),
        "{} problems:\n{}",
        found.len(),
        found.join("\n")
    );
}
