//! Issue 25 through a real server, on SQLite and PostgreSQL (one server per database):
//! - the new-game form offers sealed support declarations, explained as faster by mail in each
//!   of the five languages, and a game created with them lists the option in its lobby;
//! - in a game with that option two houses are asked for their support at the same time, each
//!   on its own game page; the first one's declaration stays sealed from the other until the last
//!   is in, then all are revealed together in every supporter's log;
//! - a request with one possible answer is answered by the server at once: the log page marks it
//!   as the only possible answer, and its house is not awaited;
//! - the "Answer ahead" rows offer no march into an area closed for the game;
//! - the new-game form offers raids and marches asked early (`early_marches`), explained as
//!   faster by mail in each language; in a game with it two houses are asked their march at
//!   once, the second ahead of its turn, told so on its own page only, and its answer is kept
//!   sealed until its turn.

use crate::web_support;

use rookery::engine::game::{Game, LogEntry, Request};
use rookery::selfplay::{play_game, Config, GameRecord};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::{GameId, UserId};
use web_support::*;

const PASSWORD: &str = "password-123";

/// The first of the random games of `players` with `config` (seeds 1 to 399) in which `found`
/// names an input: it is given the game before each input, that input's index and entry.
fn first_game_where(
    players: u8,
    config: &Config,
    what: &str,
    found: impl Fn(&Game, usize, &LogEntry) -> Option<usize>,
) -> (GameRecord, usize) {
    for seed in 1..400 {
        let rec = play_game(players, seed, config);
        if !rec.ok() {
            continue;
        }
        let mut game = Game::new(&rec.setup).unwrap();
        let mut at = None;
        for (i, e) in rec.log.iter().enumerate() {
            at = found(&game, i, e);
            if at.is_some() {
                break;
            }
            game.apply_trusted(e.house, &e.input).unwrap();
        }
        if let Some(i) = at {
            return (rec, i);
        }
    }
    panic!("no game with {what} in 400 seeds");
}

/// A client logged in as the account that plays `house` (`accounts` as `store_played` gives
/// them).
fn logged_in_as(
    server: &Server,
    accounts: &[(rookery::engine::House, String)],
    house: rookery::engine::House,
) -> Client {
    let name = &accounts.iter().find(|a| a.0 == house).unwrap().1;
    let mut c = server.client();
    assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
    c
}

/// How many houses `game` asks for a request that `kind` matches.
fn asked(game: &Game, kind: impl Fn(&Request) -> bool) -> usize {
    game.awaiting().iter().filter(|a| kind(&a.request)).count()
}

/// A recorded 4-player game with sealed support and the index of the first input at which two
/// houses or more are asked for their support together.
fn sealed_support_game() -> (GameRecord, usize) {
    let mut config = Config::unchecked();
    config.options.sealed_support = true;
    config.options.ask_together = true;
    first_game_where(4, &config, "two supporters asked together", |game, i, _| {
        (asked(game, |r| *r == Request::Support) >= 2).then_some(i)
    })
}

/// A recorded 3-player game and the index of its first input the service gives by itself (a
/// request with one possible answer), after the input of another house.
fn forced_answer_game() -> (GameRecord, usize) {
    first_game_where(3, &Config::unchecked(), "a forced answer", |game, i, e| {
        let forced = game.forced_inputs();
        (i > 0
            && forced
                .iter()
                .any(|(h, input)| *h == e.house && *input == e.input))
        .then(|| i - 1)
    })
}

/// Creates a game of `players` on the English new-game form, as a browser posts it (every
/// field at the form's default) with the option `field` ticked.
fn create_with_option(client: &mut Client, name: &str, players: &str, field: &str) -> Response {
    client.get("/games/new?lang=en");
    client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", name),
            ("players", players),
            ("seating", "random"),
            ("winter_is_coming", "errata"),
            ("tie_breaks", "printed"),
            (field, "1"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("combat_hours", "12"),
            ("westeros_hours", "24"),
            ("reminder_hours", "12"),
            ("visibility", "public"),
            ("start", "creator"),
        ],
    )
}

