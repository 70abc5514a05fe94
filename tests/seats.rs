//! Issue 13, when a player vanishes, through a real `rookery serve` on SQLite and PostgreSQL:
//! its clock in a file (moved by the test), its mail in a Maildir folder (read as delivered by
//! its own worker). Civil disorder after two missed deadlines, the defaults playing the house
//! to the next round, a newcomer taking it over from the front page (mail, extended deadline,
//! that house's view only, the old player locked out), planned absence with and without a
//! sitter, and reliability figures from a scripted history.

use crate::web_support;

use chrono::TimeDelta;
use diesel::prelude::*;
use rookery::db::schema::{games, inputs, missed_deadlines, outbox, seat_rules, seats};
use rookery::service::GameId;
use rookery::service::UserId;
use web_support::mail::Mail;
use web_support::site::*;
use web_support::*;

/// The seed of the deal [`civil_disorder_and_takeover`] plays.
const BARATHEON_SURVIVES: i64 = 1;

/// The game row and its last inputs, for a failure message.
fn dump(site: &Site, game: i32) -> String {
    let row = site.game(game);
    let tail: Vec<(i32, String, String, String, chrono::NaiveDateTime)> = inputs::table
        .filter(inputs::game_id.eq(game))
        .order(inputs::seq.desc())
        .limit(12)
        .select((
            inputs::seq,
            inputs::house,
            inputs::origin,
            inputs::payload,
            inputs::created_at,
        ))
        .load(&mut *site.conn())
        .unwrap();
    let mut out = format!(
        "row: status {} phase {} round {} awaiting {:?} log {} seq {} deadline {:?} paused {:?} now {}\n",
        row.status, row.phase, row.round, row.awaiting, row.log_len, row.deadline_seq,
        row.deadline_at, row.paused_at, site.now
    );
    for t in tail {
        out.push_str(&format!(
            "  {} {} {} {} {}\n",
            t.0,
            t.1,
            t.2,
            t.4,
            &t.3[..t.3.len().min(120)]
        ));
    }
    out
}

