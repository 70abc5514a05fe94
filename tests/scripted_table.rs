//! A table from a script (issue 31, item 4), through a real server on SQLite and PostgreSQL:
//! games created over the JSON API with only a name (every other field at its documented
//! default) or with a few fields, joined and started over the API (an invite-only table needs
//! its invite, a taken house or a second seat is refused, a game made to start when full starts
//! with its last seat); bad requests get a 400 saying why; and the new-game form posted with
//! only its CSRF token and a name creates a game with the same defaults, which others join over
//! the API.

use crate::web_support;

use rookery::engine::House;
use rookery::service::GameId;
use rookery::service::UserId;
use serde_json::{json, Value};
use std::time::Duration;
use web_support::*;

const PASSWORD: &str = "a long enough password";

/// A client of the API with one account's token.
struct Api {
    agent: ureq::Agent,
    base: String,
    token: String,
}

impl Api {
    fn new(server: &Server, token: &str) -> Api {
        Api {
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(Duration::from_secs(60)))
                .build()
                .into(),
            base: format!("http://{}/api/v1", server.addr),
            token: token.to_string(),
        }
    }

    fn answer(r: Result<ureq::http::Response<ureq::Body>, ureq::Error>) -> (u16, Value) {
        let mut r = r.expect("an HTTP answer");
        let status = r.status().as_u16();
        let text = r.body_mut().read_to_string().unwrap();
        let v = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
        (status, v)
    }

    fn get(&self, path: &str) -> (u16, Value) {
        Self::answer(
            self.agent
                .get(format!("{}{path}", self.base))
                .header("Authorization", format!("Bearer {}", self.token))
                .call(),
        )
    }

    fn post(&self, path: &str, body: &str) -> (u16, Value) {
        Self::answer(
            self.agent
                .post(format!("{}{path}", self.base))
                .header("Authorization", format!("Bearer {}", self.token))
                .content_type("application/json")
                .send(body),
        )
    }

    /// A POST of `body` as `content_type`, as a script that gets the header wrong sends it.
    fn post_as(&self, path: &str, content_type: &str, body: &[u8]) -> (u16, Value) {
        Self::answer(
            self.agent
                .post(format!("{}{path}", self.base))
                .header("Authorization", format!("Bearer {}", self.token))
                .content_type(content_type)
                .send(body),
        )
    }

    fn post_empty(&self, path: &str) -> (u16, Value) {
        Self::answer(
            self.agent
                .post(format!("{}{path}", self.base))
                .header("Authorization", format!("Bearer {}", self.token))
                .send_empty(),
        )
    }

    /// The account's game `id` as `GET /games` lists it.
    fn listed(&self, id: i64) -> Value {
        let (s, v) = self.get("/games");
        assert_eq!(s, 200, "{v}");
        v["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id)
            .unwrap_or_else(|| panic!("game {id} not in my games: {v}"))
            .clone()
    }
}

fn kind(v: &Value) -> &str {
    v["error"]["kind"].as_str().unwrap_or("")
}

/// An account and its API token.
fn account(db: &TestDb, name: &str) -> (i32, String) {
    let svc = db.service();
    let user = svc.register(name, PASSWORD, "UTC").unwrap().user.user_id;
    let token = svc.create_api_token(UserId(user), "script").unwrap().1;
    (user, token)
}

