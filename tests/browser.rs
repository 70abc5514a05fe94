//! A headless Chromium (Debian's `chromium` + `chromedriver`, driven with fantoccini) at a phone's
//! 390×844 viewport: log in, open the game, place an order in every area, seal them, and see the
//! page confirm it, with no horizontal scrolling. Screenshots go to `target/browser/`.
//!
//! Without chromedriver the test is skipped with a note, except in CI (CI=true), where it fails.

use crate::web_support;

use fantoccini::Locator;
use web_support::phone::{drive, log_in, scroll_width, shots_dir, tap_and_wait, Phone};
use web_support::*;

const PW: &str = "a long enough password";

#[test]
fn a_phone_browser_places_and_seals_orders() {
    let Some(phone) = Phone::start() else {
        return;
    };
    let db = TestDb::new(&Backend::Sqlite, "browser");
    let server = Server::start(&db);
    // Three players and a started game, set up over HTTP.
    let mut alice = server.client();
    let mut bob = server.client();
    let mut carol = server.client();
    alice.register("alice", PW);
    bob.register("bob", PW);
    carol.register("carol", PW);
    let r = alice.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Phone game"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
        ],
    );
    let game = game_id_of(r.location().unwrap());
    for (c, h) in [(&mut bob, "lannister"), (&mut carol, "baratheon")] {
        let r = c.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", h)],
        );
        assert_eq!(r.status, 303);
    }
    let r = alice.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303);

    let base = format!("http://{}", server.addr);
    drive(async {
        let c = phone.session().await;
        let dir = shots_dir();

        log_in(&c, &base, "alice", PW).await;
        let home = c.source().await.unwrap();
        assert!(home.contains("Your turn"), "the game awaits alice");
        tap_and_wait(
            &c,
            Locator::LinkText("Phone game"),
            Locator::Css("form.decision"),
        )
        .await;
        let width: f64 = c
            .execute("return window.innerWidth;", vec![])
            .await
            .unwrap()
            .as_f64()
            .unwrap();
        assert_eq!(width, 390.0, "the phone viewport");
        std::fs::write(dir.join("game-before.png"), c.screenshot().await.unwrap()).unwrap();

        // An order in every area: Stark has Winterfell, White Harbor and The Shivering Sea.
        for (area, token) in [
            ("winterfell", "defense+1"),
            ("white_harbor", "consolidate"),
            ("shivering_sea", "support"),
        ] {
            let sel = c
                .find(Locator::Css(&format!("select[name='order.{area}']")))
                .await
                .unwrap_or_else(|_| panic!("a select for {area}"));
            sel.select_by_value(token).await.unwrap();
        }
        tap_and_wait(
            &c,
            Locator::Css("form.decision button[type=submit]"),
            Locator::XPath("//li[contains(., 'Orders sealed by: Stark')]"),
        )
        .await;
        let page = c.source().await.unwrap();
        assert!(
            page.contains(r#"<option value="defense+1" selected"#),
            "the sealed orders are shown again"
        );
        assert!(!page.contains("class=\"error\""), "no error");
        // Nothing is wider than the phone.
        let scroll = scroll_width(&c).await;
        assert!(
            scroll <= 390.0,
            "the page scrolls sideways: {scroll}px wide"
        );
        std::fs::write(
            dir.join("game-orders-sealed.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();

        // The mail settings on the phone: choose the daily digest and summaries, save, and see
        // them kept.
        c.goto(&format!("{base}/settings")).await.unwrap();
        c.find(Locator::Css("input[name=moves][value=digest]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        let summaries = c.find(Locator::Css("input[name=summaries]")).await.unwrap();
        if summaries.prop("checked").await.unwrap().as_deref() != Some("true") {
            summaries.click().await.unwrap();
        }
        tap_and_wait(
            &c,
            Locator::Css("form[action='/settings/notifications'] button[type=submit]"),
            Locator::XPath("//*[contains(., 'Mail settings saved.')]"),
        )
        .await;
        let settings = c.source().await.unwrap();
        assert!(
            settings.contains(r#"value="digest" checked"#),
            "the digest is kept"
        );
        assert!(
            settings.contains(r#"name="summaries" value="1" checked"#),
            "summaries are kept"
        );
        let scroll = scroll_width(&c).await;
        assert!(
            scroll <= 390.0,
            "the settings page scrolls sideways: {scroll}px wide"
        );
        std::fs::write(dir.join("settings.png"), c.screenshot().await.unwrap()).unwrap();
        c.close().await.unwrap();
        eprintln!("screenshots in {}", dir.display());
    });
    // The browser leaves nothing behind in the temporary folder.
    let tmp = phone.tmp().to_owned();
    assert!(tmp.is_dir(), "the browser's temporary folder while it runs");
    drop(phone);
    assert!(
        !tmp.exists(),
        "the browser's temporary folder is removed with it"
    );
}

/// A phone whose browser blocks cookies logs in through the form: it is told that the site
/// needs its cookie, not that the form expired (which would send it round the same loop), and
/// stays on a page that fits the screen.
#[test]
fn a_phone_that_blocks_cookies_is_told_why_it_cannot_log_in() {
    let Some(phone) = Phone::start() else {
        return;
    };
    let db = TestDb::new(&Backend::Sqlite, "browser-cookies");
    let server = Server::start(&db);
    server.client().register("dora", PW);
    let base = format!("http://{}", server.addr);
    drive(async {
        let c = phone.session_blocking_cookies().await;
        c.goto(&format!("{base}/login")).await.unwrap();
        for (field, value) in [("name", "dora"), ("password", PW)] {
            c.find(Locator::Css(&format!("input[name={field}]")))
                .await
                .unwrap()
                .send_keys(value)
                .await
                .unwrap();
        }
        // The answer's heading (the log-in page has one too, so wait for another).
        tap_and_wait(
            &c,
            Locator::Css("form.stack button[type=submit]"),
            Locator::XPath("//h1[not(contains(., 'Log in'))]"),
        )
        .await;
        let title = c
            .find(Locator::Css("h1"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert_eq!(title, "Cookies are needed for this form");
        let page = c.source().await.unwrap();
        assert!(page.contains("blocking cookies"), "{page}");
        assert!(scroll_width(&c).await <= 390.0, "the page fits the phone");
        c.screenshot()
            .await
            .map(|png| std::fs::write(shots_dir().join("cookies-blocked.png"), png))
            .unwrap()
            .unwrap();
        c.close().await.unwrap();
    });
}
