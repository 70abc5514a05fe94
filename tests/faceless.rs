//! Faceless games (issue 32, item 2) through a real `rookery serve` on SQLite and PostgreSQL
//! (its clock in a file, its mail in a Maildir): a game of four created faceless on the
//! new-game form is played for a while, with ravens; every page of the game each seat and a
//! visitor can open, the mails each player received, the JSON API's answers and each player's
//! calendar feed are searched for every other player's name and mail address — none is found —
//! and once a vote ended the game the names are shown. The JSON API creates a faceless game
//! too.

use crate::web_support;

use rookery::service::UserId;
use serde_json::Value;
use std::time::Duration;
use web_support::mail::wait_for_mails;
use web_support::site::*;
use web_support::*;

/// The game's secret seed (see the start of [`faceless`]).
const SEED: i64 = 20261205;
const HOUSES: [&str; 4] = ["stark", "lannister", "baratheon", "greyjoy"];
/// Names no page says by itself, so that finding one means a player was named.
const NAMES: [&str; 5] = [
    "Vexmoran",
    "Quillabeth",
    "Ozrinthe",
    "Jarvolant",
    "Brennoquay",
];

/// What of the players `ps` (but the reader `me`, if any) `text` names: their names and
/// addresses, case-insensitively.
fn named(text: &str, ps: &[Player], me: Option<usize>) -> Vec<String> {
    let text = text.to_lowercase();
    ps.iter()
        .enumerate()
        .filter(|(i, _)| Some(*i) != me)
        .flat_map(|(_, p)| [p.name.clone(), p.email.clone()])
        .filter(|s| text.contains(&s.to_lowercase()))
        .collect()
}

/// The pages of `game` a reader can open, each path with its body (the conversations found on
/// its ravens page included).
fn pages(c: &mut Client, game: i32, others: &[&str]) -> Vec<(String, String)> {
    let mut paths: Vec<String> = vec![
        "/".into(),
        format!("/games/{game}"),
        format!("/games/{game}/log"),
        format!("/games/{game}/map"),
        format!("/games/{game}/history"),
        format!("/games/{game}/rounds"),
        format!("/games/{game}/ravens"),
        format!("/games/{game}/board.svg"),
        format!("/games/{game}/export"),
        format!("/games/{game}/revealed"),
    ];
    let ravens = c.get(&format!("/games/{game}/ravens")).body;
    let prefix = format!("/games/{game}/ravens/");
    for part in ravens.split("href=\"").skip(1) {
        let link = &part[..part.find('"').unwrap()];
        if link.starts_with(&prefix) && !paths.iter().any(|p| p == link) {
            paths.push(link.to_string());
        }
    }
    // The other players' profiles must not list this game.
    for o in others {
        paths.push(format!("/users/{o}"));
    }
    paths
        .into_iter()
        .map(|p| {
            let r = c.get(&p);
            assert!(r.status < 500, "{p}: {} {}", r.status, r.body);
            (p, unescape(&r.body))
        })
        .collect()
}

/// A JSON API client with a player's token.
struct Api {
    agent: ureq::Agent,
    base: String,
    token: String,
}

impl Api {
    fn new(site: &Site, name: &str) -> Api {
        let (_, token) = site
            .svc
            .create_api_token(UserId(site.user_id(name)), "faceless")
            .unwrap();
        Api {
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(Duration::from_secs(60)))
                .build()
                .into(),
            base: format!("http://{}/api/v1", site.server.addr),
            token,
        }
    }

    fn get(&self, path: &str) -> (u16, String) {
        let mut r = self
            .agent
            .get(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .call()
            .expect("an HTTP answer");
        (r.status().as_u16(), r.body_mut().read_to_string().unwrap())
    }

    fn post(&self, path: &str, body: &str) -> (u16, Value) {
        let mut r = self
            .agent
            .post(format!("{}{path}", self.base))
            .header("Authorization", format!("Bearer {}", self.token))
            .content_type("application/json")
            .send(body)
            .expect("an HTTP answer");
        let status = r.status().as_u16();
        let text = r.body_mut().read_to_string().unwrap();
        (status, serde_json::from_str(&text).unwrap())
    }
}