/// The new-game form in `lang` offers the option `field`, explained with `words`.
fn form_explains(client: &mut Client, field: &str, lang: &str, words: &str) {
    let page = client.get(&format!("/games/new?lang={lang}"));
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains(&format!(r#"name="{field}""#)) && page.body.contains(words),
        "{lang}: {}",
        page.body
    );
}

fn pace(backend: &Backend) {
    let db = TestDb::new(backend, "pace");
    let server = Server::start(&db);
    let mut ann = server.client();
    ann.register("ann", PASSWORD);

    // The new-game form explains the option in every language.
    for (lang, words) in [
        ("en", "Faster by mail"),
        ("ro", "Mai rapid prin poștă"),
        ("pt", "Mais rápido por correio"),
        ("cs", "Rychlejší poštou"),
        ("it", "Più veloce per posta"),
    ] {
        form_explains(&mut ann, "sealed_support", lang, words);
    }
    let r = create_with_option(&mut ann, "Sealed", "3", "sealed_support");
    assert_eq!(r.status, 303, "create: {}", r.body);
    let lobby = ann.get(r.location().unwrap());
    assert!(
        lobby
            .body
            .contains("sealed support declarations, revealed together"),
        "{}",
        lobby.body
    );

    // Two supporters asked at once, each on its own page.
    let svc = db.service();
    let (rec, cut) = sealed_support_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..cut]).unwrap();
    let supporters: Vec<_> = game
        .awaiting()
        .into_iter()
        .filter(|a| a.request == Request::Support)
        .map(|a| a.house)
        .collect();
    assert!(supporters.len() >= 2);
    let page_path = format!("/games/{id}");
    let mut clients: Vec<Client> = supporters
        .iter()
        .map(|h| logged_in_as(&server, &accounts, *h))
        .collect();
    for c in clients.iter_mut() {
        let page = c.get(&page_path);
        assert!(
            decision_forms(&page.body)
                .iter()
                .any(|f| f.kind == "support"),
            "each supporter has its form at once"
        );
    }
    let log_before = clients[1].get(&format!("{page_path}/log")).body;
    let mut form = decision_forms(&clients[0].get(&page_path).body)
        .into_iter()
        .find(|f| f.kind == "support")
        .unwrap();
    // The first supporter backs a side wherever it may.
    for (name, options) in form.options.clone() {
        if let Some(side) = options
            .iter()
            .find(|o| *o == "attacker" || *o == "defender")
        {
            form.set(&name, side);
        }
    }
    let r = clients[0].post(&format!("{page_path}/act"), &form.fields);
    assert_eq!(r.status, 303, "support: {}", r.body);
    // Sealed: the second supporter still has its form and its log shows no declaration yet.
    let second = clients[1].get(&page_path);
    assert!(decision_forms(&second.body)
        .iter()
        .any(|f| f.kind == "support"));
    let log_now = clients[1].get(&format!("{page_path}/log")).body;
    let declared = |log: &str| log.matches("support").count();
    assert_eq!(
        declared(&log_before),
        declared(&log_now),
        "a sealed declaration shows nothing to the others"
    );
    // The others declare too, backing a side wherever they may: then every declaration is
    // revealed together, in every supporter's log, and nobody is asked again.
    for c in clients.iter_mut().skip(1) {
        let mut form = decision_forms(&c.get(&page_path).body)
            .into_iter()
            .find(|f| f.kind == "support")
            .unwrap();
        for (name, options) in form.options.clone() {
            if let Some(side) = options
                .iter()
                .find(|o| *o == "attacker" || *o == "defender")
            {
                form.set(&name, side);
            }
        }
        let r = c.post(&format!("{page_path}/act"), &form.fields);
        assert_eq!(r.status, 303, "support: {}", r.body);
    }
    for c in clients.iter_mut() {
        assert!(!decision_forms(&c.get(&page_path).body)
            .iter()
            .any(|f| f.kind == "support"));
        let log = c.get(&format!("{page_path}/log")).body;
        assert!(
            declared(&log) >= declared(&log_before) + supporters.len(),
            "every declaration revealed: {log}"
        );
    }

    // A request with one possible answer is answered by the server, and marked so in the log:
    // the game is stored up to the input after which it came (the service gives it itself).
    let (rec, cut) = forced_answer_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut + 1]).unwrap();
    let loaded = svc.load_game(GameId(id)).unwrap();
    let replayed = loaded.replayed.as_ref().unwrap();
    let forced = replayed
        .events
        .iter()
        .find(|e| e.seq == cut as i32 + 2)
        .expect("the forced answer is in the log");
    assert_eq!(forced.origin, rookery::service::Origin::Forced);
    assert_eq!(forced.house, rec.log[cut + 1].house);
    let state = replayed.game.state();
    assert!(
        !replayed
            .game
            .awaiting()
            .iter()
            .any(|a| rookery::engine::forced::has_one_answer(state, a)),
        "nobody is awaited for a request with one answer"
    );
    let mut player = server.client();
    assert_eq!(player.login(&accounts[0].1, DEMO_PASSWORD).status, 303);
    let log = player.get(&format!("/games/{id}/log"));
    assert!(
        log.body.contains("the only possible answer, given at once"),
        "{}",
        log.body
    );
}

#[test]
fn sealed_support_and_forced_answers_through_a_real_server() {
    for b in backends() {
        pace(&b);
    }
}

