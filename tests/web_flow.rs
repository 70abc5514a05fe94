//! The whole web flow through a real socket, on SQLite and on PostgreSQL: register → create a
//! 4-player game → every seat joins → start → every player seals orders (with a rejected form
//! kept, and sealed orders changed) → the phase advances → Greyjoy's ship attacks Lannister's in
//! The Golden Sound → both house cards are sealed → the combat is resolved. Along the way every
//! page is fetched as every other seat and as spectators, and searched for secrets.

use crate::web_support;

use rookery::service::GameId;
use std::collections::HashMap;
use web_support::*;

const PASSWORD: &str = "a long enough password";

struct Player {
    name: &'static str,
    house: &'static str,
    client: Client,
}

#[test]
fn web_flow_on_sqlite() {
    flow(&Backend::Sqlite);
}

#[test]
fn web_flow_on_postgres() {
    match postgres() {
        Some(b) => flow(&b),
        None => eprintln!("skipped: no PostgreSQL (ROOKERY_TEST_PG_URL)"),
    }
}

/// Orders for every `order.<area>` select of a form: `special` first, then ordinary tokens.
fn fill_orders(form: &mut HtmlForm, special: &[(&str, &str)]) {
    let mut pool = vec![
        "consolidate",
        "consolidate",
        "defense+1",
        "defense+1",
        "march-1",
    ];
    for (_, t) in special {
        if let Some(i) = pool.iter().position(|p| p == t) {
            pool.remove(i);
        }
    }
    let areas: Vec<String> = form
        .fields
        .iter()
        .filter(|(k, _)| k.starts_with("order."))
        .map(|(k, _)| k.clone())
        .collect();
    for a in areas {
        let key = &a["order.".len()..];
        let token = match special.iter().find(|(k, _)| *k == key) {
            Some((_, t)) => t.to_string(),
            None => pool.remove(0).to_string(),
        };
        assert!(
            form.options[&a].contains(&token),
            "{token} is not offered for {key}: {:?}",
            form.options[&a]
        );
        form.set(&a, &token);
    }
}

fn submit(p: &mut Player, game: i32, form: &HtmlForm) -> Response {
    let path = format!("/games/{game}/act");
    p.client.post(&path, &form.fields)
}

/// Pages every visitor can ask for about a game.
fn pages(game: i32) -> Vec<String> {
    vec![
        "/".into(),
        format!("/games/{game}"),
        format!("/games/{game}/log"),
        format!("/games/{game}/board.svg"),
        format!("/games/{game}/map"),
    ]
}

/// Fetches every page as each of `viewers` and checks none contains any of `secrets`.
fn assert_hidden(viewers: &mut [&mut Client], game: i32, secrets: &[&str], what: &str) {
    for v in viewers.iter_mut() {
        for p in pages(game) {
            let r = v.get(&p);
            assert!(r.status == 200, "{p}: {}", r.status);
            let text = unescape(&r.body);
            for s in secrets {
                assert!(
                    !r.body.contains(s) && !text.contains(s),
                    "{what}: {p} shows {s:?} to a viewer who must not see it"
                );
            }
        }
    }
}

/// Answers with defaults whatever `p` is asked now; returns whether something was submitted.
fn answer_defaults(p: &mut Player, game: i32, prefs: &HashMap<&str, &str>) -> bool {
    let page = p.client.get(&format!("/games/{game}"));
    // Orders are placed on purpose by the test, never by default.
    let mut forms: Vec<HtmlForm> = decision_forms(&page.body)
        .into_iter()
        .filter(|f| f.kind != "place_orders")
        .collect();
    if forms.is_empty() {
        return false;
    }
    // Prefer a kind named in `prefs` (e.g. raven_pass over raven_replace).
    forms.sort_by_key(|f| {
        if prefs.contains_key(f.kind.as_str()) {
            0
        } else {
            1
        }
    });
    let form = forms.remove(0);
    let r = submit(p, game, &form);
    assert!(
        r.status == 303,
        "{} ({}) default {:?} was refused ({}): {}",
        p.name,
        p.house,
        form,
        r.status,
        r.body
            .lines()
            .find(|l| l.contains("class=\"error\""))
            .unwrap_or("")
    );
    true
}

