//! Issue 13, votes of a table, through a real `rookery serve` on SQLite and PostgreSQL (its
//! clock in a file, its mail in a Maildir): each kind of vote passes and fails by its rule,
//! expires, and mails the right people; the pause limits stop a repeated pause; a game where
//! the table runs the clock gives its creator no clock of their own.

use crate::web_support;

use chrono::TimeDelta;
use diesel::prelude::*;
use rookery::db::schema::{games, seats, votes};
use std::collections::BTreeSet;
use web_support::site::*;
use web_support::*;

const HOUSES: [&str; 4] = ["stark", "lannister", "baratheon", "greyjoy"];

fn call(p: &mut Player, game: i32, fields: &[(&str, &str)]) -> Response {
    p.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/votes"),
        fields,
    )
}

fn ballot(p: &mut Player, game: i32, vote: i32, yes: bool) -> Response {
    let v = vote.to_string();
    p.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/ballot"),
        &[("vote", &v), ("yes", if yes { "yes" } else { "no" })],
    )
}

fn last_vote(site: &Site, game: i32) -> (i32, String) {
    votes::table
        .filter(votes::game_id.eq(game))
        .order(votes::id.desc())
        .select((votes::id, votes::status))
        .first(&mut *site.conn())
        .unwrap()
}

fn status_of(site: &Site, vote: i32) -> String {
    votes::table
        .find(vote)
        .select(votes::status)
        .first(&mut *site.conn())
        .unwrap()
}

/// The users who got a mail of `kind` about vote `vote` (by its dedupe key).
fn mailed(site: &Site, vote: i32, kind: &str) -> BTreeSet<i32> {
    use rookery::db::schema::outbox;
    outbox::table
        .filter(outbox::kind.eq(kind))
        .filter(outbox::dedupe_key.like(format!("{kind}:{vote}:%")))
        .select(outbox::user_id.assume_not_null())
        .load::<i32>(&mut *site.conn())
        .unwrap()
        .into_iter()
        .collect()
}