/// The "Answer ahead" rows offer no march into an area closed for the game: with 3 players
/// such an answer could never be used (it was dropped as impassable and its house asked), so a
/// player planning ahead must not be offered it. Every other adjacent area of the right kind is
/// still offered.
#[test]
fn answer_ahead_rows_offer_no_march_into_a_closed_area() {
    use rookery::decisions::plans::rows;
    use rookery::decisions::Field;
    use rookery::engine::orders::OrderKind;
    use rookery::engine::state::Neutral;
    let rec = play_game(3, 1, &Config::unchecked());
    let game = Game::new(&rec.setup).unwrap();
    let board = game.state().board();
    let tr = rookery::i18n::Tr(rookery::i18n::Lang::En);
    let house = game.state().houses[0];
    let view = game.view_for(Some(house));
    let closed: Vec<_> = view
        .areas
        .iter()
        .filter(|a| a.neutral == Some(Neutral::Impassable))
        .map(|a| a.area)
        .collect();
    assert!(!closed.is_empty(), "a 3-player game closes some areas");
    // A row for every open land area next to a closed one, as if it held a march order.
    let next_to_closed: Vec<_> = board
        .ids()
        .filter(|a| board.area(*a).is_land() && !closed.contains(a))
        .filter(|a| board.area(*a).adjacent.iter().any(|b| closed.contains(b)))
        .map(|a| (a, Some(OrderKind::March)))
        .collect();
    assert!(!next_to_closed.is_empty());
    let mut offered = 0;
    for field in rows(tr, &view, board, house, &next_to_closed, Some(&[])) {
        let Field::Select { name, options, .. } = field else {
            continue;
        };
        for o in options {
            let Some(to) = o.value.strip_prefix("march:") else {
                continue;
            };
            assert!(
                !closed.iter().any(|c| c.key() == to),
                "{name} offers a march into {to}, closed for this game"
            );
            offered += 1;
        }
    }
    assert!(offered > 0, "the rows still offer the open areas");
}

/// The muster rows of the "Answer ahead" form (issue 25): one per castle and stronghold the
/// house controls, offering what its mustering points allow. Together they file one mustering
/// plan (rows left at "ask me" muster nothing once another row names a muster); every row at
/// "ask me" withdraws it; "keep" leaves it alone; the filed plan shows as the rows' choices.
#[test]
fn muster_rows_file_one_mustering_plan() {
    use rookery::decisions::formdata::FormData;
    use rookery::decisions::plans::{muster_rows, parse};
    use rookery::decisions::Field;
    use rookery::engine::input::{AreaMuster, MusterAction};
    use rookery::engine::plan::PlanEntry;
    use rookery::engine::{House, UnitKind};
    let rec = play_game(3, 1, &Config::unchecked());
    let game = Game::new(&rec.setup).unwrap();
    let board = game.state().board();
    let tr = rookery::i18n::Tr(rookery::i18n::Lang::En);
    let me = House::Lannister;
    let view = game.view_for(Some(me));
    let rows_of = |filed: &[PlanEntry]| -> Vec<(String, Vec<(String, bool)>)> {
        muster_rows(tr, &view, board, me, Some(filed))
            .into_iter()
            .filter_map(|f| match f {
                Field::Select { name, options, .. } => Some((
                    name,
                    options.into_iter().map(|o| (o.value, o.selected)).collect(),
                )),
                _ => None,
            })
            .collect()
    };
    let rows = rows_of(&[]);
    let names: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
    // Lannister starts holding Lannisport (a stronghold with a port) and no other castle.
    assert_eq!(names, ["plan.muster.lannisport"], "{rows:?}");
    let values: Vec<&str> = rows[0].1.iter().map(|o| o.0.as_str()).collect();
    for v in ["", "none", "f", "k", "ff", "fk"] {
        assert!(values.contains(&v), "{v} offered: {values:?}");
    }
    let ship = values
        .iter()
        .find(|v| v.starts_with("s:"))
        .expect("a ship into Lannisport's port");
    let form = |v: &str| FormData::from_pairs(vec![("plan.muster.lannisport".into(), v.into())]);
    // A muster named: one plan.
    let (file, withdraw) = parse(&form("k"), me, &view).unwrap();
    let knight = PlanEntry::Muster {
        areas: vec![AreaMuster {
            area: rookery::engine::AreaId::from_key("lannisport").unwrap(),
            actions: vec![MusterAction::Recruit {
                unit: UnitKind::Knight,
                to: None,
            }],
        }],
    };
    assert_eq!(file, vec![knight.clone()]);
    assert!(withdraw.is_empty());
    let (file, _) = parse(&form(ship), me, &view).unwrap();
    assert!(
        matches!(&file[..], [PlanEntry::Muster { areas }] if matches!(areas[0].actions[..], [MusterAction::Recruit { unit: UnitKind::Ship, to: Some(_) }])),
        "{file:?}"
    );
    // Nothing here, named: a plan that musters nothing.
    let (file, _) = parse(&form("none"), me, &view).unwrap();
    assert_eq!(file, vec![PlanEntry::Muster { areas: vec![] }]);
    // Every row at "ask me": the plan is withdrawn.
    let (file, withdraw) = parse(&form(""), me, &view).unwrap();
    assert!(file.is_empty());
    assert_eq!(withdraw, vec![("muster", String::new())]);
    // "keep": neither filed nor withdrawn.
    let (file, withdraw) = parse(&form("keep"), me, &view).unwrap();
    assert!(file.is_empty() && withdraw.is_empty());
    // The filed plan shows as the row's choice; one no row can show is offered to keep.
    let rows = rows_of(std::slice::from_ref(&knight));
    let selected: Vec<&str> = rows[0]
        .1
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.as_str())
        .collect();
    assert_eq!(selected, ["k"]);
    let odd = PlanEntry::Muster {
        areas: vec![AreaMuster {
            area: rookery::engine::AreaId::from_key("lannisport").unwrap(),
            actions: vec![MusterAction::Recruit {
                unit: UnitKind::SiegeEngine,
                to: None,
            }],
        }],
    };
    let rows = rows_of(&[odd]);
    assert!(rows[0].1.contains(&("keep".into(), true)), "{rows:?}");
}

