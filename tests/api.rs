//! The JSON API (issue 14, item 4) through a real server on SQLite and PostgreSQL: a bot that
//! knows only the API's HTTP JSON plays a whole 3-player game to a winner (choosing among the
//! `legal` options, falling back to the `default` answer when the engine refuses), while every
//! answer is searched for another house's secrets; errors and their kinds; tokens made and
//! revoked on the settings page; the session cookie refused; the rate limits per account (20
//! tokens rotated over 40 client addresses buy nothing), per address and for unknown, malformed,
//! missing and revoked tokens, each 429 with `Retry-After` (issue 23); ravens; and the OpenAPI
//! document checked against the routes the server really has.

use crate::web_support;

use rookery::engine::legal::Legal;
use rookery::selfplay::dice::Dice;
use rookery::selfplay::{play_game, Config};
use rookery::service::demo::DEMO_PASSWORD;
use rookery::service::GameId;
use rookery::service::UserId;
use serde_json::{json, Value};
use std::collections::BTreeSet;
use std::time::Duration;
use web_support::*;

/// A client of the API: a token and an HTTP agent.
struct Api {
    agent: ureq::Agent,
    base: String,
    token: Option<String>,
    /// Sent as `X-Forwarded-For` (believed from a trusted proxy: the test is that proxy).
    from: Option<String>,
}

impl Api {
    fn new(server: &Server, token: Option<&str>) -> Api {
        Api {
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(Duration::from_secs(60)))
                .build()
                .into(),
            base: format!("http://{}/api/v1", server.addr),
            token: token.map(str::to_string),
            from: None,
        }
    }

    /// The same client, as seen from the client address `ip` behind the trusted proxy.
    fn from(server: &Server, token: Option<&str>, ip: &str) -> Api {
        Api {
            from: Some(ip.to_string()),
            ..Api::new(server, token)
        }
    }

    /// `GET path`: the status, the `Retry-After` header and the JSON answer.
    fn get_retry(&self, path: &str) -> (u16, Option<i64>, Value) {
        let mut req = self.agent.get(format!("{}{path}", self.base));
        if let Some(t) = &self.token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        if let Some(ip) = &self.from {
            req = req.header("X-Forwarded-For", ip);
        }
        let mut r = req.call().expect("an HTTP answer");
        let retry = r.headers().get("retry-after").map(|v| {
            v.to_str()
                .unwrap()
                .parse::<i64>()
                .expect("Retry-After in seconds")
        });
        let status = r.status().as_u16();
        let v = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
        (status, retry, v)
    }

    fn answer(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> (u16, Value, String) {
        let mut r = r.expect("an HTTP answer");
        let status = r.status().as_u16();
        let ct = r
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
            .to_string();
        let text = r.body_mut().read_to_string().unwrap();
        assert!(
            ct.starts_with("application/json"),
            "every API answer is JSON, got {ct:?} ({status}): {text}"
        );
        let v: Value = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        (status, v, text)
    }

    fn get(&self, path: &str) -> (u16, Value, String) {
        let mut req = self.agent.get(format!("{}{path}", self.base));
        if let Some(t) = &self.token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        Self::answer(req.call())
    }

    fn post(&self, path: &str, body: &str) -> (u16, Value, String) {
        let mut req = self.agent.post(format!("{}{path}", self.base));
        if let Some(t) = &self.token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        Self::answer(req.content_type("application/json").send(body))
    }

    fn method(&self, method: &str, path: &str) -> (u16, Value, String) {
        let mut req = ureq::http::Request::builder()
            .method(method)
            .uri(format!("{}{path}", self.base));
        if let Some(t) = &self.token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        let req = if method == "POST" {
            req.header("Content-Type", "application/json")
                .body("{}".to_string())
                .unwrap()
        } else {
            req.body(String::new()).unwrap()
        };
        Self::answer(self.agent.run(req))
    }
}

fn kind(v: &Value) -> &str {
    v["error"]["kind"].as_str().unwrap_or("")
}

fn server(db: &TestDb, per_minute: &str) -> Server {
    Server::start_with(
        db,
        &[
            ("ROOKERY_API_REQUESTS_PER_MINUTE", per_minute),
            ("ROOKERY_API_REQUESTS_PER_ADDRESS_PER_MINUTE", per_minute),
            ("ROOKERY_MAIL_WORKER", "off"),
        ],
    )
}

