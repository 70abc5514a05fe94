//! The lobby's start rules (issue 11, item 4), through a real server on SQLite and PostgreSQL:
//! only the creator starts a full game (any player once the creator has left the lobby), or a
//! game created to start when full starts by itself with its last seat; a new account is told
//! that a confirmation mail was sent.

use crate::web_support;

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
    let lobby = ann.get(&format!("/games/{g}")).body;
    assert!(lobby.contains("starts by itself"));
    // Issue 27: the lobby says one thing about starting.
    assert!(
        !lobby.contains("can start the game") && !lobby.contains("can start when"),
        "{lobby}"
    );
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

/// Issue 16: the new-game form offers the 2nd and the 1st edition; the 1st edition's form has
/// its own player counts and houses (no Martell) and its options, each a checkbox with its
/// explanation; 6 players are refused with the reason; the lobby, the list of open games and the
/// game page name the ruleset, with "Westeros decks: provisional" for the 1st edition; the game
/// is drawn on its own board.
fn ruleset_choice(backend: &Backend) {
    let db = TestDb::new(backend, "ruleset");
    let server = Server::start(&db);
    let mut ann = player(&server, "ann");
    let mut ben = player(&server, "ben");
    let mut cat = player(&server, "cat");

    let second = ann.get("/games/new");
    assert!(
        second.body.contains("2nd edition (2011)"),
        "{}",
        second.body
    );
    assert!(second.body.contains(r#"href="/games/new?edition=first""#));
    assert!(second.body.contains(r#"name="edition" value="second""#));
    assert!(second.body.contains(r#"<option value="6""#));
    assert!(second.body.contains(r#"value="martell""#));
    assert!(!second.body.contains("agot1_"), "no 1st-edition options");

    let first = ann.get("/games/new?edition=first");
    let b = &first.body;
    assert!(b.contains(r#"name="edition" value="first""#));
    assert!(b.contains(r#"href="/games/new?edition=second""#));
    for n in 3..=5 {
        assert!(
            b.contains(&format!(r#"<option value="{n}""#)),
            "{n} players"
        );
    }
    assert!(!b.contains(r#"<option value="6""#), "no 6 players");
    assert!(!b.contains(r#"value="martell""#), "no Martell");
    assert!(b.contains("3 players: Stark, Lannister, Baratheon; 4 adds Tyrell; 5 adds Greyjoy."));
    for (name, checked) in [
        ("kc_start_fix", true),
        ("orders_mandatory", true),
        ("no_support_against_self", false),
        ("second_edition_orders", false),
        ("second_edition_tie_breaks", false),
    ] {
        let input = format!(r#"name="agot1_{name}" value="1""#);
        assert!(b.contains(&input), "{name}");
        assert_eq!(
            b.contains(&format!("{input} checked")),
            checked,
            "{name} proposed checked: {checked}"
        );
    }
    assert!(b.contains("Orders are mandatory"));
    // Issue 27: one control says how houses are seated (the 1st edition deals them at random by
    // default), never a checkbox beside it that could contradict it.
    assert!(!b.contains("agot1_random_house_assignment"), "{b}");
    assert!(
        b.contains(r#"name="seating" value="random" checked"#),
        "{b}"
    );
    assert!(
        !b.contains("auto_accept_support"),
        "support is never refused in the 1st edition"
    );
    assert!(second.body.contains("auto_accept_support"));
    assert!(
        b.contains("Every area with units gets an order"),
        "explained"
    );

    let form = |players: &'static str, extra: &[(&'static str, &'static str)]| {
        let mut f = vec![
            ("edition", "first"),
            ("name", "Old rules"),
            ("players", players),
            ("seating", "choice"),
            ("house", "stark"),
            ("winter_is_coming", "errata"),
            ("tie_breaks", "printed"),
            ("planning_hours", "48"),
            ("action_hours", "24"),
            ("combat_hours", "12"),
            ("westeros_hours", "24"),
            ("reminder_hours", "12"),
            ("visibility", "public"),
            ("start", "creator"),
        ];
        f.retain(|(k, _)| !extra.iter().any(|(e, _)| e == k));
        f.extend_from_slice(extra);
        f
    };
    let page = "/games/new?edition=first";
    let r = ann.post_with_csrf(page, "/games/new", &form("6", &[]));
    assert_eq!(r.status, 422);
    assert!(
        r.body
            .contains("The 1st edition is played by 3 to 5 players: it has no House Martell."),
        "{}",
        r.body
    );
    assert!(
        r.body.contains(r#"name="edition" value="first""#),
        "the form kept its edition"
    );
    let mut martell = form("3", &[]);
    martell[4] = ("house", "martell");
    let r = ann.post_with_csrf(page, "/games/new", &martell);
    assert_eq!(r.status, 422, "{}", r.body);
    let mut third = form("3", &[]);
    third[0] = ("edition", "third");
    let r = ann.post_with_csrf(page, "/games/new", &third);
    assert_eq!(r.status, 422);
    assert!(r.body.contains("Choose the 2nd or the 1st edition."));

    // Houses chosen (random assignment off), support against oneself forbidden, 2nd-edition
    // orders.
    let r = ann.post_with_csrf(
        page,
        "/games/new",
        &form(
            "3",
            &[
                ("agot1_kc_start_fix", "1"),
                ("agot1_no_support_against_self", "1"),
                ("agot1_second_edition_orders", "1"),
            ],
        ),
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let g = game_id_of(r.location().unwrap());
    let lobby = ann.get(&format!("/games/{g}"));
    assert!(lobby
        .body
        .contains("1st edition (2003) · Westeros decks: provisional"));
    assert!(lobby.body.contains("No support against oneself"));
    assert!(lobby
        .body
        .contains("2nd-edition Raid and Consolidate Power"));
    assert!(!lobby.body.contains("Orders are mandatory"), "left off");
    assert!(lobby.body.contains("End-of-game ties: the 1st edition"));
    let open = ben.get("/");
    assert!(
        open.body
            .contains("1st edition (2003) · Westeros decks: provisional"),
        "the list of open games names the ruleset"
    );
    let ben_lobby = ben.get(&format!("/games/{g}"));
    assert!(ben_lobby.body.contains(r#"value="baratheon""#));
    for absent in ["tyrell", "greyjoy", "martell"] {
        let option = format!(r#"value="{absent}""#);
        assert!(
            !ben_lobby.body.contains(&option),
            "{absent} sits out with 3"
        );
    }
    let p = format!("/games/{g}");
    for (c, house) in [(&mut ben, "lannister"), (&mut cat, "baratheon")] {
        let r = c.post_with_csrf(&p, &format!("{p}/join"), &[("house", house)]);
        assert_eq!(r.status, 303, "join: {}", r.body);
    }
    assert_eq!(start(&mut ann, g).status, 303);
    let game = ann.get(&p);
    assert!(game
        .body
        .contains("1st edition (2003) · Westeros decks: provisional"));
    assert!(
        game.body.contains(r#"id="map-summer_sea""#),
        "its own board"
    );
    assert!(!game.body.contains("map-port_of_") && !game.body.contains("map-boneway"));
    assert!(decision_forms(&game.body)
        .iter()
        .any(|f| f.kind == "place_orders"));
    let svg = ann.get(&format!("{p}/board.svg"));
    assert!(svg.body.contains(r#"id="map-summer_sea""#));

    // With the proposed options the houses are dealt at random; a 2nd-edition game says so.
    let r = ann.post_with_csrf(
        page,
        "/games/new",
        &form(
            "4",
            &[
                ("agot1_kc_start_fix", "1"),
                ("agot1_orders_mandatory", "1"),
                ("seating", "random"),
            ],
        ),
    );
    assert_eq!(r.status, 303, "{}", r.body);
    let lobby = ann.get(r.location().unwrap());
    assert!(lobby.body.contains("Random house assignment"));
    assert!(lobby.body.contains("dealt"), "{}", lobby.body);
    let g = create(&mut ann, "New rules", "creator");
    assert!(ann
        .get(&format!("/games/{g}"))
        .body
        .contains("2nd edition (2011)"));
}

#[test]
fn the_ruleset_is_chosen_when_the_game_is_created() {
    for b in backends() {
        ruleset_choice(&b);
    }
}
