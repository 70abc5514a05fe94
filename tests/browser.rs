//! A headless Chromium (Debian's `chromium` + `chromedriver`, driven with fantoccini) at a phone's
//! 390×844 viewport: log in, open the game, place an order in every area, seal them, and see the
//! page confirm it, with no horizontal scrolling. Screenshots go to `target/browser/`.
//!
//! Without chromedriver the test is skipped with a note, except in CI (CI=true), where it fails.

use crate::web_support;

use fantoccini::{ClientBuilder, Locator};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use web_support::*;

const PW: &str = "a long enough password";

struct Driver(Child);

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn chromedriver() -> Option<PathBuf> {
    ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.exists())
}

fn shots_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("target")
        .join("browser");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn a_phone_browser_places_and_seals_orders() {
    let Some(driver_bin) = chromedriver() else {
        if std::env::var("CI").is_ok_and(|v| v == "true") {
            panic!("chromedriver is missing (scripts/test installs chromium-driver)");
        }
        eprintln!(
            "skipped: chromedriver is not installed (apt-get install chromium chromium-driver)"
        );
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

    let port = free_port();
    let driver = Driver(
        Command::new(driver_bin)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("start chromedriver"),
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    let base = format!("http://{}", server.addr);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async move {
        let caps: serde_json::Map<String, serde_json::Value> = serde_json::from_value(serde_json::json!({
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                         "--disable-background-networking", "--disable-component-update", "--disable-sync",
                         "--disable-dev-shm-usage"],
                "mobileEmulation": {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1.0}}
            }
        }))
        .unwrap();
        let c = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{port}"))
            .await
            .expect("a browser session");
        let dir = shots_dir();

        // Log in.
        c.goto(&format!("{base}/login")).await.unwrap();
        c.find(Locator::Css("input[name=name]")).await.unwrap().send_keys("alice").await.unwrap();
        c.find(Locator::Css("input[name=password]")).await.unwrap().send_keys(PW).await.unwrap();
        c.find(Locator::Css("form.stack button[type=submit]")).await.unwrap().click().await.unwrap();
        c.wait().for_element(Locator::Css("#my-games")).await.unwrap();
        let home = c.source().await.unwrap();
        assert!(home.contains("Your turn"), "the game awaits alice");
        c.find(Locator::LinkText("Phone game")).await.unwrap().click().await.unwrap();
        c.wait().for_element(Locator::Css("form.decision")).await.unwrap();
        let width: f64 = c
            .execute("return window.innerWidth;", vec![])
            .await
            .unwrap()
            .as_f64()
            .unwrap();
        assert_eq!(width, 390.0, "the phone viewport");
        std::fs::write(dir.join("game-before.png"), c.screenshot().await.unwrap()).unwrap();

        // An order in every area: Stark has Winterfell, White Harbor and The Shivering Sea.
        for (area, token) in [("winterfell", "defense+1"), ("white_harbor", "consolidate"), ("shivering_sea", "support")] {
            let sel = c
                .find(Locator::Css(&format!("select[name='order.{area}']")))
                .await
                .unwrap_or_else(|_| panic!("a select for {area}"));
            sel.select_by_value(token).await.unwrap();
        }
        c.find(Locator::Css("form.decision button[type=submit]")).await.unwrap().click().await.unwrap();
        c.wait()
            .for_element(Locator::XPath("//li[contains(., 'Orders sealed by: Stark')]"))
            .await
            .unwrap();
        let page = c.source().await.unwrap();
        assert!(page.contains(r#"<option value="defense+1" selected"#), "the sealed orders are shown again");
        assert!(!page.contains("class=\"error\""), "no error");
        // Nothing is wider than the phone.
        let scroll: f64 = c
            .execute("return document.documentElement.scrollWidth;", vec![])
            .await
            .unwrap()
            .as_f64()
            .unwrap();
        assert!(scroll <= 390.0, "the page scrolls sideways: {scroll}px wide");
        std::fs::write(dir.join("game-orders-sealed.png"), c.screenshot().await.unwrap()).unwrap();

        // The mail settings on the phone: choose the daily digest and summaries, save, and see
        // them kept.
        c.goto(&format!("{base}/settings")).await.unwrap();
        c.find(Locator::Css("input[name=moves][value=digest]")).await.unwrap().click().await.unwrap();
        let summaries = c.find(Locator::Css("input[name=summaries]")).await.unwrap();
        if summaries.prop("checked").await.unwrap().as_deref() != Some("true") {
            summaries.click().await.unwrap();
        }
        c.find(Locator::Css("form[action='/settings/notifications'] button[type=submit]"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        c.wait()
            .for_element(Locator::XPath("//*[contains(., 'Mail settings saved.')]"))
            .await
            .unwrap();
        let settings = c.source().await.unwrap();
        assert!(settings.contains(r#"value="digest" checked"#), "the digest is kept");
        assert!(settings.contains(r#"name="summaries" value="1" checked"#), "summaries are kept");
        let scroll: f64 = c
            .execute("return document.documentElement.scrollWidth;", vec![])
            .await
            .unwrap()
            .as_f64()
            .unwrap();
        assert!(scroll <= 390.0, "the settings page scrolls sideways: {scroll}px wide");
        std::fs::write(dir.join("settings.png"), c.screenshot().await.unwrap()).unwrap();
        c.close().await.unwrap();
        eprintln!("screenshots in {}", dir.display());
    });
    drop(driver);
}