/// A started 3-player game of demo accounts (nothing played yet); each house's (name, user id).
fn new_game(db: &TestDb, seed: u64) -> (i32, Vec<(String, String, i32)>) {
    let svc = db.service();
    let rec = play_game(3, seed, &Config::unchecked());
    let (id, players) = svc.store_played(&rec.setup, &rec.log[..0]).unwrap();
    let seats = svc.load_game(GameId(id)).unwrap().seats;
    let out = players
        .iter()
        .map(|(h, name)| {
            let user = seats.iter().find(|s| s.house == Some(*h)).unwrap().user_id;
            (h.key().to_string(), name.clone(), user)
        })
        .collect();
    (id, out)
}

/// Makes a token on the settings page, logged in as `name`; returns it.
fn token_from_settings(server: &Server, name: &str) -> (Client, String) {
    let mut c = server.client();
    assert_eq!(c.login(name, DEMO_PASSWORD).status, 303);
    let r = c.post_with_csrf(
        "/settings/api",
        "/settings/api/tokens",
        &[("name", "my bot")],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let tag = "<code id=\"new-token\">";
    let start = r.body.find(tag).expect("the new token shown") + tag.len();
    let end = start + r.body[start..].find('<').unwrap();
    let token = r.body[start..end].to_string();
    assert!(token.starts_with("rk_") && token.len() == 67, "{token}");
    // Shown once: the page does not show it again.
    let again = c.get("/settings/api");
    assert!(again.body.contains("my bot"));
    assert!(!again.body.contains(&token), "a token is shown only once");
    (c, token)
}

/// Checks one answer given to `me` for another house's secrets: the sealed orders and house
/// cards of the others (their own view's `my_orders` and `my_card`, as they saw them), and the
/// fields only an own view has.
fn assert_no_secrets(me: &str, text: &str, view: &Value, sealed: &[(String, String)]) {
    for (house, orders) in sealed {
        if house != me {
            assert!(
                !text.contains(orders.as_str()),
                "{me} was shown House {house}'s sealed orders {orders}"
            );
        }
    }
    if view.is_null() {
        return;
    }
    let viewer = view["viewer"].as_str();
    assert_eq!(
        viewer,
        (me != "spectator").then_some(me),
        "{me} got another's view"
    );
    if view["phase"] == "planning" {
        for a in view["areas"].as_array().unwrap() {
            assert!(
                a["order"].is_null(),
                "{me} sees an order during Planning: {a}"
            );
        }
    }
    if me == "spectator" {
        for field in ["my_orders", "my_bid", "raven_peek"] {
            assert!(
                view[field].is_null(),
                "a spectator sees {field}: {}",
                view[field]
            );
        }
        if !view["combat"].is_null() {
            assert!(view["combat"]["my_card"].is_null());
            assert!(view["combat"]["my_tides"].is_null());
        }
    }
}

/// A bot plays a whole game over the API alone.
fn bot_plays_a_game(backend: &Backend) {
    let db = TestDb::new(backend, "api-bot");
    let server = server(&db, "1000000");
    let svc = db.service();
    let (id, players) = new_game(&db, 20_261_124);
    // The first house's token from the settings page, the others' through the service.
    let (_browser, first) = token_from_settings(&server, &players[0].1);
    let mut bots: Vec<(String, Api)> =
        vec![(players[0].0.clone(), Api::new(&server, Some(&first)))];
    for (house, _, user) in &players[1..] {
        let (_, t) = svc.create_api_token(UserId(*user), "bot").unwrap();
        bots.push((house.clone(), Api::new(&server, Some(&t))));
    }
    let watcher = svc
        .register("api-watcher", "a long enough password", "UTC")
        .unwrap();
    let (_, t) = svc
        .create_api_token(UserId(watcher.user.user_id), "watch")
        .unwrap();
    let spectator = Api::new(&server, Some(&t));

    // My games: the game, awaiting someone.
    let (status, games, _) = bots[0].1.get("/games");
    assert_eq!(status, 200, "{games}");
    assert_eq!(games["games"][0]["id"], id);
    assert_eq!(games["games"][0]["my_house"], players[0].0.as_str());

    let mut dice = Dice::new(7);
    let mut submitted = 0;
    let mut defaults = 0;
    let mut sealed: Vec<(String, String)> = Vec::new();
    let mut steps = 0u32;
    'game: loop {
        steps += 1;
        assert!(steps < 40_000, "the game did not end");
        let mut acted = false;
        for (house, bot) in &bots {
            let (status, g, text) = bot.get(&format!("/games/{id}"));
            assert_eq!(status, 200, "{text}");
            if g["status"] == "over" {
                break 'game;
            }
            assert_eq!(g["my_house"], house.as_str());
            assert_no_secrets(house, &text, &g["view"], &sealed);
            // What this house sealed, as its own view shows it: never in another's answer.
            sealed.retain(|(h, _)| h != house);
            if g["view"]["my_orders"].is_object() {
                sealed.push((house.clone(), g["view"]["my_orders"].to_string()));
            }
            // Its sealed house card in a combat (cards belong to one house: never in another's).
            if let Some(card) = g["view"]["combat"]["my_card"].as_str() {
                if g["view"]["combat"]["cards"].is_null() {
                    sealed.push((house.clone(), format!("\"my_card\":\"{card}\"")));
                }
            }
            if g["awaits_me"] != true {
                continue;
            }
            acted = true;
            let legal: Legal = serde_json::from_value(g["legal"].clone())
                .unwrap_or_else(|e| panic!("legal does not decode: {e}: {}", g["legal"]));
            let input = rookery::selfplay::gen::random_input(&legal, &mut dice);
            let seq = g["log_len"].as_i64().unwrap();
            let body = json!({"input": input, "expected_seq": seq}).to_string();
            let (status, r, text) = bot.post(&format!("/games/{id}/decisions"), &body);
            match status {
                200 => submitted += 1,
                422 => {
                    // Refused by the engine: the kind and reason are given; then the default.
                    assert!(
                        !kind(&r).is_empty() && r["error"]["reason"].is_string(),
                        "{text}"
                    );
                    let body = json!({"input": g["default"], "expected_seq": seq}).to_string();
                    let (status, _, text) = bot.post(&format!("/games/{id}/decisions"), &body);
                    assert_eq!(status, 200, "the default was refused: {text}");
                    defaults += 1;
                }
                _ => panic!("{house}'s decision got {status}: {text}"),
            }
        }
        if steps.is_multiple_of(25) {
            let (status, g, text) = spectator.get(&format!("/games/{id}"));
            assert_eq!(status, 200);
            assert!(g["legal"].is_null() && g["my_house"].is_null());
            assert_no_secrets("spectator", &text, &g["view"], &sealed);
            for (house, bot) in &bots {
                let (status, _, text) = bot.get(&format!("/games/{id}/log"));
                assert_eq!(status, 200);
                assert_no_secrets(house, &text, &Value::Null, &sealed);
                let (status, h, text) = bot.get(&format!("/games/{id}/history"));
                assert_eq!(status, 200, "{text}");
                assert_no_secrets(house, &text, &h["view"], &sealed);
            }
        }
        assert!(acted, "nobody was awaited in an active game");
    }
    let row = svc.load_game(GameId(id)).unwrap().row;
    assert_eq!(row.status, "over");
    let winner = row.winner.expect("a winner");
    let (_, g, _) = bots[1].1.get(&format!("/games/{id}"));
    assert_eq!(g["winner"], winner.as_str());
    assert_eq!(g["status"], "over");
    let (_, games, _) = bots[1].1.get("/games");
    assert_eq!(games["games"][0]["winner"], winner.as_str());
    // After the end the history shows any house's view.
    let (status, h, text) = bots[0]
        .1
        .get(&format!("/games/{id}/history?at=1&as={}", players[2].0));
    assert_eq!(status, 200, "{text}");
    assert_eq!(h["viewer"], players[2].0.as_str());
    let (_, log, _) = spectator.get(&format!("/games/{id}/log?since=0"));
    assert_eq!(log["entries"].as_array().unwrap().len() as i32, row.log_len);
    println!(
        "{}: the API bot played game {id} to {winner}'s win: {submitted} decisions accepted, {defaults} defaults after a refusal, {} inputs",
        db.label(),
        row.log_len
    );
}

