//! The settings page's connections (issue 14) on a phone: headless Chromium at 390×844 makes an
//! API token (shown once), adds a webhook, makes the calendar URL, and finds the Web Push button
//! shown by `static/push.js` (the script runs under the site's CSP), all without sideways
//! scrolling. Screenshot: `target/browser/settings-api.png`.

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
fn a_phone_makes_a_token_a_webhook_and_a_calendar_url() {
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "phone-connections");
    let key = rookery::service::push::generate_key();
    let server = Server::start_with(
        &db,
        &[
            ("ROOKERY_VAPID_KEY", key.as_str()),
            ("ROOKERY_OUTBOUND_ALLOW_LOOPBACK", "true"),
        ],
    );
    let base = format!("http://{}", server.addr);
    let demo = rookery::demo::create_game(&db.service(), 3, 7, 1).unwrap();
    let (_, name) = demo.players[0].clone();
    drive(async {
        let c = phone.session().await;
        log_in(&c, &base, &name, DEMO_PASSWORD).await;
        c.goto(&format!("{base}/settings")).await.unwrap();
        click(&c, "a[href='/settings/api']").await;
        c.wait()
            .for_element(Locator::Css("form[action='/settings/api/tokens']"))
            .await
            .expect("the token form");
        // The push button is hidden in the HTML and shown by the script.
        let button = c
            .wait()
            .for_element(Locator::Css("#push-subscribe:not([hidden])"))
            .await
            .expect("push.js shows the button");
        assert!(button.is_displayed().await.unwrap());
        let key_on_page = c
            .execute(
                "return document.getElementById('push-box').dataset.key;",
                vec![],
            )
            .await
            .unwrap();
        assert_eq!(
            key_on_page.as_str(),
            Some(
                rookery::service::push::Vapid::from_key(&key, "mailto:x@example.org")
                    .unwrap()
                    .public_key()
                    .as_str()
            )
        );

        c.find(Locator::Css(
            "form[action='/settings/api/tokens'] input[name=name]",
        ))
        .await
        .unwrap()
        .send_keys("phone bot")
        .await
        .unwrap();
        click(
            &c,
            "form[action='/settings/api/tokens'] button[type=submit]",
        )
        .await;
        let token = c
            .wait()
            .for_element(Locator::Css("#new-token"))
            .await
            .expect("the new token")
            .text()
            .await
            .unwrap();
        assert!(token.starts_with("rk_"));
        assert!(
            scroll_width(&c).await <= 390.0,
            "the token makes the page scroll sideways"
        );

        c.find(Locator::Css(
            "form[action='/settings/api/webhooks'] input[name=url]",
        ))
        .await
        .unwrap()
        .send_keys("http://127.0.0.1:9/a-rather-long/webhook/path/that/must/wrap/on/a/phone")
        .await
        .unwrap();
        click(
            &c,
            "form[action='/settings/api/webhooks'] button[type=submit]",
        )
        .await;
        c.wait()
            .for_element(Locator::XPath("//*[contains(., 'Webhook added.')]"))
            .await
            .expect("the webhook added");
        click(
            &c,
            "form[action='/settings/api/calendar'] button[type=submit]",
        )
        .await;
        let url = c
            .wait()
            .for_element(Locator::Css("#calendar-url"))
            .await
            .expect("the calendar URL")
            .text()
            .await
            .unwrap();
        assert!(url.contains("/calendar/") && url.ends_with(".ics"));
        assert!(scroll_width(&c).await <= 390.0, "the page scrolls sideways");
        std::fs::write(
            shots_dir().join("settings-api.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
        c.close().await.unwrap();
    });
}