/// The API answers about `game` a player can ask for.
fn api_answers(api: &Api, game: i32) -> Vec<(String, String)> {
    let mut paths: Vec<String> = vec![
        "/games".into(),
        format!("/games/{game}"),
        format!("/games/{game}/log"),
        format!("/games/{game}/history"),
        format!("/games/{game}/ravens"),
    ];
    let (_, list) = api.get(&format!("/games/{game}/ravens"));
    let list: Value = serde_json::from_str(&list).unwrap();
    for c in list["conversations"]
        .as_array()
        .cloned()
        .unwrap_or_default()
    {
        paths.push(format!("/games/{game}/ravens/{}", c["id"]));
    }
    paths
        .into_iter()
        .map(|p| {
            let (status, body) = api.get(&p);
            assert!(status < 500, "{p}: {status} {body}");
            (p, body)
        })
        .collect()
}

/// A player's calendar feed (made on the settings page).
fn calendar(p: &mut Player) -> String {
    let r = p
        .client
        .post_with_csrf("/settings/api", "/settings/api/calendar", &[]);
    assert_eq!(r.status, 200, "{}", r.body);
    let tag = "<code id=\"calendar-url\">";
    let start = r.body.find(tag).expect("the feed's URL") + tag.len();
    let url = &r.body[start..start + r.body[start..].find('<').unwrap()];
    let path = &url[url.find("/calendar/").unwrap()..];
    let feed = p.client.get(path);
    assert_eq!(feed.status, 200, "{}", feed.body);
    feed.body
}

/// Everything each player and a visitor can read about `game`, searched for the others' names.
fn nobody_named(site: &Site, ps: &mut [Player], game: i32, when: &str) {
    let names: Vec<String> = ps.iter().map(|p| p.name.clone()).collect();
    for i in 0..ps.len() {
        let others: Vec<&str> = names
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, n)| n.as_str())
            .collect();
        let mut read = pages(&mut ps[i].client, game, &others);
        let api = Api::new(site, &names[i]);
        read.extend(api_answers(&api, game));
        read.push(("calendar".into(), calendar(&mut ps[i])));
        for m in site.mails_to(&ps[i].email) {
            let what = format!("mail {:?}", m.subject);
            // Every header but the reader's own address, and the mail itself.
            let headers: Vec<String> = m
                .headers
                .iter()
                .filter(|(n, _)| !n.eq_ignore_ascii_case("to"))
                .map(|(n, v)| format!("{n}: {v}"))
                .collect();
            read.push((
                what,
                format!("{}\n{}\n{}", headers.join("\n"), m.text, m.html),
            ));
        }
        for (what, body) in &read {
            if what.starts_with("/users/") {
                // A profile names its own player, and lists no game of theirs running faceless.
                assert!(
                    !body.contains(&format!("/games/{game}")),
                    "{when}: {what} lists the game"
                );
                continue;
            }
            let found = named(body, ps, Some(i));
            assert!(
                found.is_empty(),
                "{when}: {}'s {what} names {found:?}:\n{body}",
                names[i]
            );
        }
        // The player still sees their own name.
        let own = ps[i].client.get(&format!("/games/{game}"));
        assert!(own.body.contains(&names[i]), "{when}: {}", own.body);
    }
    let mut visitor = site.server.client();
    for (what, body) in pages(
        &mut visitor,
        game,
        &names.iter().map(String::as_str).collect::<Vec<_>>(),
    ) {
        // A profile names its own player.
        if what.starts_with("/users/") {
            assert!(
                !body.contains(&format!("/games/{game}")),
                "{when}: {what} lists the game"
            );
            continue;
        }
        let found = named(&body, ps, None);
        assert!(
            found.is_empty(),
            "{when}: a visitor's {what} names {found:?}:\n{body}"
        );
    }
}

