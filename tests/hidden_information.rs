//! Hidden information stays hidden (rules §20): random games, and after every input every
//! house's and a spectator's view is checked for what it must not show.
//! (Who plays which house in a faceless game, issue 32, is searched for in `tests/faceless.rs`,
//! on every page, mail, API answer and feed of such a game.)

use rookery::engine::defaults::default_input;
use rookery::engine::options::Edition;
use rookery::engine::phase::{CombatStage, Step, Sub};
use rookery::engine::view::GameView;
use rookery::engine::westeros::Task;
use rookery::engine::wildlings::AttackStage;
use rookery::engine::{Event, Game, GameOptions, House, Input, Setup};
use rookery::selfplay::dice::Dice;
use rookery::selfplay::gen::random_input;
use rookery::service::GameId;
use rookery::service::UserId;

/// Keys of the engine state that are secret and must never appear in a view.
const SECRET_KEYS: [&str; 6] = [
    "\"rng\"",
    "\"seed\"",
    "\"wildling_deck\"",
    "\"westeros_decks\"",
    "\"tides_deck\"",
    "\"draw\"",
];

fn check_view(game: &Game, viewer: Option<House>) {
    let state = game.state();
    let view: GameView = game.view_for(viewer);
    let json = serde_json::to_string(&view).unwrap();
    for key in SECRET_KEYS {
        assert!(!json.contains(key), "{viewer:?}'s view contains {key}");
    }
    match &state.step {
        Step::Planning { submitted, .. } => {
            // Nothing is revealed before the last house seals its orders, and a viewer sees
            // only its own sealed orders.
            assert!(
                view.areas.iter().all(|a| a.order.is_none()),
                "orders visible during Planning"
            );
            match viewer {
                Some(v) => assert_eq!(view.my_orders.as_ref(), submitted.get(&v)),
                None => assert!(view.my_orders.is_none()),
            }
            check_map(
                &view,
                state.options.edition,
                viewer,
                viewer
                    .and_then(|v| submitted.get(&v))
                    .map_or(0, |o| o.len()),
            );
        }
        Step::Action(a) => {
            // Raids and marches answered ahead of their house's turn (issue 25, option
            // `ask_together`) are sealed until applied at that turn: another house's view, and a
            // spectator's, is the one it would be without the answer, but for *that* the house
            // answered (no longer awaited, listed as having answered).
            for h in a.together.iter().flat_map(|t| t.answers.keys()) {
                if viewer == Some(*h) {
                    continue;
                }
                let mut without = state.clone();
                if let Step::Action(x) = &mut without.step {
                    x.together.as_mut().unwrap().answers.remove(h);
                }
                let mut expected = rookery::engine::view::view_for(&without, viewer);
                if state.options.early_marches {
                    // Asked early (option `early_marches`): not even *that* it answered.
                    assert_eq!(view, expected, "{viewer:?} learns {h}'s answer given early");
                    continue;
                }
                expected.awaiting.retain(|x| x.house != *h);
                expected.asked_ahead.retain(|x| x != h);
                expected.answered_ahead.push(*h);
                expected.answered_ahead.sort();
                assert_eq!(view, expected, "{viewer:?} learns {h}'s answer given ahead");
            }
            // Asked early (option `early_marches`): another house does not learn that a house
            // is asked ahead of its turn; the house itself does, and why an answer it gave
            // early was dropped.
            if state.options.early_marches {
                for (h, _) in rookery::engine::together::awaited(state) {
                    let shown =
                        view.awaiting.iter().any(|x| x.house == h) || view.asked_ahead.contains(&h);
                    assert_eq!(shown, viewer == Some(h), "{viewer:?} sees {h} asked early");
                }
                // Several houses may be told at once that their answer was dropped (a stale one
                // is asked again before its turn): each view tells its own house's only, and a
                // spectator's none.
                let dropped = rookery::engine::together::early::dropped;
                assert_eq!(
                    view.early_dropped,
                    viewer.and_then(|v| dropped(state, v)),
                    "{viewer:?} is told of a drop not its own"
                );
            }
            if let Some(Sub::Combat(c)) = &a.sub {
                let cv = view.combat.as_ref().expect("a combat is shown");
                if !c.cards_revealed {
                    assert!(cv.cards.is_none(), "cards shown before the reveal");
                    let own = viewer.and_then(|v| c.side_of(v)).and_then(|s| c.cards[s]);
                    assert_eq!(
                        cv.my_card, own,
                        "{viewer:?} sees a card that is not its own"
                    );
                }
                if !c.tides_revealed {
                    assert!(cv.tides.is_none());
                    let own = viewer.and_then(|v| c.side_of(v)).and_then(|s| c.tides[s]);
                    assert_eq!(cv.my_tides, own);
                }
                if c.stage == CombatStage::Cards {
                    assert!(
                        !json.contains("my_card\":\"")
                            || viewer.is_some_and(|v| c.side_of(v).is_some())
                    );
                }
            }
        }
        Step::Raven { peeked } => {
            let holder = state.raven_holder();
            if viewer != Some(holder) || !peeked {
                assert!(
                    view.raven_peek.is_none(),
                    "{viewer:?} sees the wildling card"
                );
            }
        }
        Step::Westeros(w) => {
            // Bids: who has bid, never how much, until all are in.
            let bids = match &w.task {
                Some(Task::Clash(c)) if c.tie_decider.is_none() => Some(&c.bids),
                Some(Task::Attack(a)) if a.stage == AttackStage::Bidding => Some(&a.bids),
                _ => None,
            };
            if let Some(bids) = bids {
                let mut sealed = view.sealed_bids.clone();
                sealed.sort();
                let mut expected: Vec<House> = bids.keys().copied().collect();
                expected.sort();
                assert_eq!(sealed, expected);
                assert!(!json.contains("\"bids\""), "sealed bids in a view");
            }
        }
        Step::GameOver => {}
    }
}