fn flow(backend: &Backend) {
    let db = TestDb::new(backend, "flow");
    let server = Server::start(&db);
    let mut players: Vec<Player> = [
        ("alice", "greyjoy"),
        ("bob", "lannister"),
        ("carol", "stark"),
        ("dave", "baratheon"),
    ]
    .into_iter()
    .map(|(name, house)| Player {
        name,
        house,
        client: server.client(),
    })
    .collect();
    for p in &mut players {
        p.client.register(p.name, PASSWORD);
        let home = p.client.get("/");
        assert!(home.body.contains(p.name), "the front page names the user");
    }
    let mut spectator = server.client();
    spectator.register("eve", PASSWORD);
    let mut anonymous = server.client();

    // Create a public 4-player game; the creator sits at Greyjoy.
    let r = players[0].client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Flow <test> & co"),
            ("players", "4"),
            ("seating", "choice"),
            ("house", "greyjoy"),
            ("visibility", "public"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("westeros_hours", "24"),
        ],
    );
    assert_eq!(r.status, 303, "create: {}", r.body);
    let game = game_id_of(r.location().unwrap());
    let lobby = players[1].client.get(&format!("/games/{game}"));
    assert!(
        lobby.body.contains("Flow &#60;test&#62; &#38; co"),
        "the name is escaped:\n{}",
        lobby.body
    );
    assert!(lobby.body.contains("Join as Lannister"));
    assert!(
        !lobby.body.contains("Join as Martell"),
        "Martell does not play with 4"
    );

    // Starting before the game is full is refused.
    let r = players[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 409, "start before full");

    for p in players.iter_mut().skip(1) {
        let r = p.client.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/join"),
            &[("house", p.house)],
        );
        assert_eq!(r.status, 303, "{} joins: {}", p.name, r.body);
    }
    // A fifth player cannot join, and a taken house cannot be taken again.
    let r = spectator.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/join"),
        &[("house", "stark")],
    );
    assert_eq!(r.status, 409);
    let r = players[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);
    let page = players[0].client.get(&format!("/games/{game}"));
    assert_eq!(phase_of(&page.body), "Planning");
    assert!(page.body.contains("<svg"), "the board is drawn");
    // Leaving a started game is refused.
    let r = players[1].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/leave"),
        &[],
    );
    assert_eq!(r.status, 409);
    // "My games" marks the game as awaiting each player.
    let home = players[2].client.get("/");
    assert!(home.body.contains("Your turn"), "{}", home.body);

    // ---- Planning: every house seals orders.
    let specials: HashMap<&str, Vec<(&str, &str)>> = [
        ("greyjoy", vec![("ironmans_bay", "march+0")]),
        ("stark", vec![("winterfell", "defense+1")]),
        ("lannister", vec![]),
        ("baratheon", vec![]),
    ]
    .into_iter()
    .collect();
    // Lannister first forgets an area: rejected, the reason shown, the entries kept.
    {
        let bob = &mut players[1];
        let page = bob.client.get(&format!("/games/{game}"));
        let mut form = decision_forms(&page.body).remove(0);
        assert_eq!(form.kind, "place_orders");
        fill_orders(&mut form, &[]);
        form.set("order.lannisport", "defense+2");
        form.set("order.stoney_sept", "");
        let r = submit(bob, game, &form);
        assert_eq!(r.status, 422, "a missing order is rejected");
        assert!(
            r.body
                .contains("Stoney Sept has your units and needs an order"),
            "{}",
            r.body
        );
        let kept = decision_forms(&r.body).remove(0);
        assert_eq!(
            kept.get("order.lannisport"),
            Some("defense+2"),
            "the entries are kept"
        );
        assert_eq!(phase_of(&r.body), "Planning");
    }
    for p in players.iter_mut() {
        if p.house == "greyjoy" {
            continue; // Greyjoy seals last, below.
        }
        let page = p.client.get(&format!("/games/{game}"));
        let mut form = decision_forms(&page.body).remove(0);
        fill_orders(&mut form, &specials[p.house]);
        let r = submit(p, game, &form);
        assert_eq!(r.status, 303, "{} seals orders: {}", p.name, r.body);
    }
    // "Waiting for" lists only the house still to seal, and says that its orders are answered
    // in secret — not "sealed", which it has not done yet.
    {
        let page = players[2].client.get(&format!("/games/{game}"));
        let section = page
            .body
            .split(r#"<section id="awaiting">"#)
            .nth(1)
            .unwrap_or("");
        let waiting: Vec<&str> = section[..section.find("</section>").unwrap_or(0)]
            .split("<li")
            .skip(1)
            .map(|l| &l[..l.find("</li>").unwrap_or(l.len())])
            .collect();
        assert_eq!(waiting.len(), 1, "{waiting:#?}");
        assert!(
            waiting[0].contains("Greyjoy")
                && waiting[0].contains("(in secret)")
                && !waiting[0].contains("sealed"),
            "{waiting:#?}"
        );
    }
    // Stark changes its sealed orders: Winterfell gets Defense +2 ★ (a secret to the others).
    {
        let carol = &mut players[2];
        let page = carol.client.get(&format!("/games/{game}"));
        let mut form = decision_forms(&page.body).remove(0);
        assert_eq!(
            form.get("order.winterfell"),
            Some("defense+1"),
            "sealed orders are shown to their author"
        );
        form.set("order.winterfell", "defense+2");
        let r = submit(carol, game, &form);
        assert_eq!(r.status, 303);
        let page = carol.client.get(&format!("/games/{game}"));
        assert_eq!(
            decision_forms(&page.body)[0].get("order.winterfell"),
            Some("defense+2"),
            "the replaced order is shown to its author"
        );
    }
    {
        let (others, rest) = players.split_at_mut(2);
        let _ = rest;
        let mut viewers: Vec<&mut Client> = others.iter_mut().map(|p| &mut p.client).collect();
        viewers.push(&mut spectator);
        viewers.push(&mut anonymous);
        assert_hidden(
            &mut viewers,
            game,
            &[
                r#"<option value="defense+2" selected>"#,
                "D+2★",
                "Stark's Defense +2",
                "order: Stark",
            ],
            "Stark's sealed orders",
        );
    }
    let page = players[0].client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("Orders sealed by:"),
        "sealed houses are named"
    );
    assert_eq!(phase_of(&page.body), "Planning");
    {
        let alice = &mut players[0];
        let mut form = decision_forms(&page.body).remove(0);
        fill_orders(&mut form, &specials["greyjoy"]);
        let r = submit(alice, game, &form);
        assert_eq!(r.status, 303);
    }
    // The last orders are in: the phase advanced and the orders are revealed to everyone.
    let page = spectator.get(&format!("/games/{game}"));
    assert_ne!(phase_of(&page.body), "Planning", "the phase advanced");
    assert!(log_of(&page.body).contains("Orders revealed"));
    assert!(
        unescape(&page.body).contains("Stark's Defense +2 ★"),
        "revealed orders are shown"
    );

    // ---- Drive the game with default answers until Greyjoy's march; peek with the Raven.
    let mut prefs: HashMap<&str, &str> = HashMap::new();
    prefs.insert("raven_peek", "");
    prefs.insert("consolidate", "");
    let mut peeked_card: Option<(usize, String)> = None;
    let mut marched = false;
    for _round in 0..40 {
        let mut progressed = false;
        #[expect(
            clippy::needless_range_loop,
            reason = "the index is kept with what that player saw"
        )]
        for i in 0..4 {
            let page = players[i].client.get(&format!("/games/{game}"));
            if let Some(j) = page.body.find("The top card of the wildling deck is ") {
                let rest = &page.body[j + "The top card of the wildling deck is ".len()..];
                let name = unescape(&rest[..rest.find(". Only you").unwrap()]);
                peeked_card = Some((i, name));
            }
            let forms = decision_forms(&page.body);
            if let Some(mut m) = forms.iter().find(|f| f.kind == "march").cloned() {
                assert_eq!(players[i].house, "greyjoy");
                assert_eq!(m.get("from"), Some("ironmans_bay"));
                assert!(m.options["move.0"].contains(&"golden_sound".to_string()));
                m.set("move.0", "golden_sound");
                let r = submit(&mut players[i], game, &m);
                assert_eq!(r.status, 303, "{}", r.body);
                marched = true;
                progressed = true;
                break;
            }
            if answer_defaults(&mut players[i], game, &prefs) {
                progressed = true;
                if prefs.remove("raven_peek").is_some() {
                    prefs.insert("raven_decide", "");
                }
            }
        }
        if marched || !progressed {
            break;
        }
    }
    assert!(marched, "Greyjoy got to march");
    // The top wildling card (which the Raven holder looked at) is shown to nobody else.
    let svc = db.service();
    let top = svc
        .load_game(GameId(game))
        .unwrap()
        .replayed
        .as_ref()
        .unwrap()
        .game
        .state()
        .wildling_deck[0]
        .name();
    if let Some((_, seen)) = &peeked_card {
        assert_eq!(seen, top, "the Raven holder was shown the top card");
    }
    let holder = peeked_card.map(|p| p.0).unwrap_or(1);
    {
        let mut viewers: Vec<&mut Client> = players
            .iter_mut()
            .enumerate()
            .filter(|(i, _)| *i != holder)
            .map(|(_, p)| &mut p.client)
            .collect();
        viewers.push(&mut spectator);
        viewers.push(&mut anonymous);
        assert_hidden(&mut viewers, game, &[top], "the top wildling card");
    }

    // ---- The combat: both house cards.
    let page = players[0].client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("Combat in The Golden Sound"),
        "{}",
        page.body
    );
    for _ in 0..5 {
        // Support declarations (if any) come first.
        let page = players[0].client.get(&format!("/games/{game}"));
        if decision_forms(&page.body)
            .iter()
            .any(|f| f.kind == "house_card")
        {
            break;
        }
        for p in players.iter_mut() {
            answer_defaults(p, game, &prefs);
        }
    }
    {
        let alice = &mut players[0];
        let page = alice.client.get(&format!("/games/{game}"));
        let mut form = decision_forms(&page.body)
            .into_iter()
            .find(|f| f.kind == "house_card")
            .expect("Greyjoy is asked for a house card");
        form.set("card", "victarion_greyjoy");
        let r = submit(alice, game, &form);
        assert_eq!(r.status, 303);
        let page = alice.client.get(&format!("/games/{game}"));
        assert!(
            page.body.contains("Your sealed card: Victarion Greyjoy."),
            "the author sees its card"
        );
    }
    {
        let mut viewers: Vec<&mut Client> =
            players.iter_mut().skip(1).map(|p| &mut p.client).collect();
        viewers.push(&mut spectator);
        viewers.push(&mut anonymous);
        assert_hidden(
            &mut viewers,
            game,
            &[
                "Your sealed card",
                r#"value="victarion_greyjoy" checked"#,
                "attacker Victarion",
            ],
            "Greyjoy's sealed house card",
        );
    }
    // The seed and the deck order never reach a page.
    let row = svc.load_game(GameId(game)).unwrap();
    let seed = row.row.seed;
    let replayed = row.replayed.as_ref().unwrap();
    let next_wildling = replayed
        .game
        .state()
        .wildling_deck
        .iter()
        .map(|c| c.name())
        .collect::<Vec<_>>();
    {
        let mut viewers: Vec<&mut Client> = players.iter_mut().map(|p| &mut p.client).collect();
        viewers.push(&mut spectator);
        viewers.push(&mut anonymous);
        let seed_text = [
            seed.to_string(),
            (seed as u64).to_string(),
            format!("{:x}", seed as u64),
        ];
        let deck_order = next_wildling.join(", ");
        let mut secrets: Vec<&str> = seed_text.iter().map(String::as_str).collect();
        secrets.push(&deck_order);
        assert_hidden(
            &mut viewers,
            game,
            &secrets,
            "the seed and the wildling deck order",
        );
    }
    // Lannister seals its card; both are revealed and the combat resolves.
    {
        let bob = &mut players[1];
        let page = bob.client.get(&format!("/games/{game}"));
        let form = decision_forms(&page.body)
            .into_iter()
            .find(|f| f.kind == "house_card")
            .expect("Lannister is asked for a house card");
        let r = submit(bob, game, &form);
        assert_eq!(r.status, 303);
    }
    for _ in 0..20 {
        let page = spectator.get(&format!("/games/{game}"));
        if log_of(&page.body).contains("won the combat in The Golden Sound") {
            break;
        }
        let mut any = false;
        for p in players.iter_mut() {
            any |= answer_defaults(p, game, &prefs);
            if log_of(&spectator.get(&format!("/games/{game}")).body)
                .contains("won the combat in The Golden Sound")
            {
                break;
            }
        }
        assert!(any, "the combat is stuck:\n{}", page.body);
    }
    let page = spectator.get(&format!("/games/{game}"));
    let log = log_of(&page.body);
    assert!(
        log.contains("House cards revealed: Greyjoy plays Victarion Greyjoy"),
        "{log}"
    );
    assert!(log.contains("won the combat in The Golden Sound"), "{log}");
    // Each input's number and time head its first line only, on the game page, the whole
    // log's and the history page: an input with several events (the orders revealed, a
    // combat) shows them once.
    for path in [
        format!("/games/{game}"),
        format!("/games/{game}/log"),
        format!("/games/{game}/history"),
    ] {
        let body = spectator.get(&path).body;
        let list = body.split(r#"<ol class="log""#).nth(1).unwrap_or("");
        let list = &list[..list.find("</ol>").unwrap_or(0)];
        let lines = list.matches("<li").count();
        let mut heads: Vec<&str> = list
            .split("#")
            .skip(1)
            .filter_map(|rest| rest.split_once(" · ").map(|(seq, _)| seq))
            .collect();
        let all = heads.len();
        heads.sort_unstable();
        heads.dedup();
        assert_eq!(
            heads.len(),
            all,
            "{path}: an input's number shown twice:\n{list}"
        );
        assert!(
            all > 0 && all < lines,
            "{path}: {all} heads for {lines} lines:\n{list}"
        );
    }

    // The stored log is gap-free and replays to what the pages show.
    let loaded = svc.load_game(GameId(game)).unwrap();
    assert_eq!(
        loaded.replayed.as_ref().unwrap().log_len,
        loaded.row.log_len
    );
    drop(server);
}