/// The vote-calling forms of a game page: each form's `kind` and the names of the other fields
/// a player fills in (csrf and kind left out).
fn call_forms(html: &str, game: i32) -> std::collections::BTreeMap<String, Vec<String>> {
    let doc = scraper::Html::parse_document(html);
    let form = scraper::Selector::parse(&format!(r#"form[action="/games/{game}/votes"]"#)).unwrap();
    let field = scraper::Selector::parse("input, select").unwrap();
    doc.select(&form)
        .map(|f| {
            let names: Vec<(String, String)> = f
                .select(&field)
                .map(|e| {
                    let a = |n: &str| e.value().attr(n).unwrap_or_default().to_string();
                    (a("name"), a("value"))
                })
                .collect();
            let kind = names
                .iter()
                .find(|(n, _)| n == "kind")
                .map(|(_, v)| v.clone())
                .unwrap_or_default();
            let rest = names
                .into_iter()
                .map(|(n, _)| n)
                .filter(|n| n != "csrf" && n != "kind")
                .collect();
            (kind, rest)
        })
        .collect()
}

fn ok(r: &Response, what: &str) {
    assert_eq!(r.status, 303, "{what}: {}", r.body);
}

fn table(site: &Site) -> [Player; 4] {
    [
        player(site, "alice"),
        player(site, "bob"),
        player(site, "carol"),
        player(site, "dave"),
    ]
}

fn clock_votes(backend: &Backend) {
    let mut site = Site::start(backend, "votes-clock");
    let [mut alice, mut bob, mut carol, mut dave] = table(&site);
    let ids: Vec<i32> = ["alice", "bob", "carol", "dave"]
        .iter()
        .map(|n| site.user_id(n))
        .collect();
    let game = start_game(
        &site,
        &mut [&mut alice, &mut bob, &mut carol, &mut dave],
        &HOUSES,
        "Clockwork",
        &[("clock", "votes")],
    );
    // The table runs the clock: the creator has no clock forms and is refused.
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(
        !page.body.contains(&format!("/games/{game}/pause")),
        "{}",
        page.body
    );
    assert!(page.body.contains(r#"<section id="votes">"#));
    // Issue 27: one small form per kind of vote, each with only the fields that kind reads.
    let forms = call_forms(&page.body, game);
    let fields = |k: &str| forms.get(k).map(Vec::as_slice).unwrap_or_default().to_vec();
    assert_eq!(forms.len(), 7, "{forms:?}");
    assert_eq!(fields("pause"), ["hours"]);
    assert_eq!(fields("extend"), ["hours"]);
    assert_eq!(fields("replace"), ["house"]);
    for k in ["resume", "cancel", "end"] {
        assert!(fields(k).is_empty(), "{k}: {forms:?}");
    }
    assert_eq!(
        fields("deadlines"),
        [
            "planning_hours",
            "action_hours",
            "combat_hours",
            "westeros_hours"
        ]
    );
    let r = alice.client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/pause"),
        &[],
    );
    assert_eq!(r.status, 403, "{}", r.body);

    // Pause, by a majority (3 of 4): the call mails the three others, not the caller.
    ok(
        &call(&mut alice, game, &[("kind", "pause"), ("hours", "24")]),
        "call a pause",
    );
    let (pause, status) = last_vote(&site, game);
    assert_eq!(status, "open");
    assert_eq!(
        mailed(&site, pause, "vote"),
        BTreeSet::from([ids[1], ids[2], ids[3]])
    );
    // The call's mail arrives with a link to the votes.
    let m = site
        .mails_to(&bob.email)
        .into_iter()
        .find(|m| m.header("X-Rookery-Kind") == Some("vote"))
        .expect("Bob's vote mail");
    assert!(
        m.links()
            .iter()
            .any(|l| l.ends_with(&format!("/games/{game}#votes"))),
        "{:?}",
        m.links()
    );
    // A second pause vote while one is open is refused; a ballot twice too.
    assert_eq!(
        call(&mut bob, game, &[("kind", "pause"), ("hours", "5")]).status,
        409
    );
    ok(&ballot(&mut bob, game, pause, true), "bob yes");
    assert_eq!(ballot(&mut bob, game, pause, false).status, 409);
    assert_eq!(
        ballot(&mut alice, game, pause, true).status,
        409,
        "the caller voted yes already"
    );
    assert_eq!(status_of(&site, pause), "open", "2 of 4 is no majority");
    // The votes box: the ballots so far, and a ballot form only for who has not voted.
    let form = format!(r#"<input type="hidden" name="vote" value="{pause}">"#);
    let dave_page = dave.client.get(&format!("/games/{game}")).body;
    assert!(
        dave_page.contains("Yes: Stark, Lannister. No: nobody."),
        "{dave_page}"
    );
    assert!(dave_page.contains(&form), "dave may vote");
    let bob_page = bob.client.get(&format!("/games/{game}")).body;
    assert!(!bob_page.contains(&form), "bob voted already");
    ok(&ballot(&mut carol, game, pause, true), "carol yes");
    assert_eq!(status_of(&site, pause), "passed");
    assert!(site.game(game).paused_at.is_some());
    assert_eq!(
        mailed(&site, pause, "vote_result"),
        BTreeSet::from_iter(ids.clone())
    );
    // The result mail tells the end of the pause in the reader's zone (Paris, UTC+1).
    let result = site
        .mails_to(&bob.email)
        .into_iter()
        .find(|m| m.header("X-Rookery-Kind") == Some("vote_result"))
        .expect("Bob's result mail");
    assert!(
        result
            .subject
            .contains("the vote to pause the clock for 24 hours passed"),
        "{}",
        result.subject
    );
    assert!(
        result.text.contains("until Thu 26 Nov 2026, 10:00 CET"),
        "{}",
        result.text
    );
    // Issue 27: the paused banner on the game page says when the clock runs again.
    let page = bob.client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains("The clock runs again on Thu 26 Nov 2026, 10:00 CET."),
        "{}",
        page.body
    );
    // Dave comes too late.
    assert_eq!(ballot(&mut dave, game, pause, true).status, 409);
    // The pause ends by itself after its 24 hours.
    site.set_time(site.now + TimeDelta::hours(24) + TimeDelta::minutes(1));
    wait_until(
        || site.game(game).paused_at.is_none(),
        "the voted pause ends by itself",
    );
    assert!(site.game(game).deadline_at.is_some());

    // Extend fails by its rule: two no of four leave no majority possible.
    let before = site.game(game).deadline_at;
    ok(
        &call(&mut bob, game, &[("kind", "extend"), ("hours", "12")]),
        "call extend",
    );
    let (extend, _) = last_vote(&site, game);
    ok(&ballot(&mut carol, game, extend, false), "carol no");
    assert_eq!(status_of(&site, extend), "open");
    ok(&ballot(&mut dave, game, extend, false), "dave no");
    assert_eq!(status_of(&site, extend), "failed");
    assert_eq!(site.game(game).deadline_at, before);
    assert_eq!(
        mailed(&site, extend, "vote_result"),
        BTreeSet::from_iter(ids.clone())
    );
    // And passes by it.
    ok(
        &call(&mut bob, game, &[("kind", "extend"), ("hours", "12")]),
        "call extend again",
    );
    let (extend, _) = last_vote(&site, game);
    ok(&ballot(&mut carol, game, extend, true), "carol yes");
    ok(&ballot(&mut dave, game, extend, true), "dave yes");
    assert_eq!(status_of(&site, extend), "passed");
    assert_eq!(
        site.game(game).deadline_at,
        before.map(|d| d + TimeDelta::hours(12))
    );

    // Alice's second pause passes; resume by a majority; her third is refused (429).
    ok(
        &call(&mut alice, game, &[("kind", "pause"), ("hours", "48")]),
        "second pause",
    );
    let (p2, _) = last_vote(&site, game);
    ok(&ballot(&mut bob, game, p2, true), "bob");
    ok(&ballot(&mut dave, game, p2, true), "dave");
    assert_eq!(status_of(&site, p2), "passed");
    ok(&call(&mut carol, game, &[("kind", "resume")]), "resume");
    let (res, _) = last_vote(&site, game);
    ok(&ballot(&mut bob, game, res, true), "bob");
    ok(&ballot(&mut alice, game, res, true), "alice");
    assert_eq!(status_of(&site, res), "passed");
    assert!(site.game(game).paused_at.is_none());
    let third = call(&mut alice, game, &[("kind", "pause"), ("hours", "1")]);
    assert_eq!(third.status, 429, "{}", third.body);
    assert!(
        third.body.contains("paused this game 2 times"),
        "{}",
        third.body
    );
    // The total: Dave's 100 hours pass, his next 100 would exceed 168.
    assert_eq!(
        call(&mut dave, game, &[("kind", "pause"), ("hours", "200")]).status,
        400
    );
    ok(
        &call(&mut dave, game, &[("kind", "pause"), ("hours", "100")]),
        "dave's pause",
    );
    let (p3, _) = last_vote(&site, game);
    ok(&ballot(&mut bob, game, p3, true), "bob");
    ok(&ballot(&mut carol, game, p3, true), "carol");
    ok(&call(&mut bob, game, &[("kind", "resume")]), "resume");
    let (res, _) = last_vote(&site, game);
    ok(&ballot(&mut carol, game, res, true), "carol");
    ok(&ballot(&mut dave, game, res, true), "dave");
    let over = call(&mut dave, game, &[("kind", "pause"), ("hours", "100")]);
    assert_eq!(over.status, 429, "{}", over.body);
    assert!(over.body.contains("68 hours left"), "{}", over.body);

    // Deadlines by a majority: the steps to come get them.
    ok(
        &call(
            &mut carol,
            game,
            &[
                ("kind", "deadlines"),
                ("planning_hours", "12"),
                ("action_hours", "6"),
                ("combat_hours", "3"),
                ("westeros_hours", "6"),
            ],
        ),
        "deadlines",
    );
    let (dl, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, dl, true), "alice");
    ok(&ballot(&mut bob, game, dl, true), "bob");
    assert_eq!(status_of(&site, dl), "passed");
    let d: rookery::service::lobby::Deadlines =
        serde_json::from_str(&site.game(game).deadlines).unwrap();
    assert_eq!(
        (d.planning_hours, d.action_hours, d.combat_hours),
        (12, 6, 3)
    );
    assert_eq!(d.reminder_hours, vec![12, 1], "the reminders are kept");

    // Deadlines, pause and resume fail by the same rule: two no of four.
    ok(
        &call(
            &mut dave,
            game,
            &[
                ("kind", "deadlines"),
                ("planning_hours", "100"),
                ("action_hours", "100"),
                ("combat_hours", "100"),
                ("westeros_hours", "100"),
            ],
        ),
        "deadlines again",
    );
    let (dl2, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, dl2, false), "alice no");
    ok(&ballot(&mut bob, game, dl2, false), "bob no");
    assert_eq!(status_of(&site, dl2), "failed");
    let d2: rookery::service::lobby::Deadlines =
        serde_json::from_str(&site.game(game).deadlines).unwrap();
    assert_eq!(d2.planning_hours, 12, "unchanged");
    ok(
        &call(&mut carol, game, &[("kind", "pause"), ("hours", "10")]),
        "carol's pause",
    );
    let (pf, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, pf, false), "alice no");
    ok(&ballot(&mut bob, game, pf, false), "bob no");
    assert_eq!(status_of(&site, pf), "failed");
    assert!(site.game(game).paused_at.is_none());
    assert_eq!(
        mailed(&site, pf, "vote"),
        BTreeSet::from([ids[0], ids[1], ids[3]])
    );
    assert_eq!(
        mailed(&site, pf, "vote_result"),
        BTreeSet::from_iter(ids.clone())
    );

    // Expiry: a vote nobody answers expires after 48 hours, told to every player. (A pause
    // first, so that the deadlines do not run meanwhile.)
    ok(
        &call(&mut bob, game, &[("kind", "pause"), ("hours", "72")]),
        "bob's pause",
    );
    let (p4, _) = last_vote(&site, game);
    ok(&ballot(&mut carol, game, p4, true), "carol");
    ok(&ballot(&mut dave, game, p4, true), "dave");
    ok(
        &call(&mut dave, game, &[("kind", "resume")]),
        "an early resume",
    );
    let (rf, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, rf, false), "alice no");
    ok(&ballot(&mut bob, game, rf, false), "bob no");
    assert_eq!(status_of(&site, rf), "failed");
    assert!(site.game(game).paused_at.is_some(), "still paused");
    ok(&call(&mut carol, game, &[("kind", "cancel")]), "cancel");
    let (cancel, _) = last_vote(&site, game);
    site.set_time(site.now + TimeDelta::hours(48) + TimeDelta::minutes(1));
    wait_until(|| status_of(&site, cancel) == "expired", "the vote expires");
    assert_eq!(
        mailed(&site, cancel, "vote_result"),
        BTreeSet::from_iter(ids.clone())
    );
    assert_eq!(site.game(game).status, "active");
    // Bad input: 4xx with a reason, never a 500.
    assert_eq!(call(&mut bob, game, &[("kind", "coup")]).status, 400);
    assert_eq!(
        call(&mut bob, game, &[("kind", "extend"), ("hours", "x")]).status,
        400
    );
    assert_eq!(ballot(&mut bob, game, 999_999, true).status, 404);
    let mut eve = player(&site, "eve");
    assert_eq!(call(&mut eve, game, &[("kind", "cancel")]).status, 403);
}