/// The map drawn from a Planning view shows the viewer's own sealed orders, marked as such, and
/// no other order: not another house's sealed orders, and nothing to a spectator.
fn check_map(view: &GameView, edition: Edition, viewer: Option<House>, own_sealed: usize) {
    let svg = rookery::web::board::svg(view, edition, rookery::i18n::Lang::En);
    let orders = svg.matches(r#"class="mark order"#).count();
    let own = svg.matches(r#"class="mark order own-sealed""#).count();
    assert_eq!(
        own, own_sealed,
        "{viewer:?}'s map shows its own sealed orders"
    );
    assert_eq!(orders, own, "{viewer:?}'s map shows orders it may not see");
    if let Some(v) = viewer {
        let colour = rookery::web::board::house_colour(v);
        for mark in svg.split(r#"class="mark order own-sealed""#).skip(1) {
            assert!(
                mark.split("</g>").next().unwrap().contains(colour),
                "a sealed order on {v}'s map is not {v}'s"
            );
        }
    }
}

/// A sealed input tells the others only *that* it was made.
fn check_events(input: &Input, events: &[Event]) {
    let sealed = matches!(
        input,
        Input::PlaceOrders { .. } | Input::HouseCard { .. } | Input::Bid { .. }
    );
    if !sealed {
        return;
    }
    for e in events {
        let json = serde_json::to_string(e).unwrap();
        match input {
            Input::PlaceOrders { orders } if !matches!(e, Event::OrdersRevealed { .. }) => {
                for token in orders.values() {
                    assert!(
                        !json.contains(&format!("\"{}\"", token.key())),
                        "event {json} shows a sealed order"
                    );
                }
            }
            Input::HouseCard { card }
                if !matches!(
                    e,
                    Event::HouseCardsRevealed { .. } | Event::HouseCardReplaced { .. }
                ) =>
            {
                assert!(
                    !json.contains(card.key()),
                    "event {json} shows a sealed card"
                );
            }
            _ => {}
        }
    }
}

/// Plays one random game, checking every view after every input; returns how many answers were
/// given ahead of their house's turn (issue 25).
fn play(players: u8, seed: u64, edition: Edition) -> usize {
    let setup = Setup {
        players,
        options: GameOptions {
            edition,
            tides_of_battle: seed.is_multiple_of(2) && seed % 3 != 2,
            // Marches (and raids) asked together where Tides of Battle is off (issue 25).
            ask_together: !seed.is_multiple_of(2),
            // Every third game: raids and marches asked early, sealed (issue 25).
            early_marches: seed % 3 == 2,
            ..GameOptions::default()
        },
        seed,
    };
    let mut game = Game::new(&setup).unwrap();
    let mut dice = Dice::new(seed);
    let mut inputs = 0;
    let mut given_ahead = 0;
    while !game.is_over() && inputs < 3_000 {
        let awaited = game.awaiting();
        let who = dice.pick(&awaited).expect("someone is awaited").house;
        let legal = game.legal(who).expect("an awaited house has options");
        let mut input = random_input(&legal, &mut dice);
        // An answer given ahead of its house's turn (issue 25) is kept: nothing is told of it.
        let ahead = rookery::engine::together::answers_ahead(game.state(), who);
        let events = match game.apply(who, &input) {
            Ok(ev) if ahead => {
                assert!(ev.is_empty(), "an answer given ahead told {ev:?}");
                given_ahead += 1;
                ev
            }
            Ok(ev) => ev,
            Err(_) => {
                // The deadline default of the request is always legal.
                input = default_input(game.state(), who).expect("an awaited house has a default");
                game.apply(who, &input).expect("the default input is legal")
            }
        };
        check_events(&input, &events);
        for viewer in game
            .state()
            .houses
            .clone()
            .into_iter()
            .map(Some)
            .chain([None])
        {
            check_view(&game, viewer);
        }
        inputs += 1;
    }
    assert!(
        game.is_over(),
        "{players} players, seed {seed}: the game did not end"
    );
    given_ahead
}

#[test]
fn views_and_events_never_show_another_houses_secrets() {
    let mut given_ahead = 0;
    for players in 3..=6 {
        for seed in 0..3 {
            given_ahead += play(players, 1000 + seed, Edition::Second);
        }
    }
    assert!(given_ahead > 0, "no answer was given ahead of its turn");
}

/// The same for the 1st edition (issue 16): its sealed orders (and the special Raid's second
/// order), its bids and house cards stay hidden on its own board, 3 to 5 players.
#[test]
fn views_and_events_never_show_another_houses_secrets_in_the_1st_edition() {
    let mut given_ahead = 0;
    for players in 3..=5 {
        for seed in 0..3 {
            given_ahead += play(players, 2000 + seed, Edition::First);
        }
    }
    assert!(given_ahead > 0, "no answer was given ahead of its turn");
}

// ------------------------------------------------------------------ a taken-over seat (issue 13)

use crate::web_support;

/// The sealed-orders line of a player's game page ("Your sealed orders: …").
fn sealed_line(html: &str) -> Option<String> {
    html.split(r#"<p class="notice" id="sealed">"#)
        .nth(1)
        .and_then(|s| s.split("</p>").next())
        .map(str::to_string)
}

fn taken_over_seat(backend: &web_support::Backend) {
    use chrono::TimeDelta;
    use diesel::prelude::*;
    use rookery::db::schema::games;
    use web_support::site::*;
    use web_support::*;

    let mut site = Site::start(backend, "hidden-takeover");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let mut dave = player(&site, "dave");
    let game = start_game(
        &site,
        &mut [&mut alice, &mut bob, &mut carol],
        &["stark", "lannister", "baratheon"],
        "Secrets",
        &[("visibility", "invite"), ("civil_disorder_after", "1")],
    );
    // Ravens (issue 12): Alice writes privately to Baratheon and, apart, to Lannister; Carol
    // keeps private notes. Conversations belong to houses, notes to players.
    let raven = |p: &mut Player, with: &str, body: &str| -> String {
        let r = p.client.post_with_csrf(
            &format!("/games/{game}/ravens"),
            &format!("/games/{game}/ravens/new"),
            &[("with", with)],
        );
        assert_eq!(r.status, 303, "{}", r.body);
        let conv = r.location().unwrap().split('#').next().unwrap().to_string();
        let r = p.client.post_with_csrf(&conv, &conv, &[("body", body)]);
        assert_eq!(r.status, 303, "{}", r.body);
        conv
    };
    let to_baratheon = raven(&mut alice, "baratheon", "Secret for Baratheon: march north");
    let to_lannister = raven(&mut alice, "lannister", "Secret for Lannister only");
    let r = carol.client.post_with_csrf(
        &format!("/games/{game}/ravens"),
        &format!("/games/{game}/notes"),
        &[("notes", "Carol's own notes, not the house's")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    assert!(carol.client.get(&to_baratheon).body.contains("march north"));
    // Carol answers the first step herself (Baratheon's own secret), then vanishes. (What
    // the game was at each step goes into the failure messages.)
    act(&mut carol, game);
    let mut trace: Vec<String> = vec![];
    while site.missed_of(game, "baratheon") < 1 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
        let row = site.game(game);
        trace.push(format!(
            "waiting for a miss: r{} {} awaiting {:?} log {}",
            row.round, row.phase, row.awaiting, row.log_len
        ));
    }
    // Into a Planning step of a later round where Alice and Bob sealed their orders and
    // Baratheon's are awaited. (A random deal may leave a house with nothing to seal: then the
    // next round's Planning is tried.) The Planning step may begin at a deadline or at Alice's
    // or Bob's own answer to the step before: both are looked for.
    let in_later_planning = |row: &rookery::db::models::GameRow, round: i32| {
        row.round != round && row.phase == "planning"
    };
    let mut secrets: Vec<String> = vec![];
    for _ in 0..4 {
        let round = site.game(game).round;
        while !in_later_planning(&site.game(game), round) {
            act_all(game, &mut [&mut alice, &mut bob]);
            let row = site.game(game);
            trace.push(format!(
                "{} r{} {} awaiting {:?} log {}",
                row.status, row.round, row.phase, row.awaiting, row.log_len
            ));
            if in_later_planning(&row, round) {
                break;
            }
            let deadline = row.deadline_at.unwrap_or_else(|| {
                panic!(
                    "no deadline: paused {:?}; steps:\n{}",
                    row.paused_at,
                    trace.join("\n")
                )
            });
            site.set_time(deadline.max(site.now) + TimeDelta::minutes(1));
            site.wait_for_log_past(game, row.log_len);
        }
        act(&mut alice, game);
        act(&mut bob, game);
        let row = site.game(game);
        trace.push(format!(
            "after both acted: r{} {} awaiting {:?} log {}",
            row.round, row.phase, row.awaiting, row.log_len
        ));
        secrets = [&mut alice, &mut bob]
            .into_iter()
            .filter_map(|p| sealed_line(&p.client.get(&format!("/games/{game}")).body))
            .collect();
        if !secrets.is_empty() {
            break;
        }
    }
    assert!(
        !secrets.is_empty(),
        "nobody sealed orders in four rounds; steps:\n{}",
        trace.join("\n")
    );

    // Dave takes Baratheon over through the invitation link.
    let invite: String = games::table
        .find(game)
        .select(games::invite_token)
        .first(&mut *site.conn())
        .unwrap();
    let page = dave.client.get(&format!("/invite/{invite}"));
    let take = forms(&page.body)
        .into_iter()
        .find(|f| f.action == format!("/games/{game}/take"))
        .unwrap_or_else(|| panic!("no take-over form: {}", page.body));
    let r = dave.client.post(&take.action, &take.fields);
    assert_eq!(r.status, 303, "{}", r.body);

    let log_len = site.game(game).log_len;
    trace.push(format!(
        "after the take-over: awaiting {:?} log {log_len}",
        site.game(game).awaiting
    ));
    let mut routes = vec![
        format!("/games/{game}"),
        format!("/games/{game}/log"),
        format!("/games/{game}/board.svg"),
        format!("/games/{game}/rounds"),
    ];
    routes.extend((0..=log_len).map(|k| format!("/games/{game}/history?at={k}")));
    for route in &routes {
        // The newcomer sees Baratheon's view: never Alice's or Bob's sealed orders.
        let r = dave.client.get(route);
        assert_eq!(r.status, 200, "dave {route}: {}", r.body);
        for s in &secrets {
            assert!(!r.body.contains(s.as_str()), "dave sees {s:?} on {route}");
        }
        // The old player of an invite-only game has no access at all.
        let r = carol.client.get(route);
        assert_eq!(r.status, 404, "carol {route}");
    }
    // The newcomer reads Baratheon's conversations, not Lannister's, not Carol's notes; Carol
    // reads nothing any more.
    let r = dave.client.get(&to_baratheon);
    assert_eq!(r.status, 200, "{}", r.body);
    assert!(r.body.contains("march north"));
    let r = dave.client.get(&to_lannister);
    assert_ne!(r.status, 200);
    assert!(!r.body.contains("Lannister only"));
    let r = dave.client.get(&format!("/games/{game}/ravens"));
    assert!(!r.body.contains("Lannister only"));
    assert!(
        !r.body.contains("Carol&#x27;s own notes") && !r.body.contains("Carol's own notes"),
        "{}",
        r.body
    );
    for route in [
        &to_baratheon,
        &to_lannister,
        &format!("/games/{game}/ravens"),
    ] {
        let r = carol.client.get(route);
        assert_eq!(r.status, 404, "carol {route}");
    }
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains(r#"class="house h-baratheon">Baratheon</span>"#),
        "{}",
        page.body
    );
    assert!(
        sealed_line(&page.body).is_none(),
        "Baratheon sealed nothing this step"
    );
    let row = site.game(game);
    let kinds: Vec<String> = decision_forms(&page.body)
        .into_iter()
        .map(|f| f.kind)
        .collect();
    assert!(
        kinds.iter().any(|k| k == "place_orders"),
        "Dave has {kinds:?} at r{} {} awaiting {:?} log {}; steps:\n{}",
        row.round,
        row.phase,
        row.awaiting,
        row.log_len,
        trace.join("\n")
    );
}

#[test]
fn a_taken_over_seat_shows_only_that_house_and_locks_the_old_player_out() {
    for b in web_support::backends() {
        taken_over_seat(&b);
    }
}

// ------------------------------------------------------------------ a 1st-edition game's pages

/// Issue 16: a 1st-edition game stored through the service where some houses have sealed their
/// orders and others not, then every page (game, log, whole map, `board.svg`, rounds, and the
/// history at every earlier step) as every seat and as a spectator: during Planning no page
/// writes an order, and the maps' only order marks are the viewer's own sealed ones.
fn first_edition_pages(backend: &web_support::Backend) {
    use rookery::service::demo::DEMO_PASSWORD;
    use web_support::*;

    let db = TestDb::new(backend, "hidden-agot1");
    // A stopped clock: the pages are compared with the ones kept at the first views below,
    // and a seated player's page is kept only until its absence form's default minute turns.
    let clock = stopped_clock(&db);
    let server = Server::start_with(&db, &[("ROOKERY_CLOCK_FILE", &clock)]);
    let svc = db.service();
    let options = GameOptions {
        edition: Edition::First,
        ..GameOptions::default()
    };
    let (rec, _) = rookery::selfplay::find_position(3, &options, "place_orders", 160..170).unwrap();
    // The first Planning step after round 1 in which some house has sealed and some has not.
    let planning_with_sealed = |at: usize| {
        let game = Game::replay(&rec.setup, &rec.log[..at]).unwrap();
        let view = game.view_for(None);
        view.phase == "planning" && !view.sealed_orders.is_empty() && view.sealed_orders.len() < 3
    };
    let cut = (rec.log.len() / 4..rec.log.len())
        .find(|at| planning_with_sealed(*at))
        .expect("a Planning step with sealed orders");
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..cut]).unwrap();
    let mut viewers: Vec<(Option<House>, Client)> = players
        .iter()
        .map(|(h, name)| {
            let mut c = server.client();
            assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
            (Some(*h), c)
        })
        .collect();
    viewers.push((None, server.client()));
    // How an area line writes an order of another house ("order: Lannister's March").
    let others_orders = |viewer: Option<House>| -> Vec<String> {
        game.state()
            .houses
            .iter()
            .filter(|h| Some(**h) != viewer)
            .map(|h| format!("order: {h}'s"))
            .collect()
    };
    // No other house's order in a page's words nor among its map's marks (all of them the
    // viewer's own sealed ones); the number of those.
    let no_orders_of_others = |body: &str, viewer: Option<House>, place: &str| -> usize {
        let text = unescape(body);
        for line in others_orders(viewer) {
            assert!(
                !text.contains(&line),
                "{viewer:?} {place}: {line:?} written during Planning"
            );
        }
        let map = map_of(body);
        let marks = map.matches(r#"class="mark order"#).count();
        let own_marks = map.matches(r#"class="mark order own-sealed""#).count();
        assert_eq!(
            marks, own_marks,
            "{viewer:?} {place}: another house's order"
        );
        own_marks
    };
    let mut looked_at = 0;
    for (viewer, c) in viewers.iter_mut() {
        let own = viewer
            .and_then(|v| game.view_for(Some(v)).my_orders)
            .map_or(0, |o| o.len());
        for page in ["", "/log", "/map", "/board.svg", "/rounds"] {
            let r = c.get(&format!("/games/{id}{page}"));
            assert_eq!(r.status, 200, "{viewer:?} {page}");
            assert!(
                r.body.contains("1st edition (2003)") || !page.is_empty(),
                "the game page names its ruleset"
            );
            let own_marks = no_orders_of_others(&r.body, *viewer, &format!("on {page}"));
            if matches!(page, "/map" | "/board.svg") {
                assert_eq!(
                    own_marks, own,
                    "{viewer:?} sees its own sealed orders on {page}"
                );
            }
        }
        for at in (0..=cut).filter(|at| planning_with_sealed(*at)) {
            let r = c.get(&format!("/games/{id}/history?at={at}"));
            assert_eq!(r.status, 200);
            no_orders_of_others(&r.body, *viewer, &format!("at step {at}"));
            looked_at += 1;
        }
    }
    assert!(
        looked_at > 4,
        "history steps with sealed orders were looked at"
    );

    // Issue 30: the page cache. Each viewer's page is its own, kept since this viewer's own
    // views above (nothing changed the game since): the gzipped page is the same as its plain
    // page but for the CSRF token, with an ETag of its own, and a browser that has the page
    // gets 304.
    let mut etags = std::collections::BTreeSet::new();
    for (viewer, c) in viewers.iter_mut() {
        let path = format!("/games/{id}");
        let plain = c.get(&path);
        assert_eq!(plain.status, 200);
        let first = gzip_get(c, &path, None);
        let again = gzip_get(c, &path, None);
        assert_eq!(
            (
                plain.header("x-page-cache"),
                first.cache.as_str(),
                again.cache.as_str()
            ),
            (Some("hit"), "hit", "hit"),
            "{viewer:?}"
        );
        for page in [&first, &again] {
            assert_eq!(page.status, 200);
            assert_eq!(
                crate::web_support::without_csrf(&page.text),
                crate::web_support::without_csrf(&plain.body),
                "{viewer:?}"
            );
            no_orders_of_others(&page.text, *viewer, "on the cached game page");
        }
        assert_eq!(first.etag, again.etag);
        assert!(
            etags.insert(first.etag.clone()),
            "{viewer:?}: another's ETag"
        );
        let kept = gzip_get(c, &path, Some(&first.etag));
        assert_eq!((kept.status, kept.text.as_str()), (304, ""), "{viewer:?}");
    }
}

/// A page fetched as a browser does (`Accept-Encoding: gzip, deflate, br`).
struct Gzipped {
    status: u16,
    text: String,
    etag: String,
    /// `x-page-cache`: hit or miss.
    cache: String,
}

fn gzip_get(c: &web_support::Client, path: &str, etag: Option<&str>) -> Gzipped {
    use std::io::Read;
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .into();
    let jar: Vec<String> = c.cookies.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let mut req = agent
        .get(format!("http://{}{path}", c.addr))
        .header("accept-encoding", "gzip, deflate, br")
        .header("cookie", jar.join("; "));
    if let Some(e) = etag {
        req = req.header("if-none-match", e);
    }
    let mut r = req.call().unwrap();
    let header = |n: &str| {
        r.headers()
            .get(n)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string()
    };
    let (gzipped, etag, cache) = (
        header("content-encoding") == "gzip",
        header("etag"),
        header("x-page-cache"),
    );
    let status = r.status().as_u16();
    let bytes = r.body_mut().read_to_vec().unwrap();
    let mut text = String::new();
    if gzipped {
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .expect("a whole gzip member");
    } else {
        assert!(bytes.is_empty() || status != 200, "a page not gzipped");
    }
    Gzipped {
        status,
        text,
        etag,
        cache,
    }
}

/// The map drawn on a page (not the legend's sample marks): its `<svg class="map">` element.
fn map_of(body: &str) -> &str {
    match body.find(r#"class="map""#) {
        Some(i) => {
            let end = body[i..].find("</svg>").map_or(body.len(), |e| i + e);
            &body[i..end]
        }
        None => "",
    }
}

#[test]
fn a_1st_edition_game_s_pages_show_no_other_house_s_sealed_orders() {
    for b in web_support::backends() {
        first_edition_pages(&b);
    }
}

// ------------------------------------------------------------------ answers filed ahead

/// Issue 25: answers filed ahead are sealed like orders. A game stored at a march step, where
/// every house not asked now files answers for its march and support orders (and a muster and
/// a Raven's keep-or-bury rule); then every page
/// (game, log, map, board.svg, rounds, history) as every seat and as a spectator: a house's
/// rows show only its own answers, and no page shows another house's.
fn plans_pages(backend: &web_support::Backend) {
    use rookery::engine::orders::OrderKind;
    use rookery::engine::plan::PlanEntry;
    use rookery::service::demo::DEMO_PASSWORD;
    use web_support::*;

    let db = TestDb::new(backend, "hidden-plans");
    let server = Server::start(&db);
    let svc = db.service();
    let (rec, _) =
        rookery::selfplay::find_position(4, &GameOptions::default(), "march", 40..80).unwrap();
    // The first march step where a house not asked now still has a march or support order.
    let waiting_orders = |game: &Game| -> bool {
        let asked: Vec<House> = game.awaiting().iter().map(|a| a.house).collect();
        game.view_for(None).phase == "march"
            && game.view_for(None).areas.iter().any(|a| {
                a.order.is_some_and(|(h, t)| {
                    !asked.contains(&h) && matches!(t.kind(), OrderKind::March | OrderKind::Support)
                })
            })
    };
    let mut game = Game::new(&rec.setup).unwrap();
    let mut cut = 0;
    while !waiting_orders(&game) {
        let e = &rec.log[cut];
        game.apply(e.house, &e.input).unwrap();
        cut += 1;
    }
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let asked: Vec<House> = game.awaiting().iter().map(|a| a.house).collect();
    let seats = svc.load_game(GameId(id)).unwrap().seats;
    let user_of = |h: House| seats.iter().find(|s| s.house == Some(h)).unwrap().user_id;
    let view = game.view_for(None);
    // The areas each house filed answers for.
    let mut filed: Vec<(House, Vec<String>)> = Vec::new();
    for &(h, _) in &players {
        if asked.contains(&h) {
            continue; // its answer would be used at once
        }
        let other = players.iter().map(|p| p.0).find(|o| *o != h).unwrap();
        let mut entries = Vec::new();
        for a in &view.areas {
            match a.order {
                Some((o, t)) if o == h && t.kind() == OrderKind::March => {
                    entries.push(PlanEntry::March {
                        from: a.area,
                        moves: vec![],
                        leave_power_token: false,
                    })
                }
                Some((o, t)) if o == h && t.kind() == OrderKind::Support => {
                    entries.push(PlanEntry::Support {
                        area: a.area,
                        prefer: vec![h, other],
                    })
                }
                _ => {}
            }
        }
        if entries.is_empty() {
            continue;
        }
        // Row names on the house's own page: its orders' rows, and the muster row of a castle
        // it controls, filed too. The Raven's keep-or-bury rule has no row: it is sealed in
        // the service (another house may not read the plan) like every entry.
        let mut areas: Vec<String> = entries
            .iter()
            .map(|e| format!(r#"name="plan.{}""#, e.key()))
            .collect();
        let board = game.state().board();
        if let Some(castle) = view
            .areas
            .iter()
            .find(|a| a.controller == Some(h) && board.area(a.area).muster_points() > 0)
        {
            entries.push(PlanEntry::Muster {
                areas: vec![rookery::engine::input::AreaMuster {
                    area: castle.area,
                    actions: vec![rookery::engine::input::MusterAction::Recruit {
                        unit: rookery::engine::UnitKind::Footman,
                        to: None,
                    }],
                }],
            });
            areas.push(format!(r#"name="plan.muster.{}""#, castle.area.key()));
        }
        entries.push(PlanEntry::RavenBury {
            cards: vec![rookery::engine::wildling::WildlingCard::CrowKillers],
        });
        let plan = svc
            .file_plan(GameId(id), UserId(user_of(h)), h, &entries)
            .unwrap();
        assert_eq!(plan.filed.len(), entries.len());
        // Sealed in the service too: another house's player may not read it.
        let o = players.iter().map(|p| p.0).find(|o| *o != h).unwrap();
        assert!(svc.house_plan(GameId(id), UserId(user_of(o)), h).is_err());
        filed.push((h, areas));
    }
    assert!(!filed.is_empty(), "no house had orders to answer ahead");
    assert_eq!(
        svc.load_game(GameId(id)).unwrap().row.log_len as usize,
        cut,
        "filing answers for later steps answered nothing now"
    );
    let mut viewers: Vec<(Option<House>, Client)> = players
        .iter()
        .map(|(h, name)| {
            let mut c = server.client();
            assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
            (Some(*h), c)
        })
        .collect();
    viewers.push((None, server.client()));
    for (viewer, c) in viewers.iter_mut() {
        for page in [
            String::new(),
            "/log".into(),
            "/map".into(),
            "/board.svg".into(),
            "/rounds".into(),
            format!("/history?at={cut}"),
        ] {
            let r = c.get(&format!("/games/{id}{page}"));
            assert_eq!(r.status, 200, "{viewer:?} {page}");
            for (h, rows) in &filed {
                for row in rows {
                    let own = Some(*h) == *viewer && page.is_empty();
                    assert_eq!(
                        r.body.contains(row.as_str()),
                        own,
                        "{viewer:?} on {page:?}: {h}'s answer ahead {row}"
                    );
                }
            }
        }
    }
}

#[test]
fn answers_filed_ahead_are_seen_by_their_house_only() {
    for b in web_support::backends() {
        plans_pages(&b);
    }
}