/// Issue 26 item 3: one move's POST reads the game's seats once, the acting house is resolved
/// once (under the game's lock, from that one reading: no lookup before it). Issue 30: it
/// reads the open vacancies at most once (the returning player's, the computer's seats and the
/// next deadline share them), the absences with them (the sitters, the mails' readers), and
/// here, where the seats' statement says there are none, not at all; it reads no session on
/// PostgreSQL (the change feed's) and writes the turns in one statement there; and it
/// writes the game's row once (the summary with the new deadline; the lock writes nothing):
/// on PostgreSQL each statement is a round trip and each UPDATE a new version of the row and
/// its indexes, on SQLite each UPDATE the row, its indexes and the page version's trigger. Counted in the
/// statements the server itself runs for the request: its SQL trace
/// (`RUST_LOG=rookery::db::sql=trace`), whose lines name the request's id (`X-Request-Id`).
/// Every house of a started game seals its orders; the last one ends the Planning phase (the
/// game's deadline, summary and mails are written in that move's transaction too).
#[test]
fn one_move_reads_the_seats_once() {
    for b in backends() {
        one_move(&b);
    }
}

/// Whether a statement's text begins with `verb` (`SELECT`, `UPDATE`) and names the table
/// `table`, quoted or not.
fn names_table(sql: &str, verb: &str, table: &str) -> bool {
    let upper = sql.trim_start().to_ascii_uppercase();
    if !upper.starts_with(verb) {
        return false;
    }
    let bytes = sql.as_bytes();
    sql.match_indices(table).any(|(i, _)| {
        let before = i.checked_sub(1).map(|j| bytes[j]);
        let after = bytes.get(i + table.len()).copied();
        let apart = |b: Option<u8>| b.is_none_or(|b| !(b.is_ascii_alphanumeric() || b == b'_'));
        apart(before) && apart(after)
    })
}