/// A recorded 3-player game and the index of the first bid of a bidding that ends in a tie the
/// Iron Throne holder is asked to break, where the holder may bid (has Power: not forced).
fn tied_bids_game() -> (GameRecord, usize, usize) {
    use rookery::engine::Input;
    for seed in 1..400 {
        let rec = play_game(3, seed, &Config::unchecked());
        if !rec.ok() {
            continue;
        }
        for (k, e) in rec.log.iter().enumerate() {
            if !matches!(e.input, Input::TieOrder { .. }) {
                continue;
            }
            let mut first = k;
            while first > 0 && matches!(rec.log[first - 1].input, Input::Bid { .. }) {
                first -= 1;
            }
            if k - first != 3 {
                continue;
            }
            let game = Game::replay(&rec.setup, &rec.log[..first]).unwrap();
            let holder = game.state().tracks.iron_throne[0];
            let asked = game.awaiting();
            if holder == e.house
                && asked.len() == 3
                && game
                    .view_for(None)
                    .houses
                    .iter()
                    .any(|h| h.house == holder && h.power > 0)
            {
                return (rec, first, k);
            }
        }
    }
    panic!("no tied bidding in 400 seeds");
}

/// Issue 25: the Iron Throne holder's bid form asks for the tie order together with the bid
/// (optional rows, "ask me" by default, on the holder's form only). Filed with the holder's
/// bid, the ranking breaks the tie the last bid makes at once: nobody is asked to break it, the
/// log marks it as planned.
fn tie_order_with_the_bid(backend: &Backend) {
    use rookery::engine::Input;
    let db = TestDb::new(backend, "pace-ties");
    let server = Server::start(&db);
    let svc = db.service();
    let (rec, first, k) = tied_bids_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..first]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..first]).unwrap();
    let holder = game.state().tracks.iron_throne[0];
    let page_path = format!("/games/{id}");
    let client_of = |h| logged_in_as(&server, &accounts, h);
    // Another house's bid form has no tie rows.
    let other = rec.log[first..k]
        .iter()
        .map(|e| e.house)
        .find(|h| *h != holder)
        .unwrap();
    let mut oc = client_of(other);
    let theirs = decision_forms(&oc.get(&page_path).body)
        .into_iter()
        .find(|f| f.kind == "bid")
        .expect("the other house's bid form");
    assert!(!theirs
        .fields
        .iter()
        .any(|(n, _)| n.starts_with("plan.tie.")));
    // The holder's has one row per place, "ask me" by default.
    let mut hc = client_of(holder);
    let mut form = decision_forms(&hc.get(&page_path).body)
        .into_iter()
        .find(|f| f.kind == "bid")
        .expect("the holder's bid form");
    for i in 0..3 {
        let name = format!("plan.tie.{i}");
        assert_eq!(form.get(&name), Some(""), "{name} in {:?}", form.fields);
    }
    // The ranking: the reverse of the recorded tie order (any ranking of every house will do).
    let Input::TieOrder { order } = &rec.log[k].input else {
        unreachable!()
    };
    let ranking: Vec<rookery::engine::House> = order.iter().rev().copied().collect();
    for (i, h) in ranking.iter().enumerate() {
        form.set(&format!("plan.tie.{i}"), h.key());
    }
    let bid = rec.log[first..k]
        .iter()
        .find(|e| e.house == holder)
        .unwrap();
    let Input::Bid { power } = bid.input else {
        unreachable!()
    };
    form.set("power", &power.to_string());
    let r = hc.post(&format!("{page_path}/act"), &form.fields);
    assert_eq!(r.status, 303, "bid: {}", r.body);
    // The others bid as recorded: the last bid makes the tie, broken at once.
    for e in &rec.log[first..k] {
        if e.house == holder {
            continue;
        }
        let user = svc
            .load_game(GameId(id))
            .unwrap()
            .seats
            .iter()
            .find(|s| s.house == Some(e.house))
            .unwrap()
            .user_id;
        svc.submit(GameId(id), UserId(user), e.house, &e.input, None)
            .unwrap();
    }
    let loaded = svc.load_game(GameId(id)).unwrap();
    let replayed = loaded.replayed.as_ref().unwrap();
    let tie = replayed
        .events
        .iter()
        .find(|e| e.seq as usize == k + 1)
        .expect("the tie is broken");
    assert_eq!(tie.origin, rookery::service::Origin::Planned);
    assert_eq!(tie.house, holder);
    assert!(!replayed
        .game
        .awaiting()
        .iter()
        .any(|a| a.request == Request::TieOrder));
}

#[test]
fn the_iron_throne_holder_breaks_ties_with_the_bid_through_a_real_server() {
    for b in backends() {
        tie_order_with_the_bid(&b);
    }
}