fn wait_until(f: impl Fn() -> bool, what: &str) {
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    while !f() {
        assert!(std::time::Instant::now() < until, "timed out: {what}");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn clock_votes_pass_fail_expire_and_limit_pauses() {
    for b in backends() {
        clock_votes(&b);
    }
}

fn table_votes(backend: &Backend) {
    let mut site = Site::start(backend, "votes-table");
    let [mut alice, mut bob, mut carol, mut dave] = table(&site);
    let ids: Vec<i32> = ["alice", "bob", "carol", "dave"]
        .iter()
        .map(|n| site.user_id(n))
        .collect();
    let mut all = [&mut alice, &mut bob, &mut carol, &mut dave];
    let game = start_game(&site, &mut all, &HOUSES, "Table", &[]);

    // Replace Dave: every other player must agree; Dave has no vote, but is told at once
    // (issue 23) and may object.
    ok(
        &call(
            &mut alice,
            game,
            &[("kind", "replace"), ("house", "greyjoy")],
        ),
        "replace",
    );
    let (rep, _) = last_vote(&site, game);
    assert_eq!(
        mailed(&site, rep, "vote"),
        BTreeSet::from([ids[1], ids[2], ids[3]])
    );
    let told = site
        .mails_to(&dave.email)
        .into_iter()
        .find(|m| m.header("X-Rookery-Kind") == Some("vote"))
        .expect("Dave is told of the vote about him");
    assert!(
        told.text.contains("This vote is about you") && told.text.contains("object"),
        "{}",
        told.text
    );
    ok(&ballot(&mut bob, game, rep, true), "bob");
    ok(&ballot(&mut carol, game, rep, false), "carol");
    assert_eq!(status_of(&site, rep), "failed");
    // Every other player says yes, but Dave did not miss a deadline: the vote waits for his
    // answer, and his objection makes it fail (issue 23).
    ok(
        &call(
            &mut alice,
            game,
            &[("kind", "replace"), ("house", "greyjoy")],
        ),
        "replace again",
    );
    let (rep, _) = last_vote(&site, game);
    ok(&ballot(&mut bob, game, rep, true), "bob");
    ok(&ballot(&mut carol, game, rep, true), "carol");
    assert_eq!(status_of(&site, rep), "open", "waits for Dave's answer");
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(
        page.body.contains("This vote is about you") && page.body.contains(">Object</button>"),
        "{}",
        page.body
    );
    assert!(page.body.contains(r#"id="vote-rules""#));
    ok(&ballot(&mut dave, game, rep, false), "dave objects");
    assert_eq!(status_of(&site, rep), "failed");
    assert!(dave
        .client
        .get(&format!("/games/{game}"))
        .body
        .contains("you play <span class=\"house h-greyjoy\">"));
    // Dave misses a deadline: his objection no longer saves his seat.
    one_deadline(&mut site, game, &mut [&mut alice, &mut bob, &mut carol]);
    assert_eq!(site.missed_of(game, "greyjoy"), 1);
    ok(
        &call(
            &mut alice,
            game,
            &[("kind", "replace"), ("house", "greyjoy")],
        ),
        "replace a player who missed a deadline",
    );
    let (rep, _) = last_vote(&site, game);
    ok(
        &ballot(&mut dave, game, rep, false),
        "dave objects too late",
    );
    assert_eq!(ballot(&mut dave, game, rep, true).status, 409, "once");
    ok(&ballot(&mut bob, game, rep, true), "bob");
    assert_eq!(status_of(&site, rep), "open");
    ok(&ballot(&mut carol, game, rep, true), "carol");
    assert_eq!(status_of(&site, rep), "passed");
    // Dave lost the seat and is told; the house is offered on the front page.
    assert!(mailed(&site, rep, "vote_result").contains(&ids[3]));
    // The result says who plays the house until someone takes it: what the game's rules chose.
    {
        use rookery::db::schema::{outbox, seat_rules};
        let rule: String = seat_rules::table
            .find(game)
            .select(seat_rules::disorder_player)
            .first(&mut *site.conn())
            .unwrap();
        // The row holds the result as a note: its text is what the sender words (issue 26).
        let row: rookery::db::models::OutboxRow = outbox::table
            .filter(outbox::kind.eq("vote_result"))
            .filter(outbox::dedupe_key.like(format!("vote_result:{rep}:%")))
            .filter(outbox::user_id.eq(ids[0]))
            .first(&mut *site.conn())
            .unwrap();
        let text = rookery::mail::notes::worded(&site.svc, &row)
            .unwrap()
            .expect("a vote's result has something to tell")
            .body_text
            .clone();
        let who = if rule == "computer" {
            "the computer plays it meanwhile"
        } else {
            "the defaults play it meanwhile"
        };
        assert!(text.contains(who), "rule {rule}: {text}");
    }
    let seated: i64 = seats::table
        .filter(seats::game_id.eq(game))
        .filter(seats::user_id.eq(ids[3]))
        .count()
        .get_result(&mut *site.conn())
        .unwrap();
    assert_eq!(seated, 0);
    let page = dave.client.get(&format!("/games/{game}"));
    assert!(page.body.contains("you are watching"));
    assert!(page
        .body
        .contains("House Greyjoy needs a player: the table voted to replace its player"));
    let mut erin = player(&site, "erin");
    let front = erin.client.get("/");
    assert!(
        front.body.contains("Take over House Greyjoy"),
        "{}",
        front.body
    );
    // Dave may not take it back.
    let r =
        dave.client
            .post_with_csrf("/", &format!("/games/{game}/take"), &[("house", "greyjoy")]);
    assert_eq!(r.status, 403, "{}", r.body);

    // End now: every player (the three seated) must agree.
    ok(&call(&mut bob, game, &[("kind", "end")]), "end");
    let (end, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, end, true), "alice");
    ok(&ballot(&mut carol, game, end, false), "carol");
    assert_eq!(status_of(&site, end), "failed");
    ok(&call(&mut bob, game, &[("kind", "end")]), "end again");
    let (end, _) = last_vote(&site, game);
    ok(&ballot(&mut alice, game, end, true), "alice");
    ok(&ballot(&mut carol, game, end, true), "carol");
    assert_eq!(status_of(&site, end), "passed");
    let row = site.game(game);
    assert_eq!(row.status, "ended");
    // Ended early: no winner (issue 23).
    assert_eq!(row.winner, None);
    assert!(row.deadline_at.is_none());
    let page = alice.client.get(&format!("/games/{game}"));
    assert!(page.body.contains(r#"id="ended""#), "{}", page.body);
    assert!(
        page.body
            .contains("ended this game early by vote: it has no winner")
            && !page.body.contains(r#"id="winner""#),
        "{}",
        page.body
    );
    let result = site
        .mails_to(&alice.email)
        .into_iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("vote_result"))
        .find(|m| m.subject.contains("end the game now") && m.subject.ends_with("passed"))
        .expect("the end vote's result");
    assert!(
        result.text.contains("ended early, with no winner"),
        "{}",
        result.text
    );
    assert!(decision_forms(&page.body).is_empty());
    // No more takeover, no more votes.
    let r =
        erin.client
            .post_with_csrf("/", &format!("/games/{game}/take"), &[("house", "greyjoy")]);
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(call(&mut bob, game, &[("kind", "cancel")]).status, 409);

    // Cancel: every player; one no and it fails, all yes and the game is cancelled.
    let mut all = [&mut alice, &mut bob, &mut carol, &mut dave];
    let second = start_game(&site, &mut all, &HOUSES, "Second", &[]);
    // A vote to replace nobody answers expires; the player keeps the seat.
    ok(
        &call(
            &mut alice,
            second,
            &[("kind", "replace"), ("house", "lannister")],
        ),
        "replace bob",
    );
    let (rx, _) = last_vote(&site, second);
    site.set_time(site.now + TimeDelta::hours(48) + TimeDelta::minutes(1));
    wait_until(
        || status_of(&site, rx) == "expired",
        "the replace vote expires",
    );
    assert_eq!(
        mailed(&site, rx, "vote_result"),
        BTreeSet::from_iter(ids.clone())
    );
    assert!(bob
        .client
        .get(&format!("/games/{second}"))
        .body
        .contains("you play <span class=\"house h-lannister\">"));
    ok(&call(&mut carol, second, &[("kind", "cancel")]), "cancel");
    let (c1, _) = last_vote(&site, second);
    ok(&ballot(&mut alice, second, c1, true), "alice");
    ok(&ballot(&mut bob, second, c1, true), "bob");
    assert_eq!(status_of(&site, c1), "open");
    ok(&ballot(&mut dave, second, c1, false), "dave");
    assert_eq!(status_of(&site, c1), "failed");
    ok(
        &call(&mut carol, second, &[("kind", "cancel")]),
        "cancel again",
    );
    let (c2, _) = last_vote(&site, second);
    for p in [&mut alice, &mut bob, &mut dave] {
        ok(&ballot(p, second, c2, true), "yes");
    }
    let status: String = games::table
        .find(second)
        .select(games::status)
        .first(&mut *site.conn())
        .unwrap();
    assert_eq!(status, "cancelled");
    let front = alice.client.get("/");
    assert!(front.body.contains("cancelled"), "{}", front.body);
}

#[test]
fn table_votes_replace_end_and_cancel_by_their_rules() {
    for b in backends() {
        table_votes(&b);
    }
}

/// Issue 23, the two-player kick: with the other houses in civil disorder, one player can
/// neither vote out the last active opponent nor end the game alone.
fn minority_votes(backend: &Backend) {
    let mut site = Site::start(backend, "votes-kick");
    let [mut alice, mut bob, mut carol, mut dave] = table(&site);
    let mut all = [&mut alice, &mut bob, &mut carol, &mut dave];
    let game = start_game(&site, &mut all, &HOUSES, "Kick", &[]);
    // Carol (Baratheon) and Dave (Greyjoy) stop answering: civil disorder at their second miss.
    while site.missed_of(game, "baratheon") < 2 || site.missed_of(game, "greyjoy") < 2 {
        one_deadline(&mut site, game, &mut [&mut alice, &mut bob]);
    }
    assert!(alice
        .client
        .get(&format!("/games/{game}"))
        .body
        .contains("House Greyjoy needs a player: in civil disorder"));
    // Stark (Alice) against Lannister (Bob): refused, with the reason, and nothing changes.
    let r = call(
        &mut alice,
        game,
        &[("kind", "replace"), ("house", "lannister")],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert!(
        r.body
            .contains("This vote cannot pass: it needs 2 yes, and only one player may vote on it"),
        "{}",
        r.body
    );
    assert!(votes::table
        .filter(votes::game_id.eq(game))
        .select(votes::id)
        .first::<i32>(&mut *site.conn())
        .optional()
        .unwrap()
        .is_none());
    // Ending the game needs Bob's yes too: Alice's alone leaves it open, Bob's no fails it.
    ok(&call(&mut alice, game, &[("kind", "end")]), "end");
    let (end, status) = last_vote(&site, game);
    assert_eq!(status, "open", "one yes of the two players ends nothing");
    ok(&ballot(&mut bob, game, end, false), "bob no");
    assert_eq!(status_of(&site, end), "failed");
    let row = site.game(game);
    assert_eq!((row.status.as_str(), row.winner), ("active", None));
    // Cancel alike: one player's yes leaves it open.
    ok(&call(&mut bob, game, &[("kind", "cancel")]), "cancel");
    let (cancel, _) = last_vote(&site, game);
    assert_eq!(status_of(&site, cancel), "open");

    // A 3-player game with one house in civil disorder: the same kick is refused.
    let mut three = [&mut alice, &mut bob, &mut carol];
    let small = start_game(&site, &mut three, &HOUSES[..3], "Kick three", &[]);
    while site.missed_of(small, "baratheon") < 2 {
        one_deadline(&mut site, small, &mut [&mut alice, &mut bob]);
    }
    let r = call(
        &mut alice,
        small,
        &[("kind", "replace"), ("house", "lannister")],
    );
    assert_eq!(r.status, 409, "{}", r.body);
    assert_eq!(site.game(small).status, "active");
    assert!(bob
        .client
        .get(&format!("/games/{small}"))
        .body
        .contains("you play <span class=\"house h-lannister\">"));
}

#[test]
fn one_player_alone_can_neither_vote_out_nor_end() {
    for b in backends() {
        minority_votes(&b);
    }
}