fn scripted_table(backend: &Backend) {
    let db = TestDb::new(backend, "scripted");
    let server = Server::start_with(&db, &[("ROOKERY_MAIL_WORKER", "off")]);
    let svc = db.service();
    let (ann_id, ann) = account(&db, "ann");
    let (_, ben) = account(&db, "ben");
    let (_, cat) = account(&db, "cat");
    let (ann, ben, cat) = (
        Api::new(&server, &ann),
        Api::new(&server, &ben),
        Api::new(&server, &cat),
    );

    // A name alone: the documented defaults.
    let (s, made) = ann.post("/games", r#"{"name": "Scripted"}"#);
    assert_eq!(s, 200, "{made}");
    assert_eq!(made["players"], 6);
    assert_eq!(made["edition"], "second");
    assert_eq!(made["seating"], "choice");
    assert_eq!(made["house"], "stark");
    assert_eq!(made["visibility"], "public");
    assert_eq!(made["start"], "creator");
    let first = made["id"].as_i64().unwrap();
    let listed = ann.listed(first);
    assert_eq!(listed["status"], "lobby");
    assert_eq!(listed["players"], 6);
    assert_eq!(listed["seated"], 1);
    let seats = svc.seats(GameId(first as i32)).unwrap();
    assert_eq!(
        (seats[0].user_id, seats[0].house),
        (ann_id, Some(House::Stark))
    );
    let loaded = svc.load_game(GameId(first as i32)).unwrap();
    assert_eq!(
        loaded.row.deadlines,
        serde_json::to_string(&rookery::service::lobby::Deadlines::default()).unwrap(),
        "the default deadlines"
    );

    // An invite-only table of three that starts with its last seat.
    let (s, made) = ann.post(
        "/games",
        &json!({"name": "Three of us", "players": 3, "visibility": "invite",
                "start": "when_full", "house": "lannister", "deadlines": {"planning_hours": 6}})
        .to_string(),
    );
    assert_eq!(s, 200, "{made}");
    let id = made["id"].as_i64().unwrap();
    let invite = made["invite"].as_str().unwrap().to_string();
    assert_eq!(made["invite_url"], format!("/invite/{invite}"));
    let join = |api: &Api, body: Value| api.post(&format!("/games/{id}/join"), &body.to_string());
    let (s, v) = join(&ben, json!({"house": "stark"}));
    assert_eq!((s, kind(&v)), (404, "not_found"), "invite-only: {v}");
    let (s, v) = join(&ben, json!({"house": "lannister", "invite": invite}));
    assert_eq!((s, kind(&v)), (409, "conflict"), "ann holds Lannister: {v}");
    let (s, v) = join(&ben, json!({"house": "stark", "invite": invite}));
    assert_eq!(s, 200, "{v}");
    let (s, v) = join(&ben, json!({"house": "baratheon", "invite": invite}));
    assert_eq!((s, kind(&v)), (409, "conflict"), "one seat each: {v}");
    let (s, v) = join(&cat, json!({"house": "martell", "invite": invite}));
    assert_eq!((s, kind(&v)), (400, "invalid"), "no Martell with 3: {v}");
    let (s, v) = join(&cat, json!({"house": "baratheon", "invite": invite}));
    assert_eq!(s, 200, "{v}");
    let (s, game) = cat.get(&format!("/games/{id}"));
    assert_eq!(s, 200, "{game}");
    assert_eq!(game["status"], "active", "started with its last seat");
    assert_eq!(game["my_house"], "baratheon");
    assert_eq!(game["awaits_me"], true, "orders to place");
    assert!(svc
        .load_game(GameId(id as i32))
        .unwrap()
        .row
        .deadlines
        .contains("\"planning_hours\":6"));

    // A public table its creator starts; the others may not.
    let (s, made) = ann.post(
        "/games",
        r#"{"name": "Start me", "players": 3, "seating": "random"}"#,
    );
    assert_eq!(s, 200, "{made}");
    assert_eq!(made["house"], Value::Null);
    let id = made["id"].as_i64().unwrap();
    let start = format!("/games/{id}/start");
    let (s, v) = ann.post_empty(&start);
    assert_eq!((s, kind(&v)), (409, "conflict"), "not full yet: {v}");
    for api in [&ben, &cat] {
        let (s, v) = api.post(&format!("/games/{id}/join"), "{}");
        assert_eq!(s, 200, "{v}");
    }
    assert_eq!(ann.listed(id)["status"], "lobby");
    let (s, v) = cat.post_empty(&start);
    assert_eq!((s, kind(&v)), (403, "forbidden"), "{v}");
    let (s, v) = ann.post_empty(&start);
    assert_eq!(s, 200, "{v}");
    assert_eq!(ann.listed(id)["status"], "active");
    assert!(ann.listed(id)["my_house"].is_string(), "houses dealt");

    // Bad requests say why, and make nothing.
    let before = svc.my_games(UserId(ann_id)).unwrap().len();
    for (body, status, kind_) in [
        (r#"{"name": "Too many", "players": 7}"#, 400, "invalid"),
        (
            r#"{"name": "Old", "edition": "first", "players": 6}"#,
            400,
            "invalid",
        ),
        (r#"{"name": "", "players": 3}"#, 400, "invalid"),
        (
            r#"{"name": "Four", "players": 3, "house": "greyjoy"}"#,
            400,
            "invalid",
        ),
        (r#"{"nmae": "Typo"}"#, 400, "bad_request"),
        (r#"{"name": "Typo", "player": 3}"#, 400, "bad_request"),
        (
            r#"{"name": "Edition", "edition": "third"}"#,
            400,
            "bad_request",
        ),
        (
            r#"{"name": "Second", "first_edition": {"orders_mandatory": false}}"#,
            400,
            "invalid",
        ),
        (
            r#"{"name": "Clock", "deadlines": {"planning_hours": 10000}}"#,
            400,
            "invalid",
        ),
        ("not json", 400, "bad_request"),
    ] {
        let (s, v) = ann.post("/games", body);
        assert_eq!((s, kind(&v)), (status, kind_), "{body}: {v}");
        assert!(
            !v["error"]["reason"].as_str().unwrap().is_empty(),
            "{body}: a reason"
        );
    }
    assert_eq!(
        svc.my_games(UserId(ann_id)).unwrap().len(),
        before,
        "nothing made"
    );
    // `curl -d name=x` without the JSON header sends a form: told so, with what to send.
    let (s, v) = ann.post_as(
        "/games",
        "application/x-www-form-urlencoded",
        b"name=Form+body",
    );
    assert_eq!((s, kind(&v)), (400, "bad_request"), "{v}");
    let reason = v["error"]["reason"].as_str().unwrap();
    assert!(
        reason.contains("sent as a form") && reason.contains("Content-Type: application/json"),
        "{reason}"
    );
    // JSON is read by its bytes, whatever the header says, and a UTF-8 byte order mark (which
    // Windows tools may write first) is passed over.
    let (s, v) = ann.post_as(
        "/games",
        "application/x-www-form-urlencoded",
        br#"{"name": "Header forgotten", "players": 3}"#,
    );
    assert_eq!(s, 200, "{v}");
    let (s, v) = ann.post_as(
        "/games",
        "application/json; charset=utf-8",
        "\u{feff}{\"name\": \"With a BOM\", \"players\": 3}".as_bytes(),
    );
    assert_eq!(s, 200, "{v}");

    // The new-game form, posted with its CSRF token and a name only.
    let mut dan = server.client();
    dan.register("dan", PASSWORD);
    let r = dan.post_with_csrf("/games/new", "/games/new", &[("name", "Form table")]);
    assert_eq!(
        r.status, 303,
        "a minimal form post creates a game: {}",
        r.body
    );
    let form_game = game_id_of(r.location().unwrap());
    let row = svc.load_game(GameId(form_game)).unwrap().row;
    assert_eq!(row.players, 6);
    assert_eq!(row.seating, "choice");
    assert_eq!(row.visibility, "public");
    assert_eq!(
        svc.seats(GameId(form_game)).unwrap()[0].house,
        Some(House::Stark),
        "the creator is Stark"
    );
    let lobby = dan.get(&format!("/games/{form_game}"));
    assert_eq!(lobby.status, 200);
    assert!(lobby.body.contains("Form table"));
    // ... and others join it over the API.
    let (s, v) = ben.post(
        &format!("/games/{form_game}/join"),
        r#"{"house": "lannister"}"#,
    );
    assert_eq!(s, 200, "{v}");
    assert_eq!(ben.listed(form_game as i64)["seated"], 2);
    // The 1st edition's minimal form: its own largest count.
    let r = dan.post_with_csrf(
        "/games/new",
        "/games/new",
        &[("name", "Old form"), ("edition", "first")],
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let old = game_id_of(r.location().unwrap());
    assert_eq!(svc.load_game(GameId(old)).unwrap().row.players, 5);
    // A field sent but wrong is still refused, with the form shown again.
    let r = dan.post_with_csrf(
        "/games/new",
        "/games/new",
        &[("name", "Seven"), ("players", "7")],
    );
    assert_eq!(r.status, 422, "{}", r.body);

    // A script that sends the form in another encoding (`curl --form`, a JSON body, text) is
    // told how forms are read here, not that its text is broken or its token missing; and
    // nothing is made.
    let page = dan.get("/games/new");
    let csrf = csrf_of(&page.body).expect("a CSRF token");
    let session = dan
        .cookies
        .iter()
        .find(|(k, _)| k.contains("session"))
        .map(|(_, v)| v.clone())
        .expect("dan's session");
    let dan_id = UserId(svc.session(&session).unwrap().expect("logged in").user_id);
    let before = svc.my_games(dan_id).unwrap().len();
    let multipart = format!(
        "--b0\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n{csrf}\r\n\
         --b0\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nCurl table\r\n--b0--\r\n"
    );
    let json = format!(r#"{{"csrf": "{csrf}", "name": "Json table"}}"#);
    let text = format!("csrf={csrf}\nname=Text table\n");
    for (media, body) in [
        ("multipart/form-data; boundary=b0", multipart.as_str()),
        ("application/json", json.as_str()),
        ("text/plain;charset=UTF-8", text.as_str()),
    ] {
        let r = dan.raw(
            "POST",
            "/games/new",
            &[("Content-Type", media.to_string())],
            body.as_bytes(),
        );
        assert_eq!(r.status, 415, "{media}: {}", r.body);
        let shown = media.split(';').next().unwrap();
        assert!(
            r.body.contains("application/x-www-form-urlencoded")
                && r.body.contains("--data")
                && r.body.contains(&format!("came as {shown}.")),
            "{media}: {}",
            r.body
        );
    }
    assert_eq!(svc.my_games(dan_id).unwrap().len(), before, "nothing made");
    // The same fields URL-encoded, as `curl --data` sends them, make the game.
    let r = dan.raw(
        "POST",
        "/games/new",
        &[(
            "Content-Type",
            "application/x-www-form-urlencoded; charset=UTF-8".into(),
        )],
        format!("csrf={csrf}&name=Curl+table").as_bytes(),
    );
    assert_eq!(r.status, 303, "{}", r.body);
}

#[test]
fn a_table_is_scripted_over_the_api_and_a_minimal_form_post() {
    for b in backends() {
        scripted_table(&b);
    }
}