fn faceless(backend: &Backend) {
    let mut site = Site::start(backend, "faceless");
    let mut ps: Vec<Player> = NAMES.iter().map(|n| player(&site, n)).collect();

    // The form explains the option; the game is made faceless with it.
    let form = ps[0].client.get("/games/new");
    assert!(
        form.body.contains(r#"name="faceless""#) && form.body.contains("until the game is over"),
        "{}",
        form.body
    );
    let r = ps[0].client.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", "Masks of Braavos"),
            ("players", "4"),
            ("seating", "choice"),
            ("house", HOUSES[0]),
            ("visibility", "public"),
            ("faceless", "1"),
            ("civil_disorder_after", "1"),
        ],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let game = game_id_of(r.location().unwrap());
    for (p, h) in ps[1..4].iter_mut().zip(&HOUSES[1..]) {
        join(&mut p.client, game, h, None);
    }
    // One deal and one set of decks, so that the same houses miss the same deadlines each run.
    {
        use diesel::prelude::*;
        use rookery::db::schema::games;
        diesel::update(games::table.find(game))
            .set(games::seed.eq(SEED))
            .execute(&mut *site.conn())
            .unwrap();
    }
    let lobby = site.server.client().get(&format!("/games/{game}"));
    assert!(
        lobby
            .body
            .contains("Faceless: the players appear only as their houses"),
        "{}",
        lobby.body
    );
    // In the lobby already, nobody is named to the others (nor on the front page's open games).
    nobody_named(&site, &mut ps, game, "in the lobby");
    let r = ps[0].client.post_with_csrf(
        &format!("/games/{game}"),
        &format!("/games/{game}/start"),
        &[],
    );
    assert_eq!(r.status, 303, "start: {}", r.body);

    // The creator pauses and resumes the clock: the others are mailed who did it (once the
    // deadlines below moved the clock past the mails' quiet time).
    for what in ["pause", "resume"] {
        let r = ps[0].client.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/{what}"),
            &[],
        );
        assert_eq!(r.status, 303, "{what}: {}", r.body);
    }
    // An absence names no sitter: a refusal of a sitter who plays would tell who does. The
    // form asks for none; a post naming one is refused.
    let page = ps[1].client.get(&format!("/games/{game}"));
    assert!(
        page.body
            .contains(&format!(r#"action="/games/{game}/absence""#))
            && !page.body.contains(r#"name="sitter""#),
        "{}",
        page.body
    );
    let (from, to) = (
        site.now + chrono::TimeDelta::days(3),
        site.now + chrono::TimeDelta::days(4),
    );
    let (from, to) = (
        from.format("%Y-%m-%dT%H:%M").to_string(),
        to.format("%Y-%m-%dT%H:%M").to_string(),
    );
    for sitter in [NAMES[2], NAMES[4]] {
        let r = ps[1].client.post_with_csrf(
            &format!("/games/{game}"),
            &format!("/games/{game}/absence"),
            &[("from", &from), ("to", &to), ("sitter", sitter)],
        );
        assert!(
            r.status >= 400 && r.body.contains("A faceless game takes no sitter"),
            "{sitter}: {} {}",
            r.status,
            r.body
        );
    }
    // Ravens at the table and between two houses, then two rounds of deadlines (their mails).
    let ravens = format!("/games/{game}/ravens");
    let r =
        ps[0]
            .client
            .post_with_csrf(&ravens, &format!("{ravens}/new"), &[("with", "lannister")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let private = r.location().unwrap().to_string();
    let private = &private[private.find("/games/").unwrap()..];
    let private = private.split('#').next().unwrap().to_string();
    let r = ps[0]
        .client
        .post_with_csrf(&private, &private, &[("body", "An alliance, my lord?")]);
    assert_eq!(r.status, 303, "{}", r.body);
    let r = ps[1]
        .client
        .post_with_csrf(&private, &private, &[("body", "Agreed, for now.")]);
    assert_eq!(r.status, 303, "{}", r.body);
    // Stark read the conversation when writing: once the raven's quiet window (10 minutes)
    // passed, Lannister's answer is mailed to Stark. Looked for before any deadline passes: a
    // deadline may put Stark's house into civil disorder too, which drops the mails still
    // waiting for its player.
    let deadline = site.game(game).deadline_at.expect("a running deadline");
    site.set_time(site.now + chrono::TimeDelta::minutes(11));
    assert!(site.now < deadline, "the deadline is {deadline}");
    wait_for_mails(&site.maildir, Duration::from_secs(30), |all| {
        all.iter()
            .any(|m| m.is_to(&ps[0].email) && m.header("X-Rookery-Kind") == Some("raven"))
    });
    // The four play for a while (the helper answers a few rounds of requests: many kinds of
    // page and mail to search for names). Then Greyjoy's player stops playing: one missed
    // deadline is enough for civil disorder, and the fifth player, seated nowhere yet, takes
    // Greyjoy over; the others are mailed that a player did. (The deadline passes once the
    // three others answered everything they were asked: had it passed while the helper
    // stopped with another house awaited, that house would have fallen instead.)
    {
        let mut active: Vec<&mut Player> = ps.iter_mut().collect();
        // Whether the helper's rounds ran out is no matter here: the others answer next.
        let _ = act_all(game, &mut active[..4]);
        one_deadline(&mut site, game, &mut active[..3]);
        let mut trace = vec![];
        loop {
            let page = active[4].client.get(&format!("/games/{game}"));
            let take = forms(&page.body)
                .into_iter()
                .find(|f| f.action == format!("/games/{game}/take"));
            if let Some(take) = take {
                let r = active[4].client.post(&take.action, &take.fields);
                assert_eq!(r.status, 303, "{}", r.body);
                break;
            }
            assert!(
                trace.len() < 6,
                "Greyjoy never fell into disorder: {trace:?}"
            );
            one_deadline(&mut site, game, &mut active[..3]);
            let row = site.game(game);
            trace.push(format!("r{} {} {:?}", row.round, row.phase, row.awaiting));
        }
    }
    let taken = site
        .mails_to(&ps[1].email)
        .into_iter()
        .filter(|m| m.header("X-Rookery-Kind") == Some("seat_taken"))
        .count();
    assert!(taken > 0, "the take-over was mailed");
    let clock_mails = site
        .mails_to(&ps[1].email)
        .into_iter()
        .filter(|m| matches!(m.header("X-Rookery-Kind"), Some("paused" | "resumed")))
        .count();
    assert!(clock_mails > 0, "the pause was mailed");
    nobody_named(&site, &mut ps, game, "in play");

    // A vote ends the game: the names are shown. The players holding a house now: the three
    // who kept playing and the newcomer, in Greyjoy's seat.
    let seated: Vec<usize> = {
        let g = site.svc.load_game(rookery::service::GameId(game)).unwrap();
        let ids: Vec<i32> = g
            .seats
            .iter()
            .filter(|s| s.house.is_some_and(|h| !g.computer.contains(&h)))
            .map(|s| s.user_id)
            .collect();
        (0..ps.len())
            .filter(|i| ids.contains(&site.user_id(&ps[*i].name)))
            .collect()
    };
    assert_eq!(seated, [0, 1, 2, 4], "the players seated at the end");
    let votes = |p: &mut Player, path: &str, fields: &[(&str, &str)]| {
        let r = p
            .client
            .post_with_csrf(&format!("/games/{game}"), path, fields);
        assert_eq!(r.status, 303, "{}", r.body);
    };
    votes(
        &mut ps[seated[0]],
        &format!("/games/{game}/votes"),
        &[("kind", "end")],
    );
    let vote: i32 = {
        use diesel::prelude::*;
        use rookery::db::schema::votes;
        votes::table
            .filter(votes::game_id.eq(game))
            .order(votes::id.desc())
            .select(votes::id)
            .first(&mut *site.conn())
            .unwrap()
    };
    let v = vote.to_string();
    for &i in &seated[1..] {
        votes(
            &mut ps[i],
            &format!("/games/{game}/ballot"),
            &[("vote", &v), ("yes", "yes")],
        );
    }
    assert_eq!(site.game(game).status, "ended");
    let page = site.server.client().get(&format!("/games/{game}"));
    let shown = named(&page.body, &ps, None);
    for &i in &seated {
        let n = &ps[i].name;
        assert!(shown.contains(n), "{n} not shown: {}", page.body);
    }
    let (_, json) = Api::new(&site, NAMES[4]).get(&format!("/games/{game}"));
    let json: Value = serde_json::from_str(&json).unwrap();
    assert_eq!(json["faceless"], false, "{json}");
    let players: Vec<&str> = json["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|s| s["player"].as_str())
        .collect();
    assert!(players.len() >= seated.len(), "{json}");
    // Lannister's player now reads Stark's player's name on their raven.
    let private_page = ps[1].client.get(&private);
    assert!(
        private_page.body.contains(NAMES[0]),
        "the raven's writer is named: {}",
        private_page.body
    );

    // The JSON API makes a faceless game too, and answers that it is.
    let api = Api::new(&site, NAMES[2]);
    let (status, made) = api.post(
        "/games",
        r#"{"name": "Masks again", "players": 3, "seating": "random", "faceless": true}"#,
    );
    assert_eq!(status, 200, "{made}");
    assert_eq!(made["faceless"], true, "{made}");
    let id = made["id"].as_i64().unwrap();
    let (status, joined) = Api::new(&site, NAMES[1]).post(&format!("/games/{id}/join"), "{}");
    assert_eq!(status, 200, "{joined}");
    // Houses are dealt at the start: until then a seat is "Player N", to each but its player.
    let lobby = site.server.client().get(&format!("/games/{id}"));
    assert!(
        lobby
            .body
            .contains("Faceless: the players appear only as their houses")
            && lobby.body.contains("Player 1")
            && lobby.body.contains("Player 2")
            && named(&lobby.body, &ps, None).is_empty(),
        "{}",
        lobby.body
    );
    let own = ps[1].client.get(&format!("/games/{id}"));
    assert!(
        own.body.contains("Player 1") && named(&own.body, &ps, Some(1)).is_empty(),
        "{}",
        own.body
    );
}

#[test]
fn a_faceless_game_names_nobody_until_it_ends() {
    for b in backends() {
        faceless(&b);
    }
}