/// A move made with plan rows (the orders form's muster rows, say) that ends the game is
/// accepted, rows and all: the rows go in the move's own transaction, so the end of the game
/// the move brings can no longer refuse them afterwards and show the player an error for a
/// move that was taken.
fn last_move_with_plan_rows(backend: &Backend) {
    use rookery::engine::plan::PlanEntry;
    use rookery::service::play::{Move, PlanRows};
    let db = TestDb::new(backend, "pace-last-move");
    let svc = db.service();
    let rec = (1..100)
        .map(|seed| play_game(3, seed, &Config::unchecked()))
        .find(|r| r.ok())
        .expect("a finished 3-player game");
    let (last, before) = rec.log.split_last().unwrap();
    let (id, _) = svc.store_played(&rec.setup, before).unwrap();
    let seats = svc.load_game(GameId(id)).unwrap().seats;
    let user = UserId(
        seats
            .iter()
            .find(|s| s.house == Some(last.house))
            .unwrap()
            .user_id,
    );
    let nothing = PlanEntry::Muster { areas: vec![] };
    svc.update_plan(GameId(id), user, last.house, &[nothing], &[])
        .unwrap();
    let plan = (vec![], vec![("muster", String::new())]);
    let mv = Move {
        input: &last.input,
        expected_seq: None,
        plan: Some(PlanRows::Read(&plan)),
    };
    svc.submit_with_plan(GameId(id), user, Some(last.house), &mv)
        .expect("the last move, with its rows");
    let loaded = svc.load_game(GameId(id)).unwrap();
    assert_eq!(loaded.row.status, "over");
}

/// A house's answer filed ahead that cannot be used at its turn (a raid on an area it may not
/// raid) is dropped when another house's move brings its turn, and the "your move" mail that
/// asks the house instead says which answer was not used and why. (The move's transaction
/// tells its mails what it dropped; they do not read it back.)
fn a_dropped_plan_in_the_mail(backend: &Backend) {
    use diesel::prelude::*;
    use rookery::db::schema::{outbox, users};
    use rookery::engine::legal::Legal;
    use rookery::engine::plan::PlanEntry;
    // The house a move asks its raid (one that was not awaited before the move).
    let raider_after = |game: &Game, e: &LogEntry| -> Option<(rookery::engine::House, Game)> {
        let mut after = game.clone();
        after.apply_trusted(e.house, &e.input).ok()?;
        let raider = after
            .awaiting()
            .into_iter()
            .find(|a| a.request == Request::Raid && a.house != e.house)?
            .house;
        (!game.awaiting().iter().any(|a| a.house == raider)).then_some((raider, after))
    };
    let (rec, n) = first_game_where(
        3,
        &Config::unchecked(),
        "a house asked its raid after another house's move",
        |game, i, e| raider_after(game, e).map(|_| i),
    );
    let mut game = Game::new(&rec.setup).unwrap();
    for e in &rec.log[..n] {
        game.apply_trusted(e.house, &e.input).unwrap();
    }
    let (raider, after) = raider_after(&game, &rec.log[n]).unwrap();
    let Some(Legal::Raid { options, .. }) = after.legal(raider) else {
        panic!("{raider} is asked its raid")
    };
    let (from, targets) = options[0].clone();
    assert!(
        !targets.contains(&from),
        "a raid never removes its own order"
    );

    let db = TestDb::new(backend, "pace-dropped-mail");
    let svc = db.service();
    let (id, _) = svc.store_played(&rec.setup, &rec.log[..n]).unwrap();
    let seats = svc.load_game(GameId(id)).unwrap().seats;
    let user_of = |h| UserId(seats.iter().find(|s| s.house == Some(h)).unwrap().user_id);
    let entry = PlanEntry::Raid {
        from,
        target: Some(from),
    };
    // The raider reads its mail (a verified address; moves mailed at once, the default).
    let mut c = svc.db.conn().unwrap();
    let address = "raider@example.org";
    diesel::update(users::table.find(user_of(raider).0))
        .set((
            users::email.eq(Some(address)),
            users::email_key.eq(Some(address)),
            users::email_verified_at.eq(Some(chrono::Utc::now().naive_utc())),
        ))
        .execute(&mut c)
        .unwrap();
    svc.file_plan(
        GameId(id),
        user_of(raider),
        raider,
        std::slice::from_ref(&entry),
    )
    .unwrap();
    let mover = rec.log[n].house;
    svc.submit(GameId(id), user_of(mover), mover, &rec.log[n].input, None)
        .unwrap();

    let plan = svc.house_plan(GameId(id), user_of(raider), raider).unwrap();
    assert_eq!(plan.dropped.len(), 1, "{plan:?}");
    assert_eq!(plan.dropped[0].0, entry);
    let rows = rookery::mail::notes::worded_rows(
        &svc,
        outbox::table
            .filter(outbox::user_id.eq(user_of(raider).0))
            .filter(outbox::game_id.eq(id))
            .load(&mut c)
            .unwrap(),
    );
    let told: Vec<&str> = rows
        .iter()
        .map(|r| r.body_text.as_str())
        .filter(|b| b.contains("Your answer filed ahead for"))
        .collect();
    assert_eq!(told.len(), 1, "one mail tells the raider: {rows:#?}");
    assert!(told[0].contains("You are asked as usual"), "{}", told[0]);
}

