//! The map on a phone (issue 10): headless Chromium at 390×844 opens a 6-player game in round 4
//! as the player placing orders, a 6-player game with a combat in progress as a combatant and
//! one with a march to resolve as the marching player; measures that the decision (heading,
//! deadline, crop, first field) fits the first screen above the status (issue 27), that the whole
//! board fits the width with every mark readable at 3× pinch-zoom, and the map as drawn: area names at least 11 CSS px, unit and order marks at least
//! 14 CSS px tall, no name over another name or a unit mark, no sideways scrolling, a tap on an
//! area moves to its form row and the row's “↑ map” link back to the area; the game page is under 60 KB and
//! `board.svg` under 40 KB as sent gzipped (a crop wider than 500 map units, holding every
//! area of its decision, is measured at the pinch-zoom showing 500 units across, at most 3×). Screenshots go to
//! `target/browser/`; with `ROOKERY_REDRAW_DOCS=1` the orders screenshot also replaces
//! `docs/phone-map.png`.

use crate::web_support;

use fantoccini::{Client, Locator};
use rookery::demo::{DemoGame, DEMO_PASSWORD};
use rookery::engine::GameOptions;
use rookery::service::GameId;
use serde_json::Value;
use web_support::phone::{drive, log_in, scroll_width, shots_dir, Phone};
use web_support::*;

const MIN_NAME_PX: f64 = 11.0;
const MIN_MARK_PX: f64 = 14.0;
use rookery::web::map::render::CROP_MAX_WIDTH;

/// Every name line (with the index of its name) and every mark of the first map on the page that is inside the map's
/// visible box, as the browser laid them out (CSS px). A name's size is its font size times the
/// map's scale on screen; its box is the line's bounding box.
const MEASURE: &str = r#"
const svg = document.querySelector('svg.map');
const frame = svg.getBoundingClientRect();
const scale = svg.getScreenCTM().a;
const visible = r => r.width > 0 && r.left >= frame.left - 1 && r.right <= frame.right + 1
    && r.top >= frame.top - 1 && r.bottom <= frame.bottom + 1;
const box = r => ({left: r.left, top: r.top, right: r.right, bottom: r.bottom, height: r.height});
const names = [];
svg.querySelectorAll('text.name').forEach((label, i) => label.querySelectorAll('tspan').forEach(t => {
    const r = t.getBoundingClientRect();
    if (visible(r)) {
        names.push(Object.assign(box(r), {
            label: i,
            text: t.textContent,
            px: parseFloat(label.getAttribute('font-size')) * scale,
        }));
    }
}));
const marks = [];
for (const m of svg.querySelectorAll('g.mark')) {
    const r = m.getBoundingClientRect();
    if (visible(r)) {
        marks.push(Object.assign(box(r), {kind: m.getAttribute('class'), text: m.textContent}));
    }
}
return {names, marks, scale, span: svg.viewBox.baseVal.width};
"#;

fn overlap(a: &Value, b: &Value) -> bool {
    let f = |v: &Value, k: &str| v[k].as_f64().unwrap();
    // Half a pixel of slack: boxes that merely touch do not hide each other.
    f(a, "left") + 0.5 < f(b, "right")
        && f(b, "left") + 0.5 < f(a, "right")
        && f(a, "top") + 0.5 < f(b, "bottom")
        && f(b, "top") + 0.5 < f(a, "bottom")
}

