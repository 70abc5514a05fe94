//! The lobby's start rules (issue 11, item 4), through a real server on SQLite and PostgreSQL:
//! only the creator starts a full game (any player once the creator has left the lobby), or a
//! game created to start when full starts by itself with its last seat; a new account is told
//! that a confirmation mail was sent.

mod web_support;

use web_support::*;

const PASSWORD: &str = "password-123";

fn create(c: &mut Client, name: &str, start: &str) -> i32 {
    let r = c.post_with_csrf(
        "/games/new",
        "/games/new",
        &[
            ("name", name),
            ("players", "3"),
            ("seating", "random"),
            ("winter_is_coming", "errata"),
            ("tie_breaks", "printed"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("combat_hours", "12"),
            ("westeros_hours", "24"),
            ("reminder_hours", "12"),
            ("visibility", "public"),
            ("start", start),
        ],
    );
    assert_eq!(r.status, 303, "create: {}", r.body);
    game_id_of(r.location().unwrap())
}

fn join(c: &mut Client, game: i32) {
    let page = format!("/games/{game}");
    let r = c.post_with_csrf(&page, &format!("{page}/join"), &[]);
    assert_eq!(r.status, 303, "join: {}", r.body);
}

fn start(c: &mut Client, game: i32) -> Response {
    let page = format!("/games/{game}");
    c.post_with_csrf(&page, &format!("{page}/start"), &[])
}

fn player(server: &Server, name: &str) -> Client {
    let mut c = server.client();
    c.register(name, PASSWORD);
    c
}

fn lobby(backend: &Backend) {
    let db = TestDb::new(backend, "lobby");
    let server = Server::start(&db);

    // Registering says where the confirmation went.
    let mut ann = server.client();
    let r = ann.post_with_csrf(
        "/register",
        "/register",
        &[
            ("name", "ann"),
            ("email", "ann@example.org"),
            ("password", PASSWORD),
            ("password2", PASSWORD),
            ("time_zone", "UTC"),
        ],
    );
    assert_eq!(r.location(), Some("/?registered=1"));
    let home = ann.get("/?registered=1");
    assert!(
        home.body.contains("We sent a mail to the address you gave"),
        "{}",
        home.body
    );
    assert!(!ann.get("/").body.contains("We sent a mail"), "said once");

    // The creator starts; the other players may not.
    let mut ben = player(&server, "ben");
    let mut cat = player(&server, "cat");
    let g = create(&mut ann, "Creator starts", "creator");
    assert!(ann
        .get(&format!("/games/{g}"))
        .body
        .contains("creator starts it"));
    join(&mut ben, g);
    assert_eq!(start(&mut ann, g).status, 409, "not full yet");
    join(&mut cat, g);
    let ben_lobby = ben.get(&format!("/games/{g}"));
    assert!(!ben_lobby.body.contains(&format!("/games/{g}/start")));
    assert!(ben_lobby
        .body
        .contains("the game's creator has been told by mail"));
    let r = start(&mut ben, g);
    assert_eq!(r.status, 403, "only the creator starts: {}", r.body);
    assert!(ann
        .get(&format!("/games/{g}"))
        .body
        .contains(&format!("/games/{g}/start")));
    assert_eq!(start(&mut ann, g).status, 303);
    assert!(
        !decision_forms(&ben.get(&format!("/games/{g}")).body).is_empty(),
        "started"
    );

    // Once the creator has left the lobby, any player may start the full game.
    let mut dan = player(&server, "dan");
    let g = create(&mut ann, "Creator leaves", "creator");
    join(&mut ben, g);
    let page = format!("/games/{g}");
    assert_eq!(
        ann.post_with_csrf(&page, &format!("{page}/leave"), &[])
            .status,
        303
    );
    join(&mut cat, g);
    join(&mut dan, g);
    assert_eq!(start(&mut cat, g).status, 303, "a player starts it");

    // A game made to start when full starts with its last seat.
    let g = create(&mut ann, "Starts when full", "when_full");
    assert!(ann
        .get(&format!("/games/{g}"))
        .body
        .contains("starts by itself"));
    join(&mut ben, g);
    assert!(decision_forms(&ben.get(&format!("/games/{g}")).body).is_empty());
    join(&mut cat, g);
    for c in [&mut ann, &mut ben, &mut cat] {
        let page = c.get(&format!("/games/{g}"));
        assert!(
            decision_forms(&page.body)
                .iter()
                .any(|f| f.kind == "place_orders"),
            "the game started by itself"
        );
    }
}

#[test]
fn lobby_start_rules_on_both_databases() {
    for b in backends() {
        lobby(&b);
    }
}