#[test]
fn a_dropped_answer_filed_ahead_is_told_in_the_mail_that_asks_instead() {
    for b in backends() {
        a_dropped_plan_in_the_mail(&b);
    }
}

#[test]
fn a_move_with_plan_rows_that_ends_the_game_is_taken() {
    for b in backends() {
        last_move_with_plan_rows(&b);
    }
}

/// A recorded 3-player game with marches asked together and the index of its first march
/// answered ahead of its house's turn.
fn march_ahead_game() -> (GameRecord, usize) {
    use rookery::engine::together;
    use rookery::engine::Input;
    let mut config = Config::unchecked();
    config.options.ask_together = true;
    first_game_where(3, &config, "a march answered ahead", |game, i, e| {
        (matches!(e.input, Input::March { .. }) && together::answers_ahead(game.state(), e.house))
            .then_some(i)
    })
}

/// Issue 25, item 4: a march asked together with the house whose turn it is, answered first,
/// through the service and the game pages. The house asked ahead reads on its page (and in the
/// awaited line) that its answer is applied at its turn, in turn order; once it answered, its
/// march stays sealed (nothing of it in the log, the board unchanged for the others, its own
/// page says it is kept) until the house whose turn it was has marched; then it is applied,
/// after that march in the log.
fn march_answered_ahead(backend: &Backend) {
    use rookery::engine::event::Event;
    use rookery::engine::together;
    let db = TestDb::new(backend, "ahead");
    let server = Server::start(&db);
    let svc = db.service();
    let (rec, cut) = march_ahead_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let ahead = rec.log[cut].house;
    let loaded = svc.load_game(GameId(id)).unwrap();
    let before = loaded.replayed.as_ref().unwrap();
    let now = together::turn_of(before.game.state()).expect("a house whose turn it is");
    assert_ne!(now, ahead);
    assert_eq!(
        together::asked_ahead_of(before.game.state(), ahead),
        Some(now)
    );
    let name_of = |h| accounts.iter().find(|a| a.0 == h).unwrap().1.clone();
    let now_name = rookery::i18n::house_name(rookery::i18n::Lang::En, now);
    let page_path = format!("/games/{id}");

    let mut asked = server.client();
    assert_eq!(asked.login(&name_of(ahead), DEMO_PASSWORD).status, 303);
    let page = asked.get(&format!("{page_path}?lang=en"));
    assert!(
        page.body.contains(&format!(
            "You are asked ahead of your turn, together with {now_name}, whose turn it is"
        )) && page.body.contains("applied in turn order"),
        "{}",
        page.body
    );
    assert!(decision_forms(&page.body).iter().any(|f| f.kind == "march"));

    // The answer given ahead: accepted, kept sealed.
    let user = |h| {
        svc.login(&name_of(h), DEMO_PASSWORD, "127.0.0.1", None)
            .unwrap()
            .user
            .user_id
    };
    let done = svc
        .submit(
            GameId(id),
            UserId(user(ahead)),
            ahead,
            &rec.log[cut].input,
            None,
        )
        .unwrap();
    assert!(
        done.events.is_empty(),
        "nothing of it is told: {:?}",
        done.events
    );
    let loaded = svc.load_game(GameId(id)).unwrap();
    let kept = loaded.replayed.as_ref().unwrap();
    assert_eq!(together::kept(kept.game.state()), vec![ahead]);
    for viewer in before
        .game
        .state()
        .houses
        .clone()
        .into_iter()
        .filter(|h| *h != ahead)
    {
        assert_eq!(
            kept.game.view_for(Some(viewer)).areas,
            before.game.view_for(Some(viewer)).areas,
            "{viewer}: the board is unchanged"
        );
    }
    assert_eq!(
        kept.game.view_for(None).areas,
        before.game.view_for(None).areas
    );
    let page = asked.get(&format!("{page_path}?lang=en"));
    assert!(
        page.body.contains(&format!(
            "Your answer given ahead of your turn is kept, sealed, and applied at your turn, in turn order (now {now_name}"
        )),
        "{}",
        page.body
    );
    assert!(!decision_forms(&page.body).iter().any(|f| f.kind == "march"));

    // The others answer in the recorded order until the kept march is applied.
    let mut i = cut + 1;
    loop {
        let loaded = svc.load_game(GameId(id)).unwrap();
        let r = loaded.replayed.as_ref().unwrap();
        if !together::kept(r.game.state()).contains(&ahead) {
            break;
        }
        let e = &rec.log[i];
        i += 1;
        // A recorded answer the service already gave itself (one possible answer) is skipped.
        if r.game.awaiting().iter().any(|a| a.house == e.house) {
            let _ = svc.submit(GameId(id), UserId(user(e.house)), e.house, &e.input, None);
        }
    }
    let loaded = svc.load_game(GameId(id)).unwrap();
    let events: Vec<&Event> = loaded
        .replayed
        .as_ref()
        .unwrap()
        .events
        .iter()
        .filter(|e| e.seq > done.seq)
        .flat_map(|e| e.events().iter())
        .collect();
    let marched = |h| {
        events
            .iter()
            .position(|e| matches!(e, Event::Marched { house, .. } if *house == h))
    };
    let theirs = marched(now).expect("the house whose turn it was marched");
    let mine = marched(ahead).expect("the march given ahead was applied");
    assert!(theirs < mine, "applied in turn order: {events:?}");
}

