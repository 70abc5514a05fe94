//! The past of a game on a phone (issue 14): headless Chromium at 390×844 opens a game's history
//! from its page, steps back and forth with "previous / next", and reads the map and the log of
//! an earlier moment without sideways scrolling and without JavaScript. Screenshot:
//! `target/browser/history.png`.

use crate::web_support;

use fantoccini::Locator;
use rookery::service::demo::DEMO_PASSWORD;
use web_support::phone::{drive, log_in, scroll_width, shots_dir, Phone};
use web_support::*;

/// The `at=` of the history page the browser shows.
fn at_of(url: &str) -> usize {
    url.split("at=")
        .nth(1)
        .and_then(|s| s.split(['&', '#']).next())
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no at= in {url}"))
}

#[test]
fn a_phone_steps_through_the_history() {
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "phone-history");
    let server = Server::start(&db);
    let base = format!("http://{}", server.addr);
    let demo = rookery::demo::create_game(&db.service(), 3, 11, 2).unwrap();
    let (_, player) = demo.players[0].clone();
    drive(async {
        let c = phone.session().await;
        log_in(&c, &base, &player, DEMO_PASSWORD).await;
        c.goto(&format!("{base}/games/{}/history?at=10", demo.game_id))
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::Css("a[rel=prev]"))
            .await
            .expect("a link to the previous moment")
            .click()
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::Css("a[rel=next]"))
            .await
            .expect("a link to the next moment");
        let back = at_of(c.current_url().await.unwrap().as_str());
        assert!(back < 10, "previous went back: at={back}");
        let page = c.source().await.unwrap();
        assert!(page.contains("<svg"), "the map of that moment is drawn");
        std::fs::write(
            shots_dir().join("history.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
        let wide: String = c
            .execute(
                "return [...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 391).slice(0, 5).map(e => e.tagName + '.' + e.className + '#' + e.id).join(' ');",
                vec![],
            )
            .await
            .unwrap()
            .as_str()
            .unwrap_or("")
            .to_string();
        assert!(
            scroll_width(&c).await <= 390.0,
            "the page scrolls sideways; wider than the screen: {wide}"
        );
        c.find(Locator::Css("a[rel=next]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::Css("a[rel=prev]"))
            .await
            .unwrap();
        let forward = at_of(c.current_url().await.unwrap().as_str());
        assert!(forward > back, "next went forward: {back} → {forward}");
        c.close().await.unwrap();
    });
}