#[test]
fn a_bot_plays_a_whole_game_over_the_api() {
    for b in backends() {
        bot_plays_a_game(&b);
    }
}

fn errors_auth_and_ravens(backend: &Backend) {
    let db = TestDb::new(backend, "api-errors");
    let server = server(&db, "100000");
    let svc = db.service();
    let (id, players) = new_game(&db, 99);
    let (mut browser, first) = token_from_settings(&server, &players[0].1);
    let a = Api::new(&server, Some(&first));
    let b_token = svc.create_api_token(UserId(players[1].2), "b").unwrap().1;
    let c_token = svc.create_api_token(UserId(players[2].2), "c").unwrap().1;
    let b = Api::new(&server, Some(&b_token));
    let c = Api::new(&server, Some(&c_token));

    // Authentication.
    let anon = Api::new(&server, None);
    let mut r = anon.agent.get(format!("{}/me", anon.base)).call().unwrap();
    assert_eq!(r.status().as_u16(), 401);
    assert!(r.headers().get("www-authenticate").is_some());
    let v: Value = serde_json::from_str(&r.body_mut().read_to_string().unwrap()).unwrap();
    assert_eq!(kind(&v), "unauthorized");
    for bad in [
        "nonsense",
        "rk_0000000000000000000000000000000000000000000000000000000000000000",
    ] {
        let (s, v, _) = Api::new(&server, Some(bad)).get("/me");
        assert_eq!((s, kind(&v)), (401, "unauthorized"), "{bad}");
    }
    // The browser's session cookie is never accepted on /api.
    let r = browser.get("/api/v1/me");
    assert_eq!(r.status, 401, "{}", r.body);
    let r = browser.get("/api/v1/games");
    assert_eq!(r.status, 401, "{}", r.body);
    let (s, me, _) = a.get("/me");
    assert_eq!((s, me["name"].as_str()), (200, Some(players[0].1.as_str())));

    // Routes and bodies.
    assert_eq!(kind(&a.get("/nope").1), "no_route");
    assert_eq!(a.get("/nope").0, 404);
    assert_eq!(a.method("DELETE", "/games").0, 405);
    assert_eq!(a.get("/games/999999").0, 404);
    assert_eq!(a.get("/games/abc").0, 404);
    assert_eq!(a.get(&format!("/games/{id}/log?since=x")).0, 400);
    let path = format!("/games/{id}/decisions");
    let (s, v, _) = a.post(&path, "{not json");
    assert_eq!((s, kind(&v)), (400, "bad_request"));
    // A NUL, which PostgreSQL's text cannot hold, in a string or a key anywhere in a body:
    // refused before any handler reads it (a game's name would otherwise be `invalid`).
    for (to, body) in [
        ("/games", r#"{"name": "Night\u0000s Watch"}"#),
        (
            path.as_str(),
            r#"{"input": {"type": "bid", "x\u0000": 1}, "expected_seq": 0}"#,
        ),
    ] {
        let (s, v, _) = a.post(to, body);
        assert_eq!((s, kind(&v)), (400, "bad_request"), "{body}");
    }
    assert_eq!(a.get(&format!("/games/{id}%00")).0, 400);
    let (s, v, _) = a.post(
        &path,
        r#"{"input": {"type": "no_such_thing"}, "expected_seq": 0}"#,
    );
    assert_eq!((s, kind(&v)), (400, "bad_input"));
    let (s, v, _) = a.post(&path, r#"{"input": {"type": "bid", "power": 1}}"#);
    assert_eq!(
        (s, kind(&v)),
        (400, "bad_request"),
        "expected_seq is required"
    );
    let big = format!("{{\"input\": \"{}\"}}", "x".repeat(200_000));
    assert_eq!(a.post(&path, &big).0, 413);
    // An input the engine refuses: 422 with the engine's rejection kind and reason.
    let (_, g, _) = a.get(&format!("/games/{id}"));
    assert_eq!(g["awaits_me"], true);
    assert_eq!(g["legal"]["legal"], "place_orders");
    let seq = g["log_len"].as_i64().unwrap();
    let (s, v, text) = a.post(
        &path,
        &json!({"input": {"type": "bid", "power": 1}, "expected_seq": seq}).to_string(),
    );
    assert_eq!(s, 422, "{text}");
    assert_eq!(kind(&v), "wrong_request", "{text}");
    assert!(v["error"]["reason"].as_str().unwrap().len() > 5);
    // A visitor without a house in the game may not decide.
    let watcher = svc
        .register("api-err-watcher", "a long enough password", "UTC")
        .unwrap();
    let w = Api::new(
        &server,
        Some(
            &svc.create_api_token(UserId(watcher.user.user_id), "w")
                .unwrap()
                .1,
        ),
    );
    let (s, v, _) = w.post(
        &path,
        &json!({"input": g["default"], "expected_seq": seq}).to_string(),
    );
    assert_eq!((s, kind(&v)), (403, "forbidden"));
    // The default answer is accepted.
    let (s, _, text) = a.post(
        &path,
        &json!({"input": g["default"], "expected_seq": seq}).to_string(),
    );
    assert_eq!(s, 200, "{text}");
    // The others seal theirs: Planning ends. A decision made on the old log length, when the
    // house is now asked something else, is stale (409), not applied.
    for other in [&b, &c] {
        let (_, g, _) = other.get(&format!("/games/{id}"));
        let body = json!({"input": g["default"], "expected_seq": g["log_len"]}).to_string();
        let (s, _, text) = other.post(&path, &body);
        assert_eq!(s, 200, "{text}");
    }
    let (s, v, text) = a.post(
        &path,
        &json!({"input": g["default"], "expected_seq": seq}).to_string(),
    );
    assert_eq!((s, kind(&v)), (409, "stale"), "{text}");

    // Ravens: A writes to B; C cannot read it.
    let (s, v, text) = a.post(
        &format!("/games/{id}/ravens"),
        &json!({"houses": [players[1].0]}).to_string(),
    );
    assert_eq!(s, 200, "{text}");
    let conv = v["id"].as_i64().unwrap();
    let (s, _, text) = a.post(
        &format!("/games/{id}/ravens/{conv}"),
        r#"{"body": "An alliance against the third?"}"#,
    );
    assert_eq!(s, 200, "{text}");
    let (s, list, _) = b.get(&format!("/games/{id}/ravens"));
    assert_eq!(s, 200);
    let c_list = c.get(&format!("/games/{id}/ravens")).1;
    assert!(list["conversations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|x| x["id"] == conv));
    assert!(!c_list["conversations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|x| x["id"] == conv));
    let (s, read, _) = b.get(&format!("/games/{id}/ravens/{conv}"));
    assert_eq!(s, 200);
    assert_eq!(read["ravens"][0]["body"], "An alliance against the third?");
    assert_eq!(read["ravens"][0]["via"], "api");
    let (s, _, text) = c.get(&format!("/games/{id}/ravens/{conv}"));
    assert_eq!(s, 404, "{text}");
    assert!(!text.contains("alliance"));
    let (s, _, _) = c.post(
        &format!("/games/{id}/ravens/{conv}"),
        r#"{"body": "let me in"}"#,
    );
    assert_eq!(s, 404);
    let (s, v, _) = a.post(
        &format!("/games/{id}/ravens"),
        r#"{"houses": ["atlantis"]}"#,
    );
    assert_eq!((s, kind(&v)), (400, "bad_request"));
    let (s, v, _) = a.post(&format!("/games/{id}/ravens/{conv}"), r#"{"body": ""}"#);
    assert_eq!((s, kind(&v)), (400, "invalid"), "{v}");

    // An invite-only game answers an outsider as a game that does not exist.
    let spec = rookery::service::lobby::GameSpec {
        name: "Private table".into(),
        players: 3,
        seating: rookery::service::lobby::Seating::Choice,
        creator_house: Some(rookery::engine::House::Stark),
        options: Default::default(),
        deadlines: Default::default(),
        public: false,
        start_when_full: false,
        press: Default::default(),
    };
    let private = svc.create_game(UserId(players[0].2), &spec).unwrap();
    assert_eq!(
        a.get(&format!("/games/{private}")).0,
        200,
        "its creator sees it"
    );
    for p in ["", "/log", "/history", "/ravens"] {
        let (s, v, _) = w.get(&format!("/games/{private}{p}"));
        assert_eq!((s, kind(&v)), (404, "not_found"), "{p}");
        // Said as an API's answer (a web page's words spoke of "no such page").
        let reason = v["error"]["reason"].as_str().unwrap_or("");
        assert!(
            reason.contains("no such game") && !reason.contains("page"),
            "{p}: {reason}"
        );
    }

    // Revoked on the settings page: refused from then on.
    let page = browser.get("/settings/api");
    let at = page.body.find("/settings/api/tokens/").unwrap();
    let action: String = page.body[at..].chars().take_while(|c| *c != '"').collect();
    let r = browser.post_with_csrf("/settings/api", &action, &[]);
    assert_eq!(r.status, 303, "{}", r.body);
    let (s, v, _) = a.get("/me");
    assert_eq!((s, kind(&v)), (401, "unauthorized"));
    // Another user cannot revoke B's token.
    assert!(svc.revoke_api_token(UserId(players[0].2), 999_999).is_err());

    // The limits (issue 23), on a server behind a trusted proxy (the test) that forwards each
    // request's client address: 5 requests per account, 8 per address, 6 bad tokens per
    // address, per minute.
    drop(server);
    let server = server_limited(&db);
    let revoked = svc
        .create_api_token(UserId(players[1].2), "to revoke")
        .unwrap();
    svc.revoke_api_token(UserId(players[1].2), revoked.0)
        .unwrap();
    let refused = |s: u16, retry: Option<i64>, v: &Value, what: &str| {
        assert_eq!((s, kind(v)), (429, "rate_limited"), "{what}: {v}");
        let secs = retry.unwrap_or_else(|| panic!("{what}: a 429 without Retry-After"));
        assert!((1..=130).contains(&secs), "{what}: Retry-After {secs}");
    };

    // An account with the most tokens it may hold (20), rotating them over 40 client
    // addresses, gets 5 requests a minute in all.
    let mut tokens = vec![b_token.clone()];
    while svc.api_tokens(UserId(players[1].2)).unwrap().len() < 20 {
        tokens.push(
            svc.create_api_token(UserId(players[1].2), "rotated")
                .unwrap()
                .1,
        );
    }
    assert!(
        svc.create_api_token(UserId(players[1].2), "one more")
            .is_err(),
        "20 live tokens at most"
    );
    let mut answered = 0;
    for i in 0..40 {
        let api = Api::from(
            &server,
            Some(&tokens[i % tokens.len()]),
            &format!("203.0.113.{}", i + 1),
        );
        let (s, retry, v) = api.get_retry("/me");
        if s == 200 {
            answered += 1;
        } else {
            refused(s, retry, &v, &format!("request {i}"));
            let reason = v["error"]["reason"].as_str().unwrap();
            assert!(
                reason.starts_with("Your account made 5 API requests"),
                "{reason}"
            );
        }
    }
    assert_eq!(
        answered, 5,
        "the account's limit, whatever its tokens and addresses"
    );
    // Another account has its own count.
    let c_token = svc
        .create_api_token(UserId(players[2].2), "fresh")
        .unwrap()
        .1;
    assert_eq!(
        Api::from(&server, Some(&c_token), "198.51.100.1")
            .get_retry("/me")
            .0,
        200
    );

    // Bad tokens from one address: unknown, malformed, missing and revoked ones answer 401
    // until the address has sent 6; then its requests are refused unread, a good token's too,
    // while another address is served.
    let flood = "192.0.2.66";
    let bad = [
        Some("rk_0000000000000000000000000000000000000000000000000000000000000000"),
        Some("nonsense"),
        None,
        Some(revoked.1.as_str()),
        Some("rk_1111111111111111111111111111111111111111111111111111111111111111"),
        Some("rk_short"),
    ];
    for t in bad {
        let (s, _, v) = Api::from(&server, t, flood).get_retry("/me");
        assert_eq!((s, kind(&v)), (401, "unauthorized"), "{t:?}");
    }
    for t in [bad[0], Some(c_token.as_str())] {
        let (s, retry, v) = Api::from(&server, t, flood).get_retry("/me");
        refused(s, retry, &v, "after the flood");
        assert!(
            v["error"]["reason"]
                .as_str()
                .unwrap()
                .contains("unknown or revoked"),
            "{v}"
        );
    }
    assert_eq!(
        Api::from(&server, Some(&c_token), "198.51.100.1")
            .get_retry("/me")
            .0,
        200
    );

    // One address, three accounts: 8 requests a minute in all.
    let d_token = svc
        .create_api_token(UserId(players[0].2), "fresh")
        .unwrap()
        .1;
    let w_token = w.token.clone().unwrap();
    let shared = "192.0.2.200";
    for t in [
        &c_token, &c_token, &w_token, &w_token, &w_token, &d_token, &d_token, &d_token,
    ] {
        assert_eq!(Api::from(&server, Some(t), shared).get_retry("/me").0, 200);
    }
    let (s, retry, v) = Api::from(&server, Some(&d_token), shared).get_retry("/me");
    refused(s, retry, &v, "the address's ninth");
    assert!(
        v["error"]["reason"]
            .as_str()
            .unwrap()
            .contains("from your address"),
        "{v}"
    );
    assert_eq!(
        Api::from(&server, Some(&d_token), "198.51.100.2")
            .get_retry("/me")
            .0,
        200,
        "the account itself had room"
    );
}

fn server_limited(db: &TestDb) -> Server {
    Server::start_with(
        db,
        &[
            ("ROOKERY_API_REQUESTS_PER_MINUTE", "5"),
            ("ROOKERY_API_REQUESTS_PER_ADDRESS_PER_MINUTE", "8"),
            ("ROOKERY_API_BAD_TOKENS_PER_ADDRESS_PER_MINUTE", "6"),
            ("ROOKERY_TRUSTED_PROXIES", "127.0.0.1"),
            ("ROOKERY_MAIL_WORKER", "off"),
        ],
    )
}

#[test]
fn api_errors_tokens_session_cookie_rate_limit_and_ravens() {
    for b in backends() {
        errors_auth_and_ravens(&b);
    }
}

/// The OpenAPI document names exactly the routes the API registers, and the server answers each
/// of them (with a real handler, not "no such route").
#[test]
fn the_openapi_document_matches_the_routes() {
    let doc: Value = serde_json::from_str(rookery::api::OPENAPI).unwrap();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    assert_eq!(doc["servers"][0]["url"], "/api/v1");
    let mut documented = BTreeSet::new();
    for (path, item) in doc["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            assert!(
                op["responses"].is_object(),
                "{method} {path} has no responses"
            );
            documented.insert((method.clone(), path.clone()));
        }
    }
    let registered: BTreeSet<(String, String)> = rookery::api::route_table()
        .into_iter()
        .map(|(m, p, _)| (m.to_string(), p.to_string()))
        .collect();
    assert_eq!(
        documented, registered,
        "the OpenAPI document and the registered routes differ"
    );

    let db = TestDb::new(&Backend::Sqlite, "api-openapi");
    let server = server(&db, "100000");
    let svc = db.service();
    let user = svc
        .register("api-doc", "a long enough password", "UTC")
        .unwrap();
    let token = svc
        .create_api_token(UserId(user.user.user_id), "doc")
        .unwrap()
        .1;
    let api = Api::new(&server, Some(&token));
    let (s, served, _) = api.get("/openapi.json");
    assert_eq!(s, 200);
    assert_eq!(served, doc, "the served document is the crate's");
    for (method, path) in &documented {
        let concrete = path
            .replace("{id}", "999999")
            .replace("{conversation}", "1");
        let (s, v, text) = api.method(&method.to_uppercase(), &concrete);
        assert!(
            !matches!(kind(&v), "no_route" | "method_not_allowed") && s != 500,
            "{method} {path} is documented but the server answers {s}: {text}"
        );
    }
    // And a method the document does not list is not served.
    assert_eq!(api.method("PUT", "/games").0, 405);
    assert_eq!(api.method("GET", "/games/1/decisions").0, 405);
}

/// Holds every table's write lock until dropped: SQLite's single write lock (`BEGIN IMMEDIATE`
/// and a write), or on PostgreSQL every table locked `IN EXCLUSIVE MODE` (reads go on, any
/// write waits).
enum WriteLock {
    Sqlite(diesel::SqliteConnection),
    Postgres(diesel::PgConnection),
}

impl WriteLock {
    fn take(db: &TestDb) -> WriteLock {
        use diesel::{Connection, RunQueryDsl};
        match db.backend {
            Backend::Sqlite => {
                let mut c = diesel::SqliteConnection::establish(&db.url).unwrap();
                diesel::sql_query("BEGIN IMMEDIATE")
                    .execute(&mut c)
                    .unwrap();
                diesel::sql_query("CREATE TABLE held_write_lock (x INTEGER)")
                    .execute(&mut c)
                    .unwrap();
                WriteLock::Sqlite(c)
            }
            Backend::Postgres(_) => {
                #[derive(diesel::QueryableByName)]
                struct Table {
                    #[diesel(sql_type = diesel::sql_types::Text)]
                    tablename: String,
                }
                let mut c = diesel::PgConnection::establish(&db.url).unwrap();
                let tables: Vec<Table> = diesel::sql_query(
                    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
                )
                .load(&mut c)
                .unwrap();
                let names: Vec<String> = tables.into_iter().map(|t| t.tablename).collect();
                diesel::sql_query("BEGIN").execute(&mut c).unwrap();
                diesel::sql_query(format!("LOCK TABLE {} IN EXCLUSIVE MODE", names.join(", ")))
                    .execute(&mut c)
                    .unwrap();
                WriteLock::Postgres(c)
            }
        }
    }

    fn release(self) {
        use diesel::RunQueryDsl;
        match self {
            WriteLock::Sqlite(mut c) => {
                diesel::sql_query("ROLLBACK").execute(&mut c).unwrap();
            }
            WriteLock::Postgres(mut c) => {
                diesel::sql_query("ROLLBACK").execute(&mut c).unwrap();
            }
        }
    }
}

/// Issue 30: reading writes nothing. While another connection holds the write lock of every
/// table, the API's GETs (rate limits counted in memory) and the game page, for a player and a
/// spectator, are all answered; a write meanwhile would wait for the lock (the SQLite server
/// gives up after its 10 s busy timeout with an error page, PostgreSQL waits until the lock
/// goes, past the clients' timeout), so a read that wrote would fail here.
fn reads_take_no_write_lock(backend: &Backend) {
    let db = TestDb::new(backend, "api-nolock");
    let server = server(&db, "100000");
    let svc = db.service();
    let (id, players) = new_game(&db, 7);
    let token = svc
        .create_api_token(UserId(players[0].2), "reader")
        .unwrap()
        .1;
    let mut api = Api::new(&server, Some(&token));
    api.agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .timeout_global(Some(Duration::from_secs(30)))
        .build()
        .into();
    let mut player = server.client();
    assert_eq!(player.login(&players[0].1, DEMO_PASSWORD).status, 303);
    let mut spectator = server.client();
    let paths = ["/me".to_string(), "/games".into(), format!("/games/{id}")];
    // First uses note the token's and the session's last use (once per ten minutes).
    for p in &paths {
        assert_eq!(api.get(p).0, 200, "{p}");
    }
    assert_eq!(player.get(&format!("/games/{id}")).status, 200);
    assert_eq!(spectator.get(&format!("/games/{id}")).status, 200);

    let lock = WriteLock::take(&db);
    for round in 0..3 {
        for p in &paths {
            let (status, v, _) = api.get(p);
            assert_eq!(status, 200, "{} {p} (round {round}): {v}", db.label());
        }
        let r = player.get(&format!("/games/{id}"));
        assert_eq!(r.status, 200, "{} the player's page", db.label());
        assert!(r.body.contains("place_orders"), "the player's orders form");
        let r = spectator.get(&format!("/games/{id}"));
        assert_eq!(r.status, 200, "{} a spectator's page", db.label());
    }
    lock.release();
}

#[test]
fn reads_take_no_write_lock_on_either_database() {
    for b in backends() {
        reads_take_no_write_lock(&b);
    }
}