#[test]
fn a_march_answered_ahead_is_sealed_and_applied_in_turn_order() {
    for b in backends() {
        march_answered_ahead(&b);
    }
}

/// A recorded 6-player game with raids and marches asked early, and the index of the first
/// input at which two houses or more are asked their march at once in the Action phase (not
/// while the Messenger Raven's holder decides, when the turn is the holder's).
fn early_marches_game() -> (GameRecord, usize) {
    let mut config = Config::unchecked();
    config.options.early_marches = true;
    config.options.ask_together = true;
    first_game_where(
        6,
        &config,
        "two houses asked their march at once",
        |game, i, _| {
            let action = matches!(game.state().step, rookery::engine::phase::Step::Action(_));
            (action && asked(game, |r| matches!(r, Request::March { .. })) >= 2).then_some(i)
        },
    )
}

fn early_marches(backend: &Backend) {
    let db = TestDb::new(backend, "early");
    let server = Server::start(&db);
    let mut ann = server.client();
    ann.register("ann", PASSWORD);

    // The new-game form explains the option in every language.
    for (lang, words) in [
        ("en", "Raids and marches asked early (faster by mail)"),
        (
            "ro",
            "Raiduri și marșuri cerute din timp (mai rapid prin poștă)",
        ),
        (
            "pt",
            "Ataques e marchas pedidos antecipadamente (mais rápido por correio)",
        ),
        ("cs", "Nájezdy a pochody žádané předem (rychlejší poštou)"),
        (
            "it",
            "Incursioni e marce chieste in anticipo (più veloce per posta)",
        ),
    ] {
        form_explains(&mut ann, "early_marches", lang, words);
    }
    let r = create_with_option(&mut ann, "Early", "6", "early_marches");
    assert_eq!(r.status, 303, "create: {}", r.body);
    let lobby = ann.get(r.location().unwrap());
    assert!(
        lobby.body.contains("raids and marches asked early"),
        "{}",
        lobby.body
    );

    // A game with the option (as the form makes it) at a march: two houses asked at once, each
    // with its march form on its own page.
    let svc = db.service();
    let (rec, cut) = early_marches_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..cut]).unwrap();
    let turn = rookery::engine::together::turn_of(game.state()).expect("a house's turn");
    let early: Vec<_> = rookery::engine::together::awaited(game.state())
        .into_iter()
        .map(|(h, _)| h)
        .collect();
    assert!(!early.is_empty());
    let login = |h| logged_in_as(&server, &accounts, h);
    let page_path = format!("/games/{id}");
    let mut current = login(turn);
    let mut ahead = login(early[0]);
    let now = current.get(&page_path);
    assert!(decision_forms(&now.body).iter().any(|f| f.kind == "march"));
    let mine = ahead.get(&page_path);
    assert!(
        decision_forms(&mine.body).iter().any(|f| f.kind == "march"),
        "the house asked early has its march form at once"
    );
    assert!(
        mine.body.contains("You are asked ahead of your turn"),
        "{}",
        mine.body
    );
    // Sealed: the house whose turn it is is not told that another is asked early.
    assert!(!now.body.contains("ahead of its turn"), "{}", now.body);
    // The early house answers: kept, sealed, until its turn.
    let log_of = |c: &mut Client| {
        let body = c.get(&format!("{page_path}/log")).body;
        let start = body.find(r#"<ol class="log""#).expect("a log");
        body[start..].split("</ol>").next().unwrap().to_string()
    };
    let log_before = log_of(&mut current);
    let form = decision_forms(&mine.body)
        .into_iter()
        .find(|f| f.kind == "march")
        .unwrap();
    let r = ahead.post(&format!("{page_path}/act"), &form.fields);
    assert_eq!(r.status, 303, "march: {}", r.body);
    let after = ahead.get(&page_path);
    assert!(
        after
            .body
            .contains("Your answer given ahead of your turn is kept"),
        "{}",
        after.body
    );
    assert_eq!(
        log_before,
        log_of(&mut current),
        "an answer given early shows nothing to the others"
    );
    let now_after = current.get(&page_path);
    assert!(decision_forms(&now_after.body)
        .iter()
        .any(|f| f.kind == "march"));

    // While the Messenger Raven's holder decides, the first raid or march is asked early: the
    // house asked has its form on its page and its answer is taken; the holder's page shows its
    // Raven form and nothing of the other's request.
    let (rec, cut) = raven_early_game();
    let (id, accounts) = svc.store_played(&rec.setup, &rec.log[..cut]).unwrap();
    let game = Game::replay(&rec.setup, &rec.log[..cut]).unwrap();
    let holder = game.state().raven_holder();
    let (early, request) = rookery::engine::together::awaited(game.state())
        .into_iter()
        .next()
        .expect("a house asked early during the Raven");
    let kind = if request == Request::Raid {
        "raid"
    } else {
        "march"
    };
    let login = |h| logged_in_as(&server, &accounts, h);
    let page_path = format!("/games/{id}");
    let mut holder_client = login(holder);
    let mut ahead = login(early);
    let mine = ahead.get(&page_path);
    let form = decision_forms(&mine.body)
        .into_iter()
        .find(|f| f.kind == kind)
        .unwrap_or_else(|| panic!("the house asked early has its {kind} form: {}", mine.body));
    assert!(mine.body.contains("You are asked ahead of your turn"));
    let raven_page = holder_client.get(&page_path);
    assert!(
        decision_forms(&raven_page.body)
            .iter()
            .any(|f| f.kind.starts_with("raven")),
        "{}",
        raven_page.body
    );
    assert!(!raven_page.body.contains("ahead of its turn"));
    let r = ahead.post(&format!("{page_path}/act"), &form.fields);
    assert_eq!(r.status, 303, "{kind} during the Raven: {}", r.body);
    assert!(ahead
        .get(&page_path)
        .body
        .contains("Your answer given ahead of your turn is kept"));
}

