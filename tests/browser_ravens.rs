//! Ravens on a phone (issue 12): headless Chromium at 390×844 opens the ravens of a game from
//! its page, starts a private conversation, sends a raven, and the other house reads it there,
//! with no sideways scrolling and no JavaScript needed. Screenshots: `target/browser/`.

use crate::web_support;

use fantoccini::{Client, Locator};
use rookery::service::demo::DEMO_PASSWORD;
use web_support::phone::{drive, log_in, scroll_width, shots_dir, Phone};
use web_support::*;

async fn click(c: &Client, css: &str) {
    c.find(Locator::Css(css))
        .await
        .unwrap_or_else(|_| panic!("{css} on the page"))
        .click()
        .await
        .unwrap();
}

#[test]
fn a_phone_sends_and_reads_a_raven() {
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "phone-ravens");
    let server = Server::start(&db);
    let base = format!("http://{}", server.addr);
    let demo = rookery::demo::create_game(&db.service(), 3, 7, 1).unwrap();
    let (from_house, from) = demo.players[0].clone();
    let (to_house, to) = demo.players[1].clone();
    let words = format!("Raven-{} meet me at the Trident", unique("p"));
    drive(async {
        let c = phone.session().await;
        log_in(&c, &base, &from, DEMO_PASSWORD).await;
        c.goto(&format!("{base}/games/{}", demo.game_id))
            .await
            .unwrap();
        click(&c, "#ravens-link a").await;
        c.wait()
            .for_element(Locator::Css("#new-conversation"))
            .await
            .expect("the form to start a private conversation");
        click(&c, &format!("input[name=with][value={}]", to_house.key())).await;
        click(&c, "#new-conversation button[type=submit]").await;
        let body = c
            .wait()
            .for_element(Locator::Css("textarea[name=body]"))
            .await
            .expect("the raven form");
        body.send_keys(&words).await.unwrap();
        click(&c, "#write button[type=submit]").await;
        c.wait()
            .for_element(Locator::XPath(&format!("//li[contains(., '{words}')]")))
            .await
            .expect("the raven is shown after sending");
        assert!(scroll_width(&c).await <= 390.0, "the page scrolls sideways");
        std::fs::write(
            shots_dir().join("raven-sent.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();

        // The other house sees the count on its game page and reads the raven.
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &to, DEMO_PASSWORD).await;
        c.goto(&format!("{base}/games/{}", demo.game_id))
            .await
            .unwrap();
        let link = c.find(Locator::Css("#ravens-link")).await.unwrap();
        assert!(link.text().await.unwrap().contains("1 new"));
        click(&c, "#ravens-link a").await;
        let title = format!("with House {from_house}");
        c.wait()
            .for_element(Locator::XPath(&format!("//a[contains(., '{title}')]")))
            .await
            .expect("the conversation is listed")
            .click()
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::XPath(&format!("//li[contains(., '{words}')]")))
            .await
            .expect("the raven is read");
        assert!(scroll_width(&c).await <= 390.0, "the page scrolls sideways");
        std::fs::write(
            shots_dir().join("raven-read.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
        c.close().await.unwrap();
    });
}
