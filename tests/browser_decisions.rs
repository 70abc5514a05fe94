//! Decisions made in a phone browser (issue 11): headless Chromium at 390×844 answers a
//! wildling tie (naming the lowest bidder among the tied houses, the form that once could not be
//! sent) and a sealed bid, each in a game stored where self-play reached that decision, and sees
//! the answer recorded, with no sideways scrolling. Screenshots: `target/browser/`.

use crate::web_support;

use fantoccini::{Client, Locator};
use rookery::engine::GameOptions;
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::GameId;
use web_support::phone::{drive, log_in, scroll_width, shots_dir, Phone};
use web_support::*;

/// Opens game `id` as the player awaited for `kind`, sends its form as `choose` fills it, and
/// checks that the page says the decision was recorded.
async fn decide(c: &Client, base: &str, id: i32, kind: &str, shot: &str, choose: &str) {
    c.goto(&format!("{base}/games/{id}")).await.unwrap();
    let form = c
        .wait()
        .for_element(Locator::Css(&format!(
            "form.decision[data-request='{kind}']"
        )))
        .await
        .unwrap_or_else(|_| panic!("a {kind} form"));
    let select = form
        .find(Locator::Css(choose))
        .await
        .unwrap_or_else(|_| panic!("{choose} in the {kind} form"));
    // The last option offered, whatever it is: the form offers only what may be chosen.
    let options = select.find_all(Locator::Css("option")).await.unwrap();
    let value = options
        .last()
        .unwrap()
        .attr("value")
        .await
        .unwrap()
        .unwrap();
    select.select_by_value(&value).await.unwrap();
    std::fs::write(shots_dir().join(shot), c.screenshot().await.unwrap()).unwrap();
    assert!(scroll_width(c).await <= 390.0, "the page scrolls sideways");
    form.find(Locator::Css("button[type=submit]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    c.wait()
        .for_element(Locator::XPath(
            "//*[contains(., 'Your decision was recorded.')]",
        ))
        .await
        .unwrap_or_else(|_| panic!("the {kind} answer {value} was recorded"));
    let page = c.source().await.unwrap();
    assert!(!page.contains("id=\"error\""), "no error: {kind}");
}

#[test]
fn a_phone_answers_a_wildling_tie_and_a_bid() {
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "phone-decisions");
    let server = Server::start(&db);
    let base = format!("http://{}", server.addr);
    let svc = db.service();
    let tie =
        rookery::demo::create_game_at(&svc, 6, &GameOptions::default(), "choose_bidder:lowest", 1)
            .unwrap()
            .expect("a game with a wildling tie");
    let bid = rookery::demo::create_game_at(&svc, 3, &GameOptions::default(), "bid:wildlings", 1)
        .unwrap()
        .expect("a game with a wildling bid");
    let awaited = |demo: &rookery::demo::DemoGame, kind: &str| -> String {
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
    };
    let tie_player = awaited(&tie, "choose_bidder:lowest");
    let bid_player = awaited(&bid, "bid:wildlings");
    drive(async {
        let c = phone.session().await;
        log_in(&c, &base, &tie_player, DEMO_PASSWORD).await;
        decide(
            &c,
            &base,
            tie.game_id,
            "choose_bidder:lowest",
            "wildling-tie.png",
            "select[name=bidder]",
        )
        .await;
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &bid_player, DEMO_PASSWORD).await;
        decide(
            &c,
            &base,
            bid.game_id,
            "bid:wildlings",
            "wildling-bid.png",
            "select[name=power]",
        )
        .await;
        c.close().await.unwrap();
    });
    // The tie was answered: nobody is asked to name the lowest bidder any more.
    let g = svc.load_game(GameId(tie.game_id)).unwrap();
    assert!(!g
        .replayed
        .as_ref()
        .unwrap()
        .game
        .awaiting()
        .iter()
        .any(|a| a.request.kind() == "choose_bidder:lowest"));
}