fn civil_disorder_and_takeover(backend: &Backend) {
    let mut site = Site::start(backend, "seats-cd");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let mut dave = player(&site, "dave");
    // A fixed deal: with a random one the wildlings (every house bids nothing) or the other
    // houses may take Baratheon's last unit before the next round, and then it has no orders to
    // be awaited for, which is the story this test tells.
    let game = started_game_seeded(
        &site,
        &mut [&mut alice, &mut bob, &mut carol],
        "public",
        Some(BARATHEON_SURVIVES),
    );

    // Carol never answers. One missed deadline: not yet in civil disorder.
    one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    assert_eq!(site.missed_of(game, "baratheon"), 1);
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(!page.body.contains("needs a player"), "{}", page.body);
    assert!(!dave.client.get("/").body.contains(r#"id="wanted""#));

    // The second one in a row: civil disorder, shown to everyone, offered on the front page.
    while site.missed_of(game, "baratheon") < 2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    assert_eq!(site.missed_of(game, "alice"), 0);
    for p in [&mut alice, &mut bob, &mut dave] {
        let page = p.client.get(&format!("/games/{game}"));
        assert!(
            page.body
                .contains("House Baratheon needs a player: in civil disorder"),
            "{}: {}",
            p.name,
            page.body
        );
    }
    // Issue 27: the note names what plays the house: the defaults here, the computer in a game
    // whose rules give it the houses without a player.
    let note = |p: &mut Player| p.client.get(&format!("/games/{game}")).body;
    assert!(note(&mut dave).contains("The defaults play it at each deadline."));
    let set_disorder_player = |who: &str| {
        diesel::update(seat_rules::table.find(game))
            .set(seat_rules::disorder_player.eq(who))
            .execute(&mut *site.conn())
            .unwrap()
    };
    assert_eq!(set_disorder_player("computer"), 1);
    let page = note(&mut dave);
    assert!(
        page.contains("House Baratheon needs a player: in civil disorder")
            && page.contains("The computer plays it at each deadline.")
            && !page.contains("The defaults play it"),
        "{page}"
    );
    set_disorder_player("defaults");
    let front = dave.client.get("/");
    assert!(front.body.contains(r#"id="wanted""#), "{}", front.body);
    assert!(front.body.contains("Take over House Baratheon"));
    // Carol is told; the others are told the house needs a player.
    let to_carol = site.mails_to(&carol.email);
    assert!(
        to_carol
            .iter()
            .any(|m| m.header("X-Rookery-Kind") == Some("civil_disorder")
                && m.subject.contains("Baratheon is in civil disorder")),
        "{:?}",
        to_carol.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    assert!(site
        .mails_to(&alice.email)
        .iter()
        .any(|m| m.subject.contains("Baratheon needs a player")));
    assert!(
        !site
            .mails_to(&dave.email)
            .iter()
            .any(|m| m.subject.starts_with("Vanishing")),
        "dave plays nowhere"
    );

    // The defaults play Baratheon on to the next round; once only Baratheon is awaited on a
    // step, its deadline comes within the hour.
    let round = site.game(game).round;
    let mut saw_short = false;
    while site.game(game).round == round || site.game(game).phase != "planning" {
        assert_eq!(site.game(game).status, "active", "{}", dump(&site, game));
        act_all(game, &mut [&mut alice, &mut bob]);
        let row = site.game(game);
        let awaited: Vec<&str> = row.awaiting.split(',').collect();
        if awaited == ["baratheon"] {
            let d = row.deadline_at.unwrap();
            assert!(d <= site.now + TimeDelta::hours(1), "{d} vs {}", site.now);
            saw_short = true;
        }
        let d = row
            .deadline_at
            .unwrap_or_else(|| panic!("no deadline: {:?}\n{}", row.awaiting, dump(&site, game)));
        site.set_time(d.max(site.now) + TimeDelta::minutes(1));
        site.wait_for_log_past(game, row.log_len);
    }
    assert!(saw_short, "a step awaited only the house in civil disorder");
    assert_eq!(site.game(game).phase, "planning");

    // Alice and Bob seal their orders of the new round; Alice's sealed orders are a secret.
    act(&mut alice, game);
    act(&mut bob, game);
    let alice_page = alice.client.get(&format!("/games/{game}"));
    let sealed = alice_page
        .body
        .split(r#"<p class="notice" id="sealed">"#)
        .nth(1)
        .and_then(|s| s.split("</p>").next())
        .unwrap_or_else(|| {
            panic!(
                "Alice's sealed orders: {}\n{}",
                dump(&site, game),
                alice_page.body
            )
        })
        .to_string();
    // Only the house in civil disorder is awaited: a short deadline.
    let row = site.game(game);
    assert_eq!(row.awaiting, "baratheon");
    assert!(row.deadline_at.unwrap() <= site.now + TimeDelta::hours(1));

    // Dave takes Baratheon over from the front page.
    let front = dave.client.get("/");
    let take = forms(&front.body)
        .into_iter()
        .find(|f| f.action == format!("/games/{game}/take") && f.get("house") == Some("baratheon"))
        .expect("a take-over form on the front page");
    let r = dave.client.post(&take.action, &take.fields);
    assert_eq!(r.status, 303, "{}", r.body);
    let row = site.game(game);
    assert!(
        row.deadline_at.unwrap() >= site.now + TimeDelta::hours(24),
        "the deadline is extended for the newcomer: {:?} at {}",
        row.deadline_at,
        site.now
    );
    let seat_user: i32 = seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::house.eq("baratheon"))
        .select(seats::user_id)
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(seat_user, site.user_id("dave"));
    // Nobody else can take it any more; Alice (who plays) never could.
    let mut eve = player(&site, "eve");
    let again = eve.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon")],
    );
    assert_eq!(again.status, 409, "{}", again.body);
    let own = alice.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/take"),
        &[("house", "stark")],
    );
    assert_eq!(own.status, 409, "{}", own.body);
    let bad = eve.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "the-wall")],
    );
    assert_eq!(bad.status, 400, "{}", bad.body);
    assert!(!eve.client.get("/").body.contains(r#"id="wanted""#));

    // The mails: Dave, the other players and Carol.
    let to_dave = site.mails_to(&dave.email);
    let welcome = to_dave
        .iter()
        .find(|m| m.header("X-Rookery-Kind") == Some("seat_taken"))
        .expect("Dave's mail");
    assert!(
        welcome.subject.contains("you now play House Baratheon"),
        "{}",
        welcome.subject
    );
    assert!(welcome
        .links()
        .iter()
        .any(|l| l.contains(&format!("/games/{game}"))));
    for p in [&alice, &bob] {
        assert!(site
            .mails_to(&p.email)
            .iter()
            .any(|m| m.subject.contains("dave now plays House Baratheon")));
    }
    assert!(site
        .mails_to(&carol.email)
        .iter()
        .any(|m| m.subject.contains("House Baratheon was taken over")));

    // Dave sees Baratheon's view: his forms, never Alice's sealed orders.
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains("you play <span class=\"house h-baratheon\">"),
        "{}",
        page.body
    );
    assert!(
        !page.body.contains(&sealed),
        "Alice's sealed orders leak to the newcomer"
    );
    assert!(!page.body.contains(r#"id="sealed""#));
    let dave_forms = decision_forms(&page.body);
    assert!(dave_forms.iter().any(|f| f.kind == "place_orders"));
    // Carol keeps nothing: she watches, and may not act for the house.
    let carol_page = carol.client.get(&format!("/games/{game}"));
    assert!(carol_page.body.contains("you are watching"));
    assert!(decision_forms(&carol_page.body).is_empty());
    let mut stale = dave_forms[0].clone();
    let csrf = csrf_of(&carol_page.body).unwrap();
    stale.set("csrf", &csrf);
    let r = carol.client.post(&stale.action, &stale.fields);
    assert_eq!(r.status, 403, "{}", r.body);
    // Dave acts within the extended deadline: the step completes with his orders.
    site.set_time(site.now + TimeDelta::hours(20));
    let before = site.game(game).log_len;
    assert!(act(&mut dave, game) >= 1);
    let first: (String, Option<i32>, bool) = inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::seq.eq(before + 1))
        .select((inputs::house, inputs::user_id, inputs::by_deadline))
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(
        first,
        ("baratheon".to_string(), Some(site.user_id("dave")), false),
        "Dave's orders completed the step"
    );
    assert_eq!(
        site.missed_of(game, "baratheon"),
        missed_deadlines::table
            .filter(missed_deadlines::game_id.eq(game))
            .filter(missed_deadlines::user_id.eq(site.user_id("carol")))
            .count()
            .get_result::<i64>(&mut *site.conn())
            .unwrap(),
        "Dave missed nothing"
    );
}

#[test]
fn civil_disorder_then_a_newcomer_takes_the_house_over() {
    for b in backends() {
        civil_disorder_and_takeover(&b);
    }
}

fn player_returns(backend: &Backend) {
    let mut site = Site::start(backend, "seats-back");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let game = started_game(&site, &mut [&mut alice, &mut bob, &mut carol], "invite");
    while site.missed_of(game, "baratheon") < 2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    let page = carol.client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("House Baratheon needs a player"),
        "{}",
        page.body
    );
    // An invite-only game's house is not on the front page...
    let mut dave = player(&site, "dave");
    assert!(!dave.client.get("/").body.contains(r#"id="wanted""#));
    // ...and without the invitation it does not exist for an outsider.
    let r = dave.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon")],
    );
    assert_eq!(r.status, 404, "{}", r.body);
    // The invitation link shows the house to take (without taking it here).
    let invite: String = games::table
        .find(game)
        .select(games::invite_token)
        .first(&mut *site.conn())
        .unwrap();
    let inv = dave.client.get(&format!("/invite/{invite}"));
    assert_eq!(inv.status, 200, "{}", inv.body);
    assert!(inv.body.contains("Take over House Baratheon"));
    // Carol comes back by acting before anyone takes the house.
    while act(&mut carol, game) == 0 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(
        !page.body.contains("House Baratheon needs a player"),
        "{}",
        page.body
    );
    let inv = dave.client.get(&format!("/invite/{invite}"));
    assert_ne!(inv.status, 200, "nothing to take any more: {}", inv.body);
    let r = dave.client.post_with_csrf(
        "/",
        &format!("/games/{game}/take"),
        &[("house", "baratheon"), ("invite", &invite)],
    );
    assert_eq!(r.status, 409, "{}", r.body);
}

#[test]
fn a_player_in_civil_disorder_returns_by_acting() {
    for b in backends() {
        player_returns(&b);
    }
}

/// `at` (UTC) as a `datetime-local` value in Europe/Paris (UTC+1 in November), the zone the
/// test accounts register with.
fn paris(at: chrono::NaiveDateTime) -> String {
    (at + TimeDelta::hours(1))
        .format("%Y-%m-%dT%H:%M")
        .to_string()
}

fn declare(p: &mut Player, game: i32, from: &str, to: &str, sitter: &str) -> Response {
    p.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/absence"),
        &[("from", from), ("to", to), ("sitter", sitter)],
    )
}

/// The mails of `kind` (the outbox's kind, the `X-Rookery-Kind` header) delivered to
/// `address`, once at least `least` were written (the server's worker writes some on its tick).
fn mails_of_kind(site: &Site, address: &str, kind: &str, least: usize) -> Vec<Mail> {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let written: i64 = outbox::table
            .filter(outbox::to_address.eq(address))
            .filter(outbox::kind.eq(kind))
            .count()
            .get_result(&mut *site.conn())
            .unwrap();
        if written as usize >= least {
            break;
        }
        assert!(
            std::time::Instant::now() < until,
            "{least} {kind} mails to {address}: {written}"
        );
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    site.mails_to(address)
        .into_iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some(kind))
        .collect()
}