/// Whether a statement's text reads the `seats` table (a `SELECT` naming it, quoted or not).
fn reads_seats(sql: &str) -> bool {
    names_table(sql, "SELECT", "seats")
}

fn one_move(backend: &Backend) {
    use rookery::selfplay::{play_game, Config};
    let db = TestDb::new(backend, "one-move");
    let server = Server::start_with(
        &db,
        &[
            ("RUST_LOG", "info,rookery::db::sql=trace"),
            ("ROOKERY_MAIL_WORKER", "off"),
        ],
    );
    let svc = db.service();
    let rec = play_game(3, 5, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    for (i, (house, name)) in players.iter().enumerate() {
        let (mut c, form) = quiet_orders_of(&server, id, name, house.key());
        let r = c.post(&format!("/games/{id}/act"), &form.fields);
        assert_eq!(r.status, 303, "{}: {}", house.key(), r.body);
        let rid = r.header("x-request-id").expect("a request id").to_string();
        let log = server.output();
        let ran: Vec<&str> = log
            .lines()
            .filter(|l| l.contains(&format!("id={rid}")))
            .filter_map(|l| l.split_once("run: ").map(|x| x.1))
            .collect();
        assert!(
            ran.iter().any(|s| s.contains("INSERT INTO")),
            "the move's statements were not traced:\n{}",
            ran.join("\n")
        );
        let seats: Vec<&&str> = ran.iter().filter(|s| reads_seats(s)).collect();
        assert_eq!(
            seats.len(),
            1,
            "move {} of {} read the seats {} times:\n{seats:#?}",
            i + 1,
            players.len(),
            seats.len()
        );
        // The session: on PostgreSQL from the change feed, which holds it since the form's
        // page read it, after the feed's round trip (no query); on SQLite one read.
        let sessions: Vec<&&str> = ran
            .iter()
            .filter(|s| names_table(s, "SELECT", "sessions"))
            .collect();
        assert_eq!(
            sessions.len(),
            usize::from(db.label() != "postgres"),
            "{}: move {} read the session {} times:\n{sessions:#?}",
            db.label(),
            i + 1,
            sessions.len()
        );
        // The open vacancies and the absences: none in this game, which the seats' statement
        // says, so the move reads neither apart from it.
        let vacancies: Vec<&&str> = ran
            .iter()
            .filter(|s| names_table(s, "SELECT", "vacancies") && !reads_seats(s))
            .collect();
        assert_eq!(
            vacancies.len(),
            0,
            "{}: move {} read the open vacancies {} times:\n{vacancies:#?}",
            db.label(),
            i + 1,
            vacancies.len()
        );
        // The absences (who sits for an absent player; whom the change's mails tell) come
        // with the vacancies, in that one statement.
        let absences_apart: Vec<&&str> = ran
            .iter()
            .filter(|s| names_table(s, "SELECT", "absences") && !reads_seats(s))
            .filter(|s| !names_table(s, "SELECT", "vacancies"))
            .collect();
        assert!(
            absences_apart.is_empty(),
            "{}: move {} read the absences apart from the vacancies:\n{absences_apart:#?}",
            db.label(),
            i + 1
        );
        // The form's rows left at "ask me" (one per area) would withdraw filed answers, and
        // the answers filed ahead would be read to be used; nobody here filed any, which the
        // seats' statement says: the move reads and deletes no plan.
        let plan_statements: Vec<&&str> = ran
            .iter()
            .filter(|s| !reads_seats(s))
            .filter(|s| names_table(s, "DELETE", "plans") || names_table(s, "SELECT", "plans"))
            .collect();
        assert!(
            plan_statements.is_empty(),
            "{}: move {} looked at the plans though none was filed:\n{plan_statements:#?}",
            db.label(),
            i + 1
        );
        // None of these players has a webhook, a browser or a mail waiting: the move looks
        // for none (the seats' statement says so).
        let needless: Vec<&&str> = ran
            .iter()
            // (Nor the group commit's read of the outbox's id counter on SQLite.)
            .filter(|s| !reads_seats(s) && !s.contains("sqlite_sequence"))
            .filter(|s| {
                names_table(s, "SELECT", "webhooks")
                    || names_table(s, "UPDATE", "outbox")
                    || names_table(s, "SELECT", "outbox")
            })
            .collect();
        assert!(
            needless.is_empty(),
            "{}: move {} looked for webhooks or waiting mails apart from the seats:\n{needless:#?}",
            db.label(),
            i + 1
        );
        // The turns (the players' record): the one the mover answered closed and those of the
        // houses newly asked opened, in one statement on PostgreSQL, two on SQLite.
        let turn_statements: Vec<&&str> = ran
            .iter()
            .filter(|s| s.contains("turns") && !reads_seats(s))
            .collect();
        assert!(
            (1..=if db.label() == "postgres" { 1 } else { 2 }).contains(&turn_statements.len()),
            "{}: move {} wrote the turns in {} statements:\n{turn_statements:#?}",
            db.label(),
            i + 1,
            turn_statements.len()
        );
        // (On PostgreSQL the summary's UPDATE may be the `WITH` of the reminder's statement.)
        let game_writes: Vec<&&str> = ran
            .iter()
            .filter(|s| names_table(s, "UPDATE", "games") || s.contains("AS (UPDATE games "))
            .collect();
        // Each statement a round trip on PostgreSQL (issue 30): `BEGIN`, the lock, the seats,
        // the input, the turns, the summary (with the reminder when the move begins a step),
        // `COMMIT`; the session from the change feed, no vacancies or absences to read.
        if db.label() == "postgres" {
            assert!(
                ran.len() <= 7,
                "move {} ran {} statements:\n{}",
                i + 1,
                ran.len(),
                ran.join("\n")
            );
        }
        // Only the summary writes the row, bumping the page version: the lock is the write
        // transaction's `BEGIN IMMEDIATE` on SQLite and a `SELECT … FOR UPDATE` on
        // PostgreSQL (one new version of the row per move).
        assert!(
            game_writes.len() == 1,
            "{}: move {} wrote the game's row {} times:\n{game_writes:#?}",
            db.label(),
            i + 1,
            game_writes.len()
        );
        // The game goes on, so its status is left alone: an UPDATE that assigns a column
        // rewrites, on SQLite, the entry of every index on it (three of the games' indexes
        // hold the status), changed or not.
        assert!(
            !game_writes[0].contains("status ="),
            "{}: move {} wrote the unchanged status:\n{}",
            db.label(),
            i + 1,
            game_writes[0]
        );
    }
    // Every house's orders were taken.
    let g = svc.load_game(GameId(id)).unwrap();
    assert!(g.row.log_len >= players.len() as i32, "{}", g.row.log_len);
}