/// Measures the map on the current page; returns (smallest name px, smallest mark px).
async fn check_map(c: &Client, what: &str) -> (f64, f64) {
    let m = c.execute(MEASURE, vec![]).await.unwrap();
    let names = m["names"].as_array().unwrap();
    let marks = m["marks"].as_array().unwrap();
    assert!(
        names.len() >= 3,
        "{what}: names drawn on the map: {names:?}"
    );
    assert!(!marks.is_empty(), "{what}: marks drawn on the map");
    // Issue 27: a crop holds every area its decision names, so one spanning more than
    // CROP_MAX_WIDTH map units is drawn smaller and read by pinch-zoom: its sizes are measured
    // at the zoom that shows CROP_MAX_WIDTH units across, at most PINCH.
    let zoom = (m["span"].as_f64().unwrap() / f64::from(CROP_MAX_WIDTH)).max(1.0);
    assert!(zoom <= PINCH, "{what}: the crop needs a {zoom:.1}× zoom");
    let mut smallest_name = f64::MAX;
    for n in names {
        let px = n["px"].as_f64().unwrap() * zoom;
        let h = n["height"].as_f64().unwrap() * zoom;
        assert!(
            px >= MIN_NAME_PX && h >= MIN_NAME_PX,
            "{what}: {} is drawn at {px:.1} px (box {h:.1} px)",
            n["text"]
        );
        smallest_name = smallest_name.min(px);
    }
    let mut smallest_mark = f64::MAX;
    for k in marks {
        let h = k["height"].as_f64().unwrap() * zoom;
        assert!(
            h >= MIN_MARK_PX,
            "{what}: mark {} {} is {h:.1} px tall",
            k["kind"],
            k["text"]
        );
        smallest_mark = smallest_mark.min(h);
    }
    for (i, a) in names.iter().enumerate() {
        // The lines of one name may touch; names of two areas may not.
        for b in names[i + 1..].iter().filter(|b| b["label"] != a["label"]) {
            assert!(
                !overlap(a, b),
                "{what}: the names {} and {} overlap",
                a["text"],
                b["text"]
            );
        }
        for k in marks
            .iter()
            .filter(|k| k["kind"].as_str().unwrap().contains("unit"))
        {
            assert!(
                !overlap(a, k),
                "{what}: the name {} lies over the unit mark {}",
                a["text"],
                k["text"]
            );
        }
    }
    assert!(
        scroll_width(c).await <= 390.0,
        "{what}: the page scrolls sideways"
    );
    (smallest_name, smallest_mark)
}

/// Issue 27, "my move first": at the top of the page, on the first 390×844 screen, the
/// decision's heading, its deadline, the whole map crop it needs and the first form's heading
/// and first control; who is awaited, the clock, seats and votes come after it.
const FIRST_SCREEN: &str = r#"
window.scrollTo(0, 0);
const bottom = sel => { const e = document.querySelector(sel); return e ? e.getBoundingClientRect().bottom : null; };
const top = sel => { const e = document.querySelector(sel); return e ? e.getBoundingClientRect().top : null; };
const form = document.querySelector('#decide form.decision');
const field = form && form.querySelector('select, input:not([type=hidden]), button');
return {
  heading: bottom('#decide h2'),
  due: bottom('#decide-due'),
  crop: bottom('#decide svg.map'),
  form: form && form.querySelector('h3').getBoundingClientRect().bottom,
  field: field && field.getBoundingClientRect().bottom,
  decide: top('#decide'),
  awaiting: top('#awaiting'),
  clock: top('#clock'),
};
"#;

async fn my_move_first(c: &Client, what: &str) {
    let m = c.execute(FIRST_SCREEN, vec![]).await.unwrap();
    eprintln!("{what}: first screen {m}");
    for part in ["heading", "due", "crop", "form", "field"] {
        let y = m[part]
            .as_f64()
            .unwrap_or_else(|| panic!("{what}: no {part} on the page"));
        assert!(
            y <= 844.0,
            "{what}: the decision's {part} ends at {y} px, below the first screen"
        );
    }
    let decide = m["decide"].as_f64().unwrap();
    for later in ["awaiting", "clock"] {
        if let Some(y) = m[later].as_f64() {
            assert!(y > decide, "{what}: {later} comes before the decision");
        }
    }
}

/// The whole board (issue 27): fitted to the phone's width (no scrolling either way inside
/// it or the page), with every unit and order drawn, each mark readable at the browser's
/// pinch-zoom (at most [`PINCH`] times).
const PINCH: f64 = 3.0;