/// How many "your move" mails were written for `address` so far.
fn move_mails(site: &Site, address: &str) -> i64 {
    outbox::table
        .filter(outbox::to_address.eq(address))
        .filter(outbox::kind.eq("your_move"))
        .count()
        .get_result(&mut *site.conn())
        .unwrap()
}

fn absences(backend: &Backend) {
    let mut site = Site::start(backend, "seats-away");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let mut erin = player(&site, "erin");
    let game = started_game(&site, &mut [&mut alice, &mut bob, &mut carol], "public");
    let now = site.now;

    // Carol goes away for twelve days without a sitter; Bob names Erin as his sitter for eight.
    let r = declare(
        &mut carol,
        game,
        &paris(now),
        &paris(now + TimeDelta::days(12)),
        "",
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = declare(
        &mut bob,
        game,
        &paris(now),
        &paris(now + TimeDelta::days(8)),
        "erin",
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("House Baratheon is absent until"),
        "{}",
        page.body
    );
    assert!(page.body.contains("House Lannister is absent until"));
    assert!(page.body.contains("erin plays it meanwhile"));
    // Issue 27: the seat reads as Bob's, played by Erin; Erin is told, and her front page
    // lists the game among hers, "sitting for bob".
    assert!(page.body.contains("bob, played by erin"), "{}", page.body);
    let begun = mails_of_kind(&site, &erin.email, "absence", 1);
    assert_eq!(begun.len(), 1, "one mail when the absence begins");
    assert!(
        begun[0].subject.contains("you play Lannister for bob"),
        "{}",
        begun[0].subject
    );
    assert!(
        begun[0].text.contains("bob is away until"),
        "{}",
        begun[0].text
    );
    let erin_home = erin.client.get("/");
    let mine = erin_home
        .body
        .split(r#"id="my-games""#)
        .nth(1)
        .unwrap_or_else(|| panic!("erin's own games: {}", erin_home.body));
    assert!(
        mine.split("</ul>")
            .next()
            .unwrap()
            .contains("sitting for bob"),
        "{}",
        erin_home.body
    );
    let (bob_moves, carol_moves) = (
        move_mails(&site, &bob.email),
        move_mails(&site, &carol.email),
    );

    // Alice sends Lannister a private raven: Erin, sitting for it, reads it meanwhile.
    let ravens = format!("/games/{game}/ravens");
    let r = alice.client.post_with_csrf(
        &ravens,
        &format!("/games/{game}/ravens/new"),
        &[("with", "lannister")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let private = r.location().unwrap().split('#').next().unwrap().to_string();
    let r = alice.client.post_with_csrf(
        &private,
        &private,
        &[("body", "For Lannister only: the Reach is open")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let read = erin.client.get(&private);
    assert_eq!(read.status, 200, "the sitter reads the house's ravens");
    assert!(read.body.contains("the Reach is open"));

    // Erin plays Lannister: its view and its forms.
    let erin_page = erin.client.get(&format!("/games/{game}"));
    assert!(
        erin_page
            .body
            .contains("you play <span class=\"house h-lannister\">"),
        "{}",
        erin_page.body
    );
    let before = site.game(game).log_len;
    assert!(act(&mut erin, game) >= 1);
    let by_erin: (String, Option<i32>) = inputs::table
        .filter(inputs::game_id.eq(game))
        .filter(inputs::seq.eq(before + 1))
        .select((inputs::house, inputs::user_id))
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(by_erin, ("lannister".into(), Some(site.user_id("erin"))));

    // Two deadlines pass: Carol's are filled by the defaults and never counted.
    for _ in 0..2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut erin]);
    }
    assert_eq!(site.missed_of(game, "baratheon"), 0);
    assert_eq!(site.missed_of(game, "lannister"), 0);
    assert!(!alice
        .client
        .get(&format!("/games/{game}"))
        .body
        .contains("needs a player"));
    assert!(!site
        .mails_to(&carol.email)
        .iter()
        .any(|m| m.header("X-Rookery-Kind") == Some("missed")));
    // The absent players got no "your move" mail meanwhile; Erin got Lannister's.
    assert_eq!(move_mails(&site, &bob.email), bob_moves, "bob is away");
    assert_eq!(
        move_mails(&site, &carol.email),
        carol_moves,
        "carol is away"
    );
    let erin_moves = mails_of_kind(&site, &erin.email, "your_move", 1);
    assert!(
        erin_moves.iter().all(|m| m.subject.contains("Lannister")),
        "{:?}",
        erin_moves.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );

    // Bob's absence is over: Erin keeps nothing.
    assert!(
        site.now < now + TimeDelta::days(8),
        "Bob's absence still ran: {} vs {now}",
        site.now
    );
    site.set_time(now + TimeDelta::days(8) + TimeDelta::minutes(1));
    let erin_page = erin.client.get(&format!("/games/{game}"));
    assert!(
        erin_page.body.contains("you are watching"),
        "{}",
        erin_page.body
    );
    assert!(decision_forms(&erin_page.body).is_empty());
    // Erin is told Bob is back; Bob gets what happened meanwhile.
    let ended = mails_of_kind(&site, &erin.email, "absence", 2);
    assert!(
        ended.iter().any(|m| m.subject.contains("bob is back")),
        "{:?}",
        ended.iter().map(|m| &m.subject).collect::<Vec<_>>()
    );
    let back = mails_of_kind(&site, &bob.email, "absence", 1);
    assert_eq!(back.len(), 1, "one summary for bob");
    assert!(
        back[0].text.contains("While you were away")
            && back[0].text.contains("erin played House Lannister"),
        "{}",
        back[0].text
    );
    assert!(!erin.client.get("/").body.contains("sitting for bob"));
    assert_eq!(
        erin.client.get(&private).status,
        404,
        "the sitter reads the house's ravens no more"
    );

    // The caps and bad input.
    let t = site.now;
    let r = declare(
        &mut alice,
        game,
        &paris(t),
        &paris(t + TimeDelta::days(10)),
        "",
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let r = declare(
        &mut alice,
        game,
        &paris(t + TimeDelta::days(11)),
        &paris(t + TimeDelta::days(16)),
        "",
    );
    assert_eq!(r.status, 429, "14 days per game: {}", r.body);
    let r = declare(
        &mut alice,
        game,
        &paris(t + TimeDelta::days(1)),
        &paris(t + TimeDelta::days(2)),
        "",
    );
    assert_eq!(r.status, 409, "overlapping: {}", r.body);
    let r = declare(
        &mut bob,
        game,
        &paris(t + TimeDelta::days(3)),
        &paris(t + TimeDelta::days(2)),
        "",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    let r = declare(
        &mut bob,
        game,
        "tomorrow",
        &paris(t + TimeDelta::days(2)),
        "",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    let r = declare(
        &mut bob,
        game,
        &paris(t),
        &paris(t + TimeDelta::days(1)),
        "carol",
    );
    assert_eq!(r.status, 400, "a sitter who plays here: {}", r.body);
    let r = declare(
        &mut bob,
        game,
        &paris(t),
        &paris(t + TimeDelta::days(1)),
        "nobody-of-that-name",
    );
    assert_eq!(r.status, 400, "{}", r.body);
    let r = declare(
        &mut erin,
        game,
        &paris(t),
        &paris(t + TimeDelta::days(1)),
        "",
    );
    assert_eq!(r.status, 403, "not a player: {}", r.body);
}

#[test]
fn planned_absence_with_and_without_a_sitter() {
    for b in backends() {
        absences(&b);
    }
}

/// The text of the element with `id` on a page.
fn by_id(html: &str, id: &str) -> String {
    let pat = format!(r#"id="{id}">"#);
    let i = html
        .find(&pat)
        .unwrap_or_else(|| panic!("no #{id} in {html}"));
    let rest = &html[i + pat.len()..];
    unescape(&rest[..rest.find('<').unwrap()])
}

fn reliability(backend: &Backend) {
    let mut site = Site::start(backend, "seats-rel");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let houses = ["stark", "lannister", "baratheon"];
    // Game 1, civil disorder after one missed deadline: Alice answers after 2 hours, Bob after
    // 4, Carol never.
    let g1 = start_game(
        &site,
        &mut [&mut alice, &mut bob, &mut carol],
        &houses,
        "Scripted",
        &[("civil_disorder_after", "1")],
    );
    site.set_time(t0() + TimeDelta::hours(2));
    assert_eq!(act(&mut alice, g1), 1);
    site.set_time(t0() + TimeDelta::hours(4));
    assert_eq!(act(&mut bob, g1), 1);
    let row = site.game(g1);
    assert_eq!(row.awaiting, "baratheon");
    site.set_time(row.deadline_at.unwrap() + TimeDelta::minutes(1));
    site.wait_for_log_past(g1, row.log_len);
    // Game 2, ended at once by a vote: finished for all, won by nobody (ended early, it has
    // no winner: issue 23).
    let g2 = start_game(
        &site,
        &mut [&mut alice, &mut bob, &mut carol],
        &houses,
        "Ended",
        &[],
    );
    let r = alice.client.post_with_csrf(
        &format!("/games/{g2}"),
        &format!("/games/{g2}/votes"),
        &[("kind", "end")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let vote: i32 = rookery::db::schema::votes::table
        .filter(rookery::db::schema::votes::game_id.eq(g2))
        .select(rookery::db::schema::votes::id)
        .first(&mut *site.conn())
        .unwrap();
    for p in [&mut bob, &mut carol] {
        let r = p.client.post_with_csrf(
            &format!("/games/{g2}"),
            &format!("/games/{g2}/ballot"),
            &[("vote", &vote.to_string()), ("yes", "yes")],
        );
        assert_eq!(r.status, 303, "{}", r.body);
    }
    assert_eq!(site.game(g2).status, "ended");
    assert_eq!(site.game(g2).winner, None);

    // The figures, on each profile page.
    for (name, decisions, missed, in_time, median, disorders) in [
        ("alice", "1", "0.0", "100%", "2 h", "0"),
        ("bob", "1", "0.0", "100%", "4 h", "0"),
        ("carol", "1", "100.0", "0%", "—", "1"),
    ] {
        let page = alice.client.get(&format!("/users/{name}"));
        assert_eq!(page.status, 200, "{}", page.body);
        assert_eq!(by_id(&page.body, "played"), "2", "{name}");
        assert_eq!(by_id(&page.body, "finished"), "1", "{name}");
        assert_eq!(by_id(&page.body, "won"), "0", "{name}");
        assert_eq!(by_id(&page.body, "decisions"), decisions, "{name}");
        assert_eq!(by_id(&page.body, "missed"), missed, "{name}");
        assert_eq!(by_id(&page.body, "in-time"), in_time, "{name}");
        assert_eq!(by_id(&page.body, "median"), median, "{name}");
        assert_eq!(by_id(&page.body, "civil-disorders"), disorders, "{name}");
    }
    assert_eq!(alice.client.get("/users/nobody-here").status, 404);

    // A game asking for 50% in time: Carol may not join, Bob may; the front page and the
    // lobby show the seated players' figures.
    let r = alice.client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Reliable only"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
            ("min_reliability", "50"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let g3 = game_id_of(r.location().unwrap());
    let r = carol.client.post_with_csrf(
        &format!("/games/{g3}"),
        &format!("/games/{g3}/join"),
        &[("house", "lannister")],
    );
    assert_eq!(r.status, 403, "{}", r.body);
    assert!(r.body.contains("at least 50%"), "{}", r.body);
    join(&mut bob.client, g3, "lannister", None);
    let front = carol.client.get("/");
    assert!(
        front
            .body
            .contains("alice (100% in time, 2 games), bob (100% in time, 2 games)"),
        "{}",
        front.body
    );
    let lobby = carol.client.get(&format!("/games/{g3}"));
    assert!(
        lobby
            .body
            .contains("100% in time, 2 games, median time to act 2 h"),
        "{}",
        lobby.body
    );
    assert!(lobby.body.contains("at least 50%"));
    assert!(
        lobby.body.contains("The creator runs the clock"),
        "who runs the clock is shown in the lobby: {}",
        lobby.body
    );
    let bad = alice.client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Bad rules"),
            ("players", "3"),
            ("seating", "choice"),
            ("house", "stark"),
            ("visibility", "public"),
            ("min_reliability", "150"),
        ],
    );
    assert_eq!(bad.status, 422, "{}", bad.body);
}

#[test]
fn reliability_figures_from_a_scripted_history() {
    for b in backends() {
        reliability(&b);
    }
}

fn race(backend: &Backend) {
    let mut site = Site::start(backend, "seats-race");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let game = start_game(
        &site,
        &mut [&mut alice, &mut bob, &mut carol],
        &["stark", "lannister", "baratheon"],
        "Race",
        &[("civil_disorder_after", "1")],
    );
    one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    // Two newcomers find the button on the game page and press it at the same moment.
    let takers: Vec<Player> = ["dave", "erin"].iter().map(|n| player(&site, n)).collect();
    let forms_of: Vec<(Client, HtmlForm)> = takers
        .into_iter()
        .map(|mut p| {
            let page = p.client.get(&format!("/games/{game}"));
            let f = forms(&page.body)
                .into_iter()
                .find(|f| f.action == format!("/games/{game}/take"))
                .unwrap_or_else(|| panic!("no take-over button: {}", page.body));
            (p.client, f)
        })
        .collect();
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(2));
    let handles: Vec<_> = forms_of
        .into_iter()
        .map(|(mut c, f)| {
            let b = barrier.clone();
            std::thread::spawn(move || {
                b.wait();
                c.post(&f.action, &f.fields).status
            })
        })
        .collect();
    let mut statuses: Vec<u16> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        vec![303, 409],
        "exactly one newcomer gets the house"
    );
    let holders: Vec<i32> = seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::house.eq("baratheon"))
        .select(seats::user_id)
        .load(&mut *site.conn())
        .unwrap();
    assert_eq!(holders.len(), 1);
    assert!([site.user_id("dave"), site.user_id("erin")].contains(&holders[0]));
}

#[test]
fn two_newcomers_race_for_one_house() {
    for b in backends() {
        race(&b);
    }
}

/// Posts the orders form the game page offers `p` (if any) with only its hidden fields: what
/// a player who wants a "submission fault" sends. (The orders form needs an order per area;
/// some other forms take an empty post as a legal answer, such as mustering nothing, which is
/// a decision of the player's and not a fault either way.) Returns the answers' statuses.
fn post_hidden_only(p: &mut Player, game: i32) -> Vec<u16> {
    let page = p.client.get(&format!("/games/{game}"));
    decision_forms(&page.body)
        .into_iter()
        .filter(|f| f.kind == "place_orders")
        .map(|f| {
            let hidden: Vec<(String, String)> = f
                .fields
                .iter()
                .filter(|(n, _)| {
                    !f.options.contains_key(n) && !f.checkboxes.iter().any(|(c, _)| c == n)
                })
                .cloned()
                .collect();
            p.client.post(&f.action, &hidden).status
        })
        .collect()
}

/// Issue 23: a house that posts its orders form with only its hidden fields at every Planning
/// step (and answers nothing else) is refused, records no site fault, is counted as missing
/// each deadline, and goes into civil disorder at its second miss.
fn hidden_only_posts(backend: &Backend) {
    let mut site = Site::start(backend, "seats-faults");
    let mut alice = player(&site, "alice");
    let mut bob = player(&site, "bob");
    let mut carol = player(&site, "carol");
    let game = started_game(&site, &mut [&mut alice, &mut bob, &mut carol], "public");
    let mut posted = 0;
    while site.missed_of(game, "baratheon") < 2 {
        let missed = site.missed_of(game, "baratheon");
        act_all(game, &mut [&mut alice, &mut bob]);
        for status in post_hidden_only(&mut carol, game) {
            assert!(
                [400, 422].contains(&status),
                "a form without its fields is refused: {status}"
            );
            posted += 1;
        }
        let row = site.game(game);
        site.set_time(row.deadline_at.unwrap().max(site.now) + TimeDelta::minutes(1));
        site.wait_for_log_past(game, row.log_len);
        assert!(
            site.missed_of(game, "baratheon") <= missed + 1,
            "one miss per deadline"
        );
    }
    assert!(posted >= 1, "Carol posted her empty orders");
    let faults: i64 = rookery::db::schema::submission_faults::table
        .filter(rookery::db::schema::submission_faults::game_id.eq(game))
        .count()
        .get_result(&mut *site.conn())
        .unwrap();
    assert_eq!(faults, 0, "nothing of it is the site's fault");
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains("House Baratheon needs a player: in civil disorder"),
        "{}",
        page.body
    );
    assert!(!page.body.contains(r#"class="faults""#));
    assert_eq!(site.missed_of(game, "stark"), 0);

    // Real site faults are limited per player and game, and shown to the others: Alice's
    // three earlier steps failed by the site fill her allowance, a fourth is not excused.
    use rookery::db::schema::submission_faults as sf;
    let alice_id = site.user_id("alice");
    for seq in 1..=3 {
        diesel::insert_into(sf::table)
            .values((
                sf::game_id.eq(game),
                sf::house.eq("stark"),
                sf::user_id.eq(Some(alice_id)),
                sf::seq.eq(seq),
                sf::what.eq("server_error"),
                sf::at.eq(site.now),
            ))
            .execute(&mut *site.conn())
            .unwrap();
    }
    let recorded = site
        .svc
        .record_fault(
            GameId(game),
            UserId(alice_id),
            rookery::engine::House::Stark,
            "server_error",
        )
        .unwrap();
    assert!(!recorded, "a fourth step is past the limit");
    let page = bob.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains("Steps the site failed (a miss excused): 3 of at most 3"),
        "{}",
        page.body
    );
}

#[test]
fn hidden_only_posts_are_missed_deadlines() {
    for b in backends() {
        hidden_only_posts(&b);
    }
}