/// A recorded 6-player game with raids and marches asked early, and the index of the first
/// input at which a house is asked its first raid or march while the Raven's holder decides.
fn raven_early_game() -> (GameRecord, usize) {
    let mut config = Config::unchecked();
    config.options.early_marches = true;
    first_game_where(
        6,
        &config,
        "a house asked early while the Raven's holder decides",
        |game, i, _| {
            let raven = matches!(
                game.state().step,
                rookery::engine::phase::Step::Raven { .. }
            );
            (raven && !rookery::engine::together::awaited(game.state()).is_empty()).then_some(i)
        },
    )
}

#[test]
fn marches_asked_early_through_a_real_server() {
    for b in backends() {
        early_marches(&b);
    }
}

/// The export of a game with raids and marches asked early marks each input given ahead of its
/// turn as applied or dropped, and what it marks is what replaying the log shows (the
/// `answered_early` events at the houses' turns): one game of `rookery pace`, whose figures
/// read both.
#[test]
fn the_export_tells_answers_given_early_apart() {
    let figures = rookery::pace::measure(&rookery::pace::Run {
        players: 4,
        games: 1,
        seed: 20261127,
        edition: rookery::engine::options::Edition::Second,
        model: rookery::pace::Model::default(),
        sealed_support: false,
        early_marches: true,
        bank: (0, 0),
    })
    .unwrap();
    assert!(figures.failures.is_empty(), "{:?}", figures.failures);
    assert!(
        figures.early.1 > 0,
        "answers given early and applied: {:?}",
        figures.early
    );
    assert!(
        figures.early.0 > figures.early.1,
        "and dropped: {:?}",
        figures.early
    );
    assert_eq!(figures.early_marked, figures.early);
}

/// A house files at most `MAX_ENTRIES` plan entries a round: one more is refused with the
/// reason and the whole filing is taken back; withdrawing several rows at once (one statement
/// on both databases) withdraws each of them and nothing else.
fn plan_limits_and_withdrawals(backend: &Backend) {
    use rookery::engine::plan::PlanEntry;
    use rookery::engine::AreaId;
    use rookery::service::plans::MAX_ENTRIES;
    let db = TestDb::new(backend, "pace-plan-limit");
    let svc = db.service();
    let rec = play_game(3, 7, &Config::unchecked());
    let (id, _) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let seat = svc.load_game(GameId(id)).unwrap().seats[0].clone();
    let (house, user) = (seat.house.unwrap(), UserId(seat.user_id));
    let supports: Vec<PlanEntry> = (0..=MAX_ENTRIES as u8)
        .map(|a| PlanEntry::Support {
            area: AreaId(a),
            prefer: vec![],
        })
        .collect();
    let err = svc
        .file_plan(GameId(id), user, house, &supports)
        .expect_err("one entry too many");
    assert!(format!("{err:?}").contains("svc-plan-too-many"), "{err:?}");
    let plan = svc.house_plan(GameId(id), user, house).unwrap();
    assert!(plan.filed.is_empty(), "nothing kept: {:?}", plan.filed);

    let plan = svc
        .file_plan(GameId(id), user, house, &supports[..MAX_ENTRIES])
        .unwrap();
    assert_eq!(plan.filed.len(), MAX_ENTRIES);
    let gone: Vec<(&str, String)> = supports[..3]
        .iter()
        .map(|e| (e.kind(), e.key()))
        .chain(std::iter::once(("raid", supports[3].key())))
        .collect();
    svc.update_plan(GameId(id), user, house, &[], &gone)
        .unwrap();
    let plan = svc.house_plan(GameId(id), user, house).unwrap();
    assert_eq!(plan.filed.len(), MAX_ENTRIES - 3, "the three withdrawn");
    assert_eq!(
        plan.filed,
        supports[3..MAX_ENTRIES].to_vec(),
        "the others kept, the same-key entry of another kind too"
    );
}

#[test]
fn a_house_files_a_bounded_plan_and_withdraws_rows_together() {
    for b in backends() {
        plan_limits_and_withdrawals(&b);
    }
}