async fn check_whole_board(c: &Client, what: &str) {
    let m = c
        .execute(
            r#"const svg = document.querySelector('svg.map');
               const r = svg.getBoundingClientRect();
               const marks = [...svg.querySelectorAll('g.mark')].map(m => m.getBoundingClientRect().height);
               const zoom = document.querySelector('meta[name=viewport]').content;
               return {width: r.width, marks, zoom};"#,
            vec![],
        )
        .await
        .unwrap();
    let width = m["width"].as_f64().unwrap();
    assert!(width <= 390.0, "{what}: the board is {width} px wide");
    assert!(scroll_width(c).await <= 390.0, "{what}: scrolls sideways");
    let zoom = m["zoom"].as_str().unwrap();
    assert!(
        !zoom.contains("user-scalable=no") && !zoom.contains("maximum-scale"),
        "{what}: pinch-zoom is allowed ({zoom})"
    );
    let marks = m["marks"].as_array().unwrap();
    assert!(marks.len() > 20, "{what}: every unit and order is drawn");
    for h in marks {
        let h = h.as_f64().unwrap();
        assert!(
            h * PINCH >= MIN_MARK_PX,
            "{what}: a mark {h:.1} px tall stays under {MIN_MARK_PX} px at {PINCH}× zoom"
        );
    }
}

async fn top_of(c: &Client, id: &str) -> f64 {
    c.execute(
        "return document.getElementById(arguments[0]).getBoundingClientRect().top;",
        vec![Value::from(id)],
    )
    .await
    .unwrap()
    .as_f64()
    .unwrap()
}

/// Taps the area of the first form row on the map and checks that the page moved to the row;
/// then taps the row's “↑ map” link and checks that the page moved back to the area.
async fn tap_area_and_back(c: &Client, what: &str) {
    let row_id: String = c
        .execute(
            "return document.querySelector('#decide label[id^=\"decide-\"]').id;",
            vec![],
        )
        .await
        .unwrap()
        .as_str()
        .unwrap()
        .to_string();
    let key = row_id.trim_start_matches("decide-").to_string();
    // The area's name and marks are a link like its shape, and always inside the shape.
    let link = c
        .find(Locator::Css(&format!("svg.map a.marks[href='#{row_id}']")))
        .await
        .unwrap_or_else(|_| panic!("{what}: the map links {key} to its row"));
    c.execute("window.scrollTo(0, 0);", vec![]).await.unwrap();
    link.click().await.unwrap();
    let url = c.current_url().await.unwrap();
    assert_eq!(
        url.fragment(),
        Some(row_id.as_str()),
        "{what}: the tap went to the row"
    );
    let top = top_of(c, &row_id).await;
    assert!(
        (-1.0..844.0).contains(&top),
        "{what}: the row is on screen after the tap (top {top})"
    );
    let back = c
        .find(Locator::Css(&format!("#{row_id} a.to-map")))
        .await
        .unwrap();
    back.click().await.unwrap();
    let url = c.current_url().await.unwrap();
    let map_id = format!("map-{key}");
    assert_eq!(
        url.fragment(),
        Some(map_id.as_str()),
        "{what}: “↑ map” link went to the map"
    );
    let top = top_of(c, &map_id).await;
    assert!(
        (-300.0..844.0).contains(&top),
        "{what}: the area is on screen after “↑ map” link (top {top})"
    );
}

/// The bytes of a page as the server sends it to a client that accepts gzip (and nothing
/// else), with `client`'s cookies.
fn gzip_bytes(client: &web_support::Client, path: &str) -> usize {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(client.addr).unwrap();
    let cookies: Vec<String> = client
        .cookies
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {}\r\nAccept-Encoding: gzip\r\nCookie: {}\r\nConnection: close\r\n\r\n",
        client.addr,
        cookies.join("; ")
    )
    .unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{path}: {head}");
    assert!(
        head.contains("content-encoding: gzip"),
        "{path} is sent gzipped"
    );
    let body = &raw[split + 4..];
    if head.contains("transfer-encoding: chunked") {
        dechunk(body).len()
    } else {
        body.len()
    }
}

/// Opens a page and waits until the browser shows it (and its map, when it has one), not the
/// page before it.
async fn open(c: &Client, url: &str) {
    c.goto(url).await.unwrap();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while c.current_url().await.unwrap().as_str() != url {
        assert!(
            std::time::Instant::now() < deadline,
            "the browser did not open {url}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    c.wait()
        .for_element(Locator::Css("svg.map"))
        .await
        .unwrap_or_else(|_| panic!("a map on {url}"));
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

#[test]
fn a_phone_reads_the_map_and_taps_it_to_decide() {
    let Some(phone) = Phone::start() else { return };
    let db = TestDb::new(&Backend::Sqlite, "phone-map");
    let server = Server::start(&db);
    let base = format!("http://{}", server.addr);
    let svc = db.service();
    // The same game `rookery demo` stores: 6 players, round 4, orders to place.
    let orders = rookery::demo::create_game(&svc, 6, 1, 4).unwrap();
    let orders_player = player_awaited(&svc, &orders, "place_orders");
    let combat = rookery::demo::create_game_at(&svc, 6, &GameOptions::default(), "house_card", 1)
        .unwrap()
        .expect("a game with a combat");
    let combat_player = player_awaited(&svc, &combat, "house_card");
    let march = rookery::demo::create_game_at(&svc, 6, &GameOptions::default(), "march", 2)
        .unwrap()
        .expect("a game with a march to resolve");
    let march_player = player_awaited(&svc, &march, "march");
    // Issue 16: a 5-player 1st-edition game placing orders, on its own board.
    let first_options = GameOptions {
        edition: rookery::engine::options::Edition::First,
        ..GameOptions::default()
    };
    let first = rookery::demo::create_game_at(&svc, 5, &first_options, "place_orders", 4)
        .unwrap()
        .expect("a 1st-edition game placing orders");
    let first_player = player_awaited(&svc, &first, "place_orders");
    // Fast and small: the 6-player round-4 game page of the player placing orders, and its board.
    let mut http = server.client();
    assert_eq!(http.login(&orders_player, DEMO_PASSWORD).status, 303);
    let page_gz = gzip_bytes(&http, &format!("/games/{}", orders.game_id));
    let board_gz = gzip_bytes(&http, &format!("/games/{}/board.svg", orders.game_id));
    eprintln!("game page {page_gz} bytes gzip, board.svg {board_gz} bytes gzip");
    assert!(page_gz < 60_000, "the game page is {page_gz} bytes gzip");
    assert!(board_gz < 40_000, "board.svg is {board_gz} bytes gzip");
    let sizes = drive(async {
        let c = phone.session().await;
        // A player who has sealed sees those orders on the map, marked as sealed, and no other.
        let sealed_player = orders
            .players
            .iter()
            .find(|(_, p)| *p != orders_player)
            .unwrap()
            .1
            .clone();
        log_in(&c, &base, &sealed_player, DEMO_PASSWORD).await;
        open(&c, &format!("{base}/games/{}", orders.game_id)).await;
        c.wait()
            .for_element(Locator::Css("svg.map g.order.own-sealed"))
            .await
            .expect("the sealed orders are on the player's own map");
        let all = c.find_all(Locator::Css("svg.map g.order")).await.unwrap();
        let own = c
            .find_all(Locator::Css("svg.map g.order.own-sealed"))
            .await
            .unwrap();
        assert!(
            !own.is_empty(),
            "the sealed orders are on the player's own map"
        );
        assert_eq!(
            all.len(),
            own.len(),
            "only the player's own orders are on the map"
        );
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &orders_player, DEMO_PASSWORD).await;
        open(&c, &format!("{base}/games/{}", orders.game_id)).await;
        c.find(Locator::Css("#decide svg.map")).await.unwrap();
        my_move_first(&c, "placing orders").await;
        let orders_sizes = check_map(&c, "placing orders").await;
        // The picture for the README: the map and the top of the form, as a player sees them.
        c.execute(
            "document.getElementById('decide').scrollIntoView();",
            vec![],
        )
        .await
        .unwrap();
        let shot = c.screenshot().await.unwrap();
        std::fs::write(shots_dir().join("map-orders.png"), &shot).unwrap();
        if std::env::var("ROOKERY_REDRAW_DOCS").is_ok_and(|v| v == "1") {
            let docs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
            std::fs::create_dir_all(&docs).unwrap();
            std::fs::write(docs.join("phone-map.png"), &shot).unwrap();
        }
        tap_area_and_back(&c, "placing orders").await;
        std::fs::write(
            shots_dir().join("map-orders-tapped.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();

        // The whole board: one tap from the top of the game page.
        open(&c, &format!("{base}/games/{}", orders.game_id)).await;
        c.find(Locator::Css("#whole-board"))
            .await
            .unwrap()
            .click()
            .await
            .unwrap();
        open(&c, &format!("{base}/games/{}/map", orders.game_id)).await;
        check_whole_board(&c, "the whole board").await;
        let whole_sizes = (0.0, 0.0);
        std::fs::write(
            shots_dir().join("map-whole.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();

        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &combat_player, DEMO_PASSWORD).await;
        open(&c, &format!("{base}/games/{}", combat.game_id)).await;
        c.find(Locator::Css("#decide svg.map use.combat"))
            .await
            .expect("the combat is outlined on the map");
        c.find(Locator::Css("#decide svg.map g.attacking"))
            .await
            .expect("the attacking units are drawn");
        my_move_first(&c, "a combat").await;
        let combat_sizes = check_map(&c, "a combat").await;
        c.execute(
            "document.querySelector('svg.map').scrollIntoView();",
            vec![],
        )
        .await
        .unwrap();
        std::fs::write(
            shots_dir().join("map-combat.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();

        // A march: its origin outlined, its destinations dashed; a destination's tap goes to the
        // march's form.
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &march_player, DEMO_PASSWORD).await;
        open(&c, &format!("{base}/games/{}", march.game_id)).await;
        let form_id = c
            .find(Locator::Css("form.decision[data-request='march']"))
            .await
            .unwrap()
            .attr("id")
            .await
            .unwrap()
            .unwrap();
        let origin = c
            .find(Locator::Css("#decide svg.map use.focus:not(.target)"))
            .await
            .expect("the march's origin is outlined")
            .attr("href")
            .await
            .unwrap()
            .unwrap();
        assert_eq!(
            origin,
            format!("#s-{}", form_id.trim_start_matches("decide-"))
        );
        let destinations = c
            .find_all(Locator::Css("#decide svg.map use.focus.target"))
            .await
            .unwrap();
        assert!(!destinations.is_empty(), "the destinations are outlined");
        my_move_first(&c, "a march").await;
        let march_sizes = check_map(&c, "a march").await;
        c.execute(
            "document.querySelector('svg.map').scrollIntoView();",
            vec![],
        )
        .await
        .unwrap();
        std::fs::write(
            shots_dir().join("map-march.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
        let destination = destinations[0].attr("href").await.unwrap().unwrap();
        let links = c
            .find_all(Locator::Css(&format!(
                "svg.map a#map-{}",
                destination.trim_start_matches("#s-")
            )))
            .await
            .unwrap();
        assert_eq!(
            links[0].attr("href").await.unwrap().as_deref(),
            Some(format!("#{form_id}").as_str()),
            "a destination links to the march's form"
        );

        // The 1st edition's board reads the same way: names, marks, taps, the whole map.
        c.delete_all_cookies().await.unwrap();
        log_in(&c, &base, &first_player, DEMO_PASSWORD).await;
        open(&c, &format!("{base}/games/{}", first.game_id)).await;
        c.find(Locator::Css("#decide svg.map")).await.unwrap();
        my_move_first(&c, "a 1st-edition game").await;
        let first_sizes = check_map(&c, "a 1st-edition game").await;
        tap_area_and_back(&c, "a 1st-edition game").await;
        open(&c, &format!("{base}/games/{}/map", first.game_id)).await;
        c.find(Locator::Css("svg.map #map-summer_sea"))
            .await
            .expect("the 1st edition's Summer Sea");
        check_whole_board(&c, "the whole 1st-edition board").await;
        let first_whole = (0.0, 0.0);
        std::fs::write(
            shots_dir().join("map-agot1-whole.png"),
            c.screenshot().await.unwrap(),
        )
        .unwrap();
        c.close().await.unwrap();
        [
            orders_sizes,
            whole_sizes,
            combat_sizes,
            march_sizes,
            first_sizes,
            first_whole,
        ]
    });
    let whats = [
        "placing orders",
        "the whole map",
        "a combat",
        "a march",
        "1st edition, placing orders",
        "1st edition, the whole map",
    ];
    for (what, (name, mark)) in whats.iter().zip(sizes) {
        eprintln!("{what}: smallest name {name:.1} px, smallest mark {mark:.1} px");
    }
}
